"""Pineapple play: blinds, three hole cards, betting rounds, the discard, burns and
board cards, the showdown (high, or high and low). Rules and rulings are documented in
:mod:`parlour.games.pineapple`."""

from __future__ import annotations

from typing import Any, ClassVar, cast

from parlour.cards import CARD_BY_TEXT, CARD_TEXT, Card, card_name
from parlour.cards import face as say
from parlour.engine.actions import Action, CardParam
from parlour.engine.events import Event
from parlour.engine.game import Game, Result
from parlour.engine.zones import Zone
from parlour.errors import IllegalAction, InvalidOption
from parlour.games.pineapple.rules import (
    BOARD_AT,
    HAND,
    PACK,
    STREETS,
    PineappleOptions,
    blind_seats,
    round_size,
)
from parlour.hands import best_of, describe
from parlour.hands.low import describe_low, low8
from parlour.rules.betting import Betting, round_cap
from parlour.rules.betting_turns import DEAL, SESSION_ACTIONS, PokerSession, showdown_text
from parlour.rules.chips import Chips
from parlour.rules.draw_discard import deal_round_robin

DISCARD = {c: Action("discard", card=CARD_TEXT[c]) for c in PACK}
"""The ``discard`` action of each card (built once: the legal list is a lookup)."""


class PineappleRules(PokerSession, Game):
    """The Pineapple state machine (views and words are added by ``Pineapple``)."""

    name = "pineapple"
    title = "Pineapple"
    family = "poker"
    summary = ("Hold'em with three hole cards: discard one (after the pre-flop betting, or "
               "after the flop in Crazy Pineapple), then the best five of seven wins the pot.")
    min_players = 2
    max_players = 9
    default_players = 6
    Options = PineappleOptions
    VARIANTS: ClassVar[dict[str, tuple[str, dict[str, Any]]]] = {
        "pineapple": ("Three hole cards, one discarded after the pre-flop betting", {}),
        "crazy": ("Crazy Pineapple: the third card is kept until the flop betting is over",
                  {"discard_after": "flop"}),
        "crazy-hilo8": ("Crazy Pineapple Hi-Lo 8 or better: the pot splits between the best "
                        "high and the best ace-to-five low of 8 or better",
                        {"discard_after": "flop", "hilo": True}),
    }
    DEFAULT_VARIANT = "pineapple"
    ACTIONS: ClassVar[dict[str, dict[str, Any]]] = {**SESSION_ACTIONS, "discard": {"card": CardParam()}}
    COPY_FIELDS = ("betting", "start", "descriptions", "won", "lows", "history")

    options: PineappleOptions
    dealer: int
    street: int
    phase: str
    """``bet``, ``discard``, ``next`` (the hand is over: the next dealer deals) or ``over``."""
    pending: int
    """Seats (bits) still to discard."""
    start: list[int]
    descriptions: list[str]
    lows: list[str]
    won: list[int]
    shown: bool
    hand_no: int
    """The hand being played (1 = the first)."""
    history: list[dict[str, Any]]
    """Per finished hand: the dealer, what each seat won, the hands shown."""

    def hand(self, seat: int) -> Zone:
        return cast(Zone, self.zones[HAND[seat]])

    @property
    def stock(self) -> Zone:
        return cast(Zone, self.zones["stock"])

    @property
    def board(self) -> Zone:
        return cast(Zone, self.zones["board"])

    # ----- the deal -------------------------------------------------------------------------------
    def setup(self) -> list[Event]:
        o, n = self.options, self.players
        if o.dealer >= n:
            raise InvalidOption(f"option 'dealer' must be a seat of this table (0 to {n - 1}), "
                                f"not {o.dealer}")
        if o.small_blind > o.big_blind:
            raise InvalidOption(f"option 'small_blind' ({o.small_blind}) may not be bigger than "
                                f"'big_blind' ({o.big_blind})"
                                + ("; for no blinds set small_blind=0 too" if not o.big_blind else ""))
        self.zone("stock", "pile", layout="stock")
        self.zone("burn", "pile", layout="stack")
        self.zone("board", "row", layout="row")
        self.zone("muck", "pile", layout="stack")
        for s in range(n):
            self.zone(HAND[s], "hand", s, layout="hand")
        self.dealer = o.dealer
        self.start_session()
        self.betting = Betting(Chips(n, o.stack), o.limit, round_cap(o.limit, o.cap))
        return self.deal_hand()

    def deal_hand(self) -> list[Event]:
        """Gather the cards, shuffle, post the antes and blinds, deal three hole cards
        each from the dealer's left and open the pre-flop betting. Seats without chips
        sit out."""
        o, n = self.options, self.players
        chips = self.betting.chips
        self.hand_no += 1
        self.street = 0
        self.pending = 0
        self.descriptions = [""] * n
        self.lows = [""] * n
        self.won = [0] * n
        self.shown = False
        for z in self.zones.values():
            z.clear()
        out = [s for s in range(n) if not chips.stacks[s]]
        b = self.betting = Betting(chips, o.limit, round_cap(o.limit, o.cap), out=out)
        self.stock.fill(self.new_pack(list(PACK)))
        seats = b.live_from((self.dealer + 1) % n)
        posted: list[str] = []
        if o.ante:
            for s in seats:
                b.ante(s, o.ante)
            posted.append(f"everyone antes {o.ante}")
        if o.big_blind:
            sb, bb = blind_seats(seats, self.dealer)
            if o.small_blind:
                posted.append(f"seat {sb} posts a small blind of {b.blind(sb, o.small_blind)}")
            posted.append(f"seat {bb} posts a big blind of {b.blind(bb, o.big_blind)}")
            opener = (bb + 1) % n
        else:
            opener = seats[0]
        deal_round_robin(self.stock, [self.hand(s) for s in seats], 3, first=0)
        self.phase = "bet"
        # the big blind is the round's first bet: a 4-bet cap is the blind and 3 raises
        b.start_round(opener, round_size(o, 0), opened=1 if o.big_blind else 0)
        event = Event("deal", None, {"hand": self.hand_no, "dealer": self.dealer,
                                     "text": f"Hand {self.hand_no}: seat {self.dealer} deals"
                                             + "".join(f"; {p}" for p in posted)})
        return [event, *self._settle()]

    # ----- who acts -------------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == "over"

    def _actors(self) -> list[int]:
        if self.phase == "bet":
            return self.betting.actors[:1]  # the seat to act, if any
        if self.phase == "discard":
            return [s for s in range(self.players) if self.pending >> s & 1]
        if self.phase == "next":
            return [self.dealer]
        return []

    def _legal(self, seat: int) -> list[Action]:
        if self.phase == "next":
            return [DEAL] if seat == self.dealer else []
        if self.phase == "discard":
            if not self.pending >> seat & 1:
                return []
            return [DISCARD[c] for c in self.hand(seat).cards]
        return self.bet_legal(seat)

    # ----- the discard ------------------------------------------------------------------------------
    def verify_discard(self, seat: int, action: Action) -> Card:
        if self.phase != "discard":
            raise IllegalAction("there is nothing to discard now" if self.phase != "bet"
                                else "the betting is on: fold, check, call or raise")
        if not self.pending >> seat & 1:
            raise IllegalAction("you have discarded already" if self.betting.live[seat]
                                else "you have folded")
        name = card_name(str(action.card)) or str(action.card)
        card = CARD_BY_TEXT.get(name)
        cards = self.hand(seat).cards
        if card is None or card not in cards:
            raise IllegalAction(f"you have no {name} among your hole cards")
        return cards[cards.index(card)]

    def do_discard(self, seat: int, card: Card) -> list[Event]:
        self.hand(seat).move_card(card, self.zones["muck"], up=False, known=1 << seat)
        self.pending &= ~(1 << seat)
        events = [Event("discard", seat, {"text": f"Seat {seat} discards a card"},
                        {"card": CARD_TEXT[card], "text": f"You discard the {say(card)}"}, 1 << seat)]
        if not self.pending:
            events += self._next_street()
        return events

    # ----- the flow -------------------------------------------------------------------------------
    def after_bet(self) -> list[Event]:
        return self._settle()

    def _settle(self) -> list[Event]:
        """Move on if the betting round is over: to the discard, the next street or the
        end of the hand."""
        b = self.betting
        if self.phase != "bet" or b.actors:  # the round is not over
            return []
        b.end_round()
        if b.alone is not None:
            return self._finish()
        after = 0 if self.options.discard_after == "pre-flop" else 1
        if self.street == after:
            self.phase = "discard"
            self.pending = sum(1 << s for s in range(self.players) if b.live[s])
            return [Event("discard_phase", None, {
                "text": "Each player still in discards one of their three hole cards"})]
        return self._next_street()

    def _next_street(self) -> list[Event]:
        if self.street == 3:
            return self._finish()
        self.street += 1
        zones = self.zones
        stock, board = cast(Zone, zones["stock"]), cast(Zone, zones["board"])
        stock.move_to(zones["burn"], up=False)
        for _ in range(BOARD_AT[self.street] - BOARD_AT[self.street - 1]):
            stock.move_to(board, up=True)
        cards = board.cards[BOARD_AT[self.street - 1]:]
        name = STREETS[self.street]
        events = [Event("board", None, {"street": name, "cards": [CARD_TEXT[c] for c in cards],
                                        "text": f"The dealer burns a card; the {name}: "
                                                + ", ".join(say(c) for c in cards)})]
        self.phase = "bet"
        self.betting.start_round((self.dealer + 1) % self.players, round_size(self.options, self.street))
        return events + self._settle()

    # ----- the showdown ---------------------------------------------------------------------------
    def strengths(self) -> tuple[list[int], list[int]]:
        """Each live seat's best high (and, hi/lo, low) over its hole cards and the board
        (0 for seats out of the hand)."""
        n = self.players
        high, low = [0] * n, [0] * n
        board = list(self.board.cards)
        for s in range(n):
            if self.betting.live[s]:
                cards = list(self.hand(s).cards) + board
                high[s] = best_of(cards)
                if self.options.hilo:
                    low[s] = low8(cards)
        return high, low

    def _finish(self) -> list[Event]:
        b = self.betting
        self.pending = 0
        lone = b.alone
        if lone is not None:
            self.won = b.award([0] * self.players)
            events = [Event("win", lone, {"won": self.won[lone],
                                          "text": f"Everyone else folded: seat {lone} takes the pot "
                                                  f"of {self.won[lone]} without showing"})]
        else:
            events = [self._showdown()]
        return events + self.end_hand({"won": self.won[:], "hands": self.descriptions[:],
                                       "lows": self.lows[:]})

    def _showdown(self) -> Event:
        b = self.betting
        high, low = self.strengths()
        self.shown = True
        for s in range(self.players):
            if b.live[s]:
                h = self.hand(s)
                for i in range(len(h.cards)):
                    h.reveal(i, self.everyone)
                self.descriptions[s] = describe(high[s])
                if self.options.hilo:
                    self.lows[s] = describe_low(low[s])
        self.won = b.award(high, low if self.options.hilo else None, first=(self.dealer + 1) % self.players)
        text = showdown_text([(s, self.descriptions[s] + (f" and {self.lows[s]}" if self.options.hilo
                                                           else "")) for s in range(self.players)
                              if b.live[s]], self.won)
        return Event("showdown", None, {
            "hands": {str(s): [CARD_TEXT[c] for c in self.hand(s).cards] for s in range(self.players)
                      if b.live[s]},
            "won": self.won[:], "text": text})

    def result(self) -> Result | None:
        return self.session_result()
