"""How Cash is shown: the board in the centre, the stock (in front of its holder),
hands, the gesture log on the table, letters per partnership, the private signal
dialog."""

from __future__ import annotations

from parlour.engine.present import Control, Field, Presentation, ResultShow, Seating, ZoneShow

PRESENTATION = Presentation(
    fields=(
        Field("stock_holder", "Stock in front of", format="seat"),
        Field("dealer", "Dealer", format="seat"),
        Field("partner", place="none"),  # the seating marks the partner
        Field("hand", "Hand", format="number"),
        Field("spelt", "Letters"),  # letters mode only (empty, so not shown, otherwise)
        Field("letters", place="none"),
        Field("agreed", place="none"),
        Field("my_signal", place="none"),  # told by the private agree event's sentence
        Field("gestures", place="none"),  # each gesture is an event sentence for everyone
        Field("waiting_for_nothing", place="none"),
        Field("until", place="none"),
        Field("phase", place="none"),
        Field("last_hand", place="none"),
    ),
    zones=(
        ZoneShow("board", "Board", layout="row", place="center"),
        ZoneShow("stock", "Stock", layout="stack", place="center"),
        ZoneShow("discard", "Cleared boards", layout="stack", place="center"),
        ZoneShow("hand:{seat}", "Hand", layout="fan"),
    ),
    seating=Seating(partners="opposite"),
    controls=(
        Control("agree", "button", label="Agree the signal"),
        Control("gesture", "button"),
        Control("swap", "card"),
        Control("done", "button", label="Nothing for me"),
        Control("cash", "claim", key="Space", label="Cash!"),
        Control("counter", "claim", key="C", label="Counter!"),
        Control("deal", "button", label="Deal"),
    ),
    result=ResultShow(scores="number", label="Won (1) or lost (-1)"),
)
"""Cash's presentation (see :mod:`parlour.engine.present`)."""
