"""Clocks for the service: the real monotonic clock, and a manual one for tests.

Everything in the service that waits (bot pacing, engine timers) waits through a
:class:`Clock`, so tests drive time explicitly instead of sleeping.
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import itertools
import threading
import time


class Clock:
    """Monotonic milliseconds, and waiting until a time or an event."""

    def now(self) -> float:
        raise NotImplementedError

    async def wait(self, until: float, wake: asyncio.Event) -> bool:
        """Wait until ``now() >= until`` or ``wake`` is set; True if woken by ``wake``."""
        raise NotImplementedError


class RealClock(Clock):
    """``time.monotonic`` in ms; waits with asyncio timeouts."""

    def now(self) -> float:
        return time.monotonic() * 1000.0

    async def wait(self, until: float, wake: asyncio.Event) -> bool:
        delay = (until - self.now()) / 1000.0
        if wake.is_set():
            return True
        if delay <= 0:
            await asyncio.sleep(0)
            return wake.is_set()
        try:
            await asyncio.wait_for(wake.wait(), delay)
        except TimeoutError:
            return False
        return True


class ManualClock(Clock):
    """Time moves only when a test calls :meth:`advance` (thread safe: tests call it from
    the test thread while the app runs in the test client's event loop)."""

    def __init__(self, start: float = 0.0) -> None:
        self._now = start
        self._lock = threading.Lock()
        self._waiters: list[tuple[float, int, asyncio.AbstractEventLoop, asyncio.Future[None]]] = []
        self._ids = itertools.count()

    def now(self) -> float:
        return self._now

    def advance(self, ms: float) -> None:
        """Move time forward by ``ms`` and wake every waiter now due."""
        with self._lock:
            self._now += ms
            due = []
            while self._waiters and self._waiters[0][0] <= self._now:
                due.append(heapq.heappop(self._waiters))
        for _, _, loop, fut in due:
            if fut.done() or loop.is_closed():
                continue
            with contextlib.suppress(RuntimeError):  # the loop closed meanwhile (a stopped app)
                loop.call_soon_threadsafe(_resolve, fut)

    async def wait(self, until: float, wake: asyncio.Event) -> bool:
        if wake.is_set():
            return True
        loop = asyncio.get_running_loop()
        fut: asyncio.Future[None] = loop.create_future()
        with self._lock:
            if until <= self._now:
                fut.set_result(None)
            else:
                heapq.heappush(self._waiters, (until, next(self._ids), loop, fut))
        waker: asyncio.Future[bool] = asyncio.ensure_future(wake.wait())
        try:
            await asyncio.wait([fut, waker], return_when=asyncio.FIRST_COMPLETED)  # type: ignore[type-var]
        finally:
            waker.cancel()
            if not fut.done():
                fut.cancel()
        return wake.is_set()


def _resolve(fut: asyncio.Future[None]) -> None:
    if not fut.done():
        fut.set_result(None)
