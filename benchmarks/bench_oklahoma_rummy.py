"""Oklahoma Rummy: random playouts per variant and table size, and the heuristic bot
against random players over whole (short) matches.

Run:  python benchmarks/bench_oklahoma_rummy.py [--games N] [--matches M] [--target T]
                                                [--search S] [--quick]

* **Random playouts**: ``N`` matches (default 200) per row, every seat choosing
  uniformly among its legal actions through the public contract; the match is a single
  deal (``deals=1``) so that rows compare like with like. CPU time
  (``time.process_time``).
* **Strength**: ``M`` matches (default 1,000) of the heuristic against random players,
  to a short target (``--target``, default 300 points instead of 1,000, so the run takes
  minutes), seats rotating every match; two and three players. Share of matches won
  (ties split) with Wilson's 95% interval, and the mean final margin over the best
  other player. ``--matches 0`` skips it.
* **Search**: ``S`` single deals (default 0: skipped) of the generic search bot
  (``search:20i``) against the heuristic, seats alternating: the points each scores in
  the deal.
"""

from __future__ import annotations

import argparse
import time
from typing import Any

from _common import machine, table

import parlour
from parlour.engine.rng import Rng
from parlour.runners.sim import make_spec, run_many, wilson

GAMES = ("oklahoma-rummy",)
"""``parlour bench oklahoma-rummy`` runs this script."""

GAME = "oklahoma-rummy"
PLAYOUT_ROWS: list[tuple[str, int]] = [("standard", 2), ("standard", 4), ("standard", 7),
                                       ("eight-players", 8)]


def playout(variant: str, players: int, seeds: range) -> tuple[float, int, int]:
    """Random single-deal matches; returns (CPU seconds, actions, deals ending by the
    stock running out)."""
    t = time.process_time()
    actions = stock_outs = 0
    for seed in seeds:
        g = parlour.new_game(GAME, players, variant=variant, seed=seed, options={"deals": 1})
        rng = Rng(seed)
        while not g.is_over():
            seat = g.actors()[0]
            legal = g.legal_actions(seat)
            a = legal[rng.below(len(legal))]
            stock_outs += a.type == "stop"
            g.apply(seat, a)
            actions += 1
    return time.process_time() - t, actions, stock_outs


def strength(bots: list[str], matches: int, target: int, seed: int) -> list[Any]:
    spec = make_spec(GAME, bots, players=len(bots), seed=seed, options={"target": target})
    wins = [0.0] * len(bots)
    margin = 0.0
    hands = 0
    errors = 0
    t = time.process_time()
    for o in run_many(spec, matches):
        if o.error:
            errors += 1
            continue
        for w in o.winners:
            wins[o.lineup[w]] += 1 / len(o.winners)
        h = o.lineup.index(0)
        margin += o.scores[h] - max(s for i, s in enumerate(o.scores) if i != h)
        hands += 1
    dt = time.process_time() - t
    played = matches - errors
    lo, hi = wilson(wins[0], played)
    return [" vs ".join(bots), played, f"{100 * wins[0] / played:.1f}%",
            f"{100 * lo:.1f}-{100 * hi:.1f}%", margin / played, 1000 * dt / played, errors]


def search_vs_heuristic(deals: int, seed: int) -> list[Any]:
    from parlour.bots import make_bot
    from parlour.runners.local import run_game

    points = [0.0, 0.0]
    better = 0
    t = time.process_time()
    for i in range(deals):
        g = parlour.new_game(GAME, 2, seed=seed + i, options={"deals": 1})
        s = i % 2
        bots = [make_bot("search:20i" if k == s else "heuristic", GAME, k, seed=i) for k in range(2)]
        res = run_game(g, bots)
        assert res is not None
        points[0] += res.scores[s]
        points[1] += res.scores[1 - s]
        better += res.scores[s] > res.scores[1 - s]
    dt = time.process_time() - t
    return ["search:20i vs heuristic", deals, points[0] / deals, points[1] / deals,
            f"{better}/{deals}", dt / deals]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200, help="random matches per playout row")
    ap.add_argument("--matches", type=int, default=1000, help="matches per strength row")
    ap.add_argument("--target", type=int, default=300, help="the strength matches' target")
    ap.add_argument("--search", type=int, default=0, help="deals of search against heuristic")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--quick", action="store_true", help="a smoke run: 20 games, 40 matches")
    ap.add_argument("--game", default=GAME, help="(for parlour bench)")
    args = ap.parse_args()
    if args.quick:
        args.games, args.matches = 20, 40
    print(machine())
    rows = []
    for variant, n in PLAYOUT_ROWS:
        first = args.seed * 100_000
        dt, actions, stock_outs = playout(variant, n, range(first, first + args.games))
        rows.append([variant, n, args.games, actions / args.games, f"{100 * stock_outs / args.games:.0f}%",
                     1000 * dt / args.games, actions / dt])
    table(["variant", "players", "deals", "actions/deal", "stock ran out", "ms/deal", "actions/s"],
          rows, "Random playouts (one deal each)")
    if args.matches:
        rows = [strength(["heuristic", "random"], args.matches, args.target, args.seed),
                strength(["heuristic", "random", "random"], args.matches, args.target, args.seed + 1)]
        table(["line-up", "matches", "heuristic won", "95% interval", "mean margin", "ms/match",
               "errors"], rows, f"Heuristic against random (matches to {args.target} points, seats rotating)")
    if args.search:
        table(["line-up", "deals", "search points", "heuristic points", "search ahead", "s/deal"],
              [search_vs_heuristic(args.search, args.seed)], "Search against the heuristic (one deal each)")


if __name__ == "__main__":
    main()
