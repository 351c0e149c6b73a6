"""How Pineapple is shown: hole cards fanned, the board in the middle, chips as stacks,
bets in front of their owners and the pot in the middle (side pots apart), fold / check
/ call / raise-to controls, hands named in words at the showdown."""

from __future__ import annotations

from parlour.engine.present import Control, Field, Presentation, ResultShow, ZoneShow
from parlour.rules.betting_turns import BET_CONTROLS, BET_FIELDS

PRESENTATION = Presentation(
    fields=(
        *BET_FIELDS,
        Field("street", "Round", format="text"),
        Field("dealer", "Dealer", format="seat"),
        Field("blinds", "Blinds", format="text"),
        Field("ante", "Ante", format="chips"),
        Field("your_hand", "Your hand", format="text"),
        Field("your_low", "Your low", format="text"),
        Field("to_discard", "Still to discard", format="seats"),
        Field("hand_number", "Hand", format="number"),
        Field("hands_in_game", "Hands in the game", format="number"),
        Field("last_shown", "Last hand shown", place="seat", format="text"),
        Field("last_lows", "Last low", place="seat", format="text"),
        Field("last_won", "Last pot won", place="seat", format="chips"),
        Field("hilo", "High-low split", place="rules", format="yesno"),
        Field("phase", place="none"),
    ),
    zones=(
        ZoneShow("board", "Board", layout="row", place="center"),
        ZoneShow("stock", "Deck", layout="stack", place="center"),
        ZoneShow("burn", "Burnt", layout="hidden", place="center"),
        ZoneShow("muck", "Muck", layout="hidden", place="center"),
        ZoneShow("hand:{seat}", "Hole cards", layout="fan"),
    ),
    controls=(*BET_CONTROLS, Control("discard", "card", label="Discard"),
              Control("deal", "button", label="Deal the next hand")),
    result=ResultShow(scores="chips", label="Chips won or lost",
                      details=(Field("net", "Won or lost", place="seat", format="chips"),
                               Field("hands", "Hands played", format="number"))),
)
"""Pineapple's presentation (see :mod:`parlour.engine.present`)."""
