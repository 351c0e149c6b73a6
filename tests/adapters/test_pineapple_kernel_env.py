"""The PettingZoo environment over Pineapple's kernel: PettingZoo's API test, rewards that
add up to each seat's chips, the game's deals, hidden hole cards, illegal ids."""

from __future__ import annotations

import warnings
from types import SimpleNamespace

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test  # noqa: E402

import parlour  # noqa: E402
from parlour.adapters.pineapple_kernel import ACTIONS, encode, env, observation_size  # noqa: E402
from parlour.errors import InvalidOption  # noqa: E402


@pytest.mark.parametrize("players,variant", [(2, "pineapple"), (4, "crazy"), (6, "crazy-hilo8")])
def test_pettingzoo_api_test(players: int, variant: str) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # advice for Box observations: ours is the usual masked Dict
        api_test(env(players, variant=variant, seed=3, options={"hands": 3}), num_cycles=400)


def _play(e: object, seed: int) -> tuple[dict[str, float], int]:
    """A random masked episode: each agent's rewards summed, and the decisions."""
    e.reset(seed=seed)  # type: ignore[attr-defined]
    rng = np.random.default_rng(seed)
    total: dict[str, float] = {}
    decisions = 0
    for agent in e.agent_iter():  # type: ignore[attr-defined]
        obs, r, term, trunc, _ = e.last()  # type: ignore[attr-defined]
        total[agent] = total.get(agent, 0.0) + r
        if term or trunc:
            e.step(None)  # type: ignore[attr-defined]
            continue
        assert obs["observation"].shape == (observation_size(5),)
        e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))  # type: ignore[attr-defined]
        decisions += 1
    return total, decisions


def test_rewards_are_each_hands_chips_in_big_blinds() -> None:
    e = env(5, seed=0, options={"hands": 6, "stack": 30})
    total, decisions = _play(e, 4)
    t = e.unwrapped.table
    assert t.over and decisions > 30
    assert total == {f"player_{s}": t.net[s] / 2 for s in range(5)}  # big blind 2
    again, _ = _play(e, 4)
    assert again == total  # the same seed, the same game


def test_the_games_deals_and_only_the_seats_own_cards() -> None:
    e = env(4, seed=9)
    e.reset(seed=9)
    g = parlour.new_game("pineapple", 4, seed=9)
    agent = e.agent_selection
    seat = int(agent.split("_")[1])
    obs = e.observe(agent)["observation"]
    held = sorted(((c >> 4) * 13 + (c & 15) - 1) for c in g.zones[f"hand:{seat}"].cards)
    assert list(np.flatnonzero(obs[:52])) == held
    assert not obs[52:104].any()  # no board yet
    mask = e.observe(agent)["action_mask"]
    assert mask.shape == (ACTIONS,) and list(np.flatnonzero(mask)) == [0, 2, 3]  # fold, call, raise
    other = e.possible_agents[(seat + 1) % 4]
    assert not e.observe(other)["action_mask"].any()


def test_another_seats_hole_cards_change_nothing() -> None:
    def seen(holes: dict[int, list[int]]) -> np.ndarray:
        t = SimpleNamespace(players=3, stacks=[10, 20, 30], bets=[1, 2, 0], live=[1, 1, 0],
                            board=[0x01, 0x12, 0x23], pot=6, dealer=2, street=1, phase="bet",
                            hole=lambda s: holes[s])
        return encode(t, 0, 66)  # type: ignore[arg-type]

    mine = [0x3D, 0x0C, 0x2A]
    assert np.array_equal(seen({0: mine, 1: [0x05, 0x06], 2: [0x07]}),
                          seen({0: mine, 1: [0x15, 0x36], 2: [0x27, 0x28]}))
    assert not np.array_equal(seen({0: mine, 1: []}), seen({0: [0x05, 0x0C, 0x2A], 1: []}))


def test_illegal_ids_and_options_are_refused_by_name() -> None:
    e = env(3, seed=1)
    e.reset(seed=1)
    with pytest.raises(ValueError, match=r"check \(1\) is not legal now; the legal actions are \(0, 2, 3\)"):
        e.step(1)
    with pytest.raises(InvalidOption, match="fixed limit only"):
        env(3, options={"limit": "pot"})
