"""Aggravation heuristic: cover matched piles, say ready, turn up alone when it must,
and call "Aggravation!" when it has no cards and sees a match.

It reads its view only (the rows' tops, ``to_cover`` through its legal covers, ``cards``).
It covers the pile with the highest number first (the newest). Out of cards, it calls on
a real match after one reaction time and, with its level's slip chance, on two tops that
merely look alike (a false call bars it until the next match is cleared).
"""

from __future__ import annotations

from parlour.bots.base import SeatPort
from parlour.bots.reaction import ReactionBot, looks_alike
from parlour.cards import Card
from parlour.engine.actions import Action
from parlour.rules.covering import matched


class AggravationBot(ReactionBot):
    """Covers, flips, claims; slips on look-alikes only when out of cards."""

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        by_type = {a.type: a for a in legal}
        claim = by_type.get("aggravation")
        if claim is not None:
            view = port.view()
            tops = [Card.parse(c) for z in view["zones"] if z["id"].startswith("row:")
                    for c in z["cards"] if c not in (None, "??")]
            if matched(tops):
                self.claim()
                return claim
            alike = any(looks_alike(a, b) for i, a in enumerate(tops) for b in tops[i + 1:])
            if alike and self.slips():
                self.claim()
                return claim
        covers = [a for a in legal if a.type == "cover"]
        if covers:
            self.claim()
            return max(covers, key=lambda a: a.get("pile") % 26)
        for t in ("ready", "flip"):
            if t in by_type:
                self.turn() if t == "flip" else self.claim()
                return by_type[t]
        return None
