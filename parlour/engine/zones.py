"""Zones: the places cards lie, with face-up state and who knows each card.

A zone keeps three parallel lists: the cards, whether each is face up, and a bitmask
of the seats that know its identity (bit ``s`` for seat ``s``). Cards move only through
the zone's methods (:meth:`Zone.move_to`, :meth:`Place.move_all`, :meth:`Zone.push`...),
so the three lists never fall out of step: a moved card carries its knowledge with it,
so a blind swap keeps what each seat saw; shuffling clears it. Piles keep their top at
the end.

Two kinds of zone: a :class:`Zone` (hand, pile, row, trick, meld) always holds cards
and grows and shrinks; a :class:`Grid` has fixed slots, each a card or empty
(``None``): a Cactus layout, a Pyramid.

>>> from parlour.cards import Card
>>> stock, hand = Zone("stock", "pile"), Zone("hand:0", "hand", 0)
>>> stock.fill([Card.parse("7H"), Card.parse("QS")])
>>> stock.move_to(hand, known=0b1)  # the top card, now known to seat 0
Card.parse('QS')
>>> [str(c) for c in hand], hand.known, len(stock)
(['QS'], [1], 1)
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, Generic, Literal, TypeVar

from parlour.cards import Card
from parlour.engine.rng import Rng

HIDDEN = "??"
"""How a view shows a card the seat may not see: a placeholder with no identity."""

T = TypeVar("T", Card, Card | None)
_new = object.__new__


class Place(Generic[T]):
    """What zones and grids share: identity, flags, views, copies.

    ``kind`` is one of ``hand``, ``grid``, ``pile``, ``row``, ``trick``, ``meld``, ``pot``
    (clients render by kind). ``owner`` is a seat or ``None``. ``memory`` marks zones
    whose face-down cards a seat must remember: a view never shows them even when
    the seat knows them (unless the game's ``assist`` option is on); ``"others"``: every
    seat but the owner must (a hand its owner looks at, that others saw cards go into).
    ``spread`` shows
    every card of a pile instead of only its top and count.
    """

    __slots__ = ("id", "kind", "owner", "layout", "memory", "spread", "cards", "up", "known")

    cards: list[T]

    def __init__(self, id: str, kind: str, owner: int | None = None, *, layout: str = "",
                 memory: bool | Literal["others"] = False, spread: bool = False) -> None:
        self.id = id
        self.kind = kind
        self.owner = owner
        self.layout = layout
        self.memory = memory
        self.spread = spread
        self.cards = []
        self.up: list[bool] = []
        self.known: list[int] = []

    def copy(self: P) -> P:
        """An independent copy (search bots copy zones thousands of times: keep it lean)."""
        z = _new(type(self))
        z.id, z.kind, z.owner, z.layout = self.id, self.kind, self.owner, self.layout
        z.memory, z.spread = self.memory, self.spread
        z.cards, z.up, z.known = self.cards[:], self.up[:], self.known[:]
        return z

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[T]:
        return iter(self.cards)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.id} {[str(c) if c is not None else '-' for c in self.cards]}>"

    def count(self) -> int:
        """Cards present (empty slots not counted)."""
        return sum(1 for c in self.cards if c is not None)

    def reveal(self, index: int, everyone: int) -> None:
        """Turn a card face up; every seat (mask ``everyone``) now knows it."""
        self.up[index] = True
        self.known[index] = everyone

    def turn_down(self, index: int) -> None:
        """Turn a card face down (those who saw it still know it)."""
        self.up[index] = False

    def learn(self, index: int, seats: int) -> None:
        """Seats in mask ``seats`` learn the identity of the card at ``index``."""
        self.known[index] |= seats

    def forget(self, seats: int) -> None:
        """Seats in mask ``seats`` no longer know which face-down cards are here (cards
        they saw went in, and some left unseen: which ones stayed is no longer known)."""
        self.known = [k & ~seats for k in self.known]

    def remembers(self, seat: int | None) -> bool:
        """Whether ``seat`` must remember this zone's face-down cards (``memory``: every
        seat; ``"others"``: every seat but the owner)."""
        memory = self.memory
        return bool(memory) and (memory is True or seat != self.owner)

    def sees(self, index: int, seat: int | None, assist: bool = False, everyone: int = 0) -> bool:
        """Whether ``seat`` (None = spectator) sees the card at ``index`` in a view. A
        spectator sees a face-down card every seat knows (mask ``everyone``: a card all saw
        taken from a face-up pile), except in a zone players must remember."""
        if self.up[index]:
            return True
        if seat is None:
            return bool(everyone) and not self.memory and self.known[index] & everyone == everyone
        if self.memory and not assist and self.remembers(seat):
            return False
        return bool(self.known[index] >> seat & 1)

    def most_known(self, match: Callable[[T], bool]) -> int | None:
        """The index of the card ``match`` accepts that the most seats know (the first
        such on a tie), or ``None``. With two copies of a card in a pack (Pinochle), the
        copy others know is the one that leaves the hand: taking the hidden twin would
        tell them a second copy was there."""
        best, most = None, -1
        for i, c in enumerate(self.cards):
            if c is not None and match(c):
                k = self.known[i].bit_count()
                if k > most:
                    best, most = i, k
        return best

    def view(self, seat: int | None, assist: bool = False, everyone: int = 0) -> dict[str, Any]:
        """This zone as the seat may see it: identities only where it may (``everyone``: the
        mask of all seats, for a spectator; see :meth:`sees`)."""
        shown: list[str | None] = []
        for i, c in enumerate(self.cards):
            if c is None:
                shown.append(None)
            elif self.sees(i, seat, assist, everyone):
                shown.append(str(c))
            else:
                shown.append(HIDDEN)
        out: dict[str, Any] = {"id": self.id, "kind": self.kind, "owner": self.owner,
                               "layout": self.layout, "count": self.count()}
        if self.kind == "pile" and not self.spread:
            out["top"] = shown[-1] if shown else None
            out["cards"] = shown[-1:]
        else:
            out["cards"] = shown
        return out

    def full(self) -> dict[str, Any]:
        """Every card shown, with face and knowledge: for debugging and replays."""
        return {"id": self.id, "kind": self.kind, "owner": self.owner, "layout": self.layout,
                "cards": [None if c is None else str(c) for c in self.cards],
                "up": list(self.up), "known": list(self.known)}

    # ----- moving cards out ---------------------------------------------------------------
    def _remove(self, index: int) -> tuple[Card, bool, int]:
        raise NotImplementedError

    def move_to(self, dst: Place[Any], index: int = -1, *, up: bool | None = None,
                known: int | None = None, learn: int = 0, slot: int | None = None) -> Card:
        """Move the card at ``index`` (a pile's top by default) to ``dst``: on top of a
        zone (or at position ``slot``), into slot ``slot`` of a grid (or its first empty
        one). Face and knowledge travel with the card unless ``up``/``known`` replace
        them; ``learn`` adds seats that now know it. Returns the card."""
        dst._check_slot(slot)
        card, was_up, was_known = self._remove(index)
        dst._add(card, was_up if up is None else up,
                 (was_known if known is None else known) | learn, slot)
        return card

    def move_card(self, card: Card, dst: Place[Any], **kw: Any) -> Card:
        """Move ``card`` (found by value) to ``dst``; keywords as :meth:`move_to`."""
        return self.move_to(dst, self.cards.index(card), **kw)

    def move_all(self, dst: Place[Any], *, up: bool | None = None, known: int | None = None,
                 learn: int = 0) -> list[Card]:
        """Move every card, bottom first (a pile keeps its order on top of ``dst``);
        returns them."""
        if dst is self:
            raise ValueError(f"{self.id}: cards cannot be moved onto their own zone")
        moved: list[Card] = []
        for i in range(len(self.cards)):
            c = self.cards[i]
            if c is not None:
                dst._add(c, self.up[i] if up is None else up,
                         (self.known[i] if known is None else known) | learn, None)
                moved.append(c)
        self._empty()
        return moved

    def _add(self, card: Card, up: bool, known: int, slot: int | None) -> None:
        raise NotImplementedError

    def _check_slot(self, slot: int | None) -> None:
        """Refuse a destination position before anything moves (a move never loses a card)."""
        if slot is not None and not 0 <= slot <= len(self.cards):
            raise ValueError(f"{self.id} has no position {slot}")

    def _empty(self) -> None:
        raise NotImplementedError

    def clear(self) -> list[Card]:
        """Remove every card (out of play: a new deal); return them bottom first."""
        cards = [c for c in self.cards if c is not None]
        self._empty()
        return cards


P = TypeVar("P", bound=Place[Any])


class Zone(Place[Card]):
    """A hand, pile, row, trick or meld: an ordered run of cards with no gaps."""

    __slots__ = ()

    def top(self) -> Card | None:
        """The last card, or ``None`` when empty."""
        return self.cards[-1] if self.cards else None

    def push(self, card: Card, up: bool = False, known: int = 0) -> int:
        """Put a new card on top (at the end); returns its index."""
        self.cards.append(card)
        self.up.append(up)
        self.known.append(known)
        return len(self.cards) - 1

    def insert(self, index: int, card: Card, up: bool = False, known: int = 0) -> None:
        """Put a new card at ``index`` (0: the bottom of a pile)."""
        self.cards.insert(index, card)
        self.up.insert(index, up)
        self.known.insert(index, known)

    def pop(self, index: int = -1) -> tuple[Card, bool, int]:
        """Remove and return ``(card, face_up, known)`` at ``index`` (the top by default)."""
        return self.cards.pop(index), self.up.pop(index), self.known.pop(index)

    def remove(self, card: Card) -> tuple[Card, bool, int]:
        """Remove ``card`` (found by value); return it with its flags."""
        return self.pop(self.cards.index(card))

    _remove = pop

    def move_to(self, dst: Place[Any], index: int = -1, up: bool | None = None,
                known: int | None = None, learn: int = 0, slot: int | None = None) -> Card:
        """As :meth:`Place.move_to` (a hot path: one zone's card onto another's top; the
        flags may be given by position there)."""
        if slot is None and dst.__class__ is Zone:  # onto a zone's top: no further call
            card = self.cards.pop(index)
            was_up = self.up.pop(index)
            was_known = self.known.pop(index)
            dst.cards.append(card)
            dst.up.append(was_up if up is None else up)
            dst.known.append((was_known if known is None else known) | learn)
            return card
        if slot is not None:
            dst._check_slot(slot)
        card = self.cards.pop(index)
        was_up = self.up.pop(index)
        was_known = self.known.pop(index)
        dst._add(card, was_up if up is None else up, (was_known if known is None else known) | learn,
                 slot)
        return card

    def _add(self, card: Card, up: bool, known: int, slot: int | None) -> None:
        if slot is None:
            self.cards.append(card)
            self.up.append(up)
            self.known.append(known)
        else:
            self.insert(slot, card, up, known)

    def _empty(self) -> None:
        self.cards, self.up, self.known = [], [], []

    def clear(self) -> list[Card]:
        """Remove every card (out of play: a new deal); return them bottom first (a zone
        has no empty slots: its own list is handed over, the zone gets new ones)."""
        cards = self.cards
        self.cards, self.up, self.known = [], [], []
        return cards

    def move_all(self, dst: Place[Any], *, up: bool | None = None, known: int | None = None,
                 learn: int = 0) -> list[Card]:
        """Move every card, bottom first, on top of ``dst``; returns them."""
        if dst is self:
            raise ValueError(f"{self.id}: cards cannot be moved onto their own zone")
        if type(dst) is Zone and up is None and known is None and not learn:
            moved = self.cards  # the common case, a trick gathered: whole lists at once
            dst.cards += moved
            dst.up += self.up
            dst.known += self.known
            self.cards, self.up, self.known = [], [], []
            return moved
        return super().move_all(dst, up=up, known=known, learn=learn)

    def fill(self, cards: list[Card], up: bool = False, known: int = 0) -> None:
        """Replace the content with ``cards`` (bottom first): a deal."""
        self.cards = list(cards)
        self.up = [up] * len(cards)
        self.known = [known] * len(cards)

    def shuffle(self, rng: Rng) -> None:
        """Shuffle face down; nobody knows any card any more."""
        cards = self.cards[:]
        rng.shuffle(cards)
        self.fill(cards)


class Grid(Place[Card | None]):
    """Fixed slots, each holding a card or empty (``None``): a layout."""

    __slots__ = ()

    def take(self, index: int) -> tuple[Card, bool, int]:
        """Take the card out of slot ``index``, leaving the slot empty."""
        card = self.cards[index]
        if card is None:
            raise ValueError(f"slot {index} of {self.id} is empty")
        got = (card, self.up[index], self.known[index])
        self.cards[index] = None
        self.up[index] = False
        self.known[index] = 0
        return got

    _remove = take

    def push(self, card: Card, up: bool = False, known: int = 0) -> int:
        """Add a new slot at the end holding ``card`` (building a layout); returns it."""
        self.cards.append(card)
        self.up.append(up)
        self.known.append(known)
        return len(self.cards) - 1

    def put(self, index: int, card: Card, up: bool = False, known: int = 0) -> None:
        """Place a card into slot ``index`` (which must be empty or new at the end)."""
        if index == len(self.cards):
            self.cards.append(card)
            self.up.append(up)
            self.known.append(known)
            return
        self.cards[index] = card
        self.up[index] = up
        self.known[index] = known

    def place(self, card: Card, up: bool = False, known: int = 0) -> int:
        """Put a card in the first empty slot, or a new slot at the end; returns the slot."""
        for i, c in enumerate(self.cards):
            if c is None:
                self.put(i, card, up, known)
                return i
        self.put(len(self.cards), card, up, known)
        return len(self.cards) - 1

    def _add(self, card: Card, up: bool, known: int, slot: int | None) -> None:
        if slot is None:
            self.place(card, up, known)
        else:
            self.put(slot, card, up, known)

    def _empty(self) -> None:
        self.cards, self.up, self.known = [], [], []

    def _check_slot(self, slot: int | None) -> None:
        super()._check_slot(slot)
        if slot is not None and slot < len(self.cards) and self.cards[slot] is not None:
            raise ValueError(f"slot {slot} of {self.id} is not empty")

    def slots(self) -> list[int]:
        """Indexes of the slots holding a card."""
        return [i for i, c in enumerate(self.cards) if c is not None]

    def lay_out(self, cards: list[Card | None], up: bool = False, known: int = 0) -> None:
        """Replace the slots with ``cards`` (``None``: an empty slot): a deal."""
        self.cards = list(cards)
        self.up = [up and c is not None for c in cards]
        self.known = [known if c is not None else 0 for c in cards]

    def shuffle(self, rng: Rng) -> None:
        """Shuffle the cards face down into the filled slots; nobody knows them."""
        where = self.slots()
        cards = [self.cards[i] for i in where]
        rng.shuffle(cards)
        for i, c in zip(where, cards, strict=True):
            self.cards[i] = c
            self.up[i] = False
            self.known[i] = 0


AnyZone = Zone | Grid
"""Either kind of zone (views and generic code handle both)."""
