"""Service under load: many tables played by the server's own bots, many connections.

Starts ``parlour serve`` (SQLite in a temporary folder, bots at ``--bot-pace``), creates
``--tables`` bot-only tables, opens ``--connections`` spectator WebSockets spread over
them (each reads every broadcast), and from ``--pingers`` of them sends a ping each
second. After a warm-up it measures for ``--seconds``:

- server latency p50/p99: a step's start to its broadcast written to every socket of
  its table (``/api/metrics``, reset after the warm-up);
- client round trip p50/p99: ping to pong, as a client sees it (the client process
  shares the machine, so this includes its own scheduling); each pong is matched to
  its own ping even when it comes after the next one was sent;
- steps/s, server CPU share; spectators that failed to connect or were dropped;
- the machine's load while it ran (1-minute load average and, where the kernel keeps
  it, CPU pressure): figures from a busy machine measure the machine too.

The issue's aim (#11): server p99 under 10 ms and client p99 under 100 ms at

    python -m benchmarks.bench_service_load --tables 250 --connections 1000 --seconds 20 --warmup 5
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import contextlib
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx
from websockets.client import ClientProtocol
from websockets.frames import Frame, Opcode
from websockets.protocol import State
from websockets.uri import parse_uri

from benchmarks.bench_service import METRICS_TOKEN, UNLIMITED, cpu_seconds, free_port
from parlour.server.probe import wait_until_serving


def start(port: int, data: Path, pace: float) -> subprocess.Popen[str]:
    """``parlour serve`` writing what it prints to ``data/server.log`` (a pipe nobody
    read would fill, and the server's next line would stop it)."""
    env = {k: v for k, v in os.environ.items() if k != "DATABASE_URL"}
    env["PARLOUR_METRICS_TOKEN"] = METRICS_TOKEN
    cmd = [sys.executable, "-m", "parlour", "serve", "--port", str(port), "--data", str(data),
           "--bot-pace", str(pace), "--think-workers", "0", *UNLIMITED]
    with open(data / "server.log", "w") as log:
        proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, text=True, env=env)
    try:
        wait_until_serving(proc, port, timeout=60)
    except RuntimeError as e:
        raise RuntimeError(f"{e}{(data / 'server.log').read_text()[-4000:]}") from None
    return proc


def machine_load() -> str:
    """The 1-minute load average and CPU pressure (share of time some task waited)."""
    out = f"load {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
    with contextlib.suppress(OSError, IndexError, ValueError):
        some = Path("/proc/pressure/cpu").read_text().split()[1]  # avg10=N
        out += f", CPU pressure {some.split('=')[1]}%"
    return out


PONG = '{"type":"pong"'


def pct(values: list[float], p: float) -> float | None:
    v = sorted(values)
    return round(v[min(len(v) - 1, int(p * len(v)))], 2) if v else None


PONG_BYTES = PONG.encode()


class _Reader(asyncio.Protocol):
    """A spectator's socket, read through the ``websockets`` library's sans-I/O protocol
    (its own frame parser and closing handshake) straight from ``data_received``: no task
    wakes for each message, so the load generator spends about half as much CPU a message
    as with ``websockets.connect`` and leaves the cores to the servers it measures."""

    def __init__(self, url: str, ping: bool, rtts: list[float], counts: list[int]) -> None:
        loop = asyncio.get_running_loop()
        self.ws = ClientProtocol(parse_uri(url), max_size=None)
        self.ping, self.rtts, self.counts = ping, rtts, counts
        self.sent: collections.deque[float] = collections.deque()  # pings not answered yet
        self.opened: asyncio.Future[None] = loop.create_future()
        self.closed: asyncio.Future[None] = loop.create_future()
        self.transport: asyncio.Transport | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        self.ws.send_request(self.ws.connect())
        self._write()

    def data_received(self, data: bytes) -> None:
        self.ws.receive_data(data)
        for event in self.ws.events_received():
            if isinstance(event, Frame):
                if event.opcode is Opcode.TEXT:
                    self.counts[0] += 1
                    if self.ping and event.data.startswith(PONG_BYTES):  # never parse the big ones
                        self.rtts.append((time.perf_counter() - self.sent.popleft()) * 1000)
            elif not self.opened.done():  # the handshake's response
                if self.ws.state is State.OPEN:
                    self.opened.set_result(None)
                else:
                    self.opened.set_exception(self.ws.handshake_exc or ConnectionError("refused"))
        self._write()

    def send_ping(self) -> None:
        self.sent.append(time.perf_counter())
        self.ws.send_text(b'{"type":"ping"}')
        self._write()

    def close(self) -> None:
        if self.ws.state is State.OPEN:
            self.ws.send_close()
            self._write()

    def _write(self) -> None:
        assert self.transport is not None
        for data in self.ws.data_to_send():
            if data:
                self.transport.write(data)
            elif self.transport.can_write_eof():
                self.transport.write_eof()
        if self.ws.close_expected():
            self.transport.close()

    def connection_lost(self, exc: Exception | None) -> None:
        self.ws.receive_eof()
        if not self.opened.done():
            self.opened.set_exception(exc or ConnectionError("closed during the handshake"))
        if not self.closed.done():
            self.closed.set_result(None)


async def spectator(url: str, ping: bool, stop: asyncio.Event, rtts: list[float], counts: list[int]) -> None:
    """One spectator until ``stop``: counts every message, times its pings (one a second
    when ``ping``). Raises ``websockets.ConnectionClosed`` if the server closes it first."""
    loop = asyncio.get_running_loop()
    uri = parse_uri(url)
    reader = _Reader(url, ping, rtts, counts)
    await asyncio.wait_for(loop.create_connection(lambda: reader, uri.host, uri.port), 120)
    await asyncio.wait_for(reader.opened, 120)
    stopping = asyncio.ensure_future(stop.wait())
    try:
        while not stop.is_set() and not reader.closed.done():
            if ping:
                reader.send_ping()
            await asyncio.wait([stopping, reader.closed], timeout=1.0, return_when=asyncio.FIRST_COMPLETED)
    finally:
        stopping.cancel()
    if reader.closed.done():
        raise reader.ws.close_exc
    reader.close()
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(reader.closed, 5)


async def run(args: argparse.Namespace, port: int, pid: int) -> dict:
    base = f"http://127.0.0.1:{port}"
    async with httpx.AsyncClient(timeout=120) as client:
        seats = [{"kind": "bot", "bot": args.bot}] * args.players
        tables = []
        for i in range(args.tables):
            body = {"game": args.game, "seats": seats, "seed": i, "options": json.loads(args.options)}
            r = await client.post(f"{base}/api/tables", json=body)
            r.raise_for_status()
            tables.append(r.json()["table"])
        stop = asyncio.Event()
        rtts: list[float] = []
        counts = [0]
        conns = []
        for i in range(args.connections):
            url = f"ws://127.0.0.1:{port}/ws/{tables[i % len(tables)]}"
            conns.append(asyncio.create_task(spectator(url, i < args.pingers, stop, rtts, counts)))
            if i % 50 == 49:
                await asyncio.sleep(0.05)
        await asyncio.sleep(args.warmup)
        auth = {"authorization": f"Bearer {METRICS_TOKEN}"}
        await client.get(f"{base}/api/metrics?reset=true", headers=auth)
        m0 = (await client.get(f"{base}/api/metrics")).json()
        rtts.clear()
        cpu0, t0, msgs0 = cpu_seconds(pid), time.perf_counter(), counts[0]
        await asyncio.sleep(args.seconds)
        m1 = (await client.get(f"{base}/api/metrics")).json()
        elapsed = time.perf_counter() - t0
        cpu = cpu_seconds(pid) - cpu0
        msgs = counts[0] - msgs0
        load = machine_load()
        failed = sum(1 for c in conns if c.done())  # a spectator ends early only if it failed
        stop.set()
        await asyncio.gather(*conns, return_exceptions=True)
    lat = m1["latency_ms"]
    steps = m1["steps"] - m0["steps"]
    return {"tables": args.tables, "connections": m1["connections"], "steps_per_s": round(steps / elapsed, 1),
            "server_p50": lat["p50"], "server_p99": lat["p99"], "server_max": lat["max"],
            "rtt_p50": pct(rtts, 0.5), "rtt_p99": pct(rtts, 0.99), "pings": len(rtts),
            "messages_per_s": round(msgs / elapsed), "server_cpu_share": round(cpu / elapsed, 2),
            "tables_open_at_end": m1["tables_open"], "failed": failed, "load": load}


def add_load_arguments(ap: argparse.ArgumentParser, *, seconds: float, warmup: float,
                       bot_pace: float) -> None:
    """The options of the bot load (tables, spectators, game, bots), shared with
    ``bench_cluster``; the defaults that differ between the two are given."""
    ap.add_argument("--tables", type=int, default=250)
    ap.add_argument("--connections", type=int, default=1000)
    ap.add_argument("--pingers", type=int, default=200)
    ap.add_argument("--seconds", type=float, default=seconds)
    ap.add_argument("--warmup", type=float, default=warmup)
    ap.add_argument("--game", default="cactus")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--bot", default="random")
    ap.add_argument("--bot-pace", type=float, default=bot_pace)
    ap.add_argument("--options", default='{"scoring": "match", "target": 100000}',
                    help="the game's options (JSON; the default keeps Cactus tables playing hand "
                         "after hand for the whole run)")
    ap.add_argument("--quick", action="store_true",
                    help=f"a smoke run: {QUICK_LOAD['tables']} tables, {QUICK_LOAD['connections']} "
                         f"spectators, {QUICK_LOAD['seconds']:g} s after {QUICK_LOAD['warmup']:g} s")


QUICK_LOAD = {"tables": 20, "connections": 80, "pingers": 20, "seconds": 2.0, "warmup": 0.5}
"""The load of a ``--quick`` run (``parlour bench --quick``: a smoke run, not a measure)."""


def quick_load(args: argparse.Namespace) -> None:
    """Shrink the load to :data:`QUICK_LOAD` when ``--quick`` was given."""
    if args.quick:
        for k, v in QUICK_LOAD.items():
            setattr(args, k, v)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_load_arguments(ap, seconds=30.0, warmup=10.0, bot_pace=1.0)
    args = ap.parse_args()
    quick_load(args)
    with tempfile.TemporaryDirectory(prefix="parlour-load-") as data:
        port = free_port()
        proc = start(port, Path(data), args.bot_pace)
        try:
            r = asyncio.run(run(args, port, proc.pid))
        finally:
            proc.terminate()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
    cols = ["tables", "tables_open_at_end", "connections", "failed", "steps_per_s", "server_p50",
            "server_p99", "server_max", "rtt_p50", "rtt_p99", "pings", "messages_per_s", "server_cpu_share"]
    print("| tables | still playing at end | connections | spectators failed | steps/s | server p50 ms "
          "| server p99 ms | server max ms | client RTT p50 ms | client RTT p99 ms | pings | messages/s "
          "| server CPU share |")
    print("|" + " ---: |" * len(cols))
    print("| " + " | ".join(str(r[c]) for c in cols) + " |")
    print(f"\nthe machine while measuring: {r['load']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
