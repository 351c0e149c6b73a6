"""The random bot: uniformly random legal actions; optional claims now and then."""

from __future__ import annotations

from parlour.bots.base import Bot, SeatPort
from parlour.engine.actions import Action


class RandomBot(Bot):
    """Picks a uniformly random legal action when it must act (leaving aside the game's
    optional claims); when it may act but need not (an out-of-turn claim), acts with
    probability ``eagerness`` on each decision."""

    kind = "random"

    def __init__(self, seat: int, *, seed: int = 0, level: str = "normal",
                 eagerness: float = 0.05) -> None:
        super().__init__(seat, seed=seed, level=level)
        self.eagerness = eagerness

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        claims = port.claim_types
        if must_act:
            # the move the game waits for; optional claims only when nothing else is legal
            moves = [a for a in legal if a.type not in claims] or legal
            return self.rng.choice(moves) if moves else None
        if not legal or self.rng.random() >= self.eagerness:
            return None
        return self.rng.choice(legal)
