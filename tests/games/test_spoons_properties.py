"""Spoons and Pig properties over seeded random real-time games: ``check_properties``
(conservation, legal actions apply at their arrival times, illegal ones change nothing,
no leaks when hidden cards are re-dealt, exact replay with the times, JSON round trips,
same seed same game), one and two packs, both variants; plus leak checks in bot games,
where cards really flow round the table."""

from __future__ import annotations

from typing import Any

import pytest

import parlour
from parlour.engine.rng import Rng
from parlour.testing import check_properties, play_bots_checked


@pytest.mark.parametrize(("players", "variant", "options", "seeds"), [
    (3, None, None, range(8)),
    (7, None, None, range(100, 102)),
    (4, "pig", None, range(200, 206)),
])
def test_check_properties(players: int, variant: str | None, options: dict[str, Any] | None,
                          seeds: range) -> None:
    assert all(g.is_over() for g in check_properties("spoons", players, seeds, variant=variant,
                                                     options=options, max_steps=6000))


@pytest.mark.parametrize("variant", ["standard", "pig"])
def test_no_leaks_while_cards_pass(variant: str) -> None:
    g = parlour.new_game("spoons", 4, variant=variant, seed=5)
    bots = [type(g).bot(s, seed=s, level="expert") for s in range(4)]  # type: ignore[misc]
    play_bots_checked(g, bots, Rng(5), 120)
