"""Who meets whom: round-robin rounds (the circle method) and Swiss pairings.

Entrants are numbered ``0 .. n-1`` in the order given. A pairing is ``(a, b)`` with
``a`` listed first; a *bye* (an odd entrant out) is ``(a, None)``.

>>> round_robin(4)
[[(0, 3), (1, 2)], [(0, 2), (3, 1)], [(0, 1), (2, 3)]]
>>> swiss([2.0, 0.0, 1.0, 1.0], played={(0, 2)})
[(0, 3), (2, 1)]
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

Pair = tuple[int, int | None]


def round_robin(n: int) -> list[list[Pair]]:
    """Every pair once, in ``n - 1`` rounds (``n`` rounds with a bye each when ``n`` is
    odd), by the circle method: entrant 0 stays, the others rotate."""
    if n < 2:
        raise ValueError(f"a round robin needs at least 2 entrants, not {n}")
    ring: list[int | None] = list(range(n)) + ([None] if n % 2 else [])
    m = len(ring)
    rounds: list[list[Pair]] = []
    for _ in range(m - 1):
        pairs: list[Pair] = []
        for k in range(m // 2):
            a, b = ring[k], ring[m - 1 - k]
            if a is None:
                a, b = b, a
            assert a is not None
            pairs.append((a, b))
        rounds.append(pairs)
        ring = [ring[0], ring[-1], *ring[1:-1]]
    return rounds


def _key(a: int, b: int) -> tuple[int, int]:
    return (a, b) if a < b else (b, a)


def swiss(points: Sequence[float], played: Collection[tuple[int, int]] = (),
          byes: Collection[int] = ()) -> list[Pair]:
    """One Swiss round: entrants ranked by ``points`` (then by their number) are paired
    top down, each with the highest-ranked opponent it has not met (``played`` holds pairs
    in either order), backtracking when that would leave someone without a fresh
    opponent; only if no such pairing exists are repeats allowed. With an odd count the
    lowest-ranked entrant without a bye (``byes``) sits out: ``(a, None)`` last."""
    n = len(points)
    if n < 2:
        raise ValueError(f"a Swiss round needs at least 2 entrants, not {n}")
    order = sorted(range(n), key=lambda i: (-points[i], i))
    met = {_key(a, b) for a, b in played}
    bye: list[Pair] = []
    if n % 2:
        out = next((i for i in reversed(order) if i not in byes), order[-1])
        order.remove(out)
        bye = [(out, None)]
    pairs = _pair(order, met) or _pair(order, set())
    assert pairs is not None
    return pairs + bye


def _pair(order: list[int], met: set[tuple[int, int]]) -> list[Pair] | None:
    if not order:
        return []
    top, rest = order[0], order[1:]
    for j, other in enumerate(rest):
        if _key(top, other) in met:
            continue
        tail = _pair(rest[:j] + rest[j + 1:], met)
        if tail is not None:
            return [(top, other), *tail]
    return None
