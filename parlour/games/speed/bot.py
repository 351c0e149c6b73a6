"""Speed heuristic: play whatever fits as fast as its level allows.

From its own view (its hand and the two piles' tops) it plays a card that fits, the one
that leaves another play for its next card if it has one (a chain), refills its hand
when it has room and nothing to play, and says ready for every count of three. A wrong
play in Speed costs nothing but time, so the bot makes none: its level is only its
speed (:mod:`parlour.bots.reaction`), each play one reaction time.
"""

from __future__ import annotations

from parlour.bots.base import SeatPort
from parlour.bots.reaction import ReactionBot
from parlour.cards import Card
from parlour.engine.actions import Action


class SpeedBot(ReactionBot):
    """Plays chains first, refills when blocked, always ready."""

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        plays = [a for a in legal if a.type == "play"]
        if plays:
            self.claim()
            return max(plays, key=lambda a: self._chain(port, a))
        for t in ("draw", "ready"):
            for a in legal:
                if a.type == t:
                    self.claim()
                    return a
        return None

    @staticmethod
    def _chain(port: SeatPort, play: Action) -> int:
        """How many other cards in hand would follow the card played (ties: the first)."""
        view = port.view()
        hand = next(z for z in view["zones"] if z["id"] == f"hand:{port.seat}")["cards"]
        card = Card.parse(play.get("card"))
        equal = port.options.equal_ok
        return sum(1 for c in hand if c not in (None, "??") and Card.parse(c) != card
                   and ((Card.parse(c).rank - card.rank) % 13 in (1, 12) or
                        (equal and Card.parse(c).rank == card.rank)))
