"""Speed bots through the real-time runner (seeded): they play what fits, refill, say
ready when blocked, never make a refused play, and a faster level wins more often."""

from __future__ import annotations

from collections import Counter

import parlour
from parlour.bots import make_bot
from parlour.bots.base import SeatPort
from parlour.games.speed.bot import SpeedBot
from parlour.runners.local import run_game
from tests.games.test_speed_rules import READY, _blocked, new, play


def run(levels: list[str], seed: int, variant: str = "standard") -> parlour.Game:
    g = parlour.new_game("speed", variant=variant, seed=seed)
    bots = [make_bot("heuristic", "speed", s, seed=seed, level=lv) for s, lv in enumerate(levels)]
    run_game(g, bots)
    assert g.is_over()
    return g


def test_bot_prefers_a_chain_and_says_ready_when_blocked() -> None:
    g = new([["6C", "KD", "7H"], ["JC", "JD", "QS"]])
    bot = SpeedBot(0, seed=1)
    assert bot.choose(SeatPort(g, 0), True) == play("6C", 0)  # then 7H follows it
    g = _blocked()
    assert bot.choose(SeatPort(g, 0), True) == READY


def test_faster_level_wins_more_often() -> None:
    wins: Counter[str] = Counter()
    for seed in range(30):
        levels = ["expert", "slow"] if seed % 2 else ["slow", "expert"]
        res = run(levels, seed).result()
        assert res is not None
        for w in res.winners:
            wins[levels[w]] += 1
    assert wins["expert"] > 2 * wins["slow"]


def test_bot_games_end_in_every_variant() -> None:
    for variant in ("equal-ok", "auto-refill"):
        assert run(["normal", "fast"], 2, variant).result() is not None
