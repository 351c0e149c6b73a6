"""Mini Baccarat through the RL adapters: the generic catalogue from the domains of the
action schema's parameters and the generic encoder; a Gymnasium episode against the heuristic bot."""

from __future__ import annotations

import numpy as np
import pytest

import parlour
from parlour.adapters.core import spec_for

gymnasium = pytest.importorskip("gymnasium")


def test_every_legal_action_has_a_catalogue_id() -> None:
    g = parlour.new_game("mini-baccarat", 2, seed=1, options={"decks": 1})
    spec = spec_for(g)
    assert [b[0] for b in spec.catalogue.blocks] == ["cut at", "bet spot amount", "withdraw spot", "done"]
    for a in g.legal_actions(0):
        assert spec.catalogue.action(0, spec.catalogue.id(0, a)) == a


def test_a_gymnasium_episode_against_the_heuristic() -> None:
    from gymnasium.utils.env_checker import check_env

    from parlour.adapters.gymnasium import ParlourEnv

    env = ParlourEnv("mini-baccarat", players=2, options={"decks": 1, "hands": 3},
                     opponents=["heuristic"])
    check_env(env, skip_render_check=True)
    obs, info = env.reset(seed=3)
    rng = np.random.default_rng(0)
    for _ in range(500):
        obs, reward, term, trunc, info = env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        if term or trunc:
            break
    assert term and env.game.is_over()
