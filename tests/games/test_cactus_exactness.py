"""Cactus: faults found in an exactness review against seeds 000 and 002, each with the
rule sentence it enforces, driven through the public contract from stacked decks."""

from __future__ import annotations

from tests.games.test_cactus_denexa import act, new, types, zone
from tests.games.test_cactus_rulings import G0, G1, holding_position, quick_turn

# ----- actors: only seats that may act now ---------------------------------------------------


def test_a_seat_whose_every_card_is_already_claimed_is_not_an_actor() -> None:
    """A9 queue: once seat 1 has queued a claim with each of its cards, it has nothing
    left to do until the action completes, so it is not among ``actors()``."""
    g = holding_position()                     # seat 0 holds the QH; the 9D is on top
    for slot in range(4):
        act(g, 1, "match", slot=slot, at=750 + 150 * slot)
    assert g.legal_actions(1) == []
    assert g.actors() == [0]
    assert all(g.legal_actions(s) for s in g.actors())


# ----- A2: the stock rebuilt from the discards -------------------------------------------------


def test_a2_a_rebuild_from_a_single_discard_is_told_in_the_singular() -> None:
    """A2 "keep the discard top, shuffle the rest into a new stock": with one card under
    the top, one card is shuffled in ('1 discard', never '1 discards')."""
    g = new([G0, G1], ["KS", "KH"], penalty_cards=8)
    quick_turn(g, 1)                           # KS discarded
    act(g, 0, "draw", source="stock")
    act(g, 0, "discard")                       # KH on top of the KS; 42 cards in the stock
    for _ in range(5):
        act(g, 0, "match", slot=0)             # 5C against the KH: wrong, 8 penalty cards
    assert len(zone(g, "stock")["cards"]) == 2
    ev = act(g, 0, "match", slot=0)
    assert types(ev) == ["wrong_match", "rebuild", "exhausted"]
    assert ev[1]["cards"] == 1
    assert ev[1]["text"] == "The stock ran out: 1 discard shuffled into a new stock"
    assert zone(g, "discard")["cards"] == ["KH"]


def test_a_single_penalty_card_is_told_in_the_singular() -> None:
    """"draw two penalty cards ... and add them to their layout": with the option
    ``penalty_cards=1`` the one card is told as one ('penalty card into slot 4')."""
    g = new([G0, G1], ["KS"], penalty_cards=1)
    quick_turn(g, 1)                           # KS on top
    ev = act(g, 0, "match", slot=0)            # the 5C: wrong
    assert ev[0]["penalty"] == [4]
    assert ev[0]["text"].endswith("it goes back face down, penalty card into slot 4")
