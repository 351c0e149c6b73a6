"""Standard poker high-hand ranking: five cards, or the best five of six or seven.

Rules (RULINGS.md, "Shared evaluators"): straight flush (a royal flush is the ace-high
straight flush) > four of a kind > full house > flush > straight > three of a kind > two
pair > one pair > high card.  Aces are high, and low only in A-2-3-4-5 (the *wheel*, the
lowest straight; a 5-high straight flush is a *steel wheel*).  No wrap-around: Q-K-A-2-3
is not a straight.  Suits never break ties.

Cards are the engine's ints (:mod:`parlour.cards`): rank ``c & 15`` (1 = ace .. 13 = king),
suit ``(c >> 4) & 7`` (0..3); higher bits (the copy index) are ignored.  A hand must hold
distinct standard cards; jokers and invalid values raise :class:`ValueError`.

**Strength.** Every evaluator returns an int *strength* from 1 (7-5-4-3-2, not all one
suit) to 7,462 (royal flush), **higher is better**, one value per equivalence class: two
hands tie exactly when their strengths are equal.  (It is ``7463 - r`` for the rank ``r``
of the Cactus Kev / ``treys`` convention.)  :func:`category` and :func:`describe` decode
it.

>>> hand = parse_cards("KS KH 7D 7C KC")
>>> s = evaluate5(hand)
>>> category(s).name, describe(s)
('FULL_HOUSE', 'Full house, kings over sevens')
>>> best_of(parse_cards("AS KS QS JS TS 2D 2C")) == MAX_STRENGTH
True

Speed: :func:`evaluate5` adds three precomputed rank weights (one per pair of cards and
one for the fifth) and reads the strength from a list, after a suit test of list reads and
comparisons: a handful of specialised bytecodes, every value a shared object.
:func:`evaluate6` and :func:`evaluate7` sum one precomputed value per pair of cards into a
rank-count key and suit counters (tables built on their first call, about 0.4 s).  Cards
with a copy index up to 15 take the same path; higher ones are masked on a checked path.
:func:`evaluate_batch` (in :mod:`parlour.hands.batch`) evaluates NumPy arrays of hands.
See ``benchmarks/bench_hands.py``.
"""

from __future__ import annotations

import enum
import itertools
from collections.abc import Callable, Iterable, Sequence
from operator import index as _index
from typing import TYPE_CHECKING

from parlour.hands import tables as _t

if TYPE_CHECKING:  # pragma: no cover
    import numpy as np
    import numpy.typing as npt

__all__ = [
    "MAX_STRENGTH",
    "Category",
    "best_of",
    "category",
    "describe",
    "evaluate5",
    "evaluate6",
    "evaluate7",
    "evaluate_batch",
    "is_royal",
    "parse_cards",
    "ranks_of",
]

#: Strength of a royal flush, the best hand; the worst hand has strength 1.
MAX_STRENGTH = _t.N_CLASSES


class Category(enum.IntEnum):
    """Hand category, ordered so that a better category compares greater."""

    #: No pair, no straight, no flush (1,277 classes).
    HIGH_CARD = _t.HIGH_CARD
    #: One pair and three kickers (2,860 classes).
    PAIR = _t.PAIR
    #: Two pairs and a kicker (858 classes).
    TWO_PAIR = _t.TWO_PAIR
    #: Three of a kind (trips or a set) and two kickers (858 classes).
    THREE_OF_A_KIND = _t.THREE
    #: Five consecutive ranks, A-2-3-4-5 lowest and 10-J-Q-K-A highest (10 classes).
    STRAIGHT = _t.STRAIGHT
    #: Five cards of one suit, not consecutive (1,277 classes).
    FLUSH = _t.FLUSH
    #: Three of a kind plus a pair (156 classes).
    FULL_HOUSE = _t.FULL_HOUSE
    #: Four cards of one rank and a kicker (156 classes).
    FOUR_OF_A_KIND = _t.FOUR
    #: Straight in one suit; the ace-high one is the royal flush (10 classes).
    STRAIGHT_FLUSH = _t.STRAIGHT_FLUSH

    @property
    def label(self) -> str:
        """Human name, e.g. ``"Two pair"``."""
        return _CATEGORY_LABELS[self]


_CATEGORY_LABELS = {
    Category.HIGH_CARD: "High card",
    Category.PAIR: "Pair",
    Category.TWO_PAIR: "Two pair",
    Category.THREE_OF_A_KIND: "Three of a kind",
    Category.STRAIGHT: "Straight",
    Category.FLUSH: "Flush",
    Category.FULL_HOUSE: "Full house",
    Category.FOUR_OF_A_KIND: "Four of a kind",
    Category.STRAIGHT_FLUSH: "Straight flush",
}
_CATEGORY_OF: list[Category] = [Category.HIGH_CARD] + [Category(c) for c in _t.CATEGORY_OF[1:]]


def _bad_hand(cards: Sequence[int], size: str) -> ValueError:
    bad = [c for c in cards if _t.rank_index(_index(c)) < 0]
    if bad:
        return ValueError(f"not standard cards: {bad!r}")
    keys = [_index(c) & 127 for c in cards]
    if len(set(keys)) != len(keys):
        return ValueError(f"the same card twice in {list(cards)!r}")
    return ValueError(f"expected {size} cards, got {len(cards)}")


def _make_evaluate5() -> Callable[[Sequence[int]], int]:
    # Tables bound as closure cells: cheaper to reach than globals or keyword defaults.
    q, w, suit = _t.FIVE_PAIRS.pair_weight, _t.FIVE.rank_weight, _t.FIVE_PAIRS.suit
    nonflush, flush = _t.FIVE.nonflush, _t.FIVE.flush

    def evaluate5(cards: Sequence[int]) -> int:
        """Strength (1..7462, higher is better) of exactly five cards.

        Repeated cards are only detected when the fast path cannot answer.

        >>> evaluate5(parse_cards("AH 2D 3C 4S 5H")) < evaluate5(parse_cards("2H 3D 4C 5S 6H"))
        True
        >>> describe(evaluate5(parse_cards("5S 4S 3S 2S AS")))
        'Straight flush, five high'
        """
        try:
            a, b, c, d, e = cards
            if suit[a] == suit[b] == suit[c] == suit[d] == suit[e]:
                return flush[q[a][b] + q[c][d] + w[e]] or _slow5(cards)
            return nonflush[q[a][b] + q[c][d] + w[e]] or _slow5(cards)
        except (IndexError, ValueError, TypeError):
            return _slow5(cards)

    return evaluate5


evaluate5 = _make_evaluate5()


def _dup() -> int:
    raise ValueError("duplicate cards")


def _slow5(cards: Sequence[int]) -> int:
    """Checked path: masks copy indices beyond the tables, raises on a bad hand."""
    try:
        hand = [_index(c) & 127 for c in cards]
    except TypeError:
        raise ValueError(f"cards must be ints, got {cards!r}") from None
    if len(hand) != 5 or any(_t.rank_index(c) < 0 for c in hand) or len(set(hand)) != 5:
        raise _bad_hand(list(cards), "5")
    return evaluate5(hand)


# The 6/7-card tables are built on first use (well under a second): until then these
# containers are empty, the first look-up fails and _slow7 fills them in place.
_V7: list[int] = []
_PAIR7: list[list[int]] = []  # _PAIR7[a][b] == _V7[a] + _V7[b] for copy-0 cards
_SRB7: list[int] = []
_FLUSH7: list[int] = []
_NONFLUSH7: dict[int, int] = {}


def _make_evaluate7() -> Callable[[Sequence[int]], int]:
    v, q, nonflush, srb, flush = _V7, _PAIR7, _NONFLUSH7, _SRB7, _FLUSH7
    add, test, mask, bad, shift = (_t.FLUSH_ADD, _t.FLUSH_TEST, _t.RANK_KEY_MASK, _t.BAD_BITS,
                                   _t.SUIT_SHIFT)

    def evaluate7(cards: Sequence[int]) -> int:
        """Strength of the best five of exactly seven cards (e.g. hold'em: 2 + 5).

        >>> describe(evaluate7(parse_cards("AS AD 7C 7D 2H 2S KC")))
        'Two pair, aces and sevens, king kicker'
        """
        try:
            a, b, c, d, e, f, g = cards
            s = q[a][b] + q[c][d] + q[e][f] + v[g]
            if (s + add) & test and not s & bad:
                return _flush_of(cards, s, srb, flush, shift)
            return nonflush[s & mask]
        except (IndexError, KeyError, ValueError, TypeError):
            return _slow7(cards)

    return evaluate7


evaluate7 = _make_evaluate7()


def _make_evaluate6() -> Callable[[Sequence[int]], int]:
    q, nonflush, srb, flush = _PAIR7, _NONFLUSH7, _SRB7, _FLUSH7
    add, test, mask, bad, shift = (_t.FLUSH_ADD, _t.FLUSH_TEST, _t.RANK_KEY_MASK, _t.BAD_BITS,
                                   _t.SUIT_SHIFT)

    def evaluate6(cards: Sequence[int]) -> int:
        """Strength of the best five of exactly six cards (the seven-card method, one pair
        of cards fewer).

        >>> describe(evaluate6(parse_cards("2C 3D 4H 5S 7C 6D")))
        'Straight, seven high'
        """
        try:
            a, b, c, d, e, f = cards
            s = q[a][b] + q[c][d] + q[e][f]
            if (s + add) & test and not s & bad:
                return _flush_of(cards, s, srb, flush, shift)
            return nonflush[s & mask]
        except (IndexError, KeyError, ValueError, TypeError):
            return _slow6(cards)

    return evaluate6


evaluate6 = _make_evaluate6()


def _load7() -> None:
    if not _V7:
        t = _t.seven()
        _SRB7.extend(t.suit_rank_bit)
        _FLUSH7.extend(t.flush)
        _NONFLUSH7.update(t.nonflush)
        _PAIR7.extend([[t.card_value[a] + t.card_value[b] for b in range(128)] for a in range(128)])
        _V7.extend(t.card_value)


def _slow7(cards: Sequence[int]) -> int:
    return _slow67(cards, 7)


def _slow6(cards: Sequence[int]) -> int:
    return _slow67(cards, 6)


def _slow67(cards: Sequence[int], n: int) -> int:
    """Checked path of the 6/7-card evaluators: builds the tables on first use, masks
    copy indices, raises on a bad hand."""
    run = evaluate7 if n == 7 else evaluate6
    if not _V7:
        _load7()
        return run(cards)
    hand = _masked(cards)
    if len(hand) != n:
        raise _bad_hand(list(cards), str(n))
    return run(hand)


def _flush_of(cards: Sequence[int], s: int, srb: list[int], flush: list[int], shift: int) -> int:
    """Flush path: the best five of the 5..7 cards of the one suit with five or more."""
    counts = s >> shift
    suit = 0
    while counts & 15 < 5:
        counts >>= 4
        suit += 1
    bits = 0
    for c in cards:
        bits |= srb[c]
    return flush[(bits >> (13 * suit)) & 0x1FFF] or _dup()


def _masked(cards: Iterable[int]) -> list[int]:
    try:
        hand = [_index(c) & 127 for c in cards]
    except TypeError:
        raise ValueError(f"cards must be ints, got {cards!r}") from None
    if any(_t.rank_index(c) < 0 for c in hand):
        raise _bad_hand(hand, "valid")
    if len(set(hand)) != len(hand):
        raise _bad_hand(hand, "distinct")
    return hand


def best_of(cards: Sequence[int]) -> int:
    """Strength of the best five-card hand among five or more cards.

    Five, six and seven cards use lookup tables (:func:`evaluate5`, :func:`evaluate6`,
    :func:`evaluate7`; six cards are also checked for repeats first); more cards (rare)
    take the best five-card subset.

    >>> describe(best_of(parse_cards("2C 3D 4H 5S 7C 6D")))
    'Straight, seven high'
    >>> category(best_of(parse_cards("AC 2D 3H 4S 5C KD KH")))
    <Category.STRAIGHT: 4>
    """
    n = len(cards)
    if n == 5:
        return evaluate5(cards)
    if n == 7:
        return evaluate7(cards)
    if n == 6:  # best_of checks six cards for repeats (evaluate6 checks the rest)
        try:
            hand = [_index(c) & 127 for c in cards]
        except TypeError:
            raise ValueError(f"cards must be ints, got {cards!r}") from None
        if len(set(hand)) != 6:
            raise _bad_hand(hand, "distinct")
        return evaluate6(hand)
    if n < 5:
        raise ValueError(f"need at least five cards, got {n}")
    hand = _masked(cards)
    return max(evaluate5(five) for five in itertools.combinations(hand, 5))


def evaluate_batch(cards: npt.ArrayLike) -> npt.NDArray[np.uint16]:
    """Strengths of an integer array of hands, shape ``(n, 5)``, ``(n, 6)`` or ``(n, 7)``.

    See :func:`parlour.hands.batch.evaluate_batch` (NumPy is imported on first use).

    >>> evaluate_batch([parse_cards("AS KS QS JS TS")]).tolist()
    [7462]
    """
    from parlour.hands.batch import evaluate_batch as run

    return run(cards)


def category(strength: int) -> Category:
    """The :class:`Category` of a strength.

    >>> category(1), category(MAX_STRENGTH)
    (<Category.HIGH_CARD: 0>, <Category.STRAIGHT_FLUSH: 8>)
    """
    if not 1 <= strength <= MAX_STRENGTH:
        raise ValueError(f"strength must be 1..{MAX_STRENGTH}, got {strength}")
    return _CATEGORY_OF[strength]


def is_royal(strength: int) -> bool:
    """True for a royal flush (the ace-high straight flush)."""
    return strength == MAX_STRENGTH


_RANK_NAMES = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
               "jack", "queen", "king", "ace")
_RANK_PLURALS = ("twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines",
                 "tens", "jacks", "queens", "kings", "aces")
_RANK_LETTERS = "23456789TJQKA"


def ranks_of(strength: int) -> tuple[int, ...]:
    """The ranks (1 = ace .. 13 = king) that define a strength, most significant first.

    Straights give their top card (5 for the wheel); full houses (trips, pair); two pair
    (high pair, low pair, kicker); and so on.

    >>> ranks_of(evaluate5(parse_cards("KS KH 7D 7C KC")))
    (13, 7)
    """
    category(strength)
    return tuple(1 if r == 12 else r + 2 for r in _t.CLASSES[strength][1])


def describe(strength: int) -> str:
    """A short English description of a strength.

    >>> describe(evaluate5(parse_cards("AH KH QH JH TH")))
    'Royal flush'
    >>> describe(evaluate5(parse_cards("9C 9D 4H 4S 2C")))
    'Two pair, nines and fours, two kicker'
    >>> describe(evaluate5(parse_cards("AS KD 9H 7C 3C")))
    'High card, A-K-9-7-3'
    """
    text = _DESCRIBED.get(strength)
    if text is None:
        text = _DESCRIBED[strength] = _describe(strength)
    return text


_DESCRIBED: dict[int, str] = {}
"""Descriptions already written (7,462 strengths at most)."""


def _describe(strength: int) -> str:
    cat = category(strength)
    r = _t.CLASSES[strength][1]
    name, plural = _RANK_NAMES, _RANK_PLURALS
    letters = "-".join(_RANK_LETTERS[x] for x in r)
    if cat is Category.STRAIGHT_FLUSH:
        return "Royal flush" if r[0] == 12 else f"Straight flush, {name[r[0]]} high"
    if cat is Category.FOUR_OF_A_KIND:
        return f"Four of a kind, {plural[r[0]]}, {name[r[1]]} kicker"
    if cat is Category.FULL_HOUSE:
        return f"Full house, {plural[r[0]]} over {plural[r[1]]}"
    if cat is Category.FLUSH:
        return f"Flush, {letters}"
    if cat is Category.STRAIGHT:
        return f"Straight, {name[r[0]]} high"
    if cat is Category.THREE_OF_A_KIND:
        return f"Three of a kind, {plural[r[0]]}, kickers {letters[2:]}"
    if cat is Category.TWO_PAIR:
        return f"Two pair, {plural[r[0]]} and {plural[r[1]]}, {name[r[2]]} kicker"
    if cat is Category.PAIR:
        return f"Pair of {plural[r[0]]}, kickers {letters[2:]}"
    return f"High card, {letters}"


def parse_cards(text: str) -> list[int]:
    """Cards from text such as ``"AS KD 10h 2c"`` (rank ``A 2-9 T/10 J Q K``, suit ``C D H S``).

    A small helper for tests and doctests; the engine's own parser is
    ``parlour.cards.Card.parse``.

    >>> parse_cards("AC 2D TH KS")
    [1, 18, 42, 61]
    """
    out = []
    for tok in text.split():
        rank_text, suit_text = tok[:-1].upper(), tok[-1].upper()
        rank = {"A": 1, "T": 10, "J": 11, "Q": 12, "K": 13}.get(rank_text)
        if rank is None and rank_text.isdigit() and 2 <= int(rank_text) <= 10:
            rank = int(rank_text)
        if rank is None or suit_text not in "CDHS" or not suit_text:
            raise ValueError(f"not a card: {tok!r}")
        out.append(("CDHS".index(suit_text) << 4) | rank)
    return out
