"""Democracy play: the islands, the two days of each, face-down tricks and tribe scoring.

The rules and rulings are documented in :mod:`parlour.games.democracy`.
"""

from __future__ import annotations

from typing import Any, ClassVar

from parlour.cards import Card
from parlour.engine.actions import Action
from parlour.engine.events import Event
from parlour.engine.game import Game, Result
from parlour.engine.zones import Grid, Zone
from parlour.games.democracy.rules import (
    DEAL,
    SUIT_NAMES,
    DemocracyOptions,
    pack,
    points,
    strength,
)
from parlour.games.democracy.speeches import judge, trump_suit

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


def suit_points(cards: list[Card | None]) -> list[int]:
    """Points captured in each suit (clubs, diamonds, hearts, spades)."""
    out = [0, 0, 0, 0]
    for c in cards:
        if c is not None and not c.is_joker:
            out[c.suit] += points(c)
    return out


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
    ACTIONS: ClassVar[dict[str, dict[str, type]]] = {"play": {"card": str}, "deal": {}}
    LAYOUT: ClassVar[dict[str, Any]] = {
        "center": ["pool", "upcard", "trick", "stock", "discard"], "seats": "hand:{seat}",
        "hide_fields": ["played", "to_play", "last_trick", "last_island", "majority"]}

    options: DemocracyOptions
    dealer: int
    island: int
    day: int
    trick_no: int
    phase: str
    """``play`` (commitments are collected), ``scored`` (the next dealer deals) or ``over``."""
    committed: int
    """Bitmask of the seats whose card for this trick lies face down."""
    tribes: tuple[int, ...]
    last_trick: dict[str, Any] | None
    last_island: dict[str, Any] | None
    history: tuple[tuple[int, ...], ...]
    """Tribes gained per seat, one tuple per scored island."""
    winner: int

    # zones are looked up by id (copies must not share them)
    @property
    def stock(self) -> Zone:
        return self.zones["stock"]

    @property
    def pool(self) -> Zone:
        return self.zones["pool"]

    @property
    def trick(self) -> Grid:
        return self.zones["trick"]  # type: ignore[return-value]

    def hand(self, seat: int) -> Zone:
        """The cards ``seat`` holds."""
        return self.zones[_HAND[seat]]

    def won(self, seat: int) -> Zone:
        """The face-down pile of cards ``seat`` has won this island."""
        return self.zones[_WON[seat]]

    def upcard(self) -> Card | None:
        """The upcard of the current trick."""
        return self.zones["upcard"].top()

    # ----- deal ------------------------------------------------------------------------
    def setup(self) -> None:
        n = self.players
        self.zone("stock", "pile", layout="stock")
        self.zone("pool", "pile", layout="pool")
        self.zone("upcard", "pile", layout="upcard")
        self.grid_zone("trick", kind="trick", layout="trick")
        self.zone("discard", "pile", layout="discard", memory=True)
        for s in range(n):
            self.zone(_HAND[s], "hand", s, layout="hand")
        for s in range(n):
            self.zone(_WON[s], "pile", s, layout="won", memory=True)
        self.tribes = (0,) * n
        self.history = ()
        self.last_island = None
        self.dealer = 0
        self.island = 0
        self.winner = -1
        self._new_island()

    def _new_island(self) -> list[Event]:
        """Shuffle the whole pack and deal the first day of the next island."""
        self.island += 1
        for z in self.zones.values():
            z.clear()
        self.stock.fill(self.new_pack(pack(self.players)))
        self.day = 0
        self.last_trick = None
        events = [Event("island", None, {
            "island": self.island, "dealer": self.dealer,
            "text": f"Island {self.island}: seat {self.dealer} shuffles and deals"})]
        return events + self._deal_day()

    def _deal_day(self) -> list[Event]:
        """Deal one day: one card at a time to each player from the dealer's left, the
        voting pool last in each round (ruling D1); the last day discards leftovers."""
        n = self.players
        self.day += 1
        stock = self.stock
        k = self.options.cards_per_hand(n, self.day, len(stock.cards))
        hands = [self.hand((self.dealer + 1 + i) % n) for i in range(n)]
        owners = [(self.dealer + 1 + i) % n for i in range(n)]
        pool = self.pool
        for _ in range(k):
            for z, s in zip(hands, owners, strict=True):
                c, _, _ = stock.pop()
                z.push(c, False, 1 << s)
            c, _, _ = stock.pop()
            pool.push(c)
        for z in hands:
            cards = sorted((c for c in z.cards if c is not None), key=hand_order)
            known = 1 << z.owner if z.owner is not None else 0
            z.fill(cards, False, known)
        left = 0
        if self.day >= self.options.days and stock.cards:
            discard = self.zones["discard"]
            while stock.cards:
                c, _, _ = stock.pop()
                discard.push(c)
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
        n = self.players
        self.trick.lay_out([None] * n)
        self.committed = 0

    def _turn_upcard(self) -> list[Event]:
        """The dealer turns the voting pool's top card: the trump suit of this trick."""
        c, _, _ = self.pool.pop()
        self.zones["upcard"].push(c, True, self.everyone)
        self.trick_no += 1
        trump = trump_suit(c)
        what = "no trump (a joker)" if trump is None else f"{SUIT_NAMES[trump]} are trump"
        return [Event("upcard", None, {
            "card": str(c), "trump": SUIT_NAMES[trump] if trump is not None else None,
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

    def _legal(self, seat: int) -> list[Action]:
        if self.phase == "scored":
            return [DEAL] if seat == self.dealer else []
        if self.committed >> seat & 1:
            return []
        seen: dict[str, Action] = {}
        for c in self.hand(seat).cards:
            if c is not None:
                text = str(c)
                if text not in seen:
                    seen[text] = play_action(text)
        return list(seen.values())

    # ----- applying --------------------------------------------------------------------
    def _apply(self, seat: int, action: Action) -> list[Event]:
        if action.type == "deal":
            return self._new_island()
        return self._commit(seat, action.card)

    def _commit(self, seat: int, text: str) -> list[Event]:
        """Place a card face down in front of ``seat``: only that seat knows it."""
        hand = self.hand(seat)
        i = next(i for i, c in enumerate(hand.cards) if c is not None and str(c) == text)
        card, _, known = hand.pop(i)
        self.trick.put(seat, card, False, known | 1 << seat)
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
        upcard, _, _ = up_zone.pop()
        j = judge(played, upcard)
        names = [str(c) for c in played]
        shown = ", ".join(f"seat {s} {names[s]}" for s in range(n))
        if j.winner is not None:
            w = j.winner
            pile = self.won(w)
            for c in played:
                pile.push(c, False, every)
            pile.push(upcard, False, every)
            why = {"six": f"the 6 of {SUIT_NAMES[j.trump or 0]} beats the 5",
                   "trump": "highest trump", "high": "highest card, no trump played"}[j.how]
            outcome = f"seat {w} wins the trick ({why})"
        else:
            for s, c in enumerate(played):
                self.won(s).push(c, False, every)
            self.zones["discard"].push(upcard, False, every)
            tied = " and ".join(f"seat {s}" for s in j.tied)
            outcome = (f"{tied} tie for highest: every player keeps their own card and "
                       f"the upcard {upcard} is discarded")
        self._clear_trick()
        self.last_trick = {"cards": names, "upcard": str(upcard),
                           "trump": SUIT_NAMES[j.trump] if j.trump is not None else None,
                           "winner": j.winner, "tied": list(j.tied), "how": j.how}
        events = [Event("reveal", None, {
            "cards": names, "upcard": str(upcard), "winner": j.winner, "tied": list(j.tied),
            "how": j.how, "text": f"Cards turned up: {shown}; {outcome}"})]
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
        self.last_island = {"island": self.island, "points": pts, "tribes_won": gained}
        parts = [f"seat {s} " + (", ".join(gained[s]) if gained[s] else "no tribe") for s in range(n)]
        events = [Event("score", None, {
            "island": self.island, "points": pts, "tribes_won": gained, "tribes": list(self.tribes),
            "text": f"Island {self.island} scored: " + "; ".join(parts) + ". Tribes: "
                    + ", ".join(f"seat {s} {self.tribes[s]}" for s in range(n))})]
        best = max(self.tribes)
        leaders = [s for s in range(n) if self.tribes[s] == best]
        if best >= self.options.tribes_to_win and len(leaders) == 1:
            self.phase = "over"
            self.winner = leaders[0]
            events.append(Event("over", None, {
                "winner": self.winner,
                "text": f"Seat {self.winner} wins with {best} tribes"}))
            return events
        if best >= self.options.tribes_to_win:
            events.append(Event("tie", None, {
                "leaders": leaders,
                "text": "Tied for the most tribes at " + str(best) + ": "
                        + ", ".join(f"seat {s}" for s in leaders) + "; another island is played"}))
        self.phase = "scored"
        self.dealer = (self.dealer + 1) % n
        return events

    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        t = self.tribes
        placing = [1 + sum(1 for o in t if o > mine) for mine in t]
        return Result([float(x) for x in t], [self.winner], placing,
                      f"seat {self.winner} has {t[self.winner]} tribes",
                      {"islands": [list(h) for h in self.history]})
