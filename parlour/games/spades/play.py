"""Spades play: deal, declarations, tricks, hand scoring and the match.

The rules and rulings are documented in :mod:`parlour.games.spades`. Each action type
has one legality path: ``verify_<type>`` refuses with the reason, ``do_<type>`` plays
it; the legal list is generated from the same rules (:func:`parlour.rules.tricks.follows`
and :func:`~parlour.rules.tricks.playable_as`, one rule; the ``break_spades`` house rule
:meth:`SpadesRules._spade_lead_barred`).
The trick play is :class:`parlour.rules.tricks.TrickPhase`, the sides
:class:`parlour.rules.partnership.Partnerships`, the hands of the match
:class:`parlour.rules.match.Match`.
"""

from __future__ import annotations

from typing import Any, ClassVar

from parlour.cards import CARD_TEXT, SPADES, Card
from parlour.engine.actions import Action, CardParam, Int
from parlour.engine.events import Event
from parlour.engine.game import Game, Result, placing_from_scores
from parlour.engine.zones import Zone
from parlour.errors import IllegalAction, InvalidOption
from parlour.games.spades.present import PRESENTATION
from parlour.games.spades.rules import (
    BID,
    CARD,
    DEAL,
    HAND_ID,
    PACK,
    PLAY,
    SEATS,
    SIDE_NAMES,
    SIDES,
    TEAM,
    WON_ID,
    SpadesOptions,
    bag_penalties,
    hand_score,
)
from parlour.rules.match import Match
from parlour.rules.tricks import STRENGTH, SUIT, TrickPhase, follows, playable_as
from parlour.words import plural

SORT_KEY = tuple(SUIT[f] * 16 + STRENGTH[f] for f in range(64))
"""A hand is shown by suit (clubs, diamonds, hearts, spades), each ace high."""

DOING = {"bid": "bid", "play": "play", "scored": "deal"}
"""What the seat on turn does in each phase (for refusals)."""
OUT_OF_PHASE = {
    ("scored", "bid"): "the hand is over: deal the next hand",
    ("scored", "play"): "the hand is over: deal the next hand",
    ("play", "bid"): "the bidding is over: play a card",
    ("bid", "play"): "the bidding is not over: make a bid first",
    ("bid", "deal"): "the hand is not over",
    ("play", "deal"): "the hand is not over",
}
"""Why an action of the seat on turn does not fit the phase."""
SPADES_UNBROKEN = "spades have not been broken: lead another suit while you hold one"


def _min_bid(players: int, options: SpadesOptions) -> int:
    return options.min_bid


def _max_bid(players: int, options: SpadesOptions) -> int:
    return options.max_bid


class SpadesRules(Game):
    """The Spades state machine (views and messages are added by :class:`Spades`)."""

    name = "spades"
    title = "Spades"
    family = "trick-taking"
    summary = ("Four players in two partnerships declare how many tricks they will take; "
               "spades are trumps; bags cost 100 points for every ten; first side to 500 wins.")
    min_players = 4
    max_players = 4
    Options = SpadesOptions
    VARIANTS: ClassVar[dict[str, tuple[str, dict[str, Any]]]] = {
        "standard": ("The seed text with RULINGS 24: 10 per contracted trick + 1 per bag, "
                     "a broken contract scores zero, 500 points wins", {}),
        "set-penalty": ("A broken contract loses 10 points per contracted trick "
                        "(RULINGS 24)", {"set_penalty": True}),
        "literal": ("The text read literally: 10 points per trick collected + 1 per bag "
                    "(RULINGS 24, option score=literal)", {"score": "literal"}),
        "quick": ("The text's quicker game: 200 points wins", {"target": 200}),
    }
    RANDOM_PLAY_OPTIONS: ClassVar[dict[str, dict[str, Any]]] = {"set-penalty": {"lose_at": -200}}
    """Random bidders keep breaking contract under the set penalty: their scores fall for
    ever, so their matches stop at the common house floor of -200 (S12)."""
    DEFAULT_VARIANT = "standard"
    ACTIONS: ClassVar[dict[str, dict[str, Any]]] = {
        "bid": {"tricks": Int(_min_bid, _max_bid)},
        "play": {"card": CardParam()},
        "deal": {},
    }
    COPY_FIELDS = ("bids", "scores", "bags", "history", "tricks", "match")
    LAYOUT: ClassVar[dict[str, Any]] = {
        "center": ["trick"],
        "hide_fields": ["trick_seats", "team_tricks", "team_scores", "led", "spades_broken"]}
    presentation = PRESENTATION

    options: SpadesOptions
    zones: dict[str, Zone]  # type: ignore[assignment]  # Spades has no grids: its zones are all Zones
    turn: int
    """The seat to act: the bidder, the player, or (phase ``scored``) the next dealer."""
    phase: str
    """``bid``, ``play``, ``scored`` (the next dealer deals) or ``over``."""
    broken: bool
    bids: list[int]
    """Per seat, -1 until the seat has declared."""
    scores: list[int]
    """Match score per partnership (team 0 = seats 0 and 2, team 1 = seats 1 and 3)."""
    bags: list[int]
    """Bags counted towards the next penalty, per partnership."""
    history: list[dict[str, Any]]
    tricks: TrickPhase
    """The trick play of the hand: leader, tricks taken, voids shown, the last trick."""
    match: Match
    """The deals of the match: the dealer, the deal number, the goal."""
    _bid_actions: list[Action]

    # ----- state kept by the shared mechanics ------------------------------------------
    @property
    def dealer(self) -> int:
        return self.match.dealer

    @property
    def hand_no(self) -> int:
        """The number of the hand in play (1 for the first deal)."""
        return self.match.deals

    @property
    def leader(self) -> int:
        """The seat that led (or leads) the trick in play."""
        return self.tricks.leader

    @property
    def taken(self) -> list[int]:
        """Tricks collected this hand, per seat."""
        return self.tricks.taken

    @property
    def voids(self) -> list[int]:
        """Per seat, a bitmask of the suits it has shown out of this hand (public: for bots)."""
        return self.tricks.voids

    @property
    def last_trick(self) -> tuple[str, ...]:
        """The cards of the last complete trick, shown until the next one is complete (S11)."""
        return tuple(map(CARD_TEXT.__getitem__, self.tricks.last))

    @property
    def last_winner(self) -> int:
        return self.tricks.last_winner

    def hand(self, seat: int) -> Zone:
        """The cards ``seat`` holds."""
        return self.zones[HAND_ID[seat]]

    def trick(self) -> Zone:
        """The cards of the trick in play, leader first."""
        return self.zones["trick"]

    def won(self, team: int) -> Zone:
        """The tricks a side collected this hand."""
        return self.zones[WON_ID[team]]

    # ----- deal --------------------------------------------------------------------------
    def setup(self) -> list[Event]:
        o = self.options
        if o.min_bid > o.max_bid:
            raise InvalidOption(f"min_bid ({o.min_bid}) is above max_bid ({o.max_bid})")
        for s in range(SEATS):
            self.zone(HAND_ID[s], "hand", s, layout="hand")
        self.zone("trick", "trick", layout="trick")
        for t in range(SIDES.count):  # "kept in a discard pile in front of one of the partners"
            self.zone(WON_ID[t], "pile", SIDES.members[t][0], layout="tricks")
        self._bid_actions = list(BID[o.min_bid:o.max_bid + 1])
        self.scores = [0] * SIDES.count
        self.bags = [0] * SIDES.count
        self.history = []
        self.match = Match(SEATS, o.goal(), dealer=0)
        self.tricks = TrickPhase(SEATS, trump=SPADES)
        return self._deal()

    def _deal(self) -> list[Event]:
        """"Shuffle and deal thirteen cards to each player", one at a time from the
        dealer's left (S2); bidding starts at the dealer's left. The first hand is dealt
        at setup, the next ones when their dealer sends ``deal`` (S11)."""
        hand_no = self.match.next_deal()
        top_first = self.new_pack(list(PACK))[::-1]
        d = self.match.dealer
        for k in range(SEATS):
            s = (d + 1 + k) % SEATS
            self.hand(s).fill(sorted(top_first[k::SEATS], key=SORT_KEY.__getitem__), False, 1 << s)
        self.trick().clear()
        for t in range(SIDES.count):
            self.won(t).clear()
        self.bids = [-1] * SEATS
        self.phase = "bid"
        self.turn = self.match.left_of_dealer()
        self.tricks.deal(leader=self.turn)
        self.broken = False
        return [Event("deal", None, {
            "hand": hand_no, "dealer": d,
            "text": f"Hand {hand_no}: seat {d} deals 13 cards each; "
                    f"seat {self.turn} bids first"})]

    # ----- who acts ----------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == "over"

    def _actors(self) -> list[int]:
        return [self.turn]

    def _waiting(self) -> list[int]:
        return [self.turn]

    # ----- legal actions: the list, from the same rules the checks use -------------------
    def _legal(self, seat: int) -> list[Action]:
        if seat != self.turn:
            return []
        if self.phase == "bid":
            return self._bid_actions[:]
        if self.phase == "scored":
            return [DEAL]
        zones = self.zones
        hand = zones[HAND_ID[seat]].cards
        trick = zones["trick"].cards
        if trick:  # follow suit if able (S4)
            return playable_as(hand, SUIT[trick[0]], PLAY)
        if self._spade_lead_barred(hand):  # the break_spades house rule (S4)
            return [PLAY[c] for c in hand if SUIT[c] != SPADES]
        return [PLAY[c] for c in hand]

    def _spade_lead_barred(self, hand: list[Card]) -> bool:
        """The ``break_spades`` house rule: no spade lead before spades are broken,
        unless the leader holds only spades."""
        return (self.options.break_spades and not self.broken
                and any(SUIT[c] != SPADES for c in hand))

    # ----- checks: one per action type ---------------------------------------------------
    def _out_of_turn(self, seat: int, action: str) -> IllegalAction:
        """Why ``seat`` may not take an ``action`` now: not its turn, or not the phase."""
        if seat != self.turn:
            return IllegalAction(f"it is seat {self.turn}'s turn to {DOING[self.phase]}, "
                                 f"not seat {seat}'s")
        return IllegalAction(OUT_OF_PHASE[self.phase, action])

    def verify_bid(self, seat: int, action: Action) -> int:
        if seat != self.turn or self.phase != "bid":
            raise self._out_of_turn(seat, "bid")
        n: int = action.params[0][1]  # the one parameter, ``tricks``
        o = self.options
        self.require(o.min_bid <= n <= o.max_bid,
                     f"a bid is a number of tricks from {o.min_bid} to {o.max_bid}, not {n!r}")
        return n

    def verify_play(self, seat: int, action: Action) -> int:
        """The card held, following suit (S4), not a barred spade lead (house rule);
        returns its index in the hand. Turn, phase and the card held are always checked;
        following suit and the spade lead are not derived again for an action the engine
        found in this state's legal list (:attr:`Game.from_list`): ``_legal`` built that
        list by the same two rules."""
        if seat != self.turn or self.phase != "play":
            raise self._out_of_turn(seat, "play")
        text: str = action.params[0][1]  # the one parameter, ``card`` (normalized: "TH")
        zones = self.zones
        hand = zones[HAND_ID[seat]].cards
        try:
            index = hand.index(CARD[text])  # KeyError: no such card; ValueError: not held
        except (KeyError, ValueError):
            raise IllegalAction(f"you do not hold the {text}") from None
        if self.from_list:
            return index
        card = hand[index]
        trick = zones["trick"].cards
        if trick:
            led = SUIT[trick[0]]
            if SUIT[card] != led and not follows(hand, led, card):  # (a card of the suit led
                # follows: asked first, as it is the usual case)
                raise IllegalAction(self.tricks.refusal(hand, trick, card) or "follow suit")
        elif SUIT[card] == SPADES and self._spade_lead_barred(hand):
            raise IllegalAction(SPADES_UNBROKEN)
        return index

    def verify_deal(self, seat: int, action: Action) -> None:
        if seat != self.turn or self.phase != "scored":
            raise self._out_of_turn(seat, "deal")
        self.require(self.match.may_deal(seat), f"seat {self.match.dealer} deals the next hand")

    # ----- doing -------------------------------------------------------------------------
    def do_deal(self, seat: int, _: None) -> list[Event]:
        return self._deal()

    def do_bid(self, seat: int, n: int) -> list[Event]:
        self.bids[seat] = n
        events = [Event("bid", seat, {"tricks": n, "text": f"Seat {seat} bids {n}"})]
        self.turn = (seat + 1) % SEATS
        if self.turn == self.tricks.leader:
            self.phase = "play"
            c0, c1 = SIDES.totals(self.bids)
            events.append(Event("contracts", None, {
                "contracts": [c0, c1],
                "text": f"Contracts: {SIDE_NAMES[0]}, {plural(c0, 'trick')}; {SIDE_NAMES[1]}, "
                        f"{plural(c1, 'trick')}; "
                        f"seat {self.turn} leads"}))
        return events

    def do_play(self, seat: int, index: int) -> list[Event]:
        """Move the card at ``index`` of the hand to the trick. The hot path of a
        playout: the ``play`` event has no ``text`` (clients narrate it:
        :meth:`Spades.narrate`)."""
        zones = self.zones
        hand, trick = zones[HAND_ID[seat]], zones["trick"]
        card = hand.cards[index]
        if SUIT[card] == SPADES:
            self.broken = True
        event = Event("play", seat, {"card": CARD_TEXT[card]})
        if not self.tricks.play(seat, card, hand, trick, self.everyone, index):
            self.turn = self.tricks.after[seat]
            return [event]
        return [event, *self._gather()]

    def _gather(self) -> list[Event]:
        """A full trick: "the highest played card of the suit led wins the trick, unless a
        spade was played, in which case the highest spade wins"; its winner leads next.
        The trick goes to the winner's side at once (S11)."""
        tricks = self.tricks
        led_by = tricks.leader
        zones = self.zones
        trick = zones["trick"]
        cards = trick.cards
        last = [CARD_TEXT[c] for c in cards]
        win = tricks.winner(cards)
        tricks.gather(trick, zones[WON_ID[TEAM[win]]], win)
        self.turn = win
        events = [Event("trick", win, {
            "cards": last, "leader": led_by,
            "text": f"Seat {win} wins the trick ({' '.join(last)})"})]
        if zones[HAND_ID[win]].cards:
            return events
        return events + self._score_hand()

    # ----- scoring -----------------------------------------------------------------------
    def _score_hand(self) -> list[Event]:
        """Each partnership compares its tricks with its contract (S7-S9); then the match
        goes on, or ends (S10, S12)."""
        o = self.options
        hand_no = self.match.deals
        line: dict[str, Any] = {"hand": hand_no, "dealer": self.match.dealer,
                                "bids": self.bids[:], "taken": self.taken[:], "contracts": [],
                                "tricks": [], "points": [], "bags": [], "penalty": [],
                                "scores": []}
        texts = []
        contracts, taken = SIDES.totals(self.bids), SIDES.totals(self.taken)
        for team in range(SIDES.count):
            contract, tricks = contracts[team], taken[team]
            points, bags = hand_score(contract, tricks, o)
            penalty, left = bag_penalties(self.bags[team] + bags, o)
            self.bags[team] = left
            self.scores[team] += points - penalty
            line["contracts"].append(contract)
            line["tricks"].append(tricks)
            line["points"].append(points)
            line["bags"].append(bags)
            line["penalty"].append(penalty)
            line["scores"].append(self.scores[team])
            made = "made" if tricks >= contract else "broke"
            texts.append(f"{SIDE_NAMES[team]} {made} {contract} with {plural(tricks, 'trick')}: "
                         f"{points:+d}" + (f", {-penalty:+d} for bags" if penalty else "")
                         + f" (total {self.scores[team]})")
        self.history.append(line)
        events = [Event("score", None, {
            "hand": hand_no, "points": line["points"], "scores": self.scores[:],
            "bags": self.bags[:], "text": "Hand over: " + "; ".join(texts)})]
        if self.match.hand_scored(self.scores) is not None:
            self.phase = "over"
            return events
        self.turn = self.match.dealer
        self.phase = "scored"
        return events

    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        s0, s1 = self.scores
        scores = [float(x) for x in SIDES.per_seat(self.scores)]
        deals = self.match.deals
        if s0 == s1:
            return Result(scores, [], [1] * SEATS, f"a draw at {s0} after {plural(deals, 'deal')}",
                          self._details())
        team = 0 if s0 > s1 else 1
        winners = list(SIDES.members[team])
        o = self.options
        hi, lo = max(s0, s1), min(s0, s1)
        if self.match.verdict == "target":
            why = f"{SIDE_NAMES[team]} reached {hi} (target {o.target})"
        elif self.match.verdict == "floor":
            why = f"{SIDE_NAMES[1 - team]} fell to {lo} (a side at {o.lose_at} or below loses)"
        else:
            why = f"{SIDE_NAMES[team]} lead {hi} to {lo} after {plural(deals, 'deal')}"
        return Result(scores, winners, placing_from_scores(scores, False), why, self._details())

    def _details(self) -> dict[str, Any]:
        return {"hands": [dict(h) for h in self.history],
                "rounds": [[h["points"][t] - h["penalty"][t] for t in TEAM] for h in self.history]}
