"""Tick mode and the clock features on every real-time game (found by ``timing``):
PettingZoo's ``api_test`` and parallel test, Gymnasium's ``check_env``, and a few hundred
random ticks checking that the clock moves one tick per cycle of agents."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

import parlour
from parlour.adapters.core import Table, spec_for
from parlour.adapters.observation import CLOCK_SCALE_MS, ClockEncoder
from parlour.errors import InvalidOption

pytest.importorskip("pettingzoo")
pytest.importorskip("gymnasium")

from gymnasium.utils.env_checker import check_env  # noqa: E402
from pettingzoo.test import api_test, parallel_api_test  # noqa: E402
from pettingzoo.utils.conversions import aec_to_parallel  # noqa: E402

from parlour.adapters.gymnasium import ParlourEnv  # noqa: E402
from parlour.adapters.pettingzoo import env as aec_env  # noqa: E402
from parlour.adapters.pettingzoo import raw_env  # noqa: E402

TICK = 120
REALTIME = sorted(i.name for i in parlour.games()
                  if parlour.engine.registry.game_class(i.name).timing == "realtime")
TURN = sorted(i.name for i in parlour.games()
              if parlour.engine.registry.game_class(i.name).timing != "realtime")


def test_the_real_time_games_are_found() -> None:
    assert {"egyptian-ratscrew", "cactus", "snap", "spoons"} <= set(REALTIME)
    assert "war" in TURN


@pytest.mark.parametrize("name", REALTIME)
def test_clock_features_follow_the_view(name: str) -> None:
    g = parlour.new_game(name, seed=2)
    enc = spec_for(g).encoder
    assert isinstance(enc, ClockEncoder)
    k = enc.inner.size
    g.advance(g.now + 1500) if g.next_deadline() is None or g.next_deadline() > g.now + 1500 else None
    v = g.view(0)
    o = enc.encode(v)
    assert o[k] == pytest.approx(np.log1p(v["now"] / 1000), rel=1e-5)
    assert o[k + 1] == (v["deadline"] is not None)
    if v["deadline"] is not None:
        assert o[k + 2] == pytest.approx(min(1.0, (v["deadline"] - v["now"]) / CLOCK_SCALE_MS), rel=1e-5)


def test_turn_based_games_get_no_clock() -> None:
    for name in TURN[:5]:
        assert not isinstance(spec_for(parlour.new_game(name, seed=0)).encoder, ClockEncoder)
    with pytest.raises(InvalidOption, match="real-time"):
        Table(parlour.new_game("war", seed=0), spec_for(parlour.new_game("war", seed=0)), tick_ms=100)


@pytest.mark.parametrize("name", REALTIME)
def test_tick_mode_pettingzoo_api_and_parallel_tests(name: str) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        api_test(aec_env(name, seed=3, max_steps=150, tick_ms=TICK), num_cycles=40)
        par = aec_to_parallel(raw_env(name, seed=3, max_steps=151, tick_ms=TICK))  # mid-tick limit
        parallel_api_test(par, num_cycles=40)


@pytest.mark.parametrize("name", REALTIME)
def test_tick_mode_gymnasium_check_env(name: str) -> None:
    e = ParlourEnv(name, opponents="random", max_steps=150, tick_ms=TICK)
    check_env(e, skip_render_check=True)


@pytest.mark.parametrize("name", REALTIME)
def test_random_ticks_move_the_clock_one_tick_per_cycle(name: str) -> None:
    e = raw_env(name, seed=4, max_steps=300, tick_ms=TICK)
    e.reset(seed=4)
    rng = np.random.default_rng(4)
    n = len(e.possible_agents)
    applied = 0
    for step in range(300):
        agent = e.agent_selection
        if e.terminations[agent] or e.truncations[agent]:
            break
        assert agent == f"player_{step % n}"  # every seat once per tick, in seat order
        before = e.game.now
        mask = e.observe(agent)["action_mask"]
        assert mask[-1] == 1  # wait is always allowed
        e.step(int(rng.choice(np.flatnonzero(mask))))
        if e.game.is_over():
            break
        if step % n == n - 1:
            assert e.game.now == before + TICK
            applied += 1
        else:
            assert e.game.now == before
    assert applied or e.game.is_over()
