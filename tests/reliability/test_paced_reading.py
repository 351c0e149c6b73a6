"""The server parses a connection's input a little at a time (``parlour.server.sockets``):
nothing is lost, split or reordered on the way, whatever the client sends at once."""

from __future__ import annotations

import asyncio
import json

import httpx
import pytest

from parlour.server import sockets
from tests.asyncrun import run as run_async
from tests.reliability.serving import output, serving

websockets = pytest.importorskip("websockets")

LIFTED = ["--msg-rate", "100000", "--msg-burst", "100000", "--address-msg-rate", "1000000",
          "--address-msg-burst", "1000000"]
"""No budget gets in the way: every message must be answered."""


def test_messages_sent_at_once_are_all_answered_in_order(tmp_path):
    assert sockets.PacedWebSocket is not None, "this uvicorn has no sans-I/O protocol to pace"
    big = json.dumps({"type": "ping", "pad": "x" * 10_000})  # twenty slices long
    sent = [big if i % 100 == 7 else json.dumps({"type": "ping"}) for i in range(2000)]

    async def talk(url: str) -> list[str]:
        async with websockets.connect(url, ping_interval=None, max_size=None) as ws:
            await asyncio.wait_for(ws.recv(), 30)  # the state
            for text in sent:  # all at once: the socket takes far more than a slice
                await ws.send(text)
            return [json.loads(await asyncio.wait_for(ws.recv(), 30))["type"] for _ in sent]

    with serving(tmp_path, "--think-workers", "0", *LIFTED) as (port, proc):
        t = httpx.post(f"http://127.0.0.1:{port}/api/tables",
                       json={"game": "stoy", "options": {"turn_ms": 0}}).json()
        got = run_async(talk(f"ws://127.0.0.1:{port}/ws/{t['table']}"))
        log = output(proc)
    assert got == ["error" if text is big else "pong" for text in sent]
    assert "ERROR" not in log and "Traceback" not in log, log[-2000:]
