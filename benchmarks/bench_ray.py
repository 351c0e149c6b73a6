"""Simulations on Ray against one job and a process pool: games/s and speed-ups (issue #17).

Run:  nice -n 10 python benchmarks/bench_ray.py [--quick] [--game G ...] [--seconds S]
      [--jobs N] [--bots KINDS] [--chunk-size C]

For each game, the number of games is set so that one job takes about ``--seconds``
(default 15 s; measured on a short calibration run), then the same seeds are played with
``--jobs 1``, ``--jobs N`` (N = the machine's cores by default) and ``--ray`` on a local
Ray instance of N CPUs. Games/s count only the games: Ray's start (``ray.init`` and the
workers' first import of Parlour, paid once per session) is timed apart, in the overhead
table, with the cost of one chunk round trip (a task that does nothing) on each backend
and the pickled size of one game's result. The aims (issue #17): Ray within 10% of
``--jobs N``, and at least 1.8x one job on 2 cores. The machine line gives the load:
figures from a loaded machine understate both speed-ups.
"""

from __future__ import annotations

import argparse
import os
import pickle
import subprocess
import time

from _common import machine, table

from parlour.runners.distributed import ray_session, run_chunks
from parlour.runners.sim import SimRun, make_spec, run_games

GAMES = ("spades", "war", "cactus")


def nothing(chunk: int) -> int:
    return chunk


def round_trip_ms(chunks: int, **backend: object) -> float:
    """Milliseconds per chunk of a function that does nothing: the per-chunk overhead."""
    t = time.perf_counter()
    run_chunks(nothing, list(range(chunks)), **backend)  # type: ignore[arg-type]
    return 1000 * (time.perf_counter() - t) / chunks


def rate(run: SimRun) -> float:
    return len(run.outcomes) / run.seconds


def local_runs(game: str, bots: str, seconds: float, jobs: int,
               chunk: int | None) -> tuple[SimRun, SimRun]:
    """One job and a pool, on as many games as one job plays in about ``seconds``."""
    spec = make_spec(game, bots.split(","), seed=1)
    n = max(20, round(seconds * rate(run_games(spec, 20))))
    return run_games(spec, n), run_games(spec, n, jobs=jobs, chunk=chunk)


def row(one: SimRun, pool: SimRun, on_ray: SimRun) -> list[object]:
    same = [(o.seed, o.winners, o.scores) for o in one.outcomes]
    for other in (pool, on_ray):
        assert [(o.seed, o.winners, o.scores) for o in other.outcomes] == same, "results differ"
    n = len(one.outcomes)
    size = len(pickle.dumps(one.outcomes)) / n
    r1, rn, rr = rate(one), rate(pool), rate(on_ray)
    return [one.spec.game, n, on_ray.chunk, one.seconds, r1, rn, rr, rn / r1, rr / r1, rr / rn, size]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--game", action="append", help=f"game ids (repeatable; default {', '.join(GAMES)})")
    ap.add_argument("--seconds", type=float, default=15.0, help="target seconds of one job per game")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2, help="worker processes and Ray CPUs")
    ap.add_argument("--bots", default="random", help="bot kinds (default random)")
    ap.add_argument("--chunk-size", type=int, default=None, help="games per chunk (default: sim's choice)")
    ap.add_argument("--quick", action="store_true", help="a smoke run: 1 s a game")
    args = ap.parse_args()
    seconds = 1.0 if args.quick else args.seconds
    games = args.game or list(GAMES)
    uptime = subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()
    print(f"{machine()}\nuptime at start: {uptime}")
    # the pools fork before Ray starts: a process with Ray's threads is not forked
    local = [local_runs(g, args.bots, seconds, args.jobs, args.chunk_size) for g in games]
    trips = 200 if args.quick else 2000
    pool_ms = round_trip_ms(trips, jobs=args.jobs)
    t = time.perf_counter()
    with ray_session("local", args.jobs) as cpus:
        started = time.perf_counter() - t
        t = time.perf_counter()
        run_chunks(nothing, list(range(cpus)), ray_address="local")  # every worker up
        warm = time.perf_counter() - t
        rows = [row(one, pool, run_games(one.spec, len(one.outcomes), ray="local", chunk=args.chunk_size))
                for one, pool in local]
        ray_ms = round_trip_ms(trips, ray_address="local")
    uptime = subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()
    table(["game", "games", "chunk", "1 job s", "1 job g/s", f"{args.jobs} jobs g/s", "ray g/s",
           f"{args.jobs} jobs / 1", "ray / 1", f"ray / {args.jobs} jobs", "result bytes/game"], rows,
          title=f"parlour sim, bots {args.bots}: games/s (Ray's start not counted)")
    table(["what", "value"], [
        ["ray.init (local, quiet)", f"{started:.2f} s"],
        ["first task on every worker (imports)", f"{warm:.2f} s"],
        [f"round trip of an empty chunk, Ray ({trips} chunks)", f"{ray_ms:.2f} ms"],
        [f"round trip of an empty chunk, {args.jobs}-process pool", f"{pool_ms:.3f} ms"],
    ], title=f"overheads (Ray: {cpus} CPUs)")
    print(f"\nuptime at end: {uptime}")


if __name__ == "__main__":
    main()
