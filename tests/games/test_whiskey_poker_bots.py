"""Whiskey Poker bots: constructed decisions, the heuristic's edge in short matches (the
1,000-hand figures are in docs/games/whiskey-poker.md), and the search bot."""

from __future__ import annotations

import parlour
from parlour import Action
from parlour.bots import available_bots, make_bot
from parlour.bots.base import SeatPort
from parlour.games.whiskey_poker.bot import HeuristicBot
from parlour.runners.local import run_game
from tests.games.test_pineapple_bots import _Station
from tests.games.test_whiskey_poker_rules import EX, KNOCK, PASS, SW, K, game, play


def decide(g: parlour.Game, seat: int) -> Action:
    a = HeuristicBot(seat, seed=2).choose(SeatPort(g, seat), True)
    assert a is not None and a in g.legal_actions(seat)
    return a


def test_registered() -> None:
    assert available_bots("whiskey-poker") == ["random", "heuristic", "search"]


def test_exchange_rules() -> None:
    g = game()
    play(g, (1, K), (0, K))
    assert decide(g, 1) == PASS  # a pair of kings: keep it
    play(g, (1, PASS))
    assert decide(g, 0) == EX  # jack high: the unseen widow is better on average
    g = game()
    play(g, (1, K), (0, K), (1, PASS), (0, PASS), (1, K), (0, K))
    assert decide(g, 1) == SW("AS", "3S") or decide(g, 1) == EX  # the open widow improves the kings
    g = game({0: ["2C", "7D", "9H", "JS", "4C"], 1: ["KS", "KD", "KH", "8C", "8S"]})
    play(g, (1, K), (0, K))
    assert decide(g, 1) == KNOCK  # a full house knocks at once


def _match(opponent: str, games: int) -> float:
    total, hands = 0.0, 0
    for i in range(games):
        me = i % 2
        g = parlour.new_game("whiskey-poker", 2, seed=300 + i, options={"hands": 10, "stack": 10_000})
        bots = [make_bot("heuristic", "whiskey-poker", s, seed=i) if s == me else
                (_Station(s) if opponent == "station" else make_bot("random", "whiskey-poker", s, seed=i))
                for s in range(2)]
        run_game(g, bots)
        res = g.result()
        assert res is not None
        total += res.scores[me]
        hands += int(res.details["hands"])
    return total / hands


def test_heuristic_wins_chips_from_random_and_a_calling_station() -> None:
    assert _match("random", 4) > 0.5
    assert _match("station", 4) > 0.2


def test_search_bot_finishes_a_game() -> None:
    g = parlour.new_game("whiskey-poker", 2, seed=4, options={"hands": 1, "max_orbits": 2})
    run_game(g, [make_bot("search:20i", "whiskey-poker", 0, seed=1),
                 make_bot("random", "whiskey-poker", 1, seed=1)])
    assert g.is_over()


def test_search_is_advised_by_the_heuristic_with_heuristic_playouts() -> None:
    """GAME.search.options: the heuristic proposes each move and, with fewer Monte Carlo
    samples, plays every seat of the search's playouts (they used to call every bet)."""
    from parlour.bots.search import SearchBot

    bot = make_bot("search:20i", "whiskey-poker", 0)
    assert isinstance(bot, SearchBot)
    assert (bot._advisor_kind, bot.depth, bot.rollouts, bot.rollout_bot) == (
        "heuristic", 1, "heuristic", {"samples": 30})
