"""Mexican Sweat as players see it: views, prompts and button words."""

from __future__ import annotations

from typing import Any, ClassVar

from parlour.engine.actions import Action
from parlour.engine.declare import SearchHooks
from parlour.games.mexican_sweat import bot as heuristic
from parlour.games.mexican_sweat.play import MexicanSweatRules
from parlour.games.mexican_sweat.present import PRESENTATION
from parlour.hands.partial import describe_exposed
from parlour.rules.betting_turns import session_hands
from parlour.words import in_sentence


class MexicanSweat(MexicanSweatRules):
    """Mexican Sweat (see :mod:`parlour.games.mexican_sweat` for the rules and rulings)."""

    bot = heuristic.HeuristicBot
    search = SearchHooks(rollout_policy=heuristic.rollout_policy, rollout_value=heuristic.rollout_value,
                         options=heuristic.SEARCH_OPTIONS)
    presentation = PRESENTATION
    LAYOUT: ClassVar[dict[str, Any]] = {"slot_base": 1}
    """Cards are counted from 1 on screen, as "Turn up card 1..7" counts them."""

    def _view(self, seat: int | None) -> dict[str, Any]:
        n = self.players
        out: dict[str, Any] = {
            "phase": self.phase, "dealer": self.dealer, "hand_number": self.hand_no,
            "hands_in_game": session_hands(self.options.hands, n),
            "turn": self.turn if self.phase == "flip" else None,
            "best": self.best if self.best >= 0 else None,
            "to_beat": describe_exposed(self.to_beat),
            "showing": [describe_exposed(self.exposed(s)) if self.exposed(s) else "" for s in range(n)],
            "fate": self.fate[:],
            "face_up": [[i for i, u in enumerate(self.hand(s).up) if u] for s in range(n)],
            "prompt": self._prompt(seat),
            **self.betting_view(seat),
        }
        last = self.history[-1] if self.history else None
        if last is not None:
            out["last_won"] = last["won"]
        return out

    def _prompt(self, seat: int | None) -> str:
        if self.phase == "over":
            res = self.result()
            return "Game over: " + (res.reason if res else "")
        if self.phase == "next":
            return self.next_hand_prompt(seat)
        if self.phase == "flip":
            target = in_sentence(describe_exposed(self.to_beat))
            if seat == self.turn:
                return f"Turn up a card: beat {target}"
            return f"Seat {self.turn} turns up cards to beat {target}"
        actor = self.betting.actor
        if seat is not None and seat == actor:
            c = self.betting.choice()
            owe = f"{c.call} to call" if c.call else "nothing to call"
            return f"Betting: your turn ({owe})"
        return f"Betting: seat {actor} to act"

    def label(self, action: Action, seat: int | None = None) -> str:
        words = self.bet_label(action)
        if words is not None:
            return words
        if action.type == "deal":
            return "Deal the next hand"
        if action.type == "flip":
            return f"Turn up card {action.get('index', 0) + 1}"
        return super().label(action, seat)

    def targets(self, action: Action, seat: int | None = None) -> list[dict[str, Any]]:
        if action.type == "flip" and seat is not None:
            return [{"zone": f"hand:{seat}", "index": action.get("index", 0)}]
        return []
