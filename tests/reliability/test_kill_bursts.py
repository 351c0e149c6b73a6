"""``kill -9`` at a random moment during bursts of actions on many tables, then a restart:
every acknowledged action is still there (twice over, at moments drawn from a fixed seed)."""

from __future__ import annotations

import asyncio
import json
import random

import httpx
import pytest

from tests.asyncrun import run as run_async
from tests.reliability.serving import free_port, kill9, start, stop

websockets = pytest.importorskip("websockets")

TABLES = 8


async def burst(port: int, tables: list[dict], acked: dict[tuple[str, int, str], int]) -> None:
    """Play every table as fast as the server answers, noting each ack, until killed."""

    async def seat(t: dict, s: int) -> None:
        url = f"ws://127.0.0.1:{port}/ws/{t['table']}?seat={s}&token={t['seats'][s]['token']}"
        n = 0
        try:
            async with websockets.connect(url, ping_interval=None) as ws:
                while True:
                    m = json.loads(await ws.recv())
                    if m["type"] == "state" and s in m["waiting"] and m["legal"]:
                        n += 1
                        a = {k: v for k, v in m["legal"][0].items() if k not in ("label", "targets")}
                        await ws.send(json.dumps({"type": "act", "id": f"{s}-{m['seq']}-{n}", "action": a}))
                    elif m["type"] == "ack":
                        acked[(t["table"], s, m["id"])] = m["seq"]
        except (websockets.ConnectionClosed, OSError):
            return

    await asyncio.gather(*(seat(t, s) for t in tables for s in (0, 1)))


async def until_killed(proc, port: int, tables: list[dict], acked: dict, after: float) -> None:
    task = asyncio.create_task(burst(port, tables, acked))
    await asyncio.sleep(after)
    kill9(proc)
    await asyncio.wait_for(task, 30)


def test_kill_9_during_bursts_loses_no_acknowledged_action(tmp_path):
    rng = random.Random(11)
    port = free_port()
    proc = start(port, tmp_path, "--think-workers", "0")
    base = f"http://127.0.0.1:{port}"
    body = {"game": "stoy", "options": {"turn_ms": 0, "hand_size": 8, "hands": 50}}
    tables = [httpx.post(f"{base}/api/tables", json=body).json() for _ in range(TABLES)]
    acked: dict[tuple[str, int, str], int] = {}
    try:
        for _ in range(2):
            run_async(until_killed(proc, port, tables, acked, rng.uniform(0.8, 2.0)))
            proc = start(port, tmp_path, "--think-workers", "0")
        assert len(acked) > 50
        seqs = {t["table"]: httpx.get(f"{base}/api/tables/{t['table']}").json()["seq"] for t in tables}
        for (tid, _, _), seq in acked.items():
            assert seqs[tid] >= seq
        # each acknowledged id is remembered with its step: sent again, it is acked as before
        sample = random.Random(3).sample(sorted(acked), 20)
        for tid, s, cid in sample:
            t = next(x for x in tables if x["table"] == tid)
            url = f"ws://127.0.0.1:{port}/ws/{tid}?seat={s}&token={t['seats'][s]['token']}"
            from websockets.sync.client import connect

            with connect(url) as ws:
                json.loads(ws.recv(timeout=10))
                ws.send(json.dumps({"type": "act", "id": cid, "action": {"type": "peek"}}))
                want = {"type": "ack", "id": cid, "seq": acked[(tid, s, cid)]}
                assert json.loads(ws.recv(timeout=10)) == want
    finally:
        stop(proc)
