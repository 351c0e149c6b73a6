"""``parlour play mini-baccarat``: a scripted human (no sleeps, a fake clock) cuts the
shoe, bets and plays whole shoes against bots in the terminal."""

from __future__ import annotations

from typing import Any

import pytest

from parlour.engine.rng import Rng
from parlour.tui.io import ScriptedLines
from parlour.tui.session import PlaySession
from tests.cli.scripted import run_play


def play_baccarat(argv: list[str], driver: Any) -> tuple[int, str, PlaySession, ScriptedLines]:
    holder: list[PlaySession] = []
    return run_play(["mini-baccarat", *argv], [lambda timeout: driver(holder[0], timeout)],
                    width=110, on_session=holder.append)


def bettor(seed: int) -> Any:
    """Seat 0 types like a person: cuts mid-shoe, bets on the banker (now and then on the
    tie too, or a wager the table refuses), then says done."""
    rng = Rng(seed)

    def typed(s: PlaySession, timeout: float | None) -> tuple[float, str] | None:
        if 0 not in s.game.waiting_for() or s._shown_version != s.version:
            return None
        v = s.game.view(0)
        if v["phase"] == "cut":
            return (0.5, "cut 20")
        if not v["bet_banker"][0] and v["scores"][0] >= 20:
            return (0.5, "bet 20 banker")
        r = rng.random()
        if r < 0.1 and not v["bet_tie"][0] and v["scores"][0] >= 10:
            return (0.3, "bet 10 tie")
        if r < 0.15:
            return (0.3, "bet 15 player")  # not a wager this table takes
        return (0.4, "done")

    return typed


@pytest.mark.parametrize("bots, seed", [("heuristic,random", 1), ("random", 2), ("heuristic", 3)])
def test_a_human_plays_a_whole_shoe_against_bots(bots: str, seed: int) -> None:
    code, out, s, lines = play_baccarat(["--players", "3", "--seed", str(seed), "--bots", bots,
                                    "-o", "decks=1"], bettor(seed))
    assert code == 0, out[-2000:]
    assert s.game.is_over() and "Traceback" not in out
    assert "Result" in out and "Game over" in out
    assert "the shoe is finished" in out or "out of chips" in out
    assert "You cut 20 cards to the back" in out
    assert "You bet 20 on banker" in out
    assert "wins" in out and ("Player" in out or "Banker" in out)
    assert ("bet 15 player" not in lines.typed) or "matches none of your options" in out
    record = s.game.record()["actions"]
    mine = [e["action"] for e in record if e.get("seat") == 0]
    assert mine[0] == {"type": "cut", "at": 20}
    assert {"type": "bet", "spot": "banker", "amount": 20} in mine


def test_refusals_are_explained_and_the_game_goes_on() -> None:
    steps = iter([(0.2, "cut 1"), (0.2, "done"), (0.2, "bet 600 banker"), (0.2, "bet 10 banker"),
                  (0.2, "withdraw"), (0.2, "done"), (0.2, "quit")])

    def typed(s: PlaySession, timeout: float | None) -> tuple[float, str] | None:
        if 0 not in s.game.actors() or s._shown_version != s.version:
            return None
        return next(steps)

    code, out, s, _ = play_baccarat(["--players", "1", "--seed", "5", "-o", "decks=1"], typed)
    assert code == 0 and "Traceback" not in out
    assert "You sit this hand out" in out
    assert '"bet 600 banker" matches none of your options' in out
    assert "You take back the 10 on banker" in out
    assert "You left the table." in out


def test_parlour_rules_prints_the_rules_text(capsys: pytest.CaptureFixture[str]) -> None:
    from parlour.cli.main import main

    assert main(["rules", "mini-baccarat", "--plain"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("# Mini Baccarat")
    assert "anything but an 8" in out and "early-shuffle" in out and "`tie_pays`" in out
