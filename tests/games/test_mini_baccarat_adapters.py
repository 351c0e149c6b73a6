"""Mini Baccarat through the RL adapters: the generic catalogue from the domains of the
action schema's parameters and the generic encoder; a Gymnasium episode against the heuristic bot."""

from __future__ import annotations

import numpy as np
import pytest

import parlour
from parlour.adapters.core import Table, spec_for
from parlour.adapters.observation import face_index

gymnasium = pytest.importorskip("gymnasium")


def test_every_legal_action_has_a_catalogue_id() -> None:
    g = parlour.new_game("mini-baccarat", 2, seed=1, options={"decks": 1})
    spec = spec_for(g)
    assert [b[0] for b in spec.catalogue.blocks] == ["cut at", "bet spot amount", "withdraw spot", "done"]
    for a in g.legal_actions(0):
        assert spec.catalogue.action(0, spec.catalogue.id(0, a)) == a


def segment(spec, prefix: str) -> int:
    return [start for name, start, _ in spec.encoder.layout if name.startswith(prefix)][0]


def test_the_observation_counts_the_shoe_and_shows_the_hands_cards() -> None:
    g = parlour.new_game("mini-baccarat", 2, seed=1)  # eight decks: 416 cards
    spec = spec_for(g)
    assert spec.encoder.size < 400  # was 45,895 with a one-hot per shoe position
    shoe = segment(spec, "zone shoe (pile)")
    t = Table(g, spec)
    o = t.observe(0)
    assert o[shoe] == pytest.approx(len(g.zones["shoe"]) / 416)
    assert o[shoe + 2 + 53] == 1  # its top: a hidden card
    t.play_action(0, next(a for a in g.legal_actions(0) if a.type == "cut"))
    for _ in range(2):  # each seat bets, then says done; the coup is dealt face up
        seat = t.decision()[0]  # type: ignore[index]
        t.play_action(seat, next(a for a in g.legal_actions(seat) if a.type == "bet"))
        t.play_action(seat, parlour.Action("done"))
    hands = {z["id"]: z["cards"] for z in g.view(1)["zones"] if z["id"].endswith("_hand")}
    assert hands["player_hand"] and hands["banker_hand"]
    o1 = t.observe(1)
    for zid, cards in hands.items():
        bag = segment(spec, f"zone {zid}: visible")
        assert sorted(o1[bag:bag + 53].nonzero()[0].tolist()) == sorted({face_index(c) for c in cards})
        assert o1[bag + face_index(cards[0])] == pytest.approx(cards.count(cards[0]) / 8)  # 8 copies


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
