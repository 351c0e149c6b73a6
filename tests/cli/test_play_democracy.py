"""``parlour play democracy``: scripted terminal games (fake clock, no sleeps): whole games
against the bots, face-down plays narrated without revealing anyone's card before the
reveal, bad input explained, the island scoring and the human dealer's ``deal``."""

from __future__ import annotations

import io
import re
from typing import Any

import pytest
from rich.console import Console

from parlour.bots.base import Bot, SeatPort
from parlour.cli import play
from parlour.engine.actions import Action
from parlour.engine.rng import Rng
from parlour.tui.io import FakeClock, ScriptedLines
from parlour.tui.session import PlaySession
from tests.cli.scripted import run_play

SESSION: list[PlaySession] = []


@pytest.fixture(autouse=True)
def capture_session(monkeypatch: pytest.MonkeyPatch) -> None:
    orig = play.build_session

    def build(*a: Any, **k: Any) -> PlaySession:
        s = orig(*a, **k)
        SESSION[:] = [s]
        return s

    monkeypatch.setattr(play, "build_session", build)


def play_democracy(argv: list[str], items: list[Any]) -> tuple[int, str, PlaySession, ScriptedLines]:
    return run_play(argv, items, width=110)


def driver(seed: int, bad: float = 0.0) -> Any:
    """Types for seat 0: a random option by number, a card by name now and then, and
    sometimes a card it does not hold."""
    rng = Rng(seed)

    def typed(timeout: float | None) -> tuple[float, str] | None:
        s = SESSION[0]
        if 0 not in s.game.waiting_for() or s._shown_version != s.version:
            return None
        if rng.random() < bad:
            return (0.3, "play 2C")
        if rng.random() < 0.3 and s.menu[0]["type"] == "play":
            return (0.4, "play " + s.menu[rng.below(len(s.menu))]["card"])
        return (0.5 + rng.random(), s.key_for(rng.below(len(s.menu))))

    return typed


@pytest.mark.parametrize(("players", "kind", "variant"), [
    (2, "heuristic", "standard"), (3, "random", "seed-deal"), (4, "heuristic", "standard"),
    (6, "heuristic", "seed-deal")])
def test_democracy_plays_to_the_end_in_the_terminal(players: int, kind: str, variant: str) -> None:
    argv = ["democracy", "--variant", variant, "--players", str(players), "--seed", str(players),
            "--bots", kind, "-o", "tribes_to_win=2"]
    code, out, s, lines = play_democracy(argv, [driver(players, bad=0.05)])
    assert code == 0 and s.game.is_over(), out[-2000:]
    assert "Traceback" not in out and "Result" in out and "Game over" in out
    assert re.search(r"Island \d+ scored", out)
    assert "You play the" in out and "Bot 1 plays a card face down" in out
    if "play 2C" in lines.typed:
        assert "✗" in out


class Silent(Bot):
    """Never acts before the human: plays its first card after a minute."""

    kind = "silent"

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        return legal[0] if legal else None

    def delay(self, must_act: bool) -> int:
        return 60_000


def session_on(game: Any, items: list[Any]) -> str:
    clock = FakeClock()
    buf = io.StringIO()
    con = Console(file=buf, width=110, color_system=None, highlight=False)
    PlaySession(game, 0, [None, Silent(1)], console=con, lines=ScriptedLines(clock, items),
                clock=clock).run()
    return buf.getvalue()


def test_a_face_down_card_is_narrated_only_to_its_player_until_the_reveal() -> None:
    import parlour

    game = parlour.new_game("democracy", 2, seed=1)
    out = session_on(game, ["play AC", (1.0, "quit")])
    assert "You play the A♣ face down" in out
    assert "Cards turned up" not in out  # the bot has not played yet: no reveal
    assert game.view(1)["zones"][3]["cards"] == ["??", None]
    # a bot's face-down card shows as a card back on the human's table, never its face
    game2 = parlour.new_game("democracy", 2, seed=1)
    bot_card = game2.legal_actions(1)[0].card
    game2.apply(1, Action("play", card=bot_card))
    table = session_on(game2, [(0.5, "quit")])
    row = table.split("Cards played")[1].split("\n")[1]
    assert "▒▒▒" in row
    pretty = parlour.Card.parse(bot_card).pretty()
    assert pretty not in table.split("Your hand")[0]


def test_the_human_dealer_deals_the_next_island() -> None:
    # island 1 is dealt by seat 0; after it seat 1 deals. Seat 0 is the human at seat 1.
    argv = ["democracy", "--players", "2", "--seed", "3", "--seat", "1", "--bots", "random"]
    rng = Rng(3)
    dealt: list[str] = []

    def typed(timeout: float | None) -> tuple[float, str] | None:
        s = SESSION[0]
        if 1 not in s.game.waiting_for() or s._shown_version != s.version:
            return None
        if s.menu[0]["type"] == "deal":
            dealt.append(s.menu[0]["label"])
            return (0.2, "deal")
        if s.game.view(None)["island"] >= 2:
            return (0.1, "quit")
        return (0.3, s.key_for(rng.below(len(s.menu))))

    code, out, s, _ = play_democracy(argv, [typed])
    assert code == 0
    assert dealt == ["Deal the next island"]
    assert "Island 2: you shuffle and deal" in out or s.game.is_over()
