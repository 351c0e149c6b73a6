"""How Schwimmen is shown: the board of three in the middle, hands at the seats, chips and
swimming on each seat's panel."""

from __future__ import annotations

from parlour.engine.present import Control, Field, Presentation, ResultShow, ZoneShow

PRESENTATION = Presentation(
    fields=(
        Field("chips", "Chips", place="seat", format="chips"),
        Field("swimming", "Swimming", place="seat", format="yesno"),
        Field("out", "Out", place="seat", format="yesno"),
        Field("your_points", "Your hand"),
        Field("closer", "Closed by", format="seat"),
        Field("dealer", "Dealer", format="seat"),
        Field("hand", "Hand", format="number"),
        Field("passes", "Passes in a row", format="number"),
        Field("turn", place="none"),
        Field("phase", place="none"),
        Field("last_showdown", place="none"),  # told by the showdown event's sentence
    ),
    zones=(
        ZoneShow("centre", "Board", layout="row", place="center"),
        ZoneShow("stock", "Stock", layout="stack", place="center"),
        ZoneShow("dead", "Discarded boards", layout="stack", place="center"),
        ZoneShow("hand:{seat}", "Hand", layout="fan"),
    ),
    controls=(
        Control("keep", "button", label="Keep my hand"),
        Control("swap", "button", label="Take the board"),
        Control("begin", "button", label="Begin play"),
        Control("show", "button", label="Show it"),
        Control("exchange", "card"),
        Control("exchange3", "button", label="Exchange all three"),
        Control("pass", "button", label="Pass"),
        Control("close", "button", label="Close"),
        Control("deal", "button", label="Deal"),
    ),
    result=ResultShow(scores="chips", label="Chips"),
)
"""Schwimmen's presentation (see :mod:`parlour.engine.present`)."""
