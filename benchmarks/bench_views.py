"""What one view costs (``Game.view`` for every seat and a spectator, at every step of
random games): the games whose prompts are worded from the legal moves (Oklahoma Rummy,
Eleusis, Paiute, Five Hundred, Fipsen) and Cash, whose view gained a prompt.

Run:  python benchmarks/bench_views.py [--seeds N] [--game NAME] [--quick]
"""

from __future__ import annotations

import argparse
import contextlib
import random
import time

from _common import machine, table

import parlour

GAMES = ("oklahoma-rummy", "eleusis", "paiute", "cash", "five-hundred", "fipsen")
PLAYERS = {"oklahoma-rummy": 3}
"""Players at each table (four unless named)."""


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
    ap.add_argument("--game", choices=GAMES, help="only this game")
    ap.add_argument("--quick", action="store_true", help="one game each (a smoke run)")
    args = ap.parse_args()
    print(machine())
    rows = []
    for name in [args.game] if args.game else GAMES:
        players = PLAYERS.get(name, 4)
        cost, views = view_cost(name, players, 1 if args.quick else args.seeds)
        rows.append((name, players, views, round(cost * 1e6)))
    table(("game", "players", "views", "µs per view"), rows, "One view, every seat and a spectator")


if __name__ == "__main__":
    main()
