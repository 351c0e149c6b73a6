"""The Pyramid solver: its answers replay through the engine, its verdicts agree with
exhaustive play on small pyramids, and it matches the published solvability figures."""

from __future__ import annotations

import pytest

import parlour
from parlour.games.pyramid.solver import SolveRules, solve
from parlour.runners.sim import wilson

RULES = [("standard", {}), ("standard", {"max_passes": 1}), ("standard", {"max_passes": 3}),
         ("standard", {"strict_draw": True}), ("tuts-tomb", {}), ("tuts-tomb", {"max_passes": 3}),
         ("classic-pairs", {}), ("classic-pairs", {"max_passes": 3})]


def replay_clears(variant: str, options: dict, seed: int, moves: list) -> bool:
    g = parlour.new_game("pyramid", 1, variant=variant, seed=seed, options=options or None)
    for a in moves:
        g.apply(0, a)
    return g.is_over() and g.result().winners == [0]


@pytest.mark.parametrize("variant,options", RULES)
def test_solutions_replay_through_the_engine(variant, options):
    solved = 0
    for seed in range(8):
        g = parlour.new_game("pyramid", 1, variant=variant, seed=seed, options=options or None)
        sol = solve(g, limit=30_000)
        if sol.solvable:
            solved += 1
            assert replay_clears(variant, options, seed, sol.moves), (variant, options, seed)
        else:
            assert sol.moves == []
    if options.get("max_passes") != 1:
        assert solved > 0


def _exhaustive(start: parlour.Game) -> bool:
    """Can exhaustive play through the engine's own legal actions clear the pyramid?"""
    seen: set[str] = set()
    stack = [start]
    unlimited = start.options.max_passes == 0
    while stack:
        g = stack.pop()
        if g.is_over():
            if g.result().winners == [0]:
                return True
            continue
        key = repr(g.full_view()["zones"]) + repr(g.removed_in_pass)
        key += "" if unlimited else repr(g.view(0)["pass"])
        if key in seen:
            continue
        seen.add(key)
        for a in g.legal_actions(0):
            h = g.clone()
            h.apply(0, a)
            stack.append(h)
    return False


@pytest.mark.parametrize("variant,options", [
    ("standard", {"rows": 3}), ("standard", {"rows": 3, "max_passes": 1}),
    ("standard", {"rows": 3, "max_passes": 2}), ("tuts-tomb", {"rows": 3, "max_passes": 1}),
    ("classic-pairs", {"rows": 3, "max_passes": 1}), ("standard", {"rows": 3, "strict_draw": True}),
])
def test_verdicts_agree_with_exhaustive_engine_play(variant, options):
    """On 3-row pyramids with a short stock (a stacked 16-card deal), the solver's verdict
    equals a brute-force search through the engine's own legal actions."""
    agree = 0
    for seed in range(8):
        rng = parlour.engine.rng.Rng(seed)
        pack = [str(c) for c in parlour.cards.deck52()]
        rng.shuffle(pack)
        deck = pack[:16]
        g = parlour.new_game("pyramid", 1, variant=variant, seed=seed, options=options, deck=deck)
        # keep the stock short: only the stacked cards after the pyramid matter in 2 passes
        g.zones["stock"].cards = g.zones["stock"].cards[-10:]
        g.zones["stock"].up = g.zones["stock"].up[-10:]
        g.zones["stock"].known = g.zones["stock"].known[-10:]
        mine = solve(g).solvable
        assert mine == _exhaustive(g.clone()), (variant, options, seed)
        agree += mine
    assert 0 < agree < 8 or options.get("max_passes") == 1


def test_state_limit_stops_the_search():
    g = parlour.new_game("pyramid", 1, seed=0, options={"max_passes": 1})
    sol = solve(g, limit=10)
    assert sol.stopped and not sol.solvable and sol.moves == []


def test_mid_game_positions_are_solved_from_where_they_stand():
    g = parlour.new_game("pyramid", 1, seed=5)
    first = solve(g)
    assert first.solvable
    for a in first.moves[:10]:
        g.apply(0, a)
    rest = solve(g)
    assert rest.solvable
    for a in rest.moves:
        g.apply(0, a)
    assert g.result().winners == [0]


def test_rules_read_from_the_game_options():
    g = parlour.new_game("pyramid", 1, variant="tuts-tomb", seed=1, options={"max_passes": 3})
    assert SolveRules.of(g.options) == SolveRules(max_passes=3, tuts_tomb_quirk=True)


def test_solvable_rate_matches_published_figures():
    """solitairewinrates.com (100 million deals, pyramid only, unlimited passes): 66.87%
    without overlap discards (our standard), 83.15% with them (our tuts-tomb quirk).
    200 deals each must have the published rate inside their 99.9% Wilson interval."""
    for variant, published in (("standard", 0.6687), ("tuts-tomb", 0.8315)):
        wins = sum(solve(parlour.new_game("pyramid", 1, variant=variant, seed=s)).solvable
                   for s in range(200))
        lo, hi = wilson(wins, 200, z=3.29)
        assert lo <= published <= hi, (variant, wins)


def test_classic_last_pass_waste_top_stays_usable_under_a_dead_turned_card():
    """Classic pairs: "the card just turned and the waste top are both available". In the
    last pass, with the stock spent, a turned card nothing can discard (the 5D: no 8 left)
    does not bury the waste top under it: the 7C still pairs with the 6H."""
    g = parlour.new_game("pyramid", 1, variant="classic-pairs", seed=0,
                         options={"rows": 1, "max_passes": 1}, deck=["6H", "7C", "5D"])
    g.apply(0, parlour.Action("draw"))
    g.apply(0, parlour.Action("draw"))
    stock = g.zones["stock"]
    stock.cards, stock.up, stock.known = [], [], []
    assert g.view(0)["available"] == ["6H", "5D", "7C"]
    sol = solve(g)
    assert sol.solvable and [a.cards for a in sol.moves] == [("6H", "7C")]


def small_deal(variant: str, options: dict, seed: int, rng_seed: int,
               stock: int) -> tuple[parlour.Game, parlour.engine.rng.Rng]:
    """A game whose pyramid (``options["rows"]``) is dealt from a shuffled pack and whose
    stock is cut to its last ``stock`` cards (small enough for a brute force), with the
    generator that shuffled it."""
    rng = parlour.engine.rng.Rng(rng_seed)
    pack = [str(c) for c in parlour.cards.deck52()]
    rng.shuffle(pack)
    rows = int(options["rows"])
    g = parlour.new_game("pyramid", 1, variant=variant, seed=seed, options=options,
                         deck=pack[:rows * (rows + 1) // 2 + stock])
    for z in ("cards", "up", "known"):
        setattr(g.zones["stock"], z, getattr(g.zones["stock"], z)[-stock:])
    return g, rng


@pytest.mark.parametrize("variant", ["standard", "classic-pairs"])
def test_last_pass_mid_game_verdicts_agree_with_exhaustive_engine_play(variant):
    """In the last pass the waste is a stack the solver cuts where its cards could no
    longer all find partners: from positions reached by a few draws and removals, the
    verdict still equals a brute-force search through the engine's legal actions."""
    options = {"rows": 3, "max_passes": 1}
    for seed in range(12):
        g, rng = small_deal(variant, options, seed, rng_seed=100 + seed, stock=12)
        for _ in range(seed % 7):
            acts = g.legal_actions(0)
            if g.is_over() or not acts:
                break
            g.apply(0, rng.choice(acts))
        if g.is_over():
            continue
        assert solve(g).solvable == _exhaustive(g.clone()), (variant, seed)
