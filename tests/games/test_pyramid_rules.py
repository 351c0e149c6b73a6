"""Pyramid rule checklist (seed 003 "Pyramid (a.k.a. Tut's Tomb)"), one test per rule
sentence, from stacked deals through the public contract."""

from __future__ import annotations

import json

import pytest

import parlour
from parlour.games.pyramid.layout import geometry
from tests.games.test_pyramid_deals import BASE, act, deal, removals, zone


def test_deal_shape_28_cards_in_seven_rows_each_overlapped_by_two():
    """"deal 28 cards in the shape of a pyramid ... One card goes on the top row,
    partially overlapped by two cards on the second row, followed by three in the third,
    and so on down to the seventh row." """
    g = deal()
    pyr = zone(g, "pyramid")
    assert pyr["cards"] == BASE and pyr["layout"] == "pyramid" and pyr["count"] == 28
    geo = geometry(7)
    assert [geo.row_of.count(r) for r in range(7)] == [1, 2, 3, 4, 5, 6, 7]
    assert geo.children[0] == (1, 2) and geo.children[1] == (3, 4) and geo.children[20] == (26, 27)


def test_deck_stub_becomes_the_stock_face_down():
    """"The deck stub becomes the stock." """
    g = deal(stock=["KS", "QS"])
    st = zone(g, "stock")
    assert st["count"] == 24 and st["cards"] == ["??"]
    assert g.view(0)["counters"] == {"pyramid": 28, "stock": 24, "waste": 0}


def test_two_discard_areas_waste_and_out_of_play():
    """"Set aside room for two discard areas, one for waste from the stock, and one for
    out-of-play discards from the tableau." """
    g = deal({27: "KH"}, ["7S"])
    act(g, "remove", "KH")
    act(g, "draw")
    assert zone(g, "discard")["cards"] == ["KH"]
    assert zone(g, "waste")["cards"] == ["7S"]


@pytest.mark.parametrize("a,b", [("QS", "AC"), ("JS", "2C"), ("8S", "5C")])
def test_pairs_totalling_thirteen_are_discarded(a, b):
    """"Any accessible pair of cards may be paired ... and discarded, so long as they add
    up to thirteen ... Examples: a queen and an ace, a jack and a 2, an 8 and a 5." """
    slot_b = 21 + ["AC", "2C", "3C", "4C", "5C"].index(b)
    g = deal({26: a}, [])
    assert [a, b] in removals(g) or [b, a] in removals(g)
    ev = act(g, "remove", a, b)
    assert ev[0]["type"] == "remove" and set(ev[0]["cards"]) == {a, b}
    assert zone(g, "pyramid")["cards"][26] is None and zone(g, "pyramid")["cards"][slot_b] is None


def test_values_ace_one_to_king_thirteen():
    """"aces are one, all number cards are their face value, jacks are eleven, queens
    are twelve, and kings are thirteen." """
    from parlour.games.pyramid import value
    assert [value(parlour.Card.parse(t)) for t in ["AS", "2S", "9S", "TS", "JS", "QS", "KS"]] == [
        1, 2, 9, 10, 11, 12, 13]


def test_pair_not_totalling_thirteen_is_refused_unchanged():
    g = deal()
    before = json.dumps(g.full_view())
    with pytest.raises(parlour.IllegalAction, match="total 5, not 13"):
        g.apply(0, parlour.Action("remove", cards=["2C", "3C"]))
    assert json.dumps(g.full_view()) == before


def test_king_discarded_alone_whenever_available():
    """"Kings have a value of thirteen and thus can be discarded whenever they are available." """
    g = deal({27: "KH"})
    assert removals(g) == [["KH"]]
    act(g, "remove", "KH")
    assert g.view(0)["counters"]["pyramid"] == 27
    g2 = deal(stock=["KS"])
    act(g2, "draw")
    assert removals(g2) == [["KS"]]  # a king on the waste, too


def test_a_non_king_alone_is_refused():
    with pytest.raises(parlour.IllegalAction, match="only a king"):
        deal().apply(0, parlour.Action("remove", cards=["AC"]))


def test_only_the_seventh_row_is_available_at_the_start():
    """"Cards are considered available if they are not overlapped by any other card. In the
    starting configuration, only the seven cards in the seventh row ... are accessible." """
    g = deal({20: "QH"})  # QH in row 6, covered; AC in row 7
    assert g.view(0)["available"] == BASE[21:]
    assert ["QH", "AC"] not in removals(g) and ["AC", "QH"] not in removals(g)
    with pytest.raises(parlour.IllegalAction, match="covered by"):
        g.apply(0, parlour.Action("remove", cards=["QH", "AC"]))


def test_removing_both_cards_below_uncovers_a_card():
    """"As cards are removed, upper rows of the pyramid are gradually uncovered ... when the
    two kings are discarded from the bottom row, this leaves the J♥ without any cards
    blocking it, and thus it is available for play." """
    g = deal({15: "JH", 21: "KS", 22: "KD"})  # JH at row 6 slot 0, above slots 21 and 22
    assert "JH" not in g.view(0)["available"]
    act(g, "remove", "KS")
    assert "JH" not in g.view(0)["available"]  # one card still overlaps it
    act(g, "remove", "KD")
    assert "JH" in g.view(0)["available"]


def test_tuts_tomb_quirk_pairs_a_card_with_the_card_alone_overlapping_it():
    """"if the Q♦ had been previously cleared, the 9♥ and 4♦ would be able to be matched,
    because the 4♦ is disregarded by nature of its being part of the pair." """
    changes = {15: "9H", 21: "4D", 22: "QD", 23: "AS"}  # 9H overlapped by 4D and QD
    for variant, allowed in (("tuts-tomb", True), ("standard", False)):
        g = deal(changes, variant=variant)
        act(g, "remove", "QD", "AS")
        pairs = [sorted(r) for r in removals(g)]
        assert (sorted(["9H", "4D"]) in pairs) is allowed
        if allowed:
            act(g, "remove", "4D", "9H")
            assert zone(g, "pyramid")["cards"][15] is None
        else:
            with pytest.raises(parlour.IllegalAction, match="covered by the 4D"):
                g.apply(0, parlour.Action("remove", cards=["9H", "4D"]))


def test_tuts_tomb_quirk_needs_the_other_overlapping_card_gone():
    g = deal({15: "9H", 21: "4D", 22: "QD"}, variant="tuts-tomb")
    assert sorted(["9H", "4D"]) not in [sorted(r) for r in removals(g)]


def test_draw_one_at_a_time_and_match_with_the_pyramid():
    """"they may draw cards from the stock, one at a time, and match those cards with any
    accessible cards on the pyramid, if able." """
    g = deal(stock=["8S", "QS"])
    ev = act(g, "draw")
    assert ev[0]["card"] == "8S" and zone(g, "waste")["cards"] == ["8S"]
    assert removals(g) == [["5C", "8S"]]
    act(g, "draw")
    assert zone(g, "waste")["top"] == "QS" and removals(g) == [["AC", "QS"], ["AD", "QS"]]
    act(g, "remove", "QS", "AD")
    assert zone(g, "waste")["top"] == "8S"  # the card under it comes up


def test_r2_drawing_allowed_any_time_unless_strict_draw():
    """RULINGS 18 R2: "drawing only when stuck" is descriptive; option strict_draw."""
    g = deal({27: "KH"})
    assert parlour.Action("draw") in g.legal_actions(0)
    s = deal({27: "KH"}, strict_draw=True)
    assert parlour.Action("draw") not in s.legal_actions(0)
    with pytest.raises(parlour.IllegalAction, match="strict_draw"):
        s.apply(0, parlour.Action("draw"))


def test_r4_only_the_waste_top_is_available():
    g = deal(stock=["8S", "7S"])
    act(g, "draw")
    act(g, "draw")
    with pytest.raises(parlour.IllegalAction, match="only the top card"):
        g.apply(0, parlour.Action("remove", cards=["8S", "5C"]))


def test_r1_waste_and_turned_card_pair_only_in_classic_pairs():
    """RULINGS 18 R1: no stock-waste pairs by default; classic-pairs allows the waste top
    with the next card turned from the stock."""
    g = deal(stock=["8S", "5S"], variant="classic-pairs")
    act(g, "draw")
    assert zone(g, "turned")["cards"] == ["8S"] and zone(g, "waste")["count"] == 0
    act(g, "draw")
    assert zone(g, "turned")["cards"] == ["5S"] and zone(g, "waste")["top"] == "8S"
    assert ["5S", "8S"] in removals(g)
    act(g, "remove", "8S", "5S")
    assert zone(g, "discard")["count"] == 2
    std = deal(stock=["8S", "5S"])
    act(std, "draw")
    act(std, "draw")
    assert all("8S" not in r for r in removals(std))


def test_recycle_when_the_stock_is_depleted_keeps_the_order():
    """"When the stock is depleted, the player may flip the unused cards from the stock
    face-down and run through them again." (ruling P4: same order)"""
    g = deal({27: "KH"}, ["7S", "8H"])
    with pytest.raises(parlour.IllegalAction, match="only when the stock is empty"):
        g.apply(0, parlour.Action("recycle"))
    act(g, "remove", "KH")  # a removal in the pass (R3)
    first = [act(g, "draw")[0]["card"] for _ in range(24)]
    assert zone(g, "stock")["count"] == 0
    ev = act(g, "recycle")
    assert ev[0]["pass"] == 2 and g.view(0)["pass"] == 2
    st = zone(g, "stock")
    assert st["count"] == 24 and st["cards"] == ["??"]  # seen, but never shown again
    again = [act(g, "draw")[0]["card"] for _ in range(3)]
    assert again == first[:3] == ["7S", "8H", first[2]]


def test_max_passes_limits_the_recycles():
    """RULINGS 18 R3: parameter max_passes (1 or 3 in common computer versions)."""
    g = deal(stock=["7S"], max_passes=2)
    for _ in range(24):
        act(g, "draw")
    act(g, "recycle")
    for _ in range(23):
        act(g, "draw")
    ev = act(g, "draw")  # the last card of the last pass: nothing left to do
    assert g.is_over() and ev[-1]["type"] == "over"
    assert g.result().reason == "no further moves are possible"


def test_win_when_the_tableau_is_cleared_even_with_stock_left():
    """"Game play continues until all of the cards in the tableau have been paired off
    (which constitutes a win)" (ruling P1: the pyramid only)."""
    g = parlour.new_game("pyramid", 1, seed=0, options={"rows": 1}, deck=["KH"])
    ev = act(g, "remove", "KH")
    assert g.is_over() and ev[-1]["won"] is True
    res = g.result()
    assert res.winners == [0] and res.scores == [1.0] and res.details["cleared"] is True
    assert res.details["stock_left"] == 51 and g.view(0)["prompt"].startswith("You cleared")


def test_loss_when_no_further_moves_are_possible():
    """"... or no further moves are possible (which is a loss)." """
    g = deal(stock=["7S"], max_passes=1)
    for _ in range(24):
        act(g, "draw")
    assert g.is_over()
    res = g.result()
    assert res.winners == [] and res.scores == [0.0] and res.details["pyramid_left"] == 28
    assert g.legal_actions(0) == []
    with pytest.raises(parlour.IllegalAction, match="over"):
        g.apply(0, parlour.Action("draw"))


def test_r3_unlimited_passes_lost_after_a_pass_without_removal():
    """RULINGS 18 R3: with unlimited passes the game is lost when a complete pass removes
    nothing and nothing can be removed."""
    g = deal(stock=["7S"])
    for _ in range(24):
        act(g, "draw")
    assert g.is_over() and "removed nothing" in g.result().reason
    h = deal({27: "KH"}, ["7S"])  # a removal in the pass: the waste may be turned over
    act(h, "remove", "KH")
    for _ in range(24):
        act(h, "draw")
    assert not h.is_over() and h.legal_actions(0) == [parlour.Action("recycle")]


def test_labels_targets_and_prompt_are_human():
    g = deal({26: "QS"})
    js = g.legal_json(0)
    pair = next(a for a in js if a["type"] == "remove")
    assert pair["label"] == "Pair QS + AC" or pair["label"].startswith("Pair ")
    assert {t["zone"] for t in pair["targets"]} == {"pyramid"}
    draw = next(a for a in js if a["type"] == "draw")
    assert draw["label"] == "Draw from the stock" and draw["targets"][0]["zone"] == "stock"
    assert "13" in g.view(0)["prompt"]


def test_pair_named_in_either_order():
    g = deal({26: "QS"})
    act(g, "remove", "AC", "QS")
    assert g.view(0)["counters"]["pyramid"] == 26


@pytest.mark.parametrize("bad,msg", [
    (parlour.Action("remove", cards=["XX"]), "not a card"),
    (parlour.Action("remove", cards=[]), "name a king"),
    (parlour.Action("remove", cards=["AC", "AC"]), "two different"),
    (parlour.Action("remove", cards=["7S", "6C"]), "not available"),
    (parlour.Action("shuffle"), "unknown action type .shuffle."),
])
def test_bad_input_is_refused_with_a_reason(bad, msg):
    g = deal(stock=["7S"])
    before = json.dumps(g.full_view())
    with pytest.raises(parlour.IllegalAction, match=msg):
        g.apply(0, bad)
    assert json.dumps(g.full_view()) == before


def test_hidden_stock_is_never_named():
    g = deal(stock=["7S", "8H"])
    view = json.dumps(g.view(0)) + json.dumps(g.legal_json(0)) + json.dumps(g.view(None))
    assert "7S" not in view and "8H" not in view
    with pytest.raises(parlour.IllegalAction) as err:
        g.apply(0, parlour.Action("remove", cards=["7S", "6C"]))
    assert "stock" not in str(err.value)


def test_options_and_variants_listed():
    info = next(i for i in parlour.games() if i.name == "pyramid")
    assert info.min_players == info.max_players == 1
    assert set(info.variants) == {"standard", "tuts-tomb", "classic-pairs"}
    assert info.options["max_passes"]["default"] == 0 and info.options["rows"]["default"] == 7
    with pytest.raises(parlour.InvalidOption):
        parlour.new_game("pyramid", 2)
    with pytest.raises(parlour.InvalidOption):
        parlour.new_game("pyramid", options={"max_passes": -1})


def test_cards_are_named_in_any_spelling():
    """A ``remove`` names its cards as ``parlour.cards`` reads them: "10H", "T♥", "th"."""
    for spelling in (["10H", "3C"], ["T♥", "3♣"], ["th", "3c"], ["3C", "TH"]):
        g = deal({26: "TH"})
        ev = act(g, "remove", *spelling)
        assert ev[0]["cards"] == ["3C", "TH"] and ev[0]["text"] == "Paired the 3C with the TH"
        assert zone(g, "discard")["count"] == 2 and zone(g, "pyramid")["cards"][26] is None
    g = deal({26: "TH"})
    assert g.explain(0, {"type": "remove", "cards": ["10h", "3C"]}) is None
    assert g.is_legal(0, parlour.Action("remove", cards=["10H", "3C"]))


@pytest.mark.parametrize("cards,msg", [
    ([{}], r"cards.*must be a card"),
    ([None], r"cards.*must be a card"),
    ([7], r"cards.*must be a card"),
    ("KH", r"must be a list of cards"),
    ({"card": "KH"}, r"must be a list of cards"),
    (["KH", "QH", "AC"], r"at most 2"),
    (["11H"], r"not a card"),
])
def test_malformed_removals_are_refused_with_a_reason(cards, msg):
    """Malformed input never reaches the rules: the schema refuses it (never a TypeError)."""
    g = deal({27: "KH"})
    before = json.dumps(g.full_view())
    with pytest.raises(parlour.IllegalAction, match=msg):
        g.apply(0, {"type": "remove", "cards": cards})
    assert g.explain(0, {"type": "remove", "cards": cards}) is not None
    try:
        action = parlour.Action("remove", cards=cards)
    except parlour.IllegalAction:  # an Action cannot even hold a dict: JSON is the way in
        action = None
    if action is not None:
        with pytest.raises(parlour.IllegalAction, match=msg):
            g.apply(0, action)
    assert json.dumps(g.full_view()) == before


def test_verify_agrees_with_the_legal_list_in_every_variant():
    """One legality path: every listed action verifies, and every other remove of two
    pyramid/waste cards that verifies is listed (in some order)."""
    from parlour.engine.rng import Rng

    for variant in ("standard", "tuts-tomb", "classic-pairs"):
        g = parlour.new_game("pyramid", 1, variant=variant, seed=11)
        rng = Rng(3)
        while not g.is_over():
            legal = g.legal_actions(0)
            assert all(g.explain(0, a) is None for a in legal)
            listed = {tuple(sorted(a.cards)) for a in legal if a.type == "remove"}
            names = [c for z in ("pyramid", "waste", "turned") if z in g.zones
                     for c in map(str, filter(None, g.zones[z].cards))]
            for i, a in enumerate(names):
                for b in names[i:]:
                    pick = [a] if a == b else [a, b]
                    ok = g.explain(0, parlour.Action("remove", cards=pick)) is None
                    assert ok == (tuple(sorted(pick)) in listed), (variant, pick)
            g.apply(0, legal[rng.below(len(legal))])
