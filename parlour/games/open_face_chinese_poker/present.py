"""How Open-Face Chinese Poker is shown: each player's three rows (front, middle, back)
on their panel, the cards still to place beside them, the stock in the middle; units,
royalties and fantasyland on each seat's panel."""

from __future__ import annotations

from parlour.engine.present import Control, Field, Presentation, ResultShow, ZoneShow

PRESENTATION = Presentation(
    fields=(
        Field("hand", "Hand number", format="number"),
        Field("dealer", "Dealer", format="seat"),
        Field("foul_check", "Your rows", format="text"),
        Field("last", "Last hand", format="text"),
        Field("units", "", place="seat", format="count", unit="unit"),
        Field("fantasyland", "Fantasyland", place="seat", format="yesno"),
        Field("royalties", "Royalties last hand", place="seat", format="count",
              unit="point"),
        Field("next_fantasyland", "Fantasyland next hand", place="seat", format="yesno"),
        Field("phase", place="none"),
    ),
    zones=(
        ZoneShow("hand:{seat}", "Hand", layout="fan"),
        ZoneShow("front:{seat}", "Front", layout="row"),
        ZoneShow("middle:{seat}", "Middle", layout="row"),
        ZoneShow("back:{seat}", "Back", layout="row"),
        ZoneShow("stock", "Stock", layout="stack", place="center"),
    ),
    controls=(Control("place", "card"), Control("take", "card"),
              Control("set", "button", key="Enter"),
              Control("deal", "button", key="Enter", label="Deal")),
    result=ResultShow(scores="count", label="Units won or paid", unit="unit"),
)
"""Open-Face Chinese Poker's presentation (see :mod:`parlour.engine.present`)."""
