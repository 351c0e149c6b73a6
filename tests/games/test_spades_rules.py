"""Spades: one test per rule sentence of seed 003, section "Denexa Games Ace of Spades".

Positions come from stacked decks (``stack``): the dealer (seat 0 in the first hand)
deals one card at a time from its left, so ``deck[k::4]`` is the hand of seat
``dealer + 1 + k``. The helpers here are shared by the other Spades test modules.
"""

from __future__ import annotations

from typing import Any

import pytest

import parlour
from parlour import Action, IllegalAction, InvalidOption
from parlour.cards import deck52

SUITS = {"C": [f"{r}C" for r in "A23456789TJQK"], "D": [f"{r}D" for r in "A23456789TJQK"],
         "H": [f"{r}H" for r in "A23456789TJQK"], "S": [f"{r}S" for r in "A23456789TJQK"]}

# ----- helpers shared by the Spades tests ---------------------------------------------------


def stack(hands: dict[int, list[str]], dealer: int = 0) -> list[str]:
    """A 52-card deck (top first) dealing ``hands[seat]`` to each seat named; the other
    cards fill every hand up to 13 in pack order."""
    named = {c for h in hands.values() for c in h}
    rest = [str(c) for c in deck52() if str(c) not in named]
    full = {s: list(hands.get(s, [])) for s in range(4)}
    for s in range(4):
        while len(full[s]) < 13:
            full[s].append(rest.pop(0))
    deck = []
    for k in range(13):
        for i in range(4):
            deck.append(full[(dealer + 1 + i) % 4][k])
    return deck


def new(hands: dict[int, list[str]] | list[dict[int, list[str]]], variant: str = "standard",
        seed: int = 1, **options: Any) -> parlour.Game:
    """A game from one stacked deal (or one per hand, dealers 0, 1, 2...)."""
    deck: Any
    if isinstance(hands, list):
        deck = [stack(h, dealer=i % 4) for i, h in enumerate(hands)]
    else:
        deck = stack(hands)
    return parlour.new_game(f"spades:{variant}", 4, seed=seed, options=options or None, deck=deck)


def bid(g: parlour.Game, *bids: int) -> None:
    """Everyone bids, in turn from the current bidder."""
    for n in bids:
        g.apply(g.waiting_for()[0], Action("bid", tricks=n))


def play(g: parlour.Game, seat: int, card: str) -> list[dict[str, Any]]:
    return [e.for_seat(seat) for e in g.apply(seat, Action("play", card=card))]


def hand(g: parlour.Game, seat: int) -> list[str]:
    cards: list[str] = next(z for z in g.view(seat)["zones"] if z["id"] == f"hand:{seat}")["cards"]
    return cards


def finish_hand(g: parlour.Game) -> list[dict[str, Any]]:
    """Play the current hand out, each seat playing its first legal card; return the
    public events."""
    events: list[dict[str, Any]] = []
    start = g.view(None)["hand"]
    while not g.is_over() and g.view(None)["hand"] == start:
        s = g.waiting_for()[0]
        events += [e.for_seat(None) for e in g.apply(s, g.legal_actions(s)[0])]
    return events


MONOPOLY = {1: SUITS["S"], 2: SUITS["H"], 3: SUITS["D"], 0: SUITS["C"]}
"""Seat 1 (first to lead) holds every spade: seats 1 and 3 take all 13 tricks."""
MONOPOLY_0 = {2: SUITS["S"], 1: SUITS["H"], 3: SUITS["D"], 0: SUITS["C"]}
"""Seat 2 holds every spade: seats 0 and 2 take all 13 tricks."""


# ----- players and deal -----------------------------------------------------------------------

def test_spades_is_for_four_players() -> None:
    """"Spades is a game for four, in partnerships of two." """
    for n in (2, 3, 5):
        with pytest.raises(InvalidOption, match="for 4 players"):
            parlour.new_game("spades", n)
    assert parlour.new_game("spades", seed=1).players == 4


def test_partners_sit_across_and_turns_alternate_between_partnerships() -> None:
    """"partners sitting across from one another, so that the turn of play alters
    between partnerships when going clockwise." """
    g = new({})
    order = []
    for _ in range(4):
        s = g.waiting_for()[0]
        order.append(s)
        g.apply(s, Action("bid", tricks=3))
    assert order == [1, 2, 3, 0]
    assert [s & 1 for s in order] == [1, 0, 1, 0]
    assert g.view(None)["contracts"] == [6, 6]  # seats 0+2 and 1+3 are the partnerships


def test_deal_thirteen_cards_each_from_a_standard_deck() -> None:
    """"Spades uses a standard deck of 52 cards." / "Shuffle and deal thirteen cards to
    each player." """
    g = parlour.new_game("spades", seed=5)
    full = g.full_view()["zones"]
    hands = [z["cards"] for z in full if z["id"].startswith("hand:")]
    assert [len(h) for h in hands] == [13] * 4
    assert sorted(c for h in hands for c in h) == sorted(str(c) for c in deck52())


def test_stacked_deck_deals_one_at_a_time_from_the_dealers_left() -> None:
    g = new({1: SUITS["S"], 2: SUITS["H"], 3: SUITS["D"], 0: SUITS["C"]})
    assert set(hand(g, 1)) == set(SUITS["S"])
    assert set(hand(g, 0)) == set(SUITS["C"])
    assert hand(g, 1)[-1] == "AS" and hand(g, 1)[0] == "2S"  # sorted, aces high


def test_a_seat_sees_only_its_own_hand() -> None:
    g = new(MONOPOLY)
    v = g.view(2)
    for z in v["zones"]:
        if z["id"] == "hand:1":
            assert z["cards"] == ["??"] * 13
    assert all(c == "??" for z in g.view(None)["zones"] if z["id"].startswith("hand")
               for c in z["cards"])


# ----- bidding ------------------------------------------------------------------------------

def test_bidding_starts_left_of_the_dealer_and_goes_clockwise() -> None:
    g = new({})
    assert g.view(None)["dealer"] == 0 and g.waiting_for() == [1]
    with pytest.raises(IllegalAction, match="seat 1's turn to bid"):
        g.apply(2, Action("bid", tricks=3))


def test_minimum_declaration_is_two() -> None:
    """"The minimum declaration is two." """
    g = new({})
    assert [a.tricks for a in g.legal_actions(1)] == list(range(2, 14))
    for bad in (0, 1, 14):
        with pytest.raises(IllegalAction, match="from 2 to 13"):
            g.apply(1, Action("bid", tricks=bad))
    g.apply(1, Action("bid", tricks=2))
    assert g.view(None)["bids"] == [None, 2, None, None]


def test_ruling_r4_thirteen_is_the_highest_bid_and_an_unmakeable_contract_is_allowed() -> None:
    """RULINGS 24: maximum bid 13 per player; a contract above 13 is allowed."""
    g = new({})
    bid(g, 13, 13, 13, 13)
    assert g.view(None)["contracts"] == [26, 26]


def test_contract_is_the_sum_of_the_partners_bids() -> None:
    """"The two partners' bids added together forms the contract for that partnership." """
    g = new({})
    bid(g, 3, 4, 5, 2)  # seats 1, 2, 3, 0
    v = g.view(None)
    assert v["bids"] == [2, 3, 4, 5]
    assert v["contracts"] == [2 + 4, 3 + 5]


def test_no_card_may_be_played_during_the_bidding() -> None:
    g = new({1: ["AS"]})
    with pytest.raises(IllegalAction, match="make a bid first"):
        g.apply(1, Action("play", card="AS"))


def test_individual_players_need_not_fulfil_their_own_bids() -> None:
    """"The individual players do not need to fulfill their own bids": seat 1 bids 2 and
    takes 13, seat 3 bids 5 and takes none; the side's contract of 7 is made."""
    g = new(MONOPOLY)
    bid(g, 2, 2, 5, 2)  # seat 1: 2, seat 2: 2, seat 3: 5, seat 0: 2
    events = finish_hand(g)
    score = next(e for e in events if e["type"] == "score")
    assert score["points"] == [0, 7 * 10 + 6]
    assert not g.is_over()
    assert g.view(None)["team_scores"] == [0, 76]


# ----- play ---------------------------------------------------------------------------------

def test_left_of_dealer_leads_and_may_play_any_card() -> None:
    """"The player to the left of the dealer leads to the first trick, and may play any
    card they desire." (S4: even a spade.)"""
    g = new({1: ["AS", "2H", "3D", "4C"]})
    bid(g, 3, 3, 3, 3)
    assert g.waiting_for() == [1] and g.view(None)["phase"] == "play"
    assert len(g.legal_actions(1)) == 13
    play(g, 1, "AS")
    assert g.view(None)["trick_seats"] == [1]


def test_each_player_must_follow_suit_if_able() -> None:
    """"Play continues to the left, with each player following suit if able." """
    g = new({1: ["KH"], 2: ["2H", "AS", "AC"]})
    bid(g, 3, 3, 3, 3)
    play(g, 1, "KH")
    assert g.waiting_for() == [2]
    legal = {a.card for a in g.legal_actions(2)}
    assert legal == {c for c in hand(g, 2) if c.endswith("H")}
    with pytest.raises(IllegalAction, match="must follow suit: hearts were led"):
        g.apply(2, Action("play", card="AS"))
    with pytest.raises(IllegalAction, match="do not hold"):
        g.apply(2, Action("play", card="KH"))


def test_a_void_player_may_play_any_card_particularly_spades() -> None:
    """"If not, they may play any card, particularly spades, which serve as a trump
    suit." """
    g = new({1: ["KH"], 2: SUITS["C"]})  # seat 2 has no hearts
    bid(g, 3, 3, 3, 3)
    play(g, 1, "KH")
    assert len(g.legal_actions(2)) == 13


def test_a_spade_may_not_be_played_while_holding_the_suit_led() -> None:
    """"(This is in contrast to All Fours, where a player may play a trump at any time
    and not just when they are out of the suit led.)" """
    g = new({1: ["KH"], 2: ["2H", "AS"]})
    bid(g, 3, 3, 3, 3)
    play(g, 1, "KH")
    assert Action("play", card="AS") not in g.legal_actions(2)


def test_highest_card_of_the_suit_led_wins() -> None:
    """"The highest played card of the suit led wins the trick" (off-suit cards never
    win, however high)."""
    g = new({1: ["9H"], 2: ["KH"], 3: ["AD"], 0: ["2H"]})
    g.apply(1, Action("bid", tricks=2))
    g.apply(2, Action("bid", tricks=2))
    g.apply(3, Action("bid", tricks=2))
    g.apply(0, Action("bid", tricks=2))
    hearts3 = [c for c in hand(g, 3) if c.endswith("H")]
    assert not hearts3  # seat 3 is void in hearts
    play(g, 1, "9H")
    play(g, 2, "KH")
    play(g, 3, "AD")
    ev = play(g, 0, "2H")
    trick = next(e for e in ev if e["type"] == "trick")
    assert trick["seat"] == 2 and trick["cards"] == ["9H", "KH", "AD", "2H"]


def test_a_spade_wins_and_the_highest_spade_wins() -> None:
    """"unless a spade was played, in which case the highest spade wins." """
    g = new({1: ["AH"], 2: ["2S"] + SUITS["C"][:12], 3: ["5S"] + SUITS["D"][:12], 0: ["KH"]})
    bid(g, 2, 2, 2, 2)
    play(g, 1, "AH")
    play(g, 2, "2S")
    play(g, 3, "5S")
    ev = play(g, 0, "KH")
    trick = next(e for e in ev if e["type"] == "trick")
    assert trick["seat"] == 3


def test_aces_are_high() -> None:
    """"Aces are high." """
    g = new({1: ["KD"], 2: ["AD"], 3: ["2D"], 0: ["QD"]})
    bid(g, 2, 2, 2, 2)
    for s, c in ((1, "KD"), (2, "AD"), (3, "2D")):
        play(g, s, c)
    ev = play(g, 0, "QD")
    assert next(e for e in ev if e["type"] == "trick")["seat"] == 2


def test_the_winner_of_a_trick_leads_the_next() -> None:
    """"The individual player that won the trick leads to the next one." """
    g = new({1: ["KD"], 2: ["AD"], 3: ["2D"], 0: ["QD"]})
    bid(g, 2, 2, 2, 2)
    for s, c in ((1, "KD"), (2, "AD"), (3, "2D"), (0, "QD")):
        play(g, s, c)
    v = g.view(None)
    assert g.waiting_for() == [2] and v["leader"] == 2 and v["turn"] == 2
    assert v["last_trick"] == ["KD", "AD", "2D", "QD"] and v["last_winner"] == 2
    assert len(g.legal_actions(2)) == 12  # a new lead: any card


def test_the_view_says_who_played_the_last_trick() -> None:
    """The last trick stays on show with who played each card (so a reloaded table places
    it by seat), led by seat 1 here, and nothing before the first trick is complete."""
    g = new({1: ["KD"], 2: ["AD"], 3: ["2D"], 0: ["QD"]})
    bid(g, 2, 2, 2, 2)
    assert g.view(None)["last_trick_seats"] == []
    for s, c in ((1, "KD"), (2, "AD"), (3, "2D"), (0, "QD")):
        play(g, s, c)
    v = g.view(0)
    assert v["last_trick_seats"] == [1, 2, 3, 0]
    assert dict(zip(v["last_trick_seats"], v["last_trick"], strict=True))[0] == "QD"


def test_collected_tricks_are_kept_by_the_partnership() -> None:
    """"Collected tricks are not added to the hand, but rather kept in a discard pile in
    front of one of the partners." """
    g = new({1: ["KD"], 2: ["AD"], 3: ["2D"], 0: ["QD"]})
    bid(g, 2, 2, 2, 2)
    for s, c in ((1, "KD"), (2, "AD"), (3, "2D"), (0, "QD")):
        play(g, s, c)
    zones = {z["id"]: z for z in g.view(1)["zones"]}
    assert zones["tricks:0"]["count"] == 4 and zones["tricks:1"]["count"] == 0
    assert zones["trick"]["cards"] == []
    assert [len(hand(g, s)) for s in range(4)] == [12] * 4
    v = g.view(None)
    assert v["tricks"] == [0, 0, 1, 0] and v["team_tricks"] == [1, 0]


# ----- scoring ------------------------------------------------------------------------------

def test_broken_contract_scores_zero() -> None:
    """"If the partnership broke contract by failing to collect the contracted number of
    tricks, they score zero for that hand." """
    g = new(MONOPOLY)
    bid(g, 2, 3, 2, 4)  # seats 0+2 contract 7, take nothing
    events = finish_hand(g)
    score = next(e for e in events if e["type"] == "score")
    assert score["points"][0] == 0
    assert g.view(None)["team_scores"][0] == 0


def test_variant_set_penalty_loses_ten_per_contracted_trick() -> None:
    """RULINGS 24: variant ``spades:set-penalty``: a set side loses 10 x contract."""
    g = new(MONOPOLY, variant="set-penalty")
    bid(g, 2, 3, 2, 4)
    events = finish_hand(g)
    score = next(e for e in events if e["type"] == "score")
    assert score["points"] == [-70, 40 + 9]
    assert g.view(None)["team_scores"] == [-70, 49]


def test_made_contract_scores_ten_per_contracted_trick_and_one_per_bag() -> None:
    """"Otherwise, they score ten points for each trick collected, and one point for each
    trick in excess of the contract, which are referred to as bags." (RULINGS 24: 10 x
    contract + bags.)"""
    g = new(MONOPOLY)
    bid(g, 4, 2, 3, 2)  # seats 1+3 contract 7, take 13: 6 bags
    events = finish_hand(g)
    score = next(e for e in events if e["type"] == "score")
    assert score["points"] == [0, 76]
    assert score["bags"] == [0, 6]
    assert g.view(None)["bags"] == [0, 6, 0, 6]


def test_option_score_literal_counts_ten_per_trick_collected() -> None:
    """RULINGS 24: option ``spades:score=literal``: 10 per trick collected + bags."""
    for g in (new(MONOPOLY, score="literal"), new(MONOPOLY, variant="literal")):
        bid(g, 4, 2, 3, 2)
        events = finish_hand(g)
        score = next(e for e in events if e["type"] == "score")
        assert score["points"] == [0, 130 + 6]


def test_every_ten_bags_cost_one_hundred_points() -> None:
    """"for every ten bags a partnership collects, 100 points is deducted from their
    score!" (S7: the count keeps the bags beyond each ten, across hands.)"""
    g = new([MONOPOLY, MONOPOLY_0])
    bid(g, 4, 2, 3, 2)  # seats 1+3: contract 7, 13 tricks, 6 bags
    finish_hand(g)
    assert g.view(None)["team_scores"] == [0, 76] and g.view(None)["bags"][1] == 6
    # hand 2: dealer 1, seat 2 leads and holds every spade; seats 0+2 bid 4 -> 9 bags
    assert g.view(None)["dealer"] == 1 and g.waiting_for() == [2]
    bid(g, 2, 2, 2, 2)
    events = finish_hand(g)
    score = next(e for e in events if e["type"] == "score")
    assert score["points"] == [49, 0] and g.view(None)["team_scores"] == [49, 76]
    # the third hand: seats 1+3 again collect 6 bags, 12 in all: -100, 2 carried
    g2 = new(MONOPOLY)
    g2.bags[1] = 6  # type: ignore[attr-defined]  # a constructed position: 6 bags carried
    bid(g2, 4, 2, 3, 2)
    events = finish_hand(g2)
    score = next(e for e in events if e["type"] == "score")
    assert score["points"] == [0, 76]
    assert g2.view(None)["team_scores"] == [0, 76 - 100]
    assert g2.view(None)["bags"][1] == 2
    assert "-100 for bags" in next(e for e in events if e["type"] == "score")["text"]


def test_ruling_s8_a_broken_contract_collects_no_bags() -> None:
    g = new(MONOPOLY)
    bid(g, 2, 3, 2, 4)
    finish_hand(g)
    assert g.view(None)["bags"][0] == 0


def test_the_deal_rotates_left_each_hand() -> None:
    """Conventions: the deal moves one seat left per hand (S2)."""
    g = new(MONOPOLY)
    bid(g, 2, 2, 2, 2)
    events = finish_hand(g)
    deal = next(e for e in events if e["type"] == "deal")
    assert deal["dealer"] == 1 and deal["hand"] == 2
    assert g.waiting_for() == [2] and g.view(None)["phase"] == "bid"
    assert [len(hand(g, s)) for s in range(4)] == [13] * 4


# ----- the match ----------------------------------------------------------------------------

def test_first_side_to_500_wins() -> None:
    """"The object of Spades is to score 500 points" """
    g = new(MONOPOLY)
    g.scores[1] = 450  # type: ignore[attr-defined]  # constructed: seats 1+3 near the target
    bid(g, 4, 2, 3, 2)
    finish_hand(g)
    assert g.is_over()
    res = g.result()
    assert res is not None and res.winners == [1, 3] and res.scores == [0.0, 526.0, 0.0, 526.0]
    assert res.placing == [3, 1, 3, 1]
    assert g.actors() == [] and g.legal_actions(1) == []
    with pytest.raises(IllegalAction, match="game is over"):
        g.apply(0, Action("bid", tricks=2))


def test_variant_quick_plays_to_200() -> None:
    """"(although the threshold for winning can be lowered to 200 if a quicker game is
    desired)" """
    assert parlour.new_game("spades:quick", seed=1).options.target == 200
    g = new(MONOPOLY, variant="quick")
    g.scores[1] = 130  # type: ignore[attr-defined]
    bid(g, 4, 2, 3, 2)
    finish_hand(g)
    assert g.is_over() and g.result().winners == [1, 3]  # type: ignore[union-attr]


def test_option_target_is_a_rule_parameter() -> None:
    g = new(MONOPOLY, target=70)
    bid(g, 4, 2, 3, 2)
    finish_hand(g)
    assert g.is_over()
    with pytest.raises(InvalidOption, match="target"):
        parlour.new_game("spades", options={"target": 0})


def test_ruling_r3_both_sides_over_the_target_the_higher_score_wins() -> None:
    """RULINGS 24: both sides reach the target on the same hand: the higher wins."""
    g = new(MONOPOLY, variant="set-penalty")
    g.scores[:] = [510, 510]  # type: ignore[attr-defined]  # constructed: a tie went on
    bid(g, 4, 2, 3, 2)  # seats 0+2 contract 4: set, -40; seats 1+3 +76
    finish_hand(g)
    assert g.is_over()
    assert g.result().winners == [1, 3]  # type: ignore[union-attr]


def test_ruling_r3_an_exact_tie_over_the_target_plays_another_hand() -> None:
    g = new(MONOPOLY)
    g.scores[:] = [576, 500]  # type: ignore[attr-defined]  # constructed position
    bid(g, 4, 2, 3, 2)  # seats 1+3 score 76 -> 576 each
    finish_hand(g)
    assert not g.is_over()
    assert g.view(None)["team_scores"] == [576, 576] and g.view(None)["hand"] == 2


def test_ruling_s9_no_lower_limit() -> None:
    g = new(MONOPOLY, set_penalty=True)  # the text: no lower limit (lose_at off)
    g.scores[0] = -480  # type: ignore[attr-defined]
    bid(g, 13, 13, 13, 13)
    finish_hand(g)
    assert not g.is_over() and g.view(None)["team_scores"][0] == -480 - 260


def test_house_option_deals_ends_after_that_many_deals() -> None:
    """S10: ``deals=1`` plays one deal; the higher score wins, equal scores draw."""
    g = new(MONOPOLY, deals=1)
    bid(g, 4, 2, 3, 2)
    finish_hand(g)
    res = g.result()
    assert g.is_over() and res is not None and res.winners == [1, 3]
    g = new(MONOPOLY, deals=1)
    bid(g, 2, 2, 2, 2)  # 0 for seats 0+2, 49 for seats 1+3
    g.scores[0] = 49  # type: ignore[attr-defined]
    finish_hand(g)
    res = g.result()
    assert res is not None and res.winners == [] and res.placing == [1, 1, 1, 1]


def test_house_option_break_spades() -> None:
    """S4 house option: no spade lead before spades are broken, unless only spades."""
    g = new({1: ["AS", "2H"], 2: ["KH"]}, break_spades=True)
    bid(g, 2, 2, 2, 2)
    assert Action("play", card="AS") not in g.legal_actions(1)
    with pytest.raises(IllegalAction, match="spades have not been broken"):
        g.apply(1, Action("play", card="AS"))
    g = new(MONOPOLY, break_spades=True)  # seat 1 holds only spades
    bid(g, 2, 2, 2, 2)
    assert len(g.legal_actions(1)) == 13


def test_result_details_keep_every_hand() -> None:
    g = new(MONOPOLY, target=70)
    bid(g, 4, 2, 3, 2)
    finish_hand(g)
    res = g.result()
    assert res is not None
    h = res.details["hands"][0]
    assert h["contracts"] == [4, 7] and h["tricks"] == [0, 13] and h["points"] == [0, 76]
    assert res.details["rounds"] == [[0, 76, 0, 76]]


def test_malformed_actions_are_refused_with_a_reason() -> None:
    g = new({1: ["QS", "TH"]})
    for bad, why in ((Action("bid", tricks="3"), "parameter 'tricks' of 'bid' must be a whole number"),
                     (Action("bid", tricks=True), "must be a whole number"),
                     (Action("play", card=7), "parameter 'card' of 'play' must be a card"),
                     (Action("deal", now=True), "action 'deal' has no parameter 'now'"),
                     (Action("dance"), "unknown action type 'dance' for spades")):
        with pytest.raises(IllegalAction, match=why):
            g.apply(1, bad)
    bid(g, 2, 2, 2, 2)
    with pytest.raises(IllegalAction, match="not a card"):
        g.apply(1, Action("play", card="ZZ"))
    with pytest.raises(IllegalAction, match="you do not hold the JK"):
        g.apply(1, Action("play", card="JK"))
    with pytest.raises(IllegalAction, match="bidding is over"):
        g.apply(1, Action("bid", tricks=2))
    assert play(g, 1, "Q♠")[0]["card"] == "QS"  # every spelling of a card is accepted


@pytest.mark.parametrize("spelling", ["TH", "10H", "T♥", "10♥", "th"])
def test_cards_are_accepted_in_every_spelling(spelling: str) -> None:
    g = new({1: ["TH", "2C"]})
    bid(g, 2, 2, 2, 2)
    assert Action("play", card="TH") in g.legal_actions(1)
    assert g.is_legal(1, Action("play", card=spelling))
    assert g.is_legal(1, Action.from_json(g, {"type": "play", "card": spelling}))
    assert play(g, 1, spelling)[0]["card"] == "TH"
    assert g.record()["actions"][-1]["action"] == {"type": "play", "card": "TH"}
    assert g.explain(2, Action("play", card=spelling)) == "you do not hold the TH"


def test_ruling_s11_the_next_dealer_deals_after_the_hand_is_scored() -> None:
    """S11: after the scoring the played cards stay on the table until the next dealer
    sends ``deal``."""
    g = new(MONOPOLY)
    bid(g, 2, 2, 2, 2)
    while g.view(None)["phase"] == "play":
        s = g.waiting_for()[0]
        g.apply(s, g.legal_actions(s)[0])
    v = g.view(3)
    assert v["phase"] == "scored" and v["dealer"] == 1 and g.waiting_for() == [1]
    assert {z["id"]: z["count"] for z in v["zones"]}["tricks:1"] == 52
    assert "Seat 1 deals next" in v["prompt"]
    assert g.legal_actions(1) == [Action("deal")] and g.legal_actions(2) == []
    with pytest.raises(IllegalAction, match="seat 1's turn to deal"):
        g.apply(2, Action("deal"))
    with pytest.raises(IllegalAction, match="deal the next hand"):
        g.apply(1, Action("bid", tricks=2))
    ev = [e.for_seat(None) for e in g.apply(1, Action("deal"))]
    assert ev[0]["type"] == "deal" and ev[0]["dealer"] == 1
    assert g.waiting_for() == [2] and g.view(None)["phase"] == "bid"


def test_labels_name_a_card_only_for_its_holder() -> None:
    g = new(MONOPOLY)
    bid(g, 2, 2, 2, 2)
    a = Action("play", card="AS")
    assert g.label(a, 1) == "Play AS"
    assert g.label(a, 0) == "Play a card" and g.label(a, None) == "Play a card"
    assert g.label(Action("bid", tricks=4), 2) == "Bid 4"
    assert g.targets(a, 1) == [{"zone": "hand:1", "index": 12}]
    g.apply(1, a)
    assert g.label(a, None) == "Play AS"  # played: public


def test_ruling_24_set_penalty_has_no_floor_and_s12_lose_at_is_a_house_option() -> None:
    """RULINGS 24 defines ``set-penalty`` by its penalty alone: the text's only end is
    500 points, so a side may fall as low as it falls. S12: the house option ``lose_at``
    ends the match when a side falls to it (-200 is the common choice)."""
    assert parlour.new_game("spades:set-penalty", seed=1).options.lose_at == 0
    g = new(MONOPOLY, variant="set-penalty")
    g.scores[0] = -150  # type: ignore[attr-defined]  # constructed position
    bid(g, 2, 3, 2, 4)  # seats 0+2 contract 7, take nothing: -70
    finish_hand(g)
    assert not g.is_over() and g.scores[0] == -220  # type: ignore[attr-defined]
    g = new(MONOPOLY, variant="set-penalty", lose_at=-200)
    g.scores[0] = -150  # type: ignore[attr-defined]
    bid(g, 2, 3, 2, 4)
    finish_hand(g)
    res = g.result()
    assert g.is_over() and res is not None and res.winners == [1, 3]
    assert "fell to -220" in res.reason
    with pytest.raises(InvalidOption, match="lose_at"):
        parlour.new_game("spades", options={"lose_at": 10})
