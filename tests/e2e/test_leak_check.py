"""The page checker used by the browser tests catches a leak (it can fail)."""

from __future__ import annotations

import json

import pytest

import parlour
from tests.e2e.helpers import check_no_leak, timeline


def _game() -> dict:
    g = parlour.new_game("cactus", 2, variant="denexa", seed=5)
    for _ in range(6):
        seat = g.actors()[0]
        g.apply(seat, g.legal_actions(seat)[0])
    return g.record()


def test_a_hidden_card_on_the_page_is_reported() -> None:
    record = _game()
    g = parlour.replay(record)
    steps = len(record["actions"])
    hidden = next(c for c in g.zones["grid:1"].cards if c is not None)
    views, told = timeline(record, 0)
    assert str(hidden) not in views[steps] | told[steps]
    fine = {"seq": str(steps), "cards": sorted(views[steps]), "text": ""}
    frames = [json.dumps({"cards": sorted(views[steps] | told[steps])})]
    assert check_no_leak([fine], record, 0, frames, "Ann") == (1, 0)
    leak = {"seq": str(steps), "cards": sorted(views[steps] | {str(hidden)}), "text": ""}
    with pytest.raises(AssertionError, match="hidden from it"):
        check_no_leak([leak], record, 0, frames + [f'"{hidden}"'], "Ann")
    # a card drawn in text (card symbols) counts too, and so does one the socket never sent
    text = {"seq": str(steps), "cards": [], "text": str(hidden).replace("S", "♠").replace("H", "♥")
            .replace("D", "♦").replace("C", "♣").replace("T", "10")}
    with pytest.raises(AssertionError):
        check_no_leak([text], record, 0, frames, "Ann")
