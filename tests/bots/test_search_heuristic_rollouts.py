"""The search bot's heuristic playouts (``rollouts="heuristic"``) and candidate pruning
(``candidates=k``), generic over any game that declares a heuristic bot."""

from __future__ import annotations

import pytest

import parlour
from parlour.bots.base import SeatPort
from parlour.bots.search import SearchBot
from parlour.engine.rng import Rng
from parlour.games.schwimmen.bot import HeuristicBot
from parlour.runners.local import run_game
from tests.bots.toygame import toy


def _moves(g: parlour.Game) -> list[tuple[int, object]]:
    return [(m["seat"], m["action"]) for m in g.record()["actions"] if "seat" in m]


def test_heuristic_rollouts_are_the_games_heuristic_in_every_seat() -> None:
    g = parlour.new_game("schwimmen", 3, seed=2)
    bot = SearchBot(0, seed=1, iterations=10, rollouts="heuristic")
    bot.claim_types(SeatPort(g, 0))  # learns the game's declared heuristic
    played = g.clone()
    bot._rollout(played, Rng(5), frozenset())
    assert played.is_over()
    seed = Rng(5).next64() & 0xFFFFFF  # the playout's bots are seeded from its numbers
    expected = g.clone()
    run_game(expected, [HeuristicBot(s, seed=seed + s) for s in range(3)])
    assert _moves(played) == _moves(expected)
    assert played.result() == expected.result()


def test_with_heuristic_rollouts_and_unreachable_significance_the_search_is_the_heuristic() -> None:
    for seed in range(2):
        a = parlour.new_game("stop-the-bus", 3, seed=seed)
        b = parlour.new_game("stop-the-bus", 3, seed=seed)
        from parlour.games.stop_the_bus.bot import HeuristicBot as Bus

        run_game(a, [SearchBot(0, seed=1, iterations=6, advisor="heuristic", depth=1,
                               rollouts="heuristic", advisor_z=float("inf")),
                     Bus(1, seed=2), Bus(2, seed=3)])
        run_game(b, [Bus(0, seed=1), Bus(1, seed=2), Bus(2, seed=3)])
        assert _moves(a) == _moves(b)


def test_candidate_pruning_keeps_the_advice_and_the_best_alternatives() -> None:
    g = parlour.new_game("stop-the-bus", 3, seed=4)
    seat = g.waiting_for()[0]
    legal = g.legal_actions(seat)
    assert len(legal) > 4
    bot = SearchBot(seat, seed=1, iterations=len(legal) + 30, candidates=2)
    bot.search(SeatPort(g, seat), legal, advice=legal[-1])
    visits = bot.last_stats["visits"]
    busy = [a for a, v in visits.items() if v > 1]
    assert str(legal[-1]) in busy and len(busy) == 3  # the advice and two alternatives
    assert sum(visits.values()) == len(legal) + 30


def test_bad_rollout_and_candidate_settings_are_refused() -> None:
    with pytest.raises(ValueError, match="rollouts"):
        SearchBot(0, rollouts="oracle")
    with pytest.raises(ValueError, match="candidates"):
        SearchBot(0, candidates=0)
    bot = SearchBot(0, seed=1, iterations=5, rollouts="heuristic")
    with pytest.raises(ValueError, match="heuristic bot"):
        bot.choose(SeatPort(toy(1, ["8C", "5C", "AC"]), 0), True)  # the toy game has none
