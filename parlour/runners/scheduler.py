"""One scheduler for bots and engine timers: what happens next in a game, and when.

Every runner in which bots play in time (the local runner, the service's tables, the
terminal) asks each bot that may act for a move, then lets the earliest of those moves
and the engine's next timer happen. The rules of that race live here, once:

* a bot's move lands its reaction delay (:meth:`Bot.delay`, times ``pace``) after the
  game's clock, that is after the last change of the state, and never before
  ``game.earliest(seat)``: a real-time table's minimum interval between one seat's
  actions is respected by construction, so the engine never refuses a bot as too quick;
* an engine timer due at the same time as a move fires first;
* of moves due at the same time, the one of the seat asked first (actor order) wins.

How a bot is asked is the runner's business (inline, in a worker process, between reads
of the keyboard), so the scheduler does not ask: a runner gets the seats to ask from
:meth:`Schedule.seats`, hands each answer to :meth:`Schedule.propose`, and takes
:meth:`Schedule.next`. Every change of the state calls for a new :class:`Schedule`
(bots decide afresh).

>>> import parlour
>>> from parlour.bots import SeatPort, make_bot
>>> g = parlour.new_game("spades", seed=3)
>>> bots = [make_bot("random", "spades", s, seed=1) for s in range(g.players)]
>>> schedule = Schedule(g)
>>> for seat, bot, must in schedule.seats(bots):
...     _ = schedule.propose(seat, bot, bot.choose(SeatPort(g, seat), must), must)
>>> move = schedule.next()
>>> move
BotMove(at=607, seat=1, action=Action('bid', tricks=4))
>>> [e.type for e in happen(g, move)]
['bid']
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from parlour.bots.base import Bot
from parlour.engine.actions import Action
from parlour.engine.events import Event
from parlour.engine.game import Game

__all__ = ["BotMove", "Schedule", "TimerDue", "Upcoming", "happen"]


@dataclasses.dataclass(frozen=True)
class BotMove:
    """A bot's action for ``seat``, due at game time ``at`` (ms)."""

    at: int
    seat: int
    action: Action


@dataclasses.dataclass(frozen=True)
class TimerDue:
    """The engine's next timer, due at game time ``at`` (ms)."""

    at: int


Upcoming = BotMove | TimerDue
"""What happens next by itself: a bot's move or an engine timer."""


class Schedule:
    """The bots' proposals from one state of ``game``, and the race between them and
    the engine's timer. ``pace`` scales every reaction delay (0: bots act at once)."""

    __slots__ = ("game", "pace", "_first")

    def __init__(self, game: Game, *, pace: float = 1.0) -> None:
        self.game = game
        self.pace = pace
        self._first: BotMove | None = None

    def seats(self, bots: Sequence[Bot | None], *,
              skip: int | None = None) -> list[tuple[int, Bot, bool]]:
        """The seats to ask now, in actor order: every seat that may act and has a bot
        (except ``skip``, a human's seat), with ``must``: whether the game waits for it."""
        waiting = self.game.waiting_for()
        out = []
        for seat in self.game.actors():
            bot = bots[seat] if seat < len(bots) else None
            if bot is not None and seat != skip:
                out.append((seat, bot, seat in waiting))
        return out

    def propose(self, seat: int, bot: Bot, action: Action | None, must: bool) -> BotMove | None:
        """Place ``bot``'s answer for ``seat``: draws its reaction delay (from the bot's
        own generator) and returns the move, or ``None`` when the bot passed (``action``
        ``None``: no delay is drawn)."""
        if action is None:
            return None
        game = self.game
        at = max(game.now + max(0, int(bot.delay(must) * self.pace)), game.earliest(seat, action))
        move = BotMove(at, seat, action)
        if self._first is None or at < self._first.at:
            self._first = move
        return move

    def next(self) -> Upcoming | None:
        """The earliest proposed move, or the engine's timer if it is due no later;
        ``None`` when nothing will happen without a human."""
        due = self.game.next_deadline()
        if due is not None and (self._first is None or due <= self._first.at):
            return TimerDue(due)
        return self._first


def happen(game: Game, upcoming: Upcoming) -> list[Event]:
    """Let ``upcoming`` happen to ``game`` (never earlier than its clock); the events.
    A move that is no longer legal raises :class:`parlour.IllegalAction`."""
    at = max(upcoming.at, game.now)
    if isinstance(upcoming, TimerDue):
        return game.advance(at)
    return game.apply(upcoming.seat, upcoming.action, at=at)
