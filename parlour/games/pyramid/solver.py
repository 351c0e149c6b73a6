"""An exact Pyramid solver: can this deal (or this position) still clear the pyramid?

A depth-first search over compact states with memoization. A state is a bitmask of the
pyramid cards still present, a bitmask of the stock cards still in play (stock, turned
card and waste form one sequence in the order the cards are turned, which recycling
keeps: ruling P4), the pointer into that sequence (cards before it are turned, the last
of them on top), the pass number when passes are limited, and whether the state was
reached by drawing. Moves are:

* a removal (a king alone, a pair totalling 13) among the available cards, exactly as
  :class:`~parlour.games.pyramid.Pyramid` allows them under the same options;
* a *draw run*: draw until a chosen stock card is on top, turning the waste over on the
  way if a pass is left. A run only follows a removal (or the deal), and after a run
  the next move must discard a card of the stock (a removal within the pyramid alone
  could have been made before the run). With ``strict_draw`` a run starts only when the
  pyramid alone has no removal; a waste card that pairs does not stop it.

Pruning: an available king is always removed at once (it never hurts); a position is
dead when some pyramid card has no partner left that is not above or below it (nor in
the stock), or a rank has more pyramid cards than its complementary rank has cards
left. Runs never repeat a full removal-free pass, so every move list replays in the
engine, including its unlimited-pass loss rule (R3).

>>> import parlour
>>> sol = solve(parlour.new_game("pyramid", seed=5))
>>> sol.solvable, len(sol.moves) > 0
(True, True)
>>> g = parlour.new_game("pyramid", seed=5)
>>> for a in sol.moves:
...     _ = g.apply(0, a)
>>> g.result().winners
[0]
"""

from __future__ import annotations

import dataclasses
import sys
from typing import Any

from parlour.cards import CARD_TEXT
from parlour.engine.actions import Action
from parlour.engine.game import Game
from parlour.games.pyramid.layout import geometry, never_paired
from parlour.games.pyramid.verdict import why_unclearable

DRAW = Action("draw")
RECYCLE = Action("recycle")


@dataclasses.dataclass(frozen=True)
class SolveRules:
    """The rule options that decide solvability (the game's options of the same names)."""

    rows: int = 7
    max_passes: int = 0
    tuts_tomb_quirk: bool = False
    stock_waste_pairs: bool = False
    strict_draw: bool = False

    @classmethod
    def of(cls, options: Any) -> SolveRules:
        return cls(**{f.name: getattr(options, f.name) for f in dataclasses.fields(cls)})


@dataclasses.dataclass
class Solution:
    """The answer: whether the pyramid can be cleared, the moves (engine actions, empty
    when it cannot), and how many states the search visited."""

    solvable: bool
    moves: list[Action]
    states: int
    stopped: bool = False
    """True when the search hit its state limit before deciding (then ``solvable`` is False)."""
    reason: str = ""
    """Why it cannot be cleared, in a player's words (empty when it can, or undecided)."""


class SearchLimit(Exception):
    """Raised inside the search when its state budget is spent."""


def position_of(game: Game) -> tuple[list[int | None], list[int], int, int, bool]:
    """(pyramid cards with ``None`` for removed slots, the stock sequence in turning
    order, the pointer, the pass number, whether a card was removed this pass) of a
    Pyramid game, as the solver reads it."""
    z = game.zones
    seq = list(z["waste"].cards)
    if "turned" in z:
        seq += z["turned"].cards
    p = len(seq)
    seq += z["stock"].cards[::-1]
    return (list(z["pyramid"].cards), [int(c) for c in seq if c is not None], p,
            game.pass_no, game.removed_in_pass)  # type: ignore[attr-defined]


def solve(game: Game, *, rules: SolveRules | None = None, limit: int = 0) -> Solution:
    """Solve the Pyramid ``game`` from its current position under its own options (or
    ``rules``). ``limit`` > 0 stops after that many states (``stopped``)."""
    rules = rules or SolveRules.of(game.options)
    pyr, seq, p, pass_no, removed = position_of(game)
    if game.is_over():
        won = not any(c is not None for c in pyr)
        return Solution(won, [], 0)
    return solve_position(pyr, seq, p, pass_no, removed, rules, limit=limit)


def solve_position(pyr: list[int | None], seq: list[int], p: int, pass_no: int,
                   removed_in_pass: bool, rules: SolveRules, *, limit: int = 0) -> Solution:
    """Solve a position given as plain data (see :func:`position_of`). An unclearable
    position comes with its ``reason``: the card that can never be paired, when one
    explains it, else that every line was searched."""
    if rules.max_passes == 0 and not rules.strict_draw and (removed_in_pass or p == 0):
        sol = _solve_open(pyr, seq, p, rules, limit)
    else:
        sol = _solve_sequenced(pyr, seq, p, pass_no, removed_in_pass, rules, limit)
    if not sol.solvable and not sol.stopped:
        sol.reason = why_unclearable(pyr, seq, p, rules) or (
            "no order of moves clears it: the search tried every line")
    return sol


def _solve_sequenced(pyr: list[int | None], seq: list[int], p: int, pass_no: int,
                     removed_in_pass: bool, rules: SolveRules, limit: int) -> Solution:
    """The general search: the stock's order, the pointer and the passes matter."""
    geo = geometry(rules.rows)
    n, m = geo.size, len(seq)
    rank = [0] * n
    tab = 0
    for i, c in enumerate(pyr):
        if c is not None:
            tab |= 1 << i
            rank[i] = c & 15
    srank = [c & 15 for c in seq]
    tmask = [0] * 14
    smask = [0] * 14
    for i in range(n):
        if tab >> i & 1:
            tmask[rank[i]] |= 1 << i
    for i, r in enumerate(srank):
        smask[r] |= 1 << i
    quirk = rules.tuts_tomb_quirk
    classic = rules.stock_waste_pairs
    strict = rules.strict_draw
    maxp = rules.max_passes
    cmask = geo.child_mask
    children = geo.children
    block = never_paired(geo, quirk)
    relax = OpenSearch(pyr, rules)
    s1, s2 = n, n + m
    s3 = s2 + 7
    seen: set[int] = set()
    path: list[tuple[Any, ...]] = []
    full = (1 << m) - 1

    def tops(srem: int, p: int) -> tuple[int, int]:
        """(turned index or -1, waste top index or -1)."""
        low = srem & ((1 << p) - 1)
        if classic and p and low >> (p - 1) & 1:
            rest = low & ~(1 << (p - 1))
            return p - 1, rest.bit_length() - 1
        return -1, low.bit_length() - 1

    def moves(tab: int, srem: int, p: int, fresh: bool) -> list[tuple[int, int]]:
        """Removals as (pyramid bits, stock bits); a king first and alone (forced)."""
        exp = []
        t = tab
        while t:
            b = t & -t
            i = b.bit_length() - 1
            t ^= b
            if not tab & cmask[i]:
                exp.append(i)
        turned, top = tops(srem, p)
        outside = [j for j in (turned, top) if j >= 0]
        for j in outside:
            if srank[j] == 13:
                return [(0, 1 << j)]
        if not fresh:
            for i in exp:
                if rank[i] == 13:
                    return [(1 << i, 0)]
        out: list[tuple[int, int]] = []
        if not fresh:
            for a in range(len(exp)):
                ra = rank[exp[a]]
                for b in range(a + 1, len(exp)):
                    if ra + rank[exp[b]] == 13:
                        out.append(((1 << exp[a]) | (1 << exp[b]), 0))
            if quirk:
                for i in range(n):
                    if tab >> i & 1 and children[i]:
                        cov = tab & cmask[i]
                        if cov and not cov & (cov - 1):
                            k = cov.bit_length() - 1
                            if not tab & cmask[k] and rank[i] + rank[k] == 13:
                                out.append(((1 << i) | cov, 0))
        for j in outside:
            rj = srank[j]
            for i in exp:
                if rank[i] + rj == 13:
                    out.append((1 << i, 1 << j))
        if classic and len(outside) == 2 and srank[outside[0]] + srank[outside[1]] == 13:
            out.append((0, (1 << outside[0]) | (1 << outside[1])))
        return out

    def reachable(tab: int, srem: int, p: int, pas: int) -> int:
        """Stock cards that may still be used: all while a pass is left; in the last
        pass the stock ahead, and the waste from its top down to the first card that
        nothing left could ever discard (the cards under it can never come up)."""
        if maxp == 0 or pas < maxp:
            return srem
        ahead = srem & ~((1 << p) - 1)
        out = ahead
        # supply[r]: cards of rank r that could ever discard a waste card of rank 13 - r
        supply = [bin(tab & tmask[r]).count("1") for r in range(14)]
        w = srem & ((1 << p) - 1)
        if classic:
            t = ahead
            while t:
                b = t & -t
                t ^= b
                supply[srank[b.bit_length() - 1]] += 1
            if p and w >> (p - 1) & 1:
                # the turned card lies apart: the waste top under it stays available, and
                # the turned card may discard it
                out |= 1 << (p - 1)
                w ^= 1 << (p - 1)
                supply[srank[p - 1]] += 1
        # the waste is a stack: a card is reachable only if every card above it can be
        # discarded, and each of those needs its own partner (two waste cards never pair)
        while w:
            j = w.bit_length() - 1
            out |= 1 << j
            r = srank[j]
            if r != 13:
                c = 13 - r
                if not supply[c]:
                    break
                supply[c] -= 1
            w ^= 1 << j
        return out

    def dead(tab: int, srem: int) -> bool:
        for r in range(1, 13):
            xs = tab & tmask[r]
            if not xs:
                continue
            c = 13 - r
            if bin(srem & smask[c]).count("1") + bin(tab & tmask[c]).count("1") < bin(xs).count("1"):
                return True
            if srem & smask[c]:
                continue
            if _stranded(xs, tab & tmask[c], block):
                return True
        return False

    def norm(srem: int, p: int) -> int:
        return p if classic else (srem & ((1 << p) - 1)).bit_length()

    def runs(tab: int, srem: int, p: int, pas: int, may_cross: bool) -> list[tuple[int, int]]:
        """Draw runs: (new pointer, new pass) after drawing (and maybe turning the waste)."""
        can_cross = may_cross and (maxp == 0 or pas < maxp) and srem
        out: list[tuple[int, int]] = []
        rest = srem >> p
        q = p
        while rest:
            b = (rest & -rest).bit_length()
            q += b
            rest >>= b
            out.append((q, pas))
        if can_cross:
            low = srem & ((1 << p) - 1)
            q = 0
            while low:
                b = (low & -low).bit_length()
                q += b
                low >>= b
                if q < p:
                    out.append((q, pas + 1))
        return out

    count = 0

    def search(tab: int, srem: int, p: int, pas: int, fresh: bool, may_cross: bool) -> bool:
        nonlocal count
        if not tab:
            return True
        p = norm(srem, p)
        reach = reachable(tab, srem, p, pas)
        # stock cards outside ``reach`` can never be used again: leave them out of the key
        key = tab | reach << s1 | p << s2 | (pas if maxp else 0) << s3
        key = key << 1 | fresh
        if key in seen:
            return False
        seen.add(key)
        count += 1
        if limit and count > limit:
            raise SearchLimit
        if dead(tab, reach):
            return False
        cnt = 0
        while reach:
            b = reach & -reach
            reach ^= b
            r = srank[b.bit_length() - 1]
            if r != 13:
                cnt += 1 << (3 * r)
        if not relax.solvable(tab, cnt):
            return False
        rem = moves(tab, srem, p, fresh)
        for tb, sb in rem:
            path.append(("remove", tb, sb))
            if search(tab & ~tb, srem & ~sb, p, pas, False, True):
                return True
            path.pop()
            if len(rem) == 1 and (tb & (tb - 1)) == 0 and (sb & (sb - 1)) == 0 and (
                    (tb and rank[tb.bit_length() - 1] == 13) or (sb and srank[sb.bit_length() - 1] == 13)):
                return False  # a forced king: nothing else to try
        if fresh or (strict and relax.options(tab, 0)):
            return False  # strict_draw: no draw while the pyramid alone has a move
        for q, cur in runs(tab, srem, p, pas, may_cross):
            if not moves(tab, srem, q, True):
                continue
            path.append(("run", p, pas, q, cur, srem))
            if search(tab, srem, q, cur, True, True):
                return True
            path.pop()
        return False

    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, 4 * (n + m) + 200))
    try:
        ok = search(tab, full, p, pass_no, False, removed_in_pass or maxp != 0 or p == 0)
    except SearchLimit:
        return Solution(False, [], count, stopped=True)
    finally:
        sys.setrecursionlimit(old)
    if not ok:
        return Solution(False, [], count)
    return Solution(True, _actions(path, pyr, seq), count)


def _actions(path: list[tuple[Any, ...]], pyr: list[int | None], seq: list[int]) -> list[Action]:
    """The search path as engine actions."""
    out: list[Action] = []
    for step in path:
        if step[0] == "remove":
            _, tb, sb = step
            names = [CARD_TEXT[c] for i, c in enumerate(pyr) if tb >> i & 1 and c is not None]
            names += [CARD_TEXT[seq[j]] for j in range(len(seq)) if sb >> j & 1]
            out.append(Action("remove", cards=names))
            continue
        _, p, pas, q, cur, srem = step
        if cur == pas:
            out += [DRAW] * bin(srem & ((1 << q) - 1) & ~((1 << p) - 1)).count("1")
        else:
            out += [DRAW] * bin(srem >> p).count("1")
            out.append(RECYCLE)
            out += [DRAW] * bin(srem & ((1 << q) - 1)).count("1")
    return out


def _solve_open(pyr: list[int | None], seq: list[int], p: int, rules: SolveRules,
                limit: int) -> Solution:
    """Unlimited passes, drawing at any time: see :func:`open_plan`; the plan's moves are
    then made concrete by :func:`_concrete`."""
    try:
        plan, count = open_plan(pyr, [c & 15 for c in seq], rules, limit=limit)
    except SearchLimit as stop:
        return Solution(False, [], stop.args[0] if stop.args else limit, stopped=True)
    if plan is None:
        return Solution(False, [], count)
    return Solution(True, _concrete(plan, pyr, seq, p, rules.stock_waste_pairs), count)


def open_plan(pyr: list[int | None], stock_ranks: list[int], rules: SolveRules, *,
              limit: int = 0) -> tuple[list[tuple[int, int]] | None, int]:
    """Unlimited passes, drawing at any time: after any removal every stock card can be
    brought to the top (draw on, or turn the waste over and draw again), so only how many
    stock cards of each rank remain matters, not their order: a player who knows no more
    than the stock's *content* (every card not in the pyramid) can play this plan.

    Returns ``(plan, states)``: the plan is a list of ``(pyramid slots bitmask, stock rank)``
    removals (rank 0: a removal within the pyramid), or ``None`` when the pyramid cannot be
    cleared. Pairs of two stock cards (classic-pairs) never help, nor do stock kings."""
    search = OpenSearch(pyr, rules, limit=limit)
    tab = sum(1 << i for i, c in enumerate(pyr) if c is not None)
    plan = search.plan(tab, counts(stock_ranks))
    return plan, search.states


def counts(ranks: list[int]) -> int:
    """Stock cards per rank, packed 3 bits a rank (kings left out: they pair with nothing)."""
    out = 0
    for r in ranks:
        if r != 13:
            out += 1 << (3 * r)
    return out


class OpenSearch:
    """The open-stock relaxation: can the pyramid be cleared when any stock card counted
    in ``cnt`` may be used at any time? Exact for unlimited passes; a necessary condition
    (a prune) under every other rule. Results are memoized per (pyramid mask, counts)."""

    def __init__(self, pyr: list[int | None], rules: SolveRules, *, limit: int = 0) -> None:
        geo = geometry(rules.rows)
        self.n = n = geo.size
        self.rank = rank = [0] * n
        for i, c in enumerate(pyr):
            if c is not None:
                rank[i] = c & 15
        self.tmask = tmask = [0] * 14
        for i, c in enumerate(pyr):
            if c is not None:
                tmask[rank[i]] |= 1 << i
        self.quirk = rules.tuts_tomb_quirk
        self.cmask = geo.child_mask
        self.children = geo.children
        self.block = never_paired(geo, self.quirk)
        self.memo: dict[int, bool] = {}
        self.states = 0
        self.limit = limit

    def dead(self, tab: int, cnt: int) -> bool:
        """A pyramid card without any possible partner, or a rank short of partners."""
        tmask, block = self.tmask, self.block
        for r in range(1, 13):
            xs = tab & tmask[r]
            if not xs:
                continue
            c = 13 - r
            have = cnt >> (3 * c) & 7
            if have + bin(tab & tmask[c]).count("1") < bin(xs).count("1"):
                return True
            if have:
                continue
            if _stranded(xs, tab & tmask[c], block):
                return True
        return False

    def options(self, tab: int, cnt: int) -> list[tuple[int, int]]:
        """Removals as (pyramid bits, stock rank or 0); an uncovered king alone (forced)."""
        rank, cmask = self.rank, self.cmask
        exp = []
        t = tab
        while t:
            b = t & -t
            i = b.bit_length() - 1
            t ^= b
            if not tab & cmask[i]:
                if rank[i] == 13:
                    return [(b, 0)]
                exp.append(i)
        opts: list[tuple[int, int]] = []
        for a in range(len(exp)):
            ra = rank[exp[a]]
            for b2 in range(a + 1, len(exp)):
                if ra + rank[exp[b2]] == 13:
                    opts.append(((1 << exp[a]) | (1 << exp[b2]), 0))
        if self.quirk:
            for i in range(self.n):
                if tab >> i & 1 and self.children[i]:
                    cov = tab & cmask[i]
                    if cov and not cov & (cov - 1):
                        k = cov.bit_length() - 1
                        if not tab & cmask[k] and rank[i] + rank[k] == 13:
                            opts.append(((1 << i) | cov, 0))
        for i in exp:
            c = 13 - rank[i]
            if cnt >> (3 * c) & 7:
                opts.append((1 << i, c))
        return opts

    def solvable(self, tab: int, cnt: int) -> bool:
        """Whether the relaxation clears the pyramid from here (memoized; the pyramid
        shrinks with every move, so the search is a DAG)."""
        if not tab:
            return True
        key = tab | cnt << self.n
        hit = self.memo.get(key)
        if hit is not None:
            return hit
        self.states += 1
        if self.limit and self.states > self.limit:
            raise SearchLimit(self.states)
        ok = not self.dead(tab, cnt) and any(
            self.solvable(tab & ~tb, cnt - (1 << (3 * c)) if c else cnt)
            for tb, c in self.options(tab, cnt))
        self.memo[key] = ok
        return ok

    def plan(self, tab: int, cnt: int) -> list[tuple[int, int]] | None:
        """A clearing sequence of removals, or ``None``."""
        old = sys.getrecursionlimit()
        sys.setrecursionlimit(max(old, 2 * self.n + 200))
        try:
            if not self.solvable(tab, cnt):
                return None
            out = []
            while tab:
                tb, c = next((tb, c) for tb, c in self.options(tab, cnt)
                             if self.solvable(tab & ~tb, cnt - (1 << (3 * c)) if c else cnt))
                out.append((tb, c))
                tab &= ~tb
                cnt = cnt - (1 << (3 * c)) if c else cnt
            return out
        finally:
            sys.setrecursionlimit(old)


def _stranded(xs: int, ys: int, block: list[int]) -> bool:
    """True if some pyramid card in the mask ``xs`` has no partner in ``ys`` except cards
    it covers itself (``block[i]``: what card ``i`` blocks): it can never be paired."""
    while xs:
        b = xs & -xs
        xs ^= b
        if not ys & ~block[b.bit_length() - 1]:
            return True
    return False


def _concrete(path: list[tuple[int, int]], pyr: list[int | None], seq: list[int], p: int,
              classic: bool) -> list[Action]:
    """Engine actions for an open-stock path: each pyramid card paired with a stock rank
    takes the nearest stock card of that rank, drawing (and turning the waste over) to it."""
    out: list[Action] = []
    srem = (1 << len(seq)) - 1
    for tb, c in path:
        names = [CARD_TEXT[c] for i, c in enumerate(pyr) if tb >> i & 1 and c is not None]
        if c:
            low = srem & ((1 << p) - 1)
            tops = [low.bit_length() - 1] if low else []
            if classic and p and low >> (p - 1) & 1:
                rest = low & ~(1 << (p - 1))
                tops = [p - 1] + ([rest.bit_length() - 1] if rest else [])
            j = next((t for t in tops if seq[t] & 15 == c), -1)
            if j < 0:
                ahead = [k for k in range(p, len(seq)) if srem >> k & 1]
                hit = next((k for k in ahead if seq[k] & 15 == c), -1)
                if hit < 0:
                    out += [DRAW] * len(ahead) + [RECYCLE]
                    ahead = [k for k in range(len(seq)) if srem >> k & 1]
                    hit = next(k for k in ahead if seq[k] & 15 == c)
                out += [DRAW] * (ahead.index(hit) + 1)
                j, p = hit, hit + 1
            srem &= ~(1 << j)
            names.append(CARD_TEXT[seq[j]])
        out.append(Action("remove", cards=names))
    return out
