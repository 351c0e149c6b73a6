"""Speed's options, named variants, the ranking rule and the presentation.

The rules and rulings are documented in :mod:`parlour.games.speed`.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from parlour.engine.options import RealtimeOptions, opt
from parlour.engine.present import Control, Field, Presentation, ResultShow, ZoneShow
from parlour.rules.claims import DEFAULT_COUNTDOWN


@dataclasses.dataclass(frozen=True)
class SpeedOptions(RealtimeOptions):
    """Every number of the text is an option with the text's value as default."""

    hand: int = opt(5, "the hand limit (the text: five)", min=1, max=8)
    stock: int = opt(15, "cards in each player's stock (the text: fifteen)", min=0, max=19)
    talon: int = opt(5, "cards in each talon (the text: five)", min=0, max=10)
    equal_ok: bool = opt(False, "a card of the same rank may be played too (RULINGS 15: a house "
                                "rule, variant speed:equal-ok)")
    auto_refill: bool = opt(False, "the hand is refilled from the stock after every play "
                                   "(RULINGS 15: manual by default)")
    countdown: int = opt(DEFAULT_COUNTDOWN, "ms of the count of three before a simultaneous flip",
                         min=0, max=10000)
    max_moves: int = opt(2000, "plays and talon flips after which an unfinished game is a draw "
                               "(RULINGS 15: a move cap)", min=10)

    def __post_init__(self) -> None:
        from parlour.errors import InvalidOption

        if 2 * (self.hand + self.stock + self.talon) + 2 > 52:
            raise InvalidOption("hands, stocks, talons and the two starters need more than 52 "
                                "cards: lower 'hand', 'stock' or 'talon'")


VARIANTS: dict[str, tuple[str, dict[str, Any]]] = {
    "standard": ("The text's game: one rank up or down, K-A-2 wrapping; refill by hand", {}),
    "equal-ok": ("A card of the same rank may be played as well", {"equal_ok": True}),
    "auto-refill": ("The hand is refilled from the stock after every play", {"auto_refill": True}),
}


def follows(card: int, top: int, equal_ok: bool = False) -> bool:
    """Whether ``card`` may go on ``top``: one rank up or down, ace next to both two and
    king ("around the corner"), the same rank only under ``equal_ok``.

    >>> from parlour.cards import Card
    >>> follows(Card.parse("AS"), Card.parse("KH")), follows(Card.parse("2S"), Card.parse("AH"))
    (True, True)
    >>> follows(Card.parse("5S"), Card.parse("5H")), follows(Card.parse("5S"), Card.parse("5H"), True)
    (False, True)
    """
    d = ((card & 15) - (top & 15)) % 13
    return d in (1, 12) or (equal_ok and d == 0)


PRESENTATION = Presentation(
    fields=(Field("countdown", "Flip in", format="countdown"),
            Field("ready", "Ready", place="seat", format="yesno"),
            Field("moves", "Moves", format="number"),
            Field("phase", place="none")),
    zones=(ZoneShow("hand:{seat}", "Hand", layout="fan"),
           ZoneShow("stock:{seat}", "Stock", layout="stack"),
           ZoneShow("talon:{seat}", "Talon", layout="stack", place="center"),
           ZoneShow("pile:{seat}", "Pile", layout="pile", place="center"),
           ZoneShow("unused", "Set aside", layout="hidden", place="center")),
    controls=(Control("play", "card", label="Play"),
              Control("draw", "button", key="D", label="Refill hand"),
              Control("ready", "button", key="Space", label="Ready: count to three")),
    result=ResultShow(scores="count", label="Cards left", unit="card"))
"""How Speed is shown: click a hand card on a pile; D refills; Space says ready for the
count of three (shown as a countdown before each simultaneous flip)."""
