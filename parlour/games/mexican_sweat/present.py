"""How Mexican Sweat is shown: seven cards in a row per player (face down until turned
up), the kill card and the card to beat in the middle, chips and bets, each exposed hand
in words; a click on a face-down card turns it up."""

from __future__ import annotations

from parlour.engine.present import Control, Field, Presentation, ResultShow, ZoneShow
from parlour.rules.betting_turns import BET_CONTROLS, BET_FIELDS

PRESENTATION = Presentation(
    fields=(
        *BET_FIELDS,
        Field("to_beat", "To beat", format="text"),
        Field("turn", "Turning up", format="seat"),
        Field("best", "Best hand", format="seat"),
        Field("dealer", "Dealer", format="seat"),
        Field("hand_number", "Hand", format="number"),
        Field("hands_in_game", "Hands in the game", format="number"),
        Field("showing", "Shows", place="seat", format="text"),
        Field("fate", "Out", place="seat", format="text"),
        Field("last_won", "Last pot won", place="seat", format="chips"),
        Field("face_up", place="none"),
        Field("phase", place="none"),
    ),
    zones=(
        ZoneShow("kill", "Kill card", layout="row", place="center"),
        ZoneShow("beat", "Card to beat", layout="row", place="center"),
        ZoneShow("stock", "Deck", layout="stack", place="center"),
        ZoneShow("hand:{seat}", "Cards", layout="row"),
    ),
    controls=(*BET_CONTROLS, Control("flip", "card", label="Turn up"),
              Control("deal", "button", label="Deal the next hand")),
    result=ResultShow(scores="chips", label="Chips won or lost",
                      details=(Field("net", "Won or lost", place="seat", format="chips"),
                               Field("hands", "Hands played", format="number"))),
)
"""Mexican Sweat's presentation (see :mod:`parlour.engine.present`)."""
