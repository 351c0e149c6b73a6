"""Chinese Poker rule data: options, action shapes, per-pair units, the deal order."""

from __future__ import annotations

import dataclasses

from parlour.engine.options import opt

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
        for part in self.pair_units.split(","):
            if not part.strip():
                continue
            pair, _, value = part.partition("=")
            x, _, y = pair.partition("-")
            if {int(x), int(y)} == {a, b}:
                return int(value)
        return self.unit

    def check(self, players: int) -> str | None:
        """Why ``pair_units`` is malformed for ``players`` seats (None: it is fine)."""
        for part in self.pair_units.split(","):
            if not part.strip():
                continue
            try:
                pair, _, value = part.partition("=")
                x, _, y = pair.partition("-")
                a, b, v = int(x), int(y), int(value)
            except ValueError:
                return f"pair_units: {part!r} is not seat-seat=value"
            if not (0 <= a < players and 0 <= b < players) or a == b or v < 1:
                return f"pair_units: {part!r} needs two different seats below {players} " \
                       f"and a value of at least 1"
        return None


def deal_order(players: int, dealer: int = 0) -> list[int]:
    """Who receives each dealt card: one at a time from the dealer's left, 13 rounds.

    >>> deal_order(2)[:4]
    [1, 0, 1, 0]
    """
    seats = [(dealer + 1 + i) % players for i in range(players)]
    return seats * 13
