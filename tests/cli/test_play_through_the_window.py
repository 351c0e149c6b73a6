"""``parlour play through-the-window``: words typed at the terminal go to the game.

The menu lists only the built-in nouns a bot may say; any other word typed (``say
Tallahassee`` or just ``Tallahassee``) is sent to the game, which accepts it (a WordNet
noun off that list wins the card) or refuses it with its own reason: the wrong letter,
not a noun the lexicon knows, a word that has won before, or too late after another
player won the card (RULINGS 12; issue #15: an honest "too late"). Fake clock, no sleeps.
"""

from __future__ import annotations

from typing import Any

import pytest

import parlour
from parlour.games.through_the_window.bot import WindowBot
from parlour.games.through_the_window.lexicon import wordnet_installed
from parlour.games.through_the_window.nouns import WORDS
from parlour.tui.io import FakeClock, ScriptedLines
from parlour.tui.session import PlaySession
from tests.cli.scripted import console

GAME = "through-the-window"


class SteadyBot(WindowBot):
    """The heuristic with fixed delays: ``say_ms`` to name a noun, 1.5 s to reveal."""

    def __init__(self, seat: int, say_ms: int) -> None:
        super().__init__(seat, seed=seat)
        self.say_ms = say_ms

    def delay(self, must_act: bool) -> int:
        return self.say_ms if self._saying else 1500


def play(items: list[Any], lexicon: str = "builtin") -> tuple[PlaySession, str]:
    """Seed 1, one card each: you turn up the 3♥ (T), Bot 1 the 9♣ (N), Bot 2 the Q♠ (Q);
    the bots answer 4 s after a card shows."""
    game = parlour.new_game(GAME, 3, seed=1, options={"lexicon": lexicon, "hand": 1})
    clock = FakeClock()
    con, buf = console()
    s = PlaySession(game, 0, [None, SteadyBot(1, 4000), SteadyBot(2, 4000)], console=con,
                    lines=ScriptedLines(clock, items), clock=clock)
    s.run()
    return s, buf.getvalue()


def refusals(out: str) -> list[str]:
    return [line.removeprefix("✗ ") for line in out.splitlines() if line.startswith("✗")]


def test_a_refused_word_shows_the_games_reason() -> None:
    s, out = play([(0.5, "1"), (0.3, "Fish"), (0.3, "say Tqzx"), (0.3, "table"), (0.3, "Tables"),
                   "quit"])
    assert refusals(out) == [
        '"Fish" does not start with T (the 3♥)',
        '"Tqzx" is not a noun this table\'s lexicon knows (no penalty)',
        'too late: you won the card with "table" (no penalty)',
    ]
    assert "with \"table\", said first" in out and "You win the" in out


def test_a_word_after_a_bot_won_the_card_is_too_late() -> None:
    # you turn up the 3♥ at 0.5 s and say nothing; a bot names a T noun at 4.5 s; you type
    # one at 5 s, before Bot 1 turns up the next card (6 s)
    s, out = play([(0.5, "1"), (4.5, "tiger"), "quit"])
    assert "Bot 1 wins the" in out or "Bot 2 wins the" in out
    why = refusals(out)
    assert len(why) == 1 and why[0].startswith('say "tiger": too late: Bot ')
    assert why[0].endswith("(no penalty)")
    assert "seat" not in why[0].lower()  # names, not seat numbers


@pytest.mark.skipif(not wordnet_installed(), reason="WordNet (Debian wordnet-base) is not installed")
def test_a_wordnet_noun_off_the_menu_wins() -> None:
    assert "tallahassee" not in WORDS  # never listed in the menu
    s, out = play([(0.5, "1"), (0.3, "Tallahassee"), "quit"], lexicon="wordnet")
    assert refusals(out) == []
    assert "with \"Tallahassee\", said first" in out and "You win the" in out
    assert s.game.view(0)["won"][0] == 1
