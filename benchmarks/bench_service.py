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


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(port: int, data: Path) -> subprocess.Popen[str]:
    env = {k: v for k, v in os.environ.items() if k != "DATABASE_URL"}
    cmd = [sys.executable, "-m", "parlour", "serve", "--port", str(port), "--data", str(data),
           "--bot-pace", "0", "--think-workers", "0", "--msg-rate", "100000", "--msg-burst", "100000"]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/api/games", timeout=1).status_code == 200:
                return proc
        except httpx.HTTPError:
            time.sleep(0.1)
    proc.kill()
    raise RuntimeError("server did not start")


async def play_seat(url: str, seat: int, rng: random.Random, stop: asyncio.Event,
                    rtts: list[float]) -> int:
    """Play one seat until its game is over; returns the actions it sent. Records the
    round trip (send to ack) of each action in ``rtts``."""
    sent = 0
    t_sent = 0.0
    async with websockets.connect(url, max_size=None, ping_interval=None, compression=None) as ws:
        acted_at = -1
        legal: list[dict] = []
        while True:
            msg = json.loads(await ws.recv())
            t = msg["type"]
            if t == "state":
                if msg["view"]["over"] or stop.is_set():
                    return sent
                legal = msg["legal"]
                if seat in msg["waiting"] and legal and msg["seq"] > acted_at:
                    acted_at = msg["seq"]
                    t_sent = time.perf_counter()
                    await _send(ws, rng, legal, seat, sent)
                    sent += 1
            elif t == "ack":
                rtts.append((time.perf_counter() - t_sent) * 1000.0)
            elif t == "error" and legal:  # a race lost to another seat: try again
                t_sent = time.perf_counter()
                await _send(ws, rng, legal, seat, sent)
                sent += 1


async def _send(ws: websockets.ClientConnection, rng: random.Random, legal: list[dict], seat: int,
                n: int) -> None:
    a = dict(rng.choice(legal))
    a.pop("label", None)
    a.pop("targets", None)
    await ws.send(json.dumps({"type": "act", "id": f"{seat}-{n}", "action": a}))


async def table_slot(client: httpx.AsyncClient, base: str, game: str, players: int, seed: int,
                     stop: asyncio.Event, finished: list[int], rtts: list[float]) -> None:
    rng = random.Random(seed)
    while not stop.is_set():
        r = await client.post(f"{base}/api/tables", json={"game": game, "players": players,
                                                          "seed": rng.randrange(1 << 40)})
        r.raise_for_status()
        t = r.json()
        ws_base = base.replace("http", "ws")
        urls = [f"{ws_base}/ws/{t['table']}?seat={s['seat']}&token={s['token']}" for s in t["seats"]]
        await asyncio.gather(*(play_seat(u, i, random.Random(rng.random()), stop, rtts)
                               for i, u in enumerate(urls)))
        finished[0] += 1


async def run(port: int, tables: int, seconds: float, warmup: float, game: str, players: int) -> dict:
    base = f"http://127.0.0.1:{port}"
    stop = asyncio.Event()
    finished = [0]
    rtts: list[float] = []
    limits = httpx.Limits(max_connections=200)
    async with httpx.AsyncClient(timeout=60, limits=limits) as client:
        tasks = [asyncio.create_task(table_slot(client, base, game, players, i, stop, finished, rtts))
                 for i in range(tables)]
        await asyncio.sleep(warmup)
        m0 = (await client.get(f"{base}/api/metrics?reset=true")).json()
        t0 = time.perf_counter()
        games0 = finished[0]
        rtts.clear()
        await asyncio.sleep(seconds)
        m1 = (await client.get(f"{base}/api/metrics")).json()
        elapsed = time.perf_counter() - t0
        stop.set()
        for t in tasks:
            t.cancel()
        with contextlib.suppress(BaseException):
            await asyncio.gather(*tasks, return_exceptions=True)
    steps = m1["steps"] - m0["steps"]
    rtts.sort()
    rtt = {p: round(rtts[min(len(rtts) - 1, int(p * len(rtts)))], 3) if rtts else None for p in (0.5, 0.99)}
    lat = m1["latency_ms"]
    return {"tables": tables, "actions_per_s": steps / elapsed, "p50": lat["p50"], "p99": lat["p99"],
            "max": lat["max"], "games": finished[0] - games0, "steps": steps, "seconds": elapsed,
            "connections": m1["connections"], "rtt_p50": rtt[0.5], "rtt_p99": rtt[0.99]}


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
                rows.append(asyncio.run(run(port, n, args.seconds, args.warmup, args.game, args.players)))
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
          "| client RTT p99 ms | games finished | connections |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for r in rows:
        print(f"| {r['tables']} | {r['actions_per_s']:.0f} | {r['p50']} | {r['p99']} | {r['max']} | "
              f"{r['rtt_p50']} | {r['rtt_p99']} | {r['games']} | {r['connections']} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
