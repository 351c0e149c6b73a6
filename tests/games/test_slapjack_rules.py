"""Slapjack rule checklist: one test per rule sentence of the seed text
(``seeds/001_37268895a0288899.txt``, "Slapjack") and per ruling (RULINGS 14, the
module's J-notes), from stacked decks through the public contract. Every race fixes its
arrival times (``apply(..., at=ms)``) and deadlines are reached with ``advance``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

import parlour
from parlour import Action, IllegalAction
from parlour.cards import parse_cards
from tests.games.test_egyptian_ratscrew_rules import deck_for

GAME = "slapjack"
FLIP = Action("flip")
RUSH = Action("rush")


def new(hands: Sequence[Sequence[str]], variant: str | None = None, **options: Any) -> parlour.Game:
    """A game whose stacks hold exactly ``hands`` (top of the stack first): dealt from a
    stacked deck when a round-robin deal can give them, else (a documented set-up)
    dealt from the same cards and laid into the stacks with the zones' ``fill``."""
    cards = [c for h in hands for c in h]
    try:
        deck = deck_for(hands)
    except AssertionError:
        deck = cards
    g = parlour.new_game(GAME, len(hands), variant=variant, seed=3,
                         options={"deal_cards": len(deck), **options}, deck=deck)
    if deck is cards:
        for s, h in enumerate(hands):
            g.zones[f"stack:{s}"].fill(parse_cards(list(reversed(h))))  # type: ignore[union-attr]
    return g


def slap(g: parlour.Game) -> Action:
    return Action("slap", seen=g.view(None)["seen"])


def zone(g: parlour.Game, zid: str) -> list[str]:
    """A zone's cards, bottom first (full view: for checks only)."""
    cards: list[str] = next(z for z in g.full_view()["zones"] if z["id"] == zid)["cards"]
    return cards


def cards(g: parlour.Game) -> list[int]:
    counts: list[int] = g.view(None)["cards"]
    return counts


# ----- setup ------------------------------------------------------------------------------
def test_two_to_eight_players() -> None:
    """"Slapjack is a classic children's game for two to eight players.\""""
    assert parlour.new_game(GAME, 8, seed=1).players == 8
    for n in (1, 9):
        with pytest.raises(parlour.InvalidOption, match="2 to 8 players"):
            parlour.new_game(GAME, n, seed=1)


def test_one_deck_or_two() -> None:
    """"The usual game of Slapjack uses one standard 52-card deck. A second deck can
    easily be added for a longer game or to expand the game to more players.\""""
    assert sum(cards(parlour.new_game(GAME, 4, seed=1))) == 52
    assert sum(cards(parlour.new_game(GAME, 8, variant="two-decks", seed=1))) == 104


def test_whole_deck_dealt_from_dealers_left_as_evenly_as_it_goes() -> None:
    """"Shuffle and deal the entire deck out, starting with the player to the left of the
    dealer and continuing clockwise, as evenly as it will go. Some players may receive
    more cards than others, which is okay.\""""
    g = parlour.new_game(GAME, 5, seed=2)
    assert cards(g) == [10, 11, 11, 10, 10]
    g = parlour.new_game(GAME, 3, seed=2, deck=["2C", "3C", "4C", "5C"])
    # the stacked cards are dealt first: each the bottom card of its stack
    assert zone(g, "stack:1")[0] == "2C" and zone(g, "stack:2")[0] == "3C"
    assert zone(g, "stack:0")[0] == "4C" and zone(g, "stack:1")[1] == "5C"


def test_nobody_looks_at_their_cards() -> None:
    """"Players may not look at their cards at any time.\""""
    g = new([["JH", "2C"], ["3D", "4D"]])
    for seat in (None, 0, 1):
        for s in (0, 1):
            z = next(z for z in g.view(seat)["zones"] if z["id"] == f"stack:{s}")
            assert all(c in (None, "??") for c in z["cards"])


# ----- play -------------------------------------------------------------------------------
def test_dealers_left_flips_first_to_the_centre_then_left() -> None:
    """"The player to the left of the dealer goes first. They begin by flipping one card
    face up from their stack and playing it to the center of the table ... The next
    player to the left does the same, flipping a card face up and adding to the central
    pile.\""""
    g = new([["2C", "5C"], ["3D", "6D"], ["4H", "7H"]])
    assert g.waiting_for() == [1]
    with pytest.raises(IllegalAction, match="seat 1's turn"):
        g.apply(0, FLIP, at=0)
    g.apply(1, FLIP, at=0)
    g.apply(2, FLIP, at=300)
    g.apply(0, FLIP, at=600)
    assert zone(g, "pile") == ["3D", "4H", "2C"] and g.waiting_for() == [1]
    assert next(z for z in g.view(2)["zones"] if z["id"] == "pile")["cards"] == ["3D", "4H", "2C"]


def test_out_of_turn_card_is_dead_and_the_player_still_plays_at_their_turn() -> None:
    """"Cards played out of turn remain on the pile, and are considered dead cards. Any
    effect their rank would have on game play is ignored. The player who played them must
    play again when it becomes their turn." (RULINGS 14: rushing allowed.)"""
    g = new([["JC", "5C", "9C"], ["3D", "6D", "TD"]])
    g.apply(1, FLIP, at=0)
    events = g.apply(1, RUSH, at=200)          # seat 1 again, out of turn: 6D is dead
    assert events[0].data["dead"] is True and g.view(None)["dead"] == [1]
    assert g.waiting_for() == [0]
    g.apply(0, FLIP, at=400)                   # seat 0 jack: live
    g.apply(0, RUSH, at=600)                   # 5C out of turn on top of it
    assert g.waiting_for() == [1]


def test_dead_jack_cannot_be_slapped() -> None:
    """J1: a dead jack's rank is ignored: slapping it is a false slap."""
    g = new([["5C", "9C"], ["3D", "JD", "TD"]])
    g.apply(1, FLIP, at=0)
    g.apply(1, RUSH, at=200)                   # JD, dead
    events = g.apply(0, slap(g), at=500)
    assert events[0].type == "false_slap"


def test_jack_under_a_dead_card_may_still_be_slapped() -> None:
    """J1: a dead card does not hide the live jack beneath it, nor change the slap's aim."""
    g = new([["JC", "9C", "8C"], ["3D", "4D", "TD"]])
    g.apply(1, FLIP, at=0)
    g.apply(0, FLIP, at=300)                   # JC live
    aimed = slap(g)
    g.apply(0, RUSH, at=450)                   # 9C dead on top
    events = g.apply(1, aimed, at=500)
    assert events[0].type == "take" and zone(g, "pile") == []


def test_strict_turns_forbids_flipping_out_of_turn() -> None:
    """R4, variant ``slapjack:strict-turns``."""
    g = new([["5C", "9C"], ["3D", "6D"]], variant="strict-turns")
    assert RUSH not in g.legal_actions(0)
    with pytest.raises(IllegalAction, match="strict-turns"):
        g.apply(0, RUSH, at=0)


def test_first_slap_on_a_jack_wins_the_pile_under_their_stack() -> None:
    """"When a jack appears atop the central pile, the first player to slap the jack wins
    the entire pile of cards ... The winner takes the entire pile and places it face down
    at the bottom of their stack.\""""
    g = new([["2C", "9C"], ["3D", "8D"], ["JH", "KH"]])
    g.apply(1, FLIP, at=0)
    g.apply(2, FLIP, at=300)                   # JH
    g.apply(0, slap(g), at=500)
    assert zone(g, "pile") == []
    assert zone(g, "stack:0") == ["JH", "3D", "9C", "2C"]  # bottom first: the pile turned over
    full = next(z for z in g.full_view()["zones"] if z["id"] == "stack:0")
    assert full["up"] == [False] * 4


def test_hand_on_the_bottom_is_the_earliest_arrival() -> None:
    """"If multiple players slap the jack, the player whose hand is on the bottom, skin in
    direct contact with the jack, wins the pile." Arrival order decides; the later slap
    is too late, with no penalty (conventions 2 and 5, J2)."""
    for first, second in ((0, 1), (1, 0)):
        g = new([["2C", "9C"], ["3D", "8D"], ["JH", "KH"]])
        g.apply(1, FLIP, at=0)
        g.apply(2, FLIP, at=300)
        aimed = slap(g)
        before = cards(g)
        g.apply(first, aimed, at=600)
        with pytest.raises(IllegalAction, match="too late"):
            g.apply(second, aimed, at=601)
        assert cards(g)[first] == before[first] + 2 and cards(g)[second] == before[second]


def test_slap_after_the_next_card_covered_the_jack_is_too_late() -> None:
    """J2/conventions 4: the window closes when the next live card lands."""
    g = new([["JC", "9C", "7C"], ["3D", "8D", "6D"]])
    g.apply(1, FLIP, at=0)
    g.apply(0, FLIP, at=300)                   # JC
    aimed = slap(g)
    g.apply(1, FLIP, at=500)                   # 8D covers it
    with pytest.raises(IllegalAction, match="too late"):
        g.apply(0, aimed, at=520)


def test_false_slap_pays_a_card_to_who_played_the_slapped_card() -> None:
    """"If a player slaps a card other than a jack, they pay one card, face down, to the
    player who played the erroneously-slapped card to the pile.\""""
    g = new([["2C", "9C", "7C"], ["3D", "8D", "6D"], ["4H", "KH", "5H"]])
    g.apply(1, FLIP, at=0)
    g.apply(2, FLIP, at=300)                   # 4H by seat 2
    events = g.apply(0, slap(g), at=500)
    assert events[0].type == "false_slap" and events[0].data["to"] == 2
    assert cards(g) == [2, 2, 3] and zone(g, "stack:2")[0] == "2C"


def test_false_slap_on_own_card_burns_under_the_pile() -> None:
    """R2 (RULINGS 14): the penalty card goes to the bottom of the central pile."""
    g = new([["2C", "9C", "7C"], ["3D", "8D", "6D"]])
    g.apply(1, FLIP, at=0)
    g.apply(1, slap(g), at=300)
    assert zone(g, "pile") == ["8D", "3D"] and cards(g) == [3, 1]
    assert next(z for z in g.view(0)["zones"] if z["id"] == "pile")["cards"] == ["??", "3D"]


def test_rotation_continues_after_a_pile_is_won() -> None:
    """R1 (RULINGS 14): play continues with the player left of the one who played the
    jack; variant ``slapjack:winner-leads``: the winner plays next."""
    hands = [["2C", "9C"], ["3D", "8D"], ["JH", "KH"], ["4S", "5S"]]
    g = new(hands)
    g.apply(1, FLIP, at=0)
    g.apply(2, FLIP, at=300)                   # JH by seat 2
    g.apply(1, slap(g), at=500)
    assert g.waiting_for() == [3]
    g = new(hands, variant="winner-leads")
    g.apply(1, FLIP, at=0)
    g.apply(2, FLIP, at=300)
    g.apply(1, slap(g), at=500)
    assert g.waiting_for() == [1]


# ----- eliminating players ----------------------------------------------------------------------
def _out_position() -> parlour.Game:
    """Seat 0 flips its only card and is out; seats 1 and 2 hold cards."""
    g = new([["9C"], ["3D", "8D", "JD", "7D"], ["4H", "5H", "6H", "TH"]])
    g.apply(1, FLIP, at=0)
    g.apply(2, FLIP, at=300)
    g.apply(0, FLIP, at=600)                   # seat 0's last card
    assert g.view(None)["status"] == ["out", "in", "in"]
    return g


def test_out_of_cards_means_out_for_the_time_being_and_may_slap_back_in() -> None:
    """"Players who run out of cards are eliminated for the time being. So long as there
    are two active players in the game, they may slap a jack and winning the pile as per
    usual. This is called slapping in to the game.\""""
    g = _out_position()
    assert g.waiting_for() == [1] and FLIP not in g.legal_actions(0)
    assert g.view(0)["prompt"].startswith("You are out of cards: slap the next jack to get "
                                          "back in (a wrong slap shuts you out)")
    g.apply(1, FLIP, at=900)
    g.apply(2, FLIP, at=1200)
    g.apply(1, FLIP, at=1500)                  # JD
    g.apply(0, slap(g), at=1800)
    assert g.view(None)["status"] == ["in", "in", "in"] and cards(g)[0] == 6


def test_false_slap_while_out_shuts_out_for_good() -> None:
    """"This privilege is revoked if the player makes a false slap, permanently shutting
    them out of the game.\""""
    g = _out_position()
    events = g.apply(0, slap(g), at=800)
    assert events[0].type == "shut_out" and g.view(None)["status"][0] == "shut out"
    assert g.legal_actions(0) == []
    with pytest.raises(IllegalAction, match="shut out"):
        g.apply(0, slap(g), at=1000)


def test_missing_a_jack_while_out_shuts_out_for_good() -> None:
    """"If a jack appears and a player fails to slap it, they are also permanently shut
    out of the game." J4: the deadline is ``reaction_ms`` (3 s) after the jack."""
    g = _out_position()
    g.apply(1, FLIP, at=900)
    g.apply(2, FLIP, at=1200)
    g.apply(1, FLIP, at=1500)                  # JD
    assert g.view(None)["owing"] == [0] and g.next_deadline() == 4500
    g.apply(2, slap(g), at=1700)               # seat 2 wins the pile; seat 0 still owes
    events = g.advance(4500)
    assert [e.type for e in events] == ["deadline", "shut_out"]
    assert g.view(None)["status"][0] == "shut out"


def test_a_late_slap_still_keeps_an_out_player_in() -> None:
    """J4: aimed at the jack after the pile was won, the slap of a player who is out is
    their reaction: accepted, no cards move, and they stay in."""
    g = _out_position()
    g.apply(1, FLIP, at=900)
    g.apply(2, FLIP, at=1200)
    g.apply(1, FLIP, at=1500)
    aimed = slap(g)
    g.apply(2, aimed, at=1700)
    events = g.apply(0, aimed, at=1900)
    assert events[0].type == "react" and cards(g)[0] == 0
    assert g.next_deadline() is None and g.view(None)["status"][0] == "out"


def test_active_players_are_not_shut_out_for_missing_a_jack() -> None:
    """The reaction duty is for players who are out (RULINGS conventions 4)."""
    g = new([["2C", "9C"], ["JD", "8D"]])
    g.apply(1, FLIP, at=0)
    assert g.next_deadline() is None
    g.apply(0, FLIP, at=5000)
    assert g.view(None)["status"] == ["in", "in"]


def test_no_slapping_in_with_one_player_left_the_game_ends() -> None:
    """"Game play continues until one of the final two players is eliminated from the
    game. The other player will have all of the cards, winning the game." (J5)"""
    g = new([["9C"], ["3D", "8D"]])
    g.apply(1, FLIP, at=0)
    events = g.apply(0, FLIP, at=300)          # seat 0's last card: one player left
    assert events[-1].type == "game_over" and g.is_over()
    res = g.result()
    assert res is not None and res.winners == [1] and res.scores == [0.0, 3.0]
    assert res.placing == [2, 1]


def test_minimum_interval_between_one_players_actions() -> None:
    """J7 (conventions 6): a slap sooner than ``min_interval`` after the seat's own
    previous timed action is refused as too quick."""
    g = new([["2C", "9C"], ["JD", "8D"]])
    g.apply(1, FLIP, at=0)
    with pytest.raises(IllegalAction, match="too quick"):
        g.apply(1, slap(g), at=50)
    g.apply(1, slap(g), at=120)
    assert cards(g) == [2, 2]


def test_safeguard_most_cards_wins() -> None:
    """J8: after ``max_flips`` flips the most cards wins."""
    g = new([["2C", "9C"], ["3D", "8D", "7D"]], max_flips=2)
    g.apply(1, FLIP, at=0)
    g.apply(0, FLIP, at=300)
    res = g.result()
    assert g.is_over() and res is not None and res.winners == [1]


def test_rotation_after_a_slap_in_goes_to_the_player_left_of_the_jack() -> None:
    """R1 (RULINGS 14): "rotation continues with the player left of the one who played the
    jack", counted after the pile is won: a player there who was out and has just slapped
    back in plays next (not the seat after them, as when the jack was flipped)."""
    g = new([["9C", "8C", "7C"], ["3D", "JD", "6D"], ["4H"]])
    g.apply(1, FLIP, at=0)
    g.apply(2, FLIP, at=300)                   # seat 2's last card: out
    g.apply(0, FLIP, at=600)
    g.apply(1, FLIP, at=900)                   # JD by seat 1; seat 2 is skipped for now
    assert g.waiting_for() == [0]
    g.apply(2, slap(g), at=1000)               # seat 2 slaps back in
    assert g.view(None)["status"] == ["in", "in", "in"] and g.waiting_for() == [2]
    g.apply(2, FLIP, at=1300)
    assert g.waiting_for() == [0]


def test_a_slap_at_a_card_just_slapped_falsely_is_false_too_even_after_a_burn() -> None:
    """"If a player slaps a card other than a jack, they pay one card": a burnt penalty
    card (R2) goes under the pile and does not change what is on top, so a second slap
    aimed at the same card is a false slap (conventions 3), not "too late"; as when the
    first penalty was paid to a player."""
    g = new([["2C", "9C", "7C"], ["3D", "8D", "6D"]])
    g.apply(1, FLIP, at=0)                     # 3D by seat 1
    aimed = slap(g)
    g.apply(1, aimed, at=300)                  # own card: 8D burns under the pile
    events = g.apply(0, aimed, at=301)
    assert events[0].type == "false_slap" and events[0].data["to"] == 1
    assert cards(g) == [2, 2] and zone(g, "stack:1")[0] == "2C"


def test_each_jack_needs_its_own_slap_from_a_player_who_is_out() -> None:
    """"If a jack appears and a player fails to slap it, they are also permanently shut
    out of the game." J4: a late slap aimed at an earlier jack answers that jack only; a
    player who never slaps the next jack is shut out at its deadline."""
    g = new([["9C"], ["3D", "JD", "6D", "5D"], ["4H", "5H", "JH", "7H"]])
    g.apply(1, FLIP, at=0)
    g.apply(2, FLIP, at=300)
    g.apply(0, FLIP, at=600)                   # seat 0 is out
    g.apply(1, FLIP, at=900)                   # JD: seat 0 owes a slap until 3900
    first = slap(g)
    g.apply(2, first, at=1000)                 # seat 2 wins it
    g.apply(2, FLIP, at=1200)
    g.apply(1, FLIP, at=1500)
    g.apply(2, FLIP, at=1800)                  # JH: seat 0 owes a slap until 4800
    assert zone(g, "pile")[-1] == "JH" and g.view(None)["owing"] == [0]
    assert g.apply(0, first, at=1900)[0].type == "react"   # answers JD only
    assert g.view(None)["owing"] == [0] and g.next_deadline() == 4800
    g.apply(1, slap(g), at=2000)               # seat 1 wins JH; seat 0 never slapped it
    events = g.advance(4800)
    assert [e.type for e in events] == ["deadline", "shut_out"]
    assert g.view(None)["status"][0] == "shut out"
