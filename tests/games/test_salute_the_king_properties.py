"""Salute the King properties over seeded random games: ``check_properties``
(conservation, legal actions apply, illegal ones change nothing, no leaks, replay, JSON)
at the smallest and a two-deck table in every variant; unseen piles by re-dealing."""

from __future__ import annotations

import pytest

import parlour
from parlour.engine.rng import Rng
from parlour.games.salute_the_king import VARIANTS
from parlour.testing import check_properties, random_step

GAME = "salute-the-king"


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_check_properties(variant: str) -> None:
    games = check_properties(GAME, 3, range(2), variant=variant, check_every=4,
                             leak_every=9, options={"deal_cards": 12}, max_steps=8000)
    assert all(g.is_over() for g in games)


@pytest.mark.parametrize("variant", ["standard", "wrong-is-last"])
def test_check_properties_two_decks(variant: str) -> None:
    games = check_properties(GAME, 9, range(1), variant=variant, check_every=6,
                             leak_every=15, options={"deal_cards": 27}, max_steps=8000)
    assert all(g.is_over() for g in games)


def test_whole_pack_games_end() -> None:
    games = check_properties(GAME, 3, range(1), check_every=25, leak_every=60, max_steps=20000)
    assert games[0].is_over()


@pytest.mark.parametrize("seed", range(3))
def test_redealing_unseen_cards_changes_no_view_or_event(seed: int) -> None:
    a = parlour.new_game(GAME, 4, seed=seed)
    b = a.clone()
    for s in range(4):
        z = b.zones[f"stack:{s}"]
        z.cards[0], z.cards[1] = z.cards[1], z.cards[0]
    rng = Rng(seed)
    for _ in range(25):
        assert [a.view(s) for s in range(4)] == [b.view(s) for s in range(4)]
        pick = random_step(a, rng)
        if pick is None:
            due = a.next_deadline()
            assert due is not None
            ea, eb = a.advance(due), b.advance(due)
        else:
            ea, eb = a.apply(*pick), b.apply(*pick)
        assert [[e.for_seat(s) for e in ea] for s in range(4)] == \
            [[e.for_seat(s) for e in eb] for s in range(4)]
