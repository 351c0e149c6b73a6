"""How Cactus is shown: each player's face-down grid of cards on their panel, the stock,
the discard pile and the drawn card in the middle; points per seat."""

from __future__ import annotations

from parlour.engine.present import Control, Field, Presentation, ResultShow, ZoneShow

PRESENTATION = Presentation(
    fields=(
        Field("round", "Round", format="number"),
        Field("dealer", "Dealer", format="seat"),
        Field("caller", "Cactus called by", format="seat"),
        Field("scores", "Score", place="seat", format="number"),
        Field("totals", "Round total", place="seat", format="number"),
        Field("gains", "Gained", place="seat", format="number"),
        Field("target", "The game ends when a player reaches", place="rules", format="number"),
        Field("points", "Card values", place="rules", format="map"),
        Field("phase", place="none"),
        Field("turn", place="none"),
        Field("first", place="none"),
        Field("turn_number", place="none"),
        Field("frozen", place="none"),
        Field("final_turns", place="none"),
        Field("exhausted", place="none"),
        Field("drawn_from", place="none"),
        Field("top_power_unused", place="none"),
        Field("top_matched", place="none"),
        Field("top_placed_by", place="none"),
        Field("pending", place="none"),
        Field("memory", place="none"),  # (assist) the cards the seat has seen: on its grid
        Field("history", place="none"),
        Field("gain_history", place="none"),
    ),
    zones=(
        ZoneShow("stock", "Stock", layout="stack", place="center"),
        ZoneShow("discard", "Discard", layout="pile", place="center"),
        ZoneShow("drawn", "Drawn card", layout="row", place="center"),
        ZoneShow("grid:{seat}", "Cards", layout="grid", columns=2),
    ),
    controls=(
        Control("draw", "card"),
        Control("swap", "card"),
        Control("discard", "card", leads_to=("peek", "blind_swap")),
        Control("peek", "card"),
        Control("blind_swap", "card"),
        Control("double", "card"),
        Control("match", "card"),
        Control("call", "button", key="C", label="Call Cactus!"),
        Control("end", "button", key="Enter", label="End your turn"),
        Control("deal", "button", key="Enter", label="Deal"),
        Control("look", "button", key="Enter", label="Look at your cards"),
    ),
    result=ResultShow(scores="number", label="Points"),
)
"""Cactus's presentation (see :mod:`parlour.engine.present`)."""
