"""The random bot: uniformly random legal actions; optional claims now and then.

Two forms: ``random`` makes the move the game waits for, uniformly among the legal
ones, and takes optional claims (Cactus's match, a slap) only now and then;
``random:all`` chooses uniformly among *every* legal action when it must act, claims
included (the textbook uniform-random baseline: in Cactus it also makes blind matches).
"""

from __future__ import annotations

from parlour.bots.base import Bot, SeatPort
from parlour.engine.actions import Action

FORMS = ("moves", "all")
"""``moves``: on turn, only the moves the game waits for; ``all``: any legal action."""


class RandomBot(Bot):
    """Picks a uniformly random legal action when it must act (leaving aside the game's
    optional claims unless ``form="all"``); when it may act but need not (an out-of-turn
    claim), acts with probability ``eagerness`` on each decision."""

    kind = "random"

    def __init__(self, seat: int, *, seed: int = 0, level: str = "normal",
                 eagerness: float = 0.05, form: str = "moves") -> None:
        super().__init__(seat, seed=seed, level=level)
        if form not in FORMS:
            raise ValueError(f"unknown random bot form {form!r}; choose one of: {', '.join(FORMS)}")
        self.eagerness = eagerness
        self.form = form

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        if must_act:
            if self.form == "moves":
                # the move the game waits for; optional claims only when nothing else is legal
                claims = port.claim_types
                legal = [a for a in legal if a.type not in claims] or legal
            return self.rng.choice(legal) if legal else None
        if not legal or self.rng.random() >= self.eagerness:
            return None
        return self.rng.choice(legal)
