"""Zones: the places cards lie, with face-up state and who knows each card.

A :class:`Zone` keeps three parallel lists: the cards (``None`` marks an empty slot of
a grid), whether each is face up, and a bitmask of the seats that know its identity
(bit ``s`` for seat ``s``). Moving a card carries its knowledge with it, so a blind
swap keeps what each seat saw; shuffling clears it. Piles keep their top at the end.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from parlour.cards import Card
from parlour.engine.rng import Rng

HIDDEN = "??"
"""How a view shows a card the seat may not see: a placeholder with no identity."""


class Zone:
    """An ordered place for cards.

    ``kind`` is one of ``hand``, ``grid``, ``pile``, ``row``, ``trick``, ``meld``, ``pot``
    (clients render by kind). ``owner`` is a seat or ``None``. ``memory`` marks zones
    whose face-down cards a seat must remember: a view never shows them even when
    the seat knows them (unless the game's ``assist`` option is on). ``spread`` shows
    every card of a pile instead of only its top and count.
    """

    __slots__ = ("id", "kind", "owner", "layout", "memory", "spread", "cards", "up", "known")

    def __init__(self, id: str, kind: str, owner: int | None = None, *, layout: str = "",
                 memory: bool = False, spread: bool = False) -> None:
        self.id = id
        self.kind = kind
        self.owner = owner
        self.layout = layout
        self.memory = memory
        self.spread = spread
        self.cards: list[Card | None] = []
        self.up: list[bool] = []
        self.known: list[int] = []

    def copy(self) -> Zone:
        z = Zone.__new__(Zone)
        z.id, z.kind, z.owner, z.layout = self.id, self.kind, self.owner, self.layout
        z.memory, z.spread = self.memory, self.spread
        z.cards, z.up, z.known = self.cards[:], self.up[:], self.known[:]
        return z

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[Card | None]:
        return iter(self.cards)

    def __repr__(self) -> str:
        return f"<Zone {self.id} {[str(c) if c is not None else '-' for c in self.cards]}>"

    def count(self) -> int:
        """Cards present (empty slots not counted)."""
        return sum(1 for c in self.cards if c is not None)

    def top(self) -> Card | None:
        """The last card, or ``None`` when empty."""
        return self.cards[-1] if self.cards else None

    def push(self, card: Card | None, up: bool = False, known: int = 0) -> int:
        """Put a card on top (at the end); returns its index."""
        self.cards.append(card)
        self.up.append(up)
        self.known.append(known)
        return len(self.cards) - 1

    def pop(self, index: int = -1) -> tuple[Card, bool, int]:
        """Remove and return ``(card, face_up, known)`` at ``index`` (the top by default)."""
        card = self.cards.pop(index)
        assert card is not None, "pop of an empty slot"
        return card, self.up.pop(index), self.known.pop(index)

    def take(self, index: int) -> tuple[Card, bool, int]:
        """Take the card out of slot ``index`` of a grid, leaving the slot empty."""
        card = self.cards[index]
        assert card is not None, "take from an empty slot"
        got = (card, self.up[index], self.known[index])
        self.cards[index] = None
        self.up[index] = False
        self.known[index] = 0
        return got

    def put(self, index: int, card: Card, up: bool = False, known: int = 0) -> None:
        """Place a card into slot ``index`` (replacing whatever was there)."""
        self.cards[index] = card
        self.up[index] = up
        self.known[index] = known

    def place(self, card: Card, up: bool = False, known: int = 0) -> int:
        """Put a card in the first empty slot, or a new slot at the end; returns the slot."""
        for i, c in enumerate(self.cards):
            if c is None:
                self.put(i, card, up, known)
                return i
        return self.push(card, up, known)

    def slots(self) -> list[int]:
        """Indexes of the slots holding a card."""
        return [i for i, c in enumerate(self.cards) if c is not None]

    def clear(self) -> list[Card]:
        """Remove every card; return them bottom first."""
        cards = [c for c in self.cards if c is not None]
        self.cards, self.up, self.known = [], [], []
        return cards

    def fill(self, cards: list[Card], up: bool = False, known: int = 0) -> None:
        """Replace the content with ``cards`` (bottom first)."""
        self.cards = list(cards)
        self.up = [up] * len(cards)
        self.known = [known] * len(cards)

    def shuffle(self, rng: Rng) -> None:
        """Shuffle face down; nobody knows any card any more."""
        cards = [c for c in self.cards if c is not None]
        rng.shuffle(cards)
        self.fill(cards)

    def reveal(self, index: int, everyone: int) -> None:
        """Turn a card face up; every seat (mask ``everyone``) now knows it."""
        self.up[index] = True
        self.known[index] = everyone

    def learn(self, index: int, seats: int) -> None:
        """Seats in mask ``seats`` learn the identity of the card at ``index``."""
        self.known[index] |= seats

    def sees(self, index: int, seat: int | None, assist: bool = False) -> bool:
        """Whether ``seat`` (None = spectator) sees the card at ``index`` in a view."""
        if self.up[index]:
            return True
        if seat is None or (self.memory and not assist):
            return False
        return bool(self.known[index] >> seat & 1)

    def view(self, seat: int | None, assist: bool = False) -> dict[str, Any]:
        """This zone as the seat may see it: identities only where it may."""
        shown: list[str | None] = []
        for i, c in enumerate(self.cards):
            if c is None:
                shown.append(None)
            elif self.sees(i, seat, assist):
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
