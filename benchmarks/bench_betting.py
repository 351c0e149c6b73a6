"""Betting games: bots measured in chips per hand, and the betting engine's cost.

Run:  python benchmarks/bench_betting.py [--quick] [--game pineapple] [--hands N]
      [--bot heuristic] [--against random,station] [--players 2] [--progress]

``--bot`` plays one seat (swapped every game) against ``--against`` opponents filling
the other seats (``random``: uniformly random legal actions; ``station``: the calling
station of :func:`parlour.rules.betting_turns.calling_station`; ``heuristic``; any
``make_bot`` kind such as ``search:100i``). Each game is ``--per-game`` hands with
deep stacks; the table gives the bot's mean chips won per hand with a 95 % interval
(normal approximation over the per-game means), and the big blind for scale.
``--engine`` instead times the betting engine alone (random actions on a table)
against a whole random Pineapple hand (CPU time, after a warm-up game).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from typing import Any

from _common import machine, table

import parlour
from parlour.bots import make_bot
from parlour.bots.base import Bot, SeatPort
from parlour.engine.actions import Action
from parlour.rules.betting import Betting
from parlour.rules.betting_turns import calling_station
from parlour.rules.chips import Chips
from parlour.runners.local import run_game

GAMES = ("pineapple", "soko", "whiskey-poker", "mexican-sweat")
"""``parlour bench pineapple`` runs this script."""


class Station(Bot):
    """Checks or calls everything."""

    kind = "station"

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        return calling_station(legal) if legal else None


def bot(kind: str, game: str, seat: int, seed: int) -> Bot:
    return Station(seat, seed=seed) if kind == "station" else make_bot(kind, game, seat, seed=seed)


def summary(means: list[float]) -> tuple[float, float]:
    """The mean of per-game means and the half width of its 95 % interval."""
    sd = statistics.stdev(means) if len(means) > 1 else 0.0
    return statistics.fmean(means), 1.96 * sd / math.sqrt(len(means))


def measure(game: str, kind: str, against: str, players: int, hands: int, per_game: int,
            options: dict[str, Any], progress: bool = False) -> dict[str, Any]:
    means: list[float] = []
    done = 0
    t = time.perf_counter()
    index = 0
    while done < hands:
        me = index % players
        g = parlour.new_game(game, players, seed=1000 + index,
                             options={"hands": per_game, "stack": 100_000, **options})
        bots = [bot(kind if s == me else against, game, s, 7 * index + s) for s in range(players)]
        run_game(g, bots)
        res = g.result()
        assert res is not None
        played = int(res.details["hands"])
        means.append(res.scores[me] / played)
        done += played
        index += 1
        if progress:
            m, h = summary(means)
            print(f"  {game} {kind} vs {against}: {done} hands, {m:+.2f} [{m - h:+.2f}, {m + h:+.2f}],"
                  f" {time.perf_counter() - t:.0f} s", file=sys.stderr, flush=True)
    mean, half = summary(means)
    return {"mean": mean, "lo": mean - half, "hi": mean + half, "hands": done,
            "seconds": time.perf_counter() - t}


def engine_cost(rounds: int) -> list[list[Any]]:
    warm = parlour.new_game("pineapple", 6, seed=99, options={"hands": 1})  # tables built, modules loaded
    while not warm.is_over():
        s = warm.actors()[0]
        warm.apply(s, warm.legal_actions(s)[0])
    rng = random.Random(1)
    t = time.process_time()
    actions = 0
    for _ in range(rounds):
        b = Betting(Chips(6, [rng.randint(20, 400) for _ in range(6)]), "no", None)
        b.blind(0, 1)
        b.blind(1, 2)
        for street in range(4):
            b.start_round(2 if street == 0 else 0, 2)
            while not b.round_over:
                c = b.choice()
                pick = rng.random()
                if c.fold and pick < 0.2:
                    b.fold()
                elif c.can_raise and pick > 0.8:
                    b.raise_to(rng.randint(c.raise_min, c.raise_max))
                else:
                    b.call()
                actions += 1
            b.end_round()
            if b.alone is not None:
                break
        b.award([1, 2, 3, 4, 5, 6])
    engine = (time.process_time() - t) / actions
    t = time.process_time()
    steps = 0
    hands = 0
    for seed in range(max(1, rounds // 10)):
        g = parlour.new_game("pineapple", 6, seed=seed, options={"hands": 5})
        r = random.Random(seed)
        while not g.is_over():
            s = g.actors()[0]
            g.apply(s, r.choice(g.legal_actions(s)))
            steps += 1
        hands += int(g.result().details["hands"])  # type: ignore[union-attr]
    whole = (time.process_time() - t) / steps
    return [["betting engine alone (6 seats, no limit)", f"{engine * 1e6:.1f}"],
            ["whole Pineapple action (6 seats, random)", f"{whole * 1e6:.1f}"],
            ["engine share of an action", f"{100 * engine / whole:.0f} %"],
            ["Pineapple hands/s (6 seats, random)", f"{hands / (whole * steps):.0f}"]]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--game", default="pineapple")
    ap.add_argument("--bot", default="heuristic")
    ap.add_argument("--against", default="random,station")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--hands", type=int, default=0, help="hands per match-up (default 1000, quick 100)")
    ap.add_argument("--per-game", type=int, default=10)
    ap.add_argument("--engine", action="store_true", help="time the betting engine instead")
    ap.add_argument("--progress", action="store_true", help="print the running mean after every game")
    args = ap.parse_args()
    print(machine())
    if args.engine:
        table(["measure", "us per action / figure"], engine_cost(200 if args.quick else 2000),
              "Betting engine cost")
        return
    hands = args.hands or (100 if args.quick else 1000)
    rows = []
    for against in args.against.split(","):
        r = measure(args.game, args.bot, against, args.players, hands, args.per_game, {}, args.progress)
        rows.append([args.game, args.bot, against, r["hands"], f"{r['mean']:+.2f}",
                     f"[{r['lo']:+.2f}, {r['hi']:+.2f}]", f"{r['seconds']:.0f}"])
    table(["game", "bot", "against", "hands", "chips/hand", "95 % interval", "s"], rows,
          f"{args.bot} against each opponent, {args.players} players")


if __name__ == "__main__":
    main()
