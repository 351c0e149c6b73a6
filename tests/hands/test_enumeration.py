"""Every five-card hand, and every seven-card hand, counted against published frequencies."""

from __future__ import annotations

import itertools

import numpy as np

from parlour.hands import MAX_STRENGTH, Category, category, evaluate5, evaluate_batch, is_royal
from parlour.hands.batch import DECK52, category_counts, combinations, count_classes

# Published frequencies (e.g. Wikipedia "Poker probability"), HIGH_CARD first.
FIVE = [1302540, 1098240, 123552, 54912, 10200, 5108, 3744, 624, 40]
SIX = [6612900, 9730740, 2532816, 732160, 361620, 205792, 165984, 14664, 1844]
SEVEN = [23294460, 58627800, 31433400, 6461620, 6180020, 4047644, 3473184, 224848, 41584]
# Distinct classes per category (7,462 in all).
CLASSES = [1277, 2860, 858, 858, 10, 1277, 156, 156, 10]


def test_every_five_card_hand_single_evaluator() -> None:
    counts = [0] * (MAX_STRENGTH + 1)
    for hand in itertools.combinations(DECK52.tolist(), 5):
        counts[evaluate5(hand)] += 1
    assert sum(counts) == 2598960
    assert counts[0] == 0
    per_cat = [0] * 9
    for s, n in enumerate(counts):
        if n:
            per_cat[category(s)] += n
    assert per_cat == FIVE
    assert sum(1 for n in counts if n) == 7462
    assert counts[MAX_STRENGTH] == 4 and is_royal(MAX_STRENGTH)  # royal flushes
    assert per_cat[Category.STRAIGHT_FLUSH] - counts[MAX_STRENGTH] == 36


def test_every_five_card_hand_batch() -> None:
    hands = DECK52[combinations(52, 5)]
    strengths = evaluate_batch(hands)
    by_class = np.bincount(strengths, minlength=MAX_STRENGTH + 1)
    assert category_counts(by_class) == FIVE
    assert int((by_class > 0).sum()) == 7462
    classes = [0] * 9
    for s in np.flatnonzero(by_class):
        classes[category(int(s))] += 1
    assert classes == CLASSES
    # strengths are dense: every class 1..7462 occurs and suits never matter
    assert by_class[0] == 0 and (by_class[1:] > 0).all()


def test_every_six_card_hand() -> None:
    assert category_counts(count_classes(6)) == SIX


def test_every_seven_card_hand() -> None:
    counts = count_classes(7)
    assert int(counts.sum()) == 133784560
    assert category_counts(counts) == SEVEN
    assert counts[MAX_STRENGTH] == 4324  # royal flushes among seven cards


def test_combinations_helper() -> None:
    c = combinations(7, 3)
    assert c.tolist() == [list(x) for x in itertools.combinations(range(7), 3)]
