"""Run a coroutine to completion from a plain test, whatever the calling thread holds.

Browser tests keep Playwright's synchronous API (and so an event loop) running on the
pytest worker's main thread for the whole session; ``asyncio.run`` refuses to start a
second loop there. :func:`run` gives the coroutine a thread and a loop of its own.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Coroutine
from typing import Any, TypeVar

T = TypeVar("T")


def run(coro: Coroutine[Any, Any, T]) -> T:
    """``asyncio.run(coro)`` on a fresh thread; its result, or its exception re-raised."""
    out: dict[str, Any] = {}

    def main() -> None:
        try:
            out["value"] = asyncio.run(coro)
        except BaseException as exc:  # noqa: BLE001 (handed back to the caller)
            out["error"] = exc

    t = threading.Thread(target=main, name="test-asyncio")
    t.start()
    t.join()
    if "error" in out:
        raise out["error"]
    return out["value"]  # type: ignore[no-any-return]
