"""Fipsen: one test per rule sentence of seed 004, section "Fipsen", and per ruling of
RULINGS 25 (``R1``...) and of the module (``F1``...).

Positions come from stacked decks (:func:`stack`): hands (five cards per seat), the skat
and the set-aside cards, laid out in the deal's order from the dealer's left (three each,
two to the skat, two each, three aside).
"""

from __future__ import annotations

from typing import Any

import pytest

import parlour
from parlour import Action, IllegalAction, InvalidOption
from parlour.games.fipsen import contract_value
from parlour.games.fipsen.rules import LADDER, PACK, VALUE

CARDS = [str(c) for c in PACK]


def stack(hands: dict[int, list[str]], skat: list[str] | None = None,
          aside: list[str] | None = None, dealer: int = 0) -> list[str]:
    left = list(CARDS)
    for c in [*(c for h in hands.values() for c in h), *(skat or []), *(aside or [])]:
        left.remove(c)
    full = {s: list(hands.get(s, [])) for s in range(4)}
    for s in range(4):
        while len(full[s]) < 5:
            full[s].append(left.pop(0))
    sk = list(skat or [])
    while len(sk) < 2:
        sk.append(left.pop(0))
    order = [(dealer + 1 + k) % 4 for k in range(4)]
    deck = [c for s in order for c in full[s][:3]] + sk + [c for s in order for c in full[s][3:]]
    return deck + list(aside or []) + left


def new(hands: dict[int, list[str]] | None = None, skat: list[str] | None = None,
        aside: list[str] | None = None, **options: Any) -> parlour.Game:
    return parlour.new_game("fipsen", seed=1, options=options or None,
                            deck=stack(hands or {}, skat, aside))


def call(g: parlour.Game, *calls: str) -> None:
    for c in calls:
        g.apply(g.waiting_for()[0], Action("bid", call=c))


def act(g: parlour.Game, kind: str, **params: Any) -> list[dict[str, Any]]:
    return [e.for_seat(None) for e in g.apply(g.waiting_for()[0], Action(kind, **params))]


def play(g: parlour.Game, *cards: str) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for c in cards:
        out += act(g, "play", card=c)
    return out


def zone(g: parlour.Game, zid: str, seat: int | None) -> list[str]:
    cards: list[str] = next(z for z in g.view(seat)["zones"] if z["id"] == zid)["cards"]
    return cards


def full(g: parlour.Game, zid: str) -> list[str]:
    cards: list[str] = next(z for z in g.full_view()["zones"] if z["id"] == zid)["cards"]
    return cards


def calls_of(g: parlour.Game, seat: int) -> set[str]:
    return {a.call for a in g.legal_actions(seat) if a.type == "bid"}


STRONG = {1: ["AS", "KS", "QS", "JS", "TS"], 2: ["AH", "KH", "QH", "7C", "8C"],
          3: ["9S", "8S", "7S", "9H", "8H"], 0: ["AC", "KC", "QC", "7H", "TH"]}
"""Seat 1 (first to bid and to lead) holds the five top spades."""


def declared(bid: str, trump: str = "spades", hands: dict[int, list[str]] | None = None,
             **options: Any) -> parlour.Game:
    """Seat 1 bids ``bid``, the others pass; it discards the skat back (unless Hand) and
    names ``trump``."""
    g = new(hands or STRONG, ["9C", "TC"], **options)
    call(g, bid, "pass", "pass", "pass")
    if g.view(None)["phase"] == "discard":
        act(g, "discard", card="9C")
        act(g, "discard", card="TC")
    act(g, "trump", suit=trump)
    return g


# ----- cards and deal ---------------------------------------------------------------------

def test_four_players_and_25_cards_seven_to_ace_and_the_seven_of_diamonds() -> None:
    """"Fipsen is played with a special 25-card deck ... You'll be left with 7s through
    aces in three suits, plus the 7♦." (R8: four players.)"""
    with pytest.raises(InvalidOption, match="for 4 players"):
        parlour.new_game("fipsen", 3)
    g = parlour.new_game("fipsen", seed=2)
    cards = sorted(c for z in g.full_view()["zones"] for c in z["cards"])
    assert cards == sorted(CARDS) and len(cards) == 25
    assert [c for c in cards if c.endswith("D")] == ["7D"]


def test_deal_three_each_two_to_the_skat_two_each_three_aside() -> None:
    """"deal a batch of three cards to each player, then two face down to the center of
    the table, then two more to each player. The two face-down cards ... form the skat.
    The remaining three cards are set aside" """
    g = parlour.new_game("fipsen", seed=1, deck=CARDS)
    assert set(full(g, "hand:1")) == {CARDS[i] for i in (0, 1, 2, 14, 15)}
    assert set(full(g, "hand:0")) == {CARDS[i] for i in (9, 10, 11, 20, 21)}
    assert set(full(g, "skat")) == {CARDS[12], CARDS[13]}
    assert set(full(g, "aside")) == set(CARDS[22:])
    for seat in (0, 1, 2, 3, None):
        assert set(zone(g, "skat", seat)) == {"??"} and set(zone(g, "aside", seat)) == {"??"}


# ----- bids ------------------------------------------------------------------------------

def test_bids_two_to_five_with_modifiers_doubling_the_value() -> None:
    """"The lowest bid in Fipsen is Two ... up to Five, the highest basic bid" and "The
    value of a bid is calculated by the number of tricks ... multiplied by two for each
    modifier added to it. For example, a bid of Three has a value of three, a bid of Three
    Hand is valued at six, while a bid of Three Hand Durch would have a value of twelve." """
    assert VALUE["2"] == 2 and VALUE["3"] == 3 and VALUE["3-hand"] == 6
    assert VALUE["3-hand-durch"] == 12 and VALUE["4-hand-ruten-durch"] == 32
    assert "1" not in VALUE and "6" not in VALUE
    assert min(v for k, v in VALUE.items() if k != "kieker") == 2


def test_all_bids_of_five_are_five_durch() -> None:
    """"all bids of Five are automatically considered to be bids of Five Durch" """
    fives = sorted(b for b in VALUE if b.startswith("5"))
    assert fives == ["5-durch", "5-hand-durch", "5-hand-ruten-durch", "5-ruten-durch"]
    assert VALUE["5-durch"] == 10
    for said, meant in (("5", "Five Durch"), ("5-hand", "Five Hand Durch")):
        g = new(STRONG)
        seat = g.actors()[0]
        events = g.apply(seat, Action("bid", call=said))
        assert events[0].for_seat(None)["text"] == f"Seat {seat} bids {meant}"
        assert parlour.replay(g.record()).view(None) == g.view(None)


def test_durch_need_not_be_five() -> None:
    """"this does not necessarily imply a bid of Five (one can bid, e.g. Three Durch)" """
    g = new(STRONG)
    assert "3-durch" in calls_of(g, 1)


# ----- the auction -------------------------------------------------------------------------

def test_the_dealers_left_bids_first_then_the_second_player_answers() -> None:
    """"the first bid goes to the player to the dealer's left. This player may make any
    bid, or pass. If they bid, the player to their left (the second player) may make a bid
    of higher value or pass." """
    g = new()
    assert g.waiting_for() == [1] and "2" in calls_of(g, 1)
    call(g, "3")
    assert g.waiting_for() == [2]
    assert "3" not in calls_of(g, 2) and "4" in calls_of(g, 2)
    with pytest.raises(IllegalAction, match="higher"):
        g.apply(2, Action("bid", call="3"))


def test_the_first_bidder_may_hold_and_they_go_back_and_forth_until_one_passes() -> None:
    """"The first bidder may then hold, which is making a bid of equal value to the second
    player's, or they may bid higher or pass. If the first player does not pass, the second
    bidder may again raise the bid or pass." """
    g = new()
    call(g, "2", "3")
    assert g.waiting_for() == [1] and "3" in calls_of(g, 1)  # hold
    call(g, "3")
    assert g.waiting_for() == [2] and "3" not in calls_of(g, 2)
    call(g, "4")
    call(g, "4-durch")  # seat 1 bids higher (8)
    call(g, "pass")  # seat 2 is out
    assert g.waiting_for() == [3]


def test_ruling_r1_the_survivor_holds_against_the_next_player_and_the_dealer_bids_last() -> None:
    """"The next player to the left ... has the opportunity to bid higher than the high
    bidder ... Finally, the dealer bids against the remaining high bidder, and the high
    bidder between those two players becomes the declarer" (R1: the earlier seat holds)."""
    g = new()
    call(g, "3", "pass")  # seat 2 passes: seat 3 enters against seat 1
    assert g.waiting_for() == [3] and "3" not in calls_of(g, 3) and "4" in calls_of(g, 3)
    call(g, "4")
    assert g.waiting_for() == [1] and "4" in calls_of(g, 1)  # seat 1 may hold
    call(g, "4", "pass")  # seat 1 holds; seat 3 passes; the dealer enters
    assert g.waiting_for() == [0]
    call(g, "2-hand-durch")  # 8
    call(g, "2-hand-durch", "pass")  # seat 1 holds at 8; the dealer passes
    v = g.view(None)
    assert v["declarer"] == 1 and v["contract_code"] == "2-hand-durch"


def test_all_pass_the_same_dealer_deals_again() -> None:
    """"If all four players pass, the hands are discarded and fresh hands are dealt by the
    same dealer." (R7, F8: not counted.)"""
    g = parlour.new_game("fipsen", seed=3)
    before = sorted(full(g, "hand:1"))
    ev: list[dict[str, Any]] = []
    for _ in range(4):
        ev += act(g, "bid", call="pass")
    redeal = [e for e in ev if e["type"] == "deal"]
    assert redeal and redeal[0]["redeal"] and redeal[0]["dealer"] == 0
    v = g.view(None)
    assert v["dealer"] == 0 and v["hand"] == 1 and g.waiting_for() == [1]
    assert sorted(full(g, "hand:1")) != before


# ----- after the bidding -----------------------------------------------------------------------

def test_the_declarer_takes_the_skat_discards_two_then_names_trumps() -> None:
    """"if the declarer made any bid other than a Hand bid, they pick up the two cards of
    the skat and discard two cards face down back to it. The bidder then selects the trump
    suit." """
    g = new(STRONG, ["9C", "TC"])
    call(g, "3", "pass", "pass", "pass")
    assert g.view(None)["phase"] == "discard" and g.waiting_for() == [1]
    assert {"9C", "TC"} <= set(zone(g, "hand:1", 1)) and len(zone(g, "hand:1", 1)) == 7
    with pytest.raises(IllegalAction, match="name trumps"):
        g.apply(1, Action("trump", suit="spades"))
    act(g, "discard", card="9C")
    act(g, "discard", card="TS")
    assert sorted(full(g, "skat")) == ["9C", "TS"]
    for seat in (0, 2, 3):
        assert zone(g, "skat", seat) == ["??", "??"]
    assert zone(g, "skat", 1) == ["9C", "TS"]  # the declarer knows both cards it put there
    assert g.view(None)["phase"] == "trump"
    assert {a.suit for a in g.legal_actions(1)} == {"clubs", "diamonds", "hearts", "spades"}


def test_a_hand_bid_plays_without_the_skat() -> None:
    """"Hand: To play without using the skat." """
    g = new(STRONG, ["9C", "TC"])
    call(g, "3-hand", "pass", "pass", "pass")
    assert g.view(None)["phase"] == "trump" and len(full(g, "hand:1")) == 5
    assert sorted(full(g, "skat")) == ["9C", "TC"]


def test_ruten_must_be_diamonds_and_diamonds_double_a_bid_without_ruten() -> None:
    """"If the player made a Ruten bid, this must be diamonds." and "If the declarer did
    not make a Ruten bid, but decides at this point to make diamonds trump anyway ... the
    value of the contract is doubled anyway" (R5: Hand bids too)."""
    g = new(STRONG, ["9C", "TC"])
    call(g, "3-hand-ruten", "pass", "pass", "pass")
    assert [a.suit for a in g.legal_actions(1)] == ["diamonds"]
    with pytest.raises(IllegalAction, match="diamonds"):
        g.apply(1, Action("trump", suit="spades"))
    g2 = declared("3", "diamonds")
    assert g2.view(None)["value"] == 6
    g3 = declared("3-hand", "diamonds")
    assert g3.view(None)["value"] == 12 == contract_value("3-hand", 1, False)


# ----- Kieker -------------------------------------------------------------------------------

KIEKER_HAND = ["AS", "9S", "8S", "7S", "7D"]


def test_kieker_only_without_face_cards_aces_allowed() -> None:
    """"A player may ... bid Kieker when they hold no face cards" (R3: K Q J; aces allowed)."""
    g = new({1: KIEKER_HAND})
    assert "kieker" in calls_of(g, 1)
    g2 = new({1: ["AS", "9S", "8S", "7S", "JH"]})
    assert "kieker" not in calls_of(g2, 1)
    with pytest.raises(IllegalAction, match="face cards"):
        g2.apply(1, Action("bid", call="kieker"))


def test_kieker_counts_four_and_a_half_in_the_bidding() -> None:
    """"For the purposes of bidding, a Kieker bid has a value of 4½" """
    assert VALUE["kieker"] == 4.5
    assert LADDER.rank("4") < LADDER.rank("kieker") < LADDER.rank("5-durch")
    g = new({1: KIEKER_HAND})
    call(g, "kieker")
    assert "4" not in calls_of(g, 2) and "2-hand-ruten" in calls_of(g, 2)  # 8 > 4½


def test_kieker_shows_the_hand_to_the_left_neighbour_alone() -> None:
    """"upon making the bid, they reveal their hand to the player to their left"; checked
    by re-dealing: two Kieker hands give seats 3, 0 and a spectator the same views and
    events, seat 2 (the left neighbour) sees each."""
    other = ["AH", "9H", "8H", "7H", "TH"]  # exchanged with the skat and set-aside cards
    games = [new({1: KIEKER_HAND}, other[3:], other[:3]),
             new({1: other}, KIEKER_HAND[3:], KIEKER_HAND[:3])]
    seen: list[list[Any]] = [[], []]
    for k, g in enumerate(games):
        ev = g.apply(1, Action("bid", call="kieker"))
        seen[k] = [([e.for_seat(s) for e in ev], g.view(s)) for s in (3, 0, None)]
    assert seen[0] == seen[1]
    assert sorted(zone(games[0], "hand:1", 2)) == sorted(KIEKER_HAND)
    assert sorted(zone(games[1], "hand:1", 2)) == sorted(other)
    assert set(zone(games[0], "hand:1", 3)) == {"??"}


@pytest.mark.parametrize("pair", [
    (["7C", "8C", "9C", "AH", "KH"], ["KC", "QC", "JC", "AH", "KH"]),
    (["9C"], ["KH"]),
    (["AH", "KH", "8C", "9C", "7C"], ["KC", "QC", "JC", "AH", "KH"])])
def test_kieker_discards_go_down_unseen_by_the_neighbour_shown_the_hand(
        pair: tuple[list[str], list[str]]) -> None:
    """"then discard five cards" face down, as every discard: the left neighbour, shown
    the five dealt cards, must not learn which of them went back (re-dealt check: two
    different discards give seat 2 the same view), nor see the skat's top."""
    views = []
    for discards in pair:
        g = new({1: ["AC", "TC", "9C", "8C", "7C"]}, ["KC", "QC"], ["JC", "AH", "KH"])
        call(g, "kieker", "pass", "pass", "pass")
        for c in discards:
            act(g, "discard", card=c)
        views.append(g.view(2))
        assert set(zone(g, "skat", 2)) <= {"??"}
    assert views[0] == views[1]


def test_a_suit_that_is_no_suit_is_refused_by_name() -> None:
    g = new({1: KIEKER_HAND})
    call(g, "2-hand", "pass", "pass", "pass")
    with pytest.raises(IllegalAction, match="'C' is not a suit: name clubs, diamonds"):
        g.apply(1, Action("trump", suit="C"))


def test_ruling_r2_kieker_against_kieker_the_earlier_seat_holds() -> None:
    g = new({1: KIEKER_HAND, 2: ["AH", "9H", "8H", "7H", "TH"]})
    call(g, "kieker")
    assert "kieker" not in calls_of(g, 2)  # the later seat must bid higher
    call(g, "5-durch")
    g2 = new({2: ["AH", "9H", "8H", "7H", "TH"], 1: ["AC", "9C", "8C", "7C", "TC"]})
    call(g2, "4", "kieker")  # seat 2 outbids Four with Kieker (4½)
    assert "kieker" in calls_of(g2, 1)  # seat 1 (earlier, no face cards) may hold with Kieker


def test_kieker_takes_skat_and_set_aside_discards_five_and_may_surrender() -> None:
    """"they draw both the skat and the three undealt cards into their hand, then discard
    five cards. If this failed to materially improve their hand, they may surrender before
    game play starts. They are charged a penalty of five points, and the next hand is
    dealt." """
    g = new({1: KIEKER_HAND}, ["AC", "KC"], ["AH", "KH", "QH"])
    call(g, "kieker", "pass", "pass", "pass")
    assert g.view(None)["phase"] == "discard" and len(full(g, "hand:1")) == 10
    for c in ("9S", "8S", "7S", "7D", "KC"):
        act(g, "discard", card=c)
    assert g.view(None)["phase"] == "trump"
    assert {a.type for a in g.legal_actions(1)} == {"trump", "surrender"}
    ev = act(g, "surrender")
    score = next(e for e in ev if e["type"] == "score")
    assert score["points"] == -5 and g.view(None)["scores"] == [0, -5, 0, 0]
    assert g.view(None)["phase"] == "scored" and g.waiting_for() == [1]  # the next dealer


def test_kieker_is_five_durch_for_scoring_and_diamonds_do_not_double_it() -> None:
    """"A Kieker contract is scored as if it were a Five Durch contract, scoring +10 if
    fulfilled and -20 if broken." (R4: diamonds add nothing.)"""
    assert contract_value("kieker", 1, False) == 10 == contract_value("kieker", 3, False)
    g = new({1: KIEKER_HAND}, ["AC", "KC"], ["AH", "KH", "QH"])
    call(g, "kieker", "pass", "pass", "pass")
    for c in ("9S", "8S", "7S", "7D", "KC"):
        act(g, "discard", card=c)
    act(g, "trump", suit="hearts")
    assert g.view(None)["value"] == 10


# ----- play ------------------------------------------------------------------------------

def test_the_dealers_left_leads_and_players_follow_suit() -> None:
    """"Once a trump suit has been named, the player to the dealer's left leads to the
    first trick. Each player, proceeding clockwise, plays a card of the same suit, if
    possible, or any other card if they don't hold a card of the suit led." """
    g = declared("3")
    assert g.waiting_for() == [1]
    play(g, "AS")
    assert {a.card for a in g.legal_actions(2)} == set(STRONG[2])  # no spades: any card
    play(g, "7C")
    assert {a.card for a in g.legal_actions(3)} == {"9S", "8S", "7S"}
    with pytest.raises(IllegalAction, match="follow suit"):
        g.apply(3, Action("play", card="9H"))


def test_highest_trump_or_highest_of_the_suit_led_wins() -> None:
    """"The trick is won by the player who contributed the highest trump to the trick, or
    if there were no trumps played, the highest card of the suit led." (F2: ace high.)"""
    g = declared("2", "clubs", hands={1: ["AH", "KS", "QS", "JS", "TS"],
                                       2: ["KH", "7C", "8C", "JC", "7D"],
                                       3: ["QH", "JH", "9H", "8H", "7H"],
                                       0: ["AC", "KC", "QC", "TH", "AS"]})
    ev = play(g, "AH", "KH", "QH", "TH")
    assert ev[-1]["seat"] == 1  # the ace of the suit led
    ev = play(g, "KS", "7C", "7H", "AS")
    assert ev[-1]["seat"] == 2  # a trump beats the ace


def test_stop_or_play_on_once_the_contract_is_made() -> None:
    """"If the declarer successfully makes their contact, they have the option to call an
    immediate end to game play and score the hand. They may also decide to play on, but if
    they do so, this converts the contract to a Durch contract, doubling the stakes" """
    g = declared("2")
    play(g, "AS", "7C", "7S", "7H")
    assert g.view(None)["phase"] == "play"
    play(g, "KS", "8C", "8S", "TH")
    assert g.view(None)["phase"] == "decide" and g.waiting_for() == [1]
    stopped = g.clone()
    ev = act(stopped, "stop")
    assert next(e for e in ev if e["type"] == "score")["points"] == 2
    act(g, "play-on")
    assert g.view(None)["value"] == 4 and g.view(None)["phase"] == "play"
    ev = play(g, "QS", "AH", "9S", "AC")
    ev += play(g, "JS", "KH", "9H", "KC")
    ev += play(g, "TS", "QH", "8H", "QC")
    assert next(e for e in ev if e["type"] == "score")["points"] == 4


def test_play_on_after_an_earlier_lost_trick_needs_only_the_remaining_tricks() -> None:
    """"play on ... obliging them to take all of the remaining tricks": a trick lost
    before playing on does not break the Durch; taking every later one makes it."""
    g = declared("2", hands={1: ["7H", "AS", "KS", "QS", "JS"], 2: ["AH", "7C", "8C", "JC", "7D"]})
    events: list[dict[str, Any]] = []

    def trick(card: str) -> None:  # seat 1 plays ``card``, the others their first legal card
        for _ in range(4):
            s = g.waiting_for()[0]
            events.extend(play(g, card if s == 1 else g.legal_actions(s)[0].card))

    trick("7H")
    assert g.view(None)["tricks"][1] == 0  # the first trick is lost
    trick("AS")
    trick("KS")
    assert g.view(None)["phase"] == "decide"
    act(g, "play-on")
    trick("QS")
    trick("JS")
    score = next(e for e in events if e["type"] == "score")
    assert score["made"] and score["points"] == 4  # Two, doubled to 4, made


def test_a_durch_contract_ends_at_its_first_lost_trick() -> None:
    """"If a player under a Durch or Kieker contract loses a trick at any point, game play
    is halted immediately" and "they lose twice that many points" """
    hands = {1: ["AS", "KS", "QS", "JS", "7H"], 2: ["AH", "7C", "8C", "JC", "7D"]}
    g = declared("3-durch", hands=hands)
    play(g, "AS", "7C")
    for s in (3, 0):
        play(g, g.legal_actions(s)[0].card)
    assert g.view(None)["tricks"][1] == 1
    ev = play(g, "7H", "AH")
    for s in (3, 0):
        ev += play(g, g.legal_actions(s)[0].card)
    score = next(e for e in ev if e["type"] == "score")
    assert score["points"] == -12 and not score["made"]
    assert len(full(g, "hand:1")) == 3  # the rest is not played
    assert g.view(None)["phase"] == "scored"


def test_a_kieker_contract_ends_at_its_first_lost_trick_for_minus_twenty() -> None:
    """"If a player under a Durch or Kieker contract loses a trick at any point, game play
    is halted immediately" and "A Kieker contract is scored as if it were a Five Durch
    contract, scoring +10 if fulfilled and -20 if broken." """
    g = new({1: KIEKER_HAND, 2: ["7H", "KS", "QS", "JS", "TS"]}, ["AC", "KC"],
            ["AH", "KH", "QH"])
    call(g, "kieker", "pass", "pass", "pass")
    for c in ("9S", "8S", "7S", "7D", "KC"):
        act(g, "discard", card=c)
    act(g, "trump", suit="hearts")
    ev = play(g, "AC", "7H")  # seat 2 has no club and trumps
    for s in (3, 0):
        ev += play(g, g.legal_actions(s)[0].card)
    score = next(e for e in ev if e["type"] == "score")
    assert score["points"] == -20 and not score["made"]
    assert len(full(g, "hand:1")) == 4 and g.view(None)["phase"] == "scored"


def test_playing_on_and_then_losing_a_trick_costs_twice_the_doubled_value() -> None:
    """"if they do so, this converts the contract to a Durch contract, doubling the stakes
    and obliging them to take all of the remaining tricks!" with "game play is halted
    immediately" and "they lose twice that many points" """
    g = declared("2", hands={1: ["AS", "KS", "7H", "8H", "9H"], 2: ["AH", "7C", "8C", "JC", "7D"]})
    for c in ("AS", "KS"):
        play(g, c)
        for s in (2, 3, 0):
            play(g, g.legal_actions(s)[0].card)
    assert g.view(None)["phase"] == "decide"
    act(g, "play-on")
    ev = play(g, "7H", "AH")
    for s in (3, 0):
        ev += play(g, g.legal_actions(s)[0].card)
    score = next(e for e in ev if e["type"] == "score")
    assert score["points"] == -8 and not score["made"]  # Two, doubled to 4, lost: -2 x 4
    assert score["text"] == "Seat 1 loses Two Durch: -8"  # played on: a Durch contract now
    assert len(full(g, "hand:1")) == 2 and g.view(None)["phase"] == "scored"


def test_ruling_r6_a_contract_made_on_the_fifth_trick_offers_no_choice() -> None:
    hands = {1: ["7H", "8H", "9H", "AS", "KS"], 2: ["AH", "KH", "QH", "7C", "8C"],
             3: ["JH", "TH", "7D", "JC", "QC"], 0: ["AC", "KC", "QS", "JS", "TS"]}
    g = declared("2", hands=hands)
    play(g, "7H", "AH", "JH", "AC")
    play(g, "KH", "TH", "KC", "8H")
    play(g, "QH", "7D", "JS", "9H")
    play(g, "QS", "KS", "7C", "JC")
    assert g.view(None)["phase"] == "play" and g.view(None)["tricks"][1] == 1
    ev = play(g, "AS", "8C", "QC", "TS")
    score = next(e for e in ev if e["type"] == "score")
    assert score["made"] and score["points"] == 2
    assert g.view(None)["phase"] == "scored"


def test_scoring_plus_the_value_or_minus_twice_it_for_the_declarer_only() -> None:
    """"the declarer scores the value of their contract if they made it, but they lose
    twice that many points if they failed ... a fulfilled contract of Three Ruten would
    score +6 for the declarer, while it would score -12 if it was broken." """
    assert contract_value("3-ruten", 1, False) == 6
    g = declared("2")
    play(g, "AS", "7C", "7S", "7H")
    play(g, "KS", "8C", "8S", "TH")
    act(g, "stop")
    assert g.view(None)["scores"] == [0, 2, 0, 0]
    hands = {1: ["7H", "8H", "9C", "JC", "TC"], 2: ["AH", "KH", "QH", "JH", "TH"]}
    g = new(hands, ["9H", "8C"])
    call(g, "3-hand-ruten", "pass", "pass", "pass")
    act(g, "trump", suit="diamonds")
    while g.view(None)["phase"] == "play":
        s = g.waiting_for()[0]
        act(g, "play", card=g.legal_actions(s)[0].card)
    assert g.view(None)["scores"][1] == -24 and sum(g.view(None)["scores"]) == -24


def test_a_fixed_number_of_deals_and_the_highest_score_wins() -> None:
    """"Game play continues for a previously-determined number of deals, such as eight.
    Whichever player has the highest score at that point is the winner." """
    assert parlour.new_game("fipsen", seed=1).options.deals == 8
    g = declared("2", deals=1)
    play(g, "AS", "7C", "7S", "7H")
    play(g, "KS", "8C", "8S", "TH")
    act(g, "stop")
    res = g.result()
    assert g.is_over() and res is not None and res.winners == [1] and res.scores[1] == 2
    g = declared("2", deals=2)
    play(g, "AS", "7C", "7S", "7H")
    play(g, "KS", "8C", "8S", "TH")
    act(g, "stop")
    assert not g.is_over() and g.waiting_for() == [1]
    g.apply(1, Action("deal"))
    assert g.view(None)["dealer"] == 1 and g.waiting_for() == [2] and g.view(None)["hand"] == 2
