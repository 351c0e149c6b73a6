"""Spades as players see it: views and prompts, action labels and targets, reasons."""

from __future__ import annotations

from typing import Any

from parlour.cards import Card
from parlour.engine.actions import Action
from parlour.engine.declare import SearchHooks
from parlour.games.spades import bot as heuristic
from parlour.games.spades.play import CARD, SpadesRules
from parlour.games.spades.rules import HAND_ID, SEATS
from parlour.rules.tricks import SUIT

SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")


class Spades(SpadesRules):
    """Spades (see :mod:`parlour.games.spades` for the rules, layout and rulings)."""

    bot = heuristic.HeuristicBot
    search = SearchHooks(rollout_policy=heuristic.rollout_policy, rollout_value=heuristic.rollout_value,
                         refine_world=heuristic.refine_world)

    def _view(self, seat: int | None) -> dict[str, Any]:
        trick = self.zones["trick"].cards
        b = self.bids
        out: dict[str, Any] = {
            "phase": self.phase, "turn": self.turn, "dealer": self.dealer,
            "leader": self.leader, "hand": self.hand_no,
            "led": SUIT_NAMES[SUIT[trick[0] & 127]] if trick else None,  # type: ignore[operator]
            "trick_seats": [(self.leader + i) % SEATS for i in range(len(trick))],
            "played": self._played(trick),
            "bids": [None if x < 0 else x for x in b],
            "tricks": self.taken[:],
            "scores": [self.scores[s & 1] for s in range(SEATS)],
            "bags": [self.bags[s & 1] for s in range(SEATS)],
            "contracts": ([b[0] + b[2], b[1] + b[3]] if self.phase != "bid" else None),
            "team_tricks": [self.taken[0] + self.taken[2], self.taken[1] + self.taken[3]],
            "team_scores": self.scores[:],
            "target": self.options.target,
            "spades_broken": self.broken,
            "last_trick": list(self.last_trick),
            "last_winner": self.last_winner if self.last_trick else None,
            "prompt": self._prompt(seat),
        }
        return out

    def _played(self, trick: list[Any]) -> list[str | None]:
        """Per seat, its card in the trick on the table (``None``: not played yet)."""
        out: list[str | None] = [None] * SEATS
        for i, c in enumerate(trick):
            out[(self.leader + i) % SEATS] = str(Card(c))
        return out

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
            text = (f"Hand {last['hand']} over: seats 0 and 2 {last['scores'][0]}, seats 1 and 3 "
                    f"{last['scores'][1]}.")
            return text + (" Deal the next hand." if seat == t else f" Seat {t} deals next.")
        if self.phase == "bid":
            if seat == t:
                return f"Your bid: how many tricks will you take ({o.min_bid} to {o.max_bid})?"
            return f"Seat {t} is bidding."
        if seat != t:
            return f"Seat {t} to play."
        trick = self.zones["trick"].cards
        if not trick:
            if o.break_spades and not self.broken:
                return "Your lead: any card but a spade (spades are not broken yet)."
            return "Your lead: play any card."
        suit = SUIT_NAMES[SUIT[trick[0] & 127]]  # type: ignore[operator]
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
                card in self.zones[HAND_ID[s]].cards for s in range(SEATS) if s != seat)
            return "Play a card" if hidden else f"Play {text}"
        if action.type == "deal":
            return "Deal the next hand"
        return super().label(action, seat)

    def targets(self, action: Action, seat: int | None = None) -> list[dict[str, Any]]:
        if action.type != "play" or seat is None:
            return []
        card = CARD.get(action.get("card"))
        cards = self.zones[HAND_ID[seat]].cards
        if card is None or card not in cards:
            return []
        return [{"zone": HAND_ID[seat], "index": cards.index(card)}]

    def _explain(self, seat: int, action: Action) -> str:
        if self.phase == "over":
            return "the game is over"
        if seat != self.turn:
            doing = {"bid": "bid", "play": "play", "scored": "deal"}[self.phase]
            return f"it is seat {self.turn}'s turn to {doing}, not seat {seat}'s"
        o = self.options
        if self.phase == "scored" and action.type != "deal":
            return "the hand is over: deal the next hand"
        if action.type == "deal":
            return "the hand is not over" if self.phase != "scored" else "deal takes no parameters"
        if action.type == "bid":
            if self.phase != "bid":
                return "the bidding is over: play a card"
            n = action.get("tricks")
            return f"a bid is a number of tricks from {o.min_bid} to {o.max_bid}, not {n!r}"
        if action.type == "play":
            if self.phase != "play":
                return "the bidding is not over: make a bid first"
            text = action.get("card")
            card = CARD.get(text) if isinstance(text, str) else None
            if card is None:
                try:
                    card = Card.parse(text) if isinstance(text, str) else None
                except ValueError:
                    card = None
                if card is None:
                    return f"{text!r} is not a card (write it like 'QS')"
                return f"play the card as {str(card)!r}, not {text!r}"
            hand = self.zones[HAND_ID[seat]].cards
            if card not in hand:
                return f"you do not hold the {card}"
            trick = self.zones["trick"].cards
            if trick:
                led = SUIT[trick[0] & 127]  # type: ignore[operator]
                return (f"you must follow suit: {SUIT_NAMES[led]} were led and you hold "
                        f"a {SUIT_NAMES[led][:-1]}")
            return "spades have not been broken: lead another suit while you hold one"
        return f"{self.label(action, seat)!r} is not a Spades action (bid, play or deal)"
