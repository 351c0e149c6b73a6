"""``parlour play`` for the seven reaction games of issue #15: each is played to its end
at the terminal against heuristic bots, the human typing like a person (the key shown
for one of the options on screen, now and then a bare Space, a moment after the table
changed). Options shrink the deals so a game is a few dozen moves (Speed's move cap
ends a long one as a draw); a fake clock, no sleeps."""

from __future__ import annotations

from typing import Any

import pytest

from parlour.engine.rng import Rng
from parlour.tui.session import PlaySession
from tests.cli.scripted import run_play

GAMES = [
    ("snap", ["-o", "deal_cards=16"]),
    ("slapjack", ["-o", "deal_cards=16"]),
    ("speed", ["-o", "stock=4", "-o", "talon=2", "-o", "max_moves=80"]),
    ("california-speed", ["-o", "deal_cards=16", "-o", "countdown=1000"]),
    ("aggravation", ["-o", "deal_cards=12"]),
    ("salute-the-king", ["--players", "3", "-o", "deal_cards=12"]),
    ("through-the-window", ["--players", "3", "-o", "hand=2", "-o", "lexicon=builtin"]),
]


def driver(seed: int, ref: list[PlaySession], cap: int = 400) -> Any:
    """Types for the human once their options are on the screen: the key of a random
    option (as the menu shows it), sometimes a bare Space; ``quit`` after ``cap`` lines."""
    rng = Rng(seed)
    typed = [0]

    def line(timeout: float | None) -> tuple[float, str] | None:
        s = ref[0]
        if typed[0] >= cap:
            return (0.0, "quit")
        if not s.menu or s._shown_version != s.version:
            return None
        typed[0] += 1
        delay = 0.3 + rng.random() / 2
        if rng.random() < 0.1:
            return (delay, " ")
        return (delay, s.key_for(rng.below(len(s.menu))))

    return line


@pytest.mark.parametrize(("game", "extra"), GAMES, ids=[g for g, _ in GAMES])
def test_plays_to_the_end_against_heuristic_bots(game: str, extra: list[str]) -> None:
    ref: list[PlaySession] = []
    code, out, s, lines = run_play([game, "--seed", "2", "--bots", "heuristic", *extra],
                                   [driver(2, ref)], on_session=lambda x: ref.append(x))
    assert "Traceback" not in out
    assert lines.typed and lines.typed[-1] != "quit", f"{game} did not end: {out[-2000:]}"
    assert code == 0 and s.game.is_over(), out[-2000:]
    assert "You" in out and "Bot 1" in out  # names in the narration
    assert sum(1 for e in s.game.record()["actions"] if e.get("seat") == 0) >= 3  # you played
