"""Through the Window heuristic: see the letter, recall a noun, say it.

It answers from the built-in nouns (:mod:`.nouns`: every one also a WordNet noun) that
start with the card's letter and are not banned (its legal actions list exactly those),
so it never says a banned word. Its delay is a reaction time plus a recall time that
depends on its level (:data:`RECALL`): recognising the letter and finding a word take a
person well over a second, more for 8 -> E. In a table vote it votes no (it only knows
the lexicon's words). It looks through the window at its level's pace.
"""

from __future__ import annotations

from parlour.bots.base import Reaction, SeatPort
from parlour.bots.reaction import ReactionBot
from parlour.engine.actions import Action

RECALL: dict[str, Reaction] = {
    "expert": Reaction(600.0, 200.0, 250.0),
    "fast": Reaction(1000.0, 300.0, 400.0),
    "normal": Reaction(1600.0, 500.0, 600.0),
    "slow": Reaction(3000.0, 900.0, 1000.0),
}
"""Per level, the time (ms) to think of a noun once the letter is known."""


class WindowBot(ReactionBot):
    """Names a random unbanned noun with the right letter after its level's delay."""

    def __init__(self, seat: int, *, seed: int = 0, level: str = "normal") -> None:
        super().__init__(seat, seed=seed, level=level)
        self.recall = RECALL[level]
        self._saying = False

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        says = [a for a in legal if a.type == "say"]
        self._saying = bool(says)
        if says:
            self.claim()
            return says[self.rng.below(len(says))]
        votes = [a for a in legal if a.type == "vote"]
        if votes:
            self.claim()
            return next(a for a in votes if not a.get("accept"))
        if legal:
            self.turn()
            return legal[0]
        return None

    def delay(self, must_act: bool) -> int:
        base = super().delay(must_act)
        return base + self.recall.sample(self.rng) if self._saying else base
