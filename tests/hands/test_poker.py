"""Hand-picked cases and brute-force cross-checks for parlour.hands.poker."""

from __future__ import annotations

import itertools
import random

import numpy as np
import pytest

from parlour.hands import (
    MAX_STRENGTH,
    Category,
    best_of,
    category,
    describe,
    evaluate5,
    evaluate7,
    evaluate_batch,
    is_royal,
    parse_cards,
    ranks_of,
)

DECK = [(s << 4) | r for s in range(4) for r in range(1, 14)]


def ev(text: str) -> int:
    return best_of(parse_cards(text))


def brute(cards: list[int]) -> int:
    return max(evaluate5(five) for five in itertools.combinations(cards, 5))


# ------------------------------------------------------------------ categories


@pytest.mark.parametrize(
    ("text", "cat"),
    [
        ("AS KS QS JS TS", Category.STRAIGHT_FLUSH),
        ("5H 4H 3H 2H AH", Category.STRAIGHT_FLUSH),  # steel wheel
        ("9C 9D 9H 9S 2C", Category.FOUR_OF_A_KIND),
        ("3C 3D 3H 2S 2C", Category.FULL_HOUSE),
        ("AD 9D 7D 4D 2D", Category.FLUSH),
        ("AC KD QH JS TC", Category.STRAIGHT),
        ("AC 2D 3H 4S 5C", Category.STRAIGHT),  # wheel
        ("7C 7D 7H KS 2C", Category.THREE_OF_A_KIND),
        ("7C 7D KH KS 2C", Category.TWO_PAIR),
        ("7C 7D AH KS 2C", Category.PAIR),
        ("AC KD QH JS 9C", Category.HIGH_CARD),
        ("QC KD AH 2S 3C", Category.HIGH_CARD),  # no wrap-around
        ("JC QD KH AS 2C", Category.HIGH_CARD),
        ("KS AS 2S 3S 4S", Category.FLUSH),  # no wrap-around straight flush
    ],
)
def test_categories(text: str, cat: Category) -> None:
    assert category(ev(text)) is cat


def test_royal_flush_is_the_top_and_unique() -> None:
    for suit in "CDHS":
        s = ev(" ".join(r + suit for r in "AKQJT"))
        assert s == MAX_STRENGTH and is_royal(s)
        assert describe(s) == "Royal flush"
    assert not is_royal(ev("KS QS JS TS 9S"))


def test_straight_order_wheel_lowest_ace_high_highest() -> None:
    order = "A23456789TJQKA"
    values = [ev(" ".join(r + s for r, s in zip(order[i:i + 5], "CDHSC"))) for i in range(10)]
    assert values == sorted(values) and len(set(values)) == 10
    assert describe(values[0]) == "Straight, five high"
    assert describe(values[-1]) == "Straight, ace high"
    # the wheel loses to a six-high straight but beats trips
    assert ev("AC 2D 3H 4S 5C") < ev("2C 3D 4H 5S 6C")
    assert ev("AC 2D 3H 4S 5C") > ev("AC AD AH KS QC")


def test_steel_wheel_is_lowest_straight_flush() -> None:
    steel = ev("AD 2D 3D 4D 5D")
    assert describe(steel) == "Straight flush, five high"
    assert steel < ev("2D 3D 4D 5D 6D")
    assert steel > ev("AC AD AH AS KC")  # beats the best four of a kind
    assert ranks_of(steel) == (5,)


def test_kickers() -> None:
    assert ev("AC AD KH QS JC") > ev("AC AD KH QS TC")  # third kicker
    assert ev("AC AD KH QS JC") > ev("AH AS KC JS TC")  # second kicker
    assert ev("2C 2D 2H AS 3C") > ev("2C 2D 2H KS QC")
    assert ev("9C 9D 9H 9S AC") > ev("9C 9D 9H 9S KC")
    assert ev("AC KD 9H 7S 3C") > ev("AC KD 9H 7S 2C")  # fifth card of a high hand
    assert ev("AD KD 9D 7D 3D") > ev("AS KS 9S 6S 4S")  # flush, fourth card


def test_two_pair_with_kicker() -> None:
    assert ev("KC KD 7H 7S AC") > ev("KC KD 7H 7S QC")
    assert ev("KC KD 7H 7S 2C") > ev("QC QD JH JS AC")  # high pair decides first
    assert ev("KC KD 8H 8S 2C") > ev("KC KD 7H 7S AC")  # then the low pair
    assert describe(ev("KC KD 7H 7S AC")) == "Two pair, kings and sevens, ace kicker"


def test_full_house_trips_first() -> None:
    assert ev("3C 3D 3H 2S 2C") > ev("2C 2D 2H AS AC")
    assert ev("AC AD AH 2S 2C") < ev("AC AD AH 3S 3C")


def test_suits_never_break_ties() -> None:
    assert ev("AC KC QD JD 9H") == ev("AS KS QH JH 9D")
    assert ev("AC KC QC JC 9C") == ev("AS KS QS JS 9S")
    assert ev("2C 2D 5H 9S JC QD KH") == ev("2H 2S 5C 9D JH QS KC")


def test_seven_card_best_five() -> None:
    # flush beats the straight also present
    assert category(ev("2H 3H 4H 5H 9H 6C KD")) is Category.FLUSH
    # straight flush inside six suited cards
    assert describe(ev("3S 4S 5S 6S 7S 8S 2C")) == "Straight flush, eight high"
    # two trips make a full house of the higher trips over the lower
    assert describe(ev("5C 5D 5H 9C 9D 9H AC")) == "Full house, nines over fives"
    # quads with a pair: best kicker counts
    assert describe(ev("8C 8D 8H 8S KC KD 2H")) == "Four of a kind, eights, king kicker"
    # three pairs: best two plus best remaining kicker
    assert describe(ev("QC QD 4H 4S 9C 9D 3H")) == "Two pair, queens and nines, four kicker"
    # wheel plus six makes six-high straight
    assert describe(ev("AC 2D 3H 4S 5C 6D KH")) == "Straight, six high"
    # ace-high straight with an extra ace
    assert describe(ev("AC KD QH JS TC AD 2S")) == "Straight, ace high"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("KS KH 7D 7C KC", "Full house, kings over sevens"),
        ("9C 9D 9H 9S 2C", "Four of a kind, nines, two kicker"),
        ("AD 9D 7D 4D 2D", "Flush, A-9-7-4-2"),
        ("7C 7D 7H KS 2C", "Three of a kind, sevens, kickers K-2"),
        ("TC TD AH KS 2C", "Pair of tens, kickers A-K-2"),
        ("AC KD QH JS 9C", "High card, A-K-Q-J-9"),
        ("9C TD JH QS KC", "Straight, king high"),
        ("6C 6D 6H QS QC", "Full house, sixes over queens"),
    ],
)
def test_describe(text: str, expected: str) -> None:
    assert describe(ev(text)) == expected


def test_ranks_of_and_category_range() -> None:
    assert ranks_of(ev("AC AD KH KS 2C")) == (1, 13, 2)
    assert category(1) is Category.HIGH_CARD
    assert describe(1) == "High card, 7-5-4-3-2"
    for bad in (0, MAX_STRENGTH + 1, -3):
        with pytest.raises(ValueError):
            category(bad)
    assert [c.label for c in Category][:3] == ["High card", "Pair", "Two pair"]
    assert list(Category) == sorted(Category)


# ------------------------------------------------------------------ inputs


def test_copy_bits_and_card_objects_are_accepted() -> None:
    from parlour.cards import Card

    hand = parse_cards("AS KS QS JS TS 2D 3C")
    copies = [c | (5 << 7) for c in hand]  # copy index 5 (engine layout: copy << 7)
    huge = [c | (1000 << 7) for c in hand]  # beyond the per-card tables: masked path
    assert evaluate7(copies) == evaluate7(huge) == evaluate7(hand) == MAX_STRENGTH
    assert evaluate5(huge[:5]) == evaluate5(hand[:5]) == MAX_STRENGTH
    cards = [Card(c) for c in hand]
    assert evaluate7(cards) == evaluate5(cards[:5]) == best_of(tuple(cards)) == MAX_STRENGTH
    assert evaluate_batch(np.array([huge])).tolist() == [MAX_STRENGTH]


@pytest.mark.parametrize(
    "cards",
    [
        [0x40, 1, 2, 3, 4],  # joker
        [1, 2, 3, 4, 14],  # rank 14
        [1, 2, 3, 4, 0x45],  # suit 4 with a rank
        [1, 2, 3, 4],  # too few
    ],
)
def test_bad_five_card_hands_raise(cards: list[int]) -> None:
    with pytest.raises(ValueError):
        evaluate5(cards)
    with pytest.raises(ValueError):
        best_of(cards)
    with pytest.raises(ValueError):
        evaluate7([*cards, 20, 21][:7])
    if len(cards) == 5:
        with pytest.raises(ValueError):
            evaluate_batch(np.array([cards]))


def test_wrong_sizes_and_duplicates_raise() -> None:
    with pytest.raises(ValueError):
        evaluate7(parse_cards("AS KS QS JS TS 2D"))
    with pytest.raises(ValueError):
        evaluate7(parse_cards("AS AS AS AS AS 2D 3D"))  # five of a kind from repeats
    with pytest.raises(ValueError):
        best_of(parse_cards("AS AS KD QH JC TC"))
    with pytest.raises(ValueError):
        evaluate_batch(np.zeros((3, 4), dtype=np.int64))
    with pytest.raises(ValueError):
        evaluate_batch(np.zeros((3, 5), dtype=np.float64))
    with pytest.raises(ValueError):
        evaluate_batch(-np.array([parse_cards("AS KS QS JS TS")]))
    with pytest.raises(ValueError):
        parse_cards("1S")
    assert evaluate_batch(np.zeros((0, 7), dtype=np.int64)).shape == (0,)


# ------------------------------------------------------------------ brute force


def test_seven_card_hands_equal_best_of_21() -> None:
    rng = random.Random(20240501)
    hands = [rng.sample(DECK, 7) for _ in range(4000)]
    # bias towards flushes and pairs so that every path is exercised
    for _ in range(1000):
        suit = rng.randrange(4)
        suited = rng.sample([c for c in DECK if c >> 4 == suit], rng.choice([5, 6, 7]))
        rest = rng.sample([c for c in DECK if c not in suited], 7 - len(suited))
        hands.append(suited + rest)
    expected = [brute(h) for h in hands]
    assert [evaluate7(h) for h in hands] == expected
    assert [best_of(h) for h in hands] == expected
    assert evaluate_batch(np.array(hands)).tolist() == expected


def test_six_and_eight_card_hands_equal_brute_force() -> None:
    rng = random.Random(7)
    for n in (6, 8):
        hands = [rng.sample(DECK, n) for _ in range(1500)]
        expected = [brute(h) for h in hands]
        assert [best_of(h) for h in hands] == expected
        if n == 6:
            assert evaluate_batch(np.array(hands, dtype=np.int16)).tolist() == expected


def test_batch_five_matches_single() -> None:
    rng = np.random.default_rng(3)
    deck = np.array(DECK)
    hands = np.array([rng.choice(deck, 5, replace=False) for _ in range(5000)], dtype=np.uint8)
    assert evaluate_batch(hands).tolist() == [evaluate5(h) for h in hands.tolist()]
