"""Five Hundred rule data: options, the bid table and ladder, card orders per contract,
the deal's batches, "ace, no face" and hand scoring (seed 003, RULINGS 23)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Literal

from parlour.cards import (
    CARD_BY_TEXT,
    CARD_TEXT,
    CLUBS,
    DIAMONDS,
    HEARTS,
    JOKER_SUIT,
    SPADES,
    SUIT_WORDS,
    deck500,
)
from parlour.engine.actions import Action
from parlour.engine.options import opt
from parlour.rules.auction import PASS, Ladder
from parlour.rules.match import Goal
from parlour.rules.partnership import Partnerships
from parlour.rules.tricks import ACE_HIGH, strength_table, suit_table, with_faces

SEATS = 4
SIDES = Partnerships.opposite(SEATS)
"""Partners sit across: seats 0 and 2 are team 0, seats 1 and 3 team 1."""
TEAM = SIDES.team
PARTNER = tuple(SIDES.partner(s) for s in range(SEATS))
PACK = tuple(deck500())
"""45 cards: 4 to ace in four suits and one joker."""
CARD = CARD_BY_TEXT
HAND_ID = tuple(f"hand:{s}" for s in range(SEATS))
WON_ID = tuple(f"tricks:{t}" for t in range(SIDES.count))
MIDDLE = "middle"

BATCHES: tuple[tuple[str, int], ...] = (("players", 3), ("middle", 2), ("players", 2),
                                          ("middle", 3), ("players", 3), ("players", 2))
"""The deal (RULINGS 23: the second batch to the middle is 3 cards, not 2): each
``players`` batch gives that many cards to every seat from the dealer's left."""

TRUMP_LETTERS = {"S": SPADES, "C": CLUBS, "D": DIAMONDS, "H": HEARTS, "NT": None}
"""Bid suffix -> trump suit (``None``: no trump)."""
SUIT_BASE = {"S": 40, "C": 60, "D": 80, "H": 100, "NT": 120}
"""The inkle (6) column of the text's table; each further trick adds 100."""
NULLO, GRAND = "nullo", "grand-nullo"
VALUE: dict[str, int] = {f"{n}{s}": base + 100 * (n - 6) for n in range(6, 11)
                         for s, base in SUIT_BASE.items()}
VALUE[NULLO] = 250
VALUE[GRAND] = 510
"""Every bid's score value: "Bids are ranked according to their score value"."""
LADDER: Ladder[str] = Ladder(
    [b for b in VALUE if b not in (NULLO, GRAND) and VALUE[b] <= 220] + [NULLO]
    + [b for b in VALUE if b not in (NULLO, GRAND) and VALUE[b] > 220] + [GRAND])
"""Bids by score value, with nullo (250) just above every seven (its value) and below
every eight (the text: "Nullo is outbid by any bid of eight or more", though eight spades
is worth 240), and grand nullo on top ("grand nullo cannot be outbid", though ten no
trump is worth 520)."""
CALLS = (*LADDER.bids, PASS)
"""Every call, for the ``bid`` action's domain."""
CALL_SPELLINGS = {c.upper().replace("-", " "): c for c in CALLS} | {"GRAND NULLO": "grand-nullo"}
"""A call as typed in any case ("7s", "10nt", "Grand nullo") -> its name."""


def call_named(text: str) -> str:
    """The call ``text`` names, in any case (``text`` itself when it names none).

    >>> call_named("7s"), call_named("10nt"), call_named("Grand Nullo"), call_named("7x")
    ('7S', '10NT', 'grand-nullo', '7x')
    """
    return CALL_SPELLINGS.get(" ".join(text.replace("-", " ").upper().split()), text)

BID_ACTION = {c: Action("bid", call=c) for c in CALLS}
PLAY = tuple(Action("play", card=CARD_TEXT[v]) for v in range(128))
"""``play(card=...)`` by card value (values that are no card are never used)."""
DISCARD = tuple(Action("discard", card=CARD_TEXT[v]) for v in range(128))
NOMINATE = tuple(Action("nominate", suit=w) for w in SUIT_WORDS)
ANNOUNCE, DECLINE = Action("announce"), Action("decline")
REDEAL, PLAY_ON, DEAL = Action("redeal"), Action("play-on"), Action("deal")

SAME_COLOUR = {CLUBS: SPADES, SPADES: CLUBS, DIAMONDS: HEARTS, HEARTS: DIAMONDS}
LETTER = "CDHS"
BASE_STRENGTH = strength_table(ACE_HIGH)


def level(call: str) -> int:
    """Tricks a bid promises (0 for nullo and grand nullo)."""
    return LEVEL[call]


LEVEL = {c: 0 if c in (NULLO, GRAND) else int(c[:-2] if c.endswith("NT") else c[:-1])
         for c in VALUE}


def trump_of(call: str | None) -> int | None:
    """The trump suit a contract names (``None``: no trump, nullo, no contract)."""
    if call is None or call in (NULLO, GRAND):
        return None
    return TRUMP_LETTERS[call[2:] if call.startswith("10") else call[1:]]


def _tables(trump: int | None) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    if trump is None:  # "the joker stands alone as the only trump in play"
        return suit_table(), with_faces(BASE_STRENGTH, JK=30), JOKER_SUIT
    right, left = f"J{LETTER[trump]}", f"J{LETTER[SAME_COLOUR[trump]]}"
    suits = suit_table(JK=trump, **{left: trump})
    return suits, with_faces(BASE_STRENGTH, JK=30, **{right: 29, left: 28}), trump


TABLES = {t: _tables(t) for t in (None, CLUBS, DIAMONDS, HEARTS, SPADES)}
"""Per trump suit (``None``: none): the card-indexed suit and strength tables and the
suit that trumps. With a trump suit the joker, the right bower (jack of trumps) and the
left bower (jack of the same colour) rank on top of it and belong to it "for every
purpose"; without one the joker is a suit of its own that trumps everything."""


def ace_no_face(hand: Sequence[int]) -> bool:
    """"Exactly one ace but no face cards or joker" (jacks, queens and kings are faces).

    >>> from parlour.cards import parse_cards
    >>> ace_no_face(parse_cards("AS 4H 5H 6H 7H 8H 9H TH 4C 5C".split()))
    True
    >>> ace_no_face(parse_cards("AS AH 5H 6H 7H 8H 9H TH 4C 5C".split()))
    False
    """
    aces = 0
    for c in hand:
        r = c & 15
        if r == 1:
            aces += 1
        elif r == 0 or r >= 11:
            return False
    return aces == 1


@dataclasses.dataclass(frozen=True)
class FiveHundredOptions:
    """Rule parameters; every default is the seed text's value (or RULINGS 23's)."""

    target: int = opt(500, "a side that passes this score by making a contract wins", min=10)
    win_comparator: Literal["gt", "gte"] = opt(
        "gt", "gt: the score must exceed the target (the text, RULINGS 23); gte: reach it")
    lose_at: int = opt(-500, "a side at or below this score loses (the text: -500)", max=0)
    rounds: int = opt(3, "most orbits of bidding (the text: three rounds)", min=1, max=10)
    ace_no_face: bool = opt(True, "offer the \"ace, no face\" redeal before bidding")
    deals: int = opt(0, "play only this many deals, then the higher score wins (0: play to "
                        "the target, as the text says)", min=0)

    def goal(self) -> Goal:
        return Goal(target=self.target, win_at="exceeds" if self.win_comparator == "gt"
                    else "reaches", floor=self.lose_at, deals=self.deals)


def hand_score(contract: str | None, declarers: int, tricks: Sequence[int]) -> tuple[list[int], bool]:
    """Points per team for a hand, and whether the contract was made.

    ``tricks``: tricks per team; ``declarers``: the declaring team (ignored without a
    contract). A made contract scores its value, a broken one loses it; defenders score
    10 a trick they took, in nullo 10 a trick the declarers took; without a contract
    both sides score 10 a trick.

    >>> hand_score("7S", 0, [8, 2]), hand_score("7S", 0, [6, 4])
    (([140, 20], True), ([-140, 40], False))
    >>> hand_score("nullo", 1, [9, 1]), hand_score(None, 0, [6, 4])
    (([10, -250], False), ([60, 40], False))
    """
    if contract is None:
        return [10 * t for t in tricks], False
    out = [0, 0]
    mine = tricks[declarers]
    if contract in (NULLO, GRAND):
        made = mine == 0
        out[1 - declarers] = 10 * mine
    else:
        made = mine >= level(contract)
        out[1 - declarers] = 10 * tricks[1 - declarers]
    out[declarers] = VALUE[contract] if made else -VALUE[contract]
    return out, made
