"""Fipsen rule data: options, the 25-card pack, the bids and their values, the deal and
scoring (seed 004, RULINGS 25)."""

from __future__ import annotations

import dataclasses
from itertools import combinations

from parlour.cards import CARD_BY_TEXT, CARD_TEXT, DIAMONDS, SUIT_WORDS, Card, deck_of_ranks
from parlour.engine.actions import Action
from parlour.engine.options import opt
from parlour.rules.auction import PASS, Ladder

SEATS = 4
PACK = tuple(c for c in deck_of_ranks([1, 7, 8, 9, 10, 11, 12, 13])
             if c.suit != DIAMONDS or c.rank == 7)
"""25 cards: 7 to ace in clubs, hearts and spades, and the 7♦."""
CARD = CARD_BY_TEXT
HAND_ID = tuple(f"hand:{s}" for s in range(SEATS))
SKAT, ASIDE, PLAYED = "skat", "aside", "played"

MODIFIERS = ("hand", "ruten", "durch")
KIEKER = "kieker"


def _bids() -> dict[str, float]:
    """Every bid and its value for the auction: tricks x 2 per modifier; Five is always
    Five Durch; Kieker counts 4½."""
    out: dict[str, float] = {}
    for n in (2, 3, 4, 5):
        for k in range(4):
            for mods in combinations(MODIFIERS, k):
                if n == 5 and "durch" not in mods:
                    continue
                out["-".join((str(n), *mods))] = n * 2 ** len(mods)
    out[KIEKER] = 4.5
    return out


VALUE = _bids()
"""Bid -> value in the auction ("3-hand-durch" -> 12, "kieker" -> 4.5)."""
LADDER: Ladder[str] = Ladder.by_value(VALUE)
"""Bids by value; bids of equal value share a step (an earlier seat may hold them)."""
CALLS = (*LADDER.bids, PASS)
BID_ACTION = {c: Action("bid", call=c) for c in CALLS}
PLAY = tuple(Action("play", card=CARD_TEXT[v]) for v in range(128))
DISCARD = tuple(Action("discard", card=CARD_TEXT[v]) for v in range(128))
TRUMP = tuple(Action("trump", suit=w) for w in SUIT_WORDS)
SURRENDER, STOP, PLAY_ON, DEAL = Action("surrender"), Action("stop"), Action("play-on"), Action("deal")


def tricks_of(bid: str) -> int:
    """Tricks a bid promises (Kieker: five)."""
    return 5 if bid == KIEKER else int(bid[0])


def modifiers(bid: str) -> frozenset[str]:
    """The bid's modifiers (Kieker: Durch, as "for all other purposes it is a bid of
    Five Durch")."""
    return frozenset({"durch"}) if bid == KIEKER else frozenset(bid.split("-")[1:])


def contract_value(bid: str, trump: int | None, played_on: bool) -> int:
    """The value scored: tricks x 2 per modifier; choosing diamonds doubles a bid without
    Ruten (RULINGS 25: Hand bids too, not Kieker); playing on adds Durch.

    >>> contract_value("3", None, False), contract_value("3-hand-durch", None, False)
    (3, 12)
    >>> contract_value("3", DIAMONDS, False), contract_value("3-ruten", DIAMONDS, False)
    (6, 6)
    >>> contract_value("3", 0, True), contract_value("kieker", DIAMONDS, False)
    (6, 10)
    """
    if bid == KIEKER:
        return 10
    mods = set(modifiers(bid))
    if trump == DIAMONDS:
        mods.add("ruten")
    if played_on:
        mods.add("durch")
    return int(tricks_of(bid) * 2 ** len(mods))


def is_kieker_hand(hand: list[Card]) -> bool:
    """"when they hold no face cards" (RULINGS 25: no king, queen or jack; aces allowed)."""
    return all(not 11 <= (c & 15) <= 13 for c in hand)


@dataclasses.dataclass(frozen=True)
class FipsenOptions:
    """Rule parameters; every default is the seed text's value (or RULINGS 25's)."""

    deals: int = opt(8, "deals in a game (the text: a previously-determined number, such as "
                        "eight)", min=1, max=100)
    surrender_penalty: int = opt(5, "what a Kieker surrender costs (the text: five)", min=0)


def five_is_durch(call: str) -> str:
    """"all bids of Five are automatically considered to be bids of Five Durch": a Five
    said without Durch (``5``, ``5-hand``, ``5-ruten``, ``5-hand-ruten``) is that bid.

    >>> five_is_durch("5"), five_is_durch("5-hand"), five_is_durch("3-hand")
    ('5-durch', '5-hand-durch', '3-hand')
    """
    if call.startswith("5") and not call.endswith("durch") and call + "-durch" in CALLS:
        return call + "-durch"
    return call
