"""Two-handed Pinochle rule data: options, the pack, card order, melds per trump suit,
card points and rounding (seed 003, RULINGS 22)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Literal

from parlour.cards import (
    CARD_BY_TEXT,
    CARD_TEXT,
    CLUBS,
    DIAMONDS,
    HEARTS,
    SPADES,
    SUIT_WORDS,
    Card,
    deck_pinochle,
)
from parlour.engine.actions import Action
from parlour.engine.options import opt
from parlour.rules.melds import Meld, MeldTable
from parlour.rules.tricks import rank_order, strength_table

SEATS = 2
PACK = tuple(deck_pinochle())
"""48 cards: two copies each of 9, 10, J, Q, K, A in four suits."""
CARD = CARD_BY_TEXT
STRENGTH = strength_table(rank_order("9JQKTA"))
"""Card-indexed strength: "(high) A, 10, K, Q, J, 9 (low)" for either copy."""
POINTS = tuple((0, 11, 0, 0, 0, 0, 0, 0, 0, 0, 10, 2, 3, 4, 0, 0)[v & 15] if (v >> 4) & 7 < 4 else 0
               for v in range(1024))
"""Card-indexed counting values: aces 11, tens 10, kings 4, queens 3, jacks 2, nines 0."""
HAND_ID = ("hand:0", "hand:1")
MELD_ID = ("melds:0", "melds:1")
WON_ID = ("won:0", "won:1")
STOCK, UPCARD = "stock", "upcard"

PLAY = tuple(Action("play", card=CARD_TEXT[v]) for v in range(128))
DRAW, EXCHANGE = Action("draw"), Action("exchange")
DEAL = Action("deal")


def _face(text: str) -> int:
    return Card.parse(text).face


def melds_for(trump: int) -> MeldTable:
    """The text's melds with ``trump`` as trumps, best first within each class:
    class A flush 150, royal marriage 40, marriages 20 (each other suit), dix 10; class B
    100 aces, 80 kings, 60 queens, 40 jacks; class C pinochle (Q♠ J♦) 40."""
    t = "CDHS"[trump]
    out = [Meld("flush", "A", 150, tuple(_face(r + t) for r in "ATKQJ")),
           Meld("royal-marriage", "A", 40, (_face("K" + t), _face("Q" + t)))]
    out += [Meld(f"marriage-{SUIT_WORDS[s]}", "A", 20, (_face("K" + "CDHS"[s]), _face("Q" + "CDHS"[s])))
            for s in range(4) if s != trump]
    out.append(Meld("dix", "A", 10, (_face("9" + t),)))
    for name, value, rank in (("aces", 100, "A"), ("kings", 80, "K"), ("queens", 60, "Q"),
                              ("jacks", 40, "J")):
        out.append(Meld(name, "B", value, tuple(_face(rank + s) for s in "CDHS")))
    out.append(Meld("pinochle", "C", 40, (_face("QS"), _face("JD"))))
    return MeldTable(out)


MELDS = {t: melds_for(t) for t in (CLUBS, DIAMONDS, HEARTS, SPADES)}
MELD_NAMES = tuple(dict.fromkeys(n for t in MELDS.values() for n in t.names()))
"""Every meld name (marriages of all four suits: the trump's is not available)."""
MELD_ACTION = {n: Action("meld", meld=n) for n in MELD_NAMES}


def card_points(cards: Sequence[int]) -> int:
    return sum(POINTS[c] for c in cards)


def rounded(points: int, up_from: int = 7) -> int:
    """"a ones digit of 7 rounding up and a ones digit of 6 rounding down": 7-9 up,
    0-6 down (RULINGS 22: each player rounded on their own).

    >>> rounded(127), rounded(123), rounded(136), rounded(114), rounded(250)
    (130, 120, 130, 110, 250)
    """
    tens, ones = divmod(points, 10)
    return 10 * (tens + (ones >= up_from))


@dataclasses.dataclass(frozen=True)
class PinochleOptions:
    """Rule parameters; every default is the seed text's value (or RULINGS 22's)."""

    target: int = opt(1000, "the score to pass at the end of a hand (the text: 1,000)", min=10)
    raise_by: int = opt(250, "how much the target rises when both players pass it", min=10)
    win_comparator: Literal["gt", "gte"] = opt(
        "gt", "gt: the score must exceed the target (the text, RULINGS 22); gte: reach it")
    deal_batch: int = opt(4, "cards dealt at a time (the text: three or four)", min=3, max=4)
    round_up_from: int = opt(7, "a ones digit from this up rounds up (the text: 7)", min=1, max=9)
    deals: int = opt(0, "play only this many deals, then the higher score wins (0: play to "
                        "the target, as the text says)", min=0)
