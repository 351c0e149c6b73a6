"""Through the Window heuristic: see the letter, recall a noun, say it.

It answers from the built-in nouns (:mod:`.nouns`: every one also a WordNet noun) that
start with the card's letter and are not banned (its legal actions list exactly those),
so it never says a banned word. Its delay is a reaction time plus a recall time that
depends on its level (:data:`RECALL`): recognising the letter and finding a word take a
person well over a second, more for 8 -> E. In a table vote it judges the word put to
the vote as a person would (:func:`takes_for_noun`): a noun it knows, or what reads like
a name, gets a yes; a verb, an adjective or gibberish a no. It looks through the window
at its level's pace.
"""

from __future__ import annotations

import re

from parlour.bots.base import Reaction, SeatPort
from parlour.bots.reaction import ReactionBot
from parlour.engine.actions import Action
from parlour.games.through_the_window.lexicon import parts_of_speech

RECALL: dict[str, Reaction] = {
    "expert": Reaction(600.0, 200.0, 250.0),
    "fast": Reaction(1000.0, 300.0, 400.0),
    "normal": Reaction(1600.0, 500.0, 600.0),
    "slow": Reaction(3000.0, 900.0, 1000.0),
}
"""Per level, the time (ms) to think of a noun once the letter is known."""

NAME = re.compile(r"[A-Z][a-z]+(?:[ -][A-Z]?[a-z]+)*")
"""Written like a proper name: a capital, then small letters (words may follow)."""


def takes_for_noun(word: str) -> bool:
    """A bot's vote on a word the table's lexicon did not know (the letter is right:
    the game checked it). Yes for a noun of the fullest lexicon installed (WordNet, on
    a table using the built-in list); no for a word known only as another part of speech
    (a verb, an adjective, an adverb); a word no lexicon knows is taken for a proper
    noun, yes, when it is written like a name with a vowel and three letters or more
    ("Tarvonia"), else no ("tqzx", "tarvonia").

    >>> takes_for_noun("tiger"), takes_for_noun("Tarvonia"), takes_for_noun("tqzx"), takes_for_noun("Tqz")
    (True, True, False, False)
    """
    parts = parts_of_speech(word)
    if parts:
        return "noun" in parts
    w = word.strip()
    return bool(NAME.fullmatch(w)) and len(w) >= 3 and any(c in "aeiouy" for c in w.lower())


class WindowBot(ReactionBot):
    """Names a random unbanned noun with the right letter after its level's delay."""

    def __init__(self, seat: int, *, seed: int = 0, level: str = "normal") -> None:
        super().__init__(seat, seed=seed, level=level)
        self.recall = RECALL[level]
        self._saying = False

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        votes = [a for a in legal if a.type == "vote"]
        self._saying = False
        if votes:  # its vote first; a noun of its own after (while the table votes)
            self.claim()
            yes = takes_for_noun(str(port.view().get("disputed", "")))
            return next(a for a in votes if a.get("accept") == yes)
        says = [a for a in legal if a.type == "say"]
        self._saying = bool(says)
        if says:
            self.claim()
            return says[self.rng.below(len(says))]
        if legal:
            self.turn()
            return legal[0]
        return None

    def delay(self, must_act: bool) -> int:
        base = super().delay(must_act)
        return base + self.recall.sample(self.rng) if self._saying else base
