"""A Stop the Bus heuristic bot, and the rollout policy the generic search bot uses.

Hand values are percentiles: the share of the 22,100 three-card hands a hand beats
(ties count half), in the table's Brag order.

* **Exchange.** Of every legal exchange (each centre card for each hand card, or all
  three), make the hand with the best percentile; among equals, leave the centre the
  worst card for the next player (the lowest card given).
* **Call.** Only the worst hand pays, so call when the chance that every opponent
  beats the hand, ``(1 - p) ** m`` (``p`` its percentile, ``m`` the opponents still
  in), is at most ``threshold`` plus ``patience`` per own turn already played; always
  after ``max_turns`` own turns.
* **Deal.** Deal when it is its deal.

It uses only its seat's view (its hand, the centre, the tokens and who is out).
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Sequence
from typing import Any

from parlour.bots.base import Bot, SeatPort
from parlour.bots.search import ADVISED
from parlour.cards import CARD_BY_TEXT, deck52
from parlour.engine.actions import Action
from parlour.hands import brag


@functools.cache
def _percentiles(order: brag.Order) -> dict[int, float]:
    counts: dict[int, int] = {}
    for h in itertools.combinations(deck52(), 3):
        v = brag.strength(h, order)
        counts[v] = counts.get(v, 0) + 1
    total, below, out = sum(counts.values()), 0, {}
    for v in sorted(counts):
        out[v] = (below + counts[v] / 2) / total
        below += counts[v]
    return out


def percentile(cards: Sequence[int], order: brag.Order = "brag") -> float:
    """The share of three-card hands that ``cards`` beats (ties half)."""
    return _percentiles(order)[brag.strength(cards, order)]


def after(action: Action, hand: Sequence[int], centre: Sequence[int]) -> list[int]:
    """The hand an exchange leaves."""
    if action.type == "exchange3":
        return list(centre)
    take, give = CARD_BY_TEXT[action.take], CARD_BY_TEXT[action.give]
    if take == give:
        return list(hand)
    return [c for c in hand if c != give] + [take]


def best_exchange(legal: list[Action], hand: Sequence[int], centre: Sequence[int],
                  order: brag.Order) -> tuple[float, Action | None]:
    """The non-calling exchange making the best hand (ties: the lowest card given)."""
    best, pick, low = -1.0, None, 99
    for a in legal:
        if a.type not in ("exchange", "exchange3") or a.call:
            continue
        p = percentile(after(a, hand, centre), order)
        given = 99 if a.type == "exchange3" else (CARD_BY_TEXT[a.give] & 15) % 13 or 13
        if p > best or (p == best and given < low):
            best, pick, low = p, a, given
    return best, pick


def calls(p: float, opponents: int, own_turns: int, threshold: float, patience: float,
          max_turns: int) -> bool:
    """Whether a hand of percentile ``p`` is worth stopping the bus with."""
    if own_turns >= max_turns:
        return True
    return (1.0 - p) ** opponents <= threshold + patience * own_turns


class HeuristicBot(Bot):
    """Stop the Bus player (see the module docstring)."""

    kind = "heuristic"

    def __init__(self, seat: int, *, seed: int = 0, level: str = "normal",
                 threshold: float = 0.12, patience: float = 0.03, max_turns: int = 8) -> None:
        super().__init__(seat, seed=seed, level=level)
        self.threshold = threshold
        self.patience = patience
        self.max_turns = max_turns
        self.own_turns = 0
        self.hand_no = -1

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        if not legal:
            return None
        if len(legal) == 1:
            return legal[0]
        view = port.view()
        if view["hand"] != self.hand_no:
            self.hand_no, self.own_turns = view["hand"], 0
        zones = {z["id"]: z for z in view["zones"]}
        hand = [CARD_BY_TEXT[c] for c in zones[f"hand:{self.seat}"]["cards"]]
        centre = [CARD_BY_TEXT[c] for c in zones["centre"]["cards"]]
        order = port.options.brag_order
        p, pick = best_exchange(legal, hand, centre, order)
        opponents = sum(1 for s, out in enumerate(view["out"]) if not out and s != self.seat)
        self.own_turns += 1
        wants = calls(p, opponents, self.own_turns - 1, self.threshold, self.patience, self.max_turns)
        if Action("call") in legal:  # call-instead: judge the hand as it is
            if calls(percentile(hand, order), opponents, self.own_turns - 1, self.threshold,
                     self.patience, self.max_turns):
                return Action("call")
        elif wants and pick is not None:
            called = _with_call(pick)
            if called in legal:
                return called
        return pick or legal[0]


def _with_call(a: Action) -> Action:
    params = {k: v for k, v in a.to_json().items() if k != "type"}
    params["call"] = True
    return Action(a.type, **params)


def rollout_policy(game: Any, seat: int, legal: list[Action], rng: Any) -> Action:
    """A fast playout policy for the search bot (inside a sampled world): the best
    exchange; call when ``(1 - p) ** m <= 0.15 + 0.04`` per turn of the hand."""
    if len(legal) == 1:
        return legal[0]
    hand = list(game.hand(seat).cards)
    centre = list(game.centre.cards)
    order = game.options.brag_order
    p, pick = best_exchange(legal, hand, centre, order)
    if pick is None:
        return legal[0] if Action("call") not in legal else rng.choice(legal)
    m = sum(1 for s in game.tokens.standing() if s != seat)
    rounds = game.turns // max(1, m + 1)
    if game.caller < 0 and calls(p, m, rounds, 0.15, 0.04, 6):
        called = _with_call(pick)
        if called in legal:
            return called
    return pick


SEARCH_OPTIONS: dict[str, Any] = ADVISED
"""How ``search`` plays: :data:`parlour.bots.search.ADVISED`."""
