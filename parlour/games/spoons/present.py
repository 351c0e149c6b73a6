"""How Spoons and Pig are shown: the stock and discard pile, each player's hand and the
face-down pile of cards waiting for them, the spoons left (not at Pig, which has none),
letters on the seats."""

from __future__ import annotations

from parlour.engine.present import Control, Field, Presentation, ResultShow, ZoneShow

PRESENTATION = Presentation(
    fields=(
        Field("spoons", "Spoons", format="count", unit="spoon"),  # these two: not at Pig
        Field("taken", "Spoons taken", format="count", unit="spoon"),
        Field("letters", "Letters", place="seat"),
        Field("out", "Out", place="seat", format="yesno"),
        Field("safe", "Safe", format="seats"),
        Field("dealer", "Dealer", format="seat"),
        Field("hand", "Hand", format="number"),
        Field("phase", place="none"),
        Field("pig", place="none"),  # which claim the table offers (the controls' when)
        Field("last_hand", place="none"),  # told by the letter event's sentence
    ),
    zones=(
        ZoneShow("stock", "Stock", layout="stack", place="center"),
        ZoneShow("discard", "Discard pile", layout="stack", place="center"),
        ZoneShow("hand:{seat}", "Hand", layout="fan"),
        ZoneShow("incoming:{seat}", "Cards waiting", layout="stack"),
    ),
    controls=(
        Control("take", "button", key="Enter", label="Pick up"),
        Control("pass", "card"),
        Control("grab", "claim", key="Space", label="Grab a spoon!", when="!pig"),
        Control("nose", "claim", key="N", label="Touch your nose", when="pig"),
        Control("deal", "button", label="Deal"),
    ),
    result=ResultShow(scores="number", label="Letters (negative)"),
)
"""Spoons' presentation (see :mod:`parlour.engine.present`)."""
