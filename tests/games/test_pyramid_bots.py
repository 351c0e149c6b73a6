"""Pyramid bots: the heuristic (its seat's port only) and the generic search bot play to
the end; with unlimited passes the heuristic clears every deal the solver can clear."""

from __future__ import annotations

import pytest

import parlour
from parlour.bots import make_bot
from parlour.games.pyramid.solver import solve
from parlour.runners.local import run_game


def play(kind: str, seed: int, variant: str = "standard", **options: object) -> parlour.Game:
    g = parlour.new_game("pyramid", 1, variant=variant, seed=seed, options=options or None)
    run_game(g, [make_bot(kind, "pyramid", 0, seed=seed)], max_steps=5000)
    assert g.is_over()
    return g


@pytest.mark.parametrize("variant,options", [
    ("standard", {}), ("tuts-tomb", {}), ("classic-pairs", {}), ("standard", {"max_passes": 1}),
    ("standard", {"max_passes": 3}), ("classic-pairs", {"max_passes": 3}),
    ("standard", {"strict_draw": True})])
def test_heuristic_plays_to_the_end(variant, options):
    for seed in range(4):
        play("heuristic", seed, variant, **options)


@pytest.mark.parametrize("variant", ["standard", "tuts-tomb", "classic-pairs"])
def test_heuristic_wins_every_solvable_deal_with_unlimited_passes(variant):
    """Unlimited passes: the stock's content (every card not in the pyramid) is all the
    open-stock plan needs, so the bot plays exactly without ever seeing the stock."""
    for seed in range(10):
        g0 = parlour.new_game("pyramid", 1, variant=variant, seed=seed)
        won = play("heuristic", seed, variant).result().winners == [0]
        assert won == solve(g0).solvable, seed


def test_search_bot_plays_to_the_end():
    """The generic ISMCTS bot (few iterations here: it is slow on a 100-action solitaire;
    ``make_bot("search:200i", ...)`` was checked by hand and in ``docs/games/pyramid.md``)."""
    play("search:10i", 0, max_passes=1)
