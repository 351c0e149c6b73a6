"""Cactus properties over many seeded random games.

``parlour.testing.check_properties`` (conservation, every legal action applies, illegal
and malformed actions raise and change nothing, no leaks by relabelling and through
determinization, replay and JSON round trips) for both variants, several player counts
and options; plus Cactus invariants over a few hundred faster games: the memory rule of
views, legality decided by the ``verify_<type>`` methods agreeing with ``legal_actions``
(and every refusal giving a reason), determinism, and whole games through the real-time
runner.
"""

from __future__ import annotations

import json
from collections import Counter

import pytest

import parlour
from parlour import Action
from parlour.bots import make_bot
from parlour.engine.rng import Rng
from parlour.runners.local import run_game
from parlour.testing import card_multiset, check_properties, random_step


@pytest.mark.parametrize(("game_id", "players", "options", "seeds"), [
    ("cactus:denexa", 2, None, range(20)),
    ("cactus:denexa", 2, {"assist": True, "caller_frozen": False, "tie_rule": "caller_loses"},
     range(100, 110)),
    ("cactus:wikipedia", 2, None, range(15)),
    ("cactus:wikipedia", 3, None, range(200, 210)),
    ("cactus:wikipedia", 6, {"assist": True, "target": 60}, range(300, 304)),
    ("cactus:wikipedia", 4, {"penalty_cards": 6, "grid_cards": 6}, range(400, 404)),
])
def test_check_properties(game_id: str, players: int, options: dict | None, seeds: range) -> None:
    games = check_properties(game_id, players, seeds, options=options, leak_every=2)
    assert all(g.is_over() for g in games)


def universe(g: parlour.Game) -> list[Action]:
    """Every action shape a client could send, legal or not (bounded ranges)."""
    n = g.players
    most = max(len(z["cards"]) for z in g.full_view()["zones"] if z["id"].startswith("grid"))
    slots = range(-1, most + 2)
    acts = [Action(t) for t in ("discard", "call", "end", "deal", "look")]
    acts += [Action("draw", source=s) for s in ("stock", "discard", "hand")]
    acts += [Action(t, slot=i) for t in ("swap", "match", "double") for i in slots]
    tops = {z["cards"][-1] for z in g.full_view()["zones"] if z["id"] == "discard" and z["cards"]}
    acts += [Action("match", slot=i, top=t) for t in sorted(tops | {"2C"}) for i in slots]
    acts += [Action("peek", seat=s, slot=i) for s in range(-1, n + 1) for i in slots]
    acts += [Action("blind_swap", slot=i, seat=s, their_slot=j)
             for i in range(-1, 5) for s in range(-1, n + 1) for j in (-1, 0, 3, 4)]
    acts += [Action("match", slot=True, top="2C"), Action("match", slot=0, top=2),
             Action("match", slot=0, seat=0), Action("end", now=1),
             Action("call", x=None), Action("draw"), Action("swap", slot="1")]
    return acts


def test_verify_agrees_with_legal_actions() -> None:
    checked = 0
    for seed in range(30):
        variant = "wikipedia" if seed % 2 else "denexa"
        g = parlour.new_game(f"cactus:{variant}", 2 + (seed % 3 if seed % 2 else 0), seed=seed)
        rng = Rng(seed)
        step = 0
        while not g.is_over():
            if step % 5 == 0:
                acts = universe(g)
                for s in range(g.players):
                    legal = set(g.legal_actions(s))
                    for a in acts:
                        boolish = any(isinstance(v, bool) for _, v in a.params)
                        why = g.explain(s, a)
                        assert (why is None) == (a in legal and not boolish), (seed, s, a, why)
                        assert why is None or why.strip(), (seed, s, a)
                        checked += 1
            pick = random_step(g, rng, claim_rate=0.3)
            assert pick is not None
            g.apply(pick[0], pick[1], at=pick[2])
            step += 1
    assert checked > 5_000


def test_memory_zones_never_show_known_face_down_cards_unless_assisted() -> None:
    for seed in range(60):
        assist = seed % 2 == 1
        g = parlour.new_game("cactus:wikipedia", 2 + seed % 3, seed=seed, options={"assist": assist})
        rng = Rng(seed)
        while not g.is_over():
            full = {z["id"]: z for z in g.full_view()["zones"]}
            for s in range(g.players):
                v = g.view(s)
                for z in v["zones"]:
                    if z["kind"] != "grid":
                        continue
                    f = full[z["id"]]
                    for i, shown in enumerate(z["cards"]):
                        if f["cards"][i] is None:
                            assert shown is None
                        elif f["up"][i] or assist and f["known"][i] >> s & 1:
                            assert shown == f["cards"][i]
                        else:
                            assert shown == "??"
                mem = {(m["seat"], m["slot"]): m["card"] for m in v.get("memory", [])}
                expect = {(int(zid[5:]), i): c for zid, f in full.items() if zid.startswith("grid")
                          for i, c in enumerate(f["cards"])
                          if c is not None and not f["up"][i] and f["known"][i] >> s & 1}
                assert mem == (expect if assist else {})
            pick = random_step(g, rng, claim_rate=0.2)
            assert pick is not None
            g.apply(pick[0], pick[1], at=pick[2])


def test_invariants_over_many_games() -> None:
    lengths: Counter[str] = Counter()
    seen: set[str] = set()
    for seed in range(200):
        variant = ("denexa", "wikipedia")[seed % 2]
        n = 2 if variant == "denexa" else 2 + seed % 5
        g = parlour.new_game(f"cactus:{variant}", n, seed=seed)
        base = card_multiset(g)
        assert sum(base.values()) == 52 and len(base) == 52
        rng = Rng(seed * 7 + 1)
        steps = 0
        while not g.is_over():
            pick = random_step(g, rng, claim_rate=0.2)
            assert pick is not None, "stuck"
            seat, action, at = pick
            v = g.view(None)
            assert g.waiting_for() == ([v["dealer"]] if v["phase"] == "scored" else
                                       g.waiting_for())
            assert set(g.waiting_for()) <= set(g.actors())
            seen.update(e.type for e in g.apply(seat, action, at=at))
            steps += 1
            if steps % 5 == 0:
                assert card_multiset(g) == base
        assert card_multiset(g) == base
        res = g.result()
        assert res is not None and len(res.scores) == n and len(res.placing) == n
        assert all(1 <= p <= n for p in res.placing)
        if res.winners:
            assert all(res.placing[w] == 1 for w in res.winners)
        lengths[variant] += steps
    assert lengths["denexa"] > 0 and lengths["wikipedia"] > 0
    # the random games reach every rule path except a successful double (rule tests)
    assert seen >= {"look", "turn", "draw", "swap", "discard", "peek", "blind_swap", "match",
                    "wrong_match", "rebuild", "exhausted", "call", "end", "reveal", "score", "deal"}


def test_determinism_per_seed() -> None:
    def play(seed: int) -> str:
        g = parlour.new_game("cactus:wikipedia", 3, seed=seed)
        rng = Rng(99)
        while not g.is_over():
            seat, action, at = random_step(g, rng, claim_rate=0.2)  # type: ignore[misc]
            g.apply(seat, action, at=at)
        return json.dumps([g.full_view(), g.record()], sort_keys=True)

    assert play(5) == play(5)
    assert play(5) != play(6)


def test_events_and_views_round_trip_through_json() -> None:
    g = parlour.new_game("cactus:wikipedia", 3, seed=8, options={"assist": True})
    rng = Rng(8)
    while not g.is_over():
        seat, action, at = random_step(g, rng, claim_rate=0.2)  # type: ignore[misc]
        for e in g.apply(seat, action, at=at):
            for s in (0, 1, 2, None):
                d = e.for_seat(s)
                assert json.loads(json.dumps(d)) == d
            assert json.loads(json.dumps(e.to_json())) == e.to_json()
        for s in (0, 1, 2, None):
            v = g.view(s)
            assert json.loads(json.dumps(v)) == v
        zones = {z["id"]: len(z["cards"]) for z in g.full_view()["zones"]}
        for s in range(g.players):
            for j in g.legal_json(s):
                assert isinstance(j["label"], str) and j["label"] and "None" not in j["label"]
                for t in j["targets"]:
                    assert t["zone"] in zones and 0 <= t["index"] <= zones[t["zone"]], (j, zones)
                    if j["type"] in ("match", "swap", "double"):
                        assert t["zone"] == f"grid:{s}"
        for j in g.legal_json(seat):
            assert Action.from_json("cactus", json.loads(json.dumps(j))) in g.legal_actions(seat)


@pytest.mark.parametrize(("variant", "players"), [("denexa", 2), ("wikipedia", 4)])
def test_whole_games_through_the_real_time_runner(variant: str, players: int) -> None:
    for seed in range(20):
        g = parlour.new_game(f"cactus:{variant}", players, seed=seed)
        bots = [make_bot("random", "cactus", s, seed=seed) for s in range(players)]
        res = run_game(g, bots)
        assert res is not None and g.is_over()
        again = parlour.replay(json.loads(json.dumps(g.record())))
        assert again.full_view() == g.full_view()


@pytest.mark.parametrize(("game_id", "players", "seeds"), [
    ("cactus:denexa", 2, range(10_000, 11_000)),
    ("cactus:wikipedia", 2, range(20_000, 20_400)),
    ("cactus:wikipedia", 3, range(30_000, 30_300)),
    ("cactus:wikipedia", 5, range(40_000, 40_300)),
])
def test_thousands_of_seeded_games_keep_every_property(game_id: str, players: int, seeds: range) -> None:
    """2,000 more seeded random games with the same checks, sampled more sparsely
    (every game is still replayed through JSON and compared whole)."""
    games = check_properties(game_id, players, seeds, check_every=20, leak_every=40)
    assert len(games) == len(seeds) and all(g.is_over() for g in games)
