"""Democracy rule data: the pack per player count, day sizes, rank order, points, options."""

from __future__ import annotations

import dataclasses
from typing import Any, Literal

from parlour.cards import CARD_TEXT, Card, deck_of_ranks
from parlour.engine.actions import Action
from parlour.engine.options import opt
from parlour.rules.match import Goal
from parlour.rules.tricks import rank_order, strength_table, with_faces

RANKS = (3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1)
"""The ranks in the pack: every rank but the 2."""

JOKERS = {2: 0, 3: 0, 4: 2, 5: 0, 6: 1}
"""Jokers added per player count: 48 cards at 2, 3 and 5 players, 50 at 4, 49 at 6."""

STRENGTH = rank_order("6789TJQKA345")
"""Trick strength by rank (index 1 = ace ... 13 = king): (high) 5-4-3-A-K-Q-J-10-9-8-7-6
(low). The unused indexes 0 (jokers: see :func:`strength`) and 2 are 0."""

JOKER_STRENGTH = STRENGTH[5]
"""A joker is wild for any non-trump card: it plays as a non-trump 5 (ruling D3)."""

POINTS = (0, 3, 0, 3, 4, 5, 0, 1, 1, 1, 1, 2, 2, 2)
"""Points by rank: 5 chief 5, 4 chieftainess 4, 3 and A warriors 3, K Q J hunters 2,
10 9 8 7 farmers 1, 6 village idiot 0. A joker scores nothing. Each suit holds 25."""

SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")

HALF_DECK_CARDS = {2: 8, 3: 6, 4: 5, 5: 4, 6: 3}
"""Cards per hand (players and the voting pool) on each day of the standard rules:
half the pack per day (RULINGS 26)."""

SEED_FIRST_DAY_CARDS = {2: 12, 3: 8, 4: 6, 5: 4, 6: 4}
"""Cards per hand on the first day as the seed text gives them (variant ``seed-deal``)."""

DEAL = Action("deal")


def pack(players: int) -> list[Card]:
    """Democracy's pack for ``players``: no 2s, plus the jokers of :data:`JOKERS`.

    >>> [len(pack(n)) for n in range(2, 7)]
    [48, 48, 50, 48, 49]
    """
    return deck_of_ranks(RANKS, jokers=JOKERS[players])


def pack_texts(players: int, options: Any = None) -> list[str]:
    """The card texts of :func:`pack` (each once: both jokers are ``"JK"``): the domain
    of ``play(card=...)`` at a table of ``players``."""
    return list(dict.fromkeys(CARD_TEXT[c] for c in pack(players)))


STRENGTH_OF = with_faces(strength_table(STRENGTH), JK=JOKER_STRENGTH)
"""Trick strength by card (``STRENGTH_OF[card]``): the rank order, a joker as a 5."""
POINTS_OF = with_faces(strength_table(POINTS), JK=0)
"""Points by card (``POINTS_OF[card]``); a joker scores nothing."""


def points(card: Card) -> int:
    """A card's points (a joker scores nothing)."""
    return POINTS_OF[card]


def strength(card: Card) -> int:
    """A card's strength in the trick order (a joker counts as a 5)."""
    return STRENGTH_OF[card]


@dataclasses.dataclass(frozen=True)
class DemocracyOptions:
    """Rule parameters; the defaults are the seed's numbers and RULINGS 26."""

    deal: Literal["half", "seed"] = opt(
        "half", "half: half the pack per day (8/6/5/4/3 cards per hand at 2-6 players, "
                "RULINGS 26); seed: the seed's first day (12/8/6/4/4), then the rest "
                "evenly on the second day")
    majority: int = opt(13, "points of one suit a player must capture on an island to score "
                            "that tribe (13: more than half of 25)", min=1, max=25)
    tribes_to_win: int = opt(5, "islands are played until a player has this many tribes", min=1)
    days: int = opt(2, "days (deals) per island before it is scored", min=1, max=2)

    def goal(self) -> Goal:
        """Islands go on until one player alone has reached ``tribes_to_win`` tribes
        (RULINGS 26: tied leaders play another island)."""
        return Goal(target=self.tribes_to_win)

    def cards_per_hand(self, players: int, day: int, remaining: int) -> int:
        """Cards for each hand (every player and the voting pool) on ``day`` (1 or 2),
        with ``remaining`` cards in the stock."""
        if self.deal == "half":
            return min(HALF_DECK_CARDS[players], remaining // (players + 1))
        if day == 1:
            return SEED_FIRST_DAY_CARDS[players]
        return remaining // (players + 1)
