"""Slapjack play: the deal, flips in turn and out of turn, slaps, false slaps, players
out and slapping back in, reaction deadlines, the end.

One legality path per action type (``verify_<type>``/``do_<type>``); the rules and
rulings are documented in :mod:`parlour.games.slapjack`.
"""

from __future__ import annotations

from typing import Any, ClassVar

from parlour.cards import JACK, multi_deck
from parlour.engine.actions import Action, Int
from parlour.engine.events import Event
from parlour.engine.game import Game, Result, placing_from_scores
from parlour.engine.zones import Zone
from parlour.errors import IllegalAction
from parlour.games.slapjack import bot as heuristic
from parlour.games.slapjack import words
from parlour.games.slapjack.rules import JACKS, PRESENTATION, VARIANTS, SlapjackOptions
from parlour.rules.claims import SERIALS, Reactions
from parlour.rules.slaps import pile_pattern
from parlour.rules.stacks import deal_all, limit_deal, put_under

FLIP = Action("flip")
RUSH = Action("rush")


def stack_id(seat: int) -> str:
    """The zone id of a seat's face-down stack."""
    return f"stack:{seat}"


class Slapjack(Game):
    """The Slapjack state machine (phases ``play`` and ``over``)."""

    bot = heuristic.SlapjackBot
    presentation = PRESENTATION

    name = "slapjack"
    title = "Slapjack"
    family = "slapping"
    summary = ("Flip cards in turn onto a central pile; the first to slap a jack takes the "
               "pile; collect every card.")
    min_players = 2
    max_players = 8
    timing = "realtime"
    Options = SlapjackOptions
    VARIANTS = VARIANTS
    DEFAULT_VARIANT = "standard"
    ACTIONS: ClassVar[dict[str, dict[str, Any]]] = {
        "flip": {}, "rush": {}, "slap": {"seen": Int(0, SERIALS - 1)}}
    CLAIMS = frozenset({"slap", "rush"})
    COPY_FIELDS = ("dead", "played_by", "shut", "out_at")
    LAYOUT: ClassVar[dict[str, Any]] = {"center": ["pile"], "hide": ["unused"]}

    options: SlapjackOptions
    phase: str
    turn: int
    serial: int
    """Changes of what a slap is aimed at: the live top (live flips and takes; dead and
    burnt cards change nothing)."""
    flips: int
    dead: list[bool]
    played_by: list[int]
    """Per pile card, bottom first: the seat that played it (-1: a burnt penalty card)."""
    shut: list[bool]
    out_at: list[int]
    windows: list[tuple[int, Reactions]]
    """Open reaction windows of players who are out: (the jack's serial, who owes)."""
    winner: int
    last: int
    """The seat that flipped the last live card."""
    reason: str

    # ----- zones ---------------------------------------------------------------------------
    @property
    def center(self) -> Zone:
        return self.pile("pile")

    def stack(self, seat: int) -> Zone:
        return self.pile(stack_id(seat))

    def clone(self) -> Game:
        new = super().clone()
        new.windows = [(k, r.copy()) for k, r in self.windows]  # type: ignore[attr-defined]
        return new

    # ----- deal ----------------------------------------------------------------------------
    def setup(self) -> None:
        n = self.players
        self.zone("pile", "pile", layout="pile", spread=True, memory=True)
        for s in range(n):
            self.zone(stack_id(s), "pile", s, layout="stack", memory=True)
        aside = self.zone("unused", "pot", layout="aside") if self.options.deal_cards else None
        cards = limit_deal(self.new_pack(multi_deck(self.options.decks)), self.options.deal_cards,
                           aside)
        deal_all(cards, [self.stack(s) for s in range(n)], 1 % n)
        self.phase = "play"
        self.turn = 1 % n
        self.serial = 0
        self.flips = 0
        self.dead = []
        self.played_by = []
        self.shut = [False] * n
        self.out_at = [0] * n
        self.windows = []
        self.winner = -1
        self.last = self.turn
        self.reason = ""

    # ----- who may act ---------------------------------------------------------------------
    def holders(self) -> list[int]:
        """The active players: those holding cards."""
        return [s for s in range(self.players) if self.stack(s).cards]

    def owes(self, seat: int) -> list[int]:
        """The serials of the open windows in which ``seat`` still owes a slap."""
        if self.shut[seat]:
            return []
        return [k for k, r in self.windows if r.owes(seat)]

    def may_flip(self, seat: int) -> bool:
        return self.phase == "play" and seat == self.turn

    def may_rush(self, seat: int) -> bool:
        return (self.phase == "play" and self.options.out_of_turn and seat != self.turn
                and bool(self.stack(seat).cards))

    def may_slap(self, seat: int) -> bool:
        """Not shut out, a pile to slap, and holding cards or (slapping in) while two
        players are still in."""
        if self.phase != "play" or self.shut[seat] or not self.center.cards:
            return False
        return bool(self.stack(seat).cards) or len(self.holders()) >= 2

    def _actors(self) -> list[int]:
        return [s for s in range(self.players)
                if self.may_flip(s) or self.may_rush(s) or self.may_slap(s) or self.owes(s)]

    def _waiting(self) -> list[int]:
        return [self.turn] if self.phase == "play" else []

    def _legal(self, seat: int) -> list[Action]:
        acts: list[Action] = []
        if self.may_flip(seat):
            acts.append(FLIP)
        if self.may_rush(seat):
            acts.append(RUSH)
        seen = self.serial % SERIALS
        if self.may_slap(seat):
            acts.append(Action("slap", seen=seen))
        for k in self.owes(seat):
            if k % SERIALS != seen:
                acts.append(Action("slap", seen=k % SERIALS))
        return acts

    # ----- flips ---------------------------------------------------------------------------
    def verify_flip(self, seat: int, action: Action) -> None:
        if self.may_flip(seat):
            return
        extra = " (rush flips out of turn: a dead card)" if self.may_rush(seat) else ""
        raise IllegalAction(f"it is seat {self.turn}'s turn to flip, not yours{extra}")

    def do_flip(self, seat: int, _: None) -> list[Event]:
        card = self.stack(seat).move_to(self.center, up=True, known=self.everyone)
        self.dead.append(False)
        self.played_by.append(seat)
        self.serial += 1
        self.flips += 1
        self.last = seat
        events = [Event("flip", seat, {"card": str(card), "text": words.flipped(seat, card, False)})]
        if card.rank == JACK:
            out = [s for s in range(self.players) if not self.shut[s] and not self.stack(s).cards]
            if out:
                self.windows.append((self.serial, Reactions.open(out, self.now + self.options.reaction_ms)))
        self.turn = self._next_holder(seat)
        return events + self._settle()

    def verify_rush(self, seat: int, action: Action) -> None:
        if self.may_rush(seat):
            return
        self.require(seat != self.turn, "it is your turn: flip")
        self.require(self.options.out_of_turn, words.STRICT)
        raise IllegalAction("you have no cards to flip")

    def do_rush(self, seat: int, _: None) -> list[Event]:
        """J1: a dead card; the turn does not move; the live top is unchanged, so slaps
        aimed at the pile stay aimed at it (the serial does not change)."""
        card = self.stack(seat).move_to(self.center, up=True, known=self.everyone)
        self.dead.append(True)
        self.played_by.append(seat)
        self.flips += 1
        return [Event("flip", seat, {"card": str(card), "dead": True,
                                     "text": words.flipped(seat, card, True)})] + self._settle()

    # ----- slaps ---------------------------------------------------------------------------
    def verify_slap(self, seat: int, action: Action) -> tuple[str, int]:
        """``take`` (a live jack on top), ``false``, or ``react`` (a player who is out
        slapping a jack that has gone, within the deadline), with the serial aimed at;
        else refused, no penalty."""
        seen: int = action.get("seen")
        current = seen == self.serial % SERIALS
        if current and self.may_slap(seat):
            found = pile_pattern(self.center.cards, self.dead, JACKS)
            return ("take" if found else "false"), seen
        self.require(not self.shut[seat], words.SHUT)
        if any(k % SERIALS == seen for k in self.owes(seat)):
            return "react", seen
        self.require(current, words.TOO_LATE)
        self.require(bool(self.center.cards), words.EMPTY)
        raise IllegalAction(words.TWO)

    def do_slap(self, seat: int, aim: tuple[str, int]) -> list[Event]:
        how, seen = aim
        self._react(seat, None if how == "take" else seen)
        if how == "react":
            return [Event("react", seat, {"text": words.reacted(seat)})] + self._settle()
        if how == "take":
            back_in = not self.stack(seat).cards
            jack_by = self._live_top_player()
            n = put_under(self.center, self.stack(seat))
            self.dead = []
            self.played_by = []
            self.serial += 1
            self.turn = seat if self.options.winner_leads else self._next_holder(jack_by)
            events = [Event("take", seat, {"cards": n, "text": words.won(seat, n, back_in)})]
            return events + self._settle()
        return self._false_slap(seat) + self._settle()

    def _react(self, seat: int, seen: int | None) -> None:
        """J4: a slap answers the reaction window of the jack it is aimed at (``seen``);
        taking a pile (``None``) answers every one: the slapper is back in."""
        for k, r in self.windows:
            if seen is None or k % SERIALS == seen:
                r.react(seat, self.now)
        self.windows = [(k, r) for k, r in self.windows if not r.complete()]

    def _live_top_player(self) -> int:
        """The seat that played the pile's top live card (dead and burnt cards skipped)."""
        return next(self.played_by[i] for i in range(len(self.dead) - 1, -1, -1)
                    if not self.dead[i])

    def _false_slap(self, seat: int) -> list[Event]:
        """The text: "they pay one card, face down, to the player who played the
        erroneously-slapped card" (RULINGS 14: one's own card burns under the pile, J3:
        so does a card owed to a player shut out)."""
        mine = self.stack(seat)
        if not mine.cards:
            self.shut[seat] = True
            self.out_at[seat] = self.flips
            return [Event("shut_out", seat, {"why": "false",
                                             "text": words.shut_out(seat, "slaps falsely while out")})]
        to = self.played_by[-1]
        if to == seat or to < 0 or self.shut[to]:
            mine.move_to(self.center, up=False, slot=0)
            self.dead.insert(0, True)
            self.played_by.insert(0, -1)  # under the pile: the live top, and the aim, stay
            why = "own" if to == seat else "nobody" if to < 0 else "shut_out"
            return [Event("false_slap", seat, {"to": None, "burned": why,
                                               "text": words.burned(seat, to, why)})]
        mine.move_to(self.stack(to), up=False, slot=0)
        return [Event("false_slap", seat, {"to": to, "text": words.paid(seat, to)})]

    # ----- deadlines, running out, the end ---------------------------------------------------
    def _deadline(self) -> int | None:
        return min((r.due for _, r in self.windows), default=None) if self.phase == "play" else None

    def _advance(self, ms: int) -> list[Event]:
        events: list[Event] = []
        keep: list[tuple[int, Reactions]] = []
        for k, r in self.windows:
            if r.due > ms:
                keep.append((k, r))
                continue
            for s in r.missing():
                if not self.shut[s] and not self.stack(s).cards:
                    self.shut[s] = True
                    self.out_at[s] = self.flips
                    events.append(Event("shut_out", s, {
                        "why": "missed", "text": words.shut_out(s, "did not slap the jack")}))
        self.windows = keep
        # always an event: a timer that fires silently would not be in the record (J4)
        events.insert(0, Event("deadline", None, {"text": "The time to slap the jack is up"}))
        return events + self._settle()

    def _next_holder(self, seat: int) -> int:
        n = self.players
        for k in range(1, n + 1):
            s = (seat + k) % n
            if self.stack(s).cards:
                return s
        return seat

    def _settle(self) -> list[Event]:
        """After every action: the safeguard, the end (one player left holding cards,
        the text), and the turn passed on from a seat with no cards."""
        if self.phase == "over":
            return []
        holders = self.holders()
        for s in holders:
            self.out_at[s] = self.flips  # placing: the later one last held cards, the better
        limit = self.options.max_flips
        if limit and self.flips >= limit:
            return self._end(-1, f"the safeguard of {limit} flips was reached")
        if len(holders) <= 1:
            return self._end(holders[0] if holders else self.last, "every other player is out of cards")
        if not self.stack(self.turn).cards:
            self.turn = self._next_holder(self.turn)
        return []

    def _end(self, winner: int, why: str) -> list[Event]:
        events: list[Event] = []
        if winner >= 0 and self.center.cards:
            n = put_under(self.center, self.stack(winner))
            events.append(Event("take", winner, {"cards": n,
                                                 "text": f"Seat {winner} takes the last pile"}))
        self.dead = []
        self.played_by = []
        self.phase = "over"
        self.winner = winner
        self.reason = why
        self.windows = []
        counts = [len(self.stack(s).cards) for s in range(self.players)]
        text = (f"Game over: seat {winner} has all the cards" if winner >= 0
                else f"Game over ({why}): " + ", ".join(
                    f"seat {s} {words.count(counts[s])}" for s in range(self.players)))
        events.append(Event("game_over", winner if winner >= 0 else None,
                            {"counts": counts, "reason": why, "text": text}))
        return events

    def is_over(self) -> bool:
        return self.phase == "over"

    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        n = self.players
        counts = [float(len(self.stack(s).cards)) for s in range(n)]
        if self.winner >= 0:
            w = self.winner
            key = [(0 if s == w else 1, -self.out_at[s]) for s in range(n)]
            return Result(counts, [w], placing_from_scores(key, lower_wins=True),
                          f"seat {w} has all the cards", {"flips": self.flips})
        best = max(counts)
        return Result(counts, [s for s in range(n) if counts[s] == best],
                      placing_from_scores(counts), self.reason, {"flips": self.flips})

    # ----- what clients see -----------------------------------------------------------------
    def label(self, action: Action, seat: int | None = None) -> str:
        if action.type == "slap":
            return "Slap!" if action.get("seen") == self.serial % SERIALS else "Slap (late, to stay in)"
        return {"flip": "flip a card", "rush": "flip out of turn (a dead card)"}.get(
            action.type, action.type)

    def targets(self, action: Action, seat: int | None = None) -> list[dict[str, Any]]:
        if action.type in ("flip", "rush") and seat is not None:
            n = len(self.stack(seat).cards)
            return [{"zone": stack_id(seat), "index": n - 1}] if n else []
        if action.type == "slap" and self.center.cards:
            return [{"zone": "pile", "index": len(self.center.cards) - 1}]
        return []

    def _status(self, seat: int) -> str:
        if self.shut[seat]:
            return "shut out"
        return "in" if self.stack(seat).cards else "out"

    def _prompt(self, seat: int | None) -> str:
        if self.phase == "over":
            return ""
        if seat is not None and self.shut[seat]:
            return "You are shut out"
        if seat is not None and self.owes(seat):
            return "A jack! Slap it to stay in the game"
        if seat == self.turn:
            return "Your turn: flip a card (slap any jack on top)"
        if seat is not None and self._status(seat) == "out":
            return (f"You are out of cards: slap the next jack to get back in (a wrong "
                    f"slap shuts you out). Seat {self.turn} flips")
        return f"Seat {self.turn} flips; slap any jack on top"

    def _view(self, seat: int | None) -> dict[str, Any]:
        n = self.players
        owing = sorted({s for _, r in self.windows for s in r.missing()})
        return {
            "phase": self.phase,
            "prompt": self._prompt(seat),
            "turn": self.turn if self.phase == "play" else None,
            "cards": [len(self.stack(s).cards) for s in range(n)],
            "status": [self._status(s) for s in range(n)],
            "seen": self.serial % SERIALS,
            "dead": [i for i, d in enumerate(self.dead) if d],
            "owing": owing,
            "flips": self.flips,
        }
