"""Lookup tables behind :mod:`parlour.hands.poker`.

Everything here is derived at run time from first principles (no generated files are
stored in the repository):

* the **7,462 equivalence classes** of five-card poker hands, numbered 1 (7-5-4-3-2
  offsuit, the worst) to 7,462 (a royal flush) -- the *strength* of a hand;
* **five-card tables** (built at import, pure Python, a few milliseconds): a card's rank
  contributes a weight ``W5[rank]`` chosen so that the sums over the 6,175 five-card rank
  multisets are all distinct; ``NONFLUSH5[sum]`` and ``FLUSH5[sum]`` give the strength;
* **six- and seven-card tables** (built lazily on first use, NumPy, about 0.1 s): the best
  five-card class of every 6- and 7-card rank multiset, and of every set of 5 to 7 ranks
  in one suit.  With at most seven cards a flush can never coexist with a full house or
  four of a kind, so "flush table if five or more cards share a suit, else rank table" is
  exact.

Internal rank index ``ri`` is 0..12 for 2..A; a card's rank ``c & 15`` (1 = ace .. 13 = king)
maps to ``(rank + 11) % 13``.
"""

from __future__ import annotations

import functools
import itertools
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    import numpy as np
    import numpy.typing as npt

# Category numbers (mirrored by poker.Category; kept here so the tables need no enum).
HIGH_CARD, PAIR, TWO_PAIR, THREE, STRAIGHT, FLUSH, FULL_HOUSE, FOUR, STRAIGHT_FLUSH = range(9)

#: Rank weights (2..A) whose sums over any five-card rank multiset (at most four of a rank)
#: are all distinct; found by a greedy search and re-checked when the tables are built.
W5 = (0, 1, 5, 22, 94, 312, 992, 2422, 5624, 12522, 19998, 43258, 79415)
#: Per-card tables are indexed by the raw card int; cards whose copy index needs more than
#: this many bits fall back to a masked (slower) path.
CARD_SPACE = 1 << 11
#: Weight given to a non-card (joker, bad rank or suit): overflows every table.
BAD = 1 << 40
#: Wheel (A-2-3-4-5) rank mask and the straight masks, best first.
STRAIGHT_MASKS: tuple[tuple[int, int], ...] = tuple(
    [(0b11111 << (top - 4), top) for top in range(12, 3, -1)] + [(0b1000000001111, 3)]
)


def rank_index(card: int) -> int:
    """Rank index 0..12 (2..A) of a card, or -1 if it is not a standard card."""
    rank = card & 15
    if not 1 <= rank <= 13 or (card >> 4) & 7 > 3:
        return -1
    return (rank + 11) % 13


# ----------------------------------------------------------------------------- classes


def _all_classes() -> list[tuple[int, tuple[int, ...]]]:
    """Every five-card class as (category, ranks in significance order)."""
    out: list[tuple[int, tuple[int, ...]]] = []
    straight_tops = [top for _, top in STRAIGHT_MASKS]
    straight_sets = {frozenset(_mask_ranks(m)) for m, _ in STRAIGHT_MASKS}
    for top in straight_tops:
        out.append((STRAIGHT_FLUSH, (top,)))
        out.append((STRAIGHT, (top,)))
    for q in range(13):
        for k in range(13):
            if k != q:
                out.append((FOUR, (q, k)))
                out.append((FULL_HOUSE, (q, k)))
    for five in itertools.combinations(range(12, -1, -1), 5):
        if frozenset(five) not in straight_sets:
            out.append((FLUSH, five))
            out.append((HIGH_CARD, five))
    for t in range(13):
        for k2 in itertools.combinations([r for r in range(12, -1, -1) if r != t], 2):
            out.append((THREE, (t, *k2)))
    for hi, lo in itertools.combinations(range(12, -1, -1), 2):
        for k in range(12, -1, -1):
            if k not in (hi, lo):
                out.append((TWO_PAIR, (hi, lo, k)))
    for p in range(13):
        for k3 in itertools.combinations([r for r in range(12, -1, -1) if r != p], 3):
            out.append((PAIR, (p, *k3)))
    out.sort()
    return out


def _multisets(n: int, ranks: int = 13) -> list[tuple[int, ...]]:
    """Sorted rank multisets of size ``n`` over ``range(ranks)`` with at most four of a rank."""
    return [m for m in itertools.combinations_with_replacement(range(ranks), n)
            if all(m[i] != m[i + 4] for i in range(n - 4))]


def _mask_ranks(mask: int) -> list[int]:
    return [r for r in range(12, -1, -1) if mask >> r & 1]


#: CLASSES[s] = (category, ranks) of strength s (index 0 is a placeholder).
CLASSES: list[tuple[int, tuple[int, ...]]] = [(-1, ())] + _all_classes()
N_CLASSES = len(CLASSES) - 1
STRENGTH_OF: dict[tuple[int, tuple[int, ...]], int] = {c: i for i, c in enumerate(CLASSES) if i}
#: CATEGORY_OF[s] = category number of strength s (-1 for 0).
CATEGORY_OF: list[int] = [c for c, _ in CLASSES]
#: First strength of each category.
CATEGORY_START: list[int] = [CATEGORY_OF.index(cat) for cat in range(9)]


def classify5(ranks: list[int] | tuple[int, ...], flush: bool) -> int:
    """Strength of five cards given their rank indices and whether they share a suit."""
    counts = Counter(ranks)
    groups = sorted(counts.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    key = tuple(r for r, _ in groups)
    shape = tuple(n for _, n in groups)
    if shape == (1, 1, 1, 1, 1):
        mask = sum(1 << r for r in ranks)
        top = next((t for m, t in STRAIGHT_MASKS if m == mask), None)
        if top is not None:
            return STRENGTH_OF[(STRAIGHT_FLUSH if flush else STRAIGHT, (top,))]
        return STRENGTH_OF[(FLUSH if flush else HIGH_CARD, key)]
    if flush:
        raise ValueError("a flush needs five different ranks")
    cat = {(4, 1): FOUR, (3, 2): FULL_HOUSE, (3, 1, 1): THREE, (2, 2, 1): TWO_PAIR,
           (2, 1, 1, 1): PAIR}.get(shape)
    if cat is None:
        raise ValueError(f"not a five-card rank multiset: {ranks}")
    return STRENGTH_OF[(cat, key)]


# ----------------------------------------------------------------------- 5-card tables


@dataclass(frozen=True)
class FiveTables:
    """Tables for the five-card evaluator (pure Python lists, built at import)."""

    rank_weight: list[int]  # by raw card int (< CARD_SPACE): W5 of its rank, BAD if not a card
    nonflush: list[int]  # by weight sum: strength, 0 if no such multiset
    flush: list[int]  # by weight sum of five distinct ranks: flush strength


def _five_tables() -> FiveTables:
    size = 4 * W5[12] + W5[11] + 1
    nonflush = [0] * size
    flush = [0] * size
    seen = 0
    for ms in _multisets(5):
        k = sum(W5[r] for r in ms)
        if nonflush[k]:
            raise AssertionError("W5 weights are not unique")  # pragma: no cover
        nonflush[k] = classify5(ms, False)
        seen += 1
        if len(set(ms)) == 5:
            flush[k] = classify5(ms, True)
    assert seen == 6175
    weight = [BAD] * CARD_SPACE
    for c in range(CARD_SPACE):
        ri = rank_index(c)
        if ri >= 0:
            weight[c] = W5[ri]
    return FiveTables(weight, nonflush, flush)


FIVE = _five_tables()


@dataclass(frozen=True)
class FivePairs:
    """Per-card tables of the one-hand five-card evaluator, by raw card int < CARD_SPACE.

    The key ``pair_weight[a][b] + pair_weight[c][d] + rank_weight[e]`` is the rank-weight
    sum of five cards, so ``FIVE.nonflush``/``FIVE.flush`` give the strength: two additions
    instead of four, over values that are all shared objects.
    """

    pair_weight: list[list[int]]  # [a][b]: W5 sum of two cards; BAD if either is not a card
    #                               or both are the same card (copy index ignored)
    suit: list[int]  # suit 0..3 of a card; a distinct negative number for a non-card


def _five_pairs() -> FivePairs:
    shared: dict[int, int] = {}  # one int object per distinct sum (91 of them, and BAD)
    weight = FIVE.rank_weight
    bad_row = [BAD] * CARD_SPACE
    rows: list[list[int]] = []
    for a in range(128):
        if weight[a] == BAD:
            rows.append(bad_row)
            continue
        row = [shared.setdefault(weight[a] + wb, weight[a] + wb) if wb != BAD else BAD
               for wb in weight]
        for b in range(a, CARD_SPACE, 128):  # the same card again, in any copy
            row[b] = BAD
        rows.append(row)
    pair = [rows[a & 127] for a in range(CARD_SPACE)]
    suit = [(c >> 4) & 7 if rank_index(c) >= 0 else -1 - c for c in range(CARD_SPACE)]
    return FivePairs(pair, suit)


FIVE_PAIRS = _five_pairs()


# ------------------------------------------------------------------ 6/7-card tables

#: Layout of the per-card value summed by the 5..7-card single-hand evaluator:
#: 3 bits of rank count per rank (bits 0..38), a bad-card counter (bits 39..41) and one
#: nibble of suit count per suit from bit 44.
SUIT_SHIFT = 44
RANK_KEY_MASK = (1 << 42) - 1
BAD_BITS = 0b111 << 39
#: Adding FLUSH_ADD sets bit 3 of a suit nibble exactly when that suit has 5+ cards.
FLUSH_ADD = 0x3333 << SUIT_SHIFT
FLUSH_TEST = 0x8888 << SUIT_SHIFT


@dataclass(frozen=True)
class SevenTables:
    """Tables for 5..7 cards (single-hand path) and NumPy arrays for the batch path."""

    card_value: list[int]  # by raw card int: rank count field + suit nibble (see SUIT_SHIFT)
    suit_rank_bit: list[int]  # by raw card int: 1 << (13 * suit + ri), 0 if not a card
    nonflush: dict[int, int]  # base-8 rank-count key (5, 6 or 7 cards) -> strength
    flush: list[int]  # 13-bit rank mask of one suit (5..7 bits) -> best strength
    # --- batch (NumPy) ---
    b_value: npt.NDArray[np.int64]  # by card & 127: low/high quinary keys + suit nibbles
    b_value_wide: npt.NDArray[np.int64]  # the same by raw card int < CARD_SPACE
    b_suit_rank_bit: npt.NDArray[np.int64]  # by card & 127
    b_low: dict[int, npt.NDArray[np.int32]]  # n -> low quinary key -> partial dense index
    b_high: npt.NDArray[np.int32]  # high quinary key -> dense index within its size
    b_nonflush: dict[int, npt.NDArray[np.uint16]]  # n -> dense index -> strength
    b_flush: npt.NDArray[np.uint16]  # 13-bit mask -> best flush strength (0 if < 5 bits)


#: Batch value layout: low ranks (2..8) base-5 counts in bits 0..19, high ranks (9..A) in
#: bits 20..39, suit nibbles from bit 40, and a bad-card marker at bit 60.
B_HIGH_SHIFT = 20
B_SUIT_SHIFT = 40
B_BAD = 1 << 60
N_LOW = 7  # ranks 2..8 go in the low key


def _best_of_rank_rows(rows: npt.NDArray[np.int64], table: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    """Best strength over every 5-subset of each row of rank indices (vectorised)."""
    import numpy as np

    w5 = np.asarray(W5, dtype=np.int64)
    best = np.zeros(rows.shape[0], dtype=np.int64)
    for cols in itertools.combinations(range(rows.shape[1]), 5):
        key = w5[rows[:, list(cols)]].sum(axis=1)
        np.maximum(best, table[key], out=best)
    return best


@functools.cache
def seven() -> SevenTables:
    """Build (once) the 6/7-card and batch tables."""
    import numpy as np

    nonflush5 = np.asarray(FIVE.nonflush, dtype=np.int64)
    flush5 = np.asarray(FIVE.flush, dtype=np.int64)

    # Single-hand path: rank-count key -> strength for 5, 6 and 7 cards.
    nonflush: dict[int, int] = {}
    by_size: dict[int, tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]] = {}
    for n in (5, 6, 7):
        rows = np.asarray(_multisets(n), dtype=np.int64)
        best = _best_of_rank_rows(rows, nonflush5)
        assert best.min() > 0
        by_size[n] = (rows, best)
        keys = (np.int64(1) << (3 * rows)).sum(axis=1)
        nonflush.update(zip(keys.tolist(), best.tolist(), strict=True))

    masks = np.arange(1 << 13, dtype=np.int64)
    bits = (masks[:, None] >> np.arange(13)) & 1
    pop = bits.sum(axis=1)
    flush_best = np.zeros(1 << 13, dtype=np.int64)
    for k in (5, 6, 7):
        sel = np.nonzero(pop == k)[0]
        rows = np.nonzero(bits[sel])[1].reshape(len(sel), k).astype(np.int64)
        flush_best[sel] = _best_of_rank_rows(rows, flush5)

    card_value = [1 << 39] * CARD_SPACE  # sets a bad-card bit
    suit_rank_bit = [0] * CARD_SPACE
    for c in range(CARD_SPACE):
        ri = rank_index(c)
        if ri >= 0:
            s = (c >> 4) & 3
            card_value[c] = (1 << (3 * ri)) + (1 << (SUIT_SHIFT + 4 * s))
            suit_rank_bit[c] = 1 << (13 * s + ri)

    # Batch path: two base-5 half keys -> dense multiset index -> strength.
    b_value = np.full(128, B_BAD, dtype=np.int64)
    b_srb = np.zeros(128, dtype=np.int64)
    for c in range(128):
        ri = rank_index(c)
        if ri >= 0:
            s = (c >> 4) & 3
            half = 5**ri if ri < N_LOW else 5 ** (ri - N_LOW) << B_HIGH_SHIFT
            b_value[c] = half + (1 << (B_SUIT_SHIFT + 4 * s))
            b_srb[c] = 1 << (13 * s + ri)

    def half_index(nranks: int) -> tuple[dict[int, list[int]], list[int]]:
        """Per size: quinary keys of the multisets over ``nranks`` ranks, in order."""
        keys: dict[int, list[int]] = {}
        for size in range(8):
            keys[size] = [sum(5**r for r in m) for m in _multisets(size, nranks)]
        return keys, [len(keys[s]) for s in range(8)]

    low_keys, n_low = half_index(N_LOW)
    high_keys, n_high = half_index(13 - N_LOW)
    b_high = np.zeros(5 ** (13 - N_LOW), dtype=np.int32)
    for size in range(8):
        b_high[high_keys[size]] = np.arange(n_high[size], dtype=np.int32)
    b_low: dict[int, npt.NDArray[np.int32]] = {}
    b_nonflush: dict[int, npt.NDArray[np.uint16]] = {}
    for n in (5, 6, 7):
        low = np.zeros(5**N_LOW, dtype=np.int32)
        base = 0
        for j in range(n + 1):
            low[low_keys[j]] = base + np.arange(n_low[j], dtype=np.int32) * n_high[n - j]
            base += n_low[j] * n_high[n - j]
        rows, best = by_size[n]
        pw = np.where(rows < N_LOW, 5 ** np.minimum(rows, N_LOW - 1), 0).sum(axis=1)
        ph = np.where(rows >= N_LOW, 5 ** np.maximum(rows - N_LOW, 0), 0).sum(axis=1)
        dense = low[pw] + b_high[ph]
        table = np.zeros(base, dtype=np.uint16)
        table[dense] = best
        assert base == len(rows) and (table > 0).all()
        b_low[n] = low
        b_nonflush[n] = table

    return SevenTables(
        card_value=card_value,
        suit_rank_bit=suit_rank_bit,
        nonflush=nonflush,
        flush=flush_best.tolist(),
        b_value=b_value,
        b_value_wide=np.where(
            np.array([rank_index(c) >= 0 for c in range(CARD_SPACE)]),
            b_value[np.arange(CARD_SPACE) & 127], B_BAD).astype(np.int64),
        b_suit_rank_bit=b_srb,
        b_low=b_low,
        b_high=b_high,
        b_nonflush=b_nonflush,
        b_flush=flush_best.astype(np.uint16),
    )
