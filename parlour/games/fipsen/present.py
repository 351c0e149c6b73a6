"""How Fipsen is shown: a bidding box of the legal bids (the auction's history in the rules
panel), the skat and the cards set aside face down in the middle, the trick placed by
seat."""

from __future__ import annotations

from parlour.engine.present import Control, Field, Presentation, ResultShow, ZoneShow

PRESENTATION = Presentation(
    fields=(
        Field("hand", "Deal", format="number"),
        Field("deals", "Deals in the game", place="rules", format="number"),
        Field("dealer", "Dealer", format="seat"),
        Field("auction", "Auction", place="rules"),  # the seats show each call; the log the rest
        Field("contract", "Contract"),
        Field("declarer", "Declarer", format="seat"),
        Field("trump", "Trumps"),
        Field("value", "Worth", format="number"),
        Field("kieker", "Kieker shown by", format="seats"),
        Field("bids", "Bid", place="seat"),
        Field("tricks", "", place="seat", format="count", unit="trick"),
        Field("scores", "Score", place="seat", format="number"),
        Field("phase", place="none"), Field("turn", place="none"),
        Field("high_bidder", place="none"), Field("contract_code", place="none"),
        Field("trick_seats", place="none"), Field("last_trick", place="none"),
        Field("last_seats", place="none"), Field("last_winner", place="none"),
    ),
    zones=(
        ZoneShow("hand:{seat}", "Hand", layout="fan"),
        ZoneShow("skat", "Skat", layout="stack", place="center"),
        ZoneShow("aside", "Set aside", layout="stack", place="center"),
        ZoneShow("trick", "Trick", layout="trick", place="center", seats="trick_seats",
                 last="last_trick", last_seats="last_seats", winner="last_winner"),
        ZoneShow("played", "Played tricks", layout="stack", place="center"),
    ),
    controls=(
        Control("bid", "bid", param="call"), Control("discard", "card"),
        Control("trump", "button"), Control("surrender", "button"), Control("play", "card"),
        Control("stop", "button"), Control("play-on", "button"), Control("deal", "button"),
    ),
    result=ResultShow(scores="number", label="Points"),
)
"""Fipsen's presentation (see :mod:`parlour.engine.present`)."""
