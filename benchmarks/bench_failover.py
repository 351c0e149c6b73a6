"""How quickly a dead instance's tables are played again (issue #17, several instances).

K ``parlour serve`` instances in cluster mode (the harness of ``tests/server/clustering.py``:
one PostgreSQL database, one Redis) ; ``--tables`` two-seat tables created on instance 0,
each seat connected through another instance (relayed to instance 0) and two actions
played and acknowledged. Then ``kill -9`` of instance 0, and for every table, from the
kill: when its relayed clients were closed (1012), when a client reconnected to a live
instance had resumed (the state with every acknowledged step), and when the next action
was acknowledged (by the table's new host). A table whose resumed state misses an
acknowledged step counts as *lost* (the aim: none).

    python -m benchmarks.bench_failover --tables 20 --instances 3 --repeat 3

PostgreSQL and Redis as for ``bench_cluster`` (``$PARLOUR_TEST_DATABASE_URL`` or a
throwaway server; ``--redis`` or ``$PARLOUR_TEST_REDIS_URL``).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import time
from typing import Any

import httpx
import websockets

from benchmarks._common import machine, table
from benchmarks.bench_service import UNLIMITED
from tests.server import clustering

Msg = dict[str, Any]


def action_of(legal: list[Msg]) -> Msg:
    """A legal action as a client sends it (without its label and targets)."""
    return {k: v for k, v in legal[0].items() if k not in ("label", "targets")}


async def until_state(ws: Any, done: Any = lambda m: True) -> Msg:
    while True:
        m: Msg = json.loads(await ws.recv())
        if m["type"] == "state" and done(m):
            return m
        if m["type"] == "error":
            raise RuntimeError(m["reason"])


class Seat:
    """One seat's client: its URLs on the live instances and its connection."""

    def __init__(self, urls: list[str]) -> None:
        self.urls = urls
        self.ws: Any = None
        self.state: Msg = {}

    async def open(self, url: str) -> None:
        self.ws = await websockets.connect(url, open_timeout=30, ping_interval=None, max_size=None)
        self.state = await until_state(self.ws)

    async def act(self, cid: str) -> int:
        await self.ws.send(json.dumps({"type": "act", "id": cid, "action": action_of(self.state["legal"])}))
        while True:
            m: Msg = json.loads(await self.ws.recv())
            if m.get("id") == cid:
                if m["type"] != "ack":
                    raise RuntimeError(f"action refused: {m}")
                return int(m["seq"])
            if m["type"] == "state":
                self.state = m

    async def closed(self) -> None:
        """Until the server closes the connection."""
        try:
            while True:
                await self.ws.recv()
        except websockets.ConnectionClosed:
            return

    async def resume(self, deadline: float) -> None:
        """Reconnect (to the first live instance, then the next...) and resume."""
        last = self.state["seq"]
        attempt = 0
        while True:
            try:
                await self.open(self.urls[attempt % len(self.urls)])
                await self.ws.send(json.dumps({"type": "resume", "last_seq": last}))
                self.state = await until_state(self.ws)
                return
            except (websockets.ConnectionClosed, OSError, RuntimeError):
                if time.monotonic() > deadline:
                    raise
                attempt += 1
                await asyncio.sleep(0.1)


async def set_up(base: str, ws_bases: list[str], game: str) -> tuple[list[Seat], int]:
    """A table on ``base`` with its seats connected through ``ws_bases`` and two actions
    acknowledged; its seats and the last acknowledged seq."""
    async with httpx.AsyncClient(timeout=60) as client:
        r = await client.post(f"{base}/api/tables", json={"game": game, "players": 2})
        r.raise_for_status()
        made = r.json()
    tid = made["table"]
    seats = []
    for s in (0, 1):
        q = f"/ws/{tid}?seat={s}&token={made['seats'][s]['token']}"
        seat = Seat([w + q for w in ws_bases[s:] + ws_bases[:s]])
        await seat.open(seat.urls[0])
        seats.append(seat)
    acked = 0
    for n in range(2):
        mover = next(s for s in seats if s.state["legal"])
        acked = await mover.act(f"before{n}")
        for s in seats:
            s.state = await until_state(s.ws, lambda m, a=acked: m["seq"] >= a)
    return seats, acked


async def one_table(base: str, ws_bases: list[str], killed: asyncio.Event, t0: list[float],
                    ready: asyncio.Barrier, game: str) -> dict[str, float | bool]:
    try:
        seats, acked = await set_up(base, ws_bases, game)
    except BaseException:
        await ready.abort()  # the run stops, saying why
        raise
    await ready.wait()
    await killed.wait()
    await asyncio.gather(*(s.closed() for s in seats))
    closed = time.monotonic() - t0[0]
    deadline = time.monotonic() + 60
    await asyncio.gather(*(s.resume(deadline) for s in seats))
    resumed = time.monotonic() - t0[0]
    lost = any(s.state["seq"] < acked for s in seats)
    mover = next(s for s in seats if s.state["legal"])
    await mover.act("after")
    acted = time.monotonic() - t0[0]
    for s in seats:
        await s.ws.close()
    return {"closed": closed, "resumed": resumed, "acted": acted, "lost": lost}


async def run_once(group: clustering.Instances, tables: int, game: str) -> list[dict[str, float | bool]]:
    killed = asyncio.Event()
    ready = asyncio.Barrier(tables + 1)
    t0 = [0.0]
    ws_bases = [m.ws for m in group.members[1:]]
    jobs = [asyncio.create_task(one_table(group[0].url, ws_bases, killed, t0, ready, game))
            for _ in range(tables)]
    await ready.wait()
    t0[0] = time.monotonic()
    await asyncio.to_thread(group.kill, 0)
    killed.set()
    return list(await asyncio.gather(*jobs))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tables", type=int, default=20)
    ap.add_argument("--instances", type=int, default=3, help="instances (at least 2; instance 0 is killed)")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--game", default="stoy", help="a two-seat game (default: the tests' toy game)")
    ap.add_argument("--redis", default=clustering.REDIS_URL)
    args = ap.parse_args()
    if args.instances < 2:
        ap.error("--instances must be at least 2")
    if not args.redis:
        ap.error("no Redis: give --redis or set PARLOUR_TEST_REDIS_URL (scripts/redis-setup prints it)")
    print(machine())
    rows = []
    serve = ["--think-workers", "0", *UNLIMITED]
    for rep in range(1, args.repeat + 1):
        with clustering.shared_database() as db, clustering.redis_database(args.redis) as redis_url, \
                clustering.instances(args.instances, db, redis_url, args=serve) as group:
            got = asyncio.run(run_once(group, args.tables, args.game))
        for phase in ("closed", "resumed", "acted"):
            values = sorted(float(g[phase]) for g in got)
            rows.append([rep, phase, len(values), statistics.median(values), values[-1],
                         sum(1 for g in got if g["lost"])])
    table(["run", "from the kill to", "tables", "median s", "max s", "lost"], rows,
          f"kill -9 of the instance hosting {args.tables} tables, {args.instances} instances, "
          f"clients relayed through the others")
    print("closed: both relayed clients closed (1012); resumed: both reconnected and resumed; "
          "acted: the next action acknowledged by the new host. lost: tables whose resumed state "
          "missed an acknowledged step.")


if __name__ == "__main__":
    main()
