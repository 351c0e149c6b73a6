"""Spoons (and Pig) rule data: options (seed values as defaults) and prebuilt actions."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Literal

from parlour.engine.actions import Action
from parlour.engine.options import RealtimeOptions, opt

HAND = 4
"""Cards dealt to each player; a hand never holds more than one more."""


@dataclasses.dataclass(frozen=True)
class SpoonsOptions(RealtimeOptions):
    """Spoons' numbers and rulings, seed values as defaults."""

    pig: bool = opt(False, "Pig: a silent nose touch instead of grabbing a spoon, the hand frozen "
                           "and passed on, the last to touch losing a letter of P-I-G")
    false_grab: Literal["letter", "ignore"] = opt(
        "letter", "a first grab (or nose) without four of a kind: a letter and a redeal "
                  "(RULINGS 17), or refused")
    react_ms: int = opt(3000, "Spoons: ms after the latest grab at which a race still open (two "
                              "or more players without a spoon) is dealt again, no letters (a "
                              "safeguard; Pig has no reaction deadline)", min=500, max=30000)
    hand_limit: int = opt(600000, "ms after which a hand nobody has ended is dealt again, no "
                                  "letters (a safeguard; 0 = none)", min=0, max=3600000)


def four_of_a_kind(cards: Sequence[int]) -> bool:
    """Four cards of one rank (a hand of four)."""
    return len(cards) == HAND and len({c & 15 for c in cards}) == 1


TAKE = Action("take")
PASS = [Action("pass", index=i) for i in range(HAND + 1)]
GRAB = Action("grab")
NOSE = Action("nose")
DEAL = Action("deal")

