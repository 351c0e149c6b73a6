"""Differential test against the `treys` library (a test-only dependency).

treys numbers the same 7,462 classes from 1 (royal flush) to 7,462 (worst), so the
Parlour strength must be exactly ``7463 - treys_rank``; in particular the order of any two
hands agrees.
"""

from __future__ import annotations

import numpy as np
import pytest

from parlour.hands import MAX_STRENGTH, evaluate5, evaluate6, evaluate7, evaluate_batch
from parlour.hands.batch import DECK52

treys = pytest.importorskip("treys")

N = 50_000


def _to_treys() -> dict[int, int]:
    ranks = "A23456789TJQK"
    return {int(c): treys.Card.new(ranks[(c & 15) - 1] + "cdhs"[c >> 4]) for c in DECK52}


def _deal(n: int, k: int, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    keys = rng.random((n, 52))
    return DECK52[np.argpartition(keys, k, axis=1)[:, :k]]


@pytest.mark.parametrize("k", [5, 6, 7])
def test_strengths_agree_with_treys(k: int) -> None:
    tmap = _to_treys()
    ev = treys.Evaluator()
    hands = _deal(N, k, seed=k)
    single = {5: evaluate5, 6: evaluate6, 7: evaluate7}[k]
    ours = [single(h) for h in hands.tolist()]
    theirs = [MAX_STRENGTH + 1 - ev.evaluate([tmap[c] for c in h[:2]], [tmap[c] for c in h[2:]])
              for h in hands.tolist()]
    assert ours == theirs
    assert evaluate_batch(hands).tolist() == ours
    # pairwise order agrees (implied by equality, checked explicitly on neighbours)
    a, b = np.asarray(ours), np.asarray(theirs)
    assert (np.sign(np.diff(a)) == np.sign(np.diff(b))).all()
