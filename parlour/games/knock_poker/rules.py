"""Knock Poker rule data: options (seed values as defaults), the action schema's
parameter kinds and prebuilt actions."""

from __future__ import annotations

import dataclasses

from parlour.cards import CARD_TEXT, Card, card_name, deck52
from parlour.engine.actions import Action
from parlour.engine.options import opt

PACK = tuple(deck52())
"""One 52-card deck ("Knock Poker requires one 52-card deck")."""
BY_NAME: dict[str, Card] = {CARD_TEXT[c]: c for c in PACK}
"""The deck's cards by their short text (``"TH"``)."""
SOURCES = ("stock", "discard")
"""Where a turn's card is drawn from (``draw(source)``), in the order the legal list
offers them."""


@dataclasses.dataclass(frozen=True)
class KnockPokerOptions:
    """Knock Poker's numbers and rulings, seed values as defaults."""

    hand_size: int = opt(5, "cards dealt to each player and held between turns (seed: five); "
                            "hands are ranked by their best five cards", min=5, max=7)
    dealer: int = opt(0, "the dealing seat (a session rotates it); the seat to its left plays "
                         "first", min=0, max=5)
    discard_taken: bool = opt(True, "a card just taken from the discard pile may be discarded "
                                    "again at once (RULINGS 8: not forbidden, allowed)")


DRAW = {source: Action("draw", source=source) for source in SOURCES}
DISCARD = {c: Action("discard", card=CARD_TEXT[c]) for c in PACK}
KNOCK = {c: Action("knock", card=CARD_TEXT[c]) for c in PACK}


def card_named(text: object) -> Card | None:
    """The card of the deck an action's ``card`` parameter names, in any spelling
    :mod:`parlour.cards` reads ("TH", "10H", "10♥"), or ``None``."""
    if not isinstance(text, str):
        return None
    hit = BY_NAME.get(text)
    if hit is None:
        name = card_name(text)
        hit = BY_NAME.get(name) if name is not None else None
    return hit
