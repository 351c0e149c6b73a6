"""Soko as players see it: views, prompts and button words."""

from __future__ import annotations

from typing import Any

from parlour.engine.actions import Action
from parlour.engine.declare import SearchHooks
from parlour.games.soko import bot as heuristic
from parlour.games.soko.play import SokoRules
from parlour.games.soko.present import PRESENTATION
from parlour.games.soko.rules import bring_in_seat
from parlour.hands.soko import describe_soko, showing_key, soko5
from parlour.rules.betting_turns import session_hands

_SHOWING = {0: "high card", 1: "a pair", 2: "four to a straight", 3: "four to a flush",
            4: "two pair", 5: "three of a kind", 9: "four of a kind"}


class Soko(SokoRules):
    """Soko (see :mod:`parlour.games.soko` for the rules and rulings)."""

    bot = heuristic.HeuristicBot
    search = SearchHooks(rollout_policy=heuristic.rollout_policy, rollout_value=heuristic.rollout_value,
                         options=heuristic.SEARCH_OPTIONS)
    presentation = PRESENTATION

    def _view(self, seat: int | None) -> dict[str, Any]:
        o = self.options
        n = self.players
        out: dict[str, Any] = {
            "phase": self.phase, "round": self.street + 1, "dealer": self.dealer,
            "hand_number": self.hand_no, "hands_in_game": session_hands(o.hands, n),
            "limits": f"{o.min_bet * (2 if self.doubled_now else 1)} to "
                      f"{o.max_bet * (2 if self.doubled_now else 1)}"
                      + (" (doubled)" if self.doubled_now else ""),
            "ante": o.ante,
            "showing": [self._showing(s) for s in range(n)],
            "prompt": self._prompt(seat),
            **self.betting_view(seat),
        }
        if seat is not None and self.betting.live[seat] and len(self.hand(seat).cards) == 5:
            out["your_hand"] = describe_soko(soko5([int(c) for c in self.hand(seat).cards]))
        last = self.history[-1] if self.history else None
        if last is not None:
            out["last_won"] = last["won"]
            out["last_shown"] = last["hands"]
        return out

    def _showing(self, seat: int) -> str:
        """What the seat shows: its up-cards' category, or its whole hand once turned up
        at the showdown (all five cards, as Soko ranks them)."""
        up = self.up_cards(seat)
        if not self.betting.live[seat] or not up:
            return ""
        if len(up) == 5:
            return describe_soko(soko5(up))
        return _SHOWING.get(showing_key(up)[0], "")

    def _prompt(self, seat: int | None) -> str:
        if self.phase == "over":
            res = self.result()
            return "Game over: " + (res.reason if res else "")
        if self.phase == "next":
            return self.next_hand_prompt(seat)
        actor = self.betting.actor
        if seat is not None and seat == actor:
            c = self.betting.choice()
            if c.bring_in:
                ups = [self.up_cards(s)[0] if self.betting.live[s] and self.up_cards(s) else None
                       for s in range(self.players)]
                why = ("you show the lowest card: bring it in" if bring_in_seat(ups, self.dealer) == seat
                       else "the lowest card is all in: you bring it in")  # S6
                complete = ", or complete" if c.raise_max else " (your chips cover no more)"
                return f"Round {self.street + 1}: {why} for {c.bring_in}{complete}"
            owe = f"{c.call} to call" if c.call else "nothing to call"
            return f"Round {self.street + 1}: your turn ({owe})"
        return f"Round {self.street + 1}: seat {actor} to act"

    def label(self, action: Action, seat: int | None = None) -> str:
        words = self.bet_label(action)
        if words is not None:
            return words
        if action.type == "deal":
            return "Deal the next hand"
        return super().label(action, seat)
