"""Issue #11 point 1: fifty connections flooding from one address do not stall another
table (round trip p99 < 100 ms) and the server's memory returns near its level before.

What stalled it before (see ``parlour.server.sockets``): each read of a flooding socket
was parsed whole at once (some 12,000 messages, 60 ms and more), everything a closed
flooder still sent was parsed too, each refused reconnection cost a trip through the
app and logged an error line (the test's server wrote those lines to a pipe nobody
read: once the pipe was full the server stopped, and a victim's pong never came), every
refused message was answered, and a full garbage collection scanned every object
start-up made (80 ms).

Besides the round trips, the test bounds the server's CPU during the flood (a measure
that a busy machine does not blur), and judges the round trips only when the machine let
the server run."""

from __future__ import annotations

import asyncio
import contextlib
import json
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.asyncrun import run as run_async
from tests.reliability.serving import output, rss_mb, sched, serving

websockets = pytest.importorskip("websockets")
RECV_TIMEOUT = 10.0
"""Seconds a victim waits for any message before the test fails (never hangs)."""
ROOT = Path(__file__).resolve().parents[2]

FLOODERS = 50
FLOOD_SECONDS = 4.0
"""How long the victims ping while the flood is on (after its first close)."""
FLOOD_STARTS = 60.0
"""Seconds the test waits for the server to close a first flooder (a busy machine may be
slow to give the flooder, at the lowest priority, its first turns)."""
FLOODER_CPU = 0.1
"""CPU seconds the flooder must have had for its closes to be judged: on a saturated
machine a process at the lowest priority may hardly run, and then it floods nothing."""
CPU_SHARE = 0.25
"""Most of one core the server may spend while the flood lasts."""


def first_close(base: str, flood: subprocess.Popen[str]) -> None:
    """Wait until the server has closed a flooding connection (a fact, not a guess of
    how long the flood takes to start), or the flooder ended, or FLOOD_STARTS passed."""
    deadline = time.monotonic() + FLOOD_STARTS
    while time.monotonic() < deadline and flood.poll() is None:
        if httpx.get(f"{base}/api/metrics").json()["floods_closed"] >= 1:
            return
        time.sleep(0.05)


async def victim(url: str, stop: asyncio.Event, rtts: list[float]) -> None:
    """A well-behaved client on another table pinging 8 times a second."""
    async with websockets.connect(url, ping_interval=None) as ws:
        await asyncio.wait_for(ws.recv(), RECV_TIMEOUT)
        while not stop.is_set():
            t0 = time.perf_counter()
            await ws.send(json.dumps({"type": "ping"}))
            while json.loads(await asyncio.wait_for(ws.recv(), RECV_TIMEOUT))["type"] != "pong":
                pass
            rtts.append((time.perf_counter() - t0) * 1000)
            await asyncio.sleep(0.125)


def p99(values: list[float]) -> float:
    v = sorted(values)
    return v[min(len(v) - 1, int(0.99 * len(v)))] if v else float("nan")


@contextlib.contextmanager
def control() -> Iterator[str]:
    """The URL of a trivial echo server (:mod:`tests.reliability.echo`), a control."""
    proc = subprocess.Popen([sys.executable, "-m", "tests.reliability.echo"], stdout=subprocess.PIPE,
                            text=True, cwd=ROOT)
    try:
        assert proc.stdout is not None
        yield f"ws://127.0.0.1:{int(proc.stdout.readline())}/"
    finally:
        proc.kill()
        proc.wait(10)


def test_fifty_flooding_connections_do_not_stall_another_table(tmp_path):
    with serving(tmp_path, "--think-workers", "0") as (port, proc), control() as echo:
        base = f"http://127.0.0.1:{port}"
        quiet = httpx.post(f"{base}/api/tables", json={"game": "stoy", "options": {"turn_ms": 0}}).json()
        loud = httpx.post(f"{base}/api/tables", json={"game": "stoy", "options": {"turn_ms": 0}}).json()
        ws = f"ws://127.0.0.1:{port}/ws"

        async def pings(seconds: float) -> tuple[list[float], list[float]]:
            """Round trips to the quiet table and, at the same moments, to the control."""
            stop = asyncio.Event()
            rtts: list[float] = []
            noise: list[float] = []
            victims = [asyncio.create_task(victim(f"{ws}/{quiet['table']}", stop, rtts)) for _ in range(5)]
            victims += [asyncio.create_task(victim(echo, stop, noise)) for _ in range(2)]
            await asyncio.sleep(seconds)
            stop.set()
            await asyncio.gather(*victims)
            return rtts, noise

        before, noise_before = run_async(pings(1.0))
        rss0 = rss_mb(proc.pid)
        sched0 = sched(proc.pid)
        started = time.monotonic()
        flood = subprocess.Popen([sys.executable, "-m", "tests.reliability.flooder", f"{ws}/{loud['table']}",
                                  str(FLOODERS), str(FLOOD_STARTS + 60)], stdin=subprocess.PIPE,
                                 stdout=subprocess.PIPE, text=True, cwd=ROOT)
        first_close(base, flood)  # the flood is on
        during, noise = run_async(pings(FLOOD_SECONDS))
        told = json.loads(flood.communicate("stop\n", timeout=60)[0])
        closes, flooder_cpu = told["closes"], told["cpu"]
        sched1 = sched(proc.pid)
        lasted = time.monotonic() - started
        time.sleep(1.0)
        rss1 = rss_mb(proc.pid)
        after, noise_after = run_async(pings(0.5))
        metrics = httpx.get(f"{base}/api/metrics").json()
    log = output(proc)
    ran, waited = ((b - a for a, b in zip(sched0, sched1, strict=True)) if sched0 and sched1
                   else (float("nan"), float("nan")))
    print(f"ping p99 before {p99(before):.1f} ms, during the flood {p99(during):.1f} ms "
          f"({len(during)} pings; the control's {p99(noise):.1f} ms), after {p99(after):.1f} ms; "
          f"RSS {rss0:.0f} MB before, {rss1:.0f} MB after; flooding connections closed: {closes} "
          f"(the flooder ran {flooder_cpu:.2f} s of CPU in {lasted:.1f} s); "
          f"metrics {metrics['floods_closed']}; the server ran {ran:.2f} s and waited for a CPU "
          f"{waited:.2f} s during the flood")
    assert len(during) >= 20
    # the flood costs the server little work: under a quarter of one core (it took all
    # of it, and more, when every read of a flooding socket was parsed whole)
    assert not ran > CPU_SHARE * lasted
    assert rss1 < rss0 + 40
    # flooders were closed (1008, with the reason) or, their address having flooded,
    # refused (429); none was dropped without a close frame
    assert set(closes) <= {"1008", "429", "refused", "open"}
    if flooder_cpu >= FLOODER_CPU:  # it flooded (it did not, if the machine hardly ran it)
        assert closes.get("1008", 0) >= 1 and metrics["floods_closed"] >= 1
    # refusals are answered, not logged: a line each would fill the log
    assert "ERROR" not in log and "Traceback" not in log, log[-2000:]
    # judged when the machine let the server run (it waited for a CPU less than it ran);
    # on a saturated machine a round trip measures the machine (the server's own work,
    # a fraction of a second, spreads over seconds) and the flooder, at the lowest
    # priority, hardly runs
    if not waited > ran:
        # round trips under 100 ms, a shared machine's own noise allowed on top: the p99
        # of the calm pings (before and after) and of the control's (a trivial server
        # pinged at the same moments as the table)
        assert p99(during) < 100 + p99(before + after + noise + noise_before + noise_after)
        # every flooder was closed or refused, and came back to be refused
        assert closes.get("1008", 0) + closes.get("429", 0) >= FLOODERS
        assert metrics["connections_refused"] >= 1
