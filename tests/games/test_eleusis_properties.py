"""Eleusis properties over seeded random games: ``check_properties`` (conservation of all
four decks, legal actions apply, illegal ones change nothing, no leak when hidden cards are
re-dealt, exact replay, JSON round trips, same seed same game) in every variant and with
the options; and the secret rule never reaching a player's view or events."""

from __future__ import annotations

from typing import Any

import pytest

import parlour
from parlour.bots.base import SeatPort
from parlour.engine.rng import Rng
from parlour.games.eleusis.bot import HeuristicBot
from parlour.testing import check_leaks, check_properties


@pytest.mark.parametrize(("players", "variant", "options", "seeds"), [
    (3, "golden", {"deals": 1}, range(4)),
    (5, "golden", {"deals": 2, "max_string": 3, "expel_mainline": 12}, range(10, 12)),
    (4, "express", {"deals": 2}, range(20, 22)),
    (4, "human", {"deals": 1, "dealer_count": "mainline"}, range(30, 33)),
    (3, "express-human", None, range(40, 42)),
])
def test_check_properties(players: int, variant: str, options: dict[str, Any] | None,
                          seeds: range) -> None:
    games = check_properties("eleusis", players, seeds, variant=variant, options=options,
                             max_steps=20_000, leak_every=7)
    for g in games:
        r = g.result()
        assert r is not None and len(r.details["hands"]) == (options or {}).get("deals", players)


def _play_with_bots(seed: int, variant: str, players: int, leak_every: int = 0) -> parlour.Game:
    g = parlour.new_game("eleusis", players, variant=variant, seed=seed, options={"deals": 1})
    bots = {s: HeuristicBot(s, seed=seed) for s in range(players)}
    rng = Rng(seed)
    n = 0
    while not g.is_over():
        s = g.actors()[0]
        a = bots[s].choose(SeatPort(g, s), True)
        assert a is not None
        if leak_every and n % leak_every == 0:
            check_leaks(g, s, a, None, rng)
        g.apply(s, a)
        n += 1
    return g


@pytest.mark.parametrize("variant", ["golden", "express", "human"])
def test_bot_games_leak_nothing_and_replay(variant: str) -> None:
    """Bot play reaches strings, prophets and guesses; every few steps the hidden cards are
    re-dealt and nothing a seat receives may change; the record replays exactly."""
    g = _play_with_bots(3, variant, 5, leak_every=5)
    again = parlour.replay(g.record())
    assert again.full_view() == g.full_view()


def test_the_secret_rule_reaches_only_the_dealer_until_the_hand_ends() -> None:
    g = parlour.new_game("eleusis", 4, seed=9, options={"deals": 1})
    events = g.apply(3, parlour.Action("choose", rule="suit-cycle"))
    text = "after(last.suit"
    for seat in (0, 1, 2, None):
        assert text not in str(g.view(seat)) and all(text not in str(e.for_seat(seat)) for e in events)
    assert text in str(g.view(3))


def test_a_sampled_world_never_holds_the_secret_rule_for_a_player() -> None:
    """Search bots sample worlds (``determinize``): a player's worlds carry a rule drawn
    from the library rules consistent with what that player has seen, and a fresh salt,
    so the seal cannot be checked against guesses; the dealer's worlds keep the rule."""
    g = parlour.new_game("eleusis", 4, seed=13, options={"deals": 1})
    g.apply(3, parlour.Action("choose", rule="suit-cycle"))
    rng = Rng(1)
    secrets = set()
    for _ in range(20):
        w = g.determinize(0, rng)
        assert w.view(0) == g.view(0)
        assert w.salt != g.salt  # type: ignore[attr-defined]
        assert "suit-cycle" not in str(w.record())
        secrets.add(w.secret)  # type: ignore[attr-defined]
    assert len(secrets) > 1
    assert g.determinize(3, rng).secret == g.secret  # type: ignore[attr-defined]
    h = parlour.new_game("eleusis", 4, variant="human", seed=13, options={"deals": 1})
    h.apply(3, parlour.Action("write", text="my secret words"))
    assert "my secret" not in str(h.determinize(1, rng).__dict__)
