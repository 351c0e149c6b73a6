"""A reaction bot whose planned move keeps its time (for races with no turns).

The scheduler asks every bot again after each change of the table and draws a fresh
delay from the game's clock. In James Bond or Spoons everybody acts all the time, so a
slow bot would never reach the end of its delay. :class:`PlannedReactionBot` draws the
delay once, when it decides a move, and keeps that due time for as long as the move
stays its choice: others' moves no longer reset its clock.
"""

from __future__ import annotations

from parlour.bots.reaction import ReactionBot
from parlour.engine.actions import Action


class PlannedReactionBot(ReactionBot):
    """A :class:`ReactionBot` that keeps a decided move's due time (see the module)."""

    def __init__(self, seat: int, *, seed: int = 0, level: str = "normal") -> None:
        super().__init__(seat, seed=seed, level=level)
        self.pending: tuple[Action, int] | None = None
        self.now = 0

    def plan_move(self, want: Action | None, now: int, paced: bool) -> Action | None:
        """Record the move the bot wants at game time ``now`` (``None``: nothing); a new
        move draws its delay (a claim's, or with ``paced`` a turn action's)."""
        self.now = now
        if want is None:
            self.pending = None
            return None
        if self.pending is None or self.pending[0] != want:
            (self.turn if paced else self.claim)()
            self.pending = (want, now + super().delay(False))
        return want

    def delay(self, must_act: bool) -> int:
        if self.pending is None:
            return super().delay(must_act)
        return max(0, self.pending[1] - self.now)
