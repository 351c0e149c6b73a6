"""Spades as players see it: views and prompts, action labels and targets, narration."""

from __future__ import annotations

from typing import Any

from parlour.cards import CARD_TEXT, Card
from parlour.engine.actions import Action
from parlour.engine.declare import SearchHooks
from parlour.games.spades import bot as heuristic
from parlour.games.spades.play import SpadesRules
from parlour.games.spades.rules import CARD, SEATS, SIDES
from parlour.rules.tricks import SUIT, SUIT_NAMES


class Spades(SpadesRules):
    """Spades (see :mod:`parlour.games.spades` for the rules, layout and rulings)."""

    bot = heuristic.HeuristicBot
    search = SearchHooks(rollout_policy=heuristic.rollout_policy, rollout_value=heuristic.rollout_value,
                         refine_world=heuristic.refine_world)

    def _view(self, seat: int | None) -> dict[str, Any]:
        trick = self.trick().cards
        tricks = self.tricks
        seats = tricks.trick_seats(len(trick))
        played: list[str | None] = [None] * SEATS
        for s, c in zip(seats, trick, strict=True):
            played[s] = CARD_TEXT[c]
        led = tricks.led(trick)
        out: dict[str, Any] = {
            "phase": self.phase, "turn": self.turn, "dealer": self.dealer,
            "leader": tricks.leader, "hand": self.hand_no,
            "led": SUIT_NAMES[led] if led is not None else None,
            "trick_seats": seats,
            "played": played,
            "bids": [None if x < 0 else x for x in self.bids],
            "tricks": tricks.taken[:],
            "scores": SIDES.per_seat(self.scores),
            "bags": SIDES.per_seat(self.bags),
            "contracts": SIDES.totals(self.bids) if self.phase != "bid" else None,
            "team_tricks": SIDES.totals(tricks.taken),
            "team_scores": self.scores[:],
            "target": self.options.target,
            "spades_broken": self.broken,
            "last_trick": list(self.last_trick),
            "last_trick_seats": self._last_trick_seats(),
            "last_winner": tricks.last_winner if tricks.last else None,
            "prompt": self._prompt(seat),
        }
        return out

    def _last_trick_seats(self) -> list[int]:
        """Who played each card of the last complete trick, its leader first."""
        tricks = self.tricks
        if not tricks.last:
            return []
        first = tricks.seats.index(tricks.last_leader)
        return [tricks.seats[(first + i) % len(tricks.seats)] for i in range(len(tricks.last))]

    def _prompt(self, seat: int | None) -> str:
        if self.phase == "over":
            res = self.result()
            if res is None or not res.winners:
                return "Game over: a draw"
            return "Game over: seats " + " and ".join(map(str, res.winners)) + " won"
        t = self.turn
        o = self.options
        if self.phase == "scored":
            last = self.history[-1]
            text = (f"Hand {last['hand']} over. Score: seats 0 and 2 {last['scores'][0]}, "
                    f"seats 1 and 3 {last['scores'][1]}.")
            return text + (" Deal the next hand." if seat == t else f" Seat {t} deals next.")
        if self.phase == "bid":
            if seat == t:
                return f"Your bid: how many tricks will you take ({o.min_bid} to {o.max_bid})?"
            return f"Seat {t} is bidding."
        if seat != t:
            return f"Seat {t} to play."
        trick = self.trick().cards
        if not trick:
            if self._spade_lead_barred(self.hand(t).cards):
                return "Your lead: any card but a spade (spades are not broken yet)."
            return "Your lead: play any card."
        suit = SUIT_NAMES[SUIT[trick[0] & 127]]
        return f"Your turn: follow {suit} if you can, otherwise play any card (spades are trumps)."

    def narrate(self, event: dict[str, Any], names: list[str], me: int | None) -> str | None:
        """Terminal narration of a ``play`` event (which carries no text, to keep
        playouts fast): "Bot 1 plays 7♥" / "You play 7♥"."""
        if event.get("type") != "play" or not isinstance(event.get("card"), str):
            return None
        seat = event.get("seat")
        card = Card.parse(event["card"]).pretty()
        if seat == me:
            return f"You play {card}"
        who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else f"Seat {seat}"
        return f"{who} plays {card}"

    def label(self, action: Action, seat: int | None = None) -> str:
        """A button label for ``seat``: a card is named only to the seat holding it (or
        once it is played)."""
        if action.type == "bid":
            n = action.get("tricks")
            return f"Bid {n}"
        if action.type == "play":
            text = action.get("card")
            card = CARD.get(text) if isinstance(text, str) else None
            hidden = card is not None and any(
                card in self.hand(s).cards for s in range(SEATS) if s != seat)
            return "Play a card" if hidden else f"Play {text}"
        if action.type == "deal":
            return "Deal the next hand"
        return super().label(action, seat)

    def targets(self, action: Action, seat: int | None = None) -> list[dict[str, Any]]:
        if action.type != "play" or seat is None:
            return []
        card = CARD.get(action.get("card"))
        hand = self.hand(seat)
        if card is None or card not in hand.cards:
            return []
        return [{"zone": hand.id, "index": hand.cards.index(card)}]
