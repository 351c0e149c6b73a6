"""Search-bot throughput: ISMCTS iterations per second of CPU, and heuristic decision cost.

Run:  python benchmarks/bench_search.py [--game cactus] [--quick]

Positions are mid-game states reached by seeded playouts of the game's rollout policy
(random without one), 0 to 29 actions in; at each, a
:class:`~parlour.bots.search.SearchBot` with an iteration budget searches for the seat
the game waits for. An iteration = sample a world (determinize), walk/expand the tree,
one rollout to the end (the game's rollout policy when it has one, else random), back
up. Times are CPU time of this process. "iterations in 0.2 s" is what the default
budget (0.2 CPU seconds per decision) buys: the fixed iteration budget to use for
load-independent strength runs (``bench_strength.py --iterations``).
"""

from __future__ import annotations

import argparse
import time

from _common import machine, table
from bench_playout import positions, setups

from parlour.bots import heuristic_class
from parlour.bots.base import SeatPort
from parlour.bots.search import SearchBot

GAMES = ("*",)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="cactus")
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--iterations", type=int, default=None, help="per decision (default 400, quick 100)")
    args = ap.parse_args(argv)
    iters = args.iterations or (100 if args.quick else 400)
    npos = 8 if args.quick else 30
    print(f"Search throughput for {args.game}: {iters} iterations per decision; {machine()}")
    rows = []
    for variant, players in setups(args.game):
        pos = [g for g in positions(args.game, variant, players, npos * 2, policy=True)
               if g.waiting_for()][:npos]
        for policy in (True, False):
            done = 0
            dt = 0.0
            for i, g in enumerate(pos):
                seat = g.waiting_for()[0]
                bot = SearchBot(seat, seed=i, iterations=iters, game_policy=policy)
                port = SeatPort(g, seat)
                bot.claim_types(port)  # learnt once per bot and game: not part of the rate
                t0 = time.process_time()
                bot.search(port)
                dt += time.process_time() - t0
                done += bot.last_stats["iterations"]
            rows.append([variant or "-", players, "game policy" if policy else "random", len(pos),
                         done / dt, 1000 * dt / done, round(0.2 * done / dt)])
    table(["variant", "players", "rollouts", "positions", "iterations/s", "ms/iteration",
           "iterations in 0.2 s"], rows,
          "ISMCTS iterations per second (one core, CPU time)")
    cls = heuristic_class(args.game)
    if cls is not None:
        rows = []
        for variant, players in setups(args.game):
            pos = [g for g in positions(args.game, variant, players, npos * 4, policy=True)
                   if g.waiting_for()]
            t = time.process_time()
            for i, g in enumerate(pos):
                seat = g.waiting_for()[0]
                cls(seat, seed=i).choose(SeatPort(g, seat), True)
            dt = time.process_time() - t
            rows.append([variant or "-", players, len(pos), 1e6 * dt / len(pos)])
        table(["variant", "players", "positions", "µs/decision"], rows, "Heuristic bot decision cost")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
