"""Stop the Bus bots: the heuristic's decisions in constructed positions, whole matches
at every table size and variant, its edge over random (a small sample; the measured
figures are in docs/games/stop-the-bus.md), and the search bot to the end."""

from __future__ import annotations

import parlour
from parlour import Action
from parlour.bots import available_bots, make_bot
from parlour.bots.base import SeatPort
from parlour.engine.rng import Rng
from parlour.games.stop_the_bus.bot import HeuristicBot, calls, percentile, rollout_policy
from parlour.hands import parse_cards
from parlour.runners.local import run_game
from tests.games.test_stop_the_bus_rules import CENTRE, TWO, new


def decide(g: parlour.Game, seat: int, **params: float) -> Action:
    action = HeuristicBot(seat, **params).choose(SeatPort(g, seat), True)  # type: ignore[arg-type]
    assert action is not None and action in g.legal_actions(seat)
    return action


def test_registered() -> None:
    assert "heuristic" in available_bots("stop-the-bus")


def test_percentiles() -> None:
    assert percentile(parse_cards("3C 3D 3H")) > 0.999
    assert percentile(parse_cards("2C 3D 5H")) < 0.01
    assert percentile(parse_cards("AC AD AH"), "poker") > percentile(parse_cards("3C 3D 3H"), "poker")
    assert calls(0.95, 1, 0, 0.12, 0.03, 8) and not calls(0.3, 1, 0, 0.12, 0.03, 8)
    assert calls(0.3, 1, 8, 0.12, 0.03, 8)  # always after max_turns


def test_makes_the_best_hand_and_calls_with_a_prial() -> None:
    g = new(TWO, CENTRE)  # seat 1 holds A-A-K; the centre has the A♣
    assert decide(g, 1) == Action("exchange", take="AC", give="KD", call=True)


def test_does_not_call_with_a_weak_hand() -> None:
    g = new([["2C", "7D", "9H"], ["4S", "8H", "JD"]], ["2S", "5C", "6D"])
    a = decide(g, 1)
    assert a.type == "exchange" and not a.call


def test_makes_the_best_hand_a_run_over_a_pair() -> None:
    g = new([["2C", "7D", "9H"], ["AS", "AH", "3D"]], ["9S", "5C", "6D"])
    a = decide(g, 1, threshold=-1.0, max_turns=99)  # never calls: the exchange alone
    assert (a.take, a.give) == ("9S", "3D")  # pair of aces, the best kicker
    g = new([["2C", "7D", "9H"], ["AS", "AH", "3D"]], ["2S", "5C", "6D"])
    a = decide(g, 1, threshold=-1.0, max_turns=99)
    assert (a.take, a.give) == ("2S", "AS")  # A-2-3, the top run, beats a pair of aces


def test_heuristic_matches_end_in_every_variant_and_size() -> None:
    for variant, n in (("standard", 2), ("standard", 6), ("swap1or3", 3), ("call-instead", 4),
                       ("poker-order", 3)):
        g = parlour.new_game("stop-the-bus", n, variant=variant, seed=n)
        bots = [make_bot("heuristic", "stop-the-bus", s, seed=s) for s in range(n)]
        assert run_game(g, bots) is not None and g.is_over()


def test_heuristic_beats_random_heads_up() -> None:
    wins = 0
    games = 60
    for i in range(games):
        g = parlour.new_game("stop-the-bus", 2, seed=5000 + i)
        h = i % 2
        bots = [make_bot("heuristic" if s == h else "random", "stop-the-bus", s, seed=i)
                for s in range(2)]
        res = run_game(g, bots)
        assert res is not None
        wins += h in res.winners
    assert wins / games > 0.8  # measured over 1,000 matches: docs/games/stop-the-bus.md


def test_rollout_policy_and_search_bot() -> None:
    g = new(TWO, CENTRE)
    assert rollout_policy(g, 1, g.legal_actions(1), Rng(1)) == \
        Action("exchange", take="AC", give="KD", call=True)
    g = parlour.new_game("stop-the-bus", 2, seed=3, options={"tokens": 1})
    bots = [make_bot("search:40i", "stop-the-bus", 0, seed=1), make_bot("heuristic", "stop-the-bus", 1)]
    assert run_game(g, bots) is not None and g.is_over()


def test_search_is_advised_by_the_heuristic_by_default() -> None:
    """The search plays the heuristic's move unless paired rollouts show a significantly
    better one among the three best alternatives (GAME.search.options)."""
    from parlour.bots.search import SearchBot

    bot = make_bot("search:20i", "stop-the-bus", 0)
    assert isinstance(bot, SearchBot)
    assert (bot._advisor_kind, bot.depth, bot.candidates, bot.advisor_z) == ("heuristic", 1, 3, 2.0)
