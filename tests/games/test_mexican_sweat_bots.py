"""Mexican Sweat bots: the win-chance estimate, constructed decisions, the heuristic's
edge in short matches (the 1,000-hand figures are in docs/games/mexican-sweat.md), and
the search bot."""

from __future__ import annotations

import random

import parlour
from parlour import Action
from parlour.bots import available_bots, make_bot
from parlour.bots.base import SeatPort
from parlour.games.mexican_sweat.bot import HeuristicBot, win_chance
from parlour.runners.local import run_game
from tests.games.test_mexican_sweat_rules import FL, game, play
from tests.games.test_pineapple_bots import _Station


def test_registered() -> None:
    assert available_bots("mexican-sweat") == ["random", "heuristic", "search"]


def test_win_chance_follows_what_is_showing() -> None:
    hands = {0: ["3C", "5D", "9H", "KS", "4C", "6D", "8S"], 1: ["AD", "AC", "TS", "JD", "QC", "3S", "5S"]}
    g = game(hands, kill="2H", beat="7C")
    play(g, (1, FL(0)))  # an ace showing
    strong = win_chance(g.view(1), 1, 400, random.Random(1))
    weak = win_chance(g.view(0), 0, 400, random.Random(1))
    assert strong > 0.55 and weak < 0.45 and abs(strong + weak - 1.0) < 0.1


def test_betting_and_flipping_choices() -> None:
    hands = {0: ["3C", "5D", "9H", "KS", "4C", "6D", "8S"], 1: ["AD", "AC", "TS", "JD", "QC", "3S", "5S"]}
    g = game(hands, kill="2H", beat="7C", limit="no", stack=100)
    play(g, (1, FL(0)))
    bold = HeuristicBot(1, seed=1, aggression=0.0)  # raises whenever it is the favourite
    assert bold.choose(SeatPort(g, 1), True).type == "raise"  # type: ignore[union-attr]
    play(g, (1, Action("raise", to=90)))
    assert HeuristicBot(0, seed=1).choose(SeatPort(g, 0), True) == Action("fold")
    g = game(hands, kill="2H", beat="7C", variant="peek")
    assert HeuristicBot(1, seed=1).choose(SeatPort(g, 1), True) == FL(0)  # the peeked 5 does not beat a 7


def _match(opponent: str, games: int) -> float:
    total, hands = 0.0, 0
    for i in range(games):
        me = i % 2
        g = parlour.new_game("mexican-sweat", 2, seed=300 + i, options={"hands": 10, "stack": 10_000})
        bots = [make_bot("heuristic", "mexican-sweat", s, seed=i) if s == me else
                (_Station(s) if opponent == "station" else make_bot("random", "mexican-sweat", s, seed=i))
                for s in range(2)]
        run_game(g, bots)
        res = g.result()
        assert res is not None
        total += res.scores[me]
        hands += int(res.details["hands"])
    return total / hands


def test_heuristic_wins_chips_from_random() -> None:
    """A short match against random (the calling station's margin is smaller than a short
    match can show: see the 1,000-hand figures in the docs)."""
    assert _match("random", 3) > 0.3


def test_search_bot_finishes_a_game() -> None:
    g = parlour.new_game("mexican-sweat", 2, seed=4, options={"hands": 1})
    run_game(g, [make_bot("search:20i", "mexican-sweat", 0, seed=1),
                 make_bot("random", "mexican-sweat", 1, seed=1)])
    assert g.is_over()


def test_search_is_advised_by_the_heuristic_with_calling_playouts() -> None:
    """GAME.search.options: the heuristic proposes each move, checked by playouts of the
    game's rollout policy, in which nobody folds: the heuristic's own model of the hand."""
    from parlour.bots.search import SearchBot
    from parlour.games.mexican_sweat.bot import rollout_policy

    bot = make_bot("search:20i", "mexican-sweat", 0)
    assert isinstance(bot, SearchBot)
    assert (bot._advisor_kind, bot.depth, bot.rollouts) == ("heuristic", 1, "policy")
    hands = {0: ["3C", "5D", "9H", "KS", "4C", "6D", "8S"], 1: ["AD", "AC", "TS", "JD", "QC", "3S", "5S"]}
    g = game(hands, kill="2H", beat="7C", limit="no", stack=100)
    play(g, (1, FL(0)), (1, Action("raise", to=90)))
    legal = g.legal_actions(0)
    assert Action("fold") in legal and rollout_policy(g, 0, legal, random.Random(1)) == Action("call")
