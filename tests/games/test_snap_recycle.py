"""Snap, variant ``snap:recycle`` (RULINGS 13, R1): a player whose stock has run out
turns their face-up pile over as a new stock when they come to play, so a match with
that pile can still be snapped until then; only a player with no cards at all is
eliminated. Stacked decks and fixed arrival times, through the public contract."""

from __future__ import annotations

import parlour
from tests.games.test_snap_rules import FLIP, new, snap, stock, zone


def empty_stock_game() -> parlour.Game:
    """Seat 0 turns up its only card, the 7♥; seat 2 then turns up the 7♠, and the turn
    comes to seat 0 with an empty stock."""
    g = new([["7H"], ["2C", "3C"], ["5D", "7S"]], variant="recycle")
    for s, t in ((1, 0), (2, 400), (0, 800), (1, 1200), (2, 1600)):
        g.apply(s, FLIP, at=t)
    return g


def test_pile_of_a_seat_with_an_empty_stock_can_still_be_snapped() -> None:
    """The 7♠ turned up beside the 7♥ of a seat whose stock is empty is a match anyone may
    call: the pile is not turned over before the seat plays."""
    g = empty_stock_game()
    assert zone(g, "up:0") == ["7H"] and g.waiting_for() == [0]
    events = g.apply(1, snap(g), at=1800)
    assert events[0].type == "take" and events[0].data["piles"] == [0, 2]


def test_the_pile_is_turned_over_when_the_seat_plays() -> None:
    """Its flip turns the pile over as a new stock (the first card it turned up on top)
    and turns up that top card."""
    g = new([["4C", "6C"], ["3D", "2C", "KC"], ["5H", "8H", "9H"]], variant="recycle")
    for s, t in ((1, 0), (2, 400), (0, 800), (1, 1200), (2, 1600), (0, 2000), (1, 2400),
                 (2, 2800)):
        g.apply(s, FLIP, at=t)
    assert zone(g, "up:0") == ["4C", "6C"] and stock(g, 0) == [] and g.waiting_for() == [0]
    events = g.apply(0, FLIP, at=3200)
    assert [e.type for e in events] == ["recycle", "flip"] and events[1].data["card"] == "4C"
    assert zone(g, "up:0") == ["4C"] and stock(g, 0) == ["6C"] and g.waiting_for() == [1]


def test_turn_holder_whose_pile_is_snapped_away_is_eliminated() -> None:
    """Only a player with no cards at all is eliminated: a call that takes the pile of
    the seat whose turn it is (its stock empty) puts it out, and the turn passes on."""
    g = empty_stock_game()
    events = g.apply(1, snap(g), at=1800)
    assert [e.type for e in events] == ["take", "eliminated"] and events[1].seat == 0
    assert events[1].data["text"] == "Seat 0 has no cards left and is eliminated"
    assert g.view(None)["status"] == ["out", "in", "in"] and g.waiting_for() == [1]


def test_turn_holder_whose_false_call_empties_its_hands_is_eliminated() -> None:
    """A false "Snap!" by that seat sends its only cards to the pool: it is out, and with
    one player left the game ends."""
    g = new([["7H"], ["2C", "3C"]], variant="recycle")
    g.apply(1, FLIP, at=0)
    g.apply(0, FLIP, at=400)          # 7H, seat 0's last card
    g.apply(1, FLIP, at=800)          # the turn comes to seat 0, stock empty
    assert g.waiting_for() == [0] and zone(g, "up:0") == ["7H"]
    events = g.apply(0, snap(g), at=1000)
    assert [e.type for e in events] == ["false_snap", "eliminated", "game_over"]
    res = g.result()
    assert res is not None and res.winners == [1]


def test_seat_reached_with_no_cards_at_all_is_eliminated() -> None:
    """A seat whose pile was snapped away while its stock was empty is out when the turn
    reaches it; a seat with an empty stock but a pile plays on."""
    g = new([["7H"], ["7S", "3C"], ["5D", "8D"]], variant="recycle")
    g.apply(1, FLIP, at=0)
    g.apply(2, FLIP, at=400)
    g.apply(0, FLIP, at=800)          # 7H, seat 0's last card, matches 7S
    g.apply(2, snap(g), at=1000)      # seat 2 takes the 7H and the 7S
    g.apply(1, FLIP, at=1200)         # 3C, seat 1's last card
    events = g.apply(2, FLIP, at=1600)
    assert [e.type for e in events] == ["flip", "eliminated"] and events[1].seat == 0
    assert g.view(None)["status"] == ["out", "in", "in"] and g.waiting_for() == [1]
    assert stock(g, 1) == [] and zone(g, "up:1") == ["3C"]
