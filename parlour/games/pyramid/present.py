"""How Pyramid is shown: the pyramid of overlapping rows, the stock, waste and removed
cards beside it; a pair is chosen by clicking its two cards."""

from __future__ import annotations

from parlour.engine.present import Control, Field, Presentation, ResultShow, ZoneShow

PRESENTATION = Presentation(
    fields=(
        Field("pass", "Pass through the stock", format="number"),
        Field("counters", "Cards left", format="map"),
        Field("max_passes", "Passes allowed", place="rules", format="number"),
        Field("values", "Card values", place="rules", format="map"),
        Field("phase", place="none"),
        Field("rows", place="none"),
        Field("available", place="none"),
        Field("scores", place="none"),
    ),
    zones=(
        ZoneShow("pyramid", "Pyramid", layout="pyramid", place="center"),
        ZoneShow("stock", "Stock", layout="stack", place="center"),
        ZoneShow("turned", "Turned", layout="pile", place="center"),
        ZoneShow("waste", "Waste", layout="pile", place="center"),
        ZoneShow("discard", "Removed", layout="stack", place="center"),
    ),
    controls=(
        Control("remove", "card"),
        Control("draw", "card", key="D", label="Draw"),
        Control("recycle", "button", key="R", label="Turn the waste over"),
    ),
    result=ResultShow(scores="number", label="Score",
                      details=(Field("cleared", "Pyramid cleared", format="yesno"),
                               Field("pyramid_left", "Left in the pyramid", format="count",
                                     unit="card"),
                               Field("passes", "Passes", format="number"))),
)
"""Pyramid's presentation (see :mod:`parlour.engine.present`)."""
