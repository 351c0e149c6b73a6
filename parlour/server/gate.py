"""People before bots: a turnstile that bots pass before each move.

A service's event loop runs, in each of its turns, every callback that was ready when the
turn began, then looks at the sockets. When bots play at once (``--bot-pace 0``) on many
tables, hundreds of bot moves are ready in every turn, so a person's message read from a
socket waits behind all of them, and again at every further hop of its handling (a
round trip took 300 ms at 250 tables). The :class:`BotGate` lets about ``per_turn`` bot
moves start in one turn of the loop; the others wait for the next turns, and people's
messages, which never pass the gate, are read and answered in between. Bots lose no
move, only their place in the queue: throughput stays that of the busy loop, and a
person's wait is bounded by ``per_turn`` moves a hop instead of every table's.

>>> import asyncio
>>> async def demo() -> list[int]:
...     gate, started, turn = BotGate(per_turn=2), [], [0]
...     def count_turns() -> None:  # a callback that runs once in every turn of the loop
...         turn[0] += 1
...         if turn[0] < 6:
...             asyncio.get_running_loop().call_soon(count_turns)
...     async def bot() -> None:
...         await gate.turn()
...         started.append(turn[0])
...     asyncio.get_running_loop().call_soon(count_turns)
...     await asyncio.gather(*(bot() for _ in range(5)))
...     return started
>>> from concurrent.futures import ThreadPoolExecutor
>>> with ThreadPoolExecutor(1) as pool:  # a loop of its own, whatever runs on this thread
...     started = pool.submit(asyncio.run, demo()).result()  # the turn each move started in
>>> len(started), max(started.count(t) for t in started)  # all five, two a turn at most
(5, 2)
"""

from __future__ import annotations

import asyncio
import collections

__all__ = ["BotGate"]


class BotGate:
    """About ``per_turn`` bot moves start in one turn of the running event loop (never
    more than twice that); the rest wait, in order of arrival, for later turns."""

    def __init__(self, per_turn: int = 8) -> None:
        if per_turn < 1:
            raise ValueError(f"per_turn must be at least 1, not {per_turn}")
        self.per_turn = per_turn
        self._used = 0
        self._waiting: collections.deque[asyncio.Future[None]] = collections.deque()
        self._reset_planned = False
        self.waited = 0
        """Moves that had to wait for a later turn (a figure for ``/api/metrics``)."""

    async def turn(self) -> None:
        """Return when this bot move may start: at once while this turn of the loop has
        room and nobody waits before it, else in a later turn."""
        loop = asyncio.get_running_loop()
        if self._used < self.per_turn and not self._waiting:
            self._used += 1
            self._plan_reset(loop)
            return
        fut: asyncio.Future[None] = loop.create_future()
        self._waiting.append(fut)
        self.waited += 1
        self._plan_reset(loop)
        try:
            await fut
        except asyncio.CancelledError:
            if fut.done() and not fut.cancelled():  # admitted, then cancelled: give the place back
                self._used = max(0, self._used - 1)
            raise

    def _plan_reset(self, loop: asyncio.AbstractEventLoop) -> None:
        """The count starts again in the next turn of the loop (a callback scheduled now
        runs only then), which also admits the first waiters."""
        if not self._reset_planned:
            self._reset_planned = True
            loop.call_soon(self._next_turn, loop)

    def _next_turn(self, loop: asyncio.AbstractEventLoop) -> None:
        self._reset_planned = False
        self._used = 0
        while self._waiting and self._used < self.per_turn:
            fut = self._waiting.popleft()
            if not fut.done():
                fut.set_result(None)
                self._used += 1
        if self._used:  # admitted moves count against the turn in which they run
            self._plan_reset(loop)
