"""Pineapple rule data: options (seed values and RULINGS 31 as defaults), the pack,
zones, streets and the pure rule functions the state machine and tests share."""

from __future__ import annotations

import dataclasses
from typing import Literal

from parlour.cards import deck52
from parlour.engine.options import opt

PACK = tuple(deck52())
""""Pineapple is played with a standard 52-card deck"."""
STREETS = ("pre-flop", "flop", "turn", "river")
"""The four betting rounds, by the board cards dealt before them (0, 3, 4, 5)."""
BOARD_AT = (0, 3, 4, 5)
HAND = tuple(f"hand:{s}" for s in range(9))


@dataclasses.dataclass(frozen=True)
class PineappleOptions:
    """Pineapple's numbers; every default is the seed's value or RULINGS 31's."""

    discard_after: Literal["pre-flop", "flop"] = opt(
        "pre-flop", "when the third hole card is discarded: after the pre-flop betting "
                    "(Pineapple) or after the flop betting, just before the turn (Crazy Pineapple)")
    hilo: bool = opt(False, "the pot splits between the best high hand and the best ace-to-five "
                            "low of 8 or better (Crazy Pineapple Hi-Lo)")
    limit: Literal["fixed", "pot", "no"] = opt(
        "fixed", "betting structure: fixed limit (the seed: 'typically played as a limit poker "
                 "game'; RULINGS 31), pot limit or no limit")
    small_blind: int = opt(1, "the small blind (0 with big_blind 0: antes only)", min=0, max=1000)
    big_blind: int = opt(2, "the big blind (0: no blinds, the player left of the dealer opens)",
                         min=0, max=1000)
    ante: int = opt(0, "each player's ante", min=0, max=1000)
    small_bet: int = opt(2, "the bet and raise size pre-flop and on the flop (fixed limit), or "
                            "the least bet (pot and no limit)", min=1, max=1000)
    big_bet: int = opt(4, "the bet and raise size on the turn and the river (fixed limit)",
                       min=1, max=2000)
    cap: int = opt(4, "bets and raises per betting round in fixed limit (RULINGS 31: a 4-bet "
                      "cap; before the flop the big blind is the first bet); 0: no cap; pot and "
                      "no limit have none", min=0, max=20)
    stack: int = opt(200, "chips each player buys in for", min=1, max=100_000)
    dealer: int = opt(0, "the seat dealing the first hand; the deal moves one seat left per hand",
                      min=0, max=8)
    hands: int = opt(20, "hands in a game (0: one orbit, each player deals once); a game also "
                         "ends when one player has all the chips", min=0, max=1000)


def blind_seats(seats: list[int], dealer: int) -> tuple[int, int]:
    """The small and big blind among the seats dealt in (``seats`` clockwise from the
    dealer's left, the dealer last): the two seats left of the dealer; heads-up the
    dealer posts the small blind (RULINGS 31).

    >>> blind_seats([1, 2, 3, 0], 0), blind_seats([1, 0], 0)
    ((1, 2), (0, 1))
    """
    if len(seats) == 2:
        return dealer, seats[0]
    return seats[0], seats[1]


def round_size(options: PineappleOptions, street: int) -> int:
    """The bet size of a round: fixed limit's small bet pre-flop and on the flop, big
    bet on the turn and river; in pot and no limit the least bet, never less than the
    big blind (the blind is a full bet: the least raise over it is another big blind).

    >>> o = PineappleOptions(limit="no", small_blind=5, big_blind=10)
    >>> round_size(o, 0), round_size(o, 3), round_size(PineappleOptions(), 3)
    (10, 10, 4)
    """
    if options.limit == "fixed":
        return options.big_bet if street >= 2 else options.small_bet
    return max(options.small_bet, options.big_blind)

