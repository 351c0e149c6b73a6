"""How long a game of War lasts, in battles: 100,000 seeded games per variant.

Run:  python benchmarks/bench_war.py [--games N] [--quick] [--jobs J] [--cap C]

Every game is played through the public contract (``new_game``, ``legal_actions``,
``apply``) until it is over: both seats put down their cards each round, as a table of
bots would. A battle is one capture, wars included. Rows: each variant of War, and War
under the rules of the published simulation it is compared with. CPU time is of the
worker processes (``time.process_time``), so other load on the machine matters less.

Published figure (the same card-return rule: captured cards shuffled before they go
under the winner's stack, one face-down card per war, a player who runs out during a war
loses): tgvoskuilen, "War (Card Game) Simulator", about a million games,
https://github.com/tgvoskuilen/War-Simulator (README): mean 440-445 battles, median
330-335, 95% 1160, 99% 1750, 99.9% 2600, shortest 18, longest about 5000.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from array import array
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from _common import machine, table

import parlour

GAMES = ("war",)
"""``parlour bench war`` runs this script."""

ROWS: list[tuple[str, str, dict[str, Any]]] = [
    ("standard", "war:standard", {}),
    ("short-loses", "war:short-loses", {}),
    ("as tgvoskuilen (shuffled returns)", "war:short-loses",
     {"shuffle_captured": True, "escalate": False}),
]
"""(row name, game id, options): the variants, then the published simulation's rules."""
PUBLISHED = {"mean": "440-445", "median": "330-335", "p95": "1160", "p99": "1750",
             "p99.9": "2600", "max": "~5000"}
SOURCE = "https://github.com/tgvoskuilen/War-Simulator (README, about 1,000,000 games)"


def play(game_id: str, options: dict[str, Any], seeds: range) -> tuple[array[int], int, int, int, int, float]:
    """Play one game per seed; return (battles per game, games at the cap, draws, seat 0
    wins, wars, CPU seconds)."""
    t = time.process_time()
    lengths: array[int] = array("i")
    capped = draws = first = wars = 0
    for seed in seeds:
        g = parlour.new_game(game_id, seed=seed, options=options)
        apply, legal = g.apply, g.legal_actions
        while not g.is_over():
            apply(0, legal(0)[0])
            apply(1, legal(1)[0])
        res = g.result()
        assert res is not None
        lengths.append(res.details["battles"])
        capped += res.details["ended"] == "cap"
        wars += res.details["wars"]
        draws += not res.winners
        first += res.winners == [0]
    return lengths, capped, draws, first, wars, time.process_time() - t


def percentile(ordered: list[int], p: float) -> int:
    """The nearest-rank percentile of sorted values."""
    return ordered[max(0, math.ceil(p / 100 * len(ordered)) - 1)]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100_000, help="games per row (default 100000)")
    ap.add_argument("--quick", action="store_true", help="2,000 games per row")
    ap.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    ap.add_argument("--cap", type=int, default=0, help="max_battles (default: the option's 10,000)")
    ap.add_argument("--game", default="war", help="only war (for `parlour bench`)")
    args = ap.parse_args()
    n = 2_000 if args.quick else args.games
    chunk = max(100, n // (20 * args.jobs))
    print(machine())
    start = time.time()
    rows = []
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for name, game_id, options in ROWS:
            opts = {**options, **({"max_battles": args.cap} if args.cap else {})}
            parts = list(pool.map(play, [game_id] * len(range(0, n, chunk)), [opts] * len(range(0, n, chunk)),
                                  [range(a, min(n, a + chunk)) for a in range(0, n, chunk)]))
            lengths = sorted(x for p in parts for x in p[0])
            capped, draws, first, wars = (sum(p[i] for p in parts) for i in (1, 2, 3, 4))
            cpu = sum(p[5] for p in parts)
            print(f"{name}: {n} games, {time.time() - start:.0f} s", file=sys.stderr, flush=True)
            total = sum(lengths)
            rows.append([name, n, total / n, percentile(lengths, 50), percentile(lengths, 5),
                         percentile(lengths, 25), percentile(lengths, 75), percentile(lengths, 95),
                         percentile(lengths, 99), percentile(lengths, 99.9), lengths[0], lengths[-1],
                         f"{100 * capped / n:.2f}%", f"{100 * draws / n:.2f}%",
                         f"{100 * first / n:.1f}%", wars / n, f"{1e6 * cpu / total:.1f}"])
    rows.append(["published (tgvoskuilen)", "~1,000,000", PUBLISHED["mean"], PUBLISHED["median"], "", "",
                 "", PUBLISHED["p95"], PUBLISHED["p99"], PUBLISHED["p99.9"], "18", PUBLISHED["max"],
                 "", "", "", "", ""])
    table(["rules", "games", "mean", "median", "p5", "p25", "p75", "p95", "p99", "p99.9", "min", "max",
           "at cap", "draws", "seat 0 wins", "wars/game", "CPU µs/battle"], rows,
          title=f"War: length in battles (seeds 0..{n - 1}, cap {args.cap or 10_000} battles)")
    print(f"\nPublished: {SOURCE}; its rules are the third row's.")
    print(f"Wall time {time.time() - start:.0f} s with {args.jobs} jobs.")


if __name__ == "__main__":
    main()
