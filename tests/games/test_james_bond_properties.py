"""James Bond properties over seeded random real-time games: ``check_properties``
(conservation, legal actions apply at their arrival times, illegal ones change nothing,
no leaks when hidden cards are re-dealt, exact replay with the times, JSON round trips,
same seed same game) with two and three players and in every variant."""

from __future__ import annotations

from typing import Any

import pytest

import parlour
from parlour import Action
from parlour.testing import check_properties, unknown_to


@pytest.mark.parametrize(("players", "variant", "options", "seeds"), [
    (2, None, None, range(10)),
    (3, None, None, range(100, 106)),
    (2, "freeze", {"time_limit": 30000}, range(200, 204)),
    (3, "face-up", None, range(300, 304)),
    (2, "memory-aid", None, range(400, 404)),
])
def test_check_properties(players: int, variant: str | None, options: dict[str, Any] | None,
                          seeds: range) -> None:
    assert all(g.is_over() for g in check_properties("james-bond", players, seeds,
                                                     variant=variant, options=options))


def test_a_pile_put_down_is_unknown_to_nobody_but_hidden_from_everyone() -> None:
    """Its owner knows it (determinization keeps it) though no view shows it."""
    g = parlour.new_game("james-bond", 2, seed=3)
    g.advance(3000)
    g.apply(0, Action("pick", pile=2), at=3100)
    g.apply(0, Action("put"), at=3300)
    mine = set(unknown_to(g, 0))
    grid = next(z for z in g.full_view()["zones"] if z["id"] == "piles:0")["cards"]
    assert not {c for c in grid[8:12]} & {str(c) for c in mine}
    assert set(next(z for z in g.view(0)["zones"] if z["id"] == "piles:0")["cards"]) == {"??"}
