"""Spoons and Pig properties over seeded random real-time games: ``check_properties``
(conservation, legal actions apply at their arrival times, illegal ones change nothing,
no leaks when hidden cards are re-dealt, exact replay with the times, JSON round trips,
same seed same game), one and two packs, both variants; plus leak checks in bot games,
where cards really flow round the table."""

from __future__ import annotations

from typing import Any

import pytest

import parlour
from parlour.bots.base import SeatPort
from parlour.engine.rng import Rng
from parlour.testing import check_leaks, check_properties


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
    rng = Rng(5)
    for _ in range(120):
        if g.is_over():
            break
        moves = []
        for s in g.actors():
            a = bots[s].choose(SeatPort(g, s), s in g.waiting_for())
            if a is not None:
                moves.append((max(g.now + bots[s].delay(False), g.earliest(s, a)), s, a))
        due = g.next_deadline()
        if not moves or (due is not None and due <= min(moves)[0]):
            assert due is not None
            g.advance(due)
            continue
        at, s, a = min(moves)
        check_leaks(g, s, a, at, rng)
        g.apply(s, a, at=at)
