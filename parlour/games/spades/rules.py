"""Spades rule data: options, prebuilt actions and hand scoring (seed 003, RULINGS 24)."""

from __future__ import annotations

import dataclasses
from typing import Literal

from parlour.cards import Card, deck52
from parlour.engine.actions import Action

SEATS = 4
TEAMS = 2
PACK = tuple(deck52())
"""One standard pack, built once (``new_pack`` shuffles a copy)."""
NAME = {int(c): str(c) for c in PACK}
"""Card text by card value (``str(card)`` is slow in hot paths)."""
PLAY: list[Action | None] = [None] * 64
"""``play(card=...)`` for every card (indexed by the card's value), built once."""
for _c in PACK:
    PLAY[_c] = Action("play", card=NAME[_c])
BID = tuple(Action("bid", tricks=n) for n in range(14))
"""``bid(tricks=n)`` for n = 0..13, built once."""
DEAL = Action("deal")
HAND_ID = tuple(f"hand:{s}" for s in range(SEATS))
WON_ID = tuple(f"tricks:{t}" for t in range(TEAMS))
"""The tricks a partnership collected, kept in front of seat 0 (team 0) or seat 1 (team 1)."""


def team_of(seat: int) -> int:
    """Partners sit opposite: seats 0 and 2 are team 0, seats 1 and 3 team 1."""
    return seat & 1


def card_of(text: str) -> Card:
    """The card named ``text`` (``"QS"``)."""
    return Card.parse(text)


@dataclasses.dataclass(frozen=True)
class SpadesOptions:
    """Rule parameters; every default is the seed text's value (or RULINGS 24's)."""

    target: int = dataclasses.field(default=500, metadata={
        "min": 10, "help": "points that win the match (the text: 500, or 200 for a quicker game)"})
    min_bid: int = dataclasses.field(default=2, metadata={
        "min": 0, "max": 13, "help": "the minimum declaration (the text: two)"})
    max_bid: int = dataclasses.field(default=13, metadata={
        "min": 0, "max": 13, "help": "the highest declaration per player (RULINGS 24: 13)"})
    trick_points: int = dataclasses.field(default=10, metadata={
        "min": 0, "help": "points per contracted trick (per trick collected with score=literal)"})
    bag_limit: int = dataclasses.field(default=10, metadata={
        "min": 1, "help": "bags that cost a penalty (the text: every ten bags)"})
    bag_penalty: int = dataclasses.field(default=100, metadata={
        "min": 0, "help": "points deducted for every bag_limit bags (the text: 100)"})
    score: Literal["standard", "literal"] = dataclasses.field(default="standard", metadata={
        "help": "standard: 10 x contract + 1 per bag when made (RULINGS 24); literal: "
                "10 x tricks collected + 1 per bag, as the text reads"})
    set_penalty: bool = dataclasses.field(default=False, metadata={
        "help": "a side that breaks contract loses 10 x contract (variant set-penalty); "
                "the text: it scores zero"})
    break_spades: bool = dataclasses.field(default=False, metadata={
        "help": "house rule: spades may not be led until one has been played (or the "
                "leader holds nothing else); the text lets the leader play any card"})
    lose_at: int = dataclasses.field(default=0, metadata={
        "max": 0, "help": "a side at or below this score after a hand loses (0: no lower "
                          "limit, as the text; variant set-penalty: -200)"})
    deals: int = dataclasses.field(default=0, metadata={
        "min": 0, "help": "play only this many deals, then the higher score wins (0: play "
                          "until a side reaches the target, as the text says)"})


def hand_score(contract: int, tricks: int, options: SpadesOptions) -> tuple[int, int]:
    """``(points, bags)`` a partnership scores for a hand.

    "If the partnership broke contract by failing to collect the contracted number of
    tricks, they score zero for that hand. Otherwise, they score ten points for each trick
    collected, and one point for each trick in excess of the contract" (standard reading,
    RULINGS 24: ten per contracted trick).

    >>> hand_score(7, 9, SpadesOptions())
    (72, 2)
    >>> hand_score(7, 9, SpadesOptions(score="literal"))
    (92, 2)
    >>> hand_score(7, 6, SpadesOptions()), hand_score(7, 6, SpadesOptions(set_penalty=True))
    ((0, 0), (-70, 0))
    """
    per = options.trick_points
    if tricks < contract:
        return (-per * contract if options.set_penalty else 0), 0
    bags = tricks - contract
    base = tricks if options.score == "literal" else contract
    return per * base + bags, bags


def bag_penalties(bags: int, options: SpadesOptions) -> tuple[int, int]:
    """``(penalty points, bags left)``: "for every ten bags a partnership collects, 100
    points is deducted from their score" (the count keeps the bags beyond each ten).

    >>> bag_penalties(12, SpadesOptions())
    (100, 2)
    """
    times, left = divmod(bags, options.bag_limit)
    return times * options.bag_penalty, left
