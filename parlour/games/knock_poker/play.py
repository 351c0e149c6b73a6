"""Knock Poker play: the deal, draw-and-discard turns, the knock, the last round and
the showdown. The rules and rulings are documented in :mod:`parlour.games.knock_poker`."""

from __future__ import annotations

from typing import Any, ClassVar, cast

from parlour.cards import CARD_TEXT, Card
from parlour.engine.actions import Action, CardParam, Text
from parlour.engine.events import Event
from parlour.engine.game import Game, Result
from parlour.engine.zones import Zone
from parlour.errors import IllegalAction, InvalidOption
from parlour.games.knock_poker.present import PRESENTATION
from parlour.games.knock_poker.rules import (
    BY_NAME,
    DISCARD,
    DRAW,
    KNOCK,
    PACK,
    SOURCES,
    KnockPokerOptions,
)
from parlour.rules.draw_discard import (
    deal_round_robin,
    discard_from,
    draw_to,
    last_round_over,
    stock_drawable,
    take_discard,
    turn_up,
)
from parlour.rules.showdown import Showdown, poker_showdown
from parlour.words import in_sentence, plural

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
    ACTIONS: ClassVar[dict[str, dict[str, Any]]] = {
        "draw": {"source": Text(domain=SOURCES)}, "discard": {"card": CardParam()},
        "knock": {"card": CardParam()},
    }
    LAYOUT: ClassVar[dict[str, Any]] = {"center": ["stock", "discard"], "seats": "hand:{seat}"}
    presentation = PRESENTATION

    options: KnockPokerOptions
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
        return cast(Zone, self.zones["stock"])

    @property
    def discard(self) -> Zone:
        return cast(Zone, self.zones["discard"])

    def hand(self, seat: int) -> Zone:
        """The hand of ``seat``."""
        return cast(Zone, self.zones[_HID[seat]])

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

    # ----- the rules each action checks, shared by verify_<type> and _legal ---------------
    def turn_problem(self, seat: int, phase: str) -> str | None:
        """Why ``seat`` may not take an action of ``phase`` now (``None``: it may)."""
        if seat != self.turn:
            return f"it is seat {self.turn}'s turn, not yours"
        if self.phase != phase:
            if self.phase == "draw":
                return "first draw a card: from the stock or the top of the discard pile"
            return "you have drawn already: now discard a card (and knock if you wish)"
        return None

    def can_draw(self, source: str) -> bool:
        """Whether the turn player may draw from ``source`` (an empty stock is rebuilt
        from the discards under the top card, R8.2)."""
        if source == "stock":
            return stock_drawable(self.stock, self.discard)
        return bool(self.discard.cards)

    def barred_discard(self) -> int:
        """The one card of the hand the turn player may not discard now: the card just
        taken from the discard pile when option ``discard_taken`` is off (R8.3); -1 for
        none."""
        return -1 if self.options.discard_taken else self.taken

    def may_knock(self) -> bool:
        """One knock per hand (K3)."""
        return self.knocker < 0

    def _legal(self, seat: int) -> list[Action]:
        if seat != self.turn:  # turn_problem: another seat's turn
            return []
        if self.phase == "draw":
            return [DRAW[source] for source in SOURCES if self.can_draw(source)]
        barred = self.barred_discard()
        cards = [c for c in self.hand(seat).cards if c != barred]
        acts = [DISCARD[c] for c in cards]
        if self.may_knock():
            acts += [KNOCK[c] for c in cards]
        return acts

    # ----- the actions: verify_<type> says whether (and why not), do_<type> does it ------
    def _check_turn(self, seat: int, phase: str) -> None:
        if seat != self.turn or self.phase != phase:
            raise IllegalAction(self.turn_problem(seat, phase) or "")

    def verify_draw(self, seat: int, action: Action) -> str:
        """Draw from the stock or the discard pile: returns the source."""
        self._check_turn(seat, "draw")
        source: str = action.source
        if source not in SOURCES:
            raise IllegalAction(f"draw from 'stock' or 'discard', not {source!r}")
        if not self.can_draw(source):
            raise IllegalAction("the discard pile is empty" if source == "discard"
                                else "the stock is empty and no discards are left to shuffle into it")
        return source

    def do_draw(self, seat: int, source: str) -> list[Event]:
        hand, bit = self.hand(seat), 1 << seat
        self.phase = "discard"
        if source == "discard":
            card = take_discard(self.discard, hand, self.everyone)
            self.taken = card
            return [Event("draw", seat, {
                "source": "discard", "card": CARD_TEXT[card],
                "text": f"Seat {seat} took the {CARD_TEXT[card]} from the discard pile"})]
        events = []
        card, rebuilt = draw_to(self.stock, self.discard, self.rng, hand, known=bit)
        if rebuilt:
            top = self.discard.top()
            assert top is not None
            events.append(Event("rebuild", None, {
                "cards": rebuilt,
                "text": f"The stock ran out: the discards under the {CARD_TEXT[top]} "
                        f"are shuffled into a new stock of {plural(rebuilt, 'card')}"}))
        name = CARD_TEXT[card]
        events.append(Event("draw", seat, {"source": "stock", "text": f"Seat {seat} drew from the stock"},
                            {"card": name, "text": f"You drew the {name} from the stock"}, bit))
        return events

    def _verify_discard(self, seat: int, action: Action) -> Card:
        """What discarding and knocking share: the turn, and a card of the hand that may
        be discarded. Returns the card."""
        self._check_turn(seat, "discard")
        text: str = action.card
        card = BY_NAME.get(text)
        if card is None:
            raise IllegalAction(f"{text!r} is not a card of the 52-card deck")
        if card not in self.hand(seat).cards:
            raise IllegalAction(f"you have no {text} in your hand")
        if card == self.barred_discard():
            raise IllegalAction(f"you may not discard the {text} you just took from the discard "
                                f"pile (option discard_taken is off)")
        return card

    def verify_discard(self, seat: int, action: Action) -> Card:
        """Discard a card of the hand (after drawing): returns the card."""
        return self._verify_discard(seat, action)

    def do_discard(self, seat: int, card: Card) -> list[Event]:
        return self._discard(seat, card, knock=False)

    def verify_knock(self, seat: int, action: Action) -> Card:
        """Discard a card and knock, if nobody has knocked yet: returns the card."""
        card = self._verify_discard(seat, action)
        if not self.may_knock():
            raise IllegalAction(f"seat {self.knocker} has already knocked: discard without knocking")
        return card

    def do_knock(self, seat: int, card: Card) -> list[Event]:
        return self._discard(seat, card, knock=True)

    def _discard(self, seat: int, card: Card, knock: bool) -> list[Event]:
        discard_from(self.hand(seat), card, self.discard, self.everyone)
        self.taken = -1
        text = f"Seat {seat} discarded the {CARD_TEXT[card]}"
        if knock:
            self.knocker = seat
            text += " and knocked: everyone else has one more turn"
        events = [Event("knock" if knock else "discard", seat, {"card": CARD_TEXT[card], "text": text})]
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
            "hands": [[CARD_TEXT[c] for c in h] for h in hands],
            "descriptions": list(sd.descriptions), "winners": list(sd.winners),
            "knocker": self.knocker,
            "text": f"Showdown: {who} {verb} with {in_sentence(best)}. Hands: "
                    + "; ".join(f"seat {s}: {in_sentence(d)}" for s, d in enumerate(sd.descriptions))})]

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
