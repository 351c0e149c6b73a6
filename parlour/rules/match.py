"""The multi-hand match: deals, the dealer's rotation, the pause between hands, the goal.

A match is a series of hands. After each hand is scored, :meth:`Match.hand_scored`
checks the :class:`Goal`; unless the match is over the deal passes one seat left and
the table waits in the *scored* state (the played cards still visible) until the new
dealer deals (:meth:`Match.next_deal`). A redeal (everyone passed) keeps the dealer and
need not count as a deal.

The goal: a target that a score *reaches* (``>=``) or *exceeds* (``>``, Five Hundred's
and Pinochle's texts), a floor at which a side loses, and a fixed number of deals. When
the target (or floor) is hit, the match ends only if one side alone has the best score;
equal leaders play another hand. After the fixed number of deals it ends whatever the
scores (equal leaders draw).

>>> goal = Goal(target=500)
>>> goal.verdict([510, 420], deals=7), goal.verdict([510, 510], deals=7)
('target', None)
>>> Goal(target=500, win_at="exceeds").verdict([500, 420], deals=7) is None
True
>>> m = Match(4, Goal(deals=2))
>>> m.next_deal(), m.dealer, m.hand_scored([10, 0]), m.dealer, m.scored
(1, 0, None, 1, True)
>>> m.next_deal(), m.hand_scored([10, 10]), m.dealer, m.over
(2, 'deals', 1, True)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Literal

WinAt = Literal["reaches", "exceeds"]


@dataclasses.dataclass(frozen=True)
class Goal:
    """What ends a match. ``target``: the score that wins (``None``: none); ``win_at``:
    ``"reaches"`` (score >= target) or ``"exceeds"`` (score > target); ``floor``: a side
    at or below it ends the match (``None``: no floor); ``deals``: the match ends after
    this many deals (0: no limit); ``lower_wins``: the lowest score leads (penalty
    points)."""

    target: int | None = None
    win_at: WinAt = "reaches"
    floor: int | None = None
    deals: int = 0
    lower_wins: bool = False

    def reached(self, score: int) -> bool:
        """Whether ``score`` hits the target."""
        t = self.target
        if t is None:
            return False
        if self.lower_wins:
            return score <= t if self.win_at == "reaches" else score < t
        return score >= t if self.win_at == "reaches" else score > t

    def leaders(self, scores: Sequence[int]) -> list[int]:
        """The sides with the best score."""
        best = min(scores) if self.lower_wins else max(scores)
        return [i for i, s in enumerate(scores) if s == best]

    def verdict(self, scores: Sequence[int], deals: int) -> str | None:
        """Why the match ends after a hand with these ``scores`` (per side) and ``deals``
        played: ``"target"``, ``"floor"``, ``"deals"``, or ``None`` (play on)."""
        hit = any(self.reached(s) for s in scores)
        low = self.floor is not None and any(s <= self.floor for s in scores)
        if (hit or low) and len(self.leaders(scores)) == 1:
            return "target" if hit else "floor"
        # the deal limit is a safeguard: leaders tied at the target play on as the rules
        # say, unless the limit is passed twice over
        if self.deals and deals >= self.deals and (not hit or deals >= 2 * self.deals):
            return "deals"
        return None


class Match:
    """The state of a match between its hands: the deal number, the dealer, whether the
    table waits for the next deal (``scored``) or the match is ``over``.

    ``players`` seats deal in turn, passing ``step`` seats (1: to the left, clockwise)."""

    __slots__ = ("players", "goal", "dealer", "deals", "scored", "over", "verdict", "step")

    def __init__(self, players: int, goal: Goal, *, dealer: int = 0, step: int = 1) -> None:
        self.players = players
        self.goal = goal
        self.dealer = dealer
        self.step = step
        self.deals = 0
        """Deals played (the current one included)."""
        self.scored = False
        """The last hand is scored and the table waits for the dealer to deal."""
        self.over = False
        self.verdict: str | None = None

    def copy(self) -> Match:
        """An independent copy (for :meth:`parlour.Game.clone`)."""
        new = Match.__new__(Match)
        new.players, new.goal, new.dealer, new.step = self.players, self.goal, self.dealer, self.step
        new.deals, new.scored, new.over, new.verdict = self.deals, self.scored, self.over, self.verdict
        return new

    def left_of_dealer(self, k: int = 1) -> int:
        """The seat ``k`` places after the dealer in the direction of play."""
        return (self.dealer + k * self.step) % self.players

    def may_deal(self, seat: int) -> bool:
        """Whether ``seat`` deals now: the dealer, once the last hand is scored."""
        return self.scored and seat == self.dealer

    def next_deal(self, *, counted: bool = True) -> int:
        """A hand begins; returns the deal number. ``counted=False``: a redeal by the
        same dealer that the fixed number of deals does not count."""
        if counted:
            self.deals += 1
        self.scored = False
        return self.deals

    def hand_scored(self, scores: Sequence[int], *, rotate: bool = True) -> str | None:
        """The hand is scored and ``scores`` are the sides' totals: returns the
        :meth:`Goal.verdict`. Unless the match is over, the deal passes on (not when
        ``rotate`` is false) and the table waits for the next deal."""
        self.verdict = self.goal.verdict(scores, self.deals)
        if self.verdict is not None:
            self.over = True
            return self.verdict
        if rotate:
            self.dealer = (self.dealer + self.step) % self.players
        self.scored = True
        return None
