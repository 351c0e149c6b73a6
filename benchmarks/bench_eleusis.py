"""Eleusis measured: random playouts per variant, the plays a bot needs to find each library
rule (by difficulty), and the heuristic against random play.

Run:  python benchmarks/bench_eleusis.py [--quick] [--games N] [--seeds K] [--jobs J]

* **Random playouts.** Whole matches (everyone deals once) at four seats, every seat
  choosing uniformly among its legal actions, per variant: actions per match, hands, and
  CPU microseconds per action (the engine's judging included).
* **Finding the rule.** For each library rule, ``K`` hands at four seats (the dealer
  holding that rule, three heuristic players). A passive observer keeps the bot's
  hypothesis space over the public layout; after every judged play (a card or string
  right or wrong, a "no play") it checks whether its heaviest surviving hypothesis holds
  at least half the surviving weight and is equivalent to the secret rule
  (``rule_language.equivalent``). "Plays" is the number of
  judged plays at the first such moment; a hand that ends before it counts as not found.
* **Heuristic vs random.** ``N`` one-hand games per variant at three seats: the heuristic
  dealer (difficulty 1-4 in turn), one heuristic player and one random player, the two
  players swapping seats every game. A game is won by the player with the higher hand
  score; the sign test's z is over the decided games.

CPU time is of the worker processes (``time.process_time``).
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from _common import machine, table

import parlour
from parlour.bots.base import SeatPort
from parlour.engine.rng import Rng
from parlour.games.eleusis import library
from parlour.games.eleusis.bot import Beliefs, HeuristicBot
from parlour.games.eleusis.rule_language import equivalent

GAMES = ("eleusis",)
"""``parlour bench eleusis`` runs this script."""

VARIANTS = ("golden", "express", "human", "express-human")


def random_playouts(variant: str, seeds: range) -> tuple[int, int, int, float]:
    """(matches, actions, hands, CPU seconds) of random matches at four seats."""
    t = time.process_time()
    actions = hands = 0
    for seed in seeds:
        g = parlour.new_game("eleusis", 4, variant=variant, seed=seed)
        rng = Rng(seed)
        while not g.is_over():
            s = g.actors()[0]
            legal = g.legal_actions(s)
            g.apply(s, legal[rng.below(len(legal))])
            actions += 1
        hands += g.hand_no
    return len(seeds), actions, hands, time.process_time() - t


def find_rule(name: str, seed: int, cap: int = 150) -> tuple[int | None, float]:
    """(judged plays until the observer's best hypothesis is the rule, or None; CPU s)."""
    t = time.process_time()
    g = parlour.new_game("eleusis", 4, seed=seed, options={"deals": 1})
    g.apply(3, parlour.Action("choose", rule=name))
    secret = library.by_name(name).text
    bots = {s: HeuristicBot(s, seed=seed) for s in range(3)}
    observer = Beliefs()
    seen = -1
    while not g.is_over():
        view = g.view(None)
        judged = (len(view["sidelines"]) + len(view["no_plays"])
                  + len(view["mainline"]) - 1)
        if judged != seen and view["phase"] != "rule":
            seen = judged
            alive = observer.update(view)
            total = sum(h.weight for h in alive)
            if alive:
                top = max(alive, key=lambda h: h.weight)
                if top.weight * 2 >= total and equivalent(secret, top.rule.text):
                    return judged, time.process_time() - t
            if judged >= cap:
                break
        s = g.actors()[0]
        a = bots[s].choose(SeatPort(g, s), True)
        assert a is not None
        g.apply(s, a)
    return None, time.process_time() - t


def find_rules(names: list[str], seeds: range) -> list[tuple[str, list[int | None], float]]:
    out = []
    for name in names:
        found, cpu = [], 0.0
        for seed in seeds:
            n, c = find_rule(name, seed)
            found.append(n)
            cpu += c
        out.append((name, found, cpu))
    return out


def duel(variant: str, seeds: range) -> tuple[int, int, int, float, float]:
    """(heuristic wins, random wins, ties, mean score difference, CPU s) over one-hand games."""
    t = time.process_time()
    wins = losses = ties = 0
    diff = 0.0
    for seed in seeds:
        g = parlour.new_game("eleusis", 3, variant=variant, seed=seed, options={"deals": 1})
        smart = seed % 2
        dealer = HeuristicBot(2, seed=seed, difficulty=1 + seed % 4)
        player = HeuristicBot(smart, seed=seed)
        rng = Rng(seed)
        while not g.is_over():
            s = g.actors()[0]
            if s == 2:
                a = dealer.choose(SeatPort(g, s), True)
            elif s == smart:
                a = player.choose(SeatPort(g, s), True)
            else:
                legal = g.legal_actions(s)
                a = legal[rng.below(len(legal))]
            assert a is not None
            g.apply(s, a)
        res = g.result()
        assert res is not None
        me, other = res.scores[smart], res.scores[1 - smart]
        diff += me - other
        wins += me > other
        losses += me < other
        ties += me == other
    return wins, losses, ties, diff / len(seeds), time.process_time() - t


def _chunks(n: int, parts: int, base: int = 0) -> list[range]:
    size = math.ceil(n / parts)
    return [range(base + i, base + min(n, i + size)) for i in range(0, n, size)]


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="small samples (a smoke run)")
    ap.add_argument("--games", type=int, default=1000, help="one-hand duels per variant")
    ap.add_argument("--seeds", type=int, default=4, help="hands per library rule")
    ap.add_argument("--playouts", type=int, default=40, help="random matches per variant")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args(argv)
    if args.quick:
        args.games, args.seeds, args.playouts = 40, 1, 4
    print(machine())
    with ProcessPoolExecutor(args.jobs) as pool:
        rows: list[list[Any]] = []
        for v in VARIANTS:
            parts = list(pool.map(random_playouts, [v] * args.jobs,
                                  _chunks(args.playouts, args.jobs)))
            games = sum(p[0] for p in parts)
            actions = sum(p[1] for p in parts)
            hands = sum(p[2] for p in parts)
            cpu = sum(p[3] for p in parts)
            rows.append([f"eleusis:{v}", games, actions / games, hands / games,
                         1e6 * cpu / actions])
        table(["variant", "matches", "actions/match", "hands/match", "µs/action"], rows,
              "Random playouts: whole matches at four seats")

        names = list(library.NAMES)
        half = len(names) // 2
        parts2 = list(pool.map(find_rules, [names[:half], names[half:]],
                               [range(args.seeds)] * 2))
        found = [r for p in parts2 for r in p]
        per_rule = []
        by_level: dict[int, list[int | None]] = {}
        for name, got, _cpu in found:
            lv = library.by_name(name).level
            by_level.setdefault(lv, []).extend(got)
            ok = [g for g in got if g is not None]
            per_rule.append([name, lv, f"{len(ok)}/{len(got)}",
                             statistics.mean(ok) if ok else "-",
                             max(ok) if ok else "-"])
        summary = []
        for lv in sorted(by_level):
            got = by_level[lv]
            ok = [g for g in got if g is not None]
            summary.append([f"{lv} ({library.LEVELS[lv]})", len(library.of_level(lv)),
                            f"{100 * len(ok) / len(got):.0f}%",
                            statistics.mean(ok) if ok else "-",
                            statistics.median(ok) if ok else "-"])
        table(["difficulty", "rules", "found", "mean plays", "median plays"], summary,
              f"Plays until the bot's best hypothesis is the rule ({args.seeds} hands per rule)")
        table(["rule", "level", "found", "mean plays", "most plays"], per_rule,
              "Per library rule")

        rows = []
        for v in ("golden", "express"):
            parts3 = list(pool.map(duel, [v] * args.jobs, _chunks(args.games, args.jobs)))
            w = sum(p[0] for p in parts3)
            lo = sum(p[1] for p in parts3)
            ti = sum(p[2] for p in parts3)
            d = sum(p[3] * len(c) for p, c in zip(parts3, _chunks(args.games, args.jobs),
                                                   strict=True)) / args.games
            cpu = sum(p[4] for p in parts3)
            z = (w - lo) / math.sqrt(w + lo) if w + lo else 0.0
            rows.append([f"eleusis:{v}", args.games, w, lo, ti, f"{100 * w / args.games:.1f}%",
                         d, z, 1000 * cpu / args.games])
        table(["variant", "games", "heuristic wins", "random wins", "ties", "win rate",
               "mean score lead", "sign-test z", "ms/game"], rows,
              "Heuristic vs random (one hand, three seats, seats swapped every game)")


if __name__ == "__main__":
    sys.exit(main())
