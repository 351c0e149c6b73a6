"""Cactus rule data: card points, powers, discard flags, options, prebuilt actions."""

from __future__ import annotations

import dataclasses
from typing import Any, Literal

from parlour.cards import Card
from parlour.engine.actions import Action

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

_MAX = 64
_SEATS = 6
DRAW_STOCK = Action("draw", source="stock")
DRAW_DISCARD = Action("draw", source="discard")
DISCARD = Action("discard")
CALL = Action("call")
END = Action("end")
DEAL = Action("deal")
LOOK = Action("look")
SWAP = tuple(Action("swap", slot=i) for i in range(_MAX))
DOUBLE = tuple(Action("double", slot=i) for i in range(_MAX))
PEEK = tuple(tuple(Action("peek", seat=s, slot=i) for i in range(_MAX)) for s in range(_SEATS))
_GID = tuple(f"grid:{s}" for s in range(_SEATS))
_BLIND: dict[tuple[int, int, int], Action] = {}
_MATCH: dict[str, tuple[Action, ...]] = {}


def match_table(top: str) -> tuple[Action, ...]:
    """``match(slot=i, top=top)`` for every slot ``i``, built once per top card."""
    t = _MATCH.get(top)
    if t is None:
        t = _MATCH[top] = tuple(Action("match", slot=i, top=top) for i in range(_MAX))
    return t


def _blind(slot: int, seat: int, other: int) -> Action:
    key = (slot, seat, other)
    a = _BLIND.get(key)
    if a is None:
        a = _BLIND[key] = Action("blind_swap", slot=slot, seat=seat, their_slot=other)
    return a


class _Names(dict[Any, str]):
    """Card texts by card value, computed once (``str(card)`` is slow in hot paths)."""

    def __missing__(self, key: Any) -> str:
        text = self[key] = str(Card(key))
        return text


_N = _Names()


def points(cards: list[Card | None]) -> int:
    """The value of a layout."""
    return sum(POINTS[c & 15] for c in cards if c is not None)


@dataclasses.dataclass(frozen=True)
class CactusOptions:
    """Rule parameters; defaults are the denexa text's, the wikipedia variant presets."""

    scoring: Literal["hand", "match"] = dataclasses.field(default="hand", metadata={
        "help": "hand: one hand, lower total wins (two players); match: rounds until "
                "someone reaches the target (2-6 players)"})
    grid_cards: int = dataclasses.field(default=4, metadata={
        "min": 1, "max": 8, "help": "cards dealt to each player (a two-column grid)"})
    start_peek: int = dataclasses.field(default=0, metadata={
        "min": 0, "max": 8, "help": "cards each player looks at after the deal (near row)"})
    penalty_cards: int = dataclasses.field(default=2, metadata={
        "min": 0, "max": 8, "help": "cards added unseen after a wrong match"})
    caller_frozen: bool = dataclasses.field(default=True, metadata={
        "help": "the Cactus caller may not match any more (A4)"})
    tie_rule: Literal["draw", "caller_loses"] = dataclasses.field(default="draw", metadata={
        "help": "hand scoring: equal lowest totals draw, or the caller loses (A5)"})
    repeat_match: Literal["free", "on_turn"] = dataclasses.field(default="free", metadata={
        "help": "a card already matched: match it again freely, or only by taking it on "
                "your turn (wikipedia, C3)"})
    target: int = dataclasses.field(default=100, metadata={
        "min": 1, "help": "match scoring: reaching this total loses the match"})
    caller_penalty: int = dataclasses.field(default=10, metadata={
        "min": 0, "help": "match scoring: added to a caller who is not strictly lowest"})
    plain_discard_reusable: bool = dataclasses.field(default=False, metadata={
        "help": "a power card drawn from the stock and discarded without using its power "
                "keeps its power for the next player (wikipedia A8; denexa: only cards "
                "discarded from a layout)"})
    first_player: Literal["left", "opposite"] = dataclasses.field(default="left", metadata={
        "help": "first player of the first hand: the dealer's left, or the seat opposite "
                "the dealer (even player counts only; C7)"})
    assist: bool = dataclasses.field(default=False, metadata={
        "help": "memory aid (house option): views show the face-down cards you know"})
