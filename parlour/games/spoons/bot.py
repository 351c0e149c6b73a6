"""A Spoons (and Pig) bot at a reaction level (:mod:`parlour.bots.reaction`).

It keeps the rank it holds most of and passes the card of the rank it holds least (the
lowest such card); it picks up whenever it holds four; with four of a kind it grabs (or
touches its nose) at once; once anyone has grabbed, it grabs too (Pig: it notices a
nose after its reaction time). Moves keep their drawn time
(:class:`parlour.bots.planned.PlannedReactionBot`). Per-level delays, ms (normal, mean ±
sigma, floor): slow 900 ± 220 (450), normal 500 ± 120 (260), fast 350 ± 80 (200),
expert 250 ± 50 (160); picking up and passing add the level's pace (500, 350, 250, 200).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from parlour.bots.base import SeatPort
from parlour.bots.planned import PlannedReactionBot
from parlour.cards import CARD_BY_TEXT
from parlour.engine.actions import Action


def to_pass(hand: Sequence[int]) -> int:
    """The card to pass: of the rank held least (ties: the lowest rank)."""
    counts = Counter(c & 15 for c in hand)
    return min(hand, key=lambda c: (counts[c & 15], c & 15))


class ReactionHeuristic(PlannedReactionBot):
    """Spoons and Pig player at a reaction level (see the module docstring)."""

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        view = port.view()
        now = int(view["now"])
        if not legal:
            return self.plan_move(None, now, False)
        if Action("deal") in legal:
            return self.plan_move(Action("deal"), now, True)
        hand = [CARD_BY_TEXT[c] for z in view["zones"] if z["id"] == f"hand:{self.seat}"
                for c in z["cards"]]
        claim = next((a for a in legal if a.type in ("grab", "nose")), None)
        four = len(hand) == 4 and len({c & 15 for c in hand}) == 1
        if claim is not None and (four or view["phase"] == "race"):
            return self.plan_move(claim, now, False)
        if Action("take") in legal:
            return self.plan_move(Action("take"), now, True)
        if len(hand) == 5:
            want = Action("pass", index=list(map(int, hand)).index(to_pass(hand)))
            if want in legal:
                return self.plan_move(want, now, True)
        return self.plan_move(None, now, False)
