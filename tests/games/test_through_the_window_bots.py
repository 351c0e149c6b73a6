"""Through the Window bots through the real-time runner (seeded): they answer from the
lexicon after a level-dependent delay, never with a banned word, a faster level
wins more cards, and in a table vote they judge the word as a person would."""

from __future__ import annotations

from collections import Counter

import pytest

import parlour
from parlour.bots import make_bot
from parlour.bots.base import SeatPort
from parlour.engine.events import Event
from parlour.games.through_the_window.bot import WindowBot
from parlour.games.through_the_window.lexicon import wordnet_installed
from parlour.runners.local import run_game
from tests.games.test_through_the_window_rules import REVEAL, new, say

GAME = "through-the-window"


def run(levels: list[str], seed: int) -> tuple[parlour.Game, list[Event]]:
    g = parlour.new_game(GAME, len(levels), seed=seed, options={"lexicon": "builtin"})
    bots = [make_bot("heuristic", GAME, s, seed=seed, level=lv) for s, lv in enumerate(levels)]
    seen: list[Event] = []
    run_game(g, bots, on_events=seen.extend)
    assert g.is_over()
    return g, seen


def test_bots_never_repeat_a_winning_word_and_answer_in_time() -> None:
    for seed in range(5):
        g, events = run(["normal", "slow", "expert", "fast"], seed)
        words = [e.data["word"] for e in events if e.type == "win"]
        assert len(words) == len(set(words)) == 16
        reveal_at = [e for e in events if e.type == "reveal"]
        assert reveal_at and not [e for e in events if e.type == "aside"]


def test_faster_level_wins_more_cards() -> None:
    cards: Counter[str] = Counter()
    for seed in range(12):
        levels = ["normal", "normal", "normal"]
        levels[seed % 3] = "expert"
        g, _ = run(levels, seed)
        res = g.result()
        assert res is not None
        for s, n in enumerate(res.scores):
            cards[levels[s]] += int(n)
    assert cards["expert"] > cards["normal"] / 2 * 1.5


# ----- the table vote (RULINGS 12, variant table-vote) ----------------------------------------
needs_wordnet = pytest.mark.skipif(not wordnet_installed(), reason="wordnet-base not installed")


def _disputed(word: str) -> parlour.Game:
    """Table-vote on the built-in list: seat 0 turns up the 3♣ (T), seat 1 says ``word``,
    which the list does not know, so seats 0 and 2 vote."""
    g = new([["3C", "4C"], ["8D", "QD"], ["5H", "9H"]], variant="table-vote")
    g.apply(0, REVEAL, at=0)
    g.apply(1, say(word), at=1500)
    assert g.view(0)["phase"] == "vote" and g.view(0)["disputed"] == word
    return g


def _votes(word: str) -> list[bool]:
    g = _disputed(word)
    votes = [WindowBot(s, seed=s).choose(SeatPort(g, s), True) for s in (0, 2)]
    assert all(v is not None and v.type == "vote" for v in votes)
    return [bool(v.get("accept")) for v in votes if v is not None]


def test_bots_vote_yes_for_what_reads_as_a_name_no_for_gibberish() -> None:
    """A word no lexicon knows: written like a name (a proper noun), yes; else no."""
    assert _votes("Tarvonia") == [True, True]
    assert _votes("tqzx") == [False, False]
    assert _votes("Tqzx") == [False, False]  # no vowel: not a name


@needs_wordnet
def test_bots_vote_by_the_fullest_lexicon_installed() -> None:
    """On a table using the built-in list, a WordNet noun gets a yes, a word WordNet knows
    only as an adjective, a verb or an adverb a no."""
    assert _votes("Tallahassee") == [True, True]
    assert _votes("tiny") == [False, False]
    assert _votes("thinking") == [True, True]  # a noun too ("your thinking")
    assert _votes("took") == [False, False]  # a verb's irregular form
    assert _votes("truly") == _votes("tallest") == [False, False]


def test_bot_votes_settle_the_dispute_before_the_vote_time() -> None:
    """Through the real-time runner: both bots vote after a reaction time, so the table
    decides well before ``vote_ms`` (5 s) runs out, and a name wins the card."""
    g = _disputed("Tarvonia")
    bots = [make_bot("heuristic", GAME, s, seed=s, level="slow") for s in range(3)]
    seen: list[Event] = []
    run_game(g, bots, on_events=seen.extend)
    votes = [e for e in seen if e.type == "vote"]
    assert sorted(e.seat for e in votes if e.seat is not None) == [0, 2]
    voted = next(e for e in seen if e.type == "voted")
    assert voted.data["yes"] == 2 and voted.data["no"] == 0
    win = next(e for e in seen if e.type == "win")
    assert win.seat == 1 and win.data["word"] == "Tarvonia"
