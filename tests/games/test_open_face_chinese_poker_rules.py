"""Open-Face Chinese Poker: the placement rules landed so far (the game is not registered
yet; royalties and settlement are tested in tests/rules/test_rows.py)."""

from __future__ import annotations

from parlour.games.open_face_chinese_poker.rules import placement_refusal


def test_first_placement_any_split_of_five() -> None:
    # "They may place all five cards in either the back or the middle hands, place three
    # in the front hand and one each in the other two hands, or so on."
    assert placement_refusal({}, {"back": 5}, True) is None
    assert placement_refusal({}, {"middle": 5}, True) is None
    assert placement_refusal({}, {"front": 3, "middle": 1, "back": 1}, True) is None
    assert placement_refusal({}, {"front": 4, "back": 1}, True) == "the front row is full (3 cards)"
    assert placement_refusal({}, {"back": 4}, True) == "the first placement sets all 5 cards dealt, not 4"


def test_later_cards_one_at_a_time_into_a_row_not_full() -> None:
    # "They cannot cause any hand to exceed the maximum number of cards in that hand (five
    # cards for the middle and back hands and three for the front hand)."
    assert placement_refusal({"front": 2, "back": 3}, {"front": 1}, False) is None
    assert placement_refusal({"front": 3}, {"front": 1}, False) == "the front row is full (3 cards)"
    assert placement_refusal({"back": 5}, {"back": 1}, False) == "the back row is full (5 cards)"
    assert placement_refusal({}, {"back": 2}, False) == (
        "after the first placement, one card is placed at a time")
    assert placement_refusal({}, {"side": 1}, False) is not None
