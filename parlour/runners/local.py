"""Running games with bots: a discrete-event loop in which time has meaning.

Each bot that may act proposes an action and a reaction delay; the earliest proposal
is applied at ``now + delay`` unless an engine timer is due first (the race is
:class:`parlour.runners.scheduler.Schedule`'s). Whenever the state changes, every bot
decides afresh. Everything draws from seeded generators, so a run is deterministic for
its seeds. Turn-based games skip the clock. In simultaneous games (sealed choices, speed
never matters) every seat the game waits for chooses once, from the same state, and the
choices are applied together in seat order.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from parlour.bots.base import Bot, SeatPort
from parlour.engine.events import Event
from parlour.engine.game import Game, Result
from parlour.runners.scheduler import Schedule, happen


class Stalled(RuntimeError):
    """The game waits for a seat that has no bot, or a bot refused to act."""


def deliver(bots: Sequence[Bot | None], events: list[Event]) -> None:
    """Send every bot its own copies of ``events`` (every runner does, after each step)."""
    if not events:
        return
    for bot in bots:
        if bot is not None:
            bot.observe([e.for_seat(bot.seat) for e in events])


def step(game: Game, bots: Sequence[Bot | None], ports: Sequence[SeatPort]) -> list[Event]:
    """Advance the game by one action or timer; return the events."""
    actors = game.actors()
    waiting = game.waiting_for()
    if game.timing == "turn" and len(waiting) == 1 and waiting == actors:
        seat = waiting[0]
        bot = bots[seat]
        if bot is None:
            raise Stalled(f"seat {seat} must act and has no bot")
        action = bot.choose(ports[seat], True)
        if action is None:
            raise Stalled(f"bot at seat {seat} refused to act")
        return game.apply(seat, action)
    if game.timing == "simultaneous" and game.next_deadline() is None and len(waiting) > 1:
        return _sealed_choices(game, bots, ports, waiting)
    schedule = Schedule(game)
    for seat, bot, must in schedule.seats(bots):
        action = bot.choose(ports[seat], must)
        if action is None and must:
            raise Stalled(f"bot at seat {seat} refused to act")
        schedule.propose(seat, bot, action, must)
    upcoming = schedule.next()
    if upcoming is None:
        raise Stalled(f"nobody can act: waiting for seats {waiting} without bots")
    return happen(game, upcoming)


def _sealed_choices(game: Game, bots: Sequence[Bot | None], ports: Sequence[SeatPort],
                    waiting: list[int]) -> list[Event]:
    """Every waiting seat with a bot chooses from the same state (nobody sees another's
    choice, so asking again after each one would only repeat the work); apply them in
    seat order, stopping if one is no longer legal (the next step asks again)."""
    chosen = []
    for seat in waiting:
        bot = bots[seat]
        if bot is None:
            continue
        action = bot.choose(ports[seat], True)
        if action is None:
            raise Stalled(f"bot at seat {seat} refused to act")
        chosen.append((seat, action))
    if not chosen:
        raise Stalled(f"nobody can act: waiting for seats {waiting} without bots")
    events: list[Event] = []
    for seat, action in chosen:
        if events and not game.is_legal(seat, action):
            break
        events += game.apply(seat, action)
    return events


def run_game(game: Game, bots: Sequence[Bot | None], *, max_steps: int = 100_000,
             on_events: Callable[[list[Event]], None] | None = None) -> Result | None:
    """Play ``game`` to the end with ``bots`` (one per seat). Returns the result, or
    ``None`` if ``max_steps`` ran out first."""
    ports = [SeatPort(game, s) for s in range(game.players)]
    for _ in range(max_steps):
        if game.is_over():
            return game.result()
        events = step(game, bots, ports)
        deliver(bots, events)
        if on_events is not None:
            on_events(events)
    return game.result() if game.is_over() else None
