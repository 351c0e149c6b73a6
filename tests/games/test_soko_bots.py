"""Soko bots: constructed decisions, the heuristic's edge in short matches (the
1,000-hand figures are in docs/games/soko.md), and the search bot."""

from __future__ import annotations

import parlour
from parlour import Action
from parlour.bots import available_bots, make_bot
from parlour.bots.base import SeatPort
from parlour.games.soko.bot import HeuristicBot
from parlour.runners.local import run_game
from tests.games.test_pineapple_bots import _Station
from tests.games.test_soko_rules import B, game, play


def decide(g: parlour.Game, seat: int) -> Action:
    a = HeuristicBot(seat, seed=2).choose(SeatPort(g, seat), True)
    assert a is not None and a in g.legal_actions(seat)
    return a


def test_registered() -> None:
    assert available_bots("soko") == ["random", "heuristic", "search"]


def test_raises_a_pair_and_folds_a_hopeless_hand() -> None:
    g = game({0: ["7D", "3C", "QS", "9D", "2S"], 1: ["9S", "9H", "TD", "8C", "4H"]})
    play(g, (0, B))
    assert decide(g, 1).type == "raise"  # nines against a three showing: complete
    g = game({0: ["2D", "7C", "QS", "9D", "JS"], 1: ["AS", "AH", "AD", "8C", "4H"]}, limit="no", stack=100)
    assert decide(g, 0) == B  # the bring-in is owed: never a fold
    play(g, (0, B), (1, Action("raise", to=60)))
    assert decide(g, 0) == Action("fold")  # 7-2 against an ace showing, 58 to call into 64


def _match(opponent: str, games: int) -> float:
    total, hands = 0.0, 0
    for i in range(games):
        me = i % 2
        g = parlour.new_game("soko", 2, seed=300 + i, options={"hands": 10, "stack": 10_000})
        bots = [make_bot("heuristic", "soko", s, seed=i) if s == me else
                (_Station(s) if opponent == "station" else make_bot("random", "soko", s, seed=i))
                for s in range(2)]
        run_game(g, bots)
        res = g.result()
        assert res is not None
        total += res.scores[me]
        hands += int(res.details["hands"])
    return total / hands


def test_heuristic_wins_chips_from_random_and_a_calling_station() -> None:
    assert _match("random", 6) > 0.5
    assert _match("station", 6) > 0.2


def test_search_bot_finishes_a_game() -> None:
    g = parlour.new_game("soko", 2, seed=4, options={"hands": 1})
    run_game(g, [make_bot("search:30i", "soko", 0, seed=1), make_bot("random", "soko", 1, seed=1)])
    assert g.is_over()


def test_search_is_advised_by_the_heuristic_with_heuristic_playouts() -> None:
    """GAME.search.options: the heuristic proposes each move and, with fewer Monte Carlo
    samples, plays every seat of the search's playouts (they used to call every bet)."""
    from parlour.bots.search import SearchBot

    bot = make_bot("search:20i", "soko", 0)
    assert isinstance(bot, SearchBot)
    assert (bot._advisor_kind, bot.depth, bot.rollouts, bot.rollout_bot) == (
        "heuristic", 1, "heuristic", {"samples": 30})
