"""Pineapple as players see it: views, prompts and button words (the reasons for
refusals are the ``verify_`` methods' in :mod:`.play` and the betting turns')."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from parlour.cards import face as say
from parlour.engine.actions import Action
from parlour.engine.declare import SearchHooks
from parlour.games.pineapple import bot as heuristic
from parlour.games.pineapple.play import PineappleRules
from parlour.games.pineapple.present import PRESENTATION
from parlour.games.pineapple.rules import STREETS
from parlour.hands import best_of, describe
from parlour.hands.low import describe_low, low8
from parlour.rules.betting_turns import session_hands


class Pineapple(PineappleRules):
    """Pineapple (see :mod:`parlour.games.pineapple` for the rules and rulings)."""

    bot = heuristic.HeuristicBot
    search = SearchHooks(rollout_policy=heuristic.rollout_policy, rollout_value=heuristic.rollout_value,
                         options=heuristic.SEARCH_OPTIONS)
    presentation = PRESENTATION

    def _view(self, seat: int | None) -> dict[str, Any]:
        o = self.options
        out: dict[str, Any] = {
            "phase": self.phase, "street": STREETS[self.street], "dealer": self.dealer,
            "hand_number": self.hand_no,
            "hands_in_game": session_hands(o.hands, self.players),
            "blinds": f"{o.small_blind}/{o.big_blind}" if o.big_blind else "none",
            "ante": o.ante, "hilo": o.hilo,
            "to_discard": [s for s in range(self.players) if self.pending >> s & 1],
            "prompt": self._prompt(seat),
            **self.betting_view(seat),
        }
        if seat is not None and self.betting.live[seat]:
            # before the discard, the best that two of the three hole cards can make
            board = list(self.board.cards)
            keeps = [list(k) + board for k in combinations(self.hand(seat).cards, 2)]
            if keeps and len(keeps[0]) >= 5:
                out["your_hand"] = describe(max(best_of(k) for k in keeps))
                if o.hilo:
                    out["your_low"] = describe_low(max(low8(k) for k in keeps))
        last = self.history[-1] if self.history else None
        if last is not None:
            out["last_won"] = last["won"]
            out["last_shown"] = last["hands"]
            if o.hilo:
                out["last_lows"] = last["lows"]
        return out

    def _prompt(self, seat: int | None) -> str:
        if self.phase == "over":
            res = self.result()
            return "Game over: " + (res.reason if res else "")
        if self.phase == "next":
            return self.next_hand_prompt(seat)
        if self.phase == "discard":
            if seat is not None and self.pending >> seat & 1:
                return "Discard one of your three hole cards"
            return "Waiting for " + ", ".join(f"seat {s}" for s in self._actors()) + " to discard"
        actor = self.betting.actor
        street = STREETS[self.street]
        if seat is not None and seat == actor:
            c = self.betting.choice()
            owe = f"{c.call} to call" if c.call else "nothing to call"
            return f"{street.capitalize()} betting: your turn ({owe})"
        return f"{street.capitalize()} betting: seat {actor} to act"

    def label(self, action: Action, seat: int | None = None) -> str:
        words = self.bet_label(action)
        if words is not None:
            return words
        if action.type == "deal":
            return "Deal the next hand"
        if action.type == "discard":
            for c in self.hand(seat if seat is not None else 0).cards:
                if str(c) == action.get("card"):
                    return f"Discard the {say(c)}"
            return "Discard"
        return super().label(action, seat)

    def targets(self, action: Action, seat: int | None = None) -> list[dict[str, Any]]:
        if action.type == "discard" and seat is not None:
            cards = [str(c) for c in self.hand(seat).cards]
            if action.get("card") in cards:
                return [{"zone": f"hand:{seat}", "index": cards.index(action.get("card"))}]
        return []
