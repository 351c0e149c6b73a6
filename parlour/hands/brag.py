"""Three-card Brag hands (RULINGS "Shared evaluators": 3-card Brag for Stop the Bus).

Categories, high to low: prial (three of a kind), running flush, run, flush, pair,
high card. In the traditional Brag order the top prial is 3-3-3 and the top run is
A-2-3 (then A-K-Q, K-Q-J ... down to 4-3-2); with ``order="poker"`` (the house rule of
RULINGS 2, ``brag_order=poker``) aces are simply high: A-A-A is the top prial, A-K-Q the
top run and A-2-3 the lowest. Otherwise aces are high (pairs, flushes, high cards), and
suits never break ties. A strength is an int, higher is better; equal ints are equal
hands.

>>> from parlour.cards import parse_cards
>>> describe(strength(parse_cards(["3C", "3D", "3H"])))
'Prial of threes'
>>> strength(parse_cards(["3C", "3D", "3H"])) > strength(parse_cards(["AC", "AD", "AH"]))
True
>>> describe(strength(parse_cards(["AC", "2D", "3H"]))), describe(strength(parse_cards(["QS", "KS", "AS"])))
('Run, A-2-3', 'Running flush, A-K-Q')
>>> strength(parse_cards(["AC", "2D", "3H"]), "poker") < strength(parse_cards(["2C", "3D", "4H"]), "poker")
True
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Literal

Order = Literal["brag", "poker"]
ORDERS: tuple[Order, ...] = ("brag", "poker")


class BragCategory(enum.IntEnum):
    """The six kinds of Brag hand, low to high."""

    HIGH_CARD = 0
    PAIR = 1
    FLUSH = 2
    RUN = 3
    RUNNING_FLUSH = 4
    PRIAL = 5


_LABEL = {BragCategory.HIGH_CARD: "High card", BragCategory.PAIR: "Pair",
          BragCategory.FLUSH: "Flush", BragCategory.RUN: "Run",
          BragCategory.RUNNING_FLUSH: "Running flush", BragCategory.PRIAL: "Prial"}
_LETTER = {14: "A", 13: "K", 12: "Q", 11: "J", 10: "10", 1: "A"}
_PLURAL = {2: "twos", 3: "threes", 4: "fours", 5: "fives", 6: "sixes", 7: "sevens",
           8: "eights", 9: "nines", 10: "tens", 11: "jacks", 12: "queens", 13: "kings",
           14: "aces"}
_NAME = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
         9: "nine", 10: "ten", 11: "jack", 12: "queen", 13: "king", 14: "ace"}
_BASE = 16


def _high(rank: int) -> int:
    """Card rank (1 = ace .. 13 = king) to its value with the ace high (14)."""
    return 14 if rank == 1 else rank


def _pack(cat: BragCategory, *keys: int) -> int:
    v = int(cat)
    for k in (*keys, 0, 0, 0)[:3]:
        v = v * _BASE + k
    return v


def strength(cards: Sequence[int], order: Order = "brag") -> int:
    """The strength of a three-card hand (cards as :class:`parlour.cards.Card` ints)."""
    if len(cards) != 3:
        raise ValueError(f"a Brag hand has three cards, not {len(cards)}")
    hi = sorted((_high(c & 15) for c in cards), reverse=True)
    flush = (cards[0] >> 4 & 7) == (cards[1] >> 4 & 7) == (cards[2] >> 4 & 7)
    a, b, c = hi
    if a == b == c:
        # brag order: 3-3-3 on top, then aces down to twos (keys 15, 14 ... 2)
        return _pack(BragCategory.PRIAL, 15 if order == "brag" and a == 3 else a)
    run_top = 0
    if a - b == 1 and b - c == 1:
        run_top = a                      # A-K-Q is 14, 4-3-2 is 4
    elif hi == [14, 3, 2]:
        run_top = 15 if order == "brag" else 3   # A-2-3: top run, or the lowest
    if run_top:
        cat = BragCategory.RUNNING_FLUSH if flush else BragCategory.RUN
        return _pack(cat, run_top)
    if flush:
        return _pack(BragCategory.FLUSH, a, b, c)
    if a == b or b == c:
        pair, kicker = (a, c) if a == b else (b, a)
        return _pack(BragCategory.PAIR, pair, kicker)
    return _pack(BragCategory.HIGH_CARD, a, b, c)


def category(value: int) -> BragCategory:
    """The category of a strength."""
    return BragCategory(value // _BASE ** 3)


def _keys(value: int) -> tuple[int, int, int]:
    return value // _BASE ** 2 % _BASE, value // _BASE % _BASE, value % _BASE


def describe(value: int) -> str:
    """A short English description of a strength ("Pair of nines, king kicker")."""
    cat = category(value)
    k1, k2, k3 = _keys(value)
    if cat is BragCategory.PRIAL:
        return f"Prial of {_PLURAL[3 if k1 == 15 else k1]}"
    if cat in (BragCategory.RUN, BragCategory.RUNNING_FLUSH):
        top = (14, 3, 2) if k1 in (15, 3) else (k1, k1 - 1, k1 - 2)
        text = "A-2-3" if top == (14, 3, 2) else "-".join(_LETTER.get(r, str(r)) for r in top)
        return f"{_LABEL[cat]}, {text}"
    if cat is BragCategory.PAIR:
        return f"Pair of {_PLURAL[k1]}, {_NAME[k2]} kicker"
    return f"{_LABEL[cat]}, " + "-".join(_LETTER.get(r, str(r)) for r in (k1, k2, k3))
