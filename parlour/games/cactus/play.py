"""Cactus play: deal, turns, powers, matching, the end of a hand and match scoring.

The rules and rulings are documented in :mod:`parlour.games.cactus`. Every action type
has one legality path: ``verify_<type>`` refuses in player words (and returns what the
move needs), ``do_<type>`` plays it; ``_legal`` lists the legal actions from the same
predicates (``_stock_drawable``, ``_takeable``, ``_may_match``, ``_usable``...).
"""

from __future__ import annotations

from typing import Any, ClassVar

from parlour.cards import CARD_TEXT, Card, deck52
from parlour.engine.actions import Action
from parlour.engine.events import Event
from parlour.engine.game import Game, Result
from parlour.engine.zones import AnyZone, Grid, Zone
from parlour.errors import IllegalAction
from parlour.games.cactus import scoring
from parlour.games.cactus.present import PRESENTATION
from parlour.games.cactus.rules import (
    ACTIONS,
    CALL,
    DEAL,
    DISCARD,
    DOUBLE,
    DRAW_DISCARD,
    DRAW_STOCK,
    END,
    GRID_ID,
    LOOK,
    MATCHED,
    OWN,
    PEEK,
    PLACER,
    POWER,
    POWER_TEXT,
    QUEEN,
    SPY,
    SWAP,
    UNUSED,
    CactusOptions,
    blind_swap,
    match_table,
    points,
)
from parlour.rules.draw_discard import (
    deal_round_robin,
    discard_at,
    draw_to,
    last_round_over,
    stock_drawable,
    take_discard,
)
from parlour.words import plural

_PACK = tuple(deck52())
"""One standard pack, built once (``new_pack`` shuffles a copy)."""
_PEEK_POWERS = (OWN, SPY)
_QUEEN_POWER = (QUEEN,)


def _each(table: tuple[Action, ...], cards: list[Card | None]) -> list[Action]:
    """``table[i]`` for every occupied slot ``i`` of ``cards``."""
    if None not in cards:
        return list(table[:len(cards)])
    return [table[i] for i in range(len(cards)) if cards[i] is not None]


class CactusRules(Game):
    """The Cactus state machine (views and messages are added by :class:`Cactus`)."""

    name = "cactus"
    title = "Cactus"
    family = "golf"
    summary = ("Memory Golf: lower your face-down 2x2 layout, use the powers of 6-Q, "
               "match duplicates at any time, call Cactus.")
    min_players = 2
    max_players = 6
    timing = "realtime"
    Options = CactusOptions
    VARIANTS: ClassVar[dict[str, tuple[str, dict[str, Any]]]] = {
        "denexa": ("Denexa's text: two players, nobody looks at the deal, one hand", {}),
        "wikipedia": ("Wikipedia's text: 2-6 players, look at your two near cards, "
                      "duplicates, a match to 100 points",
                      {"scoring": "match", "start_peek": 2, "repeat_match": "on_turn",
                       "plain_discard_reusable": True, "power_once": True}),
    }
    DEFAULT_VARIANT = "denexa"
    ACTIONS: ClassVar[dict[str, dict[str, Any]]] = ACTIONS
    CLAIMS = frozenset({"match"})
    COPY_FIELDS = ("dflags", "pending")
    LAYOUT: ClassVar[dict[str, Any]] = {"center": ["stock", "discard", "drawn"],
                                        "seats": "grid:{seat}", "grid_columns": 2}
    presentation = PRESENTATION
    lower_wins = True

    # state (all flat; ``dflags`` and ``pending`` are the mutable containers outside zones)
    options: CactusOptions
    zones: dict[str, Any]
    """The zones by id: ``stock``, ``discard``, ``drawn`` (:class:`Zone`) and ``grid:<seat>``
    (:class:`Grid`); read them through the typed accessors below (no ``cast`` per look-up
    in the hot paths)."""
    dealer: int
    first: int
    turn: int
    phase: str
    round: int
    turns: int
    caller: int
    exhausted: bool
    drawn_src: str
    drawn_flags: int
    looking: int
    dflags: list[int]
    """Per discard card (bottom first): ``UNUSED``/``MATCHED`` and the seat that put it
    there (``flags >> PLACER``)."""
    spent: int
    """The cards whose power has been used this hand, as bits (``1 << card``)."""
    pending: list[tuple[int, int, str]]
    """Queued claims (A9) in arrival order: (seat, slot, the name of the discard top
    claimed against). A name, not the card: the top was public when claimed, and a stock
    rebuild may later hide that card, which must not change what the claim says."""
    scores: tuple[int, ...]
    totals: tuple[int, ...]
    gains: tuple[int, ...]
    history: tuple[tuple[int, ...], ...]
    gain_history: tuple[tuple[int, ...], ...]

    # zones are looked up by id (never kept as attributes: copies must not share them)
    @property
    def stock(self) -> Zone:
        zone: Zone = self.zones["stock"]
        return zone

    @property
    def discard(self) -> Zone:
        zone: Zone = self.zones["discard"]
        return zone

    @property
    def drawn(self) -> Zone:
        zone: Zone = self.zones["drawn"]
        return zone

    @property
    def grids(self) -> tuple[Grid, ...]:
        z = self.zones
        return tuple([z[GRID_ID[s]] for s in range(self.players)])

    def grid(self, seat: int) -> Grid:
        """The layout of ``seat``."""
        grid: Grid = self.zones[GRID_ID[seat]]
        return grid

    @classmethod
    def player_range(cls, options: Any) -> tuple[int, int]:
        return (2, 2) if options.scoring == "hand" else (2, 6)

    # ----- deal --------------------------------------------------------------------------
    def setup(self) -> list[Event]:
        n = self.players
        self.zone("stock", "pile", layout="stock")
        self.zone("discard", "pile", layout="discard")
        self.zone("drawn", "hand", layout="drawn")
        for s in range(n):
            self.grid_zone(GRID_ID[s], s, layout="grid2", memory=True)
        self.scores = (0,) * n
        self.totals = ()
        self.gains = ()
        self.history = ()
        self.gain_history = ()
        self.round = 0
        self.dealer = 0
        return self._deal(first=self._first_player())

    def _first_player(self) -> int:
        """C7: the seat opposite the dealer where there is one (seed 002: "For the first
        round, the player opposite of the dealer goes first"), else the dealer's left."""
        n = self.players
        if self.options.first_player == "opposite" and n % 2 == 0:
            return (self.dealer + n // 2) % n
        return (self.dealer + 1) % n

    def _deal(self, first: int) -> list[Event]:
        n = self.players
        self.round += 1
        for z in self.zones.values():
            z.clear()
        self.dflags = []
        self.spent = 0
        self.pending = []
        self.totals = ()
        self.gains = ()
        stock = self.stock
        stock.fill(self.new_pack(list(_PACK)))
        deal_round_robin(stock, self.grids, self.options.grid_cards, first=(self.dealer + 1) % n,
                         seen=False)
        self.first = self.turn = first
        self.phase = "draw"
        self.turns = 1
        self.caller = -1
        self.exhausted = False
        self.drawn_src = ""
        self.drawn_flags = 0
        events = [Event("deal", None, {
            "round": self.round, "dealer": self.dealer, "first": first,
            "cards": self.options.grid_cards,
            "text": f"Round {self.round}: seat {self.dealer} deals "
                    f"{self.options.grid_cards} cards each; seat {first} plays first"})]
        if min(self.options.start_peek, self.options.grid_cards):
            self.phase = "look"
            self.looking = self.everyone
            return events
        self.looking = 0
        events.append(self._turn_event())
        return events

    # ----- who acts --------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == "over"

    def _waiting(self) -> list[int]:
        ph = self.phase
        if ph == "look":
            return [s for s in range(self.players) if self.looking >> s & 1]
        return [self.dealer if ph == "scored" else self.turn]

    def _actors(self) -> list[int]:
        ph = self.phase
        if ph == "scored" or ph == "look":
            return self._waiting()
        t = self.turn
        if not self._claims_open():
            return [t]
        frozen = self.caller if self.options.caller_frozen else -1
        zones = self.zones
        out = []
        for s in range(self.players):
            if s == t:
                out.append(s)
            elif s != frozen:
                cards: list[Card | None] = zones[GRID_ID[s]].cards
                free = len(cards) - cards.count(None)
                if free and self.pending:  # A9: a slot already claimed cannot claim again
                    free -= sum(1 for p in self.pending if p[0] == s)
                if free:
                    out.append(s)
        return out

    # ----- the predicates legality is made of ----------------------------------------------
    def _claims_open(self) -> bool:
        """Whether matching is possible at all now (a top to match; during an on-turn
        action claims are queued, A9)."""
        ph = self.phase
        if (ph != "draw" and ph != "end" and ph != "resolve") or not self.dflags:
            return False
        return not (self.dflags[-1] & MATCHED and self.options.repeat_match == "on_turn")

    def _may_match(self, seat: int) -> bool:
        """Whether claims are open for ``seat`` now (it has a card and a top to match; the
        turn player holding a drawn card is in the middle of its action)."""
        if not self._claims_open() or (seat == self.caller and self.options.caller_frozen):
            return False
        if seat == self.turn and self.phase == "resolve":
            return False
        cards: list[Card | None] = self.zones[GRID_ID[seat]].cards
        return cards.count(None) != len(cards)

    def _usable(self, seat: int, flags: int, src: str) -> bool:
        """Whether ``seat`` may use the power of a card with discard ``flags`` that it drew
        from ``src``: a stock card's power is unused; a card taken from the discard pile
        keeps an unused power only for the player after the one who put it there."""
        if not flags & UNUSED:
            return False
        return src == "stock" or flags >> PLACER == (seat - 1) % self.players

    def _stock_drawable(self) -> bool:
        z = self.zones
        return stock_drawable(z["stock"], z["discard"])

    def _takeable(self, seat: int) -> bool:
        """A discard top the turn player could do something with after taking it."""
        if not self.dflags:
            return False
        cards: list[Card | None] = self.zones[GRID_ID[seat]].cards
        if cards.count(None) != len(cards):
            return True
        top = self.discard.cards[-1]
        flags = self.dflags[-1]
        return self._usable(seat, flags, "discard") and bool(self._power_targets(seat, top, flags))

    def _may_call(self) -> bool:
        """C5: nobody has called yet and the stock is not exhausted."""
        return self.caller < 0 and not self.exhausted

    def _power_targets(self, seat: int, card: Card, flags: int) -> list[Action]:
        """The power actions of ``card`` for ``seat`` (none if its power is used): a 6/7/8
        looks at an own card, a 9/10/J at an opponent's, a queen swaps an own card with
        an opponent's."""
        p = POWER[card & 15]
        if not p or not flags & UNUSED:
            return []
        grids = self.grids
        if p == OWN:
            return _each(PEEK[seat], grids[seat].cards)
        acts = []
        own = grids[seat].slots()
        for o in range(self.players):
            if o == seat:
                continue
            theirs = grids[o].slots()
            if p == SPY:
                acts += [PEEK[o][i] for i in theirs]
            else:
                acts += [blind_swap(i, o, j) for i in own for j in theirs]
        return acts

    # ----- legal actions -------------------------------------------------------------------
    def _legal(self, seat: int) -> list[Action]:
        ph = self.phase
        acts: list[Action] = []
        if ph == "scored":
            return [DEAL] if seat == self.dealer else []
        if ph == "look":
            return [LOOK] if self.looking >> seat & 1 else []
        if seat == self.turn:
            if ph == "draw":
                if self._stock_drawable():
                    acts.append(DRAW_STOCK)
                if self._takeable(seat):
                    acts.append(DRAW_DISCARD)
            elif ph == "resolve":
                return self._resolve_actions(seat)
            else:
                acts.append(END)
                if self._may_call():
                    acts.append(CALL)
        if self._may_match(seat):
            zones = self.zones
            cards: list[Card | None] = zones[GRID_ID[seat]].cards
            ms = _each(match_table(CARD_TEXT[zones["discard"].cards[-1]]), cards)
            if self.pending:
                mine = {slot for s, slot, _ in self.pending if s == seat}
                ms = [a for a in ms if a.slot not in mine]
            acts.extend(ms)
        return acts

    def _resolve_actions(self, seat: int) -> list[Action]:
        zones = self.zones
        card = zones["drawn"].cards[0]
        cards: list[Card | None] = zones[GRID_ID[seat]].cards
        acts = _each(SWAP, cards)
        if self.drawn_src == "stock":
            acts.append(DISCARD)
        if self._usable(seat, self.drawn_flags, self.drawn_src):
            acts += self._power_targets(seat, card, self.drawn_flags)
        if self._may_double():
            acts += _each(DOUBLE, cards)
        return acts

    def _may_double(self) -> bool:
        """C3: the held card was matched onto the pile and taken from it (wikipedia)."""
        return bool(self.drawn_src == "discard" and self.drawn_flags & MATCHED
                    and self.options.repeat_match == "on_turn")

    # ----- refusals shared by several action types -------------------------------------------
    def _require_in_play(self, seat: int) -> None:
        """Between rounds only the dealer's ``deal``, after a deal only ``look``."""
        ph = self.phase
        if ph == "scored":
            raise IllegalAction(f"the round is over: seat {self.dealer} deals the next one"
                                if seat != self.dealer else "the round is over: deal the next round")
        if ph == "look":
            if self.looking >> seat & 1:
                raise IllegalAction("first look at your nearest cards")
            raise IllegalAction("you have looked; waiting for the others to look at their cards")

    def _require_not_frozen(self, seat: int) -> None:
        """A4: a caller may not match or act any more."""
        if seat == self.caller and self.options.caller_frozen:
            raise IllegalAction("you called Cactus: you may not match or make any more moves")

    def _require_step(self, seat: int, step: str) -> None:
        """A turn action: ``seat`` must be the turn player, in ``step`` of its turn
        (``draw``, ``resolve`` holding a drawn card, or ``end``)."""
        if seat == self.turn and self.phase == step:
            return
        self._require_in_play(seat)
        self._require_not_frozen(seat)
        if seat != self.turn:
            if self.grid(seat).count():
                raise IllegalAction(f"it is seat {self.turn}'s turn; out of turn you may only match")
            raise IllegalAction(f"it is seat {self.turn}'s turn (and you have no cards left to "
                                f"match with)")
        if self.phase == "draw":
            raise IllegalAction("first draw a card: from the stock or from the discard pile")
        if self.phase == "resolve":
            raise IllegalAction(f"first swap or discard the {self._held()} you are holding")
        if self._may_call():
            raise IllegalAction("your action is done: call Cactus or end your turn")
        raise IllegalAction("your action is done: end your turn")

    def _require_own_slot(self, seat: int, slot: int) -> None:
        cards: list[Card | None] = self.zones[GRID_ID[seat]].cards
        if not 0 <= slot < len(cards):
            raise IllegalAction(f"you have no slot {slot} (your slots are 0 to {len(cards) - 1})")
        if cards[slot] is None:
            raise IllegalAction(f"your slot {slot} is empty")

    def _require_power(self, seat: int, kinds: tuple[int, ...]) -> int:
        """The held card's power, if ``seat`` may use it and it is one of ``kinds``."""
        held = self._held()
        p = POWER[held & 15]
        if not p:
            raise IllegalAction(f"the {held} has no power")
        flags = self.drawn_flags
        if not flags & UNUSED:
            if self.drawn_src == "discard" and not self.options.plain_discard_reusable:
                raise IllegalAction(f"the power of this {held} is not available: it was used, or "
                                    f"the card was discarded from the stock rather than from a layout")
            raise IllegalAction(f"the power of this {held} was already used")
        if not self._usable(seat, flags, self.drawn_src):
            by = flags >> PLACER
            who = "you" if by == seat else f"seat {by}"
            raise IllegalAction(f"the {held} was put on the discard pile by {who}: only the next "
                                f"player after them (seat {(by + 1) % self.players}) may use its "
                                f"unused power")
        if p not in kinds:
            raise IllegalAction(f"the power of the {held} is: {POWER_TEXT[p]}")
        return p

    def _require_target(self, seat: int, power: int, target: int, slot: int) -> None:
        """A 6/7/8 looks at an own card; 9/10/J and the queen reach an opponent's card."""
        if not 0 <= target < self.players:
            raise IllegalAction(f"there is no seat {target}")
        if power == OWN and target != seat:
            raise IllegalAction(f"the {self._held()} lets you look at one of your own cards only")
        if power != OWN and target == seat:
            raise IllegalAction(f"the {self._held()} targets an opponent's card")
        cards = self.grid(target).cards
        if not 0 <= slot < len(cards) or cards[slot] is None:
            whose = "you have" if target == seat else f"seat {target} has"
            raise IllegalAction(f"{whose} no card in slot {slot}")

    def _held(self) -> Card:
        """The card the turn player drew and holds (phase ``resolve``)."""
        return self.drawn.cards[0]

    # ----- one legality path per action type -------------------------------------------------
    def verify_look(self, seat: int, action: Action) -> None:
        if self.phase == "look" and self.looking >> seat & 1:
            return
        self._require_in_play(seat)
        if not self.options.start_peek:
            raise IllegalAction("nobody looks at their cards after the deal here (start_peek is 0: "
                                "the denexa text); peek with a 6, 7 or 8 instead")
        raise IllegalAction("looking at your cards happens only right after the deal")

    def do_look(self, seat: int, _: None) -> list[Event]:
        """Wikipedia: a player looks once at their near cards after the deal (C9, C10)."""
        g = self.grid(seat)
        k = min(self.options.start_peek, len(g.cards))
        slots = list(range(len(g.cards) - k, len(g.cards)))
        for i in slots:
            g.learn(i, 1 << seat)
        names = [CARD_TEXT[c] for c in g.cards[len(g.cards) - k:] if c is not None]  # dealt: all there
        where = ", ".join(map(str, slots))
        events = [Event("look", seat, {"slots": slots, "text": f"Seat {seat} looks at slots {where}"},
                        {"cards": names, "text": "You look at " + ", ".join(
                            f"slot {i}: {c}" for i, c in zip(slots, names, strict=True))}, 1 << seat)]
        self.looking &= ~(1 << seat)
        if not self.looking:
            self.phase = "draw"
            events.append(self._turn_event())
        return events

    def verify_deal(self, seat: int, action: Action) -> None:
        if self.phase == "scored" and seat == self.dealer:
            return
        self._require_in_play(seat)
        self._require_not_frozen(seat)
        raise IllegalAction("the round is still being played")

    def do_deal(self, seat: int, _: None) -> list[Event]:
        """C11: the next wikipedia round; the previous round's winner plays first (A7)."""
        return self._deal(self.first)

    def verify_draw(self, seat: int, action: Action) -> str:
        self._require_step(seat, "draw")
        source: str = action.get("source")
        if source == "stock":
            self.require(self._stock_drawable(), "the stock is empty and cannot be rebuilt")
        elif source == "discard":
            if not self._takeable(seat):
                if not self.discard.cards:
                    raise IllegalAction("the discard pile is empty: draw from the stock")
                raise IllegalAction(f"you could do nothing with the {self.discard.cards[-1]}: "
                                    f"you have no cards")
        else:
            raise IllegalAction(f"draw from 'stock' or 'discard', not {source!r}")
        return source

    def do_draw(self, seat: int, source: str) -> list[Event]:
        bit = 1 << seat
        d = self.drawn
        d.owner = seat
        self.phase = "resolve"
        if source == "stock":
            card, events = self._from_stock(d, bit)
            assert card is not None  # verify_draw: the stock is drawable
            self.drawn_src = "stock"
            self.drawn_flags = UNUSED
            events.append(Event("draw", seat, {"source": "stock",
                                               "text": f"Seat {seat} drew from the stock"},
                                {"card": CARD_TEXT[card],
                                 "text": f"You drew the {CARD_TEXT[card]} from the stock"}, bit))
            return events
        card = take_discard(self.discard, d, self.everyone, up=True)  # C12: seen by all
        self.drawn_flags = self.dflags.pop()
        self.drawn_src = "discard"
        return [Event("draw", seat, {"source": "discard", "card": CARD_TEXT[card],
                                     "text": f"Seat {seat} took the {CARD_TEXT[card]} from the "
                                             f"discard pile"})]

    def verify_swap(self, seat: int, action: Action) -> int:
        self._require_step(seat, "resolve")
        slot: int = action.get("slot")
        self._require_own_slot(seat, slot)
        return slot

    def do_swap(self, seat: int, slot: int) -> list[Event]:
        g = self.grid(seat)
        old = discard_at(g, slot, self.discard, self.everyone)
        self.dflags.append(self._unused(old) | seat << PLACER)
        src = self.drawn_src
        card = self.drawn.move_to(g, up=False, learn=1 << seat, slot=slot)
        data: dict[str, Any] = {"slot": slot, "discarded": CARD_TEXT[old], "source": src,
                                "text": f"Seat {seat} swapped the drawn card into slot {slot}, "
                                        f"discarding the {CARD_TEXT[old]}"}
        if src == "discard":  # everyone saw it taken from the pile
            data["card"] = CARD_TEXT[card]
            data["text"] = (f"Seat {seat} swapped the {CARD_TEXT[card]} into slot {slot}, "
                            f"discarding the {CARD_TEXT[old]}")
        return [Event("swap", seat, data)] + self._done()

    def _unused(self, card: int) -> int:
        """The flag of a card leaving a layout for the discard pile: unused (C2), unless its
        power was used earlier this hand and a power is used once (``power_once``)."""
        return 0 if self.options.power_once and self.spent >> card & 1 else UNUSED

    def verify_discard(self, seat: int, action: Action) -> None:
        self._require_step(seat, "resolve")
        self.require(self.drawn_src == "stock",
                     "a card taken from the discard pile must be swapped into your layout "
                     "(only an unused power card may be re-discarded to use its power)")

    def do_discard(self, seat: int, _: None) -> list[Event]:
        """A3: a stock card discarded with its power unused (reusable only under A8)."""
        card = self._put_down(UNUSED if self.options.plain_discard_reusable else 0)
        return [Event("discard", seat, {
            "card": CARD_TEXT[card], "text": f"Seat {seat} discarded the {CARD_TEXT[card]}"
            + (" without using its power" if POWER[card & 15] else "")})] + self._done()

    def verify_peek(self, seat: int, action: Action) -> tuple[int, int]:
        self._require_step(seat, "resolve")
        target: int = action.get("seat")
        slot: int = action.get("slot")
        power = self._require_power(seat, _PEEK_POWERS)
        self._require_target(seat, power, target, slot)
        return target, slot

    def do_peek(self, seat: int, where: tuple[int, int]) -> list[Event]:
        target, slot = where
        power = self._put_down(0)
        self.spent |= 1 << power
        g = self.grid(target)
        g.learn(slot, 1 << seat)
        card = g.cards[slot]
        assert card is not None  # verify_peek: an occupied slot
        seen = CARD_TEXT[card]
        whose = "own" if target == seat else f"seat {target}'s"
        text = f"Seat {seat} discarded the {CARD_TEXT[power]} and looked at {whose} slot {slot}"
        ev = Event("peek", seat, {"target": target, "slot": slot, "power": CARD_TEXT[power],
                                  "text": text},
                   {"card": seen, "text": f"{text}: {seen}"}, 1 << seat)
        return [ev] + self._done()

    def verify_blind_swap(self, seat: int, action: Action) -> tuple[int, int, int]:
        self._require_step(seat, "resolve")
        slot: int = action.get("slot")
        target: int = action.get("seat")
        their: int = action.get("their_slot")
        self._require_own_slot(seat, slot)
        self._require_power(seat, _QUEEN_POWER)
        self._require_target(seat, QUEEN, target, their)
        return slot, target, their

    def do_blind_swap(self, seat: int, where: tuple[int, int, int]) -> list[Event]:
        slot, target, their = where
        power = self._put_down(0)
        self.spent |= 1 << power
        mine, theirs = self.grid(seat), self.grid(target)
        card, _, known = mine.take(slot)  # each card keeps who knows it (nobody sees the swap)
        theirs.move_to(mine, their, up=False, slot=slot)
        theirs.put(their, card, False, known)
        ev = Event("blind_swap", seat, {
            "slot": slot, "target": target, "their_slot": their, "power": CARD_TEXT[power],
            "text": f"Seat {seat} discarded the {CARD_TEXT[power]} and swapped their slot {slot} "
                    f"with seat {target}'s slot {their}, unseen"})
        return [ev] + self._done()

    def verify_double(self, seat: int, action: Action) -> int:
        self._require_step(seat, "resolve")
        slot: int = action.get("slot")
        self._require_own_slot(seat, slot)
        if self.options.repeat_match != "on_turn":
            raise IllegalAction("doubling is a wikipedia rule (repeat_match='on_turn'); here you "
                                "match a duplicate with 'match', once the card you hold is placed")
        self.require(self._may_double(), "only a card matched onto the discard pile and taken "
                                         "from it may be discarded again with your copy")
        return slot

    def do_double(self, seat: int, slot: int) -> list[Event]:
        """C3: the taken card and the seat's copy go onto the pile together (the turn)."""
        g = self.grid(seat)
        mine = g.cards[slot]
        assert mine is not None
        card = self._put_down(self.drawn_flags)
        if mine & 15 != card & 15:
            return self._wrong(seat, slot, card, double=True) + self._done()
        discard_at(g, slot, self.discard, self.everyone)
        self.dflags.append(self._unused(mine) | MATCHED | seat << PLACER)
        ev = Event("double", seat, {
            "slot": slot, "card": CARD_TEXT[card], "copy": CARD_TEXT[mine],
            "text": f"Seat {seat} discarded the {CARD_TEXT[card]} again with their {CARD_TEXT[mine]} "
                    f"from slot {slot} (counts as the turn)"})
        return [ev] + self._done()

    def verify_match(self, seat: int, action: Action) -> int:
        ph = self.phase
        if ph == "scored" or ph == "look":
            self._require_in_play(seat)
        if seat == self.caller:
            self._require_not_frozen(seat)
        if seat == self.turn and ph == "resolve":
            raise IllegalAction(f"first finish your action: swap or discard the {self._held()} you "
                                f"are holding; you may match once it is placed (ruling A9)")
        aimed: str = action.get("top")
        held = self.drawn.cards[0] if ph == "resolve" and self.drawn_src == "discard" else None
        if held is not None and CARD_TEXT[held] == aimed:
            raise IllegalAction(f"too late: seat {self.turn} took the {aimed} from the discard "
                                f"pile (no penalty)")
        zones = self.zones
        pile = zones["discard"].cards
        if not pile:
            raise IllegalAction("the discard pile is empty: there is nothing to match")
        top = CARD_TEXT[pile[-1]]
        if aimed != top:
            raise IllegalAction(f"too late: the discard top is now the {top}, not the {aimed} "
                                f"(no penalty)")
        if self.dflags[-1] & MATCHED and self.options.repeat_match == "on_turn":
            raise IllegalAction(f"the {top} was already matched; you can discard your copy only on "
                                f"your turn, by taking the {top} and discarding both (it counts "
                                f"as your turn)")
        slot: int = action.get("slot")
        cards: list[Card | None] = zones[GRID_ID[seat]].cards
        if not 0 <= slot < len(cards) or cards[slot] is None:
            if cards.count(None) == len(cards):
                raise IllegalAction("you have no cards left to match with")
            self._require_own_slot(seat, slot)
        if self.pending and (seat, slot) in {(s, i) for s, i, _ in self.pending}:
            raise IllegalAction(f"you already claimed the {top} with slot {slot}: it is resolved "
                                f"when seat {self.turn}'s action is complete")
        return slot

    def do_match(self, seat: int, slot: int) -> list[Event]:
        """A claim: at once, or queued while the turn player holds a drawn card (A9)."""
        if self.phase == "resolve":
            return self._queue(seat, slot)
        return self._match(seat, slot)

    def verify_end(self, seat: int, action: Action) -> None:
        self._require_step(seat, "end")

    def do_end(self, seat: int, _: None) -> list[Event]:
        return [Event("end", seat, {"text": f"Seat {seat} ends the turn"})] + self._next_turn()

    def verify_call(self, seat: int, action: Action) -> None:
        self._require_step(seat, "end")
        if self.caller >= 0:
            raise IllegalAction(f"Cactus was already called by seat {self.caller}")
        self.require(not self.exhausted, "the stock is exhausted: the hand ends after this turn anyway")

    def do_call(self, seat: int, _: None) -> list[Event]:
        self.caller = seat
        return [Event("call", seat, {"text": f"Seat {seat} calls Cactus!"})] + self._next_turn()

    # ----- moving cards ------------------------------------------------------------------------
    def _from_stock(self, dst: AnyZone, known: int,
                    slot: int | None = None) -> tuple[Card | None, list[Event]]:
        """Move the stock's top card face down into ``dst`` (known to the seats in mask
        ``known``), rebuilding the stock from the discard pile first if it is empty (A2).
        ``None`` when nothing is left to draw (the exhaustion is announced once)."""
        zones = self.zones
        stock, discard = zones["stock"], zones["discard"]
        if not stock_drawable(stock, discard):
            if self.exhausted:
                return None, []
            self.exhausted = True
            return None, [Event("exhausted", None, {
                "text": "The stock is empty and cannot be rebuilt: the hand ends after this turn"})]
        card, rebuilt = draw_to(stock, discard, self.rng, dst, known=known, slot=slot)
        if not rebuilt:
            return card, []
        self.dflags = self.dflags[-1:]  # only the top stays on the pile, with its flags
        return card, [Event("rebuild", None, {
            "cards": rebuilt,
            "text": f"The stock ran out: {plural(rebuilt, 'discard')} shuffled into a new stock"})]

    def _put_down(self, flags: int) -> Card:
        """Move the drawn card face up onto the discard pile (placed by the turn player)."""
        card = discard_at(self.drawn, -1, self.discard, self.everyone)
        self.dflags.append(flags & (UNUSED | MATCHED) | self.turn << PLACER)
        return card

    def _done(self) -> list[Event]:
        """The turn's action is complete: the end step follows, after the claims that
        arrived during the action are resolved in arrival order (A9)."""
        self.phase = "end"
        self.drawn_src = ""
        self.drawn_flags = 0
        self.drawn.owner = None
        if not self.pending:
            return []
        queue, self.pending = self.pending, []
        events: list[Event] = []
        for seat, slot, top in queue:
            cur = self.discard.cards[-1] if self.discard.cards else None
            if cur is None or CARD_TEXT[cur] != top or not self._may_match(seat) \
                    or self.grid(seat).cards[slot] is None:
                now = f"the top is now the {CARD_TEXT[cur]}" if cur is not None else "the pile is empty"
                if cur is not None and CARD_TEXT[cur] == top:
                    now = f"the {CARD_TEXT[cur]} may no longer be matched"
                events.append(Event("too_late", seat, {
                    "slot": slot, "top": top,
                    "text": f"Too late: seat {seat}'s claim on the {top} with slot {slot} "
                            f"is dropped ({now}); no penalty"}))
                continue
            events += self._match(seat, slot)
        return events

    def _queue(self, seat: int, slot: int) -> list[Event]:
        """A claim during an on-turn action waits for the action to complete (A9)."""
        top = CARD_TEXT[self.discard.cards[-1]]
        self.pending.append((seat, slot, top))
        return [Event("claim", seat, {
            "slot": slot, "top": top, "queued": len(self.pending),
            "text": f"Seat {seat} claims a match of the {top} with slot {slot}: resolved "
                    f"when seat {self.turn}'s action is complete"})]

    def _match(self, seat: int, slot: int) -> list[Event]:
        g = self.grid(seat)
        mine = g.cards[slot]
        top = self.discard.cards[-1]
        assert mine is not None
        if mine & 15 == top & 15:
            discard_at(g, slot, self.discard, self.everyone)
            self.dflags.append(self._unused(mine) | MATCHED | seat << PLACER)
            events = [Event("match", seat, {
                "slot": slot, "card": CARD_TEXT[mine], "top": CARD_TEXT[top],
                "text": f"Seat {seat} matched the {CARD_TEXT[top]} with the {CARD_TEXT[mine]} from "
                        f"slot {slot}"})]
        else:
            events = self._wrong(seat, slot, top)
        if (self.phase == "draw" and self.exhausted and not self._stock_drawable()
                and not self._takeable(self.turn)):
            events += self._hand_end("nobody can draw any more")  # C8: the turn cannot be played
        return events

    def _wrong(self, seat: int, slot: int, top: Card, double: bool = False) -> list[Event]:
        """A wrong match: the card is shown, returned face down, and penalty cards added
        unseen, into empty slots first (A2: skipped when nothing is left to draw)."""
        g = self.grid(seat)
        mine = g.cards[slot]
        assert mine is not None
        g.learn(slot, self.everyone)
        placed: list[int] = []
        events: list[Event] = []
        for _ in range(self.options.penalty_cards):
            cards = g.cards
            into = cards.index(None) if None in cards else len(cards)
            card, evs = self._from_stock(g, 0, slot=into)
            events += evs
            if card is None:
                break
            placed.append(into)
        short = self.options.penalty_cards - len(placed)
        into_text = (", penalty card into slot " if len(placed) == 1 else ", penalty cards into slots ")
        tail = ((into_text + ", ".join(map(str, placed)) if placed else "")
                + (f" ({plural(short, 'penalty card')} skipped: no stock)" if short else ""))
        ev = Event("wrong_match", seat, {
            "slot": slot, "card": CARD_TEXT[mine], "top": CARD_TEXT[top], "penalty": placed,
            "double": double,
            "text": f"Wrong match: seat {seat} showed the {CARD_TEXT[mine]} from slot {slot} against "
                    f"the {CARD_TEXT[top]}; it goes back face down{tail}"})
        return [ev] + events

    # ----- turns, hands and rounds ---------------------------------------------------------
    def _turn_event(self) -> Event:
        last = self.caller >= 0
        return Event("turn", self.turn, {
            "round": self.round, "last": last,
            "text": f"Seat {self.turn}'s {'last ' if last else ''}turn"})

    def _next_turn(self) -> list[Event]:
        if self.exhausted:
            return self._hand_end("the stock is exhausted")
        nxt = (self.turn + 1) % self.players
        if last_round_over(nxt, self.caller):
            return self._hand_end("everyone has had a last turn after the Cactus call")
        self.turn = nxt
        self.turns += 1
        self.phase = "draw"
        events = [self._turn_event()]
        if not self._stock_drawable():
            self.exhausted = True
            if not self._takeable(nxt):
                return events + self._hand_end("nobody can draw any more")
            events.append(Event("exhausted", None, {
                "text": "The stock is empty and cannot be rebuilt: the hand ends after this turn"}))
        return events

    def _hand_end(self, why: str) -> list[Event]:
        n = self.players
        everyone = self.everyone
        grids = self.grids
        for g in grids:
            for i in g.slots():
                g.reveal(i, everyone)
        totals = tuple(points(g.cards) for g in grids)
        self.totals = totals
        events = [Event("reveal", None, {
            "grids": [[None if c is None else CARD_TEXT[c] for c in g.cards] for g in grids],
            "totals": list(totals), "caller": self.caller if self.caller >= 0 else None,
            "text": f"Hand over ({why}). Totals: "
                    + ", ".join(f"seat {s} {totals[s]}" for s in range(n))})]
        if self.options.scoring == "hand":
            self.phase = "over"
            return events
        gains = scoring.round_gains(totals, self.caller, self.options.caller_penalty)
        self.gains = gains
        self.scores = tuple(a + b for a, b in zip(self.scores, gains, strict=True))
        self.history = self.history + (totals,)
        self.gain_history = self.gain_history + (gains,)
        winner = scoring.round_winner(totals, self.caller, self.first)
        events.append(Event("score", None, {
            "round": self.round, "gains": list(gains), "scores": list(self.scores),
            "round_winner": winner,
            "text": "Points gained: " + ", ".join(f"seat {s} +{gains[s]}" for s in range(n))
                    + "; match totals: " + ", ".join(f"seat {s} {self.scores[s]}" for s in range(n))}))
        if max(self.scores) >= self.options.target:
            self.phase = "over"
            return events
        self.first = winner
        self.dealer = (self.dealer + 1) % n
        self.phase = "scored"
        self.turn = self.dealer
        return events

    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        if self.options.scoring == "hand":
            return scoring.hand_result(self.totals, self.caller, self.options.tie_rule)
        return scoring.match_result(self.scores, self.options.target, self.history, self.caller)

    def _caller_or_none(self) -> int | None:
        return self.caller if self.caller >= 0 else None
