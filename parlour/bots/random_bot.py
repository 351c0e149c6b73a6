"""The random bot: uniformly random legal actions; optional claims now and then."""

from __future__ import annotations

from parlour.bots.base import Bot, SeatPort
from parlour.engine.actions import Action


class RandomBot(Bot):
    """Picks a uniformly random legal action when it must act; when it may act but
    need not (an out-of-turn claim), acts with probability ``eagerness``."""

    kind = "random"

    def __init__(self, seat: int, *, seed: int = 0, level: str = "normal",
                 eagerness: float = 0.05) -> None:
        super().__init__(seat, seed=seed, level=level)
        self.eagerness = eagerness

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        if not legal:
            return None
        if not must_act and self.rng.random() >= self.eagerness:
            return None
        return self.rng.choice(legal)
