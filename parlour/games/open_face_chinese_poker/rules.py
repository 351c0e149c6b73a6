"""Open-Face Chinese Poker rule data: options and the placement rules as pure functions."""

from __future__ import annotations

import dataclasses
from typing import Literal

from parlour.engine.options import opt
from parlour.rules.rows import pair_unit, pair_units_refusal

ROWS = ("front", "middle", "back")
SIZES = {"front": 3, "middle": 5, "back": 5}
FIRST = 5
"""Cards dealt, and placed together, at the start of a hand."""
FANTASY = 13
"""Cards a player in fantasyland receives (five, then eight more), set at once."""


@dataclasses.dataclass(frozen=True)
class OpenFaceOptions:
    """Rule parameters; defaults are the seed's numbers and RULINGS 29."""

    royalties: Literal["flat", "standard"] = opt(
        "flat", "flat: the rule text's table (any three of a kind in front 20); standard: "
                "front 222 = 10 rising to AAA = 22, middle trips 2 (variant standard-royalties)")
    sweep: int = opt(3, "bonus points for winning all three rows against an opponent", min=0)
    foul_penalty: int = opt(6, "units a fouled player pays each opponent, plus their "
                               "royalties", min=0)
    unit: int = opt(1, "the value of one unit, for every pair of players", min=1)
    pair_units: str = opt("", "units agreed by a pair of players, e.g. '0-1=5,2-3=2' "
                              "(seat-seat=value); other pairs use unit")
    hands: int = opt(0, "hands in a game, fantasyland hands included (0: one hand per "
                        "player)", min=0, max=200)

    def unit_between(self, a: int, b: int) -> int:
        """The value of one unit between seats ``a`` and ``b``."""
        return pair_unit(self.pair_units, a, b, self.unit)

    def check(self, players: int) -> str | None:
        """Why the options do not fit ``players`` seats (None: they do)."""
        return pair_units_refusal(self.pair_units, players)


def placement_refusal(filled: dict[str, int], placing: dict[str, int], first: bool) -> str | None:
    """Why placing ``placing`` (row -> cards) on rows already holding ``filled`` is
    refused, or None. The first placement puts all five dealt cards in any split; later
    placements one card into a row that is not full.

    >>> placement_refusal({}, {"back": 5}, True) is None
    True
    >>> placement_refusal({"front": 3}, {"front": 1}, False)
    'the front row is full (3 cards)'
    """
    total = sum(placing.values())
    if first and total != FIRST:
        return f"the first placement sets all {FIRST} cards dealt, not {total}"
    if not first and total != 1:
        return "after the first placement, one card is placed at a time"
    for row, k in placing.items():
        if row not in SIZES:
            return f"no row {row!r}: the rows are front, middle and back"
        if filled.get(row, 0) + k > SIZES[row]:
            return f"the {row} row is full ({SIZES[row]} cards)"
    return None


def deal_order(players: int, dealer: int) -> list[int]:
    """The seats in turn from the dealer's left, the dealer last.

    >>> deal_order(3, 1)
    [2, 0, 1]
    """
    return [(dealer + 1 + i) % players for i in range(players)]
