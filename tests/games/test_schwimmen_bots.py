"""Schwimmen bots: the heuristic's decisions in constructed positions, whole matches at
every table size, its edge over random (a small sample; the measured figures are in
docs/games/schwimmen.md), and the search bot to the end."""

from __future__ import annotations

import parlour
from parlour import Action
from parlour.bots import available_bots, make_bot
from parlour.bots.base import SeatPort
from parlour.engine.rng import Rng
from parlour.games.schwimmen.bot import HeuristicBot, rollout_policy
from parlour.runners.local import run_game
from tests.games.test_schwimmen_rules import new, started


def decide(g: parlour.Game, seat: int) -> Action:
    action = HeuristicBot(seat).choose(SeatPort(g, seat), True)
    assert action is not None and action in g.legal_actions(seat)
    return action


def test_registered() -> None:
    assert "heuristic" in available_bots("schwimmen")


def test_the_dealer_keeps_a_good_hand_and_swaps_a_poor_one() -> None:
    assert decide(new([["7C", "8D", "9H"], ["KS", "QS", "TS"]], ["AC", "JC", "7H"], dealer=1), 1) \
        == Action("keep")  # 30 in spades
    assert decide(new([["7C", "8D", "9H"], ["KS", "QH", "TD"]], ["AC", "JC", "7H"]), 0) == Action("swap")


def test_takes_the_card_that_helps_most_and_shows_a_special() -> None:
    g = started([["7C", "8D", "9H"], ["KS", "QH", "TS"]], ["9S", "JC", "7H"])
    assert decide(g, 1) == Action("exchange", take="9S", give="QH", close=False, show=False)
    g = started([["7C", "8D", "9H"], ["KS", "QH", "TS"]], ["AC", "JC", "7H"])
    assert decide(g, 1) == Action("exchange3", close=False, show=False)  # 21 in clubs
    g = started([["7C", "8D", "9H"], ["AS", "KS", "TD"]], ["QS", "JC", "7H"])
    assert decide(g, 1) == Action("exchange", take="QS", give="TD", close=False, show=True)


def test_closes_on_a_strong_hand_and_passes_when_nothing_helps() -> None:
    g = started([["7C", "8D", "9H"], ["KS", "QS", "9S"]], ["AC", "JC", "7H"])  # 29 in spades
    assert decide(g, 1) == Action("close")
    g = started([["7C", "8D", "9H"], ["KS", "QS", "8H"]], ["7D", "8C", "9D"])  # 20: nothing helps
    assert decide(g, 1) == Action("pass")


def test_heuristic_matches_end_at_every_table_size() -> None:
    for n in (2, 5, 8):
        g = parlour.new_game("schwimmen", n, seed=n, options={"chips": 2})
        assert run_game(g, [make_bot("heuristic", "schwimmen", s, seed=s) for s in range(n)]) is not None


def test_heuristic_beats_random_heads_up() -> None:
    wins, games = 0, 50
    for i in range(games):
        g = parlour.new_game("schwimmen", 2, seed=7000 + i)
        h = i % 2
        res = run_game(g, [make_bot("heuristic" if s == h else "random", "schwimmen", s, seed=i)
                           for s in range(2)])
        assert res is not None
        wins += h in res.winners
    assert wins / games > 0.8  # measured over 1,000 matches: docs/games/schwimmen.md


def test_rollout_policy_and_search_bot() -> None:
    g = started([["7C", "8D", "9H"], ["AS", "KS", "TD"]], ["QS", "JC", "7H"])
    assert rollout_policy(g, 1, g.legal_actions(1), Rng(1)).get("show") is True
    g = parlour.new_game("schwimmen", 2, seed=3, options={"chips": 1})
    bots = [make_bot("search:30i", "schwimmen", 0, seed=1), make_bot("heuristic", "schwimmen", 1)]
    assert run_game(g, bots) is not None and g.is_over()


def test_search_is_advised_by_the_heuristic_by_default() -> None:
    """The search plays the heuristic's move unless paired rollouts show a significantly
    better one among the three best alternatives (GAME.search.options)."""
    from parlour.bots.search import SearchBot

    bot = make_bot("search:20i", "schwimmen", 0)
    assert isinstance(bot, SearchBot)
    assert (bot._advisor_kind, bot.depth, bot.candidates, bot.advisor_z) == ("heuristic", 1, 3, 2.0)
