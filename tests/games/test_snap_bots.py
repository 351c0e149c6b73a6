"""Snap bots through the real-time runner (seeded, no sleeping): they call real matches
from their own view, slip on look-alikes at their level's rate, and a faster level wins
more often (the full curve is ``benchmarks/reaction.py``, docs/benchmarks.md)."""

from __future__ import annotations

from collections import Counter

import parlour
from parlour.bots import make_bot
from parlour.bots.base import SeatPort
from parlour.bots.reaction import LEVELS, looks_alike, sample_mean
from parlour.cards import Card
from parlour.engine.events import Event
from parlour.games.snap.bot import SnapBot
from parlour.runners.local import run_game
from tests.games.test_snap_rules import FLIP, new

GAME = "snap"


def play(levels: list[str], seed: int, variant: str = "standard") -> tuple[parlour.Game, list[Event]]:
    g = parlour.new_game(GAME, len(levels), variant=variant, seed=seed)
    bots = [make_bot("heuristic", GAME, s, seed=seed, level=lv) for s, lv in enumerate(levels)]
    seen: list[Event] = []
    run_game(g, bots, on_events=seen.extend)
    assert g.is_over()
    return g, seen


def test_levels_are_human_reaction_times() -> None:
    """Issue 15: expert ~250 ms, normal ~500 ms, slow ~900 ms, with spread."""
    assert 240 <= sample_mean("expert") <= 275
    assert 480 <= sample_mean("normal") <= 530
    assert 880 <= sample_mean("slow") <= 950
    assert LEVELS["slow"].slip > LEVELS["normal"].slip > LEVELS["expert"].slip > 0


def test_look_alikes() -> None:
    c = Card.parse
    assert looks_alike(c("7H"), c("8D")) and looks_alike(c("KS"), c("JH"))
    assert not looks_alike(c("7H"), c("8C")) and not looks_alike(c("7H"), c("7S"))


def test_bot_calls_a_match_it_sees_and_flips_otherwise() -> None:
    g = new([["7S", "2C"], ["7H", "3D"]])
    bot = SnapBot(0, seed=1, level="expert")
    port = SeatPort(g, 0)
    assert bot.choose(port, False) is None
    g.apply(1, FLIP, at=0)
    assert bot.choose(port, True) == FLIP
    g.apply(0, FLIP, at=500)
    assert bot.choose(port, False) == parlour.Action("snap", seen=2)
    assert 160 <= bot.delay(False) <= 500


def test_slow_bots_slip_more_than_experts() -> None:
    falses: Counter[str] = Counter()
    for seed in range(30):
        _, events = play(["slow", "expert"], seed)
        for e in events:
            if e.type == "false_snap":
                falses[["slow", "expert"][e.seat or 0]] += 1
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
    for variant in ("recycle", "tie-pool"):
        g, _ = play(["normal", "normal", "fast"], 3, variant)
        assert g.result() is not None
