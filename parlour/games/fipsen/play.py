"""Fipsen play: the deal with the skat, the pairwise auction, the skat or Kieker
exchange, naming trumps, five tricks with stop or play on, and scoring over fixed deals.

The rules and rulings are documented in :mod:`parlour.games.fipsen`. Shared mechanics:
the auction :class:`parlour.rules.auction.Auction` (``duel`` with ``hold``), the trick
play :class:`parlour.rules.tricks.TrickPhase` (the 7♦ alone in its suit: a one-card trump
suit under Ruten), hands sorted by :func:`parlour.rules.sorting.sort_hand`, the deals
:class:`parlour.rules.match.Match`.
"""

from __future__ import annotations

from typing import Any, ClassVar

from parlour.cards import CARD_TEXT, DIAMONDS, SUIT_WORDS, Card, suit_named
from parlour.engine.actions import Action, CardParam, Text
from parlour.engine.declare import SearchHooks
from parlour.engine.events import Event
from parlour.engine.game import Game, Result, placing_from_scores
from parlour.engine.zones import Zone
from parlour.errors import IllegalAction
from parlour.games.fipsen import bot as heuristic
from parlour.games.fipsen import words
from parlour.games.fipsen.present import PRESENTATION
from parlour.games.fipsen.rules import (
    ASIDE,
    BID_ACTION,
    CALLS,
    CARD,
    DEAL,
    DISCARD,
    HAND_ID,
    KIEKER,
    LADDER,
    PACK,
    PLAY,
    PLAY_ON,
    PLAYED,
    SEATS,
    SKAT,
    STOP,
    SURRENDER,
    TRUMP,
    FipsenOptions,
    contract_value,
    five_is_durch,
    is_kieker_hand,
    modifiers,
    tricks_of,
)
from parlour.rules.auction import PASS, Auction
from parlour.rules.match import Goal, Match
from parlour.rules.sorting import sort_hand
from parlour.rules.tricks import STRENGTH, SUIT, TrickPhase

SORT = tuple(SUIT[c] * 64 + STRENGTH[c] for c in range(1024))


class Fipsen(Game):
    """Fipsen (see :mod:`parlour.games.fipsen` for the rules and rulings)."""

    name = "fipsen"
    title = "Fipsen"
    family = "trick-taking"
    summary = ("Four players, 25 cards, five tricks: bid how many you will take, with Hand, "
               "Ruten and Durch doubling the stakes; the declarer plays alone.")
    min_players = 4
    max_players = 4
    Options = FipsenOptions
    ACTIONS: ClassVar[dict[str, dict[str, Any]]] = {
        "bid": {"call": Text(list(CALLS))},
        "discard": {"card": CardParam([str(c) for c in PACK])},
        "trump": {"suit": Text(list(SUIT_WORDS))},
        "surrender": {}, "play": {"card": CardParam([str(c) for c in PACK])},
        "stop": {}, "play-on": {}, "deal": {},
    }
    COPY_FIELDS = ("scores", "history", "calls", "kiekers", "auction", "tricks", "match")
    presentation = PRESENTATION
    bot = heuristic.HeuristicBot
    search = SearchHooks(rollout_policy=heuristic.rollout_policy,
                         rollout_value=heuristic.rollout_value,
                         options=heuristic.SEARCH_OPTIONS)

    options: FipsenOptions
    zones: dict[str, Zone]  # type: ignore[assignment]  # no grids
    phase: str
    """``bid``, ``discard`` (to the skat), ``trump`` (name trumps; Kieker: or surrender),
    ``play``, ``decide`` (stop or play on), ``scored`` (the next dealer deals), ``over``."""
    turn: int
    scores: list[int]
    history: list[dict[str, Any]]
    calls: list[str | None]
    kiekers: list[int]
    """Seats that bid Kieker this hand (their hands were shown to their left neighbours)."""
    auction: Auction[str]
    declarer: int
    contract: str | None
    trump: int | None
    played_on: bool
    discards: int
    tricks: TrickPhase
    match: Match

    def hand(self, seat: int) -> Zone:
        return self.zones[HAND_ID[seat]]

    @property
    def dealer(self) -> int:
        return self.match.dealer

    # ----- deal ----------------------------------------------------------------------------
    def setup(self) -> list[Event]:
        for s in range(SEATS):
            self.zone(HAND_ID[s], "hand", s, layout="hand")
        self.zone(SKAT, "pile", layout="stack", spread=True)  # the declarer sees its discards
        self.zone(ASIDE, "pile", layout="stack")
        self.zone("trick", "trick", layout="trick")
        self.zone(PLAYED, "pile", layout="stack")
        self.scores = [0] * SEATS
        self.history = []
        self.match = Match(SEATS, Goal(deals=self.options.deals), dealer=0)
        self.tricks = TrickPhase(SEATS)
        return self._deal()

    def _deal(self, redeal: bool = False) -> list[Event]:
        """"deal a batch of three cards to each player, then two face down to the center
        of the table, then two more to each player ... The remaining three cards are set
        aside"; an all-pass redeal keeps the dealer and is not counted (RULINGS 25)."""
        hand_no = self.match.next_deal(counted=not redeal)
        for z in self.zones.values():
            z.clear()
        top = self.new_pack(list(PACK))[::-1]
        d = self.dealer
        order = [(d + 1 + k) % SEATS for k in range(SEATS)]
        held: dict[int, list[Card]] = {s: [] for s in order}
        i = 0
        for s in order:
            held[s] += top[i:i + 3]
            i += 3
        skat = top[i:i + 2]
        i += 2
        for s in order:
            held[s] += top[i:i + 2]
            i += 2
        for s in order:
            self.hand(s).fill(held[s], False, 1 << s)
            sort_hand(self.hand(s), SORT)
        self.zones[SKAT].fill(skat)
        self.zones[ASIDE].fill(top[i:])
        self.calls = [None] * SEATS
        self.kiekers = []
        self.auction = Auction(order, LADDER, style="duel", hold=True)
        self.declarer = -1
        self.contract = None
        self.trump = None
        self.played_on = False
        self.discards = 0
        self.tricks = TrickPhase(SEATS)
        self.phase = "bid"
        self.turn = order[0]
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
            hand = self.hand(seat).cards
            return [PLAY[c] for c in self.tricks.playable(hand, self.zones["trick"].cards)]
        if phase == "bid":
            return [BID_ACTION[b] for b in self._bids(seat)] + [BID_ACTION[PASS]]
        if phase == "discard":
            return [DISCARD[c] for c in self.hand(seat).cards]
        if phase == "trump":
            out = [TRUMP[s] for s in self._trumps()]
            return [*out, SURRENDER] if self.contract == KIEKER else out
        if phase == "decide":
            return [STOP, PLAY_ON]
        if phase == "scored":
            return [DEAL]
        return []

    def _bids(self, seat: int) -> list[str]:
        kieker = is_kieker_hand(self.hand(seat).cards)
        return [b for b in self.auction.bids(seat) if b != KIEKER or kieker]

    def _trumps(self) -> list[int]:
        """"If the player made a Ruten bid, this must be diamonds. Otherwise, it may be any
        one of the four suits." """
        assert self.contract is not None
        return [DIAMONDS] if "ruten" in modifiers(self.contract) else [0, 1, 2, 3]

    # ----- checks --------------------------------------------------------------------------
    def _turn_check(self, seat: int, phase: str, doing: str) -> None:
        if self.phase != phase:
            raise IllegalAction(words.out_of_phase(self.phase, doing))
        if seat != self.turn:
            raise IllegalAction(f"it is seat {self.turn}'s turn, not seat {seat}'s")

    def verify_bid(self, seat: int, action: Action) -> str:
        self._turn_check(seat, "bid", "bid")
        call: str = five_is_durch(action.params[0][1])
        why = self.auction.refusal(seat, call)
        high = self.auction.high
        if why is not None and high is not None and call in LADDER and seat == self.turn:
            hold = "at least" if self.auction.may_hold(seat) else "higher than"
            why = f"bid {hold} {words.call_name(high)} ({words.call_label(high).split('(')[1]} or pass"
        if why is None and call == KIEKER and not is_kieker_hand(self.hand(seat).cards):
            why = "Kieker needs a hand without face cards (no king, queen or jack)"
        if why is not None:
            raise IllegalAction(why)
        return call

    def verify_discard(self, seat: int, action: Action) -> int:
        self._turn_check(seat, "discard", "discard")
        card = CARD[action.params[0][1]]
        hand = self.hand(seat).cards
        self.require(card in hand, f"you do not hold the {words.card(card)}")
        return hand.index(card)

    def verify_trump(self, seat: int, action: Action) -> int:
        self._turn_check(seat, "trump", "name trumps")
        suit = suit_named(action.params[0][1])
        self.require(suit in self._trumps(), "you bid Ruten: diamonds must be trumps")
        return suit

    def verify_surrender(self, seat: int, action: Action) -> None:
        self._turn_check(seat, "trump", "surrender")
        self.require(self.contract == KIEKER, "only a Kieker declarer may surrender")

    def verify_play(self, seat: int, action: Action) -> int:
        self._turn_check(seat, "play", "play a card")
        card = CARD[action.params[0][1]]
        hand = self.hand(seat).cards
        self.require(card in hand, f"you do not hold the {words.card(card)}")
        why = self.tricks.refusal(hand, self.zones["trick"].cards, card)
        if why is not None:
            raise IllegalAction(why)
        return hand.index(card)

    def verify_stop(self, seat: int, action: Action) -> None:
        self._turn_check(seat, "decide", "stop")

    def verify_play_on(self, seat: int, action: Action) -> None:
        self._turn_check(seat, "decide", "play on")

    def verify_deal(self, seat: int, action: Action) -> None:
        self._turn_check(seat, "scored", "deal")

    # ----- the auction ---------------------------------------------------------------------
    def do_bid(self, seat: int, call: str) -> list[Event]:
        a = self.auction
        a.call(seat, call)
        self.calls[seat] = call
        events = [Event("bid", seat, {"call": call, "text": words.called(seat, call)})]
        if call == KIEKER and seat not in self.kiekers:
            # "upon making the bid, they reveal their hand to the player to their left"
            left = (seat + 1) % SEATS
            hand = self.hand(seat)
            for i in range(len(hand.cards)):
                hand.learn(i, 1 << left)
            self.kiekers.append(seat)
            events.append(Event("kieker", seat, {"text": f"Seat {seat} shows their hand to "
                                                         f"seat {left}"},
                                secret={"cards": [CARD_TEXT[c] for c in hand.cards]},
                                to=1 << left | 1 << seat))
        if not a.done:
            assert a.turn is not None
            self.turn = a.turn
            return events
        if a.winner is None:  # "the hands are discarded and fresh hands are dealt by the same dealer"
            return events + self._deal(redeal=True)
        assert a.high is not None
        self.declarer, self.contract = a.winner, a.high
        return events + self._after_auction(a.winner, a.high)

    def _after_auction(self, seat: int, bid: str) -> list[Event]:
        hand = self.hand(seat)
        events = [Event("contract", seat, {"contract": bid,
                                           "text": f"Seat {seat} declares {words.call_name(bid)}"})]
        if bid == KIEKER:  # "they draw both the skat and the three undealt cards"
            taken = self.zones[SKAT].cards + self.zones[ASIDE].cards
            self.zones[SKAT].move_all(hand, learn=1 << seat)
            self.zones[ASIDE].move_all(hand, learn=1 << seat)
            self.discards = 5
        elif "hand" in modifiers(bid):  # "To play without using the skat"
            self.phase, self.turn = "trump", seat
            return events
        else:  # "they pick up the two cards of the skat and discard two cards face down"
            taken = list(self.zones[SKAT].cards)
            self.zones[SKAT].move_all(hand, learn=1 << seat)
            self.discards = 2
        sort_hand(hand, SORT)
        self.phase, self.turn = "discard", seat
        events.append(Event("take", seat, {"count": len(taken),
                                           "text": f"Seat {seat} takes {len(taken)} cards"},
                            secret={"cards": [CARD_TEXT[c] for c in taken]}, to=1 << seat))
        return events

    def do_discard(self, seat: int, index: int) -> list[Event]:
        hand = self.hand(seat)
        card = hand.move_to(self.zones[SKAT], index, up=False, known=1 << seat)
        if self.contract == KIEKER:
            # the left neighbour saw the Kieker hand, not which of its cards go back face
            # down: from the first discard on, no card left in the hand is known to them
            hand.forget(1 << (seat + 1) % SEATS)
        self.discards -= 1
        if self.discards == 0:
            self.phase = "trump"
        return [Event("discard", seat, {"text": f"Seat {seat} discards a card"},
                      secret={"card": CARD_TEXT[card]}, to=1 << seat)]

    def do_surrender(self, seat: int, _: None) -> list[Event]:
        """"they may surrender before game play starts. They are charged a penalty of five
        points, and the next hand is dealt." """
        pen = self.options.surrender_penalty
        return self._scored(-pen, False, " (surrendered)")

    def do_trump(self, seat: int, suit: int) -> list[Event]:
        """"Once a trump suit has been named, the player to the dealer's left leads to the
        first trick." """
        self.trump = suit
        leader = self.match.left_of_dealer()
        self.tricks.deal(leader=leader)
        self.tricks.set_trump(suit)
        self.phase, self.turn = "play", leader
        assert self.contract is not None
        value = contract_value(self.contract, suit, False)
        return [Event("trump", seat, {"suit": SUIT_WORDS[suit], "value": value,
                                      "text": words.trump_named(seat, suit, value)})]

    # ----- the play ------------------------------------------------------------------------
    def _durch(self) -> bool:
        assert self.contract is not None
        return self.played_on or "durch" in modifiers(self.contract)

    def do_play(self, seat: int, index: int) -> list[Event]:
        zones = self.zones
        hand, trick = zones[HAND_ID[seat]], zones["trick"]
        card = hand.cards[index]
        event = Event("play", seat, {"card": CARD_TEXT[card]})
        if not self.tricks.play(seat, card, hand, trick, self.everyone, index):
            self.turn = self.tricks.after[seat]
            return [event]
        last = [CARD_TEXT[c] for c in trick.cards]
        win = self.tricks.winner(trick.cards)
        self.tricks.gather(trick, zones[PLAYED], win)
        self.turn = win
        events = [event, Event("trick", win, {"cards": last, "text": words.trick_won(win, last)})]
        taken = self.tricks.taken[self.declarer]
        played = sum(self.tricks.taken)
        assert self.contract is not None
        need = 5 if "durch" in modifiers(self.contract) else tricks_of(self.contract)
        if win != self.declarer and self._durch():
            # "If a player under a Durch or Kieker contract loses a trick at any point, game
            # play is halted immediately"
            return events + self._scored_contract(False)
        if played == 5:  # played on: "take all of the remaining tricks", which ends here
            return events + self._scored_contract(self.played_on or taken >= need)
        if win == self.declarer and taken == need and not self._durch():
            self.phase = "decide"  # "the option to call an immediate end ... or play on"
        return events

    def do_stop(self, seat: int, _: None) -> list[Event]:
        return self._scored_contract(True)

    def do_play_on(self, seat: int, _: None) -> list[Event]:
        """"if they do so, this converts the contract to a Durch contract, doubling the
        stakes and obliging them to take all of the remaining tricks" """
        self.played_on = True
        self.phase = "play"
        return [Event("play-on", seat, {"text": f"Seat {seat} plays on: the contract is now "
                                                f"Durch, worth {self._value()}"})]

    def _value(self) -> int:
        assert self.contract is not None
        return contract_value(self.contract, self.trump, self.played_on)

    # ----- scoring -------------------------------------------------------------------------
    def _scored_contract(self, made: bool) -> list[Event]:
        """"the declarer scores the value of their contract if they made it, but they lose
        twice that many points if they failed" """
        v = self._value()
        return self._scored(v if made else -2 * v, made, "")

    def _scored(self, points: int, made: bool, why: str) -> list[Event]:
        seat = self.declarer
        assert self.contract is not None
        self.scores[seat] += points
        line = {"hand": self.match.deals, "dealer": self.dealer, "declarer": seat,
                "contract": self.contract, "trump": None if self.trump is None else SUIT_WORDS[self.trump],
                "played_on": self.played_on, "made": made, "points": points,
                "tricks": self.tricks.taken[seat], "scores": self.scores[:]}
        self.history.append(line)
        events = [Event("score", seat, {"points": points, "made": made, "scores": self.scores[:],
                                        "text": words.scored(seat, self.contract, made, points, why,
                                                             self.played_on)})]
        if self.match.hand_scored(self.scores) is not None:
            self.phase = "over"
            return events
        self.phase, self.turn = "scored", self.dealer
        return events

    def do_deal(self, seat: int, _: None) -> list[Event]:
        return self._deal()

    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        best = max(self.scores)
        winners = [s for s in range(SEATS) if self.scores[s] == best]
        scores = [float(x) for x in self.scores]
        return Result(scores, winners, placing_from_scores(scores),
                      words.won(winners, self.scores, self.match.deals),
                      {"hands": [dict(h) for h in self.history]})

    # ----- views ---------------------------------------------------------------------------
    def _view(self, seat: int | None) -> dict[str, Any]:
        tricks = self.tricks
        trick = self.zones["trick"].cards
        playing = self.phase in ("play", "decide")
        last_seats: list[int] = []
        if tricks.last:
            i = tricks.seats.index(tricks.last_leader)
            last_seats = [(i + k) % SEATS for k in range(len(tricks.last))]
        return {
            "phase": self.phase, "turn": self.turn, "dealer": self.dealer,
            "hand": self.match.deals, "deals": self.options.deals,
            "auction": [words.called(s, c) for s, c in self.auction.calls],
            "bids": [words.call_name(c) if c else "" for c in self.calls],
            "high_bidder": self.auction.winner,
            "contract": words.call_name(self.contract) if self.contract else "",
            "contract_code": self.contract,
            "declarer": self.declarer if self.declarer >= 0 else None,
            "trump": SUIT_WORDS[self.trump] if self.trump is not None else "",
            "value": self._value() if self.contract and self.trump is not None else None,
            "kieker": self.kiekers[:],
            "tricks": tricks.taken[:] if playing or self.phase in ("scored", "over") else [0] * 4,
            "scores": self.scores[:],
            "trick_seats": tricks.trick_seats(len(trick)) if playing else [],
            "last_trick": [CARD_TEXT[c] for c in tricks.last],
            "last_seats": last_seats,
            "last_winner": tricks.last_winner if tricks.last else None,
            "prompt": self._prompt(seat),
        }

    def _prompt(self, seat: int | None) -> str:
        phase, t = self.phase, self.turn
        if phase == "over":
            res = self.result()
            return f"Game over: {res.reason}" if res else "Game over"
        if seat != t:
            return f"Waiting for seat {t} to {words.DOING[phase]}."
        if phase == "bid":
            high = self.auction.high
            if high is None:
                return "Your call: bid or pass."
            if all(a.type != "bid" or a.get("call") == "pass" for a in self.legal_actions(seat)):
                return f"Your call: nothing beats {words.call_name(high)}: pass."
            hold = " (you may hold it)" if self.auction.may_hold(seat) else ""
            return f"Your call: the bid is {words.call_name(high)}{hold}; bid higher or pass."
        if phase == "discard":
            return f"Discard {self.discards} card{'s' if self.discards != 1 else ''} face down."
        if phase == "trump":
            return "Name trumps." + (" Or surrender for -5." if self.contract == KIEKER else "")
        if phase == "decide":
            return "You have made your contract: stop and score, or play on (Durch, doubled)."
        if phase == "scored":
            return "The hand is scored: deal the next hand."
        if not self.zones["trick"].cards:
            return "Your lead: play a card."
        return "Your turn: follow suit if you can."

    def label(self, action: Action, seat: int | None = None) -> str:
        t = action.type
        if t == "bid":
            return words.call_label(action.params[0][1])
        if t in ("play", "discard"):
            return f"{'Play' if t == 'play' else 'Discard'} {words.card(CARD[action.params[0][1]])}"
        if t == "trump":
            return f"Trumps: {action.params[0][1]}"
        return words.LABELS.get(t, super().label(action, seat))

    def targets(self, action: Action, seat: int | None = None) -> list[dict[str, Any]]:
        if action.type not in ("play", "discard") or seat is None:
            return []
        hand = self.hand(seat)
        c = CARD[action.params[0][1]]
        return [{"zone": hand.id, "index": hand.cards.index(c)}] if c in hand.cards else []
