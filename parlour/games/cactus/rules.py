"""Cactus rule data: card points, powers, discard flags, options, the action schema and
prebuilt actions."""

from __future__ import annotations

import dataclasses
from typing import Any, Literal

from parlour.cards import Card
from parlour.engine.actions import Action, CardParam, Int, Text
from parlour.engine.options import RealtimeOptions, opt

POINTS = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 0)
"""Points by rank: ace 1, king 0, queen and jack 10, others their pips."""

NONE, OWN, SPY, QUEEN = 0, 1, 2, 3
POWER = (NONE, NONE, NONE, NONE, NONE, NONE, OWN, OWN, OWN, SPY, SPY, SPY, QUEEN, NONE)
"""Power by rank: 6/7/8 look at an own card, 9/10/J at an opponent's, Q blind swap."""
POWER_TEXT = ("no power", "look at one of your own cards", "look at one opponent card",
              "swap one of your cards with an opponent's, unseen")

UNUSED, MATCHED = 1, 2
"""Flags kept per discard card: power not used; placed by a match. The seat that put
the card there is kept in the bits above them (``flags >> PLACER``)."""
PLACER = 2

MAX_SLOTS = 52
"""The slot bound: penalty cards can grow a layout past its dealt slots, but no layout
holds more than the 52 cards of the pack, so slot indexes stay below 52."""
MAX_SEATS = 6


def _last_seat(players: int, options: Any) -> int:
    return players - 1


SLOT = Int(0, MAX_SLOTS - 1)
SEAT = Int(0, _last_seat)
ACTIONS: dict[str, dict[str, Any]] = {
    "draw": {"source": Text(domain=("stock", "discard"))},
    "swap": {"slot": SLOT},
    "discard": {},
    "peek": {"seat": SEAT, "slot": SLOT},
    "blind_swap": {"slot": SLOT, "seat": SEAT, "their_slot": SLOT},
    "double": {"slot": SLOT},
    "match": {"slot": SLOT, "top": CardParam()},
    "call": {}, "end": {}, "deal": {}, "look": {},
}
"""The action schema: slots and seats are bounded, ``top`` is a card in any spelling
(``"10H"``, ``"T♥"``: stored as ``"TH"``), ``source`` names a pile."""

# prebuilt actions: the legal lists hand out these objects (no allocation per state)
DRAW_STOCK = Action("draw", source="stock")
DRAW_DISCARD = Action("draw", source="discard")
DISCARD = Action("discard")
CALL = Action("call")
END = Action("end")
DEAL = Action("deal")
LOOK = Action("look")
SWAP = tuple(Action("swap", slot=i) for i in range(MAX_SLOTS))
DOUBLE = tuple(Action("double", slot=i) for i in range(MAX_SLOTS))
PEEK = tuple(tuple(Action("peek", seat=s, slot=i) for i in range(MAX_SLOTS)) for s in range(MAX_SEATS))
GRID_ID = tuple(f"grid:{s}" for s in range(MAX_SEATS))
_BLIND: dict[tuple[int, int, int], Action] = {}
_MATCH: dict[str, tuple[Action, ...]] = {}


def match_table(top: str) -> tuple[Action, ...]:
    """``match(slot=i, top=top)`` for every slot ``i``, built once per top card."""
    t = _MATCH.get(top)
    if t is None:
        t = _MATCH[top] = tuple(Action("match", slot=i, top=top) for i in range(MAX_SLOTS))
    return t


def blind_swap(slot: int, seat: int, other: int) -> Action:
    """``blind_swap(slot, seat, their_slot=other)``, built once."""
    key = (slot, seat, other)
    a = _BLIND.get(key)
    if a is None:
        a = _BLIND[key] = Action("blind_swap", slot=slot, seat=seat, their_slot=other)
    return a


def points(cards: list[Card | None]) -> int:
    """The value of a layout."""
    return sum(POINTS[c & 15] for c in cards if c is not None)


@dataclasses.dataclass(frozen=True)
class CactusOptions(RealtimeOptions):
    """Rule parameters; defaults are the denexa text's, the wikipedia variant presets."""

    scoring: Literal["hand", "match"] = opt(
        "hand", "hand: one hand, lower total wins (two players); match: rounds until "
                "someone reaches the target (2-6 players)")
    grid_cards: int = opt(4, "cards dealt to each player (a two-column grid)", min=1, max=8)
    start_peek: int = opt(0, "cards each player looks at after the deal (near row)", min=0, max=8)
    penalty_cards: int = opt(2, "cards added unseen after a wrong match", min=0, max=8)
    caller_frozen: bool = opt(True, "the Cactus caller may not match any more (A4)")
    tie_rule: Literal["draw", "caller_loses"] = opt(
        "draw", "hand scoring: equal lowest totals draw, or the caller loses (A5)")
    repeat_match: Literal["free", "on_turn"] = opt(
        "free", "a card already matched: match it again freely, or only by taking it on "
                "your turn (wikipedia, C3)")
    target: int = opt(100, "match scoring: reaching this total loses the match", min=1)
    caller_penalty: int = opt(10, "match scoring: added to a caller who is not strictly lowest",
                              min=0)
    plain_discard_reusable: bool = opt(
        False, "a power card drawn from the stock and discarded without using its power "
               "keeps its power for the next player (wikipedia A8; denexa: only cards "
               "discarded from a layout)")
    power_once: bool = opt(
        False, "a card's power is used once in a hand: a used power card swapped or matched "
               "out of a layout later comes back used (wikipedia: 'the power of a card can "
               "only be used once'; denexa: any card discarded from a layout is unused)")
    first_player: Literal["opposite", "left"] = opt(
        "opposite", "first player of the first round: the seat opposite the dealer where "
                    "there is one (an even number of players; seed 002), else the dealer's "
                    "left; or always the dealer's left (C7)")
    assist: bool = opt(False, "memory aid (house option): views show the face-down cards you know")
