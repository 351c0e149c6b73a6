"""``parlour.rules.partnership``: partners opposite by default, declared sides, sums."""

from __future__ import annotations

import pytest

from parlour.rules.partnership import Partnerships


def test_partners_sit_opposite_by_default() -> None:
    four = Partnerships.opposite(4)
    assert four.team == (0, 1, 0, 1) and four.members == ((0, 2), (1, 3))
    assert [four.partner(s) for s in range(4)] == [2, 3, 0, 1]
    # the turn alternates between sides going clockwise
    assert all(not four.same_side(s, (s + 1) % 4) for s in range(4))
    six = Partnerships.opposite(6)
    assert six.members == ((0, 3), (1, 4), (2, 5)) and six.partner(4) == 1
    threes = Partnerships.opposite(6, per_team=3)
    assert threes.members == ((0, 2, 4), (1, 3, 5)) and threes.partners(2) == (0, 4)
    with pytest.raises(ValueError, match="sides of 2"):
        Partnerships.opposite(5)


def test_other_arrangements_are_declared() -> None:
    sides = Partnerships.declared([[0, 1], [3, 2]])
    assert sides.team == (0, 0, 1, 1) and sides.members == ((0, 1), (2, 3))
    assert sides.partner(3) == 2 and sides.count == 2 and sides.team_of(2) == 1
    solo = Partnerships.declared([[0], [1, 2]])
    assert solo.names(0) == "seat 0" and solo.names(1) == "seats 1 and 2"
    with pytest.raises(ValueError, match="0 partners"):
        solo.partner(0)
    for bad in ([[0, 1], [1, 2]], [[0, 2]], []):
        with pytest.raises(ValueError, match="every seat"):
            Partnerships.declared(bad)


def test_sums_per_side_and_back() -> None:
    four = Partnerships.opposite(4)
    assert four.totals([3, 4, 5, 1]) == [8, 5]
    assert four.per_seat([120, -40]) == [120, -40, 120, -40]
    assert four.names(1) == "seats 1 and 3"
    assert Partnerships.opposite(6, 3).names(0) == "seats 0, 2 and 4"
