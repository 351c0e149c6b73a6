"""Oklahoma Rummy rule data: options (seed values as defaults), the 104-card pack, the
meld rules, card values in a meld and in the hand, zone ids and prebuilt actions."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Literal

from parlour.cards import ACE, CARD_TEXT, QUEEN, SPADES, Card, deck52
from parlour.engine.actions import Action
from parlour.engine.options import opt
from parlour.rules.rummy import Meld, MeldRules

PACK = tuple(deck52(0) + deck52(1))
""""a 104-card pack formed by shuffling two standard 52-card packs of playing cards
together"."""
WILD = 2
""""2s are wild and may represent any card"."""
QS = Card.make(QUEEN, SPADES).face
"""The Q♠ (either copy): never discarded, 50 in a meld, 100 in the hand."""
MELD_RULES = MeldRules(sizes=(3, 4), wild_ranks=frozenset({WILD}), all_wild=True, ace="either",
                       lone_wild_only=frozenset({QS}))
""""three or four of a kind, or three or four cards of the same suit, in sequence. A meld
may never contain five or more cards"; aces "high or low ... but not both"; "A 2 may not
replace the Q♠ in a spade sequence unless it is the only 2 in the meld"; "a meld of all 2s
without any natural cards"."""
MAX_MELDS = 34
"""The most melds one player can lay in a hand (104 cards, three to a meld)."""
ROW = 4
"""Slots per meld on the table (a meld has at most four cards)."""
STOCK, DISCARD = "stock", "discard"
HAND_ID = tuple(f"hand:{s}" for s in range(8))
MELD_ID = tuple(f"melds:{s}" for s in range(8))


@dataclasses.dataclass(frozen=True)
class OklahomaRummyOptions:
    """Oklahoma Rummy's numbers, seed values as defaults."""

    target: int = opt(1000, "points that end the match at the end of a hand (the seed: 1,000); "
                            "a smaller target makes a short match", min=10, max=10_000)
    cards_each: int = opt(13, "cards dealt to each player (the seed: thirteen; eleven lets "
                              "eight play, RULINGS 28; fewer make short test hands)", min=1, max=13)
    out_bonus: int = opt(100, "the bonus for going out (the seed: 100)", min=0, max=1000)
    dealer: int = opt(0, "the first dealer (the deal then passes left)", min=0, max=7)
    deals: int = opt(100, "the match ends after this many deals at the latest, the most points "
                          "winning (not in the seed, which sets no limit: a guard for matches "
                          "that never reach the target; 0: none)", min=0, max=10_000)
    stuck_queen: Literal["pass", "forbid"] = opt(
        "pass", "a player left holding only the Q♠ (RULINGS 28): 'pass' ends the turn without "
                "discarding (the ruling); 'forbid' (the ruling's alternative) refuses the melds, "
                "extensions and takes that would leave only the Q♠ in the hand")


def max_players(options: OklahomaRummyOptions) -> int:
    """The most players a deal leaves a stock and an upcard for (at most eight):
    seven with thirteen cards each, eight with eleven (RULINGS 28)."""
    return min(8, (len(PACK) - 2) // options.cards_each)


def meld_card_value(rank: int, suit: int) -> int:
    """What a melded card scores by the card it stands for: "Q♠: 50 points" (RULINGS 28:
    the ♠ was lost), "Aces: 20", "Kings thru 8s: 10", "7s through 3s: 5"; a 2 standing
    for a 2 in a run scores 5 (O3)."""
    if rank == QUEEN and suit == SPADES:
        return 50
    if rank == ACE:
        return 20
    return 10 if rank >= 8 else 5


def meld_value(meld: Meld) -> int:
    """A meld's points: "2s: 25 points each in a meld of all 2s, otherwise scores
    equivalent to the card it represents"."""
    if meld.kind == "wild":
        return 25 * meld.size
    return sum(meld_card_value(r, s) for r, s in meld.stands)


def hand_card_value(card: int) -> int:
    """A card left in the hand: the meld values, "20 points for 2s, and 100 points for
    the Q♠"."""
    if card & 127 == QS:
        return 100
    r = card & 15
    if r == WILD:
        return 20
    return meld_card_value(r, card >> 4 & 7)


def hand_value(cards: Iterable[int]) -> int:
    return sum(hand_card_value(c) for c in cards)


SORT = tuple(((c & 15) == WILD) * 1000 + ((c & 15) if (c & 15) != ACE else 14) * 8 + (c >> 4 & 7)
             for c in range(256))
"""How a hand is sorted for its owner: by rank (aces high), then suit, 2s last."""

DRAW, STOP, PASS, DEAL = Action("draw"), Action("stop"), Action("pass"), Action("deal")
DISCARD_ACTION = tuple(Action("discard", card=CARD_TEXT[v]) for v in range(128))


def meld_action(meld: Meld) -> Action:
    """The ``meld`` action laying ``meld`` from the hand."""
    return Action("meld", cards=[CARD_TEXT[c] for c in meld.cards], run_from=meld.run_from)


def take_action(meld: Meld, top: Card) -> Action:
    """The ``take`` action making ``meld`` with the discard pile's ``top`` and two cards
    from the hand."""
    rest = list(meld.cards)
    rest.remove(next(c for c in rest if c & 127 == top & 127))
    return Action("take", cards=[CARD_TEXT[c] for c in rest], run_from=meld.run_from)


def extend_action(meld_no: int, card: Card, end: str) -> Action:
    return Action("extend", meld=meld_no, card=CARD_TEXT[card], end=end)
