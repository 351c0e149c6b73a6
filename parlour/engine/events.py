"""Events: what happened, with an audience.

An event has public fields that every seat and spectator receives, and optional
``secret`` fields that only the seats in the bitmask ``to`` receive ("peeked at slot 3"
for everyone, "...: 7H" for the peeker). :meth:`Event.for_seat` gives a seat's copy.
"""

from __future__ import annotations

from typing import Any


class Event:
    """Something that happened. ``seat`` is the actor (or ``None`` for the game)."""

    __slots__ = ("type", "seat", "data", "secret", "to")

    def __init__(self, type: str, seat: int | None = None, data: dict[str, Any] | None = None,
                 secret: dict[str, Any] | None = None, to: int = 0) -> None:
        self.type = type
        self.seat = seat
        self.data = data or {}
        self.secret = secret
        self.to = to

    def for_seat(self, seat: int | None) -> dict[str, Any]:
        """The copy of this event that ``seat`` (None = spectator) may receive."""
        out: dict[str, Any] = {"type": self.type, "seat": self.seat}
        out.update(self.data)
        if self.secret and seat is not None and self.to >> seat & 1:
            out.update(self.secret)
        return out

    def public(self) -> dict[str, Any]:
        """What everyone (a spectator) is told: the event without its secret fields."""
        return self.for_seat(None)

    def __str__(self) -> str:
        """The event's public text (``"Seat 2 wins the trick (QS 7H 2S 4S)"``)."""
        text = self.data.get("text")
        if text:
            return str(text)
        return self.type + (f" by seat {self.seat}" if self.seat is not None else "")

    def to_json(self) -> dict[str, Any]:
        """Every field, including secrets and their audience (for records and debugging)."""
        out = self.for_seat(None)
        if self.secret:
            out["secret"] = dict(self.secret)
            out["to"] = [s for s in range(self.to.bit_length()) if self.to >> s & 1]
        return out

    def __repr__(self) -> str:
        return f"Event({self.to_json()!r})"
