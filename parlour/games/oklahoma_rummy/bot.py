"""An Oklahoma Rummy heuristic bot, and the rollout policy the generic search bot uses.

The same policy serves both; it reads only the seat's hand and its legal actions.

* **Draw.** Take the discard pile whenever a meld allows it (the best meld by points,
  fewest 2s first): a meld at once and the pile's cards, which "are immediately
  meldable" more often than not. With the stock empty and no take, stop.
* **Meld.** One meld or extension at a time, the best first: its points, less
  ``WILD_COST`` for each 2 it spends (a 2 is worth more kept for a better meld), plus
  ``QUEEN_BONUS`` for getting the Q♠ (100 in hand) onto the table. Natural melds and
  extensions are always made; melds spending 2s only when they score at least
  ``WILD_COST`` per 2 or the hand is small (going out is worth 100).
* **Discard.** The card least connected to the rest of the hand (others of its rank,
  same-suit cards within two places), the highest in value among equals; never a 2
  while another card will do.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from parlour.bots.base import Bot, SeatPort
from parlour.cards import CARD_BY_TEXT, Card
from parlour.engine.actions import Action
from parlour.games.oklahoma_rummy.rules import (
    MELD_RULES,
    QS,
    WILD,
    hand_card_value,
    meld_value,
)
from parlour.rules import rummy

WILD_COST = 12
"""Points a 2 must earn to be spent on a meld (it costs 20 if still held at the end)."""
QUEEN_BONUS = 60
SMALL_HAND = 5


def _cards(texts: Sequence[str]) -> list[Card]:
    return [CARD_BY_TEXT[t] for t in texts]


def _wilds(cards: Sequence[int]) -> int:
    return sum(1 for c in cards if c & 15 == WILD)


def meld_worth(action: Action, hand: Sequence[Card], top: Card | None) -> float:
    """How good a ``take``, ``meld`` or ``extend`` is (higher is better)."""
    if action.type == "extend":
        card = CARD_BY_TEXT[action.card]
        wild = card & 15 == WILD
        gain = (10 if wild else hand_card_value(card)) + (QUEEN_BONUS if card & 127 == QS else 0)
        return gain - (WILD_COST if wild and len(hand) > SMALL_HAND else 0)
    cards = _cards(action.cards)
    if action.type == "take":
        assert top is not None
        cards = [top, *cards]
    meld = rummy.read(cards, action.run_from, MELD_RULES)
    if isinstance(meld, str):
        return -1e9
    value = float(meld_value(meld))
    if any(c & 127 == QS for c in meld.cards) or any(s == 3 and r == 12 for r, s in meld.stands):
        value += QUEEN_BONUS
    spent = _wilds(meld.cards) - (1 if action.type == "take" and top is not None and top & 15 == WILD else 0)
    if meld.kind != "wild" and len(hand) > SMALL_HAND:
        value -= WILD_COST * spent
    return value


def connection(card: Card, hand: Sequence[Card]) -> int:
    """How much ``card`` belongs with the rest of ``hand``: twice each other card of its
    rank, once each same-suit card within two places."""
    r, s = card & 15, card >> 4 & 7
    score = 0
    for c in hand:
        if c is card:
            continue
        if c & 15 == r:
            score += 2
        elif c >> 4 & 7 == s and abs((c & 15) - r) <= 2:
            score += 1
    return score


def choose(legal: list[Action], hand: Sequence[Card], top: Card | None) -> Action:
    """The heuristic's action among ``legal`` (see the module docstring)."""
    if len(legal) == 1:
        return legal[0]
    by_type: dict[str, list[Action]] = {}
    for a in legal:
        by_type.setdefault(a.type, []).append(a)
    if "deal" in by_type:
        return by_type["deal"][0]
    if "take" in by_type:
        return max(by_type["take"], key=lambda a: meld_worth(a, hand, top))
    if "draw" in by_type:
        return by_type["draw"][0]
    if "stop" in by_type:
        return by_type["stop"][0]
    moves = by_type.get("meld", []) + by_type.get("extend", [])
    if moves:
        best = max(moves, key=lambda a: meld_worth(a, hand, top))
        if meld_worth(best, hand, top) > 0:
            return best
    if "pass" in by_type:
        return by_type["pass"][0]
    discards = by_type.get("discard", [])
    if not discards:
        return legal[0]

    def badness(a: Action) -> tuple[int, int, int]:
        card = CARD_BY_TEXT[a.card]
        held = next(c for c in hand if c & 127 == card)
        return (card & 15 == WILD, connection(held, hand), -hand_card_value(card))

    return min(discards, key=badness)


class HeuristicBot(Bot):
    """Oklahoma Rummy player (see the module docstring)."""

    kind = "heuristic"

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        if not legal:
            return None
        if len(legal) == 1:
            return legal[0]
        view = port.view()
        zones = {z["id"]: z for z in view["zones"]}
        hand = _cards(zones[f"hand:{self.seat}"]["cards"])
        pile = zones["discard"]["cards"]
        top = CARD_BY_TEXT[pile[-1]] if pile else None
        return choose(legal, hand, top)


def rollout_policy(game: Any, seat: int, legal: list[Action], rng: Any) -> Action:
    """The heuristic, read straight from a sampled world (for the search bot)."""
    return choose(legal, list(game.hand(seat).cards), game.discard.top())
