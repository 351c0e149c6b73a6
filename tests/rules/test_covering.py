"""``parlour.rules.covering`` on its own: matches across piles (pairs, threes, fours,
empty places), piles staying to cover after their partners were covered, new matches
marked, extra piles (a variant's doubles)."""

from __future__ import annotations

from parlour.cards import parse_cards
from parlour.rules.covering import CoverMarks, matched


def test_matched_finds_every_pile_of_every_rank_shown_twice_or_more() -> None:
    tops = [*parse_cards(["7C", "7H", "2S", "7D", "2C", "KH"]), None]
    assert matched(tops) == {0, 1, 2, 3, 4}
    assert matched(parse_cards(["AC", "2C", "3C"])) == set()
    assert matched([None, None]) == set()


def test_marks_stay_until_covered_and_new_matches_join() -> None:
    m = CoverMarks()
    assert m.update(parse_cards(["7C", "7H", "5S"])) == {0, 1}
    m.cover(0)
    assert m.update(parse_cards(["9C", "7H", "5S"])) == {1}, "partner covered: still to cover"
    m.cover(1)
    assert m.update(parse_cards(["9C", "5H", "5S"])) == {1, 2}
    c = m.copy()
    c.clear()
    assert not c and 1 in m and m.sorted() == [1, 2]


def test_extra_piles() -> None:
    m = CoverMarks()
    assert m.update(parse_cards(["AC", "2C"]), extra={1}) == {1}
