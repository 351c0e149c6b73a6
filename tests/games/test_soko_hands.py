"""Soko's hand ranks (parlour.hands.soko): exhaustive category counts over all 2,598,960
five-card hands against an independent combinatorial derivation, the batch path against
the scalar one, and the RULINGS 27 tie-breaks."""

from __future__ import annotations

from math import comb

import numpy as np

from parlour.hands import parse_cards
from parlour.hands.batch import DECK52, combinations
from parlour.hands.soko import SokoCategory, describe_soko, showing_key, soko5, soko_batch, soko_category


def derived_counts() -> dict[SokoCategory, int]:
    """Soko's category sizes derived by counting, independently of the evaluator."""
    # standard five-card counts
    straight_flush = 10 * 4
    quads = 13 * 48
    full = 13 * comb(4, 3) * 12 * comb(4, 2)
    flush = 4 * comb(13, 5) - straight_flush
    straight = 10 * 4 ** 5 - straight_flush
    trips = 13 * comb(4, 3) * comb(12, 2) * 4 ** 2
    two_pair = comb(13, 2) * comb(4, 2) ** 2 * 11 * 4
    pair = 13 * comb(4, 2) * comb(12, 3) * 4 ** 3
    high = (comb(13, 5) - 10) * (4 ** 5 - 4)
    # Canadian flush: exactly four of one suit (four distinct ranks) and an off-suit card,
    # less the hands whose odd card completes a straight (10 straights, 5 places for the
    # odd card, 4 core suits, 3 odd suits); some pair the odd card with a core rank.
    cf = 4 * comb(13, 4) * 39 - 10 * 5 * 4 * 3
    cf_pair = 4 * comb(13, 4) * 4 * 3
    # Canadian straight: 11 four-card runs (A-2-3-4 .. J-Q-K-A); the odd card is a new rank
    # that does not extend the run (8 choices at the two ends, 7 in the middle) in suits
    # without four of a kind of suit (4^5 - 4 - 5*4*3 = 960), or pairs a run card
    # (4 ranks; 6 * 4^3 suit choices less 12 with four of one suit = 372).
    cs_pair = 11 * 4 * 372
    cs = 2 * 8 * 960 + 9 * 7 * 960 + cs_pair
    return {
        SokoCategory.HIGH_CARD: high - (cf - cf_pair) - (cs - cs_pair),
        SokoCategory.PAIR: pair - cf_pair - cs_pair,
        SokoCategory.CANADIAN_STRAIGHT: cs,
        SokoCategory.CANADIAN_FLUSH: cf,
        SokoCategory.TWO_PAIR: two_pair,
        SokoCategory.THREE_OF_A_KIND: trips,
        SokoCategory.STRAIGHT: straight,
        SokoCategory.FLUSH: flush,
        SokoCategory.FULL_HOUSE: full,
        SokoCategory.FOUR_OF_A_KIND: quads,
        SokoCategory.STRAIGHT_FLUSH: straight_flush,
    }


def test_exhaustive_category_counts_equal_the_derivation() -> None:
    """The twelve ranks of the seed's list (royal flush inside straight flush), over every
    five-card hand, through the batch path."""
    hands = DECK52[combinations(52, 5).astype(np.int64)]
    strengths = soko_batch(hands)
    values, counts = np.unique(strengths, return_counts=True)
    got: dict[SokoCategory, int] = {}
    for v, c in zip(values.tolist(), counts.tolist(), strict=True):
        cat = soko_category(v)
        got[cat] = got.get(cat, 0) + c
    assert got == derived_counts()
    assert sum(got.values()) == comb(52, 5)
    # the scalar evaluator agrees with the batch one on a sample
    rng = np.random.default_rng(5)
    for i in rng.choice(len(hands), 3000, replace=False):
        assert soko5(hands[i].tolist()) == strengths[i]


def s(text: str) -> int:
    return soko5(parse_cards(text))


def test_order_of_the_twelve_ranks() -> None:
    """"the full rank of Soko hands, from highest to lowest"."""
    ladder = ["AS KS QS JS TS", "9H 8H 7H 6H 5H", "7C 7D 7H 7S 2C", "KC KD KH 4S 4C",
              "AD JD 8D 6D 3D", "9C TD JH QS KC", "5C 5D 5H KS 2C", "QC QD 6H 6S 2C",
              "9H 7H 4H 2H KS", "5C 6D 7H 8S KC", "AS AD KH 7C 2D", "AS QD 9H 7C 2D"]
    strengths = [s(h) for h in ladder]
    assert strengths == sorted(strengths, reverse=True) and len(set(strengths)) == 12
    assert [soko_category(x).label for x in strengths[-5:-1]] == [
        "Two pair", "Canadian flush", "Canadian straight", "Pair"]


def test_canadian_tie_breaks() -> None:
    """R27.5: the four-card core from the top card down, then the odd card; A-2-3-4 is
    the lowest four-straight, J-Q-K-A the highest; no wrap-around."""
    assert s("KH 7H 4H 2H 3S") > s("QH JH TH 8H AS")  # core K-7-4-2 beats Q-J-T-8
    assert s("KH 7H 4H 2H 9S") > s("KD 7D 4D 2D 8S")  # same core: the odd card
    assert s("KH 7H 4H 2H 9S") == s("KD 7D 4D 2D 9C")  # suits never break ties
    assert s("AC 2D 3H 4S 9C") < s("2C 3D 4H 5S 9C")
    assert s("JC QD KH AS 5C") > s("TC JD QH KS 5C")
    assert soko_category(s("QC KD AH 2S 7C")) == SokoCategory.PAIR - 1  # Q-K-A-2: no run
    assert s("AC AD 2H 3S 4C") > s("KS KD QH 7C 2S")  # A-2-3-4 with a pair of aces is Canadian


def test_four_card_straight_flush_is_a_canadian_flush() -> None:
    """R27.6."""
    strength = s("5H 6H 7H 8H KC")
    assert soko_category(strength) == SokoCategory.CANADIAN_FLUSH
    assert describe_soko(strength) == "Canadian flush, 8-7-6-5, king odd card"


def test_showing_hands() -> None:
    """R27.7: up-cards are ranked in Soko ranks, only what fits."""
    assert showing_key(parse_cards("2C")) < showing_key(parse_cards("3C")) < showing_key(parse_cards("AC"))
    assert showing_key(parse_cards("7C 7D")) > showing_key(parse_cards("AC KD"))
    assert showing_key(parse_cards("9H 7H 4H 2H"))[0] == SokoCategory.CANADIAN_FLUSH
    assert showing_key(parse_cards("5C 6D 7H 8S"))[0] == SokoCategory.CANADIAN_STRAIGHT
    assert showing_key(parse_cards("QC QD 6H 6S")) > showing_key(parse_cards("9H 7H 4H 2H"))
