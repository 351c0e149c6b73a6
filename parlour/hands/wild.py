"""Paiute's winning combinations with wild cards (RULINGS "Shared evaluators": Paiute's
5/6-card combinations with wild cards).

Six combinations win, best first: five of a kind (5 cards), royal flush (5), straight
flush (5), four/two (6: four of one rank and two of another), three/three (6: two
three-of-a-kinds) and paiute (6: three pairs). Flushes, straights, full houses and a bare
four of a kind never win. Every card of the wild rank stands for any card, in any
combination (RULINGS 5); with ``strict_five`` a five of a kind must be four natural
cards of one rank and one wild. Natural and wild versions of a combination are equal.

A combination's value is ``(category, key)``: the category (6 five of a kind ... 1
paiute) and the ranks that break ties, ace high (14), as the text says: five of a kind
by its rank; royal flushes always tie; straight flushes by their top card (5 for
A-2-3-4-5); four/two by the four's rank; three/three by the higher three's rank; paiute
by the pairs, highest first. :func:`combination` returns ``None`` for a hand that is no
winning combination.

>>> from parlour.cards import parse_cards
>>> combination(parse_cards(["9C", "9D", "9H", "9S", "2C"]), wild=2)
(6, (9,))
>>> combination(parse_cards(["9C", "9D", "9H", "2S", "2C"]), wild=2), describe((6, (9,)))
((6, (9,)), 'Five of a kind, nines')
>>> combination(parse_cards(["9C", "9D", "9H", "2S", "2C"]), wild=2, strict_five=True)
>>> combination(parse_cards(["QC", "QD", "TH", "TS", "6C", "6D"]), wild=2)
(1, (12, 10, 6))
>>> combination(parse_cards(["8C", "8D", "8H", "8S", "4C", "4D"]), wild=2)
(3, (8,))
>>> combination(parse_cards(["AS", "KS", "QS", "JS", "TS", "9S"]), wild=2) is None  # a 6-card flush
True
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

Value = tuple[int, tuple[int, ...]]

FIVE_OF_A_KIND, ROYAL_FLUSH, STRAIGHT_FLUSH, FOUR_TWO, THREE_THREE, PAIUTE = 6, 5, 4, 3, 2, 1
NAMES = {FIVE_OF_A_KIND: "Five of a kind", ROYAL_FLUSH: "Royal flush",
         STRAIGHT_FLUSH: "Straight flush", FOUR_TWO: "Four/two", THREE_THREE: "Three/three",
         PAIUTE: "Paiute"}
SIZE = {FIVE_OF_A_KIND: 5, ROYAL_FLUSH: 5, STRAIGHT_FLUSH: 5, FOUR_TWO: 6, THREE_THREE: 6,
        PAIUTE: 6}
_RANKS = tuple(range(14, 1, -1))
_PLURAL = {14: "aces", 13: "kings", 12: "queens", 11: "jacks", 10: "tens", 9: "nines",
           8: "eights", 7: "sevens", 6: "sixes", 5: "fives", 4: "fours", 3: "threes", 2: "twos"}
_NAME = {14: "ace", 13: "king", 12: "queen", 11: "jack", 10: "ten", 9: "nine", 8: "eight",
         7: "seven", 6: "six", 5: "five", 4: "four", 3: "three", 2: "two"}
_SHAPES = {FOUR_TWO: (4, 2), THREE_THREE: (3, 3), PAIUTE: (2, 2, 2)}


def _high(rank: int) -> int:
    return 14 if rank == 1 else rank


def _split(cards: Sequence[int], wild: int) -> tuple[list[int], int]:
    """The natural cards and the number of wild ones."""
    naturals = [c for c in cards if c & 15 != wild]
    return naturals, len(cards) - len(naturals)


def _counts(naturals: Sequence[int]) -> dict[int, int]:
    out: dict[int, int] = {}
    for c in naturals:
        r = _high(c & 15)
        out[r] = out.get(r, 0) + 1
    return out


def _shape(counts: dict[int, int], groups: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every way to give the groups (sizes, e.g. four and two) distinct ranks so that each
    natural rank fits in its group (wilds fill the rest): the ranks per group."""
    if len(counts) > len(groups):
        return []
    out = []
    naturals = list(counts)
    for slots in itertools.permutations(range(len(groups)), len(naturals)):
        if any(counts[r] > groups[g] for r, g in zip(naturals, slots, strict=True)):
            continue
        ranks: list[int] = [0] * len(groups)
        for r, g in zip(naturals, slots, strict=True):
            ranks[g] = r
        free = [r for r in _RANKS if r not in counts]
        empty = [g for g in range(len(groups)) if not ranks[g]]
        for fill in itertools.permutations(free[:len(empty)], len(empty)):
            for g, r in zip(empty, fill, strict=True):
                ranks[g] = r
            out.append(tuple(ranks))
    return out


def _suited(naturals: Sequence[int], wilds: int) -> Value | None:
    """Royal or straight flush of five cards, if the naturals allow one."""
    if len({c >> 4 & 7 for c in naturals}) > 1:
        return None
    ranks = {c & 15 for c in naturals}
    if len(ranks) < len(naturals):
        return None
    for top in range(14, 4, -1):
        window = {(r if r <= 13 else 1) for r in range(top - 4, top + 1)}
        if top == 5:
            window = {1, 2, 3, 4, 5}
        if ranks <= window:
            return (ROYAL_FLUSH, ()) if top == 14 else (STRAIGHT_FLUSH, (top,))
    return None


def combination(cards: Sequence[int], wild: int, *, strict_five: bool = False) -> Value | None:
    """The best winning combination of five or six cards (``wild``: the wild rank, 1-13),
    or ``None``."""
    naturals, wilds = _split(cards, wild)
    counts = _counts(naturals)
    if len(cards) == 5:
        if len(counts) <= 1 and (not strict_five or (wilds == 1 and 4 in counts.values())):
            return FIVE_OF_A_KIND, (next(iter(counts), 14),)
        return _suited(naturals, wilds)
    if len(cards) != 6:
        raise ValueError(f"a Paiute combination has five or six cards, not {len(cards)}")
    for cat in (FOUR_TWO, THREE_THREE, PAIUTE):
        options = _shape(counts, _SHAPES[cat])
        if not options:
            continue
        if cat == FOUR_TWO:
            return cat, (max(o[0] for o in options),)
        if cat == THREE_THREE:
            return cat, (max(max(o) for o in options),)
        return cat, max(tuple(sorted(o, reverse=True)) for o in options)
    return None


def describe(value: Value) -> str:
    """"Five of a kind, nines", "Straight flush, queen high", "Paiute, queens, tens and sixes"."""
    cat, key = value
    if cat == ROYAL_FLUSH:
        return "Royal flush"
    if cat == STRAIGHT_FLUSH:
        return f"Straight flush, {_NAME[key[0]]} high"
    if cat == PAIUTE:
        a, b, c = (_PLURAL[k] for k in key)
        return f"Paiute, {a}, {b} and {c}"
    return f"{NAMES[cat]}, {_PLURAL[key[0]]}"
