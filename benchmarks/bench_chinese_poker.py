"""Chinese Poker: the setting solver's time per hand, and the heuristic against random.

    nice -n 10 python -m benchmarks.bench_chinese_poker --games 1000

Each game is one deal at two players: seat 0 (alternating with seat 1) is the
heuristic, the other a uniformly random legal player. Prints the mean units won per
deal with a 95% interval, the share of deals won, and the solver's ms per hand.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time

import parlour
from parlour.bots import make_bot
from parlour.games.chinese_poker.bot import best_setting
from parlour.runners.local import run_game


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--players", type=int, default=2)
    args = ap.parse_args()
    units, wins, draws = [], 0, 0
    t0 = time.perf_counter()
    for i in range(args.games):
        me = i % args.players
        g = parlour.new_game("chinese-poker", args.players, seed=i)
        bots = [make_bot("heuristic" if s == me else "random", "chinese-poker", s, seed=i)
                for s in range(args.players)]
        res = run_game(g, bots)
        assert res is not None
        u = res.scores[me]
        units.append(u)
        wins += u > 0
        draws += u == 0
    mean = statistics.fmean(units)
    half = 1.96 * statistics.stdev(units) / math.sqrt(len(units))
    print("| games | players | heuristic units/deal (95% CI) | won | drawn | s |")
    print(f"| {args.games} | {args.players} | {mean:+.2f} ± {half:.2f} | "
          f"{wins / args.games:.1%} | {draws / args.games:.1%} | "
          f"{time.perf_counter() - t0:.0f} |")
    g = parlour.new_game("chinese-poker", 4, seed=1)
    hands = [[int(c) for c in g.hand(s).cards] for s in range(4)]
    best_setting(hands[0])
    t = time.perf_counter()
    reps = 20
    for r in range(reps):
        best_setting(hands[r % 4])
    print(f"solver: {1000 * (time.perf_counter() - t) / reps:.0f} ms per hand (72,072 splits)")


if __name__ == "__main__":
    main()
