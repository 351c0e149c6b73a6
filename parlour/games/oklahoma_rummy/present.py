"""How Oklahoma Rummy is shown: the stock and the discard pile in the middle, each
player's melds laid on the table beside them (one meld a row of four places), hands at
the seats, scores and the points melded this hand on each seat's panel."""

from __future__ import annotations

from parlour.engine.present import Control, Field, Presentation, ResultShow, ZoneShow

PRESENTATION = Presentation(
    fields=(
        Field("scores", "Score", place="seat", format="number"),
        Field("meld_points", "Melded this hand", place="seat", format="number"),
        Field("dealer", "Dealer", format="seat"),
        Field("hand", "Hand", format="number"),
        Field("target", "Playing to", format="number"),
        Field("melds", place="none"),       # the meld rows show them; events name them
        Field("last_hand", place="none"),   # told by the scoring event's sentence
        Field("turn", place="none"),        # the prompt and the actors say whose turn
        Field("phase", place="none"),
    ),
    zones=(
        ZoneShow("stock", "Stock", layout="stack", place="center"),
        ZoneShow("discard", "Discard pile", layout="pile", place="center"),
        ZoneShow("hand:{seat}", "Hand", layout="fan"),
        ZoneShow("melds:{seat}", "Melds", layout="grid", columns=4),
    ),
    controls=(
        Control("draw", "card"),
        Control("take", "card"),
        Control("meld", "card"),
        Control("extend", "card"),
        Control("discard", "card"),
        Control("stop", "button", label="Stop: end the hand"),
        Control("pass", "button", label="End the turn"),
        Control("deal", "button", label="Deal"),
    ),
    result=ResultShow(scores="number", label="Points"),
)
"""Oklahoma Rummy's presentation (see :mod:`parlour.engine.present`)."""
