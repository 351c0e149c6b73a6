"""Hand rankings and evaluators (RULINGS.md "Shared evaluators").

:mod:`parlour.hands.poker` ranks standard poker high hands (:func:`evaluate5`,
:func:`evaluate6`, :func:`evaluate7`: five cards, or the best five of six or seven;
:func:`best_of`: any number); :mod:`parlour.hands.batch` does the same over NumPy arrays
and counts every hand exactly.  Strengths are ints, higher is better.

>>> from parlour.hands import evaluate7, describe, parse_cards
>>> describe(evaluate7(parse_cards("QH QS 3D 3C 9S 9H 2C")))
'Two pair, queens and nines, three kicker'
"""

from parlour.hands.batch import category_batch, evaluate_batch
from parlour.hands.poker import (
    MAX_STRENGTH,
    Category,
    best_of,
    category,
    describe,
    evaluate5,
    evaluate6,
    evaluate7,
    is_royal,
    parse_cards,
    ranks_of,
)

__all__ = [
    "MAX_STRENGTH",
    "Category",
    "best_of",
    "category",
    "category_batch",
    "describe",
    "evaluate5",
    "evaluate6",
    "evaluate7",
    "evaluate_batch",
    "is_royal",
    "parse_cards",
    "ranks_of",
]
