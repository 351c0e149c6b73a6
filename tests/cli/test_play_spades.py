"""``parlour play spades``: the terminal game played to the end with scripted input (a
fake clock, no sleeps), seat 0 typed by a script, the other seats bots."""

from __future__ import annotations

from typing import Any

import pytest

from parlour.engine.rng import Rng
from parlour.tui.io import ScriptedLines
from parlour.tui.session import PlaySession
from tests.cli.scripted import run_play


def play_spades(argv: list[str], driver: Any) -> tuple[int, str, PlaySession, ScriptedLines]:
    return run_play(argv, [driver], width=110, on_session=holder.append)


holder: list[PlaySession] = []


def spades_driver(seed: int) -> Any:
    """Types for seat 0: a menu number, or the label itself ("Bid 4", "Play QS"),
    now and then a line that is no command."""
    rng = Rng(seed)

    def typed(timeout: float | None) -> tuple[float, str] | None:
        s = holder[-1]
        if 0 not in s.game.waiting_for() or s._shown_version != s.version:
            return None
        labels = [a["label"] for a in s.menu]
        if rng.random() < 0.03:
            return (0.4, "what?")
        k = rng.below(len(labels))
        if rng.random() < 0.3:
            return (0.5, s.game.label(s.game.legal_actions(0)[k], 0))
        return (0.5, s.key_for(k))

    return typed


@pytest.mark.parametrize("kind", ["random", "heuristic"])
def test_spades_one_deal_plays_to_the_end(kind: str) -> None:
    holder.clear()
    code, out, s, lines = play_spades(["spades", "--seed", "3", "--bots", kind, "-o", "deals=1"],
                                   spades_driver(3))
    assert code == 0, out[-2000:]
    assert s.game.is_over() and "Result" in out and "Traceback" not in out
    assert "Your bid" in out and "Contracts: " in out
    assert any(x.startswith("Bid ") or x.startswith("Play ") for x in lines.typed)


def test_spades_match_with_a_deal_between_hands() -> None:
    holder.clear()
    code, out, s, _ = play_spades(["spades:quick", "--seed", "5", "--bots", "heuristic", "-o",
                                "target=100"], spades_driver(5))
    assert code == 0 and s.game.is_over(), out[-2000:]
    assert "reached" in out and "Rounds" in out
    assert s.game.view(None)["hand"] >= 2


def test_parlour_rules_spades_prints_the_rules_text() -> None:
    from parlour.cli.rules import rules_markdown

    md = rules_markdown("spades")
    assert md.startswith("# Spades") and "at least **two**" in md and "ten bags" in md


def test_play_events_are_narrated_by_the_game() -> None:
    import parlour

    g = parlour.new_game("spades", seed=1)
    narrate = g.narrate  # type: ignore[attr-defined]
    assert narrate({"type": "play", "seat": 1, "card": "7H"}, ["You", "Bot 1"], 0) == "Bot 1 plays 7♥"
    assert narrate({"type": "play", "seat": 0, "card": "TS"}, ["You", "Bot 1"], 0) == "You play 10♠"
    assert narrate({"type": "bid", "seat": 0, "tricks": 3}, ["You"], 0) is None
