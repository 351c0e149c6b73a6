"""Pyramid as a player sees it: views and prompts, action labels and targets (the
reasons for refusals come with the rules, in :mod:`parlour.games.pyramid.play`)."""

from __future__ import annotations

from typing import Any

from parlour.cards import CARD_TEXT
from parlour.engine.actions import Action
from parlour.engine.declare import SearchHooks
from parlour.games.pyramid import bot as heuristic
from parlour.games.pyramid.play import PyramidRules, Spot


class Pyramid(PyramidRules):
    """Pyramid (see :mod:`parlour.games.pyramid` for the rules, layout and rulings)."""

    bot = heuristic.HeuristicBot
    search = SearchHooks()  # the plain search: no hooks

    # ----- views, labels, targets ------------------------------------------------------------
    def _view(self, seat: int | None) -> dict[str, Any]:
        m = self.options.max_passes
        left = self.pyramid.count()
        return {
            "phase": "over" if self.outcome else "play",
            "prompt": self._prompt(),
            "pass": self.pass_no, "max_passes": m or None,
            "rows": self.options.rows,
            "available": [CARD_TEXT[s[2]] for s in self.available()],
            "counters": {"pyramid": left, "stock": len(self.stock.cards),
                         "waste": len(self.waste.cards)},
            "scores": [self.geo.size - left],
            "values": {"A": 1, "J": 11, "Q": 12, "K": 13},
        }

    def _prompt(self) -> str:
        if self.outcome == "won":
            return "You cleared the pyramid: you win!"
        if self.outcome:
            return (f"You lose: {self.why} ({self.pyramid.count()} pyramid cards left)."
                    if self.outcome == "lost" else f"Game over: {self.why}.")
        moves = self.removals()
        if moves:
            return f"Discard a king, or two uncovered cards totalling 13{self._or_else(moves)}."
        if self.stock.cards:
            return "No pair to discard: draw from the stock."
        return "The stock is empty: turn the waste over for the next pass."

    def _or_else(self, moves: list[tuple[Spot, ...]]) -> str:
        """The stock action the prompt offers besides the removals ``moves``, if any."""
        if self.draw_blocked(moves):
            return ""
        if self.may_draw():
            return ", or draw"
        return ", or turn the waste over" if self.may_recycle() else ""

    def label(self, action: Action, seat: int | None = None) -> str:
        t = action.type
        if t == "remove":
            cards = list(action.cards)
            return f"Remove {cards[0]}" if len(cards) == 1 else f"Pair {cards[0]} + {cards[1]}"
        if t == "draw":
            return "Draw from the stock"
        if t == "recycle":
            m = self.options.max_passes
            return f"Turn the waste over (pass {self.pass_no + 1}{f' of {m}' if m else ''})"
        return super().label(action, seat)

    def targets(self, action: Action, seat: int | None = None) -> list[dict[str, Any]]:
        t = action.type
        if t == "draw":
            return [{"zone": "stock", "index": max(0, len(self.stock.cards) - 1)}]
        if t == "recycle":
            return [{"zone": "waste", "index": max(0, len(self.waste.cards) - 1)}]
        if t == "remove":
            where = {CARD_TEXT[c]: (z, i) for z, i, c in self.available()}
            for i, c in enumerate(self.pyramid.cards):  # Tut's Tomb: a covered card
                if c is not None:
                    where.setdefault(CARD_TEXT[c], ("pyramid", i))
            return [{"zone": where[n][0], "index": where[n][1]} for n in action.cards if n in where]
        return []
