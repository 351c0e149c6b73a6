"""Slapjack properties over seeded random games: ``parlour.testing.check_properties``
(conservation, legal actions apply, illegal ones change nothing, no leaks, replay, JSON)
at every table size and variant; hidden stacks by re-dealing; determinism."""

from __future__ import annotations

import pytest

import parlour
from parlour.engine.rng import Rng
from parlour.games.slapjack import VARIANTS
from parlour.testing import check_properties, random_step

GAME = "slapjack"


@pytest.mark.parametrize("variant", list(VARIANTS))
@pytest.mark.parametrize("players", [2, 3, 5, 8])
def test_check_properties(variant: str, players: int) -> None:
    games = check_properties(GAME, players, range(2), variant=variant, check_every=4, leak_every=9)
    assert all(g.is_over() for g in games)


@pytest.mark.parametrize("seed", range(3))
def test_redealing_unseen_stack_cards_changes_no_view_or_event(seed: int) -> None:
    """Hidden information: deals differing only in cards still face down (the bottom two
    of each stack) give every seat the same views and events until they surface."""
    a = parlour.new_game(GAME, 3, seed=seed)
    b = a.clone()
    for s in range(3):
        z = b.zones[f"stack:{s}"]
        z.cards[0], z.cards[1] = z.cards[1], z.cards[0]
    rng = Rng(seed)
    for _ in range(25):
        assert [a.view(s) for s in range(3)] == [b.view(s) for s in range(3)]
        pick = random_step(a, rng, claim_rate=0.1)
        if pick is None:
            break
        ea, eb = a.apply(*pick), b.apply(*pick)
        assert [[e.for_seat(s) for e in ea] for s in range(3)] == \
            [[e.for_seat(s) for e in eb] for s in range(3)]


def test_same_seed_same_game_and_exact_replay_with_deadlines() -> None:
    for seed in range(6):
        g = parlour.new_game(GAME, 4, variant=list(VARIANTS)[seed % len(VARIANTS)], seed=seed)
        rng = Rng(seed)
        while not g.is_over():
            pick = random_step(g, rng, claim_rate=0.15)
            if pick is None:
                due = g.next_deadline()
                assert due is not None
                g.advance(due)
                continue
            g.apply(*pick)
        again = parlour.replay(g.record())
        assert again.full_view() == g.full_view() and again.result() == g.result()
