"""Salute the King play: the deal, flips in turn, every player's gesture, the last to
react collects, the end.

One legality path per action type: each gesture is an action type of its own (a claim
on a fixed key), all checked by :meth:`SaluteTheKing._verify_gesture`. The rules and
rulings are documented in :mod:`parlour.games.salute_the_king`.
"""

from __future__ import annotations

from typing import Any, ClassVar

from parlour.cards import face, multi_deck
from parlour.engine.actions import Action, Int, Text
from parlour.engine.events import Event
from parlour.engine.game import Game, Result, placing_from_scores
from parlour.engine.zones import Zone
from parlour.errors import IllegalAction
from parlour.games.salute_the_king import bot as heuristic
from parlour.games.salute_the_king.rules import (
    GESTURES,
    PRESENTATION,
    RANK_WORDS,
    VARIANTS,
    SaluteOptions,
    demanded,
)
from parlour.rules.claims import Reactions
from parlour.rules.stacks import deal_all, limit_deal, put_under

FLIP = Action("flip")




def rank_word(rank: int) -> str:
    return RANK_WORDS.get(rank, str(rank))


def stack_id(seat: int) -> str:
    return f"stack:{seat}"


class SaluteTheKing(Game):
    """The Salute the King state machine (phases ``choose``, ``play``, ``over``)."""

    bot = heuristic.SaluteBot
    presentation = PRESENTATION

    name = "salute-the-king"
    title = "Salute the King"
    family = "reaction"
    summary = ("Turn up cards in turn; on an ace, king, queen or jack everyone makes its "
               "gesture, and the last to do it collects the pile. Run out of cards to win.")
    min_players = 3
    max_players = 16
    timing = "realtime"
    Options = SaluteOptions
    VARIANTS = VARIANTS
    DEFAULT_VARIANT = "standard"
    ACTIONS: ClassVar[dict[str, dict[str, Any]]] = {
        "flip": {},
        "pick": {"rank": Int(1, 13), "gesture": Text(list(GESTURES))},
        **{g: {} for g in GESTURES},
    }
    CLAIMS = frozenset(GESTURES)
    COPY_FIELDS = ("table", "wrong", "out_at")
    LAYOUT: ClassVar[dict[str, Any]] = {"center": ["middle"], "hide": ["unused"]}

    options: SaluteOptions
    phase: str
    turn: int
    flipper: int
    table: dict[int, str]
    """Trigger rank -> the gesture it demands (the options', or the dealer's choice)."""
    window: Reactions | None
    """The reaction window of the card on top (every player must react)."""
    need: str
    """The gesture the window demands."""
    wrong: dict[int, int]
    """Wrong gestures in this window: seat -> time (variant wrong-is-last)."""
    flips: int
    out_at: list[int]
    winner: int
    reason: str

    @property
    def middle(self) -> Zone:
        return self.pile("middle")

    def stack(self, seat: int) -> Zone:
        return self.pile(stack_id(seat))

    def clone(self) -> Game:
        new = super().clone()
        new.window = self.window.copy() if self.window is not None else None  # type: ignore[attr-defined]
        return new

    @classmethod
    def player_range(cls, options: Any) -> tuple[int, int]:
        return cls.min_players, cls.max_players

    # ----- deal ----------------------------------------------------------------------------
    def setup(self) -> None:
        n = self.players
        self.zone("middle", "pile", layout="pile", spread=True)
        for s in range(n):
            self.zone(stack_id(s), "pile", s, layout="stack", memory=True)
        aside = self.zone("unused", "pot", layout="aside") if self.options.deal_cards else None
        decks = 2 if n > 8 else 1  # the text: two decks with more than eight people
        cards = limit_deal(self.new_pack(multi_deck(decks)), self.options.deal_cards, aside)
        deal_all(cards, [self.stack(s) for s in range(n)], 1 % n)
        self.phase = "choose" if self.options.dealers_choice else "play"
        self.table = {} if self.options.dealers_choice else self.options.table()
        self.turn = 0 if self.options.dealers_choice else 1 % n
        self.flipper = -1
        self.window = None
        self.need = ""
        self.wrong = {}
        self.flips = 0
        self.out_at = [0] * n
        self.winner = -1
        self.reason = ""

    # ----- who may act ---------------------------------------------------------------------
    def may_flip(self, seat: int) -> bool:
        return self.phase == "play" and seat == self.turn and self.window is None

    def _legal(self, seat: int) -> list[Action]:
        if self.phase == "choose":
            if seat != 0:
                return []
            used = set(self.table.values())
            return [Action("pick", rank=r, gesture=g) for r in range(1, 14) if r not in self.table
                    for g in GESTURES if g not in used]
        if self.phase != "play":
            return []
        acts = [FLIP] if self.may_flip(seat) else []
        if self.window is not None:
            if self.window.owes(seat):
                acts += [Action(g) for g in GESTURES]
        elif self.middle.cards:
            acts += [Action(g) for g in GESTURES]
        return acts

    def _actors(self) -> list[int]:
        if self.phase == "choose":
            return [0]
        if self.phase != "play":
            return []
        if self.window is not None:
            return [s for s in range(self.players) if self.window.owes(s)]
        return [s for s in range(self.players) if s == self.turn or self.middle.cards]

    def _waiting(self) -> list[int]:
        if self.phase == "choose":
            return [0]
        if self.phase != "play" or self.window is not None:
            return []
        return [self.turn]

    # ----- the dealer's choice ----------------------------------------------------------------
    def verify_pick(self, seat: int, action: Action) -> tuple[int, str]:
        rank, gesture = action.get("rank"), action.get("gesture")
        self.require(self.phase == "choose", "the triggers are chosen")
        self.require(seat == 0, "the dealer (seat 0) chooses the triggers")
        self.require(isinstance(rank, int) and 1 <= rank <= 13, f"no rank {rank}")
        self.require(gesture in GESTURES, f"no gesture {gesture!r}")
        self.require(rank not in self.table, f"{rank_word(rank)} is a trigger already")
        self.require(gesture not in self.table.values(), f"{gesture} is taken already")
        return rank, gesture

    def do_pick(self, seat: int, choice: tuple[int, str]) -> list[Event]:
        rank, gesture = choice
        self.table[rank] = gesture
        events = [Event("pick", seat, {"rank": rank, "gesture": gesture,
                                       "text": f"The dealer picks: {rank_word(rank)} means "
                                               f"{GESTURES[gesture][0].lower()}"})]
        if len(self.table) == 4:
            self.phase = "play"
            self.turn = 1 % self.players
        return events

    # ----- flips ---------------------------------------------------------------------------
    def verify_flip(self, seat: int, action: Action) -> None:
        if self.may_flip(seat):
            return
        self.require(self.phase == "play", "the dealer is choosing the triggers")
        self.require(self.window is None, "wait: everyone must react to the card first")
        raise IllegalAction(f"it is seat {self.turn}'s turn to turn up a card, not yours")

    def do_flip(self, seat: int, _: None) -> list[Event]:
        card = self.stack(seat).move_to(self.middle, up=True, known=self.everyone)
        self.flips += 1
        self.flipper = seat
        numbers = [c & 15 for c in self.middle.cards if 2 <= c & 15 <= 10]
        need = demanded(card, self.table, numbers, self.options.math, self.options.pip_target)
        events = [Event("flip", seat, {"card": str(card), "text": f"Seat {seat} turns up the {face(card)}"})]
        if need is None:
            return events + self._next(seat)
        self.need = need
        self.wrong = {}
        self.window = Reactions.open(range(self.players), self.now + self.options.reaction_ms)
        return events

    # ----- gestures --------------------------------------------------------------------------
    def _verify_gesture(self, seat: int, gesture: str) -> str:
        """``right``, ``wrong`` (in a window), ``idle`` (no window: a card that demands
        nothing), or refused."""
        self.require(self.phase == "play", "the dealer is choosing the triggers")
        w = self.window
        if w is not None:
            self.require(w.owes(seat), "you have reacted to this card already")
            return "right" if gesture == self.need else "wrong"
        self.require(self.flips > 0, "no card has been turned up yet: there is nothing to react to")
        self.require(bool(self.middle.cards),
                     "too late: the pile has been collected (no penalty)")
        return "idle"

    def _do_gesture(self, seat: int, gesture: str, how: str) -> list[Event]:
        words = GESTURES[gesture][0].lower()
        if how == "idle":
            if self.options.false_salute_collects:
                return [Event("gesture", seat, {"gesture": gesture, "text": f"Seat {seat} makes a "
                              f"gesture ({words}) on a card that demands none"})] + self._collect(seat)
            return [Event("gesture", seat, {"gesture": gesture, "right": False,
                                            "text": f"Seat {seat}: {words} (no effect)"})]
        w = self.window
        assert w is not None
        if how == "wrong":
            if self.options.wrong_is_last:
                self.wrong.setdefault(seat, self.now)
                w.react(seat, self.now)
            events = [Event("gesture", seat, {"gesture": gesture, "right": False,
                                              "text": f"Seat {seat}: {words}: the wrong gesture"})]
        else:
            w.react(seat, self.now)
            events = [Event("gesture", seat, {"gesture": gesture, "right": True,
                                              "text": f"Seat {seat}: {words}"})]
        if w.complete():
            return events + self._settle()
        return events

    def _deadline(self) -> int | None:
        return self.window.due if self.window is not None and self.phase == "play" else None

    def _advance(self, ms: int) -> list[Event]:
        return [Event("deadline", None, {"text": "Time is up"})] + self._settle()

    def _settle(self) -> list[Event]:
        """RULINGS 10: the last correct gesture collects; players who never reacted count
        as later than everyone who did, the one nearest the flipper clockwise (the flipper
        first) collecting; under wrong-is-last a wrong gesture is later still."""
        w = self.window
        assert w is not None
        n = self.players
        if self.wrong:
            loser = max(self.wrong, key=lambda s: self.wrong[s])
        else:
            missing = w.missing()
            if missing:
                loser = min(missing, key=lambda s: (s - self.flipper) % n)
            else:
                loser = w.order()[-1]
        self.window = None
        self.wrong = {}
        return self._collect(loser)

    def _collect(self, seat: int) -> list[Event]:
        taken = put_under(self.middle, self.stack(seat))
        events = [Event("collect", seat, {"cards": taken, "text": f"Seat {seat} collects the "
                                          f"middle pile ({taken} card{'s' if taken != 1 else ''})"})]
        return events + self._next(self.flipper)

    def _next(self, seat: int) -> list[Event]:
        """RULINGS 10: a player with no cards once their card's window has closed, who did
        not collect, wins. Otherwise the next player to the left turns up a card."""
        limit = self.options.max_flips
        if not self.stack(seat).cards:
            return self._end(seat, f"seat {seat} has run out of cards")
        if limit and self.flips >= limit:
            return self._end(-1, f"the safeguard of {limit} flips was reached")
        self.turn = (seat + 1) % self.players
        return []

    def _end(self, winner: int, why: str) -> list[Event]:
        self.phase = "over"
        self.winner = winner
        self.reason = why
        self.window = None
        return [Event("game_over", winner if winner >= 0 else None,
                      {"reason": why, "text": f"Game over: {why}"})]

    def is_over(self) -> bool:
        return self.phase == "over"

    lower_wins = True

    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        left = [float(len(self.stack(s).cards)) for s in range(self.players)]
        placing = placing_from_scores(left, lower_wins=True)
        winners = [self.winner] if self.winner >= 0 else [
            s for s in range(self.players) if left[s] == min(left)]
        return Result(left, winners, placing, self.reason, {"flips": self.flips})

    # ----- what clients see -------------------------------------------------------------------
    def label(self, action: Action, seat: int | None = None) -> str:
        if action.type == "pick":
            return (f"{rank_word(action.get('rank'))}: "
                    f"{GESTURES.get(action.get('gesture'), ('?', ''))[0].lower()}")
        if action.type in GESTURES:
            return GESTURES[action.type][0]
        return "turn up a card"

    def rules_line(self) -> str:
        parts = [f"{rank_word(r)}: {GESTURES[g][0].lower()}" for r, g in self.table.items()]
        if self.options.math:
            parts += [f"the pip total reaching or passing a multiple of {self.options.pip_target}: stomp "
                      "(even on a prime)", "any other prime 2-3-5-7: wave"]
        return "; ".join(parts)

    def _view(self, seat: int | None) -> dict[str, Any]:
        n = self.players
        w = self.window
        return {
            "phase": self.phase,
            "prompt": self._prompt(seat),
            "turn": self.turn if self.phase == "play" else None,
            "cards": [len(self.stack(s).cards) for s in range(n)],
            "reacted": [w is not None and not w.owes(s) for s in range(n)],
            "reacting": w is not None,
            "rules": self.rules_line(),
            "table": {str(r): g for r, g in self.table.items()},
            "pips": (sum(c & 15 for c in self.middle.cards if 2 <= c & 15 <= 10)
                     if self.options.math else None),  # the math variant's total only
        }

    def _prompt(self, seat: int | None) -> str:
        if self.phase == "over":
            return ""
        if self.phase == "choose":
            return "The dealer picks four triggers and their gestures"
        if self.window is not None:
            return "React!" if seat is not None and self.window.owes(seat) else "Waiting for the others"
        if seat == self.turn:
            return "Your turn: turn up a card"
        return f"Seat {self.turn} turns up a card"

    # ----- one verify/do pair per gesture (each a claim on its own key) --------------------------
    def verify_stand(self, seat: int, action: Action) -> str:
        return self._verify_gesture(seat, "stand")

    def do_stand(self, seat: int, how: str) -> list[Event]:
        return self._do_gesture(seat, "stand", how)

    def verify_salute(self, seat: int, action: Action) -> str:
        return self._verify_gesture(seat, "salute")

    def do_salute(self, seat: int, how: str) -> list[Event]:
        return self._do_gesture(seat, "salute", how)

    def verify_bow(self, seat: int, action: Action) -> str:
        return self._verify_gesture(seat, "bow")

    def do_bow(self, seat: int, how: str) -> list[Event]:
        return self._do_gesture(seat, "bow", how)

    def verify_applaud(self, seat: int, action: Action) -> str:
        return self._verify_gesture(seat, "applaud")

    def do_applaud(self, seat: int, how: str) -> list[Event]:
        return self._do_gesture(seat, "applaud", how)

    def verify_touch_nose(self, seat: int, action: Action) -> str:
        return self._verify_gesture(seat, "touch-nose")

    def do_touch_nose(self, seat: int, how: str) -> list[Event]:
        return self._do_gesture(seat, "touch-nose", how)

    def verify_thumbs_up(self, seat: int, action: Action) -> str:
        return self._verify_gesture(seat, "thumbs-up")

    def do_thumbs_up(self, seat: int, how: str) -> list[Event]:
        return self._do_gesture(seat, "thumbs-up", how)

    def verify_wave(self, seat: int, action: Action) -> str:
        return self._verify_gesture(seat, "wave")

    def do_wave(self, seat: int, how: str) -> list[Event]:
        return self._do_gesture(seat, "wave", how)

    def verify_clap(self, seat: int, action: Action) -> str:
        return self._verify_gesture(seat, "clap")

    def do_clap(self, seat: int, how: str) -> list[Event]:
        return self._do_gesture(seat, "clap", how)

    def verify_stomp(self, seat: int, action: Action) -> str:
        return self._verify_gesture(seat, "stomp")

    def do_stomp(self, seat: int, how: str) -> list[Event]:
        return self._do_gesture(seat, "stomp", how)

    def verify_wink(self, seat: int, action: Action) -> str:
        return self._verify_gesture(seat, "wink")

    def do_wink(self, seat: int, how: str) -> list[Event]:
        return self._do_gesture(seat, "wink", how)
