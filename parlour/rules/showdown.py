"""Showdown of poker high hands: who wins, places, and how strong a hand is.

Strengths come from :mod:`parlour.hands` (best five of five or more cards, higher is
better, suits never break ties). :func:`poker_showdown` ranks the hands of the seats
still contending; equal best strengths share the win, and equal worst strengths share
the loss (``losers``: the hand that pays a token or a chip in Stop the Bus, Whiskey
Poker's chips mode, Schwimmen). :func:`rank_strengths` does the same for strengths of
any other evaluator (Brag, Schwimmen points). :func:`percentile` tells how a strength
fares against one random five-card hand: the share of the 2,598,960 hands it beats,
counting ties as half (what :mod:`parlour.hands` does not provide; bots use it).

>>> from parlour.hands import parse_cards
>>> s = poker_showdown([parse_cards("AS AD 7C 7D 2H"), parse_cards("KS KD KC 3D 2C")])
>>> s.winners, s.losers, s.placing, s.descriptions[1]
((1,), (0,), (2, 1), 'Three of a kind, kings, kickers 3-2')
>>> round(percentile(s.strengths[1]), 3)
0.989
>>> rank_strengths([31, 24, 24], describe=lambda v: f"{v} points").losers
(1, 2)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Sequence

from parlour.engine.game import placing_from_scores
from parlour.hands import MAX_STRENGTH, Category, best_of, category
from parlour.hands import describe as describe_hand

_HANDS_PER_CLASS = {
    Category.HIGH_CARD: 4 ** 5 - 4, Category.PAIR: 6 * 4 ** 3, Category.TWO_PAIR: 6 * 6 * 4,
    Category.THREE_OF_A_KIND: 4 * 4 * 4, Category.STRAIGHT: 4 ** 5 - 4, Category.FLUSH: 4,
    Category.FULL_HOUSE: 4 * 6, Category.FOUR_OF_A_KIND: 4, Category.STRAIGHT_FLUSH: 4,
}
"""How many five-card hands (suits told apart) fall in one strength class of a category."""
FIVE_CARD_HANDS = 2598960


@dataclasses.dataclass(frozen=True)
class Showdown:
    """The outcome of comparing hands: per seat ``strengths`` (0 for a seat not
    contending) and ``descriptions`` (``""``), the ``winners`` (the best contenders),
    the ``losers`` (the worst contenders; every contender when all tie) and competition
    ``placing`` (1 = best; non-contenders placed after every contender)."""

    strengths: tuple[int, ...]
    descriptions: tuple[str, ...]
    winners: tuple[int, ...]
    placing: tuple[int, ...]
    losers: tuple[int, ...] = ()


def rank_strengths(strengths: Sequence[int], contenders: Iterable[int] | None = None,
                   describe: Callable[[int], str] = describe_hand) -> Showdown:
    """Compare the ``strengths`` (higher is better, every contender's above 0) of the
    contending seats (every seat by default); ``describe`` names a strength (by
    default a poker strength of :mod:`parlour.hands`)."""
    n = len(strengths)
    seats = range(n) if contenders is None else sorted(set(contenders))
    if not seats:
        raise ValueError("a showdown needs at least one contender")
    held = [0] * n
    for s in seats:
        held[s] = strengths[s]
    best = max(held[s] for s in seats)
    worst = min(held[s] for s in seats)
    winners = tuple(s for s in seats if held[s] == best)
    losers = tuple(s for s in seats if held[s] == worst)
    placing = tuple(placing_from_scores(held))
    descriptions = tuple(describe(held[s]) if held[s] else "" for s in range(n))
    return Showdown(tuple(held), descriptions, winners, placing, losers)


def poker_showdown(hands: Sequence[Sequence[int]], contenders: Iterable[int] | None = None) -> Showdown:
    """Rank each contending seat's best five-card hand (every seat by default)."""
    seats = range(len(hands)) if contenders is None else sorted(set(contenders))
    strengths = [0] * len(hands)
    for s in seats:
        strengths[s] = best_of(hands[s])
    return rank_strengths(strengths, seats)


def _percentiles() -> tuple[float, ...]:
    below = 0
    out = [0.0]
    for s in range(1, MAX_STRENGTH + 1):
        size = _HANDS_PER_CLASS[category(s)]
        out.append((below + size / 2) / FIVE_CARD_HANDS)
        below += size
    assert below == FIVE_CARD_HANDS
    return tuple(out)


PERCENTILE: tuple[float, ...] = _percentiles()
"""``PERCENTILE[strength]``: the share of five-card hands that ``strength`` beats (ties
count half); index 0 is unused (0.0)."""


def percentile(strength: int) -> float:
    """The share of random five-card hands ``strength`` beats, ties counting half."""
    return PERCENTILE[strength]
