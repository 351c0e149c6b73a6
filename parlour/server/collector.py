"""Short garbage collections for a service whose heap only grows: tables' states and
histories.

CPython's full (generation 2) collection walks every tracked object. A service holds
hundreds of tables, each with its game and every step's events, so the walk grows with
play: measured at 250 bot tables, full collections went from 30 ms to 320 ms within half
a minute, each one a stall of every table, and found nothing to free. The
:class:`CollectorSteward` freezes (:func:`gc.freeze`) what survived each full collection,
so the next one walks only what is newer; every ``reclaim_every_s`` seconds it unfreezes
everything once, so that a cycle which became garbage after it was frozen is still
freed, at the cost of one long collection in that period instead of one a few seconds.

>>> steward = CollectorSteward(reclaim_every_s=900.0)
>>> steward.start()
>>> gc.get_freeze_count() > 0
True
>>> steward.stop()
>>> gc.get_freeze_count()
0
"""

from __future__ import annotations

import asyncio
import gc
import time
from collections.abc import Callable
from typing import Any

__all__ = ["CollectorSteward"]


class CollectorSteward:
    """Freezes the survivors of each full garbage collection, and unfreezes them every
    ``reclaim_every_s`` seconds (``now``: a monotonic clock in seconds)."""

    def __init__(self, reclaim_every_s: float = 900.0,
                 now: Callable[[], float] = time.monotonic) -> None:
        self.reclaim_every_s = reclaim_every_s
        self.now = now
        self._reclaimed = 0.0
        self._freeze_due = False
        self._t0 = 0.0
        self.full_collections = 0
        self.full_ms_max = 0.0
        self.full_ms_total = 0.0
        self.reclaims = 0

    def start(self) -> None:
        """Freeze what start-up made, and watch the collections from now on."""
        gc.freeze()
        self._reclaimed = self.now()
        if self._observe not in gc.callbacks:
            gc.callbacks.append(self._observe)

    def stop(self) -> None:
        """Stop watching, and unfreeze: what is left is collected as usual again."""
        if self._observe in gc.callbacks:
            gc.callbacks.remove(self._observe)
        gc.unfreeze()

    def _observe(self, phase: str, info: dict[str, Any]) -> None:
        """A :data:`gc.callbacks` hook: time full collections and ask for a freeze after
        each (done by :meth:`maintain`, not inside the collector, which may run in any
        thread)."""
        if info.get("generation") != 2:
            return
        if phase == "start":
            self._t0 = time.perf_counter()
            return
        ms = (time.perf_counter() - self._t0) * 1000
        self.full_collections += 1
        self.full_ms_total += ms
        self.full_ms_max = max(self.full_ms_max, ms)
        self._freeze_due = True

    def maintain(self) -> None:
        """After a full collection: freeze its survivors, or, once every
        ``reclaim_every_s``, unfreeze everything so the next full collection frees any
        cycle that became garbage while frozen."""
        if not self._freeze_due:
            return
        self._freeze_due = False
        if self.now() - self._reclaimed >= self.reclaim_every_s:
            self._reclaimed = self.now()
            self.reclaims += 1
            gc.unfreeze()
        else:
            gc.freeze()

    async def run(self, interval_s: float = 1.0) -> None:
        """Call :meth:`maintain` every ``interval_s`` seconds until cancelled."""
        while True:
            await asyncio.sleep(interval_s)
            self.maintain()

    def report(self) -> dict[str, Any]:
        """Figures for ``/api/metrics``."""
        return {"full_collections": self.full_collections,
                "full_ms_max": round(self.full_ms_max, 1),
                "full_ms_total": round(self.full_ms_total, 1),
                "frozen_objects": gc.get_freeze_count(), "reclaims": self.reclaims}
