"""James Bond rule data: options (seed values as defaults), the deal's shape and the
prebuilt actions."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Literal

from parlour.cards import CARD_BY_TEXT, Card, deck52
from parlour.engine.actions import Action
from parlour.engine.options import RealtimeOptions, opt

PACK = tuple(deck52())
PILE = 4
"""Cards per pile ("piles of four")."""
PILES = {2: 6, 3: 4}
""""With two players, give each player six of the piles; with three, ... four piles"."""


@dataclasses.dataclass(frozen=True)
class JamesBondOptions(RealtimeOptions):
    """James Bond's numbers and rulings, seed values as defaults."""

    countdown: int = opt(3000, "ms from the deal to the dealer's signal; nobody may look before "
                               "it (\"not look at them until the game begins\")", min=0, max=10000)
    false_call: Literal["lose", "freeze"] = opt(
        "lose", "a false \"James Bond!\": the caller's piles are shown and they lose (two "
                "players) or are out (three) (RULINGS 3), or are frozen for freeze_ms")
    freeze_ms: int = opt(10000, "how long a false caller is frozen (false_call=freeze)",
                         min=1000, max=60000)
    lock_completed_face_up: bool = opt(False, "a pile put down as four of a kind is turned face "
                                              "up and may not be picked up again (RULINGS 3)")
    time_limit: int = opt(600000, "ms of play after which the most completed piles wins, equal "
                                  "counts drawing (RULINGS 3's optional limit; 0 = none)",
                          min=0, max=3600000)
    assist: bool = opt(False, "house option \"memory aid\": your face-down piles stay shown to "
                              "you (RULINGS conventions, memory games)")


def is_set(cards: Sequence[int]) -> bool:
    """Four cards of one rank."""
    return len(cards) == PILE and len({c & 15 for c in cards}) == 1


PICK = {i: Action("pick", pile=i) for i in range(6)}
PUT = Action("put")
CALL = Action("call")


def card_of(text: object) -> Card | None:
    """The card an action's card parameter names (normalised to ``"TH"``), or ``None``."""
    return CARD_BY_TEXT.get(text) if isinstance(text, str) else None
