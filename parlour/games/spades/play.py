"""Spades play: deal, declarations, tricks, hand scoring and the match.

The rules and rulings are documented in :mod:`parlour.games.spades`.
"""

from __future__ import annotations

from typing import Any, ClassVar

from parlour.cards import SPADES, Card
from parlour.engine.actions import Action
from parlour.engine.events import Event
from parlour.engine.game import Game, Result, placing_from_scores
from parlour.games.spades.rules import (
    BID,
    DEAL,
    HAND_ID,
    NAME,
    PACK,
    PLAY,
    SEATS,
    WON_ID,
    SpadesOptions,
    bag_penalties,
    hand_score,
)
from parlour.rules.tricks import STRENGTH, SUIT, can_follow, playable, trick_winner

CARD = {text: Card(c) for c, text in NAME.items()}
"""Card by text, for ``play(card=...)``."""


SORT_KEY = tuple(SUIT[f] * 16 + STRENGTH[f] for f in range(64))
"""A hand is shown by suit (clubs, diamonds, hearts, spades), each ace high."""


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
                        "(RULINGS 24); a side at -200 or below loses (S12)",
                        {"set_penalty": True, "lose_at": -200}),
        "literal": ("The text read literally: 10 points per trick collected + 1 per bag "
                    "(RULINGS 24, option score=literal)", {"score": "literal"}),
        "quick": ("The text's quicker game: 200 points wins", {"target": 200}),
    }
    DEFAULT_VARIANT = "standard"
    ACTIONS: ClassVar[dict[str, dict[str, type]]] = {"bid": {"tricks": int}, "play": {"card": str},
                                                     "deal": {}}
    COPY_FIELDS = ("bids", "taken", "scores", "bags", "history", "voids")
    LAYOUT: ClassVar[dict[str, Any]] = {
        "center": ["trick"],
        "hide_fields": ["trick_seats", "team_tricks", "team_scores", "led", "spades_broken"]}

    options: SpadesOptions
    dealer: int
    turn: int
    leader: int
    phase: str
    hand_no: int
    broken: bool
    bids: list[int]
    """Per seat, -1 until the seat has declared."""
    taken: list[int]
    """Tricks collected this hand, per seat."""
    scores: list[int]
    """Match score per partnership (team 0 = seats 0 and 2, team 1 = seats 1 and 3)."""
    bags: list[int]
    """Bags counted towards the next penalty, per partnership."""
    history: list[dict[str, Any]]
    voids: list[int]
    """Per seat, a bitmask of the suits it has shown out of this hand (public: for bots)."""
    last_trick: tuple[str, ...]
    last_winner: int
    _bid_actions: list[Action]

    # ----- deal --------------------------------------------------------------------------
    def setup(self) -> None:
        o = self.options
        if o.min_bid > o.max_bid:
            from parlour.errors import InvalidOption
            raise InvalidOption(f"min_bid ({o.min_bid}) is above max_bid ({o.max_bid})")
        for s in range(SEATS):
            self.zone(HAND_ID[s], "hand", s, layout="hand")
        self.zone("trick", "trick", layout="trick")
        for t in range(2):  # "kept in a discard pile in front of one of the partners"
            self.zone(WON_ID[t], "pile", t, layout="tricks")
        self._bid_actions = list(BID[o.min_bid:o.max_bid + 1])
        self.scores = [0, 0]
        self.bags = [0, 0]
        self.history = []
        self.hand_no = 0
        self.dealer = 0
        self.last_trick = ()
        self.last_winner = -1
        self._deal()

    def _deal(self) -> list[Event]:
        """"Shuffle and deal thirteen cards to each player", one at a time from the
        dealer's left (S2); bidding starts at the dealer's left. The first hand is dealt
        at setup, the next ones when their dealer sends ``deal`` (S11)."""
        self.hand_no += 1
        zones = self.zones
        top_first = self.new_pack(list(PACK))[::-1]
        d = self.dealer
        for k in range(SEATS):
            s = (d + 1 + k) % SEATS
            zones[HAND_ID[s]].fill(sorted(top_first[k::SEATS], key=SORT_KEY.__getitem__), False, 1 << s)
        zones["trick"].clear()
        zones[WON_ID[0]].clear()
        zones[WON_ID[1]].clear()
        self.bids = [-1] * SEATS
        self.taken = [0] * SEATS
        self.voids = [0] * SEATS
        self.phase = "bid"
        self.turn = self.leader = (d + 1) % SEATS
        self.broken = False
        return [Event("deal", None, {
            "hand": self.hand_no, "dealer": d,
            "text": f"Hand {self.hand_no}: seat {d} deals 13 cards each; "
                    f"seat {self.turn} bids first"})]

    # ----- who acts ----------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == "over"

    def _actors(self) -> list[int]:
        return [self.turn]

    def _waiting(self) -> list[int]:
        return [self.turn]

    # ----- legal actions -----------------------------------------------------------------
    def _legal(self, seat: int) -> list[Action]:
        if seat != self.turn:
            return []
        if self.phase == "bid":
            return self._bid_actions[:]
        if self.phase == "scored":
            return [DEAL]
        return [PLAY[c] for c in self._playable(seat)]  # type: ignore[misc]

    def _is_legal(self, seat: int, action: Action) -> bool:
        """Membership in :meth:`_legal` without building the set (the hot path of
        ``apply``); ``tests/games/test_spades_properties.py`` checks both agree."""
        if seat != self.turn:
            return False
        hit = self._lcache.get(seat)
        if hit is not None:  # one of the listed (prebuilt) actions itself: legal
            for a in hit[0]:
                if a is action:
                    return True
        p = action.params
        if action.type == "deal":
            return self.phase == "scored" and not p
        if len(p) != 1:
            return False
        key, v = p[0]
        if action.type == "bid":
            o = self.options
            return (self.phase == "bid" and key == "tricks" and type(v) is int
                    and o.min_bid <= v <= o.max_bid)
        if action.type != "play" or key != "card" or type(v) is not str or self.phase != "play":
            return False
        card = CARD.get(v)
        if card is None:
            return False
        hand = self.zones[HAND_ID[seat]].cards
        if card not in hand:
            return False
        trick = self.zones["trick"].cards
        if trick:  # follow suit if able (the same rule as ``playable``)
            led = SUIT[trick[0] & 127]  # type: ignore[operator]
            return SUIT[card] == led or not can_follow(hand, led)  # type: ignore[arg-type]
        return card in self._playable(seat)

    def _playable(self, seat: int) -> list[int]:
        """The cards ``seat`` may play now: follow suit if able (S4), and, under the
        ``break_spades`` house rule, no spade lead before spades are broken (S4)."""
        hand: list[int] = self.zones[HAND_ID[seat]].cards  # type: ignore[assignment]
        trick: list[int] = self.zones["trick"].cards  # type: ignore[assignment]
        if trick:
            return playable(hand, SUIT[trick[0] & 127])
        if self.options.break_spades and not self.broken:
            rest = [c for c in hand if SUIT[c & 127] != SPADES]
            if rest:
                return rest
        return list(hand)

    # ----- applying ----------------------------------------------------------------------
    def _apply(self, seat: int, action: Action) -> list[Event]:
        if action.type == "deal":
            return self._deal()
        value = action.params[0][1]  # the one parameter: tricks or card
        if action.type == "bid":
            return self._bid(seat, value)
        return self._play(seat, CARD[value])

    def _bid(self, seat: int, n: int) -> list[Event]:
        self.bids[seat] = n
        events = [Event("bid", seat, {"tricks": n, "text": f"Seat {seat} bids {n}"})]
        self.turn = (seat + 1) % SEATS
        if self.turn == self.leader:
            self.phase = "play"
            b = self.bids
            c0, c1 = b[0] + b[2], b[1] + b[3]
            events.append(Event("contracts", None, {
                "contracts": [c0, c1],
                "text": f"Contracts: seats 0 and 2 {c0}, seats 1 and 3 {c1}; "
                        f"seat {self.leader} leads"}))
        return events

    def _play(self, seat: int, card: Card) -> list[Event]:
        """Move the card to the trick. The hot path of a playout: the ``play`` event has
        no ``text`` (clients narrate it: :meth:`Spades.narrate`)."""
        zones = self.zones
        hand = zones[HAND_ID[seat]]
        hand.cards.remove(card)
        hand.up.pop()  # a hand's flags are all alike (face down, known to its owner)
        hand.known.pop()
        trick = zones["trick"]
        cards = trick.cards
        suit = SUIT[card]  # one pack: card values are below 64
        if cards:
            led = SUIT[cards[0]]  # type: ignore[index]
            if suit != led:
                self.voids[seat] |= 1 << led
        cards.append(card)
        trick.up.append(True)
        trick.known.append(self.everyone)
        if suit == SPADES:
            self.broken = True
        event = Event("play", seat, {"card": NAME[card]})
        if len(cards) < SEATS:
            self.turn = (seat + 1) % SEATS
            return [event]
        return [event, *self._gather()]

    def _gather(self) -> list[Event]:
        """A full trick: "the highest played card of the suit led wins the trick, unless a
        spade was played, in which case the highest spade wins"; its winner leads next."""
        trick = self.zones["trick"]
        cards = trick.cards
        led_by = self.leader
        win = (led_by + trick_winner(cards, SPADES)) % SEATS  # type: ignore[arg-type]
        self.taken[win] += 1
        self.last_trick = tuple(map(NAME.__getitem__, cards))  # type: ignore[arg-type]
        self.last_winner = win
        won = self.zones[WON_ID[win & 1]]
        won.cards += cards
        won.up += trick.up
        won.known += trick.known
        trick.cards, trick.up, trick.known = [], [], []
        self.turn = self.leader = win
        events = [Event("trick", win, {
            "cards": list(self.last_trick), "leader": led_by,
            "text": f"Seat {win} wins the trick ({' '.join(self.last_trick)})"})]
        if self.zones[HAND_ID[win]].cards:
            return events
        return events + self._score_hand()

    # ----- scoring -----------------------------------------------------------------------
    def _score_hand(self) -> list[Event]:
        """Each partnership compares its tricks with its contract (S7-S9)."""
        o = self.options
        b, t = self.bids, self.taken
        line: dict[str, Any] = {"hand": self.hand_no, "dealer": self.dealer,
                                "bids": b[:], "taken": t[:], "contracts": [], "tricks": [],
                                "points": [], "bags": [], "penalty": [], "scores": []}
        texts = []
        for team in (0, 1):
            contract = b[team] + b[team + 2]
            tricks = t[team] + t[team + 2]
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
            texts.append(f"seats {team} and {team + 2} {made} {contract} with {tricks} tricks: "
                         f"{points:+d}" + (f", {-penalty:+d} for bags" if penalty else "")
                         + f" (total {self.scores[team]})")
        self.history.append(line)
        events = [Event("score", None, {
            "hand": self.hand_no, "points": line["points"], "scores": self.scores[:],
            "bags": self.bags[:], "text": "Hand over: " + "; ".join(texts)})]
        if self._match_over():
            self.phase = "over"
            return events
        self.dealer = self.turn = (self.dealer + 1) % SEATS
        self.phase = "scored"
        return events

    def _match_over(self) -> bool:
        """S10: the match ends after a hand in which a side reaches the target (or, S12,
        falls to ``lose_at``); the higher score wins and an exact tie plays another hand.
        With the ``deals`` option it also ends after that many deals."""
        s0, s1 = self.scores
        o = self.options
        ended = s0 >= o.target or s1 >= o.target or bool(o.lose_at) and min(s0, s1) <= o.lose_at
        if ended and s0 != s1:
            return True
        return bool(o.deals) and self.hand_no >= o.deals

    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        s0, s1 = self.scores
        scores = [float(self.scores[s & 1]) for s in range(SEATS)]
        if s0 == s1:
            return Result(scores, [], [1] * SEATS, f"a draw at {s0} after {self.hand_no} deals",
                          self._details())
        team = 0 if s0 > s1 else 1
        winners = [team, team + 2]
        o = self.options
        hi, lo = max(s0, s1), min(s0, s1)
        if hi >= o.target:
            why = f"seats {team} and {team + 2} reached {hi} (target {o.target})"
        elif o.lose_at and lo <= o.lose_at:
            why = (f"seats {1 - team} and {3 - team} fell to {lo} (a side at {o.lose_at} or "
                   f"below loses)")
        else:
            why = f"seats {team} and {team + 2} lead {hi} to {lo} after {self.hand_no} deals"
        return Result(scores, winners, placing_from_scores(scores, False), why, self._details())

    def _details(self) -> dict[str, Any]:
        return {"hands": [dict(h) for h in self.history],
                "rounds": [[h["points"][s & 1] - h["penalty"][s & 1] for s in range(SEATS)]
                           for h in self.history]}

