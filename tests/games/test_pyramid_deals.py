"""Stacked Pyramid deals shared by the Pyramid tests (helpers, no tests of its own): a base
pyramid with no pair or king uncovered."""

from __future__ import annotations

from typing import Any

import parlour

UPPER = ["2D", "3D", "4D", "5D", "6D", "7C", "8C", "9C", "TC", "JC", "QC", "KC", "7D", "8D",
         "9D", "TD", "JD", "QD", "KD", "AH", "2H"]
BOTTOM = ["AC", "2C", "3C", "4C", "5C", "6C", "AD"]
"""The seventh row: no two total 13 and no king, so nothing is removable at first."""
BASE = UPPER + BOTTOM


def deal(changes: dict[int, str] | None = None, stock: list[str] | None = None, *,
         variant: str | None = None, **options: Any) -> parlour.Game:
    """A game whose pyramid is ``BASE`` with ``changes`` (slot -> card; a card already in
    the pyramid trades places) and whose stock starts with ``stock`` (top first)."""
    cards = list(BASE)
    for slot, name in (changes or {}).items():
        old = cards[slot]
        if name in cards:
            cards[cards.index(name)] = old
        cards[slot] = name
    return parlour.new_game("pyramid", 1, variant=variant, seed=0, options=options or None,
                            deck=cards + list(stock or []))


def act(g: parlour.Game, type: str, *cards: str) -> list[dict[str, Any]]:
    """Apply an action of seat 0; return seat 0's copies of the events."""
    a = parlour.Action(type, cards=list(cards)) if cards else parlour.Action(type)
    return [e.for_seat(0) for e in g.apply(0, a)]


def removals(g: parlour.Game) -> list[list[str]]:
    return [list(a.cards) for a in g.legal_actions(0) if a.type == "remove"]


def zone(g: parlour.Game, zid: str) -> dict[str, Any]:
    return next(z for z in g.view(0)["zones"] if z["id"] == zid)
