"""Chinese Poker rule data: options, action shapes, per-pair units, the deal order."""

from __future__ import annotations

import dataclasses

from parlour.engine.options import opt
from parlour.rules.rows import pair_unit, pair_units_refusal

ROWS = ("front", "middle", "back")
"""The three rows, weakest first: 3, 5 and 5 cards."""
SIZES = {"front": 3, "middle": 5, "back": 5}


@dataclasses.dataclass(frozen=True)
class ChinesePokerOptions:
    """Rule parameters; the defaults are the seed's numbers."""

    unit: int = opt(1, "the value of one unit, for every pair of players", min=1)
    pair_units: str = opt("", "units agreed by a pair of players, e.g. '0-1=5,2-3=2' "
                              "(seat-seat=value); other pairs use unit")
    scoop: int = opt(3, "extra units paid by a player who loses all three rows", min=0)
    surrender: int = opt(2, "units a surrendering player pays each opponent", min=0)

    def unit_between(self, a: int, b: int) -> int:
        """The value of one unit between seats ``a`` and ``b``.

        >>> ChinesePokerOptions(pair_units="0-1=5").unit_between(1, 0)
        5
        """
        return pair_unit(self.pair_units, a, b, self.unit)

    def check(self, players: int) -> str | None:
        """Why ``pair_units`` is malformed for ``players`` seats (None: it is fine)."""
        return pair_units_refusal(self.pair_units, players)


def deal_order(players: int, dealer: int = 0) -> list[int]:
    """Who receives each dealt card: one at a time from the dealer's left, 13 rounds.

    >>> deal_order(2)[:4]
    [1, 0, 1, 0]
    """
    seats = [(dealer + 1 + i) % players for i in range(players)]
    return seats * 13
