"""The discrete-event runner: sealed simultaneous choices are asked once per seat."""

from __future__ import annotations

from typing import Any

import parlour
from parlour.bots import make_bot
from parlour.bots.base import Bot, SeatPort
from parlour.engine.actions import Action
from parlour.runners.local import run_game


class Counting(Bot):
    """A random bot that counts how often it is asked and from which game step."""

    def __init__(self, seat: int, asked: list[tuple[int, int]]) -> None:
        super().__init__(seat)
        self.inner = make_bot("random", "democracy", seat, seed=seat)
        self.asked = asked

    def observe(self, events: list[dict[str, Any]]) -> None:
        self.inner.observe(events)

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        self.asked.append((self.seat, len(port._game._log)))
        return self.inner.choose(port, must_act)


def test_simultaneous_choices_are_asked_once_each_from_the_same_state() -> None:
    g = parlour.new_game("democracy", 3, seed=4, options={"tribes_to_win": 1})
    asked: list[tuple[int, int]] = []
    bots = [Counting(s, asked) for s in range(3)]
    assert run_game(g, bots) is not None
    plays = [(seat, a) for seat, a, _ in g._log if a is not None and a.type == "play"]
    # one question per card played (plus one per deal decision), never one per seat per step
    assert len(asked) == len([1 for _, a, _ in g._log if a is not None])
    assert len(plays) > 0
    # the three seats of a trick were asked at the same step of the game
    steps = {}
    for seat, step in asked:
        steps.setdefault(step, set()).add(seat)
    assert any(len(s) == 3 for s in steps.values())


def test_simultaneous_runs_are_deterministic() -> None:
    def play() -> list[Any]:
        g = parlour.new_game("democracy", 4, seed=9, options={"tribes_to_win": 1})
        run_game(g, [make_bot("heuristic", "democracy", s, seed=s) for s in range(4)])
        return g.record()["actions"]

    assert play() == play()
