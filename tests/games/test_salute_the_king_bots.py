"""Salute the King bots through the real-time runner (seeded): they make the demanded
gesture (after a slip, corrected), never gesture on a card that demands none, and a
slower level collects more often and so wins less."""

from __future__ import annotations

from collections import Counter

import parlour
from parlour.bots import make_bot
from parlour.bots.base import SeatPort
from parlour.engine.events import Event
from parlour.games.salute_the_king.bot import SaluteBot
from parlour.runners.local import run_game
from tests.games.test_salute_the_king_rules import FLIP, new

GAME = "salute-the-king"


def run(levels: list[str], seed: int, variant: str = "standard") -> tuple[parlour.Game, list[Event]]:
    g = parlour.new_game(GAME, len(levels), variant=variant, seed=seed)
    bots = [make_bot("heuristic", GAME, s, seed=seed, level=lv) for s, lv in enumerate(levels)]
    seen: list[Event] = []
    run_game(g, bots, on_events=seen.extend)
    assert g.is_over()
    return g, seen


def test_bot_makes_the_demanded_gesture() -> None:
    g = new([["2C", "3C"], ["QH", "6D"], ["7S", "8S"]])
    bot = SaluteBot(0, seed=1, level="expert")
    port = SeatPort(g, 0)
    assert bot.choose(port, False) is None
    g.apply(1, FLIP, at=0)
    assert bot.choose(port, False) in (parlour.Action("bow"), parlour.Action("salute"),
                                       parlour.Action("applaud"))


def test_bots_never_gesture_on_plain_cards_and_the_slow_one_wins_less() -> None:
    wins: Counter[str] = Counter()
    for seed in range(24):
        levels = ["normal", "normal", "normal"]
        levels[seed % 3] = "slow"
        g, events = run(levels, seed)
        assert not [e for e in events if e.type == "gesture" and "no effect" in e.data["text"]]
        res = g.result()
        assert res is not None
        for w in res.winners:
            wins[levels[w]] += 1
    assert wins["slow"] <= 4, "under half its fair share (8 of 24)"


def test_bot_games_end_in_every_variant() -> None:
    for variant in ("math", "dealers-choice", "wrong-is-last", "custom-triggers"):
        g, _ = run(["normal", "fast", "slow"], 1, variant)
        assert g.result() is not None
