"""Paiute bots: the heuristic's decisions in constructed positions, whole games at every
table size, its edge over random (a small sample; the measured figures are in
docs/games/paiute.md), and the search bot to the end."""

from __future__ import annotations

import parlour
from parlour import Action
from parlour.bots import available_bots, make_bot
from parlour.bots.base import SeatPort
from parlour.engine.rng import Rng
from parlour.games.paiute.bot import HeuristicBot, promise, rollout_policy
from parlour.hands import parse_cards
from parlour.runners.local import run_game
from tests.games.test_paiute_rules import JUNK, NINES, act, new


def decide(g: parlour.Game, seat: int) -> Action:
    action = HeuristicBot(seat).choose(SeatPort(g, seat), True)
    assert action is not None and action in g.legal_actions(seat)
    return action


def test_registered() -> None:
    assert "heuristic" in available_bots("paiute")


def test_promise_prefers_wilds_and_matching_ranks() -> None:
    assert promise(parse_cards("9C 9D 9H 5S 6C"), 2) > promise(parse_cards("9C 9D 4H 5S 6C"), 2)
    assert promise(parse_cards("2C 9D 4H 5S 7C"), 2) > promise(parse_cards("3C 9D 4H 5S 7C"), 2)


def test_calls_when_it_can() -> None:
    g = new([JUNK, NINES], stock=["QS"])
    act(g, 1, "draw", source="stock")
    assert decide(g, 1) == Action("call", card="QS")


def test_takes_a_wild_from_the_discard_pile_and_discards_the_odd_card() -> None:
    g = new([JUNK, ["9C", "9D", "9H", "5S", "3C"]], up="2H", stock=["QS"])
    assert decide(g, 1) == Action("draw", source="discard")
    act(g, 1, "draw", source="discard")
    assert decide(g, 1).card in ("5S", "3C")


def test_heuristic_games_end_at_every_table_size() -> None:
    for n in (2, 3, 5):
        g = parlour.new_game("paiute", n, seed=n)
        assert run_game(g, [make_bot("heuristic", "paiute", s, seed=s) for s in range(n)]) is not None


def test_heuristic_beats_random_heads_up() -> None:
    wins, games = 0, 60
    for i in range(games):
        g = parlour.new_game("paiute", 2, seed=9000 + i)
        h = i % 2
        res = run_game(g, [make_bot("heuristic" if s == h else "random", "paiute", s, seed=i)
                           for s in range(2)])
        assert res is not None
        wins += h in res.winners
    assert wins / games > 0.8  # measured over 1,000 games: docs/games/paiute.md


def test_rollout_policy_and_search_bot() -> None:
    g = new([JUNK, NINES], stock=["QS"])
    act(g, 1, "draw", source="stock")
    assert rollout_policy(g, 1, g.legal_actions(1), Rng(1)) == Action("call", card="QS")
    g = parlour.new_game("paiute", 2, seed=4, options={"max_rounds": 4})
    bots = [make_bot("search:10i", "paiute", 0, seed=1), make_bot("heuristic", "paiute", 1)]
    assert run_game(g, bots) is not None and g.is_over()


def test_search_is_advised_by_the_heuristic_by_default() -> None:
    """The search plays the heuristic's move unless paired rollouts show a significantly
    better one among the three best alternatives (GAME.search.options)."""
    from parlour.bots.search import SearchBot

    bot = make_bot("search:20i", "paiute", 0)
    assert isinstance(bot, SearchBot)
    assert (bot._advisor_kind, bot.depth, bot.candidates, bot.advisor_z) == ("heuristic", 1, 3, 2.0)
