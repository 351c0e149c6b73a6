"""Snap rule checklist: one test per rule sentence of the seed text
(``seeds/001_37268895a0288899.txt``, "Snap") and per ruling (RULINGS 13, the module's
S-notes), each from a stacked deck through the public contract. Every race fixes its
arrival times (``apply(..., at=ms)``); nothing sleeps."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

import parlour
from parlour import Action, IllegalAction
from parlour.cards import parse_cards
from tests.games.test_egyptian_ratscrew_rules import deck_for

GAME = "snap"
FLIP = Action("flip")


def new(hands: Sequence[Sequence[str]], variant: str | None = None, **options: Any) -> parlour.Game:
    """A game whose stocks hold exactly ``hands`` (each listed top of the stock first).
    Hands that a round-robin deal can give are dealt from a stacked deck; others (a
    documented set-up for elimination positions) are dealt from the same cards and then
    laid into the stocks through the zones' ``fill``."""
    cards = [c for h in hands for c in h]
    try:
        deck = deck_for(hands)
    except AssertionError:
        deck = cards
    g = parlour.new_game(GAME, len(hands), variant=variant, seed=3,
                         options={"deal_cards": len(deck), **options}, deck=deck)
    if deck is cards:
        for s, h in enumerate(hands):
            g.zones[f"stock:{s}"].fill(parse_cards(list(reversed(h))))  # type: ignore[union-attr]
    return g


def snap(g: parlour.Game, kind: str = "snap") -> Action:
    """The call aimed at the table as it is now."""
    return Action(kind, seen=g.view(None)["seen"])


def zone(g: parlour.Game, zid: str, full: bool = True) -> list[str]:
    """A zone's cards, bottom first (the full view: a pile's view shows its top only)."""
    view = g.full_view() if full else g.view(None)
    cards: list[str] = next(z for z in view["zones"] if z["id"] == zid)["cards"]
    return cards


def stock(g: parlour.Game, seat: int) -> list[str]:
    """A seat's stock, top first (full view: for checks only)."""
    return list(reversed(zone(g, f"stock:{seat}", full=True)))


# ----- setup ------------------------------------------------------------------------------
def test_two_to_six_players() -> None:
    """"Snap can be played by two to six players.\""""
    for n in (2, 6):
        assert parlour.new_game(GAME, n, seed=1).players == n
    for n in (1, 7):
        with pytest.raises(parlour.InvalidOption, match="2 to 6 players"):
            parlour.new_game(GAME, n, seed=1)


def test_whole_standard_pack_dealt_as_evenly_as_it_goes() -> None:
    """"using a standard 52-card deck ... is most common" / "Shuffle and deal the cards
    out as evenly as they will go. It doesn't matter too much if some players have one
    card more or less than the others.\""""
    g = parlour.new_game(GAME, 3, seed=5)
    assert g.view(None)["cards"] == [17, 18, 17]
    assert sorted(c for s in range(3) for c in stock(g, s)) == sorted(
        str(c) for c in parlour.cards.deck52())


@pytest.mark.parametrize("players", [2, 4, 5, 6])
def test_deal_starts_at_the_dealers_left_so_extra_cards_go_there_first(players: int) -> None:
    """"deal the cards out as evenly as they will go ... some players have one card more"
    (conventions: the deal starts at the dealer's left, seat 1)."""
    sizes = parlour.new_game(GAME, players, seed=2).view(None)["cards"]
    extra = 52 % players
    order = [(1 + i) % players for i in range(players)]
    assert sizes == [52 // players + (1 if order.index(s) < extra else 0) for s in range(players)]
    assert sum(sizes) == 52 and max(sizes) - min(sizes) <= 1


def test_nobody_sees_the_stock() -> None:
    """"Players may not look at the cards; instead, they form them into a face-down pile
    called the stock.\""""
    g = new([["7H", "2C"], ["7S", "3D"]])
    for seat in (None, 0, 1):
        for s in (0, 1):
            z = next(z for z in g.view(seat)["zones"] if z["id"] == f"stock:{s}")
            assert z["count"] == 2 and all(c in (None, "??") for c in z["cards"])


# ----- play -------------------------------------------------------------------------------
def test_dealers_left_turns_up_first_onto_own_discard_pile_then_left() -> None:
    """"The player to the left of the dealer plays first. They simply turn the top card of
    their stock face-up ... This first card forms the player's discard pile. The person to
    the left plays next, in a similar way, and so on.\""""
    g = new([["2C", "5C"], ["3D", "6D"], ["4H", "7H"]])
    assert g.waiting_for() == [1]
    with pytest.raises(IllegalAction, match="seat 1's turn"):
        g.apply(0, FLIP, at=0)
    g.apply(1, FLIP, at=0)
    assert zone(g, "up:1") == ["3D"] and g.waiting_for() == [2]
    g.apply(2, FLIP, at=400)
    g.apply(0, FLIP, at=800)
    assert [zone(g, f"up:{s}") for s in range(3)] == [["2C"], ["3D"], ["4H"]]
    assert g.waiting_for() == [1]


def test_turned_card_is_shown_to_everyone_at_once_and_to_nobody_before() -> None:
    """"grab the card from the far side and flip it up away from oneself ... to prevent
    the player from getting an early peek at their card": before the flip no seat, the
    flipper included, can tell the card; the flip shows it to every seat alike."""
    a = new([["2C", "4C"], ["3D", "5D"]])
    b = new([["2C", "4C"], ["KD", "5D"]])  # only seat 1's top card differs
    assert [a.view(s) for s in (None, 0, 1)] == [b.view(s) for s in (None, 0, 1)]
    assert a.legal_actions(1) == b.legal_actions(1)
    events = a.apply(1, FLIP, at=0)
    assert [events[0].for_seat(s) for s in (None, 0, 1)] == [events[0].for_seat(0)] * 3
    assert events[0].data["card"] == "3D" and zone(a, "up:1", full=False) == ["3D"]


def test_any_player_snaps_two_matching_tops_and_takes_both_under_their_stock() -> None:
    """"If any player (not necessarily the player whose turn it is!) notices that the top
    cards of any two discard piles match, they call out Snap! That player takes both of
    those discard piles and adds them face-down to the bottom of their stock.\""""
    g = new([["2C", "9C"], ["7S", "8D"], ["7H", "KH"]])
    g.apply(1, FLIP, at=0)
    g.apply(2, FLIP, at=400)       # 7S and 7H match; seat 0's turn
    assert g.waiting_for() == [0]
    events = g.apply(1, snap(g), at=700)    # seat 1, not the seat to play, calls
    assert events[0].type == "take" and events[0].data["piles"] == [1, 2]
    assert zone(g, "up:1") == [] and zone(g, "up:2") == []
    assert stock(g, 1) == ["8D", "7S", "7H"], "S2: under the stock, clockwise from the caller"
    full = next(z for z in g.full_view()["zones"] if z["id"] == "stock:1")
    assert full["up"] == [False] * 3
    for seat in (None, 0, 1, 2):  # face down: nobody sees them again, whoever saw them go
        z = next(z for z in g.view(seat)["zones"] if z["id"] == "stock:1")
        assert z["count"] == 3 and all(c in (None, "??") for c in z["cards"])
    assert g.waiting_for() == [0], "a call does not move the turn (S1)"


def test_seat_whose_turn_it_is_may_call_too() -> None:
    """S1: the player whose turn it is may call like anyone else."""
    g = new([["7S", "2C"], ["7H", "3D"]])
    g.apply(1, FLIP, at=0)
    g.apply(0, FLIP, at=400)
    g.apply(1, snap(g), at=700)
    assert g.view(None)["cards"] == [1, 3]


def test_first_call_wins_the_second_is_too_late() -> None:
    """"(If more than one player calls Snap, whoever said it first gets the win—be
    honest!)" With server arrival times the earlier arrival wins; the later call named a
    table that is gone: refused as too late, no penalty (conventions 2, S3)."""
    g = new([["2C", "9C"], ["7S", "8D"], ["7H", "KH"]])
    g.apply(1, FLIP, at=0)
    g.apply(2, FLIP, at=400)
    seen = snap(g)
    g.apply(0, seen, at=650)
    with pytest.raises(IllegalAction, match="too late"):
        g.apply(2, seen, at=660)
    assert g.view(None)["cards"] == [4, 1, 1]


def test_race_decided_by_arrival_not_by_order_of_sending() -> None:
    """Conventions 1 and 5: the earlier arrival wins however close: 1 ms apart."""
    for first, second in ((0, 2), (2, 0)):
        g = new([["2C", "9C"], ["7S", "8D"], ["7H", "KH"]])
        g.apply(1, FLIP, at=0)
        g.apply(2, FLIP, at=400)
        call = snap(g)
        before = g.view(None)["cards"][first]
        g.apply(first, call, at=700)
        with pytest.raises(IllegalAction, match="too late"):
            g.apply(second, call, at=701)
        assert g.view(None)["cards"][first] == before + 2


def test_call_after_the_next_flip_covered_the_match_is_too_late() -> None:
    """S3/conventions 4: the claim window closes when the state changes: a call aimed at
    the matched table arriving after a flip covered the match is too late, no penalty."""
    g = new([["7S", "2C", "4H"], ["7H", "3D", "5S"]])
    g.apply(1, FLIP, at=0)
    g.apply(0, FLIP, at=400)
    call = snap(g)
    g.apply(1, FLIP, at=600)            # 3D covers 7H
    with pytest.raises(IllegalAction, match="too late"):
        g.apply(0, call, at=650)
    assert zone(g, "pool") == []


def test_false_snap_sends_callers_pile_to_the_snap_pool() -> None:
    """"Should a player call Snap erroneously, that player's discard pile becomes a snap
    pool, being moved to the center of the table.\""""
    g = new([["2C", "4C"], ["3D", "5D"]])
    g.apply(1, FLIP, at=0)
    g.apply(0, FLIP, at=400)
    events = g.apply(0, snap(g), at=700)
    assert events[0].type == "false_snap" and events[0].data["cards"] == 1
    assert zone(g, "up:0") == [] and zone(g, "pool") == ["2C"]


def test_false_snap_with_empty_pile_costs_nothing() -> None:
    """S4: a caller whose face-up pile is empty has nothing to lose."""
    g = new([["2C", "4C"], ["3D", "5D"], ["6H", "8H"]])
    g.apply(1, FLIP, at=0)
    g.apply(2, FLIP, at=400)
    events = g.apply(0, snap(g), at=700)
    assert events[0].data["cards"] == 0 and zone(g, "pool") == []


def test_second_false_snap_goes_on_top_of_the_pool() -> None:
    """R3 (RULINGS 13): the new pile goes on top of the existing pool, whose top changes."""
    g = new([["2C", "4C"], ["3D", "5D"], ["6H", "8H"]])
    g.apply(1, FLIP, at=0)
    g.apply(2, FLIP, at=400)
    g.apply(0, FLIP, at=800)
    g.apply(0, snap(g), at=1000)
    g.apply(1, snap(g), at=1100)
    assert zone(g, "pool") == ["2C", "3D"]
    assert next(z for z in g.view(1)["zones"] if z["id"] == "pool")["top"] == "3D"


def test_snap_pool_needs_its_own_call() -> None:
    """"This pile can be claimed in much the same way as the others, except players must
    call Snap pool! to gain a snap pool." (S5: "Snap!" on a pool match alone is false.)"""
    g = new([["2C", "3H", "9C"], ["3D", "5D", "KD"]])
    g.apply(1, FLIP, at=0)           # 3D
    g.apply(0, FLIP, at=400)         # 2C
    g.apply(1, snap(g), at=700)      # false: 3D to the pool
    g.apply(1, FLIP, at=900)         # 5D
    g.apply(0, FLIP, at=1300)        # 3H on seat 0's pile: matches the pool's 3D
    before = g.view(None)["cards"]
    wrong = g.apply(1, snap(g), at=1500)
    assert wrong[0].type == "false_snap"  # seat 1's 5D joins the pool
    assert zone(g, "pool") == ["3D", "5D"]
    assert g.view(None)["cards"] == before


def test_snap_pool_takes_pool_and_matching_pile() -> None:
    """"Snap pool!" when the pool's top matches a pile's top: the caller takes both."""
    g = new([["2C", "3H", "9C"], ["3D", "5D", "KD"]])
    g.apply(1, FLIP, at=0)
    g.apply(0, FLIP, at=400)
    g.apply(1, snap(g), at=700)      # pool: 3D
    g.apply(1, FLIP, at=900)         # 5D
    g.apply(0, FLIP, at=1300)        # 3H matches the pool
    events = g.apply(1, snap(g, "snap-pool"), at=1500)
    assert events[0].type == "take" and events[0].data["pool"] is True
    assert zone(g, "pool") == [] and zone(g, "up:0") == []
    assert sorted(stock(g, 1)[-3:]) == ["2C", "3D", "3H"]


def test_false_snap_pool_is_punished_like_a_false_snap() -> None:
    """S5: "Snap pool!" when the pool matches nothing is a wrong call."""
    g = new([["2C", "4C", "9C"], ["3D", "5D", "KD"]])
    g.apply(1, FLIP, at=0)
    g.apply(0, FLIP, at=400)
    g.apply(1, snap(g), at=700)      # pool: 3D
    g.apply(1, FLIP, at=900)         # 5D
    events = g.apply(0, snap(g, "snap-pool"), at=1100)
    assert events[0].type == "false_snap" and zone(g, "pool") == ["3D", "2C"]


def test_calls_need_something_to_compare() -> None:
    """S5: no call before two piles show (or a pool and a pile); refused, no penalty."""
    g = new([["2C", "4C"], ["3D", "5D"]])
    with pytest.raises(IllegalAction, match="no two face-up piles"):
        g.apply(0, Action("snap", seen=0), at=0)
    with pytest.raises(IllegalAction, match="no snap pool"):
        g.apply(0, Action("snap-pool", seen=0), at=0)


def test_snap_pool_with_no_face_up_pile_is_refused_naming_the_missing_pile() -> None:
    """S5: "Snap pool!" needs a pool and a face-up pile; with a pool but every pile
    gone to it the refusal says so (not "there is no snap pool"), and nothing moves."""
    g = new([["2C", "4C"], ["3D", "5D"], ["6H", "8H"]])
    g.apply(1, FLIP, at=0)
    g.apply(2, FLIP, at=400)
    g.apply(1, snap(g), at=700)                # false: 3D to the pool
    g.apply(2, snap(g, "snap-pool"), at=800)   # false: 6H onto the pool
    with pytest.raises(IllegalAction, match="no face-up pile to compare with the snap pool"):
        g.apply(0, snap(g, "snap-pool"), at=900)
    assert zone(g, "pool") == ["3D", "6H"] and g.view(None)["cards"] == [2, 1, 1]


def test_three_matching_tops_all_go_to_the_caller() -> None:
    """R2 (RULINGS 13): the caller takes every pile showing that rank."""
    g = new([["2C", "7C", "9C"], ["3D", "7D", "9D"], ["7H", "KH", "9H"]])
    g.apply(1, FLIP, at=0)
    g.apply(2, FLIP, at=400)
    g.apply(0, FLIP, at=800)          # 2C, 3D, 7H: nothing
    g.apply(1, FLIP, at=1200)         # 7D: pair with 7H; nobody calls
    g.apply(2, FLIP, at=1600)         # KH covers 7H
    g.apply(0, FLIP, at=2000)         # 7C: 7C and 7D
    events = g.apply(2, snap(g), at=2300)
    assert events[0].data["piles"] == [0, 1]
    g2 = new([["7C", "2C"], ["7D", "3D"], ["7H", "4H"]])
    g2.apply(1, FLIP, at=0)
    g2.apply(2, FLIP, at=400)         # pair 7D 7H, nobody calls yet
    g2.apply(0, FLIP, at=800)         # a third 7
    events = g2.apply(1, snap(g2), at=1000)
    assert events[0].data["piles"] == [0, 1, 2] and g2.view(None)["cards"] == [1, 4, 1]


def test_two_matches_at_once_one_call_takes_the_newest_pair() -> None:
    """"top cards of any two discard piles match ... That player takes both of those
    discard piles" (S2): one match a call, the newest; the other waits for the next call."""
    g = new([["7C", "2C"], ["7D", "3D"], ["9H", "4H"], ["9S", "5S"]])
    for s, t in ((1, 0), (2, 400), (3, 800)):  # 7D 9H 9S: the nines match, nobody calls
        g.apply(s, FLIP, at=t)
    g.apply(0, FLIP, at=1200)           # 7C: now the sevens match too, the newer match
    events = g.apply(3, snap(g), at=1400)
    assert events[0].data["piles"] == [0, 1] and zone(g, "up:2") == ["9H"]
    events = g.apply(2, snap(g), at=1600)
    assert events[0].data["piles"] == [2, 3]


# ----- elimination and the end --------------------------------------------------------------
def test_depleted_stock_eliminates_and_last_player_wins() -> None:
    """"If any player's stock is depleted, they are eliminated from the game. Game play
    continues until there is only one player remaining; that player is the winner."
    (S6: at once, on turning up the last card.)"""
    g = new([["4C"], ["3D", "2C"], ["5H", "6H", "9H"]])
    g.apply(1, FLIP, at=0)
    g.apply(2, FLIP, at=400)
    events = g.apply(0, FLIP, at=800)  # seat 0's last card
    assert [e.type for e in events] == ["flip", "eliminated"]
    assert g.view(None)["status"] == ["out", "in", "in"] and g.waiting_for() == [1]
    events = g.apply(1, FLIP, at=1200)  # seat 1's last card: seat 2 is left
    assert [e.type for e in events] == ["flip", "eliminated", "game_over"]
    assert g.view(None)["status"] == ["out", "out", "in"]
    assert g.legal_actions(0) == [] and g.is_over()
    res = g.result()
    assert res is not None and res.winners == [2] and res.placing == [3, 2, 1]


def test_two_players_the_game_ends_when_one_turns_up_their_last_card() -> None:
    g = new([["7S", "9C", "3S"], ["7H", "2H", "9H"]])
    g.apply(1, FLIP, at=0)
    g.apply(0, FLIP, at=400)
    g.apply(0, snap(g), at=600)        # seat 0 takes both sevens
    for seat, t in ((1, 800), (0, 1200)):
        g.apply(seat, FLIP, at=t)
    events = g.apply(1, FLIP, at=1600)  # the 9H, seat 1's last card: out, though it matches
    assert [e.type for e in events] == ["flip", "eliminated", "game_over"]
    assert g.is_over() and g.result().winners == [0]  # type: ignore[union-attr]


def test_eliminated_seat_cannot_call() -> None:
    """An eliminated player is out of the game: no calls."""
    g = new([["4C"], ["3D", "2C", "KC"], ["5H", "6H", "9H"]])
    for s, t in ((1, 0), (2, 400), (0, 800), (1, 1200)):
        g.apply(s, FLIP, at=t)
    g.apply(2, FLIP, at=1600)          # seat 0 eliminated
    assert g.view(None)["status"] == ["out", "in", "in"] and g.legal_actions(0) == []
    with pytest.raises(IllegalAction, match="eliminated"):
        g.apply(0, snap(g), at=1700)


def test_a_player_who_turned_up_their_last_card_is_out_and_may_not_snap_back() -> None:
    """S6: the text eliminates a depleted stock; no grace until the turn comes back."""
    g = new([["7D"], ["2C", "9C"], ["7H", "KH"]])
    g.apply(1, FLIP, at=0)
    g.apply(2, FLIP, at=400)           # 7H
    g.apply(0, FLIP, at=800)           # 7D, seat 0's last card: out at once
    assert g.view(None)["status"] == ["out", "in", "in"] and g.legal_actions(0) == []
    with pytest.raises(IllegalAction):
        g.apply(0, snap(g), at=1000)
    g.apply(1, snap(g), at=1100)       # the others may snap the out player's pile
    assert zone(g, "up:0") == [] and len(stock(g, 1)) == 3


def test_eliminated_players_pile_stays_and_can_be_snapped() -> None:
    """R1 (RULINGS 13): seed-literal; the eliminated player's face-up pile stays on the
    table and can still be snapped."""
    g = new([["5D"], ["2C", "4C", "8C"], ["6H", "5H", "9H"]])
    g.apply(1, FLIP, at=0)
    g.apply(2, FLIP, at=400)
    g.apply(0, FLIP, at=800)           # 5D: seat 0's last card
    g.apply(1, FLIP, at=1200)
    g.apply(2, FLIP, at=1600)          # 5H; the turn passes seat 0: eliminated
    assert g.view(None)["status"][0] == "out" and zone(g, "up:0") == ["5D"]
    g.apply(1, snap(g), at=1800)       # 5H matches the eliminated pile's 5D
    assert zone(g, "up:0") == [] and g.view(None)["cards"][1] == 4


def test_recycle_turns_the_pile_over_as_a_new_stock() -> None:
    """R1, variant ``snap:recycle``: the face-up pile becomes the stock; only a player
    with no cards at all is eliminated."""
    g = new([["4C"], ["3D", "2C"], ["5H", "6H"]], variant="recycle")
    for s, t in ((1, 0), (2, 400), (0, 800), (1, 1200)):
        g.apply(s, FLIP, at=t)
    g.apply(2, FLIP, at=1600)
    assert g.view(None)["status"] == ["in", "in", "in"] and g.waiting_for() == [0]
    assert g.view(None)["cards"][0] == 0 and zone(g, "up:0") == ["4C"]
    events = g.apply(0, FLIP, at=2000)  # turned over when seat 0 plays (more in test_snap_recycle)
    assert [e.type for e in events] == ["recycle", "flip"] and zone(g, "up:0") == ["4C"]


def test_tie_pool_two_calls_in_the_window_send_the_piles_to_the_pool() -> None:
    """R4, variant ``snap:tie-pool``: calls of one snap within the tie window are a tie."""
    g = new([["2C", "9C"], ["7S", "8D"], ["7H", "KH"]], variant="tie-pool")
    g.apply(1, FLIP, at=0)
    g.apply(2, FLIP, at=400)
    call = snap(g)
    g.apply(0, call, at=700)
    assert g.next_deadline() == 1000 and g.waiting_for() == []
    with pytest.raises(IllegalAction, match="being settled"):
        g.apply(0, FLIP, at=710)
    g.apply(2, call, at=950)
    events = g.advance(1000)
    assert events[0].type == "tie" and events[0].data["seats"] == [0, 2]
    assert sorted(zone(g, "pool")) == ["7H", "7S"] and g.view(None)["cards"] == [2, 1, 1]


def test_tie_pool_a_lone_call_wins_when_the_window_closes() -> None:
    """R4: with one call in the window, the caller takes the piles at the timer."""
    g = new([["2C", "9C"], ["7S", "8D"], ["7H", "KH"]], variant="tie-pool")
    g.apply(1, FLIP, at=0)
    g.apply(2, FLIP, at=400)
    call = snap(g)
    g.apply(0, call, at=700)
    with pytest.raises(IllegalAction, match="advance the game"):
        g.apply(2, call, at=1000)
    events = g.advance(1000)
    assert events[0].type == "take" and g.view(None)["cards"] == [4, 1, 1]


def test_minimum_interval_between_one_players_calls() -> None:
    """S7 (conventions 6): a call sooner than ``min_interval`` after the seat's own
    previous action is refused as too quick, with no penalty; others are not held back."""
    g = new([["2C", "9C"], ["7S", "8D"], ["7H", "KH"]])
    g.apply(1, FLIP, at=0)
    g.apply(2, FLIP, at=400)
    with pytest.raises(IllegalAction, match="too quick"):
        g.apply(2, snap(g), at=450)
    g.apply(1, snap(g), at=450)
    assert g.view(None)["cards"][1] == 3


def test_safeguard_stops_a_cycling_game_most_cards_wins() -> None:
    """S8: after ``max_flips`` flips the most cards held wins."""
    g = new([["3D", "5D"], ["2C", "4C", "6C"]], max_flips=3)
    g.apply(1, FLIP, at=0)
    g.apply(0, FLIP, at=400)
    g.apply(1, FLIP, at=800)
    res = g.result()
    assert g.is_over() and res is not None and res.winners == [1] and res.scores == [2.0, 3.0]


def test_bad_input_is_named() -> None:
    """Errors name the problem; the state is untouched."""
    g = new([["2C", "4C"], ["3D", "5D"]])
    with pytest.raises(IllegalAction):
        g.apply(1, Action("snap", seen=99), at=0)
    with pytest.raises(IllegalAction, match="seat"):
        g.apply(5, FLIP, at=0)
    assert g.view(None)["cards"] == [2, 2]


def test_placing_follows_the_order_of_elimination() -> None:
    """S9: the winner first, then the later a seat was eliminated, the better."""
    g = new([["4C"], ["3D", "2C", "KC"], ["5H", "6H", "9H", "TH"]])
    for s, t in ((1, 0), (2, 400), (0, 800), (1, 1200), (2, 1600)):  # seat 0 out at 800
        g.apply(s, FLIP, at=t)
    events = g.apply(1, FLIP, at=2000)  # KC, seat 1's last card: seat 2 is left
    assert [e.type for e in events] == ["flip", "eliminated", "game_over"]
    res = g.result()
    assert res is not None and res.winners == [2] and res.placing == [3, 2, 1]


def test_safeguard_tie_is_shared() -> None:
    """S8: equal counts at the safeguard share the win."""
    g = new([["3D", "5D"], ["2C", "4C"]], max_flips=2)
    g.apply(1, FLIP, at=0)
    g.apply(0, FLIP, at=400)
    res = g.result()
    assert res is not None and res.winners == [0, 1] and res.scores == [2.0, 2.0]


def test_tie_pool_snap_pool_tie_adds_the_piles_to_the_pool() -> None:
    """R4 with "Snap pool!": a tie leaves the pool where it is, the matched pile joining
    it; another kind of call inside the window is refused while it is settled."""
    g = new([["2C", "3H", "9C"], ["3D", "5D", "KD"], ["6S", "8S", "QS"]], variant="tie-pool")
    g.apply(1, FLIP, at=0)            # 3D
    g.apply(2, FLIP, at=400)          # 6S
    g.apply(1, snap(g), at=700)       # false: 3D to the pool
    g.apply(0, FLIP, at=800)          # 2C
    g.apply(1, FLIP, at=1200)         # 5D
    g.apply(2, FLIP, at=1600)         # 8S
    g.apply(0, FLIP, at=2000)         # 3H matches the pool's 3D
    call = snap(g, "snap-pool")
    g.apply(2, call, at=2200)
    with pytest.raises(IllegalAction, match="being settled"):
        g.apply(1, snap(g), at=2300)
    g.apply(1, call, at=2400)
    events = g.advance(2500)
    assert events[0].type == "tie" and events[0].data["seats"] == [1, 2]
    assert zone(g, "pool") == ["3D", "2C", "3H"] and zone(g, "up:0") == []
