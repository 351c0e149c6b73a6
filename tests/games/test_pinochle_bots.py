"""Pinochle bots: the heuristic melds well and plays from its seat's view, beats random
players; the generic search bot with the game's hooks plays a deal to the end and samples
worlds only from what its seat knows."""

from __future__ import annotations

import parlour
from parlour.bots import make_bot
from parlour.bots.base import SeatPort
from parlour.cards import parse_cards
from parlour.engine.rng import Rng
from parlour.games.pinochle.bot import HeuristicBot, choose_card, meld_faces, rollout_value
from parlour.runners.local import run_game
from tests.games.test_pinochle_rules import act, full, melder, play


def C(text: str) -> list[int]:
    return [int(c) for c in parse_cards(text.split())]


def test_the_heuristic_makes_its_best_meld_first_then_the_dix() -> None:
    g = melder()
    play(g, "AS", "9S")
    bot = HeuristicBot(1)
    a = bot.choose(SeatPort(g, 1), True)
    assert a is not None and a.type == "exchange"  # the J♣ turned up beats the dix
    g.apply(1, a)
    a = bot.choose(SeatPort(g, 1), True)
    assert a is not None and a.type == "meld" and a.meld == "flush"  # the best meld (150)
    g.apply(1, a)
    a = bot.choose(SeatPort(g, 1), True)
    assert a is not None and a.type == "draw"


def test_it_keeps_meld_cards_and_throws_cheap_ones() -> None:
    keep = meld_faces(C("KS QS 9H JH"), [], 0)
    assert {c & 127 for c in C("KS QS")} <= keep
    card = choose_card(C("KS QS 9H AH"), C("TD"), 0, "one", keep)
    assert card == C("9H")[0]
    # a ten led: win it cheaply (the K♦? no: the A♦ is the one that beats it)
    assert choose_card(C("AD 9C 9H"), C("TD"), 0, "one", set()) == C("AD")[0]
    # no card of the suit: a low trump takes a counter
    assert choose_card(C("9C AC 9H"), C("AD"), 0, "one", set()) == C("9C")[0]


def test_phase_two_wins_cheaply_and_leads_aces() -> None:
    assert choose_card(C("AH TH 9H"), C("KH"), 0, "two", set()) == C("TH")[0]
    assert choose_card(C("AH 9S 9H"), [], 0, "two", set()) == C("AH")[0]


def test_heuristic_beats_random() -> None:
    wins = 0
    n = 6
    for seed in range(n):
        g = parlour.new_game("pinochle", seed=seed, options={"target": 500})
        bots = [make_bot("heuristic" if (s + seed) % 2 == 0 else "random", "pinochle", s,
                         seed=seed) for s in range(2)]
        res = run_game(g, bots)
        assert res is not None
        wins += (seed % 2) in res.winners
    assert wins >= n - 1


def test_search_bot_plays_a_deal_to_the_end() -> None:
    g = parlour.new_game("pinochle", seed=3, options={"deals": 1})
    bots = [make_bot("search:10i", "pinochle", 0, seed=1), make_bot("heuristic", "pinochle", 1)]
    res = run_game(g, bots)
    assert res is not None and g.is_over()


def test_search_worlds_never_show_hidden_cards() -> None:
    g = melder()
    play(g, "AS", "9S")
    act(g, "draw")
    port = SeatPort(g, 0)
    rng = Rng(2)
    stocks = set()
    for _ in range(8):
        w = port.sample_world(rng)
        assert w.view(0) == g.view(0)
        assert sorted(map(str, w.zones["won:1"].cards)) == sorted(map(str, g.zones["won:1"].cards))
        stocks.add(tuple(w.zones["stock"].cards))
    assert len(stocks) > 1 and full(g, "hand:0")


def test_rollout_value_ends_at_the_scored_hand() -> None:
    g = parlour.new_game("pinochle", seed=4, options={"deals": 1})
    assert rollout_value(g) is None
    while not g.is_over():
        s = g.waiting_for()[0]
        g.apply(s, g.legal_actions(s)[0])
    v = rollout_value(g)
    assert v is not None and abs(sum(v) - 1) < 1e-9
