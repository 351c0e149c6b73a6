"""Soko rule data: options (seed values and RULINGS 27 as defaults), the pack, zones and
the pure rule functions the state machine and tests share (who brings it in, who acts
first, the round's limits)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Literal

from parlour.cards import deck52
from parlour.engine.options import opt
from parlour.hands.soko import showing_key

PACK = tuple(deck52())
""""Soko uses the standard 52-card deck, without any jokers"."""
HAND = tuple(f"hand:{s}" for s in range(10))
ROUNDS = 4
"""RULINGS 27: four betting rounds (after two, three, four and five cards)."""


@dataclasses.dataclass(frozen=True)
class SokoOptions:
    """Soko's numbers; defaults are the seed's structure with RULINGS 27's numbers."""

    ante: int = opt(1, "each player's ante ('Soko is played with an ante')", min=0, max=1000)
    min_bet: int = opt(2, "the minimum bet (the bring-in is half of it, rounded down, at least 1)",
                       min=1, max=1000)
    max_bet: int = opt(4, "the maximum bet or raise (spread limit); both limits double as the "
                          "seed says", min=1, max=4000)
    limit: Literal["spread", "fixed", "pot", "no"] = opt(
        "spread", "betting structure: spread limit between the minimum and maximum (the seed's "
                  "'maximum and minimum betting limits'), fixed limit at the minimum, pot or no limit")
    cap: int = opt(4, "bets and raises per round in fixed and spread limit (0: no cap)", min=0, max=20)
    first_to_act: Literal["lowest", "highest"] = opt(
        "lowest", "who acts first from the second round: the lowest showing hand (the seed) or the "
                  "highest (variant high-acts-first, standard stud; RULINGS 27)")
    stack: int = opt(200, "chips each player buys in for", min=1, max=100_000)
    dealer: int = opt(0, "the seat dealing the first hand; the deal moves one seat left per hand",
                      min=0, max=9)
    hands: int = opt(20, "hands in a game (0: one orbit); a game also ends when one player has "
                         "all the chips", min=0, max=1000)


def bring_in_amount(options: SokoOptions) -> int:
    """"half that of the usual minimum bet (rounded down ...)", at least one chip
    (RULINGS 27).

    >>> bring_in_amount(SokoOptions(min_bet=5)), bring_in_amount(SokoOptions(min_bet=1))
    (2, 1)
    """
    return max(1, options.min_bet // 2)


def _high(card: int) -> int:
    r = card & 15
    return 14 if r == 1 else r


def bring_in_seat(up: Sequence[int | None], dealer: int) -> int:
    """The seat showing the lowest up-card (aces high, RULINGS 27), ties to the seat
    nearest the dealer's left; ``up[s]`` is ``None`` for a seat not dealt in.

    >>> from parlour.cards import Card
    >>> bring_in_seat([Card.parse("2C"), Card.parse("AS"), Card.parse("2D")], 0)
    2
    """
    n = len(up)
    order = [(dealer + 1 + k) % n for k in range(n)]
    seats = [s for s in order if up[s] is not None]
    return min(seats, key=lambda s: (_high(int(up[s])), order.index(s)))  # type: ignore[arg-type]


def first_to_act(showing: dict[int, list[int]], dealer: int, players: int, highest: bool) -> int:
    """The seat with the lowest (or highest) showing hand in Soko ranks, ties to the seat
    nearest the dealer's left."""
    order = [(dealer + 1 + k) % players for k in range(players)]
    seats = [s for s in order if s in showing]

    def key(s: int) -> tuple[tuple[int, tuple[int, ...]], int]:
        k = showing_key(showing[s])
        return (k, -order.index(s)) if highest else (k, order.index(s))

    return max(seats, key=key) if highest else min(seats, key=key)


def doubled(street: int, showing: Sequence[Sequence[int]]) -> bool:
    """Whether the limits are doubled in round ``street`` (0 = the first): in the second
    round when any player still in shows a pair on their two up-cards, always from the
    third.

    >>> from parlour.cards import Card
    >>> doubled(1, [[Card.parse("7C"), Card.parse("7D")]]), doubled(1, [[Card.parse("7C"), Card.parse("8D")]])
    (True, False)
    """
    if street >= 2:
        return True
    if street == 1:
        return any(len(up) == 2 and (up[0] & 15) == (up[1] & 15) for up in showing)
    return False
