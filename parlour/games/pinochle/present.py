"""How two-handed Pinochle is shown: melds face up beside their owner, the stock with the
turned-up card under it, won tricks as face-down piles that are never shown again."""

from __future__ import annotations

from parlour.engine.present import Control, Field, Presentation, ResultShow, ZoneShow

PRESENTATION = Presentation(
    fields=(
        Field("hand", "Hand", format="number"),
        Field("dealer", "Dealer", format="seat"),
        Field("trump", "Trumps"),
        Field("target", "Target", format="number"),
        Field("scores", "Score", place="seat", format="number"),
        Field("meld_points", "Melded this hand", place="seat", format="number"),
        Field("tricks_won", "", place="seat", format="count", unit="trick"),
        Field("phase", place="none"), Field("turn", place="none"),
        Field("melded", place="none"), Field("trick_seats", place="none"),
    ),
    zones=(
        ZoneShow("hand:{seat}", "Hand", layout="fan"),
        ZoneShow("melds:{seat}", "Melds", layout="row"),
        ZoneShow("stock", "Stock", layout="stack", place="center"),
        ZoneShow("upcard", "Turned up", layout="pile", place="center"),
        ZoneShow("trick", "Trick", layout="trick", place="center", seats="trick_seats"),
        ZoneShow("won:{seat}", "Tricks won", layout="stack"),
    ),
    controls=(
        Control("play", "card"), Control("meld", "button"), Control("exchange", "button"),
        Control("draw", "button"), Control("deal", "button"),
    ),
    result=ResultShow(scores="number", label="Points"),
)
"""Pinochle's presentation (see :mod:`parlour.engine.present`)."""
