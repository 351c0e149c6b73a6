"""Chinese Poker setting solver (``parlour.games.chinese_poker.solver``): its tables
against the row keys of ``parlour.rules.rows``, never a foul, the known-best split of
constructed hands, agreement with a brute-force settlement over every legal split, and
the bot's natural and surrender decisions through the public contract."""

from __future__ import annotations

import itertools
import random

import numpy as np
import pytest

import parlour
from parlour import Action
from parlour.bots.base import SeatPort
from parlour.cards import Card, deck52
from parlour.games.chinese_poker import solver
from parlour.games.chinese_poker.bot import SolverBot
from parlour.hands import parse_cards
from parlour.hands.poker import MAX_STRENGTH, evaluate5
from parlour.rules.rows import (
    Setting,
    chinese_rate,
    compare_keys,
    five_key,
    front_key,
    is_foul,
    row_keys,
    settle_rows,
    splits,
)
from parlour.runners.local import run_game
from tests.games.test_chinese_poker_rules import DRAGON, PLAIN, deck


def hand(seed: int) -> list[int]:
    cards = [int(c) for c in deck52()]
    random.Random(seed).shuffle(cards)
    return cards[:13]


def setting_of(cards: list[int], sol: solver.Solution) -> Setting:
    return Setting([cards[i] for i in sol.front], [cards[i] for i in sol.middle],
                   [cards[i] for i in sol.back])


# ----- tables ---------------------------------------------------------------------------------
def test_front_ranks_order_fronts_as_front_key_does() -> None:
    rng = random.Random(3)
    trios = [rng.sample([int(c) for c in deck52()], 3) for _ in range(150)]
    ranks = solver.front_ranks(np.array(trios))
    for (a, ka), (b, kb) in itertools.combinations(zip(trios, ranks.tolist(), strict=True), 2):
        assert (ka > kb) - (ka < kb) == compare_keys(front_key(a), front_key(b)), (a, b)


def test_front_limit_is_the_foul_rule() -> None:
    """A front over a middle is a foul exactly when the middle's key is weaker than the
    front's (RULINGS 29: the front's ranks against the middle's most significant)."""
    _, fronts = solver._front_tables()
    limit = solver.tables().front_limit
    for s in list(range(1, MAX_STRENGTH + 1, 53)) + [MAX_STRENGTH]:
        mk = solver._five_key(s)
        for j, fk in enumerate(fronts):
            assert (j <= limit[s]) == (compare_keys(mk, fk) >= 0), (s, fk)


def test_rates_are_the_seed_premiums() -> None:
    t = solver.tables()
    for text in ("AS KS QS JS TS", "9C 9D 9H 9S 2C", "QC QD QH 2S 2D", "2C 4C 6C 8C TC", "2C 3D 4H 5S 7C"):
        c = parse_cards(text)
        s = evaluate5(c)
        assert t.middle_rate[s] == chinese_rate(1, five_key(c))
        assert t.back_rate[s] == chinese_rate(2, five_key(c))


def test_every_split_once() -> None:
    threes, fives, split = solver.subsets()
    assert len(split) == 72_072 == len(splits())
    seen = set()
    for f, m, b in split[::97].tolist():
        parts = [*threes[f].tolist(), *fives[m].tolist(), *fives[b].tolist()]
        assert sorted(parts) == list(range(13))
        seen.add((tuple(threes[f].tolist()), tuple(fives[m].tolist()), tuple(fives[b].tolist())))
    assert seen <= set(splits())


# ----- the solver ---------------------------------------------------------------------------
@pytest.mark.parametrize("model", solver.MODELS)
def test_the_solver_never_fouls(model: str) -> None:
    for seed in range(12):
        cards = hand(seed)
        f, m, b, _ = solver.best_split(cards, samples=300, seed=seed, model=model)
        s = Setting(f, m, b)
        assert not is_foul(s) and sorted((*f, *m, *b)) == sorted(cards)


def test_legal_splits_are_exactly_the_non_fouls() -> None:
    cards = hand(7)
    sol = solver.solve(cards, solver.sample_opponents(solver.unseen_by(cards), 50, np.random.default_rng(0)))
    fouls = sum(is_foul(Setting([cards[i] for i in f], [cards[i] for i in m], [cards[i] for i in b]))
                for f, m, b in splits())
    assert sol.legal == 72_072 - fouls


def test_known_best_split_every_row_a_premium() -> None:
    """Royal flush, four nines and three kings: the royal flush in the back (5 units),
    the quads in the middle (4), the kings in front (3): every row at its top premium."""
    cards = parse_cards("AS KS QS JS TS 9C 9D 9H 9S KH KD KC 2C")
    for model in solver.MODELS:
        f, m, b, ev = solver.best_split(cards, samples=500, seed=1, model=model)
        assert set(b) == set(parse_cards("AS KS QS JS TS"))
        assert set(m) == set(parse_cards("9C 9D 9H 9S 2C"))
        assert set(f) == set(parse_cards("KH KD KC"))
        assert 5 + 4 + 3 - 1 < ev <= 5 + 4 + 3 + 3


def test_known_best_two_quads_keep_their_order() -> None:
    """Four aces, four kings and a pair of queens: the aces in the back, the kings in
    the middle (4 units a row won; the other way round fouls), the queens in front."""
    cards = parse_cards("AS AD AH AC 2S KS KD KH KC 3S QS QD 4H")
    for model in solver.MODELS:
        f, m, b, _ = solver.best_split(cards, samples=300, seed=2, model=model)
        assert sum(1 for c in b if c & 15 == 1) == 4 and sum(1 for c in m if c & 15 == 13) == 4
        assert sum(1 for c in f if c & 15 == 12) == 2


@pytest.mark.parametrize("model", solver.MODELS)
def test_expected_units_agree_with_settle_rows(model: str) -> None:
    """The solver's expectation is the mean of ``settle_rows`` against the sample."""
    for seed in (4, 5):
        cards = hand(seed)
        opp = solver.sample_opponents(solver.unseen_by(cards), 250, np.random.default_rng(seed), model)
        assert opp.cards is not None
        sol = solver.solve(cards, opp)
        mine = setting_of(cards, sol)
        direct = [settle_rows(mine, Setting(h[:3], h[3:8], h[8:])) for h in opp.cards.tolist()]
        assert sol.expected == pytest.approx(sum(direct) / len(direct), abs=1e-9)


def brute_force_best(cards: list[int], opponents: list[Setting]) -> float:
    """The best mean settlement over every legal split, computed directly: each split's
    rows keyed by ``parlour.rules.rows`` and compared with every opponent's (no tables,
    no bounds)."""
    keys3 = {t: front_key([cards[i] for i in t]) for t in itertools.combinations(range(13), 3)}
    keys5 = {q: five_key([cards[i] for i in q]) for q in itertools.combinations(range(13), 5)}
    order = sorted(set(keys3.values()) | set(keys5.values()))
    opp = [row_keys(o) for o in opponents]
    fouled = [is_foul(o) for o in opponents]
    best = -1e9
    for f, m, b in splits():
        kf, km, kb = keys3[f], keys5[m], keys5[b]
        if compare_keys(kb, km) < 0 or compare_keys(km, kf) < 0:
            continue
        mine = (kf, km, kb)
        total = 0
        for ok, fo in zip(opp, fouled, strict=True):
            if fo:
                total += sum(chinese_rate(r, mine[r]) for r in range(3)) + 3
                continue
            won = lost = net = 0
            for r in range(3):
                c = compare_keys(mine[r], ok[r])
                if c > 0:
                    won, net = won + 1, net + chinese_rate(r, mine[r])
                elif c < 0:
                    lost, net = lost + 1, net - chinese_rate(r, ok[r])
            total += net + (3 if won == 3 else -3 if lost == 3 else 0)
        best = max(best, total / len(opponents))
    assert order  # the keys compare as tuples throughout
    return best


def test_agrees_with_brute_force_over_every_split() -> None:
    cards = hand(11)
    opp = solver.sample_opponents(solver.unseen_by(cards), 6, np.random.default_rng(11), "greedy")
    assert opp.cards is not None
    settings = [Setting(h[:3], h[3:8], h[8:]) for h in opp.cards.tolist()]
    sol = solver.solve(cards, opp)
    assert sol.expected == pytest.approx(brute_force_best(cards, settings), abs=1e-9)


def test_same_seed_same_split() -> None:
    cards = hand(9)
    assert solver.best_split(cards, samples=400, seed=3) == solver.best_split(cards, samples=400, seed=3)


# ----- the bot ---------------------------------------------------------------------------------
def test_the_bot_declares_a_dragon() -> None:
    g = parlour.new_game("chinese-poker", 2, seed=1, deck=deck(DRAGON, PLAIN))
    res = run_game(g, [SolverBot(s, seed=1) for s in range(2)])
    assert res is not None and res.scores == [13.0, -13.0]


def test_the_bot_surrenders_only_below_the_surrender_cost() -> None:
    """Surrender costs 2 units a opponent: worth it only when the expected units of the
    set hand are worse (RULINGS 30: surrender pays each opponent 2)."""
    g = parlour.new_game("chinese-poker", 3, seed=2)
    bots = [SolverBot(s, seed=s) for s in range(3)]
    while g.view(None)["phase"] == "set":
        for s in g.actors():
            a = bots[s].choose(SeatPort(g, s), True)
            assert a is not None
            g.apply(s, a)
    assert g.view(None)["phase"] == "surrender"
    bot = bots[0]
    for expected, surrender in ((-2.5, True), (-1.5, False), (1.0, False)):
        bot.expected = expected
        assert bot.choose(SeatPort(g, 0), True) == Action("surrender" if surrender else "keep")


def test_the_bot_plays_whole_games_without_fouling() -> None:
    for players in (2, 4):
        g = parlour.new_game("chinese-poker", players, seed=players)
        res = run_game(g, [SolverBot(s, seed=s) for s in range(players)])
        assert res is not None
        for s in range(players):
            assert not is_foul(g.setting(s))  # type: ignore[attr-defined]
        assert sum(res.scores) == 0
    assert str(Card(1)) == "AC"


def test_a_natural_is_declared_only_when_it_pays_more() -> None:
    """Declaring is optional (RULINGS 30): six pairs pays 3 units, but against random
    settings these rows are expected to win more, so the bot sets them instead."""
    six_pairs = "2H 2S 4C 4D 8D 8H JH JS KD KH AH AS 3D"
    g = parlour.new_game("chinese-poker", 2, seed=1, deck=deck(six_pairs, PLAIN))
    bot = SolverBot(0, seed=1)
    assert Action("declare") in g.legal_actions(0)
    first = bot.choose(SeatPort(g, 0), True)
    assert bot.expected > 3 and first is not None and first.type == "place"
