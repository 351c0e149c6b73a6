"""Mexican Sweat rule data: options (seed values and RULINGS 19 as defaults), the pack,
zones and the rule functions shared by the state machine, bots and tests."""

from __future__ import annotations

import dataclasses
from typing import Literal

from parlour.cards import deck52
from parlour.engine.options import opt

PACK = tuple(deck52())
""""Mexican Sweat, like most poker games, requires a 52-card deck"."""
HAND = tuple(f"hand:{s}" for s in range(7))


@dataclasses.dataclass(frozen=True)
class MexicanSweatOptions:
    """Mexican Sweat's numbers; defaults are the seed's values or RULINGS 19's."""

    peek: bool = opt(False, "each player looks at one of their cards (their last) before the first "
                            "card is revealed (variant peek)")
    ante: int = opt(1, "each player's ante ('All players ante or post blinds')", min=0, max=1000)
    bet: int = opt(2, "the bet and raise size, or the least bet in pot and no limit", min=1, max=1000)
    limit: Literal["fixed", "pot", "no"] = opt("fixed", "betting structure ('agree on ... betting "
                                                        "limits, or lack thereof')")
    cap: int = opt(4, "bets and raises a round in fixed limit (0: no cap)", min=0, max=20)
    stack: int = opt(200, "chips each player buys in for", min=1, max=100_000)
    dealer: int = opt(0, "the seat dealing the first hand; the deal moves one seat left per hand",
                      min=0, max=6)
    hands: int = opt(20, "hands in a game (0: one orbit); a game also ends when one player has "
                         "all the chips", min=0, max=1000)
