"""``parlour.rules.slaps`` on whole piles: the live top of a pile with dead and burnt
cards flagged, and the pattern it shows (the pattern functions themselves are tested in
``tests/games/test_egyptian_ratscrew_slaps.py``)."""

from __future__ import annotations

import pytest

from parlour.cards import parse_cards
from parlour.rules.slaps import SlapRules, live_top, pile_pattern


def _pile(text: str) -> tuple[list[int | None], list[bool]]:
    """``"7H *KS 7D"``: cards bottom first, ``*`` marking a dead one, ``--`` a gap."""
    cards: list[int | None] = []
    dead: list[bool] = []
    for word in text.split():
        if word == "--":
            cards.append(None)
            dead.append(False)
            continue
        cards.append(parse_cards([word.lstrip("*")])[0])
        dead.append(word.startswith("*"))
    return cards, dead


@pytest.mark.parametrize(("pile", "count", "expected"), [
    ("7H KS 7D", 2, ["KS", "7D"]),
    ("7H *KS 7D", 2, ["7H", "7D"]),
    ("*2C 7H *KS 7D *9S", 3, ["7H", "7D"]),
    ("7H -- 7D", 2, ["7H", "7D"]),
    ("", 3, []),
    ("4C 5C 6C 7C", 3, ["5C", "6C", "7C"]),
])
def test_live_top_skips_dead_cards_and_gaps(pile: str, count: int, expected: list[str]) -> None:
    cards, dead = _pile(pile)
    assert [str(c) for c in parse_cards(live_top(cards, dead, count))] == expected


@pytest.mark.parametrize(("pile", "rules", "expected"), [
    ("7H *KS 7D", SlapRules(), "pair"),           # R2: dead cards are skipped
    ("7H *7D", SlapRules(), None),                 # 7, dead 7: no pair
    ("*7S 7H", SlapRules(), None),                 # a burnt card makes no pair
    ("7H 4S *9C 7D", SlapRules(sandwich=True), "sandwich"),
    ("4H *KC 5S 6D", SlapRules(sequence=3), "sequence"),
    ("2C *JK", SlapRules(joker=True), None),       # a dead joker is not on top
    ("", SlapRules(), None),
])
def test_pile_pattern_reads_the_live_top(pile: str, rules: SlapRules, expected: str | None) -> None:
    cards, dead = _pile(pile)
    assert pile_pattern(cards, dead, rules) == expected
