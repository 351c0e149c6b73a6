"""Salute the King heuristic: turn up cards at a steady pace; on a trigger, make its
gesture after a reaction time.

It reads its view only: the top of the middle pile, the trigger table (``table``) and
the pip total (``pips``, the math variant). With its level's slip chance it first makes
the gesture of a look-alike trigger (a king taken for a queen...), then the right one a
reaction time later: wrong gestures are ignored by default but make the player last
under ``wrong-is-last``. It never gestures on a card that demands none.
"""

from __future__ import annotations

from parlour.bots.base import SeatPort
from parlour.bots.reaction import ReactionBot, looks_alike
from parlour.cards import Card
from parlour.engine.actions import Action
from parlour.games.salute_the_king.rules import demanded


class SaluteBot(ReactionBot):
    """Flips in turn; gestures on triggers, sometimes confusing look-alike triggers."""

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = {a.type: a for a in port.legal_actions()}
        view = port.view()
        if view["phase"] == "choose":
            pick = next(iter(port.legal_actions()), None)
            self.turn()
            return pick
        if view["reacting"] and not view["reacted"][port.seat]:
            table = {int(r): g for r, g in view["table"].items()}
            middle = next(z for z in view["zones"] if z["id"] == "middle")["cards"]
            top = Card.parse(middle[-1])
            numbers = [Card.parse(c).rank for c in middle if 2 <= Card.parse(c).rank <= 10]
            o = port.options
            need = demanded(top, table, numbers, o.math, o.pip_target)
            if need is None:
                return None
            self.claim()
            others = [g for r, g in table.items() if g != need and looks_alike(top, Card.make(r, top.suit))]
            if others and self.slips():
                return legal.get(others[0])
            return legal.get(need)
        if must_act and "flip" in legal:
            self.turn()
            return legal["flip"]
        return None
