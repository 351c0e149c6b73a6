"""A hostile client in a process of its own (so that its CPU does not slow the test's
measuring client): ``python -m tests.reliability.flooder URL CONNECTIONS SECONDS``. Each
connection, from 127.0.0.2, sends pings as fast as its socket takes them and never looks
at the answers (its library reads them, so it sees a close frame); when closed it
reconnects at once. It stops when a line (or the end) comes on its standard input, or
after SECONDS at most. Prints JSON: ``closes``, the close codes it got ("429" refused
before the handshake, "refused" could not connect, "open" still open when it stopped),
and ``cpu``, the CPU seconds it got (on a saturated machine it may hardly run).

It runs at the lowest CPU priority: a real flooder's CPU is its own machine's, while
here it shares the server's (on a busy test machine it would otherwise take the
server's share and measure the machine, not the server)."""

from __future__ import annotations

import asyncio
import collections
import json
import os
import resource
import sys
import threading
import time

import websockets

STOP = threading.Event()
"""Set when the test says stop (a line on standard input, or its end)."""


def running(until: float) -> bool:
    return not STOP.is_set() and time.monotonic() < until


async def flood(url: str, until: float, closes: collections.Counter[str]) -> None:
    msg = json.dumps({"type": "ping"})
    while running(until):
        try:
            async with websockets.connect(url, local_addr=("127.0.0.2", 0), ping_interval=None,
                                          max_queue=None, open_timeout=5, close_timeout=1) as ws:
                n = 0
                while running(until):
                    await ws.send(msg)
                    n += 1
                    if n % 20 == 0:
                        await asyncio.sleep(0)  # let its library read (a close frame, say)
            closes["open"] += 1  # still open when it stopped
        except websockets.ConnectionClosed as e:
            closes[str(e.rcvd.code if e.rcvd else None)] += 1
        except websockets.InvalidStatus as e:  # refused before the handshake (429)
            closes[str(e.response.status_code)] += 1
        except (OSError, TimeoutError):
            closes["refused"] += 1
            await asyncio.sleep(0.01)


async def main(url: str, n: int, seconds: float) -> None:
    closes: collections.Counter[str] = collections.Counter()
    until = time.monotonic() + seconds
    threading.Thread(target=lambda: (sys.stdin.readline(), STOP.set()), daemon=True).start()
    await asyncio.gather(*(flood(url, until, closes) for _ in range(n)))
    cpu = resource.getrusage(resource.RUSAGE_SELF)
    print(json.dumps({"closes": closes, "cpu": cpu.ru_utime + cpu.ru_stime}), flush=True)


if __name__ == "__main__":
    os.nice(19)
    asyncio.run(main(sys.argv[1], int(sys.argv[2]), float(sys.argv[3])))
