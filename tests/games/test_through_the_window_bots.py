"""Through the Window bots through the real-time runner (seeded): they answer from the
lexicon after a level-dependent delay, never with a banned word, and a faster level
wins more cards."""

from __future__ import annotations

from collections import Counter

import parlour
from parlour.bots import make_bot
from parlour.engine.events import Event
from parlour.runners.local import run_game

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
