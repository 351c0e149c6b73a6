"""Paiute properties over seeded random games: ``check_properties`` (conservation, legal
actions apply, illegal ones change nothing, no leaks when hidden cards are re-dealt,
exact replay, JSON round trips, same seed same game) at every table size and in each
variant (short ``max_rounds``: random players seldom call)."""

from __future__ import annotations

from typing import Any

import pytest

import parlour
from parlour.engine.rng import Rng
from parlour.testing import check_leaks, check_properties


@pytest.mark.parametrize(("players", "variant", "options", "seeds"), [
    (2, None, {"max_rounds": 12}, range(12)),
    (5, None, {"max_rounds": 6, "dealer": 4}, range(100, 104)),
    (3, "strict-five", {"max_rounds": 8}, range(200, 205)),
    (3, "equal-may-call", {"max_rounds": 8}, range(300, 305)),
])
def test_check_properties(players: int, variant: str | None, options: dict[str, Any],
                          seeds: range) -> None:
    assert all(g.is_over() for g in check_properties("paiute", players, seeds, variant=variant,
                                                     options=options))


def test_no_leaks_in_heuristic_games_with_calls() -> None:
    """Bots call, so calls and final rounds are checked too."""
    from parlour.bots import make_bot
    from parlour.bots.base import SeatPort

    for seed in range(4):
        g = parlour.new_game("paiute", 3, seed=seed)
        bots = [make_bot("heuristic", "paiute", s, seed=seed) for s in range(3)]
        rng = Rng(seed)
        while not g.is_over():
            seat = g.actors()[0]
            a = bots[seat].choose(SeatPort(g, seat), True)
            assert a is not None
            check_leaks(g, seat, a, None, rng)
            g.apply(seat, a)
        assert g.result().winners  # type: ignore[union-attr]
