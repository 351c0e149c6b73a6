"""Five Hundred: one test per rule sentence of seed 003, section "Five Hundred", and per
ruling of RULINGS 23 (``R1``...) and of the module (``F1``...).

Positions come from stacked decks (:func:`stack`): hands and the middle are given per
seat and laid out in the deal's batches (3 each, 2 to the middle, 2 each, 3 to the
middle, 3 each, 2 each) from the dealer's left. The helpers are shared by the other
Five Hundred test modules.
"""

from __future__ import annotations

import io
from math import comb
from typing import Any

import pytest
from rich.console import Console

import parlour
from parlour import Action, IllegalAction, InvalidOption
from parlour.cards import deck500
from parlour.games.five_hundred.rules import LADDER, VALUE, ace_no_face, hand_score
from parlour.tui.render import render_view
from parlour.tui.shown import presentation

# ----- helpers ----------------------------------------------------------------------------

BATCHES = (("p", 3), ("m", 2), ("p", 2), ("m", 3), ("p", 3), ("p", 2))


def stack(hands: dict[int, list[str]], middle: list[str] | None = None, dealer: int = 0) -> list[str]:
    """A 45-card deck (top first) dealing ``hands[seat]`` (up to 10 each, in order) and
    ``middle``; other cards fill up in pack order."""
    named = [c for h in hands.values() for c in h] + list(middle or [])
    rest = [str(c) for c in deck500() if str(c) not in named]
    full = {s: list(hands.get(s, [])) for s in range(4)}
    for s in range(4):
        while len(full[s]) < 10:
            full[s].append(rest.pop(0))
    mid = list(middle or [])
    while len(mid) < 5:
        mid.append(rest.pop(0))
    deck: list[str] = []
    taken = dict.fromkeys(range(4), 0)
    m = 0
    for where, n in BATCHES:
        if where == "m":
            deck += mid[m:m + n]
            m += n
            continue
        for k in range(4):
            s = (dealer + 1 + k) % 4
            deck += full[s][taken[s]:taken[s] + n]
            taken[s] += n
    return deck


def new(hands: dict[int, list[str]] | None = None, middle: list[str] | None = None,
        seed: int = 1, variant: str = "standard", **options: Any) -> parlour.Game:
    options.setdefault("ace_no_face", False)
    return parlour.new_game(f"five-hundred:{variant}", 4, seed=seed, options=options,
                            deck=stack(hands or {}, middle))


def call(g: parlour.Game, *calls: str) -> None:
    """Calls in turn from the seat on call ("pass" included)."""
    for c in calls:
        g.apply(g.waiting_for()[0], Action("bid", call=c))


def discard(g: parlour.Game, *cards: str) -> None:
    for c in cards:
        g.apply(g.waiting_for()[0], Action("discard", card=c))


def play(g: parlour.Game, *cards: str) -> list[dict[str, Any]]:
    """Cards played in turn; returns the public events."""
    out: list[dict[str, Any]] = []
    for c in cards:
        out += [e.for_seat(None) for e in g.apply(g.waiting_for()[0], Action("play", card=c))]
    return out


def cards_of(g: parlour.Game, zone: str, seat: int | None = None) -> list[str]:
    got: list[str] = next(z for z in g.view(seat)["zones"] if z["id"] == zone)["cards"]
    return got


def legal_cards(g: parlour.Game, seat: int) -> set[str]:
    return {a.card for a in g.legal_actions(seat) if a.type == "play"}


def finish(g: parlour.Game) -> list[dict[str, Any]]:
    """Play the hand out with each seat's first legal action; the public events."""
    out: list[dict[str, Any]] = []
    while g.view(None)["phase"] == "play":
        s = g.waiting_for()[0]
        out += [e.for_seat(None) for e in g.apply(s, g.legal_actions(s)[0])]
    return out


# Trump-rank position: seat 1 declares seven diamonds (see test_card_ranking_*).
RANKS = {1: ["JK", "4D", "5D", "6D", "4C", "5C", "6C", "4S", "5S", "6S"],
         2: ["AD", "KD", "7C", "8C", "9C", "7S", "8S", "9S", "4H", "5H"],
         3: ["JH", "QD", "TC", "JC", "7H", "8H", "9H", "TH", "TS", "JS"],
         0: ["JD", "7D", "8D", "9D", "TD", "AC", "KC", "QC", "AS", "KS"]}
RANKS_MIDDLE = ["AH", "KH", "QH", "6H", "QS"]


def seven_diamonds() -> parlour.Game:
    g = new(RANKS, RANKS_MIDDLE)
    call(g, "7D", "pass", "pass", "pass")
    discard(g, *RANKS_MIDDLE)
    return g


# ----- players, pack, deal -------------------------------------------------------------------

def test_four_players_in_two_partnerships_sitting_across() -> None:
    """"The players divide into two partnerships, with partners sitting across from one
    another, so that the turn of play alters between partnerships" (R8: four only)."""
    for n in (2, 3, 5):
        with pytest.raises(InvalidOption, match="for 4 players"):
            parlour.new_game("five-hundred", n)
    g = seven_diamonds()
    order = []
    for c in ("4D", "AD", "JH", "JD"):
        order.append(g.waiting_for()[0])
        play(g, c)
    assert order == [1, 2, 3, 0]
    assert g.view(None)["scores"] == [0, 0, 0, 0]
    res = hand_score("7D", 1, [3, 7])
    assert res == ([30, 180], True)  # seats 1 and 3 score together


def test_the_pack_is_45_cards_without_twos_and_threes_and_with_a_joker() -> None:
    """"uses a 45-card deck formed by stripping the threes and twos from a standard
    52-card deck and adding a joker." """
    g = parlour.new_game("five-hundred", seed=4)
    every = sorted(c for z in g.full_view()["zones"] for c in z["cards"])
    assert len(every) == 45 and "JK" in every
    assert not [c for c in every if c[0] in "23"]


def test_ruling_r1_ten_each_and_five_to_the_middle_in_batches() -> None:
    """"Deal ten cards to each player, plus an extra batch of five cards to the middle
    ... a batch of three cards to each player, a batch of two to the middle, two more to
    the players, two to the middle, three to the players, then two to the players."
    R1: the second middle batch is three cards (two would leave one card undealt)."""
    deck = [str(c) for c in deck500()]  # an unshuffled pack, top first
    g = parlour.new_game("five-hundred", seed=1, deck=deck)
    full = {z["id"]: z["cards"] for z in g.full_view()["zones"]}
    assert [len(full[f"hand:{s}"]) for s in range(4)] == [10] * 4
    assert len(full["middle"]) == 5
    # seat 1 (the dealer's left) gets cards 0-2, 14-15, 25-27, 37-38
    got = set(full["hand:1"])
    assert got == {deck[i] for i in (0, 1, 2, 14, 15, 25, 26, 27, 37, 38)}
    assert set(full["middle"]) == {deck[i] for i in (12, 13, 22, 23, 24)}
    assert set(full["hand:0"]) == {deck[i] for i in (9, 10, 11, 20, 21, 34, 35, 36, 43, 44)}


def test_a_seat_sees_only_its_own_hand_and_nobody_sees_the_middle() -> None:
    g = new(RANKS, RANKS_MIDDLE)
    for seat in (0, 1, 2, 3, None):
        v = g.view(seat)
        for z in v["zones"]:
            if z["id"] == "middle":
                assert set(z["cards"]) <= {"??"}
                assert z["count"] == 5
            if z["id"].startswith("hand:") and z["owner"] != seat:
                assert set(z["cards"]) == {"??"}


# ----- card ranking --------------------------------------------------------------------------

def test_card_ranking_right_bower_beats_left_bower_beats_the_ace() -> None:
    """"Right bower. Jack of trumps." over "Left bower. The jack of the suit as the same
    color as trumps" over "All of the remaining cards, in their usual order, with ace
    high." """
    g = seven_diamonds()
    base = g.clone()
    ev = play(g, "4D", "AD", "JH", "JD")
    assert ev[-1]["type"] == "trick" and ev[-1]["seat"] == 0  # the right bower
    g = base.clone()
    ev = play(g, "4D", "AD", "JH", "7D")
    assert ev[-1]["seat"] == 3  # the left bower beats the ace
    g = base.clone()
    ev = play(g, "4D", "KD", "QD", "7D")
    assert ev[-1]["seat"] == 2  # then A K Q ... in order


def test_card_ranking_the_joker_is_the_best_bower() -> None:
    """"Best bower. The joker." """
    g = seven_diamonds()
    play(g, "4D", "AD", "JH", "JD")  # seat 0 wins and leads
    ev = play(g, "7D", "JK", "KD", "QD")
    assert ev[-1]["seat"] == 1


def test_left_bower_belongs_to_the_trump_suit_for_following() -> None:
    """"The jack of the suit as the same color as trumps, despite not being of the trump
    suit, is considered a trump": with diamonds trump the J♥ follows diamonds, does not
    follow hearts, and a hand whose only heart is the J♥ is void in hearts."""
    g = seven_diamonds()
    play(g, "4D", "AD")
    assert legal_cards(g, 3) == {"JH", "QD"}  # both diamonds
    g2 = new({1: ["4H", "5H", "6D", "4C", "5C", "6C", "4S", "5S", "6S", "7S"],
              3: ["JH", "QD", "TC", "JC", "7H", "8H", "9H", "TH", "TS", "JS"],
              2: ["AD", "KD", "7C", "8C", "9C", "JK", "8S", "9S", "JD", "6H"]},
             ["AH", "KH", "QH", "4D", "QS"])
    call(g2, "7D", "pass", "pass", "pass")
    discard(g2, "AH", "KH", "QH", "4D", "QS")
    play(g2, "4H")  # seat 1 leads a heart
    assert legal_cards(g2, 2) == {"6H"}  # the only real heart
    play(g2, "6H")
    assert "JH" not in legal_cards(g2, 3)  # the J♥ is no heart: follow with a heart
    assert legal_cards(g2, 3) == {"7H", "8H", "9H", "TH"}


def test_non_trump_suits_rank_ace_high_and_off_suit_cards_never_win() -> None:
    """"Cards rank in the usual order, ace high, in the non-trump suits"; "The trick is
    collected by the player who played the highest card of the suit led, or the highest
    trump if one was played." """
    g = seven_diamonds()
    play(g, "4D", "AD", "JH", "JD")  # seat 0 leads next
    ev = play(g, "AC", "4C", "7C", "TC")
    assert ev[-1]["seat"] == 0
    ev = play(g, "KC", "5C", "8C", "JC")
    assert ev[-1]["seat"] == 0  # K over J, 8, 5
    g2 = seven_diamonds()
    play(g2, "4D", "AD", "JH", "JD")
    play(g2, "KS", "4S", "7S")  # seat 3 void? it holds TS JS: must follow
    assert legal_cards(g2, 3) == {"TS", "JS"}


def test_the_highest_trump_wins_a_plain_suit_trick_bowers_and_joker_included() -> None:
    """"The trick is collected by the player who played the highest card of the suit
    led, or the highest trump if one was played": with hearts trump, on a club lead by
    seat 1 the others (void in clubs) ruff; the left bower (J♦) beats the A♥, the right
    bower beats the left, the joker beats both."""
    hands = {1: ["4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC", "QC", "KC"],
             2: ["JD", "4D", "5D", "6D", "7D", "8D", "9D", "TD", "QD", "KD"],
             3: ["AH", "JH", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS"],
             0: ["JK", "4H", "5H", "6H", "7H", "8H", "9H", "TH", "QS", "KS"]}
    mid = ["AC", "KH", "QH", "AD", "AS"]
    g = new(hands, mid)
    call(g, "7H", "pass", "pass", "pass")
    discard(g, *mid)
    base = g.clone()
    ev = play(g, "4C", "JD", "AH", "4H")
    assert ev[-1]["type"] == "trick" and ev[-1]["seat"] == 2  # left bower over the A♥
    g = base.clone()
    ev = play(g, "4C", "JD", "JH", "4H")
    assert ev[-1]["seat"] == 3  # right bower over left bower
    g = base.clone()
    play(g, "4C", "JD", "JH")
    assert legal_cards(g, 0) == set(hands[0])  # void in clubs: any card
    ev = play(g, "JK")
    assert ev[-1]["seat"] == 0  # the joker over both bowers


def test_no_trump_the_joker_is_the_only_trump_and_wins_when_played() -> None:
    """"In hands with no trump, the joker stands alone as the only trump in play"; R3:
    it may be played only when void in the suit led."""
    hands = {1: ["4D", "5D", "6D", "7D", "8D", "9D", "TD", "JD", "QD", "KD"],
             2: ["JK", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC", "QC"],
             3: ["AD", "AC", "KC", "4H", "5H", "6H", "7H", "8H", "9H", "TH"]}
    g = new(hands, ["4S", "5S", "6S", "7S", "8S"])
    call(g, "7NT", "pass", "pass", "pass")
    discard(g, "4S", "5S", "6S", "7S", "8S")
    play(g, "KD")
    assert legal_cards(g, 2) == {"JK", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC", "QC"}
    play(g, "JK")
    assert legal_cards(g, 3) == {"AD"}
    play(g, "AD")
    ev = play(g, g.legal_actions(0)[0].card)
    assert ev[-1]["type"] == "trick" and ev[-1]["seat"] == 2  # the joker beats the ace


def test_ruling_r3_the_joker_may_not_be_played_while_holding_the_suit_led() -> None:
    hands = {1: ["4D", "5D", "6D", "7D", "8D", "9D", "TD", "JD", "QD", "KD"],
             2: ["JK", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC", "AD"]}
    g = new(hands, ["4S", "5S", "6S", "7S", "8S"])
    call(g, "7NT", "pass", "pass", "pass")
    discard(g, "4S", "5S", "6S", "7S", "8S")
    play(g, "KD")
    assert legal_cards(g, 2) == {"AD"}
    with pytest.raises(IllegalAction, match="follow suit"):
        g.apply(2, Action("play", card="JK"))


# ----- ace, no face ------------------------------------------------------------------------

ACE_NO_FACE = ["AS", "4H", "5H", "6H", "7H", "8H", "9H", "TH", "4C", "5C"]


def test_ace_no_face_is_exactly_one_ace_and_no_face_cards_or_joker() -> None:
    """"a player may declare 'ace, no face', meaning that they have exactly one ace but
    no face cards or joker." """
    g = new({1: ACE_NO_FACE}, ace_no_face=True)
    assert g.view(None)["phase"] == "announce" and g.waiting_for() == [1]
    assert [a.type for a in g.legal_actions(1)] == ["announce", "decline"]
    g2 = new({1: ["AS", "AH", *ACE_NO_FACE[2:]]}, ace_no_face=True)  # two aces
    assert [a.type for a in g2.legal_actions(1)] == ["decline"]
    with pytest.raises(IllegalAction, match="exactly one ace"):
        g2.apply(1, Action("announce"))
    assert not ace_no_face([int(c) for c in parlour.cards.parse_cards(
        ["AS", "JK", *ACE_NO_FACE[2:]])])  # the joker spoils it
    assert not ace_no_face([int(c) for c in parlour.cards.parse_cards(
        ["AS", "JH", *ACE_NO_FACE[2:]])])  # a jack is a face card


def test_ace_no_face_asks_every_seat_so_being_asked_tells_nothing() -> None:
    """"Prior to the beginning of bidding, a player *may* declare": a holder may also stay
    silent, so every seat is asked in turn from the dealer's left, holder or not. Asking
    only holders would tell the table who holds "ace, no face" (a hidden hand) even when
    they chose to stay silent."""
    for hands in ({1: ACE_NO_FACE}, {1: ["AS", "AH", *ACE_NO_FACE[2:]]}):
        g = new(hands, ace_no_face=True)
        asked = []
        while g.view(None)["phase"] == "announce":
            seat = g.waiting_for()[0]
            asked.append(seat)
            g.apply(seat, Action("decline"))
        assert asked == [1, 2, 3, 0] and g.view(None)["phase"] == "bid"


def test_ace_no_face_only_the_partner_decides_on_the_redeal() -> None:
    """"Upon making this declaration, the player's partner may agree to have the hand
    redealt by the same dealer. The opposing partnership does not have any input into
    this decision." """
    g = new({1: ACE_NO_FACE}, ace_no_face=True)
    g.apply(1, Action("announce"))
    assert g.waiting_for() == [3]
    for opp in (0, 2):
        with pytest.raises(IllegalAction):
            g.apply(opp, Action("redeal"))
    before = g.view(None)["hand"]
    ev = [e.for_seat(None) for e in g.apply(3, Action("redeal"))]
    assert any(e["type"] == "deal" and e["redeal"] and e["dealer"] == 0 for e in ev)
    v = g.view(None)
    assert v["dealer"] == 0 and v["hand"] == before  # same dealer, not a new deal
    assert v["phase"] == "announce" and g.waiting_for() == [1]


def test_ace_no_face_played_on_bars_nullo_for_both_partners() -> None:
    """"If the partnership declaring 'ace, no face' decides to play on, they may not make
    a nullo bid" (R6: both members)."""
    g = new({1: ACE_NO_FACE}, ace_no_face=True)
    g.apply(1, Action("announce"))
    g.apply(3, Action("play-on"))
    while g.view(None)["phase"] == "announce":
        g.apply(g.waiting_for()[0], Action("decline"))
    assert g.waiting_for() == [1]
    assert "nullo" not in {a.call for a in g.legal_actions(1)}
    with pytest.raises(IllegalAction, match="no nullo"):
        g.apply(1, Action("bid", call="nullo"))
    call(g, "7S")
    call(g, "nullo")  # seat 2 (the other side) may
    call(g, "pass")
    assert g.waiting_for() == [0]
    call(g, "pass")
    assert g.waiting_for() == [1]  # seat 3 passed; the nullo bid stands against seat 1
    call(g, "pass")
    assert g.view(None)["contract_code"] == "nullo"


def test_f3_every_seat_is_asked_so_being_asked_tells_nothing() -> None:
    g = new({}, ace_no_face=True)
    asked = []
    while g.view(None)["phase"] == "announce":
        s = g.waiting_for()[0]
        asked.append(s)
        g.apply(s, Action("decline"))
    assert asked == [1, 2, 3, 0] and g.view(None)["phase"] == "bid"


def test_exact_frequency_of_ace_no_face_against_seeded_deals() -> None:
    """The exact chance that a given seat holds "ace, no face" is
    4 C(28, 9) / C(45, 10) (one of 4 aces, nine of the 28 cards 4-10); 2,500 seeded
    deals (10,000 hands) match it within 4 standard errors (the benchmark deals 100,000)."""
    p = 4 * comb(28, 9) / comb(45, 10)
    hits = hands = 0
    for seed in range(2500):
        g = parlour.new_game("five-hundred", seed=seed)
        for s in range(4):
            hands += 1
            hits += ace_no_face(g.zones[f"hand:{s}"].cards)  # type: ignore[arg-type]
    se = (p * (1 - p) / hands) ** 0.5
    assert abs(hits / hands - p) < 4 * se, (hits, hands, p)


# ----- bidding -----------------------------------------------------------------------------

def test_bidding_begins_left_of_the_dealer_and_continues_to_the_left() -> None:
    """"Bidding begins with the player to the dealer's left, and continues to the left,
    with players either bidding or passing." """
    g = new({})
    order = []
    for c in ("7S", "7C", "pass", "7D"):
        order.append(g.waiting_for()[0])
        call(g, c)
    assert order == [1, 2, 3, 0]
    with pytest.raises(IllegalAction, match="seat 1's turn"):
        g.apply(2, Action("bid", call="8S"))


def test_a_bid_is_tricks_and_a_trump_suit() -> None:
    """"A bid consists of both a number of tricks the partnership is aiming to win, and a
    trump suit, such as 'seven spades'." """
    g = new({})
    calls = {a.call for a in g.legal_actions(1)}
    assert {"7S", "7C", "7D", "7H", "7NT", "10NT", "pass"} <= calls
    with pytest.raises(IllegalAction):
        g.apply(1, Action("bid", call="11S"))
    assert g.label(Action("bid", call="7S"), 1) == "Seven spades (140)"


def test_a_bid_may_be_typed_in_any_case() -> None:
    """"7s", "7nt", "Pass" are the calls 7S, 7NT and pass (cards are accepted that way too)."""
    g = new({})
    for typed in ("7s", "7nt", "Pass"):
        g.apply(g.waiting_for()[0], Action("bid", call=typed))
    assert [c for _, c in g.auction.calls] == ["7S", "7NT", "pass"]  # type: ignore[attr-defined]
    with pytest.raises(IllegalAction, match="'7x' is not a bid"):
        g.apply(g.waiting_for()[0], Action("bid", call="7x"))


def test_ruling_r5_inkle_only_for_the_first_two_bidders_on_their_first_call() -> None:
    """"Bids of six, called inkle (as in 'inkle clubs'), are only available to the first
    two bidders; thereafter minimum bids start at seven." """
    g = new({})
    assert "6C" in {a.call for a in g.legal_actions(1)}
    assert g.label(Action("bid", call="6C"), 1) == "Six clubs (inkle, 60)"
    assert g.label(Action("bid", call="7S"), 1) == "Seven spades (140)"
    call(g, "6S")
    assert "6C" in {a.call for a in g.legal_actions(2)}
    call(g, "6C")
    assert not [a for a in g.legal_actions(3) if a.call.startswith("6")]
    with pytest.raises(IllegalAction, match="inkle"):
        g.apply(3, Action("bid", call="6H"))
    call(g, "7S", "pass")
    assert not [a for a in g.legal_actions(1) if a.call.startswith("6")]  # not on a 2nd call


def test_bids_rank_by_score_value() -> None:
    """"Bids are ranked according to their score value": seven spades (140) outranks six
    no trump (120) but not seven clubs (160)."""
    assert [VALUE[c] for c in ("6S", "6NT", "7S", "7H", "8S", "10H", "10NT")] == \
        [40, 120, 140, 200, 240, 500, 520]
    g = new({})
    call(g, "7C")
    calls = {a.call for a in g.legal_actions(2)}
    assert "7S" not in calls and "7C" not in calls and "7D" in calls
    with pytest.raises(IllegalAction, match="higher"):
        g.apply(2, Action("bid", call="7S"))


def test_nullo_counts_250_and_is_outbid_by_any_eight() -> None:
    """"a special bid of nullo, which counts for 250" ... "Nullo is outbid by any bid of
    eight or more" (F4: even eight spades, worth 240)."""
    assert VALUE["nullo"] == 250
    assert LADDER.rank("7NT") < LADDER.rank("nullo") < LADDER.rank("8S")
    g = new({})
    call(g, "7NT", "nullo")
    calls = {a.call for a in g.legal_actions(3)}
    assert "8S" in calls and "7NT" not in calls and "nullo" not in calls


def test_grand_nullo_only_after_the_partners_nullo_and_it_cannot_be_outbid() -> None:
    """"A grand nullo can only be bid if the player's partner has previously bid nullo";
    "grand nullo cannot be outbid" (F4: it ranks above ten no trump)."""
    g = new({})
    assert "grand-nullo" not in {a.call for a in g.legal_actions(1)}
    call(g, "nullo")
    with pytest.raises(IllegalAction, match="partner has bid nullo"):
        g.apply(2, Action("bid", call="grand-nullo"))  # seat 1 is not seat 2's partner
    call(g, "10NT")
    assert "grand-nullo" in {a.call for a in g.legal_actions(3)}  # above ten no trump
    g2 = new({})
    call(g2, "nullo", "pass", "grand-nullo")  # seat 3, partner of seat 1
    assert VALUE["grand-nullo"] == 510
    assert g2.waiting_for() == [0] and [a.call for a in g2.legal_actions(0)] == ["pass"]
    call(g2, "pass", "pass")  # seat 0, then seat 1
    v = g2.view(None)
    assert v["contract_code"] == "grand-nullo" and v["declarer"] == 3


def test_all_pass_no_trumps_and_no_contract() -> None:
    """"If all players pass without bidding, the game is played with no trumps and no
    contract" and "The middle is not exposed"; the dealer's left leads (F7)."""
    g = new({})
    call(g, "pass", "pass", "pass", "pass")
    v = g.view(None)
    assert v["phase"] == "play" and v["contract_code"] is None and v["declarer"] is None
    assert g.waiting_for() == [1]
    for seat in range(4):
        assert cards_of(g, "middle", seat) == ["??"] * 5


def test_ruling_r4_bidding_lasts_three_rounds_and_a_pass_is_final() -> None:
    """"Otherwise, bidding continues for three rounds." (R4: a pass is final; after three
    complete orbits the high bid stands.)"""
    g = new({})
    call(g, "7S", "pass", "7C", "7D")  # orbit 1: seat 2 passed for good
    assert g.waiting_for() == [1]
    call(g, "7H", "8S", "8C")          # orbit 2 (seat 2 skipped)
    call(g, "8D", "8H", "9S")          # orbit 3
    v = g.view(None)
    assert v["phase"] == "discard" and v["contract_code"] == "9S" and v["declarer"] == 0


def test_the_final_bidder_is_the_declarer_and_the_bid_the_contract() -> None:
    """"The final bidder becomes the declarer, and their bid becomes the contract for
    that partnership" """
    g = new({})
    call(g, "7S", "8H", "pass", "pass", "pass")
    v = g.view(None)
    assert v["declarer"] == 2 and v["contract_code"] == "8H"
    assert v["contract"] == "Eight hearts"


# ----- the middle -----------------------------------------------------------------------------

def test_the_declarer_takes_the_middle_and_discards_five_face_down() -> None:
    """"Normal bid or nullo (i.e. not grand nullo): the declarer takes the cards in the
    middle into their hand, and discards five cards, face down, back into the middle." """
    mid = ["AH", "KH", "QH", "6H", "QS"]
    g = new(RANKS, mid)
    call(g, "7D", "pass", "pass", "pass")
    assert g.waiting_for() == [1] and g.view(None)["phase"] == "discard"
    assert set(mid) <= set(cards_of(g, "hand:1", 1)) and len(cards_of(g, "hand:1", 1)) == 15
    with pytest.raises(IllegalAction, match="discard"):
        g.apply(1, Action("play", card="4D"))
    discard(g, "4C", "5C", "6C", "4S", "5S")
    assert len(cards_of(g, "hand:1", 1)) == 10
    full = {z["id"]: z for z in g.full_view()["zones"]}
    assert sorted(full["middle"]["cards"]) == sorted(["4C", "5C", "6C", "4S", "5S"])
    for seat in (0, 2, 3):  # face down: only the declarer knows them
        assert g.view(seat)["zones"][4]["id"] == "middle"
        assert set(cards_of(g, "middle", seat)) == {"??"}
    # the declarer knows what it laid away: its view shows all five
    assert sorted(cards_of(g, "middle", 1)) == sorted(["4C", "5C", "6C", "4S", "5S"])
    assert g.view(None)["phase"] == "play" and g.waiting_for() == [1]


def test_grand_nullo_double_exchange() -> None:
    """"Grand nullo: the player bidding grand nullo takes the middle into their hand and
    discards five cards. Their partner, the player bidding nullo, takes the five discards
    into their hand and discards five cards themselves." """
    mid = ["AH", "KH", "QH", "6H", "QS"]
    g = new({3: ["4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC", "QC", "KC"]}, mid)
    call(g, "nullo", "pass", "grand-nullo")
    assert g.view(0)["prompt"] == "No call beats grand nullo: pass."  # "cannot be outbid"
    call(g, "pass", "pass")
    assert g.waiting_for() == [3]
    discard(g, "QC", "KC", "AH", "KH", "QH")
    assert g.waiting_for() == [1] and g.view(None)["phase"] == "discard"
    held1 = cards_of(g, "hand:1", 1)
    assert {"QC", "KC", "AH", "KH", "QH"} <= set(held1) and len(held1) == 15
    discard(g, *held1[:5])
    assert g.view(None)["phase"] == "play" and g.waiting_for() == [3]  # the declarer leads
    assert sorted(g.full_view()["zones"][4]["cards"]) == sorted(held1[:5])


# ----- the play -----------------------------------------------------------------------------

def test_the_declarer_leads_to_the_first_trick() -> None:
    """"The declarer leads to the first trick, unless there is no declarer, in which case
    the player to the dealer's left leads. Play continues to the left." """
    g = new({})
    call(g, "pass", "7S", "pass", "pass")
    discard(g, *cards_of(g, "hand:2", 2)[:5])
    assert g.waiting_for() == [2]


def test_follow_suit_if_able_otherwise_any_card() -> None:
    """"All players must follow suit, if able; otherwise, they may play any card." """
    g = seven_diamonds()
    play(g, "4D", "AD", "JH", "JD")  # seat 0 leads
    play(g, "AC")
    assert legal_cards(g, 1) == {"4C", "5C", "6C"}
    with pytest.raises(IllegalAction, match="follow suit"):
        g.apply(1, Action("play", card="4S"))
    play(g, "4C")
    assert legal_cards(g, 2) == {"7C", "8C", "9C"}
    g2 = new({1: ["4H", "5H", "6H", "4C", "5C", "6C", "4D", "5D", "6D", "7D"],
              2: ["AC", "KC", "QC", "JC", "TC", "9C", "8C", "7C", "AD", "KD"]},
             ["4S", "5S", "6S", "7S", "8S"])
    call(g2, "7S", "pass", "pass", "pass")
    discard(g2, "4C", "5C", "6C", "4D", "5D")
    play(g2, "4H")
    assert legal_cards(g2, 2) == set(cards_of(g2, "hand:2", 2))  # void in hearts: anything
    assert len(legal_cards(g2, 2)) == 10


def test_joker_lead_the_leader_names_a_suit_the_others_must_follow() -> None:
    """"If the joker is led, the leader declares a suit which the other three players must
    follow" (R2: in no-trump hands; the joker then wins)."""
    hands = {1: ["JK", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS"],
             2: ["4D", "5D", "6D", "7D", "8D", "9D", "TD", "JD", "QD", "KD"],
             3: ["AD", "AC", "KC", "4H", "5H", "6H", "7H", "8H", "9H", "TH"]}
    g = new(hands, ["4C", "5C", "6C", "7C", "8C"])
    call(g, "7NT", "pass", "pass", "pass")
    discard(g, "4C", "5C", "6C", "7C", "8C")
    play(g, "JK")
    assert g.waiting_for() == [1] and {a.type for a in g.legal_actions(1)} == {"nominate"}
    assert g.view(2)["prompt"] == "Waiting for seat 1 to name the suit for the joker."
    with pytest.raises(IllegalAction, match="not a suit"):
        g.apply(1, Action("nominate", suit="Hearts"))
    with pytest.raises(IllegalAction, match="name the suit"):
        g.apply(1, Action("play", card="4S"))
    with pytest.raises(IllegalAction):
        g.apply(2, Action("play", card="4D"))
    g.apply(1, Action("nominate", suit="diamonds"))
    assert g.view(None)["called"] == "diamonds"
    assert legal_cards(g, 2) == set(hands[2])
    play(g, "KD")
    assert legal_cards(g, 3) == {"AD"}
    play(g, "AD")
    ev = play(g, g.legal_actions(0)[0].card)
    assert ev[-1]["seat"] == 1  # the joker wins


def test_ruling_r2_the_joker_led_in_a_trump_contract_is_a_trump_lead() -> None:
    g = seven_diamonds()
    play(g, "4D", "AD", "JH", "7D")  # seat 3 wins; construct seat 1's joker lead instead
    g2 = new(RANKS, RANKS_MIDDLE)
    call(g2, "7D", "pass", "pass", "pass")
    discard(g2, *RANKS_MIDDLE)
    play(g2, "JK")
    assert {a.type for a in g2.legal_actions(2)} == {"play"}  # no nomination
    assert legal_cards(g2, 2) == {"AD", "KD"}  # a trump lead: follow with trumps


def test_f5_the_joker_leader_may_not_name_a_suit_it_showed_out_of() -> None:
    """"although this suit cannot be one which the player has already demonstrated they
    would be unable to follow themselves." """
    hands = {0: ["AC", "4C", "5C", "4S", "6D", "7D", "8D", "9D", "TD", "KD"],
             1: ["JK", "AS", "KS", "QS", "4H", "5H", "6H", "7H", "8H", "9H"],
             2: ["6C", "7C", "8C", "9C", "5S", "6S", "7S", "TH", "JH", "QH"],
             3: ["TC", "JC", "QC", "KC", "8S", "9S", "TS", "JS", "KH", "AH"]}
    g = new(hands, ["4D", "5D", "JD", "QD", "AD"])
    call(g, "pass", "pass", "pass", "7NT")  # seat 0 declares and leads
    discard(g, "4D", "5D", "JD", "QD", "AD")
    play(g, "AC", "4H", "6C", "TC")  # seat 1 shows out of clubs
    play(g, "4S", "AS", "5S", "8S")  # seat 1 wins and leads
    play(g, "JK")
    assert {a.suit for a in g.legal_actions(1)} == {"diamonds", "hearts", "spades"}
    with pytest.raises(IllegalAction, match="no clubs"):
        g.apply(1, Action("nominate", suit="clubs"))


def test_the_winner_of_a_trick_leads_the_next() -> None:
    """"The individual player that won the trick leads to the next one." """
    g = seven_diamonds()
    play(g, "4D", "AD", "JH", "7D")  # seat 3's left bower wins
    assert g.waiting_for() == [3]
    assert g.view(None)["tricks"] == [0, 0, 0, 1]


def test_collected_tricks_go_to_a_pile_in_front_of_one_partner() -> None:
    """"Collected tricks are not added to the hand, but rather kept in a discard pile in
    front of one of the partners." """
    g = seven_diamonds()
    play(g, "4D", "AD", "JH", "7D")
    full = {z["id"]: z for z in g.full_view()["zones"]}
    assert sorted(full["tricks:1"]["cards"]) == sorted(["4D", "AD", "JH", "7D"])
    assert full["tricks:1"]["owner"] == 1 and len(full["hand:3"]["cards"]) == 9


def test_nullo_the_partner_sits_out_and_tricks_have_three_cards() -> None:
    """"A bid of nullo is a bid of zero tricks with no trump, and the player's partner
    sits out of the hand." """
    g = new({})
    call(g, "nullo", "pass", "pass", "pass")
    discard(g, *cards_of(g, "hand:1", 1)[:5])
    v = g.view(None)
    assert v["sitting_out"] == 3 and g.waiting_for() == [1]
    for _ in range(3):
        s = g.waiting_for()[0]
        assert s != 3
        g.apply(s, g.legal_actions(s)[0])
    assert len(g.view(None)["last_trick"]) == 3
    assert len(cards_of(g, "hand:3", 3)) == 10
    assert set(cards_of(g, "hand:3", 0)) == {"??"}  # the idle hand stays hidden


def test_nullo_play_continues_to_the_left_past_the_idle_partner() -> None:
    """"Play continues to the left" and, in nullo, "the player's partner sits out of the
    hand": seat 2 declares nullo and leads, seat 0 sits out, so each trick goes 2, 3, 1
    from its leader round to the left."""
    g = new({})
    call(g, "pass", "nullo", "pass", "pass")
    assert g.view(None)["declarer"] == 2
    discard(g, *cards_of(g, "hand:2", 2)[:5])
    assert g.view(None)["sitting_out"] == 0
    order = []
    for _ in range(3):
        s = g.waiting_for()[0]
        order.append(s)
        g.apply(s, g.legal_actions(s)[0])
    assert order == [2, 3, 1] and g.view(None)["last_seats"] == [2, 3, 1]
    assert len(cards_of(g, "hand:0", 0)) == 10


def test_all_ten_tricks_are_played_even_when_the_nullo_is_lost() -> None:
    """"The hand must be played out to the end, despite the fact that the outcome of the
    contract may have been decided. This is even true for nullo and grand nullo hands." """
    hands = {1: ["JK", "AD", "AC", "AS", "KD", "KC", "KS", "QD", "QC", "QS"]}
    g = new(hands, ["4H", "5H", "6H", "7H", "8H"])
    call(g, "nullo", "pass", "pass", "pass")
    discard(g, "4H", "5H", "6H", "7H", "8H")
    events = finish(g)
    tricks = [e for e in events if e["type"] == "trick"]
    assert len(tricks) == 10
    score = next(e for e in events if e["type"] == "score")
    assert score["made"] is False


# ----- scoring -----------------------------------------------------------------------------

def test_made_contract_scores_its_value_without_bonus_for_extra_tricks() -> None:
    """"If they fulfilled the contract, they score the value of the contract, as shown in
    the above table." ... "There is no penalty or bonus for exceeding the contract" """
    assert hand_score("7S", 0, [7, 3]) == ([140, 30], True)
    assert hand_score("7S", 0, [10, 0]) == ([140, 0], True)
    g = new(STRONG, LOW_HEARTS)
    call(g, "7D", "pass", "pass", "pass")
    discard(g, "4H", "5H", "6H", "7H", "8H")
    score = next(e for e in finish(g) if e["type"] == "score")
    team = score["points"]
    assert team[1] == 180  # seven diamonds, whatever the extra tricks
    assert g.view(None)["scores"] == [team[0], 180, team[0], 180]


def test_broken_contract_is_charged_against_the_declarers() -> None:
    """"If the partnership broke contract by failing to collect the contracted number of
    tricks (or by collecting one or more tricks on a nullo bid), the value of the
    contract is charged against them." """
    assert hand_score("8H", 1, [4, 6]) == ([40, -300], False)
    assert hand_score("nullo", 0, [1, 9]) == ([-250, 10], False)
    assert hand_score("grand-nullo", 0, [0, 10]) == ([510, 0], True)


def test_defenders_score_ten_a_trick_and_against_nullo_ten_a_declarers_trick() -> None:
    """"Regardless of the outcome of the contract, the defenders score 10 points for each
    trick collected. In nullo and grand nullo hands, the defenders score 10 points for
    each collected by the declarer's partnership." """
    assert hand_score("7C", 0, [9, 1])[0][1] == 10
    assert hand_score("7C", 0, [5, 5])[0][1] == 50
    assert hand_score("nullo", 1, [7, 3])[0][0] == 30
    assert hand_score("nullo", 1, [10, 0]) == ([0, 250], True)


def test_no_contract_both_sides_score_ten_a_trick() -> None:
    """"In a no-contract hand where all players passed without bidding, both partnerships
    score 10 points per trick." """
    g = new({})
    call(g, "pass", "pass", "pass", "pass")
    score = next(e for e in finish(g) if e["type"] == "score")
    tricks = g.history[-1]["tricks"]  # type: ignore[attr-defined]
    assert score["points"] == [10 * tricks[0], 10 * tricks[1]] and sum(tricks) == 10


def test_the_player_left_of_the_dealer_deals_the_next_hand() -> None:
    """"The player to the left of the dealer deals the next hand." """
    g = new({})
    call(g, "pass", "pass", "pass", "pass")
    finish(g)
    v = g.view(None)
    assert v["phase"] == "scored" and g.waiting_for() == [1]
    with pytest.raises(IllegalAction):
        g.apply(0, Action("deal"))
    g.apply(1, Action("deal"))
    assert g.view(None)["dealer"] == 1 and g.waiting_for() == [2]


# ----- end of game ---------------------------------------------------------------------------

def _hand_to_score(g: parlour.Game, calls: list[str], throw: list[str] | None = None) -> dict[str, Any]:
    call(g, *calls)
    if g.view(None)["phase"] == "discard":
        s = g.waiting_for()[0]
        discard(g, *(throw or cards_of(g, f"hand:{s}", s)[:5]))
    return next(e for e in finish(g) if e["type"] == "score")


STRONG = {1: ["JK", "JD", "JH", "AD", "KD", "QD", "TD", "9D", "8D", "7D"]}
LOW_HEARTS = ["4H", "5H", "6H", "7H", "8H"]
"""Seat 1 holds the top ten diamonds with the joker and both bowers: ten diamonds made."""


def test_a_made_contract_past_500_wins() -> None:
    """"Game play continues until one partnership exceeds a score of 500 by fulfilling a
    contract." (Target 485 here, so that one defending trick passes it.)"""
    second = stack({3: STRONG[1]}, LOW_HEARTS, dealer=1)
    g = parlour.new_game("five-hundred", seed=1, options={"ace_no_face": False, "target": 485},
                         deck=[stack(STRONG, LOW_HEARTS), second])
    _hand_to_score(g, ["10D", "pass", "pass", "pass"], LOW_HEARTS)
    assert g.view(None)["scores"][1] == 480 and not g.is_over()
    g.apply(1, Action("deal"))  # seat 1 deals; seat 2 calls first
    defended = g.clone()
    _hand_to_score(g, ["pass", "7D", "pass", "pass"], LOW_HEARTS)  # seat 3 declares
    res = g.result()
    assert res is not None and res.winners == [1, 3] and res.scores[1] == 660
    _hand_to_score(defended, ["7S", "pass", "pass", "pass"])  # seats 0 and 2 declare
    assert defended.view(None)["scores"][1] > 485 and not defended.is_over()


def test_exceeding_500_by_defending_does_not_win() -> None:
    """"If a partnership exceeds 500 by scoring tricks as defenders or on a no-contract
    hand, play continues." """
    g = new({}, target=30)
    _hand_to_score(g, ["pass", "pass", "pass", "pass"])
    assert max(g.view(None)["scores"]) > 30 and not g.is_over()
    assert g.view(None)["phase"] == "scored"


def test_ruling_r7_exceed_by_default_reach_as_a_variant() -> None:
    """R7: by default the side must exceed the target; ``reach-500`` wins on reaching it."""
    g = new(STRONG, LOW_HEARTS, target=480)
    _hand_to_score(g, ["10D", "pass", "pass", "pass"], LOW_HEARTS)
    assert g.view(None)["scores"][1] == 480 and not g.is_over()
    g2 = new(STRONG, LOW_HEARTS, target=480, variant="reach-500")
    _hand_to_score(g2, ["10D", "pass", "pass", "pass"], LOW_HEARTS)
    res = g2.result()
    assert res is not None and res.winners == [1, 3] and "reaching 480" in res.reason


def test_a_made_contract_past_the_target_wins() -> None:
    g = new(STRONG, LOW_HEARTS, target=470)
    _hand_to_score(g, ["10D", "pass", "pass", "pass"], LOW_HEARTS)
    res = g.result()
    assert res is not None and res.winners == [1, 3] and res.scores == [0.0, 480.0, 0.0, 480.0]


def test_minus_500_loses() -> None:
    """"If a partnership ever reaches a score of -500, they automatically lose and the
    game ends." """
    hands = {2: ["JK", "JD", "JH", "AD", "KD", "QD", "TD", "9D", "8D", "7D"]}
    g = new(hands, ["4H", "5H", "6H", "7H", "8H"], lose_at=-400)
    _hand_to_score(g, ["10NT", "pass", "pass", "pass"])  # seat 1 cannot make ten no trump
    assert g.view(None)["scores"][1] <= -400
    res = g.result()
    assert res is not None and res.winners == [0, 2] and "fell to" in res.reason


def test_trick_piles_are_labelled_per_partnership() -> None:
    """Tricks are won by partnerships: each side's pile (kept by its first seat) reads as
    the partnership's in the terminal, never as the keeping seat's own tricks."""
    g = seven_diamonds()
    for c in ("4D", "AD", "JH", "JD"):
        play(g, c)  # seat 0's right bower wins: the trick goes to seats 0 and 2
    names = ["Ann", "Bob", "Cy", "Di"]

    def shown(seat: int) -> str:
        buf = io.StringIO()
        table = render_view(g.view(seat), names, pres=presentation(g))
        Console(file=buf, width=200, color_system=None).print(table)
        return buf.getvalue()

    mine, partner = shown(0), shown(2)
    assert "Your partnership tricks" in mine and "Bob's partnership tricks" in mine
    assert "Ann (partner)'s partnership tricks" in partner
    assert "tricks won" not in mine + partner
