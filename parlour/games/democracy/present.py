"""How Democracy is shown: hands fanned, the upcard, pool and stock in the middle, the
simultaneous reveal placed by seat and kept on the table with its winner."""

from __future__ import annotations

from parlour.engine.present import Control, Field, Presentation, ResultShow, ZoneShow

PRESENTATION = Presentation(
    fields=(
        Field("island", "Island", format="number"),
        Field("day", "Day", format="number"),
        Field("trick", "Trick", format="number"),
        Field("dealer", "Dealer", format="seat"),
        Field("trump", "Trump", format="text"),
        Field("captured", "Your cards won this island", format="map"),
        Field("scores", "", place="seat", format="count", unit="tribe"),
        Field("island_tribes", "Last island", place="seat", format="text"),
        Field("tribes_to_win", "Tribes to win", place="rules", format="number"),
        Field("majority", "Cards of a suit that win its tribe", place="rules", format="number"),
        Field("phase", place="none"),
        Field("upcard", place="none"),
        Field("played", place="none"),
        Field("to_play", place="none"),
        Field("last_trick", place="none"),
        Field("last_island", place="none"),
        Field("last_cards", place="none"),
        Field("last_taken", place="none"),
    ),
    zones=(
        ZoneShow("hand:{seat}", "Hand", layout="fan"),
        ZoneShow("trick", "Cards played", layout="trick", place="center",
                 last="last_cards", winner="last_trick.winner"),
        ZoneShow("upcard", "Upcard", layout="pile", place="center"),
        ZoneShow("pool", "Pool", layout="stack", place="center"),
        ZoneShow("stock", "Stock", layout="stack", place="center"),
        ZoneShow("discard", "Discard", layout="stack", place="center"),
        ZoneShow("won:{seat}", "Won", layout="stack"),
    ),
    controls=(Control("play", "card"), Control("deal", "button", key="Enter", label="Deal")),
    result=ResultShow(scores="count", label="Tribes", unit="tribe"),
)
"""Democracy's presentation (see :mod:`parlour.engine.present`)."""
