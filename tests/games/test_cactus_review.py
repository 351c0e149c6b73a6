"""Cactus: rulings and behaviour added after review (rounds and views, messages, A2 with a
pending call, A6 with several losers, first player, stacked decks over several rounds)."""

from __future__ import annotations

import pytest

import parlour
from parlour import Action, IllegalAction, InvalidOption
from tests.games.test_cactus_denexa import act, grid, new, stack, top_of, types
from tests.games.test_cactus_rulings import quick_turn, wiki

G0 = ["5C", "6C", "7C", "8C"]   # 26
G1 = ["2D", "3D", "4D", "9D"]   # 18
G2 = ["KC", "KD", "KH", "AC"]   # 1


# ----- views between rounds ---------------------------------------------------------------


def test_a_new_deal_clears_the_previous_rounds_totals_and_gains() -> None:
    g = wiki([G0, G1], ["2S", "3S"])
    quick_turn(g, 1, "call")
    quick_turn(g, 0)
    v = g.view(0)
    assert v["phase"] == "scored" and v["totals"] == [26, 18] and v["gains"] == [26, 0]
    act(g, 1, "deal")
    for s in (0, 1, None):
        v = g.view(s)
        assert "totals" not in v and "gains" not in v
        assert v["history"] == [[26, 18]] and v["gain_history"] == [[26, 0]]


# ----- messages are right for the seat they are sent to --------------------------------------


def test_denexa_double_while_holding_a_card_does_not_offer_matching_now() -> None:
    g = new([G0, G1], ["KH"])
    act(g, 1, "draw", source="stock")
    with pytest.raises(IllegalAction) as err:
        act(g, 1, "double", slot=0)
    text = str(err.value)
    assert "wikipedia rule" in text and "once the card you hold is placed" in text
    assert "just match" not in text


def test_the_turn_player_is_told_in_the_second_person_to_finish_its_action() -> None:
    g = new([G0, G1], ["KH", "2S"])
    quick_turn(g, 1)
    act(g, 0, "draw", source="stock")
    with pytest.raises(IllegalAction) as err:
        act(g, 0, "match", slot=0)
    assert str(err.value).startswith("first finish your action: swap or discard the 2S you")
    assert "seat 0" not in str(err.value)


def test_the_end_step_with_an_exhausted_stock_does_not_offer_a_call() -> None:
    g = new([G0, G1], ["KS"], penalty_cards=8)
    act(g, 1, "draw", source="stock")
    act(g, 1, "discard")
    for _ in range(6):
        act(g, 0, "match", slot=0)             # wrong matches empty the stock
    assert g.view(None)["exhausted"] is True
    with pytest.raises(IllegalAction) as err:
        act(g, 1, "draw", source="stock")
    assert str(err.value) == "your action is done: end your turn"
    assert g.view(1)["prompt"].startswith("End your turn.") and "Cactus" not in g.view(1)["prompt"]


def test_out_of_turn_refusals_offer_matching_only_to_a_seat_with_cards() -> None:
    g = new([G0, ["9H", "3D", "4D", "9D"]], ["9S", "9C", "KH"])
    with pytest.raises(IllegalAction, match="seat 1's turn; out of turn you may only match"):
        act(g, 0, "draw", source="stock")
    g = new([["9H", "9D", "9C", "KD"], ["2D", "3D", "4D", "5D"]], ["9S", "2S", "KS", "KH"])
    act(g, 1, "draw", source="stock")
    act(g, 1, "discard")                       # 9S
    for slot in range(3):
        act(g, 0, "match", slot=slot)          # seat 0's three nines
    act(g, 1, "end")
    quick_turn(g, 0)                           # 2S covers the last nine
    act(g, 1, "draw", source="stock")          # KS
    act(g, 1, "discard")
    act(g, 0, "match", slot=3)                 # KD: seat 0 has no cards left
    with pytest.raises(IllegalAction, match="no cards left to match with"):
        act(g, 0, "end")


# ----- A2 with a pending Cactus call (C13) ----------------------------------------------------


def test_a2_exhaustion_after_a_call_ends_the_hand_with_this_turn_and_keeps_the_caller() -> None:
    g = wiki([G0, G1, G2], ["KS"], penalty_cards=8)
    act(g, 1, "draw", source="stock")          # KS
    act(g, 1, "discard")
    act(g, 1, "call")                          # seats 2 and 0 owe their last turns
    assert g.view(None)["turn"] == 2
    for _ in range(5):
        act(g, 0, "match", slot=0)             # 5C on the KS: wrong, 8 penalty cards each
    assert g.view(None)["exhausted"] is True and g.view(None)["turn"] == 2
    act(g, 2, "draw", source="discard")        # the KS: the only card left to draw
    act(g, 2, "swap", slot=3)                  # the AC out
    ev = act(g, 2, "end")
    assert types(ev) == ["end", "reveal", "score"]   # seat 0's last turn is skipped
    v = g.view(None)
    assert v["caller"] == 1 and v["totals"][1:] == [18, 0]
    t0 = v["totals"][0]
    assert t0 > 18 and v["gains"] == [t0, 28, 0]     # wikipedia scoring with the caller


# ----- A6 with several players reaching the target at once --------------------------------------


def test_a6_several_players_reaching_the_target_in_one_round_all_lose() -> None:
    g = wiki([["QC", "QD", "JC", "JD"], G1, ["9C", "8D", "7S", "6H"]], ["2S", "3S", "4S"],
             target=20)
    quick_turn(g, 1, "call")                   # 18: strictly lowest
    quick_turn(g, 2)
    quick_turn(g, 0)
    res = g.result()
    assert g.is_over() and res is not None
    assert res.scores == [40.0, 0.0, 30.0] and res.winners == [1]
    assert res.placing == [3, 1, 2]            # the losers ordered by their totals
    assert "seat 0, 2 reached 20" in res.reason


# ----- first player (C7) ------------------------------------------------------------------------


def test_c7_first_player_is_opposite_the_dealer_where_a_seat_is_opposite() -> None:
    """Seed 002: "For the first round, the player opposite of the dealer goes first"; at
    an odd count no seat is opposite and the dealer's left starts."""
    for n, first in ((2, 1), (3, 1), (4, 2), (5, 1), (6, 3)):
        g = parlour.new_game("cactus:wikipedia", n, seed=1)
        assert g.view(None)["first"] == first and g.view(None)["dealer"] == 0
        for s in range(n):
            act(g, s, "look")
        assert g.waiting_for() == [first]


def test_c7_option_left_starts_at_the_dealers_left_even_when_a_seat_is_opposite() -> None:
    for n in (2, 3, 4, 5, 6):
        g = parlour.new_game("cactus:wikipedia", n, seed=1, options={"first_player": "left"})
        assert g.view(None)["first"] == 1
    with pytest.raises(InvalidOption, match="first_player"):
        parlour.new_game("cactus:wikipedia", 4, seed=1, options={"first_player": "right"})


# ----- stacked decks over several rounds, with clone ----------------------------------------------


def test_multi_round_stacked_decks_survive_clone() -> None:
    r1 = stack([G0, G1], ["2S", "3S"])
    r2 = stack([["AH", "AS", "AD", "AC"], ["QH", "QS", "QD", "QC"]], ["TH"], dealer=1)
    g = parlour.new_game("cactus:wikipedia", 2, seed=5, deck=[r1, r2])
    early = g.clone()                           # before anything was played
    for h in (g, early):
        act(h, 0, "look")
        act(h, 1, "look")
        quick_turn(h, 1, "call")
        quick_turn(h, 0)
        assert h.view(None)["phase"] == "scored" and h.view(None)["dealer"] == 1
    late = g.clone()                            # between the rounds
    for h in (g, early, late):
        act(h, 1, "deal")
        assert grid(h, 0) == ["AH", "AS", "AD", "AC"] and grid(h, 1) == ["QH", "QS", "QD", "QC"]
        assert h.view(None)["first"] == 1      # seat 1 won round 1 (18 against 26)
    act(late, 0, "look")
    act(late, 1, "look")
    act(late, 1, "draw", source="stock")        # TH, the stacked second round's stock top
    assert late.view(1)["zones"][2]["cards"] == ["TH"]
    assert g.view(None)["phase"] == "look"      # the clone's moves left the original alone
    assert g.legal_actions(1) == [Action("look")]


# ----- the action schema: card spellings, bounded parameters ------------------------------------


def test_match_names_the_discard_top_in_any_card_spelling() -> None:
    g = new([G0, ["TC", "3D", "4D", "9D"]], ["TH"])
    act(g, 1, "draw", source="stock")
    act(g, 1, "discard")                       # the TH on the pile
    for spelling in ("10H", "T♥", "th", "10♥", "TH"):
        assert g.explain(1, Action("match", slot=0, top=spelling)) is None, spelling
    assert "not a card" in str(g.explain(1, Action("match", slot=0, top="1H")))
    ev = g.apply(1, {"type": "match", "slot": 0, "top": "10H"})   # as a client sends it
    assert ev[0].type == "match" and ev[0].for_seat(None)["top"] == "TH"
    assert g.record()["actions"][-1]["action"] == {"type": "match", "slot": 0, "top": "TH"}


def test_parameters_are_bounded_for_the_adapters_and_refused_in_player_words() -> None:
    from parlour.engine.actions import schema

    g = new([G0, G1], ["KH"])
    kinds = schema(type(g))
    assert kinds["draw"]["source"].values(2, g.options) == ["stock", "discard"]
    assert kinds["peek"]["seat"].values(4, g.options) == [0, 1, 2, 3]
    assert kinds["swap"]["slot"].values(2, g.options) == list(range(52))
    with pytest.raises(IllegalAction, match="draw from 'stock' or 'discard', not 'hand'"):
        act(g, 1, "draw", source="hand")
    act(g, 1, "draw", source="stock")
    with pytest.raises(IllegalAction, match=r"you have no slot 7 \(your slots are 0 to 3\)"):
        act(g, 1, "swap", slot=7)
    with pytest.raises(IllegalAction, match="must be a whole number"):
        act(g, 1, "swap", slot="1")


# ----- real time: one action per seat every min_interval ms ---------------------------------------


def test_a_seat_may_act_at_most_once_every_min_interval() -> None:
    """RULINGS conventions 6: a claim (here a match, the game's real-time action) comes at
    least ``min_interval`` ms after the same seat's previous action; turn actions are
    never held back."""
    g = new([G0, G1], ["KH", "2S"])
    assert g.options.min_interval == 120
    act(g, 1, "draw", source="stock", at=1000)
    act(g, 1, "discard", at=1001)  # a turn action: not held back
    assert g.earliest(1) == 1121 and g.earliest(0) == 1001
    assert g.earliest(1, Action("end")) == 1001
    match = next(a for a in g.legal_actions(1) if a.type == "match")
    with pytest.raises(IllegalAction, match="too quick: seat 1 acted 100 ms ago"):
        g.apply(1, match, at=1101)
    g.apply(1, match, at=1121)
    h = new([G0, G1], ["KH", "2S"], min_interval=0)
    act(h, 1, "draw", source="stock", at=1000)
    act(h, 1, "discard", at=1001)
    h.apply(1, next(a for a in h.legal_actions(1) if a.type == "match"), at=1001)


def _used_jack_back_on_the_pile(g: parlour.Game) -> None:
    """Seat 1 uses the J♠ to peek; seat 0 takes it into slot 0, later swaps it out."""
    act(g, 1, "draw", source="stock")  # J♠
    act(g, 1, "peek", seat=0, slot=0)  # its power, used
    act(g, 1, "end")
    act(g, 0, "draw", source="discard")
    act(g, 0, "swap", slot=0)  # the J♠ into seat 0's layout
    act(g, 0, "end")
    quick_turn(g, 1)  # K♠
    act(g, 0, "draw", source="stock")  # K♥
    act(g, 0, "swap", slot=0)  # the J♠ back on the pile
    act(g, 0, "end")


def test_wikipedia_a_cards_power_is_used_once_even_after_a_layout() -> None:
    """002, Cards: "The 'power' of a card can only be used once"."""
    g = wiki([["2C", "3C", "4C", "5C"], ["KD", "AD", "2D", "3D"]], ["JS", "KS", "KH", "KC"])
    _used_jack_back_on_the_pile(g)
    assert g.view(1)["top_power_unused"] is False
    act(g, 1, "draw", source="discard")
    assert not any(a.type == "peek" for a in g.legal_actions(1))
    with pytest.raises(IllegalAction):
        g.apply(1, Action("peek", seat=0, slot=1))


def test_denexa_any_power_card_discarded_from_a_layout_is_unused() -> None:
    """000, Power cards: an unused power card is one "discarded from a player's layout"
    (C2); option ``power_once`` gives wikipedia's once-only rule."""
    grids = [["2C", "3C", "4C", "5C"], ["KD", "AD", "2D", "3D"]]
    g = new(grids, ["JS", "KS", "KH", "KC"])
    _used_jack_back_on_the_pile(g)
    assert g.view(1)["top_power_unused"] is True
    once = new(grids, ["JS", "KS", "KH", "KC"], power_once=True)
    _used_jack_back_on_the_pile(once)
    assert once.view(1)["top_power_unused"] is False


def test_the_turns_after_a_call_are_named_as_last_turns() -> None:
    g = new([["2C", "3C", "4C", "5C"], ["KD", "AD", "2D", "3D"]], ["KS", "KH", "KC", "QD"])
    assert "last turn" not in g.view(1)["prompt"]
    quick_turn(g, 1, end="call")  # seat 1 calls Cactus
    assert g.view(0)["prompt"].startswith("Your turn (your last turn: seat 1 called Cactus): draw")


def test_looking_at_the_deal_in_denexa_is_refused_with_the_reason() -> None:
    g = new([["2C", "3C", "4C", "5C"], ["KD", "AD", "2D", "3D"]], ["KS", "KH", "KC", "QD"])
    with pytest.raises(IllegalAction, match="nobody looks at their cards after the deal here"):
        g.apply(0, Action("look"))


def test_a_claim_on_a_card_taken_from_the_pile_says_who_took_it() -> None:
    """A9: while the turn player holds the card taken from the discard pile, a match
    aimed at it is too late, and the refusal names where the card went."""
    g = new([["2C", "3C", "4C", "5C"], ["KD", "AD", "2D", "5D"]], ["9S", "KH", "KC", "QD"])
    quick_turn(g, 1)  # seat 1 discards the 9S (denexa: seat 1 plays first here)
    act(g, 0, "draw", source="discard")  # seat 0 holds the 9S
    with pytest.raises(IllegalAction, match="too late: seat 0 took the 9S from the discard pile"):
        g.apply(1, Action("match", slot=3, top="9S"))


def test_wikipedia_a_used_power_card_matched_out_of_a_layout_stays_used() -> None:
    """002: "The 'power' of a card can only be used once": matched out of a layout (C2's
    usual way back to unused), the J♠ whose power was used comes back used."""
    g = wiki([["2C", "3C", "4C", "5C"], ["KD", "AD", "2D", "3D"]], ["JS", "JH", "KH", "KC"])
    act(g, 1, "draw", source="stock")  # J♠
    act(g, 1, "peek", seat=0, slot=0)  # its power, used
    act(g, 1, "end")
    act(g, 0, "draw", source="discard")
    act(g, 0, "swap", slot=0)  # the J♠ into seat 0's slot 0
    act(g, 0, "end")
    quick_turn(g, 1)  # J♥ discarded from the stock, its power unused
    assert g.view(0)["top_power_unused"] is True
    act(g, 0, "match", slot=0)  # the J♠ matched onto the J♥
    assert top_of(g) == "JS" and g.view(1)["top_power_unused"] is False
