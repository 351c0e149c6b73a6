"""Reaction games: how a bot level's win rate moves with its speed, and how long games
last in simulated seconds.

Run:  nice -n 10 python benchmarks/bench_reaction.py [--game snap] [-n 200] [--quick]

For each reaction game of issue 15 and each bot level (``parlour.bots.reaction``:
expert ~250 ms, fast ~350, normal ~500, slow ~900, each with its spread and slip
rate), ``n`` two-player games of that level against a ``normal`` bot, seats
alternating, through the real-time runner (seeded: the same command prints the same
table). The win rate is shown with its 95% Wilson interval. Then ``n`` games of random
bots (random claims included) and of four normal heuristics: game length in simulated
seconds, actions per game and bot decisions per CPU second.
"""

from __future__ import annotations

import argparse
import time

from _common import machine, table

import parlour
from parlour.bots import make_bot
from parlour.engine.events import Event
from parlour.runners.local import run_game
from parlour.runners.sim import wilson

GAMES = ("snap", "slapjack", "speed", "california-speed", "salute-the-king", "aggravation",
         "through-the-window")
"""``parlour bench <game>`` runs this script for these games."""

LEVELS = ("expert", "fast", "normal", "slow")


def play(game: str, kinds: list[str], levels: list[str], seed: int) -> tuple[parlour.Game, int]:
    g = parlour.new_game(game, len(kinds), seed=seed)
    bots = [make_bot(k, game, s, seed=seed, level=lv) for s, (k, lv) in enumerate(zip(kinds, levels))]
    count = [0]

    def seen(events: list[Event]) -> None:
        count[0] += 1

    run_game(g, bots, on_events=seen)
    return g, count[0]


def level_rows(game: str, n: int, levels: tuple[str, ...] = LEVELS) -> list[list[object]]:
    rows: list[list[object]] = []
    players = 3 if game in ("salute-the-king", "through-the-window", "spoons") else 2
    for level in levels:
        score = 0.0
        flips = 0
        for seed in range(n):
            me = seed % players
            levels = ["normal"] * players
            levels[me] = level
            g, _ = play(game, ["heuristic"] * players, levels, seed)
            res = g.result()
            assert res is not None
            if me in res.winners:
                score += 1 / len(res.winners)
            flips += g.now
        lo, hi = wilson(score, n)
        mean = parlour.bots.reaction.LEVELS[level].reaction.mean
        rows.append([level, f"{mean:.0f}", n, f"{100 * score / n:.1f}%",
                     f"{100 * lo:.1f}-{100 * hi:.1f}%", f"{flips / n / 1000:.1f}"])
    return rows


def length_rows(game: str, n: int) -> list[list[object]]:
    rows: list[list[object]] = []
    cls = parlour.engine.registry.game_class(game)
    lo, hi = cls.player_range(parlour.new_game(game, seed=0).options)
    tables = sorted({min(max(p, lo), hi) for p in (2, 4)})
    for kind, players in [("random:all", tables[0])] + [("heuristic", p) for p in tables]:
        secs = 0.0
        actions = 0
        steps = 0
        t = time.process_time()
        for seed in range(n):
            g, k = play(game, [kind] * players, ["normal"] * players, seed)
            secs += g.now / 1000
            actions += len(g.record()["actions"])
            steps += k
        cpu = time.process_time() - t
        rows.append([kind, players, n, f"{secs / n:.1f}", f"{actions / n:.0f}",
                     f"{steps / cpu:,.0f}"])
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="", help="one game (default: every registered one of GAMES)")
    ap.add_argument("-n", type=int, default=200, help="games per row (quick: 40)")
    ap.add_argument("--lengths", type=int, default=-1,
                    help="games per game-length row (default: n; 0 skips them)")
    ap.add_argument("--levels", type=int, default=-1,
                    help="games per level row (default: n; 0 skips them)")
    ap.add_argument("--only-levels", default=",".join(LEVELS),
                    help="the levels played against normal, comma-separated (default: all)")
    ap.add_argument("--quick", action="store_true")
    args = ap.parse_args()
    n = 40 if args.quick else args.n
    known = {g.name for g in parlour.games()}
    games = [args.game] if args.game else [g for g in GAMES if g in known]
    print(machine())
    levels = n if args.levels < 0 else args.levels
    lengths = n if args.lengths < 0 else args.lengths
    for game in games:
        if levels:
            table(["level", "mean ms", "games", "win rate vs normal", "95% interval", "sim s/game"],
                  level_rows(game, levels, tuple(args.only_levels.split(","))),
                  f"{game}: one bot level against normal bots")
        if lengths:
            table(["bots", "players", "games", "sim s/game", "actions/game", "steps/CPU s"],
                  length_rows(game, lengths), f"{game}: game length")


if __name__ == "__main__":
    main()
