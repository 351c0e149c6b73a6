"""Chinese Poker: the setting solver against the heuristic setter, in ms per hand and in
units won.

Run:  nice -n 10 python benchmarks/bench_chinese_poker.py [--deals 1000] [--games 1000] [--quick]

Setters: ``solver:<model>`` is :mod:`parlour.games.chinese_poker.solver` (every one of
the 72,072 splits, expected units against ``samples`` sampled opponent settings of the
named model: ``random``, ``sound``, ``greedy``), ``heuristic`` the earlier row-share
scorer (:func:`parlour.games.chinese_poker.bot.best_setting`). Seeded throughout: the
same command prints the same units (times vary with the machine).

1. **ms per hand**: CPU time of one setting (this process, ``time.process_time``).
2. **Against random settings**: ``deals`` two-player deals; the setter sets hand A, the
   opponent's hand B is set by a uniformly random split (``random``: fouls included, as
   the random bot mostly does) or a uniformly random split that does not foul
   (``sound``); the units A wins by :func:`parlour.rules.rows.settle_rows` (no naturals,
   no surrender). Every setter sees the same deals and the same opponent settings.
3. **Head to head (duplicate)**: on the same deals, each setter sets A against the
   heuristic's B and the heuristic's A against its B; the mean of the two results is the
   setter's edge per deal (0 for the heuristic itself), so the deal's luck cancels.
4. **Whole games against the random bot**: ``games`` two-player games through the
   runner (the random bot also declares and surrenders at random), seats alternating;
   the first solver model only (the game's bot) and the heuristic.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from collections.abc import Callable

try:
    from _common import machine, table
except ImportError:  # run as ``python -m benchmarks.bench_chinese_poker``
    from benchmarks._common import machine, table

from parlour.bots.random_bot import RandomBot
from parlour.cards import deck52
from parlour.games.chinese_poker.bot import HeuristicBot, SolverBot, best_setting
from parlour.games.chinese_poker.play import ChinesePoker
from parlour.games.chinese_poker.solver import best_split, subsets, tables
from parlour.rules.rows import Setting, is_foul, settle_rows
from parlour.runners.local import run_game

GAMES = ("chinese-poker",)
"""``parlour bench chinese-poker`` runs this script."""

Setter = Callable[[list[int], int], Setting]


def setters(models: list[str], samples: dict[str, int]) -> dict[str, Setter]:
    out: dict[str, Setter] = {}
    for model in models:
        def solve(cards: list[int], seed: int, model: str = model) -> Setting:
            f, m, b, _ = best_split(cards, samples=samples.get(model, 4000), seed=seed, model=model)
            return Setting(f, m, b)
        out[f"solver:{model} ({samples.get(model, 4000)} samples)"] = solve
    out["heuristic"] = lambda cards, seed: Setting(*best_setting(cards))
    return out


def random_setting(cards: list[int], rng: random.Random, sound: bool) -> Setting:
    """A uniformly random split (``sound``: one that does not foul)."""
    while True:
        c = list(cards)
        rng.shuffle(c)
        s = Setting(c[:3], c[3:8], c[8:])
        if not sound or not is_foul(s):
            return s


def mean_ci(xs: list[float]) -> str:
    if len(xs) < 2:
        return f"{xs[0]:+.2f}" if xs else "-"
    half = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs))
    return f"{statistics.fmean(xs):+.3f} ± {half:.3f}"


def deals_rows(deals: int, fns: dict[str, Setter]) -> tuple[list[list[object]], list[list[object]]]:
    """(speed and random-settings rows, head-to-head rows)."""
    times: dict[str, list[float]] = {k: [] for k in fns}
    vs_random: dict[str, list[float]] = {k: [] for k in fns}
    vs_sound: dict[str, list[float]] = {k: [] for k in fns}
    edge: dict[str, list[float]] = {k: [] for k in fns}
    paired: dict[str, list[float]] = {k: [] for k in fns}
    fouls: dict[str, int] = dict.fromkeys(fns, 0)
    for i in range(deals):
        cards = [int(c) for c in deck52()]
        rng = random.Random(i)
        rng.shuffle(cards)
        a, b = cards[:13], cards[13:26]
        opp_random = random_setting(b, rng, sound=False)
        opp_sound = random_setting(b, rng, sound=True)
        heur_a, heur_b = Setting(*best_setting(a)), Setting(*best_setting(b))
        for name, fn in fns.items():
            t = time.process_time()
            sa = fn(a, i)
            times[name].append(1000 * (time.process_time() - t))
            sb = heur_b if name == "heuristic" else fn(b, i + 1_000_000)
            fouls[name] += is_foul(sa) + is_foul(sb)
            vs_random[name].append(settle_rows(sa, opp_random))
            paired[name].append(vs_random[name][-1] - settle_rows(heur_a, opp_random))
            vs_sound[name].append(settle_rows(sa, opp_sound))
            edge[name].append((settle_rows(sa, heur_b) - settle_rows(heur_a, sb)) / 2)
    speed = [[name, deals, f"{statistics.median(times[name]):.1f}", f"{statistics.fmean(times[name]):.1f}",
              fouls[name], mean_ci(vs_random[name]),
              "-" if name == "heuristic" else mean_ci(paired[name]), mean_ci(vs_sound[name])] for name in fns]
    duel = [[name, deals, mean_ci(edge[name]),
             sum(e > 0 for e in edge[name]), sum(e < 0 for e in edge[name])] for name in fns
            if name != "heuristic"]
    return speed, duel


def game_rows(games: int, models: list[str]) -> list[list[object]]:
    rows: list[list[object]] = []
    def make(kind: str, seat: int, seed: int) -> HeuristicBot:
        if kind == "heuristic":
            return HeuristicBot(seat, seed=seed)
        model = kind.split(":")[1]
        return SolverBot(seat, seed=seed, model=model, samples=400 if model == "greedy" else 4000)

    for name in [f"solver:{m}" for m in models] + ["heuristic"]:
        units: list[float] = []
        t = time.process_time()
        for i in range(games):
            me = i % 2
            g = ChinesePoker(2, seed=i)
            bots = [make(name, s, i) if s == me else RandomBot(s, seed=i) for s in range(2)]
            res = run_game(g, bots)
            assert res is not None
            units.append(res.scores[me])
        cpu = time.process_time() - t
        rows.append([name, games, mean_ci(units), f"{100 * sum(u > 0 for u in units) / games:.1f}%",
                     f"{cpu / games * 1000:.0f}"])
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--game", default="chinese-poker", help="only chinese-poker")
    ap.add_argument("--deals", type=int, default=1000, help="deals for tables 1-3 (quick: 30)")
    ap.add_argument("--games", type=int, default=1000, help="whole games against random (quick: 20)")
    ap.add_argument("--models", default="random,sound,greedy", help="solver opponent models")
    ap.add_argument("--quick", action="store_true")
    args = ap.parse_args()
    deals, games = (30, 20) if args.quick else (args.deals, args.games)
    models = [m for m in args.models.split(",") if m]
    print(machine())
    tables()
    subsets()  # built once (about a second), not counted in a hand's time
    fns = setters(models, {"greedy": 400})
    speed, duel = deals_rows(deals, fns)
    table(["setter", "deals", "ms/hand median", "ms/hand mean", "fouls", "units vs random setting",
           "minus heuristic's (same deals)", "units vs sound random setting"], speed,
          "Setters: time per hand, and units won against random settings (95% intervals)")
    table(["setter", "deals", "edge over heuristic per deal", "deals better", "deals worse"], duel,
          "Head to head against the heuristic (duplicate deals)")
    if games:
        table(["bot", "games", "units per game", "games won", "CPU ms/game"], game_rows(games, models[:1]),
              "Whole games against the random bot (2 players)")


if __name__ == "__main__":
    main()
