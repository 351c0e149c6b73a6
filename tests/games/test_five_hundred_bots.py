"""Five Hundred bots: the heuristic bids from its hand, keeps trumps in the middle, plays
with purpose from its seat's view and events, beats random players; the generic search
bot with the game's hooks plays a deal to the end and samples worlds only from what its
seat knows."""

from __future__ import annotations

import parlour
from parlour.bots import make_bot
from parlour.bots.base import SeatPort
from parlour.cards import parse_cards
from parlour.engine.actions import Action
from parlour.engine.rng import Rng
from parlour.games.five_hundred.bot import (
    HeuristicBot,
    Knowledge,
    best_bid,
    choose_card,
    discard_choice,
    estimate,
    refine_world,
    rollout_value,
)
from parlour.runners.local import run_game
from tests.games.test_five_hundred_rules import RANKS, RANKS_MIDDLE, call, discard, new, play


def C(text: str) -> list[int]:
    return [int(c) for c in parse_cards(text.split())]


def test_estimate_counts_bowers_long_trumps_and_side_aces() -> None:
    strong = C("JK JD JH AD KD 9D AS AC 4H 5H")
    assert estimate(strong, 1) >= 7  # diamonds
    assert estimate(strong, 1) > estimate(strong, 3)
    assert estimate(C("4C 5C 6C 4D 5D 6D 4H 5H 6H 4S"), None) < 1


def test_bids_the_best_contract_its_count_reaches_or_passes() -> None:
    strong = C("JK JD JH AD KD 9D AS AC 4H 5H")
    allowed = ["7S", "7C", "7D", "7H", "7NT", "8S", "8D", "8H", "9D", "nullo"]
    assert best_bid(strong, allowed, False) in ("8D", "9D")
    assert best_bid(C("4C 5C 6C 4D 5D 6D 4H 5H 6H 7S"), allowed, False) == "nullo"
    assert best_bid(C("4C 9C QC 4D KD 6D 4H 5H AH 7S"), ["8S", "8H"], False) == "pass"


def test_middle_keeps_trumps_and_aces_and_throws_low_side_cards() -> None:
    hand = C("JK JD JH AD KD 9D 8D AS 4C 5H 6H 4S 5S 6S 7S")
    thrown = []
    for _ in range(5):
        c = discard_choice(hand, "7D")
        thrown.append(c)
        hand.remove(c)
    assert not {c for c in thrown} & set(C("JK JD JH AD KD 9D 8D AS"))
    assert discard_choice(C("JK AS 4C 5C"), "nullo") == C("JK")[0]


def test_wins_cheaply_and_leaves_a_partners_sure_trick() -> None:
    k = Knowledge("7D", set())
    # spades led by seat 1 (the 4S), seat 2 played the 9S: seat 3 wins with the lowest
    # spade that beats it
    card = choose_card(C("TS KS 7S"), C("4S 9S"), [1, 2, 3], 3, True, k, players=4)
    assert card == C("TS")[0]
    # the partner (seat 1) holds the trick with the joker: play low
    card = choose_card(C("AS 5S"), C("JK 4D 6D"), [1, 2, 0, 3], 3, True, k, players=4)
    assert card == C("5S")[0]


def test_nullo_declarer_plays_the_highest_card_that_still_loses() -> None:
    k = Knowledge("nullo", set())
    card = choose_card(C("4H 9H KH"), C("TH"), [0, 1], 1, False, k, declarer_side=True,
                       players=3)
    assert card == C("9H")[0]


def test_the_heuristic_remembers_played_cards_from_its_events_only() -> None:
    g = new(RANKS, RANKS_MIDDLE)
    bots = [HeuristicBot(s) for s in range(4)]
    call(g, "7D", "pass", "pass", "pass")
    discard(g, *RANKS_MIDDLE)
    ev = g.apply(1, Action("play", card="4D"))
    for b in bots:
        b.observe([e.for_seat(b.seat) for e in ev])
    assert all(b.played == set(C("4D")) for b in bots)


def test_the_heuristic_plays_legal_actions_in_every_phase() -> None:
    for seed in range(6):
        g = parlour.new_game("five-hundred", seed=seed, options={"deals": 2})
        bots = [HeuristicBot(s, seed=seed) for s in range(4)]
        res = run_game(g, bots)
        assert res is not None and g.is_over()


def test_heuristic_beats_random() -> None:
    wins = 0
    n = 8
    for seed in range(n):
        g = parlour.new_game("five-hundred", seed=seed)
        bots = [make_bot("heuristic" if (s + seed) % 2 == 0 else "random", "five-hundred", s,
                         seed=seed) for s in range(4)]
        res = run_game(g, bots)
        assert res is not None
        wins += (seed % 2) in res.winners
    assert wins >= n - 1


def test_search_bot_plays_a_deal_to_the_end() -> None:
    g = parlour.new_game("five-hundred", seed=3, options={"deals": 1})
    bots = [make_bot("search:20i", "five-hundred", 0, seed=1)] + [
        make_bot("heuristic", "five-hundred", s, seed=1) for s in (1, 2, 3)]
    res = run_game(g, bots)
    assert res is not None and g.is_over()


def test_search_worlds_never_show_hidden_cards() -> None:
    """The search samples worlds from the seat's knowledge: in every sampled world the
    seat's own view is the true one, and the other hands vary."""
    g = new(RANKS, RANKS_MIDDLE)
    call(g, "7D", "pass", "pass", "pass")
    discard(g, *RANKS_MIDDLE)
    play(g, "4D")
    port = SeatPort(g, 2)
    rng = Rng(3)
    others = set()
    for _ in range(10):
        w = port.sample_world(rng)
        assert w.view(2) == g.view(2)
        others.add(tuple(w.zones["hand:3"].cards))
    assert len(others) > 1


def test_refine_world_respects_shown_voids_as_the_contract_makes_suits() -> None:
    g = new({1: ["4H", "5H", "6H", "4C", "5C", "6C", "4D", "5D", "6D", "7D"],
             2: ["AC", "KC", "QC", "JC", "TC", "9C", "8C", "7C", "AD", "KD"]}, ["4S", "5S", "6S", "7S", "8S"])
    call(g, "7S", "pass", "pass", "pass")
    discard(g, "4C", "5C", "6C", "4D", "5D")
    play(g, "4H", "AC")  # seat 2 shows out of hearts
    rng = Rng(5)
    for _ in range(20):
        w = g.determinize(0, rng)
        refine_world(w, 0, rng)
        assert not [c for c in w.zones["hand:2"].cards if c is not None and c.suit == 2]
        assert w.view(0) == g.view(0)


def test_rollout_value_ends_at_the_scored_hand() -> None:
    g = new(RANKS, RANKS_MIDDLE)
    assert rollout_value(g) is None
    call(g, "pass", "pass", "pass", "pass")
    while g.view(None)["phase"] == "play":
        s = g.waiting_for()[0]
        g.apply(s, g.legal_actions(s)[0])
    v = rollout_value(g)
    assert v is not None and v[0] == v[2] and v[1] == v[3] and abs(v[0] + v[1] - 1) < 1e-9


def test_search_bids_keep_the_heuristic_unless_a_bid_is_clearly_better() -> None:
    """At the first bid (some twenty legal calls) the search compares every call once,
    then only the heuristic's call and three others on the same worlds, and overrules the
    heuristic only by two standard errors: noise among twenty bids does not decide."""
    g = parlour.new_game("five-hundred", seed=11, options={"deals": 1})
    while True:  # past the "ace, no face" questions, to the first bid
        seat = g.waiting_for()[0]
        port = SeatPort(g, seat)
        legal = port.legal_actions()
        if legal[0].type == "bid":
            break
        g.apply(seat, legal[0])
    assert len(legal) > 10
    bot = make_bot("search:120i", "five-hundred", seat, seed=2)
    choice = bot.choose(port, True)
    stats = bot.last_stats  # type: ignore[attr-defined]
    compared = [a for a, n in stats["visits"].items() if n > 1]
    assert stats["advice"] in compared and len(compared) <= 4
    assert choice is not None
    if str(choice) != stats["advice"]:
        assert stats["gains_z"][str(choice)] >= 2.0
