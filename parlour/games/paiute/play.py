"""Paiute play: the deal and the wild card, draw-and-discard turns, calls with five or six
cards, the final round up to the dealer, and the winners. The rules and rulings are
documented in :mod:`parlour.games.paiute`."""

from __future__ import annotations

from typing import Any, ClassVar

from parlour.cards import Card, face
from parlour.engine.actions import Action, CardParam, Text
from parlour.engine.events import Event
from parlour.engine.game import Game, Result, placing_from_scores
from parlour.engine.zones import Zone
from parlour.errors import InvalidOption
from parlour.games.paiute import words
from parlour.games.paiute.rules import (
    CALL,
    CALL6,
    DISCARD,
    DRAW,
    HAND,
    PACK,
    SOURCES,
    PaiuteOptions,
    card_of,
    value,
)
from parlour.hands import wild as combos
from parlour.rules.draw_discard import (
    deal_round_robin,
    discard_from,
    draw_to,
    stock_drawable,
    take_discard,
    turn_up,
)

_HID = tuple(f"hand:{s}" for s in range(5))


class PaiuteRules(Game):
    """The Paiute state machine (labels and presentation: ``Paiute``)."""

    name = "paiute"
    title = "Paiute"
    family = "commerce"
    summary = ("Draw and discard with a wild rank; call with one of six combinations of five "
               "or six cards; later players up to the dealer may call only with a better one.")
    min_players = 2
    max_players = 5
    Options = PaiuteOptions
    VARIANTS: ClassVar[dict[str, tuple[str, dict[str, Any]]]] = {
        "standard": ("The seed: wilds stand for any card (RULINGS 5)", {}),
        "strict-five": ("Five of a kind is four naturals and one wild", {"strict_five": True}),
        "equal-may-call": ("A later call may equal the best so far; equal best calls share",
                           {"equal_may_call": True}),
    }
    DEFAULT_VARIANT = "standard"
    ACTIONS: ClassVar[dict[str, dict[str, Any]]] = {
        "draw": {"source": Text(domain=SOURCES)}, "discard": {"card": CardParam()},
        "call": {"card": CardParam()}, "call6": {},
    }
    COPY_FIELDS = ("calls", "own_turns")

    options: PaiuteOptions
    dealer: int
    turn: int
    phase: str
    """``draw``, ``discard`` or ``over``."""
    wild: int
    """The wild rank (1-13)."""
    taken: int
    """The card taken from the discard pile this turn (-1: none)."""
    calls: list[tuple[int, combos.Value]]
    """(seat, combination) per call, in order."""
    own_turns: list[int]
    """Turns each seat has begun this hand."""
    rounds: int

    @property
    def stock(self) -> Zone:
        return self.pile("stock")

    @property
    def discard(self) -> Zone:
        return self.pile("discard")

    def hand(self, seat: int) -> Zone:
        return self.pile(_HID[seat])

    def best(self) -> combos.Value | None:
        """The best call so far (the last: each call must beat the one before)."""
        return max((v for _, v in self.calls), default=None)

    # ----- the deal -------------------------------------------------------------------------
    def setup(self) -> None:
        n = self.players
        if self.options.dealer >= n:
            raise InvalidOption(f"option 'dealer' must be a seat of this table (0 to {n - 1}), "
                                f"not {self.options.dealer}")
        self.zone("wild", "pile", layout="discard")
        self.zone("stock", "pile", layout="stock")
        self.zone("discard", "pile", layout="discard")
        for s in range(n):
            self.zone(_HID[s], "hand", s, layout="hand")
        self.dealer = self.options.dealer
        self.turn = (self.dealer + 1) % n
        self.phase = "draw"
        self.taken = -1
        self.calls = []
        self.own_turns = [0] * n
        self.own_turns[self.turn] = 1
        self.rounds = 1
        self.stock.fill(self.new_pack(list(PACK)))
        deal_round_robin(self.stock, [self.hand(s) for s in range(n)], HAND, first=self.turn)
        self.wild = turn_up(self.stock, self.pile("wild"), self.everyone) & 15
        turn_up(self.stock, self.discard, self.everyone)

    # ----- who acts ---------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == "over"

    def _actors(self) -> list[int]:
        return [] if self.phase == "over" else [self.turn]

    def may_beat(self, v: combos.Value | None) -> bool:
        """Whether a call with combination ``v`` is allowed now: a winning combination that
        beats the best call so far (or equals it, variant equal-may-call)."""
        if v is None:
            return False
        best = self.best()
        return best is None or v > best or (self.options.equal_may_call and v == best)

    def call_problem(self, seat: int, cards: list[Card]) -> str | None:
        """Why ``seat`` may not call with ``cards`` (``None``: it may)."""
        v = value(cards, self.wild, self.options)
        if v is None:
            return words.no_combination(len(cards))
        if v[0] == combos.PAIUTE and self.own_turns[seat] > 1:
            return words.paiute_first_turn()
        if not self.may_beat(v):
            best = self.best()
            assert best is not None
            return words.must_beat(best, self.options.equal_may_call)
        return None

    def _best_held(self, seat: int) -> combos.Value | None:
        """The best winning combination ``seat`` holds, as a call would count it, beaten
        or not: with six cards, all six or any five (never discarding the card just
        taken); a paiute only until its first turn is over."""
        hand = list(self.hand(seat).cards)
        if len(hand) == 6:
            options = [hand] + [hand[:i] + hand[i + 1:] for i, c in enumerate(hand) if c != self.taken]
        else:
            options = [hand] if len(hand) == 5 else []
        found = [v for v in (value(cs, self.wild, self.options) for cs in options) if v is not None
                 and (v[0] != combos.PAIUTE or self.own_turns[seat] <= 1)]
        return max(found, default=None)

    def _legal(self, seat: int) -> list[Action]:
        if seat != self.turn or self.phase == "over":
            return []
        if self.phase == "draw":
            return [DRAW[s] for s in SOURCES if self._can_draw(s)]
        hand = self.hand(seat).cards
        acts = [DISCARD[c] for c in hand if c != self.taken]
        for i, c in enumerate(hand):
            if c != self.taken and self.call_problem(seat, hand[:i] + hand[i + 1:]) is None:
                acts.append(CALL[c])
        if self.call_problem(seat, list(hand)) is None:
            acts.append(CALL6)
        return acts

    def _can_draw(self, source: str) -> bool:
        if source == "stock":
            return stock_drawable(self.stock, self.discard)
        return bool(self.discard.cards)

    # ----- the actions -----------------------------------------------------------------------
    def _check(self, seat: int, phase: str) -> None:
        if seat != self.turn or self.phase != phase:
            self.require(False, words.out_of_turn(self.turn, seat, self.phase))

    def verify_draw(self, seat: int, action: Action) -> str:
        """Draw the stock's top or the discard pile's top card."""
        self._check(seat, "draw")
        self.require(action.source in SOURCES, words.no_source(action.source))
        self.require(self._can_draw(action.source), words.cannot_draw(action.source))
        return str(action.source)

    def do_draw(self, seat: int, source: str) -> list[Event]:
        hand = self.hand(seat)
        if source == "discard":
            card = take_discard(self.discard, hand, self.everyone)
            self.taken = card
            self.phase = "discard"
            return [Event("draw", seat, {"source": "discard", "card": str(card),
                                         "text": words.took(seat, card)})]
        card, rebuilt = draw_to(self.stock, self.discard, self.rng, hand, known=1 << seat)
        self.phase = "discard"
        events = []
        if rebuilt:
            top = self.discard.top()
            assert top is not None
            events.append(Event("rebuild", None, {"cards": rebuilt, "text": words.rebuilt(top, rebuilt)}))
        events.append(Event("draw", seat, {"source": "stock", "text": words.drew(seat)},
                            {"card": str(card), "text": words.you_drew(card)}, 1 << seat))
        return events

    def _verify_card(self, seat: int, action: Action) -> Card:
        self._check(seat, "discard")
        card = card_of(action.card)
        self.require(card is not None and card in self.hand(seat).cards, words.not_in_hand(action.card))
        assert card is not None
        self.require(card != self.taken, words.not_the_taken(card))
        return card

    def verify_discard(self, seat: int, action: Action) -> Card:
        """Discard a card (never the one just taken from the discard pile)."""
        return self._verify_card(seat, action)

    def do_discard(self, seat: int, card: Card) -> list[Event]:
        discard_from(self.hand(seat), card, self.discard, self.everyone)
        return [Event("discard", seat, {"card": str(card), "text": words.discarded(seat, card)}),
                *self._end_turn(seat)]

    def verify_call(self, seat: int, action: Action) -> tuple[Card, combos.Value]:
        """Discard the sixth card and call with the five left."""
        card = self._verify_card(seat, action)
        rest = [c for c in self.hand(seat).cards if c != card]
        problem = self.call_problem(seat, rest)
        self.require(problem is None, problem or "")
        v = value(rest, self.wild, self.options)
        assert v is not None
        return card, v

    def do_call(self, seat: int, prepared: tuple[Card, combos.Value]) -> list[Event]:
        card, v = prepared
        discard_from(self.hand(seat), card, self.discard, self.everyone)
        ev = Event("discard", seat, {"card": str(card), "text": words.discarded(seat, card)})
        return [ev, *self._call(seat, v)]

    def verify_call6(self, seat: int, action: Action) -> combos.Value:
        """Call with all six cards (the sixth is part of the combination)."""
        self._check(seat, "discard")
        cards = list(self.hand(seat).cards)
        problem = self.call_problem(seat, cards)
        self.require(problem is None, problem or "")
        v = value(cards, self.wild, self.options)
        assert v is not None
        return v

    def do_call6(self, seat: int, v: combos.Value) -> list[Event]:
        return self._call(seat, v)

    def _call(self, seat: int, v: combos.Value) -> list[Event]:
        hand = self.hand(seat)
        for i in range(len(hand.cards)):
            hand.reveal(i, self.everyone)
        self.calls.append((seat, v))
        ev = Event("call", seat, {"combination": combos.describe(v),
                                  "cards": [str(c) for c in hand.cards],
                                  "text": words.called(seat, v, hand.cards, seat == self.dealer,
                                                       len(self.calls) == 1)})
        return [ev, *self._end_turn(seat)]

    def _end_turn(self, seat: int) -> list[Event]:
        """The next player's turn; after the dealer's turn, the hand ends if anyone has
        called ("This continues around the table to the dealer")."""
        self.taken = -1
        if seat == self.dealer:
            if self.calls:
                return self._finish()
            if self.rounds >= self.options.max_rounds:
                return self._finish()
            self.rounds += 1
        self.turn = (seat + 1) % self.players
        self.own_turns[self.turn] += 1
        self.phase = "draw"
        last = bool(self.calls)
        return [Event("turn", self.turn, {"last": last, "text": words.turn(self.turn, last)})]

    def _finish(self) -> list[Event]:
        self.phase = "over"
        for s in range(self.players):
            h = self.hand(s)
            for i in range(len(h.cards)):
                h.reveal(i, self.everyone)
        res = self.result()
        assert res is not None
        return [Event("end", None, {"winners": res.winners, "text": res.reason})]

    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        best = self.best()
        if best is None:
            return Result([0.0] * self.players, [], [1] * self.players,
                          words.no_call(self.rounds), {"calls": [], "called": [""] * self.players})
        winners = sorted({s for s, v in self.calls if v == best})
        held: list[tuple[int, tuple[int, ...]]] = [(0, ())] * self.players
        for s, v in self.calls:
            held[s] = max(held[s], v)
        scores = [float(held[s][0]) for s in range(self.players)]
        return Result(scores, winners, placing_from_scores(held),
                      words.won(winners, best),
                      {"calls": [{"seat": s, "combination": combos.describe(v)} for s, v in self.calls],
                       "called": [combos.describe(held[s]) if held[s][0] else ""
                                  for s in range(self.players)]})

    # ----- views and labels -----------------------------------------------------------------
    def _view(self, seat: int | None) -> dict[str, Any]:
        mine = ""
        if seat is not None and self.phase != "over":
            v = self._best_held(seat)
            mine = combos.describe(v) if v is not None else ""
        return {
            "phase": self.phase, "turn": self.turn, "dealer": self.dealer,
            "wild": words.rank_plural(self.wild),
            "calls": [f"Seat {s}: {combos.describe(v).lower()}" for s, v in self.calls],
            "last_round": bool(self.calls), "round": self.rounds,
            "taken": str(Card(self.taken)) if self.taken >= 0 else None,
            "your_combination": mine,
            "prompt": words.prompt(seat, self.turn, self.phase, self.dealer, bool(self.calls),
                                   seat == self.turn and not {"call", "call6"}.isdisjoint(
                                       self.offered_types(seat))),
        }

    def label(self, action: Action, seat: int | None = None) -> str:
        t = action.type
        if t == "draw":
            top = self.discard.top()
            if action.get("source") == "discard" and top is not None:
                return f"Take the {face(top)}"
            return "Draw from the stock"
        if t == "call6":
            return "Call with all six cards"
        card = card_of(action.get("card"))
        if card is not None and t == "discard":
            return f"Discard the {face(card)}"
        if card is not None and t == "call":
            return f"Discard the {face(card)} and call"
        return super().label(action, seat)

    def targets(self, action: Action, seat: int | None = None) -> list[dict[str, Any]]:
        if action.type == "draw":
            z = "discard" if action.get("source") == "discard" else "stock"
            return [{"zone": z, "index": max(0, len(self.zones[z].cards) - 1)}]
        card = card_of(action.get("card"))
        hand = self.hand(self.turn).cards
        if card is not None and card in hand:
            return [{"zone": _HID[self.turn], "index": hand.index(card)}]
        return []
