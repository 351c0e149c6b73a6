"""NumPy batch evaluation and exact enumeration for :mod:`parlour.hands.poker`.

:func:`evaluate_batch` takes an integer array of shape ``(n, 5)``, ``(n, 6)`` or
``(n, 7)`` (engine card ints; copy bits ignored) and returns the ``n`` strengths (same scale
as :func:`parlour.hands.poker.evaluate5`: 1..7462, higher is better).

How: one gather per card of a precomputed 64-bit value that packs base-5 rank counts for
2..8 (bits 0-19), base-5 rank counts for 9..A (bits 20-39) and one nibble of suit count
per suit (bits 40-55); a row sum gives the whole hand's rank multiset and suit counts.
The two half keys map, through two small tables, to a dense index over the 49,205 seven-card
rank multisets (18,395 for six, 6,175 for five), and one more gather gives the strength.
Rows with five or more cards of one suit (about 3 % of seven-card hands) take the flush
table instead, indexed by that suit's 13-bit rank mask.

>>> import numpy as np
>>> from parlour.hands.poker import parse_cards, evaluate7
>>> hands = np.array([parse_cards("AS KS QS JS TS 2D 3C"), parse_cards("2C 2D 5H 9S JC QD KH")])
>>> evaluate_batch(hands).tolist() == [evaluate7(h) for h in hands.tolist()]
True
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable

import numpy as np
import numpy.typing as npt

from parlour.hands import tables as _t

__all__ = [
    "DECK52",
    "category_batch",
    "category_counts",
    "combinations",
    "count_classes",
    "evaluate_batch",
]

#: The 52 standard cards as engine ints, clubs A..K, diamonds, hearts, spades.
DECK52: npt.NDArray[np.int64] = np.array([(s << 4) | r for s in range(4) for r in range(1, 14)],
                                         dtype=np.int64)

_LOW_MASK = (1 << _t.B_HIGH_SHIFT) - 1


def _strengths_from_sums(
    s: npt.NDArray[np.int64], n: int, flush_bits: Callable[[npt.NDArray[np.intp]], npt.NDArray[np.int64]]
) -> npt.NDArray[np.uint16]:
    """Strengths from row sums of ``b_value``; ``flush_bits(rows)`` gives the suit-rank bits."""
    t = _t.seven()
    idx = np.take(t.b_low[n], s & _LOW_MASK)
    idx += np.take(t.b_high, (s >> _t.B_HIGH_SHIFT) & _LOW_MASK)
    out = np.take(t.b_nonflush[n], idx)
    fl = ((s >> _t.B_SUIT_SHIFT) + 0x3333) & 0x8888
    rows = np.flatnonzero(fl)
    if rows.size:
        f = fl[rows]
        suit = (f > 0x8).astype(np.int64) + (f > 0x80) + (f > 0x800)
        mask = (flush_bits(rows) >> (13 * suit)) & 0x1FFF
        out[rows] = t.b_flush[mask]
    return out


#: Rows per chunk: small enough that every intermediate array stays in the CPU cache.
CHUNK = 8192


def evaluate_batch(cards: npt.ArrayLike) -> npt.NDArray[np.uint16]:
    """Strengths of many hands at once: ``cards`` has shape ``(n, k)``, ``k`` in 5..7.

    Each row must hold distinct standard cards (rank and suit are checked, duplicates are
    not).  Works through the rows in cache-sized chunks.

    >>> from parlour.hands.poker import parse_cards, describe
    >>> [describe(int(s)) for s in evaluate_batch([parse_cards("AS AD AH 7C 7D")])]
    ['Full house, aces over sevens']
    """
    arr = np.asarray(cards)
    if arr.ndim != 2 or not 5 <= arr.shape[1] <= 7 or arr.dtype.kind not in "iu":
        raise ValueError(f"expected an integer array of shape (n, 5..7), got {arr.dtype} {arr.shape}")
    t = _t.seven()
    n, k = arr.shape
    out = np.empty(n, dtype=np.uint16)
    if n == 0:
        return out
    if not (arr.dtype.kind == "u" and arr.dtype.itemsize == 1):
        if int(arr.min()) < 0:
            raise ValueError("card values must be non-negative")
        if int(arr.max()) >= _t.CARD_SPACE:
            arr = arr & 127
    value = t.b_value_wide
    for lo in range(0, n, CHUNK):
        c = arr[lo:lo + CHUNK]
        v = np.take(value, c)
        s = v[:, 0].copy()
        for j in range(1, k):
            s += v[:, j]
        if int(s.max()) >= _t.B_BAD:
            bad = lo + int(np.flatnonzero(s >= _t.B_BAD)[0])
            raise ValueError(f"row {bad} holds a card that is not a standard card: {arr[bad].tolist()}")

        def flush_bits(rows: npt.NDArray[np.intp], c: npt.NDArray[np.integer] = c) -> npt.NDArray[np.int64]:
            return np.asarray(np.take(t.b_suit_rank_bit, c[rows] & 127).sum(axis=1), dtype=np.int64)

        out[lo:lo + CHUNK] = _strengths_from_sums(s, k, flush_bits)
    return out


def category_batch(strengths: npt.ArrayLike) -> npt.NDArray[np.int8]:
    """Category numbers (see :class:`parlour.hands.poker.Category`) of an array of strengths.

    >>> category_batch([1, 7462]).tolist()
    [0, 8]
    """
    return _CATEGORY_ARRAY[np.asarray(strengths, dtype=np.intp)]


_CATEGORY_ARRAY = np.asarray(_t.CATEGORY_OF, dtype=np.int8)


def combinations(n: int, k: int) -> npt.NDArray[np.int8]:
    """All ``k``-subsets of ``range(n)`` (n < 128) in lexicographic order, shape ``(C(n, k), k)``.

    >>> combinations(4, 2).tolist()
    [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]]
    """
    rows = np.arange(n, dtype=np.int8)[:, None]
    for _ in range(1, k):
        last = rows[:, -1].astype(np.int64)
        counts = n - 1 - last
        keep = counts > 0
        rows, last, counts = rows[keep], last[keep], counts[keep]
        rep = np.repeat(np.arange(len(rows)), counts)
        start = np.cumsum(counts) - counts
        new = last[rep] + 1 + (np.arange(int(counts.sum())) - np.repeat(start, counts))
        rows = np.concatenate([rows[rep], new[:, None].astype(np.int8)], axis=1)
    return rows


def count_classes(n_cards: int = 7, method: str = "incremental") -> npt.NDArray[np.int64]:
    """Exact number of ``n_cards``-card hands (from 52) in each strength class.

    Returns an array of length 7463 indexed by strength (index 0 is 0).  Every hand is
    evaluated (no combinatorial shortcut): hands are enumerated as a leading block of
    ``n_cards - 5`` cards followed by each lexicographically later five-card combination.

    ``method="incremental"`` adds the leading cards' packed values to precomputed sums of
    the five-card combinations and runs the same table look-ups as :func:`evaluate_batch`;
    ``method="explicit"`` builds every hand as an ``(m, n_cards)`` card array and calls
    :func:`evaluate_batch` on it (slower, the end-to-end path).

    >>> counts = count_classes(5)
    >>> int(counts.sum()), int(counts[7462])  # all hands; four royal flushes
    (2598960, 4)
    """
    if not 5 <= n_cards <= 7 or method not in ("incremental", "explicit"):
        raise ValueError("n_cards must be 5..7 and method incremental or explicit")
    t = _t.seven()
    c5 = combinations(52, 5)
    cards5 = DECK52[c5]
    counts = np.zeros(_t.N_CLASSES + 1, dtype=np.int64)
    lead_n = n_cards - 5
    if lead_n == 0:
        counts += np.bincount(evaluate_batch(cards5), minlength=_t.N_CLASSES + 1)
        return counts
    first = c5[:, 0].astype(np.int64)
    value = t.b_value[DECK52]
    srb = t.b_suit_rank_bit[DECK52]
    if method == "incremental":
        s5 = value[c5].sum(axis=1)
        f5 = srb[c5].sum(axis=1)
    for lead in itertools.combinations(range(52), lead_n):
        start = int(np.searchsorted(first, lead[-1] + 1))
        if start == len(first):
            continue
        if method == "explicit":
            m = len(first) - start
            hands = np.empty((m, n_cards), dtype=np.int64)
            hands[:, :lead_n] = DECK52[list(lead)]
            hands[:, lead_n:] = cards5[start:]
            strengths = evaluate_batch(hands)
            counts += np.bincount(strengths, minlength=_t.N_CLASSES + 1)
            continue
        lead_value = int(value[list(lead)].sum())
        lead_bits = int(srb[list(lead)].sum())
        strengths = np.empty(len(first) - start, dtype=np.uint16)
        for lo in range(start, len(first), CHUNK):
            s = s5[lo:lo + CHUNK] + lead_value
            tail = f5[lo:lo + CHUNK]

            def flush_bits(rows: npt.NDArray[np.intp], tail: npt.NDArray[np.int64] = tail,
                           lead_bits: int = lead_bits) -> npt.NDArray[np.int64]:
                return tail[rows] + lead_bits

            strengths[lo - start:lo - start + CHUNK] = _strengths_from_sums(s, n_cards, flush_bits)
        counts += np.bincount(strengths, minlength=_t.N_CLASSES + 1)
    return counts


def category_counts(class_counts: npt.ArrayLike) -> list[int]:
    """Sum per-strength counts into nine per-category counts (HIGH_CARD first).

    >>> category_counts(np.bincount([1, 1, 7462], minlength=7463))
    [2, 0, 0, 0, 0, 0, 0, 0, 1]
    """
    arr = np.asarray(class_counts, dtype=np.int64)
    return [int(x) for x in np.bincount(_CATEGORY_ARRAY[1:], weights=arr[1:], minlength=9).astype(np.int64)]


def timed_count(n_cards: int = 7, method: str = "incremental") -> tuple[list[int], float]:
    """:func:`count_classes` summed by category, and the seconds it took (tables included)."""
    t0 = time.perf_counter()
    counts = category_counts(count_classes(n_cards, method))
    return counts, time.perf_counter() - t0
