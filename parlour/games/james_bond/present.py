"""How James Bond is shown: the four centre cards, each player's face-down piles (rows of
four, never shown to anyone, their owner included, unless the memory aid is on) and the
pile in hand."""

from __future__ import annotations

from parlour.engine.present import Control, Field, Presentation, ResultShow, ZoneShow

PRESENTATION = Presentation(
    fields=(
        Field("holding", "Holding pile", place="seat", format="number"),
        Field("out", "Out", place="seat", format="yesno"),
        Field("locked", "Face-up piles", place="seat", format="count", unit="pile"),
        Field("frozen_until", place="none"),  # the prompt says who is frozen
        Field("start", place="none"),
        Field("phase", place="none"),
    ),
    zones=(
        ZoneShow("centre", "Centre", layout="row", place="center"),
        ZoneShow("piles:{seat}", "Piles", layout="grid", columns=4),
        ZoneShow("held:{seat}", "In hand", layout="fan"),
    ),
    controls=(
        Control("pick", "card"),
        Control("put", "button", key="Space", label="Put down"),
        Control("swap", "card"),
        Control("call", "claim", key="B", label="James Bond!"),
    ),
    result=ResultShow(scores="count", label="Complete piles", unit="pile"),
)
"""James Bond's presentation (see :mod:`parlour.engine.present`)."""
