"""Slap patterns: which run of cards on top of a central pile may be slapped.

Shared by the slapping games (Egyptian Ratscrew, and available to Snap and Slapjack).
A game passes the *live* cards of its pile, bottom first and top last (dead cards left
out by the game), and a :class:`SlapRules` saying which patterns count; the functions
here name the pattern the top of the pile shows, if any. Suits never matter; a joker
has rank 0 and belongs to no pair, sandwich or sequence. :func:`pile_pattern` does the
same for a whole pile whose dead cards (out of turn, burnt) are flagged.

>>> from parlour.cards import parse_cards
>>> slap_pattern(parse_cards(["3C", "7H", "7S"]), SlapRules())
'pair'
>>> slap_pattern(parse_cards(["7H", "4S", "7D"]), SlapRules(sandwich=True))
'sandwich'
>>> slap_pattern(parse_cards(["QH", "KS", "AD"]), SlapRules(sequence=3))
'sequence'
>>> slap_pattern(parse_cards(["KH", "AS", "2D"]), SlapRules(sequence=3)) is None
True
>>> pile_pattern(parse_cards(["7H", "KS", "7D"]), [False, True, False], SlapRules())
'pair'
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

PATTERNS = ("joker", "top_rank", "pair", "sandwich", "sequence")
"""Every pattern name :func:`slap_pattern` may return, in the order it checks them."""


@dataclasses.dataclass(frozen=True)
class SlapRules:
    """Which patterns may be slapped.

    ``pair``: the two top cards have the same rank. ``sandwich``: the top card and the
    third from the top have the same rank with another rank between (7-4-7).
    ``sequence``: the top ``sequence`` cards (0 = off, else at least 3) have
    consecutive ranks ascending or descending, the ace high or low but never both
    (Q-K-A and A-2-3, not K-A-2). ``joker``: a joker on top. ``top_rank``: a card of
    that rank on top (Slapjack's jack), 0 = off.
    """

    pair: bool = True
    sandwich: bool = False
    sequence: int = 0
    joker: bool = False
    top_rank: int = 0


def _rank(card: int) -> int:
    return card & 15


def _is_joker(card: int) -> bool:
    return (card >> 4) & 7 == 4


def is_pair(cards: Sequence[int]) -> bool:
    """The two top cards (top last) have the same rank (jokers excluded)."""
    return (len(cards) >= 2 and not _is_joker(cards[-1]) and not _is_joker(cards[-2])
            and _rank(cards[-1]) == _rank(cards[-2]))


def is_sandwich(cards: Sequence[int]) -> bool:
    """Top and third from top share a rank, with a card of another rank between."""
    if len(cards) < 3 or any(_is_joker(c) for c in cards[-3:]):
        return False
    return _rank(cards[-1]) == _rank(cards[-3]) != _rank(cards[-2])


def is_sequence(cards: Sequence[int], length: int = 3) -> bool:
    """The top ``length`` cards have consecutive ranks, ascending or descending, the
    ace counted high or low (no wrap: K-A-2 is not a sequence)."""
    if length < 3 or len(cards) < length:
        return False
    top = cards[-length:]
    if any(_is_joker(c) for c in top):
        return False
    for ace in (1, 14):
        vals = [ace if _rank(c) == 1 else _rank(c) for c in top]
        steps = {b - a for a, b in zip(vals, vals[1:], strict=False)}
        if steps in ({1}, {-1}):
            return True
    return False


def slap_pattern(cards: Sequence[int], rules: SlapRules) -> str | None:
    """The name of the pattern the top of ``cards`` (live cards, top last) shows under
    ``rules``, or ``None`` when a slap there would be false."""
    if not cards:
        return None
    top = cards[-1]
    if rules.joker and _is_joker(top):
        return "joker"
    if rules.top_rank and not _is_joker(top) and _rank(top) == rules.top_rank:
        return "top_rank"
    if rules.pair and is_pair(cards):
        return "pair"
    if rules.sandwich and is_sandwich(cards):
        return "sandwich"
    if rules.sequence and is_sequence(cards, rules.sequence):
        return "sequence"
    return None


def cards_needed(rules: SlapRules) -> int:
    """How many top live cards :func:`slap_pattern` may look at under ``rules``."""
    return max(2 if rules.pair else 1, 3 if rules.sandwich else 1, rules.sequence)


def live_top(cards: Sequence[int | None], dead: Sequence[bool], count: int) -> list[int]:
    """The top ``count`` live cards of a pile (fewer if it has fewer), bottom first:
    cards flagged ``dead`` (played out of turn, burnt) and empty places are skipped."""
    top: list[int] = []
    for i in range(len(cards) - 1, -1, -1):
        c = cards[i]
        if not dead[i] and c is not None:
            top.append(c)
            if len(top) == count:
                break
    top.reverse()
    return top


def pile_pattern(cards: Sequence[int | None], dead: Sequence[bool], rules: SlapRules) -> str | None:
    """:func:`slap_pattern` of a pile (bottom first, ``dead[i]`` flagging dead cards):
    the pattern its live top shows, or ``None`` when a slap there would be false."""
    return slap_pattern(live_top(cards, dead, cards_needed(rules)), rules)
