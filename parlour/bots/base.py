"""What a bot is, and the narrow window through which it sees a game.

A bot never holds the game. It gets a :class:`SeatPort`: that seat's view, its legal
actions, the events it received, and the generic determinization (worlds sampled
from what the seat knows). Reaction times are a :class:`Reaction` distribution per
bot level, drawn from the bot's own generator so simulations stay deterministic.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from parlour.engine.rng import Rng

if TYPE_CHECKING:
    from parlour.engine.actions import Action
    from parlour.engine.game import Game


@dataclasses.dataclass(frozen=True)
class Reaction:
    """Reaction-delay distribution in ms: normal(mean, sigma), never below ``floor``."""

    mean: float = 900.0
    sigma: float = 250.0
    floor: float = 250.0

    def sample(self, rng: Rng) -> int:
        return int(max(self.floor, rng.gauss(self.mean, self.sigma)))


LEVELS: dict[str, Reaction] = {
    "slow": Reaction(1400, 350, 500),
    "normal": Reaction(900, 250, 300),
    "fast": Reaction(550, 150, 200),
    "expert": Reaction(350, 80, 150),
}
"""Named reaction levels for real-time play."""


class SeatPort:
    """One seat's window on a game: exactly what a player at that seat may know."""

    __slots__ = ("_game", "seat")

    def __init__(self, game: Game, seat: int) -> None:
        self._game = game
        self.seat = seat

    @property
    def game_name(self) -> str:
        return self._game.name

    @property
    def declaration(self) -> type[Game]:
        """The game's class: its declared rules data and hooks (``bot``, ``search``,
        ``CLAIMS``...), never its state."""
        return type(self._game)

    @property
    def players(self) -> int:
        return self._game.players

    @property
    def options(self) -> Any:
        return self._game.options

    @property
    def variant(self) -> str | None:
        return self._game.variant

    @property
    def claim_types(self) -> frozenset[str]:
        """Action types that are optional claims in this game (see ``Game.CLAIMS``)."""
        return self._game.CLAIMS

    def view(self) -> dict[str, Any]:
        return self._game.view(self.seat)

    def legal_actions(self) -> list[Action]:
        return self._game.legal_actions(self.seat)

    def label(self, action: Action) -> str:
        """The label of one of this seat's legal actions (labels of other seats'
        actions could name cards this seat may not see, so they are refused)."""
        from parlour.errors import IllegalAction

        if action not in self._game.legal_actions(self.seat):
            raise IllegalAction(f"{action!r} is not one of seat {self.seat}'s legal actions")
        return self._game.label(action, self.seat)

    def sample_world(self, rng: Rng) -> Game:
        """A full game consistent with this seat's knowledge (for search)."""
        return self._game.determinize(self.seat, rng)


class Bot:
    """Base class. Subclasses implement :meth:`choose`.

    ``choose`` returns an action, or ``None`` to do nothing for now (only allowed when
    the seat is not one the game waits for, e.g. an optional out-of-turn claim).
    """

    kind = "base"

    def __init__(self, seat: int, *, seed: int = 0, level: str = "normal") -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown bot level {level!r}; choose one of: {', '.join(LEVELS)}")
        self.seat = seat
        self.rng = Rng(seed * 1000003 + seat)
        self.level = level
        self.reaction = LEVELS[level]

    def observe(self, events: list[dict[str, Any]]) -> None:
        """Receive this seat's copies of new events (default: ignore)."""

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        raise NotImplementedError

    def delay(self, must_act: bool) -> int:
        """How long this bot takes to act (ms)."""
        return self.reaction.sample(self.rng)
