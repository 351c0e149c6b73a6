"""How Eleusis is shown: the mainline across the middle of the table with the wrong plays
on sidelines under the card they were played at, the prophet's marker and the dealer's
last "Right"/"Wrong" in the information box, hands at the seats, roles and scores on the
seat panels."""

from __future__ import annotations

from parlour.engine.present import Control, Field, Presentation, ResultShow, ZoneShow

PRESENTATION = Presentation(
    fields=(
        Field("verdict", "Last call"),
        Field("prophet", "Prophet", format="seat"),
        Field("marker", "Prophet's marker"),
        Field("expulsion", "Expulsion period", format="yesno"),
        Field("judge", "Judging now", format="seat"),
        Field("dealer", "Dealer", format="seat"),
        Field("hand_no", "Hand", format="number"),
        Field("deals", "Hands in the match", format="number"),
        Field("seal", "Rule sealed as"),
        Field("sealed", "The secret rule's seal (SHA-256 of the salt, a space and the rule)",
              place="rules"),
        Field("rule", "Your secret rule"),
        Field("roles", "Role", place="seat"),
        Field("scores", "Score", place="seat", format="number"),
        Field("phase", place="none"),
        Field("turn", place="none"),          # the prompt and the actors say whose turn
        Field("marker_at", place="none"),
        Field("mainline", place="none"),      # drawn by the layout zone
        Field("sidelines", place="none"),     # drawn by the layout zone
        Field("no_plays", place="none"),      # told by the events; evidence for bots
        Field("guesses", place="none"),
        Field("pending", place="none"),
        Field("last_hand", place="none"),     # told by the hand-over event's sentence
    ),
    zones=(
        ZoneShow("layout", "Mainline, sidelines below", layout="columns", place="center"),
        ZoneShow("string", "String being laid", layout="row", place="center"),
        ZoneShow("stock", "Stock", layout="stack", place="center"),
        ZoneShow("spares", "Spare decks", layout="hidden", place="center"),
        ZoneShow("hand:{seat}", "Hand", layout="fan"),
    ),
    controls=(
        Control("play", "card"),
        Control("lay", "card"),
        Control("no_play", "button", label="No play"),
        Control("call", "button"),
        Control("no_play_true", "button", label="\"No play\" is true"),
        Control("no_play_false", "card"),
        Control("prophet", "button", label="Become the prophet"),
        Control("guess", "bid", param="rule", label="Guess the rule"),
        Control("pass", "button", label="Pass"),
        Control("choose", "button"),
        Control("write", "text", param="text", label="A human dealer writes the rule here"),
    ),
    result=ResultShow(scores="number", label="Points"),
)
"""Eleusis's presentation (see :mod:`parlour.engine.present`)."""
