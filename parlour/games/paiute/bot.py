"""A Paiute heuristic bot, and the rollout policy the generic search bot uses.

From its seat's view only (its hand, the wild rank, the discard top, the calls):

* **Call** whenever a call is legal, with the best combination it can show (a later
  caller must beat it, and waiting rarely pays).
* **Draw** the discard top when it is wild or raises the hand's promise, else from the
  stock.
* **Discard** the card whose loss keeps the most promising five.

A hand's *promise* counts what the six combinations need: wilds (worth ``wild_weight``
each), the rank counts (pairs, threes and fours towards four/two, three/three and five
of a kind: the sum of count squared) and the longest run of one suit within a five-rank
window (towards the flushes), whichever is higher.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from parlour.bots.base import Bot, SeatPort
from parlour.bots.search import ADVISED
from parlour.cards import CARD_BY_TEXT
from parlour.engine.actions import Action
from parlour.hands import wild as combos

_RANK = {"aces": 1, "twos": 2, "threes": 3, "fours": 4, "fives": 5, "sixes": 6, "sevens": 7,
         "eights": 8, "nines": 9, "tens": 10, "jacks": 11, "queens": 12, "kings": 13}


def promise(cards: Sequence[int], wild: int, wild_weight: float = 3.0) -> float:
    """How close ``cards`` are to a winning combination (higher is closer)."""
    naturals = [c for c in cards if c & 15 != wild]
    w = len(cards) - len(naturals)
    counts: dict[int, int] = {}
    for c in naturals:
        counts[c & 15] = counts.get(c & 15, 0) + 1
    ranks = sum(n * n for n in counts.values())
    suited = 0
    for suit in range(4):
        mine = {c & 15 for c in naturals if c >> 4 & 7 == suit}
        if 1 in mine:
            mine.add(14)
        for low in range(1, 11):
            suited = max(suited, len(mine & set(range(low, low + 5))))
    return wild_weight * w + max(ranks, suited * suited * 0.8)


def best_call(legal: list[Action], hand: Sequence[int], wild: int, strict: bool) -> Action | None:
    """The legal call with the best combination, if any."""
    best: tuple[combos.Value, Action] | None = None
    for a in legal:
        if a.type == "call6":
            cards = list(hand)
        elif a.type == "call":
            cards = [c for c in hand if c != CARD_BY_TEXT[a.card]]
        else:
            continue
        v = combos.combination(cards, wild, strict_five=strict)
        if v is not None and (best is None or v > best[0]):
            best = (v, a)
    return best[1] if best else None


def decide(legal: list[Action], hand: Sequence[int], wild: int, top: int | None,
           strict: bool) -> Action:
    """The heuristic's choice (shared by the bot and the rollout policy)."""
    if len(legal) == 1:
        return legal[0]
    call = best_call(legal, hand, wild, strict)
    if call is not None:
        return call
    take = Action("draw", source="discard")
    if take in legal:
        stock = Action("draw", source="stock")
        if stock not in legal or top is None:
            return take
        if top & 15 == wild:
            return take
        now = max(promise([c for c in hand if c != x] + [top], wild) for x in hand)
        return take if now > promise(hand, wild) + 1.5 else stock
    options = [a for a in legal if a.type == "discard"]
    if not options:
        return legal[0]
    return max(options, key=lambda a: (promise([c for c in hand if c != CARD_BY_TEXT[a.card]], wild),
                                        -(CARD_BY_TEXT[a.card] & 15 or 13)))


class HeuristicBot(Bot):
    """Paiute player (see the module docstring)."""

    kind = "heuristic"

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        if not legal:
            return None
        view = port.view()
        zones = {z["id"]: z for z in view["zones"]}
        hand = [CARD_BY_TEXT[c] for c in zones[f"hand:{self.seat}"]["cards"]]
        top_text = zones["discard"].get("top")
        top = CARD_BY_TEXT.get(top_text) if top_text else None
        return decide(legal, hand, _RANK[view["wild"]], top, port.options.strict_five)


def rollout_policy(game: Any, seat: int, legal: list[Action], rng: Any) -> Action:
    """The heuristic's rules inside a sampled world."""
    return decide(legal, list(game.hand(seat).cards), game.wild, game.discard.top(),
                  game.options.strict_five)


SEARCH_OPTIONS: dict[str, Any] = ADVISED
"""How ``search`` plays: :data:`parlour.bots.search.ADVISED`."""
