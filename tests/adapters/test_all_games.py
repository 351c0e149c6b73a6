"""Every registered game and variant through the RL adapters, with no per-game opt-in.

For each entry of ``parlour.games()`` and each of its variants (default players; the
variant's largest table too where it differs): PettingZoo's own ``api_test`` on the AEC
environment, Gymnasium's ``check_env`` on the single-agent one, random masked episodes
(AEC, and a learner against random bots) to the end or a small step limit, masks equal
to the legal actions at every step, observations inside their space and blind to every
card the seat does not know, and sizes that stay reasonable.
"""

from __future__ import annotations

import warnings

import numpy as np
import pytest

import parlour
from parlour.adapters.core import Table, reward, spec_for
from parlour.engine.game import Game
from parlour.engine.rng import Rng
from parlour.testing import relabel, unknown_to

pytest.importorskip("pettingzoo")
pytest.importorskip("gymnasium")

from gymnasium.utils.env_checker import check_env  # noqa: E402
from pettingzoo.test import api_test  # noqa: E402

from parlour.adapters.gymnasium import ParlourEnv  # noqa: E402
from parlour.adapters.pettingzoo import env as aec_env  # noqa: E402

MAX_FEATURES = 4096
"""A few thousand features per table at most from the generic encoding."""
MAX_OWN_FEATURES = 6000
"""A game's own encoding: Cactus's 17 features per layout slot, 52 slots per seat (random
play grows layouts past 40 cards), is the largest: 5397 features at six players."""
MAX_IDS = 20_000


Tbl = tuple[str, str | None, int]
"""(game, variant, players)."""


def _tables() -> list[Tbl]:
    out = []
    for info in parlour.games():
        for variant in list(info.variants) or [None]:
            g = parlour.new_game(info.name, variant=variant, seed=0)
            _, most = g.player_range(g.options)
            out += [(info.name, variant, n) for n in sorted({g.players, most})]
    return out


TABLES = _tables()
DEFAULT = [t for t in TABLES if parlour.new_game(t[0], variant=t[1], seed=0).players == t[2]]


def _id(t: Tbl) -> str:
    return f"{t[0]}:{t[1]}:{t[2]}" if t[1] else f"{t[0]}:{t[2]}"


def _new(name: str, variant: str | None, players: int, seed: int) -> Game:
    return parlour.new_game(name, players, variant=variant, seed=seed)


def test_every_game_and_variant_is_covered() -> None:
    names = {t[0] for t in TABLES}
    assert names == {info.name for info in parlour.games()}
    for info in parlour.games():
        assert {t[1] for t in TABLES if t[0] == info.name} == (set(info.variants) or {None})


@pytest.mark.parametrize("table", TABLES, ids=_id)
def test_sizes_are_reasonable_and_layouts_do_not_depend_on_the_seed(table: Tbl) -> None:
    name, variant, n = table
    a, b = _new(name, variant, n, 1), _new(name, variant, n, 2)
    spec = spec_for(a)
    assert 0 < spec.encoder.size <= (MAX_FEATURES if spec.generic else MAX_OWN_FEATURES)
    assert 0 < spec.catalogue.size <= MAX_IDS
    assert spec_for(a, generic=True).encoder.size <= MAX_FEATURES
    if not spec.generic:
        return
    fresh = spec_for(b, generic=True, ranges={})  # uncached, from another deal
    assert fresh.encoder.layout == spec.encoder.layout
    assert fresh.catalogue.blocks == spec.catalogue.blocks


@pytest.mark.parametrize("table", DEFAULT, ids=_id)
def test_pettingzoo_api_test(table: Tbl) -> None:
    name, variant, n = table
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # advice for Box observations: ours is the usual masked Dict
        api_test(aec_env(name, n, variant=variant, seed=3, max_steps=150), num_cycles=60)


@pytest.mark.parametrize("table", DEFAULT, ids=_id)
def test_gymnasium_check_env_and_a_random_learner(table: Tbl) -> None:
    name, variant, n = table
    e = ParlourEnv(name, n, variant=variant, opponents="random", max_steps=150)
    check_env(e, skip_render_check=True)
    rng = np.random.default_rng(0)
    obs, info = e.reset(seed=5)
    for _ in range(150):
        mask = obs["action_mask"]
        assert np.array_equal(mask, info["action_mask"]) and mask.any()
        obs, r, term, trunc, info = e.step(int(rng.choice(np.flatnonzero(mask))))
        assert e.observation_space.contains(obs) and not info.get("illegal")
        if term or trunc:
            break
    assert term or trunc
    if term:
        g = e.game
        assert r == reward(g.result(), e.seat, g.players)
    assert e.table.overflow == 0


@pytest.mark.parametrize("table", TABLES, ids=_id)
def test_random_masked_aec_episodes_end_with_the_results_rewards(table: Tbl) -> None:
    name, variant, n = table
    e = aec_env(name, n, variant=variant, max_steps=250)
    raw = e.unwrapped
    rng = np.random.default_rng(1)
    for seed in range(2):
        e.reset(seed=seed)
        totals = dict.fromkeys(e.possible_agents, 0.0)
        for agent in e.agent_iter():
            obs, r, term, trunc, info = e.last()
            totals[agent] += r
            assert raw.observation_space(agent).contains(obs)
            if term or trunc:
                e.step(None)
                continue
            seat = raw.agent_name_mapping[agent]
            legal = raw.game.legal_actions(seat)
            mask = obs["action_mask"]
            assert len(raw.table.legal_map(seat)) == len(legal)  # every legal action has an id
            assert np.flatnonzero(mask[:-1]).size == len(legal) and mask[-1] == info["optional"]
            e.step(int(rng.choice(np.flatnonzero(mask))))
        g = raw.game
        if g.is_over():
            assert totals == {f"player_{s}": reward(g.result(), s, n) for s in range(n)}
        else:
            assert raw.table.steps >= 250
        assert raw.table.overflow == 0


@pytest.mark.parametrize("table", DEFAULT, ids=_id)
def test_observations_leak_nothing(table: Tbl) -> None:
    """Relabelling every card a seat does not know never changes its observation;
    relabelling the cards it sees changes it whenever its view changes (so the check
    can fail)."""
    name, variant, n = table
    g = _new(name, variant, n, 7)
    t = Table(g, spec_for(g))
    rng = Rng(7)
    sensitive = 0
    for step in range(120):
        if step % 6 == 0:
            assist = bool(getattr(g.options, "assist", False))
            for s in range(n):
                hidden = unknown_to(g, s)
                shuffled = list(hidden)
                rng.shuffle(shuffled)
                other = relabel(g, {int(a): b for a, b in zip(hidden, shuffled, strict=True)})
                assert np.array_equal(t.spec.encoder.encode(other.view(s)), t.observe(s))
                seen = [c for z in g.zones.values() for i, c in enumerate(z.cards)
                        if c is not None and z.sees(i, s, assist)]
                if seen:
                    m = {int(c): parlour.Card.make(c.rank % 13 + 1, c.suit, c.copy) for c in seen
                         if not c.is_joker}
                    swapped = relabel(g, m)
                    if swapped.view(s) != g.view(s):
                        sensitive += 1
                        assert not np.array_equal(t.spec.encoder.encode(swapped.view(s)), t.observe(s))
        d = t.decision()
        if d is None:
            break
        t.play(d[0], rng.choice(t.legal_ids(d[0])))
    assert sensitive


def test_the_size_table_of_the_docs_lists_every_table() -> None:
    from parlour.adapters.sizes import markdown, rows

    got = rows()
    assert {(r.game, r.variant, r.players) for r in got} >= set(TABLES)
    text = markdown()
    assert all(f"| {name} |" in text for name, _, _ in TABLES)
