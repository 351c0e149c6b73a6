"""``parlour play pyramid``: one seat in the terminal, scripted lines and a fake clock
(no sleeps): random typing plays to the end in every variant; following the solver's
moves by their menu labels clears the pyramid."""

from __future__ import annotations

from typing import Any

import pytest

import parlour
from parlour.engine.rng import Rng
from parlour.games.pyramid.solver import solve
from parlour.tui.io import ScriptedLines
from parlour.tui.session import PlaySession
from tests.cli.scripted import run_play


def play_pyramid(argv: list[str], items: list[Any]) -> tuple[int, str, PlaySession, ScriptedLines]:
    return run_play(argv, items, on_session=lambda s: holder.__setitem__(0, s))


holder: list[Any] = [None]


def random_typist(seed: int) -> Any:
    """A menu number, now and then ``d`` for the stock or a line that means nothing."""
    rng = Rng(seed)

    def typed(timeout: float | None) -> tuple[float, str] | None:
        s = holder[0]
        if s is None or s.game.is_over() or s._shown_version != s.version:
            return None
        if rng.random() < 0.05:
            return (0.4, "what?")
        labels = [a["label"] for a in s.menu]
        return (0.5, s.key_for(rng.below(len(labels))))

    return typed


def solver_typist(moves: list[parlour.Action]) -> Any:
    """Types the menu number of each of the solver's actions in turn."""
    todo = list(moves)

    def typed(timeout: float | None) -> tuple[float, str] | None:
        s = holder[0]
        if s is None or s.game.is_over() or s._shown_version != s.version or not todo:
            return None
        want = todo[0]
        for i, a in enumerate(s.menu):
            if a["type"] == want.type and sorted(a.get("cards", [])) == sorted(want.get("cards") or []):
                todo.pop(0)
                return (0.3, s.key_for(i))
        raise AssertionError(f"{want} is not in the menu: {[a['label'] for a in s.menu]}")

    return typed


@pytest.mark.parametrize("variant", ["standard", "tuts-tomb", "classic-pairs"])
def test_random_typing_plays_to_the_end(variant: str) -> None:
    code, out, s, lines = play_pyramid(["pyramid", "--variant", variant, "--seed", "2",
                                    "-o", "max_passes=2"], [random_typist(2)])
    assert code == 0 and s.game.is_over(), out[-1500:]
    assert "Result" in out and "Traceback" not in out
    assert "Pyramid" in out and "Stock" in out


def test_following_the_solver_clears_the_pyramid() -> None:
    moves = solve(parlour.new_game("pyramid", 1, seed=5)).moves
    code, out, s, _ = play_pyramid(["pyramid", "--seed", "5"], [solver_typist(moves)])
    assert code == 0 and s.game.result().winners == [0]
    assert "cleared" in out


def test_the_pyramid_is_drawn_as_rows() -> None:
    code, out, s, _ = play_pyramid(["pyramid", "--seed", "3"], ["quit"])
    apex = parlour.new_game("pyramid", 1, seed=3).zones["pyramid"].cards[0].pretty()
    rows = [line for line in out.splitlines() if apex in line]
    assert rows and rows[0].index(apex) > 10  # centred above the wider rows
