"""War properties over many seeded games (``parlour.testing``): cards are conserved, the one
legal action applies and everything else is refused without change, views and events leak
nothing (a player never learns a face-down card, its own stack included), records replay
exactly; in both variants and with the options; plus the RL adapters' masks."""

from __future__ import annotations

from typing import Any

import pytest

import parlour
from parlour import Action
from parlour.adapters import Table, spec_for
from parlour.engine.rng import Rng
from parlour.testing import check_properties

CAP = {"max_battles": 120}
"""Short games (they end at the cap), so every step can be checked."""


@pytest.mark.parametrize(("variant", "options"), [
    ("standard", {}), ("short-loses", {}), ("standard", {"shuffle_captured": True}),
    ("short-loses", {"escalate": False, "face_down": 3}), ("standard", {"at_cap": "more-cards"})])
def test_properties(variant: str, options: dict[str, Any]) -> None:
    games = check_properties(f"war:{variant}", 2, range(6), options={**CAP, **options},
                             check_every=3, leak_every=4)
    assert all(g.result() is not None for g in games)


def test_whole_games_to_the_end_replay_exactly() -> None:
    games = check_properties("war", 2, range(3), check_every=97, leak_every=151, max_steps=20_000)
    assert all(g.result().details["ended"] != "cap" for g in games)  # type: ignore[union-attr]


def test_cards_are_all_with_the_winner_or_shared_at_the_end() -> None:
    for seed in range(30):
        g = parlour.new_game("war", seed=seed, options={"short_loses": seed % 2 == 1})
        while not g.is_over():
            for s in g.actors():
                g.apply(s, g.legal_actions(s)[0])
        res = g.result()
        assert res is not None and sum(res.scores) == 52
        if res.winners:
            assert res.scores[res.winners[0]] == 52


def test_the_listed_action_verifies_and_nothing_else_does() -> None:
    g = parlour.new_game("war", seed=8)
    rng = Rng(8)
    for _ in range(500):
        if g.is_over():
            break
        for s in (0, 1):
            assert g.is_legal(s, Action("flip")) == (g.legal_actions(s) == [Action("flip")])
            assert not g.is_legal(s, Action("play", card="KH"))
        g.apply(rng.choice(g.actors()), Action("flip"))


def test_adapter_masks_equal_the_legal_actions() -> None:
    g = parlour.new_game("war", seed=5, options=CAP)
    table = Table(g, spec_for(g))
    assert table.spec.catalogue.size >= 1
    for _ in range(300):
        d = table.decision()
        if d is None:
            break
        seat, optional = d
        legal = g.legal_actions(seat)
        ids = table.legal_ids(seat)
        assert not optional and [table.action_of(seat, i) for i in ids] == legal == [Action("flip")]
        table.play(seat, ids[0])
    assert g.is_over()
