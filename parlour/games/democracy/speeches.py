"""Who wins a Democracy trick ("the most persuasive speech").

Democracy's trick rule is its own: nobody follows suit, the upcard names the trump
suit, the 6 of trump beats the 5 of trump when both are played, cards of different
suits may tie for highest, and a joker plays as a non-trump 5.

>>> from parlour.cards import parse_cards
>>> judge(parse_cards(["KH", "3S"]), Card.parse("7H")).winner  # the only trump wins
0
>>> judge(parse_cards(["5H", "6H", "4H"]), Card.parse("AH")).winner  # 6 beats 5 of trump
1
>>> judge(parse_cards(["QC", "QD"]), Card.parse("7H")).tied  # a tie: each keeps its own
(0, 1)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from parlour.cards import Card
from parlour.games.democracy.rules import strength

SIX, FIVE = 6, 5


@dataclasses.dataclass(frozen=True)
class Judgement:
    """The outcome of one trick: ``winner`` (index into the played cards) or, on a tie
    for highest, ``winner is None`` and ``tied`` the indexes that tie; ``trump`` the
    trump suit (``None`` when the upcard is a joker, ruling D4); ``how`` one word:
    ``trump``, ``six`` (the 6 of trump beat the 5), ``high`` (no trump played) or
    ``tie``."""

    winner: int | None
    tied: tuple[int, ...]
    trump: int | None
    how: str


def trump_suit(upcard: Card) -> int | None:
    """The suit the upcard makes trump; a joker upcard makes none (ruling D4)."""
    return None if upcard.is_joker else upcard.suit


def judge(played: Sequence[Card], upcard: Card) -> Judgement:
    """Judge a trick: ``played`` holds one card per player, in seat order.

    The highest trump played wins, unless the 5 and the 6 of trump are both played
    (the upcard never counts as played: RULINGS 26), when the 6 wins. With no trump
    played the highest card wins; several cards tying for highest (different suits,
    or jokers and 5s) are a tie.
    """
    trump = trump_suit(upcard)
    if trump is not None:
        trumps = [i for i, c in enumerate(played) if not c.is_joker and c.suit == trump]
        if trumps:
            by_rank = {played[i].rank: i for i in trumps}
            if FIVE in by_rank and SIX in by_rank:
                return Judgement(by_rank[SIX], (), trump, "six")
            best = max(trumps, key=lambda i: strength(played[i]))
            return Judgement(best, (), trump, "trump")
    top = max(strength(c) for c in played)
    high = tuple(i for i, c in enumerate(played) if strength(c) == top)
    if len(high) == 1:
        return Judgement(high[0], (), trump, "high")
    return Judgement(None, high, trump, "tie")
