"""James Bond play: the deal into piles, the signal, picking up and putting down one pile
at a time, one-for-one swaps with the centre (first to arrive wins a card), the call and
the false call, the time limit. Every action is real-time, checked on arrival. The rules
and rulings are documented in :mod:`parlour.games.james_bond`."""

from __future__ import annotations

from typing import Any, ClassVar

from parlour.cards import CARD_TEXT, Card, face
from parlour.engine.actions import Action, CardParam, Int
from parlour.engine.events import Event
from parlour.engine.game import Game, Result, placing_from_scores
from parlour.engine.zones import Grid, Zone
from parlour.games.james_bond import words
from parlour.games.james_bond.rules import (
    CALL,
    PACK,
    PICK,
    PILE,
    PILES,
    PUT,
    JamesBondOptions,
    card_of,
    is_set,
)
from parlour.rules.exchange import exchange, exchange_action, missing


class JamesBondRules(Game):
    """The James Bond state machine (presentation: ``JamesBond``)."""

    name = "james-bond"
    title = "James Bond"
    family = "commerce"
    timing = "realtime"
    summary = ("No turns: hold one of your face-down piles at a time and swap its cards one for "
               "one with four in the centre, until every pile is four of a kind.")
    min_players = 2
    max_players = 3
    Options = JamesBondOptions
    VARIANTS: ClassVar[dict[str, tuple[str, dict[str, Any]]]] = {
        "standard": ("The seed with RULINGS 3: a false call loses", {}),
        "freeze": ("A false call freezes the caller for ten seconds", {"false_call": "freeze"}),
        "face-up": ("A pile put down as four of a kind is turned face up and locked",
                    {"lock_completed_face_up": True}),
        "memory-aid": ("House option: your face-down piles stay shown to you", {"assist": True}),
    }
    DEFAULT_VARIANT = "standard"
    ACTIONS: ClassVar[dict[str, dict[str, Any]]] = {
        "pick": {"pile": Int(0, 5)}, "put": {},
        "swap": {"take": CardParam(), "give": CardParam()}, "call": {},
    }
    CLAIMS = frozenset(ACTIONS)
    COPY_FIELDS = ("holding", "locked", "out", "frozen")

    options: JamesBondOptions
    phase: str
    """``countdown`` (nobody may look), ``play`` or ``over``."""
    start: int
    holding: list[int]
    """Per seat, the pile in hand (-1: none)."""
    locked: list[list[bool]]
    out: list[bool]
    frozen: list[int]
    """Per seat, the time (ms) until which a false caller may not act (variant freeze)."""
    winner: int
    why: str

    def piles(self, seat: int) -> Grid:
        """Seat's piles: a grid, pile ``p`` in slots ``4p`` to ``4p + 3``."""
        return self.slots_of(f"piles:{seat}")

    def held(self, seat: int) -> Zone:
        return self.pile(f"held:{seat}")

    @property
    def centre(self) -> Zone:
        return self.pile("centre")

    @property
    def count(self) -> int:
        """Piles per player."""
        return PILES[self.players]

    def pile_cards(self, seat: int, p: int) -> list[Card]:
        """The cards of pile ``p`` (the held zone's when it is in hand)."""
        if self.holding[seat] == p:
            return list(self.held(seat).cards)
        return [c for c in self.piles(seat).cards[PILE * p:PILE * p + PILE] if c is not None]

    def complete(self, seat: int) -> int:
        """How many of ``seat``'s piles are four of a kind."""
        return sum(is_set(self.pile_cards(seat, p)) for p in range(self.count))

    # ----- the deal ---------------------------------------------------------------------------
    def setup(self) -> list[Event] | None:
        n = self.players
        self.zone("centre", "row", layout="centre")
        for s in range(n):
            self.grid_zone(f"piles:{s}", s, memory=True, layout="piles")
            # the holder looks at the pile; the cards others saw go in face down, and a
            # memory game must not show them again (conventions, hidden information; J2)
            self.zone(f"held:{s}", "hand", s, layout="hand", memory="others")
        stock = self.new_pack(list(PACK))
        for s in range(n):  # "Shuffle and deal the entire deck out into piles of four"
            for _ in range(self.count * PILE):
                self.piles(s).place(stock.pop(), False, 0)  # nobody has looked yet
        for _ in range(PILE):  # "one extra pile; turn it face up and spread it in the center"
            self.centre.push(stock.pop(), True, self.everyone)
        self.phase = "countdown"
        self.start = self.options.countdown
        self.holding = [-1] * n
        self.locked = [[False] * self.count for _ in range(n)]
        self.out = [False] * n
        self.frozen = [0] * n
        self.winner = -1
        self.why = ""
        if not self.options.countdown:  # no signal to wait for: play starts with the deal
            self.phase = "play"
            return [Event("go", None, {"text": words.go()})]
        return None

    # ----- time -----------------------------------------------------------------------------
    def _deadline(self) -> int | None:
        if self.phase == "countdown":
            return self.start
        due = [t for t in self.frozen if t > self.now]
        if self.options.time_limit:
            due.append(self.start + self.options.time_limit)
        return min(due) if due else None

    def _advance(self, ms: int) -> list[Event]:
        if self.phase == "countdown":
            self.phase = "play"
            return [Event("go", None, {"text": words.go()})]
        if self.options.time_limit and ms >= self.start + self.options.time_limit:
            return self._time_up()
        return [Event("thaw", s, {"text": words.thawed(s)}) for s, t in enumerate(self.frozen)
                if t == ms]

    # ----- who acts -----------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == "over"

    def may_act(self, seat: int) -> bool:
        return self.phase == "play" and not self.out[seat] and self.frozen[seat] <= self.now

    def _actors(self) -> list[int]:
        return [s for s in range(self.players) if self.may_act(s)]

    def _waiting(self) -> list[int]:
        return []  # nobody must act: every action is a race

    def _legal(self, seat: int) -> list[Action]:
        if not self.may_act(seat):
            return []
        h = self.holding[seat]
        if h < 0:
            acts = [PICK[p] for p in range(self.count) if not self.locked[seat][p]]
        else:
            acts = [PUT]
            held = self.held(seat).cards
            acts += [exchange_action(t, g, kind="swap") for t in self.centre.cards for g in held]
        acts.append(CALL)
        return acts

    # ----- the actions ----------------------------------------------------------------------------
    def _check(self, seat: int) -> None:
        self.require(self.phase == "play", words.not_started() if self.phase == "countdown"
                     else "the game is over")
        self.require(not self.out[seat], words.is_out())
        self.require(self.frozen[seat] <= self.now, words.frozen(self.frozen[seat]))

    def verify_pick(self, seat: int, action: Action) -> int:
        """Pick up one pile, holding none ("place the first one face down ... before
        picking up another one")."""
        self._check(seat)
        p = int(action.pile)
        self.require(0 <= p < self.count, words.no_pile(p, self.count))
        self.require(self.holding[seat] < 0, words.put_first(self.holding[seat]))
        self.require(not self.locked[seat][p], words.locked(p))
        return p

    def do_pick(self, seat: int, p: int) -> list[Event]:
        grid, held = self.piles(seat), self.held(seat)
        for k in range(PILE):
            grid.move_to(held, PILE * p + k, learn=1 << seat)
        self.holding[seat] = p
        return [Event("pick", seat, {"pile": p, "text": words.picked(seat, p)})]

    def verify_put(self, seat: int, action: Action) -> int:
        """Put the held pile back face down."""
        self._check(seat)
        self.require(self.holding[seat] >= 0, words.holding_none())
        return self.holding[seat]

    def do_put(self, seat: int, p: int) -> list[Event]:
        grid, held = self.piles(seat), self.held(seat)
        lock = self.options.lock_completed_face_up and is_set(held.cards)
        for k in range(PILE):
            held.move_to(grid, 0, up=lock, known=self.everyone if lock else None, slot=PILE * p + k)
        self.holding[seat] = -1
        self.locked[seat][p] = lock
        return [Event("put", seat, {"pile": p, "locked": lock, "text": words.put(seat, p, lock)})]

    def verify_swap(self, seat: int, action: Action) -> tuple[Card, Card]:
        """One card of the held pile for one in the centre, checked on arrival: a centre
        card taken by someone else first is "too late" (no penalty)."""
        self._check(seat)
        self.require(self.holding[seat] >= 0, words.pick_first())
        take, give = card_of(action.take), card_of(action.give)
        self.require(give is not None and give in self.held(seat).cards, words.not_held(action.give))
        self.require(take is not None and not missing(self.centre, [take]), words.too_late(action.take))
        assert take is not None and give is not None
        return take, give

    def do_swap(self, seat: int, prepared: tuple[Card, Card]) -> list[Event]:
        take, give = prepared
        exchange(self.held(seat), self.centre, [take], [give], self.everyone)
        return [Event("swap", seat, {"take": str(take), "give": str(give),
                                     "slot": self.centre.cards.index(give),
                                     "text": words.swapped(seat, take, give)})]

    def verify_call(self, seat: int, action: Action) -> None:
        """"James Bond!": checked at once."""
        self._check(seat)

    def do_call(self, seat: int, _: None) -> list[Event]:
        piles = [self.pile_cards(seat, p) for p in range(self.count)]
        ok = all(is_set(p) for p in piles)
        self._show(seat)  # turned up for the opponents to check: the event names the cards
        shown = {"piles": [[CARD_TEXT[c] for c in p] for p in piles]}
        if ok:
            self.winner, self.why = seat, "call"
            self.phase = "over"
            return [Event("call", seat, {"correct": True, **shown, "text": words.called(seat, True, piles)})]
        events = [Event("call", seat, {"correct": False, **shown,
                                       "text": words.called(seat, False, piles)})]
        if self.options.false_call == "freeze":
            self.frozen[seat] = self.now + self.options.freeze_ms
            self._hide(seat)
            return events + [Event("freeze", seat, {"until": self.frozen[seat],
                                                    "text": words.frozen_for(seat, self.options.freeze_ms)})]
        self.out[seat] = True
        left = [s for s in range(self.players) if not self.out[s]]
        if len(left) == 1:
            self.winner, self.why = left[0], "false"
            self.phase = "over"
        return events + [Event("out", seat, {"text": words.false_out(seat, left)})]

    def _show(self, seat: int) -> None:
        """The caller turns their cards face up for everyone to check."""
        for z in (self.piles(seat), self.held(seat)):
            for i, c in enumerate(z.cards):
                if c is not None:
                    z.reveal(i, self.everyone)

    def _hide(self, seat: int) -> None:
        """After a frozen false call the piles go face down again (all have seen them)."""
        grid = self.piles(seat)
        for p in range(self.count):
            if not self.locked[seat][p]:
                for k in range(PILE * p, PILE * p + PILE):
                    if grid.cards[k] is not None:
                        grid.turn_down(k)
        held = self.held(seat)
        for i in range(len(held.cards)):
            held.turn_down(i)

    def _time_up(self) -> list[Event]:
        """RULINGS 3: at the time limit the most completed piles wins, else a draw."""
        self.phase = "over"
        self.why = "time"
        counts = [self.complete(s) if not self.out[s] else -1 for s in range(self.players)]
        best = max(counts)
        lead = [s for s, c in enumerate(counts) if c == best]
        self.winner = lead[0] if len(lead) == 1 else -1
        for s in range(self.players):
            self._show(s)
        return [Event("time", None, {"complete": counts, "text": words.time_up(counts, self.winner)})]

    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        counts = [float(self.complete(s)) for s in range(self.players)]
        if self.winner < 0:
            return Result(counts, [], placing_from_scores(
                [(not self.out[s], counts[s]) for s in range(self.players)]), words.drawn(),
                {"why": self.why})
        keys = [(s == self.winner, not self.out[s], counts[s]) for s in range(self.players)]
        return Result(counts, [self.winner], placing_from_scores(keys),
                      words.won(self.winner, self.why), {"why": self.why})

    # ----- views and labels ---------------------------------------------------------------------
    def _view(self, seat: int | None) -> dict[str, Any]:
        return {
            "phase": self.phase, "start": self.start,
            "holding": [h if h >= 0 else None for h in self.holding],
            "out": list(self.out), "frozen_until": list(self.frozen),
            "locked": [sum(row) for row in self.locked],
            "prompt": words.prompt(seat, self.phase, self.holding, self.out, self.frozen, self.now),
        }

    def label(self, action: Action, seat: int | None = None) -> str:
        t = action.type
        if t == "pick":
            return f"Pick up pile {int(action.get('pile', 0)) + 1}"
        if t == "put":
            return "Put the pile down"
        if t == "call":
            return "James Bond!"
        take, give = card_of(action.get("take")), card_of(action.get("give"))
        if t == "swap" and take is not None and give is not None:
            return f"Give the {face(give)} for the {face(take)}"
        return super().label(action, seat)

    def targets(self, action: Action, seat: int | None = None) -> list[dict[str, Any]]:
        if action.type != "swap" or seat is None:
            return []
        take, give = card_of(action.get("take")), card_of(action.get("give"))
        out = []
        if take in self.centre.cards:
            out.append({"zone": "centre", "index": self.centre.cards.index(take)})
        held = self.held(seat).cards
        if give in held:
            out.append({"zone": f"held:{seat}", "index": held.index(give)})
        return out
