"""The steps' writer: one thread committing steps in batches (group commit).

A table awaits :meth:`StepWriter.append` for each step and broadcasts only once it
returns (commit before broadcast). Steps that arrive while a commit is under way are
committed together in the next one, so a busy service pays one thread hand-off and one
commit per batch, not per step, and the event loop never waits for the database. A
batch that fails is tried again step by step, so one bad step fails alone.
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import threading
from typing import Any

from parlour.server.storage import StepRow

BATCH = 256
"""Most steps committed together."""

_Item = tuple[str, StepRow, "dict[str, Any] | None", "asyncio.Future[None]", asyncio.AbstractEventLoop]


class StepWriter:
    """Commits steps to ``store`` on a thread of its own (started on first use)."""

    def __init__(self, store: Any) -> None:
        self.store = store
        self._queue: queue.SimpleQueue[_Item | None] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self.batches = 0
        self.steps = 0

    async def append(self, table_id: str, step: StepRow, finished: dict[str, Any] | None) -> None:
        """Commit one step (raises what the database raised)."""
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="parlour-steps", daemon=True)
            self._thread.start()
        loop = asyncio.get_running_loop()
        fut: asyncio.Future[None] = loop.create_future()
        self._queue.put((table_id, step, finished, fut, loop))
        await fut

    def close(self) -> None:
        """Finish what is queued and stop the thread."""
        if self._thread is not None:
            self._queue.put(None)
            self._thread.join(30)
            self._thread = None

    def _run(self) -> None:
        while True:
            first = self._queue.get()
            if first is None:
                return
            batch = [first]
            stop = False
            while len(batch) < BATCH:
                try:
                    item = self._queue.get_nowait()
                except queue.Empty:
                    break
                if item is None:
                    stop = True
                    break
                batch.append(item)
            self._commit(batch)
            if stop:
                return

    def _commit(self, batch: list[_Item]) -> None:
        results: list[BaseException | None] = []
        try:
            if len(batch) > 1:
                self.store.append_steps([(t, s, f) for t, s, f, _, _ in batch])
                results = [None] * len(batch)
        except Exception:  # noqa: BLE001 (each step then fails or succeeds alone)
            results = []
        if not results:
            for t, s, f, _, _ in batch:
                try:
                    self.store.append_step(t, s, f)
                    results.append(None)
                except Exception as e:  # noqa: BLE001
                    results.append(e)
        self.batches += 1
        self.steps += len(batch)
        for (_, _, _, fut, loop), err in zip(batch, results):
            with contextlib.suppress(RuntimeError):  # the loop closed meanwhile
                loop.call_soon_threadsafe(_settle, fut, err)


def _settle(fut: asyncio.Future[None], err: BaseException | None) -> None:
    if fut.done():
        return
    if err is None:
        fut.set_result(None)
    else:
        fut.set_exception(err)


__all__ = ["StepWriter"]
