"""Speed play: the deal, the count of three, plays on either pile, refills, stalemates
and talon flips, rebuilding talons, the end.

One legality path per action type; the rules and rulings are documented in
:mod:`parlour.games.speed`.
"""

from __future__ import annotations

from typing import Any, ClassVar

from parlour.cards import Card, deck52, face
from parlour.engine.actions import Action, CardParam, Int
from parlour.engine.events import Event
from parlour.engine.game import Game, Result
from parlour.engine.zones import Zone
from parlour.errors import IllegalAction
from parlour.games.speed import bot as heuristic
from parlour.games.speed.rules import PRESENTATION, VARIANTS, SpeedOptions, follows
from parlour.rules.claims import Countdown

READY = Action("ready")
DRAW = Action("draw")




class Speed(Game):
    """The Speed state machine (phases ``start``, ``play``, ``over``)."""

    bot = heuristic.SpeedBot
    presentation = PRESENTATION

    name = "speed"
    title = "Speed"
    family = "shedding race"
    summary = ("Two players race to play their cards one rank up or down onto two piles, "
               "at the same time, no turns.")
    min_players = 2
    max_players = 2
    timing = "realtime"
    Options = SpeedOptions
    VARIANTS = VARIANTS
    DEFAULT_VARIANT = "standard"
    ACTIONS: ClassVar[dict[str, dict[str, Any]]] = {
        "play": {"card": CardParam(), "pile": Int(0, 1)},
        "draw": {}, "ready": {}}
    CLAIMS = frozenset({"play", "draw"})
    LAYOUT: ClassVar[dict[str, Any]] = {"center": ["talon:0", "pile:0", "pile:1", "talon:1"]}

    options: SpeedOptions
    phase: str
    count: Countdown
    moves: int
    before: list[int]
    """Per pile, the card under its top (what a play that arrived too late aimed at)."""
    by: list[int]
    """Per pile, the seat that played its top card (-1: turned up from the talon)."""
    winner: int
    reason: str

    def hand(self, seat: int) -> Zone:
        return self.pile(f"hand:{seat}")

    def stock(self, seat: int) -> Zone:
        return self.pile(f"stock:{seat}")

    def talon(self, side: int) -> Zone:
        return self.pile(f"talon:{side}")

    def discard(self, side: int) -> Zone:
        return self.pile(f"pile:{side}")

    def clone(self) -> Game:
        new = super().clone()
        new.count = Countdown(self.count.mask, self.count.due)  # type: ignore[attr-defined]
        new.before = self.before[:]  # type: ignore[attr-defined]
        new.by = self.by[:]  # type: ignore[attr-defined]
        return new

    # ----- deal ----------------------------------------------------------------------------
    def setup(self) -> None:
        o = self.options
        for s in range(2):
            self.zone(f"hand:{s}", "hand", s, layout="hand")
            self.zone(f"stock:{s}", "pile", s, layout="stack", memory=True)
        for side in range(2):
            self.zone(f"talon:{side}", "pile", layout="stack", memory=True)
            self.zone(f"pile:{side}", "pile", layout="pile")
        pack = self.new_pack(deck52())  # top card last
        for _ in range(o.hand):          # S1: one at a time from the dealer's left (seat 1)
            for s in (1, 0):
                self.hand(s).push(pack.pop(), known=1 << s)
        for _ in range(o.stock):
            for s in (1, 0):
                self.stock(s).push(pack.pop())
        for side in range(2):
            for _ in range(o.talon):
                self.talon(side).push(pack.pop())
        for side in range(2):
            self.discard(side).push(pack.pop())  # the starters, face down
        self.zone("unused", "pot", layout="aside").fill(pack)  # smaller layouts (options)
        self.phase = "start"
        self.count = Countdown()
        self.moves = 0
        self.before = [-1, -1]
        self.by = [-1, -1]
        self.winner = -1
        self.reason = ""

    # ----- who may act ---------------------------------------------------------------------
    def fits(self, card: int, side: int) -> bool:
        top = self.discard(side).top()
        return top is not None and self.discard(side).up[-1] and follows(card, top, self.options.equal_ok)

    def plays(self, seat: int) -> list[Action]:
        if self.phase != "play":
            return []
        return [Action("play", card=str(c), pile=side)
                for c in self.hand(seat).cards for side in (0, 1) if self.fits(c, side)]

    def may_draw(self, seat: int) -> bool:
        return (self.phase == "play" and not self.options.auto_refill
                and len(self.hand(seat).cards) < self.options.hand and bool(self.stock(seat).cards))

    def blocked(self, seat: int) -> bool:
        """S3: ``seat`` has no card that follows either top and cannot refill (a full
        hand or an empty stock): what each player judges from their own cards."""
        hand = self.hand(seat).cards
        if any(self.fits(c, side) for c in hand for side in (0, 1)):
            return False
        return len(hand) >= self.options.hand or not self.stock(seat).cards

    def may_ready(self, seat: int) -> bool:
        if self.count.is_ready(seat):
            return False
        return self.phase == "start" or (self.phase == "play" and self.blocked(seat))

    def _legal(self, seat: int) -> list[Action]:
        acts = self.plays(seat)
        if self.may_draw(seat):
            acts.append(DRAW)
        if self.may_ready(seat):
            acts.append(READY)
        return acts

    def _actors(self) -> list[int]:
        """The players not yet ready (public): each has something to do (a play, a
        refill, or, blocked, saying ready), while a ready player is blocked until the
        table changes (a play cancels every ready mark)."""
        if self.phase == "over":
            return []
        return [s for s in range(2) if not self.count.is_ready(s)]

    def _waiting(self) -> list[int]:
        return self._actors()

    # ----- the count of three ----------------------------------------------------------------
    def verify_ready(self, seat: int, action: Action) -> None:
        self.require(not self.count.running, "the count of three is running: wait for the flip")
        self.require(not self.count.is_ready(seat),
                     "you have said ready already: waiting for the other player")
        self.require(self.may_ready(seat), "you can still play or refill: no need to flip")

    def do_ready(self, seat: int, _: None) -> list[Event]:
        started = self.count.ready(seat, now=self.now, seats=2, length=self.options.countdown)
        events = [Event("ready", seat, {"text": f"Seat {seat} is ready to flip" if self.phase == "start"
                                        else f"Seat {seat} is blocked and ready to flip"})]
        if started:
            events.append(Event("countdown", None, {
                "due": self.count.due, "text": "Both ready: one, two, three..."}))
        return events

    def _deadline(self) -> int | None:
        return self.count.due if self.count.running and self.phase != "over" else None

    def _advance(self, ms: int) -> list[Event]:
        self.count.reset()
        if self.phase == "start":
            for side in range(2):
                self.discard(side).reveal(0, self.everyone)
            self.phase = "play"
            a, b = self.discard(0).top(), self.discard(1).top()
            assert a is not None and b is not None
            events = [Event("flip", None, {"cards": [str(a), str(b)],
                                           "text": f"The starters are turned up: {face(a)} and {face(b)}"})]
            return events + self._check()
        return self._flip_talons()

    def _flip_talons(self) -> list[Event]:
        """S4/RULINGS 15: a card from each talon onto the pile on its side; an exhausted
        talon is first rebuilt from its pile (the top card stays)."""
        events: list[Event] = []
        flipped: list[Card] = []
        for side in range(2):
            talon, pile = self.talon(side), self.discard(side)
            if not talon.cards and len(pile.cards) > 1:
                top_card, top_up, top_known = pile.pop()
                pile.move_all(talon, up=False, known=0)
                talon.shuffle(self.rng)
                pile.push(top_card, top_up, top_known)
                events.append(Event("rebuild", None, {
                    "side": side, "cards": len(talon.cards),
                    "text": f"Talon {side} is rebuilt from its pile ({len(talon.cards)} cards)"}))
            if talon.cards:
                self.before[side] = pile.cards[-1]
                self.by[side] = -1
                flipped.append(talon.move_to(pile, up=True, known=self.everyone))
        self.phase = "play"
        if not flipped:
            return events + self._end(-1, "no talon card is left to flip: a draw")
        self.moves += 1
        events.append(Event("flip", None, {
            "cards": [str(c) for c in flipped],
            "text": "Flipped from the talons: " + " and ".join(face(c) for c in flipped)}))
        return events + self._check()

    # ----- plays and refills -------------------------------------------------------------------
    def verify_play(self, seat: int, action: Action) -> tuple[Card, int]:
        card = Card.parse(action.get("card"))
        side = action.get("pile")
        self.require(side in (0, 1), f"there is no pile {side}: pile 0 or pile 1")
        self.require(self.phase == "play", "wait for the starters to be turned up")
        self.require(card in self.hand(seat).cards, f"you do not hold the {face(card)}")
        if self.fits(card, side):
            return card, side
        top = self.discard(side).top()
        assert top is not None
        if (self.by[side] not in (-1, seat) and self.before[side] >= 0
                and follows(card, self.before[side], self.options.equal_ok)):
            raise IllegalAction(f"too late: pile {side} changed to the {face(top)} before your "
                                f"{face(card)} arrived (no penalty)")
        raise IllegalAction(f"the {face(card)} does not follow the {face(top)}: one rank up or "
                            "down (K-A-2 wraps)" + ("" if not self.options.equal_ok else " or the same rank"))

    def do_play(self, seat: int, ready: tuple[Card, int]) -> list[Event]:
        card, side = ready
        pile = self.discard(side)
        self.before[side] = pile.cards[-1]
        self.by[side] = seat
        self.hand(seat).move_card(card, pile, up=True, known=self.everyone)
        self.moves += 1
        self.count.reset()  # S3: a play changes the table: blocked players say so again
        events = [Event("play", seat, {"card": str(card), "pile": side,
                                       "text": f"Seat {seat} plays the {face(card)} on pile {side}"})]
        if self.options.auto_refill:
            events += self._refill(seat)
        return events + self._check()

    def verify_draw(self, seat: int, action: Action) -> None:
        self.require(self.phase == "play", "wait for the flip")
        self.require(not self.options.auto_refill, "your hand is refilled for you (auto-refill)")
        self.require(len(self.hand(seat).cards) < self.options.hand,
                     f"your hand is full ({self.options.hand} cards)")
        self.require(bool(self.stock(seat).cards), "your stock is empty")

    def do_draw(self, seat: int, _: None) -> list[Event]:
        return self._refill(seat) + self._check()

    def _refill(self, seat: int) -> list[Event]:
        hand, stock = self.hand(seat), self.stock(seat)
        n = 0
        while len(hand.cards) < self.options.hand and stock.cards:
            stock.move_to(hand, up=False, known=1 << seat)
            n += 1
        if not n:
            return []
        return [Event("draw", seat, {"cards": n, "text": f"Seat {seat} refills their hand with "
                                                          f"{n} card{'s' if n != 1 else ''}"})]

    # ----- the end -------------------------------------------------------------------------
    def _check(self) -> list[Event]:
        for s in range(2):
            if not self.hand(s).cards and not self.stock(s).cards:
                return self._end(s, f"seat {s} has played every card")
        if self.moves >= self.options.max_moves:
            return self._end(-1, f"the cap of {self.options.max_moves} moves was reached: a draw")
        return []

    def _end(self, winner: int, why: str) -> list[Event]:
        self.phase = "over"
        self.winner = winner
        self.reason = why
        return [Event("game_over", winner if winner >= 0 else None,
                      {"reason": why, "text": f"Game over: {why}"})]

    def left(self, seat: int) -> int:
        return len(self.hand(seat).cards) + len(self.stock(seat).cards)

    def is_over(self) -> bool:
        return self.phase == "over"

    lower_wins = True

    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        left = [float(self.left(s)) for s in range(2)]
        if self.winner < 0:
            return Result(left, [], [1, 1], self.reason, {"moves": self.moves})
        w = self.winner
        return Result(left, [w], [1 if s == w else 2 for s in range(2)], self.reason,
                      {"moves": self.moves})

    # ----- what clients see -------------------------------------------------------------------
    def label(self, action: Action, seat: int | None = None) -> str:
        if action.type == "play":
            return f"play the {face(Card.parse(action.get('card')))} on pile {action.get('pile')}"
        return {"draw": "refill your hand", "ready": "ready: count to three"}.get(action.type, action.type)

    def targets(self, action: Action, seat: int | None = None) -> list[dict[str, Any]]:
        if action.type == "play" and seat is not None:
            i = self.hand(seat).cards.index(Card.parse(action.get("card")))
            side = action.get("pile")
            return [{"zone": f"hand:{seat}", "index": i},
                    {"zone": f"pile:{side}", "index": len(self.discard(side).cards) - 1}]
        return []

    def _prompt(self, seat: int | None) -> str:
        if self.phase == "over":
            res = self.result()
            return f"Game over: {res.reason}" if res is not None else "Game over"
        if self.count.running:
            return "One, two, three..."
        if seat is not None and self.count.is_ready(seat):
            return "You are ready: waiting for the other player"
        if seat is None:  # a spectator: what the players are doing
            if self.phase == "start":
                return "The players get ready to turn up the starters"
            ready = [s for s in range(2) if self.count.is_ready(s)]
            return (f"Seat {ready[0]} is blocked and ready to flip; the other player may still play"
                    if ready else "The players race to play their cards on the two piles")
        if self.phase == "start":
            return "Say ready to turn up the starters"
        if self.may_ready(seat):
            return "You are blocked: say ready to flip from the talons"
        plays, draw = bool(self.plays(seat)), self.may_draw(seat)
        if plays and draw:
            return "Play one rank up or down on either pile, or refill your hand from your stock"
        if plays:
            return "Play one rank up or down on either pile"
        if draw:
            return "Nothing fits: refill your hand from your stock"
        return "Nothing to do: wait for the other player"

    def _view(self, seat: int | None) -> dict[str, Any]:
        return {"phase": self.phase, "prompt": self._prompt(seat),
                "countdown": self.count.left(self.now),
                "ready": [self.count.is_ready(s) for s in range(2)],
                "moves": self.moves}
