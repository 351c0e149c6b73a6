"""Schwimmen rule data: options (seed values as defaults), the 32-card pack, hand values
(in half points, so 30½ is 61) and prebuilt actions."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from parlour.cards import CARD_BY_TEXT, Card, deck32
from parlour.engine.actions import Action
from parlour.engine.options import opt

PACK = tuple(deck32())
""""remove the 2s through 6s, leaving 7s through aces in each of the four suits"."""
HAND = 3
SUIT_RANK = (3, 0, 1, 2)
"""Per suit (clubs, diamonds, hearts, spades): its rank, "(high) clubs, spades, hearts,
diamonds (low)": clubs 3, spades 2, hearts 1, diamonds 0."""
FEUER = 64
"""Three aces: 32 points (half points)."""
SCHNAUZ = 62
"""One suit, exactly 31 points."""
TRIPS = 61
"""Three of a kind: 30½."""


@dataclasses.dataclass(frozen=True)
class SchwimmenOptions:
    """Schwimmen's numbers and rulings, seed values as defaults."""

    chips: int = opt(3, "chips each player starts with (\"three works well\")", min=1, max=20)
    dealer: int = opt(0, "the first dealer (the deal then passes left among those still in)",
                      min=0, max=7)
    close_after_exchange: bool = opt(False, "a player may close after an exchange in the same "
                                            "turn (RULINGS 4 variant; the ruling: closing is "
                                            "the whole turn)")


def points(card: int) -> int:
    """"Aces are worth eleven points, face cards are worth ten, and all others their face
    value"."""
    r = card & 15
    return 11 if r == 1 else 10 if r >= 10 else r


def rank_order(card: int) -> int:
    """Rank for breaking ties between three-of-a-kinds: 7 low ... ace high."""
    r = card & 15
    return 14 if r == 1 else r


def value(cards: Sequence[int]) -> tuple[int, int]:
    """A hand's value in half points and its tie-break: ``(points * 2, key)``. Feuer 64,
    Schnauz 62, three of a kind 61 (key: the rank), otherwise twice the best suit's total
    (key: that suit's rank; the higher suit when two tie, RULINGS 4)."""
    ranks = [c & 15 for c in cards]
    if ranks[0] == ranks[1] == ranks[2]:
        if ranks[0] == 1:
            return FEUER, 14
        return TRIPS, rank_order(cards[0])
    best, key = -1, -1
    for suit in range(4):
        total = sum(points(c) for c in cards if c >> 4 & 7 == suit)
        if total and (total, SUIT_RANK[suit]) > (best, key):
            best, key = total, SUIT_RANK[suit]
    if best == 31 and all(c >> 4 & 7 == cards[0] >> 4 & 7 for c in cards):
        return SCHNAUZ, key
    return best * 2, key


def special(cards: Sequence[int]) -> str:
    """``"Feuer"``, ``"Schnauz"`` or ``""``."""
    v = value(cards)[0]
    return "Feuer" if v == FEUER else "Schnauz" if v == SCHNAUZ else ""


def show_points(half: int) -> str:
    """Half points as people write them: ``30½``, ``17``."""
    return f"{half // 2}{'½' if half % 2 else ''}"


EXCHANGE3 = {(close, show): Action("exchange3", close=close, show=show)
             for close in (False, True) for show in (False, True)}
"""``exchange3`` by (close, show)."""
def after_exchange(hand: Sequence[Card], take: Card, give: Card) -> list[Card]:
    """The hand after giving ``give`` for ``take``."""
    return [c for c in hand if c != give] + [take]


SHOW = Action("show")
BEGIN = Action("begin")
PASS = Action("pass")
CLOSE = Action("close")
KEEP = Action("keep")
SWAP = Action("swap")
DEAL = Action("deal")


def card_of(text: object) -> Card | None:
    """The card an action's card parameter names (normalised to ``"TH"``), or ``None``."""
    c = CARD_BY_TEXT.get(text) if isinstance(text, str) else None
    return c if c is not None and c in PACK else None
