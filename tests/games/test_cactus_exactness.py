"""Cactus: faults found in an exactness review against seeds 000 and 002, each with the
rule sentence it enforces, driven through the public contract from stacked decks."""

from __future__ import annotations

from tests.games.test_cactus_denexa import act
from tests.games.test_cactus_rulings import holding_position

# ----- actors: only seats that may act now ---------------------------------------------------


def test_a_seat_whose_every_card_is_already_claimed_is_not_an_actor() -> None:
    """A9 queue: once seat 1 has queued a claim with each of its cards, it has nothing
    left to do until the action completes, so it is not among ``actors()``."""
    g = holding_position()                     # seat 0 holds the QH; the 9D is on top
    for slot in range(4):
        act(g, 1, "match", slot=slot, at=750 + 150 * slot)
    assert g.legal_actions(1) == []
    assert g.actors() == [0]
    assert all(g.legal_actions(s) for s in g.actors())
