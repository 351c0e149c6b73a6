"""Chinese Poker bots, both exhaustive over all 72,072 splits of their thirteen cards.

:class:`SolverBot` (the game's bot) sets the split with the highest expected units
against sampled opponent settings (:mod:`parlour.games.chinese_poker.solver`), declares
a natural only when its payment beats that expectation, and surrenders only when the
expectation is worse than the surrender. :class:`HeuristicBot`, described below, is the
earlier setter, kept as a baseline.

It sees its own thirteen cards (its view). Every split into front 3, middle 5 and back 5
is scored, fouls excluded (equal rows are allowed): each row's strength becomes its
share of random hands of that size it beats (ties half; the front among all 22,100
three-card hands, five-card rows by :data:`parlour.rules.showdown.PERCENTILE`), weighted
by the row's premium rate when it would win; the best-scoring split is set. The middle
and back shares are shifted toward the stronger hands a set middle and back are
(``middle_bias``, ``back_bias``: the share counts as ``p ** bias``). A natural is always
declared (it beats every regular hand); the bot never surrenders a set hand.
"""

from __future__ import annotations

import functools
import itertools
from typing import Any

from parlour.bots.base import Bot, SeatPort
from parlour.cards import Card, deck52
from parlour.engine.actions import Action
from parlour.games.chinese_poker import solver
from parlour.hands import evaluate5
from parlour.rules.rows import chinese_rate, compare_keys, find_natural, five_key, front_key
from parlour.rules.showdown import PERCENTILE

ROWS = ("front", "middle", "back")


@functools.cache
def _front_share() -> dict[tuple[int, ...], float]:
    """Front key -> the share of three-card fronts it beats (ties half)."""
    counts: dict[tuple[int, ...], int] = {}
    for trio in itertools.combinations([int(c) for c in deck52()], 3):
        k = front_key(trio)
        counts[k] = counts.get(k, 0) + 1
    total, below, out = sum(counts.values()), 0, {}
    for k in sorted(counts):
        out[k] = (below + counts[k] / 2) / total
        below += counts[k]
    return out


@functools.cache
def _masks() -> tuple[tuple[int, int, int], ...]:
    """Every split of 13 indexes as (front, middle, back) bitmasks."""
    out = []
    for back in itertools.combinations(range(13), 5):
        rest = [i for i in range(13) if i not in back]
        bm = sum(1 << i for i in back)
        for mid in itertools.combinations(rest, 5):
            mm = sum(1 << i for i in mid)
            out.append((8191 & ~bm & ~mm, mm, bm))
    return tuple(out)


def best_setting(cards: list[int], middle_bias: float = 2.0,
                 back_bias: float = 3.0) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """The best non-fouling (front, middle, back) of 13 cards by the score above."""
    fshare = _front_share()
    fronts: dict[int, tuple[tuple[int, ...], float]] = {}
    for t in itertools.combinations(range(13), 3):
        k = front_key([cards[i] for i in t])
        fronts[sum(1 << i for i in t)] = (k, fshare[k] * chinese_rate(0, k))
    fives: dict[int, tuple[int, tuple[int, ...], float, float]] = {}
    for q in itertools.combinations(range(13), 5):
        cs = [cards[i] for i in q]
        s = evaluate5(cs)
        k = five_key(cs)
        p = PERCENTILE[s]
        fives[sum(1 << i for i in q)] = (s, k, p ** middle_bias * chinese_rate(1, k),
                                         p ** back_bias * chinese_rate(2, k))
    best, best_v = None, -1.0
    for fm, mm, bm in _masks():
        ms, mk, mv, _ = fives[mm]
        bs, _, _, bv = fives[bm]
        if bs < ms:
            continue
        fk, fv = fronts[fm]
        v = fv + mv + bv
        if v > best_v and compare_keys(mk, fk) >= 0:
            best, best_v = (fm, mm, bm), v
    assert best is not None  # the strongest five as back, the next five as middle never fouls

    def pick(m: int) -> tuple[int, ...]:
        return tuple(cards[i] for i in range(13) if m >> i & 1)

    return pick(best[0]), pick(best[1]), pick(best[2])


class HeuristicBot(Bot):
    """Sets its hands with :func:`best_setting`, declares naturals, never surrenders."""

    kind = "heuristic"

    def __init__(self, seat: int, *, seed: int = 0, level: str = "normal") -> None:
        super().__init__(seat, seed=seed, level=level)
        self.plan: dict[str, str] = {}
        """card text -> row, for the hand being set."""
        self.expected = 0.0
        """Expected units per opponent of the planned split (the solver's estimate)."""

    def setting(self, cards: list[int], port: SeatPort) -> tuple[tuple[int, ...], ...]:
        """(front, middle, back) for ``cards``; sets :attr:`expected` where it knows it."""
        return best_setting(cards)

    def declares(self, port: SeatPort) -> bool:
        """Whether to declare the natural this hand holds."""
        return True

    def surrenders(self, port: SeatPort) -> bool:
        """Whether to surrender once the naturals are paid."""
        return False

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        if not legal:
            return None
        types = {a.type for a in legal}
        view = port.view()
        mine = _my_cards(view, self.seat)
        if set(self.plan) != set(mine):
            f, m, b = self.setting([int(Card.parse(c)) for c in mine], port)
            self.plan = {str(Card(c)): r for r, row in zip(ROWS, (f, m, b), strict=True)
                         for c in row}
        if "keep" in types:
            return Action("surrender" if self.surrenders(port) else "keep")
        if "declare" in types and self.declares(port):
            return Action("declare")
        if "set" in types and all(a.type != "take" or self._right(port, a) for a in legal):
            return Action("set")
        for a in legal:
            if a.type == "take" and not self._right(port, a):
                return a
        for a in legal:
            if a.type == "place" and self.plan.get(a.get("card")) == a.get("row"):
                return a
        return legal[0]

    def _right(self, port: SeatPort, take: Action) -> bool:
        """Whether the card a ``take`` would lift sits in its planned row."""
        view = port.view()
        for z in view["zones"]:
            row = z["id"].split(":")[0]
            if z["owner"] == self.seat and row in ROWS and take.get("card") in z["cards"]:
                return bool(self.plan.get(take.get("card")) == row)
        return False


class SolverBot(HeuristicBot):
    """Sets the split with the highest expected units against ``samples`` opponent
    settings drawn by ``model`` (:mod:`parlour.games.chinese_poker.solver`); the sample
    is seeded from the bot's generator, so a bot seed and a deal give the same play.
    A natural is declared when its payment is at least the expected units of the best
    split; it surrenders when the expected units against the opponents still to be
    compared are worse than paying the surrender to every opponent."""

    def __init__(self, seat: int, *, seed: int = 0, level: str = "normal", model: str = "random",
                 samples: int = 4000) -> None:
        super().__init__(seat, seed=seed, level=level)
        if model not in solver.MODELS:
            raise ValueError(f"unknown opponent model {model!r}; choose one of {', '.join(solver.MODELS)}")
        self.model = model
        self.samples = samples

    def setting(self, cards: list[int], port: SeatPort) -> tuple[tuple[int, ...], ...]:
        scoop = int(getattr(port.options, "scoop", 3))
        seed = self.rng.below(2 ** 31)
        f, m, b, ev = solver.best_split(cards, samples=self.samples, seed=seed, model=self.model,
                                        scoop=scoop)
        self.expected = ev
        return f, m, b

    def declares(self, port: SeatPort) -> bool:
        mine = [int(Card.parse(c)) for c in _my_cards(port.view(), self.seat)]
        nat = find_natural(mine) if len(mine) == 13 else None
        return nat is not None and nat.payment >= self.expected

    def surrenders(self, port: SeatPort) -> bool:
        o = port.options
        others = [s for s in range(port.players) if s != self.seat]
        naturals = port.view().get("naturals") or [""] * port.players
        keep = sum(self.expected * o.unit_between(self.seat, s) for s in others if not naturals[s])
        give = sum(o.surrender * o.unit_between(self.seat, s) for s in others)
        return bool(keep < -give)


def _my_cards(view: dict[str, Any], seat: int) -> list[str]:
    out = []
    for z in view["zones"]:
        if z["owner"] == seat and z["id"].split(":")[0] in ("hand", *ROWS):
            out += [c for c in z["cards"] if c]
    return out
