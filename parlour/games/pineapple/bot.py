"""A Pineapple heuristic bot: equity by Monte Carlo (the batch evaluator) against the
opponents still in, then pot odds.

It sees only its seat's view: its hole cards, the board, the chips. Each decision deals
``samples`` random completions of the opponents' hole cards (two each: what they will
keep) and of the board from the cards it cannot see (:func:`parlour.hands.equity.equity`),
its own hand being the best pair of its hole cards while it still holds three.

* **Bet.** Raise when the equity beats a fair share ``1 / players in`` by ``aggression``
  (a value raise), else check when free, else call when the equity covers the price (pot
  odds: ``to call / (pot + to call)``, less a little ``looseness``), else fold. In pot
  and no limit its raises are about two thirds of the pot.
* **Discard.** Keep the pair of hole cards with the best equity.

``rollout_policy`` and ``rollout_value`` are the search bot's hooks: a cheap playout
(call or check, fold the weakest made hands facing a bet, discard the lowest card) and
the chips won or lost at the end of the game.
"""

from __future__ import annotations

import itertools
from typing import Any

import numpy as np

from parlour.bots.base import Bot, SeatPort
from parlour.bots.search import ADVISED_HEURISTIC_PLAYOUTS
from parlour.cards import Card, deck52
from parlour.engine.actions import Action
from parlour.hands import best_of
from parlour.hands.equity import equity
from parlour.rules.betting_turns import chip_rewards, equity_decision
from parlour.rules.showdown import PERCENTILE

_DECK = [int(c) for c in deck52()]


def _cards(texts: list[str | None]) -> list[int]:
    return [int(Card.parse(t)) for t in texts if t and t != "??"]


class HeuristicBot(Bot):
    """Pineapple player (see the module docstring)."""

    kind = "heuristic"

    def __init__(self, seat: int, *, seed: int = 0, level: str = "normal", samples: int = 300,
                 aggression: float = 0.15, looseness: float = 0.03) -> None:
        super().__init__(seat, seed=seed, level=level)
        self.samples = samples
        self.aggression = aggression
        self.looseness = looseness
        self.gen = np.random.default_rng(seed * 7919 + seat)

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        if not legal:
            return None
        view = port.view()
        zones = {z["id"]: z for z in view["zones"]}
        mine = _cards(zones[f"hand:{self.seat}"]["cards"])
        board = _cards(zones["board"]["cards"])
        rivals = sum(1 for s, f in enumerate(view["folded"]) if not f and s != self.seat)
        hilo = bool(view.get("hilo"))
        if legal[0].type == "discard":
            return self._discard(legal, mine, board, rivals, hilo)
        eq = self._equity([list(p) for p in itertools.combinations(mine, 2)], board, rivals, hilo)
        return equity_decision(legal, view, eq, rivals, self.aggression, self.looseness)

    def _equity(self, hands: list[list[int]], board: list[int], rivals: int, hilo: bool) -> float:
        seen = {c for h in hands for c in h} | set(board)
        pool = [c for c in _DECK if c not in seen]
        return equity(hands, [], max(rivals, 1), 2, board, 5, pool, self.samples, self.gen, hilo=hilo)

    def _discard(self, legal: list[Action], mine: list[int], board: list[int], rivals: int,
                 hilo: bool) -> Action:
        best, pick = -1.0, legal[0]
        for a in legal:
            drop = int(Card.parse(a.card))
            keep = [c for c in mine if c != drop]
            eq = self._equity([keep], board, rivals, hilo)
            if eq > best:
                best, pick = eq, a
        return pick


def _high_rank(card: int) -> int:
    r = card & 15
    return 14 if r == 1 else r


def rollout_policy(game: Any, seat: int, legal: list[Action], rng: Any) -> Action:
    """A fast playout policy inside a sampled world: discard the card that leaves the
    best made hand; facing a bet, fold hands below the 30th percentile of made hands
    (with a board) a third of the time; otherwise check or call."""
    if legal[0].type == "discard":
        hole = list(game.hand(seat).cards)
        board = list(game.board.cards)
        if len(board) >= 3:
            return max(legal, key=lambda a: best_of([c for c in hole if str(c) != a.card] + board))
        return min(legal, key=lambda a: _high_rank(Card.parse(a.card)))
    types = {a.type: a for a in legal}
    if "check" in types:
        return types["check"]
    board = list(game.board.cards)
    hole = list(game.hand(seat).cards)
    if ("fold" in types and len(board) >= 3 and len(hole) + len(board) <= 7
            and PERCENTILE[best_of(hole + board)] < 0.3 and rng.random() < 0.34):
        return types["fold"]
    return types.get("call") or types.get("bring_in") or rng.choice(legal)


rollout_value = chip_rewards
"""The chips won or lost when the game ends (:func:`parlour.rules.betting_turns.chip_rewards`)."""


SEARCH_OPTIONS: dict[str, Any] = ADVISED_HEURISTIC_PLAYOUTS
"""How ``search`` plays: :data:`parlour.bots.search.ADVISED_HEURISTIC_PLAYOUTS`."""
