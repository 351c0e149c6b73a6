"""Human-like speed for the bots of reaction games (Snap, Slapjack and the other races).

A person spots a match and hits the key after a reaction time that varies from one
moment to the next, and now and then hits it on a card that only *looks* right (a 7
beside an 8 of the same colour, a queen taken for a jack). A level here is both: a
reaction-time distribution (normal, with a spread and a floor no hand beats) and the
chance of a false claim on a look-alike. :class:`ReactionBot` is the base every
real-time heuristic of issue 15 extends: it reads its level from :data:`LEVELS`, draws
its delays from its own generator (simulations stay deterministic) and decides false
claims with :meth:`ReactionBot.slips`.

The figures are those of people, not of a script: simple visual reaction to a
stimulus is about 250 ms for a quick, practised adult; recognising a *pair* among
several cards, deciding and pressing takes a normal player about half a second, and a
child or a casual player closer to a second.

>>> LEVELS["expert"].reaction.mean, LEVELS["slow"].reaction.mean
(250.0, 900.0)
>>> from parlour.cards import Card
>>> looks_alike(Card.parse("7H"), Card.parse("8D")), looks_alike(Card.parse("QS"), Card.parse("JC"))
(True, True)
>>> looks_alike(Card.parse("7H"), Card.parse("8S")), looks_alike(Card.parse("2H"), Card.parse("9H"))
(False, False)
"""

from __future__ import annotations

import dataclasses

from parlour.bots.base import Bot, Reaction
from parlour.engine.rng import Rng


@dataclasses.dataclass(frozen=True)
class Level:
    """One bot level of a reaction game.

    ``reaction``: the delay (ms) from a change on the table to the bot's claim.
    ``slip``: the chance, each time the table shows a look-alike and no real match,
    that the bot claims anyway (a false claim the game punishes).
    ``pace``: extra ms a turn action (a flip) takes beyond a reaction: people flip at a
    steadier rhythm than they slap, which also leaves others a moment to claim.
    """

    reaction: Reaction
    slip: float
    pace: int

    def __post_init__(self) -> None:
        if not 0.0 <= self.slip <= 1.0:
            raise ValueError(f"slip must be a probability, not {self.slip}")


LEVELS: dict[str, Level] = {
    "slow": Level(Reaction(900.0, 220.0, 450.0), 0.10, 500),
    "normal": Level(Reaction(500.0, 120.0, 260.0), 0.05, 350),
    "fast": Level(Reaction(350.0, 80.0, 200.0), 0.03, 250),
    "expert": Level(Reaction(250.0, 50.0, 160.0), 0.01, 200),
}
"""The named levels, the same names as :data:`parlour.bots.base.LEVELS` (so every
runner, the lobby and ``make_bot`` accept them), with reaction-game figures."""


COURT = frozenset({11, 12, 13})


def looks_alike(a: int, b: int) -> bool:
    """Whether two different-rank cards are easily taken for a pair at a glance: both
    court cards (J, Q, K), or the same colour with ranks one apart (7 and 8 of hearts
    and diamonds). Jokers look like nothing."""
    ra, rb = a & 15, b & 15
    if ra == rb or (a >> 4) & 7 > 3 or (b >> 4) & 7 > 3:
        return False
    if ra in COURT and rb in COURT:
        return True
    return abs(ra - rb) == 1 and _red(a) == _red(b)


def _red(card: int) -> bool:
    """Diamonds and hearts (suits 1 and 2 in :mod:`parlour.cards`)."""
    return (card >> 4) & 7 in (1, 2)


class ReactionBot(Bot):
    """Base of the reaction games' heuristics: a :class:`Level` instead of the slower
    turn-game reaction, and the two delays (a claim, a turn action)."""

    kind = "heuristic"

    def __init__(self, seat: int, *, seed: int = 0, level: str = "normal") -> None:
        super().__init__(seat, seed=seed, level=level)
        self.speed = LEVELS[level]
        self.reaction = self.speed.reaction
        self._paced = False

    def slips(self) -> bool:
        """Whether the bot falls for the look-alike it sees now (one draw per state)."""
        return self.rng.random() < self.speed.slip

    def claim(self) -> None:
        """The next delay is a claim's: one reaction time."""
        self._paced = False

    def turn(self) -> None:
        """The next delay is a turn action's: a reaction plus the level's pace."""
        self._paced = True

    def delay(self, must_act: bool) -> int:
        base = self.reaction.sample(self.rng)
        return base + self.speed.pace if self._paced else base


def sample_mean(level: str, draws: int = 2000, seed: int = 1) -> float:
    """The mean of ``draws`` reaction times of ``level`` (the floor lifts it a little
    above the nominal mean): for the docs and tests."""
    rng = Rng(seed)
    r = LEVELS[level].reaction
    return sum(r.sample(rng) for _ in range(draws)) / draws
