"""Spoons and Pig properties over seeded random real-time games: ``check_properties``
(conservation, legal actions apply at their arrival times, illegal ones change nothing,
no leaks when hidden cards are re-dealt, exact replay with the times, JSON round trips,
same seed same game), one and two packs, both variants; plus leak checks in bot games,
where cards really flow round the table."""

from __future__ import annotations

from typing import Any

import pytest

import parlour
from parlour import testing
from parlour.engine.rng import Rng
from parlour.testing import check_leaks, check_properties, play_bots_checked


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
def test_no_leaks_while_cards_pass(variant: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """At Pig the first nose is checked on the spot and announced as four of a kind, its
    cards staying face down (S6): re-dealing that hand's hidden cards changes the verdict
    by design, so that one action is left out (``test_spoons_review`` checks that its
    events and views show none of the cards)."""
    def check(game: parlour.Game, seat: int, action: parlour.Action, at: int | None,
              rng: Rng) -> None:
        if not (action.type == "nose" and game.view(None)["phase"] == "play"):
            check_leaks(game, seat, action, at, rng)

    monkeypatch.setattr(testing, "check_leaks", check)
    g = parlour.new_game("spoons", 4, variant=variant, seed=5)
    bots = [type(g).bot(s, seed=s, level="expert") for s in range(4)]  # type: ignore[misc]
    play_bots_checked(g, bots, Rng(5), 120)
