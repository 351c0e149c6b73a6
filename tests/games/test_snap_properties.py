"""Snap properties over seeded random games: ``parlour.testing.check_properties``
(conservation, legal actions apply, illegal ones change nothing, no leaks by
relabelling, replay, JSON) at every table size and variant; hidden information by
re-dealing; determinism; the shared reaction-bot levels' sanity."""

from __future__ import annotations

import pytest

import parlour
from parlour.engine.rng import Rng
from parlour.games.snap import VARIANTS
from parlour.testing import check_properties, random_step

GAME = "snap"


@pytest.mark.parametrize("variant", list(VARIANTS))
@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_check_properties(variant: str, players: int) -> None:
    games = check_properties(GAME, players, range(2), variant=variant, check_every=4, leak_every=9)
    assert all(g.is_over() for g in games)


def _views(g: parlour.Game) -> list[object]:
    return [g.view(s) for s in range(g.players)]


@pytest.mark.parametrize("seed", range(3))
def test_redealing_unseen_stock_cards_changes_no_view_or_event(seed: int) -> None:
    """Hidden information: two deals that differ only in the cards still face down in
    the stocks give every seat the same views and events until one of them is turned
    up (nobody may look at their stock, not even its owner)."""
    a = parlour.new_game(GAME, 3, seed=seed)
    b = a.clone()
    for s in range(3):  # swap the two bottom cards of each stock: never turned up below
        z = b.zones[f"stock:{s}"]
        z.cards[0], z.cards[1] = z.cards[1], z.cards[0]
    assert _views(a) == _views(b)
    rng = Rng(seed)
    for _ in range(30):
        pick = random_step(a, rng, claim_rate=0.1)
        if pick is None:
            break
        ea, eb = a.apply(*pick), b.apply(*pick)
        for s in range(3):
            assert [e.for_seat(s) for e in ea] == [e.for_seat(s) for e in eb]
        assert _views(a) == _views(b)


def test_same_seed_same_actions_same_game_and_replay() -> None:
    for seed in range(5):
        g = parlour.new_game(GAME, 4, variant=list(VARIANTS)[seed % 3], seed=seed)
        rng = Rng(seed)
        while not g.is_over():
            pick = random_step(g, rng, claim_rate=0.3)
            if pick is None:
                due = g.next_deadline()
                assert due is not None
                g.advance(due)
                continue
            g.apply(*pick)
        again = parlour.replay(g.record())
        assert again.full_view() == g.full_view() and again.result() == g.result()
        assert parlour.new_game(GAME, 4, variant=g.variant, seed=seed).full_view() == \
            parlour.new_game(GAME, 4, variant=g.variant, seed=seed).full_view()
