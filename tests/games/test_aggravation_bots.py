"""Aggravation bots through the real-time runner (seeded): they cover, flip, claim, and a
faster level wins more often; out of cards, slow bots call falsely more than experts."""

from __future__ import annotations

from collections import Counter

import parlour
from parlour.bots import make_bot
from parlour.bots.base import SeatPort
from parlour.engine.events import Event
from parlour.games.aggravation.bot import AggravationBot
from parlour.runners.local import run_game
from tests.games.test_aggravation_rules import _out_of_cards, claim

GAME = "aggravation"


def run(levels: list[str], seed: int) -> tuple[parlour.Game, list[Event]]:
    g = parlour.new_game(GAME, seed=seed)
    bots = [make_bot("heuristic", GAME, s, seed=seed, level=lv) for s, lv in enumerate(levels)]
    seen: list[Event] = []
    run_game(g, bots, on_events=seen.extend)
    assert g.is_over()
    return g, seen


def test_out_of_cards_bot_claims_a_real_match() -> None:
    g = _out_of_cards()
    bot = AggravationBot(0, seed=1, level="expert")
    assert bot.choose(SeatPort(g, 0), False) in (None, claim(g))
    g.apply(1, parlour.Action("cover", pile=27), at=2400)
    g.apply(1, parlour.Action("flip"), at=2700)
    g.apply(1, parlour.Action("flip"), at=3000)
    assert bot.choose(SeatPort(g, 0), False) == claim(g)


def test_faster_level_wins_more_often() -> None:
    wins: Counter[str] = Counter()
    for seed in range(30):
        levels = ["expert", "slow"] if seed % 2 else ["slow", "expert"]
        g, _ = run(levels, seed)
        res = g.result()
        assert res is not None
        for w in res.winners:
            wins[levels[w]] += 1
    assert wins["expert"] > 2 * wins["slow"]
