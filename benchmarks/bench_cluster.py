"""The service on several instances (issue #17): the bot load of ``bench_service_load``
spread over K ``parlour serve`` processes sharing one PostgreSQL database and one Redis.

For each K in ``--instances`` (default 1, 2, 3) it starts K instances with the harness of
``tests/server/clustering.py`` (a fresh schema each time, and a fresh Redis database),
creates ``--tables`` bot-only tables in turn on each instance, opens ``--connections``
spectator WebSockets spread over the instances and tables, ``--pingers`` of them pinging
once a second (the load generator of ``bench_service_load``), and after ``--warmup``
seconds measures for ``--seconds``:

- actions/s: the steps all instances committed, per second (``/api/metrics``);
- pinging spectators told to reconnect (1012: their table moved to another instance) that
  did, and spectators that failed; the connections the instances still hold at the end
  (a silent spectator whose connection was closed is seen only there);
- server latency p99 (the worst instance's) and client round trip p50/p99 (ping to pong);
- the CPU (cores used) of the instances (summed), of every PostgreSQL and Redis server
  process on the machine, and of this process (the load generator), and the machine's load.

Cluster mode (``--mode cluster``; ``auto`` picks it when ``parlour serve`` has
``--redis-url`` and a Redis is given) puts each table's spectators on every instance, so
most of them are served by an instance that does not host the table (fan-out through
Redis). ``--mode plain`` runs K independent instances, each with its own tables and
spectators (what the machine gives with no forwarding at all: the ceiling).

``--bot-pace 0`` (the default) lets bots act at once, so actions/s measures what the
instances can do; at ``--bot-pace 1`` the bots' human-like delays set the pace and
actions/s stays the same for every K (what ``bench_service_load`` measures latency at).

``--quick``: a smoke run (20 tables, 80 spectators, 2 s, 1 and 2 instances), for
``parlour bench --quick``.

The issue's aim: with 2 instances, actions/s of a 250-table bot load at least 1.6 times one
instance's, client round trip p99 under 100 ms:

    python -m benchmarks.bench_cluster --tables 250 --connections 1000 --seconds 20 --warmup 5

PostgreSQL: ``--database URL`` (an existing database; each K gets a schema of its own),
else ``$PARLOUR_TEST_DATABASE_URL`` (``scripts/postgres-setup``), else a throwaway server
started for the run. Redis: ``--redis URL``, else ``$PARLOUR_TEST_REDIS_URL``
(``scripts/redis-setup``).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import websockets

from benchmarks._common import machine, table
from benchmarks.bench_service import METRICS_TOKEN, UNLIMITED, cpu_seconds
from benchmarks.bench_service_load import add_load_arguments, machine_load, pct, quick_load, spectator
from tests.server import clustering, pgcluster
from tests.server.conftest import fresh_schema


@contextlib.contextmanager
def postgres(url: str) -> Iterator[str]:
    """The database to make schemas in: ``url``, else a throwaway server for the run."""
    if url:
        yield url
        return
    why = pgcluster.unavailable()
    if why:
        raise SystemExit(f"no PostgreSQL: {why}; give --database URL or run scripts/postgres-setup")
    with pgcluster.cluster() as pg:
        yield pg.url


def programs_cpu(name: str) -> float:
    """CPU seconds of every running process of program ``name`` on the machine (all of
    PostgreSQL's or Redis's servers: other users' work is counted too), with their ended
    children's (a PostgreSQL backend that ends mid-run is counted by its postmaster)."""
    total = 0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        with contextlib.suppress(OSError, ValueError):
            text = stat.read_text()
            if text[text.index("(") + 1:text.rindex(")")] == name:
                total += sum(int(f) for f in text.rsplit(")", 1)[1].split()[11:15])  # u, s, cu, cs
    return total / os.sysconf("SC_CLK_TCK")


RECONNECT = {1012, 1013}
"""Close codes after which a client reconnects and resumes (the table moved; come back)."""


async def staying(url: str, ping: bool, stop: asyncio.Event, rtts: list[float], counts: list[int],
                  moved: list[int]) -> None:
    """A spectator of ``bench_service_load`` that, as the browser does, reconnects when it is
    told the table moved (1012) or to come back (1013), counting it in ``moved``."""
    while not stop.is_set():
        try:
            await spectator(url, ping, stop, rtts, counts)
        except websockets.ConnectionClosed as e:
            if e.rcvd is None or e.rcvd.code not in RECONNECT:
                raise
            moved[0] += 1


def host_of(conn: int, table_no: int, k: int, clustered: bool) -> int:
    """The instance spectator ``conn`` of table ``table_no`` connects to: the table's own
    (plain mode), or every instance in turn for a table's spectators (cluster mode)."""
    if not clustered:
        return table_no % k
    return (table_no + 1 + conn) % k


async def measure(args: argparse.Namespace, group: clustering.Instances) -> dict[str, Any]:
    k = len(group)
    auth = {"authorization": f"Bearer {METRICS_TOKEN}"}
    async with httpx.AsyncClient(timeout=120) as client:
        seats = [{"kind": "bot", "bot": args.bot}] * args.players
        tables = []
        for i in range(args.tables):
            body = {"game": args.game, "seats": seats, "seed": i, "options": json.loads(args.options)}
            r = await client.post(f"{group.urls[i % k]}/api/tables", json=body)
            r.raise_for_status()
            tables.append(r.json()["table"])
        stop = asyncio.Event()
        rtts: list[float] = []
        counts = [0]
        moved = [0]
        conns = []
        for i in range(args.connections):
            t = i % len(tables)
            where = group[host_of(i // len(tables), t, k, group.clustered)].ws
            conns.append(asyncio.create_task(staying(f"{where}/ws/{tables[t]}", i < args.pingers, stop,
                                                     rtts, counts, moved)))
            if i % 50 == 49:
                await asyncio.sleep(0.05)
        await asyncio.sleep(args.warmup)

        async def metrics(query: str = "") -> list[dict[str, Any]]:
            try:
                got = await asyncio.gather(*(client.get(f"{u}/api/metrics{query}", headers=auth)
                                             for u in group.urls))
            except httpx.HTTPError as e:
                stop.set()
                await asyncio.gather(*conns, return_exceptions=True)
                raise SystemExit(f"an instance did not answer /api/metrics ({type(e).__name__}): this size "
                                 f"is too much for the machine now ({machine_load()})") from None
            return [r.json() for r in got]

        await metrics("?reset=true")
        m0 = await metrics()
        rtts.clear()
        moved0 = moved[0]
        pids = [m.proc.pid for m in group.members if m.proc is not None]
        cpu0, t0 = sum(cpu_seconds(p) for p in pids), time.perf_counter()
        pg0, redis0, own0 = programs_cpu("postgres"), programs_cpu("redis-server"), cpu_seconds(os.getpid())
        await asyncio.sleep(args.seconds)
        m1 = await metrics()
        elapsed = time.perf_counter() - t0
        cpu = sum(cpu_seconds(p) for p in pids) - cpu0
        pg, redis = programs_cpu("postgres") - pg0, programs_cpu("redis-server") - redis0
        own = cpu_seconds(os.getpid()) - own0
        load = machine_load()
        failed = sum(1 for c in conns if c.done())  # a spectator ends early only if it failed
        stop.set()
        await asyncio.gather(*conns, return_exceptions=True)
    steps = sum(b["steps"] - a["steps"] for a, b in zip(m0, m1))
    return {"instances": k, "mode": "cluster" if group.clustered else "plain",
            "actions_per_s": steps / elapsed,
            "server_p99": max((m["latency_ms"]["p99"] or 0.0) for m in m1),
            "rtt_p50": pct(rtts, 0.5), "rtt_p99": pct(rtts, 0.99), "pings": len(rtts),
            "cores_used": cpu / elapsed, "postgres_cores": pg / elapsed, "redis_cores": redis / elapsed,
            "client_cores": own / elapsed,
            "open": sum(m["tables_open"] for m in m1),
            "connections": sum(m["connections"] for m in m1), "failed": failed,
            "reconnected": moved[0] - moved0, "load": load}


def run_one(args: argparse.Namespace, base_db: str, k: int, clustered: bool) -> dict[str, Any]:
    serve_args = ["--bot-pace", str(args.bot_pace), "--think-workers", "0", *UNLIMITED]
    env = {"PARLOUR_METRICS_TOKEN": METRICS_TOKEN}
    with contextlib.ExitStack() as stack:
        db = stack.enter_context(contextlib.contextmanager(fresh_schema)(base_db))
        redis_url = stack.enter_context(clustering.redis_database(args.redis)) if clustered else None
        group = stack.enter_context(clustering.instances(k, db, redis_url, args=serve_args,
                                                         program=clustering.PARLOUR, env=env))
        return asyncio.run(measure(args, group))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--instances", default="1,2,3", help="numbers of instances to measure (default 1,2,3)")
    ap.add_argument("--mode", choices=["auto", "cluster", "plain"], default="auto")
    add_load_arguments(ap, seconds=20.0, warmup=5.0, bot_pace=0.0)
    ap.add_argument("--database", default=os.environ.get("PARLOUR_TEST_DATABASE_URL", ""),
                    help="PostgreSQL URL (default $PARLOUR_TEST_DATABASE_URL, else a throwaway server)")
    ap.add_argument("--redis", default=os.environ.get("PARLOUR_TEST_REDIS_URL", ""),
                    help="Redis URL (default $PARLOUR_TEST_REDIS_URL)")
    args = ap.parse_args()
    quick_load(args)  # --quick: a smoke run of 1 and 2 instances
    if args.quick:
        args.instances = "1,2"
    counts = [int(n) for n in args.instances.split(",")]
    clustered = args.mode == "cluster" or (args.mode == "auto" and bool(args.redis)
                                           and clustering.cluster_mode_available())
    if clustered and not args.redis:
        raise SystemExit("cluster mode needs a Redis: --redis URL or $PARLOUR_TEST_REDIS_URL "
                         "(scripts/redis-setup prints one)")
    print(machine())
    rows = []
    with postgres(args.database) as base_db:
        for k in counts:
            r = run_one(args, base_db, k, clustered)
            rows.append(r)
            print(f"  {k} instance(s): {r['actions_per_s']:.0f} actions/s; the machine: {r['load']}",
                  flush=True)
    one = rows[0]["actions_per_s"] if rows and rows[0]["instances"] == 1 else None
    table(["instances", "mode", "actions/s", "× one", "server p99 ms", "client RTT p50 ms",
           "client RTT p99 ms", "pings", "instances' cores", "PostgreSQL cores", "Redis cores",
           "clients' cores", "tables playing", "connections", "reconnected", "failed"],
          [[r["instances"], r["mode"], r["actions_per_s"], f"{r['actions_per_s'] / one:.2f}" if one else "-",
            r["server_p99"], r["rtt_p50"], r["rtt_p99"], r["pings"], r["cores_used"], r["postgres_cores"],
            r["redis_cores"], r["client_cores"], r["open"], r["connections"], r["reconnected"],
            r["failed"]] for r in rows],
          title=f"{args.tables} {args.game} tables of {args.bot} bots at --bot-pace {args.bot_pace}, "
                f"{args.connections} spectators ({args.pingers} pinging), {args.seconds:g} s after "
                f"{args.warmup:g} s warm-up")
    for r in rows:
        print(f"the machine with {r['instances']} instance(s): {r['load']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
