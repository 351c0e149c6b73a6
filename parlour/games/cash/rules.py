"""Cash (Kemps, Kent) rule data: options (seed values as defaults), the gesture palette,
partnerships and prebuilt actions."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Literal

from parlour.cards import CARD_BY_TEXT, Card
from parlour.engine.actions import Action
from parlour.engine.options import RealtimeOptions, opt

HAND = 4
"""Cards in each hand and on the board."""

GESTURES = (
    "taps the table with their cards", "takes a drink", "straightens their cards",
    "leans back", "drums their fingers", "says \"nice weather today\"",
    "says \"hmm, interesting\"", "hums a tune",
)
"""Each seat's palette of innocuous table gestures and chat phrases, broadcast to all."""

WORDS = {"cash": "CASH", "kemps": "KEMPS", "kent": "KENT"}


@dataclasses.dataclass(frozen=True)
class CashOptions(RealtimeOptions):
    """Cash's numbers and rulings, seed values as defaults."""

    name: Literal["cash", "kemps", "kent"] = opt(
        "cash", "the game's name: sets the call word and the letters word (RULINGS 7)")
    letters: bool = opt(False, "letters mode: the losing partnership takes a letter of the "
                               "name; the first to spell it loses the match")
    countdown: int = opt(3000, "ms of the \"3...2...1...GO!\" before each board flip",
                         min=0, max=10000)
    idle_ms: int = opt(10000, "ms without a swap after which nobody wants the board "
                              "(RULINGS 7: all ready, or a timeout; 0 = only all ready)",
                       min=0, max=120000)


def partner(seat: int, players: int) -> int:
    """The partner sits opposite: never adjacent with four or more players."""
    return (seat + players // 2) % players


def team(seat: int, players: int) -> int:
    """The partnership of ``seat``: 0 .. players/2 - 1."""
    return seat % (players // 2)


def four_of_a_kind(cards: Sequence[int]) -> bool:
    return len(cards) == HAND and len({c & 15 for c in cards}) == 1


CASH = Action("cash")
DONE = Action("done")
DEAL = Action("deal")
AGREE = [Action("agree", signal=i) for i in range(len(GESTURES))]
GESTURE = [Action("gesture", sign=i) for i in range(len(GESTURES))]


def card_of(text: object) -> Card | None:
    """The card an action's card parameter names, or ``None``."""
    return CARD_BY_TEXT.get(text) if isinstance(text, str) else None
