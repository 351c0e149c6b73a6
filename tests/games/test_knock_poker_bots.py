"""Knock Poker bots: the heuristic's decisions in constructed positions, whole games at
every table size, its edge over random, and the generic search bot to the end."""

from __future__ import annotations

import parlour
from parlour import Action
from parlour.bots import available_bots, make_bot
from parlour.bots.base import SeatPort
from parlour.engine.rng import Rng
from parlour.games.knock_poker.bot import (
    HeuristicBot,
    best_keep,
    outlook,
    rollout_policy,
    value,
)
from parlour.hands import parse_cards
from parlour.runners.local import run_game
from tests.games.test_knock_poker_rules import act, new


def decide(g: parlour.Game, seat: int, **params: float) -> Action:
    bot = HeuristicBot(seat, **params)  # type: ignore[arg-type]
    action = bot.choose(SeatPort(g, seat), True)
    assert action is not None and action in g.legal_actions(seat)
    return action


def test_the_heuristic_is_registered() -> None:
    assert "heuristic" in available_bots("knock-poker")
    assert make_bot("heuristic", "knock-poker", 1).kind == "heuristic"


def test_value_helpers() -> None:
    pair = parse_cards("AS AH 9C 5D 2H")
    assert 0.85 < value(pair) < 0.95
    assert best_keep(parse_cards("AS AH 9C 5D 2H AD"))[1] == 4  # drop the 2H, keep the trips
    assert outlook(parse_cards("AS AH 9C 5D 2H"), parse_cards("AD 3C")) > value(pair)


def test_takes_a_discard_that_makes_trips_and_leaves_a_useless_one() -> None:
    hands = [["2C", "3C", "5D", "7D", "9H"], ["AS", "AH", "KC", "8D", "4S"]]
    assert decide(new(hands, "AD"), 1) == Action("draw", source="discard")
    assert decide(new(hands, "6H"), 1) == Action("draw", source="stock")


def test_keeps_the_pair_and_discards_a_low_odd_card() -> None:
    g = new([["2C", "3C", "5D", "7D", "9H"], ["AS", "AH", "KC", "8D", "4S"]], "6H", ["3S"])
    act(g, 1, "draw", source="stock")
    a = decide(g, 1, threshold=2.0)  # never knocks: the discard choice alone
    assert a.type == "discard" and a.card in ("3S", "4S")


def test_knocks_with_a_strong_hand_and_not_with_a_weak_one() -> None:
    strong = new([["2C", "3C", "5D", "7D", "9H"], ["AS", "AH", "AC", "8D", "8S"]], "6H", ["3S"])
    act(strong, 1, "draw", source="stock")
    assert decide(strong, 1) == Action("knock", card="3S")
    weak = new([["2C", "3C", "5D", "7D", "9H"], ["AS", "JH", "8C", "6D", "4S"]], "KH", ["2S"])
    act(weak, 1, "draw", source="stock")
    assert decide(weak, 1).type == "discard"


def test_the_last_turn_maximises_the_made_hand() -> None:
    g = new([["KS", "KH", "QC", "JD", "TH"], ["AS", "AH", "AC", "8D", "8S"]], "6H", ["2S", "9C"])
    act(g, 1, "draw", source="stock")
    act(g, 1, "knock", card="2S")
    act(g, 0, "draw", source="stock")  # the 9C makes a straight with Q-J-T: drop a king
    assert decide(g, 0).card in ("KS", "KH")


def test_remembers_the_discard_pile_through_events() -> None:
    g = new([["2C", "3C", "5D", "7D", "9H"], ["AS", "AH", "KC", "8D", "4S"]], "6H", ["3S", "QS"])
    bot = HeuristicBot(0)
    assert bot.choose(SeatPort(g, 0), False) is None  # not its turn; it notes the upcard
    for s, a in ((1, Action("draw", source="stock")), (1, Action("discard", card="3S"))):
        bot.observe([e.for_seat(0) for e in g.apply(s, a)])
    assert [str(c) for c in bot.pile] == ["6H", "3S"]
    bot.observe([e.for_seat(0) for e in g.apply(0, Action("draw", source="discard"))])
    assert [str(c) for c in bot.pile] == ["6H"]


def test_heuristic_games_end_at_every_table_size() -> None:
    for n in range(2, 7):
        for seed in range(4):
            g = parlour.new_game("knock-poker", n, seed=seed)
            bots = [make_bot("heuristic", "knock-poker", s, seed=seed) for s in range(n)]
            assert run_game(g, bots) is not None and g.is_over()


def test_heuristic_plays_larger_hands() -> None:
    """K8: with ``hand_size`` 6 or 7 the bot ranks the best five and still finishes."""
    for size in (6, 7):
        for seed in range(3):
            g = parlour.new_game("knock-poker", 3, seed=seed, options={"hand_size": size})
            bots = [make_bot("heuristic", "knock-poker", s, seed=seed) for s in range(3)]
            assert run_game(g, bots) is not None and g.is_over()


def test_rollout_policy_picks_legal_sensible_actions() -> None:
    g = new([["2C", "3C", "5D", "7D", "9H"], ["AS", "AH", "AC", "8D", "4S"]], "AD", ["3S"])
    assert rollout_policy(g, 1, g.legal_actions(1), Rng(1)) == Action("draw", source="discard")
    act(g, 1, "draw", source="discard")
    assert rollout_policy(g, 1, g.legal_actions(1), Rng(1)) == Action("knock", card="4S")
    for seed in range(20):  # whole games by the policy alone
        g = parlour.new_game("knock-poker", 2 + seed % 5, seed=seed)
        rng = Rng(seed)
        while not g.is_over():
            seat = g.actors()[0]
            a = rollout_policy(g, seat, g.legal_actions(seat), rng)
            g.apply(seat, a)


def test_heuristic_beats_random_heads_up() -> None:
    wins = 0.0
    games = 120
    for i in range(games):
        g = parlour.new_game("knock-poker", 2, seed=1000 + i)
        h = i % 2
        bots = [make_bot("heuristic" if s == h else "random", "knock-poker", s, seed=i) for s in range(2)]
        res = run_game(g, bots)
        assert res is not None
        wins += (h in res.winners) / len(res.winners)
    assert wins / games > 0.65  # measured: about 80% (docs/games/knock-poker.md)


def test_search_bot_plays_to_the_end() -> None:
    for n, seed in ((2, 1), (3, 2)):
        g = parlour.new_game("knock-poker", n, seed=seed)
        bots = [make_bot("search:60i", "knock-poker", 0, seed=seed)] + [
            make_bot("heuristic", "knock-poker", s, seed=seed) for s in range(1, n)]
        assert run_game(g, bots) is not None and g.is_over()
