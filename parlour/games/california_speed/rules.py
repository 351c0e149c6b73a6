"""California Speed's options, variants, the match rule and the presentation.

The rules and rulings are documented in :mod:`parlour.games.california_speed`.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from parlour.engine.options import RealtimeOptions, opt
from parlour.engine.present import Control, Field, Presentation, ResultShow, ZoneShow
from parlour.rules.claims import DEFAULT_COUNTDOWN
from parlour.rules.covering import matched

__all__ = ["PRESENTATION", "SLOTS", "VARIANTS", "CaliforniaOptions", "matched", "side_of"]

SLOTS = 8
"""Eight piles: 0-3 in front of seat 0, 4-7 in front of seat 1."""


@dataclasses.dataclass(frozen=True)
class CaliforniaOptions(RealtimeOptions):
    """Every number is an option with the text's value as default."""

    doubles: bool = opt(False, "a pile whose top two cards have the same rank may be covered too "
                               "(RULINGS 11: house rule, variant california-speed:doubles)")
    countdown: int = opt(DEFAULT_COUNTDOWN, "ms of the count of three before each deal",
                         min=0, max=10000)
    deal_cards: int = opt(0, "deal only this many cards in all, the rest set aside unseen "
                             "(0 = the whole pack; constructed positions)", min=0, max=52)
    max_deals: int = opt(500, "safeguard: after this many deals the fewer cards left wins",
                         min=1)


VARIANTS: dict[str, tuple[str, dict[str, Any]]] = {
    "standard": ("The text's game: cover pairs, threes and fours of a kind", {}),
    "doubles": ("A pile whose top two cards match may be covered as well", {"doubles": True}),
}


def side_of(slot: int) -> int:
    """The seat in front of whom pile ``slot`` lies."""
    return 0 if slot < SLOTS // 2 else 1


PRESENTATION = Presentation(
    fields=(Field("countdown", "Deal in", format="countdown"),
            Field("ready", "Ready", place="seat", format="yesno"),
            Field("cards", "Pack", place="seat", format="count", unit="card"),
            Field("to_cover", "Piles to cover", format="text"),
            Field("deals", "Deals", format="number"),
            Field("phase", place="none")),
    zones=(ZoneShow("pack:{seat}", "Pack", layout="stack"),
           ZoneShow("pile:{seat}", "Pile", layout="pile", place="center"),
           ZoneShow("unused", "Set aside", layout="hidden", place="center")),
    controls=(Control("cover", "card", key="Space", label="Cover"),
              Control("ready", "button", key="Enter", label="Ready: count to three")),
    result=ResultShow(scores="count", label="Cards left", unit="card"))
"""How California Speed is shown: click a pile to cover it (Space covers the first pile to
cover); Enter says ready for the count of three before each deal."""
