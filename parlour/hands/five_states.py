"""Pair-state tables behind the one-hand five-card evaluator :func:`parlour.hands.evaluate5`.

A five-card hand ``a b c d e`` is looked up as ``FOUR[PAIR[a][b]][PAIR[c][d]][e]``: seven
list subscripts, with no arithmetic, no suit test and no branch (CPython specialises each
subscript to a direct list read, and every value read is an existing object, so a call
allocates nothing).

* ``PAIR[a][b]`` is the id of the *pair state* of two cards: their two ranks, and their
  suit if they share one (403 states: 91 rank pairs off-suit, 78 x 4 suited).
* ``FOUR[p][q]`` is the *leaf* of the four cards of two pair states: a list indexed by
  the fifth card giving the strength.  A leaf depends only on the four ranks and, when
  all four cards share a suit, on that suit (1,820 + 4 x 715 = 4,680 leaves), so two
  hands that differ only in the order of their cards read the same leaf.
* A flush is found because a suited leaf holds the flush strengths for the fifth cards of
  its suit; every other leaf holds the non-flush strengths.

Bad input never reads a wrong strength from the fast path, except as noted: a joker, a
suit above 3 or a rank 0/14/15 reads ``None`` (the next subscript raises ``TypeError``) or
a 0 strength; a card above 127 raises ``IndexError``; a card repeated within a pair, or
a card suited with a leaf that already holds it, reads ``None``/0.  The caller then takes
its checked slow path.  Cards with a copy index (``c >> 7``) always take the slow path,
which masks the copy bits.  (A repeat the states cannot see -- the same card in both
pairs in different company -- is only found by the slow path's checks, which the fast
path does not run.)

The tables take about 0.2 s of pure Python to build and about 7 MB; they are built on
the first call, not at import.
"""

from __future__ import annotations

from dataclasses import dataclass

from parlour.hands import tables as _t

#: Slots per row and per leaf: card ints 0..127 (copy index 0).  Slots 64..127 (suits 4..7)
#: stay empty, so small negative ints (which Python reads from the end) are rejected too.
SLOTS = 128


@dataclass(frozen=True)
class FiveStates:
    """The two tables of the five-card fast path (see the module docstring)."""

    pair: list[list[int | None]]  # by card a, card b: pair-state id, None if not a pair
    four: list[list[list[int] | None]]  # by pair-state id p, q: leaf by fifth card, or None


def _cards() -> list[tuple[int, int, int]]:
    """(card, rank index, suit) of the 52 copy-0 standard cards."""
    return [(c, _t.rank_index(c), c >> 4) for c in range(64) if _t.rank_index(c) >= 0]


def build() -> FiveStates:
    """Build the pair-state table and the 4,680 leaves (checked by the exhaustive tests)."""
    cards = _cards()
    nonflush, flush, w5 = _t.FIVE.nonflush, _t.FIVE.flush, _t.W5

    # A state is (rank counts in base 8, suit or -1): the rank multiset and, when every
    # card shares a suit, that suit.
    pair_ids: dict[tuple[int, int], int] = {}
    none_row: list[int | None] = [None] * SLOTS
    pair: list[list[int | None]] = [none_row] * SLOTS
    for a, ra, sa in cards:
        row: list[int | None] = [None] * SLOTS
        for b, rb, sb in cards:
            if b != a:
                key = ((1 << 3 * ra) + (1 << 3 * rb), sa if sa == sb else -1)
                row[b] = pair_ids.setdefault(key, len(pair_ids))
        pair[a] = row
    states = sorted(pair_ids, key=pair_ids.__getitem__)

    # Per card slot: (weight, rank count shift, suit), or None for an empty slot.
    slot_info: list[tuple[int, int, int] | None] = [None] * SLOTS
    for c, r, s in cards:
        slot_info[c] = (w5[r], 3 * r, s)

    leaves: dict[tuple[int, int], list[int]] = {}

    def leaf(counts: int, suit: int) -> list[int]:
        """Strength by fifth card for four cards of rank counts ``counts`` (base 8)."""
        base = sum(w5[r] * (counts >> 3 * r & 7) for r in range(13))
        return [
            0 if info is None
            else (0 if counts >> info[1] & 7 else flush[base + info[0]]) if info[2] == suit
            else (0 if counts >> info[1] & 7 == 4 else nonflush[base + info[0]])
            for info in slot_info
        ]

    masks = [sum(1 << r for r in range(13) if counts >> 3 * r & 7) for counts, _ in states]
    four: list[list[list[int] | None]] = []
    for (counts1, suit1), mask1 in zip(states, masks, strict=True):
        row4: list[list[int] | None] = []
        for (counts2, suit2), mask2 in zip(states, masks, strict=True):
            # Two pairs never hold five of a rank; four cards of one suit must differ.
            suit = suit1 if suit1 == suit2 else -1
            if suit >= 0 and mask1 & mask2:
                row4.append(None)
                continue
            key = (counts1 + counts2, suit)
            found = leaves.get(key)
            if found is None:
                found = leaves[key] = leaf(*key)
            row4.append(found)
        four.append(row4)
    assert len(states) == 403 and len(leaves) == 4680
    return FiveStates(pair, four)
