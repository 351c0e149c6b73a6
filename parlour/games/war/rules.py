"""War rule data: options, the pack, the rank order and how many cards a war lays.

Seed ``003_46c35618b2fb63c7.txt`` ("War"), ``RULINGS.md`` section 20 (see the package
docstring for every ruling).
"""

from __future__ import annotations

import dataclasses
from typing import Literal

from parlour.cards import deck52
from parlour.engine.actions import Action
from parlour.engine.options import opt
from parlour.rules.tricks import STRENGTH

PACK = tuple(deck52())
""""A standard 52-card deck"; each player gets half of it (RULINGS: 26, not 52)."""
RANK = STRENGTH
"""Card -> strength, "aces are high" (two 2 ... ace 14); suits never matter."""
FLIP = Action("flip")
"""The one action: lay this round's cards (the only choice War leaves is *when*)."""
STOCK = ("stock:0", "stock:1")
"""Each player's face-down stack."""
TABLE = ("table:0", "table:1")
"""The cards each player has laid in the middle in the current battle, in play order."""


@dataclasses.dataclass(frozen=True)
class WarOptions:
    """Rule parameters; every default is the seed text's value (or RULINGS 20's)."""

    face_down: int = opt(1, "cards each player lays face down in a war (the text: one)",
                         min=1, max=3)
    escalate: bool = opt(True, "a double war lays two cards face down, a triple war three, "
                               "and so on (the text, W1); off: every war lays face_down cards")
    short_loses: bool = opt(False, "a player without enough cards to complete a war loses "
                                   "(variant short-loses, RULINGS 20); off: a short player "
                                   "turns up their last card")
    shuffle_captured: bool = opt(False, "captured cards are shuffled (seeded) before they go "
                                        "under the winner's stack (RULINGS 20 option); off: the "
                                        "winner's cards in play order, then the loser's")
    max_battles: int = opt(10_000, "battles after which an unfinished game ends (RULINGS 20)",
                           min=1)
    at_cap: Literal["draw", "more-cards"] = opt(
        "draw", "how a game that reaches max_battles ends: a draw, or the player holding "
                "more cards wins (RULINGS 20)")


def face_down(war: int, options: WarOptions) -> int:
    """Cards each player lays face down in war number ``war`` of a battle (1 = the first
    war, 2 = "double war"...): "one card is placed ... face down", "double war, turning two
    cards face down", "and so on" (W1).

    >>> [face_down(w, WarOptions()) for w in (1, 2, 3)]
    [1, 2, 3]
    >>> [face_down(w, WarOptions(escalate=False)) for w in (1, 2, 3)]
    [1, 1, 1]
    """
    return options.face_down * war if options.escalate else options.face_down


def cards_to_lay(war: int, held: int, options: WarOptions) -> tuple[int, int]:
    """``(face down, face up)`` a player holding ``held`` cards lays in this round of a
    battle (``war`` 0: the first card). A player short of cards for a war turns up their
    last card (RULINGS 20); one with no card lays nothing.

    >>> cards_to_lay(0, 26, WarOptions()), cards_to_lay(2, 26, WarOptions())
    ((0, 1), (2, 1))
    >>> cards_to_lay(2, 2, WarOptions()), cards_to_lay(1, 0, WarOptions())
    ((1, 1), (0, 0))
    """
    if held == 0:
        return 0, 0
    want = face_down(war, options) if war else 0
    return min(want, held - 1), 1


def can_complete(war: int, held: int, options: WarOptions) -> bool:
    """Whether a player holding ``held`` cards can lay a whole war round (what variant
    ``short-loses`` requires; RULINGS 20: otherwise only a player with no card at all
    loses)."""
    if options.short_loses:
        return held >= face_down(war, options) + 1
    return held > 0
