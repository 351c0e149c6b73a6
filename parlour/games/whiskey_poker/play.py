"""Whiskey Poker play: the deal with the widow, three betting rounds, the blind exchange
phase (A), the open widow phase (B), knocks, the showdown; or the chips-without-betting
mode. Rules and rulings are documented in :mod:`parlour.games.whiskey_poker`."""

from __future__ import annotations

from typing import Any, ClassVar, cast

from parlour.cards import Card, card_name
from parlour.cards import face as say
from parlour.engine.actions import Action, CardParam
from parlour.engine.events import Event
from parlour.engine.game import Game, Result, placing_from_scores
from parlour.engine.zones import Zone
from parlour.errors import IllegalAction, InvalidOption
from parlour.games.whiskey_poker.rules import EXCHANGE, HAND, KNOCK, PACK, PASS, WhiskeyOptions, deal_order
from parlour.hands import best_of, describe
from parlour.rules.betting import Betting, round_cap
from parlour.rules.betting_turns import DEAL, SESSION_ACTIONS, PokerSession, showdown_text
from parlour.rules.chips import Chips
from parlour.rules.showdown import poker_showdown
from parlour.words import in_sentence


class WhiskeyPokerRules(PokerSession, Game):
    """The Whiskey Poker state machine (views and words are added by ``WhiskeyPoker``)."""

    name = "whiskey-poker"
    title = "Whiskey Poker"
    family = "poker"
    summary = ("Five cards each and a widow: exchange your whole hand blind, then trade with the "
               "open widow card for card; knock to close each phase; three betting rounds.")
    min_players = 2
    max_players = 9
    default_players = 4
    Options = WhiskeyOptions
    VARIANTS: ClassVar[dict[str, tuple[str, dict[str, Any]]]] = {
        "standard": ("Betting rounds and a pot; each phase has its own knock (RULINGS 6)", {}),
        "knock-freezes": ("A player who has knocked may not draw again (Bicycle's rule)",
                          {"knock_freezes": True}),
        "chips": ("No betting: the lowest hand pays a chip to the bank; the first player out of "
                  "chips loses", {"mode": "chips"}),
    }
    DEFAULT_VARIANT = "standard"
    ACTIONS: ClassVar[dict[str, dict[str, Any]]] = {
        **SESSION_ACTIONS, "exchange": {}, "pass": {}, "knock": {},
        "swap": {"take": CardParam(), "give": CardParam()},
    }
    COPY_FIELDS = ("betting", "start", "history", "won", "descriptions", "knocked", "paid")

    options: WhiskeyOptions
    dealer: int
    phase: str
    """``bet``, ``A`` (blind exchange), ``B`` (open widow), ``next``, ``over``."""
    bet_round: int
    turn: int
    knocker: int
    """This phase's knocker (-1: none yet)."""
    turns: int
    """Turns taken in this exchange phase."""
    quota: int
    """Phase B's turns when a phase-A knock is carried into it (``knock_freezes``): one
    each for the others; 0: the phase ends back at its knocker."""
    knocked: list[bool]
    """Who has knocked this hand (for ``knock_freezes``)."""
    won: list[int]
    descriptions: list[str]
    paid: list[int]
    """Chips mode: who paid a chip in the last hand (1) or not (0)."""

    def hand(self, seat: int) -> Zone:
        return cast(Zone, self.zones[HAND[seat]])

    @property
    def widow(self) -> Zone:
        return cast(Zone, self.zones["widow"])

    @property
    def chips_mode(self) -> bool:
        return self.options.mode == "chips"

    # ----- the deal --------------------------------------------------------------------------------
    def setup(self) -> list[Event]:
        o, n = self.options, self.players
        if o.dealer >= n:
            raise InvalidOption(f"option 'dealer' must be a seat of this table (0 to {n - 1}), "
                                f"not {o.dealer}")
        self.zone("stock", "pile", layout="stock")
        self.zone("widow", "row", layout="row")
        self.zone("swap", "pile", layout="hidden")
        for s in range(n):
            self.zone(HAND[s], "hand", s, layout="hand")
        self.dealer = o.dealer
        self.start_session()
        if self.chips_mode:
            self.start = [o.chips] * n
        self.betting = Betting(Chips(n, o.chips if self.chips_mode else o.stack), o.limit,
                               round_cap(o.limit, o.cap))
        self.paid = [0] * n
        return self.deal_hand()

    def deal_hand(self) -> list[Event]:
        """Antes (betting mode), five cards each and the widow "between the dealer and
        the player to their right", one at a time; then the first betting round (or
        phase A in chips mode)."""
        o, n = self.options, self.players
        chips = self.betting.chips
        self.hand_no += 1
        self.won = [0] * n
        self.descriptions = [""] * n
        self.knocked = [False] * n
        for z in self.zones.values():
            z.clear()
        out = [] if self.chips_mode else [s for s in range(n) if not chips.stacks[s]]
        b = self.betting = Betting(chips, o.limit, round_cap(o.limit, o.cap), out=out)
        stock = cast(Zone, self.zones["stock"])
        stock.fill(self.new_pack(list(PACK)))
        seats = b.live_from((self.dealer + 1) % n)
        order = deal_order(self.dealer, seats, n)
        for _ in range(5):
            for s in order:
                stock.move_to(self.widow if s is None else self.hand(s), up=False,
                              known=0 if s is None else 1 << s)
        events = [Event("deal", None, {"hand": self.hand_no, "dealer": self.dealer,
                                       "text": f"Hand {self.hand_no}: seat {self.dealer} deals five "
                                               f"cards each and a widow of five, face down"})]
        if self.chips_mode:
            return events + self._start_phase("A")
        for s in seats:
            b.ante(s, o.ante)
        self.bet_round = 0
        return events + self._open_betting()

    # ----- who acts ----------------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == "over"

    def _actors(self) -> list[int]:
        if self.phase == "bet":
            a = self.betting.actor
            return [] if a is None else [a]
        if self.phase in ("A", "B", "next"):
            return [self.dealer if self.phase == "next" else self.turn]
        return []

    def _legal(self, seat: int) -> list[Action]:
        if self.phase == "next":
            return [DEAL] if seat == self.dealer else []
        if self.phase == "bet":
            return self.bet_legal(seat)
        if self.phase not in ("A", "B") or seat != self.turn:
            return []
        out = [EXCHANGE]
        if self.phase == "A":
            out.append(PASS)
        else:
            out += [Action("swap", take=str(t), give=str(g))
                    for t in self.widow.cards for g in self.hand(seat).cards]
        if self.may_knock():
            out.append(KNOCK)
        return out

    # ----- betting ---------------------------------------------------------------------------------
    def _open_betting(self) -> list[Event]:
        """A betting round opened by the first player still in left of the dealer."""
        self.phase = "bet"
        self.betting.start_round((self.dealer + 1) % self.players, self.options.bet)
        name = ("First", "Second", "Third")[self.bet_round]
        return [Event("betting", None, {"round": self.bet_round + 1,
                                        "text": f"{name} betting round"}), *self._settle()]

    def after_bet(self) -> list[Event]:
        return self._settle()

    def _settle(self) -> list[Event]:
        b = self.betting
        if self.phase != "bet" or not b.round_over:
            return []
        b.end_round()
        if b.alone is not None:
            return self._finish()
        if self.bet_round == 0:
            return self._start_phase("A")
        if self.bet_round == 1:
            return self._start_phase("B")
        return self._finish()

    # ----- the exchange phases ------------------------------------------------------------------------
    def eligible(self, phase: str) -> list[int]:
        """The players who take turns in a phase, from the dealer's left: those still in,
        less (``knock_freezes``) those who have knocked."""
        seats = self.betting.live_from((self.dealer + 1) % self.players)
        if phase == "B" and self.options.knock_freezes:
            seats = [s for s in seats if not self.knocked[s]]
        return seats

    def _start_phase(self, phase: str) -> list[Event]:
        """Start exchange phase ``phase``. With ``knock_freezes`` a phase-A knock stands in
        phase B, even if its knocker has folded since: everyone still in has one last turn
        (W5)."""
        carried = self.knocker if phase == "B" and self.options.knock_freezes else -1
        self.phase = phase
        self.knocker = carried
        self.turns = 0
        events = []
        seats = self.eligible(phase)
        self.quota = len(seats) if carried >= 0 else 0
        if phase == "B":
            for i in range(len(self.widow.cards)):
                self.widow.reveal(i, self.everyone)
            stands = (f". Seat {carried}'s knock stands: everyone else still in has one "
                      "last turn" if carried >= 0 else "")
            events.append(Event("widow", None, {
                "cards": [str(c) for c in self.widow.cards],
                "text": "The widow is turned up: " + ", ".join(say(c) for c in self.widow.cards)
                        + stands}))
        if not seats:
            return events + self._end_phase()
        self.turn = seats[0]
        return events + [self._turn_event()]

    def _turn_event(self) -> Event:
        return Event("turn", self.turn, {"phase": self.phase, "text": f"Seat {self.turn}'s turn"})

    def _check_turn(self, seat: int, phase: str | None = None) -> None:
        if self.phase not in ("A", "B"):
            raise IllegalAction("there is no exchanging now" if self.phase != "bet"
                                else "the betting is on: fold, check, call or raise")
        if seat != self.turn:
            raise IllegalAction(f"it is seat {self.turn}'s turn, not yours")
        if phase is not None and self.phase != phase:
            raise IllegalAction("you may not pass once the widow is up: exchange or knock"
                                if phase == "A" else "the widow is still face down: exchange "
                                "the whole hand, pass or knock")

    def verify_exchange(self, seat: int, action: Action) -> None:
        self._check_turn(seat)

    def do_exchange(self, seat: int, _: None) -> list[Event]:
        hand, widow, swap = self.hand(seat), self.widow, cast(Zone, self.zones["swap"])
        up = self.phase == "B"
        while hand.cards:
            hand.move_to(swap, 0)
        while widow.cards:
            widow.move_to(hand, 0, up=False, known=self.everyone if up else None, learn=1 << seat)
        while swap.cards:
            swap.move_to(widow, 0, up=up, known=self.everyone if up else None)
        text = f"Seat {seat} exchanges their whole hand for the widow"
        if up:
            text += ": the widow now shows " + ", ".join(say(c) for c in widow.cards)
        return [Event("exchange", seat, {"text": text}), *self._next_turn()]

    def verify_pass(self, seat: int, action: Action) -> None:
        self._check_turn(seat, "A")

    def do_pass(self, seat: int, _: None) -> list[Event]:
        return [Event("pass", seat, {"text": f"Seat {seat} passes"}), *self._next_turn()]

    def may_knock(self) -> bool:
        """Phase A has one knock (W1: after it the others pass or exchange); in phase B,
        where nobody may pass, a later player knocks to keep their cards ("the first
        player to knock" ends it)."""
        return self.knocker < 0 or self.phase == "B"

    def verify_knock(self, seat: int, action: Action) -> None:
        self._check_turn(seat)
        if not self.may_knock():
            raise IllegalAction(f"seat {self.knocker} has already knocked in this phase: "
                                f"pass or exchange")

    def do_knock(self, seat: int, _: None) -> list[Event]:
        self.knocked[seat] = True
        if self.knocker >= 0:
            return [Event("knock", seat, {"text": f"Seat {seat} knocks too and keeps their cards"}),
                    *self._next_turn()]
        self.knocker = seat
        return [Event("knock", seat, {"text": f"Seat {seat} knocks: everyone else has one last turn"}),
                *self._next_turn()]

    def verify_swap(self, seat: int, action: Action) -> tuple[Card, Card]:
        self._check_turn(seat, "B")
        take = self._named(action.take, self.widow, "the widow")
        give = self._named(action.give, self.hand(seat), "your hand")
        return take, give

    def _named(self, text: Any, zone: Zone, where: str) -> Card:
        name = card_name(str(text)) or str(text)
        for c in zone.cards:
            if str(c) == name:
                return c
        raise IllegalAction(f"there is no {name} in {where}")

    def do_swap(self, seat: int, cards: tuple[Card, Card]) -> list[Event]:
        take, give = cards
        self.widow.move_card(take, self.hand(seat), up=False, known=self.everyone)
        self.hand(seat).move_card(give, self.widow, up=True, known=self.everyone)
        return [Event("swap", seat, {"take": str(take), "give": str(give),
                                     "text": f"Seat {seat} takes the {say(take)} from the widow and "
                                             f"discards the {say(give)}"}), *self._next_turn()]

    def _next_turn(self) -> list[Event]:
        """The next eligible player's turn, or the end of the phase: when the turn comes
        back to the knocker; in phase A after one orbit without a knock (RULINGS 6); in
        phase B after ``max_orbits`` orbits without one (W3). Players who may not draw
        (``knock_freezes``) are passed over; a phase-A knock they carry into phase B
        (``quota``) ends it once every other player has had their one turn, from the
        dealer's left."""
        self.turns += 1
        if self.quota and self.turns >= self.quota:  # a carried knock: everyone else has had a turn
            return self._end_phase()
        order = self.betting.live_from((self.dealer + 1) % self.players)
        can = self.eligible(self.phase)
        i = order.index(self.turn)
        nxt = -1
        for k in range(1, len(order) + 1):
            s = order[(i + k) % len(order)]
            if s == self.knocker and not self.quota:
                return self._end_phase()
            if s in can:
                nxt = s
                break
        if nxt < 0:
            return self._end_phase()
        if self.knocker < 0:
            limit = 1 if self.phase == "A" else self.options.max_orbits
            if self.turns >= limit * len(can):
                return self._end_phase()
        self.turn = nxt
        return [self._turn_event()]

    def _end_phase(self) -> list[Event]:
        ended = self.phase
        self.turn = -1
        text = f"Phase {ended} is over"
        events = [Event("phase_end", None, {"phase": ended, "text": text})]
        if ended == "A":
            if self.chips_mode:
                return events + self._start_phase("B")
            self.bet_round = 1
            return events + self._open_betting()
        if self.chips_mode:
            return events + self._finish()
        self.bet_round = 2
        return events + self._open_betting()

    # ----- the showdown -----------------------------------------------------------------------------
    def _finish(self) -> list[Event]:
        b = self.betting
        n = self.players
        lone = b.alone
        if lone is not None:
            self.won = b.award([0] * n)
            events = [Event("win", lone, {"won": self.won[lone],
                                          "text": f"Everyone else folded: seat {lone} takes the pot "
                                                  f"of {self.won[lone]} without showing"})]
            return events + self.end_hand({"won": self.won[:], "hands": self.descriptions[:]})
        live = [s for s in range(n) if b.live[s]]
        for s in live:
            h = self.hand(s)
            for i in range(len(h.cards)):
                h.reveal(i, self.everyone)
        sd = poker_showdown([list(self.hand(s).cards) for s in range(n)], live)
        self.descriptions = [d for d in sd.descriptions]
        parts = "; ".join(f"seat {s}: {in_sentence(sd.descriptions[s])}" for s in live)
        if self.chips_mode:
            self.paid = [1 if s in sd.losers else 0 for s in range(n)]
            for s in sd.losers:
                b.chips.pay(s, -1)
            who = " and ".join(f"seat {s}" for s in sd.losers)
            events = [Event("showdown", None, {"hands": {str(s): [str(c) for c in self.hand(s).cards]
                                                         for s in live},
                                               "losers": list(sd.losers),
                                               "text": f"Showdown: {parts}. Lowest: {who} "
                                                       f"{'pays' if len(sd.losers) == 1 else 'pay'} a chip"})]
            self.history.append({"dealer": self.dealer, "paid": self.paid[:], "hands": self.descriptions[:]})
            if any(x == 0 for x in b.chips.stacks):
                self.phase = "over"
                return events
            self.dealer = (self.dealer + 1) % n
            self.phase = "next"
            return events + [Event("next", self.dealer, {
                "text": f"Seat {self.dealer} deals the next hand when ready"})]
        self.won = b.award(list(sd.strengths), first=(self.dealer + 1) % n)
        events = [Event("showdown", None, {
            "hands": {str(s): [str(c) for c in self.hand(s).cards] for s in live},
            "won": self.won[:],
            "text": showdown_text([(s, sd.descriptions[s]) for s in live], self.won)})]
        return events + self.end_hand({"won": self.won[:], "hands": self.descriptions[:]})

    def result(self) -> Result | None:
        if not self.chips_mode:
            return self.session_result()
        if self.phase != "over":
            return None
        chips = self.betting.chips.stacks
        out = [s for s in range(self.players) if chips[s] == 0]
        winners = [s for s in range(self.players) if chips[s] > 0]
        reason = (" and ".join(f"seat {s}" for s in out) + (" runs" if len(out) == 1 else " run")
                  + " out of chips first and " + ("pays" if len(out) == 1 else "pay")
                  + " for the next round")
        return Result([float(x) for x in chips], winners, placing_from_scores(chips), reason,
                      {"hands": len(self.history), "chips": chips[:]})

    def strength(self, seat: int) -> int:
        """The seat's hand strength now (for bots and views)."""
        return best_of(list(self.hand(seat).cards))

    def describe_hand(self, seat: int) -> str:
        return describe(self.strength(seat))
