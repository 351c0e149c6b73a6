"""Stop the Bus properties over many seeded random games: ``check_properties``
(conservation, legal actions apply, illegal ones change nothing, no leaks when hidden
cards are re-dealt, exact replay, JSON round trips, same seed same game) at every table
size and in every variant; and a hand-made leak check on the showdown boundary."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import parlour
from parlour import Action
from parlour.engine.rng import Rng
from parlour.testing import check_leaks, check_properties


@pytest.mark.parametrize(("players", "variant", "options", "seeds"), [
    (2, None, None, range(20)),
    (3, None, None, range(100, 110)),
    (6, None, {"tokens": 1, "dealer": 5}, range(200, 212)),
    (3, "swap1or3", None, range(300, 310)),
    (4, "poker-order", {"tokens": 1}, range(400, 410)),
    (2, "call-instead", None, range(500, 512)),
])
def test_check_properties(players: int, variant: str | None, options: dict[str, Any] | None,
                          seeds: range) -> None:
    games = check_properties("stop-the-bus", players, seeds, variant=variant, options=options)
    winners = Counter(w for g in games for w in g.result().winners)  # type: ignore[union-attr]
    assert len(winners) >= 2  # different seats win


def test_hidden_hands_never_leak_through_views_or_events() -> None:
    """Re-deal every card a seat cannot know (opponents' hands, the stub) and compare what
    each seat receives, at every step of a few games, showdowns and deals included."""
    for seed in range(6):
        g = parlour.new_game("stop-the-bus", 3, seed=seed, options={"tokens": 1})
        rng = Rng(seed)
        while not g.is_over():
            seat = g.actors()[0]
            a = rng.choice(g.legal_actions(seat))
            check_leaks(g, seat, a, None, rng)
            g.apply(seat, a)


def test_a_hand_is_private_until_the_showdown() -> None:
    g = parlour.new_game("stop-the-bus", 2, seed=9)
    full = {z["id"]: z["cards"] for z in g.full_view()["zones"]}
    assert next(z for z in g.view(1)["zones"] if z["id"] == "hand:0")["cards"] == ["??"] * 3
    g.apply(1, Action("exchange", take=full["centre"][0], give=full["hand:1"][0], call=True))
    g.apply(0, Action("exchange", take=full["centre"][1], give=full["hand:0"][0], call=False))
    shown = next(z for z in g.view(1)["zones"] if z["id"] == "hand:0")["cards"]
    assert "??" not in shown and len(shown) == 3


def test_same_seed_same_game_and_records_replay() -> None:
    a = parlour.new_game("stop-the-bus", 4, seed=77)
    b = parlour.new_game("stop-the-bus", 4, seed=77)
    assert a.full_view() == b.full_view()
    rng = Rng(3)
    while not a.is_over():
        seat = a.actors()[0]
        act = rng.choice(a.legal_actions(seat))
        assert [e.for_seat(None) for e in a.apply(seat, act)] == \
            [e.for_seat(None) for e in b.apply(seat, act)]
    again = parlour.replay(a.record())
    assert again.full_view() == a.full_view() and again.result() == a.result()
