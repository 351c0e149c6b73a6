"""``parlour rules GAME``: the rules text, variants and options."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from parlour.cli import rules
from parlour.cli.main import build_parser, main
from tests.cli.play_toy import register_toys


def show(argv: list[str]) -> str:
    buf = io.StringIO()
    con = Console(file=buf, width=120, color_system=None, highlight=False)
    assert rules.run(build_parser().parse_args(["rules", *argv]), console=con) == 0
    return buf.getvalue()


def test_cactus_rules_text_variants_and_options_are_shown() -> None:
    out = " ".join(show(["cactus"]).split())
    assert "Cactus" in out and "Card values" in out  # the markdown rules text, rendered
    assert "## " not in out  # headings rendered, not raw markdown
    assert "denexa (default)" in out and "wikipedia" in out
    assert "sets scoring=match, start_peek=2, repeat_match=on_turn" in out
    for option in ("penalty_cards", "caller_frozen", "tie_rule", "target", "assist"):
        assert option in out
    assert "2 to 6" in out and "realtime" in out


def test_plain_rules_are_the_markdown_text() -> None:
    out = show(["cactus", "--plain"])
    assert out.startswith("# Cactus")
    assert "## Variants" in out and "## Options" in out
    assert "* `target` (default 100; at least 1)" in out


def test_a_game_without_a_rules_text_shows_its_module_docstring(monkeypatch: pytest.MonkeyPatch) -> None:
    register_toys(monkeypatch)
    out = show(["toyrace", "--plain"])
    assert out.startswith("# Toy Race")
    assert "is a small real-time memory game" in out  # the docstring of tests/cli/play_toy.py
    assert "* **slow**: Three-second window — sets window=3000" in out
    assert "* `window` (default 1000; at least 0)" in out
    out = show(["toyturns"])
    assert "Variants" not in out and "Players: 2 to 3; timing: turn" in out


def test_unknown_game_is_a_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "nogame"]) == 2
    assert "unknown game 'nogame'" in capsys.readouterr().err
