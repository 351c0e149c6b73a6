"""Replaying records: one place that turns a record (:meth:`Game.record`) back into a
game, entry by entry, keeping what each entry said.

:func:`parlour.replay` wants the game; the service rebuilding a table wants each step's
events too (for resumes); the replay page wants one step's label, as its actor read it
in the state it was chosen in, before that step is applied. All three go through
:class:`Replay`.

>>> import parlour
>>> g = parlour.new_game("spades", seed=3)
>>> _ = g.apply(1, parlour.Action("bid", tricks=4))
>>> r = Replay(g.record())
>>> r.next_label(), r.remaining
('Bid 4', 1)
>>> [e.type for e in r.step()], r.done
(['bid'], 1)
>>> r.run().game.record() == g.record()
True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from parlour.engine.actions import Action
from parlour.engine.events import Event
from parlour.errors import InvalidRecord

if TYPE_CHECKING:
    from parlour.engine.game import Game

__all__ = ["Replay", "start"]


def start(record: Mapping[str, Any]) -> Game:
    """The game of ``record`` before its first entry. Raises :class:`InvalidRecord` for
    a malformed record and :class:`parlour.InvalidOption` for an unknown game, variant
    or option."""
    from parlour.engine.game import RECORD_FORMAT
    from parlour.engine.registry import new_game

    if not isinstance(record, Mapping):
        raise InvalidRecord("a record must be a JSON object")
    if record.get("format", RECORD_FORMAT) != RECORD_FORMAT:
        raise InvalidRecord(f"unknown record format {record.get('format')!r}")
    for key in ("game", "players", "seed", "actions"):
        if key not in record:
            raise InvalidRecord(f"record has no {key!r}")
    if not isinstance(record["actions"], list):
        raise InvalidRecord("the record's actions must be a list")
    return new_game(record["game"], record["players"], variant=record.get("variant"),
                    seed=record["seed"], options=record.get("options"), deck=record.get("deck"))


class Replay:
    """A record being replayed: :attr:`game` after the first :attr:`done` entries, and
    :attr:`events`, the events of each of them."""

    def __init__(self, record: Mapping[str, Any]) -> None:
        self.game = start(record)
        self.entries: list[Any] = record["actions"]
        self.events: list[list[Event]] = []

    @property
    def done(self) -> int:
        """Entries applied so far."""
        return len(self.events)

    @property
    def remaining(self) -> int:
        return len(self.entries) - self.done

    def next_label(self) -> str | None:
        """The label of the next entry's action in the state it was chosen in, as its
        actor read it; ``None`` for a timer or at the end."""
        if not self.remaining:
            return None
        entry = self.entries[self.done]
        if isinstance(entry, dict) and "advance" in entry:
            return None
        try:
            if not isinstance(entry, dict):
                raise TypeError("an entry must be an object")
            return self.game.label(Action.from_json(self.game, entry["action"]), entry["seat"])
        except (ValueError, KeyError, TypeError) as e:
            raise self._invalid(entry, e) from e

    def step(self) -> list[Event]:
        """Apply the next entry; its events. Raises :class:`InvalidRecord` naming the
        entry when it does not apply (the game is then as before it)."""
        entry = self.entries[self.done]
        try:
            if not isinstance(entry, dict):
                raise TypeError("an entry must be an object")
            if "advance" in entry:
                events = self.game.advance(entry["advance"])
            else:
                events = self.game.apply(entry["seat"], entry["action"], at=entry.get("at"))
        except (ValueError, KeyError, TypeError) as e:
            raise self._invalid(entry, e) from e
        self.events.append(events)
        return events

    def run(self, upto: int | None = None) -> Replay:
        """Apply entries until ``upto`` are done (default: all); returns itself."""
        stop = len(self.entries) if upto is None else min(upto, len(self.entries))
        while self.done < stop:
            self.step()
        return self

    def _invalid(self, entry: Any, error: Exception) -> InvalidRecord:
        return InvalidRecord(f"record entry {self.done} ({entry!r}) does not apply: {error}")
