"""A Soko heuristic bot: equity by Monte Carlo (the Soko batch evaluator) against the
opponents still in, given their up-cards, then pot odds
(:func:`parlour.rules.betting_turns.equity_decision`).

It sees only its seat's view: its hole card and up-cards, everyone's up-cards and the
chips. Each decision deals ``samples`` completions: each opponent's hole card and cards
to come, and its own cards to come, from the cards it cannot see.

``rollout_policy`` and ``rollout_value`` are the search bot's hooks: a cheap playout
(check or call; fold facing a bet when one's up-cards show less than an opponent's a third
of the time) and the chips won or lost when the game ends.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from parlour.bots.base import Bot, SeatPort
from parlour.bots.search import ADVISED_HEURISTIC_PLAYOUTS
from parlour.cards import Card, deck52
from parlour.engine.actions import Action
from parlour.hands.equity import equity
from parlour.hands.soko import showing_key, soko_batch
from parlour.rules.betting_turns import chip_rewards, equity_decision

_DECK = [int(c) for c in deck52()]


class HeuristicBot(Bot):
    """Soko player (see the module docstring)."""

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
        if legal[0].type == "deal":
            return legal[0]
        view = port.view()
        hands = {z["owner"]: z["cards"] for z in view["zones"] if z["kind"] == "hand"}
        mine = [int(Card.parse(c)) for c in hands[self.seat] if c != "??"]
        opponents = [[int(Card.parse(c)) for c in hands[s] if c != "??"]
                     for s, folded in enumerate(view["folded"]) if not folded and s != self.seat]
        seen = set(mine) | {c for o in opponents for c in o}
        for s, folded in enumerate(view["folded"]):
            if folded:
                seen |= {int(Card.parse(c)) for c in hands[s] if c != "??"}
        pool = [c for c in _DECK if c not in seen]
        size = len(hands[self.seat])
        rivals = max(1, len(opponents))
        hidden = 5 - (size - 1)
        eq = equity([mine], opponents, rivals, hidden, [], 0, pool, self.samples, self.gen,
                    evaluate=soko_batch, own_more=5 - size)
        return equity_decision(legal, view, eq, len(opponents), self.aggression, self.looseness)


def rollout_policy(game: Any, seat: int, legal: list[Action], rng: Any) -> Action:
    """A fast playout policy inside a sampled world (see the module docstring)."""
    types = {a.type: a for a in legal}
    for t in ("deal", "check", "bring_in"):
        if t in types:
            return types[t]
    if "fold" in types:
        mine = showing_key(game.up_cards(seat))
        best = max(showing_key(game.up_cards(s)) for s in range(game.players)
                   if s != seat and game.betting.live[s])
        if best > mine and rng.random() < 0.34:
            return types["fold"]
    return types.get("call") or rng.choice(legal)


rollout_value = chip_rewards
"""The chips won or lost when the game ends (:func:`parlour.rules.betting_turns.chip_rewards`)."""


SEARCH_OPTIONS: dict[str, Any] = ADVISED_HEURISTIC_PLAYOUTS
"""How ``search`` plays: :data:`parlour.bots.search.ADVISED_HEURISTIC_PLAYOUTS`."""
