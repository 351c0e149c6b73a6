"""How Knock Poker is shown: hands fanned, stock and discard in the middle, your poker
hand in words; the result names each hand, never an internal rank."""

from __future__ import annotations

from parlour.engine.present import Control, Field, Presentation, ResultShow, ZoneShow

PRESENTATION = Presentation(
    fields=(
        Field("your_hand", "Your hand", format="text"),
        Field("dealer", "Dealer", format="seat"),
        Field("knocker", "Knocked", format="seat"),
        Field("last_round", "Last round", format="yesno"),
        Field("hands", "Hand", place="seat", format="text"),
        Field("phase", place="none"),
        Field("turn", place="none"),
        Field("first", place="none"),
        Field("turn_number", place="none"),
        Field("still_to_play", place="none"),
        Field("taken", place="none"),
    ),
    zones=(
        ZoneShow("stock", "Stock", layout="stack", place="center"),
        ZoneShow("discard", "Discard", layout="pile", place="center"),
        ZoneShow("hand:{seat}", "Hand", layout="fan"),
    ),
    controls=(Control("draw", "card"), Control("discard", "card"), Control("knock", "card")),
    result=ResultShow(scores="none",
                      details=(Field("hands", "Hand", place="seat", format="text"),)),
)
"""Knock Poker's presentation (see :mod:`parlour.engine.present`)."""
