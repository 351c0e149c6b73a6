"""``parlour.rules.chips``: whole-number stacks, wagers per spot, a pot, payouts with odd
chips, side pots and settlement against a house (the pieces Mini Baccarat uses and
Whiskey Poker, Paiute and Schwimmen's chips can reuse)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from parlour.engine.rng import Rng
from parlour.rules.chips import Chips, chip_series, clockwise, side_pots, split


def test_chip_series_doubles_and_fives_up_to_the_maximum() -> None:
    assert chip_series(10, 500) == (10, 20, 50, 100, 200, 500)
    assert chip_series(1, 1) == (1,)
    assert chip_series(5, 12) == (5, 10, 12)
    assert chip_series(25, 300) == (25, 50, 125, 250, 300)
    with pytest.raises(ValueError):
        chip_series(0, 10)
    with pytest.raises(ValueError):
        chip_series(20, 10)


@pytest.mark.parametrize(("amount", "shares", "parts"), [
    (10, 3, [4, 3, 3]), (2, 3, [1, 1, 0]), (0, 2, [0, 0]), (7, 1, [7]), (101, 4, [26, 25, 25, 25]),
])
def test_split_gives_the_odd_chips_to_the_first_parts(amount: int, shares: int, parts: list[int]) -> None:
    assert split(amount, shares) == parts
    assert sum(parts) == amount and max(parts) - min(parts) <= 1


def test_split_refuses_nonsense() -> None:
    with pytest.raises(ValueError):
        split(5, 0)
    with pytest.raises(ValueError):
        split(-1, 2)


def test_clockwise_orders_seats_from_the_first() -> None:
    assert clockwise(1, [0, 1, 2], 3) == [1, 2, 0]
    assert clockwise(0, [3, 1], 4) == [1, 3]
    assert clockwise(3, [3, 1, 1], 4) == [3, 1]


def test_stacks_bets_and_the_pot_keep_every_chip() -> None:
    t = Chips(3, 100)
    t.bet(0, 30)
    t.bet(0, 10)  # a raise adds to the wager
    t.bet(2, 40)
    assert t.bet_on(0) == 40 and t.staked(2) == 40 and t.stacks == [60, 100, 60]
    assert t.worth(0) == 100 and t.total() == 300
    assert t.take_back(2) == 40 and t.stacks[2] == 100 and t.bet_on(2) == 0
    assert t.gather() == 40 and t.pot == 40 and t.bets == [0, 0, 0]
    t.ante(1, 5)
    assert t.pot == 45 and t.stacks[1] == 95 and t.total() == 300


def test_a_short_stack_cannot_bet_or_ante_and_nothing_changes() -> None:
    t = Chips(2, [10, 0])
    moves: list[Callable[[], None]] = [lambda: t.bet(0, 11), lambda: t.ante(1, 1),
                                       lambda: t.bet(0, -1), lambda: t.bet(0, True),
                                       lambda: t.pay(1, -1)]
    for move in moves:
        with pytest.raises(ValueError):
            move()
    assert t.stacks == [10, 0] and t.bets == [0, 0] and t.pot == 0
    assert t.can_afford(0, 10) and not t.can_afford(0, 11) and not t.can_afford(0, -1)


def test_stacks_are_whole_numbers() -> None:
    with pytest.raises(ValueError):
        Chips(2, [10])
    with pytest.raises(ValueError):
        Chips(2, [10, -1])
    with pytest.raises(ValueError):
        Chips(1, [1.5])  # type: ignore[list-item]
    with pytest.raises(ValueError):
        Chips(1, 10, spots=0)


def test_award_splits_the_pot_and_odd_chips_go_first_in_the_order_given() -> None:
    t = Chips(4, 0)
    t.pay(0, 7)
    t.ante(0, 7)
    order = clockwise(2, [0, 1, 3], 4)  # dealer 1: seat 2 first, so 3, 0, 1
    assert t.award(order) == [3, 2, 2]
    assert t.stacks == [2, 2, 0, 3] and t.pot == 0


def test_award_part_of_the_pot_a_side_pot() -> None:
    t = Chips(3, 100)
    for s, c in enumerate((50, 100, 100)):
        t.bet(s, c)
    t.gather()
    pots = side_pots([50, 100, 100], live=[0, 1, 2])
    assert pots == [(150, [0, 1, 2]), (100, [1, 2])]
    assert t.award([0], pots[0][0]) == [150]
    assert t.award([2, 1], pots[1][0]) == [50, 50]
    assert t.pot == 0 and t.stacks == [200, 50, 50] and t.total() == 300
    with pytest.raises(ValueError):
        t.award([0], 1)
    with pytest.raises(ValueError):
        t.award([])


def test_side_pots_with_folds_and_all_ins() -> None:
    # seat 3 folded after putting in 20: its chips stay in the pot it reached
    assert side_pots([50, 100, 100, 20], live=[0, 1, 2]) == [(170, [0, 1, 2]), (100, [1, 2])]
    # a folded seat above every live seat's level: the extra goes to the top pot
    assert side_pots([10, 50], live=[0]) == [(60, [0])]
    # equal commitments: one pot
    assert side_pots([30, 30, 30], live=[0, 1, 2]) == [(90, [0, 1, 2])]
    # two all-ins at different levels
    assert side_pots([10, 20, 40, 40], live=[0, 1, 2, 3]) == [
        (40, [0, 1, 2, 3]), (30, [1, 2, 3]), (40, [2, 3])]
    assert side_pots([0, 0], live=[0, 1]) == []


def test_side_pots_share_out_every_chip_committed() -> None:
    rng = Rng(7)
    for _ in range(300):
        n = 2 + rng.below(5)
        committed = [rng.below(6) * 10 for _ in range(n)]
        live = [s for s in range(n) if rng.below(3)] or [0]
        if not any(committed[s] for s in live):
            continue
        pots = side_pots(committed, live)
        assert sum(a for a, _ in pots) == sum(committed)
        for amount, eligible in pots:
            assert amount > 0 and eligible and set(eligible) <= set(live)
        assert [len(e) for _, e in pots] == sorted((len(e) for _, e in pots), reverse=True)


def test_settling_against_the_house() -> None:
    c = Chips(2, 1000, spots=3)
    c.bet(0, 100, spot=0)
    c.bet(0, 50, spot=2)
    c.bet(1, 200, spot=1)
    assert c.staked(0) == 150 and c.bet_on(0, 2) == 50 and c.bet_on(1, 0) == 0
    assert c.settle(0, 0, 100) == 200  # even money
    assert c.settle(0, 2, -50) == 0  # lost: the house keeps it
    assert c.settle(1, 1, 0) == 200  # a push
    assert c.stacks == [1050, 1000] and not any(c.bets)
    c.bet(1, 10, spot=1)
    with pytest.raises(ValueError):
        c.settle(1, 1, -11)


def test_the_bank_pays_and_takes() -> None:
    c = Chips(2, 5)
    c.pay(0, 3)
    c.pay(1, -5)
    assert c.stacks == [8, 0]


def test_copies_are_independent() -> None:
    a = Chips(2, 10, spots=2)
    a.bet(1, 4, spot=1)
    b = a.copy()
    b.bet(0, 3)
    b.gather()
    assert a.bets == [0, 0, 0, 4] and a.pot == 0 and a.stacks == [10, 6]
    assert b.bets == [0, 0, 0, 0] and b.pot == 7 and b.stacks == [7, 6]
    assert "pot=7" in repr(b)


def test_random_moves_never_create_or_lose_a_chip() -> None:
    rng = Rng(3)
    for _ in range(50):
        n = 2 + rng.below(4)
        t = Chips(n, 100, spots=2)
        bank = 0
        for _ in range(60):
            s, spot = rng.below(n), rng.below(2)
            move = rng.below(6)
            if move == 0 and t.stacks[s]:
                t.bet(s, 1 + rng.below(t.stacks[s]), spot)
            elif move == 1:
                t.take_back(s, spot)
            elif move == 2:
                t.gather()
            elif move == 3 and t.pot:
                winners = [w for w in range(n) if rng.below(2)] or [s]
                t.award(clockwise(s, winners, n))
            elif move == 4 and t.bet_on(s, spot):
                net = rng.below(3 * t.bet_on(s, spot)) - t.bet_on(s, spot)
                t.settle(s, spot, net)
                bank -= net
            elif move == 5 and t.stacks[s]:
                t.ante(s, 1)
            assert t.total() + bank == 100 * n
            assert all(isinstance(x, int) and x >= 0 for x in (*t.stacks, *t.bets, t.pot))
