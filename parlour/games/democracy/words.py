"""Democracy as players see it: views and prompts, action labels and targets."""

from __future__ import annotations

from typing import Any

from parlour.cards import CARD_TEXT
from parlour.engine.actions import Action
from parlour.engine.declare import SearchHooks
from parlour.games.democracy import bot as heuristic
from parlour.games.democracy.play import DemocracyRules, card_name, suit_points
from parlour.games.democracy.rules import SUIT_NAMES
from parlour.games.democracy.speeches import trump_suit


class Democracy(DemocracyRules):
    """Democracy (see :mod:`parlour.games.democracy` for the rules, layout and rulings)."""

    bot = heuristic.HeuristicBot
    search = SearchHooks(rollout_value=heuristic.rollout_value)

    # ----- views ---------------------------------------------------------------------
    def _view(self, seat: int | None) -> dict[str, Any]:
        up = self.upcard()
        trump = trump_suit(up) if up is not None else None
        n = self.players
        out: dict[str, Any] = {
            "phase": self.phase, "island": self.island, "day": self.day,
            "trick": self.trick_no, "dealer": self.dealer,
            "upcard": str(up) if up is not None else None,
            "trump": (SUIT_NAMES[trump] if trump is not None else "none (joker upcard)")
            if up is not None else None,
            "played": [s for s in range(n) if self.committed >> s & 1],
            "to_play": [s for s in range(n) if not self.committed >> s & 1]
            if self.phase == "play" else [],
            "scores": list(self.tribes), "tribes_to_win": self.options.tribes_to_win,
            "majority": self.options.majority,
            "last_trick": self.last_trick, "last_island": self.last_island,
            "prompt": self._prompt(seat),
        }
        last = self.last_trick
        if last is not None:
            out["last_cards"] = list(last["cards"])
            took = [""] * n
            if last["winner"] is not None:
                took[last["winner"]] = f"all + {last['upcard']}"
            else:
                took = ["own card"] * n
            out["last_taken"] = took
        if self.last_island is not None:
            out["island_tribes"] = [", ".join(t) or "-" for t in self.last_island["tribes_won"]]
        if seat is not None:
            own = suit_points(self.won(seat).cards)
            out["captured"] = {SUIT_NAMES[k]: own[k] for k in range(4)}
        return out

    def _prompt(self, seat: int | None) -> str:
        if self.phase == "over":
            return f"Game over: seat {self.winner} wins with {self.tribes[self.winner]} tribes"
        if self.phase == "scored":
            if seat == self.dealer:
                return f"Island {self.island} is scored: deal the next island"
            return f"Island {self.island} is scored: seat {self.dealer} deals the next island"
        up = self.upcard()
        assert up is not None
        trump = trump_suit(up)
        where = (f"Island {self.island}, day {self.day}, trick {self.trick_no}: upcard {up} "
                 + ("(no trump)" if trump is None else f"({SUIT_NAMES[trump]} trump)"))
        waiting = [s for s in range(self.players) if not self.committed >> s & 1]
        others = ", ".join(f"seat {s}" for s in waiting if s != seat)
        if seat is not None and not self.committed >> seat & 1:
            return f"{where}. Choose a card to play face down."
        if seat is not None:
            mine = self.trick.cards[seat]
            return f"{where}. You played {card_name(str(mine))} face down; waiting for {others}."
        return f"{where}. Waiting for {others} to play face down."

    # ----- labels, targets -------------------------------------------------------------------
    def label(self, action: Action, seat: int | None = None) -> str:
        """``Play KH`` (only ever shown to the seat holding the card), ``Deal the next island``."""
        if action.type == "play":
            card = action.get("card")
            return "Play a joker" if card == "JK" else f"Play {card}"
        if action.type == "deal":
            return "Deal the next island"
        return super().label(action, seat)

    def targets(self, action: Action, seat: int | None = None) -> list[dict[str, Any]]:
        if action.type == "play" and seat is not None:
            for i, c in enumerate(self.hand(seat).cards):
                if CARD_TEXT[c] == action.get("card"):
                    return [{"zone": f"hand:{seat}", "index": i}]
        if action.type == "deal":
            return [{"zone": "stock", "index": 0}]
        return []
