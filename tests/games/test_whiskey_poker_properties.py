"""Whiskey Poker properties: the shared property checks per variant and table size, and
a re-deal test of hidden information (the widow and the other hands)."""

from __future__ import annotations

from typing import Any

import pytest

import parlour
from parlour.testing import check_properties
from tests.games.test_whiskey_poker_rules import EX, KNOCK, PASS, K, stacked


@pytest.mark.parametrize(("variant", "players", "seeds", "options"), [
    ("standard", 2, range(3), {"hands": 3, "max_orbits": 2}),
    ("knock-freezes", 4, range(10, 12), {"hands": 2, "max_orbits": 2}),
    ("chips", 3, range(20, 22), {"chips": 1, "max_orbits": 2}),
])
def test_check_properties(variant: str, players: int, seeds: range, options: dict[str, Any]) -> None:
    for g in check_properties(f"whiskey-poker:{variant}", players, seeds, options=options):
        assert g.is_over()


def _script(g: parlour.Game) -> list[Any]:
    out: list[Any] = []
    for seat, a in [(1, K), (0, K), (1, EX), (0, PASS), (1, K), (0, K)]:
        out.append(([e.for_seat(0) for e in g.apply(seat, a)], g.view(0)))
    return out


def test_redealing_hidden_cards_changes_nothing_seat_0_sees_until_the_widow_opens() -> None:
    """Seat 1's hand and the widow are re-dealt: seat 0's views and events are the same
    through the first betting round, seat 1's blind exchange and the second round."""
    mine = ["2C", "7D", "9H", "JS", "4C"]
    a = parlour.new_game("whiskey-poker", 2, seed=1, options={"hands": 1},
                         deck=stacked({0: mine, 1: ["KS", "KD", "5H", "8C", "3S"]},
                                      ["AS", "AD", "AH", "QC", "QD"], 2))
    b = parlour.new_game("whiskey-poker", 2, seed=77, options={"hands": 1},
                         deck=stacked({0: mine, 1: ["6S", "6D", "TH", "TC", "3H"]},
                                      ["2S", "8D", "JH", "QS", "KC"], 2))
    sa, sb = _script(a), _script(b)
    assert sa[:-1] == sb[:-1]  # the last step turns the widow up
    assert sa[-1] != sb[-1]
    assert KNOCK in a.legal_actions(1)
