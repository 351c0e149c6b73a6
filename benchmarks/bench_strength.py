"""Bot strength for Cactus: heuristic vs random, search vs heuristic, with 95% intervals.

Run:  python benchmarks/bench_strength.py [--quick] [--games N] [--search-games M]
      [--seconds S | --iterations I] [--jobs K] [--variant V] [--ceiling]

Each row is a ``parlour sim`` run (seeded, line-up rotated every game so both bots
play first equally often). The win rate counts games the first bot won outright
(ties are draws, counted as not won); the interval is Wilson's 95% score interval.
"A's share of decided games" leaves the draws out: above 50% with its interval, bot A
beats bot B significantly (the sign test).
The search bot's budget is CPU seconds per decision (``search:S``), or with
``--iterations`` a fixed number of iterations (``search:Ii``: the same on any load).

``--ceiling`` (denexa) measures why heuristic vs random stays far below 90%: how the
games split by who calls and how many turns the heuristic gets, the best any fair
player can do in the one-turn case (random moves first and calls Cactus at once, as it
does half the time), and an *oracle* heuristic that sees its own face-down cards.
"""

from __future__ import annotations

import argparse
import os
import time

from _common import machine, table

from parlour.bots.base import SeatPort
from parlour.bots.random_bot import RandomBot
from parlour.engine.actions import Action
from parlour.games.cactus import POINTS
from parlour.games.cactus.bot import HeuristicBot
from parlour.runners.local import run_game
from parlour.runners.sim import game_seed, make_spec, simulate, wilson

GAMES = ("cactus",)


def row(variant: str, players: int, a: str, b: str, n: int, jobs: int, seed: int) -> list[object]:
    spec = make_spec("cactus", [a, b], players=players, variant=variant, seed=seed)
    t = time.perf_counter()
    s = simulate(spec, n, jobs=jobs)
    dt = time.perf_counter() - t
    ra, rb = s["by_bot"]
    lo, hi = ra["ci95"]
    decided = ra["wins"] + rb["wins"]
    dlo, dhi = wilson(ra["wins"], decided) if decided else (0.0, 0.0)
    share = f"{100 * ra['wins'] / decided:.1f}% ({100 * dlo:.1f}-{100 * dhi:.1f}%)" if decided else "-"
    return [variant, a, b, s["finished"], f"{100 * ra['win_rate']:.1f}%",
            f"{100 * lo:.1f}-{100 * hi:.1f}%", f"{100 * rb['win_rate']:.1f}%", s["draws"], share,
            ra["mean_score"], rb["mean_score"], s["mean_actions"], dt]


class OracleBot(HeuristicBot):
    """The heuristic with its own face-down cards shown to it (a cheat, for the
    ceiling only): an upper reference no fair player reaches."""

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        grid = port._game.zones[f"grid:{self.seat}"]  # noqa: SLF001 -- deliberately cheating
        for i, c in enumerate(grid.cards):
            if c is None:
                self.known.pop((self.seat, i), None)
            else:
                self.known[(self.seat, i)] = c & 15
        return super().choose(port, must_act)


def by_case(n: int, seed: int, oracle: bool = False) -> list[list[object]]:
    """Heuristic (or oracle) vs random, games split by who called and how many turns
    the heuristic had."""
    cases: dict[tuple[str, str], list[int]] = {}
    for i in range(n):
        g = make_spec("cactus", ["heuristic", "random"], players=2, variant="denexa",
                      seed=seed).new_game(i)
        h = i % 2  # rotated line-up: the heuristic's seat
        cls = OracleBot if oracle else HeuristicBot
        bots = [cls(s, seed=g.seed) if s == h else RandomBot(s, seed=g.seed) for s in range(2)]
        res = run_game(g, bots)
        assert res is not None
        acts = [a for a in g.record()["actions"] if "seat" in a]
        turns = sum(1 for a in acts if a["seat"] == h and a["action"]["type"] in ("end", "call"))
        callers = [a["seat"] for a in acts if a["action"]["type"] == "call"]
        who = "heuristic" if callers == [h] else ("random" if callers else "nobody")
        key = (who, str(turns) if turns < 4 else "4+")
        c = cases.setdefault(key, [0, 0])
        c[0] += 1
        c[1] += res.winners == [h]
    rows: list[list[object]] = []
    for (who, turns), (games, wins) in sorted(cases.items()):
        lo, hi = wilson(wins, games)
        rows.append([who, turns, games, f"{100 * games / n:.1f}%", f"{100 * wins / games:.1f}%",
                     f"{100 * lo:.1f}-{100 * hi:.1f}%"])
    return rows


def one_turn_ceiling(n: int, seed: int) -> tuple[float, float, float]:
    """The one-turn case by exhaustion of the fair policies: random (seat 1) plays its
    first turn and calls; seat 0, knowing none of its cards, has one turn. A fair
    policy can only act on the cards it sees: take the discard if worth at most ``td``
    (swapping it in, all slots being alike), else draw and swap the card in if worth at
    most ``tv``. Returns (best win rate over all ``td``, ``tv``; its ``td``; ``tv``)."""
    wins: dict[tuple[int, int], int] = {}
    for i in range(n):
        g = make_spec("cactus", ["random"], players=2, variant="denexa",
                      seed=seed).new_game(2 * i)
        rb = RandomBot(1, seed=game_seed(seed, i))
        port = SeatPort(g, 1)
        while g.phase != "end":
            action = rb.choose(port, True)
            assert action is not None
            g.apply(1, action)
        g.apply(1, Action("call"))
        pile = g.zones["discard"].cards
        d = POINTS[pile[-1] & 15] if pile else None
        take = Action("draw", source="discard")
        outcome = {}  # each of the three lines of play, won or not
        for line in ("take", "swap", "discard"):
            h = g.clone()
            if line == "take":
                if d is None or take not in h.legal_actions(0):
                    continue
                h.apply(0, take)
                h.apply(0, Action("swap", slot=0))
            else:
                h.apply(0, Action("draw", source="stock"))
                h.apply(0, Action("swap", slot=0) if line == "swap" else Action("discard"))
            h.apply(0, Action("end"))
            outcome[line] = h.result().winners == [0]
        drawn = g.zones["stock"].cards[-1]
        v = POINTS[drawn & 15]
        for td in range(-1, 11):
            for tv in range(-1, 11):
                if "take" in outcome and d is not None and d <= td:
                    won = outcome["take"]
                else:
                    won = outcome["swap" if v <= tv else "discard"]
                wins[(td, tv)] = wins.get((td, tv), 0) + won
    best = max(wins, key=lambda k: wins[k])
    return wins[best] / n, best[0], best[1]


def ceiling(n: int, seed: int) -> None:
    """Print the ceiling analysis (see the module docstring)."""
    head = ["who called", "heuristic turns", "games", "share", "heuristic wins", "95% interval"]
    table(head, by_case(n, seed), f"Heuristic vs random, denexa, {n} games by case")
    table(head, by_case(n, seed, oracle=True),
          f"Oracle (the heuristic seeing its own cards) vs random, {n} games by case")
    rate, td, tv = one_turn_ceiling(n, seed)
    share = 0.25  # random moves first in half the games and calls at once half the time
    table(["case", "best fair win rate", "policy", "bound on the overall win rate"],
          [["random first, calls at once", f"{100 * rate:.1f}%",
            f"take a discard <= {td}, swap a drawn card <= {tv}",
            f"{100 * (1 - share + share * rate):.1f}% (every other game won)"]],
          f"One-turn case, every fair policy tried on {n} deals")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true",
                    help="200 and 10 games, search rows for denexa only")
    ap.add_argument("--game", default="cactus", help="only cactus has a heuristic bot so far")
    ap.add_argument("--games", type=int, default=None, help="heuristic vs random games (default 2000)")
    ap.add_argument("--search-games", type=int, default=None,
                    help="search games (default 200; 0 skips the search rows)")
    ap.add_argument("--seconds", type=float, default=0.2, help="search CPU seconds per decision")
    ap.add_argument("--iterations", type=int, default=None,
                    help="search iterations per decision instead of --seconds (load independent)")
    ap.add_argument("--ceiling", action="store_true",
                    help="denexa: why heuristic vs random stays below 90% (cases, fair bound, oracle)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--variant", action="append", default=None, help="denexa and/or wikipedia")
    ap.add_argument("--seed", type=int, default=2026)
    args = ap.parse_args(argv)
    if args.game.split(":")[0] != "cactus":
        print(f"no strength benchmark for {args.game} yet")
        return 0
    n = args.games or (200 if args.quick else 2000)
    ns = args.search_games if args.search_games is not None else (10 if args.quick else 200)
    variants = args.variant or ["denexa", "wikipedia"]
    search = f"search:{args.iterations}i" if args.iterations else f"search:{args.seconds:g}"
    if args.ceiling:
        print(f"Cactus heuristic vs random: the ceiling, {n} games; {machine()}")
        ceiling(n, args.seed)
        return 0
    print(f"Cactus bot strength: {n} games heuristic vs random, {ns} games {search}; "
          f"{args.jobs} jobs; {machine()}")
    rows = []
    for v in variants:
        rows.append(row(v, 2, "heuristic", "random", n, args.jobs, args.seed))
        if v == "denexa":  # the textbook uniform-random baseline: any legal action
            rows.append(row(v, 2, "heuristic", "random:all", n, args.jobs, args.seed))
    for v in variants:
        # --search-games 0: heuristic vs random only; --quick skips the long wikipedia
        # matches (a search-side match takes about 35 s of CPU)
        if ns > 0 and not (args.quick and v == "wikipedia" and args.variant is None):
            rows.append(row(v, 2, search, "heuristic", ns, args.jobs, args.seed))
    table(["variant", "bot A", "bot B", "games", "A wins", "95% interval", "B wins", "draws",
           "A's share of decided games (95%)", "A mean score", "B mean score", "actions/game",
           "wall s"], rows,
          "Two-player Cactus, seats rotated")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
