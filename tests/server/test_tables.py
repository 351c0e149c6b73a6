"""A table on its own: a store and a clock are all it needs (no service, no app); its
bots go through the one scheduler and keep a real-time game's minimum interval."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from typing import Any

import pytest

import parlour
import parlour.server.tables as tables_mod
from parlour.server.clock import ManualClock
from parlour.server.storage import StepRow, TableRow, utcnow
from parlour.server.tables import Table, TableHooks
from tests.asyncrun import run as run_async
from tests.runners.tapgame import Tapper, gaps, register


class MemoryStore:
    """The three things a table asks of the database, kept in a list."""

    def __init__(self) -> None:
        self.rows: list[StepRow] = []
        self.finished: dict[str, Any] | None = None
        self.marks: dict[int, int] = {}

    def steps(self, table_id: str) -> list[StepRow]:
        return list(self.rows)

    def append_step(self, table_id: str, step: StepRow, finished: dict[str, Any] | None = None) -> None:
        self.rows.append(step)
        self.finished = finished

    def mark_sent(self, table_id: str, marks: dict[int, int]) -> None:
        self.marks.update(marks)


def new_row(game: parlour.Game, seats: list[dict[str, Any]]) -> TableRow:
    rec = game.record()
    return TableRow(id="t1", game=game.name, variant=game.variant, players=game.players,
                    options=rec["options"], seed=game.seed, deck=None, seats=seats, status="open",
                    imported=False, created=utcnow(), finished=None, steps=0, result=None)


def test_the_tables_module_does_not_import_the_service() -> None:
    code = ("import sys, parlour.server.tables; "
            "assert 'parlour.server.service' not in sys.modules, 'tables imports the service'; "
            "assert 'parlour.server.app' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)


def test_a_table_commits_to_its_store_stamps_with_its_clocks_and_tells_its_hooks() -> None:
    told: list[tuple[str, int]] = []
    released: list[str] = []
    steps = [0]

    def stepped() -> None:
        steps[0] += 1

    async def play() -> Table:
        game = parlour.new_game("stoy", 2, seed=7, options={"hand_size": 1})
        store, clock = MemoryStore(), ManualClock(5000.0)
        hooks = TableHooks(trace=lambda what, table, seq: told.append((what, seq)), stepped=stepped,
                           released=released.append)
        table = Table(new_row(game, [{"kind": "human"}, {"kind": "human"}]), game, [], [], store=store,
                      clock=clock, wall_ms=lambda: 1_700_000_000_000, hooks=hooks)
        clock.advance(1500)
        assert await table.act(0, {"type": "play", "index": 0}, "a") == 1
        assert await table.act(1, {"type": "play", "index": 0}, "b") == 2
        assert [s.entry["at"] for s in store.rows] == [1500, 1500]
        assert {s.wall_ms for s in store.rows} == {1_700_000_000_000}
        assert store.finished is not None and table.over
        table.reload()  # rebuilt from the store alone
        assert table.game.record() == game.record() and table.seq == 2
        table.leave_nobody()
        return table

    run_async(play())
    assert told == [("commit", 1), ("broadcast", 1), ("commit", 2), ("broadcast", 2)]
    assert steps == [2] and released == ["t1"]


def test_bots_at_a_table_never_move_before_their_seat_may_act_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """At pace 0 bots would act at once: the scheduler holds each one until the table's
    minimum interval since its last action has passed (the engine would refuse it)."""
    register(monkeypatch)
    monkeypatch.setattr(tables_mod, "make_bot", lambda kind, game, seat, **kw: Tapper(seat, 0))

    async def play() -> parlour.Game:
        game = parlour.new_game("tap", 2, seed=1, options={"taps": 10, "min_interval": 120})
        clock = ManualClock()
        bots = [{"kind": "bot", "bot": "tapper", "level": "normal"}] * 2
        table = Table(new_row(game, bots), game, [], [], store=MemoryStore(), clock=clock,
                      wall_ms=lambda: 0, pace=0.0)
        table.start()
        for _ in range(100):
            for _ in range(20):
                await asyncio.sleep(0)
            if table.over:
                break
            clock.advance(10)
        await table.stop()
        return table.game

    game = run_async(play())
    assert game.is_over() and game.tapped == [5, 5]
    assert gaps(game.record()) == [120] * 8
