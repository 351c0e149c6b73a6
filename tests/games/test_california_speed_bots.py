"""California Speed bots through the real-time runner (seeded): they cover only piles to
cover (never a refused cover), say ready for every deal, and a faster level wins more."""

from __future__ import annotations

from collections import Counter

import parlour
from parlour.bots import make_bot
from parlour.bots.base import SeatPort
from parlour.games.california_speed.bot import CaliforniaBot
from parlour.runners.local import run_game
from tests.games.test_california_speed_rules import cover, new

GAME = "california-speed"


def run(levels: list[str], seed: int, variant: str = "standard") -> parlour.Game:
    g = parlour.new_game(GAME, variant=variant, seed=seed)
    bots = [make_bot("heuristic", GAME, s, seed=seed, level=lv) for s, lv in enumerate(levels)]
    run_game(g, bots)
    assert g.is_over()
    return g


def test_bot_covers_the_far_side_first() -> None:
    g = new([["7C", "3C", "4C", "5C", "JC", "QC"], ["6D", "7S", "8D", "9D", "KD", "QD"]])
    assert CaliforniaBot(0, seed=1).choose(SeatPort(g, 0), True) == cover(5)
    assert CaliforniaBot(1, seed=1).choose(SeatPort(g, 1), True) == cover(0)


def test_faster_level_wins_more_often() -> None:
    wins: Counter[str] = Counter()
    for seed in range(30):
        levels = ["expert", "slow"] if seed % 2 else ["slow", "expert"]
        res = run(levels, seed).result()
        assert res is not None
        for w in res.winners:
            wins[levels[w]] += 1
    assert wins["expert"] > 2 * wins["slow"]


def test_doubles_games_end() -> None:
    assert run(["normal", "fast"], 4, "doubles").result() is not None
