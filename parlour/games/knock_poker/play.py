"""Knock Poker play: the deal, draw-and-discard turns, the knock, the last round and
the showdown. The rules and rulings are documented in :mod:`parlour.games.knock_poker`."""

from __future__ import annotations

from typing import Any, ClassVar

from parlour.cards import Card
from parlour.engine.actions import Action
from parlour.engine.events import Event
from parlour.engine.game import Game, Result
from parlour.engine.zones import Zone
from parlour.errors import InvalidOption
from parlour.games.knock_poker.rules import (
    DISCARD,
    DRAW_DISCARD,
    DRAW_STOCK,
    KNOCK,
    NAMES,
    PACK,
    KnockPokerOptions,
    card_named,
)
from parlour.rules.draw_discard import (
    deal_round_robin,
    discard_from,
    draw_stock,
    last_round_over,
    stock_drawable,
    take_discard,
    turn_up,
)
from parlour.rules.showdown import Showdown, poker_showdown

_HID = tuple(f"hand:{s}" for s in range(6))


class KnockPokerRules(Game):
    """The Knock Poker state machine (views and messages are added by ``KnockPoker``)."""

    name = "knock-poker"
    title = "Knock Poker"
    family = "poker"
    summary = ("Draw poker without betting: draw from the stock or the discard pile, "
               "discard, knock when happy; everyone else has one more turn, best hand wins.")
    min_players = 2
    max_players = 6
    Options = KnockPokerOptions
    ACTIONS: ClassVar[dict[str, dict[str, type]]] = {
        "draw": {"source": str}, "discard": {"card": str}, "knock": {"card": str},
    }
    LAYOUT: ClassVar[dict[str, Any]] = {"center": ["stock", "discard"], "seats": "hand:{seat}"}

    dealer: int
    turn: int
    phase: str
    """``draw`` (the turn player draws), ``discard`` (they discard, maybe knocking), ``over``."""
    turns: int
    knocker: int
    taken: int
    """The card the turn player took from the discard pile this turn (-1: none)."""
    showdown: Showdown | None

    @property
    def stock(self) -> Zone:
        return self.zones["stock"]

    @property
    def discard(self) -> Zone:
        return self.zones["discard"]

    def hand(self, seat: int) -> Zone:
        """The hand of ``seat``."""
        return self.zones[_HID[seat]]

    # ----- deal --------------------------------------------------------------------------
    def setup(self) -> None:
        n = self.players
        if self.options.dealer >= n:
            raise InvalidOption(f"option 'dealer' must be a seat of this table (0 to {n - 1}), "
                                f"not {self.options.dealer}")
        self.zone("stock", "pile", layout="stock")
        self.zone("discard", "pile", layout="discard")
        for s in range(n):
            self.zone(_HID[s], "hand", s, layout="hand")
        self.dealer = self.options.dealer
        self.turn = (self.dealer + 1) % n
        self.phase = "draw"
        self.turns = 1
        self.knocker = -1
        self.taken = -1
        self.showdown = None
        self.stock.fill(self.new_pack(list(PACK)))
        hands = [self.hand(s) for s in range(n)]
        deal_round_robin(self.stock, hands, self.options.hand_size, first=self.turn)
        turn_up(self.stock, self.discard, self.everyone)

    # ----- who acts ------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == "over"

    def _actors(self) -> list[int]:
        return [self.turn]

    # ----- legal actions ---------------------------------------------------------------------
    def _legal(self, seat: int) -> list[Action]:
        if seat != self.turn:
            return []
        if self.phase == "draw":
            acts = []
            if stock_drawable(self.stock, self.discard):
                acts.append(DRAW_STOCK)
            if self.discard.cards:
                acts.append(DRAW_DISCARD)
            return acts
        cards = [c for c in self.hand(seat).cards if c is not None]
        if not self.options.discard_taken and self.taken >= 0:
            cards = [c for c in cards if c != self.taken]
        acts = [DISCARD[c] for c in cards]
        if self.knocker < 0:
            acts += [KNOCK[c] for c in cards]
        return acts

    def _is_legal(self, seat: int, action: Action) -> bool:
        """Legal actions, with the card also accepted in any spelling ``Card.parse``
        reads ("10H", "10♥" for "TH")."""
        if action.type in ("discard", "knock") and len(action.params) == 1 \
                and action.params[0][0] == "card":
            card = card_named(action.params[0][1])
            if card is None:
                return False
            action = (DISCARD if action.type == "discard" else KNOCK)[card]
        return action in self._legal_set(seat)

    # ----- applying --------------------------------------------------------------------------
    def _apply(self, seat: int, action: Action) -> list[Event]:
        if action.type == "draw":
            return self._draw(seat, action.source)
        card = card_named(action.card)
        assert card is not None
        return self._discard(seat, card, knock=action.type == "knock")

    def _draw(self, seat: int, source: str) -> list[Event]:
        hand, bit = self.hand(seat), 1 << seat
        self.phase = "discard"
        if source == "discard":
            card = take_discard(self.discard, hand, self.everyone)
            self.taken = card
            return [Event("draw", seat, {
                "source": "discard", "card": NAMES[card],
                "text": f"Seat {seat} took the {NAMES[card]} from the discard pile"})]
        events = []
        card, rebuilt = draw_stock(self.stock, self.discard, self.rng)
        if rebuilt:
            top = self.discard.cards[-1]
            assert top is not None
            events.append(Event("rebuild", None, {
                "cards": rebuilt,
                "text": f"The stock ran out: the discards under the {NAMES[top]} "
                        f"are shuffled into a new stock of {rebuilt} cards"}))
        hand.push(card, False, bit)
        events.append(Event("draw", seat, {"source": "stock", "text": f"Seat {seat} drew from the stock"},
                            {"card": NAMES[card], "text": f"You drew the {NAMES[card]} from the stock"},
                            bit))
        return events

    def _discard(self, seat: int, card: Card, knock: bool) -> list[Event]:
        discard_from(self.hand(seat), card, self.discard, self.everyone)
        self.taken = -1
        text = f"Seat {seat} discarded the {NAMES[card]}"
        if knock:
            self.knocker = seat
            text += " and knocked: everyone else has one more turn"
        events = [Event("knock" if knock else "discard", seat, {"card": NAMES[card], "text": text})]
        nxt = (seat + 1) % self.players
        if last_round_over(nxt, self.knocker):
            return events + self._reveal()
        self.turn = nxt
        self.turns += 1
        self.phase = "draw"
        return events + [self._turn_event()]

    def _turn_event(self) -> Event:
        last = self.knocker >= 0
        return Event("turn", self.turn, {
            "last": last, "text": f"Seat {self.turn}'s {'last ' if last else ''}turn"})

    # ----- the showdown ------------------------------------------------------------------------
    def _reveal(self) -> list[Event]:
        self.phase = "over"
        hands = []
        for s in range(self.players):
            h = self.hand(s)
            for i in range(len(h.cards)):
                h.reveal(i, self.everyone)
            hands.append([c for c in h.cards if c is not None])
        sd = self.showdown = poker_showdown(hands)
        who = " and ".join(f"seat {s}" for s in sd.winners)
        best = sd.descriptions[sd.winners[0]]
        verb = "wins" if len(sd.winners) == 1 else "share the win"
        return [Event("showdown", None, {
            "hands": [[NAMES[c] for c in h] for h in hands],
            "descriptions": list(sd.descriptions), "winners": list(sd.winners),
            "knocker": self.knocker,
            "text": f"Showdown: {who} {verb} with {best[0].lower() + best[1:]}. "
                    + "; ".join(f"seat {s}: {d}" for s, d in enumerate(sd.descriptions))})]

    def result(self) -> Result | None:
        sd = self.showdown
        if self.phase != "over" or sd is None:
            return None
        best = sd.descriptions[sd.winners[0]]
        who = ", ".join(map(str, sd.winners))
        reason = (f"seat {who} wins with {best}" if len(sd.winners) == 1
                  else f"seats {who} share the win with {best}")
        return Result([float(x) for x in sd.strengths], list(sd.winners), list(sd.placing), reason,
                      {"hands": list(sd.descriptions), "knocker": self.knocker})
