"""How Paiute is shown: the wild card beside the stock, the discard pile, hands at the
seats (a caller's face up), the calls on the table."""

from __future__ import annotations

from parlour.engine.present import Control, Field, Presentation, ResultShow, ZoneShow

PRESENTATION = Presentation(
    fields=(
        Field("wild", "Wild"),
        Field("your_combination", "Your combination"),
        Field("calls", "Calls"),
        Field("last_round", "Last round", format="yesno"),
        Field("dealer", "Dealer", format="seat"),
        Field("round", "Round", format="number"),
        Field("taken", place="none"),  # the discard rule is in the refusal and the labels
        Field("turn", place="none"),
        Field("phase", place="none"),
    ),
    zones=(
        ZoneShow("wild", "Wild card (out of play)", layout="pile", place="center"),
        ZoneShow("stock", "Stock", layout="stack", place="center"),
        ZoneShow("discard", "Discard pile", layout="pile", place="center"),
        ZoneShow("hand:{seat}", "Hand", layout="fan"),
    ),
    controls=(
        Control("draw", "card"),
        Control("discard", "card"),
        Control("call", "card"),
        Control("call6", "button", label="Call with all six"),
    ),
    result=ResultShow(scores="none", label="Combination",
                      details=(Field("called", "Called", place="seat", format="text"),)),
)
"""Paiute's presentation (see :mod:`parlour.engine.present`)."""
