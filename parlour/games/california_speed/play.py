"""California Speed play: the deal, the count of three, covering matches card by card,
stalemates and redeals, the end.

One legality path per action type; the rules and rulings are documented in
:mod:`parlour.games.california_speed`.
"""

from __future__ import annotations

from typing import Any, ClassVar

from parlour.cards import Card, deck52, face
from parlour.engine.actions import Action, Int
from parlour.engine.events import Event
from parlour.engine.game import Game, Result
from parlour.engine.zones import Zone
from parlour.errors import IllegalAction
from parlour.games.california_speed import bot as heuristic
from parlour.games.california_speed.rules import (
    PRESENTATION,
    SLOTS,
    VARIANTS,
    CaliforniaOptions,
    side_of,
)
from parlour.rules.claims import Countdown
from parlour.rules.covering import matched
from parlour.rules.stacks import deal_all, limit_deal, put_under

READY = Action("ready")




class CaliforniaSpeed(Game):
    """The California Speed state machine (phases ``deal``, ``play``, ``over``)."""

    bot = heuristic.CaliforniaBot
    presentation = PRESENTATION

    name = "california-speed"
    title = "California Speed"
    family = "shedding race"
    summary = ("Two players deal eight cards between them and race to cover every pair, "
               "three or four of a kind from their own packs; first to empty their pack wins.")
    min_players = 2
    max_players = 2
    timing = "realtime"
    Options = CaliforniaOptions
    VARIANTS = VARIANTS
    DEFAULT_VARIANT = "standard"
    ACTIONS: ClassVar[dict[str, dict[str, Any]]] = {"cover": {"pile": Int(0, SLOTS - 1)}, "ready": {}}
    CLAIMS = frozenset({"cover"})
    COPY_FIELDS = ("marked", "by")
    LAYOUT: ClassVar[dict[str, Any]] = {"center": [f"pile:{i}" for i in range(SLOTS)]}

    options: CaliforniaOptions
    phase: str
    count: Countdown
    marked: set[int]
    """Piles to cover: each showed a matched rank and has not been covered since (C2)."""
    by: list[int]
    """Per pile, the seat whose cover is on top (-1: dealt)."""
    deals: int
    winner: int
    reason: str

    def pack(self, seat: int) -> Zone:
        return self.pile(f"pack:{seat}")

    def slot(self, i: int) -> Zone:
        return self.pile(f"pile:{i}")

    def tops(self) -> list[int | None]:
        return [self.slot(i).top() for i in range(SLOTS)]

    def clone(self) -> Game:
        new = super().clone()
        new.count = Countdown(self.count.mask, self.count.due)  # type: ignore[attr-defined]
        return new

    # ----- deal ----------------------------------------------------------------------------
    def setup(self) -> None:
        for s in range(2):
            self.zone(f"pack:{s}", "pile", s, layout="stack", memory=True)
        for i in range(SLOTS):
            self.zone(f"pile:{i}", "pile", side_of(i), layout="pile")
        aside = self.zone("unused", "pot", layout="aside") if self.options.deal_cards else None
        cards = limit_deal(self.new_pack(deck52()), self.options.deal_cards, aside)
        deal_all(cards, [self.pack(s) for s in range(2)], 1)  # 26 each, from the dealer's left
        self.phase = "deal"
        self.count = Countdown()
        self.marked = set()
        self.by = [-1] * SLOTS
        self.deals = 0
        self.winner = -1
        self.reason = ""

    # ----- who may act ---------------------------------------------------------------------
    def may_cover(self, seat: int, pile: int) -> bool:
        return self.phase == "play" and pile in self.marked and bool(self.pack(seat).cards)

    def _legal(self, seat: int) -> list[Action]:
        if self.phase == "deal":
            return [] if self.count.is_ready(seat) else [READY]
        if self.phase != "play" or not self.pack(seat).cards:
            return []
        return [Action("cover", pile=i) for i in sorted(self.marked)]

    def _actors(self) -> list[int]:
        if self.phase == "deal":
            return [s for s in range(2) if not self.count.is_ready(s)]
        return [s for s in range(2) if self.phase == "play" and self.pack(s).cards]

    # ----- the count of three, the deal ------------------------------------------------------
    def verify_ready(self, seat: int, action: Action) -> None:
        self.require(self.phase == "deal", "the tableau is dealt: cover matches")
        self.require(not self.count.is_ready(seat),
                     "you have said ready already: waiting for the other player")

    def do_ready(self, seat: int, _: None) -> list[Event]:
        events = [Event("ready", seat, {"text": f"Seat {seat} is ready to deal"})]
        if self.count.ready(seat, now=self.now, seats=2, length=self.options.countdown):
            events.append(Event("countdown", None, {"due": self.count.due,
                                                    "text": "Both ready: one, two, three..."}))
        return events

    def _deadline(self) -> int | None:
        return self.count.due if self.phase == "deal" and self.count.running else None

    def _advance(self, ms: int) -> list[Event]:
        """C1: each player deals four cards face up in a row in front of them (fewer if
        they have fewer: RULINGS 11, the empty places stay empty)."""
        self.count.reset()
        self.deals += 1
        dealt = []
        for s in range(2):
            for k in range(SLOTS // 2):
                pack = self.pack(s)
                if not pack.cards:
                    break
                i = s * (SLOTS // 2) + k
                pack.move_to(self.slot(i), up=True, known=self.everyone)
                self.by[i] = -1
                dealt.append(i)
        self.phase = "play"
        tops, half = self.tops(), SLOTS // 2
        sides = [[c for c in tops[s * half:(s + 1) * half] if c is not None] for s in range(2)]
        shown = "; ".join(f"seat {s}'s side {' '.join(face(c) for c in cs)}"
                          for s, cs in enumerate(sides) if cs)
        events = [Event("deal", None, {"sides": [[str(Card(c)) for c in cs] for cs in sides],
                                       "text": f"Deal {self.deals}: {shown}"})]
        return events + self._after()

    # ----- covering --------------------------------------------------------------------------
    def verify_cover(self, seat: int, action: Action) -> int:
        pile = action.get("pile")
        if self.may_cover(seat, pile):
            return int(pile)
        self.require(0 <= pile < SLOTS, f"there is no pile {pile}: piles 0 to {SLOTS - 1}")
        self.require(self.phase == "play", "wait for the deal")
        self.require(bool(self.pack(seat).cards), "your pack is empty")
        if self.by[pile] not in (-1, seat):
            raise IllegalAction(f"too late: seat {self.by[pile]} covered pile {pile} first "
                                "(no penalty)")
        raise IllegalAction(f"pile {pile} is not part of a match (no penalty)")

    def do_cover(self, seat: int, pile: int) -> list[Event]:
        card = self.pack(seat).move_to(self.slot(pile), up=True, known=self.everyone)
        self.marked.discard(pile)
        self.by[pile] = seat
        events = [Event("cover", seat, {"pile": pile, "card": str(card),
                                        "text": f"Seat {seat} covers pile {pile} with the {face(card)}"})]
        if not self.pack(seat).cards:  # C4: the first to empty their pack wins, even mid-match
            return events + self._end(seat, f"seat {seat} has played every card")
        return events + self._after()

    def _after(self) -> list[Event]:
        """Mark the new matches (C2); with none left, the stalemate pick-up (C3)."""
        self.marked |= matched(self.tops())
        if self.options.doubles:
            for i in range(SLOTS):
                z = self.slot(i).cards
                if len(z) >= 2 and z[-1] & 15 == z[-2] & 15:
                    self.marked.add(i)
        empty = [s for s in range(2) if not self.pack(s).cards]
        if len(empty) == 2:  # C4: both dealt their last cards at once (short deals only)
            return self._end(-1, "both players dealt their last cards at once")
        if empty:
            return self._end(empty[0], f"seat {empty[0]} has played every card")
        if self.marked:
            return []
        if self.deals >= self.options.max_deals:
            a, b = (len(self.pack(s).cards) for s in range(2))
            return self._end(-1 if a == b else (0 if a < b else 1),
                             f"the safeguard of {self.options.max_deals} deals was reached")
        for s in range(2):
            for k in range(SLOTS // 2):
                put_under(self.slot(s * (SLOTS // 2) + k), self.pack(s))
        self.by = [-1] * SLOTS
        self.phase = "deal"
        return [Event("stalemate", None, {
            "cards": [len(self.pack(s).cards) for s in range(2)],
            "text": "No more matches: each player picks up the four piles on their side"})]

    def _end(self, winner: int, why: str) -> list[Event]:
        self.phase = "over"
        self.winner = winner
        self.reason = why
        self.marked = set()
        return [Event("game_over", winner if winner >= 0 else None,
                      {"reason": why, "text": f"Game over: {why}"})]

    def is_over(self) -> bool:
        return self.phase == "over"

    lower_wins = True

    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        left = [float(len(self.pack(s).cards)) for s in range(2)]
        if self.winner < 0:
            return Result(left, [], [1, 1], self.reason, {"deals": self.deals})
        w = self.winner
        return Result(left, [w], [1 if s == w else 2 for s in range(2)], self.reason,
                      {"deals": self.deals})

    # ----- what clients see -------------------------------------------------------------------
    def label(self, action: Action, seat: int | None = None) -> str:
        if action.type == "cover":
            pile = action.get("pile")
            top = self.slot(pile).top() if 0 <= pile < SLOTS else None
            return f"cover the {face(top)} (pile {pile})" if top is not None else f"cover pile {pile}"
        return "ready: count to three"

    def targets(self, action: Action, seat: int | None = None) -> list[dict[str, Any]]:
        if action.type == "cover":
            pile = action.get("pile")
            return [{"zone": f"pile:{pile}", "index": max(0, len(self.slot(pile).cards) - 1)}]
        return []

    def _prompt(self, seat: int | None) -> str:
        if self.phase == "over":
            return ""
        if self.phase == "deal":
            if self.count.running:
                return "One, two, three..."
            if seat is None:
                return "The players get ready to deal four cards each"
            if self.count.is_ready(seat):
                return "You are ready: waiting for the other player"
            return "Say ready to deal four cards each"
        if seat is None:
            return "The players race to cover every matched card"
        return "Cover every matched card from your pack, on either side"

    def _view(self, seat: int | None) -> dict[str, Any]:
        return {"phase": self.phase, "prompt": self._prompt(seat),
                "countdown": self.count.left(self.now) if self.phase == "deal" else None,
                "ready": [self.count.is_ready(s) for s in range(2)],
                "cards": [len(self.pack(s).cards) for s in range(2)],
                "to_cover": ", ".join(f"pile {i}" for i in sorted(self.marked)),
                "deals": self.deals}
