"""Slapjack bots through the real-time runner (seeded, no sleeping): they slap live
jacks from their own view, keep themselves in when out, slip on queens and kings at
their level's rate, and a faster level wins more often."""

from __future__ import annotations

from collections import Counter

import parlour
from parlour.bots import make_bot
from parlour.bots.base import SeatPort
from parlour.engine.events import Event
from parlour.games.slapjack.bot import SlapjackBot
from parlour.runners.local import run_game
from tests.games.test_slapjack_rules import FLIP, _out_position, new, slap

GAME = "slapjack"


def play(levels: list[str], seed: int, variant: str = "standard") -> tuple[parlour.Game, list[Event]]:
    g = parlour.new_game(GAME, len(levels), variant=variant, seed=seed)
    bots = [make_bot("heuristic", GAME, s, seed=seed, level=lv) for s, lv in enumerate(levels)]
    seen: list[Event] = []
    run_game(g, bots, on_events=seen.extend)
    assert g.is_over()
    return g, seen


def test_bot_slaps_a_live_jack_and_flips_otherwise() -> None:
    g = new([["JC", "2C", "3C"], ["4D", "5D", "6D"]])
    bot = SlapjackBot(1, seed=1, level="expert")
    port = SeatPort(g, 1)
    assert bot.choose(port, True) == FLIP
    g.apply(1, FLIP, at=0)
    g.apply(0, FLIP, at=400)
    assert bot.choose(port, False) == slap(g)


def test_out_bot_makes_its_late_slap_to_stay_in() -> None:
    g = _out_position()
    g.apply(1, FLIP, at=900)
    g.apply(2, FLIP, at=1200)
    g.apply(1, FLIP, at=1500)
    aimed = slap(g)
    g.apply(2, aimed, at=1700)
    assert SlapjackBot(0, seed=1).choose(SeatPort(g, 0), False) == aimed


def test_bots_never_rush_and_slow_ones_slip_more() -> None:
    falses: Counter[str] = Counter()
    for seed in range(25):
        levels = ["slow", "expert", "normal"]
        _, events = play(levels, seed)
        assert not [e for e in events if e.type == "flip" and e.data.get("dead")]
        for e in events:
            if e.type == "false_slap" and e.seat is not None:
                falses[levels[e.seat]] += 1
    assert falses["slow"] > falses["expert"]


def test_faster_level_wins_more_often() -> None:
    wins: Counter[str] = Counter()
    for seed in range(40):
        levels = ["expert", "slow"] if seed % 2 else ["slow", "expert"]
        g, _ = play(levels, seed)
        res = g.result()
        assert res is not None
        for w in res.winners:
            wins[levels[w]] += 1
    assert wins["expert"] > 2 * wins["slow"]


def test_bot_games_in_every_variant_end() -> None:
    for variant in ("winner-leads", "strict-turns", "two-decks"):
        g, _ = play(["normal", "fast", "normal", "slow"], 5, variant)
        assert g.result() is not None
