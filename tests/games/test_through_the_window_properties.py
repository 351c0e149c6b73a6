"""Through the Window properties over seeded random games: ``check_properties``
(conservation, legal actions apply, illegal ones change nothing, no leaks, replay, JSON)
at 3 and 13 players in both variants; face-down cards by re-dealing."""

from __future__ import annotations

import pytest

import parlour
from parlour.engine.rng import Rng
from parlour.games.through_the_window import VARIANTS
from parlour.testing import check_properties, random_step

GAME = "through-the-window"


@pytest.mark.parametrize("variant", list(VARIANTS))
@pytest.mark.parametrize("players", [3, 13])
def test_check_properties(variant: str, players: int) -> None:
    games = check_properties(GAME, players, range(2), variant=variant, check_every=4, leak_every=7,
                             options={"lexicon": "builtin"})
    assert all(g.is_over() for g in games)


@pytest.mark.parametrize("seed", range(3))
def test_redealing_face_down_cards_changes_nothing_until_turned_up(seed: int) -> None:
    a = parlour.new_game(GAME, 4, seed=seed, options={"lexicon": "builtin"})
    b = a.clone()
    z = b.zones["hand:3"]
    z.cards[0], b.zones["unused"].cards[0] = b.zones["unused"].cards[0], z.cards[0]
    rng = Rng(seed)
    for _ in range(6):   # seat 3's bottom card comes up only at the 16th reveal
        assert [a.view(s) for s in range(4)] == [b.view(s) for s in range(4)]
        pick = random_step(a, rng)
        if pick is None:
            due = a.next_deadline()
            assert due is not None
            ea, eb = a.advance(due), b.advance(due)
        else:
            ea, eb = a.apply(*pick), b.apply(*pick)
        assert [e.for_seat(0) for e in ea] == [e.for_seat(0) for e in eb]
