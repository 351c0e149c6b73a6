"""The Commerce games of issue 14: random playouts per game and variant, and James Bond
simulated with bots of each reaction level.

Run:  python benchmarks/bench_commerce.py [-n N] [--quick]
      python benchmarks/bench_commerce.py strength GAME --bot A --against B --out FILE
             [--players P] [-n N] [--paired] [--start K]
      python benchmarks/bench_commerce.py summary FILE [FILE...]

Random playouts: seeded games between random bots through the public contract
(``legal_actions``, ``apply``; real-time games through the scheduler, each bot at its
reaction delay), timed on one core (``time.process_time``). A "game" is the whole match
for Stop the Bus and Schwimmen (three tokens or chips each), one hand for Paiute, one
race for James Bond. James Bond by level: two heuristic bots of the same level; the
game's length is simulated time (ms on the game's clock, the 3 s countdown included),
and actions/s is actions simulated per second of CPU.

``strength`` compares two bots by a sign test, one JSON line per game appended to
``--out`` (an interrupted run keeps its games; ``--start`` continues it). Head to head
(default): bot A in seat ``i % P``, bot B in every other seat; A wins the game if it is
among the winners, loses if it is not (a shared or no win is a draw). ``--paired``: each
game is played twice from one seed, once with A and once with B in seat ``i % P``, every
other seat the heuristic both times (same bot seeds); A wins the pair if its seat places
better (the result's placing, else the win), loses if worse, else the pair is drawn.
``summary`` prints each file's wins, Wilson's 95% interval of A's share of the decided
games and the two-sided sign test.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from math import comb

from _common import machine, table

import parlour
from parlour.bots import make_bot
from parlour.runners.local import run_game
from parlour.runners.sim import wilson

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
        actions = clock = decided = called = 0
        start = time.process_time()
        for seed in range(n):
            g = parlour.new_game("james-bond", 2, seed=seed)
            res = run_game(g, [make_bot("heuristic", "james-bond", s, seed=seed, level=level)
                               for s in range(2)])
            actions += len(g.record()["actions"])
            clock += g.now
            decided += bool(res and res.winners)
            called += getattr(g, "why", "") == "call"
        cpu = time.process_time() - start
        rows.append([level, n, clock / n / 1000, actions / n, actions / cpu, f"{decided}/{n}",
                     f"{called}/{n}"])
    return rows


def _place(res: object, seat: int) -> float:
    """The seat's place in a result (``placing``: 1 = first; lower is better)."""
    if res is None:
        return 99.0
    placing = getattr(res, "placing", None)
    if placing:
        return float(placing[seat])
    return 1.0 if seat in getattr(res, "winners", []) else 2.0


def strength(game: str, players: int, a: str, b: str, n: int, out: str, start: int,
             paired: bool) -> None:
    with open(out, "a", encoding="utf-8") as f:
        for i in range(start, start + n):
            seat, seed = i % players, 1_000_003 * (i + 1)
            line: dict[str, object] = {"game": game, "index": i, "seed": seed, "seat": seat,
                                       "a": a, "b": b, "paired": paired}
            if paired:
                places = []
                t = time.process_time()
                for kind in (a, b):
                    g = parlour.new_game(game, players, seed=seed)
                    res = run_game(g, [make_bot(kind if s == seat else "heuristic", game, s,
                                                seed=seed) for s in range(players)])
                    places.append(_place(res, seat))
                line["places"] = places
                line["a_won"] = None if places[0] == places[1] else places[0] < places[1]
            else:
                t = time.process_time()
                g = parlour.new_game(game, players, seed=seed)
                res = run_game(g, [make_bot(a if s == seat else b, game, s, seed=seed)
                                   for s in range(players)])
                winners = list(res.winners) if res else []
                line["winners"] = winners
                line["a_won"] = (None if len(winners) != 1 else winners[0] == seat)
            line["seconds"] = time.process_time() - t
            f.write(json.dumps(line) + "\n")
            f.flush()


def summary(files: list[str]) -> None:
    rows = []
    for path in files:
        with open(path, encoding="utf-8") as f:
            lines = [json.loads(x) for x in f if x.strip()]
        if not lines:
            continue
        w = sum(1 for x in lines if x["a_won"] is True)
        lost = sum(1 for x in lines if x["a_won"] is False)
        decided = w + lost
        lo, hi = wilson(w, decided) if decided else (0.0, 0.0)
        k = min(w, lost)
        p = min(1.0, 2 * sum(comb(decided, j) for j in range(k + 1)) / 2 ** decided) if decided else 1.0
        x = lines[0]
        rows.append([x["game"], f"{x['a']} vs {x['b']}" + (" (paired)" if x["paired"] else ""),
                     len(lines), w, lost, len(lines) - decided,
                     f"{100 * w / decided:.1f}% ({100 * lo:.1f}-{100 * hi:.1f}%)" if decided else "-",
                     f"{p:.3g}"])
    print(machine())
    table(["game", "A vs B", "games", "A won", "B won", "drawn", "A share of decided (95%)",
           "sign test p (two-sided)"], rows, "Sign tests")


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] in ("strength", "summary"):
        ap = argparse.ArgumentParser(description="sign tests between bots")
        ap.add_argument("cmd", choices=("strength", "summary"))
        ap.add_argument("args", nargs="+", help="GAME (strength) or FILE... (summary)")
        ap.add_argument("--bot", default="heuristic")
        ap.add_argument("--against", default="random")
        ap.add_argument("--players", type=int, default=2)
        ap.add_argument("-n", type=int, default=400)
        ap.add_argument("--out")
        ap.add_argument("--start", type=int, default=0)
        ap.add_argument("--paired", action="store_true")
        args = ap.parse_args()
        if args.cmd == "summary":
            summary(args.args)
        else:
            if not args.out:
                ap.error("strength needs --out FILE")
            strength(args.args[0], args.players, args.bot, args.against, args.n, args.out,
                     args.start, args.paired)
        return
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", type=int, default=200, help="games per row (default 200)")
    ap.add_argument("--quick", action="store_true", help="20 games per row")
    args = ap.parse_args()
    n = 20 if args.quick else args.n
    print(machine())
    playouts("stop-the-bus", "standard", 3, 3)  # warm-up: imports and tables built once
    table(["game:variant", "players", "games", "actions a game", "ms a game", "actions/s"],
          [playouts(g, v, p, n) for g, v, p in PLAYOUTS], "Random playouts")
    table(["level", "games", "simulated s a game", "actions a game", "actions/s", "decided",
           "ended by a call"],
          levels(max(2, n // 10)), "James Bond, two heuristic bots of one level")


if __name__ == "__main__":
    main()
