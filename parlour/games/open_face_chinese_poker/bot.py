"""Open-Face Chinese Poker bots: a Monte Carlo placement bot with a heuristic fallback.

Both see only their seat's view: their own rows and cards to place, the other players'
face-up rows; every other card is *unseen* (the stock, hands not yet turned up,
fantasyland rows face down).

*Value of a finished setting* (per opponent, in points): a foul costs
``FOUL_COST`` (the penalty of 6 plus about 3 for the opponent's royalties); otherwise
its royalties (the game's table) plus, per row, ``2p - 1`` where ``p`` is the row's share
of random hands of its size it beats (the middle's share squared, the back's cubed: set
rows are stronger than random ones), plus ``FANTASY_BONUS`` when the front earns
fantasyland (or, in fantasyland, keeps it).

*Monte Carlo placement* (``samples`` > 0): for each legal placement of the card drawn,
``samples`` futures are drawn from the unseen cards (as many as the empty slots), and
in each future the best way to fill the rows is found by enumerating every assignment
of those cards to the slots, all rows scored at once with the batch evaluator
(:func:`parlour.hands.batch.evaluate_batch`); the placement with the best mean wins
("hindsight" optimisation: each future is played perfectly, so foul risk is
underestimated early). The first five cards: every split is pre-scored by the heuristic
below and the best ``shortlist`` splits are compared the same way. Fantasyland: all
72,072 settings of the thirteen cards are scored exactly and the best is set.

*Heuristic* (``samples=0``, and the shortlist): a static score of the partial rows:
made pairs, trips and quads weighted back > middle > front, flush and straight
draws in the five-card rows, a penalty when a row is already stronger than the row
behind it, and high front pairs (fantasyland) rewarded.

No ``SearchHooks``: this bot is the game's search (sampled futures over the unseen
cards); the generic search bot still runs with its default rollouts.
"""

from __future__ import annotations

import bisect
import functools
import itertools
from collections import Counter
from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from parlour.bots.base import Bot, SeatPort
from parlour.cards import Card, deck52
from parlour.engine.actions import Action
from parlour.engine.rng import Rng
from parlour.hands.batch import combinations, evaluate_batch
from parlour.hands.poker import MAX_STRENGTH, Category, category, ranks_of
from parlour.rules.rows import ROW_SIZES, front_key, open_row_royalty
from parlour.rules.showdown import PERCENTILE

ROWS = ("front", "middle", "back")
FOUL_COST = 9.0
FANTASY_BONUS = 6.0
I64 = npt.NDArray[np.int64]
F64 = npt.NDArray[np.float64]


def _rank(card: int) -> int:
    r = card & 15
    return 14 if r == 1 else r


# ----- tables: every 5-card strength and every front (by its sorted ranks) ---------------------

@functools.cache
def five_tables(table: str) -> tuple[F64, F64, F64, F64, list[tuple[int, ...]]]:
    """Per strength 0..7462: middle royalty, back royalty, middle value, back value
    (``2p^2 - 1``, ``2p^3 - 1``) and the row keys in strength order."""
    n = MAX_STRENGTH + 1
    roy_m, roy_b = np.zeros(n), np.zeros(n)
    val_m, val_b = np.zeros(n), np.zeros(n)
    keys: list[tuple[int, ...]] = [()]
    for s in range(1, n):
        k = (int(category(s)), *(14 if r == 1 else r for r in ranks_of(s)))
        keys.append(k)
        roy_m[s], roy_b[s] = open_row_royalty(1, k, table), open_row_royalty(2, k, table)
        p = PERCENTILE[s]
        val_m[s], val_b[s] = 2 * p ** 2 - 1, 2 * p ** 3 - 1
    return roy_m, roy_b, val_m, val_b, keys


def front_index(ranks: Sequence[int]) -> int:
    """The index of a front by its ranks (2..14), in any order."""
    a, b, c = sorted(ranks)
    return (a - 2) * 169 + (b - 2) * 13 + (c - 2)


@functools.cache
def front_tables(table: str) -> tuple[F64, I64, F64, F64, F64]:
    """Per front index: royalty, the weakest middle strength that does not foul against
    it, value (``2p - 1`` against random fronts), fantasyland entry (1/0), fantasyland
    stay (three of a kind: 1/0)."""
    keys5 = five_tables(table)[4]
    roy, thr = np.zeros(2197), np.full(2197, MAX_STRENGTH + 1, dtype=np.int64)
    val, enter, stay = np.zeros(2197), np.zeros(2197), np.zeros(2197)
    counts: dict[int, int] = {}
    fkeys: dict[int, tuple[int, ...]] = {}
    for trio in itertools.combinations_with_replacement(range(2, 15), 3):
        idx = front_index(trio)
        mult = Counter(trio)
        if max(mult.values()) > 3:
            continue
        ways = 1
        for m in mult.values():
            ways *= (4, 6, 4)[m - 1]
        suits = {r: 0 for r in mult}
        cards = []
        for r in trio:
            cards.append((suits[r] << 4) | (1 if r == 14 else r))
            suits[r] += 1
        k = front_key(cards)
        fkeys[idx], counts[idx] = k, ways
        roy[idx] = open_row_royalty(0, k, table)
        enter[idx] = float(k[0] == Category.THREE_OF_A_KIND
                           or (k[0] == Category.PAIR and k[1] >= 12))
        stay[idx] = float(k[0] == Category.THREE_OF_A_KIND)
        cut = [key[:len(k)] for key in keys5[1:]]
        thr[idx] = bisect.bisect_left(cut, k) + 1
    total, below = sum(counts.values()), 0
    for idx in sorted(counts, key=lambda i: fkeys[i]):  # one front index per key
        val[idx] = 2 * (below + counts[idx] / 2) / total - 1
        below += counts[idx]
    return roy, thr, val, enter, stay


_RANK_LUT = np.array([_rank(c) if (c & 15) else 0 for c in range(128)], dtype=np.int64)


def setting_values(front: I64, middle: I64, back: I64, table: str, fantasy: bool) -> F64:
    """The value (module doc) of many finished settings at once: arrays of shape
    ``(..., 3)``, ``(..., 5)``, ``(..., 5)`` of card ints."""
    shape = front.shape[:-1]
    sm = evaluate_batch(middle.reshape(-1, 5)).astype(np.int64)
    sb = evaluate_batch(back.reshape(-1, 5)).astype(np.int64)
    r = np.sort(_RANK_LUT[front.reshape(-1, 3)], axis=1)
    fi = (r[:, 0] - 2) * 169 + (r[:, 1] - 2) * 13 + (r[:, 2] - 2)
    roy_m, roy_b, val_m, val_b, _ = five_tables(table)
    roy_f, thr, val_f, enter, stay = front_tables(table)
    foul = (sb < sm) | (sm < thr[fi])
    value = roy_f[fi] + roy_m[sm] + roy_b[sb] + val_f[fi] + val_m[sm] + val_b[sb]
    if fantasy:
        keep = np.maximum(stay[fi], np.maximum(sm >= _FIRST_FULL_HOUSE, sb >= _FIRST_QUADS))
        value = value + FANTASY_BONUS * keep
    else:
        value = value + FANTASY_BONUS * enter[fi]
    out: F64 = np.where(foul, -FOUL_COST, value).reshape(shape)
    return out


def _first_of(cat: Category) -> int:
    return next(s for s in range(1, MAX_STRENGTH + 1) if category(s) == cat)


_FIRST_FULL_HOUSE = _first_of(Category.FULL_HOUSE)
_FIRST_QUADS = _first_of(Category.FOUR_OF_A_KIND)


# ----- assignments of future cards to empty slots ----------------------------------------------

@functools.cache
def assignments(slots: tuple[int, int, int]) -> tuple[I64, I64, I64]:
    """Every way to give ``sum(slots)`` cards (by index) to rows with ``slots`` empty
    places: index arrays of shapes ``(A, slots[r])``."""
    n = sum(slots)
    fs, ms, bs = [], [], []
    for f in itertools.combinations(range(n), slots[0]):
        rest = [i for i in range(n) if i not in f]
        for m in itertools.combinations(rest, slots[1]):
            fs.append(f)
            ms.append(m)
            bs.append(tuple(i for i in rest if i not in m))
    return (np.array(fs, dtype=np.int64).reshape(len(fs), slots[0]),
            np.array(ms, dtype=np.int64).reshape(len(ms), slots[1]),
            np.array(bs, dtype=np.int64).reshape(len(bs), slots[2]))


def expected_value(rows: Sequence[Sequence[int]], unseen: Sequence[int], samples: int,
                   rng: np.random.Generator, table: str) -> float:
    """The mean, over ``samples`` futures drawn from ``unseen``, of the best value of the
    rows completed with that future (module doc)."""
    slots = tuple(ROW_SIZES[r] - len(rows[r]) for r in range(3))
    need = sum(slots)
    if need == 0:
        f, m, b = (np.array([list(rows[r])], dtype=np.int64) for r in range(3))
        return float(setting_values(f, m, b, table, False)[0])
    pool = np.asarray(unseen, dtype=np.int64)
    draw = pool[np.argsort(rng.random((samples, len(pool))), axis=1)[:, :need]]
    fa, ma, ba = assignments((slots[0], slots[1], slots[2]))
    a = len(fa)
    parts = []
    for r, idx in enumerate((fa, ma, ba)):
        fixed = np.broadcast_to(np.array(list(rows[r]), dtype=np.int64),
                                (samples, a, len(rows[r])))
        parts.append(np.concatenate([fixed, draw[:, idx]], axis=2))
    values = setting_values(parts[0], parts[1], parts[2], table, False)
    return float(values.max(axis=1).mean())


# ----- fantasyland: every setting of thirteen cards ----------------------------------------------

@functools.cache
def _split_index() -> tuple[I64, I64, I64]:
    """For each of the 72,072 splits of 13 cards: the index of its front among the 286
    triples and of its middle and back among the 1,287 fives (lexicographic)."""
    tri = {tuple(t): i for i, t in enumerate(combinations(13, 3).tolist())}
    five = {tuple(t): i for i, t in enumerate(combinations(13, 5).tolist())}
    fs, ms, bs = [], [], []
    for back in itertools.combinations(range(13), 5):
        rest = [i for i in range(13) if i not in back]
        for mid in itertools.combinations(rest, 5):
            fs.append(tri[tuple(i for i in rest if i not in mid)])
            ms.append(five[mid])
            bs.append(five[back])
    return np.array(fs), np.array(ms), np.array(bs)


def best_fantasy_setting(cards: Sequence[int], table: str) -> tuple[list[int], list[int], list[int]]:
    """The (front, middle, back) of thirteen cards with the best value (module doc)."""
    c = np.asarray(cards, dtype=np.int64)
    tri, five = c[combinations(13, 3)], c[combinations(13, 5)]
    fi, mi, bi = _split_index()
    values = setting_values(tri[fi], five[mi], five[bi], table, True)
    k = int(values.argmax())
    return tri[fi[k]].tolist(), five[mi[k]].tolist(), five[bi[k]].tolist()


# ----- the heuristic ---------------------------------------------------------------------------

def _made(cards: Sequence[int]) -> float:
    """Made strength of a partial row: 0 nothing, 1 pair, 2 two pairs, 3 trips, 6 full
    house, 7 quads, plus the pair/trip rank as a fraction."""
    counts = Counter(_rank(c) for c in cards)
    by = sorted(((n, r) for r, n in counts.items()), reverse=True)
    if not by:
        return 0.0
    top_n, top_r = by[0]
    pairs = sum(1 for n, _ in by if n >= 2)
    base = {4: 7.0, 3: 6.0 if pairs >= 2 else 3.0, 2: 2.0 if pairs >= 2 else 1.0}.get(top_n, 0.0)
    return base + (top_r / 15 if top_n >= 2 else max(counts) / 100)


def _draws(cards: Sequence[int]) -> float:
    """Flush and straight draws of a partial five-card row (nothing else in it)."""
    if len(cards) < 2:
        return 0.0
    out = 0.0
    suits = Counter(c & 0x70 for c in cards)
    if len(suits) == 1:
        out += 0.4 * (len(cards) - 1)
    ranks = sorted({_rank(c) for c in cards} | ({1} if any(_rank(c) == 14 for c in cards) else set()))
    if len(ranks) == len(cards) and ranks[-1] - ranks[0] <= 4:
        out += 0.3 * (len(cards) - 1)
    return out


def heuristic_score(rows: Sequence[Sequence[int]]) -> float:
    """The static score of partial rows (module doc); higher is better."""
    f, m, b = (_made(r) for r in rows)
    score = 1.0 * f + 1.5 * m + 2.0 * b
    score += _draws(rows[1]) * 0.6 + _draws(rows[2])
    if f > m:
        score -= 3.0 * (f - m) * (0.5 + len(rows[1]) / 10)
    if m > b:
        score -= 3.0 * (m - b) * (0.5 + len(rows[2]) / 10)
    counts = Counter(_rank(c) for c in rows[0])
    if any(n >= 2 and r >= 12 for r, n in counts.items()) and b >= 1 and m >= 1:
        score += 2.0  # a queens-or-better front with the rows behind it paired
    score -= 0.15 * sum(_rank(c) for c in rows[0] if counts[_rank(c)] == 1) / 14 * (
        len(rows[1]) + len(rows[2]) < 6)
    return score


def first_splits(cards: Sequence[int]) -> list[tuple[tuple[int, ...], ...]]:
    """Every split of the first five cards into (front, middle, back), front at most 3."""
    out = []
    for assign in itertools.product(range(3), repeat=len(cards)):
        if assign.count(0) > 3:
            continue
        out.append(tuple(tuple(c for c, a in zip(cards, assign, strict=True) if a == r)
                         for r in range(3)))
    return out


# ----- the bot ---------------------------------------------------------------------------------

class PlacementBot(Bot):
    """Monte Carlo placement (``samples`` futures per choice) with the heuristic fallback
    (``samples=0``); the best fantasyland setting by exhaustive scoring."""

    kind = "heuristic"

    def __init__(self, seat: int, *, seed: int = 0, level: str = "normal",
                 samples: int = 40, shortlist: int = 8) -> None:
        super().__init__(seat, seed=seed, level=level)
        self.samples = samples
        self.shortlist = shortlist
        self.np_rng = np.random.default_rng(Rng(seed * 7919 + seat).next64())
        self.plan: dict[str, str] = {}
        """card text -> row, for the cards being arranged (first five, fantasyland)."""

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        if not legal:
            return None
        types = {a.type for a in legal}
        if types == {"deal"}:
            return legal[0]
        view = port.view()
        table = str(getattr(port.options, "royalties", "flat"))
        mine, hand, unseen = _read(view, self.seat)
        if "take" in types or "set" in types or len(hand) > 1:  # arranging several cards
            return self._arrange(legal, mine, hand, unseen, table, bool(view["fantasyland"][self.seat]))
        card = hand[0]
        options = [a for a in legal if a.type == "place"]
        if len(options) == 1:
            return options[0]
        best, best_v = options[0], -1e9
        for a in options:
            r = ROWS.index(a.get("row"))
            rows = [list(x) for x in mine]
            rows[r].append(card)
            v = (expected_value(rows, unseen, self.samples, self.np_rng, table)
                 if self.samples else heuristic_score(rows))
            if v > best_v:
                best, best_v = a, v
        return best

    def _arrange(self, legal: list[Action], mine: list[list[int]], hand: list[int],
                 unseen: list[int], table: str, fantasy: bool) -> Action:
        held = {str(Card(c)) for c in hand} | {str(Card(c)) for r in mine for c in r}
        if set(self.plan) != held:
            self.plan = self._plan(mine, hand, unseen, table, fantasy)
        for a in legal:  # a card in the wrong row comes back first
            if a.type == "take" and not self._right(a, mine):
                return a
        for a in legal:
            if a.type == "place" and self.plan.get(a.get("card")) == a.get("row"):
                return a
        for a in legal:
            if a.type == "set":
                return a
        return legal[0]

    def _right(self, take: Action, mine: list[list[int]]) -> bool:
        text = take.get("card")
        for r, row in enumerate(mine):
            if any(str(Card(c)) == text for c in row):
                return self.plan.get(text) == ROWS[r]
        return False

    def _plan(self, mine: list[list[int]], hand: list[int], unseen: list[int], table: str,
              fantasy: bool) -> dict[str, str]:
        cards = [c for r in mine for c in r] + hand
        rows: list[list[int]]
        if fantasy and len(cards) == 13:
            rows = list(best_fantasy_setting(cards, table))
        else:
            splits = sorted(first_splits(cards), key=lambda s: -heuristic_score(s))
            rows = [list(x) for x in splits[0]]
            if self.samples:
                top = splits[:self.shortlist]
                vals = [expected_value(s, unseen, self.samples, self.np_rng, table) for s in top]
                rows = [list(x) for x in top[int(np.argmax(vals))]]
        return {str(Card(c)): ROWS[r] for r in range(3) for c in rows[r]}


def _read(view: dict[str, Any], seat: int) -> tuple[list[list[int]], list[int], list[int]]:
    """Own rows, own cards to place, and the unseen cards, from ``seat``'s view."""
    mine: list[list[int]] = [[], [], []]
    hand: list[int] = []
    seen: set[int] = set()
    for z in view["zones"]:
        kind, _, owner = z["id"].partition(":")
        known = [int(Card.parse(c)) for c in z["cards"] if c and c != "??"]
        seen.update(known)
        if owner and int(owner) == seat:
            if kind == "hand":
                hand = known
            elif kind in ROWS:
                mine[ROWS.index(kind)] = known
    unseen = [int(c) for c in deck52() if int(c) not in seen]
    return mine, hand, unseen
