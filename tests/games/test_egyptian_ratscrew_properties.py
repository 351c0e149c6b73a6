"""Egyptian Ratscrew properties over many seeded random games.

``parlour.testing.check_properties`` (conservation, every legal action applies, illegal
and malformed actions raise and change nothing, no leaks by relabelling and through
determinization, replay and JSON round trips) at every player count (2-8) and in every
named variant, on short deals (``deal_cards``) so each game is quick, plus whole-pack
games with sparser checks; then Ratscrew invariants over 140 cheaper random
games: the seat the game waits for can act, the shut-out never act, stacks stay
hidden, records replay exactly and the same seed and actions give the same game.
"""

from __future__ import annotations

import json

import pytest

import parlour
from parlour.engine.rng import Rng
from parlour.games.egyptian_ratscrew import VARIANTS
from parlour.testing import card_multiset, check_properties, random_step

GAME = "egyptian-ratscrew"


@pytest.mark.parametrize("variant", list(VARIANTS))
@pytest.mark.parametrize("players", range(2, 9))
def test_check_properties_short_deals(variant: str, players: int) -> None:
    seeds = range(players * 1000, players * 1000 + 2)
    games = check_properties(GAME, players, seeds, variant=variant,
                             options={"deal_cards": 3 * players + 1}, check_every=3, leak_every=7)
    assert all(g.is_over() for g in games)


@pytest.mark.parametrize(("variant", "players", "options"), [
    ("standard", 2, None), ("house", 3, None), ("standard", 8, None),
    ("sandwich", 4, {"decks": 2, "deal_cards": 40}),
    ("even-jokers", 5, None), ("sequence", 2, {"penalty_cards": 2, "out_of_turn": False}),
])
def test_check_properties_whole_pack(variant: str, players: int, options: dict | None) -> None:
    games = check_properties(GAME, players, range(4), variant=variant, options=options,
                             check_every=8, leak_every=12)
    assert all(g.is_over() for g in games)


def _play_random(seed: int, players: int, variant: str) -> parlour.Game:
    g = parlour.new_game(GAME, players, variant=variant, seed=seed)
    rng = Rng(seed)
    base = card_multiset(g)
    step = 0
    while not g.is_over():
        step += 1
        waiting = g.waiting_for()
        pick = random_step(g, rng, claim_rate=0.2)
        if not waiting:  # E17: the last slap's window; nobody's turn, the clock decides
            assert g.view(None)["phase"] == "last_slap" and g.next_deadline() is not None
            if pick is None:
                g.advance(g.next_deadline())  # type: ignore[arg-type]
                continue
        else:
            assert len(waiting) == 1 and g.legal_actions(waiting[0]), "the waited-for seat can act"
        assert pick is not None
        if step % 4:
            g.apply(*pick)
            continue
        v = g.view(None)
        for s in range(players):
            if v["status"][s] == "shut out":
                assert g.legal_actions(s) == [] and v["cards"][s] == 0
        if v["phase"] == "play":
            assert v["cards"][v["turn"]] > 0, "the flipper holds cards"
        g.apply(*pick)
    assert card_multiset(g) == base
    return g


def test_random_games_invariants_and_replay() -> None:
    n = 0
    for seed in range(140):
        players = 2 + seed % 7
        variant = list(VARIANTS)[seed % len(VARIANTS)]
        g = _play_random(seed, players, variant)
        res = g.result()
        assert res is not None and len(res.winners) == 1
        w = res.winners[0]
        assert res.scores[w] == sum(res.scores) and res.placing[w] == 1
        for s in (0, w):
            for z in g.view(s)["zones"]:
                if z["id"].startswith("stack") and z["count"]:
                    assert z["cards"] == ["??"], "a face-down stack never shows its top"
        if seed % 8 == 0:
            again = parlour.replay(json.loads(json.dumps(g.record())))
            assert again.full_view() == g.full_view()
        n += 1
    assert n == 140


def test_same_seed_same_actions_same_game() -> None:
    a = _play_random(99, 4, "house")
    b = parlour.new_game(GAME, 4, variant="house", seed=99)
    for entry in a.record()["actions"]:
        b.apply(entry["seat"], entry["action"], at=entry["at"])
    assert json.dumps(a.full_view()) == json.dumps(b.full_view())
    assert a.result() == b.result()


def test_rl_catalogue_enumerates_every_slap() -> None:
    """A slap's ``pile`` is a face-up count, so the RL adapters can list every action."""
    from parlour.adapters import spec_for

    for players, variant in ((2, "standard"), (4, "house")):
        g = parlour.new_game(GAME, players, variant=variant, seed=1)
        cat = spec_for(g).catalogue
        pack = sum(g.view(None)["cards"])
        assert cat.size == 5 + pack + 1
        rng = Rng(players)
        while not g.is_over():
            for s in range(players):
                for a in g.legal_actions(s):
                    assert (s, a) in cat
            pick = random_step(g, rng)
            assert pick is not None
            g.apply(*pick)
