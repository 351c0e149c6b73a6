"""Democracy rule checklist: one test per rule sentence of seed 004 "Democracy" (quoted),
RULINGS 26 and the module's rulings D1-D8, from stacked decks through the public
contract (``new_game``, ``legal_actions``, ``apply``, ``view``, events, ``result``)."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

import parlour
from parlour import Action, IllegalAction, InvalidOption
from parlour.cards import Card
from parlour.engine.registry import list_games
from parlour.games.democracy import judge, pack, points, strength
from parlour.games.democracy.rules import RANKS, DemocracyOptions

# ----- helpers -------------------------------------------------------------------------------


def deal_list(players: int, hands: list[list[str]], upcards: list[str], dealer: int = 0) -> list[str]:
    """A stacked deck for one day: ``hands[s]`` are seat ``s``'s cards, ``upcards`` the pool
    in the order its cards are turned (the pool's top is the last card dealt to it, D1)."""
    k = len(upcards)
    assert all(len(h) == k for h in hands)
    order = [(dealer + 1 + i) % players for i in range(players)]
    pool = list(reversed(upcards))
    deck: list[str] = []
    for r in range(k):
        deck += [hands[s][r] for s in order]
        deck.append(pool[r])
    return deck


def day_sizes(players: int, variant: str | None, options: dict[str, Any]) -> tuple[int, int]:
    opts = DemocracyOptions(**{**({"deal": "seed"} if variant == "seed-deal" else {}), **options})
    size = len(pack(players))
    k1 = opts.cards_per_hand(players, 1, size)
    return k1, opts.cards_per_hand(players, 2, size - (players + 1) * k1)


def new(players: int, hands: list[list[str]], upcards: list[str],
        day2: tuple[list[list[str]], list[str]] | None = None, variant: str | None = None,
        **options: Any) -> parlour.Game:
    """A game whose first day deals ``hands`` and turns ``upcards`` first; each hand and the
    pool are padded to the day's size with the pack's first unused cards (played later)."""
    k1, k2 = day_sizes(players, variant, options)
    named = Counter(c for h in hands for c in h) + Counter(upcards)
    if day2 is not None:
        named += Counter(c for h in day2[0] for c in h) + Counter(day2[1])
    free = Counter(str(c) for c in pack(players)) - named
    spare = [c for c in free.elements()]

    def pad(cards: list[str], k: int) -> list[str]:
        return cards + [spare.pop(0) for _ in range(k - len(cards))]

    deck = deal_list(players, [pad(list(h), k1) for h in hands], pad(list(upcards), k1))
    if day2 is not None:
        deck += deal_list(players, [pad(list(h), k2) for h in day2[0]], pad(list(day2[1]), k2))
    return parlour.new_game("democracy", players, variant=variant, seed=7, deck=deck,
                            options=options or None)


def play(g: parlour.Game, *cards: str) -> list[dict[str, Any]]:
    """Every seat plays, seat 0 first; returns the public copies of all events."""
    events = []
    for s, c in enumerate(cards):
        events += [e.for_seat(None) for e in g.apply(s, Action("play", card=c))]
    return events


def zone(g: parlour.Game, zid: str, seat: int | None = None) -> dict[str, Any]:
    return next(z for z in g.view(seat)["zones"] if z["id"] == zid)


def full(g: parlour.Game, zid: str) -> list[str]:
    cards: list[str] = next(z for z in g.full_view()["zones"] if z["id"] == zid)["cards"]
    return cards


def reveal(events: list[dict[str, Any]]) -> dict[str, Any]:
    return next(e for e in events if e["type"] == "reveal")


C = [Card.parse(x) for x in ("5C", "4C", "3C", "AC", "KC", "QC", "JC", "TC", "9C", "8C", "7C", "6C")]


# ----- Cards ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "size", "jokers"),
                         [(2, 48, 0), (3, 48, 0), (4, 50, 2), (5, 48, 0), (6, 49, 1)])
def test_the_pack_depends_on_the_number_of_players(players: int, size: int, jokers: int) -> None:
    """"For two, three or five players, remove the 2s, leaving a 48-card deck ... For four
    players, remove the 2s and add two jokers ... For six players ... add one joker"."""
    cards = pack(players)
    assert len(cards) == size and sum(c.is_joker for c in cards) == jokers
    assert not any(c.rank == 2 for c in cards if not c.is_joker)
    g = parlour.new_game("democracy", players, seed=1)
    assert sum(c is not None for z in g.full_view()["zones"] for c in z["cards"]) == size


def test_rank_order_is_5_4_3_a_k_down_to_6() -> None:
    """"(high) 5-4-3-A-K-Q-J-10-9-8-7-6 (low)"."""
    assert sorted(C, key=strength, reverse=True) == C
    assert sorted(RANKS) == [1, *range(3, 14)]


def test_point_values_of_each_social_class() -> None:
    """"5: the chief (five points) 4: ... (four) 3, A: three; K, Q, J: two; 10, 9, 8, 7:
    one; 6: the village idiot (zero points)"."""
    assert [points(c) for c in C] == [5, 4, 3, 3, 2, 2, 2, 1, 1, 1, 1, 0]
    assert sum(points(c) for c in C) == 25
    assert points(Card.joker()) == 0


# ----- Deal ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "cards", "left"),
                         [(2, 8, 0), (3, 6, 0), (4, 5, 0), (5, 4, 0), (6, 3, 7)])
def test_standard_days_deal_half_the_pack_to_the_players_and_the_voting_pool(
        players: int, cards: int, left: int) -> None:
    """RULINGS 26: "The standard rules deal half the deck per day: 8 / 6 / 5 / 4 / 3 cards
    per hand ... with 7 cards undealt each day at 6 players"; seed: "Shuffle and deal
    amongst the players and an extra hand, called the voting pool ... This deal is called
    the first day"."""
    g = parlour.new_game("democracy", players, seed=3)
    v = g.view(0)
    assert v["day"] == 1 and v["island"] == 1 and v["phase"] == "play"
    assert all(len(full(g, f"hand:{s}")) == cards for s in range(players))
    assert len(full(g, "pool")) + 1 == cards  # the first upcard is already turned
    assert len(full(g, "stock")) == len(pack(players)) - (players + 1) * cards
    # play out the first day: the second deals the same sizes and discards the leftovers
    ties = 0
    for _ in range(cards):
        for s in range(players):
            ties += sum(e.type == "reveal" and e.data["winner"] is None
                        for e in g.apply(s, g.legal_actions(s)[0]))
    assert g.view(0)["day"] == 2
    assert all(len(full(g, f"hand:{s}")) == cards for s in range(players))
    assert len(full(g, "pool")) + 1 == cards
    assert len(full(g, "stock")) == 0 and len(full(g, "discard")) == left + ties


@pytest.mark.parametrize(("players", "first", "second"),
                         [(2, 12, 4), (3, 8, 4), (4, 6, 4), (5, 4, 4), (6, 4, 3)])
def test_seed_deal_variant_first_day_counts_then_the_rest_evenly(
        players: int, first: int, second: int) -> None:
    """Seed: "For two players, twelve cards. For three players, eight cards. For four
    players, six cards. For five or six players, four cards." RULINGS 26: variant
    ``democracy:seed-deal`` deals every remaining card evenly on day 2 (4/4/4/4/3)."""
    g = parlour.new_game("democracy:seed-deal", players, seed=3)
    assert all(len(full(g, f"hand:{s}")) == first for s in range(players))
    ties = 0
    for _ in range(first):
        for s in range(players):
            ties += sum(e.type == "reveal" and e.data["winner"] is None
                        for e in g.apply(s, g.legal_actions(s)[-1]))
    assert g.view(None)["day"] == 2
    assert all(len(full(g, f"hand:{s}")) == second for s in range(players))
    assert len(full(g, "stock")) == 0 and len(full(g, "discard")) == ties


def test_d1_deal_order_from_the_dealers_left_with_the_pool_last_each_round() -> None:
    """D1: one card at a time from the dealer's left, the voting pool after the dealer;
    the pool's top card is the last dealt to it."""
    deck = [f"{r}{s}" for s in "CDHS" for r in "3456789TJQKA"][:24]
    g = parlour.new_game("democracy", 2, seed=1, deck=deck)
    # seat 1 gets deck[0], deck[3], ...; seat 0 deck[1], deck[4], ...; the pool deck[2], ...
    assert Counter(full(g, "hand:1")) == Counter(deck[0::3])
    assert Counter(full(g, "hand:0")) == Counter(deck[1::3])
    assert g.view(0)["upcard"] == deck[23]
    assert full(g, "pool")[-1] == deck[20]


def test_hands_are_private_and_the_pool_is_face_down() -> None:
    g = parlour.new_game("democracy", 3, seed=5)
    assert "??" not in zone(g, "hand:0", 0)["cards"]
    assert set(zone(g, "hand:1", 0)["cards"]) == {"??"}
    assert zone(g, "pool", 0)["top"] == "??"
    assert set(zone(g, "hand:0", None)["cards"]) == {"??"}


# ----- Game play -------------------------------------------------------------------------------


def test_each_trick_begins_with_the_pools_top_card_turned_up_as_trump() -> None:
    """"Each trick begins with the dealer turning the top card of the voting pool face up;
    this card, the upcard, determines the trump suit for the trick"."""
    g = new(2, [["KC", "QC"], ["KD", "QD"]], ["7H", "9S"], days=1)
    v = g.view(1)
    assert v["upcard"] == "7H" and v["trump"] == "hearts"
    assert zone(g, "upcard", None)["cards"] == ["7H"]
    events = play(g, "KC", "KD")
    up = [e for e in events if e["type"] == "upcard"]
    assert up and up[0]["card"] == "9S" and g.view(None)["trump"] == "spades"


def test_any_card_may_be_played_no_following_suit_or_trump() -> None:
    """"there is no requirement to follow suit or trump if possible—the player may select
    any card they desire"."""
    g = parlour.new_game("democracy", 3, seed=11)
    for s in range(3):
        hand = full(g, f"hand:{s}")
        assert sorted(a.card for a in g.legal_actions(s)) == sorted(set(hand))


def test_cards_are_played_face_down_and_nobody_sees_them_until_all_are_in() -> None:
    """"Each player then chooses a card to play to the trick and places it face down in
    front of them" (RULINGS conventions: commit-reveal; nobody sees any choice until all
    are in)."""
    g = parlour.new_game("democracy", 3, seed=2)
    card = g.legal_actions(1)[0].card
    ev = g.apply(1, Action("play", card=card))
    assert ev[0].for_seat(1)["card"] == card
    for other in (0, 2, None):
        copy = ev[0].for_seat(other)
        assert "card" not in copy and card not in json.dumps(copy)
        assert zone(g, "trick", other)["cards"] == [None, "??", None]
        assert card not in json.dumps({k: v for k, v in g.view(other).items() if k != "zones"})
    assert zone(g, "trick", 1)["cards"] == [None, card, None]
    assert g.actors() == [0, 2] and g.waiting_for() == [0, 2]
    assert g.legal_actions(1) == []
    assert g.view(0)["played"] == [1]


def test_all_cards_are_turned_up_together_once_everyone_has_played() -> None:
    """"Once everyone has played a card, on the count of three from the dealer, all
    players simultaneously turn their cards face up" (D2: the game reveals at once)."""
    g = new(3, [["KC"], ["QD"], ["JH"]], ["7S"], days=1)
    ev1 = play(g, "KC")
    assert not any(e["type"] == "reveal" for e in ev1)
    g.apply(2, Action("play", card="JH"))
    ev = [e.for_seat(None) for e in g.apply(1, Action("play", card="QD"))]
    r = reveal(ev)
    assert r["cards"] == ["KC", "QD", "JH"] and r["upcard"] == "7S"


def test_speed_never_matters_the_order_of_commitments_gives_the_same_trick() -> None:
    hands = [["KC", "5D"], ["QD", "4H"], ["JH", "3S"]]
    a = new(3, hands, ["7S", "8S"])
    b = new(3, hands, ["7S", "8S"])
    for s, c in ((0, "KC"), (1, "QD"), (2, "JH")):
        a.apply(s, Action("play", card=c), at=100 * s)
    for s, c in ((2, "JH"), (1, "QD"), (0, "KC")):
        b.apply(s, Action("play", card=c), at=1000 - 100 * s)
    assert json.dumps(a.view(0)["last_trick"]) == json.dumps(b.view(0)["last_trick"])
    assert full(a, "won:0") == full(b, "won:0")


def test_the_highest_trump_played_wins() -> None:
    """"The trick is won by the highest trump played to the trick"."""
    g = new(3, [["8H"], ["5S"], ["KH"]], ["7H"], days=1)
    r = reveal(play(g, "8H", "5S", "KH"))
    assert r["winner"] == 2 and r["how"] == "trump"


def test_the_6_of_trump_beats_the_5_of_trump_when_both_are_played() -> None:
    """"unless both the 5 and 6 of trump are present, in which case the 6 wins over the
    normally unbeatable 5 of trump"."""
    g = new(3, [["5H"], ["6H"], ["4H"]], ["7H"], days=1)
    r = reveal(play(g, "5H", "6H", "4H"))
    assert r["winner"] == 1 and r["how"] == "six"
    g = new(2, [["6H"], ["4H"]], ["7H"], days=1)  # without the 5 the 6 is the lowest trump
    assert reveal(play(g, "6H", "4H"))["winner"] == 1


def test_ruling_the_upcard_5_is_not_present_for_the_six_rule() -> None:
    """RULINGS 26: "Does the upcard count as present for the 5-6 rule? No; only played cards"."""
    g = new(2, [["6H"], ["7H"]], ["5H"], days=1)
    r = reveal(play(g, "6H", "7H"))
    assert r["winner"] == 1 and r["how"] == "trump"


def test_with_no_trump_played_the_highest_card_wins() -> None:
    """"If no trump is played to the trick, the highest card played wins the trick"."""
    g = new(3, [["AC"], ["3D"], ["KS"]], ["7H"], days=1)
    r = reveal(play(g, "AC", "3D", "KS"))
    assert r["winner"] == 1 and r["how"] == "high"


def test_ranks_not_points_decide_a_king_beats_a_queen() -> None:
    """"the actual ranks of the cards determines who wins the trick, not the cards' point
    values; kings and queens are both two-point hunter cards, but a king still beats a queen"."""
    g = new(2, [["QC"], ["KD"]], ["7H"], days=1)
    assert reveal(play(g, "QC", "KD"))["winner"] == 1
    g = new(2, [["AC"], ["3D"]], ["7H"], days=1)  # A and 3 are both 3 points: the 3 is higher
    assert reveal(play(g, "AC", "3D"))["winner"] == 1


def test_the_winner_takes_the_trick_and_the_upcard_into_a_face_down_won_pile() -> None:
    """"A player winning the entire trick places the cards comprising it, including the
    upcard, into a face-down won-tricks pile"."""
    g = new(3, [["AC", "8C"], ["3D", "8D"], ["KS", "8S"]], ["7H", "9H"])
    play(g, "AC", "3D", "KS")
    assert sorted(full(g, "won:1")) == sorted(["AC", "3D", "KS", "7H"])
    assert full(g, "won:0") == [] and full(g, "won:2") == []
    for seat in (0, 2, None):  # face down: the others see only its size
        won = zone(g, "won:1", seat)
        assert won["count"] == 4 and won["cards"] == ["??"] * 4
    assert g.view(1)["captured"] == {"clubs": 3, "diamonds": 3, "hearts": 1, "spades": 2}
    assert g.view(0)["captured"] == {"clubs": 0, "diamonds": 0, "hearts": 0, "spades": 0}
    assert "captured" not in g.view(None)


def test_ruling_each_player_may_review_only_their_own_won_pile() -> None:
    """RULINGS 26 "Looking through won piles. Face down; proposed: each player may review
    only their own": the owner's view shows every card of its pile, the others' and a
    spectator's only backs, until the island is scored and every pile is turned up."""
    g = new(3, [["AC", "8C"], ["3D", "8D"], ["KS", "8S"]], ["7H", "9H"])
    play(g, "AC", "3D", "KS")
    assert sorted(zone(g, "won:1", 1)["cards"]) == sorted(["AC", "3D", "KS", "7H"])
    for seat in (0, 2, None):
        assert zone(g, "won:1", seat)["cards"] == ["??"] * 4
        assert not {"AC", "3D", "KS", "7H"} & set(zone(g, "won:1", seat)["cards"])
    assert zone(g, "won:0", 0)["cards"] == [] and zone(g, "won:2", 2)["cards"] == []


def test_every_won_pile_is_shown_whole_once_the_island_is_scored() -> None:
    """"After the second day is played, the entire island is scored. Each player looks
    through their won-cards pile": after the scoring every seat sees every card of every pile."""
    g, _ = island_of_six(FIRST, UP1, SECOND, UP2)
    for s in range(6):
        whole = full(g, f"won:{s}")
        for seat in (0, 3, None):
            assert zone(g, f"won:{s}", seat)["cards"] == whole


def test_two_cards_of_different_suits_tying_each_win_their_own_card_and_the_upcard_is_discarded() -> None:
    """"In the event that two cards of different suits tie for highest, each player simply
    wins their own card and the upcard is discarded"."""
    g = new(2, [["QC"], ["QD"]], ["7H"], days=1)
    r = reveal(play(g, "QC", "QD"))
    assert r["winner"] is None and r["tied"] == [0, 1] and r["how"] == "tie"
    assert full(g, "won:0") == ["QC"] and full(g, "won:1") == ["QD"]
    assert full(g, "discard")[-1] == "7H"


def test_ruling_three_way_ties_and_d5_every_player_keeps_their_own_card() -> None:
    """RULINGS 26 "Ties among three or more players: everyone keeps their own card"; D5:
    players outside the tie also take back their own card."""
    g = new(4, [["KC"], ["KD"], ["KH"], ["9S"]], ["7S"], days=1)
    # 7S is trump and the 9S wins: no tie when a trump is played
    assert reveal(play(g, "KC", "KD", "KH", "9S"))["winner"] == 3
    g = new(4, [["KC"], ["KD"], ["KH"], ["9C"]], ["7S"], days=1)
    r = reveal(play(g, "KC", "KD", "KH", "9C"))
    assert r["tied"] == [0, 1, 2]
    assert [full(g, f"won:{s}") for s in range(4)] == [["KC"], ["KD"], ["KH"], ["9C"]]
    assert full(g, "discard")[-1] == "7S"


# ----- Jokers --------------------------------------------------------------------------------


def test_a_joker_plays_as_a_non_trump_5_and_wins_unless_a_trump_or_a_5_is_played() -> None:
    """"Jokers are wild for any card other than a trump. In practice, this usually means that
    they represent a non-trump 5, and will win the trick unless a trump or another 5 is
    played to the trick" (D3)."""
    g = new(4, [["JK"], ["4C"], ["3D"], ["AS"]], ["7H"], days=1)
    assert reveal(play(g, "JK", "4C", "3D", "AS"))["winner"] == 0
    g = new(4, [["JK"], ["4C"], ["6H"], ["AS"]], ["7H"], days=1)
    assert reveal(play(g, "JK", "4C", "6H", "AS"))["winner"] == 2  # the lowest trump beats it


def test_ruling_a_joker_against_a_non_trump_5_or_another_joker_is_a_tie() -> None:
    """RULINGS 26: "Joker vs real non-trump 5, or joker vs joker. This is a tie"."""
    g = new(4, [["JK"], ["5C"], ["3D"], ["AS"]], ["7H"], days=1)
    r = reveal(play(g, "JK", "5C", "3D", "AS"))
    assert r["tied"] == [0, 1]
    g = new(4, [["JK"], ["JK"], ["3D"], ["AS"]], ["7H"], days=1)
    assert reveal(play(g, "JK", "JK", "3D", "AS"))["tied"] == [0, 1]
    assert judge([Card.joker(), Card.joker(1)], Card.parse("7H")).tied == (0, 1)


def test_d4_a_joker_upcard_makes_no_trump() -> None:
    """D4: a joker turned up names no trump; the highest card wins and takes the joker."""
    g = new(4, [["6C"], ["4C"], ["3D"], ["AS"]], ["JK"], days=1)
    assert g.view(0)["trump"].startswith("none")
    r = reveal(play(g, "6C", "4C", "3D", "AS"))
    assert r["winner"] == 1 and r["how"] == "high"
    assert "JK" in full(g, "won:1")


def test_captured_jokers_score_nothing() -> None:
    """"Captured jokers do not score anything"."""
    g = new(6, [["JK"], ["4C"], ["3D"], ["AS"], ["9D"], ["TD"]], ["7H"], days=1)
    play(g, "JK", "4C", "3D", "AS", "9D", "TD")
    assert g.view(0)["captured"] == {"clubs": 4, "diamonds": 5, "hearts": 1, "spades": 3}


# ----- Days and islands ------------------------------------------------------------------------


def test_after_the_hands_are_exhausted_the_second_day_is_dealt() -> None:
    """"After the hands have been exhausted, the first day is concluded. The dealer then
    distributes the cards for the second day, discarding any leftover cards"."""
    hands1 = [["KC", "QC", "JC"], ["KD", "QD", "JD"], ["KH", "QH", "JH"], ["TS", "9S", "8S"],
              ["9C", "8C", "7C"], ["9D", "8D", "7D"]]
    hands2 = [["AC", "3C", "4C"], ["AD", "3D", "4D"], ["AH", "3H", "4H"], ["AS", "3S", "4S"],
              ["TC", "6C", "5C"], ["TD", "6D", "5D"]]
    g = new(6, hands1, ["7H", "8H", "9H"], day2=(hands2, ["TH", "6H", "5H"]))
    for t in range(3):
        play(g, *[h[t] for h in hands1])
    v = g.view(0)
    assert v["day"] == 2 and v["island"] == 1 and v["upcard"] == "TH"
    assert sorted(full(g, "hand:0")) == sorted(hands2[0])
    assert len(full(g, "discard")) == 7  # 49 - 2 x 21 dealt, discarded unseen
    assert zone(g, "discard", 0)["cards"] in (["??"], [])


def island_of_six(first: list[list[str]], up1: list[str], second: list[list[str]], up2: list[str],
                  **options: Any) -> tuple[parlour.Game, list[dict[str, Any]]]:
    """Six players, two days of three tricks, each seat playing its cards in order."""
    g = new(6, first, up1, day2=(second, up2), **options)
    events: list[dict[str, Any]] = []
    for hands in (first, second):
        for t in range(3):
            events += play(g, *[h[t] for h in hands])
    return g, events


# seat 0 captures every club (5C wins trick 1 with the clubs of seats 1-5), and 12 hearts
FIRST = [["5C", "KD", "8H"], ["4C", "6D", "9H"], ["3C", "7D", "TH"], ["AC", "8D", "JH"],
         ["KC", "9D", "QH"], ["QC", "TD", "KH"]]
UP1 = ["7C", "JK", "6H"]
SECOND = [["5H", "5S", "4D"], ["4H", "4S", "3D"], ["3H", "3S", "AD"], ["AH", "AS", "JD"],
          ["JC", "KS", "QD"], ["TC", "QS", "5D"]]
UP2 = ["9C", "7S", "8S"]


def score_of(events: list[dict[str, Any]]) -> dict[str, Any]:
    return next(e for e in events if e["type"] == "score")


def test_the_island_is_scored_13_points_of_a_suit_win_its_tribe() -> None:
    """"After the second day is played, the entire island is scored. Each player ... tallies
    the point total of the cards captured. If a player captures thirteen or more points of a
    given suit (i.e., more than half), they score that tribe"."""
    g, events = island_of_six(FIRST, UP1, SECOND, UP2)
    score = score_of(events)
    pts = score["points"]
    # day 1: 5C takes every club but the 9C (upcard later), TC, JC, 8C and 6C (20 points);
    # the joker upcard makes no trump and KD wins; 6H trump: KH (seat 5) takes the hearts.
    # day 2: JC (trump) wins the 5H 4H 3H AH (15 hearts) for seat 4; 5S wins every spade
    # but the 6S, 8S, 9S, TS for seat 0 (20); with 8S trump and no spade, 5D wins (19)
    assert pts[0] == [20, 6, 0, 20] and pts[4][2] == 15 and pts[5][1] == 19 and pts[5][2] == 9
    assert score["tribes_won"] == [["clubs", "spades"], [], [], [], ["hearts"], ["diamonds"]]
    assert score["tribes"] == [2, 0, 0, 0, 1, 1] == g.view(3)["scores"]
    # the won piles are turned up for the scoring: everyone sees them now
    assert "??" not in zone(g, "won:0", 1)["cards"]


def test_a_tribe_needs_at_least_the_majority() -> None:
    """"thirteen or more points ... (i.e., more than half)"; option ``majority``: 9 hearts is
    a tribe at ``majority=9`` and not at 10 (nor at the default 13)."""
    for majority, hearts in ((9, True), (10, False), (13, False)):
        g, events = island_of_six(FIRST, UP1, SECOND, UP2, majority=majority)
        assert ("hearts" in score_of(events)["tribes_won"][5]) is hearts


# day 2 variant: a tie on the first trick splits the hearts
SPLIT = [["5H", "JC", "4D"], ["5S", "4S", "3D"], ["3H", "3S", "AD"], ["AH", "AS", "JD"],
         ["4H", "KS", "QD"], ["QS", "TC", "5D"]]


def test_not_every_tribe_need_be_scored() -> None:
    """"All four tribes may not be scored for a particular island ... the cards may be split
    evenly enough that no one player scores thirteen points"."""
    g, events = island_of_six(FIRST, UP1, SPLIT, UP2)
    score = score_of(events)
    assert any(e["type"] == "reveal" and e["tied"] == [0, 1] for e in events)
    assert score["tribes_won"] == [["clubs"], ["spades"], [], [], [], ["diamonds"]]
    assert max(p[2] for p in score["points"]) == 9  # nobody has the hearts


def test_after_scoring_the_deal_rotates_and_a_new_island_is_shuffled_and_dealt() -> None:
    """"After scoring an island, the deal rotates, the cards are shuffled, and the first day
    of a new island is dealt" (D6: the new dealer sends ``deal``)."""
    g, _ = island_of_six(FIRST, UP1, SECOND, UP2)
    v = g.view(None)
    assert v["phase"] == "scored" and v["dealer"] == 1
    assert g.waiting_for() == [1] and g.legal_actions(1) == [Action("deal")]
    assert g.legal_actions(0) == []
    with pytest.raises(IllegalAction, match="only the dealer of the next island"):
        g.apply(0, Action("deal"))
    ev = g.apply(1, Action("deal"))
    assert ev[0].type == "island" and g.view(0)["island"] == 2 and g.view(0)["day"] == 1
    assert all(len(full(g, f"won:{s}")) == 0 for s in range(6))
    assert all(len(full(g, f"hand:{s}")) == 3 for s in range(6))
    assert sum(c is not None for z in g.full_view()["zones"] for c in z["cards"]) == 49


def test_islands_go_on_until_one_player_has_five_tribes() -> None:
    """"Keep playing islands until one player scores five tribes. That player is the winner"."""
    for seed in range(12):
        g = parlour.new_game("democracy", 3, seed=seed)
        while not g.is_over():
            for s in g.waiting_for():
                g.apply(s, g.legal_actions(s)[seed % len(g.legal_actions(s))])
        res = g.result()
        assert res is not None
        totals = [0, 0, 0]
        islands = res.details["islands"]
        for k, gains in enumerate(islands):
            totals = [a + b for a, b in zip(totals, gains)]
            best = max(totals)
            unique = totals.count(best) == 1
            assert (best >= 5 and unique) == (k == len(islands) - 1)
        assert res.winners == [totals.index(max(totals))]
        assert res.scores == [float(t) for t in totals]
        assert res.placing[res.winners[0]] == 1
        assert g.view(0)["prompt"].startswith("Game over")


def test_ruling_tied_leaders_at_the_target_play_another_island() -> None:
    """RULINGS 26: "Several players reach 5 tribes on the same island. Ruling: most tribes
    wins; if still tied, play another island" (here with ``tribes_to_win=1``)."""
    g, events = island_of_six(FIRST, UP1, SPLIT, UP2, tribes_to_win=1)
    assert score_of(events)["tribes"] == [1, 1, 0, 0, 0, 1]
    tie = next(e for e in events if e["type"] == "tie")
    assert tie["leaders"] == [0, 1, 5]
    assert not g.is_over() and g.view(None)["phase"] == "scored"
    g.apply(1, Action("deal"))
    assert g.view(None)["island"] == 2


def test_ruling_most_tribes_wins_when_several_pass_the_target() -> None:
    g, events = island_of_six(FIRST, UP1, SECOND, UP2, tribes_to_win=1)
    assert g.is_over()
    res = g.result()
    assert res is not None and res.winners == [0] and res.scores == [2, 0, 0, 0, 1, 1]
    assert res.placing == [1, 4, 4, 4, 2, 2]
    assert g.actors() == [] and g.legal_actions(0) == []


# ----- Rulings D6-D8, options and bad input ------------------------------------------------------


def test_d6_seat_0_deals_first_and_the_dealer_left_of_it_next() -> None:
    g = parlour.new_game("democracy", 4, seed=9)
    assert g.view(0)["dealer"] == 0


def test_d7_a_card_played_face_down_cannot_be_changed() -> None:
    g = new(2, [["KC", "QC"], ["KD", "QD"]], ["7H", "8H"])
    g.apply(0, Action("play", card="KC"))
    before = json.dumps([g.full_view(), g.record()])
    with pytest.raises(IllegalAction, match="cannot be taken back"):
        g.apply(0, Action("play", card="QC"))
    assert json.dumps([g.full_view(), g.record()]) == before


def test_d8_two_jokers_in_one_hand_offer_one_play() -> None:
    g = new(4, [["JK", "JK"], ["4C", "5C"], ["3D", "4D"], ["AS", "KS"]], ["7H", "8H"])
    assert [a.card for a in g.legal_actions(0)].count("JK") == 1
    assert full(g, "hand:0").count("JK") == 2
    assert g.label(Action("play", card="JK"), 0) == "Play a joker"


@pytest.mark.parametrize(("action", "reason"), [
    (Action("play", card="2C"), "you have no 2C in your hand"),
    (Action("play", card="ZZ"), "is not a card"),
    (Action("play", card=3), "parameter 'card' of 'play' must be a card"),
    (Action("play"), "needs parameter .card."),
    (Action("bid", level=3), "unknown action type .bid. for democracy"),
    (Action("deal"), "the island is still being played"),
])
def test_illegal_actions_are_refused_with_a_reason_and_change_nothing(action: Action, reason: str) -> None:
    g = new(2, [["KC", "QC"], ["KD", "QD"]], ["7H", "8H"])
    before = json.dumps([g.full_view(), g.record()])
    with pytest.raises(IllegalAction, match=reason):
        g.apply(0, action)
    assert json.dumps([g.full_view(), g.record()]) == before


@pytest.mark.parametrize("spelling", ["TC", "10C", "T♣", "10♣", "tc"])
def test_cards_are_accepted_in_every_spelling(spelling: str) -> None:
    g = new(2, [["TC", "QC"], ["KD", "QD"]], ["7H", "8H"])
    assert Action("play", card="TC") in g.legal_actions(0)
    assert g.is_legal(0, Action("play", card=spelling))
    assert g.is_legal(0, Action.from_json(g, {"type": "play", "card": spelling}))
    events = g.apply(0, Action("play", card=spelling))
    assert events[0].for_seat(0)["card"] == "TC" and "card" not in events[0].for_seat(1)
    assert g.record()["actions"][-1]["action"] == {"type": "play", "card": "TC"}
    assert g.explain(1, Action("play", card=spelling)) == "you have no TC in your hand"


def test_a_joker_in_any_spelling() -> None:
    g = new(4, [["JK", "5C"], ["4C", "6C"], ["3D", "4D"], ["AS", "KS"]], ["7H", "8H"])
    for spelling in ("JK", "joker", "jk", "🃏"):
        assert g.is_legal(0, Action("play", card=spelling))
    assert g.explain(1, Action("play", card="Joker")) == "you have no JK in your hand"
    g.apply(0, Action("play", card="Joker"))
    assert "a joker" in g.view(0)["prompt"]


def test_playing_another_seats_card_is_refused() -> None:
    g = new(2, [["KC", "QC"], ["KD", "QD"]], ["7H", "8H"])
    with pytest.raises(IllegalAction, match="you have no KD"):
        g.apply(0, Action("play", card="KD"))


def test_playing_in_the_scored_phase_is_refused() -> None:
    g, _ = island_of_six(FIRST, UP1, SECOND, UP2)
    if g.is_over():
        pytest.skip("the island ended the game")
    with pytest.raises(IllegalAction, match="deals the next island"):
        g.apply(0, Action("play", card="KC"))


def test_options_and_variants_are_validated() -> None:
    with pytest.raises(InvalidOption):
        parlour.new_game("democracy", 3, options={"majority": 0})
    with pytest.raises(InvalidOption):
        parlour.new_game("democracy", 7)
    with pytest.raises(InvalidOption):
        parlour.new_game("democracy:nonsense", 3)
    info = {i.name: i for i in list_games()}["democracy"]
    assert set(info.variants) == {"standard", "seed-deal"} and info.timing == "simultaneous"
    assert info.options["majority"]["default"] == 13 and info.options["tribes_to_win"]["default"] == 5


def test_labels_and_targets_name_only_the_readers_cards() -> None:
    g = new(2, [["KC", "QC"], ["KD", "QD"]], ["7H", "8H"])
    legal = g.legal_json(0)
    assert [a["label"] for a in legal] == [f"Play {c}" for c in full(g, "hand:0")]
    assert {"Play KC", "Play QC"} <= {a["label"] for a in legal}
    assert legal[0]["targets"] == [{"zone": "hand:0", "index": 0}]
    g.apply(0, Action("play", card="KC"))
    assert "KC" in g.view(0)["prompt"] and "KC" not in g.view(1)["prompt"]


def test_the_next_island_is_dealt_from_the_new_dealers_left() -> None:
    """"After scoring an island, the deal rotates": on island 2 seat 1 deals, so seat 2
    (its left) gets the first card, then seats 0 and 1, then the voting pool (D1)."""
    first = [f"{r}{s}" for s in "CDHS" for r in "3456789TJQKA"][:24]
    second = [f"{r}{s}" for s in "SHDC" for r in "A6789TJQK345"][:24]
    g = parlour.new_game("democracy", 3, seed=4, deck=[first, second],
                         options={"days": 1, "tribes_to_win": 9})
    assert Counter(full(g, "hand:1")) == Counter(first[0::4])  # island 1: dealer 0
    while g.view(None)["phase"] == "play":
        for s in g.waiting_for():
            g.apply(s, g.legal_actions(s)[0])
    g.apply(1, Action("deal"))
    assert g.view(None)["dealer"] == 1
    assert Counter(full(g, "hand:2")) == Counter(second[0::4])
    assert Counter(full(g, "hand:0")) == Counter(second[1::4])
    assert Counter(full(g, "hand:1")) == Counter(second[2::4])
    assert g.view(0)["upcard"] == second[23]
