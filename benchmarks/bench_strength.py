"""Bot strength for Cactus: heuristic vs random, search vs heuristic, with 95% intervals.

Run:  python benchmarks/bench_strength.py [--quick] [--games N] [--search-games M]
      [--seconds S] [--jobs K] [--variant V]

Each row is a ``parlour sim`` run (seeded, line-up rotated every game so both bots
play first equally often). The win rate counts games the first bot won outright
(ties are draws, counted as not won); the interval is Wilson's 95% score interval.
The search bot's budget is CPU seconds per decision (``search:S``).
"""

from __future__ import annotations

import argparse
import os
import time

from _common import machine, table

from parlour.runners.sim import make_spec, simulate

GAMES = ("cactus",)


def row(variant: str, players: int, a: str, b: str, n: int, jobs: int, seed: int) -> list[object]:
    spec = make_spec("cactus", [a, b], players=players, variant=variant, seed=seed)
    t = time.perf_counter()
    s = simulate(spec, n, jobs=jobs)
    dt = time.perf_counter() - t
    ra, rb = s["by_bot"]
    lo, hi = ra["ci95"]
    return [variant, a, b, s["finished"], f"{100 * ra['win_rate']:.1f}%",
            f"{100 * lo:.1f}-{100 * hi:.1f}%", f"{100 * rb['win_rate']:.1f}%", s["draws"],
            ra["mean_score"], rb["mean_score"], s["mean_actions"], dt]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true",
                    help="200 and 10 games, search rows for denexa only")
    ap.add_argument("--game", default="cactus", help="only cactus has a heuristic bot so far")
    ap.add_argument("--games", type=int, default=None, help="heuristic vs random games (default 2000)")
    ap.add_argument("--search-games", type=int, default=None,
                    help="search games (default 200; 0 skips the search rows)")
    ap.add_argument("--seconds", type=float, default=0.2, help="search CPU seconds per decision")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--variant", action="append", default=None, help="denexa and/or wikipedia")
    ap.add_argument("--seed", type=int, default=2026)
    args = ap.parse_args(argv)
    if args.game.split(":")[0] != "cactus":
        print(f"no strength benchmark for {args.game} yet")
        return 0
    n = args.games or (200 if args.quick else 2000)
    ns = args.search_games if args.search_games is not None else (10 if args.quick else 200)
    variants = args.variant or ["denexa", "wikipedia"]
    search = f"search:{args.seconds:g}"
    print(f"Cactus bot strength: {n} games heuristic vs random, {ns} games {search}; "
          f"{args.jobs} jobs; {machine()}")
    rows = []
    for v in variants:
        rows.append(row(v, 2, "heuristic", "random", n, args.jobs, args.seed))
    for v in variants:
        # --search-games 0: heuristic vs random only; --quick skips the long wikipedia
        # matches (a search-side match takes about 35 s of CPU)
        if ns > 0 and not (args.quick and v == "wikipedia" and args.variant is None):
            rows.append(row(v, 2, search, "heuristic", ns, args.jobs, args.seed))
    table(["variant", "bot A", "bot B", "games", "A wins", "95% interval", "B wins", "draws",
           "A mean score", "B mean score", "actions/game", "wall s"], rows,
          "Two-player Cactus, seats rotated")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
