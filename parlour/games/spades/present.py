"""How Spades is shown: four seats around the table, partners opposite, the trick placed
by seat, bids and tricks on each seat's panel."""

from __future__ import annotations

from parlour.engine.present import (
    Control,
    Field,
    Presentation,
    ResultShow,
    Seating,
    ZoneShow,
)

PRESENTATION = Presentation(
    fields=(
        Field("hand", "Hand", format="number"),
        Field("dealer", "Dealer", format="seat"),
        Field("led", "Suit led", format="text"),
        Field("spades_broken", "Spades broken", format="yesno"),
        Field("target", "Game to", place="rules", format="number"),
        Field("bids", "Bid", place="seat", format="number"),
        Field("tricks", "", place="seat", format="count", unit="trick"),
        Field("scores", "Score", place="seat", format="number"),
        Field("bags", "", place="seat", format="count", unit="bag"),
        Field("phase", place="none"),
        Field("turn", place="none"),
        Field("leader", place="none"),
        Field("trick_seats", place="none"),
        Field("played", place="none"),
        Field("contracts", place="none"),
        Field("team_tricks", place="none"),
        Field("team_scores", place="none"),
        Field("last_trick", place="none"),
        Field("last_trick_seats", place="none"),
        Field("last_winner", place="none"),
    ),
    zones=(
        ZoneShow("hand:{seat}", "Hand", layout="fan"),
        ZoneShow("trick", "Trick", layout="trick", place="center", seats="trick_seats",
                 last="last_trick", last_seats="last_trick_seats", winner="last_winner"),
        ZoneShow("tricks:{seat}", "Tricks won", layout="hidden"),
    ),
    seating=Seating(partners="opposite"),
    controls=(
        Control("bid", "bid", param="tricks", label="Bid"),
        Control("play", "card"),
        Control("deal", "button", key="Enter", label="Deal"),
    ),
    result=ResultShow(scores="number", label="Points"),
)
"""Spades' presentation (see :mod:`parlour.engine.present`)."""
