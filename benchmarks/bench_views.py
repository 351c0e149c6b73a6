"""What one view costs (``Game.view`` for every seat and a spectator, at every step of
random games): the games whose prompts are worded from the legal moves (Oklahoma Rummy,
Eleusis, Paiute, Five Hundred, Fipsen) and Cash, whose view gained a prompt.

Run:  python benchmarks/bench_views.py [--seeds N]
"""

from __future__ import annotations

import argparse
import contextlib
import random
import time

from _common import machine, table

import parlour

GAMES = (("oklahoma-rummy", 3), ("eleusis", 4), ("paiute", 4), ("cash", 4),
         ("five-hundred", 4), ("fipsen", 4))


def view_cost(name: str, players: int, seeds: int, steps: int = 300) -> tuple[float, int]:
    """Mean seconds per view and the number of views timed."""
    total, views = 0.0, 0
    for seed in range(seeds):
        g = parlour.new_game(name, players, seed=seed)
        rng, at = random.Random(seed), 0
        for _ in range(steps):
            if g.is_over():
                break
            waiting = g.waiting_for() or g.actors()
            if not waiting:
                due = g.next_deadline()
                if due is None:
                    break
                g.advance(due)
                continue
            legal = g.legal_actions(waiting[0])
            if not legal:
                break
            start = time.perf_counter()
            for seat in (*range(players), None):
                g.view(seat)
            total += time.perf_counter() - start
            views += players + 1
            at = max(at + 200, g.now)
            with contextlib.suppress(parlour.IllegalAction):  # a real-time move the clock overtook
                g.apply(waiting[0], rng.choice(legal), at=at if g.timing == "realtime" else None)
    return total / max(views, 1), views


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--seeds", type=int, default=3)
    args = ap.parse_args()
    print(machine())
    rows = []
    for name, players in GAMES:
        cost, views = view_cost(name, players, args.seeds)
        rows.append((name, players, views, round(cost * 1e6)))
    table(("game", "players", "views", "µs per view"), rows, "One view, every seat and a spectator")


if __name__ == "__main__":
    main()
