"""The generic ISMCTS bot on a toy hidden-card game: obvious decisions, budgets,
determinism, optional claims, and that it sees the game only through its port."""

from __future__ import annotations

import time

import pytest

from parlour.bots.base import SeatPort
from parlour.bots.search import SearchBot, random_rollout, rewards
from parlour.engine.rng import Rng
from parlour.runners.local import run_game
from tests.bots.toygame import ToyHiLo, toy


class GuardedPort:
    """A port that holds the game in a closure: a bot can reach it only through the
    methods a SeatPort offers (no ``_game`` attribute to peek at)."""

    def __init__(self, game: ToyHiLo, seat: int) -> None:
        inner = SeatPort(game, seat)
        self.seat = seat
        self.calls: list[str] = []

        def log(name):
            def call(*a):
                self.calls.append(name)
                return getattr(inner, name)(*a)
            return call

        for name in ("view", "legal_actions", "label", "sample_world"):
            setattr(self, name, log(name))
        self.players = inner.players
        self.game_name = inner.game_name
        self.declaration = inner.declaration


def test_swaps_a_known_low_card_and_keeps_a_known_high_one() -> None:
    bot = SearchBot(0, seed=3, iterations=200)
    assert bot.choose(SeatPort(toy(1, ["AC", "5C", "8C"]), 0), True).type == "swap"
    assert bot.choose(SeatPort(toy(1, ["8C", "5C", "AC"]), 0), True).type == "keep"


def test_decision_does_not_depend_on_hidden_cards() -> None:
    # Seat 0 holds the 8 in both games; the middle card (unknown to it) differs.
    for middle in ("AC", "7C", "2C"):
        bot = SearchBot(0, seed=5, iterations=150)
        assert bot.choose(SeatPort(toy(2, ["8C", "3C", middle]), 0), True).type == "keep"


def test_takes_a_claim_only_when_it_knows_it_is_good() -> None:
    bot = SearchBot(1, seed=3, iterations=100)
    assert bot.choose(SeatPort(toy(1, ["AC", "7C", "8C"]), 1), False).type == "declare"
    assert bot.choose(SeatPort(toy(1, ["AC", "2C", "8C"]), 1), False) is None
    assert SearchBot(1, seed=3, claims=False).choose(SeatPort(toy(1, ["AC", "7C", "8C"]), 1), False) is None


def test_iteration_budget_is_exact_and_deterministic() -> None:
    stats = []
    for _ in range(2):
        bot = SearchBot(0, seed=11, iterations=77)
        bot.choose(SeatPort(toy(4, ["3C", "5C", "6C"]), 0), True)
        assert bot.last_stats["iterations"] == 77
        assert sum(bot.last_stats["visits"].values()) == 77
        stats.append(bot.last_stats["visits"])
    assert stats[0] == stats[1]


def test_time_budget_is_respected() -> None:
    for root in ("ucb", "sweep"):
        ticks = iter(range(10_000))
        bot = SearchBot(0, seed=1, seconds=5.0, root=root, clock=lambda t=ticks: float(next(t)))
        bot.choose(SeatPort(toy(1, ["3C", "5C", "6C"]), 0), True)
        assert bot.last_stats["iterations"] == (5 if root == "ucb" else 4)  # a tick per budget check
    bot = SearchBot(0, seed=1, seconds=0.05)  # CPU seconds: immune to a loaded machine
    t = time.thread_time()
    bot.choose(SeatPort(toy(1, ["3C", "5C", "6C"]), 0), True)
    assert time.thread_time() - t < 0.5
    assert bot.last_stats["iterations"] >= 1
    assert SearchBot(0).budget() == "0.2 s"


def test_bad_budgets_are_refused() -> None:
    with pytest.raises(ValueError):
        SearchBot(0, iterations=0)
    with pytest.raises(ValueError):
        SearchBot(0, seconds=-1)
    with pytest.raises(ValueError):
        SearchBot(0, root="widest")


def test_sees_the_game_only_through_the_port() -> None:
    g = toy(7, ["AC", "6C", "8C"])
    before = g.full_view()
    port = GuardedPort(g, 0)
    bot = SearchBot(0, seed=2, iterations=50)
    assert bot.choose(port, True).type == "swap"  # type: ignore[arg-type]
    assert set(port.calls) <= {"legal_actions", "sample_world"}
    assert g.full_view() == before  # the true game is untouched
    port1 = GuardedPort(g, 1)
    SearchBot(1, seed=2, iterations=50).choose(port1, False)  # type: ignore[arg-type]
    assert g.full_view() == before


def test_only_forced_choice_skips_search() -> None:
    g = toy(1, ["AC", "6C", "8C"])
    g.apply(0, g.legal_actions(0)[0])
    g.apply(1, g.legal_actions(1)[1])
    assert g.is_over()
    assert SearchBot(0, seed=1, iterations=5).choose(SeatPort(g, 0), True) is None


def test_rewards_and_rollouts() -> None:
    g = toy(1, ["8C", "AC", "5C"])
    assert rewards(g) == [0.5, 0.5]  # unfinished: neutral
    g.apply(0, g.legal_actions(0)[0])  # keep the 8
    g.apply(1, g.legal_actions(1)[0])  # keep the ace
    assert rewards(g, 0.0) == [1.0, 0.0]
    r = rewards(g, 0.25)  # the score margin softens the win
    assert r[0] > 0.8 and abs(r[0] + r[1] - 1.0) < 1e-9
    g2 = toy(3)
    assert random_rollout(g2, Rng(1)) == 2 and g2.is_over()


def test_search_beats_random_on_the_toy_game() -> None:
    from parlour.bots.random_bot import RandomBot

    wins = {"search": 0, "random": 0}
    for seed in range(60):
        for kind in wins:
            first = SearchBot(0, seed=seed, iterations=60) if kind == "search" else RandomBot(0, seed=seed)
            res = run_game(toy(seed), [first, RandomBot(1, seed=seed)])
            assert res is not None
            wins[kind] += 0 in res.winners
    assert wins["search"] >= wins["random"] + 8  # measured: 44 vs 31 of 60
