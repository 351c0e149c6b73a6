"""The one seeded random generator each game owns.

A small splitmix64 generator in pure Python: its whole state is one int, so cloning a
game costs nothing, and its output is identical on every Python version (unlike
``random.Random.shuffle``, whose algorithm may change). Nothing else in a game may
draw random numbers.

>>> r = Rng(42); a = [r.below(10) for _ in range(5)]
>>> r2 = Rng(42); a == [r2.below(10) for _ in range(5)]
True
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import TypeVar

import numpy as np

_MASK = (1 << 64) - 1
T = TypeVar("T")


def fresh_seed() -> int:
    """A seed from the operating system, for games created without one."""
    return int.from_bytes(os.urandom(6), "big")


class Rng:
    """Deterministic generator (splitmix64)."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = (seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & _MASK

    def next64(self) -> int:
        """The next 64-bit output."""
        self.state = z = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform int in ``[0, n)`` (n < 2**32; bias below 2**-32). The splitmix64
        step is inlined (a playout's hot path): the same numbers as :meth:`next64`."""
        self.state = z = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return (((z ^ (z >> 31)) >> 32) * n) >> 32

    def random(self) -> float:
        """A float in ``[0, 1)``."""
        return (self.next64() >> 11) * (1.0 / 9007199254740992.0)

    def shuffle(self, items: list[T]) -> None:
        """Fisher-Yates shuffle in place (the splitmix64 step is inlined: the same
        numbers as :meth:`next64`, about a third faster). From :data:`VECTOR_FROM` items
        on (a pack), the draws are computed at once in NumPy's wrapping 64-bit
        arithmetic (:func:`_draws`): the same numbers, in about half the time."""
        if len(items) >= VECTOR_FROM:
            i = len(items) - 1
            for j in _draws(self, len(items)):
                items[i], items[j] = items[j], items[i]
                i -= 1
            return
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            state = (state + 0x9E3779B97F4A7C15) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            j = (((z ^ (z >> 31)) >> 32) * (i + 1)) >> 32
            items[i], items[j] = items[j], items[i]
        self.state = state

    def choice(self, items: Sequence[T]) -> T:
        return items[((self.next64() >> 32) * len(items)) >> 32]

    def gauss(self, mu: float, sigma: float) -> float:
        """A normal variate (Box-Muller), for bot reaction delays."""
        import math

        u1 = max(self.random(), 1e-12)
        u2 = self.random()
        return mu + sigma * math.sqrt(-2.0 * math.log(u1)) * math.cos(2 * math.pi * u2)

    def copy(self) -> Rng:
        r = Rng.__new__(Rng)
        r.state = self.state
        return r


VECTOR_FROM = 32
"""Lists this long or longer are shuffled with draws computed by NumPy (below it, the
per-call cost of NumPy exceeds the saving)."""
_GAMMA = np.uint64(0x9E3779B97F4A7C15)
_MIX1 = np.uint64(0xBF58476D1CE4E5B9)
_MIX2 = np.uint64(0x94D049BB133111EB)
_S27, _S30, _S31, _S32 = np.uint64(27), np.uint64(30), np.uint64(31), np.uint64(32)


def _draws(rng: Rng, n: int) -> list[int]:
    """The swap positions of a Fisher-Yates shuffle of ``n`` items (for ``i = n-1``
    down to 1), advancing ``rng`` by ``n - 1`` steps: :meth:`Rng.shuffle`'s numbers,
    computed as arrays. splitmix64's states are ``state + k * gamma`` (mod 2**64), and
    ``uint64`` arithmetic wraps mod 2**64 exactly as the ``& _MASK`` of the scalar code;
    ``(z >> 32) * (i + 1)`` stays below 2**64."""
    states = np.arange(1, n, dtype=np.uint64) * _GAMMA + np.uint64(rng.state)
    z = (states ^ (states >> _S30)) * _MIX1
    z = (z ^ (z >> _S27)) * _MIX2
    z = (z ^ (z >> _S31)) >> _S32
    z *= np.arange(n, 1, -1, dtype=np.uint64)
    z >>= _S32
    rng.state = int(states[-1])
    out: list[int] = z.tolist()
    return out
