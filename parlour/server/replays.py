"""Replays of finished tables made cheap: the game every few steps, kept for a few tables.

Rebuilding a long game for each ``GET /api/tables/{id}/replay?step=k`` cost as much as
replaying all of it (3 s for 81,000 steps). :class:`Snapshots` replays a table once,
keeping a copy of the game every :func:`spacing` steps (at most ``PER_TABLE`` copies),
for the ``TABLES`` tables asked most recently; a step then costs one copy and at most
``spacing`` entries. The service runs both the building and the steps in a thread, off
the event loop.
"""

from __future__ import annotations

import collections
import math
from collections.abc import Mapping
from typing import Any

from parlour.engine.game import Game
from parlour.engine.records import Replay

TABLES = 8
"""Finished tables whose snapshots are kept (least recently asked leave first)."""
PER_TABLE = 100
"""Most snapshots kept for one table."""
MIN_SPACING = 16


def spacing(steps: int) -> int:
    """Steps between two snapshots of a table of ``steps`` steps."""
    return max(MIN_SPACING, math.ceil(steps / PER_TABLE))


class Built:
    """One table's snapshots: ``games[i]`` is the game after ``i * every`` entries."""

    def __init__(self, record: Mapping[str, Any]) -> None:
        self.record = record
        self.every = spacing(len(record["actions"]))
        replay = Replay(record)
        self.games: list[Game] = [replay.game.clone()]
        while replay.remaining:
            replay.run(replay.done + self.every)
            if replay.done % self.every == 0:
                self.games.append(replay.game.clone())

    def at(self, done: int) -> Replay:
        """A replay with its first ``done`` entries applied (starting from the nearest
        snapshot: at most ``every - 1`` entries are applied here)."""
        k = min(done // self.every, len(self.games) - 1)
        replay = Replay.__new__(Replay)  # resumed at a snapshot: the same state, copied
        replay.game = self.games[k].clone()
        replay.entries = self.record["actions"]
        replay.events = [[] for _ in range(k * self.every)]
        return replay.run(done)


class Snapshots:
    """Built snapshots by table id, the ``TABLES`` most recently asked."""

    def __init__(self, tables: int = TABLES) -> None:
        self.tables = tables
        self.built: collections.OrderedDict[str, Built] = collections.OrderedDict()
        self.builds = 0
        """How many tables were replayed whole (to test that a step does not)."""

    def get(self, table_id: str) -> Built | None:
        b = self.built.get(table_id)
        if b is not None:
            self.built.move_to_end(table_id)
        return b

    def build(self, table_id: str, record: Mapping[str, Any]) -> Built:
        """Replay the whole record once (call it in a thread: it may take seconds)."""
        b = Built(record)
        self.builds += 1
        return b

    def keep(self, table_id: str, built: Built) -> None:
        self.built[table_id] = built
        self.built.move_to_end(table_id)
        while len(self.built) > self.tables:
            self.built.popitem(last=False)


__all__ = ["Built", "Snapshots", "spacing"]
