"""How Egyptian Ratscrew is shown: the pile in the middle, each player's face-down
stack; Slap is a button that is always there and the Space key."""

from __future__ import annotations

from parlour.engine.present import Control, Field, Presentation, ResultShow, ZoneShow

PRESENTATION = Presentation(
    fields=(
        Field("owed", "Cards still owed to the challenge", format="number"),
        Field("flips", "Cards flipped", format="number"),
        Field("cards", "", place="seat", format="count", unit="card"),
        Field("status", place="none"),  # "out" shows as no cards left
        Field("slaps", "Slap on", place="rules", format="text"),
        Field("phase", place="none"),
        Field("turn", place="none"),
        Field("challenger", place="none"),
        Field("live_top", place="none"),
        Field("dead", place="none"),
        Field("face_up", place="none"),
    ),
    zones=(
        ZoneShow("pile", "Pile", layout="row", place="center"),
        ZoneShow("stack:{seat}", "Stack", layout="stack"),
        ZoneShow("unused", "Set aside", layout="hidden"),
    ),
    controls=(
        Control("flip", "card", key="F", label="Flip"),
        Control("slap", "claim", key="Space", label="Slap!"),
        Control("rush", "menu", label="Play out of turn (the card is dead)"),
        Control("continue", "button", key="Enter", label="Continue"),
        Control("decline", "button", label="Decline"),
        Control("collect", "button", key="Enter", label="Collect the pile"),
    ),
    result=ResultShow(scores="count", label="Cards", unit="card",
                      details=(Field("flips", "Cards flipped", format="number"),)),
)
"""Egyptian Ratscrew's presentation (see :mod:`parlour.engine.present`)."""
