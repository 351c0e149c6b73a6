"""Soko (Canadian Stud) hand ranks: the Canadian straight and Canadian flush between two
pair and one pair (seed 004 "Rank of Soko hands"; RULINGS 27).

A *Canadian flush* is four cards of one suit and an odd card; a *Canadian straight* four
cards in sequence (A-2-3-4 the lowest, J-Q-K-A the highest, no wrap-around) and an odd
card. From high to low: straight flush, four of a kind, full house, flush, straight,
three of a kind, two pair, Canadian flush, Canadian straight, one pair, high card. A
four-card straight flush ranks only as a Canadian flush (RULINGS 27). Ties compare the
four-card core from its top card down, then the odd card. A hand that is both a pair
and a Canadian hand is the Canadian hand (it ranks higher).

:func:`soko5` gives a strength (higher is better, one value per class), on a scale that
extends :func:`parlour.hands.evaluate5`'s: high cards and pairs keep their strengths,
the Canadian hands come next, two pair and better are shifted above them.
:func:`soko_batch` does the same over NumPy arrays; :func:`soko_category` and
:func:`describe_soko` read a strength; :func:`showing_key` ranks the up-cards of a stud
hand (one to four cards: only what fits; a four-flush can show on four up-cards).

>>> from parlour.hands import parse_cards
>>> describe_soko(soko5(parse_cards("9H 7H 4H 2H KS")))
'Canadian flush, 9-7-4-2, king odd card'
>>> soko_category(soko5(parse_cards("5C 6D 7H 8S 8C"))).label
'Canadian straight'
>>> flush4, straight4 = parse_cards("9H 7H 4H 2H KS"), parse_cards("5C 6D 7H 8S KC")
>>> soko5(flush4) > soko5(straight4) > soko5(parse_cards("AS AD KH 7C 2D"))
True
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import TYPE_CHECKING

import numpy as np

from parlour.hands.batch import evaluate_batch
from parlour.hands.poker import category, describe, evaluate5

if TYPE_CHECKING:  # pragma: no cover
    import numpy.typing as npt


class SokoCategory(enum.IntEnum):
    """Soko's categories, a better one comparing greater."""

    HIGH_CARD = 0
    PAIR = 1
    CANADIAN_STRAIGHT = 2
    CANADIAN_FLUSH = 3
    TWO_PAIR = 4
    THREE_OF_A_KIND = 5
    STRAIGHT = 6
    FLUSH = 7
    FULL_HOUSE = 8
    FOUR_OF_A_KIND = 9
    STRAIGHT_FLUSH = 10

    @property
    def label(self) -> str:
        return self.name.replace("_", " ").capitalize().replace("canadian", "Canadian")


_PAIR_TOP = 4137
"""The best standard pair's strength: Canadian hands start above it."""


def _straight_keys() -> list[tuple[int, int]]:
    """Every Canadian straight class: (core's top card, odd card), ace high as odd card."""
    keys = []
    for top in range(4, 15):
        low, high = (1, 4) if top == 4 else (top - 3, top)
        for odd in range(2, 15):
            if odd == high + 1 or odd == low - 1 or (low == 2 and odd == 14) or (top == 4 and odd == 5):
                continue  # a five-card straight
            keys.append((top, odd))
    return sorted(keys)


def _flush_keys() -> list[tuple[int, ...]]:
    """Every Canadian flush class: the core's four ranks high to low, then the odd card."""
    import itertools

    keys = []
    for core in itertools.combinations(range(14, 1, -1), 4):
        for odd in range(2, 15):
            five = set(core) | {odd}
            if len(five) == 5 and (max(five) - min(five) == 4 or five == {14, 2, 3, 4, 5}):
                continue  # the odd card makes a straight (flush and straight outrank it)
            keys.append((*core, odd))
    return sorted(keys)


STRAIGHT_KEYS = _straight_keys()
FLUSH_KEYS = _flush_keys()
_CS_BASE = _PAIR_TOP
_CF_BASE = _CS_BASE + len(STRAIGHT_KEYS)
_SHIFT = len(STRAIGHT_KEYS) + len(FLUSH_KEYS)
MAX_SOKO = 7462 + _SHIFT
_CS_TABLE = np.zeros(15 * 15, dtype=np.int32)
for _i, (_t, _o) in enumerate(STRAIGHT_KEYS):
    _CS_TABLE[_t * 15 + _o] = _CS_BASE + 1 + _i
_CF_TABLE = np.zeros(15 ** 5, dtype=np.int32)
for _i, _k in enumerate(FLUSH_KEYS):
    _CF_TABLE[(((_k[0] * 15 + _k[1]) * 15 + _k[2]) * 15 + _k[3]) * 15 + _k[4]] = _CF_BASE + 1 + _i
_CS_BY = {s: k for k, s in zip(STRAIGHT_KEYS, range(_CS_BASE + 1, _CF_BASE + 1), strict=True)}
_CF_BY = {s: k for k, s in zip(FLUSH_KEYS, range(_CF_BASE + 1, _CF_BASE + 1 + len(FLUSH_KEYS)), strict=True)}


def _four_straight_top(mask: int) -> int:
    """The top card of a four-card run in a rank mask (bit r for rank r, ace as 1 and
    14), 0 for none; the highest run counts."""
    for top in range(14, 3, -1):
        run = 0b1111 << (top - 3)
        if mask & run == run:
            return top
    return 0


_RUN_TOP = np.array([_four_straight_top(m) for m in range(1 << 15)], dtype=np.int32)
_CORE_SUM = np.array([0, 0, 0, 0, 23] + [4 * t - 6 for t in range(5, 15)], dtype=np.int32)
"""Sum of a run's ranks by its top (A-2-3-4: the ace counted 14)."""


def _high(card: int) -> int:
    r = card & 15
    return 14 if r == 1 else r


def soko5(cards: Sequence[int]) -> int:
    """The Soko strength of five cards (higher is better)."""
    std = evaluate5(cards)
    if std > _PAIR_TOP:
        return std + _SHIFT
    suits = [(c >> 4) & 7 for c in cards]
    for s in set(suits):
        if suits.count(s) == 4:
            core = sorted((_high(c) for c, t in zip(cards, suits, strict=True) if t == s), reverse=True)
            odd = next(_high(c) for c, t in zip(cards, suits, strict=True) if t != s)
            return int(_CF_TABLE[(((core[0] * 15 + core[1]) * 15 + core[2]) * 15 + core[3]) * 15 + odd])
    mask = 0
    total = 0
    for c in cards:
        h = _high(c)
        total += h
        mask |= 1 << h | (2 if h == 14 else 0)
    top = int(_RUN_TOP[mask])
    if top:
        return int(_CS_TABLE[top * 15 + total - int(_CORE_SUM[top])])
    return std


def soko_batch(cards: npt.ArrayLike) -> npt.NDArray[np.int32]:
    """:func:`soko5` over an array of five-card hands (shape ``(n, 5)``)."""
    arr = np.asarray(cards, dtype=np.int64)
    std = evaluate_batch(arr).astype(np.int32)
    out = np.where(std > _PAIR_TOP, std + _SHIFT, std).astype(np.int32)
    low = std <= _PAIR_TOP
    rank = arr & 15
    high = np.where(rank == 1, 14, rank)
    suit = (arr >> 4) & 7
    counts = np.stack([(suit == s).sum(axis=1) for s in range(4)], axis=1)
    four = counts.max(axis=1) == 4
    major = counts.argmax(axis=1)
    in_core = suit == major[:, None]
    core = np.sort(np.where(in_core, high, -1), axis=1)[:, ::-1][:, :4]
    odd = (high * ~in_core).sum(axis=1)
    key = (((core[:, 0] * 15 + core[:, 1]) * 15 + core[:, 2]) * 15 + core[:, 3]) * 15 + odd
    flush_rows = low & four
    out[flush_rows] = _CF_TABLE[key[flush_rows]]
    bits = np.bitwise_or.reduce(np.left_shift(1, high) | np.where(high == 14, 2, 0), axis=1)
    top = _RUN_TOP[bits]
    run_rows = low & ~four & (top > 0)
    odd_run = high.sum(axis=1) - _CORE_SUM[top]
    out[run_rows] = _CS_TABLE[(top * 15 + odd_run)[run_rows]]
    return out


def soko_category(strength: int) -> SokoCategory:
    """The category of a Soko strength."""
    if strength <= _PAIR_TOP:
        return SokoCategory(int(category(strength)))
    if strength <= _CF_BASE:
        return SokoCategory.CANADIAN_STRAIGHT
    if strength <= _CF_BASE + len(FLUSH_KEYS):
        return SokoCategory.CANADIAN_FLUSH
    return SokoCategory(int(category(strength - _SHIFT)) + 2)


_NAMES = {14: "ace", 13: "king", 12: "queen", 11: "jack", 10: "ten"}
_SHORT = {14: "A", 13: "K", 12: "Q", 11: "J", 10: "T"}


def describe_soko(strength: int, suit: str = "") -> str:
    """A Soko strength in words (``suit``: the Canadian flush's suit, if known)."""
    cat = soko_category(strength)
    if cat == SokoCategory.CANADIAN_STRAIGHT:
        top, odd = _CS_BY[strength]
        return f"Canadian straight, {_SHORT.get(top, str(top))} high, {_NAMES.get(odd, str(odd))} odd card"
    if cat == SokoCategory.CANADIAN_FLUSH:
        *core, odd = _CF_BY[strength]
        of = f" of {suit}" if suit else ""
        return (f"Canadian flush, {'-'.join(_SHORT.get(r, str(r)) for r in core)}{of}, "
                f"{_NAMES.get(odd, str(odd))} odd card")
    return describe(strength - _SHIFT if strength > _PAIR_TOP else strength)


def showing_key(cards: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    """How strong one to four up-cards look in Soko (RULINGS 27: Soko ranks on the
    visible cards, only what fits): (category, ranks by significance, aces high).

    >>> from parlour.hands import parse_cards
    >>> showing_key(parse_cards("9H 7H 4H 2H")) > showing_key(parse_cards("KS KD 2C 3C"))
    True
    >>> showing_key(parse_cards("2C")) < showing_key(parse_cards("AD"))
    True
    """
    highs = [_high(c) for c in cards]
    if len(cards) == 4:
        if len({(c >> 4) & 7 for c in cards}) == 1:
            return int(SokoCategory.CANADIAN_FLUSH), tuple(sorted(highs, reverse=True))
        mask = 0
        for h in highs:
            mask |= 1 << h | (2 if h == 14 else 0)
        top = int(_RUN_TOP[mask])
        if top and len(set(highs)) == 4:
            return int(SokoCategory.CANADIAN_STRAIGHT), (top,)
    groups = sorted(((highs.count(h), h) for h in set(highs)), reverse=True)
    shape = [g[0] for g in groups]
    if shape[0] == 4:
        cat = SokoCategory.FOUR_OF_A_KIND
    elif shape[0] == 3:
        cat = SokoCategory.THREE_OF_A_KIND
    elif shape[:2] == [2, 2]:
        cat = SokoCategory.TWO_PAIR
    elif shape[0] == 2:
        cat = SokoCategory.PAIR
    else:
        cat = SokoCategory.HIGH_CARD
    return int(cat), tuple(h for _, h in groups)
