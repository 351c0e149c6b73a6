"""Through the Window's options, variants, letters and presentation.

The rules and rulings are documented in :mod:`parlour.games.through_the_window`.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Literal

from parlour.engine.options import RealtimeOptions, opt
from parlour.engine.present import Control, Field, Presentation, ResultShow, ZoneShow

RANK_NAMES = {1: "ace", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
              8: "eight", 9: "nine", 10: "ten", 11: "jack", 12: "queen", 13: "king"}
"""The English rank names the letters come from (RULINGS 12: English only)."""


def letter(card: int) -> str:
    """The first letter of the card's English rank name, upper case: 2, 3 and 10 give T;
    4 and 5 F; 6 and 7 S; 8 E; 9 N; ace A; jack J; queen Q; king K.

    >>> from parlour.cards import Card
    >>> [letter(Card.parse(c)) for c in ("2H", "8S", "TC", "QD", "AS")]
    ['T', 'E', 'T', 'Q', 'A']
    """
    return RANK_NAMES[card & 15][0].upper()


@dataclasses.dataclass(frozen=True)
class WindowOptions(RealtimeOptions):
    """Every number is an option with the text's (or the ruling's) value as default."""

    hand: int = opt(4, "cards dealt to each player (the text: four)", min=1, max=4)
    answer_ms: int = opt(10000, "ms to name a noun before the card is set aside (RULINGS 12)",
                         min=1000, max=60000)
    lexicon: Literal["auto", "wordnet", "builtin"] = opt(
        "auto", "the nouns accepted: WordNet 3.0 (Debian wordnet-base), the built-in list, or "
                "WordNet when installed")
    table_vote: bool = opt(False, "a word the lexicon does not know is put to the table: the "
                                  "others vote, a majority accepts it (RULINGS 12)")
    vote_ms: int = opt(5000, "ms the table has to vote", min=1000, max=30000)


VARIANTS: dict[str, tuple[str, dict[str, Any]]] = {
    "standard": ("Nouns checked against the lexicon", {}),
    "table-vote": ("A word the lexicon does not know is put to a vote of the table",
                   {"table_vote": True}),
}


PRESENTATION = Presentation(
    fields=(Field("letter", "Letter", format="text"),
            Field("turn", "Turn", format="seat"),
            Field("won", "Cards won", place="seat", format="count", unit="card"),
            Field("time_left", "Time left", format="countdown"),
            Field("banned", "Words that won (banned)", format="text"),
            Field("disputed", "Put to the vote", format="text"),
            Field("queued", "Said during the vote", format="text"),
            Field("phase", place="none"), Field("lexicon", "Nouns from", place="rules")),
    zones=(ZoneShow("hand:{seat}", "Cards", layout="stack"),
           ZoneShow("won:{seat}", "Won", layout="pile"),
           ZoneShow("window", "Through the window", layout="pile", place="center"),
           ZoneShow("aside", "Set aside", layout="pile", place="center"),
           ZoneShow("unused", "Not used", layout="hidden", place="center")),
    controls=(Control("reveal", "button", key="Space", label="I looked through the window and saw..."),
              Control("say", "text", param="word", label="Say", shows="letter"),
              Control("vote", "button", label="Vote")),
    result=ResultShow(scores="count", label="Cards won", unit="card"))
"""The letter is shown large (``letter``); words are typed in a text box (``say``)."""
