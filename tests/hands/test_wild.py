"""Paiute's combinations with wild cards (parlour.hands.wild): every combination and
tie-break of the seed, non-winning hands, and a cross-check against brute force (each
wild replaced by every card face) over thousands of hands rich in wilds."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Sequence

import pytest

from parlour.cards import Card, deck52, parse_cards
from parlour.hands import wild as W


def c(text: str, wild: int = 2, strict: bool = False) -> W.Value | None:
    return W.combination(parse_cards(text.split()), wild, strict_five=strict)


def test_the_six_combinations_rank_in_the_seed_order() -> None:
    hands = ["9C 9D 9H 9S 2C", "AH KH QH JH TH", "4S 5S 6S 7S 8S", "8C 8D 8H 8S 4C 4D",
             "7C 7D 7H 3C 3D 3H", "QC QD TH TS 6C 6D"]
    values = [c(h) for h in hands]
    assert [v[0] for v in values if v] == [6, 5, 4, 3, 2, 1]
    assert values == sorted(values, reverse=True)  # type: ignore[type-var]


def test_tie_breaks() -> None:
    assert c("9C 9D 9H 9S 2C")[1] == (9,) and c("9C 9D 9H 9S 2C") > c("8C 8D 8H 8S 2D")  # type: ignore[index,operator]
    assert c("AH KH QH JH TH") == c("AS KS QS JS TS")  # royal flushes tie
    assert c("5S 6S 7S 8S 9S") > c("4H 5H 6H 7H 8H") and c("5S 6S 7S 8S 9S") == c("5D 6D 7D 8D 9D")  # type: ignore[operator]
    assert c("AS 3S 4S 5S 6S") is None and c("AS 2S 3S 4S 5S", wild=9) == (W.STRAIGHT_FLUSH, (5,))
    assert c("8C 8D 8H 8S 4C 4D") == c("8C 8D 8H 8S KC KD")  # four/two by the four only
    assert c("7C 7D 7H 3C 3D 3H") == c("7C 7D 7H 5C 5D 5H", wild=9)  # three/three by the higher
    assert c("QC QD TH TS 6C 6D", wild=9) > c("QC QD TH TS 5C 5D", wild=9)  # type: ignore[operator]


def test_flush_straight_full_house_and_bare_four_never_win() -> None:
    assert c("AS KS 9S 7S 3S", wild=5) is None      # flush
    assert c("9C TD JH QS KC", wild=5) is None      # straight
    assert c("9C 9D 9H KS KC", wild=5) is None      # full house
    assert c("9C 9D 9H 9S KC", wild=5) is None      # four of a kind with a natural kicker
    assert c("9C 9D 9H 9S KC QD", wild=5) is None   # six cards, no combination


def test_wilds_stand_for_anything_and_strict_five() -> None:
    """R5.1: normal wild semantics by default; strict-five needs four naturals + one wild."""
    assert c("9C 9D 9H 2S 2C") == (W.FIVE_OF_A_KIND, (9,))
    assert c("9C 9D 9H 2S 2C", strict=True) is None
    assert c("9C 9D 9H 9S 2C", strict=True) == (W.FIVE_OF_A_KIND, (9,))
    assert c("AH KH 2C JH TH") == (W.ROYAL_FLUSH, ())
    assert c("2H 2C 9C 9D 5S 5H") == (W.FOUR_TWO, (9,))
    assert c("2H 2C 9C 9D 5S 6S") == (W.PAIUTE, (9, 6, 5))  # three natural ranks: pairs only
    assert c("QC QD TH 2S 6C 6D") == (W.PAIUTE, (12, 10, 6))
    assert c("QC QD TH 2S TC 2D") == (W.FOUR_TWO, (12,))  # the wilds make better than paiute
    assert c("QC QD QH 2S TC 7D") is None and c("QC QD QH TS TC TD") == (W.THREE_THREE, (12,))


def test_natural_and_wild_versions_are_equal() -> None:
    """R5.4."""
    assert c("9C 9D 9H 9S 4C 4D", wild=2) == c("9C 9D 9H 2S 4C 4D", wild=2)


def _natural(cards: Sequence[int]) -> W.Value | None:
    """The combination of cards with no wild (duplicates allowed: substituted wilds)."""
    counts = sorted(Counter((x & 15) or 14 for x in cards).items(), key=lambda kv: (-kv[1], -kv[0]))
    ranks = {14 if x & 15 == 1 else x & 15 for x in cards}
    shape = [n for _, n in counts]
    if len(cards) == 5:
        if shape == [5]:
            return W.FIVE_OF_A_KIND, (counts[0][0] if counts[0][0] != 1 else 14,)
        if len({x >> 4 & 7 for x in cards}) == 1 and len(ranks) == 5:
            lo = {1 if r == 14 else r for r in ranks}
            if max(ranks) - min(ranks) == 4:
                return (W.ROYAL_FLUSH, ()) if max(ranks) == 14 else (W.STRAIGHT_FLUSH, (max(ranks),))
            if lo == {1, 2, 3, 4, 5}:
                return W.STRAIGHT_FLUSH, (5,)
        return None
    hi = [14 if r == 1 else r for r, _ in counts]
    if shape == [4, 2]:
        return W.FOUR_TWO, (hi[0],)
    if shape == [3, 3]:
        return W.THREE_THREE, (max(hi),)
    if shape == [2, 2, 2]:
        return W.PAIUTE, tuple(sorted(hi, reverse=True))
    return None


def _brute(cards: Sequence[int], wild: int) -> W.Value | None:
    naturals = [x for x in cards if x & 15 != wild]
    k = len(cards) - len(naturals)
    best = None
    faces = deck52()
    for subs in itertools.product(faces, repeat=k):
        v = _natural(naturals + list(subs))
        if v is not None and (best is None or v > best):
            best = v
    return best


@pytest.mark.parametrize("size", [5, 6])
def test_matches_brute_force_on_hands_rich_in_wilds(size: int) -> None:
    rng = random.Random(size)
    deck = deck52()
    checked = Counter()
    for _ in range(160 if size == 5 else 90):
        wild = rng.randint(1, 13)
        wilds = [x for x in deck if x & 15 == wild]
        k = rng.choice((0, 1, 1, 2, 2)) if size == 6 else rng.choice((0, 1, 2))
        rest = rng.sample([x for x in deck if x & 15 != wild], size - k)
        # bias towards combinations: repeat ranks or suits
        if rng.random() < 0.5:
            base = rest[0]
            same = [x for x in deck if x & 15 != wild and ((x & 15) == (base & 15) or
                                                          (size == 5 and x >> 4 == base >> 4))]
            rest = rng.sample(same, min(len(same), size - k))
            rest += rng.sample([x for x in deck if x & 15 != wild and x not in rest],
                               size - k - len(rest))
        hand = [Card(x) for x in rest + rng.sample(wilds, k)]
        got = W.combination(hand, wild)
        assert got == _brute(hand, wild), [str(x) for x in hand]
        checked[got[0] if got else 0] += 1
    assert len(checked) >= 3  # several kinds of result were met
