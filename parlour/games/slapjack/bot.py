"""Slapjack heuristic: slap every jack it sees after its level's reaction time.

It reads only its seat's view (the pile's live top: dead cards skipped). A live jack on
top: slap. Out of cards and owing a slap for a jack that has gone (the view's
``owing``): slap the late slap its legal actions offer, to stay in the game. A queen or
king on top looks like a jack at a glance: with its level's slip chance it slaps it
(a false slap costs a card). Otherwise it flips when it is its turn, at its level's
pace, and never flips out of turn.
"""

from __future__ import annotations

from parlour.bots.base import SeatPort
from parlour.bots.reaction import ReactionBot, looks_alike
from parlour.cards import JACK, Card
from parlour.engine.actions import Action


def live_top(view: dict[str, object]) -> Card | None:
    """The top live card of the pile, from a view."""
    pile = next(z for z in view["zones"] if z["id"] == "pile")  # type: ignore[attr-defined]
    dead = set(view.get("dead", []))  # type: ignore[call-overload]
    for i in range(len(pile["cards"]) - 1, -1, -1):
        c = pile["cards"][i]
        if i not in dead and c not in (None, "??"):
            return Card.parse(c)
    return None


class SlapjackBot(ReactionBot):
    """Slaps live jacks (and, by slips, queens and kings); flips in turn."""

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        slaps = [a for a in legal if a.type == "slap"]
        if slaps:
            view = port.view()
            top = live_top(view)
            current = next((a for a in slaps if a.get("seen") == view["seen"]), None)
            if current is not None and top is not None and top.rank == JACK:
                self.claim()
                return current
            late = next((a for a in slaps if a is not current), None)
            if late is not None and port.seat in view["owing"]:
                self.claim()
                return late
            if (current is not None and top is not None
                    and looks_alike(top, Card.make(JACK, top.suit)) and self.slips()):
                self.claim()
                return current
        if must_act and FLIP_TYPE in {a.type for a in legal}:
            self.turn()
            return Action(FLIP_TYPE)
        return None


FLIP_TYPE = "flip"
