"""Whiskey Poker rule data: options (seed values and RULINGS 6 as defaults), the pack,
zones, prebuilt actions and the deal order."""

from __future__ import annotations

import dataclasses
from typing import Literal

from parlour.cards import deck52
from parlour.engine.actions import Action
from parlour.engine.options import opt

PACK = tuple(deck52())
""""one 52-card deck of poker cards"."""
HAND = tuple(f"hand:{s}" for s in range(9))
EXCHANGE, PASS, KNOCK = Action("exchange"), Action("pass"), Action("knock")


@dataclasses.dataclass(frozen=True)
class WhiskeyOptions:
    """Whiskey Poker's numbers; defaults are the seed's values or RULINGS 6's."""

    mode: Literal["betting", "chips"] = opt(
        "betting", "betting rounds and a pot, or the chips-without-betting mode: the lowest hand "
                   "pays one chip to the bank and the first player out of chips loses")
    knock_freezes: bool = opt(False, "a player who has knocked may not draw again in the hand "
                                     "(variant knock-freezes, RULINGS 6); off: each phase has its "
                                     "own knock")
    chips: int = opt(5, "chips each player starts with in chips mode ('e.g., five')", min=1, max=100)
    ante: int = opt(1, "each player's ante (betting mode)", min=0, max=1000)
    bet: int = opt(2, "the bet and raise size, or the least bet in pot and no limit", min=1, max=1000)
    limit: Literal["fixed", "pot", "no"] = opt("fixed", "betting structure (RULINGS 6: as the "
                                                        "shared betting engine is configured)")
    cap: int = opt(4, "bets and raises a round in fixed limit (0: no cap)", min=0, max=20)
    stack: int = opt(200, "chips each player buys in for (betting mode)", min=1, max=100_000)
    max_orbits: int = opt(10, "orbits of the widow phase without a knock after which it ends "
                              "(W3)", min=1, max=100)
    dealer: int = opt(0, "the seat dealing the first hand; the deal moves one seat left per hand",
                      min=0, max=8)
    hands: int = opt(20, "hands in a game in betting mode (0: one orbit); it also ends when one "
                         "player has all the chips", min=0, max=1000)


def deal_order(dealer: int, seats: list[int], players: int) -> list[int | None]:
    """Who gets each card of a deal round: the seats from the dealer's left, the widow
    (``None``) "between the dealer and the player to their right", the dealer last.

    >>> deal_order(0, [0, 1, 2, 3], 4)
    [1, 2, 3, None, 0]
    """
    order: list[int | None] = [s for s in ((dealer + 1 + k) % players for k in range(players))
                               if s in seats and s != dealer]
    return [*order, None, dealer]
