"""Pairings: a round robin meets every pair exactly once; Swiss pairs by score, avoids
repeats while it can, and gives the bye to the lowest entrant without one."""

from __future__ import annotations

import itertools
import random

import pytest

from parlour.tournament.pairing import round_robin, swiss


@pytest.mark.parametrize("n", range(2, 9))
def test_round_robin_meets_every_pair_once(n: int) -> None:
    rounds = round_robin(n)
    assert len(rounds) == (n - 1 if n % 2 == 0 else n)
    met = []
    for pairs in rounds:
        seen = [e for p in pairs for e in p if e is not None]
        assert sorted(seen) == sorted(set(seen)), "an entrant plays twice in one round"
        assert len(seen) == n  # everyone is paired or has the bye
        assert sum(1 for p in pairs if p[1] is None) == n % 2
        met += [tuple(sorted(p)) for p in pairs if p[1] is not None]  # type: ignore[type-var]
    assert sorted(met) == list(itertools.combinations(range(n), 2))


def test_round_robin_needs_two() -> None:
    with pytest.raises(ValueError, match="at least 2"):
        round_robin(1)


def test_swiss_pairs_by_score() -> None:
    # first round: ranked by number (all level), neighbours meet
    assert swiss([0.0] * 4) == [(0, 1), (2, 3)]
    # the leaders meet, then the rest, in score order
    assert swiss([0.0, 1.0, 0.0, 1.0], played={(0, 1), (2, 3)}) == [(1, 3), (0, 2)]


def test_swiss_backtracks_to_avoid_a_repeat() -> None:
    # top down, 0-1 would leave 2-3, who have met: backtracking pairs 0-2 and 1-3
    assert swiss([3.0, 2.0, 1.0, 0.0], played={(3, 2)}) == [(0, 2), (1, 3)]


def test_swiss_allows_repeats_only_when_unavoidable() -> None:
    # 0 has met 1 and 2, and 1 has met 2: any pairing repeats, so the plain top-down one
    assert swiss([3.0, 2.0, 1.0, 0.0], played={(0, 1), (0, 2), (1, 2)}) == [(0, 1), (2, 3)]
    assert swiss([1.0, 0.0], played={(0, 1)}) == [(0, 1)]


def test_swiss_bye_to_the_lowest_without_one() -> None:
    assert swiss([2.0, 1.0, 0.0])[-1] == (2, None)
    assert swiss([2.0, 1.0, 0.0], byes={2})[-1] == (1, None)


def test_swiss_rounds_have_no_repeats_while_possible() -> None:
    rng = random.Random(5)
    n = 8
    points = [0.0] * n
    played: set[tuple[int, int]] = set()
    for _ in range(3):  # log2(8) rounds, as the Swiss default: never a repeat
        pairs = swiss(points, played)
        for a, b in pairs:
            assert b is not None
            assert (a, b) not in played and (b, a) not in played
            played.add((a, b))
            points[rng.choice((a, b))] += 1.0
        assert sorted(e for p in pairs for e in p if e is not None) == list(range(n))
