"""Cash bots: a random signal, signalling the partner, calling on the partner's signal,
countering a repeated opponent gesture, useful swaps only; whole games."""

from __future__ import annotations

from parlour import Action
from parlour.bots.base import SeatPort
from parlour.games.cash import Cash
from parlour.games.cash.bot import CashHeuristic, best_swap
from parlour.hands import parse_cards
from parlour.runners.local import run_game
from tests.games.test_cash_rules import act, new, started


def test_picks_a_random_signal_once_per_hand() -> None:
    picks = set()
    for seed in range(12):
        g = new()
        bot = CashHeuristic(0, seed=seed)
        a = bot.choose(SeatPort(g, 0), True)
        assert a is not None and a.type == "agree" and bot.choose(SeatPort(g, 0), True) == a
        picks.add(a.signal)
    assert len(picks) >= 4


def test_swaps_only_to_collect() -> None:
    assert best_swap(parse_cards("7C 7D 7H QS"), parse_cards("7S 8C 2S TD")) == \
        tuple(parse_cards("7S QS"))
    assert best_swap(parse_cards("7C 7D KH QS"), parse_cards("KS 8C 2S TD")) == \
        tuple(parse_cards("KS QS"))
    assert best_swap(parse_cards("7C 7D 7H QS"), parse_cards("QD 8C 2S TD")) is None  # no going back
    assert best_swap(parse_cards("7C 7D 7H 7S"), parse_cards("8C 8D 8H 8S")) is None


def test_signals_its_partner_with_four_of_a_kind_and_the_partner_calls() -> None:
    g = started(signals=(5, 1))
    act(g, 0, 3200, "swap", take="7S", give="QS")
    assert CashHeuristic(0).choose(SeatPort(g, 0), False) == Action("gesture", sign=5)
    assert CashHeuristic(2).choose(SeatPort(g, 2), False) != Action("cash")
    act(g, 0, 3400, "gesture", sign=5)
    assert CashHeuristic(2).choose(SeatPort(g, 2), False) == Action("cash")
    assert CashHeuristic(1).choose(SeatPort(g, 1), False) != Action("cash")  # not its signal


def test_counters_an_opponent_who_repeats_a_gesture() -> None:
    g = started()
    act(g, 0, 3300, "gesture", sign=6)
    assert CashHeuristic(1).choose(SeatPort(g, 1), False) != Action("counter", team=0)
    act(g, 0, 3600, "gesture", sign=6)
    assert CashHeuristic(1).choose(SeatPort(g, 1), False) == Action("counter", team=0)


def test_whole_games_end() -> None:
    for n, variant in ((4, "standard"), (6, "kemps"), (8, "letters")):
        g = Cash(n, variant=variant, seed=n)
        assert run_game(g, [CashHeuristic(s, seed=s, level="fast") for s in range(n)]) is not None
