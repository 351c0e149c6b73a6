"""Service throughput and latency: N concurrent tables driven over WebSockets.

Starts a real ``parlour serve`` subprocess on a free loopback port with its own temporary
data folder (SQLite), creates N tables of a game (every seat a WebSocket client playing
uniformly random legal actions as soon as the game waits for it: bot-only play at zero
pacing), keeps N games going for a fixed time (a finished table is replaced by a new one),
and reports:

- actions/s: accepted steps per second of wall time (server counter);
- p50/p99 latency, measured inside the server: from the moment an action's message was
  read from its socket to the moment its state message was written to each socket of the
  table (``/api/metrics``), after a warm-up.

    python benchmarks/bench_service.py --tables 10 100 500 --seconds 20
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx
import websockets

from parlour.server.probe import wait_until_serving

STALL = 30.0
"""Seconds without a message after which a seat gives its table up (and says so)."""


METRICS_TOKEN = "bench"
"""The benchmark's server resets its metrics after the warm-up with this token."""
UNLIMITED = ["--msg-rate", "100000", "--msg-burst", "100000", "--address-msg-rate", "1000000",
             "--address-msg-burst", "1000000", "--create-rate", "100000", "--create-burst", "100000"]
"""Every client of the benchmark is on one address: lift the per-address budgets."""


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(port: int, data: Path) -> subprocess.Popen[str]:
    env = {k: v for k, v in os.environ.items() if k != "DATABASE_URL"}
    env["PARLOUR_METRICS_TOKEN"] = METRICS_TOKEN
    cmd = [sys.executable, "-m", "parlour", "serve", "--port", str(port), "--data", str(data),
           "--bot-pace", "0", "--think-workers", "0", *UNLIMITED]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
    wait_until_serving(proc, port, timeout=30)
    return proc


class Bench:
    """Shared state of one run: the go signal, counters, client round trips."""

    def __init__(self, tables: int) -> None:
        self.go = asyncio.Event()
        self.stop = asyncio.Event()
        self.ready = 0
        self.tables = tables
        self.all_ready = asyncio.Event()
        self.finished = 0
        self.failed = 0
        self.stalled = 0
        self.rtts: list[float] = []

    def arrived(self, failed: bool = False) -> None:
        if failed:
            self.failed += 1
        else:
            self.ready += 1
        if self.ready + self.failed >= self.tables:
            self.all_ready.set()


async def play_seat(ws: websockets.ClientConnection, first: dict, seat: int, rng: random.Random,
                    b: Bench) -> int:
    """Play one seat until its game is over; returns the actions it sent. Records the
    round trip (send to ack) of each action."""
    sent = 0
    t_sent = 0.0
    acted_at = -1
    legal: list[dict] = []
    msg = first
    while True:
        t = msg["type"]
        if t == "state":
            if msg["view"]["over"] or b.stop.is_set():
                return sent
            legal = msg["legal"]
            if seat in msg["waiting"] and legal and msg["seq"] > acted_at:
                acted_at = msg["seq"]
                t_sent = time.perf_counter()
                await _send(ws, rng, legal, seat, sent)
                sent += 1
        elif t == "ack":
            b.rtts.append((time.perf_counter() - t_sent) * 1000.0)
        elif t == "error" and legal:  # a race lost to another seat: try again
            t_sent = time.perf_counter()
            await _send(ws, rng, legal, seat, sent)
            sent += 1
        try:
            msg = json.loads(await asyncio.wait_for(ws.recv(), STALL))
        except TimeoutError:
            b.stalled += 1
            print(f"stalled: seat {seat}, last state seq {acted_at}, waiting {msg.get('waiting')}, "
                  f"over {msg.get('view', {}).get('over')}", file=sys.stderr)
            return sent


async def _send(ws: websockets.ClientConnection, rng: random.Random, legal: list[dict], seat: int,
                n: int) -> None:
    a = dict(rng.choice(legal))
    a.pop("label", None)
    a.pop("targets", None)
    await ws.send(json.dumps({"type": "act", "id": f"{seat}-{n}", "action": a}))


async def table_slot(client: httpx.AsyncClient, base: str, game: str, players: int, seed: int,
                     b: Bench, gate: asyncio.Semaphore) -> None:
    """Keep one table busy: create it, open every seat, play to the end, start another."""
    rng = random.Random(seed)
    first_game = True
    while not b.stop.is_set():
        try:
            socks, firsts = await open_table(client, base, game, players, rng, gate)
        except Exception as e:  # noqa: BLE001 (reported, and the run goes on)
            print(f"could not open a table: {e!r}", file=sys.stderr)
            if first_game:
                first_game = False
                b.arrived(failed=True)
            return
        try:
            if first_game:
                first_game = False
                b.arrived()
                await b.go.wait()
            await asyncio.gather(*(play_seat(ws, f, i, random.Random(rng.random()), b)
                                   for i, (ws, f) in enumerate(zip(socks, firsts))))
            b.finished += 1
        finally:
            for ws in socks:
                await ws.close()


async def open_table(client: httpx.AsyncClient, base: str, game: str, players: int, rng: random.Random,
                     gate: asyncio.Semaphore) -> tuple[list[websockets.ClientConnection], list[dict]]:
    """Create a table and connect every seat; return the sockets and their first states."""
    socks: list[websockets.ClientConnection] = []
    try:
        async with gate:
            r = await client.post(f"{base}/api/tables", json={"game": game, "players": players,
                                                              "seed": rng.randrange(1 << 40)})
            r.raise_for_status()
            t = r.json()
            ws_base = base.replace("http", "ws")
            socks = []
            for s in t["seats"]:
                url = f"{ws_base}/ws/{t['table']}?seat={s['seat']}&token={s['token']}"
                socks.append(await websockets.connect(url, max_size=None, ping_interval=None,
                                                      compression=None, open_timeout=60))
            firsts = [json.loads(await asyncio.wait_for(ws.recv(), STALL)) for ws in socks]
    except BaseException:
        for ws in socks:
            await ws.close()
        raise
    return socks, firsts


async def run(port: int, tables: int, seconds: float, warmup: float, game: str, players: int,
              server_pid: int | None = None) -> dict:
    """Open every table first (all seats connected), then play: ``warmup`` seconds, then
    ``seconds`` measured."""
    base = f"http://127.0.0.1:{port}"
    b = Bench(tables)
    gate = asyncio.Semaphore(50)
    limits = httpx.Limits(max_connections=100)
    async with httpx.AsyncClient(timeout=120, limits=limits) as client:
        t_open = time.perf_counter()
        tasks = [asyncio.create_task(table_slot(client, base, game, players, i, b, gate))
                 for i in range(tables)]
        await asyncio.wait_for(b.all_ready.wait(), 600)
        opened = time.perf_counter() - t_open
        b.go.set()
        await asyncio.sleep(warmup)
        m0 = (await client.get(f"{base}/api/metrics?reset=true",
                               headers={"authorization": f"Bearer {METRICS_TOKEN}"})).json()
        cpu0 = cpu_seconds(server_pid) if server_pid else 0.0
        ccpu0 = time.process_time()
        t0 = time.perf_counter()
        games0 = b.finished
        b.rtts.clear()
        await asyncio.sleep(seconds)
        m1 = (await client.get(f"{base}/api/metrics")).json()
        elapsed = time.perf_counter() - t0
        cpu = (cpu_seconds(server_pid) if server_pid else 0.0) - cpu0
        ccpu = time.process_time() - ccpu0
        b.stop.set()
        for t in tasks:
            t.cancel()
        with contextlib.suppress(BaseException):
            await asyncio.gather(*tasks, return_exceptions=True)
    steps = m1["steps"] - m0["steps"]
    rtts = sorted(b.rtts)
    rtt = {p: round(rtts[min(len(rtts) - 1, int(p * len(rtts)))], 3) if rtts else None for p in (0.5, 0.99)}
    lat = m1["latency_ms"]
    return {"tables": tables, "actions_per_s": steps / elapsed, "p50": lat["p50"], "p99": lat["p99"],
            "max": lat["max"], "games": b.finished - games0, "steps": steps, "seconds": elapsed,
            "connections": m1["connections"], "rtt_p50": rtt[0.5], "rtt_p99": rtt[0.99],
            "open_seconds": round(opened, 1),
            "server_cpu_ms_per_action": round(cpu * 1000 / steps, 2) if steps else None,
            "client_cpu_ms_per_action": round(ccpu * 1000 / steps, 2) if steps else None,
            "server_cpu_share": round(cpu / elapsed, 2), "failed": b.failed, "stalled": b.stalled}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tables", type=int, nargs="+", default=[10, 100, 500])
    ap.add_argument("--seconds", type=float, default=20.0, help="measured time per size")
    ap.add_argument("--warmup", type=float, default=5.0)
    ap.add_argument("--game", default="cactus")
    ap.add_argument("--players", type=int, default=2)
    args = ap.parse_args()
    rows = []
    for n in args.tables:
        with tempfile.TemporaryDirectory(prefix="parlour-bench-") as data:
            port = free_port()
            proc = start_server(port, Path(data))
            try:
                rows.append(asyncio.run(run(port, n, args.seconds, args.warmup, args.game, args.players,
                                           proc.pid)))
            finally:
                proc.terminate()
                try:
                    proc.wait(10)
                except subprocess.TimeoutExpired:
                    proc.kill()
        r = rows[-1]
        print(f"{n} tables: {r['actions_per_s']:.0f} actions/s, p50 {r['p50']} ms, "
              f"p99 {r['p99']} ms", flush=True)
    print()
    print("| tables | actions/s | server p50 ms | server p99 ms | server max ms | client RTT p50 ms "
          "| client RTT p99 ms | games finished | connections | setup s | server CPU ms/action "
          "| server CPU share | client CPU ms/action |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for r in rows:
        print(f"| {r['tables']} | {r['actions_per_s']:.0f} | {r['p50']} | {r['p99']} | {r['max']} | "
              f"{r['rtt_p50']} | {r['rtt_p99']} | {r['games']} | {r['connections']} | {r['open_seconds']} | "
              f"{r['server_cpu_ms_per_action']} | {r['server_cpu_share']} | "
              f"{r['client_cpu_ms_per_action']} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
