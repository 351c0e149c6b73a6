"""Snap heuristic: call every match it sees, after its level's reaction time.

It reads only its seat's view (the top of each face-up pile and the pool). With a
real match it calls "Snap!" (or "Snap pool!"); with only a look-alike (a 7 beside a red
8, two court cards) it calls falsely with its level's slip chance
(:mod:`parlour.bots.reaction`); otherwise it turns up its card when it is its turn, at
its level's pace.
"""

from __future__ import annotations

from typing import Any

from parlour.bots.base import SeatPort
from parlour.bots.reaction import ReactionBot, looks_alike
from parlour.cards import Card
from parlour.engine.actions import Action
from parlour.games.snap.rules import pool_piles, snapped_piles


def tops_in_view(view: dict[str, Any]) -> tuple[list[int | None], int | None]:
    """Each seat's face-up top card and the pool's top, from a view."""
    zones = {z["id"]: z for z in view["zones"]}

    def top(zid: str) -> int | None:
        cards = zones[zid]["cards"]
        return Card.parse(cards[-1]) if cards and cards[-1] not in (None, "??") else None

    return [top(f"up:{s}") for s in range(view["players"])], top("pool")


class SnapBot(ReactionBot):
    """Calls real matches, sometimes a look-alike; turns up its card at a steady pace."""

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = {a.type: a for a in port.legal_actions()}
        if "snap" in legal or "snap-pool" in legal:
            tops, pool = tops_in_view(port.view())
            if "snap-pool" in legal and pool_piles(tops, pool):
                self.claim()
                return legal["snap-pool"]
            if "snap" in legal and snapped_piles(tops):
                self.claim()
                return legal["snap"]
            shown = [c for c in tops if c is not None]
            alike = any(looks_alike(a, b) for i, a in enumerate(shown) for b in shown[i + 1:])
            if "snap" in legal and alike and self.slips():
                self.claim()
                return legal["snap"]
        if must_act and "flip" in legal:
            self.turn()
            return legal["flip"]
        return None
