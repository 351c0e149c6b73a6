"""The shape of a Pyramid tableau: slots, the cards that overlap each slot, and masks.

Slots are numbered row by row from the apex, left to right: row ``r`` (0 = apex) holds
slots ``r*(r+1)/2`` to ``r*(r+1)/2 + r``. Slot ``(r, c)`` is overlapped by its two
*children* ``(r+1, c)`` and ``(r+1, c+1)`` in the row below.

>>> g = geometry(7)
>>> g.size, g.children[0], g.children[27], g.row_of[27], g.col_of[27]
(28, (1, 2), (), 6, 6)
>>> bin(g.below[0]).count("1")  # every card below the apex must go before it
27
"""

from __future__ import annotations

import dataclasses
import functools


@dataclasses.dataclass(frozen=True)
class Geometry:
    """Precomputed relations of a pyramid of ``rows`` rows."""

    rows: int
    size: int
    row_of: tuple[int, ...]
    col_of: tuple[int, ...]
    children: tuple[tuple[int, ...], ...]
    """The (0 or 2) slots that overlap each slot."""
    parents: tuple[tuple[int, ...], ...]
    """The (1 or 2) slots each slot overlaps; empty for the apex."""
    child_mask: tuple[int, ...]
    below: tuple[int, ...]
    """Bitmask of every slot that must be removed before this one is uncovered."""
    above: tuple[int, ...]
    """Bitmask of every slot this one (directly or indirectly) covers."""


def slot(row: int, col: int) -> int:
    """The slot number of ``(row, col)``."""
    return row * (row + 1) // 2 + col


@functools.cache
def geometry(rows: int) -> Geometry:
    """The geometry of a pyramid of ``rows`` rows (cached)."""
    cells = [(r, c) for r in range(rows) for c in range(r + 1)]
    size = len(cells)
    children = tuple(((slot(r + 1, c), slot(r + 1, c + 1)) if r + 1 < rows else ())
                     for r, c in cells)
    parents_l: list[list[int]] = [[] for _ in range(size)]
    for i, ch in enumerate(children):
        for k in ch:
            parents_l[k].append(i)
    below = [0] * size
    for i in reversed(range(size)):
        for k in children[i]:
            below[i] |= (1 << k) | below[k]
    above = [0] * size
    for i in range(size):
        for k in parents_l[i]:
            above[i] |= (1 << k) | above[k]
    return Geometry(rows, size, tuple(r for r, _ in cells), tuple(c for _, c in cells), children,
                    tuple(tuple(p) for p in parents_l),
                    tuple(sum(1 << k for k in ch) for ch in children), tuple(below), tuple(above))


def exposed(present: int, geo: Geometry) -> list[int]:
    """Slots present in bitmask ``present`` that no present card overlaps."""
    cm = geo.child_mask
    return [i for i in range(geo.size) if present >> i & 1 and not present & cm[i]]


def never_paired(geo: Geometry, quirk: bool) -> list[int]:
    """Per slot, the bitmask of slots that can never be discarded together with it: the
    cards covering it and the cards it covers, directly or through others (one of the
    two is always still covered while the other is there). With the Tut's Tomb quirk a
    direct overlap may pair, so it is left out."""
    block = [geo.below[i] | geo.above[i] for i in range(geo.size)]
    if quirk:
        for i in range(geo.size):
            block[i] &= ~geo.child_mask[i]
            for q in geo.parents[i]:
                block[i] &= ~(1 << q)
    return block
