"""Soko play: antes, a hole card and an up-card, the bring-in, up-cards and betting
rounds with doubling limits, the showdown in Soko ranks. Rules and rulings are
documented in :mod:`parlour.games.soko`."""

from __future__ import annotations

from typing import Any, ClassVar, cast

from parlour.cards import Card
from parlour.cards import face as say
from parlour.engine.actions import Action
from parlour.engine.events import Event
from parlour.engine.game import Game, Result
from parlour.engine.zones import Zone
from parlour.errors import InvalidOption
from parlour.games.soko.rules import (
    HAND,
    PACK,
    ROUNDS,
    SokoOptions,
    bring_in_amount,
    bring_in_seat,
    doubled,
    first_to_act,
)
from parlour.hands.soko import describe_soko, soko5
from parlour.rules.betting import Betting, round_cap
from parlour.rules.betting_turns import BRING_IN_ACTION, DEAL, SESSION_ACTIONS, PokerSession, showdown_text
from parlour.rules.chips import Chips


class SokoRules(PokerSession, Game):
    """The Soko state machine (views and words are added by ``Soko``)."""

    name = "soko"
    title = "Soko (Canadian Stud)"
    family = "poker"
    summary = ("Five-card stud with two extra hands, the Canadian straight and flush (four to a "
               "straight or a flush); a bring-in, doubling limits, four betting rounds.")
    min_players = 2
    max_players = 10
    default_players = 5
    Options = SokoOptions
    VARIANTS: ClassVar[dict[str, tuple[str, dict[str, Any]]]] = {
        "standard": ("The seed text: from the second round the lowest showing hand acts first", {}),
        "high-acts-first": ("From the second round the highest showing hand acts first (standard "
                            "stud; RULINGS 27)", {"first_to_act": "highest"}),
    }
    DEFAULT_VARIANT = "standard"
    ACTIONS: ClassVar[dict[str, dict[str, Any]]] = {**SESSION_ACTIONS, **BRING_IN_ACTION}
    COPY_FIELDS = ("betting", "start", "descriptions", "won", "history")

    options: SokoOptions
    dealer: int
    street: int
    phase: str
    """``bet``, ``next`` (the next dealer deals) or ``over``."""
    descriptions: list[str]
    won: list[int]
    shown: bool
    doubled_now: bool

    def hand(self, seat: int) -> Zone:
        return cast(Zone, self.zones[HAND[seat]])

    @property
    def stock(self) -> Zone:
        return cast(Zone, self.zones["stock"])

    def up_cards(self, seat: int) -> list[int]:
        h = self.hand(seat)
        return [int(c) for c, up in zip(h.cards, h.up, strict=True) if up]

    # ----- the deal ------------------------------------------------------------------------------
    def setup(self) -> list[Event]:
        o, n = self.options, self.players
        if o.dealer >= n:
            raise InvalidOption(f"option 'dealer' must be a seat of this table (0 to {n - 1}), "
                                f"not {o.dealer}")
        if o.max_bet < o.min_bet:
            raise InvalidOption("the maximum bet may not be below the minimum bet")
        self.zone("stock", "pile", layout="stock")
        self.zone("muck", "pile", layout="stack")
        for s in range(n):
            self.zone(HAND[s], "hand", s, layout="hand")
        self.dealer = o.dealer
        self.start_session()
        self.betting = Betting(Chips(n, o.stack), o.limit, round_cap(o.limit, o.cap))
        return self.deal_hand()

    def deal_hand(self) -> list[Event]:
        """Ante, a hole card face down and an up-card to each player from the dealer's
        left, then the bring-in round."""
        o, n = self.options, self.players
        chips = self.betting.chips
        self.hand_no += 1
        self.street = 0
        self.descriptions = [""] * n
        self.won = [0] * n
        self.shown = False
        self.doubled_now = False
        for z in self.zones.values():
            z.clear()
        out = [s for s in range(n) if not chips.stacks[s]]
        b = self.betting = Betting(chips, o.limit, round_cap(o.limit, o.cap), out=out)
        self.stock.fill(self.new_pack(list(PACK)))
        seats = b.live_from((self.dealer + 1) % n)
        for s in seats:
            b.ante(s, o.ante)
        for up in (False, True):
            for s in seats:
                self.stock.move_to(self.hand(s), up=up, known=1 << s)
        ups: list[int | None] = [None] * n
        for s in seats:
            ups[s] = self.up_cards(s)[0]
        first = bring_in_seat(ups, self.dealer)
        self.phase = "bet"
        b.start_round(first, o.min_bet, bring_in=bring_in_amount(o), most=o.max_bet)
        up_text = ", ".join(f"seat {s} {say(int(ups[s]))}" for s in seats)  # type: ignore[arg-type]
        opener = b.actor
        if opener == first:
            who = f"Seat {first} has the lowest and brings it in"
        elif opener is None:
            who = f"Seat {first} has the lowest; nobody can bet"
        else:  # S6: the lowest card is all in on its ante
            who = (f"Seat {first} has the lowest but is all in: seat {opener}, next to the left, "
                   f"brings it in")
        events = [Event("deal", None, {"hand": self.hand_no, "dealer": self.dealer,
                                       "text": f"Hand {self.hand_no}: seat {self.dealer} deals. "
                                               f"Up-cards: {up_text}. {who}"})]
        return events + self._settle()

    # ----- who acts ------------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == "over"

    def _actors(self) -> list[int]:
        if self.phase == "bet":
            a = self.betting.actor
            return [] if a is None else [a]
        if self.phase == "next":
            return [self.dealer]
        return []

    def _legal(self, seat: int) -> list[Action]:
        if self.phase == "next":
            return [DEAL] if seat == self.dealer else []
        return self.bet_legal(seat)

    # ----- the flow -----------------------------------------------------------------------------
    def after_bet(self) -> list[Event]:
        return self._settle()

    def _settle(self) -> list[Event]:
        b = self.betting
        if self.phase != "bet" or not b.round_over:
            return []
        b.end_round()
        if b.alone is not None:
            return self._finish()
        if self.street == ROUNDS - 1:
            return self._finish()
        return self._next_street()

    def _next_street(self) -> list[Event]:
        """Another card face up to each player still in, from the dealer's left; the
        lowest (or highest) showing hand opens; limits as the seed says."""
        o, n = self.options, self.players
        b = self.betting
        self.street += 1
        seats = b.live_from((self.dealer + 1) % n)
        for s in seats:
            self.stock.move_to(self.hand(s), up=True)
        showing = {s: self.up_cards(s) for s in seats}
        self.doubled_now = doubled(self.street, list(showing.values()))
        k = 2 if self.doubled_now else 1
        first = first_to_act(showing, self.dealer, n, o.first_to_act == "highest")
        self.phase = "bet"
        b.start_round(first, o.min_bet * k, most=o.max_bet * k)
        dealt = ", ".join(f"seat {s} {say(showing[s][-1])}" for s in seats)
        limits = " Limits are doubled." if self.doubled_now else ""
        opener = f"Seat {first} shows the {'highest' if o.first_to_act == 'highest' else 'lowest'} hand"
        actor = b.actor
        if actor == first:
            opener += " and acts first"
        elif actor is None:
            opener += "; nobody can bet"
        else:  # S6: the first to act is all in
            opener += f" but is all in: seat {actor}, next to the left, acts first"
        events = [Event("up", None, {"street": self.street + 1,
                                     "cards": {str(s): str(Card(showing[s][-1])) for s in seats},
                                     "text": f"Up-cards: {dealt}.{limits} {opener}"})]
        return events + self._settle()

    # ----- the showdown ---------------------------------------------------------------------------
    def strengths(self) -> list[int]:
        """Each live seat's Soko strength (0 for seats out)."""
        return [soko5([int(c) for c in self.hand(s).cards]) if self.betting.live[s]
                and len(self.hand(s).cards) == 5 else 0 for s in range(self.players)]

    def _finish(self) -> list[Event]:
        b = self.betting
        lone = b.alone
        if lone is not None:
            self.won = b.award([0] * self.players)
            events = [Event("win", lone, {"won": self.won[lone],
                                          "text": f"Everyone else folded: seat {lone} takes the pot "
                                                  f"of {self.won[lone]} without showing"})]
        else:
            events = [self._showdown()]
        return events + self.end_hand({"won": self.won[:], "hands": self.descriptions[:]})

    def _showdown(self) -> Event:
        b = self.betting
        high = self.strengths()
        self.shown = True
        for s in range(self.players):
            if b.live[s]:
                h = self.hand(s)
                for i in range(len(h.cards)):
                    h.reveal(i, self.everyone)
                self.descriptions[s] = describe_soko(high[s])
        self.won = b.award(high, first=(self.dealer + 1) % self.players)
        return Event("showdown", None, {
            "hands": {str(s): [str(c) for c in self.hand(s).cards] for s in range(self.players)
                      if b.live[s]},
            "won": self.won[:],
            "text": showdown_text([(s, self.descriptions[s]) for s in range(self.players)
                                   if b.live[s]], self.won)})

    def result(self) -> Result | None:
        return self.session_result()
