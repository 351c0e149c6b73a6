"""Ace-to-five low, eight or better (Crazy Pineapple Hi-Lo, RULINGS "Shared evaluators").

A low hand is five cards of five different ranks, none above eight; the ace is low
(rank 1); straights and flushes do not count against it. Lows compare by their highest
card, then the next, and so on (8-5-4-3-2 beats 8-6-4-3-2; 5-4-3-2-A, the *wheel*, is
the best). From more than five cards the best low takes the five lowest different
ranks up to eight; fewer than five such ranks: no qualifying low.

:func:`low8` returns a strength, **higher is better**, 0 for no qualifying low, one
value per low (56 lows qualify); :func:`describe_low` reads it; :func:`low8_batch`
does the same over NumPy arrays of hands.

>>> from parlour.hands import parse_cards
>>> describe_low(low8(parse_cards("AS 2D 3C 9H 5S KD 4C")))
'5-4-3-2-A low'
>>> low8(parse_cards("8S 6D 4C 3H 2S")) < low8(parse_cards("8C 5D 4H 3S 2C"))
True
>>> low8(parse_cards("AS AD 2C 3H 9S KD 4C"))
0
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    import numpy as np
    import numpy.typing as npt


def _build() -> tuple[list[int], dict[int, tuple[int, ...]]]:
    table = [0] * 512
    lows: dict[int, tuple[int, ...]] = {}
    for mask in range(512):
        ranks = [r for r in range(1, 9) if mask >> r & 1][:5]
        if len(ranks) == 5:
            top = sorted(ranks, reverse=True)
            key = 0
            for r in top:
                key = key * 9 + r
            strength = 9 ** 5 - key
            table[mask] = strength
            lows[strength] = tuple(top)
    return table, lows


_TABLE, _LOWS = _build()
_BIT = [1 << (r & 15) if 1 <= (r & 15) <= 8 else 0 for r in range(16)]


def low8(cards: Sequence[int]) -> int:
    """The best ace-to-five low of ``cards`` (five or more), 8 or better; 0: none."""
    mask = 0
    for c in cards:
        mask |= _BIT[c & 15]
    return _TABLE[mask]


def low_ranks(strength: int) -> tuple[int, ...]:
    """The five ranks of a low, highest first (ace = 1)."""
    return _LOWS[strength]


def describe_low(strength: int) -> str:
    """A low in words: ``'8-6-4-2-A low'``, or ``'no low'``."""
    if not strength:
        return "no low"
    names = {1: "A"}
    return "-".join(names.get(r, str(r)) for r in _LOWS[strength]) + " low"


def low8_batch(cards: npt.ArrayLike) -> npt.NDArray[np.int32]:
    """:func:`low8` over an array of hands (shape ``(n, k)``, card ints)."""
    import numpy as np

    arr = np.asarray(cards, dtype=np.int64)
    ranks = arr & 15
    bits = np.where((ranks >= 1) & (ranks <= 8), np.left_shift(1, ranks), 0)
    mask = np.bitwise_or.reduce(bits, axis=-1)
    out: npt.NDArray[np.int32] = np.asarray(_TABLE, dtype=np.int32)[mask]
    return out
