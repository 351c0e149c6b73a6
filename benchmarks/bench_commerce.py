"""The Commerce games of issue 14: random playouts per game and variant, and James Bond
simulated with bots of each reaction level.

Run:  python benchmarks/bench_commerce.py [-n N] [--quick]

Random playouts: seeded games between random bots through the public contract
(``legal_actions``, ``apply``; real-time games through the scheduler, each bot at its
reaction delay), timed on one core (``time.process_time``). A "game" is the whole match
for Stop the Bus and Schwimmen (three tokens or chips each), one hand for Paiute, one
race for James Bond. James Bond by level: two heuristic bots of the same level; the
game's length is simulated time (ms on the game's clock, the 3 s countdown included),
and actions/s is actions simulated per second of CPU.
"""

from __future__ import annotations

import argparse
import time

from _common import machine, table

import parlour
from parlour.bots import make_bot
from parlour.runners.local import run_game

GAMES = ("stop-the-bus", "schwimmen", "paiute", "james-bond")
"""``parlour bench <game>`` runs this script."""

PLAYOUTS = [("stop-the-bus", v, 3) for v in ("standard", "swap1or3", "poker-order", "call-instead")]
PLAYOUTS += [("schwimmen", v, 4) for v in ("standard", "close-after-exchange")]
PLAYOUTS += [("paiute", v, 3) for v in ("standard", "strict-five", "equal-may-call")]
PLAYOUTS += [("james-bond", v, 2) for v in ("standard", "freeze", "face-up")]


def playouts(game: str, variant: str, players: int, n: int) -> list[object]:
    actions = 0
    clock = 0
    start = time.process_time()
    for seed in range(n):
        g = parlour.new_game(game, players, variant=variant, seed=seed)
        run_game(g, [make_bot("random", game, s, seed=seed) for s in range(players)])
        actions += len(g.record()["actions"])
        clock += g.now
    cpu = time.process_time() - start
    row: list[object] = [f"{game}:{variant}", players, n, actions / n, 1000 * cpu / n, actions / cpu]
    return row


def levels(n: int) -> list[list[object]]:
    rows: list[list[object]] = []
    for level in ("slow", "normal", "fast", "expert"):
        actions = clock = decided = 0
        start = time.process_time()
        for seed in range(n):
            g = parlour.new_game("james-bond", 2, seed=seed)
            res = run_game(g, [make_bot("heuristic", "james-bond", s, seed=seed, level=level)
                               for s in range(2)])
            actions += len(g.record()["actions"])
            clock += g.now
            decided += bool(res and res.winners)
        cpu = time.process_time() - start
        rows.append([level, n, clock / n / 1000, actions / n, actions / cpu, f"{decided}/{n}"])
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", type=int, default=200, help="games per row (default 200)")
    ap.add_argument("--quick", action="store_true", help="20 games per row")
    args = ap.parse_args()
    n = 20 if args.quick else args.n
    print(machine())
    playouts("stop-the-bus", "standard", 3, 3)  # warm-up: imports and tables built once
    table(["game:variant", "players", "games", "actions a game", "ms a game", "actions/s"],
          [playouts(g, v, p, n) for g, v, p in PLAYOUTS], "Random playouts")
    table(["level", "games", "simulated s a game", "actions a game", "actions/s", "decided"],
          levels(max(2, n // 10)), "James Bond, two heuristic bots of one level")


if __name__ == "__main__":
    main()
