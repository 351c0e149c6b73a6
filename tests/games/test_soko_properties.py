"""Soko properties: the shared property checks per variant and table size, and a re-deal
test of hidden information (the opponent's hole card)."""

from __future__ import annotations

from typing import Any

import pytest

import parlour
from parlour.testing import check_properties
from tests.games.test_soko_rules import B, C, K, stacked


@pytest.mark.parametrize(("variant", "players", "seeds", "options"), [
    ("standard", 2, range(3), {"hands": 6}),
    ("high-acts-first", 5, range(10, 12), {"hands": 4, "limit": "no", "stack": 40}),
    ("standard", 10, range(20, 21), {"hands": 3, "limit": "fixed"}),
])
def test_check_properties(variant: str, players: int, seeds: range, options: dict[str, Any]) -> None:
    for g in check_properties(f"soko:{variant}", players, seeds, options=options):
        assert g.is_over() and sum(g.result().scores) == 0  # type: ignore[union-attr]


def _script(g: parlour.Game) -> list[Any]:
    out: list[Any] = []
    moves = [(0, B), (1, C)]
    for seat, a in moves:
        out += [e.for_seat(0) for e in g.apply(seat, a)]
        out.append(g.view(0))
    for _ in range(3):
        first = g.actors()[0]
        if len(g.view(0)["zones"][2]["cards"]) == 5 and first == 1:
            break
        for seat in (first, 1 - first):
            out += [e.for_seat(0) for e in g.apply(seat, K)]
            out.append(g.view(0))
            if g.is_over() or g.view(None)["phase"] != "bet":
                return out
    return out


def test_redealing_the_opponents_hole_card_changes_nothing_seat_0_sees() -> None:
    """Seat 1's hole card is re-dealt; seat 0's views and events are the same until the
    showdown."""
    mine = ["KD", "3C", "QS", "9D", "2S"]
    a = parlour.new_game("soko", 2, seed=1, options={"hands": 1},
                         deck=stacked({0: mine, 1: ["AS", "9H", "TD", "8C", "4H"]}, 2))
    b = parlour.new_game("soko", 2, seed=50, options={"hands": 1},
                         deck=stacked({0: mine, 1: ["7S", "9H", "TD", "8C", "4H"]}, 2))
    sa, sb = _script(a), _script(b)
    assert len(sa) > 6 and sa == sb
