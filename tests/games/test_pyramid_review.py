"""Pyramid review: faults found against the seed text, and rule sentences without a test
until then, driven through the public contract from stacked deals."""

from __future__ import annotations

import parlour
from tests.games.test_pyramid_deals import act, deal


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
