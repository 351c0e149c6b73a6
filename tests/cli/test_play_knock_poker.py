"""``parlour play knock-poker``: scripted terminal games (fake clock, no sleeps)."""

from __future__ import annotations

from typing import Any

import pytest

import parlour
from parlour.bots import make_bot
from parlour.engine.rng import Rng
from parlour.tui.io import FakeClock, ScriptedLines
from parlour.tui.session import PlaySession
from tests.cli.scripted import console, run_play
from tests.games.test_knock_poker_rules import stack


def driver(ref: list[PlaySession], seed: int) -> Any:
    """Types for seat 0 like a hasty player: a random option, ``s`` for the stock now
    and then, ``k`` plus a card to knock, once in a while a bad line."""
    rng = Rng(seed)

    def typed(timeout: float | None) -> tuple[float, str] | None:
        s = ref[0]
        if 0 not in s.game.waiting_for() or s._shown_version != s.version:
            return None  # decide only once the current options are on the screen
        if rng.random() < 0.05:
            return (0.4, "what?")
        labels = [a["label"] for a in s.menu]
        if "Draw from the stock" in labels and rng.random() < 0.5:
            return (0.6, "s")
        knocks = [a for a in s.menu if a["type"] == "knock"]
        if knocks and rng.random() < 0.3:
            return (0.5, "k " + rng.choice(knocks)["card"].lower())
        return (0.5 + rng.random(), s.key_for(rng.below(len(labels))))

    return typed


def play_seeded(argv: list[str], seed: int) -> tuple[int, str, PlaySession, ScriptedLines]:
    ref: list[PlaySession] = []
    return run_play(argv, [driver(ref, seed)], on_session=ref.append)


@pytest.mark.parametrize("kind", ["random", "heuristic"])
@pytest.mark.parametrize("players", [2, 4])
def test_knock_poker_plays_to_the_end(kind: str, players: int) -> None:
    for seed in (1, 2, 3):
        code, out, s, lines = play_seeded(["knock-poker", "--players", str(players), "--seed",
                                        str(seed), "--bots", kind], seed)
        assert code == 0, out[-2000:]
        assert s.game.is_over() and s.game.result() is not None, out[-2000:]
        assert "Showdown" in out and "Result" in out and "Traceback" not in out
        assert "✗" not in out or "what?" in lines.typed


def test_a_human_knocks_with_a_typed_command_and_wins_the_showdown() -> None:
    hands = [["3C", "5D", "7D", "9H", "JC"], ["AS", "AH", "AD", "KS", "2C"]]  # you are seat 1
    game = parlour.new_game("knock-poker", 2, seed=1, deck=stack(hands, "KH", ["4S", "8C", "QD"]))
    clock = FakeClock()
    ref: list[PlaySession] = []

    def typed(timeout: float | None) -> tuple[float, str] | None:
        s = ref[0]
        if 1 not in s.game.waiting_for() or s._shown_version != s.version:
            return None
        return (0.5, "d" if s.game.view(1)["phase"] == "draw" else "k 2c")

    lines = ScriptedLines(clock, [typed])
    con, buf = console()
    s = PlaySession(game, 1, [make_bot("heuristic", "knock-poker", 0, seed=1), None], console=con,
                    lines=lines, clock=clock)
    ref.append(s)
    assert s.run() == 0
    out = buf.getvalue()
    assert lines.typed == ["d", "k 2c"]  # "d": the discard pile (its K♥), "k 2c": knock
    assert "You took the K♥ from the discard pile" in out
    assert "You discarded the 2♣ and knocked" in out
    res = game.result()
    assert res is not None and res.winners == [1]
    assert "You win with Full house, aces over kings" in out


def test_rules_command_prints_the_rules_text(capsys: pytest.CaptureFixture[str]) -> None:
    from parlour.cli.main import main

    assert main(["rules", "knock-poker", "--plain"]) == 0
    out = capsys.readouterr().out
    assert "# Knock Poker" in out and "knock" in out and "hand_size" in out
