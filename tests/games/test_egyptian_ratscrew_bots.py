"""Egyptian Ratscrew bots through the real-time runner (discrete events, seeded).

The heuristic slaps valid patterns only and never flips out of turn; a faster reaction
level wins more often; the heuristic beats random play; the generic search bot plays
games to the end (with the heuristics module's ``rollout_value``) without false slaps.
"""

from __future__ import annotations

from collections import Counter

import pytest

import parlour
from parlour.bots import make_bot
from parlour.bots.base import SeatPort
from parlour.engine.events import Event
from parlour.games.egyptian_ratscrew.bot import HeuristicBot, rollout_value, sees_pattern
from parlour.runners.local import run_game
from tests.games.test_egyptian_ratscrew_rules import flips, new

GAME = "egyptian-ratscrew"


def play(kinds: list[str], seed: int, *, levels: list[str] | None = None, variant: str = "standard",
         deal: int = 0) -> tuple[parlour.Game, list[Event]]:
    g = parlour.new_game(GAME, len(kinds), variant=variant, seed=seed,
                         options={"deal_cards": deal} if deal else None)
    bots = [make_bot(k, GAME, s, seed=seed, level=(levels or ["normal"] * len(kinds))[s])
            for s, k in enumerate(kinds)]
    seen: list[Event] = []
    res = run_game(g, bots, on_events=seen.extend)
    assert res is not None and g.is_over()
    return g, seen


def test_heuristic_sees_patterns_from_its_view_only() -> None:
    g = new([["7S", "2C", "3C"], ["7H", "4D", "5D"]], variant="house")
    port = SeatPort(g, 0)
    flips(g, 1)
    assert not sees_pattern(port)
    flips(g, 0)
    assert sees_pattern(port)
    bot = HeuristicBot(0, seed=1)
    assert bot.choose(port, False) == parlour.Action("slap", pile=2)
    assert HeuristicBot(1, seed=1).choose(SeatPort(g, 1), True).type == "slap"


@pytest.mark.parametrize("variant", ["standard", "house"])
def test_heuristic_slaps_valid_patterns_only_and_never_rushes(variant: str) -> None:
    slapped = 0
    for seed in range(6):
        g, events = play(["heuristic"] * 3, seed, variant=variant, deal=30)
        assert not [e for e in events if e.type == "false_slap"]
        assert not [e for e in events if e.type == "flip" and e.data.get("dead")]
        slapped += sum(1 for e in events if e.type == "take" and e.data["how"] not in ("collect", "last"))
    assert slapped >= 6


def test_faster_level_wins_more_often() -> None:
    wins: Counter[str] = Counter()
    for seed in range(30):
        levels = ["expert", "slow"] if seed % 2 else ["slow", "expert"]
        g, _ = play(["heuristic", "heuristic"], seed, levels=levels, deal=30)
        res = g.result()
        assert res is not None
        wins[levels[res.winners[0]]] += 1
    assert wins["expert"] >= 22, wins


def test_heuristic_beats_random() -> None:
    wins = 0
    for seed in range(20):
        kinds = ["heuristic", "random"] if seed % 2 else ["random", "heuristic"]
        g, _ = play(kinds, seed, deal=30)
        res = g.result()
        assert res is not None
        wins += kinds[res.winners[0]] == "heuristic"
    assert wins >= 15


def test_search_bot_plays_to_the_end_without_false_slaps() -> None:
    g, events = play(["search:60i", "heuristic"], 3, deal=20)
    assert not [e for e in events if e.type == "false_slap" and e.seat == 0]
    assert g.result() is not None


def test_rollout_value_is_the_share_of_cards() -> None:
    g = new([["7S", "2C", "3C"], ["JH", "4D", "5D"]])
    assert rollout_value(g) == [0.5, 0.5]
    flips(g, 1, 0)                           # J, 7S: the challenge is lost, seat 1 collects
    assert rollout_value(g) == [2 / 6, 4 / 6]
