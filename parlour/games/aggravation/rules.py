"""Aggravation's options, variants and presentation.

The rules and rulings are documented in :mod:`parlour.games.aggravation`.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from parlour.engine.options import RealtimeOptions, opt
from parlour.engine.present import Control, Field, Presentation, ResultShow, ZoneShow
from parlour.rules.claims import SERIALS

ROW = 26
"""Places in each player's row: at most their half of the pack."""


@dataclasses.dataclass(frozen=True)
class AggravationOptions(RealtimeOptions):
    """Every number is an option with the text's value as default."""

    countdown: int = opt(1500, "ms of the count before each simultaneous flip", min=0, max=10000)
    deal_cards: int = opt(0, "deal only this many cards in all, the rest set aside unseen "
                             "(0 = the whole pack; constructed positions)", min=0, max=52)
    max_moves: int = opt(2000, "safeguard: flips and covers after which the game is a draw",
                         min=10)


VARIANTS: dict[str, tuple[str, dict[str, Any]]] = {
    "standard": ("The text's game", {}),
}

PILES = 2 * ROW
SEEN = SERIALS


PRESENTATION = Presentation(
    fields=(Field("countdown", "Flip in", format="countdown"),
            Field("ready", "Ready", place="seat", format="yesno"),
            Field("cards", place="none"),  # the pack's own count says it
            Field("to_cover", place="none"),  # the tops to cover glow on the table
            Field("solo", "Flipping alone", format="seat"),
            Field("barred", "No claim on this match", place="seat", format="yesno"),
            Field("phase", place="none"), Field("seen", place="none")),
    zones=(ZoneShow("pack:{seat}", "Pack", layout="stack"),
           ZoneShow("row:{seat}", "Row", layout="row", place="center"),
           ZoneShow("covered", "Covered", layout="hidden", place="center"),
           ZoneShow("unused", "Set aside", layout="hidden", place="center")),
    controls=(Control("cover", "card", key="Space", label="Cover"),
              Control("ready", "button", key="Enter", label="Ready: count to three"),
              Control("flip", "button", key="F", label="Turn up"),
              Control("aggravation", "claim", key="G", label="Aggravation!")),
    result=ResultShow(scores="count", label="Cards left", unit="card"))
"""Fixed keys: Space covers the first pile to cover (or click a pile), Enter says ready,
F turns up a card when flipping alone, G calls "Aggravation!"."""
