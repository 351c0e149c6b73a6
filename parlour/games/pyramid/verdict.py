"""Why a Pyramid position can never be cleared, in words a player understands.

The solver's strongest prune is also the commonest reason a deal is lost from the
start: a pyramid card whose every possible partner lies over it or under it (and none
is left in the stock) can never be discarded, since two cards where one covers the
other are never both uncovered. The apex needs a partner from the stock: when all four
cards of its partner's rank are in the pyramid, the deal is lost before the first move.

>>> import parlour
>>> from parlour.games.pyramid.solver import SolveRules, position_of
>>> g = parlour.new_game("pyramid", 1, seed=7)
>>> pyr, seq, p, _, _ = position_of(g)
>>> import textwrap
>>> print(textwrap.fill(why_unclearable(pyr, seq, p, SolveRules()) or "", 80))
the 4♥ at the top of the pyramid can only be discarded with a 9, but no 9 is in
the stock and the 9♣, 9♠, 9♥ and 9♦ all cover it, so it and a 9 are never both
uncovered
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from parlour.cards import Card
from parlour.games.pyramid.layout import geometry, never_paired
from parlour.games.pyramid.rules import TOTAL, value
from parlour.words import article

RANK_WORDS = {1: "ace", 11: "jack", 12: "queen", 13: "king"}


def rank_word(rank: int) -> str:
    """``ace``, ``2`` ... ``10``, ``jack``, ``queen``, ``king``."""
    return RANK_WORDS.get(rank, str(rank))


def _a(word: str) -> str:
    return article(word)


def _card(card: int) -> str:
    """A card as a player reads it: ``9♣``."""
    return Card(card).pretty()


def _names(cards: list[str]) -> str:
    """``the 9♣``, ``the 9♣ and 9♠``, ``the 9♣, 9♠ and 9♦``."""
    return "the " + (cards[0] if len(cards) == 1 else ", ".join(cards[:-1]) + " and " + cards[-1])


def why_unclearable(pyr: list[int | None], seq: list[int], p: int, rules: Any) -> str | None:
    """The first pyramid card (from the top) that can never be discarded, said in
    words, or ``None`` when no single card explains a loss. ``pyr`` holds the pyramid
    (``None`` for removed slots), ``seq`` the cards of the stock and waste, ``p`` how
    many of them are turned (see :func:`parlour.games.pyramid.solver.position_of`);
    ``rules`` has the options ``rows`` and ``tuts_tomb_quirk``."""
    geo = geometry(rules.rows)
    quirk = bool(rules.tuts_tomb_quirk)
    block = never_paired(geo, quirk)
    outside = Counter(value(c) for c in seq)
    where = "in the stock" if p == 0 else "in the stock or the waste"
    for i, card in enumerate(pyr):
        if card is None or value(card) == TOTAL:
            continue
        want = TOTAL - value(card)
        if outside[want]:
            continue
        partners = [(j, c) for j, c in enumerate(pyr) if c is not None and value(c) == want]
        if any(not block[i] >> j & 1 for j, _ in partners):
            continue
        name, word = _card(card), rank_word(want)
        place = ("at the top of the pyramid" if i == 0
                 else f"in row {geo.row_of[i] + 1} of the pyramid")
        head = f"the {name} {place} can only be discarded with {_a(word)}, but no {word} is {where}"
        if not partners:
            return f"{head} and every {word} is already discarded"
        over = [_card(c) for j, c in partners if geo.below[i] >> j & 1]
        under = [_card(c) for j, c in partners if geo.above[i] >> j & 1]
        verb = "covers" if len(over) == 1 else "cover" if len(over) == 2 else "all cover"
        if over and under:
            where_they_are = (f"every {word} in the pyramid lies over or under it ({_names(over)} "
                              f"{verb} it; it covers {_names(under)})")
        elif over:
            where_they_are = f"{_names(over)} {verb} it"
        else:
            where_they_are = f"it covers {_names(under)}"
        direct = " (none directly, which the Tut's Tomb rule would allow)" if quirk else ""
        return f"{head} and {where_they_are}{direct}, so it and {_a(word)} are never both uncovered"
    return None
