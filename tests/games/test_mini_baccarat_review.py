"""Mini Baccarat: rule sentences and edge cases found in review (seed 003 "Mini
Baccarat", RULINGS 21), driven through the public contract from stacked shoes."""

from __future__ import annotations

from parlour import Action
from tests.games.test_mini_baccarat_rules import game, play_hand

SHOE_ENDS_BANKER = [
    "9C", "8C", "KC", "QC", "9D", "8D", "KD", "QD", "9H", "8H", "KH", "QH", "9S", "8S", "KS", "QS",
    "4C", "3C", "5C", "5D", "4D", "3D", "5H", "5S", "4H", "2C", "4S", "7C",
]
"""Seven natural hands of a one-deck shoe (the cut card comes out in the sixth): P x 6,
then the banker's natural 9 beats the player's natural 8."""


def test_a_table_nobody_can_bet_at_ends_without_cutting_another_shoe() -> None:
    """M1: the game "ends once every seat is short of the table minimum", also when that
    happens on the last hand of a shoe: no new shoe is shuffled and offered for a cut."""
    g = game(["AC", "2H"] + SHOE_ENDS_BANKER, decks=1, shoes=2, bankroll=10)
    for _ in range(6):
        play_hand(g)
    events = play_hand(g, {0: [("player", 10)]})
    assert g.is_over() and g.actors() == []
    res = g.result()
    assert res is not None and res.reason == "every bettor is out of chips"
    assert res.details["shoes"] == 1 and res.scores == [0]
    assert not [e for e in events if e["type"] in ("shuffle", "offer_cut")]
    assert g.legal_actions(0) == []


def test_a_new_shoe_is_still_cut_while_one_seat_can_bet() -> None:
    """M1/M2: one seat broke, the other can bet: the next shoe is shuffled and cut."""
    g = game(["AC", "2H"] + SHOE_ENDS_BANKER, players=2, decks=1, shoes=2, bankroll=10)
    for _ in range(6):
        play_hand(g)
    play_hand(g, {0: [("player", 10)], 1: [("banker", 10)]})
    assert not g.is_over() and g.view(None)["phase"] == "cut" and g.actors() == [1]
    g.apply(1, Action("cut", at=10))
    assert g.actors() == [1]
