"""Slapjack's options, named variants, the slap rule and the presentation.

The rules and rulings are documented in :mod:`parlour.games.slapjack`.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from parlour.cards import JACK
from parlour.engine.options import RealtimeOptions, opt
from parlour.engine.present import Control, Field, Presentation, ResultShow, ZoneShow
from parlour.rules.claims import DEFAULT_DEADLINE
from parlour.rules.slaps import SlapRules

JACKS = SlapRules(pair=False, top_rank=JACK)
"""Only a (live) jack on top may be slapped."""


@dataclasses.dataclass(frozen=True)
class SlapjackOptions(RealtimeOptions):
    """Every number is an option with the text's (or the ruling's) value as default."""

    decks: int = opt(1, "standard packs shuffled together (the text: a second deck for a longer "
                        "game or more players)", min=1, max=2)
    winner_leads: bool = opt(False, "the winner of a pile plays next (RULINGS 14: by default the "
                                    "rotation just continues; variant slapjack:winner-leads)")
    out_of_turn: bool = opt(True, "cards may be flipped out of turn: dead cards (RULINGS 14; "
                                  "false under slapjack:strict-turns)")
    reaction_ms: int = opt(DEFAULT_DEADLINE, "ms a player who is out has to slap a jack before "
                                             "being shut out for good (RULINGS conventions 4)",
                           min=500, max=10000)
    deal_cards: int = opt(0, "deal only this many cards in all, the rest set aside unseen "
                             "(0 = the whole pack; short games and constructed positions)",
                          min=0, max=104)
    max_flips: int = opt(20000, "safeguard: after this many flips the game stops and the most "
                                "cards wins (0 = no limit)", min=0)


VARIANTS: dict[str, tuple[str, dict[str, Any]]] = {
    "standard": ("The text's game with RULINGS 14: out-of-turn flips are dead cards, the "
                 "rotation continues after a pile is won", {}),
    "winner-leads": ("The winner of a pile plays next", {"winner_leads": True}),
    "strict-turns": ("No flipping out of turn", {"out_of_turn": False}),
    "two-decks": ("Two packs shuffled together, for a longer game or more players", {"decks": 2}),
}


PRESENTATION = Presentation(
    fields=(Field("turn", "Turn", format="seat"),
            Field("cards", "Stack", place="seat", format="count", unit="card"),
            Field("status", "Playing", place="seat", format="text"),
            Field("phase", place="none"), Field("seen", place="none"),
            Field("dead", place="none"), Field("owing", place="none"),
            Field("flips", "Cards flipped", format="number")),
    zones=(ZoneShow("stack:{seat}", "Stack", layout="stack"),
           ZoneShow("pile", "Centre pile", layout="pile", place="center"),
           ZoneShow("unused", "Set aside", layout="hidden", place="center")),
    controls=(Control("flip", "button", key="F", label="Flip"),
              Control("slap", "claim", key="Space", label="Slap!"),
              Control("rush", "button", key="R", label="Flip out of turn")),
    result=ResultShow(scores="count", label="Cards", unit="card"))
"""How Slapjack is shown: fixed keys (F flips, Space slaps, R flips out of turn)."""
