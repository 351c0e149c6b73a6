"""Egyptian Ratscrew play: the deal, flips, challenges, slaps, running out and the end.

One legality path per action type (``verify_<type>``/``do_<type>``); each verify asks
the predicate :meth:`EgyptianRatscrew._legal` lists actions from (``may_flip``,
``may_decide``, ``may_collect``, ``may_slap``, ``may_rush``) and, when it says no, the
reason in player words. The rules and rulings are documented in
:mod:`parlour.games.egyptian_ratscrew`.
"""

from __future__ import annotations

from typing import Any, ClassVar

from parlour.cards import Card
from parlour.engine.actions import Action, Int
from parlour.engine.declare import SearchHooks
from parlour.engine.events import Event
from parlour.engine.game import Game, Result, placing_from_scores
from parlour.engine.zones import Zone
from parlour.errors import IllegalAction
from parlour.games.egyptian_ratscrew import bot as heuristic
from parlour.games.egyptian_ratscrew.present import PRESENTATION
from parlour.games.egyptian_ratscrew.rules import (
    VARIANTS,
    RatscrewOptions,
    build_pack,
    joker_count,
    pack_size,
)
from parlour.rules.slaps import cards_needed, pile_pattern
from parlour.words import plural

FLIP = Action("flip")
RUSH = Action("rush")
CONTINUE = Action("continue")
DECLINE = Action("decline")
COLLECT = Action("collect")
DECIDE_ONLY = "only the player offered a challenge left unfinished may continue or decline it"
PATTERN_TEXT = {"pair": "a pair", "sandwich": "a sandwich", "sequence": "a sequence",
                "joker": "a joker", "top_rank": "the slap card"}


_STACK_IDS = tuple(f"stack:{s}" for s in range(16))


def stack_id(seat: int) -> str:
    """The zone id of a seat's face-down stack."""
    return _STACK_IDS[seat]


class EgyptianRatscrew(Game):
    """The Egyptian Ratscrew state machine (phases ``play``, ``decide``, ``collect``, ``over``)."""

    bot = heuristic.HeuristicBot
    search = SearchHooks(rollout_value=heuristic.rollout_value)

    name = "egyptian-ratscrew"
    title = "Egyptian Ratscrew"
    family = "slapping"
    summary = ("Flip cards onto a central pile; face cards and aces challenge the next "
               "player; slap pairs (and more) to win the pile; take every card.")
    min_players = 2
    max_players = 8
    timing = "realtime"
    Options = RatscrewOptions
    VARIANTS = VARIANTS
    DEFAULT_VARIANT = "standard"
    ACTIONS: ClassVar[dict[str, dict[str, Any]]] = {
        "flip": {}, "rush": {},
        # a slap's ``pile`` is a face-up count (E2), at most the pack's size
        "slap": {"pile": Int(0, pack_size)},
        "continue": {}, "decline": {}, "collect": {},
    }
    CLAIMS = frozenset({"slap", "rush"})
    COPY_FIELDS = ("dead", "out", "banned", "out_at", "last_slappers")
    LAYOUT: ClassVar[dict[str, Any]] = {"center": ["pile"], "hide": ["unused"],
                                        "hide_fields": ["dead", "face_up", "challenger"]}
    presentation = PRESENTATION

    options: RatscrewOptions
    phase: str
    turn: int
    """The seat the game waits for: the flipper (``play``), the seat deciding whether to
    continue a challenge (``decide``), the seat that won a challenge (``collect``), the
    last seat holding cards (``last_slap``, E17)."""
    challenger: int
    """The seat that played the most recent live face card or ace of a challenge, or -1."""
    owed: int
    """Cards the challenged seat still has to flip (0: no challenge under way)."""
    face_up: int
    """Face-up cards on the pile (a burnt card is face down): what a slap is aimed at."""
    flips: int
    last_live: int
    winner: int
    reason: str
    dead: list[bool]
    out: list[bool]
    banned: list[bool]
    out_at: list[int]
    last_slappers: list[int]
    """E17: the seats without cards that may still slap the live pattern on top before the
    game ends (phase ``last_slap``, until ``due``)."""
    due: int

    # ----- zones -------------------------------------------------------------------------
    @property
    def center(self) -> Zone:
        """The central pile (zone ``pile``)."""
        # self.zone made it a Zone (a cast() would cost a call on this hot path)
        return self.zones["pile"]  # type: ignore[return-value]

    def stack(self, seat: int) -> Zone:
        """The face-down stack of ``seat`` (top card last)."""
        return self.zones[_STACK_IDS[seat]]  # type: ignore[return-value]  # as for the pile

    @classmethod
    def player_range(cls, options: Any) -> tuple[int, int]:
        return cls.min_players, cls.max_players

    # ----- deal --------------------------------------------------------------------------
    def setup(self) -> None:
        n = self.players
        # memory: a burnt card stays unseen even if it came from a pile everyone saw
        self.zone("pile", "pile", layout="pile", spread=True, memory=True)
        for s in range(n):
            self.zone(stack_id(s), "pile", s, layout="stack", memory=True)
        cards = self.new_pack(build_pack(self.options, n))  # top card last
        limit = self.options.deal_cards
        if limit:
            aside = self.zone("unused", "pot", layout="aside")
            keep = min(len(cards), limit)
            aside.fill(cards[:len(cards) - keep])
            cards = cards[len(cards) - keep:]
        # one at a time from the dealer's (seat 0's) left; each card on top of the stack
        for i in range(len(cards)):
            self.stack((1 + i) % n).push(cards[-1 - i])
        self.phase = "play"
        self.turn = 1 % n
        self.challenger = -1
        self.owed = 0
        self.face_up = 0
        self.flips = 0
        self.last_live = -1
        self.winner = -1
        self.reason = ""
        self.dead = []
        self.out = [False] * n
        self.banned = [False] * n
        self.out_at = [0] * n
        self.last_slappers = []
        self.due = 0

    # ----- who may act ---------------------------------------------------------------------
    def _active(self) -> int:
        return sum(1 for o in self.out if not o)

    def may_flip(self, seat: int) -> bool:
        """``seat`` is the one to flip (phase ``play``)."""
        return seat == self.turn and self.phase == "play"

    def may_decide(self, seat: int) -> bool:
        """``seat`` is offered a challenge left unfinished (phase ``decide``, E9)."""
        return seat == self.turn and self.phase == "decide"

    def may_collect(self, seat: int) -> bool:
        """``seat`` won the challenge and collects the pile (phase ``collect``, E8)."""
        return seat == self.turn and self.phase == "collect"

    def may_slap(self, seat: int) -> bool:
        """There is a pile; not shut out; a seat out of cards may slap in while two
        players are in."""
        if self.banned[seat] or not self.center.cards:
            return False
        if self.phase == "collect" and seat == self.turn:
            return False  # the pile is already theirs
        return not self.out[seat] or self._active() >= 2 or seat in self.last_slappers

    def may_rush(self, seat: int) -> bool:
        """``seat`` may flip a dead card out of turn (E3)."""
        return (self.options.out_of_turn and seat != self.turn
                and bool(self.zones[_STACK_IDS[seat]].cards))

    def _actors(self) -> list[int]:
        return [s for s in range(self.players)
                if s == self.turn or self.may_slap(s) or self.may_rush(s)]

    def _waiting(self) -> list[int]:
        return [] if self.phase == "last_slap" else [self.turn]

    def _legal(self, seat: int) -> list[Action]:
        acts: list[Action] = []
        if self.may_flip(seat):
            acts.append(FLIP)
        elif self.may_decide(seat):
            acts += [CONTINUE, DECLINE]
        elif self.may_collect(seat):
            acts.append(COLLECT)
        if self.may_slap(seat):
            acts.append(Action("slap", pile=self.face_up))
        if self.may_rush(seat):
            acts.append(RUSH)
        return acts

    # ----- flip ----------------------------------------------------------------------------
    def verify_flip(self, seat: int, action: Action) -> None:
        if self.may_flip(seat):
            return
        if seat != self.turn:
            extra = " (rush plays a dead card out of turn)" if self.may_rush(seat) else ""
            raise IllegalAction(f"it is seat {self.turn}'s turn to flip, not yours{extra}")
        raise IllegalAction({"decide": "first decide: continue or decline the challenge",
                             "collect": "you won the challenge: collect the pile"}[self.phase])

    def do_flip(self, seat: int, ready: None) -> list[Event]:
        return self._flip(seat) + self._settle()

    # ----- rush ----------------------------------------------------------------------------
    def verify_rush(self, seat: int, action: Action) -> None:
        if self.may_rush(seat):
            return
        if seat == self.turn:
            raise IllegalAction("it is your turn: flip (or act as the prompt says)")
        self.require(self.options.out_of_turn,
                     "playing out of turn is off in this game (option out_of_turn)")
        raise IllegalAction("you have no cards to flip")

    def do_rush(self, seat: int, ready: None) -> list[Event]:
        return self._flip_dead(seat) + self._settle()

    # ----- slap ----------------------------------------------------------------------------
    def verify_slap(self, seat: int, action: Action) -> str | None:
        """The pattern the slap finds (``None``: a false slap, which is legal and costs
        a card), or the reason the slap is refused with no penalty."""
        aimed = action.get("pile")
        if self.aims_here(aimed) and self.may_slap(seat):
            return self.pattern()
        most = pack_size(self.players, self.options)  # off the hot path: only a refused slap
        self.require(0 <= aimed <= most, f"parameter 'pile' of 'slap' is the number of face-up "
                                         f"cards you saw, from 0 to {most}, not {aimed}")
        self.require(not self.banned[seat],
                     f"seat {seat} is shut out of the game (a false slap with no cards)")
        self.require(not (self.phase == "collect" and seat == self.turn),
                     "the pile is already yours: collect it")
        self.require(self.aims_here(aimed),
                     f"too late: that slap was aimed at a pile of {plural(aimed, 'face-up card')}, "
                     f"the pile has changed ({self.face_up} now); no penalty")
        self.require(bool(self.center.cards), "there is no pile to slap (no penalty)")
        raise IllegalAction("a player out of cards may slap in only while two players are still in")

    def do_slap(self, seat: int, found: str | None) -> list[Event]:
        if found is None:
            return self._false_slap(seat) + self._settle()
        text = f"Seat {seat} slaps {PATTERN_TEXT[found]}" + (
            " and is back in the game" if self.out[seat] else "")
        return self._take(seat, found, text) + self._settle()

    # ----- continue, decline (E9), collect (E8) ---------------------------------------------
    def verify_continue(self, seat: int, action: Action) -> None:
        self.require(self.may_decide(seat), DECIDE_ONLY)

    def do_continue(self, seat: int, ready: None) -> list[Event]:
        self.phase = "play"
        return [Event("continue", seat, {
            "owed": self.owed,
            "text": f"Seat {seat} continues the challenge: {plural(self.owed, 'card')} to flip"}),
                ] + self._settle()

    def verify_decline(self, seat: int, action: Action) -> None:
        self.require(self.may_decide(seat), DECIDE_ONLY)

    def do_decline(self, seat: int, ready: None) -> list[Event]:
        self.phase = "collect"
        self.turn = self.challenger
        return [Event("decline", seat, {
            "challenger": self.challenger,
            "text": f"Seat {seat} declines the challenge: the pile goes to seat {self.challenger}"})
        ] + self._settle()

    def verify_collect(self, seat: int, action: Action) -> None:
        self.require(self.may_collect(seat), "only the winner of a challenge collects the pile")

    def do_collect(self, seat: int, ready: None) -> list[Event]:
        return self._take(seat, "collect", f"Seat {seat} collects the pile") + self._settle()

    # ----- what the actions do --------------------------------------------------------------
    def tries(self, card: Card) -> int:
        """Cards a live card demands of the next player (0 for a number card or a joker)."""
        if card.is_joker:
            return 0
        return self.options.tries().get(card.rank, 0)

    def _flip(self, seat: int) -> list[Event]:
        card = self.stack(seat).move_to(self.center, up=True, known=self.everyone)
        self.dead.append(False)
        self.face_up += 1
        self.flips += 1
        self.last_live = seat
        demand = self.tries(card)
        data: dict[str, Any] = {"card": str(card), "pile": self.face_up}
        if demand:
            self.challenger = seat
            self.owed = demand
            nxt = self._next_holder(seat)
            if nxt is not None and nxt != seat:
                self.turn = nxt
                data["text"] = (f"Seat {seat} flips the {card}: seat {nxt} must flip "
                                f"{plural(demand, 'card')} for a face card or ace")
            else:
                data["text"] = f"Seat {seat} flips the {card}: nobody is left to answer it"
            return [Event("flip", seat, data)]
        if self.owed:
            self.owed -= 1
            if not self.owed:
                self.phase = "collect"
                self.turn = self.challenger
                data["text"] = (f"Seat {seat} flips the {card}: the challenge is lost; "
                                f"seat {self.challenger} takes the pile")
                return [Event("flip", seat, data)]
            data["text"] = f"Seat {seat} flips the {card} ({self.owed} more to flip)"
            return [Event("flip", seat, data)]
        nxt = self._next_holder(seat)
        if nxt is not None and nxt != seat:
            self.turn = nxt
        data["text"] = f"Seat {seat} flips the {card}"
        return [Event("flip", seat, data)]

    def _flip_dead(self, seat: int) -> list[Event]:
        card = self.stack(seat).move_to(self.center, up=True, known=self.everyone)
        self.dead.append(True)
        self.face_up += 1
        self.flips += 1
        return [Event("flip", seat, {
            "card": str(card), "pile": self.face_up, "dead": True,
            "text": f"Seat {seat} flips the {card} out of turn: a dead card"})]

    def aims_here(self, aimed: int) -> bool:
        """A slap aimed at a pile of ``aimed`` face-up cards is aimed at the pile as it is:
        the count is the pile's now, or every card flipped onto it since was dead (R2: a
        dead card changes no pattern, so the claim window stays open; E2)."""
        extra = self.face_up - aimed
        if extra <= 0 or aimed < 1:
            return extra == 0
        return all(self.dead[-extra:])

    def live_cards(self) -> list[Card]:
        """The pile's live cards, bottom first (dead and burnt cards left out)."""
        dead = self.dead
        return [c for i, c in enumerate(self.center.cards) if not dead[i] and c is not None]

    def pattern(self) -> str | None:
        """The slappable pattern on top of the pile now, or ``None``."""
        return pile_pattern(self.center.cards, self.dead, self.options.slap_rules)

    def _false_slap(self, seat: int) -> list[Event]:
        mine = self.stack(seat)
        if not mine.cards:
            # nothing to pay: the slap-in privilege is revoked for good
            self.banned[seat] = True
            self._mark_out(seat)
            events = [Event("false_slap", seat, {
                "penalty": 0, "shut_out": True,
                "text": f"False slap: seat {seat} has no cards to pay and is shut out of the game"})]
            if seat == self.challenger:
                self.challenger = -1
                self.owed = 0
                if self.phase == "decide":
                    self.phase = "play"
                events.append(Event("challenge_void", None, {
                    "text": f"Seat {seat}'s challenge is void: seat {self.turn} plays on"}))
            return events
        paid = 0
        for _ in range(self.options.penalty_cards):
            if not mine.cards:
                break
            # burnt face down under the pile: dead, and it cannot make or break a pattern
            mine.move_to(self.center, up=False, slot=0)
            self.dead.insert(0, True)
            paid += 1
        return [Event("false_slap", seat, {
            "penalty": paid, "shut_out": False,
            "text": f"False slap: seat {seat} burns {plural(paid, 'card')} under the pile"})]

    def _take(self, seat: int, how: str, text: str) -> list[Event]:
        """``seat`` wins the pile: it goes face down under the seat's stack."""
        pile = self.center
        mine = self.stack(seat)
        n = len(pile.cards)
        # the pile turned over under the stack: its top card goes to the very bottom, its
        # bottom card ends up nearest the stack's cards, to be flipped first of them
        for k in range(n):
            pile.move_to(mine, up=False, slot=k)
        self.dead = []
        self.face_up = 0
        self.out[seat] = False
        self.challenger = -1
        self.owed = 0
        self.phase = "play"
        self.turn = seat
        self.last_slappers, self.due = [], 0
        return [Event("take", seat, {"how": how, "cards": n,
                                     "text": f"{text}: {plural(n, 'card')} to the bottom of the stack"})]

    # ----- running out, the end ------------------------------------------------------------
    def _next_holder(self, seat: int) -> int | None:
        """The first seat after ``seat`` (clockwise, ending with ``seat`` itself) holding
        cards; seats passed over with no cards are out for the time being."""
        n = self.players
        for k in range(1, n + 1):
            s = (seat + k) % n
            if self.zones[stack_id(s)].cards:
                return s
            self._mark_out(s)
        return None

    def _mark_out(self, seat: int) -> None:
        if not self.out[seat]:
            self.out[seat] = True
            self.out_at[seat] = self.flips

    def _settle(self) -> list[Event]:
        """After every action: end the game when it is decided, and move the turn on
        when the seat the game waits for has run out of cards."""
        if self.phase == "over":
            return []
        limit = self.options.max_flips
        if limit and self.flips >= limit:
            return self._end(-1, f"the safeguard of {limit} flips was reached")
        zones = self.zones
        holders = [s for s in range(self.players) if zones[_STACK_IDS[s]].cards]
        claimant = self.challenger >= 0 and self.challenger not in holders
        if self.phase == "collect":
            return []
        if not holders:
            who = self.challenger if self.challenger >= 0 else max(self.last_live, 0)
            return self._last_slap(who, "nobody else has cards")
        if len(holders) == 1 and not claimant:
            return self._last_slap(holders[0], "every other player is out of cards")
        events: list[Event] = []
        if self.phase == "play" and not self.zones[stack_id(self.turn)].cards:
            seat = self.turn
            self._mark_out(seat)
            nxt = self._next_holder(seat)
            assert nxt is not None and nxt != seat
            if self.owed:
                if nxt == self.challenger:
                    self.phase = "collect"
                    self.turn = nxt
                    events.append(Event("run_out", seat, {
                        "text": f"Seat {seat} runs out of cards mid-challenge: "
                                f"seat {nxt} takes the pile"}))
                else:
                    self.phase = "decide"
                    self.turn = nxt
                    events.append(Event("run_out", seat, {
                        "owed": self.owed,
                        "text": f"Seat {seat} runs out of cards mid-challenge: seat {nxt} may "
                                f"continue it ({self.owed} to flip) or decline"}))
            else:
                self.turn = nxt
                events.append(Event("run_out", seat, {
                    "text": f"Seat {seat} is out of cards: seat {nxt} plays"}))
        elif self.phase == "decide" and not self.zones[stack_id(self.turn)].cards:
            seat = self.turn
            self._mark_out(seat)
            nxt = self._next_holder(seat)
            assert nxt is not None
            self.turn = nxt
            if nxt == self.challenger:
                self.phase = "collect"
            events.append(Event("run_out", seat, {
                "text": f"Seat {seat} is out of cards: seat {nxt} "
                        + ("takes the pile" if self.phase == "collect" else "decides")}))
        return events

    def _last_slap(self, winner: int, why: str) -> list[Event]:
        """E17: the game is decided for ``winner`` (the last seat holding cards, or with
        none left the pending challenger), but a live pattern is on top that a seat which
        has just run out (its last card, or the challenge that put it out, made the
        pattern) may still slap: the game waits ``last_slap_ms`` for a slap first."""
        if self.phase != "last_slap":
            just_out = [s for s in range(self.players) if s != winner and not self.banned[s]
                        and not self.zones[_STACK_IDS[s]].cards
                        and (not self.out[s] or self.out_at[s] == self.flips)]
            wait = self.options.last_slap_ms
            if not (wait and just_out and self.pattern() is not None):
                return self._end(winner, why)
            self.phase, self.turn = "last_slap", winner
            self.last_slappers, self.due = just_out, self.now + wait
            self.reason = why
            who = " or ".join(f"seat {s}" for s in just_out)
            return [Event("last_slap", None, {
                "seats": just_out, "text": f"The game is seat {winner}'s unless {who} slaps "
                                           f"{PATTERN_TEXT[self.pattern() or 'pair']} now"})]
        if self.pattern() is None or all(self.banned[s] for s in self.last_slappers):
            return self._end(winner, why)
        return []

    def _deadline(self) -> int | None:
        return self.due if self.phase == "last_slap" else None

    def _advance(self, ms: int) -> list[Event]:
        """E17: nobody slapped in time: the last seat holding cards wins."""
        if self.phase != "last_slap":
            return []
        for s in self.last_slappers:
            self._mark_out(s)
        return self._end(self.turn, self.reason)

    def _end(self, winner: int, why: str) -> list[Event]:
        events: list[Event] = []
        if winner >= 0 and self.center.cards:
            events += self._take(winner, "last", f"Seat {winner} takes the last pile")
        self.phase = "over"
        self.winner = winner
        self.reason = why
        for s in range(self.players):
            if not self.out[s] and s != winner:
                self.out_at[s] = self.flips
        counts = [len(self.zones[stack_id(s)].cards) for s in range(self.players)]
        text = (f"Game over ({why}): seat {winner} holds all the cards" if winner >= 0
                else f"Game over ({why}): cards held " + ", ".join(
                    f"seat {s} {counts[s]}" for s in range(self.players)))
        events.append(Event("game_over", winner if winner >= 0 else None,
                            {"counts": counts, "reason": why, "text": text}))
        return events

    # ----- what clients see -------------------------------------------------------------
    def label(self, action: Action, seat: int | None = None) -> str:
        t = action.type
        if t == "continue":
            return f"continue the challenge ({self.owed} to flip)"
        if t == "decline":
            return "decline the challenge"
        if t == "collect":
            return "collect the pile"
        if t == "rush":
            return "rush (play out of turn: a dead card)"
        if t == "slap":
            # the top card and the pile's number: a client's menu changes whenever the
            # pile does, so a slap picked from it is aimed at the pile the person saw
            n = action.get("pile")
            top = self.center.top() if n == self.face_up and n else None
            return f"slap {top} ({plural(n, 'card')})" if top is not None else f"slap ({plural(n, 'card')})"
        return t

    def targets(self, action: Action, seat: int | None = None) -> list[dict[str, Any]]:
        t = action.type
        if t in ("flip", "rush") and seat is not None:
            n = len(self.zones[stack_id(seat)].cards)
            return [{"zone": stack_id(seat), "index": n - 1}] if n else []
        if t in ("slap", "collect") and self.center.cards:
            return [{"zone": "pile", "index": len(self.center.cards) - 1}]
        return []

    def _prompt(self, seat: int | None) -> str:
        if self.phase == "over":
            res = self.result()
            return f"Game over: {res.reason}" if res is not None else "Game over"
        t = self.turn
        if seat == t:
            if self.phase == "decide":
                return (f"The challenged player ran out of cards: continue seat "
                        f"{self.challenger}'s challenge ({plural(self.owed, 'card')} to flip) "
                        f"or decline (the pile goes to seat {self.challenger})")
            if self.phase == "collect":
                return "You won the challenge: collect the pile (others may still slap first)"
            if self.owed:
                return (f"Seat {self.challenger} challenges you: flip up to {plural(self.owed, 'card')} "
                        "for a face card or ace")
            return "Your turn: flip a card (slap first if you see a pattern)"
        doing = {"decide": f"Seat {t} decides whether to continue the challenge",
                 "collect": f"Seat {t} is collecting the pile"}.get(
            self.phase, f"Seat {t} flips" + (
                f" ({self.owed} to answer seat {self.challenger}'s challenge)" if self.owed else ""))
        if seat is not None and self.banned[seat]:
            return doing + "; you are shut out"
        if seat is not None and self.may_slap(seat):
            return doing + "; slap whenever you see a pattern"
        return doing

    def _slaps_text(self) -> str:
        """The patterns in force; jokers only when the pack holds some ("If jokers are
        used, jokers are also slappable")."""
        rules = self.options.slap_rules
        jokers = rules.joker and joker_count(self.options, self.players) > 0
        return ", ".join(["pair"] + (["sandwich"] if rules.sandwich else []) + (
            [f"sequence of {rules.sequence}"] if rules.sequence else []) + (
            ["joker"] if jokers else []))

    def _view(self, seat: int | None) -> dict[str, Any]:
        n = self.players
        rules = self.options.slap_rules
        live = self.live_cards()
        status = ["shut out" if self.banned[s] else "out" if self.out[s] else "in" for s in range(n)]
        return {
            "phase": self.phase,
            "prompt": self._prompt(seat),
            "turn": self.turn if self.phase != "over" else None,
            "challenger": self.challenger if self.challenger >= 0 else None,
            "owed": self.owed or None,
            "cards": [len(self.zones[stack_id(s)].cards) for s in range(n)],
            "status": status,
            "live_top": " ".join(str(c) for c in live[-max(3, cards_needed(rules)):]),
            "dead": [i for i, d in enumerate(self.dead) if d],
            "face_up": self.face_up,
            "slaps": self._slaps_text(),
            "flips": self.flips,
        }

    def is_over(self) -> bool:
        return self.phase == "over"

    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        n = self.players
        counts = [float(len(self.zones[stack_id(s)].cards)) for s in range(n)]
        if self.winner >= 0:
            w = self.winner
            key = [(0 if s == w else 1, -self.out_at[s]) for s in range(n)]
            placing = placing_from_scores(key, lower_wins=True)
            return Result(counts, [w], placing, f"seat {w} has all the cards",
                          {"flips": self.flips})
        best = max(counts)
        winners = [s for s in range(n) if counts[s] == best]
        placing = placing_from_scores(counts)
        return Result(counts, winners, placing, self.reason, {"flips": self.flips})
