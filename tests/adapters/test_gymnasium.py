"""The single-agent Gymnasium adapter: Gymnasium's env checker, episodes against bots,
masks in the observation and in info, illegal ids, determinism."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("gymnasium")

from gymnasium.utils.env_checker import check_env  # noqa: E402

import parlour  # noqa: E402
from parlour import Action, IllegalAction  # noqa: E402
from parlour.adapters.gymnasium import ParlourEnv  # noqa: E402
from parlour.bots.random_bot import RandomBot  # noqa: E402
from tests.adapters.test_core import deal  # noqa: E402


@pytest.mark.parametrize("kw", [{}, {"players": 3, "variant": "wikipedia", "seat": 1,
                                     "opponents": ["heuristic", "random"]}])
def test_gymnasium_env_checker(kw: dict) -> None:
    kw = {"players": 2, **kw}
    check_env(ParlourEnv("cactus", **kw), skip_render_check=True)


def episode(e: ParlourEnv, seed: int, rng: np.random.Generator) -> tuple[float, int]:
    obs, info = e.reset(seed=seed)
    total, steps = 0.0, 0
    while True:
        mask = obs["action_mask"]
        assert np.array_equal(mask, info["action_mask"]) and mask.any()
        legal = {e.catalogue.id(e.seat, a) for a in e.game.legal_actions(e.seat)}
        assert set(np.flatnonzero(mask[:-1]).tolist()) == legal and mask[-1] == info["optional"]
        obs, r, term, trunc, info = e.step(int(rng.choice(np.flatnonzero(mask))))
        total += r
        steps += 1
        assert e.observation_space.contains(obs)
        if term or trunc:
            return total, steps


@pytest.mark.parametrize("opponents,variant,players", [("random", "denexa", 2), ("heuristic", "denexa", 2),
                                                       ("heuristic", "wikipedia", 3)])
def test_random_learner_plays_whole_games_against_bots(opponents: str, variant: str, players: int) -> None:
    e = ParlourEnv("cactus", players, variant=variant, opponents=opponents)
    rng = np.random.default_rng(0)
    for seed in range(3):
        total, steps = episode(e, seed, rng)
        res = e.game.result()
        assert e.game.is_over() and steps > 0
        want = 0.0 if not res.winners else (1 / len(res.winners) if 0 in res.winners else -1.0)
        assert total == want


def test_learner_gets_claims_offered_and_bots_get_their_events() -> None:
    seen: list[dict] = []

    class Recorder(RandomBot):
        def observe(self, events: list[dict]) -> None:
            seen.extend(events)

    # whatever seat 1 (first to play) puts on the discard pile, seat 0 holds that rank
    deck = deal(["KC", "2C", "3C", "4C"], ["2D", "3D", "4D", "KD"], ["KH", "5S"])
    e = ParlourEnv("cactus", 2, opponents=lambda seat, seed: Recorder(seat, seed=seed, eagerness=0.0))
    obs, info = e.reset(seed=1, options={"deck": deck})
    mask = obs["action_mask"]
    matches = {e.catalogue.id(0, Action("match", slot=k)) for k in range(4)}
    assert info["optional"] and set(np.flatnonzero(mask).tolist()) == matches | {len(mask) - 1}
    drew = [ev for ev in seen if ev["type"] == "draw"]
    assert drew and drew[0]["card"] == "KH"  # the bot's own copy carries its secret
    while info["optional"]:  # pass (again if the bot matched): the bot ends its turn, then ours
        assert e.game.view(0)["turn"] == 1
        obs, r, term, trunc, info = e.step(len(mask) - 1)
    assert e.game.view(0)["turn"] == 0 and e.game.view(0)["phase"] == "draw"
    assert obs["action_mask"][e.catalogue.id(0, Action("draw", source="stock"))] == 1
    assert obs["action_mask"][-1] == 0
    assert any(ev["type"] in ("end", "call") and ev["seat"] == 1 for ev in seen)


def test_illegal_ids_are_penalized_or_raise() -> None:
    e = ParlourEnv("cactus", 2)
    obs, _ = e.reset(seed=4)
    before = e.game.record()
    bad = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    obs2, r, term, trunc, info = e.step(bad)
    assert (r, term, trunc, info["illegal"]) == (-1.0, False, False, True)
    assert e.game.record() == before and np.array_equal(obs2["observation"], obs["observation"])
    strict = ParlourEnv("cactus", 2, illegal="raise")
    strict.reset(seed=4)
    with pytest.raises(IllegalAction):
        strict.step(bad)


def test_same_seed_same_episode_and_seat_choice() -> None:
    def trace(seed: int) -> list[bytes]:
        e = ParlourEnv("cactus", 3, variant="wikipedia", seat=2, opponents="heuristic")
        rng = np.random.default_rng(3)
        obs, _ = e.reset(seed=seed)
        out = [obs["observation"].tobytes()]
        for _ in range(200):
            obs, _, term, trunc, _ = e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            out.append(obs["observation"].tobytes())
            if term or trunc:
                break
        return out

    assert trace(8) == trace(8) != trace(9)
    with pytest.raises(parlour.InvalidOption):
        ParlourEnv("cactus", 2, seat=2)
    with pytest.raises(parlour.InvalidOption):
        ParlourEnv("cactus", 3, variant="wikipedia", opponents=["random"])


def test_render_is_the_learners_view() -> None:
    e = ParlourEnv("cactus", 2, render_mode="ansi", options={"assist": True})
    deck = deal(["KC", "6C", "7C", "8C"], ["2D", "3D", "4D", "9D"], ["KH", "5S"])
    e.reset(seed=1, options={"deck": deck})
    text = e.render()
    assert text.startswith("Cactus (denexa) - seat 0") and "2D" not in text


def test_registered_with_gymnasium_and_a_seat_drawn_per_game() -> None:
    import gymnasium

    e = gymnasium.make("parlour/cactus-v1", players=3, variant="wikipedia", seat=None)
    check_env(e.unwrapped)  # with the render modes, through the registered spec
    seats = set()
    for seed in range(12):
        _, info = e.reset(seed=seed)
        assert info["seat"] == e.unwrapped.seat
        assert [b is None for b in e.unwrapped.bots] == [s == info["seat"] for s in range(3)]
        seats.add(info["seat"])
    assert seats == {0, 1, 2}
    assert e.reset(seed=3)[1]["seat"] == e.reset(seed=3)[1]["seat"]
