"""Pyramid review: faults found against the seed text, and rule sentences without a test
until then, driven through the public contract from stacked deals."""

from __future__ import annotations

import json

import pytest

import parlour
from tests.games.test_pyramid_deals import act, deal, removals, zone


def draw_all(g: parlour.Game) -> None:
    """Turn every card left in the stock."""
    while parlour.Action("draw") in g.legal_actions(0):
        act(g, "draw")


def test_prompt_offers_only_the_stock_action_that_is_legal():
    """"When the stock is depleted, the player may flip the unused cards ... and run
    through them again": with the stock empty the prompt offers turning the waste over,
    not a draw; with no pass left it offers neither."""
    g = deal({27: "KH"}, ["7S"])
    assert g.view(0)["prompt"].endswith(", or draw.")
    draw_all(g)
    assert g.legal_actions(0) == [parlour.Action("remove", cards=["KH"]), parlour.Action("recycle")]
    assert g.view(0)["prompt"].endswith(", or turn the waste over.")
    one = deal({27: "KH"}, ["7S"], max_passes=1)
    draw_all(one)
    assert one.legal_actions(0) == [parlour.Action("remove", cards=["KH"])]
    assert one.view(0)["prompt"] == "Discard a king, or two uncovered cards totalling 13."


def test_strict_draw_is_blocked_by_moves_from_the_tableau_alone():
    """"When the player cannot make any more moves from the tableau alone, they may draw
    cards from the stock" (option strict_draw): a waste card that pairs with the pyramid
    does not stop a draw; a pair within the pyramid does."""
    g = deal(stock=["8S", "7S"], strict_draw=True)
    act(g, "draw")
    assert removals(g) == [["5C", "8S"]]
    assert parlour.Action("draw") in g.legal_actions(0)
    assert g.view(0)["prompt"].endswith(", or draw.")
    assert act(g, "draw")[0]["card"] == "7S"  # the 8S passed by, the 5C kept
    h = deal({26: "QS"}, ["8S"], strict_draw=True)  # QS + AC within the pyramid
    act(h, "remove", "QS", "AC")
    act(h, "draw")
    assert parlour.Action("draw") in h.legal_actions(0)
    k = deal({26: "QS"}, ["8S"], strict_draw=True)
    assert parlour.Action("draw") not in k.legal_actions(0)
    assert not k.view(0)["prompt"].endswith("draw.")
    with pytest.raises(parlour.IllegalAction, match="pyramid alone"):
        k.apply(0, parlour.Action("draw"))



def test_strict_draw_turns_the_waste_over_past_a_waste_pair():
    """strict_draw: with the stock empty and only the waste top pairing with the pyramid
    (no move from the tableau alone), the waste may still be turned over."""
    rest = [str(c) for c in parlour.cards.deck52() if str(c) not in ("5C", "8S")]
    g = parlour.new_game("pyramid", 1, seed=0, options={"rows": 1, "strict_draw": True},
                         deck=["5C", *rest, "8S"])
    for _ in range(51):
        act(g, "draw")
    assert removals(g) == [["5C", "8S"]]
    assert g.legal_actions(0)[-1] == parlour.Action("recycle")
    assert act(g, "recycle")[0]["pass"] == 2


@pytest.mark.parametrize("variant,options", [
    ("standard", {"rows": 3, "strict_draw": True, "max_passes": 1}),
    ("standard", {"rows": 3, "strict_draw": True, "max_passes": 2}),
    ("tuts-tomb", {"rows": 3, "strict_draw": True}),
    ("classic-pairs", {"rows": 3, "strict_draw": True, "max_passes": 1}),
])
def test_strict_draw_solver_agrees_with_exhaustive_engine_play(variant, options):
    """The exact solver follows strict_draw as the engine plays it: on 3-row pyramids with
    a short stock its verdict equals a brute force over the engine's legal actions."""
    from parlour.games.pyramid.solver import solve
    from tests.games.test_pyramid_solver import _exhaustive, small_deal
    for seed in range(10):
        g, _ = small_deal(variant, options, seed, rng_seed=200 + seed, stock=10)
        sol = solve(g)
        assert sol.solvable == _exhaustive(g.clone()), (variant, options, seed)
        if sol.solvable:
            h = g.clone()
            for a in sol.moves:
                h.apply(0, a)
            assert h.result().winners == [0]


def test_strict_draw_solver_may_draw_past_a_waste_pair():
    """strict_draw in the solver: drawing past a waste card that pairs is allowed, so the
    5C is kept for the 8D it must pair with (one pass, the stock cut to 8S AS 2S 8H; the
    apex 5D, under the 8D, takes the 8S later). Pairing the 8S with the 5C at once loses."""
    from parlour.games.pyramid.solver import solve
    g = parlour.new_game("pyramid", 1, seed=0, options={"rows": 3, "max_passes": 1,
                                                        "strict_draw": True},
                         deck=["5D", "8D", "KS", "QC", "JC", "5C"])
    st = g.zones["stock"]
    st.cards, st.up, st.known = st.cards[-4:], st.up[-4:], st.known[-4:]
    st.cards[:] = [parlour.Card.parse(c) for c in ("8H", "2S", "AS", "8S")]  # top last
    sol = solve(g)
    assert sol.solvable and sol.moves[:2] == [parlour.Action("draw"), parlour.Action("draw")]
    for a in sol.moves:
        g.apply(0, a)
    assert g.result().winners == [0]


def test_only_the_unused_cards_are_turned_over():
    """"the player may flip the unused cards from the stock face-down and run through them
    again": a stock card discarded in a pass never comes back; the others do, in order."""
    g = deal(stock=["8S", "7S", "QS"])
    act(g, "draw")
    act(g, "remove", "5C", "8S")
    turned = [act(g, "draw")[0]["card"] for _ in range(23)]
    assert act(g, "recycle")[0]["cards"] == 23
    assert zone(g, "stock")["count"] == 23
    again = [act(g, "draw")[0]["card"] for _ in range(23)]
    assert again == turned and "8S" not in again


def test_classic_pairs_turned_card_goes_back_in_order_and_a_turned_king_goes_alone():
    """Classic pairs: the card lying apart is the last one turned, so it goes back last;
    "Kings ... can be discarded whenever they are available", the turned card too."""
    g = deal(stock=["7S", "KS"], variant="classic-pairs")
    act(g, "draw")
    act(g, "draw")
    assert zone(g, "turned")["cards"] == ["KS"] and ["KS"] in removals(g)
    act(g, "remove", "KS")
    assert zone(g, "turned")["cards"] == [] and zone(g, "waste")["top"] == "7S"
    act(g, "remove", "6C", "7S")  # a removal in the pass (R3)
    turned = [act(g, "draw")[0]["card"] for _ in range(22)]
    assert zone(g, "turned")["count"] == 1
    act(g, "recycle")
    assert zone(g, "turned")["count"] == 0 and zone(g, "waste")["count"] == 0
    assert [act(g, "draw")[0]["card"] for _ in range(22)] == turned


def test_turned_over_stock_order_never_shown():
    """The stock is face down: after the waste is turned over, no view (the player's or a
    spectator's), legal action or event names the next card."""
    g = deal({27: "KH"}, ["7S", "8H"])
    act(g, "remove", "KH")
    for _ in range(24):
        act(g, "draw")
    events = g.apply(0, parlour.Action("recycle"))
    seen = [e.for_seat(s) for e in events for s in (0, None)]
    text = json.dumps([g.view(0), g.view(None), g.legal_json(0), seen])
    assert "7S" not in text and "8H" not in text
