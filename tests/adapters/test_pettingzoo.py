"""The PettingZoo AEC adapter: PettingZoo's own API test, full masked episodes, rewards,
determinism, rendering and illegal ids."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test  # noqa: E402

import parlour  # noqa: E402
from parlour import Action, IllegalAction  # noqa: E402
from parlour.adapters.core import reward  # noqa: E402
from parlour.adapters.pettingzoo import ParlourAEC, env  # noqa: E402
from tests.adapters.test_core import deal  # noqa: E402


@pytest.mark.parametrize("game_id,players,kw", [
    ("cactus", 2, {}), ("cactus:wikipedia", 2, {}), ("cactus:wikipedia", 4, {"claims": "ignore"}),
    ("cactus:wikipedia", 3, {"generic": False, "options": {"assist": True}}),
])
def test_pettingzoo_api_test(game_id: str, players: int, kw: dict) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # advice for Box observations: ours is the usual masked Dict
        api_test(env(game_id, players, seed=11, **kw), num_cycles=300)


def play(e, rng: np.random.Generator) -> tuple[dict[str, float], int]:
    """One episode of uniformly random masked ids; returns the summed rewards and steps."""
    totals = dict.fromkeys(e.possible_agents, 0.0)
    steps = 0
    for agent in e.agent_iter():
        obs, r, terminated, truncated, info = e.last()
        totals[agent] += r
        assert e.observation_space(agent).contains(obs)
        if terminated or truncated:
            e.step(None)
            continue
        mask = obs["action_mask"]
        assert np.array_equal(mask, e.unwrapped.table.mask(int(agent.split("_")[1])))
        assert mask[-1] == info["optional"]  # pass only when a claim is optional
        e.step(int(rng.choice(np.flatnonzero(mask))))
        steps += 1
    return totals, steps


@pytest.mark.parametrize("game_id,players", [("cactus", 2), ("cactus:wikipedia", 2), ("cactus:wikipedia", 5)])
def test_random_masked_episodes_play_to_the_end_with_result_rewards(game_id: str, players: int) -> None:
    e = env(game_id, players)
    rng = np.random.default_rng(1)
    for seed in range(3):
        e.reset(seed=seed)
        totals, steps = play(e, rng)
        g = e.unwrapped.game
        assert g.is_over() and not e.agents and steps > 0
        res = g.result()
        assert totals == {f"player_{s}": reward(res, s, players) for s in range(players)}
        assert sorted(totals.values())[-1] > 0 or not res.winners  # somebody won, or a draw


def test_reset_seed_is_the_game_seed_and_episodes_are_deterministic() -> None:
    e = env("cactus:wikipedia", 3)
    e.reset(seed=42)
    g = parlour.new_game("cactus:wikipedia", 3, seed=42)
    assert e.unwrapped.game.record() == g.record()
    assert e.metadata["name"] == "parlour_cactus_v1" and ParlourAEC.metadata["name"] == "parlour_v1"
    obs0 = e.observe("player_0")["observation"]
    assert np.array_equal(obs0, e.unwrapped.table.spec.encoder.encode(g.view(0)))

    def trace(seed: int) -> list[bytes]:
        e.reset(seed=seed)
        rng = np.random.default_rng(0)
        out = []
        for agent in e.agent_iter(max_iter=300):
            obs, _, term, trunc, _ = e.last()
            out.append(agent.encode() + obs["observation"].tobytes())
            e.step(None if term or trunc else int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        return out

    assert trace(5) == trace(5) != trace(6)
    # unseeded resets after a seeded one follow from it
    e.reset(seed=9)
    e.reset()
    first = e.unwrapped.game.record()
    e.reset(seed=9)
    e.reset()
    assert e.unwrapped.game.record() == first


def test_claims_in_the_aec_order_and_stacked_decks() -> None:
    e = env("cactus", 2)
    deck = deal(["KC", "6C", "7C", "8C"], ["2D", "3D", "4D", "9D"], ["KH", "5S"])
    e.reset(seed=1, options={"deck": deck})
    cat = e.unwrapped.catalogue
    assert e.agent_selection == "player_1"
    e.step(cat.id(1, Action("draw", source="stock")))
    e.step(cat.id(1, Action("discard")))
    assert e.agent_selection == "player_0"  # offered the claim on the KH
    obs, _, _, _, info = e.last()
    assert info == {"optional": True} and obs["action_mask"][-1] == 1
    e.step(len(obs["action_mask"]) - 1)  # pass
    assert e.agent_selection == "player_1"
    assert e.last()[4] == {"optional": False}


def test_illegal_ids_raise_or_are_penalized_without_changing_the_game() -> None:
    e = env("cactus", 2, seed=3)
    e.reset(seed=3)
    agent = e.agent_selection
    mask = e.last()[0]["action_mask"]
    bad = int(np.flatnonzero(mask == 0)[0])
    before = e.unwrapped.game.record()
    with pytest.raises(IllegalAction):
        e.step(bad)
    with pytest.raises(IllegalAction, match="out of range"):
        e.step(10**6)
    assert e.unwrapped.game.record() == before
    p = env("cactus", 2, seed=3, illegal="penalize", illegal_reward=-0.5)
    p.reset(seed=3)
    p.step(bad)
    assert p.agent_selection == agent and p.last()[1] == -0.5 and p.last()[4]["illegal"]
    assert p.unwrapped.game.record() == before
    with pytest.raises(parlour.InvalidOption):
        ParlourAEC("cactus", 2, illegal="ignore")


def test_truncation_after_max_steps() -> None:
    e = env("cactus", 2, max_steps=5)
    e.reset(seed=1)
    rng = np.random.default_rng(0)
    steps = 0
    for _ in e.agent_iter():
        obs, r, term, trunc, _ = e.last()
        if term or trunc:
            assert trunc and not term and r == 0
            e.step(None)
            continue
        e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        steps += 1
    assert steps == 5 and not e.unwrapped.game.is_over()


def test_render_shows_the_spectator_view_only() -> None:
    e = env("cactus", 2, render_mode="ansi")
    deck = deal(["KC", "6C", "7C", "8C"], ["2D", "3D", "4D", "9D"], ["KH", "5S"])
    e.reset(seed=1, options={"deck": deck})
    cat = e.unwrapped.catalogue
    e.step(cat.id(1, Action("draw", source="stock")))
    text = e.render()
    assert "grid:0 [seat 0]: ?? ?? ?? ??" in text
    assert any(line.startswith("  > ") and "stock" in line for line in text.splitlines())  # the event
    assert "KH" not in text and "KC" not in text  # the drawn card and the layouts are hidden
    e.step(cat.id(1, Action("discard")))
    assert "discard: KH (1 cards)" in e.render()
    assert env("cactus", 2).unwrapped.render() is None  # no render mode


def test_pettingzoo_seed_and_render_tests() -> None:
    from pettingzoo.test import render_test, seed_test

    seed_test(lambda: env("cactus:wikipedia", 3), num_cycles=100)
    render_test(lambda render_mode=None: env("cactus", 2, render_mode=render_mode),
                custom_tests={"ansi": lambda text: "Cactus (denexa) - spectator" in text})
