"""The end of a game in the terminal: "Game over" is said once (the rule above the final
table), the table leaves out the game's closing prompt that the verdict below repeats.

A reviewer saw "Game over" twice at the end of trick games: the rule, then the final
table (empty hands) whose prompt said "Game over: ... won" again before the result."""

from __future__ import annotations

from typing import Any

import pytest

from parlour.tui.session import PlaySession
from tests.cli.scripted import run_play


def first_option(holder: list[PlaySession]) -> Any:
    """Types the first option on the menu whenever seat 0's decision is shown."""

    def typed(timeout: float | None) -> str | None:
        s = holder[-1]
        if 0 not in s.game.waiting_for() or s._shown_version != s.version:
            return None
        return s.key_for(0)

    return typed


@pytest.mark.parametrize(("game", "option"), [("spades", "deals=1"), ("five-hundred", "deals=1"),
                                              ("pinochle", "target=10")])
def test_a_trick_game_ends_with_game_over_said_once(game: str, option: str) -> None:
    holder: list[PlaySession] = []
    code, out, s, _ = run_play([game, "--seed", "2", "-o", option], [first_option(holder)],
                               on_session=holder.append)
    res = s.game.result()
    assert code == 0 and res is not None, out[-2000:]
    end = out[out.index("Game over"):]
    assert out.count("Game over") == 1, end
    assert "Score" in end and "Result" in end  # the final table, then the result
