"""Knock Poker rule data: options (seed values as defaults) and prebuilt actions."""

from __future__ import annotations

import dataclasses

from parlour.cards import Card, deck52
from parlour.engine.actions import Action

PACK = tuple(deck52())
"""One 52-card deck ("Knock Poker requires one 52-card deck")."""
NAMES: dict[int, str] = {c: str(c) for c in PACK}
"""Card texts by card (``str(card)`` is slow in hot paths)."""
BY_NAME: dict[str, Card] = {str(c): c for c in PACK}


@dataclasses.dataclass(frozen=True)
class KnockPokerOptions:
    """Knock Poker's numbers and rulings, seed values as defaults."""

    hand_size: int = dataclasses.field(default=5, metadata={
        "min": 5, "max": 7,
        "help": "cards dealt to each player and held between turns (seed: five); "
                "hands are ranked by their best five cards"})
    dealer: int = dataclasses.field(default=0, metadata={
        "min": 0, "max": 5,
        "help": "the dealing seat (a session rotates it); the seat to its left plays first"})
    discard_taken: bool = dataclasses.field(default=True, metadata={
        "help": "a card just taken from the discard pile may be discarded again at once "
                "(RULINGS 8: not forbidden, allowed)"})


DRAW_STOCK = Action("draw", source="stock")
DRAW_DISCARD = Action("draw", source="discard")
DISCARD = {c: Action("discard", card=NAMES[c]) for c in PACK}
KNOCK = {c: Action("knock", card=NAMES[c]) for c in PACK}


def card_named(text: object) -> Card | None:
    """The card an action's ``card`` parameter names ("7H", "TH", "10♥"), or ``None``."""
    if not isinstance(text, str):
        return None
    hit = BY_NAME.get(text)
    if hit is not None:
        return hit
    try:
        c = Card.parse(text)
    except ValueError:
        return None
    return c if c in NAMES else None
