"""Spoons bots: decisions in constructed positions, whole games, a faster level against
a slower one, and random."""

from __future__ import annotations

import parlour
from parlour import Action
from parlour.bots import available_bots, make_bot
from parlour.bots.base import SeatPort
from parlour.games.spoons.bot import ReactionHeuristic, to_pass
from parlour.hands import parse_cards
from parlour.runners.local import run_game
from tests.games.test_spoons_rules import act, new, pass_card


def test_registered() -> None:
    assert "heuristic" in available_bots("spoons")


def test_passes_the_rank_it_holds_least() -> None:
    assert to_pass(parse_cards("7C 7D 7H QS 2C")) in parse_cards("2C QS")
    g = new()
    act(g, 0, 200, "take")
    bot = ReactionHeuristic(0, level="expert")
    assert bot.choose(SeatPort(g, 0), False) == Action("pass", index=3)  # the Q♠


def test_grabs_with_four_of_a_kind_and_after_anyone_grabs() -> None:
    g = new()
    act(g, 0, 200, "take")
    pass_card(g, 0, 400, "QS")
    assert ReactionHeuristic(0).choose(SeatPort(g, 0), False) == Action("grab")
    act(g, 0, 600, "grab")
    assert ReactionHeuristic(2).choose(SeatPort(g, 2), False) == Action("grab")


def test_games_end_in_both_variants() -> None:
    for variant, n in (("standard", 3), ("pig", 4)):
        g = parlour.new_game("spoons", n, variant=variant, seed=n)
        bots = [make_bot("heuristic", "spoons", s, seed=s, level="fast") for s in range(n)]
        assert run_game(g, bots) is not None and g.is_over()


def test_an_expert_outlasts_slow_bots() -> None:
    wins = 0
    for i in range(6):
        g = parlour.new_game("spoons", 3, seed=40 + i)
        e = i % 3
        res = run_game(g, [make_bot("heuristic", "spoons", s, seed=i,
                                    level="expert" if s == e else "slow") for s in range(3)])
        assert res is not None
        wins += e in res.winners
    assert wins >= 4  # measured: docs/games/spoons.md


def test_heuristic_beats_random() -> None:
    wins = 0
    for i in range(10):
        g = parlour.new_game("spoons", 3, seed=60 + i)
        h = i % 3
        res = run_game(g, [make_bot("heuristic" if s == h else "random", "spoons", s, seed=i)
                           for s in range(3)])
        assert res is not None
        wins += h in res.winners
    assert wins >= 8
