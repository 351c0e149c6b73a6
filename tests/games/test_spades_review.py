"""Spades: rule sentences and edge cases found in review (seed 003, "Denexa Games Ace of
Spades"; RULINGS 24), driven through the public contract from stacked decks."""

from __future__ import annotations

from parlour import Action
from tests.games.test_spades_rules import MONOPOLY, bid, new


def test_break_spades_prompt_lets_a_leader_holding_only_spades_lead_one() -> None:
    """House option ``break_spades`` (S4): a leader holding nothing but spades may lead
    one, so the prompt must not say "any card but a spade" (it contradicted the legal
    list); a leader with another suit is told spades are barred."""
    g = new(MONOPOLY, break_spades=True)  # seat 1 leads and holds only spades
    bid(g, 2, 2, 2, 2)
    assert len(g.legal_actions(1)) == 13
    assert g.view(1)["prompt"] == "Your lead: play any card."
    g = new({1: ["AS", "2H"]}, break_spades=True)
    bid(g, 2, 2, 2, 2)
    assert Action("play", card="AS") not in g.legal_actions(1)
    assert "any card but a spade" in g.view(1)["prompt"]
