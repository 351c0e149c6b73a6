"""Fipsen bots: the heuristic bids what its hand is worth, names its best suit, wins
cheaply and leaves a trick another defender holds; it beats random players; the search
bot with the game's hooks plays to the end and samples only what its seat may know."""

from __future__ import annotations

import parlour
from parlour.bots import make_bot
from parlour.bots.base import SeatPort
from parlour.cards import parse_cards
from parlour.engine.rng import Rng
from parlour.games.fipsen.bot import HeuristicBot, best_trump, bid_choice, choose_card, estimate
from parlour.games.fipsen.rules import VALUE
from parlour.runners.local import run_game
from tests.games.test_fipsen_rules import KIEKER_HAND, STRONG, call, new


def C(text: str) -> list[int]:
    return [int(c) for c in parse_cards(text.split())]


def test_estimate_and_bid_from_the_hand() -> None:
    strong = C("AS KS QS JS TS")
    assert best_trump(strong) == 3 and estimate(strong, 3) >= 4.5
    allowed = [b for b in VALUE if b != "kieker"]
    assert bid_choice(allowed, strong) == "2"  # opens with the cheapest bid
    above = [b for b in allowed if VALUE[b] > 4]
    raised = bid_choice(above, strong)
    assert raised != "pass" and 4 < VALUE[raised] <= 10  # and raises up to its worth
    assert bid_choice(allowed, C("7H 8C 9S 7C 8H")) == "pass"
    assert bid_choice(["kieker", "pass"], C("AS 9S 8S 7S 7D")) == "pass"  # never Kieker


def test_a_defender_leaves_a_trick_another_defender_holds() -> None:
    # seat 2 (a defender) holds the trick with the A♥ over the declarer's (seat 1) 7♥
    card = choose_card(C("KH 8H"), C("7H AH"), [1, 2], 3, 1, 3)
    assert card == C("8H")[0]
    # the declarer wins as cheaply as it can
    assert choose_card(C("KH 9H"), C("8H"), [0], 1, 1, 3) == C("9H")[0]


def test_the_heuristic_plays_every_phase() -> None:
    g = new(STRONG, ["9C", "TC"])
    bots = [HeuristicBot(s) for s in range(4)]
    res = run_game(g, bots)
    assert res is not None and g.is_over()


def test_the_heuristic_declines_a_kieker_it_cannot_play() -> None:
    g = new({1: KIEKER_HAND}, ["7C", "8C"], ["7H", "8H", "9H"])
    call(g, "kieker", "pass", "pass", "pass")
    bot = HeuristicBot(1)
    while g.view(None)["phase"] == "discard":
        a = bot.choose(SeatPort(g, 1), True)
        assert a is not None
        g.apply(1, a)
    a = bot.choose(SeatPort(g, 1), True)
    assert a is not None and a.type == "surrender"


def test_heuristic_beats_random() -> None:
    wins = 0
    n = 8
    for seed in range(n):
        g = parlour.new_game("fipsen", seed=seed)
        me = seed % 4
        bots = [make_bot("heuristic" if s == me else "random", "fipsen", s, seed=seed)
                for s in range(4)]
        res = run_game(g, bots)
        assert res is not None
        wins += me in res.winners
    assert wins >= n - 1


def test_search_bot_plays_a_deal_to_the_end() -> None:
    g = parlour.new_game("fipsen", seed=3, options={"deals": 1})
    bots = [make_bot("search:20i", "fipsen", 0, seed=1)] + [
        make_bot("heuristic", "fipsen", s, seed=1) for s in (1, 2, 3)]
    res = run_game(g, bots)
    assert res is not None and g.is_over()


def test_search_worlds_keep_the_kieker_hand_only_for_the_left_neighbour() -> None:
    g = new({1: KIEKER_HAND})
    call(g, "kieker")
    rng = Rng(1)
    w2 = SeatPort(g, 2).sample_world(rng)  # the left neighbour knows seat 1's hand
    assert sorted(map(str, w2.zones["hand:1"].cards)) == sorted(KIEKER_HAND)
    hands3 = {tuple(sorted(map(str, SeatPort(g, 3).sample_world(rng).zones["hand:1"].cards)))
              for _ in range(6)}
    assert len(hands3) > 1  # seat 3 does not
