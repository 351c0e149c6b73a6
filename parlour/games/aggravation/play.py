"""Aggravation play: simultaneous flips on a count, covering matches anywhere card by
card, flipping alone, and the "Aggravation!" claim that wins.

One legality path per action type; the rules and rulings are documented in
:mod:`parlour.games.aggravation`.
"""

from __future__ import annotations

from typing import Any, ClassVar

from parlour.cards import Card, deck52, face
from parlour.engine.actions import Action, Int
from parlour.engine.events import Event
from parlour.engine.game import Game, Result
from parlour.engine.zones import Grid, Zone
from parlour.errors import IllegalAction
from parlour.games.aggravation import bot as heuristic
from parlour.games.aggravation.rules import (
    PILES,
    PRESENTATION,
    ROW,
    SEEN,
    VARIANTS,
    AggravationOptions,
)
from parlour.rules.claims import Countdown
from parlour.rules.covering import CoverMarks, matched
from parlour.rules.stacks import deal_all, limit_deal

READY = Action("ready")
FLIP = Action("flip")




class Aggravation(Game):
    """The Aggravation state machine (phases ``flip``, ``cover``, ``over``)."""

    bot = heuristic.AggravationBot
    presentation = PRESENTATION

    name = "aggravation"
    title = "Aggravation"
    family = "shedding race"
    summary = ("Two players turn up cards together into a growing grid and race to cover "
               "every match from their own packs; out of cards, call Aggravation! to win.")
    min_players = 2
    max_players = 2
    timing = "realtime"
    Options = AggravationOptions
    VARIANTS = VARIANTS
    DEFAULT_VARIANT = "standard"
    ACTIONS: ClassVar[dict[str, dict[str, Any]]] = {
        "ready": {}, "flip": {}, "cover": {"pile": Int(0, PILES - 1)},
        "aggravation": {"seen": Int(0, SEEN - 1)}}
    CLAIMS = frozenset({"cover", "aggravation"})
    COPY_FIELDS = ("barred",)
    LAYOUT: ClassVar[dict[str, Any]] = {"center": ["row:0", "row:1"]}

    options: AggravationOptions
    phase: str
    count: Countdown
    marks: CoverMarks
    serial: int
    barred: list[bool]
    """Per seat: a false "Aggravation!" bars a claim until the next match is cleared."""
    moves: int
    winner: int
    reason: str

    def pack(self, seat: int) -> Zone:
        return self.pile(f"pack:{seat}")

    def row(self, seat: int) -> Grid:
        return self.slots_of(f"row:{seat}")

    def tops(self) -> list[int | None]:
        out: list[int | None] = []
        for s in range(2):
            cards = self.row(s).cards
            out += [cards[k] if k < len(cards) else None for k in range(ROW)]
        return out

    def clone(self) -> Game:
        new = super().clone()
        new.count = Countdown(self.count.mask, self.count.due)  # type: ignore[attr-defined]
        new.marks = self.marks.copy()  # type: ignore[attr-defined]
        return new

    # ----- deal ----------------------------------------------------------------------------
    def setup(self) -> None:
        for s in range(2):
            self.zone(f"pack:{s}", "pile", s, layout="stack", memory=True)
        for s in range(2):
            self.grid_zone(f"row:{s}", s, layout="row")
        self.zone("covered", "pile", layout="pile", memory=True)
        aside = self.zone("unused", "pot", layout="aside") if self.options.deal_cards else None
        cards = limit_deal(self.new_pack(deck52()), self.options.deal_cards, aside)
        deal_all(cards, [self.pack(s) for s in range(2)], 1)
        self.phase = "flip"
        self.count = Countdown()
        self.marks = CoverMarks()
        self.serial = 0
        self.barred = [False, False]
        self.moves = 0
        self.winner = -1
        self.reason = ""
        if self.solo() is None and not self.together():  # R3 from the deal (``deal_cards``)
            self._end(-1, "no match and nobody can turn up a card: a draw")

    # ----- who may act ---------------------------------------------------------------------
    def solo(self) -> int | None:
        """A3: the seat that turns up cards alone (the other holds one card or none), or
        ``None`` (both flip together, or neither can)."""
        a, b = (len(self.pack(s).cards) for s in range(2))
        if a > 1 and b > 1:
            return None
        if a > 1:
            return 0
        if b > 1:
            return 1
        return None

    def together(self) -> bool:
        return all(len(self.pack(s).cards) > 1 for s in range(2))

    def may_claim(self, seat: int) -> bool:
        return self.phase != "over" and not self.pack(seat).cards and not self.barred[seat]

    def _legal(self, seat: int) -> list[Action]:
        acts: list[Action] = []
        if self.phase == "flip":
            if self.together() and not self.count.is_ready(seat):
                acts.append(READY)
            if self.solo() == seat:
                acts.append(FLIP)
        elif self.phase == "cover" and self.pack(seat).cards:
            acts += [Action("cover", pile=p) for p in self.marks.sorted()]
        if self.may_claim(seat):
            acts.append(Action("aggravation", seen=self.serial % SEEN))
        return acts

    def _actors(self) -> list[int]:
        return [s for s in range(2) if self.legal_actions(s)]

    def _waiting(self) -> list[int]:
        if self.phase == "flip":
            if self.together():
                return [s for s in range(2) if not self.count.is_ready(s)]
            solo = self.solo()
            return [solo] if solo is not None else []
        if self.phase == "cover":
            holders = [s for s in range(2) if self.pack(s).cards]
            return holders or [s for s in range(2) if self.may_claim(s)]
        return []

    # ----- flips ---------------------------------------------------------------------------
    def verify_ready(self, seat: int, action: Action) -> None:
        self.require(self.phase == "flip", "cover the matches first")
        self.require(self.together(), "a player is down to one card: the other turns up alone")
        self.require(not self.count.is_ready(seat), "you are ready: the other player is not yet")

    def do_ready(self, seat: int, _: None) -> list[Event]:
        events = [Event("ready", seat, {"text": f"Seat {seat} is ready to turn up a card"})]
        if self.count.ready(seat, now=self.now, seats=2, length=self.options.countdown):
            events.append(Event("countdown", None, {"due": self.count.due,
                                                    "text": "One, two, three..."}))
        return events

    def _deadline(self) -> int | None:
        return self.count.due if self.count.running and self.phase == "flip" else None

    def _advance(self, ms: int) -> list[Event]:
        """A1: both turn up a card at the same moment, each starting a new pile in their row."""
        self.count.reset()
        shown = [face(self._turn_up(s)) for s in range(2)]
        text = f"Turned up together: {shown[0]} and {shown[1]}"
        return [Event("flip", None, {"text": text})] + self._after()

    def verify_flip(self, seat: int, action: Action) -> None:
        self.require(self.phase == "flip", "cover the matches first")
        self.require(self.solo() == seat, "cards are turned up together, on a count: say ready"
                     if self.together() else "only a player with more than one card turns up alone")

    def do_flip(self, seat: int, _: None) -> list[Event]:
        card = self._turn_up(seat)
        text = f"Seat {seat} turns up the {face(card)}"
        return [Event("flip", seat, {"card": str(card), "text": text})] + self._after()

    def _turn_up(self, seat: int) -> Card:
        row = self.row(seat)
        card = self.pack(seat).move_to(row, up=True, known=self.everyone, slot=len(row.cards))
        self.serial += 1
        self.moves += 1
        return card

    # ----- covering --------------------------------------------------------------------------
    def verify_cover(self, seat: int, action: Action) -> int:
        pile = action.get("pile")
        self.require(isinstance(pile, int) and 0 <= pile < PILES, f"there is no pile {pile}")
        self.require(bool(self.pack(seat).cards), "your pack is empty: call Aggravation! on a match")
        if self.phase == "cover" and pile in self.marks:
            return int(pile)
        raise IllegalAction(f"pile {pile} is not part of a match: the card stays in your pack "
                            "(no penalty; if it was just covered, too late)")

    def do_cover(self, seat: int, pile: int) -> list[Event]:
        row = self.row(pile // ROW)
        k = pile % ROW
        covered = row.move_to(self.pile("covered"), k)
        card = self.pack(seat).move_to(row, up=True, known=self.everyone, slot=k)
        self.marks.cover(pile)
        self.serial += 1
        self.moves += 1
        text = f"Seat {seat} covers the {face(covered)} with the {face(card)}"
        return [Event("cover", seat, {"pile": pile, "card": str(card), "text": text})] + self._after()

    # ----- the claim ---------------------------------------------------------------------------
    def verify_aggravation(self, seat: int, action: Action) -> bool:
        """``True``: two tops of one rank show (the claim wins); ``False``: a false
        claim (barred). A pile left to cover after its partner was covered is no match."""
        self.require(not self.pack(seat).cards, "only a player with no cards left calls Aggravation!")
        self.require(not self.barred[seat], "after a false call you wait for the next match")
        self.require(action.get("seen") == self.serial % SEEN,
                     "too late: the table changed before your call arrived (no penalty)")
        return bool(matched(self.tops()))

    def do_aggravation(self, seat: int, right: bool) -> list[Event]:
        if right:
            said = Event("aggravation", seat, {"text": f"Seat {seat} touches the match and calls "
                                                       "Aggravation!"})
            return [said, *self._end(seat, f"seat {seat} called Aggravation!")]
        self.barred[seat] = True
        return [Event("false_claim", seat, {"text": f"Seat {seat} calls Aggravation! with no match "
                                                    "showing: no claim until the next match"})]

    # ----- after every change ------------------------------------------------------------------
    def _after(self) -> list[Event]:
        had = bool(self.marks)
        if not had:
            # a false call made while no match showed was about that table alone (RULINGS
            # 9: "that match"): the table has changed, the bar lifts
            self.barred = [False, False]
        self.marks.update(self.tops())
        if matched(self.tops()):
            # a false call is made with no match showing: it bars nobody from a new match
            # ("the next time a match forms"), even while other piles are left to cover
            self.barred = [False, False]
        if self.moves >= self.options.max_moves:
            return self._end(-1, f"the cap of {self.options.max_moves} moves was reached: a draw")
        if self.marks:
            self.phase = "cover"
            if any(self.pack(s).cards for s in range(2)):
                return []
            if matched(self.tops()) and any(self.may_claim(s) for s in range(2)):
                return []  # only a call can end it: the game waits for the callers
            # A6: piles left to cover, nobody holds a card, and no call can win: a draw
            return self._end(-1, "piles are left to cover but nobody holds a card: a draw")
        if had or self.phase == "cover":
            self.barred = [False, False]  # the match that barred a false claim is gone
        self.phase = "flip"
        if not self.together() and self.solo() is None:  # RULINGS 9: both at one card or none
            return self._end(-1, "no match and nobody can turn up a card: a draw")
        return []

    def _end(self, winner: int, why: str) -> list[Event]:
        self.phase = "over"
        self.winner = winner
        self.reason = why
        self.marks.clear()
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
            return Result(left, [], [1, 1], self.reason, {"moves": self.moves})
        w = self.winner
        return Result(left, [w], [1 if s == w else 2 for s in range(2)], self.reason,
                      {"moves": self.moves})

    # ----- what clients see -------------------------------------------------------------------
    def label(self, action: Action, seat: int | None = None) -> str:
        t = action.type
        if t == "cover":
            pile = action.get("pile")
            top = self.tops()[pile] if 0 <= pile < PILES else None
            return f"cover the {face(top)}" if top is not None else f"cover pile {pile}"
        return {"ready": "ready: count to three", "flip": "turn up a card",
                "aggravation": "Aggravation!"}.get(t, t)

    def targets(self, action: Action, seat: int | None = None) -> list[dict[str, Any]]:
        if action.type == "cover":
            pile = action.get("pile")
            return [{"zone": f"row:{pile // ROW}", "index": pile % ROW}]
        return []

    def _view(self, seat: int | None) -> dict[str, Any]:
        return {"phase": self.phase,
                "prompt": self._prompt(seat),
                "countdown": self.count.left(self.now) if self.phase == "flip" else None,
                "ready": [self.count.is_ready(s) for s in range(2)],
                "cards": [len(self.pack(s).cards) for s in range(2)],
                "to_cover": ", ".join(f"pile {p}" for p in self.marks.sorted()),
                "solo": self.solo() if self.phase == "flip" and not self.together() else None,
                "barred": list(self.barred),
                "seen": self.serial % SEEN}

    def _prompt(self, seat: int | None) -> str:
        if self.phase == "over":
            return ""
        if seat is not None and not self.pack(seat).cards:
            if self.barred[seat]:
                return "No cards left, and your false call bars you until a new match forms"
            return "No cards left: call Aggravation! on the next match"
        if self.phase == "cover":
            return "Cover every matched card from your pack"
        if self.together():
            return "One, two, three..." if self.count.running else "Say ready to turn up a card together"
        solo = self.solo()
        if seat is None:
            return f"Seat {solo} turns up cards alone"
        return "Turn up cards alone" if seat == solo else "The other player turns up cards alone"
