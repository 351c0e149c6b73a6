"""Chinese Poker setting solver: the split of thirteen cards with the highest expected
units against one opponent's setting drawn from a model.

Method (what is exact and what is estimated):

* **Own splits: exhaustive.** All 72,072 ordered (front 3, middle 5, back 5) splits of
  the thirteen cards are scored; fouls are excluded (equal rows are no foul, RULINGS 29).
  Row strengths come from tables, never from a per-split evaluation: the 1,287 five-card
  subsets are evaluated in one batch (:func:`parlour.hands.batch.evaluate_batch`), the
  286 three-card subsets through a front-rank table (the front knows only three of a
  kind, pair and high card), and the foul check is two integer comparisons per split
  (the back's strength against the middle's, the front's rank against the highest front
  the middle's strength may stand over, :attr:`Tables.front_limit`).
* **The opponent: sampled.** ``samples`` opponent hands are drawn uniformly from the
  39 cards the solver cannot see (with 2-4 players every opponent's hand has this
  distribution), each set by the ``model``: ``random`` (a uniformly random split of the
  13 cards, fouls included: "random opponent settings"), ``sound`` (a uniformly random
  split that does not foul: a careless but legal player) or ``greedy`` (the strongest
  five in the back, the strongest five of the rest that do not foul in the middle: a
  simple competent setter). The sample is seeded, so a seed and a hand always give the
  same setting.
* **The expectation: exact over the sample.** For every split the mean settlement
  against the sampled settings is computed exactly as :func:`parlour.rules.rows.settle_rows`
  settles (1 unit a row or the winner's premium, tied rows nothing, a scoop ``scoop``
  more, an opponent's foul losing every row at our rates plus the scoop). The three row
  terms are sums over one row each (a sort and a search per distinct row value); the
  scoop term needs the rows jointly: a fouled opponent is swept by every split (a
  constant), the others are compared pairwise, but only for splits whose
  upper bound (row terms plus ``scoop`` times the least row-win share) reaches the best
  lower bound (row terms minus ``scoop`` times the least row-loss share): a bound, not a
  guess, so the winner is the exact best over the sample.

The sampling error is the only approximation. Measured standard errors of the best
split's estimate: 0.003-0.03 units with 4,000 ``random`` or ``sound`` settings (nearly
every such opponent is swept, so the units hardly vary), 0.13-0.16 with 400 ``greedy``
ones (the greedy setter evaluates all 1,287 five-card subsets of each sampled hand, so
its samples cost 100 times more); splits are compared on the same sample (common random
numbers). Opponents' naturals and surrenders are not modelled.
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from parlour.cards import deck52
from parlour.hands.batch import evaluate_batch
from parlour.hands.poker import MAX_STRENGTH, ranks_of
from parlour.hands.poker import category as category_of
from parlour.rules.rows import chinese_rate, compare_keys, front_key

IntArray = npt.NDArray[np.int64]

MODELS = ("random", "sound", "greedy")
"""Opponent setting models: uniformly random splits (fouls included); uniformly random
splits that do not foul; or greedy: the best five cards in the back and the best five
of the rest that do not foul in the middle."""


# ----- tables shared by every hand -----------------------------------------------------------

def _rank(card: int) -> int:
    r = card & 15
    return 14 if r == 1 else r


def _code(a: int, b: int, c: int) -> int:
    """Index of a front's ranks (2..14, any order) in :data:`_FRONT_CODE`."""
    x, y, z = sorted((a, b, c), reverse=True)
    return (x - 2) * 169 + (y - 2) * 13 + (z - 2)


@functools.cache
def _front_tables() -> tuple[IntArray, list[tuple[int, ...]]]:
    """(rank-code -> dense front rank, the front keys in rising order)."""
    keys: dict[int, tuple[int, ...]] = {}
    for a, b, c in itertools.combinations_with_replacement(range(2, 15), 3):
        cards = [(s << 4) | (r if r < 14 else 1) for s, r in enumerate((a, b, c))]
        keys[_code(a, b, c)] = front_key(cards)
    order = sorted(set(keys.values()))
    dense = {k: i for i, k in enumerate(order)}
    table = np.full(13 ** 3, -1, dtype=np.int64)
    for code, k in keys.items():
        table[code] = dense[k]
    return table, order


def _five_key(strength: int) -> tuple[int, ...]:
    return (int(category_of(strength)), *(14 if r == 1 else r for r in ranks_of(strength)))


@dataclasses.dataclass(frozen=True)
class Tables:
    """Per five-card strength (index 0 unused) and per front rank: the premium rates
    and the foul limit."""

    front_limit: IntArray
    """``front_limit[s]``: the highest front rank a middle of strength ``s`` may stand
    over without a foul (a front compares its ranks with the middle's most significant
    ones, RULINGS 29)."""
    middle_rate: IntArray
    back_rate: IntArray
    front_rate: IntArray


@functools.cache
def tables() -> Tables:
    """The tables (built once, about a tenth of a second)."""
    _, fronts = _front_tables()
    limit = np.zeros(MAX_STRENGTH + 1, dtype=np.int64)
    mid = np.zeros(MAX_STRENGTH + 1, dtype=np.int64)
    back = np.zeros(MAX_STRENGTH + 1, dtype=np.int64)
    for s in range(1, MAX_STRENGTH + 1):
        mk = _five_key(s)
        limit[s] = _last_front_under(mk, fronts)
        mid[s] = chinese_rate(1, mk)
        back[s] = chinese_rate(2, mk)
    front = np.array([chinese_rate(0, k) for k in fronts], dtype=np.int64)
    return Tables(limit, mid, back, front)


def _last_front_under(middle: tuple[int, ...], fronts: list[tuple[int, ...]]) -> int:
    """The index of the strongest of ``fronts`` (rising) that ``middle`` is at least as
    strong as: those fronts are a prefix, so a binary search finds its end."""
    lo, hi = 0, len(fronts)
    while lo < hi:
        mid = (lo + hi) // 2
        if compare_keys(middle, fronts[mid]) >= 0:
            lo = mid + 1
        else:
            hi = mid
    return lo - 1


@functools.cache
def subsets() -> tuple[IntArray, IntArray, IntArray]:
    """(the 286 three-index subsets of 0..12, the 1,287 five-index subsets, and every
    split as rows ``(front subset, middle subset, back subset)``: 72,072 of them)."""
    threes = list(itertools.combinations(range(13), 3))
    fives = list(itertools.combinations(range(13), 5))
    t_id: dict[tuple[int, ...], int] = {t: i for i, t in enumerate(threes)}
    f_id: dict[tuple[int, ...], int] = {f: i for i, f in enumerate(fives)}
    split = []
    for back in fives:
        rest = [i for i in range(13) if i not in back]
        for mid in itertools.combinations(rest, 5):
            front = tuple(i for i in rest if i not in mid)
            split.append((t_id[front], f_id[mid], f_id[back]))
    return (np.array(threes, dtype=np.int64), np.array(fives, dtype=np.int64),
            np.array(split, dtype=np.int64))


def front_ranks(cards: npt.ArrayLike) -> IntArray:
    """Dense front ranks of an ``(n, 3)`` array of card ints (greater is better)."""
    arr = np.asarray(cards, dtype=np.int64)
    r = arr & 15
    r = np.where(r == 1, 14, r)
    r = -np.sort(-r, axis=1)
    code = (r[:, 0] - 2) * 169 + (r[:, 1] - 2) * 13 + (r[:, 2] - 2)
    table, _ = _front_tables()
    return np.asarray(table[code], dtype=np.int64)


# ----- one hand ---------------------------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class Rows:
    """Row values of settings: front rank, middle and back strength (-1 for a fouled
    setting's rows: below everything) and the rates each row would be paid at."""

    front: IntArray
    middle: IntArray
    back: IntArray
    cards: IntArray | None = None
    """The sampled hands, laid out front (3), middle (5), back (5), when known."""

    def rates(self) -> tuple[IntArray, IntArray, IntArray]:
        t = tables()
        ok = self.front >= 0
        return (np.where(ok, t.front_rate[np.maximum(self.front, 0)], 0),
                np.where(ok, t.middle_rate[np.maximum(self.middle, 0)], 0),
                np.where(ok, t.back_rate[np.maximum(self.back, 0)], 0))


def _fouls(front: IntArray, middle: IntArray, back: IntArray) -> npt.NDArray[np.bool_]:
    return (back < middle) | (front > tables().front_limit[middle])


def sample_opponents(unseen: Sequence[int], samples: int, rng: np.random.Generator,
                     model: str = "random") -> Rows:
    """``samples`` opponent settings: hands of 13 drawn from ``unseen``, set by ``model``."""
    if model not in MODELS:
        raise ValueError(f"unknown opponent model {model!r}; choose one of {', '.join(MODELS)}")
    pool = np.tile(np.asarray(unseen, dtype=np.int64), (samples, 1))
    hands = rng.permuted(pool, axis=1)[:, :13]
    if model == "greedy":
        hands = _greedy(hands)
    f, m, b = _rows_of(hands)
    foul = _fouls(f, m, b)
    if model == "sound":
        for _ in range(200):  # rejection: a fresh random split where the last one fouled
            rows = np.flatnonzero(foul)
            if not rows.size:
                break
            hands[rows] = rng.permuted(hands[rows], axis=1)
            f[rows], m[rows], b[rows] = _rows_of(hands[rows])
            foul[rows] = _fouls(f[rows], m[rows], b[rows])
    return Rows(np.where(foul, -1, f), np.where(foul, -1, m), np.where(foul, -1, b), hands)


def _greedy(hands: IntArray) -> IntArray:
    """Each hand laid out front, middle, back by the greedy setter: the strongest five
    in the back, then the strongest five of the other eight whose front does not foul
    (if every one fouls, the strongest)."""
    threes, fives, split = subsets()
    n = len(hands)
    strength = evaluate_batch(hands[:, fives].reshape(-1, 5)).astype(np.int64).reshape(n, -1)
    back = np.argmax(strength, axis=1)
    by_back = split.reshape(len(fives), -1, 3)[back]  # (n, 56, 3): the splits with that back
    mids = np.take_along_axis(strength, by_back[:, :, 1], axis=1)
    fronts = hands[np.arange(n)[:, None, None], threes[by_back[:, :, 0]]]
    fr = front_ranks(fronts.reshape(-1, 3)).reshape(n, -1)
    ok = fr <= tables().front_limit[mids]
    score = np.where(ok, mids, mids - 10_000)
    j = np.argmax(score, axis=1)
    pick = by_back[np.arange(n), j]
    rows = np.concatenate([threes[pick[:, 0]], fives[pick[:, 1]], fives[pick[:, 2]]], axis=1)
    return np.take_along_axis(hands, rows, axis=1)


def _rows_of(hands: IntArray) -> tuple[IntArray, IntArray, IntArray]:
    """(front rank, middle strength, back strength) of hands laid out front, middle, back."""
    return (front_ranks(hands[:, :3]), evaluate_batch(hands[:, 3:8]).astype(np.int64),
            evaluate_batch(hands[:, 8:13]).astype(np.int64))


def _row_terms(mine: IntArray, my_rate: IntArray, opp: IntArray, opp_rate: IntArray
               ) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64], npt.NDArray[np.float64]]:
    """Per value of ours: (mean units of this row, share of opponents it beats, share
    that beat it)."""
    n = len(opp)
    order = np.argsort(opp, kind="stable")
    ys = opp[order]
    tail = np.concatenate([np.cumsum(opp_rate[order][::-1])[::-1], [0]])
    below = np.searchsorted(ys, mine, side="left")
    above_from = np.searchsorted(ys, mine, side="right")
    win = below / n
    lose = (n - above_from) / n
    return my_rate * win - tail[above_from] / n, win, lose


@dataclasses.dataclass(frozen=True)
class Solution:
    """The best split: card indexes of the front, middle and back, its expected units
    against one sampled opponent, and how many splits were scored and were legal."""

    front: tuple[int, ...]
    middle: tuple[int, ...]
    back: tuple[int, ...]
    expected: float
    legal: int
    checked_jointly: int
    """Splits whose scoop term was computed pairwise (the rest were bounded out)."""


def solve(cards: Sequence[int], opponents: Rows, *, scoop: int = 3) -> Solution:
    """The non-fouling split of ``cards`` (13 card ints) with the highest mean
    settlement against ``opponents`` (see the module docstring)."""
    if len(cards) != 13:
        raise ValueError(f"a setting needs 13 cards, got {len(cards)}")
    t = tables()
    threes, fives, split = subsets()
    arr = np.asarray(cards, dtype=np.int64)
    fr = front_ranks(arr[threes])
    fs = evaluate_batch(arr[fives]).astype(np.int64)
    f_id, m_id, b_id = split[:, 0], split[:, 1], split[:, 2]
    legal = np.flatnonzero(~_fouls(fr[f_id], fs[m_id], fs[b_id]))
    f_id, m_id, b_id = f_id[legal], m_id[legal], b_id[legal]
    of, om, ob = opponents.front, opponents.middle, opponents.back
    rf, rm, rb = opponents.rates()
    ef, _, _ = _row_terms(fr, t.front_rate[fr], of, rf)
    em, _, _ = _row_terms(fs, t.middle_rate[fs], om, rm)
    eb, _, _ = _row_terms(fs, t.back_rate[fs], ob, rb)
    rows = ef[f_id] + em[m_id] + eb[b_id]
    # the scoop: a fouled opponent is swept by every split (a constant); the others are
    # compared jointly, but only for splits the bounds cannot rule out
    live = np.flatnonzero(of >= 0)
    share = len(live) / len(of)
    base = scoop * (1 - share)
    lf_, lm_, lb_ = of[live], om[live], ob[live]
    zero = np.zeros(len(live), dtype=np.int64)
    _, wf, lf = _row_terms(fr, t.front_rate[fr], lf_, zero) if len(live) else (None, 0 * fr, 0 * fr)
    _, wm, lm = _row_terms(fs, t.middle_rate[fs], lm_, zero) if len(live) else (None, 0 * fs, 0 * fs)
    _, wb, lb = _row_terms(fs, t.back_rate[fs], lb_, zero) if len(live) else (None, 0 * fs, 0 * fs)
    k = scoop * share
    upper = rows + base + k * np.minimum(np.minimum(wf[f_id], wm[m_id]), wb[b_id])
    lower = rows + base - k * np.minimum(np.minimum(lf[f_id], lm[m_id]), lb[b_id])
    cand = np.flatnonzero(upper >= lower.max())
    cand = cand[np.argsort(-upper[cand], kind="stable")]
    best_v, best_i, checked = -np.inf, -1, 0
    for lo in range(0, len(cand), 256):  # the scoop term, pairwise, for the candidates only
        c = cand[lo:lo + 256]
        if upper[c[0]] < best_v:  # sorted by the upper bound: nothing later can win
            break
        checked += len(c)
        x_f, x_m, x_b = fr[f_id[c]][:, None], fs[m_id[c]][:, None], fs[b_id[c]][:, None]
        sweep = ((lf_ < x_f) & (lm_ < x_m) & (lb_ < x_b)).sum(axis=1)
        swept = ((lf_ > x_f) & (lm_ > x_m) & (lb_ > x_b)).sum(axis=1)
        v = rows[c] + base + scoop * (sweep - swept) / len(of)
        j = int(np.argmax(v))
        if v[j] > best_v:
            best_v, best_i = float(v[j]), int(c[j])
    three, mid, back = threes[f_id[best_i]], fives[m_id[best_i]], fives[b_id[best_i]]
    return Solution(tuple(int(i) for i in three), tuple(int(i) for i in mid),
                    tuple(int(i) for i in back), best_v, len(legal), checked)


def unseen_by(cards: Sequence[int]) -> list[int]:
    """The 39 standard cards not among ``cards``."""
    mine = {c & 127 for c in cards}
    return [int(c) for c in deck52() if int(c) not in mine]


def best_split(cards: Sequence[int], *, samples: int = 4000, seed: int = 0, model: str = "random",
               scoop: int = 3) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], float]:
    """(front, middle, back) cards of the best split of ``cards`` and its expected units
    against one opponent set by ``model`` (``samples`` sampled opponents, seeded)."""
    rng = np.random.default_rng(seed)
    opp = sample_opponents(unseen_by(cards), samples, rng, model)
    s = solve(cards, opp, scoop=scoop)

    def pick(ix: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(int(cards[i]) for i in ix)

    return pick(s.front), pick(s.middle), pick(s.back), s.expected


__all__ = ["MODELS", "Rows", "Solution", "Tables", "best_split", "front_ranks",
           "sample_opponents", "solve", "subsets", "tables", "unseen_by"]
