"""Real-time claims shared by the reaction games: which table a claim was aimed at, and
reaction deadlines ("who failed to react", "who reacted last").

RULINGS, conventions on real-time games: the server's arrival time decides (items 1
and 5); a claim aimed at a state that has gone is refused as "too late" without penalty
(item 2; the window closes when the state changes, item 4); games that punish *failure*
to react (Slapjack's players who are out, Salute the King) need an explicit deadline
(item 4, default 3 s). The per-player minimum interval (item 6) is the engine's
(``RealtimeOptions.min_interval``, ``Game.earliest``).

A claim names the table it was made on by a *serial*: the number of changes of what
players see, modulo :data:`SERIALS` (far more changes than a person's reaction spans,
and a finite parameter domain for the RL adapters).

>>> t = Table()
>>> t.seen, t.is_current(0)
(0, True)
>>> t.change(); t.seen, t.is_current(0)
(1, False)
>>> r = Reactions.open([0, 2, 3], due=3000)
>>> r.react(2, 800); r.react(0, 1200); r.react(2, 1300)
>>> r.missing(), r.order()
([3], [2, 0])
>>> c = Countdown(); c.ready(0, now=100, seats=2, length=3000), c.ready(1, now=400, seats=2, length=3000)
(False, True)
>>> c.due, c.running
(3400, True)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable

SERIALS = 64
"""How many table serials a claim parameter can name."""

DEFAULT_COUNTDOWN = 3000
"""The count of three before a simultaneous flip (ms)."""

DEFAULT_DEADLINE = 3000
"""Reaction deadline (ms) where a game punishes a missing reaction (conventions 4)."""


@dataclasses.dataclass
class Table:
    """The serial of a shared table: bump it with :meth:`change` whenever what a claim
    could be aimed at changes (a card turned up, a pile taken)."""

    serial: int = 0

    @property
    def seen(self) -> int:
        """What a claim made now names (the view shows it)."""
        return self.serial % SERIALS

    def change(self) -> None:
        self.serial += 1

    def is_current(self, seen: int) -> bool:
        """Whether a claim naming ``seen`` was aimed at the table as it is now."""
        return seen == self.serial % SERIALS


@dataclasses.dataclass
class Reactions:
    """One reaction window: the seats that must react, when it closes, and who reacted
    when (first reaction per seat counts). Plain data: a game keeps it in its state and
    copies it in ``clone`` with :meth:`copy`."""

    expected: list[int]
    due: int
    times: dict[int, int] = dataclasses.field(default_factory=dict)

    @classmethod
    def open(cls, seats: Iterable[int], due: int) -> Reactions:
        return cls(sorted(seats), due)

    def copy(self) -> Reactions:
        return Reactions(self.expected[:], self.due, dict(self.times))

    def owes(self, seat: int) -> bool:
        """``seat`` must react and has not yet."""
        return seat in self.expected and seat not in self.times

    def react(self, seat: int, at: int) -> None:
        """Record ``seat``'s reaction at ``at`` ms (a second one changes nothing)."""
        if seat in self.expected and seat not in self.times:
            self.times[seat] = at

    def missing(self) -> list[int]:
        """Seats that have not reacted, in seat order."""
        return [s for s in self.expected if s not in self.times]

    def order(self) -> list[int]:
        """Seats that reacted, earliest first (equal times: the earlier arrival, i.e.
        the order they were recorded)."""
        return sorted(self.times, key=lambda s: self.times[s])

    def complete(self) -> bool:
        return not self.missing()


@dataclasses.dataclass
class Countdown:
    """A simultaneous flip "on the count of three": every player says they are ready
    (their hand on the card), then a visible count runs, and the flip happens when it
    ends (the game's timer, ``due``). Nobody can flip first: the engine flips for all."""

    mask: int = 0
    due: int = -1

    @property
    def running(self) -> bool:
        return self.due >= 0

    def is_ready(self, seat: int) -> bool:
        return bool(self.mask >> seat & 1)

    def ready(self, seat: int, *, now: int, seats: int, length: int) -> bool:
        """Mark ``seat`` ready; when all ``seats`` are, start the count (``due`` = now +
        ``length``) and return ``True``."""
        self.mask |= 1 << seat
        if self.mask == (1 << seats) - 1 and not self.running:
            self.due = now + length
            return True
        return False

    def left(self, now: int) -> int | None:
        """Milliseconds of the count still to run (``None``: not counting)."""
        return max(0, self.due - now) if self.running else None

    def reset(self) -> None:
        self.mask = 0
        self.due = -1
