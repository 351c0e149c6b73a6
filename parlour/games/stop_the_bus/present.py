"""How Stop the Bus is shown: the three centre cards in the middle, hands at the seats,
tokens on each seat's panel, the last showdown on the table."""

from __future__ import annotations

from parlour.engine.present import Control, Field, Presentation, ResultShow, ZoneShow

PRESENTATION = Presentation(
    fields=(
        Field("tokens", "Tokens", place="seat", format="count", unit="token"),
        Field("out", "Out", place="seat", format="yesno"),
        Field("your_hand", "Your hand"),
        Field("caller", "Stopped the bus", format="seat"),
        Field("dealer", "Dealer", format="seat"),
        Field("hand", "Hand", format="number"),
        Field("turn", place="none"),          # the prompt and the actors say whose turn
        Field("phase", place="none"),
        Field("last_showdown", place="none"),  # told by the showdown event's sentence
    ),
    zones=(
        ZoneShow("centre", "Centre", layout="row", place="center"),
        ZoneShow("stub", "Stub (not used)", layout="hidden", place="center"),
        ZoneShow("hand:{seat}", "Hand", layout="fan"),
    ),
    controls=(
        Control("exchange", "card"),
        Control("exchange3", "button", label="Exchange all three"),
        Control("call", "button", label="Stop the bus!"),
        Control("deal", "button", label="Deal"),
    ),
    result=ResultShow(scores="count", label="Tokens", unit="token"),
)
"""Stop the Bus's presentation (see :mod:`parlour.engine.present`)."""
