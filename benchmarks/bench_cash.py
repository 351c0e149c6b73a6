"""Cash (Kemps, Kent): random playouts per variant and table size, the heuristic
partnership against random partnerships, and game length by reaction level.

Run:  nice -n 10 python benchmarks/bench_cash.py [-n 1000] [--quick]

* Random playouts: every step a uniformly random seat among those who may act plays a
  uniformly random legal action 150-550 ms after the last one (claims included: a
  random "Cash!" or counter ends most hands), or the engine's timer fires when it is
  due first; at most 2,000 steps a game. CPU time of this process.
* Heuristic against random: four players, the heuristic partnership alternating between
  seats 0/2 and 1/3, through the real-time runner (seeded, simulated time) at level
  ``normal``. The random bot acts now and then (``eagerness`` 5% a decision), uniformly
  among its legal actions, claims included: in Cash nothing is ever waited for during
  play, so ``random`` and ``random:all`` are the same bot here. Won, lost and real deals
  (draws) of the heuristic partnership; 95% Wilson interval of the share won.
* Levels: a heuristic partnership of one level against a ``normal`` one (seats
  alternating); and four heuristic bots of one level: simulated seconds and actions a
  game, actions per CPU second of simulation.
"""

from __future__ import annotations

import argparse
import time

from _common import machine, table

from parlour.bots.base import Bot
from parlour.bots.random_bot import RandomBot
from parlour.engine.rng import Rng
from parlour.games.cash import Cash
from parlour.games.cash.bot import CashHeuristic
from parlour.runners.local import run_game
from parlour.runners.sim import wilson

GAMES = ("cash",)
"""``parlour bench cash`` runs this script."""

LEVELS = ("expert", "fast", "normal", "slow")


def random_playout(g: Cash, rng: Rng, max_steps: int = 2000) -> int:
    """Play ``g`` with uniformly random actions at random times; the number of actions."""
    actions = 0
    for _ in range(max_steps):
        if g.is_over():
            break
        due = g.next_deadline()
        actors = g.actors()
        if not actors:
            if due is None:
                break
            g.advance(due)
            continue
        seat = actors[rng.below(len(actors))]
        legal = g.legal_actions(seat)
        at = max(g.now + 150 + rng.below(400), g.earliest(seat, legal[0]) if legal else 0)
        if not legal or (due is not None and due <= at):
            if due is None:
                break
            g.advance(due)
            continue
        g.apply(seat, legal[rng.below(len(legal))], at=at)
        actions += 1
    return actions


def playout_rows(n: int) -> list[list[object]]:
    rows: list[list[object]] = []
    for variant in ("standard", "letters", "kemps", "kent"):
        for players in (4, 6, 8):
            actions = 0
            sim = 0
            over = 0
            t = time.process_time()
            for seed in range(n):
                g = Cash(players, variant=variant, seed=seed)
                actions += random_playout(g, Rng(seed ^ 0xCA5))
                sim += g.now
                over += g.is_over()
            cpu = time.process_time() - t
            rows.append([f"cash:{variant}", players, n, f"{over / n:.0%}", f"{actions / n:.1f}",
                         f"{sim / n / 1000:.1f}", f"{1000 * cpu / n:.2f}", f"{actions / cpu:,.0f}"])
    return rows


def match(opponent: str, n: int, players: int = 4, level: str = "normal") -> list[object]:
    """The heuristic partnership at ``level`` against ``opponent`` (random, or a level)."""
    won = lost = draws = 0
    actions = 0
    t = time.process_time()
    for seed in range(n):
        h = seed % 2  # the first partnership: seats h, h + 2, ...
        bots: list[Bot] = []
        for s in range(players):
            if s % 2 == h:
                bots.append(CashHeuristic(s, seed=seed * 16 + s, level=level))
            elif opponent == "random":
                bots.append(RandomBot(s, seed=seed * 16 + s, form="all"))
            else:
                bots.append(CashHeuristic(s, seed=seed * 16 + s, level=opponent))
        g = Cash(players, seed=seed)
        res = run_game(g, bots)
        assert res is not None
        actions += len(g.record()["actions"])
        if not res.winners:
            draws += 1
        elif h in res.winners:
            won += 1
        else:
            lost += 1
    cpu = time.process_time() - t
    lo, hi = wilson(won, n)
    return [level, opponent, n, won, lost, draws, f"{100 * won / n:.1f}%", f"{100 * lo:.1f}-{100 * hi:.1f}%",
            f"{actions / n:.1f}", f"{cpu:.0f}"]


def level_rows(n: int, players: int = 4) -> list[list[object]]:
    rows: list[list[object]] = []
    for level in LEVELS:
        sim = 0
        actions = 0
        draws = 0
        t = time.process_time()
        for seed in range(n):
            g = Cash(players, seed=seed)
            res = run_game(g, [CashHeuristic(s, seed=seed * 16 + s, level=level) for s in range(players)])
            assert res is not None
            sim += g.now
            actions += len(g.record()["actions"])
            draws += not res.winners
        cpu = time.process_time() - t
        rows.append([level, players, n, f"{sim / n / 1000:.1f}", f"{actions / n:.1f}",
                     f"{draws / n:.0%}", f"{actions / cpu:,.0f}"])
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--game", default="cash", help="only cash")
    ap.add_argument("-n", type=int, default=1000, help="games against random (quick: 100)")
    ap.add_argument("--playouts", type=int, default=200, help="random playouts a row (quick: 20)")
    ap.add_argument("--levels", type=int, default=200, help="games a level row (quick: 20)")
    ap.add_argument("--quick", action="store_true")
    args = ap.parse_args()
    n, playouts, levels = (100, 20, 20) if args.quick else (args.n, args.playouts, args.levels)
    print(machine())
    table(["game:variant", "players", "games", "finished", "actions/game", "sim s/game", "ms/game",
           "actions/s"], playout_rows(playouts), "Random playouts (uniform over seats and legal actions)")
    table(["heuristic", "opponents", "games", "won", "lost", "real deals", "won share", "95% interval",
           "actions/game", "CPU s"], [match("random", n)],
          "Heuristic partnership against a random one (4 players)")
    table(["heuristic", "opponents", "games", "won", "lost", "real deals", "won share", "95% interval",
           "actions/game", "CPU s"], [match("normal", levels, level=lv) for lv in LEVELS],
          "A heuristic partnership of one level against a normal one (4 players)")
    table(["level", "players", "games", "sim s/game", "actions/game", "real deals", "actions/CPU s"],
          level_rows(levels), "Four heuristic bots of one level")


if __name__ == "__main__":
    main()
