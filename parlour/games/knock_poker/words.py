"""Knock Poker as players see it: views and prompts, labels and targets (the reasons for
refusals are the ``verify_`` methods' in :mod:`.play`)."""

from __future__ import annotations

from typing import Any

from parlour.cards import CARD_TEXT
from parlour.engine.actions import Action
from parlour.engine.declare import SearchHooks
from parlour.games.knock_poker import bot as heuristic
from parlour.games.knock_poker.play import KnockPokerRules
from parlour.games.knock_poker.rules import card_named
from parlour.hands import best_of, describe


class KnockPoker(KnockPokerRules):
    """Knock Poker (see :mod:`parlour.games.knock_poker` for the rules and rulings)."""

    bot = heuristic.HeuristicBot
    search = SearchHooks(rollout_policy=heuristic.rollout_policy)

    def _view(self, seat: int | None) -> dict[str, Any]:
        k = self.knocker
        out: dict[str, Any] = {
            "phase": self.phase, "turn": self.turn, "dealer": self.dealer,
            "first": (self.dealer + 1) % self.players, "turn_number": self.turns,
            "knocker": k if k >= 0 else None, "last_round": k >= 0,
            "still_to_play": self._still_to_play(),
            "taken": CARD_TEXT[self.taken] if self.taken >= 0 else None,
            "prompt": self._prompt(seat),
        }
        if seat is not None:
            cards = [c for c in self.hand(seat).cards if c is not None]
            if len(cards) >= 5:
                out["your_hand"] = describe(best_of(cards))
        sd = self.showdown
        if sd is not None:
            out["hands"] = list(sd.descriptions)
        return out

    def _still_to_play(self) -> list[int]:
        """After a knock: the seats that still have their last turn, in order (the
        current turn first)."""
        if self.knocker < 0 or self.phase == "over":
            return []
        n = self.players
        out, s = [], self.turn
        while s != self.knocker:
            out.append(s)
            s = (s + 1) % n
        return out

    def _prompt(self, seat: int | None) -> str:
        t = self.turn
        if self.phase == "over":
            res = self.result()
            return "Game over: " + (res.reason if res else "")
        last = " last" if self.knocker >= 0 else ""
        top = self.discard.cards[-1] if self.discard.cards else None
        if seat != t:
            doing = "to draw" if self.phase == "draw" else "to discard"
            knocked = f" Seat {self.knocker} knocked." if self.knocker >= 0 else ""
            return f"Seat {t}'s{last} turn ({doing}).{knocked}"
        if self.phase == "draw":
            where = f"take the {top} from the discard pile or " if top is not None else ""
            return f"Your{last} turn: {where}draw from the stock."
        if self.knocker >= 0:
            return f"Discard a card: seat {self.knocker} knocked, this is your last turn."
        return "Discard a card, and knock if you are happy with your hand."

    def label(self, action: Action, seat: int | None = None) -> str:
        t = action.type
        if t == "draw":
            top = self.discard.cards[-1] if self.discard.cards else None
            if action.get("source") == "discard" and top is not None:
                return f"Take the {top} from the discard pile"
            return "Draw from the stock"
        card = card_named(action.get("card"))
        name = CARD_TEXT[card] if card is not None else str(action.get("card"))
        if t == "discard":
            return f"Discard {name}"
        if t == "knock":
            return f"Discard {name} and knock"
        return super().label(action, seat)

    def targets(self, action: Action, seat: int | None = None) -> list[dict[str, Any]]:
        t = action.type
        if t == "draw":
            z = "discard" if action.get("source") == "discard" else "stock"
            return [{"zone": z, "index": max(0, len(self.zones[z].cards) - 1)}]
        card = card_named(action.get("card"))
        hand = self.hand(self.turn).cards
        if t in ("discard", "knock") and card is not None and card in hand:
            return [{"zone": f"hand:{self.turn}", "index": hand.index(card)}]
        return []
