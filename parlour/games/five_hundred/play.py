"""Five Hundred play: deal, "ace, no face", the auction, the middle, ten tricks, scoring.

The rules and rulings are documented in :mod:`parlour.games.five_hundred`. Each action
type has one legality path (``verify_<type>`` refuses with the reason, ``do_<type>``
plays it) and ``_legal`` lists from the same predicates. Shared mechanics: the auction
:class:`parlour.rules.auction.Auction`, the trick play
:class:`parlour.rules.tricks.TrickPhase` (with this game's bower and joker tables), the
sides :class:`parlour.rules.partnership.Partnerships` and the match
:class:`parlour.rules.match.Match`.
"""

from __future__ import annotations

from typing import Any, ClassVar

from parlour.cards import CARD_TEXT, SUIT_WORDS, Card, suit_named
from parlour.engine.actions import Action, CardParam, Text
from parlour.engine.declare import SearchHooks
from parlour.engine.events import Event
from parlour.engine.game import Game, Result, placing_from_scores
from parlour.engine.zones import Zone
from parlour.errors import IllegalAction
from parlour.games.five_hundred import bot as heuristic
from parlour.games.five_hundred import words
from parlour.games.five_hundred.present import PRESENTATION
from parlour.games.five_hundred.rules import (
    ANNOUNCE,
    BATCHES,
    BID_ACTION,
    CALLS,
    CARD,
    DEAL,
    DECLINE,
    DISCARD,
    GRAND,
    HAND_ID,
    LADDER,
    MIDDLE,
    NOMINATE,
    NULLO,
    PACK,
    PARTNER,
    PLAY,
    PLAY_ON,
    REDEAL,
    SEATS,
    SIDES,
    TABLES,
    TEAM,
    WON_ID,
    FiveHundredOptions,
    ace_no_face,
    call_named,
    hand_score,
    level,
    trump_of,
)
from parlour.rules.auction import PASS, Auction
from parlour.rules.match import Goal, Match
from parlour.rules.sorting import sort_hand
from parlour.rules.tricks import TrickPhase, follows

MIDDLE_SIZE = 5


def sort_key(suits: tuple[int, ...], strength: tuple[int, ...]) -> tuple[int, ...]:
    """Hands are shown by suit as the contract makes them (bowers with the trumps, the
    joker last in no trump), strongest last."""
    return tuple(suits[c] * 64 + strength[c] for c in range(128))


SORT = {t: sort_key(*TABLES[t][:2]) for t in TABLES}


class FiveHundred(Game):
    """Five Hundred (see :mod:`parlour.games.five_hundred` for the rules and rulings)."""

    name = "five-hundred"
    title = "Five Hundred"
    family = "trick-taking"
    summary = ("Four players in two partnerships bid for the contract with a 45-card pack and "
               "a joker: trumps with bowers, nullo and grand nullo; pass 500 by a made contract.")
    min_players = 4
    max_players = 4
    Options = FiveHundredOptions
    VARIANTS: ClassVar[dict[str, tuple[str, dict[str, Any]]]] = {
        "standard": ("The seed text with RULINGS 23: pass 500 by a made contract, -500 loses", {}),
        "reach-500": ("Reaching 500 by a made contract is enough (RULINGS 23, "
                      "win_comparator=gte)", {"win_comparator": "gte"}),
    }
    DEFAULT_VARIANT = "standard"
    ACTIONS: ClassVar[dict[str, dict[str, Any]]] = {
        "announce": {}, "decline": {}, "redeal": {}, "play-on": {},
        "bid": {"call": Text(list(CALLS))},
        "discard": {"card": CardParam([str(c) for c in PACK])},
        "play": {"card": CardParam([str(c) for c in PACK])},
        "nominate": {"suit": Text(list(SUIT_WORDS))},
        "deal": {},
    }
    COPY_FIELDS = ("scores", "history", "announced", "barred", "calls", "auction", "tricks",
                   "match")
    presentation = PRESENTATION
    bot = heuristic.HeuristicBot
    search = SearchHooks(rollout_policy=heuristic.rollout_policy,
                         rollout_value=heuristic.rollout_value,
                         refine_world=heuristic.refine_world,
                         options=heuristic.SEARCH_OPTIONS)

    options: FiveHundredOptions
    zones: dict[str, Zone]  # type: ignore[assignment]  # no grids
    phase: str
    """``announce`` ("ace, no face" round), ``respond`` (the partner decides), ``bid``,
    ``discard`` (the middle), ``play``, ``scored`` (the next dealer deals) or ``over``."""
    turn: int
    scores: list[int]
    history: list[dict[str, Any]]
    announced: list[int]
    """Seats that announced "ace, no face" this deal (in order)."""
    barred: list[bool]
    """Per team: announced "ace, no face" and played on, so no nullo bid (RULINGS 23)."""
    calls: list[str | None]
    """Per seat, its last call this auction (``None``: none yet)."""
    asked: int
    """Seats asked so far in the "ace, no face" round."""
    auction: Auction[str]
    contract: str | None
    declarer: int
    nominating: bool
    """The joker was led in a hand without trumps: the leader names the suit to follow."""
    discards: int
    """Cards still to discard to the middle by the seat on turn."""
    tricks: TrickPhase
    match: Match
    goal: Goal

    # ----- zones and shared state ---------------------------------------------------------
    @property
    def dealer(self) -> int:
        return self.match.dealer

    def hand(self, seat: int) -> Zone:
        return self.zones[HAND_ID[seat]]

    def trick(self) -> Zone:
        return self.zones["trick"]

    def middle(self) -> Zone:
        return self.zones[MIDDLE]

    @property
    def trump(self) -> int | None:
        return trump_of(self.contract)

    # ----- deal ----------------------------------------------------------------------------
    def setup(self) -> list[Event]:
        for s in range(SEATS):
            self.zone(HAND_ID[s], "hand", s, layout="hand")
        self.zone(MIDDLE, "pile", layout="stack", spread=True)  # the declarer sees its discards
        self.zone("trick", "trick", layout="trick")
        for t in range(SIDES.count):  # "kept in a discard pile in front of one of the partners"
            self.zone(WON_ID[t], "pile", SIDES.members[t][0], layout="tricks")
        self.scores = [0, 0]
        self.history = []
        self.goal = self.options.goal()
        self.match = Match(SEATS, Goal(), dealer=0)  # the end is :meth:`_verdict`'s
        self.tricks = TrickPhase(SEATS)
        self.auction = Auction([0], LADDER)
        self.calls = [None] * SEATS
        return self._deal()

    def _deal(self, redeal: bool = False) -> list[Event]:
        """Ten cards each and five to the middle, in the batches of :data:`BATCHES`
        from the dealer's left (RULINGS 23); a redeal ("ace, no face") keeps the dealer
        and does not count as a deal."""
        hand_no = self.match.next_deal(counted=not redeal)
        zones = self.zones
        for z in zones.values():
            z.clear()
        top_first = self.new_pack(list(PACK))[::-1]
        d = self.match.dealer
        held: list[list[Card]] = [[] for _ in range(SEATS)]
        middle = []
        i = 0
        for where, n in BATCHES:
            if where == "middle":
                middle += top_first[i:i + n]
                i += n
                continue
            for k in range(SEATS):
                s = (d + 1 + k) % SEATS
                held[s] += top_first[i:i + n]
                i += n
        order = SORT[None]
        for s in range(SEATS):
            zones[HAND_ID[s]].fill(sorted(held[s], key=order.__getitem__), False, 1 << s)
        zones[MIDDLE].fill(middle)
        self.contract = None
        self.declarer = -1
        self.nominating = False
        self.discards = 0
        self.announced = []
        self.barred = [False, False]
        self.calls = [None] * SEATS
        self.asked = 0
        self.tricks = TrickPhase(SEATS)
        first = self.match.left_of_dealer()
        self.auction = Auction([(d + 1 + k) % SEATS for k in range(SEATS)], LADDER,
                               style="rotation", rounds=self.options.rounds)
        self.turn = first
        self.phase = "announce" if self.options.ace_no_face else "bid"
        return [Event("deal", None, {"hand": hand_no, "dealer": d, "redeal": redeal,
                                     "text": words.dealt(hand_no, d, redeal)})]

    # ----- who acts ------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == "over"

    def _actors(self) -> list[int]:
        return [self.turn]

    def _waiting(self) -> list[int]:
        return [self.turn]

    # ----- legal actions -------------------------------------------------------------------
    def _legal(self, seat: int) -> list[Action]:
        if seat != self.turn:
            return []
        phase = self.phase
        if phase == "play":
            if self.nominating:
                return [NOMINATE[s] for s in self._nominable(seat)]
            hand = self.hand(seat).cards
            return [PLAY[c] for c in self.tricks.playable(hand, self.trick().cards)]
        if phase == "bid":
            return [BID_ACTION[c] for c in self._bids(seat)] + [BID_ACTION[PASS]]
        if phase == "discard":
            return [DISCARD[c] for c in self.hand(seat).cards]
        if phase == "announce":
            return [ANNOUNCE, DECLINE] if self._may_announce(seat) else [DECLINE]
        if phase == "respond":
            return [REDEAL, PLAY_ON]
        if phase == "scored":
            return [DEAL]
        return []

    def _may_announce(self, seat: int) -> bool:
        """"A player may declare 'ace, no face', meaning that they have exactly one ace
        but no face cards or joker"."""
        return ace_no_face(self.hand(seat).cards)

    def _bids(self, seat: int) -> list[str]:
        """The ladder's bids above the high bid (:class:`Auction`), less those the text
        bars: inkle after a seat's first call or for the third and fourth bidders
        (RULINGS 23), nullo for a side that played on after "ace, no face", grand
        nullo unless the partner has bid nullo."""
        a = self.auction
        out = []
        inkle = a.order.index(seat) < 2 and self.calls[seat] is None
        partner_nullo = (PARTNER[seat], NULLO) in a.calls
        for b in a.bids(seat):
            if b == NULLO:
                if self.barred[TEAM[seat]]:
                    continue
            elif b == GRAND:
                if not partner_nullo:
                    continue
            elif level(b) == 6 and not inkle:
                continue
            out.append(b)
        return out

    def _bid_refusal(self, seat: int, call: str) -> str | None:
        why = self.auction.refusal(seat, call)
        high = self.auction.high
        if why is not None and high is not None and call in LADDER:  # in words, not codes
            return f"bid higher than {words.call_name(high).lower()} or pass"
        if why is not None or call == PASS or call in self._bids(seat):
            return why
        if call == NULLO and self.barred[TEAM[seat]]:
            return "your side announced \"ace, no face\" and played on: no nullo bid"
        if call == GRAND and (PARTNER[seat], NULLO) not in self.auction.calls:
            return "grand nullo may be bid only after your partner has bid nullo"
        return "inkle (a bid of six) is only for the first two bidders, on their first call"

    def _nominable(self, seat: int) -> list[int]:
        """Suits the joker's leader may name: not one it has shown out of (the text);
        if it has shown out of all four, any."""
        void = self.tricks.voids[seat]
        return [s for s in range(4) if not void >> s & 1] or [0, 1, 2, 3]

    # ----- checks --------------------------------------------------------------------------
    def _turn_check(self, seat: int, phase: str) -> None:
        if self.phase != phase:
            raise IllegalAction(words.out_of_phase(self.phase, phase))
        if seat != self.turn:
            raise IllegalAction(f"it is seat {self.turn}'s turn, not seat {seat}'s")

    def verify_announce(self, seat: int, action: Action) -> None:
        self._turn_check(seat, "announce")
        self.require(self._may_announce(seat),
                     "\"ace, no face\" needs exactly one ace and no jack, queen, king or joker")

    def verify_decline(self, seat: int, action: Action) -> None:
        self._turn_check(seat, "announce")

    def verify_redeal(self, seat: int, action: Action) -> None:
        self._turn_check(seat, "respond")

    def verify_play_on(self, seat: int, action: Action) -> None:
        self._turn_check(seat, "respond")

    def verify_bid(self, seat: int, action: Action) -> str:
        self._turn_check(seat, "bid")
        call = call_named(action.params[0][1])
        why = self._bid_refusal(seat, call)
        if why is not None:
            raise IllegalAction(why)
        return call

    def verify_discard(self, seat: int, action: Action) -> int:
        self._turn_check(seat, "discard")
        card = CARD[action.params[0][1]]
        hand = self.hand(seat).cards
        self.require(card in hand, f"you do not hold the {words.card(card)}")
        return hand.index(card)

    def verify_play(self, seat: int, action: Action) -> int:
        self._turn_check(seat, "play")
        self.require(not self.nominating, "name the suit to follow the joker first")
        card = CARD[action.params[0][1]]
        hand = self.zones[HAND_ID[seat]].cards
        if card not in hand:
            raise IllegalAction(f"you do not hold the {words.card(card)}")
        tricks = self.tricks
        if not follows(hand, tricks.led(self.zones["trick"].cards), card, tricks.suit):
            raise IllegalAction(tricks.refusal(hand, self.zones["trick"].cards, card) or "follow suit")
        return hand.index(card)

    def verify_nominate(self, seat: int, action: Action) -> int:
        self._turn_check(seat, "play")
        self.require(self.nominating, "only the leader of the joker in a hand without "
                                      "trumps names a suit")
        suit = suit_named(action.params[0][1])
        self.require(suit in self._nominable(seat),
                     f"you have shown you hold no {SUIT_WORDS[suit]}: name another suit")
        return suit

    def verify_deal(self, seat: int, action: Action) -> None:
        self._turn_check(seat, "scored")

    # ----- "ace, no face" ------------------------------------------------------------------
    def _next_asked(self) -> list[Event]:
        self.asked += 1
        if self.asked < SEATS:
            self.turn = (self.dealer + 1 + self.asked) % SEATS
            return []
        self.phase = "bid"
        self.turn = self.auction.order[0]
        return [Event("bidding", None, {"text": words.bidding_opens(self.turn)})]

    def do_announce(self, seat: int, _: None) -> list[Event]:
        self.announced.append(seat)
        self.phase = "respond"
        self.turn = PARTNER[seat]
        return [Event("announce", seat, {"text": words.announced(seat)})]

    def do_decline(self, seat: int, _: None) -> list[Event]:
        return [Event("decline", seat, {"text": f"Seat {seat} does not announce"}),
                *self._next_asked()]

    def do_redeal(self, seat: int, _: None) -> list[Event]:
        """"The player's partner may agree to have the hand redealt by the same dealer"."""
        return [Event("redeal", seat, {"text": f"Seat {seat} asks for a new deal"}),
                *self._deal(redeal=True)]

    def do_play_on(self, seat: int, _: None) -> list[Event]:
        self.barred[TEAM[seat]] = True
        self.phase = "announce"
        self.turn = PARTNER[seat]  # the round goes on after the announcer
        return [Event("play-on", seat, {"text": f"Seat {seat} plays on: no nullo for "
                                                  f"{SIDES.names(TEAM[seat])}"}),
                *self._next_asked()]

    # ----- the auction ---------------------------------------------------------------------
    def do_bid(self, seat: int, call: str) -> list[Event]:
        a = self.auction
        a.call(seat, call)
        self.calls[seat] = call
        events = [Event("bid", seat, {"call": call, "text": words.called(seat, call)})]
        if not a.done:
            assert a.turn is not None
            self.turn = a.turn
            return events
        if a.winner is None:  # "the game is played with no trumps and no contract"
            events.append(Event("contract", None, {"contract": None,
                                                   "text": words.no_contract()}))
            return events + self._start_play(self.match.left_of_dealer())
        assert a.high is not None
        self.contract = a.high
        self.declarer = a.winner
        events.append(Event("contract", a.winner, {"contract": a.high,
                                                   "text": words.contract(a.winner, a.high)}))
        return events + self._take_middle(a.winner)

    # ----- the middle ----------------------------------------------------------------------
    def _take_middle(self, seat: int) -> list[Event]:
        """The seat takes the five cards of the middle into its hand and must discard five."""
        middle, hand = self.middle(), self.hand(seat)
        taken = [CARD_TEXT[c] for c in middle.cards]
        middle.move_all(hand, up=False, learn=1 << seat)
        order = SORT[self.trump]
        self._sort(hand, order)
        self.phase = "discard"
        self.turn = seat
        self.discards = MIDDLE_SIZE
        return [Event("middle", seat, {"text": f"Seat {seat} takes the middle"},
                      secret={"cards": taken}, to=1 << seat)]

    @staticmethod
    def _sort(hand: Zone, order: tuple[int, ...]) -> None:
        """By suit as the contract makes suits; cards others know (grand nullo's passed
        discards) grouped apart, so their places tell nothing (:func:`sort_hand`)."""
        sort_hand(hand, order)

    def do_discard(self, seat: int, index: int) -> list[Event]:
        hand = self.hand(seat)
        card = hand.move_to(self.middle(), index, up=False)
        self.discards -= 1
        events = [Event("discard", seat, {"text": f"Seat {seat} discards a card"},
                        secret={"card": CARD_TEXT[card]}, to=1 << seat)]
        if self.discards:
            return events
        if self.contract == GRAND and seat == self.declarer:
            # "Their partner, the player bidding nullo, takes the five discards into
            # their hand and discards five cards themselves."
            return events + self._take_middle(PARTNER[seat])
        return events + self._start_play(self.declarer)

    # ----- the play ------------------------------------------------------------------------
    def _start_play(self, leader: int) -> list[Event]:
        """"The declarer leads to the first trick, unless there is no declarer, in which
        case the player to the dealer's left leads." In nullo the partner sits out."""
        trump = self.trump
        suits, strength, trumps = TABLES[trump]
        seats: list[int] | None = None
        if self.contract == NULLO:
            out = PARTNER[self.declarer]
            seats = [s for s in range(SEATS) if s != out]
        self.tricks.deal(leader=leader, seats=seats or list(range(SEATS)))
        self.tricks.set_trump(trumps, suits, strength)
        order = SORT[trump]
        for s in range(SEATS):
            self._sort(self.hand(s), order)
        self.phase = "play"
        self.turn = leader
        return [Event("play-begins", leader, {"text": words.play_begins(leader, seats)})]

    def do_play(self, seat: int, index: int) -> list[Event]:
        zones = self.zones
        hand, trick = zones[HAND_ID[seat]], zones["trick"]
        card = hand.cards[index]
        event = Event("play", seat, {"card": CARD_TEXT[card]})
        tricks = self.tricks
        if not trick.cards and tricks.trump == 4 and card & 0x70 == 0x40:
            # the joker led with no trump suit: "the leader declares a suit"
            tricks.play(seat, card, hand, trick, self.everyone, index)
            self.nominating = True
            return [event]
        if not tricks.play(seat, card, hand, trick, self.everyone, index):
            self.turn = tricks.after[seat]
            return [event]
        return [event, *self._gather()]

    def do_nominate(self, seat: int, suit: int) -> list[Event]:
        self.tricks.call(suit)
        self.nominating = False
        self.turn = self.tricks.after[seat]
        return [Event("nominate", seat, {"suit": SUIT_WORDS[suit],
                                         "text": f"Seat {seat} names {SUIT_WORDS[suit]}"})]

    def _gather(self) -> list[Event]:
        """"The trick is collected by the player who played the highest card of the suit
        led, or the highest trump if one was played"; its winner leads the next."""
        tricks = self.tricks
        trick = self.trick()
        last = [CARD_TEXT[c] for c in trick.cards]
        win = tricks.winner(trick.cards)
        tricks.gather(trick, self.zones[WON_ID[TEAM[win]]], win)
        self.turn = win
        events = [Event("trick", win, {"cards": last, "text": words.trick_won(win, last)})]
        if sum(tricks.taken) < 10:  # "The hand must be played out to the end"
            return events
        return events + self._score_hand()

    # ----- scoring -------------------------------------------------------------------------
    def _score_hand(self) -> list[Event]:
        team_tricks = SIDES.totals(self.tricks.taken)
        declarers = TEAM[self.declarer] if self.declarer >= 0 else 0
        points, made = hand_score(self.contract, declarers, team_tricks)
        for t in range(2):
            self.scores[t] += points[t]
        line = {"hand": self.match.deals, "dealer": self.dealer, "contract": self.contract,
                "declarer": self.declarer if self.declarer >= 0 else None, "made": made,
                "tricks": team_tricks, "points": points, "scores": self.scores[:]}
        self.history.append(line)
        events = [Event("score", None, {"points": points, "scores": self.scores[:],
                                        "made": made,
                                        "text": words.scored(line)})]
        verdict = self._verdict(made)
        if verdict is not None:
            self.match.over = True
            self.match.verdict = verdict
            self.phase = "over"
            return events
        self.match.hand_scored([0, 0])  # no goal of its own (above): the deal rotates
        self.phase = "scored"
        self.turn = self.dealer
        return events

    def _verdict(self, made: bool) -> str | None:
        """"Game play continues until one partnership exceeds a score of 500 by
        fulfilling a contract"; "If a partnership ever reaches a score of -500, they
        automatically lose"; the ``deals`` option ends the match after that many deals."""
        goal = self.goal
        s = self.scores
        if any(x <= self.options.lose_at for x in s):
            return "floor"
        if made and self.declarer >= 0 and goal.reached(s[TEAM[self.declarer]]):
            return "target"
        if self.options.deals and self.match.deals >= self.options.deals:
            return "deals"
        return None

    def do_deal(self, seat: int, _: None) -> list[Event]:
        return self._deal()

    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        scores = [float(x) for x in SIDES.per_seat(self.scores)]
        verdict = self.match.verdict
        s0, s1 = self.scores
        if verdict == "target":
            team = TEAM[self.history[-1]["declarer"]]
        elif verdict == "floor":
            low = [t for t in range(2) if self.scores[t] <= self.options.lose_at]
            team = 1 - low[0] if len(low) == 1 else (0 if s0 > s1 else 1 if s1 > s0 else -1)
        else:
            team = 0 if s0 > s1 else 1 if s1 > s0 else -1
        details = {"hands": [dict(h) for h in self.history]}
        if team < 0:
            return Result(scores, [], [1] * SEATS, words.drawn(s0, self.match.deals), details)
        return Result(scores, list(SIDES.members[team]), placing_from_scores(scores),
                      words.won(team, verdict or "deals", self.scores, self.options), details)

    # ----- views and labels ---------------------------------------------------------------
    def _view(self, seat: int | None) -> dict[str, Any]:
        tricks = self.tricks
        trick = self.trick().cards
        out_seat = PARTNER[self.declarer] if self.contract == NULLO and self.phase in (
            "play", "scored", "over") else None
        return {
            "phase": self.phase, "turn": self.turn, "dealer": self.dealer,
            "hand": self.match.deals,
            "auction": [words.called(s, c) for s, c in self.auction.calls],
            "bids": [words.call_name(c) if c else "" for c in self.calls],
            "contract": words.call_name(self.contract) if self.contract else (
                "none: everyone passed" if self.auction.all_passed else ""),
            "declarer": self.declarer if self.declarer >= 0 else None,
            "contract_code": self.contract,
            "high_bidder": self.auction.winner,
            "announced": self.announced[:],
            "sitting_out": out_seat,
            "called": SUIT_WORDS[tricks.called] if tricks.called is not None else "",
            "trick_seats": tricks.trick_seats(len(trick)) if self.phase == "play" else [],
            "tricks": tricks.taken[:],
            "scores": SIDES.per_seat(self.scores),
            "target": self.options.target,
            "last_trick": [CARD_TEXT[c] for c in tricks.last],
            "last_seats": self._last_seats(),
            "last_winner": tricks.last_winner if tricks.last else None,
            "prompt": self._prompt(seat),
        }

    def _last_seats(self) -> list[int]:
        """Who played each card of the last trick, its leader first."""
        t = self.tricks
        if not t.last:
            return []
        i = t.seats.index(t.last_leader)
        return [t.seats[(i + k) % len(t.seats)] for k in range(len(t.last))]

    def _prompt(self, seat: int | None) -> str:
        phase, t = self.phase, self.turn
        if phase == "over":
            res = self.result()
            return f"Game over: {res.reason}" if res else "Game over"
        if seat != t:
            doing = "name the suit for the joker" if self.nominating else words.PHASE_DOING[phase]
            return f"Waiting for seat {t} to {doing}."
        if phase == "announce":
            return ("You may announce \"ace, no face\" (your partner may then ask for a new "
                    "deal), or carry on." if self._may_announce(seat) else
                    "Nothing to announce: carry on to the bidding.")
        if phase == "respond":
            return (f"Your partner, seat {PARTNER[seat]}, announced \"ace, no face\": redeal, or "
                    "play on (your side may then not bid nullo)?")
        if phase == "bid":
            high = self.auction.high
            if high is None:
                return "Your call: bid or pass."
            name = words.call_name(high).lower()
            if not any(a.type == "bid" and a.call != PASS for a in self.legal_actions(seat)):
                return f"No call beats {name}: pass."
            return f"Your call: outbid {name} or pass."
        if phase == "discard":
            return f"Discard {words.plural(self.discards, 'card')} face down to the middle."
        if phase == "scored":
            return "The hand is scored: deal the next hand."
        if self.nominating:
            return "You led the joker: name the suit the others must follow."
        if not self.zones["trick"].cards:
            return "Your lead: play a card."
        return "Your turn: play a card (follow suit if you can)."

    def label(self, action: Action, seat: int | None = None) -> str:
        t = action.type
        if t == "bid":
            return words.call_label(action.params[0][1])
        if t in ("play", "discard"):
            c = CARD[action.params[0][1]]
            return f"{'Play' if t == 'play' else 'Discard'} {words.card(c)}"
        if t == "nominate":
            return f"Name {action.params[0][1]}"
        return words.LABELS.get(t, super().label(action, seat))

    def targets(self, action: Action, seat: int | None = None) -> list[dict[str, Any]]:
        if action.type not in ("play", "discard") or seat is None:
            return []
        hand = self.hand(seat)
        c = CARD[action.params[0][1]]
        return [{"zone": hand.id, "index": hand.cards.index(c)}] if c in hand.cards else []
