"""Oklahoma Rummy properties over seeded random games: ``check_properties`` (cards
conserved, legal actions apply, illegal ones change nothing, no leaks when hidden cards
are re-dealt, exact replay, JSON round trips) at every table size and in both variants;
and hand-made leak checks on taking the pile, where some cards of a hand become public."""

from __future__ import annotations

from typing import Any

import pytest

import parlour
from parlour.engine.rng import Rng
from parlour.testing import check_leaks, check_properties

GAME = "oklahoma-rummy"


@pytest.mark.parametrize(("players", "variant", "options", "seeds"), [
    (2, None, {"target": 150}, range(6)),
    (3, None, {"target": 100, "dealer": 2}, range(100, 103)),
    (3, None, {"target": 100, "stuck_queen": "forbid"}, range(150, 152)),  # RULINGS 28's alternative
    (7, None, {"deals": 2}, range(200, 202)),
    (8, "eight-players", {"deals": 1}, range(300, 302)),
])
def test_check_properties(players: int, variant: str | None, options: dict[str, Any],
                          seeds: range) -> None:
    games = check_properties(GAME, players, seeds, variant=variant, options=options,
                             max_steps=6000, check_every=3, leak_every=5)
    for g in games:
        res = g.result()
        assert res is not None and len(res.scores) == players


def test_cards_taken_from_the_pile_are_public_and_nothing_else_leaks() -> None:
    """Every step of a few random hands, takes included: re-dealing what a seat cannot
    know changes nothing it receives."""
    takes = 0
    for seed in range(4):
        g = parlour.new_game(GAME, 3, seed=seed, options={"deals": 1})
        rng = Rng(seed)
        while not g.is_over():
            seat = g.actors()[0]
            legal = g.legal_actions(seat)
            taking = [a for a in legal if a.type == "take"]
            a = taking[0] if taking else rng.choice(legal)
            takes += a.type == "take"
            check_leaks(g, seat, a, None, rng)
            g.apply(seat, a)
    assert takes > 0


def test_same_seed_same_deal() -> None:
    a = parlour.new_game(GAME, 4, seed=77)
    b = parlour.new_game(GAME, 4, seed=77)
    assert a.full_view() == b.full_view()
    c = parlour.new_game(GAME, 4, seed=78)
    assert a.full_view() != c.full_view()
