"""Egyptian Ratscrew heuristic: slap every valid pattern it sees, never a false one.

The bot reads only its seat's view: the pile's face-up cards and which of them are
dead (``dead``), from which it finds the live cards on top and checks them with
:func:`parlour.rules.slaps.slap_pattern` under the game's options. It never flips out
of turn. When it may continue a challenge left unfinished it does so when the pile is
worth the cards it risks. Its speed is its level (:data:`parlour.bots.base.LEVELS`):
slaps and collecting the pile take one reaction time; flipping its own card takes a
reaction time plus ``flip_pause`` ms, as a person flips at a steadier pace than they
slap (this also leaves people in the terminal a fair moment to slap a pair).

For the generic search bot, :func:`rollout_value` values a position at once by the
share of the cards each seat holds (the pile counting for a challenge winner about to
collect it): a rollout would otherwise play on without slaps (claims are not simulated),
and its noise hides the one card a false slap costs.
"""

from __future__ import annotations

from typing import Any

from parlour.bots.base import Bot, SeatPort
from parlour.cards import Card
from parlour.engine.actions import Action
from parlour.engine.game import Game
from parlour.rules.slaps import slap_pattern


def live_top(view: dict[str, Any]) -> list[Card]:
    """The live cards of the pile, bottom first, as the view shows them."""
    pile = next(z for z in view["zones"] if z["id"] == "pile")
    dead = set(view.get("dead", []))
    return [Card.parse(c) for i, c in enumerate(pile["cards"]) if i not in dead and c not in (None, "??")]


def sees_pattern(port: SeatPort) -> bool:
    """Whether the pile shows a slappable pattern (from the seat's view only)."""
    return slap_pattern(live_top(port.view()), port.options.slap_rules) is not None


class HeuristicBot(Bot):
    """Slaps valid patterns only; flips at a steady pace; never rushes out of turn."""

    kind = "heuristic"

    def __init__(self, seat: int, *, seed: int = 0, level: str = "normal",
                 flip_pause: int = 300) -> None:
        super().__init__(seat, seed=seed, level=level)
        self.flip_pause = flip_pause
        self._last = ""

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        slap = next((a for a in legal if a.type == "slap"), None)
        if slap is not None and sees_pattern(port):
            self._last = "slap"
            return slap
        if not must_act:
            return None
        types = {a.type: a for a in legal}
        if "continue" in types:
            view = port.view()
            pile = next(z for z in view["zones"] if z["id"] == "pile")
            pick = "continue" if pile["count"] >= 3 * view["owed"] else "decline"
            self._last = pick
            return types[pick]
        for t in ("collect", "flip"):
            if t in types:
                self._last = t
                return types[t]
        return legal[0] if legal else None

    def delay(self, must_act: bool) -> int:
        base = self.reaction.sample(self.rng)
        return base + self.flip_pause if self._last == "flip" else base


def rollout_value(game: Game) -> list[float] | None:
    """Search hook: every seat's share of the cards now (``None`` once the game is over:
    its result counts). A valid slap raises the slapper's share, a false one lowers it."""
    if game.is_over():
        return None
    n = game.players
    held = [float(len(game.zones[f"stack:{s}"].cards)) for s in range(n)]
    pile = len(game.zones["pile"].cards)
    if getattr(game, "phase", "") == "collect":
        held[game.turn] += pile  # type: ignore[attr-defined]
    total = sum(held) + (0 if getattr(game, "phase", "") == "collect" else pile)
    return [h / total for h in held] if total else [1.0 / n] * n
