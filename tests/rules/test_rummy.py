"""Rummy melds (parlour.rules.rummy): reading sets and runs with wild cards, the ace,
sizes, the lone-wild restriction, extending a laid meld, and finding every meld in a
hand, each under rules given as parameters."""

from __future__ import annotations

import itertools

import pytest

from parlour.cards import Card, parse_cards
from parlour.rules.rummy import Meld, MeldRules, extend, extensions, find, read

QS = Card.parse("QS").face
OKLAHOMA = MeldRules(sizes=(3, 4), wild_ranks=frozenset({2}), all_wild=True, ace="either",
                     lone_wild_only=frozenset({QS}))
PLAIN = MeldRules(sizes=(3, 13))


def cards(text: str) -> list[Card]:
    return parse_cards(text.split())


def meld(text: str, run_from: int, rules: MeldRules = OKLAHOMA) -> Meld:
    m = read(cards(text), run_from, rules)
    assert isinstance(m, Meld), m
    return m


def texts(m: Meld) -> list[str]:
    return [str(c) for c in m.cards]


# ----- sets ------------------------------------------------------------------------------
def test_a_set_is_cards_of_one_rank() -> None:
    m = meld("7H 7C 7S", 0)
    assert (m.kind, m.rank, m.run_from) == ("set", 7, 0)
    assert read(cards("7H 7C 8S"), 0, OKLAHOMA) == "the cards of a set share one rank"


def test_a_set_may_repeat_a_suit_unless_the_rules_want_distinct_suits() -> None:
    assert meld("7H 7H 7C", 0).kind == "set"
    distinct = MeldRules(distinct_suits=True)
    assert read(cards("7H 7H 7C"), 0, distinct) == "the cards of a set differ in suit"


def test_a_wild_in_a_set_stands_for_the_rank_alone() -> None:
    m = meld("QH 2C QD", 0)
    assert m.stands == ((12, 2), (12, 1), (12, -1))
    assert str(m) == "set of queens (2♣ as Q)"


# ----- runs ------------------------------------------------------------------------------
def test_a_run_is_one_suit_in_sequence_and_ordered_low_to_high() -> None:
    m = meld("8H 6H 7H", 6)
    assert texts(m) == ["6H", "7H", "8H"] and m.describe() == "run 6 to 8 of hearts"
    assert read(cards("6H 7H 8C"), 6, OKLAHOMA) == "the cards of a run share one suit"
    assert "no place" in str(read(cards("6H 7H 9H"), 6, OKLAHOMA))


def test_the_reading_places_each_wild_in_the_run() -> None:
    low = meld("7H 8H 2C", 6)
    high = meld("7H 8H 2C", 7)
    assert texts(low) == ["2C", "7H", "8H"] and low.stands[0] == (6, 2)
    assert texts(high) == ["7H", "8H", "2C"] and high.stands[2] == (9, 2)


def test_the_ace_is_high_or_low_but_never_both() -> None:
    assert meld("AS 2H 3S", 1).describe() == "run A to 3 of spades"
    assert meld("QS KS AS", 12).describe() == "run Q to A of spades"
    assert isinstance(read(cards("KS AS 2H"), 13, OKLAHOMA), str)  # K-A-2: around the corner
    assert isinstance(read(cards("KS AS 3S"), 12, OKLAHOMA), str)


def test_the_ace_rule_is_a_parameter() -> None:
    low_only = MeldRules(ace="low")
    high_only = MeldRules(ace="high")
    assert isinstance(read(cards("AS 2S 3S"), 1, low_only), Meld)
    assert isinstance(read(cards("QS KS AS"), 12, low_only), str)
    assert isinstance(read(cards("QS KS AS"), 12, high_only), Meld)
    assert isinstance(read(cards("AS 2S 3S"), 1, high_only), str)


def test_a_run_holds_each_card_once() -> None:
    assert read(cards("7H 7H 8H"), 6, OKLAHOMA) == "a run holds one 7♥"


# ----- sizes and wild cards ----------------------------------------------------------------
@pytest.mark.parametrize("text", ["7H 7C", "7H 7C 7D 7S 7H"])
def test_sizes_are_a_parameter(text: str) -> None:
    assert "a meld has 3 to 4 cards" in str(read(cards(text), 0, OKLAHOMA))


def test_longer_melds_where_the_rules_allow_them() -> None:
    assert meld("3S 4S 5S 6S 7S 8S", 3, PLAIN).size == 6


def test_wild_cards_alone_only_when_allowed() -> None:
    m = meld("2C 2D 2H", 0)
    assert m.kind == "wild" and m.describe() == "meld of 2s"
    assert read(cards("2C 2D 2H"), 3, OKLAHOMA) == "a meld of wild cards alone is a set (run_from 0)"
    no_alone = MeldRules(wild_ranks=frozenset({2}))
    assert read(cards("2C 2D 2H"), 0, no_alone) == "a meld needs a natural card"


def test_without_wild_ranks_a_two_is_a_natural_card() -> None:
    assert isinstance(read(cards("2C 2D 2H"), 0, PLAIN), Meld)
    assert isinstance(read(cards("2H 3H 5H"), 2, PLAIN), str)


def test_a_wild_may_stand_for_the_restricted_face_only_alone() -> None:
    assert meld("JS 2C KS", 11).stands[1] == (12, 3)
    assert read(cards("JS 2C 2D"), 11, OKLAHOMA) == (
        "a 2 may stand for the Q♠ only when it is the only 2 in the meld")
    # the same cards elsewhere, or the queen of another suit, are not restricted
    assert isinstance(read(cards("JS 2C 2D"), 9, OKLAHOMA), Meld)
    assert isinstance(read(cards("JH 2C 2D"), 11, OKLAHOMA), Meld)
    # a natural Q♠ with two wilds is fine
    assert isinstance(read(cards("QS 2C 2D"), 11, OKLAHOMA), Meld)


# ----- extending ---------------------------------------------------------------------------
def test_extend_a_run_at_either_end_keeping_its_reading() -> None:
    m = meld("5H 6H 2C", 5)  # the 2 is the 7♥
    up = extend(m, Card.parse("8H"), "high", OKLAHOMA)
    down = extend(m, Card.parse("4H"), "low", OKLAHOMA)
    assert isinstance(up, Meld) and texts(up) == ["5H", "6H", "2C", "8H"]
    assert isinstance(down, Meld) and texts(down) == ["4H", "5H", "6H", "2C"]
    assert "the 2♣ in the run already stands for the 7♥" in str(extend(m, Card.parse("7H"), "high", OKLAHOMA))


def test_extend_stops_at_the_largest_size() -> None:
    m = meld("5H 6H 7H 8H", 5)
    assert extend(m, Card.parse("9H"), "high", OKLAHOMA) == "a meld has at most 4 cards"


def test_extend_never_wraps_round_the_ace() -> None:
    m = meld("QS KS AS", 12)
    assert isinstance(extend(m, Card.parse("2H"), "high", OKLAHOMA), str)
    assert isinstance(extend(m, Card.parse("JS"), "low", OKLAHOMA), Meld)


def test_a_second_wild_may_not_join_a_wild_standing_for_the_restricted_face() -> None:
    m = meld("JS 2C KS", 11)
    assert extend(m, Card.parse("2D"), "high", OKLAHOMA) == (
        "a 2 may stand for the Q♠ only when it is the only 2 in the meld")
    assert isinstance(extend(m, Card.parse("AS"), "high", OKLAHOMA), Meld)


def test_extend_sets_and_wild_melds() -> None:
    s = meld("9C 9D 9H", 0)
    assert isinstance(extend(s, Card.parse("2S"), "high", OKLAHOMA), Meld)
    assert extend(s, Card.parse("8S"), "high", OKLAHOMA) == "the 8♠ is not a 9"
    w = meld("2C 2D 2H", 0)
    assert isinstance(extend(w, Card.parse("2S"), "high", OKLAHOMA), Meld)
    assert extend(w, Card.parse("9S"), "high", OKLAHOMA) == "a meld of 2s takes only 2s"


def test_extensions_lists_each_face_and_end() -> None:
    m = meld("5H 6H 7H", 5)
    got = {(str(c), e) for c, e in extensions(m, cards("4H 8H 8H 2C 9C"), OKLAHOMA)}
    assert got == {("4H", "low"), ("8H", "high"), ("2C", "low"), ("2C", "high")}


# ----- finding every meld --------------------------------------------------------------------
def _brute(hand: list[Card], rules: MeldRules) -> set[tuple[tuple[int, ...], int]]:
    """Every (faces, reading) by trying every sub-multiset and reading."""
    out = set()
    for n in range(rules.sizes[0], rules.sizes[1] + 1):
        for combo in itertools.combinations(hand, n):
            for run_from in range(0, 14):
                m = read(list(combo), run_from, rules)
                if isinstance(m, Meld):
                    out.add((m.faces(), m.run_from))
    return out


@pytest.mark.parametrize("text", [
    "5S 6S 7S 2H",
    "AS 2C 3S KS QS 2D",
    "7H 7H 7C 2C 2D 8H 9H",
    "JS KS 2C 2D QH",
    "2C 2D 2H 2S 3C",
    "AH KH QH JH TH 9H",
])
def test_find_gives_exactly_the_melds_a_brute_force_finds(text: str) -> None:
    hand = cards(text)
    found = [(m.faces(), m.run_from) for m in find(hand, OKLAHOMA)]
    assert len(found) == len(set(found)), "each meld once"
    assert set(found) == _brute(hand, OKLAHOMA)


def test_find_of_one_size_only() -> None:
    hand = cards("5S 6S 7S 8S")
    assert {m.size for m in find(hand, OKLAHOMA, sizes=(4,))} == {4}
    assert {m.size for m in find(hand, OKLAHOMA, sizes=(3,))} == {3}


@pytest.mark.parametrize(("text", "must"), [
    ("7H 7C 8H 9H 2C 2D KS QS", "7C"),
    ("7H 7C 8H 9H 2C 2D KS QS", "2D"),
    ("AS 2C 3S KS QS JS", "AS"),
])
def test_find_with_a_card_that_must_be_used(text: str, must: str) -> None:
    hand = cards(text)
    card = next(c for c in hand if str(c) == must)
    every = [(m.faces(), m.run_from) for m in find(hand, OKLAHOMA, sizes=(3,))]
    using = sorted((m.faces(), m.run_from) for m in find(hand, OKLAHOMA, sizes=(3,), must=card))
    assert using == sorted(x for x in every if card.face in x[0])
    assert using


def test_a_card_a_wild_already_stands_for_is_refused_naming_the_wild() -> None:
    run = read(cards("5H 6H 2C"), 5, OKLAHOMA)  # the 2♣ as the 7♥
    assert isinstance(run, Meld)
    (seven,) = cards("7H")
    for end in ("low", "high"):
        why = extend(run, seven, end, OKLAHOMA)  # type: ignore[arg-type]
        assert why == ("the 2♣ in the run already stands for the 7♥ (a wild card keeps the card "
                       "it stood for when it was laid)")
    (eight,) = cards("8H")
    assert extend(run, eight, "low", OKLAHOMA) == "the 8♥ does not fit the low end of the run"
