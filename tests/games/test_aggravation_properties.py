"""Aggravation properties over seeded random games: ``check_properties``
(conservation, legal actions apply, illegal ones change nothing, no leaks, replay, JSON);
unseen packs by re-dealing; determinism."""

from __future__ import annotations

import pytest

import parlour
from parlour.engine.rng import Rng
from parlour.testing import check_properties, random_step

GAME = "aggravation"


def test_check_properties() -> None:
    games = check_properties(GAME, 2, range(8), check_every=3, leak_every=5)
    assert all(g.is_over() for g in games)


@pytest.mark.parametrize("seed", range(3))
def test_redealing_the_packs_deep_cards_changes_nothing_until_turned_up(seed: int) -> None:
    a = parlour.new_game(GAME, seed=seed)
    b = a.clone()
    for s in range(2):
        z = b.zones[f"pack:{s}"]
        z.cards[0], z.cards[1] = z.cards[1], z.cards[0]
    rng = Rng(seed)
    for _ in range(20):
        assert [a.view(s) for s in (0, 1)] == [b.view(s) for s in (0, 1)]
        pick = random_step(a, rng)
        if pick is None:
            due = a.next_deadline()
            if due is None:
                break
            ea, eb = a.advance(due), b.advance(due)
        else:
            ea, eb = a.apply(*pick), b.apply(*pick)
        assert [e.for_seat(1) for e in ea] == [e.for_seat(1) for e in eb]


def test_same_seed_same_game() -> None:
    assert parlour.new_game(GAME, seed=4).full_view() == parlour.new_game(GAME, seed=4).full_view()
