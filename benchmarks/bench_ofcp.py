"""Open-Face Chinese Poker: random playouts per variant, and the placement bots against
random play and each other (units, foul rate, fantasyland entry).

Run:  nice -n 10 python benchmarks/bench_ofcp.py [--playouts 300] [--games 1000] [--mc-games 1000] [--quick]

1. **Random playouts**: uniformly random legal actions (placements, take-backs,
   confirmations, deals) until the game ends, per variant and table size; games per
   second and actions per game (CPU time of this process).
2. **Bots against random play**: ``games`` two-player games (one hand per player by
   default, so two hands a game), the bot's seat alternating; the bot's mean units per
   game with its standard error, the share of games it wins, its foul rate per hand and
   how often a normal hand of its earns fantasyland (a pair of queens or better in front
   without a foul). The heuristic is ``PlacementBot(samples=0)``; Monte Carlo
   ``samples=40`` futures per choice.
3. **Monte Carlo against the heuristic**: the same, the heuristic in the other seat.

Seeded throughout: the same command prints the same units (times vary with the machine).
"""

from __future__ import annotations

import argparse
import math
import random
import time

try:
    from _common import machine, table
except ImportError:  # run as ``python -m benchmarks.bench_ofcp``
    from benchmarks._common import machine, table

from parlour.bots.base import Bot
from parlour.bots.random_bot import RandomBot
from parlour.games.open_face_chinese_poker.bot import PlacementBot
from parlour.games.open_face_chinese_poker.play import OpenFaceChinesePoker
from parlour.runners.local import run_game

GAMES = ("open-face-chinese-poker",)
"""``parlour bench open-face-chinese-poker`` runs this script."""

VARIANTS = ("standard", "standard-royalties")


def playouts(variant: str, players: int, n: int) -> list[object]:
    t0 = time.process_time()
    actions = hands = 0
    for i in range(n):
        g = OpenFaceChinesePoker(players, variant=variant, seed=i)
        rng = random.Random(i)
        while not g.is_over():
            seat = rng.choice(g.waiting_for())
            g.apply(seat, rng.choice(g.legal_actions(seat)))
            actions += 1
        res = g.result()
        assert res is not None
        hands += len(res.details["hands"])
    cpu = time.process_time() - t0
    return [variant, players, n, n / cpu, actions / n, hands / n, 1000 * cpu / n]


def duel(make: dict[str, object], n: int, variant: str = "standard") -> list[object]:
    """``n`` two-player games of bot ``a`` against ``b`` (``make``: name -> factory)."""
    (name_a, fa), (name_b, fb) = make.items()
    units: list[float] = []
    wins = fouls = hands = normal = entered = 0
    t0 = time.process_time()
    for i in range(n):
        me = i % 2
        bots: list[Bot | None] = [fa(s, i) if s == me else fb(s, i) for s in range(2)]  # type: ignore[operator]
        g = OpenFaceChinesePoker(2, variant=variant, seed=10_000 + i)
        run_game(g, bots)
        res = g.result()
        assert res is not None
        units.append(res.scores[me])
        wins += me in res.winners and len(res.winners) == 1
        for h in res.details["hands"]:
            hands += 1
            fouls += h["fouls"][me]
            if not h["fantasyland"][me]:
                normal += 1
                entered += h["next_fantasyland"][me]
    cpu = time.process_time() - t0
    mean = sum(units) / n
    sd = math.sqrt(sum((u - mean) ** 2 for u in units) / max(1, n - 1))
    return [name_a, name_b, n, f"{mean:+.2f} ± {sd / math.sqrt(n):.2f}", f"{wins / n:.1%}",
            f"{fouls / hands:.1%}", f"{entered / max(1, normal):.1%}", 1000 * cpu / n]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--playouts", type=int, default=300)
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--mc-games", type=int, default=1000)
    ap.add_argument("--samples", type=int, default=40)
    ap.add_argument("--quick", action="store_true", help="a few games of each, for a smoke run")
    args = ap.parse_args()
    if args.quick:
        args.playouts, args.games, args.mc_games = 20, 40, 10
    print(machine())
    rows = [playouts(v, p, args.playouts) for v in VARIANTS for p in (2, 3, 4)]
    table(["variant", "players", "games", "games/s", "actions/game", "hands/game", "ms/game"],
          rows, "Random playouts (one core, CPU time)")

    def heuristic(s: int, i: int) -> Bot:
        return PlacementBot(s, seed=i, samples=0)

    def monte_carlo(s: int, i: int) -> Bot:
        return PlacementBot(s, seed=i, samples=args.samples)

    def rand(s: int, i: int) -> Bot:
        return RandomBot(s, seed=i)

    mc = f"monte-carlo ({args.samples})"
    rows = [duel({"heuristic": heuristic, "random": rand}, args.games),
            duel({mc: monte_carlo, "random": rand}, args.mc_games),
            duel({mc: monte_carlo, "heuristic": heuristic}, args.mc_games)]
    table(["bot", "against", "games", "units/game (± s.e.)", "games won", "foul rate",
           "fantasyland entry", "ms/game"], rows,
          "Two-player games, seats alternating (units, fouls and entry of the first bot)")


if __name__ == "__main__":
    main()
