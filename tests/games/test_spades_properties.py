"""Spades properties over many seeded random games (``parlour.testing``): cards are
conserved, every legal action applies and every illegal one is refused without change,
nothing leaks, records replay exactly; at the one player count (4) and in every variant."""

from __future__ import annotations

import json

import pytest

import parlour
from parlour import Action, IllegalAction
from parlour.bots.search import random_rollout
from parlour.engine.actions import normalize
from parlour.engine.rng import Rng
from parlour.games.spades.rules import PACK
from parlour.testing import check_properties

UNIVERSE = ([Action("bid", tricks=n) for n in range(-1, 15)] + [Action("deal")]
            + [Action("play", card=str(c)) for c in PACK]
            + [Action("play", card=spelling) for spelling in ("10H", "T♥", "qs", "JK")]
            + [Action("play", card="ZZ"), Action("bid", tricks=True), Action("play", card=3)])


def spelled(g: parlour.Game, a: Action) -> Action | None:
    """The action in its normal form (cards as ``"TH"``), ``None`` if malformed."""
    try:
        return normalize(type(g), a)
    except IllegalAction:
        return None


@pytest.mark.parametrize("variant", ["standard", "set-penalty", "literal", "quick"])
def test_properties_one_deal_per_game(variant: str) -> None:
    n = 70 if variant == "standard" else 25
    check_properties(f"spades:{variant}", 4, range(n), options={"deals": 1},
                     check_every=7, leak_every=11)


def test_properties_every_step_checked() -> None:
    check_properties("spades", 4, range(2), options={"deals": 1}, check_every=1, leak_every=2)


def test_properties_house_rule_break_spades() -> None:
    check_properties("spades", 4, range(20), options={"deals": 2, "break_spades": True},
                     check_every=9, leak_every=13)


def test_properties_whole_matches_to_a_small_target() -> None:
    check_properties("spades", 4, range(3), options={"target": 60}, check_every=23,
                     leak_every=41)


def test_properties_whole_set_penalty_matches() -> None:
    """S12: with the house floor of -200 (the game's random-play options), set-penalty
    matches of random players end."""
    options = parlour.new_game("spades", seed=0).random_play_options("set-penalty")
    assert options == {"lose_at": -200}
    check_properties("spades:set-penalty", 4, range(20), check_every=5, leak_every=9,
                     options=options)


def test_a_whole_match_to_500_replays_exactly() -> None:
    check_properties("spades", 4, [11], check_every=211, leak_every=307, max_steps=100_000)


def test_the_checks_agree_with_the_legal_list() -> None:
    """``verify_<type>`` (what ``apply`` and ``is_legal`` ask) accepts exactly
    ``legal_actions``, and every refusal has a reason."""
    for seed in range(6):
        g = parlour.new_game("spades", seed=seed, options={"break_spades": seed % 2 == 0})
        rng = Rng(seed)
        for _ in range(120):
            for s in range(4):
                legal = set(g.legal_actions(s))
                for a in UNIVERSE:
                    why = g.explain(s, a)
                    assert (why is None) == (spelled(g, a) in legal), (seed, s, a, why)
                    assert why is None or why
            s = g.waiting_for()[0]
            g.apply(s, rng.choice(g.legal_actions(s)))


def test_same_seed_same_game_and_json_views() -> None:
    a = parlour.new_game("spades", seed=9)
    b = parlour.new_game("spades", seed=9)
    random_rollout(a, Rng(1), max_actions=400)
    random_rollout(b, Rng(1), max_actions=400)
    assert a.record() == b.record()
    assert json.dumps(a.full_view(), sort_keys=True) == json.dumps(b.full_view(), sort_keys=True)
    for s in [0, 1, 2, 3, None]:
        json.dumps(a.view(s))
    json.dumps(a.legal_json(a.waiting_for()[0]))


def test_random_matches_finish() -> None:
    for seed in range(3):
        g = parlour.new_game("spades", seed=seed)
        random_rollout(g, Rng(seed), max_actions=200_000)
        assert g.is_over()
        res = g.result()
        assert res is not None and max(res.scores) >= 500
        assert res.winners in ([0, 2], [1, 3])
