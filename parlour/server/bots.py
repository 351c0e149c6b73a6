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
from concurrent.futures import Executor
from typing import Any

import parlour
from parlour.bots import Bot, SeatPort
from parlour.engine.actions import Action
from parlour.engine.game import Game

WORKER_KINDS = ("search",)


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
