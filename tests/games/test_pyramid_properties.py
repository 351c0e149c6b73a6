"""Pyramid property checks over seeded random games: conservation, illegal actions,
leaks (the stock), replay through JSON, determinism; one player, every variant."""

from __future__ import annotations

import pytest

import parlour
from parlour.testing import check_properties

SETUPS = [("standard", {}), ("standard", {"max_passes": 1}), ("standard", {"max_passes": 3}),
          ("standard", {"strict_draw": True}), ("tuts-tomb", {}), ("classic-pairs", {}),
          ("classic-pairs", {"max_passes": 3}), ("standard", {"rows": 4})]


@pytest.mark.parametrize("variant,options", SETUPS)
def test_random_games_pass_every_property(variant, options):
    games = check_properties("pyramid", 1, range(20), variant=variant, options=options or None,
                             check_every=6, leak_every=11)
    assert all(g.is_over() for g in games)
    for g in games:
        res = g.result()
        assert res.placing == [1] and (res.winners == [0]) == res.details["cleared"]


def test_same_seed_same_deal_in_every_variant():
    """The solver and ``parlour solve`` rely on one deal per seed, whatever the rules."""
    views = [parlour.new_game("pyramid", 1, variant=v, seed=11).full_view()["zones"][0]["cards"]
             for v in ("standard", "tuts-tomb", "classic-pairs")]
    assert views[0] == views[1] == views[2]
