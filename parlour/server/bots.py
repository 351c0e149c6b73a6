"""Bots at service tables: choosing an action, in this process or a worker process.

Random and heuristic bots answer in microseconds and choose inline. Search bots (and any
bot class with ``think_in_worker = True``) think in a :class:`ProcessPoolExecutor`
so the event loop stays responsive: the worker rebuilds the game from its record (the
record is plain JSON, so nothing about the live game needs to be picklable), lets the bot
choose through its :class:`~parlour.bots.SeatPort`, and returns the action and the bot
(whose generator and memory moved on).
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import multiprocessing
import os
import signal
import stat
import threading
import time
from concurrent.futures import Executor, ProcessPoolExecutor
from typing import Any

import parlour
from parlour.bots import Bot, SeatPort
from parlour.engine.actions import Action
from parlour.engine.game import Game

WORKER_KINDS = ("search",)
WATCH_PARENT = 0.5
"""Seconds between a worker's checks that the service that started it is still there."""


def worker_pool(workers: int) -> ProcessPoolExecutor:
    """A pool of worker processes that hold none of the service's sockets (the listening
    one, clients', the database's) and die with the service, even after ``kill -9``."""
    return ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork"),
                               initializer=worker_started, initargs=(os.getpid(),))


def worker_started(parent: int) -> None:
    """In a new worker: let go of every inherited socket, and leave when ``parent`` does
    (the kernel's parent-death signal on Linux, and a watching thread everywhere)."""
    release_sockets()
    with contextlib.suppress(Exception):
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    if os.getppid() != parent:  # it died before we could ask
        os._exit(1)
    threading.Thread(target=_watch_parent, args=(parent,), daemon=True, name="parent-watch").start()


def release_sockets() -> None:
    """Point every inherited socket's descriptor at /dev/null (closing it instead would
    let the number be reused under an inherited object that closes it later)."""
    null = os.open(os.devnull, os.O_RDWR)
    try:
        for name in os.listdir("/proc/self/fd") if os.path.isdir("/proc/self/fd") else []:
            fd = int(name)
            if fd == null:
                continue
            with contextlib.suppress(OSError):
                if stat.S_ISSOCK(os.fstat(fd).st_mode):
                    os.dup2(null, fd)
    finally:
        os.close(null)


def _watch_parent(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(WATCH_PARENT)
    os._exit(1)


def thinks_in_worker(bot: Bot) -> bool:
    return bool(getattr(bot, "think_in_worker", False)) or bot.kind in WORKER_KINDS


def think(bot: Bot, record: dict[str, Any], seat: int, must: bool) -> tuple[dict[str, Any] | None, Bot]:
    """Worker-process entry point: the bot's choice (as JSON) and the bot after choosing."""
    game = parlour.replay(record)
    action = bot.choose(SeatPort(game, seat), must)
    return (action.to_json() if action is not None else None), bot


async def choose(bot: Bot, game: Game, seat: int, must: bool,
                 pool: Executor | None) -> tuple[Action | None, Bot]:
    """The bot's action now (or None), and the bot to keep (a worker returns a new copy)."""
    if pool is None or not thinks_in_worker(bot):
        return bot.choose(SeatPort(game, seat), must), bot
    loop = asyncio.get_running_loop()
    got, new_bot = await loop.run_in_executor(pool, think, bot, game.record(), seat, must)
    return (Action.from_json(game, got) if got is not None else None), new_bot
