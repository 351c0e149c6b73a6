"""The one scheduler of bot moves and engine timers (parlour.runners.scheduler), and the
runners that use it: a bot never moves before ``game.earliest(seat)``."""

from __future__ import annotations

from typing import Any

import pytest

import parlour
from parlour.bots.base import SeatPort
from parlour.engine.actions import Action
from parlour.runners.local import run_game
from parlour.runners.scheduler import BotMove, Schedule, TimerDue, happen
from parlour.tui.io import FakeClock, ScriptedLines
from parlour.tui.session import PlaySession
from tests.cli.scripted import console
from tests.runners.tapgame import Tap, Tapper, gaps, register

TAP = Action("tap")


@pytest.fixture(autouse=True)
def tap_registered(monkeypatch: pytest.MonkeyPatch) -> None:
    register(monkeypatch)


def tap(players: int = 2, **options: Any) -> Tap:
    game = parlour.new_game("tap", players, seed=1, options=options or None)
    assert isinstance(game, Tap)
    return game


def test_the_seats_to_ask_are_the_actors_with_bots_in_order_and_say_who_must_act() -> None:
    g = parlour.new_game("spades", seed=3)
    bots = [Tapper(s) for s in range(4)]
    turn = g.waiting_for()[0]
    assert Schedule(g).seats(bots) == [(turn, bots[turn], True)]
    assert Schedule(g).seats(bots, skip=turn) == []
    t = tap(3)
    tappers = [None, Tapper(1), Tapper(2)]
    assert Schedule(t).seats(tappers) == [(1, tappers[1], False), (2, tappers[2], False)]
    assert Schedule(t).seats(tappers, skip=2) == [(1, tappers[1], False)]


def test_a_move_lands_its_delay_times_the_pace_after_the_last_change() -> None:
    g = tap(min_interval=0)
    g.apply(1, TAP, at=1000)
    assert Schedule(g).propose(0, Tapper(0, 300), TAP, False) == BotMove(1300, 0, TAP)
    assert Schedule(g, pace=0.5).propose(0, Tapper(0, 300), TAP, False) == BotMove(1150, 0, TAP)
    assert Schedule(g, pace=0).propose(0, Tapper(0, 300), TAP, False) == BotMove(1000, 0, TAP)


def test_a_move_never_lands_before_the_seat_may_act_again() -> None:
    g = tap(min_interval=120)
    g.apply(0, TAP, at=1000)
    g.apply(1, TAP, at=1050)
    schedule = Schedule(g)
    assert g.earliest(0) == 1120
    assert schedule.propose(0, Tapper(0, 10), TAP, False) == BotMove(1120, 0, TAP)
    assert schedule.propose(1, Tapper(1, 10), TAP, False) == BotMove(1170, 1, TAP)
    assert Schedule(g).propose(0, Tapper(0, 500), TAP, False) == BotMove(1550, 0, TAP)
    assert happen(g, BotMove(1120, 0, TAP))  # the engine takes it: not too quick


def test_a_pass_draws_no_delay() -> None:
    bot = Tapper(0)
    assert Schedule(tap()).propose(0, bot, None, False) is None
    assert bot.delays_drawn == 0
    assert Schedule(tap()).next() is None


def test_the_earliest_move_wins_and_a_tie_goes_to_the_seat_asked_first() -> None:
    g = tap(3, min_interval=0)
    schedule = Schedule(g)
    schedule.propose(2, Tapper(2, 300), TAP, False)
    schedule.propose(0, Tapper(0, 200), TAP, False)
    schedule.propose(1, Tapper(1, 200), TAP, False)
    assert schedule.next() == BotMove(200, 0, TAP)


def test_an_engine_timer_due_no_later_than_every_move_fires_first() -> None:
    g = tap(beat_ms=500, min_interval=0)
    schedule = Schedule(g)
    schedule.propose(0, Tapper(0, 500), TAP, False)
    assert schedule.next() == TimerDue(500)  # a tie: the timer first
    assert [e.type for e in happen(g, TimerDue(500))] == ["beat"] and g.now == 500
    schedule = Schedule(g)
    schedule.propose(0, Tapper(0, 499), TAP, False)
    assert schedule.next() == BotMove(999, 0, TAP)
    assert Schedule(g).next() == TimerDue(1000)  # no bot: the timer alone


def test_the_scheduler_agrees_with_the_bots_view_of_the_game() -> None:
    """What a runner does with it: ask each seat through its port, propose, let happen."""
    g = tap(min_interval=120, taps=40)
    bots = [Tapper(0, 0), Tapper(1, 30)]
    while not g.is_over():
        schedule = Schedule(g)
        for seat, bot, must in schedule.seats(bots):
            schedule.propose(seat, bot, bot.choose(SeatPort(g, seat), must), must)
        upcoming = schedule.next()
        assert upcoming is not None
        happen(g, upcoming)
    assert min(gaps(g.record())) == 120


@pytest.mark.parametrize("interval", [0, 120, 300])
def test_the_local_runner_keeps_the_minimum_interval(interval: int) -> None:
    g = tap(min_interval=interval, taps=30)
    assert run_game(g, [Tapper(0, 10), Tapper(1, 10)]) is not None
    assert min(gaps(g.record())) == max(10, interval)
    # a seat that may tap again at once wins every tie; an interval makes them alternate
    assert g.tapped == ([30, 0] if interval == 0 else [15, 15])


def test_the_terminal_keeps_the_minimum_interval_for_its_bots() -> None:
    clock = FakeClock()
    lines = ScriptedLines(clock, [lambda timeout: None])  # the human never types
    con, _ = console()
    g = tap(3, min_interval=120, taps=20)
    session = PlaySession(g, 0, [None, Tapper(1, 10), Tapper(2, 10)], console=con, lines=lines,
                          clock=clock)
    assert session.run() == 0
    assert g.is_over() and g.tapped[0] == 0
    assert min(gaps(g.record())) == 120


def test_piped_input_waits_for_the_humans_own_minimum_interval() -> None:
    """From a pipe nobody types in real time (game time jumps ahead), so each line is
    stamped no earlier than the human's seat may act again, never refused as too quick."""
    clock = FakeClock()
    lines = ScriptedLines(clock, ["tap"] * 6)
    lines.interactive = False  # type: ignore[attr-defined]
    con, buf = console()
    g = tap(2, min_interval=120, taps=6)
    session = PlaySession(g, 0, [None, None], console=con, lines=lines, clock=clock)
    assert session.run() == 0
    assert g.tapped == [6, 0] and clock.now() == 0.0
    assert [e["at"] for e in g.record()["actions"]] == [0, 120, 240, 360, 480, 600]
    assert "too quick" not in buf.getvalue()
