"""Speed properties over seeded random games: ``parlour.testing.check_properties``
(conservation, legal actions apply, illegal ones change nothing, no leaks, replay, JSON)
in every variant; hidden hands, stocks and talons by re-dealing; the game's actors and
waiting seats never reveal whether the other player is blocked."""

from __future__ import annotations

import pytest

import parlour
from parlour.engine.rng import Rng
from parlour.games.speed import VARIANTS
from parlour.testing import check_properties, random_step

GAME = "speed"


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_check_properties(variant: str) -> None:
    games = check_properties(GAME, 2, range(4), variant=variant, check_every=3, leak_every=5)
    assert all(g.is_over() for g in games)


@pytest.mark.parametrize("seed", range(4))
def test_redealing_the_other_hand_and_the_stocks_changes_nothing_seat_0_sees(seed: int) -> None:
    """Seat 0's views and events do not depend on seat 1's hand or on any face-down card:
    swap seat 1's hand with cards from the stocks and talons and play the same actions
    while they stay hidden."""
    a = parlour.new_game(GAME, seed=seed)
    b = a.clone()
    h1, st = b.zones["hand:1"], b.zones["stock:0"]
    h1.cards[0], st.cards[0] = st.cards[0], h1.cards[0]   # the bottom of stock 0
    t = b.zones["talon:1"]
    t.cards[0], b.zones["stock:1"].cards[0] = b.zones["stock:1"].cards[0], t.cards[0]
    assert a.view(0) == b.view(0)
    g_events = b.apply(0, parlour.Action("ready"), at=0), a.apply(0, parlour.Action("ready"), at=0)
    assert [e.for_seat(0) for e in g_events[0]] == [e.for_seat(0) for e in g_events[1]]
    assert a.view(0)["actors"] == b.view(0)["actors"] == [1]


def test_random_games_replay_exactly_and_end() -> None:
    for seed in range(8):
        g = parlour.new_game(GAME, variant=list(VARIANTS)[seed % 3], seed=seed)
        rng = Rng(seed)
        while not g.is_over():
            pick = random_step(g, rng)
            if pick is None:
                due = g.next_deadline()
                assert due is not None, "nobody can act and no timer is due"
                g.advance(due)
                continue
            g.apply(*pick)
        assert parlour.replay(g.record()).full_view() == g.full_view()
