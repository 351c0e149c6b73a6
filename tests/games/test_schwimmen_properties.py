"""Schwimmen properties over many seeded random games: ``check_properties``
(conservation, legal actions apply, illegal ones change nothing, no leaks when hidden
cards are re-dealt, exact replay, JSON round trips, same seed same game) at small and
large tables and in the variant; plus a leak check at every step of a few matches."""

from __future__ import annotations

from typing import Any

import pytest

import parlour
from parlour.engine.rng import Rng
from parlour.testing import check_leaks, check_properties


@pytest.mark.parametrize(("players", "variant", "options", "seeds"), [
    (2, None, {"chips": 2}, range(10)),
    (4, None, {"chips": 1, "dealer": 3}, range(100, 105)),
    (8, None, {"chips": 1}, range(200, 201)),
    (3, "close-after-exchange", {"chips": 1}, range(300, 306)),
])
def test_check_properties(players: int, variant: str | None, options: dict[str, Any] | None,
                          seeds: range) -> None:
    games = check_properties("schwimmen", players, seeds, variant=variant, options=options)
    winners = {g.result().winners[0] for g in games}  # type: ignore[union-attr]
    assert len(winners) >= min(2, len(games))  # different seats win over several seeds


def test_hidden_cards_never_leak_at_any_step() -> None:
    """Re-deal every card a seat cannot know (opponents' hands, the unseen board, the
    stock) before each action and compare what every seat receives."""
    for seed in range(3):
        g = parlour.new_game("schwimmen", 3, seed=seed, options={"chips": 1})
        rng = Rng(seed)
        while not g.is_over():
            seat = g.actors()[0]
            a = rng.choice(g.legal_actions(seat))
            check_leaks(g, seat, a, None, rng)
            g.apply(seat, a)


def test_the_unseen_board_is_known_to_nobody_until_the_dealer_decides() -> None:
    g = parlour.new_game("schwimmen", 3, seed=5)
    while g.view(None)["phase"] != "dealer":  # a dealt special ends a hand at once
        g.apply(g.actors()[0], g.legal_actions(g.actors()[0])[0])
    for seat in (0, 1, 2, None):
        board = next(z for z in g.view(seat)["zones"] if z["id"] == "centre")
        assert board["cards"] == ["??"] * 3


def test_same_seed_same_match_and_records_replay() -> None:
    a = parlour.new_game("schwimmen", 4, seed=31)
    b = parlour.new_game("schwimmen", 4, seed=31)
    rng = Rng(8)
    while not a.is_over():
        seat = a.actors()[0]
        act = rng.choice(a.legal_actions(seat))
        assert [e.for_seat(None) for e in a.apply(seat, act)] == \
            [e.for_seat(None) for e in b.apply(seat, act)]
    again = parlour.replay(a.record())
    assert again.full_view() == a.full_view() and again.result() == a.result()
