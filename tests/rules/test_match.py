"""``parlour.rules.match``: targets that are reached or exceeded, a floor, a fixed
number of deals, ties at the target, the dealer's rotation and the scored pause."""

from __future__ import annotations

from parlour.rules.match import Goal, Match


def test_reaches_versus_exceeds() -> None:
    assert Goal(target=500).reached(500) and not Goal(target=500, win_at="exceeds").reached(500)
    assert Goal(target=500, win_at="exceeds").reached(501)
    assert Goal(target=1000, win_at="exceeds").verdict([1000, 990], 3) is None
    assert Goal(target=1000, win_at="exceeds").verdict([1010, 990], 3) == "target"
    assert not Goal().reached(10 ** 9)  # no target


def test_a_tie_for_the_lead_at_the_target_plays_on() -> None:
    goal = Goal(target=500)
    assert goal.verdict([520, 520], 9) is None
    assert goal.verdict([520, 510], 9) == "target"
    assert goal.verdict([520, 530, 100], 9) == "target"  # several over: the best leads
    assert goal.verdict([530, 530, 100], 9) is None
    assert goal.leaders([530, 530, 100]) == [0, 1]


def test_floor_ends_the_match() -> None:
    goal = Goal(target=500, floor=-200)
    assert goal.verdict([-210, 40], 4) == "floor"
    assert goal.verdict([-200, 40], 4) == "floor"  # at or below
    assert goal.verdict([-190, 40], 4) is None
    assert goal.verdict([-210, -210], 4) is None  # equal: play on


def test_a_fixed_number_of_deals() -> None:
    goal = Goal(deals=8)
    assert goal.verdict([12, 3, -4, 0], 7) is None
    assert goal.verdict([12, 3, -4, 0], 8) == "deals"
    assert goal.verdict([5, 5, 0, 0], 8) == "deals"  # a draw between the leaders
    both = Goal(target=500, deals=1)
    assert both.verdict([0, 76], 1) == "deals" and both.verdict([520, 76], 1) == "target"
    # leaders tied at the target play another hand, as the games' tie rules say; the
    # safeguard ends it only at twice the limit
    assert both.verdict([520, 520], 1) is None and both.verdict([540, 540], 2) == "deals"
    assert both.verdict([540, 520], 2) == "target"


def test_lower_wins() -> None:
    goal = Goal(target=100, lower_wins=True)  # e.g. penalty points: at or below 100 ... wins
    assert goal.reached(90) and not goal.reached(110)
    assert goal.leaders([90, 40, 60]) == [1]


def test_dealer_rotation_and_the_scored_pause() -> None:
    m = Match(4, Goal(target=50))
    assert (m.dealer, m.deals, m.scored) == (0, 0, False)
    assert m.next_deal() == 1 and m.left_of_dealer() == 1 and m.left_of_dealer(3) == 3
    assert not m.may_deal(0)
    assert m.hand_scored([20, 10]) is None
    assert m.scored and m.dealer == 1 and m.may_deal(1) and not m.may_deal(0)
    assert m.next_deal() == 2 and not m.scored and m.left_of_dealer() == 2
    assert m.hand_scored([60, 10]) == "target"
    assert m.over and m.dealer == 1 and not m.scored and m.verdict == "target"


def test_a_redeal_keeps_the_dealer_and_need_not_count() -> None:
    m = Match(4, Goal(deals=2))
    m.next_deal()
    m.next_deal(counted=False)  # everyone passed: the same dealer deals again
    assert m.deals == 1 and m.dealer == 0
    assert m.hand_scored([3, 0, 0, 0], rotate=False) is None and m.dealer == 0


def test_dealing_counter_clockwise_and_copies() -> None:
    m = Match(3, Goal(), dealer=2, step=-1)
    m.next_deal()
    assert m.left_of_dealer() == 1
    c = m.copy()
    c.hand_scored([0, 0, 0])
    assert c.dealer == 1 and m.dealer == 2 and not m.scored
