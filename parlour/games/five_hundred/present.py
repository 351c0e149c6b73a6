"""How Five Hundred is shown: partners across, a bidding box of the legal calls (each
seat's last call on its panel, the auction's history in the rules panel), the middle face
down, the trick placed by seat."""

from __future__ import annotations

from parlour.engine.present import Control, Field, Presentation, ResultShow, Seating, ZoneShow

PRESENTATION = Presentation(
    fields=(
        Field("hand", "Hand", format="number"),
        Field("dealer", "Dealer", format="seat"),
        Field("contract", "Contract"),
        Field("declarer", "Declarer", format="seat"),
        Field("auction", "Auction", place="rules"),  # the seats show each call; the log the rest
        Field("announced", "\"Ace, no face\"", format="seats"),
        Field("sitting_out", "Sits out", format="seat"),
        Field("called", "Suit named for the joker"),
        Field("bids", "Call", place="seat"),
        Field("tricks", "", place="seat", format="count", unit="trick"),
        Field("scores", "Score", place="seat", format="number"),
        Field("target", "Target", place="rules", format="number"),
        Field("contract_code", place="none"), Field("high_bidder", place="none"),
        Field("phase", place="none"), Field("turn", place="none"),
        Field("trick_seats", place="none"), Field("last_trick", place="none"),
        Field("last_seats", place="none"), Field("last_winner", place="none"),
    ),
    zones=(
        ZoneShow("hand:{seat}", "Hand", layout="fan"),
        ZoneShow("middle", "Middle", layout="row", place="center"),
        ZoneShow("trick", "Trick", layout="trick", place="center", seats="trick_seats",
                 last="last_trick", last_seats="last_seats", winner="last_winner"),
        # one pile per partnership ("tricks:<team>"), kept by its first seat: named for
        # the side, not for the seat keeping it ("Your partnership tricks")
        ZoneShow("tricks:{seat}", "Partnership tricks", layout="stack"),
    ),
    seating=Seating(partners="opposite"),
    controls=(
        Control("bid", "bid", param="call"),
        Control("play", "card"), Control("discard", "card"),
        Control("nominate", "button"), Control("announce", "button"),
        Control("decline", "button"), Control("redeal", "button"),
        Control("play-on", "button"), Control("deal", "button"),
    ),
    result=ResultShow(scores="number", label="Points"),
)
"""Five Hundred's presentation (see :mod:`parlour.engine.present`)."""
