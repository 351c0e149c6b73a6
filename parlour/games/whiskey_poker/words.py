"""Whiskey Poker as players see it: views, prompts and button words."""

from __future__ import annotations

from typing import Any

from parlour.cards import Card
from parlour.engine.actions import Action
from parlour.engine.declare import SearchHooks
from parlour.games.whiskey_poker import bot as heuristic
from parlour.games.whiskey_poker.play import WhiskeyPokerRules
from parlour.games.whiskey_poker.present import PRESENTATION
from parlour.rules.betting_turns import session_hands

_PHASES = {"bet": "betting", "A": "exchange with the hidden widow", "B": "trade with the open widow",
           "next": "between hands", "over": "game over"}


class WhiskeyPoker(WhiskeyPokerRules):
    """Whiskey Poker (see :mod:`parlour.games.whiskey_poker` for the rules and rulings)."""

    bot = heuristic.HeuristicBot
    search = SearchHooks(rollout_policy=heuristic.rollout_policy, rollout_value=heuristic.rollout_value,
                         options=heuristic.SEARCH_OPTIONS)
    presentation = PRESENTATION

    def _view(self, seat: int | None) -> dict[str, Any]:
        o = self.options
        out: dict[str, Any] = {
            "phase": self.phase, "stage": _PHASES.get(self.phase, self.phase),
            "dealer": self.dealer, "hand_number": self.hand_no,
            "turn": self.turn if self.phase in ("A", "B") else None,
            "knocker": self.knocker if self.phase in ("A", "B") and self.knocker >= 0 else None,
            "mode": "chips (no betting)" if self.chips_mode else "betting",
            "prompt": self._prompt(seat),
            **self.betting_view(seat),
        }
        if not self.chips_mode:
            out["hands_in_game"] = session_hands(o.hands, self.players)
        if seat is not None and self.betting.live[seat]:
            out["your_hand"] = self.describe_hand(seat)
        last = self.history[-1] if self.history else None
        if last is not None:
            out["last_shown"] = last["hands"]
            if self.chips_mode:
                out["last_paid"] = last["paid"]
            else:
                out["last_won"] = last["won"]
        return out

    def _prompt(self, seat: int | None) -> str:
        if self.phase == "over":
            res = self.result()
            return "Game over: " + (res.reason if res else "")
        if self.phase == "next":
            return self.next_hand_prompt(seat)
        if self.phase == "bet":
            actor = self.betting.actor
            if seat is not None and seat == actor:
                c = self.betting.choice()
                owe = f"{c.call} to call" if c.call else "nothing to call"
                return f"Betting round {self.bet_round + 1}: your turn ({owe})"
            return f"Betting round {self.bet_round + 1}: seat {actor} to act"
        knock = f" Seat {self.knocker} knocked." if self.knocker >= 0 else ""
        if seat != self.turn:
            return f"Seat {self.turn}'s turn to {_PHASES[self.phase]}.{knock}"
        if self.phase == "A":
            return ("Your turn: take the widow in exchange for your whole hand (unseen), "
                    + ("pass, or knock." if self.knocker < 0 else "or pass.") + knock)
        last = " This is your last turn." if self.quota else ""
        return ("Your turn: take one widow card for one of yours, or the whole widow, or knock."
                + knock + last)

    def targets(self, action: Action, seat: int | None = None) -> list[dict[str, Any]]:
        """A one-card swap is two clicks: your card to give, then the widow card to take."""
        if action.type != "swap" or seat is None or self.turn != seat:
            return []
        hand = [str(c) for c in self.hand(seat).cards]
        widow = [str(c) for c in self.widow.cards]
        if action.give not in hand or action.take not in widow:
            return []
        return [{"zone": f"hand:{seat}", "index": hand.index(action.give)},
                {"zone": "widow", "index": widow.index(action.take)}]

    def label(self, action: Action, seat: int | None = None) -> str:
        words = self.bet_label(action)
        if words is not None:
            return words
        t = action.type
        if t == "deal":
            return "Deal the next hand"
        if t == "exchange":
            return "Take the whole widow" if self.phase == "B" else "Exchange your hand for the widow"
        if t == "pass":
            return "Pass"
        if t == "knock":
            return "Knock"
        if t == "swap":
            take, give = Card.parse(action.take).pretty(), Card.parse(action.give).pretty()
            return f"Take the {take}, discard the {give}"
        return super().label(action, seat)
