"""Cactus, variant ``denexa``: one test per rule sentence of seed 000, section "Cactus".

Positions come from stacked decks. The helpers here (``stack``, ``new``, ``act``,
``grid``, ``zone``) are shared by the other Cactus test modules. Deal order: one card at a
time round the table starting left of the dealer (seat 0 deals the first hand), each
seat's cards into slots 0, 1, 2, 3; the cards after the deal are the stock, top first.
"""

from __future__ import annotations

from typing import Any

import pytest

import parlour
from parlour import Action, IllegalAction, InvalidOption
from parlour.games.cactus import points

# ----- helpers shared by the Cactus tests -------------------------------------------------


def stack(grids: list[list[str]], stock: list[str] | tuple[str, ...] = (), dealer: int = 0) -> list[str]:
    """A deck (top card first) dealing ``grids[seat]`` slot by slot, then ``stock``."""
    n = len(grids)
    deck = []
    for k in range(len(grids[0])):
        for i in range(n):
            deck.append(grids[(dealer + 1 + i) % n][k])
    return deck + list(stock)


def new(grids: list[list[str]], stock: list[str] | tuple[str, ...] = (), variant: str = "denexa",
        seed: int = 1, **options: Any) -> parlour.Game:
    """A game of ``len(grids)`` players from a stacked first deal."""
    return parlour.new_game(f"cactus:{variant}", len(grids), seed=seed, options=options or None,
                            deck=stack(grids, stock))


def act(g: parlour.Game, who: int, kind: str, /, at: int | None = None,
        **params: Any) -> list[dict[str, Any]]:
    """Apply an action; return the events as the acting seat receives them. A ``match``
    without ``top`` claims against the current discard top."""
    if kind == "match" and "top" not in params:
        params["top"] = top_of(g)
    return [e.for_seat(who) for e in g.apply(who, Action(kind, **params), at=at)]


def top_of(g: parlour.Game) -> str | None:
    """The discard top as text (public), or ``None``."""
    cards = zone(g, "discard")["cards"]
    return cards[-1] if cards else None


def zone(g: parlour.Game, zid: str) -> dict[str, Any]:
    """A zone of the full (debug) view: cards, up and known lists."""
    return next(z for z in g.full_view()["zones"] if z["id"] == zid)


def grid(g: parlour.Game, seat: int) -> list[str | None]:
    return zone(g, f"grid:{seat}")["cards"]


def seen(g: parlour.Game, seat: int, zid: str) -> list[str | None]:
    """The cards of a zone as ``seat``'s view shows them."""
    return next(z for z in g.view(seat)["zones"] if z["id"] == zid)["cards"]


def types(events: list[dict[str, Any]]) -> list[str]:
    return [e["type"] for e in events]


G0 = ["5C", "6C", "7C", "8C"]   # seat 0 (dealer)
G1 = ["2D", "3D", "4D", "9D"]   # seat 1 (non-dealer, first player)


def basic(stock: tuple[str, ...] = ("KH", "QH", "JH", "TH"), **options: Any) -> parlour.Game:
    return new([G0, G1], stock, **options)


# ----- intro -------------------------------------------------------------------------------


def test_a_card_game_for_two_players() -> None:
    assert parlour.new_game("cactus:denexa", 2, seed=1).players == 2
    for n in (1, 3, 4):
        with pytest.raises(InvalidOption, match="2 players"):
            parlour.new_game("cactus:denexa", n, seed=1)
    assert parlour.new_game("cactus", seed=1).variant == "denexa"


def test_initially_all_cards_face_down_and_unknown_to_their_owner() -> None:
    g = basic()
    for s in (0, 1):
        z = zone(g, f"grid:{s}")
        assert z["up"] == [False] * 4 and z["known"] == [0] * 4
        assert seen(g, s, f"grid:{s}") == ["??"] * 4


def test_unknown_cards_are_replaced_by_known_ones_that_still_cannot_be_looked_at() -> None:
    g = basic()
    act(g, 1, "draw", source="stock")
    act(g, 1, "swap", slot=2)
    z = zone(g, "grid:1")
    assert z["cards"][2] == "KH" and z["known"][2] == 0b10 and not z["up"][2]
    assert seen(g, 1, "grid:1")[2] == "??"  # remembered, never shown again


def test_a_golf_family_game_where_the_lowest_score_wins() -> None:
    g = parlour.new_game("cactus", 2, seed=1)
    assert g.family == "golf" and g.lower_wins is True


def test_object_lowest_point_total_wins() -> None:
    g = new([["KC", "KD", "AC", "2C"], ["TC", "TD", "9C", "9S"]], ["3H", "4H"])
    act(g, 1, "draw", source="stock")
    act(g, 1, "discard")
    act(g, 1, "call")
    act(g, 0, "draw", source="stock")
    act(g, 0, "discard")
    act(g, 0, "end")
    res = g.result()
    assert g.is_over() and res is not None
    assert res.scores == [3.0, 38.0] and res.winners == [0] and res.placing == [1, 2]


# ----- setup -------------------------------------------------------------------------------


def test_a_standard_52_card_deck() -> None:
    g = parlour.new_game("cactus", 2, seed=5)
    cards = [c for z in g.full_view()["zones"] for c in z["cards"] if c is not None]
    assert len(cards) == 52 and len(set(cards)) == 52


def test_shuffle_and_deal_four_cards_to_each_player() -> None:
    g = basic()
    assert grid(g, 0) == G0 and grid(g, 1) == G1
    assert len(zone(g, "stock")["cards"]) == 44
    a = parlour.new_game("cactus", 2, seed=3)
    b = parlour.new_game("cactus", 2, seed=4)
    assert grid(a, 0) != grid(b, 0)  # shuffled by the seed


def test_players_may_not_look_at_their_cards() -> None:
    g = basic()
    assert g.view(None)["phase"] == "draw"  # no look phase (wikipedia has one)
    for s in (0, 1):
        assert zone(g, f"grid:{s}")["known"] == [0, 0, 0, 0]
        assert Action("look") not in g.legal_actions(s)
    with pytest.raises(IllegalAction, match="nobody looks at their cards after the deal here"):
        act(g, 1, "look")


def test_cards_arranged_in_a_two_by_two_grid_face_down() -> None:
    g = basic()
    for s in (0, 1):
        z = next(z for z in g.view(s)["zones"] if z["id"] == f"grid:{s}")
        assert z["kind"] == "grid" and z["owner"] == s and z["layout"] == "grid2"
        assert len(z["cards"]) == 4
    assert parlour.new_game("cactus", 2, seed=1).LAYOUT["grid_columns"] == 2


def test_the_stub_face_down_in_the_center_forms_the_stock() -> None:
    g = basic()
    st = next(z for z in g.view(None)["zones"] if z["id"] == "stock")
    assert st["kind"] == "pile" and st["count"] == 44 and st["top"] == "??"
    assert zone(g, "stock")["up"] == [False] * 44
    assert zone(g, "discard")["cards"] == []


# ----- values ------------------------------------------------------------------------------


@pytest.mark.parametrize(("card", "value"), [("AS", 1), ("KS", 0), ("QS", 10), ("JS", 10),
                                             ("TS", 10), ("9S", 9), ("5S", 5), ("2S", 2)])
def test_card_values(card: str, value: int) -> None:
    assert points([parlour.Card.parse(card)]) == value


def test_values_are_used_for_the_final_totals() -> None:
    g = new([["AS", "KS", "QS", "JS"], ["7D", "2D", "TD", "KD"]], ["KH", "KC"])
    act(g, 1, "draw", source="stock")
    act(g, 1, "discard")
    act(g, 1, "call")
    act(g, 0, "draw", source="stock")
    act(g, 0, "discard")
    act(g, 0, "end")
    assert g.view(0)["totals"] == [21, 19]


# ----- game play ---------------------------------------------------------------------------


def test_the_non_dealer_goes_first() -> None:
    g = basic()
    v = g.view(None)
    assert v["dealer"] == 0 and v["turn"] == 1
    assert g.waiting_for() == [1] and g.actors() == [1]
    assert g.legal_actions(0) == []
    with pytest.raises(IllegalAction, match="seat 1's turn"):
        act(g, 0, "draw", source="stock")


def test_draw_from_the_stock_and_look_at_it_hidden_from_the_dealer() -> None:
    g = basic()
    ev = g.apply(1, Action("draw", source="stock"))
    assert [e.for_seat(1).get("card") for e in ev] == ["KH"]
    assert [e.for_seat(0).get("card") for e in ev] == [None]
    assert [e.for_seat(None).get("card") for e in ev] == [None]
    assert seen(g, 1, "drawn") == ["KH"] and seen(g, 0, "drawn") == ["??"]
    assert "KH" in g.view(1)["prompt"] and "KH" not in g.view(0)["prompt"]
    assert g.legal_actions(1)[0].type == "swap"


def test_may_then_swap_it_with_any_of_the_face_down_cards() -> None:
    g = basic()
    act(g, 1, "draw", source="stock")
    assert {a.slot for a in g.legal_actions(1) if a.type == "swap"} == {0, 1, 2, 3}


def test_may_not_look_at_the_face_down_cards_before_deciding_which_to_swap() -> None:
    g = basic()
    act(g, 1, "draw", source="stock")  # KH: no power
    assert {a.type for a in g.legal_actions(1)} == {"swap", "discard"}
    assert seen(g, 1, "grid:1") == ["??"] * 4
    assert zone(g, "grid:1")["known"] == [0] * 4


def test_the_removed_card_goes_face_up_next_to_the_stock_forming_the_discard_pile() -> None:
    g = basic()
    act(g, 1, "draw", source="stock")
    ev = act(g, 1, "swap", slot=3)
    d = next(z for z in g.view(0)["zones"] if z["id"] == "discard")
    assert d["top"] == "9D" and d["count"] == 1
    assert zone(g, "discard")["up"] == [True]
    assert ev[0]["type"] == "swap" and ev[0]["discarded"] == "9D" and ev[0]["slot"] == 3


def test_the_drawn_card_is_placed_face_down_in_the_vacant_spot() -> None:
    g = basic()
    act(g, 1, "draw", source="stock")
    act(g, 1, "swap", slot=3)
    z = zone(g, "grid:1")
    assert z["cards"] == ["2D", "3D", "4D", "KH"] and z["up"] == [False] * 4
    assert seen(g, 0, "grid:1") == ["??"] * 4


def test_once_placed_a_card_cannot_be_looked_at_again() -> None:
    g = basic()
    act(g, 1, "draw", source="stock")
    act(g, 1, "swap", slot=0)
    act(g, 1, "end")
    assert seen(g, 1, "grid:1")[0] == "??"
    # only the house memory aid shows it
    h = basic(assist=True)
    act(h, 1, "draw", source="stock")
    act(h, 1, "swap", slot=0)
    assert seen(h, 1, "grid:1")[0] == "KH" and seen(h, 0, "grid:1")[0] == "??"
    assert h.view(1)["memory"] == [{"seat": 1, "slot": 0, "card": "KH"}]


def test_after_the_non_dealer_has_discarded_the_dealer_plays() -> None:
    g = basic()
    act(g, 1, "draw", source="stock")
    act(g, 1, "swap", slot=0)
    assert g.waiting_for() == [1]  # the end-of-turn step: call or end
    ev = act(g, 1, "end")
    assert types(ev) == ["end", "turn"] and ev[1]["seat"] == 0
    assert g.waiting_for() == [0] and g.view(None)["turn"] == 0


def test_on_this_and_all_subsequent_turns_the_discard_may_be_drawn() -> None:
    g = basic()
    assert Action("draw", source="discard") not in g.legal_actions(1)  # first turn
    with pytest.raises(IllegalAction, match="discard pile is empty"):
        act(g, 1, "draw", source="discard")
    act(g, 1, "draw", source="stock")
    act(g, 1, "swap", slot=0)  # 2D to the discard
    act(g, 1, "end")
    assert Action("draw", source="discard") in g.legal_actions(0)
    ev = act(g, 0, "draw", source="discard")
    assert ev[0]["source"] == "discard" and ev[0]["card"] == "2D"
    act(g, 0, "swap", slot=3)
    act(g, 0, "end")
    assert Action("draw", source="discard") in g.legal_actions(1)  # and later turns too
    assert grid(g, 0)[3] == "2D" and zone(g, "discard")["cards"] == ["8C"]


# ----- matching ----------------------------------------------------------------------------


def matching_position(**options: Any) -> parlour.Game:
    """Seat 1 swaps its 9D out; seat 0 holds 9C in slot 2 (and no other 9)."""
    g = new([["5C", "6C", "9C", "8C"], G1], ["KH", "QH", "JH", "TH"], **options)
    act(g, 1, "draw", source="stock")
    act(g, 1, "swap", slot=3)  # 9D on the discard
    return g


def test_at_any_time_even_out_of_turn_a_matching_card_is_discarded() -> None:
    g = matching_position()
    assert g.actors() == [0, 1] and g.waiting_for() == [1]
    assert Action("match", slot=2, top="9D") in g.legal_actions(0)
    ev = act(g, 0, "match", slot=2, at=500)
    assert ev[0]["type"] == "match" and ev[0]["card"] == "9C" and ev[0]["top"] == "9D"
    assert zone(g, "discard")["cards"][-1] == "9C"
    assert g.waiting_for() == [1]  # it was not seat 0's turn and still is not


def test_after_a_match_the_layout_is_one_card_smaller() -> None:
    g = matching_position()
    act(g, 0, "match", slot=2)
    assert grid(g, 0) == ["5C", "6C", None, "8C"]
    z = next(z for z in g.view(1)["zones"] if z["id"] == "grid:0")
    assert z["count"] == 3 and z["cards"][2] is None


def test_a_wrong_match_is_turned_back_face_down_with_two_unseen_penalty_cards() -> None:
    g = matching_position()
    ev = act(g, 0, "match", slot=1)  # 6C against 9D
    assert ev[0]["type"] == "wrong_match" and ev[0]["card"] == "6C" and ev[0]["penalty"] == [4, 5]
    z = zone(g, "grid:0")
    assert z["cards"][:4] == ["5C", "6C", "9C", "8C"] and z["cards"][4:] == ["QH", "JH"]
    assert z["up"] == [False] * 6
    assert z["known"][1] == 0b11            # everyone saw the 6C
    assert z["known"][4:] == [0, 0]         # nobody saw the penalty cards
    assert seen(g, 0, "grid:0") == ["??"] * 6
    assert all("QH" not in str(e) and "JH" not in str(e) for e in ev)


def test_penalty_cards_fill_empty_slots_first() -> None:
    g = matching_position()
    act(g, 0, "match", slot=2)        # 9C matched: slot 2 empty
    act(g, 0, "match", slot=0)        # 5C against 9C: wrong
    assert grid(g, 0) == ["5C", "6C", "QH", "8C", "JH"]


# ----- power cards -------------------------------------------------------------------------


@pytest.mark.parametrize("card", ["AH", "KH", "2H", "3H", "4H", "5H"])
def test_cards_below_six_and_kings_have_no_power(card: str) -> None:
    g = basic(stock=(card,))
    act(g, 1, "draw", source="stock")
    assert {a.type for a in g.legal_actions(1)} == {"swap", "discard"}


def test_queens_through_sixes_are_power_cards_when_drawn_from_the_stock() -> None:
    kinds = {}
    for card in ("QH", "JH", "TH", "9H", "8H", "7H", "6H"):
        g = basic(stock=(card,))
        act(g, 1, "draw", source="stock")
        kinds[card] = {a.type for a in g.legal_actions(1)} - {"swap", "discard"}
    assert kinds == {"QH": {"blind_swap"}, "JH": {"peek"}, "TH": {"peek"}, "9H": {"peek"},
                     "8H": {"peek"}, "7H": {"peek"}, "6H": {"peek"}}


def test_instead_of_swapping_discard_the_power_card_then_act() -> None:
    g = basic(stock=("8H",))
    act(g, 1, "draw", source="stock")
    ev = act(g, 1, "peek", seat=1, slot=2)
    assert ev[0]["type"] == "peek" and ev[0]["power"] == "8H"
    assert zone(g, "discard")["cards"] == ["8H"]
    assert grid(g, 1) == G1  # layout untouched
    assert g.view(None)["phase"] == "end"


def test_queen_swaps_one_own_card_with_one_opponent_card_unseen() -> None:
    g = basic(stock=("QH",))
    act(g, 1, "draw", source="stock")
    legal = [a for a in g.legal_actions(1) if a.type == "blind_swap"]
    assert len(legal) == 16 and {a.seat for a in legal} == {0}
    ev = g.apply(1, Action("blind_swap", slot=0, seat=0, their_slot=3))
    assert grid(g, 1)[0] == "8C" and grid(g, 0)[3] == "2D"
    for s in (0, 1, None):
        text = str([e.for_seat(s) for e in ev])
        assert "8C" not in text and "2D" not in text  # neither card is seen
    assert zone(g, "grid:1")["known"][0] == 0 and zone(g, "grid:0")["known"][3] == 0


def test_queen_swap_carries_what_players_knew_about_the_cards() -> None:
    g = basic(stock=("9H", "KS", "QH"))
    act(g, 1, "draw", source="stock")
    act(g, 1, "peek", seat=0, slot=3)       # seat 1 knows seat 0's 8C
    act(g, 1, "end")
    act(g, 0, "draw", source="stock")
    act(g, 0, "swap", slot=0)               # seat 0 knows its KS in slot 0
    act(g, 0, "end")
    act(g, 1, "draw", source="stock")
    act(g, 1, "blind_swap", slot=1, seat=0, their_slot=0)
    assert grid(g, 1)[1] == "KS" and zone(g, "grid:1")["known"][1] == 0b01
    assert grid(g, 0)[0] == "3D" and zone(g, "grid:0")["known"][0] == 0  # nobody knew it
    assert zone(g, "grid:0")["known"][3] == 0b10  # still seat 1's knowledge of 8C


def test_jack_ten_nine_look_at_one_opponent_card_they_do_not_learn_it() -> None:
    for power in ("JH", "TH", "9H"):
        g = basic(stock=(power,))
        act(g, 1, "draw", source="stock")
        peeks = {(a.seat, a.slot) for a in g.legal_actions(1) if a.type == "peek"}
        assert peeks == {(0, i) for i in range(4)}
        ev = g.apply(1, Action("peek", seat=0, slot=1))
        assert ev[0].for_seat(1)["card"] == "6C"
        assert "card" not in ev[0].for_seat(0) and "6C" not in str(ev[0].for_seat(0))
        assert "card" not in ev[0].for_seat(None)
        assert zone(g, "grid:0")["known"][1] == 0b10
        assert seen(g, 1, "grid:0")[1] == "??"  # seen once, in the event only


def test_eight_seven_six_look_at_one_own_card() -> None:
    for power in ("8H", "7H", "6H"):
        g = basic(stock=(power,))
        act(g, 1, "draw", source="stock")
        peeks = {(a.seat, a.slot) for a in g.legal_actions(1) if a.type == "peek"}
        assert peeks == {(1, i) for i in range(4)}
        ev = g.apply(1, Action("peek", seat=1, slot=3))
        assert ev[0].for_seat(1)["card"] == "9D" and "card" not in ev[0].for_seat(0)
        assert zone(g, "grid:1")["known"][3] == 0b10
        with pytest.raises(IllegalAction):
            basic(stock=(power,)).apply(1, Action("peek", seat=0, slot=0))


def test_a_power_card_played_to_the_layout_does_not_invoke_its_power() -> None:
    g = basic(stock=("JH",))
    act(g, 1, "draw", source="stock")
    act(g, 1, "swap", slot=0)
    assert {a.type for a in g.legal_actions(1)} - {"match"} == {"end", "call"}
    assert zone(g, "grid:0")["known"] == [0] * 4


def test_an_unused_power_card_from_a_layout_may_be_drawn_and_re_discarded_by_the_opponent() -> None:
    g = new([["JC", "6C", "7C", "8C"], G1], ["KH", "2S", "3S"])
    act(g, 1, "draw", source="stock")
    act(g, 1, "discard")                    # KH discarded
    act(g, 1, "end")
    act(g, 0, "draw", source="stock")       # 2S
    act(g, 0, "swap", slot=0)               # JC out of seat 0's layout, power unused
    act(g, 0, "end")
    assert g.view(1)["top_power_unused"] is True
    act(g, 1, "draw", source="discard")
    legal = g.legal_actions(1)
    assert Action("peek", seat=0, slot=2) in legal and Action("discard") not in legal
    ev = act(g, 1, "peek", seat=0, slot=2)
    assert ev[0]["card"] == "7C" and zone(g, "discard")["cards"][-1] == "JC"
    assert g.view(0)["top_power_unused"] is False  # used now


def test_a_used_power_card_cannot_be_used_again_from_the_discard() -> None:
    g = basic(stock=("JH", "2S"))
    act(g, 1, "draw", source="stock")
    act(g, 1, "peek", seat=0, slot=0)
    act(g, 1, "end")
    act(g, 0, "draw", source="discard")
    assert {a.type for a in g.legal_actions(0)} == {"swap"}


# ----- ending ------------------------------------------------------------------------------


def test_cactus_is_called_at_the_end_of_ones_turn() -> None:
    g = basic()
    assert Action("call") not in g.legal_actions(1)
    act(g, 1, "draw", source="stock")
    assert Action("call") not in g.legal_actions(1)
    with pytest.raises(IllegalAction, match="first swap or discard"):
        act(g, 1, "call")
    act(g, 1, "swap", slot=0)
    assert Action("call") in g.legal_actions(1)
    assert Action("call") not in g.legal_actions(0)
    ev = act(g, 1, "call")
    assert types(ev) == ["call", "turn"] and ev[1]["last"] is True
    assert g.view(0)["caller"] == 1


def test_the_opponent_then_has_one_more_turn_then_both_turn_up_their_cards() -> None:
    g = basic()
    act(g, 1, "draw", source="stock")
    act(g, 1, "discard")
    act(g, 1, "call")
    assert g.waiting_for() == [0] and not g.is_over()
    act(g, 0, "draw", source="stock")
    act(g, 0, "discard")
    assert Action("call") not in g.legal_actions(0)
    ev = act(g, 0, "end")
    assert g.is_over() and types(ev) == ["end", "reveal"]
    assert ev[1]["grids"] == [G0, G1] and ev[1]["totals"] == [26, 18]
    for s in (0, 1, None):
        assert seen(g, s, "grid:0") == G0 and seen(g, s, "grid:1") == G1
    assert g.actors() == [] and g.legal_actions(0) == []


def test_whichever_player_has_the_lower_total_wins() -> None:
    g = basic()
    act(g, 1, "draw", source="stock")
    act(g, 1, "discard")
    act(g, 1, "call")
    act(g, 0, "draw", source="stock")
    act(g, 0, "discard")
    act(g, 0, "end")
    res = g.result()
    assert res is not None and res.winners == [1] and res.scores == [26.0, 18.0]
    assert "seat 1 won" in g.view(0)["prompt"]


def test_play_continues_until_one_player_is_satisfied_and_calls() -> None:
    g = parlour.new_game("cactus", 2, seed=21)
    seat = 1
    for _ in range(15):                        # nobody calls: turns alternate, no end
        assert g.waiting_for() == [seat] and not g.is_over()
        act(g, seat, "draw", source="stock")
        act(g, seat, "discard")
        act(g, seat, "end")
        seat = 1 - seat
    assert g.view(None)["caller"] is None and g.view(None)["turn_number"] == 16


def test_labels_name_the_drawn_card_only_for_its_drawer() -> None:
    g = basic(stock=("8H",))
    act(g, 1, "draw", source="stock")
    mine = {j["label"] for j in g.legal_json(1)}
    assert "Swap the 8H into slot 0" in mine and "Discard the 8H (power unused)" in mine
    assert "Discard the 8H and look at your slot 2" in mine
    # for anyone but the drawer (or nobody in particular) the label never names the card
    assert g.label(Action("swap", slot=0)) == "Swap the drawn card into slot 0"
    assert g.label(Action("discard"), 0) == "Discard the drawn card"
    assert g.label(Action("discard"), 1) == "Discard the 8H (power unused)"
    quick = basic()
    act(quick, 1, "draw", source="stock")
    act(quick, 1, "swap", slot=0)
    act(quick, 1, "end")
    act(quick, 0, "draw", source="discard")  # the 2D, seen by everyone
    assert quick.label(Action("swap", slot=1)) == "Swap the 2D into slot 1"
