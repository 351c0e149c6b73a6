"""The one-hand fast paths: evaluate5's pair-weight tables and evaluate6.

Whatever route a hand takes (fast tables, masked copy path, checked slow path) it must get
the strength of the plain five-card evaluation of its best five cards, in any card order,
and bad input must raise ``ValueError`` instead of reading a wrong table slot.
"""

from __future__ import annotations

import itertools
import random

import numpy as np
import pytest

from parlour.cards import Card
from parlour.hands import (
    MAX_STRENGTH,
    best_of,
    evaluate5,
    evaluate6,
    evaluate7,
    evaluate_batch,
    tables,
)
from parlour.hands.batch import DECK52
from parlour.hands.poker import parse_cards

DECK = DECK52.tolist()


def brute(cards: list[int]) -> int:
    return max(evaluate5(list(five)) for five in itertools.combinations(cards, 5))


# ------------------------------------------------------------------ evaluate5


def test_pair_weights_are_shared_sums_and_reject_repeats() -> None:
    pairs = tables.FIVE_PAIRS.pair_weight
    weight = tables.FIVE.rank_weight
    values = {id(x) for row in pairs[:64] for x in row[:64] if x != tables.BAD}
    assert len(values) == 91  # one shared int per rank pair: nothing is allocated per card
    for a, b in itertools.product(DECK, repeat=2):
        expected = tables.BAD if a == b else weight[a] + weight[b]
        assert pairs[a][b] == expected
        assert pairs[a | 3 << 7][b | 15 << 7] == expected  # copy indices up to 15
    assert pairs[1][1 | 1 << 7] == tables.BAD  # the same card in two copies
    assert pairs[0x40][1] == pairs[1][0x40] == pairs[14][1] == tables.BAD


def test_evaluate5_is_independent_of_card_order() -> None:
    rng = random.Random(11)
    hands = [rng.sample(DECK, 5) for _ in range(1500)]
    for _ in range(300):  # flushes and straight flushes too
        suit = rng.randrange(4)
        hands.append(rng.sample([c for c in DECK if c >> 4 == suit], 5))
    for hand in hands:
        strengths = {evaluate5(list(p)) for p in itertools.permutations(hand)}
        assert len(strengths) == 1


def test_evaluate5_accepts_tuples_numpy_rows_card_objects_and_copies() -> None:
    rng = random.Random(5)
    for _ in range(500):
        hand = rng.sample(DECK, 5)
        s = evaluate5(hand)
        assert evaluate5(tuple(hand)) == s
        assert evaluate5(np.array(hand)) == s
        assert evaluate5([Card(c) for c in hand]) == s
        copy = rng.choice([1, 2, 15, 16, 1000])
        assert evaluate5([c | (copy << 7) for c in hand]) == s  # fast up to 15, then masked
        assert evaluate5([c | (rng.randrange(3) << 7) for c in hand]) == s  # mixed copies


@pytest.mark.parametrize("position", range(5))
@pytest.mark.parametrize(
    "bad", [0, 14, 15, 0x40, 0x45, 0x71, -1, -5, -60, -64, 1 << 40, 2.5, "AS", None]
)
def test_evaluate5_bad_card_in_any_position_raises(position: int, bad: object) -> None:
    hand: list[object] = list(parse_cards("2C 7D 9H QS KC"))
    hand[position] = bad
    with pytest.raises(ValueError):
        evaluate5(hand)  # type: ignore[arg-type]


@pytest.mark.parametrize("i, j", [(0, 1), (2, 3), (1, 0), (3, 2)])
def test_evaluate5_same_card_within_a_pair_raises(i: int, j: int) -> None:
    hand = parse_cards("2C 7D 9H QS KC")
    hand[j] = hand[i]
    with pytest.raises(ValueError):
        evaluate5(hand)


def test_evaluate5_repeats_seen_by_the_tables_raise() -> None:
    with pytest.raises(ValueError):  # five of a rank
        evaluate5(parse_cards("AS AH AD AC AS"))
    with pytest.raises(ValueError):  # one suit, a rank twice: a repeated card
        evaluate5(parse_cards("AS KS QS JS KS"))
    with pytest.raises(ValueError):  # the same face in two copies, masked
        evaluate5([1, 2, 3, 4, 1 | (16 << 7)])


@pytest.mark.parametrize("cards", [[], [1, 2, 3, 4], [1, 2, 3, 4, 5, 6], 12345, "AS KS QS JS TS"])
def test_evaluate5_wrong_shapes_raise(cards: object) -> None:
    with pytest.raises(ValueError):
        evaluate5(cards)  # type: ignore[arg-type]


# ------------------------------------------------------------------ evaluate6


def test_evaluate6_equals_best_of_six_fives() -> None:
    rng = random.Random(66)
    hands = [rng.sample(DECK, 6) for _ in range(3000)]
    for _ in range(1000):  # five or six of one suit
        suit = rng.randrange(4)
        suited = rng.sample([c for c in DECK if c >> 4 == suit], rng.choice([5, 6]))
        hands.append(suited + rng.sample([c for c in DECK if c not in suited], 6 - len(suited)))
    expected = [brute(h) for h in hands]
    assert [evaluate6(h) for h in hands] == expected
    assert [best_of(h) for h in hands] == expected
    assert evaluate_batch(np.array(hands)).tolist() == expected


def test_evaluate6_matches_the_batch_path_on_random_hands() -> None:
    rng = np.random.default_rng(6)
    hands = DECK52[np.argpartition(rng.random((100_000, 52)), 6, axis=1)[:, :6]]
    assert [evaluate6(h) for h in hands.tolist()] == evaluate_batch(hands).tolist()


def test_evaluate6_examples_and_inputs() -> None:
    royal = parse_cards("AS KS QS JS TS 2D")
    assert evaluate6(royal) == MAX_STRENGTH
    assert evaluate6([Card(c) for c in royal]) == MAX_STRENGTH
    assert evaluate6([c | (7 << 7) for c in royal]) == MAX_STRENGTH
    assert evaluate6(tuple(royal)) == evaluate7([*royal, 0x32]) == MAX_STRENGTH


@pytest.mark.parametrize(
    "cards",
    [
        [1, 2, 3, 4, 5],  # five cards
        [1, 2, 3, 4, 5, 6, 7],  # seven cards
        [0x40, 1, 2, 3, 4, 5],  # joker
        [1, 2, 3, 4, 5, 14],  # rank 14
        [1, 2, 3, 4, 5, -1],  # negative
        parse_cards("AS AS AS AS AS 2D"),  # five of a kind from repeats
        parse_cards("AS KS QS JS KS 2D"),  # a flush from a repeat
    ],
)
def test_evaluate6_bad_hands_raise(cards: list[int]) -> None:
    with pytest.raises(ValueError):
        evaluate6(cards)


def test_best_of_six_still_checks_for_repeats() -> None:
    with pytest.raises(ValueError):
        best_of(parse_cards("AS AS KD QH JC TC"))
