"""The betting engine (parlour/rules/betting.py), feature by feature (issue #13's list),
from constructed tables. The random cross-check against pokerkit is in
test_betting_pokerkit.py."""

from __future__ import annotations

import pytest

from parlour.rules.betting import Betting, Choice, doubled_limit, hilo_shares
from parlour.rules.chips import Chips


def table(stacks: list[int], limit: str = "fixed", cap: int | None = 4) -> Betting:
    return Betting(Chips(len(stacks), stacks), limit, cap)


# ----- antes, blinds and a bring-in ------------------------------------------------------------
def test_antes_go_to_the_pot_and_a_short_ante_is_all_in() -> None:
    b = table([100, 3, 100])
    assert [b.ante(s, 5) for s in range(3)] == [5, 3, 5]
    assert b.chips.pot == 13 and b.chips.stacks == [95, 0, 95] and b.committed == [5, 3, 5]


def test_blinds_are_bets_and_the_big_blind_gets_its_option() -> None:
    b = table([100, 100, 100], "no")
    b.blind(0, 1)
    b.blind(1, 2)
    b.start_round(first=2, bet=2)
    assert b.choice() == Choice(True, 2, 4, 100, 0)
    b.call()
    b.call()  # the small blind completes
    assert b.actor == 1 and b.choice() == Choice(False, 0, 4, 100, 0)  # the option: check or raise
    b.call()
    assert b.round_over and b.end_round() == 0 and b.chips.pot == 6


def test_a_posted_big_blind_may_count_as_the_rounds_first_bet_towards_the_cap() -> None:
    """``opened=1``: a 4-bet cap is the blind and three raises (RULINGS 31); without it,
    four raises over the blind."""
    for opened, raises in ((1, [4, 6, 8]), (0, [4, 6, 8, 10])):
        b = table([100, 100], "fixed", cap=4)
        b.blind(0, 1)
        b.blind(1, 2)
        b.start_round(first=0, bet=2, opened=opened)
        made = []
        while b.choice().can_raise:
            made.append(b.choice().raise_min)
            b.raise_to(made[-1])
        assert made == raises, opened


def test_a_short_blind_is_all_in_and_is_called_at_its_size() -> None:
    b = table([100, 1, 100], "no")
    assert b.blind(0, 1) == 1 and b.blind(1, 2) == 1
    b.start_round(first=2, bet=2)
    assert b.choice().call == 1 and b.choice().raise_min == 3  # the biggest bet is 1


def test_bring_in_must_be_posted_or_completed() -> None:
    b = table([50, 50, 50])
    b.start_round(first=1, bet=4, bring_in=2)
    c = b.choice()
    assert c == Choice(False, None, 4, 4, 2)  # no fold, no check: bring in 2 or complete to 4
    with pytest.raises(ValueError, match="post the bring-in"):
        b.fold()
    with pytest.raises(ValueError, match="bring-in is owed"):
        b.call()
    assert b.post_bring_in() == 2
    assert b.actor == 2 and b.choice() == Choice(True, 2, 4, 4, 0)  # call 2 or complete to 4
    b.raise_to(4)
    assert b.choice() == Choice(True, 4, 8, 8, 0)  # seat 0: call the 4, or raise by 4


@pytest.mark.parametrize("stack", [1, 2])
def test_a_seat_whose_chips_cover_only_the_bring_in_may_not_also_complete(stack: int) -> None:
    """A 'completion' to all its chips would be the bring-in again: one action, not two."""
    b = table([50, stack, 50])
    b.start_round(first=1, bet=4, bring_in=2)
    assert b.choice() == Choice(False, None, 0, 0, stack)
    assert b.post_bring_in() == stack and b.actor == 2


def test_completing_the_bring_in_at_once() -> None:
    b = table([50, 50])
    b.start_round(first=0, bet=4, bring_in=1)
    b.raise_to(4)
    assert b.actor == 1 and b.choice() == Choice(True, 4, 8, 8, 0)


# ----- limits and caps -------------------------------------------------------------------------
def test_fixed_limit_raises_by_the_round_size_up_to_the_cap() -> None:
    b = table([100] * 3, "fixed", cap=3)
    b.start_round(first=0, bet=4)
    assert b.choice() == Choice(False, 0, 4, 4, 0)
    b.raise_to(4)
    b.raise_to(8)
    assert b.raise_problem(10) == "you may raise to exactly 12 chips this round, not 10"
    b.raise_to(12)
    assert not b.choice().can_raise
    assert b.raise_problem(16) == "the betting is capped at 3 bets and raises this round"
    b.call()
    b.call()
    assert b.round_over and b.chips.bets == [12, 12, 12]


def test_pot_limit_allows_the_pot_after_calling() -> None:
    b = table([1000] * 3, "pot")
    b.blind(0, 1)
    b.blind(1, 2)
    b.start_round(first=2, bet=2)
    # seat 2 calls 2 (pot 5), then raises 5: to 7
    assert b.choice().raise_min == 4 and b.choice().raise_max == 7
    b.raise_to(7)
    # seat 0 calls 6 (pot 10+6=16), raises 16 -> to 23
    assert b.choice().raise_max == 23 and b.choice().raise_min == 12


def test_no_limit_allows_the_whole_stack_and_a_min_raise_of_the_last_raise() -> None:
    b = table([100, 250, 300], "no")
    b.start_round(first=0, bet=2)
    b.raise_to(10)
    assert b.choice() == Choice(True, 10, 20, 250, 0)
    b.raise_to(35)  # a raise of 25: the next raise is at least 25 more
    assert b.choice() == Choice(True, 35, 60, 300, 0)


def test_spread_limit_bets_from_the_least_to_the_most() -> None:
    b = table([100] * 3, "spread")
    b.start_round(first=0, bet=2, most=6)
    assert (b.choice().raise_min, b.choice().raise_max) == (2, 6)
    b.raise_to(5)  # a bet of 5: raises are at least 5 more, at most 6 more
    assert (b.choice().raise_min, b.choice().raise_max) == (10, 11)
    b = table([100] * 2, "spread")
    b.start_round(first=0, bet=4, bring_in=2, most=8)
    assert b.choice() == Choice(False, None, 4, 8, 2)  # complete to 4 up to 8
    b.post_bring_in()
    assert (b.choice().raise_min, b.choice().raise_max) == (4, 8)


def test_doubled_limits_by_street() -> None:
    """Soko: limits double in round 2 only on a shown pair, and always from round 3."""
    assert [doubled_limit(s, 5, 10) for s in range(4)] == [5, 5, 10, 10]
    assert [doubled_limit(s, 5, 10, early=True) for s in range(4)] == [5, 10, 10, 10]


def test_bad_amounts_are_refused_with_a_reason() -> None:
    b = table([100, 100], "no")
    b.start_round(first=0, bet=2)
    assert b.raise_problem(1) == "you may bet from 2 to 100 chips this round, not 1"
    assert b.raise_problem(2.5) is not None  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="not 500"):
        b.raise_to(500)
    with pytest.raises(ValueError, match="check"):
        b.fold()  # nothing bet: folding is refused, check instead
    with pytest.raises(ValueError, match="limit is one of"):
        table([1, 1], "wild")


# ----- check, bet, call, raise, fold and all-in ----------------------------------------------
def test_checks_round_the_table_end_the_round() -> None:
    b = table([10, 10, 10])
    b.start_round(first=1, bet=2)
    assert [b.actor, b.call(), b.actor, b.call(), b.actor, b.call()] == [1, 0, 2, 0, 0, 0]
    assert b.round_over


def test_a_fold_leaves_the_hand_and_the_last_seat_wins_unseen() -> None:
    b = table([10, 10, 10])
    b.ante(0, 1), b.ante(1, 1), b.ante(2, 1)
    b.start_round(first=0, bet=2)
    b.raise_to(2)
    b.fold()
    assert b.alone is None
    b.fold()
    assert b.alone == 0 and b.round_over
    b.end_round()
    # the winner alone takes the pot without showing: no strengths are needed
    assert b.award(high=[0, 0, 0]) == [5, 0, 0] and b.chips.stacks == [12, 9, 9]


def test_folded_seats_are_skipped_in_every_later_round() -> None:
    b = table([10, 10, 10, 10])
    b.start_round(first=0, bet=2)
    b.raise_to(2)
    b.fold()
    b.call()
    b.call()
    b.end_round()
    assert b.live_from(1) == [2, 3, 0]
    b.start_round(first=1, bet=2)
    assert b.actor == 2


def test_a_call_for_less_is_all_in_and_the_uncalled_bet_comes_back() -> None:
    b = table([100, 30], "no")
    b.start_round(first=0, bet=2)
    b.raise_to(80)
    assert b.choice() == Choice(True, 30, 0, 0, 0)  # all in to call; no raise
    assert b.call() == 30
    assert b.round_over and b.end_round() == 50  # 50 of the 80 were never called
    assert b.chips.stacks == [70, 0] and b.pots() == [(60, [0, 1])]


def test_a_short_all_in_raise_does_not_reopen_the_raising() -> None:
    b = table([200, 200, 25, 200], "no")
    b.start_round(first=0, bet=2)
    b.raise_to(20)   # seat 0 bets 20
    b.call()         # seat 1 calls
    b.raise_to(25)   # seat 2 all in for 25: a raise of 5, short of a full raise
    assert b.actor == 3 and b.choice().raise_min == 45  # seat 3 has not acted: may raise
    b.call()
    assert b.actor == 0 and b.choice() == Choice(True, 5, 0, 0, 0)  # seat 0 acted: call only
    assert b.raise_problem(60) is not None


def test_short_all_ins_adding_up_to_a_full_raise_reopen_it() -> None:
    b = table([200, 200, 14, 20], "no")
    b.start_round(first=0, bet=2)
    b.raise_to(10)
    b.call()
    b.raise_to(14)   # +4, short
    b.raise_to(20)   # +6, short: the two add up to the full raise of 10 -> it reopens
    assert b.actor == 0 and b.choice().can_raise


# ----- side pots, odd chips, hi/lo ----------------------------------------------------------------
def test_side_pots_from_uneven_all_ins_and_payouts() -> None:
    b = table([20, 50, 100, 100], "no")
    b.start_round(first=0, bet=2)
    b.raise_to(20)   # all in
    b.raise_to(50)   # all in
    b.raise_to(100)  # all in
    b.call()         # all in
    b.end_round()
    assert b.pots() == [(80, [0, 1, 2, 3]), (90, [1, 2, 3]), (100, [2, 3])]
    won = b.award(high=[9, 5, 7, 6])
    assert won == [80, 0, 190, 0] and b.chips.stacks == [80, 0, 190, 0]


def test_odd_chips_go_clockwise_from_the_dealers_left() -> None:
    b = table([11, 11, 11])
    for s in range(3):
        b.ante(s, 11)
    assert b.award(high=[5, 5, 1], first=1) == [16, 17, 0]  # seat 1 sits first


def test_hilo_split_with_quartering_and_the_odd_chip_to_high() -> None:
    # high: seat 0 alone; low: seats 0 and 1 tie -> seat 0 three quarters, seat 1 a quarter
    assert hilo_shares(40, [0, 1, 2], high=[9, 5, 4], low=[7, 7, 0], first=0, players=3) == {0: 30, 1: 10}
    # an odd pot: the high half takes the odd chip
    assert hilo_shares(41, [0, 1], high=[9, 5], low=[0, 7], first=0, players=2) == {0: 21, 1: 20}
    # no qualifying low: high takes all
    assert hilo_shares(41, [0, 1], high=[9, 5], low=[0, 0], first=0, players=2) == {0: 41}


def test_award_hilo_over_side_pots() -> None:
    b = table([10, 30, 30], "no")
    b.start_round(first=0, bet=2)
    b.raise_to(10)
    b.raise_to(30)
    b.call()
    b.end_round()
    won = b.award(high=[9, 5, 4], low=[0, 0, 3])  # seat 0 high in the main pot; seat 2 the only low
    assert won == [15, 20, 35] and sum(won) == 70


def test_copy_is_independent() -> None:
    b = table([10, 10])
    b.start_round(first=0, bet=2)
    c = b.copy()
    c.raise_to(2)
    assert b.actor == 0 and b.bet_of(0) == 0 and c.bet_of(0) == 2


def test_everyone_all_in_skips_the_later_rounds() -> None:
    b = table([10, 10, 50], "no")
    b.start_round(first=0, bet=2)
    b.raise_to(10)
    b.call()
    b.call()
    b.end_round()
    assert not b.in_play()
    b.start_round(first=0, bet=2)
    assert b.round_over  # one seat with chips left: nobody bets
