"""Chinese Poker bots: the solver sets sensibly (no foul, best rows), plays a whole deal,
and beats random play over a short run (the long measurement is
``benchmarks/bench_chinese_poker.py``, docs/games/chinese_poker.md)."""

from __future__ import annotations

import parlour
from parlour.bots import make_bot
from parlour.cards import Card
from parlour.games.chinese_poker.bot import best_setting
from parlour.hands import parse_cards
from parlour.rules.rows import Setting, is_foul
from parlour.runners.local import run_game


def test_solver_never_fouls_and_keeps_the_obvious_rows() -> None:
    cards = parse_cards("AS AH AD AC 2C KH KD 7S 7C 3H 9D 5S 4C")
    f, m, b = best_setting(cards)
    assert not is_foul(Setting(f, m, b))
    assert sum(1 for c in b if c & 15 == 1) == 4  # the four aces stay together in back
    for seed in range(5):
        g = parlour.new_game("chinese-poker", 4, seed=seed)
        for s in range(4):
            hand = [int(c) for c in g.hand(s).cards]  # type: ignore[attr-defined]
            assert not is_foul(Setting(*best_setting(hand)))


def test_bot_declares_a_natural() -> None:
    from tests.games.test_chinese_poker_rules import DRAGON, PLAIN, deck
    g = parlour.new_game("chinese-poker", 2, seed=1, deck=deck(DRAGON, PLAIN))
    bots = [make_bot("heuristic", "chinese-poker", s, seed=1) for s in range(2)]
    res = run_game(g, bots)
    assert res is not None and res.scores == [13.0, -13.0]


def test_heuristic_beats_random_over_short_run() -> None:
    total = 0.0
    for i in range(12):
        me = i % 2
        g = parlour.new_game("chinese-poker", 2, seed=100 + i)
        bots = [make_bot("heuristic" if s == me else "random", "chinese-poker", s, seed=i)
                for s in range(2)]
        res = run_game(g, bots)
        assert res is not None
        total += res.scores[me]
        assert str(Card(1))  # cards print
    assert total / 12 > 2
