"""A tiny real-time game for scheduler tests (registered only in tests): every seat may
``tap`` at any time; the game ends after ``taps`` taps. The engine keeps the real-time
minimum interval between one seat's taps (``RealtimeOptions.min_interval``), and an
optional engine timer (``beat_ms``) ticks between them."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from parlour.bots.base import Bot, SeatPort
from parlour.engine import Action, Event, Game, Result, placing_from_scores, registry
from parlour.engine.options import RealtimeOptions, opt


@dataclasses.dataclass(frozen=True)
class TapOptions(RealtimeOptions):
    taps: int = opt(12, "taps that end the game", min=1)
    beat_ms: int = opt(0, "an engine timer every this many ms (0: none)", min=0)


class Tap(Game):
    name = "tap"
    title = "Tap race"
    family = "test"
    summary = "Tap as often as you may; the most taps wins."
    min_players = 2
    max_players = 3
    timing = "realtime"
    Options = TapOptions
    ACTIONS = {"tap": {}}
    CLAIMS = frozenset({"tap"})
    COPY_FIELDS = ("tapped",)

    def setup(self) -> None:
        self.tapped = [0] * self.players
        self.beats = 0

    def _actors(self) -> list[int]:
        return list(range(self.players))

    def _waiting(self) -> list[int]:
        return []  # every tap is optional: bots race, nobody is waited for

    def _legal(self, seat: int) -> list[Action]:
        return [Action("tap")]

    def verify_tap(self, seat: int, action: Action) -> None:
        return None  # a tap is always allowed (the engine keeps the minimum interval)

    def do_tap(self, seat: int, _: None) -> list[Event]:
        self.tapped[seat] += 1
        return [Event("tapped", seat, {"count": self.tapped[seat]})]

    def _deadline(self) -> int | None:
        return (self.beats + 1) * self.options.beat_ms if self.options.beat_ms else None

    def _advance(self, ms: int) -> list[Event]:
        self.beats += 1
        return [Event("beat", None, {"n": self.beats})]

    def is_over(self) -> bool:
        taps: int = self.options.taps
        return sum(self.tapped) >= taps

    def result(self) -> Result | None:
        if not self.is_over():
            return None
        scores = [float(t) for t in self.tapped]
        best = max(scores)
        return Result(scores, [s for s, t in enumerate(scores) if t == best],
                      placing_from_scores(scores, lower_wins=False), "most taps")


class Tapper(Bot):
    """Taps whenever it may, after a fixed delay (0 to 10 ms: far quicker than a person).
    Asked more than ``patience`` times, it raises: a runner that keeps asking again
    without the game moving on is stuck, and the test says so instead of hanging."""

    kind = "tapper"

    def __init__(self, seat: int, delay_ms: int = 10, patience: int = 5000) -> None:
        super().__init__(seat)
        self.delay_ms = delay_ms
        self.delays_drawn = 0
        self.patience = patience

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        self.patience -= 1
        if self.patience < 0:
            raise RuntimeError(f"seat {self.seat}'s bot was asked too often: the runner is stuck")
        legal = port.legal_actions()
        return legal[0] if legal else None

    def delay(self, must_act: bool) -> int:
        self.delays_drawn += 1
        return self.delay_ms


def register(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make ``tap`` a registered game for one test."""
    games = dict(registry._load())
    games["tap"] = Tap
    monkeypatch.setattr(registry, "_GAMES", games)


def gaps(record: dict[str, Any]) -> list[int]:
    """Per seat, the time between its consecutive actions in ``record`` (ms)."""
    last: dict[int, int] = {}
    out = []
    for e in record["actions"]:
        if "seat" in e:
            if e["seat"] in last:
                out.append(e["at"] - last[e["seat"]])
            last[e["seat"]] = e["at"]
    return out
