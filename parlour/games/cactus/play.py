"""Cactus play: deal, turns, powers, matching, the end of a hand and match scoring.

The rules and rulings are documented in :mod:`parlour.games.cactus`.
"""

from __future__ import annotations

from typing import Any, ClassVar

from parlour.cards import Card, deck52
from parlour.engine.actions import Action
from parlour.engine.events import Event
from parlour.engine.game import Game, Result
from parlour.engine.zones import Zone
from parlour.errors import InvalidOption
from parlour.games.cactus.rules import (
    _GID,
    _N,
    CALL,
    DEAL,
    DISCARD,
    DOUBLE,
    DRAW_DISCARD,
    DRAW_STOCK,
    END,
    LOOK,
    MATCHED,
    OWN,
    PEEK,
    PLACER,
    POWER,
    SPY,
    SWAP,
    UNUSED,
    CactusOptions,
    _blind,
    match_table,
    points,
)

_PACK = tuple(deck52())
"""One standard pack, built once (``new_pack`` shuffles a copy)."""


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
                       "plain_discard_reusable": True}),
    }
    DEFAULT_VARIANT = "denexa"
    ACTIONS: ClassVar[dict[str, dict[str, type]]] = {
        "draw": {"source": str}, "swap": {"slot": int}, "discard": {},
        "peek": {"seat": int, "slot": int},
        "blind_swap": {"slot": int, "seat": int, "their_slot": int},
        "double": {"slot": int}, "match": {"slot": int, "top": str}, "call": {}, "end": {}, "deal": {},
        "look": {},
    }
    CLAIMS = frozenset({"match"})
    COPY_FIELDS = ("dflags", "pending")
    LAYOUT: ClassVar[dict[str, Any]] = {"center": ["stock", "discard", "drawn"],
                                        "seats": "grid:{seat}", "grid_columns": 2}
    lower_wins = True

    # state (all flat; ``dflags`` and ``pending`` are the mutable containers outside zones)
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
        return self.zones["stock"]

    @property
    def discard(self) -> Zone:
        return self.zones["discard"]

    @property
    def drawn(self) -> Zone:
        return self.zones["drawn"]

    @property
    def grids(self) -> tuple[Zone, ...]:
        z = self.zones
        return tuple(z[_GID[s]] for s in range(self.players))

    def grid(self, seat: int) -> Zone:
        """The layout of ``seat``."""
        return self.zones[_GID[seat]]

    @classmethod
    def player_range(cls, options: Any) -> tuple[int, int]:
        return (2, 2) if options.scoring == "hand" else (2, 6)

    # ----- deal --------------------------------------------------------------------------
    def setup(self) -> None:
        n = self.players
        self.zone("stock", "pile", layout="stock")
        self.zone("discard", "pile", layout="discard")
        self.zone("drawn", "hand", layout="drawn")
        for s in range(n):
            self.grid_zone(_GID[s], s, layout="grid2", memory=True)
        self.scores = (0,) * n
        self.totals = ()
        self.gains = ()
        self.history = ()
        self.gain_history = ()
        self.round = 0
        self.dealer = 0
        if self.options.first_player == "opposite":
            if n % 2:
                raise InvalidOption(f"first_player='opposite' needs an even number of players: "
                                    f"at {n} players no seat is opposite the dealer")
            self._deal(first=n // 2)
        else:
            self._deal(first=1 % n)

    def _deal(self, first: int) -> list[Event]:
        n = self.players
        self.round += 1
        for z in self.zones.values():
            z.clear()
        self.dflags = []
        self.pending = []
        self.totals = ()
        self.gains = ()
        self.stock.fill(self.new_pack(list(_PACK)))
        stock = self.stock
        for _ in range(self.options.grid_cards):
            for i in range(n):
                c, _, _ = stock.pop()
                self.grid((self.dealer + 1 + i) % n).push(c)
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

    def _look(self, seat: int) -> list[Event]:
        """Wikipedia: a player looks once at their near cards after the deal (C9)."""
        g = self.zones[_GID[seat]]
        k = min(self.options.start_peek, len(g.cards))
        slots = list(range(len(g.cards) - k, len(g.cards)))
        for i in slots:
            g.learn(i, 1 << seat)
        names = [_N[g.cards[i]] for i in slots]
        where = ", ".join(map(str, slots))
        events = [Event("look", seat, {"slots": slots, "text": f"Seat {seat} looks at slots {where}"},
                        {"cards": names, "text": "You look at " + ", ".join(
                            f"slot {i}: {c}" for i, c in zip(slots, names))}, 1 << seat)]
        self.looking &= ~(1 << seat)
        if not self.looking:
            self.phase = "draw"
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
                cards = zones[_GID[s]].cards
                if cards.count(None) != len(cards):
                    out.append(s)
        return out

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
        cards = self.zones[_GID[seat]].cards
        return cards.count(None) != len(cards)

    def _usable(self, seat: int, flags: int, src: str) -> bool:
        """Whether ``seat`` may use the power of a card with discard ``flags`` that it drew
        from ``src``: a stock card's power is unused; a card taken from the discard pile
        keeps an unused power only for the player after the one who put it there."""
        if not flags & UNUSED:
            return False
        return src == "stock" or flags >> PLACER == (seat - 1) % self.players

    def _stock_drawable(self) -> bool:
        return bool(self.stock.cards) or len(self.discard.cards) > 1

    def _takeable(self, seat: int) -> bool:
        """A discard top the turn player could do something with after taking it."""
        if not self.dflags:
            return False
        cards = self.zones[_GID[seat]].cards
        if cards.count(None) != len(cards):
            return True
        top = self.discard.cards[-1]
        assert top is not None
        flags = self.dflags[-1]
        return self._usable(seat, flags, "discard") and bool(self._power_targets(seat, top, flags))

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
                if self.caller < 0 and not self.exhausted:
                    acts.append(CALL)
        if self._may_match(seat):
            cards = self.zones[_GID[seat]].cards
            top = self.discard.cards[-1]
            ms = _each(match_table(_N[top]), cards)
            if self.pending:
                mine = {slot for s, slot, _ in self.pending if s == seat}
                ms = [a for a in ms if a.slot not in mine]
            acts.extend(ms)
        return acts

    def _is_legal(self, seat: int, action: Action) -> bool:
        """Membership in :meth:`_legal`, decided without building the whole set when the
        lists are long (matching). ``tests/games/test_cactus_properties.py`` checks that
        both agree on every action of a large action universe."""
        for _, v in action.params:
            if v is True or v is False:  # True == 1 for Action equality: no bools here
                return False
        t = action.type
        ph = self.phase
        if t == "match":
            p = action.params
            if len(p) != 2 or p[0][0] != "slot" or p[1][0] != "top":
                return False
            slot, top = p[0][1], p[1][1]
            if type(slot) is not int or type(top) is not str or not self._may_match(seat):
                return False
            if top != _N[self.discard.cards[-1]]:
                return False
            cards = self.zones[_GID[seat]].cards
            if not (0 <= slot < len(cards) and cards[slot] is not None):
                return False
            return not self.pending or all(s != seat or i != slot for s, i, _ in self.pending)
        if ph == "end" and seat == self.turn:
            if t == "end":
                return not action.params
            if t == "call":
                return not action.params and self.caller < 0 and not self.exhausted
            return False
        return action in self._legal_set(seat)

    def _resolve_actions(self, seat: int) -> list[Action]:
        card = self.drawn.cards[0]
        assert card is not None
        cards = self.zones[_GID[seat]].cards
        acts = _each(SWAP, cards)
        if self.drawn_src == "stock":
            acts.append(DISCARD)
        if self._usable(seat, self.drawn_flags, self.drawn_src):
            acts += self._power_targets(seat, card, self.drawn_flags)
        if (self.drawn_src == "discard" and self.drawn_flags & MATCHED
                and self.options.repeat_match == "on_turn"):
            acts += _each(DOUBLE, cards)
        return acts

    def _power_targets(self, seat: int, card: Card, flags: int) -> list[Action]:
        """The power actions of ``card`` for ``seat`` (none if its power is used)."""
        p = POWER[card & 15]
        if not p or not flags & UNUSED:
            return []
        grids = self.grids
        if p == OWN:
            cards = grids[seat].cards
            return _each(PEEK[seat], cards)
        acts = []
        own = [i for i, c in enumerate(grids[seat].cards) if c is not None]
        for o in range(self.players):
            if o == seat:
                continue
            cards = grids[o].cards
            theirs = [i for i in range(len(cards)) if cards[i] is not None]
            if p == SPY:
                acts += [PEEK[o][i] for i in theirs]
            else:
                acts += [_blind(i, o, j) for i in own for j in theirs]
        return acts

    # ----- applying ------------------------------------------------------------------------
    def _apply(self, seat: int, action: Action) -> list[Event]:
        t = action.type
        if t == "match":
            if self.phase == "resolve":
                return self._queue(seat, action.slot)
            return self._match(seat, action.slot)
        if t == "draw":
            return self._draw(seat, action.source)
        if t == "swap":
            return self._swap(seat, action.slot)
        if t == "discard":
            card = self._put_down(UNUSED if self.options.plain_discard_reusable else 0)
            return [Event("discard", seat, {
                "card": _N[card], "text": f"Seat {seat} discarded the {_N[card]}"
                + (" without using its power" if POWER[card & 15] else "")})] + self._done()
        if t == "peek":
            return self._peek(seat, action.seat, action.slot)
        if t == "blind_swap":
            return self._blind_swap(seat, action.slot, action.seat, action.their_slot)
        if t == "double":
            return self._double(seat, action.slot)
        if t == "call":
            self.caller = seat
            ev = Event("call", seat, {"text": f"Seat {seat} calls Cactus!"})
            return [ev] + self._next_turn()
        if t == "end":
            return [Event("end", seat, {"text": f"Seat {seat} ends the turn"})] + self._next_turn()
        if t == "look":
            return self._look(seat)
        return self._deal(self.first)  # "deal": the next wikipedia round

    def _pop_stock(self) -> tuple[Card | None, list[Event]]:
        """The stock's top card, rebuilding the stock first if needed (A2)."""
        events: list[Event] = []
        stock = self.stock
        if not stock.cards:
            d = self.discard
            if len(d.cards) < 2:
                if self.exhausted:  # announced once
                    return None, events
                self.exhausted = True
                return None, [Event("exhausted", None, {
                    "text": "The stock is empty and cannot be rebuilt: "
                            "the hand ends after this turn"})]
            top, up, known = d.pop()
            flag = self.dflags[-1]
            stock.fill(d.clear())
            stock.shuffle(self.rng)
            d.push(top, up, known)
            self.dflags = [flag]
            events.append(Event("rebuild", None, {
                "cards": len(stock.cards),
                "text": f"The stock ran out: {len(stock.cards)} discards shuffled into a new stock"}))
        card, _, _ = stock.pop()
        return card, events

    def _draw(self, seat: int, source: str) -> list[Event]:
        bit = 1 << seat
        d = self.drawn
        d.owner = seat
        self.phase = "resolve"
        if source == "stock":
            card, events = self._pop_stock()
            assert card is not None
            d.push(card, False, bit)
            self.drawn_src = "stock"
            self.drawn_flags = UNUSED
            events.append(Event("draw", seat, {"source": "stock",
                                               "text": f"Seat {seat} drew from the stock"},
                                {"card": _N[card], "text": f"You drew the {_N[card]} from the stock"},
                                bit))
            return events
        card, _, _ = self.discard.pop()
        self.drawn_flags = self.dflags.pop()
        d.push(card, True, self.everyone)
        self.drawn_src = "discard"
        return [Event("draw", seat, {"source": "discard", "card": _N[card],
                                     "text": f"Seat {seat} took the {_N[card]} from the discard pile"})]

    def _put_down(self, flags: int) -> Card:
        """Move the drawn card face up onto the discard pile (placed by the turn player)."""
        card, _, _ = self.drawn.pop()
        self.discard.push(card, True, self.everyone)
        self.dflags.append(flags & (UNUSED | MATCHED) | self.turn << PLACER)
        return card

    def _done(self) -> list[Event]:
        """The turn's action is complete: the end step follows, after the claims that
        arrived during the action are resolved in arrival order (A9)."""
        self.phase = "end"
        self.drawn_src = ""
        self.drawn_flags = 0
        self.zones["drawn"].owner = None
        if not self.pending:
            return []
        queue, self.pending = self.pending, []
        events: list[Event] = []
        for seat, slot, top in queue:
            cur = self.discard.cards[-1] if self.discard.cards else None
            if cur is None or _N[cur] != top or not self._may_match(seat) \
                    or self.zones[_GID[seat]].cards[slot] is None:
                now = f"the top is now the {_N[cur]}" if cur is not None else "the pile is empty"
                if cur is not None and _N[cur] == top:
                    now = f"the {_N[cur]} may no longer be matched"
                events.append(Event("too_late", seat, {
                    "slot": slot, "top": top,
                    "text": f"Too late: seat {seat}'s claim on the {top} with slot {slot} "
                            f"is dropped ({now}); no penalty"}))
                continue
            events += self._match(seat, slot)
        return events

    def _queue(self, seat: int, slot: int) -> list[Event]:
        """A claim during an on-turn action waits for the action to complete (A9)."""
        top = self.discard.cards[-1]
        assert top is not None
        self.pending.append((seat, slot, _N[top]))
        return [Event("claim", seat, {
            "slot": slot, "top": _N[top], "queued": len(self.pending),
            "text": f"Seat {seat} claims a match of the {_N[top]} with slot {slot}: resolved "
                    f"when seat {self.turn}'s action is complete"})]

    def _swap(self, seat: int, slot: int) -> list[Event]:
        g = self.zones[_GID[seat]]
        old, _, _ = g.take(slot)
        src = self.drawn_src
        card, _, known = self.drawn.pop()
        g.put(slot, card, False, known | (1 << seat))
        self.discard.push(old, True, self.everyone)
        self.dflags.append(UNUSED | seat << PLACER)
        data: dict[str, Any] = {"slot": slot, "discarded": _N[old], "source": src,
                                "text": f"Seat {seat} swapped the drawn card into slot {slot}, "
                                        f"discarding the {_N[old]}"}
        if src == "discard":  # everyone saw it taken from the pile
            data["card"] = _N[card]
            data["text"] = f"Seat {seat} swapped the {_N[card]} into slot {slot}, discarding the {_N[old]}"
        return [Event("swap", seat, data)] + self._done()

    def _peek(self, seat: int, target: int, slot: int) -> list[Event]:
        power = self._put_down(0)
        g = self.zones[_GID[target]]
        g.learn(slot, 1 << seat)
        whose = "own" if target == seat else f"seat {target}'s"
        text = f"Seat {seat} discarded the {_N[power]} and looked at {whose} slot {slot}"
        ev = Event("peek", seat, {"target": target, "slot": slot, "power": _N[power], "text": text},
                   {"card": _N[g.cards[slot]], "text": f"{text}: {_N[g.cards[slot]]}"}, 1 << seat)
        return [ev] + self._done()

    def _blind_swap(self, seat: int, slot: int, target: int, their: int) -> list[Event]:
        power = self._put_down(0)
        mine, theirs = self.zones[_GID[seat]], self.zones[_GID[target]]
        a, _, ka = mine.take(slot)
        b, _, kb = theirs.take(their)
        mine.put(slot, b, False, kb)
        theirs.put(their, a, False, ka)
        ev = Event("blind_swap", seat, {
            "slot": slot, "target": target, "their_slot": their, "power": _N[power],
            "text": f"Seat {seat} discarded the {_N[power]} and swapped their slot {slot} "
                    f"with seat {target}'s slot {their}, unseen"})
        return [ev] + self._done()

    def _double(self, seat: int, slot: int) -> list[Event]:
        g = self.zones[_GID[seat]]
        mine = g.cards[slot]
        assert mine is not None
        flags = self.drawn_flags
        card = self._put_down(flags)
        if mine & 15 == card & 15:
            g.take(slot)
            self.discard.push(mine, True, self.everyone)
            self.dflags.append(UNUSED | MATCHED | seat << PLACER)
            ev = Event("double", seat, {
                "slot": slot, "card": _N[card], "copy": _N[mine],
                "text": f"Seat {seat} discarded the {_N[card]} again with their {_N[mine]} from slot "
                        f"{slot} (counts as the turn)"})
            return [ev] + self._done()
        return self._wrong(seat, slot, card, double=True) + self._done()

    def _match(self, seat: int, slot: int) -> list[Event]:
        g = self.zones[_GID[seat]]
        mine = g.cards[slot]
        top = self.discard.cards[-1]
        assert mine is not None and top is not None
        if mine & 15 == top & 15:
            g.take(slot)
            self.discard.push(mine, True, self.everyone)
            self.dflags.append(UNUSED | MATCHED | seat << PLACER)
            events = [Event("match", seat, {
                "slot": slot, "card": _N[mine], "top": _N[top],
                "text": f"Seat {seat} matched the {_N[top]} with the {_N[mine]} from slot {slot}"})]
        else:
            events = self._wrong(seat, slot, top)
        if (self.phase == "draw" and self.exhausted and not self._stock_drawable()
                and not self._takeable(self.turn)):
            events += self._hand_end("nobody can draw any more")  # C8: the turn cannot be played
        return events

    def _wrong(self, seat: int, slot: int, top: Card, double: bool = False) -> list[Event]:
        """A wrong match: the card is shown, returned face down, and penalty cards added."""
        g = self.zones[_GID[seat]]
        mine = g.cards[slot]
        g.known[slot] = self.everyone
        placed: list[int] = []
        events: list[Event] = []
        cards, stock = g.cards, self.stock
        for _ in range(self.options.penalty_cards):
            if stock.cards:
                card: Card | None = stock.cards.pop()
                stock.up.pop()
                stock.known.pop()
            else:
                card, evs = self._pop_stock()
                events += evs
            if card is None:
                break
            if None in cards:  # empty slots first (unseen: nobody knows it)
                i = cards.index(None)
                g.put(i, card)
                placed.append(i)
            else:
                placed.append(g.push(card))
        short = self.options.penalty_cards - len(placed)
        tail = ((f", penalty cards into slots {', '.join(map(str, placed))}" if placed else "")
                + (f" ({short} penalty card(s) skipped: no stock)" if short else ""))
        ev = Event("wrong_match", seat, {
            "slot": slot, "card": _N[mine], "top": _N[top], "penalty": placed, "double": double,
            "text": f"Wrong match: seat {seat} showed the {_N[mine]} from slot {slot} against the "
                    f"{_N[top]}; it goes back face down{tail}"})
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
        if nxt == self.caller:
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
        for g in self.grids:
            for i, c in enumerate(g.cards):
                if c is not None:
                    g.reveal(i, everyone)
        totals = tuple(points(g.cards) for g in self.grids)
        self.totals = totals
        events = [Event("reveal", None, {
            "grids": [[None if c is None else _N[c] for c in g.cards] for g in self.grids],
            "totals": list(totals), "caller": self.caller if self.caller >= 0 else None,
            "text": f"Hand over ({why}). Totals: "
                    + ", ".join(f"seat {s} {totals[s]}" for s in range(n))})]
        if self.options.scoring == "hand":
            self.phase = "over"
            return events
        gains = self._round_gains(totals)
        self.gains = gains
        self.scores = tuple(a + b for a, b in zip(self.scores, gains))
        self.history = self.history + (totals,)
        self.gain_history = self.gain_history + (gains,)
        winner = self._round_winner(totals)
        over = max(self.scores) >= self.options.target
        events.append(Event("score", None, {
            "round": self.round, "gains": list(gains), "scores": list(self.scores),
            "round_winner": winner,
            "text": "Points gained: " + ", ".join(f"seat {s} +{gains[s]}" for s in range(n))
                    + "; match totals: " + ", ".join(f"seat {s} {self.scores[s]}" for s in range(n))}))
        if over:
            self.phase = "over"
            return events
        self.first = winner
        self.dealer = (self.dealer + 1) % n
        self.phase = "scored"
        self.turn = self.dealer
        return events

    def _round_gains(self, totals: tuple[int, ...]) -> tuple[int, ...]:
        """Wikipedia's two scoring cases (A6, C6)."""
        n = self.players
        c = self.caller
        gains = [0] * n
        if c < 0:
            low = min(totals)
            return tuple(t if t > low else 0 for t in totals)
        ct = totals[c]
        for s in range(n):
            if s != c and totals[s] > ct:
                gains[s] = totals[s]
        if any(totals[s] <= ct for s in range(n) if s != c):
            gains[c] = ct + self.options.caller_penalty
        return tuple(gains)

    def _round_winner(self, totals: tuple[int, ...]) -> int:
        """A7: lowest total; the caller if tied for it, else the earliest seat clockwise
        from this round's first player."""
        low = min(totals)
        if self.caller >= 0 and totals[self.caller] == low:
            return self.caller
        n = self.players
        for k in range(n):
            s = (self.first + k) % n
            if totals[s] == low:
                return s
        raise AssertionError("no lowest total")

    def result(self) -> Result | None:
        if self.phase != "over":
            return None
        n = self.players
        if self.options.scoring == "hand":
            totals = self.totals
            low = min(totals)
            winners = [s for s in range(n) if totals[s] == low]
            reason = f"lowest total {low}"
            if len(winners) > 1:
                if self.options.tie_rule == "caller_loses" and self.caller in winners:
                    winners = [s for s in winners if s != self.caller]
                    reason = f"tie at {low}: the caller loses"
                if len(winners) > 1:
                    return Result([float(t) for t in totals], [], [1] * n,
                                  f"a draw at {low} points", {"caller": self._caller_or_none()})
            placing = [1 if s in winners else 1 + len(winners) + sum(
                1 for o in range(n) if o not in winners and totals[o] < totals[s])
                for s in range(n)]
            return Result([float(t) for t in totals], winners, placing, reason,
                          {"caller": self._caller_or_none()})
        scores = self.scores
        target = self.options.target
        rest = [s for s in range(n) if scores[s] < target] or list(range(n))
        best = min(scores[s] for s in rest)
        winners = [s for s in rest if scores[s] == best]
        key = [(scores[s] >= target and s not in rest, scores[s]) for s in range(n)]
        placing = [1 + sum(1 for k in key if k < key[s]) for s in range(n)]
        losers = [s for s in range(n) if scores[s] >= target]
        return Result([float(x) for x in scores], winners, placing,
                      f"seat {', '.join(map(str, losers))} reached {target}",
                      {"rounds": [list(t) for t in self.history], "caller": self._caller_or_none()})

    def _caller_or_none(self) -> int | None:
        return self.caller if self.caller >= 0 else None
