"""How Soko is shown: each hand as a row (the hole card face down to others, up-cards face
up), chips as stacks, bets in front of their owners, the pot in the middle, fold / check
/ call / bring-in / raise-to, what each player shows in words."""

from __future__ import annotations

from parlour.engine.present import Control, Field, Presentation, ResultShow, ZoneShow
from parlour.rules.betting_turns import BET_CONTROLS, BET_FIELDS, BRING_IN_CONTROL

PRESENTATION = Presentation(
    fields=(
        *BET_FIELDS,
        Field("round", "Betting round", format="number"),
        Field("limits", "Bets", format="text"),
        Field("dealer", "Dealer", format="seat"),
        Field("ante", "Ante", format="chips"),
        Field("hand_number", "Hand", format="number"),
        Field("hands_in_game", "Hands in the game", format="number"),
        Field("your_hand", "Your hand", format="text"),
        Field("showing", "Shows", place="seat", format="text"),
        Field("last_shown", "Last hand shown", place="seat", format="text"),
        Field("last_won", "Last pot won", place="seat", format="chips"),
        Field("phase", place="none"),
    ),
    zones=(
        ZoneShow("stock", "Deck", layout="stack", place="center"),
        ZoneShow("muck", "Muck", layout="hidden", place="center"),
        ZoneShow("hand:{seat}", "Cards", layout="row"),
    ),
    controls=(*BET_CONTROLS, BRING_IN_CONTROL, Control("deal", "button", label="Deal the next hand")),
    result=ResultShow(scores="chips", label="Chips won or lost",
                      details=(Field("net", "Won or lost", place="seat", format="chips"),
                               Field("hands", "Hands played", format="number"))),
)
"""Soko's presentation (see :mod:`parlour.engine.present`)."""
