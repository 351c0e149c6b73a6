"""Snap play: the deal, flips, "Snap!", "Snap pool!", ties, elimination and the end.

One legality path per action type (``verify_<type>``/``do_<type>``); the rules and
rulings are documented in :mod:`parlour.games.snap`.
"""

from __future__ import annotations

from typing import Any, ClassVar

from parlour.cards import deck52
from parlour.engine.actions import Action, Int
from parlour.engine.events import Event
from parlour.engine.game import Game, Result, placing_from_scores
from parlour.engine.zones import Zone
from parlour.errors import IllegalAction
from parlour.games.snap import bot as heuristic
from parlour.games.snap import words
from parlour.games.snap.rules import (
    PRESENTATION,
    VARIANTS,
    SnapOptions,
    pool_piles,
    snapped_piles,
)
from parlour.rules.claims import SERIALS
from parlour.rules.stacks import deal_all, limit_deal, put_under

FLIP = Action("flip")
CALLS = ("snap", "snap-pool")


def stock_id(seat: int) -> str:
    """The zone id of a seat's face-down stock."""
    return f"stock:{seat}"


def up_id(seat: int) -> str:
    """The zone id of a seat's face-up (discard) pile."""
    return f"up:{seat}"


class Snap(Game):
    """The Snap state machine (phases ``play``, ``settle`` (a tie window open), ``over``)."""

    bot = heuristic.SnapBot
    presentation = PRESENTATION

    name = "snap"
    title = "Snap"
    family = "slapping"
    summary = ("Turn cards onto your own face-up pile; call \"Snap!\" first when two piles "
               "show the same rank and take both; gain every card.")
    min_players = 2
    max_players = 6
    timing = "realtime"
    Options = SnapOptions
    VARIANTS = VARIANTS
    DEFAULT_VARIANT = "standard"
    ACTIONS: ClassVar[dict[str, dict[str, Any]]] = {
        "flip": {},
        "snap": {"seen": Int(0, SERIALS - 1)},
        "snap-pool": {"seen": Int(0, SERIALS - 1)},
    }
    CLAIMS = frozenset(CALLS)
    COPY_FIELDS = ("out", "out_at", "callers", "top_at")
    LAYOUT: ClassVar[dict[str, Any]] = {"center": ["pool"], "hide": ["unused"],
                                        "hide_fields": ["seen"]}

    options: SnapOptions
    phase: str
    turn: int
    serial: int
    """Changes of the face-up table so far (flips, takes, moves to the pool): a call
    names it modulo ``SERIALS`` (S3)."""
    flips: int
    out: list[bool]
    out_at: list[int]
    top_at: list[int]
    """When each face-up pile's top was turned up (the flip count): the newest match."""
    callers: list[int]
    """Seats whose calls of the pending claim arrived inside the tie window (R4)."""
    call_kind: str
    due: int
    winner: int
    reason: str

    # ----- zones ---------------------------------------------------------------------------
    def stock(self, seat: int) -> Zone:
        return self.pile(stock_id(seat))

    def up(self, seat: int) -> Zone:
        return self.pile(up_id(seat))

    @property
    def pool(self) -> Zone:
        return self.pile("pool")

    def tops(self) -> list[int | None]:
        """Each seat's face-up top card (``None``: an empty pile)."""
        return [self.up(s).top() for s in range(self.players)]

    # ----- deal ----------------------------------------------------------------------------
    def setup(self) -> None:
        n = self.players
        for s in range(n):
            self.zone(stock_id(s), "pile", s, layout="stack", memory=True)
        for s in range(n):
            self.zone(up_id(s), "pile", s, layout="pile")
        self.zone("pool", "pile", layout="pile")
        aside = self.zone("unused", "pot", layout="aside") if self.options.deal_cards else None
        cards = limit_deal(self.new_pack(deck52()), self.options.deal_cards, aside)
        deal_all(cards, [self.stock(s) for s in range(n)], 1 % n)  # from the dealer's left
        self.phase = "play"
        self.turn = 1 % n
        self.serial = 0
        self.flips = 0
        self.out = [False] * n
        self.out_at = [0] * n
        self.top_at = [0] * n
        self.callers = []
        self.call_kind = ""
        self.due = 0
        self.winner = -1
        self.reason = ""

    # ----- who may act ---------------------------------------------------------------------
    def may_flip(self, seat: int) -> bool:
        return self.phase == "play" and seat == self.turn

    def may_call(self, seat: int, kind: str) -> bool:
        """A seat still in may call whenever there is something to compare (S3, S5);
        while a tie window is open only the same call by another seat counts (R4)."""
        if self.out[seat] or self.phase == "over":
            return False
        if self.phase == "settle":
            return kind == self.call_kind and seat not in self.callers
        faces = sum(1 for c in self.tops() if c is not None)
        if kind == "snap":
            return faces >= 2
        return bool(self.pool.cards) and faces >= 1

    def _actors(self) -> list[int]:
        return [s for s in range(self.players)
                if self.may_flip(s) or self.may_call(s, "snap") or self.may_call(s, "snap-pool")]

    def _waiting(self) -> list[int]:
        return [self.turn] if self.phase == "play" else []

    def _legal(self, seat: int) -> list[Action]:
        acts: list[Action] = [FLIP] if self.may_flip(seat) else []
        seen = self.serial % SERIALS
        for kind in CALLS:
            if self.may_call(seat, kind):
                acts.append(Action(kind, seen=seen))
        return acts

    # ----- flip ----------------------------------------------------------------------------
    def verify_flip(self, seat: int, action: Action) -> None:
        if self.may_flip(seat):
            return
        self.require(self.phase != "settle", words.SETTLING)
        raise IllegalAction(f"it is seat {self.turn}'s turn to turn up a card, not yours")

    def do_flip(self, seat: int, _: None) -> list[Event]:
        events = [] if self.stock(seat).cards else self._recycle(seat)
        card = self.stock(seat).move_to(self.up(seat), up=True, known=self.everyone)
        self.serial += 1
        self.flips += 1
        self.top_at[seat] = self.flips
        events.append(Event("flip", seat, {"card": str(card), "text": words.flipped(seat, card)}))
        if not self.options.recycle and not self.stock(seat).cards:
            # "If any player's stock is depleted, they are eliminated" (S6): at once
            events += self._eliminate(seat)
            if self.phase == "over":
                return events
        return events + self._pass_turn(seat)

    def _recycle(self, seat: int) -> list[Event]:
        """R1 (``recycle``): a seat to play with an empty stock first turns its face-up
        pile over as its new stock (the pile's bottom card on top)."""
        up = self.up(seat)
        size = len(up.cards)
        for _ in range(size):
            up.move_to(self.stock(seat), up=False)
        self.serial += 1
        return [Event("recycle", seat, {"cards": size, "text": words.recycled(seat, size)})]

    # ----- calls ---------------------------------------------------------------------------
    def _verify_call(self, seat: int, action: Action, kind: str) -> list[int] | None:
        """The piles a call takes (``None``: a false call, which is legal and punished),
        or the reason it is refused with no penalty."""
        if self.may_call(seat, kind) and action.get("seen") == self.serial % SERIALS:
            tops = self.tops()
            piles = snapped_piles(tops, self.top_at) if kind == "snap" else pool_piles(tops, self.pool.top())
            return piles or None
        self.require(not self.out[seat], words.OUT)
        self.require(self.phase != "settle" or (kind == self.call_kind and seat not in self.callers),
                     words.SETTLING)
        self.require(action.get("seen") == self.serial % SERIALS, words.TOO_LATE)
        if kind == "snap":
            raise IllegalAction(words.NOTHING)
        raise IllegalAction(words.NO_PILE if self.pool.cards else words.NO_POOL)

    def verify_snap(self, seat: int, action: Action) -> list[int] | None:
        return self._verify_call(seat, action, "snap")

    def do_snap(self, seat: int, piles: list[int] | None) -> list[Event]:
        return self._call(seat, piles, "snap")

    def verify_snap_pool(self, seat: int, action: Action) -> list[int] | None:
        return self._verify_call(seat, action, "snap-pool")

    def do_snap_pool(self, seat: int, piles: list[int] | None) -> list[Event]:
        return self._call(seat, piles, "snap-pool")

    def _call(self, seat: int, piles: list[int] | None, kind: str) -> list[Event]:
        pool = kind == "snap-pool"
        if piles is None:
            return self._false(seat, pool) + self._stranded()
        if self.phase == "settle":  # a second caller inside the tie window
            self.callers.append(seat)
            return [Event("call", seat, {"kind": kind, "tie": True,
                                         "text": f"Seat {seat} calls too: a tie so far"})]
        window = self.options.tie_window
        if window:
            self.phase = "settle"
            self.callers = [seat]
            self.call_kind = kind
            self.due = self.now + window
            said = "Snap pool" if pool else "Snap"
            return [Event("call", seat, {"kind": kind, "due": self.due,
                                         "text": f"Seat {seat} calls \"{said}!\""})]
        return self._take(seat, piles, pool) + self._stranded()

    def _false(self, seat: int, pool: bool) -> list[Event]:
        """S4: the caller's face-up pile becomes (or goes on top of) the snap pool."""
        mine = self.up(seat)
        n = len(mine.cards)
        if n:
            mine.move_all(self.pool)
            self.serial += 1
        return [Event("false_snap", seat, {"cards": n, "pool": pool,
                                           "text": words.false_snap(seat, n, pool)})]

    def _take(self, seat: int, piles: list[int], pool: bool) -> list[Event]:
        """S2: the caller puts the piles (and the pool) face down under their stock, each
        turned over: the pool first, then the piles clockwise from the caller."""
        stock = self.stock(seat)
        n = self.players
        sources = ([self.pool] if pool else []) + [
            self.up((seat + k) % n) for k in range(n) if (seat + k) % n in piles]
        taken = sum(put_under(src, stock) for src in sources)
        self.serial += 1
        return [Event("take", seat, {"piles": piles, "pool": pool, "cards": taken,
                                     "text": words.snapped(seat, piles, taken, pool)})]

    def _tie(self, callers: list[int], kind: str) -> list[Event]:
        """R4 (``snap:tie-pool``): the matched piles go to the snap pool (a pool claim
        that ties leaves the pool where it is, the piles joining it)."""
        tops = self.tops()
        piles = snapped_piles(tops, self.top_at) if kind == "snap" else pool_piles(tops, self.pool.top())
        moved = 0
        for s in piles:
            moved += len(self.up(s).cards)
            self.up(s).move_all(self.pool)
        self.serial += 1
        return [Event("tie", None, {"seats": sorted(callers), "cards": moved,
                                    "text": words.tie(sorted(callers), moved)})]

    def _deadline(self) -> int | None:
        return self.due if self.phase == "settle" else None

    def _advance(self, ms: int) -> list[Event]:
        if self.phase != "settle":
            return []
        callers, kind = self.callers, self.call_kind
        self.phase = "play"
        self.callers = []
        self.call_kind = ""
        if len(callers) > 1:
            return self._tie(callers, kind) + self._stranded()
        tops = self.tops()
        pool = kind == "snap-pool"
        piles = pool_piles(tops, self.pool.top()) if pool else snapped_piles(tops, self.top_at)
        return self._take(callers[0], piles, pool) + self._stranded()

    # ----- running out, the end ------------------------------------------------------------
    def _pass_turn(self, seat: int) -> list[Event]:
        """The turn goes to the next seat still in; a seat reached with an empty stock is
        eliminated (a seat dealt no card; S6 puts out a seat as it turns up its last card),
        or, under ``recycle``, plays on from its face-up pile (R1)."""
        events: list[Event] = []
        n = self.players
        for k in range(1, n + 1):
            s = (seat + k) % n
            if self.out[s]:
                continue
            if self.stock(s).cards or (self.options.recycle and self.up(s).cards):
                self.turn = s
                return events + self._check_safeguard()
            events += self._eliminate(s)
            if self.phase == "over":
                return events
        raise AssertionError("unreachable: the last seat still in wins before this")

    def _eliminate(self, seat: int) -> list[Event]:
        """Put ``seat`` out; with one player left, the game ends (the text)."""
        self.out[seat] = True
        self.out_at[seat] = self.flips
        events = [Event("eliminated", seat, {"text": words.eliminated(seat, self.options.recycle)})]
        left = [x for x in range(self.players) if not self.out[x]]
        if len(left) == 1:
            events += self._end(left[0], "every other player is eliminated")
        return events

    def _stranded(self) -> list[Event]:
        """R1 (``recycle``): a call that leaves the seat to play with no cards at all puts
        it out, and the turn passes on (under the text's rule the seat to play always
        has a stock)."""
        seat = self.turn
        if self.phase != "play" or self.held(seat):
            return []
        events = self._eliminate(seat)
        return events if self.phase == "over" else events + self._pass_turn(seat)

    def _check_safeguard(self) -> list[Event]:
        limit = self.options.max_flips
        if limit and self.flips >= limit:
            return self._end(-1, f"the safeguard of {limit} flips was reached")
        return []

    def held(self, seat: int) -> int:
        """Cards a seat holds: its stock and its face-up pile."""
        return len(self.stock(seat).cards) + len(self.up(seat).cards)

    def _end(self, winner: int, why: str) -> list[Event]:
        self.phase = "over"
        self.winner = winner
        self.reason = why
        for s in range(self.players):
            if not self.out[s]:
                self.out_at[s] = self.flips
        counts = [self.held(s) for s in range(self.players)]
        text = (f"Game over: seat {winner} is the last player in" if winner >= 0
                else f"Game over ({why}): " + ", ".join(
                    f"seat {s} {words.count(counts[s])}" for s in range(self.players)))
        return [Event("game_over", winner if winner >= 0 else None,
                      {"counts": counts, "reason": why, "text": text})]

    def is_over(self) -> bool:
        return self.phase == "over"

    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        n = self.players
        counts = [float(self.held(s)) for s in range(n)]
        if self.winner >= 0:
            w = self.winner
            key = [(0 if s == w else 1, -self.out_at[s]) for s in range(n)]
            return Result(counts, [w], placing_from_scores(key, lower_wins=True),
                          f"seat {w} is the last player in", {"flips": self.flips})
        best = max(counts)
        return Result(counts, [s for s in range(n) if counts[s] == best],
                      placing_from_scores(counts), self.reason, {"flips": self.flips})

    # ----- what clients see -----------------------------------------------------------------
    def label(self, action: Action, seat: int | None = None) -> str:
        return {"flip": "turn up a card", "snap": "Snap!", "snap-pool": "Snap pool!"}.get(
            action.type, action.type)

    def targets(self, action: Action, seat: int | None = None) -> list[dict[str, Any]]:
        if action.type == "flip" and seat is not None:
            zid = stock_id(seat) if self.stock(seat).cards else up_id(seat)
            n = len(self.pile(zid).cards)
            return [{"zone": zid, "index": n - 1}] if n else []
        return []

    def _prompt(self, seat: int | None) -> str:
        if self.phase == "over":
            return ""
        if self.phase == "settle":
            return "A call is being settled"
        if seat is not None and self.out[seat]:
            return f"You are eliminated; seat {self.turn} turns up a card"
        if seat == self.turn and not self.stock(seat).cards:
            return "Your turn: turn your face-up pile over and turn up a card"
        if seat == self.turn:
            return "Your turn: turn up a card (call Snap! whenever two piles match)"
        return f"Seat {self.turn} turns up a card; call Snap! whenever two piles match"

    def _view(self, seat: int | None) -> dict[str, Any]:
        n = self.players
        return {
            "phase": self.phase,
            "prompt": self._prompt(seat),
            "turn": self.turn if self.phase == "play" else None,
            "cards": [len(self.stock(s).cards) for s in range(n)],
            "status": ["out" if self.out[s] else "in" for s in range(n)],
            "seen": self.serial % SERIALS,
            "callers": list(self.callers),
            "flips": self.flips,
        }
