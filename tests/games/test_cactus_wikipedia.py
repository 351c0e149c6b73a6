"""Cactus, variant ``wikipedia``: one test per rule sentence of seed 002 ("Cactus").

Deal order as in ``test_cactus_denexa`` (one card at a time from the dealer's left; slots
0 1 far row, 2 3 near row). Every wikipedia round opens with each seat's ``look``.
"""

from __future__ import annotations

from typing import Any

import pytest

import parlour
from parlour import Action, IllegalAction, InvalidOption
from tests.games.test_cactus_denexa import act, grid, new, seen, stack, types, zone

G0 = ["5C", "6C", "7C", "8C"]   # seat 0: 26 points
G1 = ["2D", "3D", "4D", "9D"]   # seat 1: 18 points


def wiki(grids: list[list[str]], stock: tuple[str, ...] | list[str] = ("KH", "KC", "KD", "KS"),
         **options: Any) -> parlour.Game:
    """A wikipedia game from a stacked deal, after every seat has looked."""
    g = new(grids, stock, variant="wikipedia", **options)
    for s in range(len(grids)):
        act(g, s, "look")
    return g


def quick_turn(g: parlour.Game, seat: int, end: str = "end") -> None:
    """Draw from the stock, discard it, and end (or call)."""
    act(g, seat, "draw", source="stock")
    act(g, seat, "discard")
    act(g, seat, end)


# ----- players, deal, first player ---------------------------------------------------------


def test_two_players_and_variations_with_more() -> None:
    for n in range(2, 7):
        assert parlour.new_game("cactus:wikipedia", n, seed=1).players == n
    with pytest.raises(InvalidOption):
        parlour.new_game("cactus:wikipedia", 7, seed=1)


def test_each_player_receives_four_cards_face_down_in_a_2x2_grid() -> None:
    g = new([G0, G1], variant="wikipedia")
    assert grid(g, 0) == G0 and grid(g, 1) == G1
    for s in (0, 1):
        z = zone(g, f"grid:{s}")
        assert z["up"] == [False] * 4 and z["known"] == [0] * 4


def test_both_look_at_the_two_cards_closest_to_them() -> None:
    g = new([G0, G1], variant="wikipedia")
    assert g.view(None)["phase"] == "look" and sorted(g.waiting_for()) == [0, 1]
    assert g.legal_actions(0) == [Action("look")]
    with pytest.raises(IllegalAction, match="look at your nearest cards"):
        act(g, 1, "draw", source="stock")
    ev = g.apply(1, Action("look"))
    assert ev[0].for_seat(1)["cards"] == ["4D", "9D"] and ev[0].for_seat(1)["slots"] == [2, 3]
    assert "cards" not in ev[0].for_seat(0) and "cards" not in ev[0].for_seat(None)
    assert zone(g, "grid:1")["known"] == [0, 0, 0b10, 0b10]
    assert seen(g, 1, "grid:1") == ["??"] * 4          # seen once: not shown again
    assert g.waiting_for() == [0] and g.legal_actions(1) == []
    with pytest.raises(IllegalAction, match="waiting for the others"):
        act(g, 1, "look")
    ev = g.apply(0, Action("look"))
    assert ev[0].for_seat(0)["cards"] == ["7C", "8C"]
    assert types([e.for_seat(0) for e in ev]) == ["look", "turn"]


def test_first_round_the_player_opposite_the_dealer_draws_from_the_deck_first() -> None:
    g = wiki([G0, G1])
    v = g.view(None)
    assert v["dealer"] == 0 and v["turn"] == 1 and g.waiting_for() == [1]
    assert g.legal_actions(1) == [Action("draw", source="stock")]
    ev = act(g, 1, "draw", source="stock")
    assert ev[0]["card"] == "KH"


def test_first_round_the_player_opposite_the_dealer_goes_first_at_four_and_six_players() -> None:
    """Seed 002: "For the first round, the player opposite of the dealer goes first,
    drawing a card from the top of the deck." At four players seat 2 sits opposite the
    dealer (seat 0), at six seat 3 (C7; the issue's contract defect)."""
    grids = [G0, G1, ["KC", "KD", "KS", "AC"], ["AD", "AH", "AS", "2C"],
             ["5D", "6D", "7D", "8D"], ["5H", "6H", "7H", "8H"]]
    for n, opposite in ((4, 2), (6, 3)):
        g = wiki(grids[:n], ["QH", "2S"])
        v = g.view(None)
        assert v["dealer"] == 0 and v["first"] == opposite and v["turn"] == opposite
        assert g.waiting_for() == [opposite]
        assert g.legal_actions(opposite) == [Action("draw", source="stock")]
        with pytest.raises(IllegalAction, match=f"it is seat {opposite}'s turn"):
            act(g, 1, "draw", source="stock")
        ev = act(g, opposite, "draw", source="stock")
        assert ev[0]["card"] == "QH"            # the top of the deck


def test_first_round_with_no_seat_opposite_the_dealer_the_dealers_left_goes_first() -> None:
    """Three or five players: no seat is opposite the dealer; the dealer's left starts."""
    for n in (3, 5):
        g = parlour.new_game("cactus:wikipedia", n, seed=n)
        assert g.view(None)["first"] == 1


def test_first_player_left_option_starts_at_the_dealers_left_at_every_table() -> None:
    for n in (2, 3, 4, 5, 6):
        g = parlour.new_game("cactus:wikipedia", n, seed=n, options={"first_player": "left"})
        for s in range(n):
            act(g, s, "look")
        assert g.view(None)["first"] == 1 and g.waiting_for() == [1]


def test_otherwise_the_first_player_is_whoever_won_the_previous_round() -> None:
    a, b, c = ["KC", "KD", "AC", "AD"], ["TC", "TD", "9C", "9S"], ["5C", "5D", "6C", "6D"]
    r2 = stack([["2C", "3C", "4C", "5H"], ["2D", "3D", "4D", "5S"], ["2H", "3H", "4H", "6H"]],
               dealer=1)
    g = parlour.new_game("cactus:wikipedia", 3, seed=2,
                         deck=[stack([a, b, c], ["QH", "QC", "QD"]), r2])
    for s in range(3):
        act(g, s, "look")
    quick_turn(g, 1, "call")
    quick_turn(g, 2)
    quick_turn(g, 0)
    v = g.view(None)
    assert v["phase"] == "scored" and v["dealer"] == 1 and g.waiting_for() == [1]
    ev = act(g, 1, "deal")
    assert ev[0]["type"] == "deal" and ev[0]["dealer"] == 1 and ev[0]["first"] == 0
    assert r2[0] == "2H" and grid(g, 2) == ["2H", "3H", "4H", "6H"]  # the dealer's left first
    assert grid(g, 0) == ["2C", "3C", "4C", "5H"]
    for s in range(3):
        act(g, s, "look")
    assert g.view(None)["turn"] == 0 and g.waiting_for() == [0]  # seat 0 won round 1 (2 points)


# ----- a turn ------------------------------------------------------------------------------


def test_exchange_the_drawn_card_or_discard_it_and_use_its_power() -> None:
    g = wiki([G0, G1], ["9H"])
    act(g, 1, "draw", source="stock")
    kinds = {a.type for a in g.legal_actions(1)}
    assert kinds == {"swap", "discard", "peek"}
    act(g, 1, "peek", seat=0, slot=0)
    assert zone(g, "discard")["cards"] == ["9H"] and grid(g, 1) == G1


@pytest.mark.parametrize(("card", "value"), [("AH", 1), ("KH", 0), ("QH", 10), ("JH", 10),
                                             ("TH", 10), ("6H", 6)])
def test_point_values(card: str, value: int) -> None:
    g = wiki([[card, "KC", "KD", "KS"], G1], ["2S", "3S"])
    quick_turn(g, 1, "call")
    quick_turn(g, 0)
    assert g.view(0)["totals"] == [value, 18]


def test_a_power_can_only_be_used_once() -> None:
    g = wiki([G0, G1], ["JH", "2S"])
    act(g, 1, "draw", source="stock")
    act(g, 1, "peek", seat=0, slot=1)
    act(g, 1, "end")
    assert g.view(0)["top_power_unused"] is False
    act(g, 0, "draw", source="discard")
    assert {a.type for a in g.legal_actions(0)} == {"swap"}


@pytest.mark.parametrize("card", ["6S", "7S", "8S"])
def test_six_seven_eight_look_privately_at_one_of_your_own_cards(card: str) -> None:
    g = wiki([G0, G1], [card])
    act(g, 1, "draw", source="stock")
    assert {(a.seat, a.slot) for a in g.legal_actions(1) if a.type == "peek"} == {(1, i) for i in range(4)}
    ev = g.apply(1, Action("peek", seat=1, slot=0))
    assert ev[0].for_seat(1)["card"] == "2D" and "card" not in ev[0].for_seat(0)


@pytest.mark.parametrize("card", ["9S", "TS", "JS"])
def test_nine_ten_jack_look_privately_at_an_opponents_card(card: str) -> None:
    g = wiki([G0, G1], [card])
    act(g, 1, "draw", source="stock")
    assert {(a.seat, a.slot) for a in g.legal_actions(1) if a.type == "peek"} == {(0, i) for i in range(4)}
    ev = g.apply(1, Action("peek", seat=0, slot=0))
    assert ev[0].for_seat(1)["card"] == "5C" and "card" not in ev[0].for_seat(0)


def test_queen_exchanges_one_own_card_with_an_opponents_without_looking() -> None:
    g = wiki([G0, G1], ["QS"])
    act(g, 1, "draw", source="stock")
    ev = g.apply(1, Action("blind_swap", slot=3, seat=0, their_slot=0))
    assert grid(g, 1)[3] == "5C" and grid(g, 0)[0] == "9D"
    assert all("5C" not in str(e.for_seat(s)) and "9D" not in str(e.for_seat(s))
               for e in ev for s in (0, 1))
    # seat 1 had looked at its 9D (slot 3): that knowledge travels with the card
    assert zone(g, "grid:0")["known"][0] == 0b10 and zone(g, "grid:1")["known"][3] == 0


@pytest.mark.parametrize("card", ["AS", "KS", "2S", "3S", "4S", "5S"])
def test_ace_king_two_to_five_have_no_power(card: str) -> None:
    g = wiki([G0, G1], [card])
    act(g, 1, "draw", source="stock")
    assert {a.type for a in g.legal_actions(1)} == {"swap", "discard"}


def test_one_action_point_per_turn() -> None:
    g = wiki([G0, G1], ["2S", "3S"])
    act(g, 1, "draw", source="stock")
    act(g, 1, "swap", slot=0)
    assert {a.type for a in g.legal_actions(1)} - {"match"} == {"end", "call"}
    with pytest.raises(IllegalAction, match="action is done"):
        act(g, 1, "draw", source="stock")


def test_draw_from_the_deck_and_discard_or_exchange_with_any_card() -> None:
    g = wiki([G0, G1], ["2S"])
    act(g, 1, "draw", source="stock")
    assert {a.slot for a in g.legal_actions(1) if a.type == "swap"} == {0, 1, 2, 3}
    act(g, 1, "discard")
    assert zone(g, "discard")["cards"] == ["2S"] and grid(g, 1) == G1


def test_use_the_power_of_the_face_up_discard_if_the_previous_player_has_not() -> None:
    """The text's example: A draws a 2 and exchanges it for a Jack in his layout; B uses
    the discarded Jack to look at one of A's cards."""
    g = wiki([G0, ["JD", "3D", "4D", "9D"]], ["2S"])
    act(g, 1, "draw", source="stock")
    act(g, 1, "swap", slot=0)          # player A (seat 1): the 2 in, the Jack out
    act(g, 1, "end")
    assert g.view(0)["top_power_unused"] is True
    act(g, 0, "draw", source="discard")  # player B picks it up ...
    ev = g.apply(0, Action("peek", seat=1, slot=0))  # ... uses it and discards it again
    assert ev[0].for_seat(0)["card"] == "2S" and zone(g, "discard")["cards"] == ["JD"]
    assert g.view(1)["top_power_unused"] is False


def test_take_the_face_up_discard_and_exchange_it_with_one_of_your_own() -> None:
    g = wiki([G0, G1], ["AS"])
    quick_turn(g, 1)
    act(g, 0, "draw", source="discard")
    assert {a.type for a in g.legal_actions(0)} == {"swap"}
    ev = act(g, 0, "swap", slot=1)
    assert ev[0]["card"] == "AS" and ev[0]["discarded"] == "6C"
    assert grid(g, 0)[1] == "AS" and zone(g, "grid:0")["known"][1] == 0b11


def test_exchanging_gives_no_power_of_the_discarded_card() -> None:
    """Drawing a six and exchanging it with a Queen does not allow a swap."""
    g = wiki([["QC", "KC", "KD", "KS"], G1], ["3S", "6S"])
    quick_turn(g, 1)
    act(g, 0, "draw", source="stock")
    act(g, 0, "swap", slot=0)          # the 6 in, the Queen out
    assert not any(a.type in ("blind_swap", "peek") for a in g.legal_actions(0))
    assert g.view(0)["phase"] == "end"


# ----- duplicates --------------------------------------------------------------------------


def test_a_duplicate_may_be_discarded_on_top_at_any_time_without_a_turn() -> None:
    g = wiki([["4C", "KC", "KD", "KS"], G1], ["4S"])
    act(g, 1, "draw", source="stock")
    act(g, 1, "discard")               # 4S on the discard; seat 1 is in its end step
    ev = act(g, 0, "match", slot=0)    # not seat 0's turn
    assert ev[0]["type"] == "match" and grid(g, 0)[0] is None
    assert g.waiting_for() == [1] and g.view(None)["turn"] == 1


def test_duplicates_can_bring_a_layout_down_to_zero_cards() -> None:
    g = wiki([["4C", "9C", "JC", "KC"], ["2D", "3D", "5D", "6D"]],
             ["4S", "2H", "9S", "2C", "JS", "3H", "KH"])
    for i, _ in enumerate(["4S", "9S", "JS", "KH"]):
        act(g, 1, "draw", source="stock")
        act(g, 1, "discard")
        act(g, 0, "match", slot=i)
        act(g, 1, "end")
        if i < 3:
            quick_turn(g, 0)
    assert grid(g, 0) == [None] * 4
    assert next(z for z in g.view(1)["zones"] if z["id"] == "grid:0")["count"] == 0
    # with no cards, seat 0 still plays: draw and discard
    assert g.legal_actions(0) == [Action("draw", source="stock")]
    quick_turn(g, 0, "call")
    quick_turn(g, 1)
    assert g.view(0)["totals"][0] == 0


def test_no_duplicate_or_any_move_after_calling_cactus() -> None:
    g = wiki([["4C", "KC", "KD", "KS"], ["4D", "3D", "5D", "6D"]], ["2S", "4S"])
    quick_turn(g, 1, "call")
    act(g, 0, "draw", source="stock")
    act(g, 0, "discard")               # 4S: seat 1 holds the 4D, seat 0 the 4C
    assert 1 not in g.actors() and g.legal_actions(1) == []
    with pytest.raises(IllegalAction, match="called Cactus"):
        act(g, 1, "match", slot=0)
    act(g, 0, "match", slot=0)         # the others still may


def test_opponent_matched_first_you_cannot_discard_your_copy_for_free() -> None:
    g = wiki([["4C", "KC", "KD", "KS"], ["4D", "3D", "5D", "6D"]], ["4S", "2S"])
    act(g, 1, "draw", source="stock")
    act(g, 1, "discard")               # 4S
    act(g, 1, "match", slot=0)         # seat 1 is first: its 4D on top
    assert g.view(0)["top_matched"] is True
    assert Action("match", slot=0, top="4D") not in g.legal_actions(0) and 0 not in g.actors()
    with pytest.raises(IllegalAction, match="already matched"):
        act(g, 0, "match", slot=0)
    act(g, 1, "end")
    with pytest.raises(IllegalAction, match="counts as your turn"):
        act(g, 0, "match", slot=0)     # not for free on one's own turn either


def test_pick_up_the_last_card_played_and_discard_both_counting_as_your_turn() -> None:
    g = wiki([["4C", "KC", "KD", "KS"], ["4D", "3D", "5D", "6D"]], ["4S", "2S"])
    act(g, 1, "draw", source="stock")
    act(g, 1, "discard")
    act(g, 1, "match", slot=0)
    act(g, 1, "end")
    act(g, 0, "draw", source="discard")          # pick up the last card played (4D)
    assert Action("double", slot=0) in g.legal_actions(0)
    ev = act(g, 0, "double", slot=0)             # discard it and the identical copy
    assert ev[0]["type"] == "double" and ev[0]["card"] == "4D" and ev[0]["copy"] == "4C"
    assert zone(g, "discard")["cards"] == ["4S", "4D", "4C"]
    assert grid(g, 0) == [None, "KC", "KD", "KS"]
    assert {a.type for a in g.legal_actions(0)} - {"match"} == {"end", "call"}  # the turn is used
    act(g, 0, "end")
    assert g.view(None)["turn"] == 1


def test_double_is_refused_for_a_card_that_was_not_matched() -> None:
    g = wiki([["4C", "KC", "KD", "KS"], ["4D", "3D", "5D", "6D"]], ["4S", "2S"])
    quick_turn(g, 1)                   # 4S discarded plainly
    act(g, 0, "draw", source="discard")
    assert not any(a.type == "double" for a in g.legal_actions(0))
    with pytest.raises(IllegalAction, match="only a card matched"):
        act(g, 0, "double", slot=0)
    assert parlour.new_game("cactus:denexa", 2, seed=1).options.repeat_match == "free"


def test_double_takes_the_matched_card_and_discards_it_with_your_copy() -> None:
    # three players: seat 1 discards a 4, seat 0 matches first, seat 2 (next to play)
    # holds the other 4: on its turn it takes the 4 and discards both
    g = wiki([["4C", "KC", "KD", "KS"], ["2D", "3D", "5D", "6D"], ["4D", "8D", "9C", "TC"]],
             ["4S", "2S"])
    act(g, 1, "draw", source="stock")
    act(g, 1, "discard")               # 4S
    act(g, 0, "match", slot=0)         # 4C on top, matched
    with pytest.raises(IllegalAction, match="counts as your turn"):
        act(g, 2, "match", slot=0)
    act(g, 1, "end")
    assert g.view(2)["turn"] == 2
    act(g, 2, "draw", source="discard")
    assert Action("double", slot=0) in g.legal_actions(2)
    ev = act(g, 2, "double", slot=0)
    assert ev[0]["type"] == "double" and ev[0]["card"] == "4C" and ev[0]["copy"] == "4D"
    assert zone(g, "discard")["cards"][-2:] == ["4C", "4D"]
    assert grid(g, 2) == [None, "8D", "9C", "TC"]
    assert g.view(None)["phase"] == "end"   # that was the turn's action
    assert {a.type for a in g.legal_actions(2)} - {"match"} == {"end", "call"}


def test_a_wrong_double_is_a_wrong_card_with_penalty() -> None:
    g = wiki([["4C", "KC", "KD", "KS"], ["2D", "3D", "5D", "6D"], ["4D", "8D", "9C", "TC"]],
             ["4S", "AH", "AS"])
    act(g, 1, "draw", source="stock")
    act(g, 1, "discard")
    act(g, 0, "match", slot=0)
    act(g, 1, "end")
    act(g, 2, "draw", source="discard")
    ev = act(g, 2, "double", slot=1)   # 8D is not a 4
    assert ev[0]["type"] == "wrong_match" and ev[0]["double"] is True and ev[0]["card"] == "8D"
    assert zone(g, "discard")["cards"][-1] == "4C"
    assert grid(g, 2) == ["4D", "8D", "9C", "TC", "AH", "AS"]
    assert g.view(None)["phase"] == "end"


def test_after_a_6_7_8_peek_the_seen_duplicate_may_be_played_in_the_same_turn() -> None:
    g = wiki([G0, ["8D", "3D", "4D", "9D"]], ["8S", "2S"])
    act(g, 1, "draw", source="stock", at=100)
    with pytest.raises(IllegalAction, match="first finish your action"):
        act(g, 1, "match", slot=0, top="8S", at=250)   # not while still holding the 8S
    ev = act(g, 1, "peek", seat=1, slot=0, at=300)
    assert ev[0]["card"] == "8D" and g.view(None)["phase"] == "end"
    assert Action("match", slot=0, top="8S") in g.legal_actions(1)
    ev = act(g, 1, "match", slot=0, top="8S", at=450)
    # resolved at once, within seat 1's turn: no queue, no turn change
    assert types(ev) == ["match"] and grid(g, 1)[0] is None
    assert zone(g, "discard")["cards"][-2:] == ["8S", "8D"]
    v = g.view(None)
    assert v["turn"] == 1 and v["phase"] == "end" and v["pending"] == []
    assert g.waiting_for() == [1] and Action("call") in g.legal_actions(1)
    ev = act(g, 1, "end", at=600)
    assert types(ev) == ["end", "turn"] and g.view(None)["turn"] == 0


def test_discarding_the_wrong_card_takes_it_back_with_two_face_down_penalty_cards() -> None:
    g = wiki([G0, G1], ["4S", "AH", "AS"])
    act(g, 1, "draw", source="stock")
    act(g, 1, "discard")
    ev = act(g, 0, "match", slot=3)    # 8C is not a 4
    assert ev[0]["type"] == "wrong_match" and ev[0]["penalty"] == [4, 5]
    assert grid(g, 0) == G0 + ["AH", "AS"]
    z = zone(g, "grid:0")
    assert z["up"] == [False] * 6 and z["known"][3] == 0b11 and z["known"][4:] == [0, 0]


# ----- calling Cactus ----------------------------------------------------------------------


def test_the_round_concludes_when_cactus_is_called_and_the_others_have_played() -> None:
    g = wiki([G0, G1, ["KC", "KD", "KS", "AC"]], ["2S", "3S", "4S"])
    quick_turn(g, 1, "call")
    assert g.view(None)["final_turns"] is True
    quick_turn(g, 2)
    assert "totals" not in g.view(None) and g.view(None)["turn"] == 0
    act(g, 0, "draw", source="stock")
    act(g, 0, "discard")
    ev = act(g, 0, "end")
    assert types(ev) == ["end", "reveal", "score"]


def test_cactus_only_after_using_the_action_point_and_ending_the_turn() -> None:
    g = wiki([G0, G1], ["2S"])
    assert Action("call") not in g.legal_actions(1)
    with pytest.raises(IllegalAction, match="first draw"):
        act(g, 1, "call")
    act(g, 1, "draw", source="stock")
    with pytest.raises(IllegalAction, match="first swap or discard"):
        act(g, 1, "call")
    act(g, 1, "discard")
    assert Action("call") in g.legal_actions(1)


def test_after_cactus_each_opponent_has_exactly_one_more_turn() -> None:
    g = wiki([G0, G1, ["KC", "KD", "KS", "AC"], ["AD", "AH", "AS", "2C"]],
             ["2S", "3S", "4S", "5S", "6S"], first_player="left")
    quick_turn(g, 1, "call")
    order = []
    while g.view(None)["phase"] not in ("scored", "over"):
        t = g.view(None)["turn"]
        order.append(t)
        assert g.view(None)["final_turns"] is True
        act(g, t, "draw", source="stock")
        act(g, t, "discard")
        # the end step of a last turn: ending is the only move (no second call)
        assert [a for a in g.legal_actions(t) if a.type != "match"] == [Action("end")]
        with pytest.raises(IllegalAction, match="already called by seat 1"):
            act(g, t, "call")
        act(g, t, "end")
        assert len(order) <= 3, "more last turns than opponents"
    assert order == [2, 3, 0]                   # each opponent once, the caller never again
    assert g.view(None)["phase"] == "scored" and g.view(None)["caller"] == 1


# ----- scoring -----------------------------------------------------------------------------


def test_played_until_one_player_reaches_100_who_loses() -> None:
    assert parlour.new_game("cactus:wikipedia", 2, seed=1).options.target == 100
    g = wiki([["QC", "QD", "JC", "JD"], G1], ["2S", "3S"], target=40)
    quick_turn(g, 1, "call")
    quick_turn(g, 0)
    assert g.is_over()
    res = g.result()
    assert res is not None and res.scores == [40.0, 0.0] and res.winners == [1]
    assert res.placing == [2, 1] and "reached 40" in res.reason
    g = wiki([["QC", "QD", "JC", "9H"], G1], ["2S", "3S"], target=40)
    quick_turn(g, 1, "call")
    quick_turn(g, 0)
    assert not g.is_over() and g.view(None)["scores"] == [39, 0]


def test_a_player_higher_than_the_caller_gains_their_total() -> None:
    g = wiki([G0, G1], ["2S", "3S"])
    quick_turn(g, 1, "call")   # caller 18
    ev = act(g, 0, "draw", source="stock")
    act(g, 0, "discard")
    ev = act(g, 0, "end")
    score = ev[-1]
    assert score["type"] == "score" and score["gains"] == [26, 0] and score["scores"] == [26, 0]


def test_a_player_not_higher_than_the_caller_gains_nothing() -> None:
    g = wiki([G1, G0], ["2S", "3S"])
    quick_turn(g, 1, "call")   # caller 26 > 18
    quick_turn(g, 0)
    assert g.view(None)["gains"] == [0, 36]


def test_a_caller_not_lowest_gains_their_total_plus_10() -> None:
    g = wiki([G1, G0], ["2S", "3S"])
    quick_turn(g, 1, "call")
    quick_turn(g, 0)
    assert g.view(None)["gains"][1] == 26 + 10


def test_a_caller_tied_for_lowest_gains_their_total_plus_10() -> None:
    g = wiki([["2C", "3C", "4C", "9C"], G1], ["2S", "3S"])
    quick_turn(g, 1, "call")
    quick_turn(g, 0)
    assert g.view(None)["totals"] == [18, 18] and g.view(None)["gains"] == [0, 28]


def test_a_caller_strictly_lowest_gains_nothing() -> None:
    g = wiki([G0, G1], ["2S", "3S"])
    quick_turn(g, 1, "call")
    quick_turn(g, 0)
    assert g.view(None)["gains"][1] == 0


def test_match_totals_carry_over_rounds() -> None:
    g = wiki([G0, G1], ["2S", "3S"])
    quick_turn(g, 1, "call")
    quick_turn(g, 0)
    assert g.view(None)["scores"] == [26, 0] and g.view(None)["round"] == 1
    act(g, 1, "deal")
    assert g.view(None)["round"] == 2 and g.view(None)["phase"] == "look"
    assert g.view(None)["history"] == [[26, 18]]
    cards = [c for z in g.full_view()["zones"] for c in z["cards"] if c is not None]
    assert len(cards) == 52 and zone(g, "discard")["cards"] == []


# ----- a golden playthrough: the narration each seat receives ------------------------------

GOLDEN = [  # (seat, action, params) -> texts for seat 0, seat 1, spectator (one text if equal)
    (0, "look", {}, [("You look at slot 2: 7C, slot 3: 8C", "Seat 0 looks at slots 2, 3",
                      "Seat 0 looks at slots 2, 3")]),
    (1, "look", {}, [("Seat 1 looks at slots 2, 3", "You look at slot 2: 4D, slot 3: 9D",
                      "Seat 1 looks at slots 2, 3"), "Seat 1's turn"]),
    (1, "draw", {"source": "stock"}, [("Seat 1 drew from the stock", "You drew the 8S from the stock",
                                       "Seat 1 drew from the stock")]),
    (1, "peek", {"seat": 1, "slot": 1}, [(
        "Seat 1 discarded the 8S and looked at own slot 1",
        "Seat 1 discarded the 8S and looked at own slot 1: 3D",
        "Seat 1 discarded the 8S and looked at own slot 1")]),
    (1, "end", {}, ["Seat 1 ends the turn", "Seat 0's turn"]),
    (0, "draw", {"source": "stock"}, [("You drew the QH from the stock", "Seat 0 drew from the stock",
                                       "Seat 0 drew from the stock")]),
    (0, "blind_swap", {"slot": 0, "seat": 1, "their_slot": 2},
     ["Seat 0 discarded the QH and swapped their slot 0 with seat 1's slot 2, unseen"]),
    (0, "end", {}, ["Seat 0 ends the turn", "Seat 1's turn"]),
    (1, "draw", {"source": "stock"}, [("Seat 1 drew from the stock", "You drew the 4S from the stock",
                                       "Seat 1 drew from the stock")]),
    (1, "discard", {}, ["Seat 1 discarded the 4S"]),
    (0, "match", {"slot": 0, "top": "4S"}, ["Seat 0 matched the 4S with the 4D from slot 0"]),
    (1, "end", {}, ["Seat 1 ends the turn", "Seat 0's turn"]),
    (0, "draw", {"source": "stock"}, [("You drew the KH from the stock", "Seat 0 drew from the stock",
                                       "Seat 0 drew from the stock")]),
    (0, "swap", {"slot": 3}, ["Seat 0 swapped the drawn card into slot 3, discarding the 8C"]),
    (0, "call", {}, ["Seat 0 calls Cactus!", "Seat 1's last turn"]),
    (1, "draw", {"source": "discard"}, ["Seat 1 took the 8C from the discard pile"]),
    (1, "swap", {"slot": 0}, ["Seat 1 swapped the 8C into slot 0, discarding the 2D"]),
    (1, "end", {}, ["Seat 1 ends the turn",
                    "Hand over (everyone has had a last turn after the Cactus call). "
                    "Totals: seat 0 13, seat 1 25",
                    "Points gained: seat 0 +0, seat 1 +25; match totals: seat 0 0, seat 1 25"]),
]


def test_golden_narration_of_a_scripted_round() -> None:
    g = new([G0, G1], ["8S", "QH", "4S", "KH"], variant="wikipedia")
    for seat, kind, params, texts in GOLDEN:
        events = g.apply(seat, Action(kind, **params))
        got = []
        for e in events:
            a, b, c = (e.for_seat(s)["text"] for s in (0, 1, None))
            got.append(a if a == b == c else (a, b, c))
        assert got == texts, (seat, kind, params)
        if kind == "match":  # seat 1's copy arrives too late: refused, no penalty
            with pytest.raises(IllegalAction, match="already matched"):
                act(g, 1, "match", slot=1)
    assert g.view(None)["phase"] == "scored" and g.view(None)["scores"] == [0, 25]
