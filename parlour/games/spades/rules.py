"""Spades rule data: options, prebuilt actions and hand scoring (seed 003, RULINGS 24)."""

from __future__ import annotations

import dataclasses
from typing import Literal

from parlour.cards import CARD_BY_TEXT, CARD_TEXT, deck52
from parlour.engine.actions import Action
from parlour.engine.options import opt
from parlour.rules.match import Goal
from parlour.rules.partnership import Partnerships

SEATS = 4
TEAMS = 2
PACK = tuple(deck52())
"""One standard pack, built once (``new_pack`` shuffles a copy)."""
CARD = CARD_BY_TEXT
"""Card by its short text (``play(card=...)`` is normalized to it): the shared table."""
DEAL = Action("deal")
PLAY = tuple(Action("play", card=CARD_TEXT[v]) if v in PACK else DEAL for v in range(64))
"""``play(card=...)`` for every card, indexed by the card's value, built once (values
that are no card hold a placeholder never used)."""
BID = tuple(Action("bid", tricks=n) for n in range(14))
"""``bid(tricks=n)`` for n = 0..13, built once."""
HAND_ID = tuple(f"hand:{s}" for s in range(SEATS))
WON_ID = tuple(f"tricks:{t}" for t in range(TEAMS))
"""The tricks a partnership collected, kept in front of seat 0 (team 0) or seat 1 (team 1)."""


SIDES = Partnerships.opposite(SEATS)
"""Partners sit opposite (S1): seats 0 and 2 are team 0, seats 1 and 3 team 1."""
TEAM = SIDES.team
"""Team by seat."""
PARTNER = tuple(SIDES.partner(s) for s in range(SEATS))
"""Partner by seat."""
SIDE_NAMES = tuple(SIDES.names(t) for t in range(TEAMS))
"""Each side in words (``"seats 0 and 2"``), written once (messages of every hand)."""


def team_of(seat: int) -> int:
    """Partners sit opposite: seats 0 and 2 are team 0, seats 1 and 3 team 1."""
    return TEAM[seat]


@dataclasses.dataclass(frozen=True)
class SpadesOptions:
    """Rule parameters; every default is the seed text's value (or RULINGS 24's)."""

    target: int = opt(500, "points that win the match (the text: 500, or 200 for a quicker game)",
                      min=10)
    min_bid: int = opt(2, "the minimum declaration (the text: two)", min=0, max=13)
    max_bid: int = opt(13, "the highest declaration per player (RULINGS 24: 13)", min=0, max=13)
    trick_points: int = opt(10, "points per contracted trick (per trick collected with "
                                "score=literal)", min=0)
    bag_limit: int = opt(10, "bags that cost a penalty (the text: every ten bags)", min=1)
    bag_penalty: int = opt(100, "points deducted for every bag_limit bags (the text: 100)", min=0)
    score: Literal["standard", "literal"] = opt(
        "standard", "standard: 10 x contract + 1 per bag when made (RULINGS 24); literal: "
                    "10 x tricks collected + 1 per bag, as the text reads")
    set_penalty: bool = opt(False, "a side that breaks contract loses 10 x contract (variant "
                                   "set-penalty); the text: it scores zero")
    break_spades: bool = opt(False, "house rule: spades may not be led until one has been played "
                                    "(or the leader holds nothing else); the text lets the "
                                    "leader play any card")
    lose_at: int = opt(0, "house rule: a side at or below this score after a hand loses (0: no "
                          "lower limit, as the text; -200 is a common choice with set_penalty)",
                       max=0)
    deals: int = opt(0, "play only this many deals, then the higher score wins (0: play until a "
                        "side reaches the target, as the text says)", min=0)

    def goal(self) -> Goal:
        """What ends the match (S10, S12): the target reached by one side alone, the
        floor ``lose_at``, or the fixed number of ``deals``."""
        return Goal(target=self.target, floor=self.lose_at or None, deals=self.deals)


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
