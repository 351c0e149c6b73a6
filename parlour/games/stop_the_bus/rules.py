"""Stop the Bus rule data: options (seed values as defaults), the pack, prebuilt actions
and the Brag strength of a hand under the table's order."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Literal

from parlour.cards import CARD_BY_TEXT, Card, deck52
from parlour.engine.actions import Action
from parlour.engine.options import opt
from parlour.hands import brag

PACK = tuple(deck52())
""""a standard 52-card deck"."""
HAND = 3
"""Cards per hand and in the centre ("deal three cards to each player", "three face-up
cards to the center")."""


@dataclasses.dataclass(frozen=True)
class StopTheBusOptions:
    """Stop the Bus's numbers and rulings, seed values as defaults."""

    tokens: int = opt(3, "tokens each player starts with (the seed: \"an equal number\"; "
                         "three, as Schwimmen's text suggests for its chips)", min=1, max=20)
    dealer: int = opt(0, "the first dealer (the deal then passes left among those still in)",
                      min=0, max=5)
    swap_three: bool = opt(False, "a turn may also exchange all three cards with the centre "
                                  "(RULINGS 2, variant swap1or3; the seed allows one)")
    brag_order: Literal["brag", "poker"] = opt(
        "brag", "hand order: brag (3-3-3 top prial, A-2-3 top run) or poker (A-A-A, A-K-Q)")
    call: Literal["after-exchange", "instead"] = opt(
        "after-exchange", "the caller completes their exchange, then calls (RULINGS 2), or "
                          "calls instead of exchanging")


def hand_strength(cards: Sequence[int], options: StopTheBusOptions) -> int:
    """The Brag strength of a three-card hand in the table's order."""
    return brag.strength(cards, options.brag_order)


EXCHANGE3 = {call: Action("exchange3", call=call) for call in (False, True)}
CALL = Action("call")
DEAL = Action("deal")


def card_of(text: object) -> Card | None:
    """The card an action's card parameter names (normalised to ``"TH"``), or ``None``."""
    return CARD_BY_TEXT.get(text) if isinstance(text, str) else None
