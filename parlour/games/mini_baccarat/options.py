"""Mini Baccarat's rule parameters (defaults from the seed text and RULINGS 21), its
named variants and its prebuilt actions."""

from __future__ import annotations

import dataclasses
import functools
from fractions import Fraction
from typing import Any, Literal

from parlour.engine.actions import Action
from parlour.engine.options import opt
from parlour.games.mini_baccarat.rules import SPOTS
from parlour.rules.chips import chip_series

MIN_CUT = 11
"""The cut card is never closer to the end than this: the round in which it comes out
(at most five more cards) and one more round (six) must still be dealt."""


@dataclasses.dataclass(frozen=True)
class MiniBaccaratOptions:
    """Rule and table parameters. Money is in whole units (say dollars) and is kept
    exactly in hundredths (RULINGS 21)."""

    decks: int = opt(8, "standard packs in the shoe (the text: eight, 416 cards)", min=1, max=8)
    cut_from_end: int = opt(52, "cards behind the cut card (the text: about one deck from the "
                                "end); at most half the shoe (M3)", min=MIN_CUT, max=416)
    after_cut: Literal["one_more", "shuffle"] = opt(
        "one_more", "when the cut card comes out: finish the round and play one more "
                    "(RULINGS 21), or finish the round and reshuffle")
    ace_burn: int = opt(1, "cards burnt when the first card of a shoe is an ace "
                           "(RULINGS 21: 1; some casinos burn 11)", min=1, max=11)
    shoes: int = opt(1, "shoes in a game: a game ends when the last one is finished (M1)",
                     min=1, max=20)
    hands: int = opt(0, "house option: end the game after this many hands (0: play the whole "
                        "shoe)", min=0)
    bankroll: int = opt(1000, "each bettor's chips at the start", min=1)
    table_min: int = opt(10, "smallest wager on a spot (table limit)", min=1)
    table_max: int = opt(500, "largest wager on a spot (table limit)", min=1)
    commission: float = opt(5.0, "percent kept from a winning banker bet (the text: 5%)",
                            min=0.0, max=100.0)
    tie_pays: int = opt(8, "a winning tie bet pays this many to 1 (the text: 8 to 1)", min=0)

    @property
    def commission_rate(self) -> Fraction:
        """The commission as an exact fraction of the stake (5.0 -> 1/20)."""
        return Fraction(str(self.commission)) / 100

    def stakes(self) -> range:
        """Every wager a spot may hold (M4): any whole number of units within the table
        limits (RULINGS 21).

        >>> MiniBaccaratOptions().stakes()
        range(10, 501)
        """
        return range(self.table_min, self.table_max + 1)

    def chip_values(self) -> tuple[int, ...]:
        """The chips a table offers to build a wager with (a quick choice for people; any
        whole stake is allowed): 1, 2, 5, 10, 20, 50... times the table minimum, then the
        maximum.

        >>> MiniBaccaratOptions().chip_values()
        (10, 20, 50, 100, 200, 500)
        >>> MiniBaccaratOptions(table_min=25, table_max=300).chip_values()
        (25, 50, 125, 250, 300)
        """
        return chip_series(self.table_min, self.table_max)


VARIANTS: dict[str, tuple[str, dict[str, Any]]] = {
    "standard": ("Eight decks; when the cut card comes out, finish the round and play one "
                 "more, then the shoe is over (RULINGS 21)", {}),
    "early-shuffle": ("When the cut card comes out, the current round is the shoe's last "
                      "(RULINGS 21's variant)", {"after_cut": "shuffle"}),
}

DONE = Action("done")
WITHDRAW = {spot: Action("withdraw", spot=spot) for spot in SPOTS}
_CUTS: list[Action] = []


def cut_actions(cards: int) -> list[Action]:
    """``cut(at=k)`` for k = 1 .. cards - 1 (the cut card may go in at any point)."""
    while len(_CUTS) < cards:
        _CUTS.append(Action("cut", at=len(_CUTS) + 1))
    return _CUTS[:cards - 1]


@functools.cache
def _spot_bets(spot: str, low: int, high: int) -> tuple[Action, ...]:
    """``bet(spot, amount)`` for every amount ``low .. high``, built once per table."""
    return tuple(Action("bet", spot=spot, amount=a) for a in range(low, high + 1))


def bet_menu(stakes: range, chips: int, taken: int) -> list[Action]:
    """A betting seat's legal actions: ``withdraw`` for each spot in the bit mask
    ``taken``, every affordable wager (``stakes`` of at most ``chips`` units) on the
    other spots, then ``done``."""
    out: list[Action] = []
    low, high = stakes.start, stakes.stop - 1
    affordable = min(high, chips) - low + 1
    for i, spot in enumerate(SPOTS):
        if taken >> i & 1:
            out.append(WITHDRAW[spot])
        elif affordable > 0:
            out += _spot_bets(spot, low, high)[:affordable]
    out.append(DONE)
    return out
