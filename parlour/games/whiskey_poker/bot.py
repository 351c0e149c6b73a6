"""A Whiskey Poker heuristic bot.

It sees only its seat's view: its hand, the widow once it is up (and, in phase A, the
widow cards it knows because it put them there), the chips. Hand values are percentiles
(the share of random five-card hands a hand beats, :data:`parlour.rules.showdown.PERCENTILE`).

* **Bet**: Monte Carlo equity of its hand against random hands for the opponents still in
  (:func:`parlour.hands.equity.equity`), then pot odds
  (:func:`parlour.rules.betting_turns.equity_decision`).
* **Phase A** (the widow face down): knock with a hand above ``knock_at``; take the
  unseen widow with a hand below ``swap_below`` (a random hand is better on average);
  otherwise pass.
* **Phase B** (the widow face up): the best of every one-for-one trade and the whole
  widow; take it when it improves the hand, else knock (or, after a knock, make the
  trade that hurts least).

``rollout_policy`` is the same rule for the search's playouts (calling every bet);
``rollout_value`` the chips at the end of the game.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from parlour.bots.base import Bot, SeatPort
from parlour.bots.search import ADVISED_HEURISTIC_PLAYOUTS
from parlour.cards import Card, deck52
from parlour.engine.actions import Action
from parlour.hands import evaluate5
from parlour.hands.equity import equity
from parlour.rules.betting_turns import calling_station, chip_rewards, equity_decision
from parlour.rules.showdown import PERCENTILE

_DECK = [int(c) for c in deck52()]


def exchange_move(legal: list[Action], hand: list[int], widow: list[int], knock_at: float,
                  swap_below: float) -> Action:
    """The phase A or B move from the hand and the widow (empty while face down)."""
    types = {a.type: a for a in legal}
    now = PERCENTILE[evaluate5(hand)]
    if "pass" in types:  # phase A
        if "knock" in types and now >= knock_at:
            return types["knock"]
        if now < swap_below and "exchange" in types:
            return types["exchange"]
        return types["pass"]
    best, pick = -1.0, None
    for a in legal:
        if a.type == "swap":
            take, give = int(Card.parse(a.take)), int(Card.parse(a.give))
            value = PERCENTILE[evaluate5([take if c == give else c for c in hand])]
        elif a.type == "exchange" and len(widow) == 5:
            value = PERCENTILE[evaluate5(widow)]
        else:
            continue
        if value > best:
            best, pick = value, a
    if pick is not None and best > now:
        return pick
    if "knock" in types:
        return types["knock"]
    return pick if pick is not None else legal[0]


class HeuristicBot(Bot):
    """Whiskey Poker player (see the module docstring)."""

    kind = "heuristic"

    def __init__(self, seat: int, *, seed: int = 0, level: str = "normal", samples: int = 300,
                 knock_at: float = 0.9, swap_below: float = 0.45, aggression: float = 0.15,
                 looseness: float = 0.03) -> None:
        super().__init__(seat, seed=seed, level=level)
        self.samples, self.knock_at, self.swap_below = samples, knock_at, swap_below
        self.aggression, self.looseness = aggression, looseness
        self.gen = np.random.default_rng(seed * 7919 + seat)

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        if not legal:
            return None
        if legal[0].type == "deal":
            return legal[0]
        view = port.view()
        zones = {z["id"]: z for z in view["zones"]}
        hand = [int(Card.parse(c)) for c in zones[f"hand:{self.seat}"]["cards"] if c != "??"]
        widow = [int(Card.parse(c)) for c in zones["widow"]["cards"] if c != "??"]
        if view["phase"] in ("A", "B"):
            return exchange_move(legal, hand, widow if view["phase"] == "B" else [],
                                 self.knock_at, self.swap_below)
        rivals = sum(1 for s, f in enumerate(view["folded"]) if not f and s != self.seat)
        pool = [c for c in _DECK if c not in set(hand)]
        eq = equity([hand], [], max(1, rivals), 5, [], 0, pool, self.samples, self.gen)
        return equity_decision(legal, view, eq, rivals, self.aggression, self.looseness)


def rollout_policy(game: Any, seat: int, legal: list[Action], rng: Any) -> Action:
    """The heuristic's exchange rule on the seat's hand in a sampled world; bets called."""
    if game.phase in ("A", "B"):
        hand = [int(c) for c in game.hand(seat).cards]
        widow = [int(c) for c in game.widow.cards] if game.phase == "B" else []
        return exchange_move(legal, hand, widow, 0.9, 0.45)
    return calling_station(legal)


rollout_value = chip_rewards
"""The chips won or lost when the game ends (:func:`parlour.rules.betting_turns.chip_rewards`)."""


SEARCH_OPTIONS: dict[str, Any] = ADVISED_HEURISTIC_PLAYOUTS
"""How ``search`` plays: :data:`parlour.bots.search.ADVISED_HEURISTIC_PLAYOUTS`."""
