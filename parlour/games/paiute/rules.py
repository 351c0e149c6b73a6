"""Paiute rule data: options (seed values as defaults), the pack, prebuilt actions and
the combination a hand makes under the table's wild rank."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from parlour.cards import CARD_BY_TEXT, CARD_TEXT, Card, deck52
from parlour.engine.actions import Action
from parlour.engine.options import opt
from parlour.hands import wild as combos

PACK = tuple(deck52())
""""one standard 52-card deck"."""
HAND = 5
SOURCES = ("stock", "discard")


@dataclasses.dataclass(frozen=True)
class PaiuteOptions:
    """Paiute's numbers and rulings, seed values as defaults."""

    dealer: int = opt(0, "the dealing seat; the dealer always plays last in each round", min=0, max=4)
    strict_five: bool = opt(False, "five of a kind needs four natural cards and one wild "
                                   "(variant strict-five, RULINGS 5)")
    equal_may_call: bool = opt(False, "a later call may equal (not only beat) the best call so "
                                      "far; equal best calls share the win (variant "
                                      "equal-may-call, RULINGS 5)")
    max_rounds: int = opt(50, "rounds after which a hand nobody has called ends with no winner "
                               "(P4: the text has no end without a call)", min=1)


def value(cards: Sequence[int], wild: int, options: PaiuteOptions) -> combos.Value | None:
    """The winning combination ``cards`` (five or six) make, or ``None``."""
    return combos.combination(cards, wild, strict_five=options.strict_five)


DRAW = {s: Action("draw", source=s) for s in SOURCES}
DISCARD = {c: Action("discard", card=CARD_TEXT[c]) for c in PACK}
CALL = {c: Action("call", card=CARD_TEXT[c]) for c in PACK}
CALL6 = Action("call6")


def card_of(text: object) -> Card | None:
    """The card an action's card parameter names (normalised to ``"TH"``), or ``None``."""
    return CARD_BY_TEXT.get(text) if isinstance(text, str) else None
