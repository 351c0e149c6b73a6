"""The exact Baccarat analysis: published figures, exactness, and agreement with a
naive enumeration of every ordered deal of a small shoe."""

from __future__ import annotations

import itertools
import time
from fractions import Fraction

import pytest

from parlour.analysis.baccarat import PUBLISHED_8_DECKS, analyze, shoe_counts
from parlour.games.mini_baccarat.rules import (
    banker_draws,
    hand_total,
    is_natural,
    outcome,
    player_draws,
)


def test_eight_decks_reproduce_the_wizard_of_odds_figures_to_six_decimals() -> None:
    """Wizard of Odds, Baccarat basics: banker 0.458597, player 0.446247, tie 0.095156;
    house edge banker 1.06%, player 1.24%, tie 14.36% (5% commission, tie 8 to 1)."""
    r = analyze(8)
    assert round(float(r.banker), 6) == PUBLISHED_8_DECKS["banker"] == 0.458597
    assert round(float(r.player), 6) == PUBLISHED_8_DECKS["player"] == 0.446247
    assert round(float(r.tie), 6) == PUBLISHED_8_DECKS["tie"] == 0.095156
    assert round(float(r.edge("banker")), 6) == PUBLISHED_8_DECKS["edge_banker"]
    assert round(float(r.edge("player")), 6) == PUBLISHED_8_DECKS["edge_player"]
    assert round(float(r.edge("tie")), 6) == PUBLISHED_8_DECKS["edge_tie"]
    assert [round(100 * float(r.edge(s)), 2) for s in ("banker", "player", "tie")] == [1.06, 1.24, 14.36]


def test_the_exact_counts_of_six_card_deals_match_the_published_combinations() -> None:
    """Wizard of Odds' tables "Probabilities in 8 deck / 6 deck Baccarat" count the
    ways to deal each outcome (six cards, unused ones included): ours are identical."""
    eight, six = analyze(8), analyze(6)
    assert eight.weights == {"banker": 2_292_252_566_437_888, "player": 2_230_518_282_592_256,
                             "tie": 475_627_426_473_216}
    assert six.weights == {"banker": 403_095_751_234_560, "player": 392_220_492_728_832,
                           "tie": 83_552_962_932_288}


def test_four_percent_commission_and_a_tie_paying_nine_to_one() -> None:
    """Published eight-deck edges: banker at 4% commission 0.5993%, tie at 9 to 1 4.8440%
    (six decks: 0.5972%, 4.9313%)."""
    for decks, banker, tie in ((8, 0.5993, 4.8440), (6, 0.5972, 4.9313)):
        r = analyze(decks, commission=Fraction(4, 100), tie_pays=9)
        assert round(100 * float(r.edge("banker")), 4) == banker
        assert round(100 * float(r.edge("tie")), 4) == tie


def test_six_and_one_deck_figures() -> None:
    """Wizard of Odds, house edge by decks: six decks 1.06% / 1.24% / 14.44%; one deck
    1.01% / 1.29% / 15.75%."""
    six, one = analyze(6), analyze(1)
    assert [round(100 * float(six.edge(s)), 2) for s in ("banker", "player", "tie")] == [1.06, 1.24, 14.44]
    assert [round(100 * float(one.edge(s)), 2) for s in ("banker", "player", "tie")] == [1.01, 1.29, 15.75]


@pytest.mark.parametrize("decks", range(1, 9))
def test_every_shoe_size_is_exact_and_fast(decks: int) -> None:
    t0 = time.process_time()
    r = analyze(decks)
    assert time.process_time() - t0 < 5.0
    assert r.banker + r.player + r.tie == 1
    assert sum(r.weights.values()) == r.denominator
    n = 52 * decks
    assert r.denominator == n * (n - 1) * (n - 2) * (n - 3) * (n - 4) * (n - 5)
    assert r.banker > r.player > r.tie


def test_house_edges_follow_the_payout_options() -> None:
    r = analyze(8, commission=Fraction(0), tie_pays=9)
    assert r.edge("banker") == r.player - r.banker < 0  # no commission: banker favoured
    assert r.edge("tie") == 1 - 10 * r.tie
    assert r.edge("player") == analyze(8).edge("player")
    assert analyze(8, commission=0.05).edge("banker") == analyze(8).edge("banker")
    assert r.edge_without_ties("player") == r.edge("player") / (1 - r.tie)


def _naive(counts: list[int]) -> dict[str, Fraction]:
    """Every ordered deal of six distinct cards, one coup each, straight from the text."""
    cards = [v for v, k in enumerate(counts) for _ in range(k)]
    w = {"player": 0, "banker": 0, "tie": 0}
    total = 0
    for seq in itertools.permutations(range(len(cards)), 6):
        v = [cards[i] for i in seq]
        p, b = hand_total(v[0:3:2]), hand_total(v[1:4:2])
        nxt = 4
        if not (is_natural(p) or is_natural(b)):
            third = None
            if player_draws(p):
                third = v[nxt]
                p = hand_total((p, third))
                nxt += 1
            if banker_draws(b, third):
                b = hand_total((b, v[nxt]))
        w[outcome(p, b)] += 1
        total += 1
    return {k: Fraction(x, total) for k, x in w.items()}


@pytest.mark.parametrize("counts", [
    [2, 1, 1, 0, 1, 0, 1, 1, 0, 1],
    [1, 0, 2, 1, 0, 1, 1, 0, 2, 0],
])
def test_grouped_enumeration_equals_every_ordered_deal_of_a_small_shoe(counts: list[int]) -> None:
    r = analyze(counts=counts)
    naive = _naive(counts)
    assert (r.player, r.banker, r.tie) == (naive["player"], naive["banker"], naive["tie"])


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(ValueError, match="decks"):
        shoe_counts(0)
    with pytest.raises(ValueError, match="six cards"):
        analyze(counts=[1, 1, 1, 0, 0, 0, 0, 0, 0, 0])
    with pytest.raises(ValueError, match="commission"):
        analyze(8, commission=2)
