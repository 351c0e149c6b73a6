"""Three-card Brag hands (parlour.hands.brag): exhaustive counts over all 22,100 hands
equal the published figures in both orders, and the orders' distinctive hands."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from parlour.cards import deck52, parse_cards
from parlour.hands import brag
from parlour.hands.brag import BragCategory


@pytest.mark.parametrize("order", brag.ORDERS)
def test_exhaustive_counts_equal_the_published_figures(order: brag.Order) -> None:
    counts = Counter(brag.category(brag.strength(h, order))
                     for h in itertools.combinations(deck52(), 3))
    assert counts == {BragCategory.PRIAL: 52, BragCategory.RUNNING_FLUSH: 48,
                      BragCategory.RUN: 720, BragCategory.FLUSH: 1096,
                      BragCategory.PAIR: 3744, BragCategory.HIGH_CARD: 16440}


def s(text: str, order: brag.Order = "brag") -> int:
    return brag.strength(parse_cards(text.split()), order)


def test_brag_order_top_prial_and_top_run() -> None:
    prials = sorted((s(f"{r}C {r}D {r}H") for r in "A23456789TJQK"), reverse=True)
    assert prials[0] == s("3C 3D 3H") and prials[1] == s("AC AD AH") and prials[-1] == s("2C 2D 2H")
    assert s("AC 2D 3H") > s("AC KD QH") > s("KC QD JH") > s("4C 3D 2H")
    assert s("KC AD 2H") < s("4C 3D 2H")  # no wrap-around: K-A-2 is only ace high
    assert brag.describe(s("AC 2D 3H")) == "Run, A-2-3"


def test_poker_order() -> None:
    assert s("AC AD AH", "poker") > s("KC KD KH", "poker") > s("3C 3D 3H", "poker")
    assert s("AC KD QH", "poker") > s("4C 3D 2H", "poker") > s("AC 2D 3H", "poker")
    assert brag.describe(s("AC 2D 3H", "poker")) == "Run, A-2-3"


def test_ties_and_tie_breaks() -> None:
    assert s("AS KD 9H") == s("AC KH 9D")  # suits never break ties
    assert s("9S 9D KH") > s("9C 9H QD") > s("8S 8D AH")  # pair, then the odd card
    assert s("KC 9C 2C") > s("QD JD 9D")  # flushes by their highest card
    assert s("AS KD 9H") > s("AS QD JH")
    assert brag.describe(s("9S 9D KH")) == "Pair of nines, king kicker"
    assert brag.describe(s("KC 9C 2C")) == "Flush, K-9-2"
    with pytest.raises(ValueError, match="three cards"):
        brag.strength(parse_cards(["AS", "KS"]))
