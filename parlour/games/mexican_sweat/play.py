"""Mexican Sweat play: seven unseen cards each, the kill card and the card to beat,
flipping turns, a betting round after each, until one player is left. Rules and rulings
are documented in :mod:`parlour.games.mexican_sweat`."""

from __future__ import annotations

from typing import Any, ClassVar, cast

from parlour.cards import Card
from parlour.cards import face as say
from parlour.engine.actions import Action, Int
from parlour.engine.events import Event
from parlour.engine.game import Game, Result
from parlour.engine.zones import Zone
from parlour.errors import IllegalAction, InvalidOption
from parlour.games.mexican_sweat.rules import HAND, PACK, MexicanSweatOptions
from parlour.hands.partial import describe_exposed, exposed_key
from parlour.rules.betting import Betting, round_cap
from parlour.rules.betting_turns import DEAL, SESSION_ACTIONS, PokerSession
from parlour.rules.chips import Chips
from parlour.words import in_sentence

FLIP = tuple(Action("flip", index=i) for i in range(7))




class MexicanSweatRules(PokerSession, Game):
    """The Mexican Sweat state machine (views and words are added by ``MexicanSweat``)."""

    name = "mexican-sweat"
    title = "Mexican Sweat"
    family = "poker"
    summary = ("Seven cards you may not look at: turn them up one by one until you beat the best "
               "hand showing, dodge the kill card, bet after every turn; the last player left wins.")
    min_players = 2
    max_players = 7
    default_players = 4
    Options = MexicanSweatOptions
    VARIANTS: ClassVar[dict[str, tuple[str, dict[str, Any]]]] = {
        "standard": ("Nobody sees their own cards until they are turned up", {}),
        "peek": ("Each player looks at their last card before the first card is turned up",
                 {"peek": True}),
    }
    DEFAULT_VARIANT = "standard"
    ACTIONS: ClassVar[dict[str, dict[str, Any]]] = {**SESSION_ACTIONS, "flip": {"index": Int(0, 6)}}
    COPY_FIELDS = ("betting", "start", "history", "won", "fate")

    options: MexicanSweatOptions
    dealer: int
    phase: str
    """``flip``, ``bet``, ``next``, ``over``."""
    turn: int
    best: int
    """The seat holding the best exposed hand (-1: nobody has beaten the card to beat)."""
    won: list[int]
    fate: list[str]
    """Per seat: "" (in), "killed", "beaten" (all cards up and no beat) or "folded"."""

    def hand(self, seat: int) -> Zone:
        return cast(Zone, self.zones[HAND[seat]])

    def exposed(self, seat: int) -> list[int]:
        h = self.hand(seat)
        return [int(c) for c, up in zip(h.cards, h.up, strict=True) if up]

    def hidden(self, seat: int) -> list[int]:
        """Positions of the seat's cards still face down."""
        return [i for i, up in enumerate(self.hand(seat).up) if not up]

    @property
    def kill_card(self) -> int:
        return int(cast(Zone, self.zones["kill"]).cards[0])

    @property
    def to_beat(self) -> list[int]:
        """The exposed hand to beat: the best player's, or the card to beat."""
        return self.exposed(self.best) if self.best >= 0 else [int(cast(Zone, self.zones["beat"]).cards[0])]

    # ----- the deal ---------------------------------------------------------------------------------
    def setup(self) -> list[Event]:
        o, n = self.options, self.players
        if o.dealer >= n:
            raise InvalidOption(f"option 'dealer' must be a seat of this table (0 to {n - 1}), "
                                f"not {o.dealer}")
        self.zone("stock", "pile", layout="stock")
        self.zone("kill", "row", layout="row")
        self.zone("beat", "row", layout="row")
        for s in range(n):
            self.zone(HAND[s], "hand", s, layout="hand")
        self.dealer = o.dealer
        self.start_session()
        self.betting = Betting(Chips(n, o.stack), o.limit, round_cap(o.limit, o.cap))
        return self.deal_hand()

    def deal_hand(self) -> list[Event]:
        """Antes; seven cards face down to each player, seen by nobody (peek: the last by
        its owner); the kill card and the card to beat face up; the first flipping turn."""
        o, n = self.options, self.players
        chips = self.betting.chips
        self.hand_no += 1
        self.won = [0] * n
        self.best = -1
        for z in self.zones.values():
            z.clear()
        out = [s for s in range(n) if not chips.stacks[s]]
        self.fate = ["out" if s in out else "" for s in range(n)]
        b = self.betting = Betting(chips, o.limit, round_cap(o.limit, o.cap), out=out)
        stock = cast(Zone, self.zones["stock"])
        stock.fill(self.new_pack(list(PACK)))
        seats = b.live_from((self.dealer + 1) % n)
        for s in seats:
            b.ante(s, o.ante)
        for k in range(7):
            for s in seats:
                stock.move_to(self.hand(s), up=False, known=(1 << s) if o.peek and k == 6 else 0)
        stock.move_to(self.zones["kill"], up=True)
        stock.move_to(self.zones["beat"], up=True)
        kill, beat = self.kill_card, self.to_beat[0]
        events = [Event("deal", None, {"hand": self.hand_no, "dealer": self.dealer,
                                       "kill": str(Card(kill)), "beat": str(Card(beat)),
                                       "text": f"Hand {self.hand_no}: seat {self.dealer} deals seven "
                                               f"cards each. Kill card {say(kill)}; card to beat "
                                               f"{say(beat)}"})]
        self.phase = "flip"
        self.turn = -1
        return events + self._next_flipper((self.dealer + 1) % n)

    # ----- who acts -----------------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == "over"

    def _actors(self) -> list[int]:
        if self.phase == "bet":
            a = self.betting.actor
            return [] if a is None else [a]
        if self.phase == "flip":
            return [self.turn]
        if self.phase == "next":
            return [self.dealer]
        return []

    def _legal(self, seat: int) -> list[Action]:
        if self.phase == "next":
            return [DEAL] if seat == self.dealer else []
        if self.phase == "flip":
            return [FLIP[i] for i in self.hidden(seat)] if seat == self.turn else []
        return self.bet_legal(seat)

    def may_flip(self, seat: int) -> bool:
        """Who flips in turn: a player still in whose hand does not hold the best
        exposed hand and who has cards face down (RULINGS 19)."""
        return self.betting.live[seat] and seat != self.best and bool(self.hidden(seat))

    # ----- flipping ------------------------------------------------------------------------------------
    def verify_flip(self, seat: int, action: Action) -> int:
        if self.phase != "flip":
            raise IllegalAction("it is not a flipping turn" if self.phase != "bet"
                                else "the betting is on: fold, check, call or raise")
        if seat != self.turn:
            raise IllegalAction(f"it is seat {self.turn}'s turn to turn up cards, not yours")
        index: int = action.index
        if index not in self.hidden(seat):
            held = len(self.hand(seat).cards)
            why = (f"card {index} of your hand is already face up" if 0 <= index < held
                   else f"your hand has no card {index} (its cards are 0 to {held - 1})")
            raise IllegalAction(f"{why} (choose one of {', '.join(map(str, self.hidden(seat)))})")
        return index

    def do_flip(self, seat: int, index: int) -> list[Event]:
        h = self.hand(seat)
        h.reveal(index, self.everyone)
        card = int(h.cards[index])
        mine = self.exposed(seat)
        event = Event("flip", seat, {"card": str(Card(card)), "index": index,
                                     "text": f"Seat {seat} turns up the {say(card)}"})
        preceding = self.best if self.best >= 0 else self.dealer
        if (card & 15) == (self.kill_card & 15):
            self.fate[seat] = "killed"
            self.betting.eliminate(seat)
            return [event, Event("killed", seat, {"text": f"The {say(card)} matches the kill card: "
                                                          f"seat {seat}'s hand is dead"}),
                    *self._after_turn(preceding)]
        if exposed_key(mine) > exposed_key(self.to_beat):
            beaten = self.best
            self.best = seat
            events = [event, Event("beat", seat, {"hand": describe_exposed(mine),
                                                  "text": f"Seat {seat} beats it with "
                                                          f"{in_sentence(describe_exposed(mine))}"})]
            if beaten >= 0 and self.betting.live[beaten] and not self.hidden(beaten):
                self.fate[beaten] = "beaten"
                self.betting.eliminate(beaten)
                events.append(Event("out", beaten, {"text": f"Seat {beaten} has no card left to "
                                                            f"turn up and is out"}))
            return events + self._after_turn(seat)
        if not self.hidden(seat):
            self.fate[seat] = "beaten"
            self.betting.eliminate(seat)
            return [event, Event("out", seat, {"text": f"Seat {seat} has turned up every card "
                                                       f"without beating it and is out"}),
                    *self._after_turn(preceding)]
        return [event]

    def _after_turn(self, leader: int) -> list[Event]:
        """The flipping turn is over: the hand ends if one player is left, else a betting
        round led by ``leader``."""
        b = self.betting
        if b.alone is not None:
            return self._finish()
        self.phase = "bet"
        b.start_round(leader, self.options.bet)
        return [Event("betting", None, {"text": f"A betting round, led by seat "
                                                f"{b.actor if b.actor is not None else leader}"}),
                *self._settle()]

    def _next_flipper(self, start: int) -> list[Event]:
        n = self.players
        for k in range(n):
            s = (start + k) % n
            if self.may_flip(s):
                self.phase = "flip"
                self.turn = s
                return [Event("turn", s, {"text": f"Seat {s} turns up cards until beating "
                                                  f"{in_sentence(describe_exposed(self.to_beat))}"})]
        return self._finish()

    # ----- betting ------------------------------------------------------------------------------------
    def after_bet(self) -> list[Event]:
        return self._settle()

    def _settle(self) -> list[Event]:
        b = self.betting
        if self.phase != "bet" or not b.round_over:
            return []
        b.end_round()
        for s in range(self.players):
            if not b.live[s] and not self.fate[s]:
                self.fate[s] = "folded"
        if b.alone is not None:
            return self._finish()
        return self._next_flipper((self.turn + 1) % self.players)

    def _finish(self) -> list[Event]:
        """The last player left takes every pot they are in. A side pot they did not pay
        into (they were all in) goes to the best hand among its contestants who were
        beaten, not killed or folded: their cards are all face up, so their hands compare
        as at a showdown (a killed hand "is not eligible to win")."""
        b = self.betting
        lone = b.alone
        assert lone is not None
        beaten = {s: exposed_key(self.exposed(s)) for s in range(self.players) if self.fate[s] == "beaten"}
        ranks = sorted(set(beaten.values()))
        strength = [0] * self.players
        for s, key in beaten.items():
            strength[s] = 1 + ranks.index(key)
        strength[lone] = len(ranks) + 1
        self.won = b.award(strength, first=(self.dealer + 1) % self.players,
                           contestants=[lone, *beaten])
        events = [Event("win", lone, {"won": self.won[lone],
                                      "text": f"Seat {lone} is the last player left and takes the "
                                              f"pot of {self.won[lone]}"})]
        for s in beaten:
            if self.won[s]:
                events.append(Event("side_pot", s, {
                    "won": self.won[s],
                    "text": f"Seat {s} takes a side pot of {self.won[s]} that seat {lone} was not "
                            f"in, with {in_sentence(describe_exposed(self.exposed(s)))}"}))
        return events + self.end_hand({"won": self.won[:], "fate": self.fate[:]})

    def result(self) -> Result | None:
        return self.session_result()
