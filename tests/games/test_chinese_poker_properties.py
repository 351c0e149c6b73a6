"""Chinese Poker properties: the shared checks (conservation, legality, leaks by
relabelling and determinization, replay, determinism), hidden information by re-dealing
another seat's cards, and replay of a recorded game."""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pytest

import parlour
from parlour import Action
from parlour.testing import check_properties
from tests.games.test_chinese_poker_rules import PLAIN, WEAK, deck


@pytest.mark.parametrize(("players", "seeds"), [(2, range(3)), (4, range(10, 12))])
def test_check_properties(players: int, seeds: range) -> None:
    for g in check_properties("chinese-poker", players, seeds):
        assert g.is_over() and sum(g.result().scores) == 0  # type: ignore[union-attr]


def _script(g: parlour.Game) -> list[Any]:
    """Seat 0's copies of every event and its views while seat 1 sets its thirteen cards
    (whatever they are: the first card in hand to the first row with room) and seat 0
    sets PLAIN, up to the moment both have set."""
    out: list[Any] = []
    for _ in range(13):
        a = next(x for x in g.legal_actions(1) if x.type == "place")
        out += [e.for_seat(0) for e in g.apply(1, a)]
        out.append(g.view(0))
    a = next(x for x in g.legal_actions(1) if x.type == "take")
    out += [e.for_seat(0) for e in g.apply(1, a)]
    out += [e.for_seat(0) for e in g.apply(1, next(x for x in g.legal_actions(1) if x.type == "place"))]
    out += [e.for_seat(0) for e in g.apply(1, Action("set"))]
    out.append(g.view(0))
    for row, text in zip(("front", "middle", "back"), PLAIN, strict=True):
        for c in text.split():
            out += [e.for_seat(0) for e in g.apply(0, Action("place", card=c, row=row))]
    out += [e.for_seat(0) for e in g.apply(0, Action("set"))]
    out.append(g.view(0))
    return out


def test_redealing_another_seats_cards_changes_nothing_seat_0_sees() -> None:
    """Hidden information: seat 1's thirteen cards and the cards set aside are re-dealt;
    seat 0's views and events are the same until the hands are revealed (the setting is
    sealed: commit-reveal)."""
    other = ("AS KS QS", "JH TD 9H 8H 7H", "6H 5H 4H 3H 2S")
    a = parlour.new_game("chinese-poker", 2, seed=1, deck=deck(PLAIN, WEAK))
    b = parlour.new_game("chinese-poker", 2, seed=77, deck=deck(PLAIN, other))
    assert _script(a) == _script(b)
    assert a.view(0)["phase"] == b.view(0)["phase"] == "surrender"


def test_same_seed_same_actions_same_game_and_records_replay() -> None:
    g = parlour.new_game("chinese-poker", 3, seed=7)
    rng = np.random.default_rng(0)
    while not g.is_over():
        seat = g.actors()[0]
        legal = g.legal_actions(seat)
        g.apply(seat, legal[int(rng.integers(len(legal)))])
    rec = json.loads(json.dumps(g.record()))
    again = parlour.replay(rec)
    assert again.view(None) == g.view(None) and again.result() == g.result()
    twin = parlour.new_game("chinese-poker", 3, seed=7)
    assert twin.view(0) == parlour.new_game("chinese-poker", 3, seed=7).view(0)
