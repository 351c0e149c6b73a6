"""Spades bots: the heuristic bot plays sensibly from its seat's view and events only,
beats random players, and the generic search bot (with the Spades hooks) plays a game to
the end."""

from __future__ import annotations

import parlour
from parlour.bots import make_bot
from parlour.bots.base import SeatPort
from parlour.cards import Card, parse_cards
from parlour.engine.actions import Action
from parlour.engine.rng import Rng
from parlour.games.spades.bot import (
    HeuristicBot,
    choose_card,
    estimate_tricks,
    refine_world,
    rollout_value,
)
from parlour.runners.local import run_game
from tests.games.test_spades_rules import MONOPOLY, SUITS, bid, new


def C(*texts: str) -> list[int]:
    return [int(c) for c in parse_cards(texts)]


def test_trick_estimate_counts_honours_and_long_spades() -> None:
    strong = C("AS", "KS", "QS", "JS", "TS", "9S", "AH", "KH", "AD", "KD", "AC", "2C", "3C")
    weak = C("2S", "3H", "4H", "5H", "6D", "7D", "8D", "9C", "2C", "3C", "4C", "5C", "6C")
    assert estimate_tricks(strong) >= 9
    assert estimate_tricks(weak) < 1.5


def test_heuristic_bids_within_the_allowed_range() -> None:
    g = new(MONOPOLY)
    bot = HeuristicBot(1)
    a = bot.choose(SeatPort(g, 1), True)
    assert a is not None and a.type == "bid" and a.tricks == 13  # thirteen spades
    g.apply(1, a)
    bot2 = HeuristicBot(2)
    a2 = bot2.choose(SeatPort(g, 2), True)
    assert a2 == Action("bid", tricks=2)  # all hearts: the minimum


def test_partner_winning_last_seat_plays_low() -> None:
    # seat 0 is last; its partner (seat 2) wins with the KH over the QH
    card = choose_card(C("AH", "3H"), C("QH", "KH", "2H"), [1, 2, 3], 0, 3, set())
    assert card == Card.parse("3H")


def test_win_cheaply_when_tricks_are_needed() -> None:
    card = choose_card(C("AH", "KH", "3H"), C("QH", "2H", "4H"), [1, 2, 3], 0, 3, set())
    assert card == Card.parse("KH")
    # void: trump with the lowest spade that wins
    card = choose_card(C("2S", "9S", "3C"), C("QH", "4H", "AH"), [1, 2, 3], 0, 3, set())
    assert card == Card.parse("2S")


def test_duck_once_the_contract_is_made() -> None:
    card = choose_card(C("AH", "JH", "3H"), C("QH", "2H", "4H"), [1, 2, 3], 0, 0, set())
    assert card == Card.parse("JH")  # the highest heart that still loses


def test_heuristic_remembers_played_cards_only_from_its_events() -> None:
    g = new(MONOPOLY)
    bots = [HeuristicBot(s) for s in range(4)]
    bid(g, 2, 2, 2, 2)
    events = g.apply(1, Action("play", card="AS"))
    for b in bots:
        b.observe([e.for_seat(b.seat) for e in events])
    assert all(b.played == {int(Card.parse("AS"))} for b in bots)


def test_heuristic_beats_random() -> None:
    wins = 0
    n = 6
    for seed in range(n):
        g = parlour.new_game("spades", seed=seed, options={"target": 200})
        bots = [make_bot("heuristic" if (s + seed) % 2 == 0 else "random", "spades", s, seed=seed)
                for s in range(4)]
        res = run_game(g, bots)
        assert res is not None
        wins += (seed % 2) in res.winners
    assert wins >= n - 1


def test_search_bot_plays_a_deal_to_the_end() -> None:
    g = parlour.new_game("spades", seed=3, options={"deals": 1})
    bots = [make_bot("search:30i", "spades", 0, seed=1)] + [
        make_bot("heuristic", "spades", s, seed=1) for s in (1, 2, 3)]
    res = run_game(g, bots)
    assert res is not None and g.is_over()


def test_rollout_value_ends_at_the_scored_hand() -> None:
    g = new(MONOPOLY)
    assert rollout_value(g) is None
    bid(g, 4, 2, 3, 2)
    while g.view(None)["phase"] == "play":
        s = g.waiting_for()[0]
        g.apply(s, g.legal_actions(s)[0])
    v = rollout_value(g)
    assert v is not None and v[1] > 0.5 > v[0] and v[1] == v[3]


def test_refine_world_respects_shown_voids() -> None:
    g = new({1: ["AH"], 2: SUITS["C"]})  # seat 2 has no hearts
    bid(g, 2, 2, 2, 2)
    g.apply(1, Action("play", card="AH"))
    g.apply(2, Action("play", card="2C"))  # shows out of hearts
    assert g.voids[2] == 1 << 2  # type: ignore[attr-defined]
    rng = Rng(5)
    for _ in range(20):
        w = g.determinize(0, rng)
        refine_world(w, 0, rng)
        assert not [c for c in w.zones["hand:2"].cards if c is not None and c.suit == 2]
        assert w.view(0) == g.view(0)
