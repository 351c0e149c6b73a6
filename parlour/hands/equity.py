"""Monte Carlo equity with the batch evaluator: a hand's expected share of the pot
against opponents whose unseen cards are dealt at random from what the player cannot see.

:func:`equity` deals ``samples`` random completions at once (NumPy), evaluates every
player's final cards in batches (:func:`parlour.hands.batch.evaluate_batch`, or another
batch evaluator such as Soko's) and returns the mean share of the pot the hero wins
(ties split), optionally split high/low (:func:`parlour.hands.low.low8_batch`).

>>> import numpy as np
>>> from parlour.hands import parse_cards
>>> from parlour.hands.batch import DECK52
>>> aces = parse_cards("AS AH")
>>> pool = [int(c) for c in DECK52 if c not in aces]
>>> 0.82 < equity([aces], [], 1, 2, [], 5, pool, 4000, np.random.default_rng(1)) < 0.88  # 85 %
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import numpy as np

from parlour.hands.batch import evaluate_batch
from parlour.hands.low import low8_batch

if TYPE_CHECKING:  # pragma: no cover
    import numpy.typing as npt

Evaluate = Callable[["npt.NDArray[np.int64]"], "npt.NDArray[np.integer]"]


def _best(hands: Sequence[Sequence[int]], fill: npt.NDArray[np.int64], board: npt.NDArray[np.int64],
          evaluate: Evaluate, low: bool) -> npt.NDArray[np.int64]:
    """The best strength per sample over the alternative known card sets ``hands``."""
    best: npt.NDArray[np.int64] | None = None
    k = len(fill)
    for known in hands:
        fixed = np.broadcast_to(np.asarray(known, dtype=np.int64), (k, len(known)))
        cards = np.concatenate([fixed, fill, board], axis=1)
        value = np.asarray(low8_batch(cards) if low else evaluate(cards), dtype=np.int64)
        best = value if best is None else np.maximum(best, value)
    assert best is not None
    return best


def equity(hero: Sequence[Sequence[int]], opponents: Sequence[Sequence[int]], rivals: int,
           hidden: int, board: Sequence[int], board_total: int, pool: Sequence[int], samples: int,
           gen: np.random.Generator, evaluate: Evaluate = evaluate_batch, hilo: bool = False,
           own_more: int = 0) -> float:
    """The hero's expected share of the pot.

    ``hero``: alternative sets of the hero's own cards (the best counts: three hole
    cards of which any two may be kept); ``opponents``: each opponent's known cards (up
    cards), for ``rivals`` opponents (missing entries: none known), each also getting
    ``hidden`` unseen cards; ``board``: the shared cards out, completed to
    ``board_total``; ``pool``: the cards the hero cannot see. ``hilo``: half the pot to
    the best low of 8 or better when one qualifies; ``own_more``: unseen cards still to
    come to the hero alone (stud)."""
    known_opp = [list(o) for o in opponents] + [[] for _ in range(rivals - len(opponents))]
    more = board_total - len(board)
    need = rivals * hidden + more + own_more
    pool_arr = np.asarray(pool, dtype=np.int64)
    if need > len(pool_arr):
        raise ValueError(f"{need} cards are needed from a pool of {len(pool_arr)}")
    keys = gen.random((samples, len(pool_arr)))
    drawn = pool_arr[np.argpartition(keys, need - 1, axis=1)[:, :need]] if need else \
        np.empty((samples, 0), dtype=np.int64)
    cut = rivals * hidden + more
    shared = np.concatenate([np.broadcast_to(np.asarray(board, dtype=np.int64), (samples, len(board))),
                             drawn[:, rivals * hidden:cut]], axis=1)
    empty = drawn[:, cut:]
    mine = _best(hero, empty, shared, evaluate, False)
    theirs = [_best([known_opp[i]], drawn[:, i * hidden:(i + 1) * hidden], shared, evaluate, False)
              for i in range(rivals)]
    share = _share(mine, theirs)
    if not hilo:
        return float(share.mean())
    my_low = _best(hero, empty, shared, evaluate, True)
    their_low = [_best([known_opp[i]], drawn[:, i * hidden:(i + 1) * hidden], shared, evaluate, True)
                 for i in range(rivals)]
    low_share = _share(my_low, their_low)
    any_low = np.maximum.reduce([my_low, *their_low]) > 0
    total = np.where(any_low, 0.5 * share + 0.5 * np.where(my_low > 0, low_share, 0.0), share)
    return float(total.mean())


def _share(mine: npt.NDArray[np.int64], theirs: list[npt.NDArray[np.int64]]) -> npt.NDArray[np.float64]:
    if not theirs:
        return np.ones(len(mine))
    top = np.maximum.reduce(theirs)
    ties = 1 + sum((t == mine).astype(np.int64) for t in theirs)
    out: npt.NDArray[np.float64] = np.where(mine > top, 1.0, np.where(mine == top, 1.0 / ties, 0.0))
    return out
