"""How War is shown: two face-down stacks, the battle in the middle, cards held per seat."""

from __future__ import annotations

from parlour.engine.present import Control, Field, Presentation, ResultShow, ZoneShow

PRESENTATION = Presentation(
    fields=(
        Field("battle", "Battle", format="number"),
        Field("cards", "", place="seat", format="count", unit="card"),
        Field("war", place="none"),      # the prompt says "war" / "double war"
        Field("laid", place="none"),     # the sealed commit: shown as cards on the table
        Field("last", place="none"),     # the last battle: shown in the battle's places
    ),
    zones=(
        ZoneShow("stock:{seat}", "Stack", layout="stack"),
        ZoneShow("table:{seat}", "In the battle", layout="row", place="center",
                 last="last.cards", winner="last.winner"),
    ),
    controls=(Control("flip", "button", key="Space", label="Turn up your card"),),
    result=ResultShow(scores="count", label="Cards", unit="card"),
)
"""War's presentation (see :mod:`parlour.engine.present`)."""
