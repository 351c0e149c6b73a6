"""Slapjack review: rule sentences and rulings the checklist in
``test_slapjack_rules.py`` left untested (penalties owed to players who are out or shut
out, dead jacks and reaction windows, a last card that is a jack, empty piles, the
``reaction_ms`` option, placing), from stacked decks through the public contract."""

from __future__ import annotations

import pytest

import parlour
from parlour import Action, IllegalAction
from tests.games.test_slapjack_rules import cards, new, slap, zone

FLIP = Action("flip")
RUSH = Action("rush")


def test_false_slap_pays_a_player_who_is_out_back_into_the_game() -> None:
    """"they pay one card, face down, to the player who played the erroneously-slapped
    card": also when that card was that player's last (J3); holding a card again, they
    are back in."""
    g = new([["9C", "8C", "7C"], ["3D", "6D", "5D"], ["4H"]])
    g.apply(1, FLIP, at=0)
    g.apply(2, FLIP, at=300)                   # seat 2's last card: out
    assert g.view(None)["status"] == ["in", "in", "out"]
    events = g.apply(0, slap(g), at=500)
    assert events[0].type == "false_slap" and events[0].data["to"] == 2
    assert zone(g, "stack:2") == ["9C"] and g.view(None)["status"] == ["in", "in", "in"]
    assert all("card" not in e.for_seat(s) for e in events for s in (None, 0, 1, 2))


def test_penalty_owed_to_a_shut_out_player_burns_under_the_pile() -> None:
    """J3: a player shut out for good takes no cards: the penalty burns under the pile."""
    g = new([["9C", "8C", "7C"], ["3D", "6D", "5D"], ["4H"]])
    g.apply(1, FLIP, at=0)
    g.apply(2, FLIP, at=300)                   # seat 2 out
    assert g.apply(2, slap(g), at=500)[0].type == "shut_out"   # their own 4H: shut out
    events = g.apply(0, slap(g), at=700)       # the 4H again
    assert events[0].type == "false_slap" and events[0].data["to"] is None
    assert zone(g, "pile") == ["9C", "3D", "4H"] and cards(g) == [2, 2, 0]


def test_false_slap_on_a_dead_top_card_pays_whoever_rushed_it() -> None:
    """J1/J3: a dead jack is a card other than a jack; the penalty goes to its player."""
    g = new([["5C", "9C"], ["3D", "JD", "TD"]])
    g.apply(1, FLIP, at=0)
    g.apply(1, RUSH, at=200)                   # JD out of turn: dead
    events = g.apply(0, slap(g), at=500)
    assert events[0].type == "false_slap" and events[0].data["to"] == 1
    assert cards(g) == [1, 2]


def test_a_dead_jack_sets_no_one_a_deadline() -> None:
    """"Any effect their rank would have on game play is ignored": a jack flipped out of
    turn opens no reaction window for players who are out (J4)."""
    g = new([["9C"], ["3D", "8D", "7D"], ["4H", "JH", "6H"]])
    g.apply(1, FLIP, at=0)
    g.apply(2, FLIP, at=300)
    g.apply(0, FLIP, at=600)                   # seat 0 out
    g.apply(2, RUSH, at=800)                   # JH, dead
    assert g.next_deadline() is None and g.view(None)["owing"] == []
    g.advance(10000)
    assert g.view(None)["status"] == ["out", "in", "in"]


def test_a_last_card_that_is_a_jack_may_be_slapped_back_in() -> None:
    """J4/J5: who flips their last card is out at once; if it is a jack they owe a slap
    like every player who is out, and may slap in while two players hold cards."""
    g = new([["9C", "8C"], ["3D", "6D"], ["JH"]])
    g.apply(1, FLIP, at=0)
    g.apply(2, FLIP, at=300)                   # JH, seat 2's last card
    assert g.view(None)["status"] == ["in", "in", "out"] and g.view(None)["owing"] == [2]
    assert [a.type for a in g.legal_actions(2)] == ["slap"]
    events = g.apply(2, slap(g), at=500)
    assert events[0].type == "take" and cards(g) == [2, 1, 2]
    assert g.next_deadline() is None and g.waiting_for() == [0]


def test_an_empty_pile_cannot_be_slapped() -> None:
    """J2: nothing to slap: refused with no penalty, and not offered."""
    g = new([["9C", "8C"], ["3D", "6D"]])
    assert all(a.type != "slap" for a in g.legal_actions(0))
    with pytest.raises(IllegalAction, match="no pile"):
        g.apply(0, slap(g), at=0)
    assert cards(g) == [2, 2]


def test_reaction_deadline_is_the_reaction_ms_option() -> None:
    """J4: a player who is out has ``reaction_ms`` (default 3 s) to slap a jack."""
    hands = [["9C"], ["3D", "8D", "JD", "7D"], ["4H", "5H", "6H", "TH"]]
    assert parlour.new_game("slapjack", 3, seed=1).options.reaction_ms == 3000
    g = new(hands, reaction_ms=1000)
    for seat, at in ((1, 0), (2, 300), (0, 600), (1, 900), (2, 1200), (1, 1500)):
        g.apply(seat, FLIP, at=at)             # JD at 1500, seat 0 out
    assert g.next_deadline() == 2500
    g.apply(2, slap(g), at=1700)
    assert [e.type for e in g.advance(2500)] == ["deadline", "shut_out"]


def test_placing_winner_then_by_how_late_each_held_cards() -> None:
    """J9: the winner first, then the later a player last held cards, the better."""
    g = new([["9C"], ["3D", "8D", "7D"], ["4H"]])
    g.apply(1, FLIP, at=0)
    g.apply(2, FLIP, at=300)                   # seat 2 out first
    g.apply(0, FLIP, at=600)                   # seat 0 out: one player left
    res = g.result()
    assert res is not None and res.winners == [1] and res.placing == [2, 1, 3]
    assert res.scores == [0.0, 5.0, 0.0]


def test_a_penalty_owed_to_a_shut_out_player_burns_and_says_so() -> None:
    """J3: a false slap's card owed to a player shut out for good burns under the pile;
    the event names that reason, not "their own card"."""
    from tests.games.test_slapjack_rules import new, slap

    g = new([["2C", "3C", "4C", "JC", "KC"], ["5H", "6H", "7H", "8H", "9H"],
             ["8S", "9S", "TS", "QS", "AS"]])
    t = 0

    def at(seat: int, action: parlour.Action) -> list[parlour.Event]:
        nonlocal t
        t += 200
        return g.apply(seat, action, at=t)

    flip = parlour.Action("flip")
    at(1, flip)  # 5H
    own = at(1, slap(g))  # own card: burns
    assert own[0].data["burned"] == "own" and "their own card" in own[0].data["text"]
    at(2, flip)
    at(1, slap(g))  # pays seat 2
    at(0, flip)
    at(1, slap(g))  # pays seat 0
    at(1, flip)  # 9H, seat 1's last card
    at(1, slap(g))  # a false slap while out: shut out for good
    assert g.view(None)["cards"][1] == 0
    ev = at(2, slap(g))  # seat 2 slaps seat 1's 9H
    fs = next(e for e in ev if e.type == "false_slap")
    assert fs.data["to"] is None and fs.data["burned"] == "shut_out"
    assert fs.data["text"] == ("False slap: seat 2 slapped seat 1's card; seat 1 is shut out, so "
                               "the card burns under the pile")
    assert g.view(None)["cards"][2] == 4
