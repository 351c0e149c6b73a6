"""Matches across many face-up piles, covered card by card (California Speed,
Aggravation): which piles show a matched rank, and which are still to be covered.

A *match* is every pile whose top card's rank shows on another pile's top (pairs, threes,
fours). Once spotted, every pile of it must be covered, one card at a time, by any
player: a pile stays *to cover* until a card lands on it, even after its partners were
covered (so one match may be covered partly by each player), and a cover that makes a
new match marks that one too.

>>> from parlour.cards import parse_cards
>>> marks = CoverMarks()
>>> marks.update(parse_cards(["7C", "3C", "7H", "9D"]))
{0, 2}
>>> marks.cover(0); marks.update(parse_cards(["KS", "3C", "7H", "9D"]))
{2}
>>> marks.cover(2); marks.update(parse_cards(["KS", "3C", "3H", "9D"]))
{1, 2}
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence


def matched(tops: Sequence[int | None]) -> set[int]:
    """The piles (indexes) whose top card's rank shows on at least one other pile
    (``None``: an empty place)."""
    by_rank: dict[int, list[int]] = {}
    for i, c in enumerate(tops):
        if c is not None:
            by_rank.setdefault(c & 15, []).append(i)
    return {i for piles in by_rank.values() if len(piles) > 1 for i in piles}


@dataclasses.dataclass
class CoverMarks:
    """The piles still to cover. Call :meth:`update` with the tops after every change and
    :meth:`cover` when a card lands on a pile."""

    marked: set[int] = dataclasses.field(default_factory=set)

    def copy(self) -> CoverMarks:
        return CoverMarks(set(self.marked))

    def update(self, tops: Sequence[int | None], extra: set[int] | None = None) -> set[int]:
        """Mark every pile of every match now showing (and ``extra`` piles a variant
        adds); returns the piles to cover."""
        self.marked |= matched(tops)
        if extra:
            self.marked |= extra
        return self.marked

    def cover(self, pile: int) -> None:
        self.marked.discard(pile)

    def clear(self) -> None:
        self.marked.clear()

    def __contains__(self, pile: int) -> bool:
        return pile in self.marked

    def __bool__(self) -> bool:
        return bool(self.marked)

    def sorted(self) -> list[int]:
        return sorted(self.marked)
