"""Cactus rulings: RULINGS.md section "1. Cactus" (A1-A10) and the module's own (C1-C15),
each with its parameters; real-time claims with explicit arrival times. More in test_cactus_review.py."""

from __future__ import annotations

import json

import pytest

import parlour
from parlour import Action, IllegalAction, InvalidOption
from tests.games.test_cactus_denexa import act, grid, new, top_of, types, zone

G0 = ["5C", "6C", "7C", "8C"]
G1 = ["2D", "3D", "4D", "9D"]


def quick_turn(g: parlour.Game, seat: int, end: str = "end") -> None:
    act(g, seat, "draw", source="stock")
    act(g, seat, "discard")
    act(g, seat, end)


def wiki(grids: list[list[str]], stock: tuple[str, ...] | list[str] = ("KH", "KC", "KD", "KS"),
         **options: object) -> parlour.Game:
    g = new(grids, stock, variant="wikipedia", **options)
    for s in range(len(grids)):
        act(g, s, "look")
    return g


def snapshot(g: parlour.Game) -> str:
    return json.dumps([g.full_view(), g.record()], sort_keys=True)


# ----- A1 ----------------------------------------------------------------------------------


def test_a1_a_match_is_the_same_rank_with_the_suit_ignored() -> None:
    g = new([["7C", "7H", "8H", "KC"], G1], ["7S", "2S"])
    act(g, 1, "draw", source="stock")
    act(g, 1, "discard")                       # 7S
    assert act(g, 0, "match", slot=0)[0]["type"] == "match"      # 7C on 7S
    assert act(g, 0, "match", slot=1)[0]["type"] == "match"      # 7H on 7C
    assert act(g, 0, "match", slot=2)[0]["type"] == "wrong_match"  # 8H on 7H: same suit only


# ----- A2 ----------------------------------------------------------------------------------


def test_a2_an_empty_stock_is_rebuilt_from_the_discards_keeping_the_top() -> None:
    g = parlour.new_game("cactus", 2, seed=11)
    seat = 1
    while zone(g, "stock")["cards"]:
        quick_turn(g, seat)
        seat = 1 - seat
    discards = zone(g, "discard")["cards"]
    assert len(discards) == 44
    ev = g.apply(seat, Action("draw", source="stock"))
    assert [e.type for e in ev] == ["rebuild", "draw"] and ev[0].data["cards"] == 43
    assert zone(g, "discard")["cards"] == discards[-1:]
    st = zone(g, "stock")
    assert len(st["cards"]) == 42 and set(st["cards"]) < set(discards[:-1])
    assert st["up"] == [False] * 42 and st["known"] == [0] * 42
    assert st["cards"] != discards[:-1][:42] and st["cards"] != discards[:-1][::-1][1:]  # shuffled


def exhausting(**options: object) -> parlour.Game:
    """Seat 1 has discarded the stock's first card; seat 0 holds 5C in slot 0 and the
    discard top is a king, so each ``match slot 0`` by seat 0 is wrong."""
    g = new([G0, G1], ["KS"], **options)
    act(g, 1, "draw", source="stock")
    act(g, 1, "discard")
    return g


def test_a2_still_empty_penalties_are_skipped_and_the_hand_ends_after_this_turn() -> None:
    g = exhausting(penalty_cards=8)
    for _ in range(5):
        act(g, 0, "match", slot=0)            # 40 of the 43 cards
    assert len(zone(g, "stock")["cards"]) == 3
    ev = act(g, 0, "match", slot=0)
    assert ev[0]["type"] == "wrong_match" and len(ev[0]["penalty"]) == 3
    assert "5 penalty cards skipped" in ev[0]["text"] and types(ev)[-1] == "exhausted"
    assert len(grid(g, 0)) == 4 + 43
    assert g.view(None)["exhausted"] is True
    assert Action("call") not in g.legal_actions(1)     # C5: no call once exhausted
    with pytest.raises(IllegalAction, match="exhausted"):
        act(g, 1, "call")
    ev = act(g, 1, "end")
    assert g.is_over() and types(ev) == ["end", "reveal"]
    assert g.result() is not None and g.result().winners == [1]


def test_a2_a_turn_that_starts_with_nothing_to_draw_is_the_last() -> None:
    g = exhausting(grid_cards=6, penalty_cards=3)   # stock 40 after the deal, 39 after the draw
    for _ in range(13):
        act(g, 0, "match", slot=0)
    assert zone(g, "stock")["cards"] == [] and g.view(None)["exhausted"] is False
    ev = act(g, 1, "end")
    assert types(ev) == ["end", "turn", "exhausted"]
    assert g.legal_actions(0) == [Action("draw", source="discard")] + [
        Action("match", slot=i, top=top_of(g)) for i in range(6 + 39)]
    with pytest.raises(IllegalAction, match="cannot be rebuilt"):
        act(g, 0, "draw", source="stock")
    act(g, 0, "draw", source="discard")
    act(g, 0, "swap", slot=1)
    assert Action("call") not in g.legal_actions(0)
    ev = act(g, 0, "end")
    assert g.is_over() and "reveal" in types(ev)


# ----- A3 ----------------------------------------------------------------------------------


def test_a3_a_non_power_card_from_the_stock_may_be_discarded_without_swapping() -> None:
    for variant in ("denexa", "wikipedia"):
        g = new([G0, G1], ["5H"], variant=variant)
        for s in ((0, 1) if variant == "wikipedia" else ()):
            act(g, s, "look")
        act(g, 1, "draw", source="stock")
        assert Action("discard") in g.legal_actions(1)
        act(g, 1, "discard")
        assert grid(g, 1) == G1 and zone(g, "discard")["cards"] == ["5H"]


def test_a3_a_card_from_the_discard_pile_must_be_swapped_in() -> None:
    g = new([G0, G1], ["5H"])
    quick_turn(g, 1)
    act(g, 0, "draw", source="discard")
    assert {a.type for a in g.legal_actions(0)} == {"swap"}
    before = snapshot(g)
    with pytest.raises(IllegalAction, match="must be swapped into your layout"):
        act(g, 0, "discard")
    assert snapshot(g) == before


def test_a3_except_an_unused_power_card_which_may_be_re_discarded_for_its_power() -> None:
    g = new([G0, ["8H", "3D", "4D", "9D"]], ["KH"])
    act(g, 1, "draw", source="stock")
    act(g, 1, "swap", slot=0)                  # 8H discarded from the layout: unused
    act(g, 1, "end")
    act(g, 0, "draw", source="discard")
    assert {a.type for a in g.legal_actions(0)} == {"swap", "peek"}
    assert Action("discard") not in g.legal_actions(0)   # re-discarding means using it


# ----- A4 ----------------------------------------------------------------------------------


def caller_position(**options: object) -> parlour.Game:
    """Seat 1 called; seat 0 then discards a 4; both hold a 4 in slot 0."""
    g = new([["4C", "KC", "KD", "KS"], ["4D", "3D", "5D", "6D"]], ["2S", "4S"], **options)
    quick_turn(g, 1, "call")
    act(g, 0, "draw", source="stock")
    act(g, 0, "discard")
    return g


def test_a4_the_caller_is_frozen_by_default() -> None:
    g = caller_position()
    assert g.options.caller_frozen is True
    assert g.actors() == [0] and g.view(1)["frozen"] == [1] and g.legal_actions(1) == []
    before = snapshot(g)
    with pytest.raises(IllegalAction, match="called Cactus"):
        act(g, 1, "match", slot=0)
    assert snapshot(g) == before


def test_a4_caller_frozen_false_lets_the_caller_match() -> None:
    g = caller_position(caller_frozen=False)
    assert g.actors() == [0, 1] and g.view(1)["frozen"] == []
    assert act(g, 1, "match", slot=0)[0]["type"] == "match"
    assert {a.type for a in g.legal_actions(1)} == {"match"}   # but no more turns
    act(g, 0, "end")
    assert g.is_over() and g.view(None)["totals"] == [4, 14]


# ----- A5 ----------------------------------------------------------------------------------


def tie(**options: object) -> parlour.Game:
    g = new([["2C", "3C", "4C", "9C"], G1], ["KH", "KS"], **options)
    quick_turn(g, 1, "call")
    quick_turn(g, 0)
    return g


def test_a5_a_denexa_tie_is_a_draw_by_default() -> None:
    g = tie()
    res = g.result()
    assert res is not None and res.scores == [18.0, 18.0] and res.winners == [] and res.placing == [1, 1]
    assert "draw" in res.reason and g.view(0)["prompt"] == "Game over: a draw"


def test_a5_tie_rule_caller_loses() -> None:
    res = tie(tie_rule="caller_loses").result()
    assert res is not None and res.winners == [0] and res.placing == [1, 2]
    with pytest.raises(InvalidOption, match="tie_rule"):
        parlour.new_game("cactus", 2, options={"tie_rule": "split"})


# ----- A6 ----------------------------------------------------------------------------------

G2 = ["KC", "KD", "AC", "AD"]   # seat 2: 2 points


def test_a6_queen_and_jack_may_target_any_opponent() -> None:
    g = wiki([G0, G1, G2], ["QH"])
    act(g, 1, "draw", source="stock")
    assert {a.seat for a in g.legal_actions(1) if a.type == "blind_swap"} == {0, 2}
    act(g, 1, "blind_swap", slot=0, seat=2, their_slot=3)
    assert grid(g, 2)[3] == "2D" and grid(g, 1)[0] == "AD"
    h = wiki([G0, G1, G2], ["JH"])
    act(h, 1, "draw", source="stock")
    assert {a.seat for a in h.legal_actions(1) if a.type == "peek"} == {0, 2}


def test_a6_points_are_gained_by_players_higher_than_the_caller() -> None:
    # caller seat 1 (18); seat 0 (26) is higher, seat 2 (2) is lower
    g = wiki([G0, G1, G2], ["KH", "KS", "2S"])
    quick_turn(g, 1, "call")
    quick_turn(g, 2)
    quick_turn(g, 0)
    assert g.view(None)["gains"] == [26, 28, 0]


def test_a6_reaching_the_target_loses_and_the_lowest_of_the_rest_wins_ties_shared() -> None:
    g = wiki([["QC", "QD", "JC", "JD"], G1, ["2C", "3C", "4C", "9C"]], ["KH", "KS", "2S"],
             target=40)
    quick_turn(g, 1, "call")
    quick_turn(g, 2)
    quick_turn(g, 0)
    res = g.result()
    assert g.is_over() and res is not None
    assert res.scores == [40.0, 28.0, 0.0] and res.winners == [2] and res.placing == [3, 2, 1]
    g = wiki([["QC", "QD", "JC", "JD"], G1, ["2C", "3C", "4C", "9C"]], ["KH", "KS", "2S"],
             target=40, caller_penalty=0)
    quick_turn(g, 1, "call")
    quick_turn(g, 2)
    quick_turn(g, 0)
    res = g.result()
    assert res is not None and res.scores == [40.0, 18.0, 0.0] and res.winners == [2]
    g = wiki([["QC", "QD", "JC", "JD"], G1, ["2C", "3C", "4C", "9C"]], ["KH", "KS", "2S"],
             target=40)
    # a shared win: nobody below the target differs
    quick_turn(g, 1)
    quick_turn(g, 2, "call")   # caller seat 2 (18) ties seat 1 (18): caller 28, seat 0 40
    quick_turn(g, 0)
    quick_turn(g, 1)
    res = g.result()
    assert res is not None and res.scores == [40.0, 0.0, 28.0] and res.winners == [1]


def test_a6_everyone_below_the_target_sharing_the_lowest_total_share_the_win() -> None:
    g = wiki([["QC", "QD", "JC", "JD"], G1, ["2C", "3C", "4C", "9C"]], ["KH", "KS", "2S"],
             target=40, caller_penalty=0)
    quick_turn(g, 1)
    quick_turn(g, 2, "call")   # caller 18, tie with seat 1: +0 penalty -> 18
    quick_turn(g, 0)
    quick_turn(g, 1)
    res = g.result()
    assert res is not None and res.scores == [40.0, 0.0, 18.0] and res.winners == [1]
    h = wiki([["QC", "QD", "JC", "JD"], G1, ["KC", "KD", "KS", "KH"]], ["AH", "AS", "2S"],
             target=40)
    quick_turn(h, 1)
    quick_turn(h, 2, "call")   # caller 0, strictly lowest: nobody but seat 0 scores
    quick_turn(h, 0)
    quick_turn(h, 1)
    res = h.result()
    assert res is not None and res.scores == [40.0, 18.0, 0.0] and res.winners == [2]


# ----- A7 ----------------------------------------------------------------------------------


def next_first(grids: list[list[str]], caller: int) -> int:
    g = wiki(grids, ["5S", "5H", "4S", "4H", "3S"])
    seat = 1
    while True:
        quick_turn(g, seat, "call" if seat == caller else "end")
        if g.view(None)["phase"] == "scored":
            break
        seat = (seat + 1) % len(grids)
    return g.view(None)["first"]


def test_a7_the_round_winner_is_the_lowest_total() -> None:
    assert next_first([G0, G1, G2], caller=1) == 2


def test_a7_a_caller_tied_for_lowest_wins_the_round() -> None:
    assert next_first([G0, G1, ["2C", "3C", "4C", "9C"]], caller=2) == 2
    assert next_first([G0, G1, ["2C", "3C", "4C", "9C"]], caller=1) == 1


def test_a7_other_ties_go_to_the_earliest_seat_clockwise_from_the_first_player() -> None:
    # seats 0 and 2 tie for lowest (2), the caller (seat 1) is higher; first player was 1
    assert next_first([["KH", "KS", "AH", "AS"], G1, G2], caller=1) == 2


# ----- A8 ----------------------------------------------------------------------------------


def test_a8_wikipedia_a_stock_power_card_discarded_unused_keeps_its_power() -> None:
    g = wiki([G0, G1], ["JH"])
    act(g, 1, "draw", source="stock")
    ev = act(g, 1, "discard")
    assert "without using its power" in ev[0]["text"]
    act(g, 1, "end")
    assert g.view(0)["top_power_unused"] is True
    act(g, 0, "draw", source="discard")
    assert Action("peek", seat=1, slot=0) in g.legal_actions(0)


def test_a8_is_wikipedia_only_denexa_reuses_only_cards_discarded_from_a_layout() -> None:
    g = new([G0, G1], ["JH"])
    act(g, 1, "draw", source="stock")
    act(g, 1, "discard")                       # JH straight from the stock, power unused
    act(g, 1, "end")
    assert g.view(0)["top_power_unused"] is False
    assert [a for a in g.legal_actions(0) if a.type == "draw"] == [
        Action("draw", source="stock"), Action("draw", source="discard")]
    act(g, 0, "draw", source="discard")
    assert {a.type for a in g.legal_actions(0)} == {"swap"}
    with pytest.raises(IllegalAction, match="discarded from the stock rather than from a layout"):
        act(g, 0, "peek", seat=1, slot=0)
    # the same card discarded from a layout keeps its power (denexa's own definition)
    g = new([G0, ["JH", "3D", "4D", "9D"]], ["KH"])
    act(g, 1, "draw", source="stock")
    act(g, 1, "swap", slot=0)                  # the JH leaves the layout unused
    act(g, 1, "end")
    act(g, 0, "draw", source="discard")
    assert Action("peek", seat=1, slot=0) in g.legal_actions(0)


# ----- who may reuse an unused power ------------------------------------------------------


def _reuse_position(variant: str) -> parlour.Game:
    g = new([["9C", "6C", "7C", "8C"], ["9H", "3D", "4D", "KD"]], ["9S", "KH", "2S"],
            variant=variant)
    if variant == "wikipedia":
        act(g, 0, "look")
        act(g, 1, "look")
    return g


@pytest.mark.parametrize("variant", ["denexa", "wikipedia"])
def test_the_player_who_put_an_unused_power_card_down_may_not_reuse_it(variant: str) -> None:
    g = _reuse_position(variant)
    act(g, 1, "draw", source="stock")          # 9S, power used by seat 1
    act(g, 1, "peek", seat=0, slot=1)
    act(g, 1, "match", slot=0)                 # seat 1's own 9H on it: unused, placed by 1
    assert g.view(None)["top_placed_by"] == 1 and g.view(None)["top_power_unused"] is True
    act(g, 1, "end")
    act(g, 0, "draw", source="discard")        # seat 0, the next player, may use it
    assert Action("peek", seat=1, slot=1) in g.legal_actions(0)
    # the other way round: seat 0 matches its 9C during seat 1's turn, then seat 0's
    # own turn comes: it may not take its own card back for the power
    g = _reuse_position(variant)
    act(g, 1, "draw", source="stock")
    act(g, 1, "peek", seat=0, slot=1)          # 9S used
    act(g, 0, "match", slot=0)                 # seat 0's 9C: unused, placed by seat 0
    act(g, 1, "end")
    assert g.view(None)["turn"] == 0 and g.view(None)["top_placed_by"] == 0
    act(g, 0, "draw", source="discard")
    assert "peek" not in {a.type for a in g.legal_actions(0)}
    with pytest.raises(IllegalAction, match="by you: only the next player after them"):
        act(g, 0, "peek", seat=1, slot=1)


def test_wikipedia_reuse_is_for_the_player_after_the_one_who_discarded_it() -> None:
    g = wiki([G0, G1, ["JH", "KD", "KS", "2H"]], ["2S", "3S"])
    quick_turn(g, 1)
    act(g, 2, "draw", source="stock")          # 3S
    act(g, 2, "swap", slot=0)                  # JH out of seat 2's layout, unused
    act(g, 2, "end")
    act(g, 0, "draw", source="discard")        # seat 0 is the player after seat 2
    assert Action("peek", seat=1, slot=0) in g.legal_actions(0)
    # seat 2 matches its JH out of turn on seat 0's used JS: seat 1 moves next, but
    # seat 1 is not the player after seat 2, so the power is not seat 1's to use
    g = wiki([G0, G1, ["JH", "KD", "KS", "2H"]], ["2S", "3S", "JS", "4S"])
    quick_turn(g, 1)
    quick_turn(g, 2)
    act(g, 0, "draw", source="stock")          # JS
    act(g, 0, "peek", seat=1, slot=0)          # used
    act(g, 2, "match", slot=0)                 # JH placed by seat 2
    act(g, 0, "end")
    assert g.view(None)["top_placed_by"] == 2 and g.view(None)["turn"] == 1
    act(g, 1, "draw", source="discard")
    assert {a.type for a in g.legal_actions(1)} == {"swap", "double"}   # no peek


# ----- A9 ----------------------------------------------------------------------------------


def holding_position(players: int = 2) -> parlour.Game:
    """Seat 1 has discarded the 9D; seat 0 holds the QH (drawn from the stock)."""
    grids = [["9C", "6C", "7C", "8C"], G1, ["9H", "KD", "KS", "2H"]][:players]
    g = new(grids, ["KH", "QH", "9S", "5S"]) if players == 2 else \
        wiki(grids, ["KH", "AS", "QH", "9S"])
    act(g, 1, "draw", source="stock", at=100)
    act(g, 1, "swap", slot=3, at=300)          # 9D on the discard
    act(g, 1, "end", at=500)
    if players == 3:
        quick_turn(g, 2)                       # AS ... seat 2 plays; top is the AS
    act(g, 0, "draw", source="stock", at=700)  # seat 0 holds the QH
    return g


def test_a9_a_claim_during_an_action_is_queued_announced_and_resolved_at_its_end() -> None:
    g = holding_position()
    assert g.actors() == [0, 1] and g.waiting_for() == [0]
    ev = g.apply(1, Action("match", slot=0, top="9D"), at=750)
    assert [e.type for e in ev] == ["claim"]
    texts = {ev[0].for_seat(s)["text"] for s in (0, 1, None)}
    assert texts == {"Seat 1 claims a match of the 9D with slot 0: resolved when seat 0's "
                     "action is complete"}      # the same for all: nothing private in it
    for s in (0, 1, None):
        assert g.view(s)["pending"] == [{"seat": 1, "slot": 0, "top": "9D"}]
    with pytest.raises(IllegalAction, match="already claimed the 9D with slot 0"):
        act(g, 1, "match", slot=0, at=900)
    clone = g.clone()
    ev = act(g, 0, "discard", at=950)          # the QH covers the 9D: the claim is stale
    assert types(ev) == ["discard", "too_late"]
    assert "Too late: seat 1's claim on the 9D with slot 0 is dropped" in ev[1]["text"]
    assert "no penalty" in ev[1]["text"]
    assert grid(g, 1) == ["2D", "3D", "4D", "KH"] and g.view(None)["pending"] == []
    assert clone.view(None)["pending"] == [{"seat": 1, "slot": 0, "top": "9D"}]  # clone-safe
    assert types(act(clone, 0, "swap", slot=1, at=950)) == ["swap", "too_late"]


def test_a9_the_turn_player_may_not_claim_in_the_middle_of_its_own_action() -> None:
    g = holding_position()
    before = snapshot(g)
    with pytest.raises(IllegalAction, match="first finish your action: swap or discard the QH"):
        act(g, 0, "match", slot=0, at=850)
    assert snapshot(g) == before


def test_a9_queued_claims_resolve_in_arrival_order() -> None:
    g = holding_position(3)                    # top: the AS discarded by seat 2
    assert g.actors() == [0, 1, 2]
    act(g, 2, "match", slot=3, at=750)         # seat 2 first (its 2H: would be wrong)
    act(g, 1, "match", slot=0, at=760)         # then seat 1
    assert [p["seat"] for p in g.view(None)["pending"]] == [2, 1]
    ev = g.apply(0, Action("discard"), at=850)
    assert [(e.type, e.seat) for e in ev] == [("discard", 0), ("too_late", 2), ("too_late", 1)]
    assert len(grid(g, 2)) == 4 and len(grid(g, 1)) == 4    # stale claims: no penalty


def test_a9_a_claim_against_a_top_that_has_changed_is_too_late_not_wrong() -> None:
    g = holding_position()
    act(g, 0, "discard", at=850)               # QH on top now
    before = snapshot(g)
    with pytest.raises(IllegalAction, match="too late: the discard top is now the QH, not the 9D"):
        act(g, 1, "match", slot=0, top="9D", at=900)
    assert snapshot(g) == before               # refused: no penalty
    ev = act(g, 1, "match", slot=0, top="QH", at=910)   # aimed at the QH: a wrong match
    assert ev[0]["type"] == "wrong_match"


def test_a9_claims_apply_in_arrival_order_first_valid_claim_wins() -> None:
    grids = [G0, ["9C", "3D", "4D", "5D"], ["9H", "KD", "KS", "2H"]]
    g = wiki(grids, ["9S", "AS"])
    act(g, 1, "draw", source="stock", at=1000)
    act(g, 1, "discard", at=1500)              # 9S
    assert g.actors() == [0, 1, 2]
    ev = act(g, 2, "match", slot=0, at=1700)   # seat 2 arrives first
    assert ev[0]["type"] == "match"
    with pytest.raises(IllegalAction, match="already matched"):
        act(g, 1, "match", slot=0, at=1710)    # too late: refused without penalty
    with pytest.raises(IllegalAction, match="earlier than the game clock"):
        act(g, 1, "end", at=1600)
    # denexa (repeat_match=free): a second claim of the same rank is still valid
    h = new([["9C", "6C", "7C", "8C"], ["9H", "3D", "4D", "5D"]], ["9S"])
    act(h, 1, "draw", source="stock", at=100)
    act(h, 1, "discard", at=250)
    assert act(h, 1, "match", slot=0, at=400)[0]["type"] == "match"
    assert act(h, 0, "match", slot=0, at=401)[0]["type"] == "match"
    rec = json.loads(json.dumps(h.record()))
    assert [e["at"] for e in rec["actions"]] == [100, 250, 400, 401]
    assert snapshot(parlour.replay(rec)) == snapshot(h)


def test_a9_claims_are_open_before_the_draw_and_in_the_end_step() -> None:
    g = new([["9C", "6C", "7C", "8C"], G1], ["KH", "2S"])
    act(g, 1, "draw", source="stock")
    act(g, 1, "swap", slot=3)                  # 9D
    assert 0 in g.actors()                     # end step of seat 1
    act(g, 1, "end")
    assert g.actors() == [0, 1]                # seat 0's draw step: both may claim
    assert act(g, 0, "match", slot=0)[0]["type"] == "match"


# ----- A10 ---------------------------------------------------------------------------------


def test_a10_only_your_own_cards_may_be_matched() -> None:
    g = new([["5C", "6C", "7C", "8C"], ["9C", "3D", "4D", "5D"]], ["9S"])
    act(g, 1, "draw", source="stock")
    act(g, 1, "discard")                       # 9S: seat 1's slot 0 would match
    ev = act(g, 0, "match", slot=0)            # a seat's claim is about its own slot 0
    assert ev[0]["type"] == "wrong_match" and ev[0]["card"] == "5C"
    assert grid(g, 1)[0] == "9C"
    with pytest.raises(IllegalAction, match="no parameter"):
        g.apply(0, {"type": "match", "slot": 0, "seat": 1})


# ----- module rulings ----------------------------------------------------------------------


def test_c1_no_claim_against_an_empty_discard_pile() -> None:
    g = new([G0, G1])
    assert g.actors() == [1]
    with pytest.raises(IllegalAction, match="nothing to match"):
        act(g, 0, "match", slot=0, top="2C")


def test_c2_a_matched_power_card_has_an_unused_power() -> None:
    g = new([G0, ["JC", "3D", "4D", "9D"]], ["JS", "2S"])
    act(g, 1, "draw", source="stock")
    act(g, 1, "peek", seat=0, slot=0)          # JS used
    assert g.view(0)["top_power_unused"] is False
    act(g, 1, "match", slot=0)                 # JC matched from seat 1's layout
    assert g.view(0)["top_power_unused"] is True
    act(g, 1, "end")
    act(g, 0, "draw", source="discard")
    assert Action("peek", seat=1, slot=1) in g.legal_actions(0)


def test_c5_cactus_is_called_once_and_not_in_the_last_turns() -> None:
    g = new([G0, G1], ["KH", "KS"])
    quick_turn(g, 1, "call")
    act(g, 0, "draw", source="stock")
    act(g, 0, "discard")
    with pytest.raises(IllegalAction, match="already called by seat 1"):
        act(g, 0, "call")


def test_c6_a_wikipedia_hand_without_a_caller_scores_everyone_above_the_lowest() -> None:
    g = new([G0, G1], ["KS"], variant="wikipedia", penalty_cards=8)
    act(g, 0, "look")
    act(g, 1, "look")
    act(g, 1, "draw", source="stock")
    act(g, 1, "discard")
    for _ in range(6):
        act(g, 0, "match", slot=0)             # 43 cards to seat 0, then exhausted
    act(g, 1, "end")
    assert g.view(None)["caller"] is None and g.view(None)["gains"][1] == 0
    assert g.view(None)["gains"][0] == g.view(None)["totals"][0] > 0


def test_c7_the_first_player_sits_opposite_the_dealer_else_at_the_dealers_left() -> None:
    for n, first in ((2, 1), (3, 1), (4, 2), (6, 3)):
        g = parlour.new_game("cactus:wikipedia", n, seed=n)
        for s in range(n):
            g.apply(s, Action("look"))
        assert g.view(None)["dealer"] == 0 and g.waiting_for() == [first]


def test_c8_a_player_without_cards_keeps_playing_but_cannot_take_a_useless_discard() -> None:
    g = new([["4C", "9C", "JC", "KC"], G1], ["4S", "2H", "9S", "2C", "JS", "3H", "KH", "5H", "AS",
                                             "8S", "TH"], plain_discard_reusable=True)
    for i in range(4):
        act(g, 1, "draw", source="stock")
        act(g, 1, "discard")
        act(g, 0, "match", slot=i)
        act(g, 1, "end")
        if i < 3:
            quick_turn(g, 0)
    assert grid(g, 0) == [None] * 4 and g.view(None)["turn"] == 0
    assert g.legal_actions(0) == [Action("draw", source="stock")]   # the KH is useless
    quick_turn(g, 0)
    act(g, 1, "draw", source="stock")          # AS
    act(g, 1, "discard")
    act(g, 1, "end")
    act(g, 0, "draw", source="stock")          # 8S: no own card to look at
    assert g.legal_actions(0) == [Action("discard")]
    act(g, 0, "discard")
    act(g, 0, "end")
    act(g, 1, "draw", source="stock")          # TH discarded unused: useful to seat 0
    act(g, 1, "discard")
    act(g, 1, "end")
    assert Action("draw", source="discard") in g.legal_actions(0)
    act(g, 0, "draw", source="discard")
    assert {a.type for a in g.legal_actions(0)} == {"peek"}


def test_c9_start_peek_looks_at_the_near_row() -> None:
    g = new([G0, G1], start_peek=1)
    assert g.view(None)["phase"] == "look"
    ev = g.apply(0, Action("look"))
    assert ev[0].for_seat(0)["slots"] == [3] and ev[0].for_seat(0)["cards"] == ["8C"]
    assert zone(g, "grid:0")["known"] == [0, 0, 0, 1]


def test_options_are_validated() -> None:
    with pytest.raises(InvalidOption):
        parlour.new_game("cactus", 2, options={"penalty_cards": -1})
    with pytest.raises(InvalidOption):
        parlour.new_game("cactus", 2, options={"caller_frozen": "yes"})
    with pytest.raises(InvalidOption, match="unknown option"):
        parlour.new_game("cactus", 2, options={"jokers": 2})
    info = next(i for i in parlour.games() if i.name == "cactus")
    assert info.timing == "realtime" and set(info.variants) == {"denexa", "wikipedia"}
    assert {"assist", "caller_frozen", "tie_rule", "target"} <= set(info.options)


def test_c8_a_turn_player_left_with_nothing_to_draw_ends_the_hand_at_once() -> None:
    g = new([["5C"], ["9D"]], ["5S"], grid_cards=1, penalty_cards=8)
    quick_turn(g, 1)                           # 5S on the discard
    act(g, 0, "match", slot=0)                 # seat 0 (to draw) has no cards now
    for _ in range(6):
        act(g, 1, "match", slot=0)             # wrong: 48 penalty cards
    assert len(zone(g, "stock")["cards"]) == 1 and not g.is_over()
    ev = act(g, 1, "match", slot=0)            # 1 + the rebuilt 5S, then nothing
    assert types(ev)[:1] == ["wrong_match"] and "rebuild" in types(ev)
    assert types(ev)[-2:] == ["exhausted", "reveal"] and g.is_over()
    assert zone(g, "discard")["cards"] == ["5C"] and grid(g, 0) == [None]
    res = g.result()
    assert res is not None and res.winners == [0]


def test_a2_exhaustion_is_announced_once() -> None:
    g = exhausting(penalty_cards=8)
    for _ in range(6):
        act(g, 0, "match", slot=0)
    assert g.view(None)["exhausted"] is True
    ev = act(g, 0, "match", slot=0)           # more penalties skipped, no new announcement
    assert types(ev) == ["wrong_match"] and ev[0]["penalty"] == []
    assert "8 penalty cards skipped" in ev[0]["text"]
