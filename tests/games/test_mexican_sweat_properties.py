"""Mexican Sweat properties: the shared property checks per variant and table size, and
a re-deal test of hidden information (cards nobody has seen, the player's own included)."""

from __future__ import annotations

from typing import Any

import pytest

import parlour
from parlour.testing import check_properties
from tests.games.test_mexican_sweat_rules import FL, K, stacked


@pytest.mark.parametrize(("variant", "players", "seeds", "options"), [
    ("standard", 2, range(3), {"hands": 4}),
    ("peek", 4, range(10, 12), {"hands": 3, "limit": "no", "stack": 40}),
    ("standard", 7, range(20, 21), {"hands": 2}),
])
def test_check_properties(variant: str, players: int, seeds: range, options: dict[str, Any]) -> None:
    for g in check_properties(f"mexican-sweat:{variant}", players, seeds, options=options):
        assert g.is_over() and sum(g.result().scores) == 0  # type: ignore[union-attr]


def test_redealing_unseen_cards_changes_no_view_until_they_are_turned_up() -> None:
    """The face-down cards are unknown to everyone: re-dealing the ones not yet turned up
    (both players' own included) leaves every view and event the same."""
    a_hands = {0: ["3C", "5D", "9H", "KS", "4C", "6D", "8S"], 1: ["AD", "6C", "TS", "JD", "QC", "3S", "5S"]}
    b_hands = {0: ["3C", "4H", "QH", "KC", "JH", "TH", "9S"], 1: ["AD", "8H", "TC", "2S", "2D", "3D", "QD"]}
    one = {"hands": 1}
    a = parlour.new_game("mexican-sweat", 2, seed=1, options=one, deck=stacked(a_hands, "2H", "7C", 2))
    b = parlour.new_game("mexican-sweat", 2, seed=9, options=one, deck=stacked(b_hands, "2H", "7C", 2))
    for g_a, g_b in ((a, b),):
        for seat, act in [(1, FL(0)), (1, K), (0, K), (0, FL(0))]:
            ea, eb = g_a.apply(seat, act), g_b.apply(seat, act)
            for viewer in (0, 1, None):
                assert [e.for_seat(viewer) for e in ea] == [e.for_seat(viewer) for e in eb]
                assert g_a.view(viewer) == g_b.view(viewer)
