"""Democracy play: the islands, the two days of each, face-down tricks and tribe scoring.

The rules and rulings are documented in :mod:`parlour.games.democracy`. Each action type
has one legality path (``verify_<type>`` with the reason, ``do_<type>``); the legal list
comes from the same rules. The islands are a :class:`parlour.rules.match.Match`: the
deal passes left after each, the scored island stays on the table until its new dealer
deals, and the goal is ``tribes_to_win`` tribes for one player alone.
"""

from __future__ import annotations

from typing import Any, ClassVar, cast

from parlour.cards import CARD_TEXT, Card
from parlour.engine.actions import Action, CardParam
from parlour.engine.events import Event
from parlour.engine.game import Game, Result, placing_from_scores
from parlour.engine.zones import Grid, Zone
from parlour.errors import IllegalAction
from parlour.games.democracy.present import PRESENTATION
from parlour.games.democracy.rules import (
    DEAL,
    SUIT_NAMES,
    DemocracyOptions,
    pack,
    pack_texts,
    points,
    strength,
)
from parlour.games.democracy.speeches import judge, trump_suit
from parlour.rules.match import Match

_HAND = tuple(f"hand:{s}" for s in range(6))
_WON = tuple(f"won:{s}" for s in range(6))
_PLAY: dict[str, Action] = {}


def play_action(card: str) -> Action:
    """``play(card=...)``, built once per card text."""
    a = _PLAY.get(card)
    if a is None:
        a = _PLAY[card] = Action("play", card=card)
    return a


def hand_order(card: Card) -> tuple[int, int]:
    """How a hand is sorted: by suit (jokers last), strongest first."""
    return card.suit, -strength(card)


def suit_points(cards: list[Card | None] | list[Card]) -> list[int]:
    """Points captured in each suit (clubs, diamonds, hearts, spades)."""
    out = [0, 0, 0, 0]
    for c in cards:
        if c is not None and not c.is_joker:
            out[c.suit] += points(c)
    return out


def card_name(text: str) -> str:
    """``"a joker"`` or ``"the KH"``."""
    return "a joker" if text == "JK" else f"the {text}"


class DemocracyRules(Game):
    """The Democracy state machine (views and messages are added by :class:`Democracy`)."""

    name = "democracy"
    title = "Democracy"
    family = "trick-taking"
    summary = ("Everyone plays a card face down at once, the voting pool's upcard names "
               "trump; capture more than half the points of a suit to win its tribe.")
    min_players = 2
    max_players = 6
    default_players = 3
    timing = "simultaneous"
    Options = DemocracyOptions
    VARIANTS: ClassVar[dict[str, tuple[str, dict[str, Any]]]] = {
        "standard": ("Half the pack each day: 8/6/5/4/3 cards per hand at 2-6 players "
                     "(RULINGS 26)", {}),
        "seed-deal": ("The seed's first day (12/8/6/4/4 cards per hand), then every "
                      "remaining card dealt evenly on the second day", {"deal": "seed"}),
    }
    DEFAULT_VARIANT = "standard"
    ACTIONS: ClassVar[dict[str, dict[str, Any]]] = {"play": {"card": CardParam(pack_texts)},
                                                    "deal": {}}
    COPY_FIELDS = ("match",)
    LAYOUT: ClassVar[dict[str, Any]] = {
        "center": ["pool", "upcard", "trick", "stock", "discard"], "seats": "hand:{seat}",
        "hide_fields": ["played", "to_play", "last_trick", "last_island", "majority"]}
    presentation = PRESENTATION

    options: DemocracyOptions
    match: Match
    """The islands: the dealer, the island number, the goal."""
    day: int
    trick_no: int
    phase: str
    """``play`` (commitments are collected), ``scored`` (the next dealer deals) or ``over``."""
    committed: int
    """Bitmask of the seats whose card for this trick lies face down."""
    tribes: tuple[int, ...]
    last_trick: dict[str, Any] | None
    """The last trick turned up this island, shown until the next one is."""
    last_island: dict[str, Any] | None
    history: tuple[tuple[int, ...], ...]
    """Tribes gained per seat, one tuple per scored island."""
    winner: int

    @property
    def dealer(self) -> int:
        return self.match.dealer

    @property
    def island(self) -> int:
        """The number of the island in play (1 for the first)."""
        return self.match.deals

    # zones are looked up by id (copies must not share them)
    @property
    def stock(self) -> Zone:
        return cast(Zone, self.zones["stock"])

    @property
    def pool(self) -> Zone:
        return cast(Zone, self.zones["pool"])

    @property
    def trick(self) -> Grid:
        """One place per seat for its face-down card."""
        return cast(Grid, self.zones["trick"])

    def hand(self, seat: int) -> Zone:
        """The cards ``seat`` holds."""
        return cast(Zone, self.zones[_HAND[seat]])

    def won(self, seat: int) -> Zone:
        """The face-down pile of cards ``seat`` has won this island."""
        return cast(Zone, self.zones[_WON[seat]])

    def upcard(self) -> Card | None:
        """The upcard of the current trick."""
        return cast(Zone, self.zones["upcard"]).top()

    # ----- deal ------------------------------------------------------------------------
    def setup(self) -> list[Event]:
        n = self.players
        self.zone("stock", "pile", layout="stock")
        self.zone("pool", "pile", layout="pool")
        self.zone("upcard", "pile", layout="upcard")
        self.grid_zone("trick", kind="trick", layout="trick")
        self.zone("discard", "pile", layout="discard", memory=True)
        for s in range(n):
            self.zone(_HAND[s], "hand", s, layout="hand")
        for s in range(n):
            self.zone(_WON[s], "pile", s, layout="won", memory="others", spread=True)
        self.tribes = (0,) * n
        self.history = ()
        self.last_island = None
        self.winner = -1
        self.match = Match(n, self.options.goal(), dealer=0)
        return self._new_island()

    def _new_island(self) -> list[Event]:
        """Shuffle the whole pack and deal the first day of the next island."""
        island = self.match.next_deal()
        for z in self.zones.values():
            z.clear()
        self.stock.fill(self.new_pack(pack(self.players)))
        self.day = 0
        self.last_trick = None
        events = [Event("island", None, {
            "island": island, "dealer": self.dealer,
            "text": f"Island {island}: seat {self.dealer} shuffles and deals"})]
        return events + self._deal_day()

    def _deal_day(self) -> list[Event]:
        """Deal one day: one card at a time to each player from the dealer's left, the
        voting pool last in each round (ruling D1); the last day discards leftovers."""
        n = self.players
        self.day += 1
        stock = self.stock
        k = self.options.cards_per_hand(n, self.day, len(stock.cards))
        owners = [self.match.left_of_dealer(1 + i) for i in range(n)]
        hands = [self.hand(s) for s in owners]
        pool = self.pool
        for _ in range(k):
            for z, s in zip(hands, owners, strict=True):
                stock.move_to(z, learn=1 << s)
            stock.move_to(pool)
        for z, s in zip(hands, owners, strict=True):  # sorted in the hand
            z.fill(sorted(z.cards, key=hand_order), False, 1 << s)
        left = 0
        if self.day >= self.options.days:
            discard = self.zones["discard"]
            while stock.cards:
                stock.move_to(discard)
                left += 1
        self._clear_trick()
        self.trick_no = 0
        self.phase = "play"
        text = (f"Day {self.day} of island {self.island}: {k} cards to each player and "
                f"to the voting pool")
        if left:
            text += f"; {left} leftover cards discarded unseen"
        events = [Event("deal", None, {"island": self.island, "day": self.day, "cards": k,
                                       "discarded": left, "text": text})]
        return events + self._turn_upcard()

    def _clear_trick(self) -> None:
        """One empty place per seat for the face-down cards of the next trick."""
        self.trick.lay_out([None] * self.players)
        self.committed = 0

    def _turn_upcard(self) -> list[Event]:
        """The dealer turns the voting pool's top card: the trump suit of this trick."""
        c = self.pool.move_to(self.zones["upcard"], up=True, known=self.everyone)
        self.trick_no += 1
        trump = trump_suit(c)
        what = "no trump (a joker)" if trump is None else f"{SUIT_NAMES[trump]} are trump"
        return [Event("upcard", None, {
            "card": CARD_TEXT[c], "trump": SUIT_NAMES[trump] if trump is not None else None,
            "day": self.day, "trick": self.trick_no,
            "text": f"Trick {self.trick_no}: seat {self.dealer} turns up the {c}: {what}"})]

    # ----- who acts --------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == "over"

    def _actors(self) -> list[int]:
        if self.phase == "scored":
            return [self.dealer]
        done = self.committed
        return [s for s in range(self.players) if not done >> s & 1]

    # ----- legal actions: the list, from the same rules the checks use -------------------
    def _legal(self, seat: int) -> list[Action]:
        if self._play_refusal(seat) is None:
            seen: dict[str, Action] = {}
            for c in self.hand(seat).cards:
                text = CARD_TEXT[c]
                if text not in seen:
                    seen[text] = play_action(text)
            return list(seen.values())
        return [DEAL] if self._deal_refusal(seat) is None else []

    def _play_refusal(self, seat: int) -> str | None:
        """Why ``seat`` may not play a card now (``None``: it may play one it holds)."""
        if self.phase == "scored":
            return f"island {self.island} is over: seat {self.dealer} deals the next island"
        if self.committed >> seat & 1:
            mine = self.trick.cards[seat]
            return (f"you already played {card_name(str(mine))} face down to this trick "
                    f"(a card played face down cannot be taken back; ruling D7)")
        return None

    def _deal_refusal(self, seat: int) -> str | None:
        """Why ``seat`` may not deal now (``None``: it deals the next island, D6)."""
        if self.phase != "scored":
            return "the island is still being played: cards are dealt between islands"
        if not self.match.may_deal(seat):
            return f"only the dealer of the next island (seat {self.dealer}) deals"
        return None

    # ----- checks and doing: one per action type ----------------------------------------
    def verify_play(self, seat: int, action: Action) -> int:
        """Returns the index in the hand of the card named (either joker for ``"JK"``)."""
        why = self._play_refusal(seat)
        if why is not None:
            raise IllegalAction(why)
        text: str = action.params[0][1]  # the one parameter, ``card`` (normalized)
        for i, c in enumerate(self.hand(seat).cards):
            if CARD_TEXT[c] == text:
                return i
        raise IllegalAction(f"you have no {text} in your hand")

    def verify_deal(self, seat: int, action: Action) -> None:
        why = self._deal_refusal(seat)
        if why is not None:
            raise IllegalAction(why)

    def do_deal(self, seat: int, _: None) -> list[Event]:
        return self._new_island()

    def do_play(self, seat: int, index: int) -> list[Event]:
        """Place the card face down in front of ``seat``: only that seat knows it."""
        card = self.hand(seat).move_to(self.trick, index, learn=1 << seat, slot=seat)
        text = CARD_TEXT[card]
        self.committed |= 1 << seat
        waiting = [s for s in range(self.players) if not self.committed >> s & 1]
        events = [Event("commit", seat, {
            "waiting": waiting, "text": f"Seat {seat} plays a card face down"},
            {"card": text, "text": f"Seat {seat} plays the {text} face down"}, 1 << seat)]
        if waiting:
            return events
        return events + self._reveal()

    def _reveal(self) -> list[Event]:
        """Everyone has played: turn the cards up together and award the trick."""
        n, every = self.players, self.everyone
        trick = self.trick
        played: list[Card] = []
        for s in range(n):
            trick.reveal(s, every)
            c = trick.cards[s]
            assert c is not None
            played.append(c)
        up_zone = self.zones["upcard"]
        upcard = cast(Zone, up_zone).top()
        assert upcard is not None
        j = judge(played, upcard)
        names = [CARD_TEXT[c] for c in played]
        shown = ", ".join(f"seat {s} {names[s]}" for s in range(n))
        if j.winner is not None:
            w = j.winner
            pile = self.won(w)
            for s in range(n):  # the played cards in seat order, then the upcard
                trick.move_to(pile, s, up=False, known=every)
            up_zone.move_to(pile, up=False, known=every)
            why = {"six": f"the 6 of {SUIT_NAMES[j.trump or 0]} beats the 5",
                   "trump": "highest trump", "high": "highest card, no trump played"}[j.how]
            outcome = f"seat {w} wins the trick ({why})"
        else:
            for s in range(n):  # everyone takes back their own card (D5)
                trick.move_to(self.won(s), s, up=False, known=every)
            up_zone.move_to(self.zones["discard"], up=False, known=every)
            tied = " and ".join(f"seat {s}" for s in j.tied)
            outcome = (f"{tied} tie for highest: every player keeps their own card and "
                       f"the upcard {upcard} is discarded")
        self._clear_trick()
        self.last_trick = {"cards": names, "upcard": CARD_TEXT[upcard],
                           "trump": SUIT_NAMES[j.trump] if j.trump is not None else None,
                           "winner": j.winner, "tied": list(j.tied), "how": j.how}
        events = [Event("reveal", None, {
            "cards": names, "upcard": CARD_TEXT[upcard], "winner": j.winner,
            "tied": list(j.tied), "how": j.how, "text": f"Cards turned up: {shown}; {outcome}"})]
        if self.hand(0).cards:
            return events + self._turn_upcard()
        if self.day < self.options.days:
            return events + self._deal_day()
        return events + self._score_island()

    # ----- scoring -----------------------------------------------------------------------
    def _score_island(self) -> list[Event]:
        """Every player turns up their won pile; 13+ points of a suit wins its tribe."""
        n, every = self.players, self.everyone
        majority = self.options.majority
        pts: list[list[int]] = []
        gained: list[list[str]] = []
        for s in range(n):
            pile = self.won(s)
            for i in range(len(pile.cards)):
                pile.reveal(i, every)
            p = suit_points(pile.cards)
            pts.append(p)
            gained.append([SUIT_NAMES[k] for k in range(4) if p[k] >= majority])
        gains = tuple(len(g) for g in gained)
        self.tribes = tuple(a + b for a, b in zip(self.tribes, gains, strict=True))
        self.history = self.history + (gains,)
        island = self.island
        self.last_island = {"island": island, "points": pts, "tribes_won": gained}
        parts = [f"seat {s} " + (", ".join(gained[s]) if gained[s] else "no tribe") for s in range(n)]
        events = [Event("score", None, {
            "island": island, "points": pts, "tribes_won": gained, "tribes": list(self.tribes),
            "text": f"Island {island} scored: " + "; ".join(parts) + ". Tribes: "
                    + ", ".join(f"seat {s} {self.tribes[s]}" for s in range(n))})]
        goal = self.match.goal
        leaders = goal.leaders(self.tribes)
        best = self.tribes[leaders[0]]
        if self.match.hand_scored(self.tribes) is not None:
            self.phase = "over"
            self.winner = leaders[0]
            events.append(Event("over", None, {
                "winner": self.winner,
                "text": f"Seat {self.winner} wins with {best} tribes"}))
            return events
        if goal.reached(best):  # RULINGS 26: tied leaders play another island
            events.append(Event("tie", None, {
                "leaders": leaders,
                "text": "Tied for the most tribes at " + str(best) + ": "
                        + ", ".join(f"seat {s}" for s in leaders) + "; another island is played"}))
        self.phase = "scored"
        return events

    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        t = self.tribes
        placing = placing_from_scores(t)
        return Result([float(x) for x in t], [self.winner], placing,
                      f"seat {self.winner} has {t[self.winner]} tribes",
                      {"islands": [list(h) for h in self.history]})
