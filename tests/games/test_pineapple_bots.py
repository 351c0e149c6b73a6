"""Pineapple bots: the heuristic's decisions in constructed positions, its edge over
random and the calling station in short matches (the long measurement with intervals is
benchmarks/bench_betting.py), and the search bot playing whole games without seeing
hidden cards (it plays through determinized worlds only)."""

from __future__ import annotations

import random

import parlour
from parlour import Action
from parlour.bots import available_bots, make_bot
from parlour.bots.base import Bot, SeatPort
from parlour.engine.rng import Rng
from parlour.games.pineapple.bot import HeuristicBot, rollout_policy, rollout_value
from parlour.rules.betting_turns import calling_station
from parlour.runners.local import run_game
from tests.games.test_pineapple_rules import C, D, K, game, play

BOARD = ["AH", "9C", "4D", "JS", "5H"]


def decide(g: parlour.Game, seat: int) -> Action:
    action = HeuristicBot(seat, seed=3).choose(SeatPort(g, seat), True)
    assert action is not None and action in g.legal_actions(seat)
    return action


def test_registered() -> None:
    assert available_bots("pineapple") == ["random", "heuristic", "search"]


def test_raises_aces_and_folds_rags_to_a_raise() -> None:
    g = game({0: ["AS", "AD", "AC"], 1: ["7S", "2D", "3C"]}, BOARD)
    assert decide(g, 0).type == "raise"
    g = game({0: ["KS", "KD", "8C"], 1: ["7S", "2D", "3C"]}, ["KH", "9C", "4D", "JS", "5H"],
             stack=100, limit="no")
    play(g, (0, Action("raise", to=4)), (1, C), (1, D("2D")), (0, D("8C")), (1, K),
         (0, Action("raise", to=40)))
    assert decide(g, 1) == Action("fold")  # 7-3 on a K-9-4 board facing five times the pot


def test_discards_the_card_that_helps_least() -> None:
    g = game({0: ["AS", "AD", "7C"], 1: ["QH", "QC", "2S"]}, BOARD)
    play(g, (0, C), (1, K))
    assert decide(g, 0) == D("7C")


class _Station(Bot):
    kind = "station"

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        return calling_station(legal) if legal else None


def _match(opponent: str, games: int) -> float:
    total = 0.0
    hands = 0
    for i in range(games):
        me = i % 2
        g = parlour.new_game("pineapple", 2, seed=500 + i, options={"hands": 10, "stack": 10_000})
        bots = [make_bot("heuristic", "pineapple", s, seed=i) if s == me else
                (_Station(s) if opponent == "station" else make_bot("random", "pineapple", s, seed=i))
                for s in range(2)]
        run_game(g, bots)
        res = g.result()
        assert res is not None
        total += res.scores[me]
        hands += int(res.details["hands"])
    return total / hands


def test_heuristic_wins_chips_from_random_and_a_calling_station() -> None:
    """Short matches (60 hands each, seats swapped); the 1,000-hand figures with
    intervals are in docs/games/pineapple.md."""
    assert _match("random", 6) > 1.0
    assert _match("station", 6) > 0.5


def test_search_hooks_and_the_search_bot_finish_a_game() -> None:
    g = parlour.new_game("pineapple", 2, seed=4, options={"hands": 1})
    assert rollout_value(g) is None
    bots = [make_bot("search:30i", "pineapple", 0, seed=1), make_bot("random", "pineapple", 1, seed=1)]
    run_game(g, bots)
    value = rollout_value(g)
    assert g.is_over() and value is not None and abs(sum(value) - 1.0) < 1e-9
    w = parlour.new_game("pineapple", 3, seed=2)
    seat = w.actors()[0]
    legal = w.legal_actions(seat)
    assert rollout_policy(w, seat, legal, random.Random(1)) in legal


def test_search_sees_no_hidden_card() -> None:
    """The search bot plays through worlds sampled from its seat's knowledge
    (``SeatPort.sample_world``): each keeps seat 0's view, and the opponent's hole cards
    in them vary (the true ones are not read)."""
    g = game({0: ["AS", "KS", "3D"], 1: ["QH", "QC", "7S"]}, ["AH", "9C", "4D", "JS", "5H"])
    port = SeatPort(g, 0)
    worlds = [port.sample_world(Rng(i)) for i in range(12)]
    assert all(w.view(0) == g.view(0) for w in worlds)
    theirs = {tuple(str(c) for c in w.zones["hand:1"].cards) for w in worlds}
    assert len(theirs) > 6 and ("QH", "QC", "7S") not in theirs
    assert make_bot("search:20i", "pineapple", 0, seed=9).choose(port, True) in g.legal_actions(0)


def test_search_is_advised_by_the_heuristic_with_heuristic_playouts() -> None:
    """GAME.search.options: the heuristic proposes each move and, with fewer Monte Carlo
    samples, plays every seat of the search's playouts (they used to call every bet)."""
    from parlour.bots.search import SearchBot

    bot = make_bot("search:20i", "pineapple", 0)
    assert isinstance(bot, SearchBot)
    assert (bot._advisor_kind, bot.depth, bot.rollouts, bot.rollout_bot) == (
        "heuristic", 1, "heuristic", {"samples": 30})
