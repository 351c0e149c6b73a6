"""California Speed heuristic: cover every pile still to be covered, as fast as its
level allows.

It reads its view (the piles' tops and the view's ``to_cover``, which names the piles
of matches not yet fully covered) through its legal actions, which list exactly those
piles. It covers the piles on the other player's side first (each cover sheds one of its
own cards wherever it goes, and leaves the near piles for the next look), and says ready
for every deal. A wrong cover costs nothing but is refused, so the bot makes none: its
level is its speed (:mod:`parlour.bots.reaction`).
"""

from __future__ import annotations

from parlour.bots.base import SeatPort
from parlour.bots.reaction import ReactionBot
from parlour.engine.actions import Action


class CaliforniaBot(ReactionBot):
    """Covers matched piles, the far side first; always ready."""

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        covers = [a for a in legal if a.type == "cover"]
        if covers:
            self.claim()
            far = 1 - port.seat
            return min(covers, key=lambda a: (a.get("pile") // 4 != far, a.get("pile")))
        if legal:
            self.claim()
            return legal[0]
        return None
