"""Issue #10: what a player reads about a game (the lobby's summaries, variants and
option help, `parlour rules`, the rules panel's introduction) carries no jargon: no
"RULINGS 26", no "the seed text", no "(A4)"."""

from __future__ import annotations

import re
import sys

import pytest

import parlour
from parlour.engine.registry import game_class
from parlour.words import JARGON, plain


@pytest.mark.parametrize("name", [i.name for i in parlour.games()])
def test_game_descriptions_read_without_citations(name: str) -> None:
    info = next(i for i in parlour.games() if i.name == name)
    texts = [info.summary, *info.variants.values(), *(o.get("help", "") for o in info.options.values())]
    bad = [t for t in texts if JARGON.search(t)]
    assert not bad, bad


def _with_rules_md(name: str) -> bool:
    from importlib import resources

    cls = game_class(name)
    module = sys.modules[cls.__module__]
    package = cls.__module__ if hasattr(module, "__path__") else cls.__module__.rpartition(".")[0]
    return (resources.files(package) / "rules.md").is_file()


def test_every_game_has_a_rules_page() -> None:
    assert [i.name for i in parlour.games() if not _with_rules_md(i.name)] == []


@pytest.mark.parametrize("name", [i.name for i in parlour.games()])
def test_the_whole_rules_page_reads_without_citations(name: str) -> None:
    text = game_class(name).rules_text
    cited = re.search(r"RULINGS|parlour/games/|\((?:[A-Z]{1,2}\d+[a-z]?[,;)] ?)+|seed 00\d", text)
    assert cited is None, text[max(0, cited.start() - 80):cited.end() + 20]


def test_plain_keeps_the_meaning_and_drops_the_citation() -> None:
    assert plain("the caller may not match (A4)") == "the caller may not match"
    assert plain("gt: exceed the target (the text, RULINGS 23); gte: reach it") == \
        "gt: exceed the target; gte: reach it"
    assert not JARGON.search(plain("Half the pack each day (RULINGS 26)"))


def test_a_solitaire_says_1_player_in_the_terminal() -> None:
    from tests.cli.scripted import run_play

    code, out, _, _ = run_play(["pyramid", "--seed", "2"], ["quit"])
    assert "Pyramid (standard), 1 player, seed 2; you are seat 0." in out and "1 players" not in out
