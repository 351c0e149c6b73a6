"""How Chinese Poker is shown: each seat's hand and its three rows (front, middle, back),
face down to the others until the reveal; units won or paid on each seat's panel."""

from __future__ import annotations

from parlour.engine.present import Control, Field, Presentation, ResultShow, ZoneShow

PRESENTATION = Presentation(
    fields=(
        Field("foul_check", "Your rows", format="text"),
        Field("waiting", "Still setting", format="seats"),
        Field("units", "", place="seat", format="count", unit="unit"),
        Field("naturals", "Natural", place="seat", format="text"),
        Field("set", "Hands set", place="seat", format="yesno"),
        Field("surrendered", "Surrendered", place="seat", format="yesno"),
        Field("phase", place="none"),
    ),
    zones=(
        ZoneShow("hand:{seat}", "Hand", layout="fan"),
        ZoneShow("front:{seat}", "Front", layout="row"),
        ZoneShow("middle:{seat}", "Middle", layout="row"),
        ZoneShow("back:{seat}", "Back", layout="row"),
        ZoneShow("stock", "Deck", layout="hidden", place="center"),
        ZoneShow("aside", "Set aside", layout="stack", place="center"),
    ),
    controls=(Control("place", "card"), Control("take", "card"),
              Control("set", "button", key="Enter", label="Set my hands"),
              Control("declare", "button"), Control("keep", "button"),
              Control("surrender", "menu")),
    result=ResultShow(scores="count", label="Units won or paid", unit="unit"),
)
"""Chinese Poker's presentation (see :mod:`parlour.engine.present`)."""
