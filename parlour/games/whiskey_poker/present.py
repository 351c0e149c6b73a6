"""How Whiskey Poker is shown: hands fanned, the widow in the middle (face down until
phase B), chips and bets, exchange / pass / knock buttons, a swap as a pair of cards."""

from __future__ import annotations

from parlour.engine.present import Control, Field, Presentation, ResultShow, ZoneShow
from parlour.rules.betting_turns import BET_CONTROLS, BET_FIELDS

PRESENTATION = Presentation(
    fields=(
        *BET_FIELDS,
        Field("stage", "Now", format="text"),
        Field("dealer", "Dealer", format="seat"),
        Field("turn", "Turn", format="seat"),
        Field("knocker", "Knocked", format="seat"),
        Field("mode", "Play", place="rules", format="text"),
        Field("hand_number", "Hand", format="number"),
        Field("hands_in_game", "Hands in the game", format="number"),
        Field("your_hand", "Your hand", format="text"),
        Field("last_shown", "Last hand shown", place="seat", format="text"),
        Field("last_won", "Last pot won", place="seat", format="chips"),
        Field("last_paid", "Paid last hand", place="seat", format="chips"),
        Field("phase", place="none"),
    ),
    zones=(
        ZoneShow("widow", "Widow", layout="row", place="center"),
        ZoneShow("stock", "Deck", layout="stack", place="center"),
        ZoneShow("swap", "", layout="hidden", place="center"),
        ZoneShow("hand:{seat}", "Hand", layout="fan"),
    ),
    controls=(*BET_CONTROLS,
              Control("exchange", "button", label="Exchange whole hand"),
              Control("pass", "button", label="Pass"),
              Control("knock", "button", label="Knock"),
              Control("swap", "card", label="Swap a card"),
              Control("deal", "button", label="Deal the next hand")),
    result=ResultShow(scores="chips", label="Chips",
                      details=(Field("net", "Won or lost", place="seat", format="chips"),
                               Field("hands", "Hands played", format="number"))),
)
"""Whiskey Poker's presentation (see :mod:`parlour.engine.present`)."""
