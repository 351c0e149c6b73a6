"""Simulations on Ray against one job and a process pool: games/s and speed-ups (issue #17).

Run:  nice -n 10 python benchmarks/bench_ray.py [--quick] [--game G ...] [--seconds S]
      [--rounds R] [--jobs N] [--bots KINDS] [--chunk-size C]

For each game, the number of games is set so that one job takes about ``--seconds``
(default 15 s, over all rounds; measured on a short calibration run), then the same seeds
are played in ``--rounds`` rounds (default 3) of ``--jobs 1``, ``--jobs N`` (N = the
machine's cores by default; in a fresh process, as a process running Ray is not forked) and
``--ray`` on a local Ray instance of N CPUs, in turn, so that a change of load on a shared
machine hits the three alike; "per round" gives Ray's speed over the pool's in each round.
Games/s count only the games: Ray's start (``ray.init``, and the workers' first import of
Parlour and of each game, paid once per session, warmed up before timing) is timed apart,
in the overhead table, with the cost of one chunk round trip (a task that does nothing) on
each backend, the pickled size of one game's result, and what one game's result costs the
driver (unpickling, summarising, memory kept): the inputs of docs/scale.md's estimate.
A third table counts CPU time instead of wall time, which a loaded machine disturbs less:
the CPU seconds a game costs each backend in all its processes, and the speed-up over one
job that this leaves on N idle cores (N x one job's CPU a game / the backend's).
The aims (issue #17): Ray within 10% of ``--jobs N``, and at least 1.8x one job on 2 cores.
The machine line gives the load: figures from a loaded machine understate both speed-ups.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import pickle
import resource
import subprocess
import sys
import time
import tracemalloc

from _common import machine, table

from parlour.runners.distributed import ray_session, run_chunks
from parlour.runners.sim import SimRun, make_spec, run_games, summarize

GAMES = ("spades", "war", "cactus")


def nothing(chunk: int) -> int:
    return chunk


def round_trip_ms(chunks: int, **backend: object) -> float:
    """Milliseconds per chunk of a function that does nothing: the per-chunk overhead."""
    t = time.perf_counter()
    run_chunks(nothing, list(range(chunks)), **backend)  # type: ignore[arg-type]
    return 1000 * (time.perf_counter() - t) / chunks


def tree_cpu() -> float:
    """CPU seconds (user + system) used so far by this process and its live descendants:
    for a local Ray instance, its GCS, raylet and workers (Linux /proc)."""
    ticks = os.sysconf("SC_CLK_TCK")
    parent: dict[int, int] = {}
    used: dict[int, int] = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        pid = int(name)
        parent[pid], used[pid] = int(fields[1]), int(fields[11]) + int(fields[12])
    tree, frontier = {os.getpid()}, [os.getpid()]
    while frontier:
        kids = [p for p, pp in parent.items() if pp in frontier and p not in tree]
        tree.update(kids)
        frontier = kids
    return sum(used.get(p, 0) for p in tree) / ticks


def children_cpu() -> float:
    """CPU seconds of this process and its waited-for children (a pool's workers)."""
    me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def digest(run: SimRun) -> str:
    """A fingerprint of every game's seed, winners and scores (equal runs, equal digests)."""
    return hashlib.sha256(repr([(o.seed, o.winners, o.scores) for o in run.outcomes]).encode()).hexdigest()


def pool_run(game: str, bots: str, n: int, jobs: int, chunk: int | None) -> tuple[float, float, str]:
    """``run_games`` with a pool, in a fresh process (a process running Ray is not forked):
    the games' seconds, the CPU seconds of that process and its workers, and the digest."""
    argv = [sys.executable, __file__, "--pool-run", game, bots, str(n), str(jobs), str(chunk or 0)]
    out = subprocess.run(argv, capture_output=True, text=True, check=True).stdout
    seconds, cpu, fingerprint = out.split()
    return float(seconds), float(cpu), fingerprint


def driver_costs(run: SimRun) -> list[list[object]]:
    """What the driver spends on each game's result: unpickling it, summarising it, and
    the memory it keeps (the limits of one driver, docs/scale.md)."""
    data = pickle.dumps(run.outcomes)
    n = len(run.outcomes)
    reps = max(1, 20_000 // n)
    t = time.perf_counter()
    for _ in range(reps):
        pickle.loads(data)
    unpickle = (time.perf_counter() - t) / (reps * n)
    t = time.perf_counter()
    for _ in range(reps):
        summarize(run.spec, run.outcomes, 1.0)
    summary = (time.perf_counter() - t) / (reps * n)
    tracemalloc.start()
    kept = pickle.loads(data)
    memory = tracemalloc.get_traced_memory()[0] / n
    tracemalloc.stop()
    del kept
    game = run.spec.game
    return [[f"{game}: driver unpickles a game's result", f"{1e6 * unpickle:.1f} µs"],
            [f"{game}: driver summarises a game", f"{1e6 * summary:.1f} µs"],
            [f"{game}: driver memory per game kept", f"{memory:.0f} bytes"]]


def bench_game(game: str, bots: str, seconds: float, rounds: int, jobs: int,
               chunk: int | None) -> tuple[list[object], list[list[object]], list[object]]:
    """Rounds of one job, a pool and Ray in turn on the same seeds (so a change of load hits
    all three alike); games/s over all rounds, and Ray / pool per round."""
    spec = make_spec(game, bots.split(","), seed=1)
    probe = run_games(spec, 10)
    n = max(10, round(seconds / rounds * len(probe.outcomes) / probe.seconds))
    run_games(spec, 4 * jobs, ray="local", chunk=1)  # each Ray worker imports the game's modules
    took = {"one": 0.0, "pool": 0.0, "ray": 0.0}
    cpu = {"one": 0.0, "pool": 0.0, "ray": 0.0}
    ratios = []
    for _ in range(rounds):
        c = time.process_time()
        one = run_games(spec, n)
        cpu["one"] += time.process_time() - c
        pool_s, pool_cpu, pool_digest = pool_run(game, bots, n, jobs, chunk)
        cpu["pool"] += pool_cpu
        c = tree_cpu()
        on_ray = run_games(spec, n, ray="local", chunk=chunk)
        cpu["ray"] += tree_cpu() - c
        assert pool_digest == digest(one) == digest(on_ray), f"{game}: results differ"
        took["one"] += one.seconds
        took["pool"] += pool_s
        took["ray"] += on_ray.seconds
        ratios.append(pool_s / on_ray.seconds)
    r1, rn, rr = (rounds * n / took[k] for k in ("one", "pool", "ray"))
    size = len(pickle.dumps(one.outcomes)) / n
    c1, cn, cr = (1000 * cpu[k] / (rounds * n) for k in ("one", "pool", "ray"))
    return [game, f"{rounds} x {n}", on_ray.chunk, took["one"], r1, rn, rr, rn / r1, rr / r1, rr / rn,
            " ".join(f"{r:.2f}" for r in ratios), size], driver_costs(one), \
        [game, c1, cn, cr, cn / c1, cr / c1, cr / cn, jobs * c1 / cn, jobs * c1 / cr]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--game", action="append", help=f"game ids (repeatable; default {', '.join(GAMES)})")
    ap.add_argument("--seconds", type=float, default=15.0,
                    help="target seconds of one job per game, over all rounds (default 15)")
    ap.add_argument("--rounds", type=int, default=3, help="rounds of the three backends in turn (default 3)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2, help="worker processes and Ray CPUs")
    ap.add_argument("--bots", default="random", help="bot kinds (default random)")
    ap.add_argument("--chunk-size", type=int, default=None, help="games per chunk (default: sim's choice)")
    ap.add_argument("--quick", action="store_true", help="a smoke run: 1 s a game, one round")
    ap.add_argument("--pool-run", nargs=5, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.pool_run:  # the child of pool_run
        game, bots, n, jobs, chunk = args.pool_run
        spec = make_spec(game, bots.split(","), seed=1)
        before = children_cpu()  # this process's start and imports are not the games'
        run = run_games(spec, int(n), jobs=int(jobs), chunk=int(chunk) or None)
        print(run.seconds, children_cpu() - before, digest(run))
        return
    seconds, rounds = (1.0, 1) if args.quick else (args.seconds, args.rounds)
    games = args.game or list(GAMES)
    trips = 200 if args.quick else 2000
    uptime = subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()
    print(f"{machine()}\nuptime at start: {uptime}")
    pool_ms = round_trip_ms(trips, jobs=args.jobs)  # before Ray: a process running Ray is not forked
    t = time.perf_counter()
    with ray_session("local", args.jobs) as cpus:
        started = time.perf_counter() - t
        t = time.perf_counter()
        run_chunks(nothing, list(range(cpus)), ray_address="local")  # every worker up
        warm = time.perf_counter() - t
        idle_s = 1.0 if args.quick else 10.0
        c = tree_cpu()
        time.sleep(idle_s)  # what the instance costs doing nothing: its background work
        idle = (tree_cpu() - c) / idle_s
        results = [bench_game(g, args.bots, seconds, rounds, args.jobs, args.chunk_size) for g in games]
        ray_ms = round_trip_ms(trips, ray_address="local")
    uptime = subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()
    j = args.jobs
    table(["game", "games", "chunk", "1 job s", "1 job g/s", f"{j} jobs g/s", "ray g/s", f"{j} jobs / 1",
           "ray / 1", f"ray / {j} jobs", "per round", "result bytes/game"], [r for r, _, _ in results],
          title=f"parlour sim, bots {args.bots}: games/s (Ray's start not counted)")
    table(["what", "value"], [
        ["ray.init (local, quiet)", f"{started:.2f} s"],
        ["first task on every worker (imports)", f"{warm:.2f} s"],
        [f"CPU of the idle instance (over {idle_s:.0f} s)", f"{100 * idle:.1f}% of a core"],
        [f"round trip of an empty chunk, Ray ({trips} chunks)", f"{ray_ms:.2f} ms"],
        [f"round trip of an empty chunk, {j}-process pool", f"{pool_ms:.3f} ms"],
        *(c for _, costs, _ in results for c in costs),
    ], title=f"overheads (Ray: {cpus} CPUs)")
    table(["game", "1 job", f"{j} jobs", "ray", f"{j} jobs / 1", "ray / 1", f"ray / {j} jobs",
           f"{j} jobs speed-up if idle", "ray speed-up if idle"], [r for _, _, r in results],
          title="CPU ms a game, all processes (pool: its workers; Ray: GCS, raylet, workers), and the "
                f"speed-up over one job it allows on {j} idle cores")
    print(f"\nuptime at end: {uptime}")


if __name__ == "__main__":
    main()
