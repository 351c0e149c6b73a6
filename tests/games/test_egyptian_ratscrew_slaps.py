"""``parlour.rules.slaps``: the slap patterns Egyptian Ratscrew uses (and Snap/Slapjack may)."""

from __future__ import annotations

import pytest

from parlour.cards import parse_cards
from parlour.rules.slaps import SlapRules, cards_needed, is_sequence, slap_pattern

ALL = SlapRules(pair=True, sandwich=True, sequence=3, joker=True)


@pytest.mark.parametrize(("cards", "rules", "expected"), [
    (["7H", "7S"], SlapRules(), "pair"),
    (["7H"], SlapRules(), None),
    ([], SlapRules(), None),
    (["7H", "4S", "7D"], SlapRules(), None),
    (["7H", "4S", "7D"], ALL, "sandwich"),
    (["7H", "7S", "7D"], ALL, "pair"),
    (["2C", "JK"], ALL, "joker"),
    (["JK", "JK"], SlapRules(), None),           # no joker rule: jokers pair with nothing
    (["JK", "2C"], ALL, None),
    (["3C", "JK", "3D"], ALL, None),             # a joker breaks a sandwich
    (["4C", "JD"], SlapRules(top_rank=11), "top_rank"),
    (["5C", "6D", "7H"], SlapRules(sequence=3), "sequence"),
    (["5C", "6D", "7H"], SlapRules(sequence=4), None),
    (["4S", "5C", "6D", "7H"], SlapRules(sequence=4), "sequence"),
    (["AS", "KC", "QD"], SlapRules(sequence=3), "sequence"),
    (["2S", "AC", "KD"], SlapRules(sequence=3), None),
])
def test_patterns(cards: list[str], rules: SlapRules, expected: str | None) -> None:
    assert slap_pattern(parse_cards(cards), rules) == expected


def test_sequence_needs_distinct_steps_and_the_length() -> None:
    assert not is_sequence(parse_cards(["5C", "5D", "5H"]))
    assert not is_sequence(parse_cards(["5C", "6D"]), 3)
    assert not is_sequence(parse_cards(["5C", "6D", "7H"]), 2)


def test_cards_needed() -> None:
    assert cards_needed(SlapRules()) == 2
    assert cards_needed(ALL) == 3
    assert cards_needed(SlapRules(pair=False, top_rank=11)) == 1
    assert cards_needed(SlapRules(sequence=5)) == 5
