"""Spades: rule sentences and edge cases found in review (seed 003, "Denexa Games Ace of
Spades"; RULINGS 24), driven through the public contract from stacked decks."""

from __future__ import annotations

import pytest

import parlour
from parlour import Action, InvalidOption
from tests.games.test_spades_rules import MONOPOLY, bid, finish_hand, new


def test_break_spades_prompt_lets_a_leader_holding_only_spades_lead_one() -> None:
    """House option ``break_spades`` (S4): a leader holding nothing but spades may lead
    one, so the prompt must not say "any card but a spade" (it contradicted the legal
    list); a leader with another suit is told spades are barred."""
    g = new(MONOPOLY, break_spades=True)  # seat 1 leads and holds only spades
    bid(g, 2, 2, 2, 2)
    assert len(g.legal_actions(1)) == 13
    assert g.view(1)["prompt"] == "Your lead: play any card."
    g = new({1: ["AS", "2H"]}, break_spades=True)
    bid(g, 2, 2, 2, 2)
    assert Action("play", card="AS") not in g.legal_actions(1)
    assert "any card but a spade" in g.view(1)["prompt"]


def _score(events: list[dict[str, object]]) -> dict[str, object]:
    return next(e for e in events if e["type"] == "score")


def test_a_contract_made_exactly_scores_ten_per_trick_and_no_bags() -> None:
    """"Otherwise, they score ten points for each trick collected": a side that takes
    exactly its contract has made it (no bags)."""
    g = new(MONOPOLY)
    bid(g, 7, 2, 6, 2)  # seats 1+3: contract 13, take all 13
    score = _score(finish_hand(g))
    assert score["points"] == [0, 130] and score["bags"] == [0, 0]
    assert "made 13 with 13 tricks" in str(score["text"])


def test_the_hand_is_scored_only_when_all_thirteen_tricks_are_played() -> None:
    """"When all thirteen tricks have been played, each partnership counts the number of
    tricks collected and compares it to the contract." """
    g = new(MONOPOLY)
    bid(g, 4, 2, 3, 2)
    for trick in range(13):
        seen: list[str] = []
        for _ in range(4):
            s = g.waiting_for()[0]
            seen += [e.for_seat(None)["type"] for e in g.apply(s, g.legal_actions(s)[0])]
        assert ("score" in seen) == (trick == 12), trick
    assert g.view(None)["team_tricks"] == [0, 13] and g.view(None)["phase"] == "scored"


def test_turn_of_play_alternates_between_partnerships_in_every_trick() -> None:
    """"partners sitting across from one another, so that the turn of play alters between
    partnerships when going clockwise": in each trick the seats alternate sides."""
    g = new({})
    bid(g, 3, 3, 3, 3)
    for _ in range(13):
        order = []
        for _ in range(4):
            s = g.waiting_for()[0]
            order.append(s)
            g.apply(s, g.legal_actions(s)[0])
        assert [(order[0] + i) % 4 for i in range(4)] == order
        assert [s % 2 for s in order[::2]] == [order[0] % 2] * 2
        assert [s % 2 for s in order[1::2]] == [1 - order[0] % 2] * 2


def test_the_deal_passes_left_around_the_table() -> None:
    """"the next player to the left of the previous dealer deals a new hand": dealers
    0, 1, 2, 3, then 0 again; the dealer's left bids and leads first."""
    g = new({})
    dealers, first = [], []
    for _ in range(5):
        v = g.view(None)
        dealers.append(v["dealer"])
        first.append(g.waiting_for()[0])
        bid(g, 2, 2, 2, 2)
        assert g.waiting_for() == [(v["dealer"] + 1) % 4]  # the dealer's left leads
        finish_hand(g)
    assert dealers == [0, 1, 2, 3, 0] and first == [1, 2, 3, 0, 1]


def test_exactly_ten_bags_cost_one_hundred_and_leave_none() -> None:
    """"for every ten bags a partnership collects, 100 points is deducted from their
    score!": 4 carried + 6 this hand = 10 bags, -100, none carried."""
    g = new(MONOPOLY)
    g.bags[1] = 4  # type: ignore[attr-defined]  # constructed: 4 bags carried
    bid(g, 4, 2, 3, 2)  # seats 1+3: contract 7, 13 tricks, 6 bags
    score = _score(finish_hand(g))
    assert score["points"] == [0, 76] and score["scores"] == [0, -24]
    assert g.view(None)["bags"] == [0, 0, 0, 0]


def test_the_contract_is_recorded_for_every_seat_and_on_the_score_sheet() -> None:
    """"The contract is recorded on the score sheet for future reference": every seat is
    told both contracts when the bidding ends, and the hand's line keeps them."""
    g = new(MONOPOLY, target=70)
    events = []
    for n in (4, 2, 3, 2):
        events += g.apply(g.waiting_for()[0], Action("bid", tricks=n))
    for seat in (0, 1, 2, 3, None):
        contracts = [e.for_seat(seat) for e in events if e.type == "contracts"]
        assert len(contracts) == 1 and contracts[0]["contracts"] == [4, 7]
        assert g.view(seat)["contracts"] == [4, 7]
    finish_hand(g)
    res = g.result()
    assert res is not None and res.details["hands"][0]["contracts"] == [4, 7]


def test_min_bid_above_max_bid_is_refused() -> None:
    """The declaration range is a rule parameter (``min_bid``/``max_bid``); an empty
    range is refused with a clear error."""
    with pytest.raises(InvalidOption, match="min_bid"):
        parlour.new_game("spades", options={"min_bid": 5, "max_bid": 4})
    g = new({}, min_bid=1, max_bid=4)
    assert [a.tricks for a in g.legal_actions(1)] == [1, 2, 3, 4]



def test_break_spades_a_spade_played_on_another_suit_breaks_spades() -> None:
    """House option ``break_spades`` (S4): a spade played by a player void in the suit
    led breaks spades; from then on a spade may be led by a player holding other suits."""
    diamonds = [f"{r}D" for r in "23456789TJQ"]
    g = new({1: ["2H", "3S"], 2: ["AH"], 3: ["2S", "7S", *diamonds], 0: ["5H"]},
            break_spades=True)
    bid(g, 2, 2, 2, 2)
    assert Action("play", card="3S") not in g.legal_actions(1)
    assert g.view(None)["spades_broken"] is False
    for seat, card in ((1, "2H"), (2, "AH"), (3, "2S"), (0, "5H")):  # seat 3 trumps
        g.apply(seat, Action("play", card=card))
    assert g.view(None)["spades_broken"] is True and g.waiting_for() == [3]
    assert Action("play", card="7S") in g.legal_actions(3)
    assert g.view(3)["prompt"] == "Your lead: play any card."
    g.apply(3, Action("play", card="7S"))
    assert g.view(None)["led"] == "spades"
