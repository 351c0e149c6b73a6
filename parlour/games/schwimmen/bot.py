"""A Schwimmen heuristic bot, and the rollout policy the generic search bot uses.

It values a hand by its points (Feuer 32, Schnauz 31, three of a kind 30½, else the
best suit), from its seat's view only (its hand, the board, chips and who is out).

* **Dealer.** Keep a hand worth at least ``keep_at`` points (default 20), else take the
  unseen board.
* **Turn.** Make the best hand any exchange allows (one card or all three); pass when
  nothing improves the hand by at least ``min_gain`` points.
* **Close.** Close (instead of exchanging) when the hand already holds ``close_at``
  points (default 27) or more, lowered by one point per own turn after the third; it
  never closes on a last turn (someone has closed already).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from parlour.bots.base import Bot, SeatPort
from parlour.bots.search import ADVISED
from parlour.cards import CARD_BY_TEXT
from parlour.engine.actions import Action
from parlour.games.schwimmen.rules import value


def after(action: Action, hand: Sequence[int], centre: Sequence[int]) -> list[int]:
    """The hand an exchange leaves."""
    if action.type == "exchange3":
        return list(centre)
    take, give = CARD_BY_TEXT[action.take], CARD_BY_TEXT[action.give]
    return [c for c in hand if c != give] + [take]


def best_move(legal: list[Action], hand: Sequence[int], centre: Sequence[int]) -> tuple[int, Action | None]:
    """The non-closing exchange making the best hand (half points), and that exchange."""
    best, pick = -1, None
    for a in legal:
        if a.type in ("exchange", "exchange3") and not a.get("close"):
            if a.get("show"):
                return 99, a  # a special: show it
            v = value(after(a, hand, centre))[0]
            if v > best:
                best, pick = v, a
    return best, pick


def decide(legal: list[Action], hand: Sequence[int], centre: Sequence[int], own_turns: int,
           keep_at: int, close_at: int, min_gain: int) -> Action:
    """The heuristic's choice (shared by the bot and the rollout policy)."""
    if len(legal) == 1:
        return legal[0]
    if Action("keep") in legal:
        return Action("keep") if value(hand)[0] >= 2 * keep_at else Action("swap")
    if len(legal) == 1:
        return legal[0]
    now = value(hand)[0]
    bar = 2 * (close_at - max(0, own_turns - 3))
    if Action("close") in legal and now >= bar:
        return Action("close")
    best, pick = best_move(legal, hand, centre)
    if pick is None or best < now + 2 * min_gain:
        return Action("pass") if Action("pass") in legal else legal[0]
    return pick


class HeuristicBot(Bot):
    """Schwimmen player (see the module docstring)."""

    kind = "heuristic"

    def __init__(self, seat: int, *, seed: int = 0, level: str = "normal", keep_at: int = 20,
                 close_at: int = 27, min_gain: int = 1) -> None:
        super().__init__(seat, seed=seed, level=level)
        self.keep_at, self.close_at, self.min_gain = keep_at, close_at, min_gain
        self.hand_no, self.own_turns = -1, 0

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        if not legal:
            return None
        view = port.view()
        if view["hand"] != self.hand_no:
            self.hand_no, self.own_turns = view["hand"], 0
        zones = {z["id"]: z for z in view["zones"]}
        hand = [CARD_BY_TEXT[c] for c in zones[f"hand:{self.seat}"]["cards"]]
        centre = [CARD_BY_TEXT[c] for c in zones["centre"]["cards"] if c != "??"]
        if view["phase"] == "turn":
            self.own_turns += 1
        return decide(legal, hand, centre, self.own_turns, self.keep_at, self.close_at, self.min_gain)


def rollout_policy(game: Any, seat: int, legal: list[Action], rng: Any) -> Action:
    """The heuristic's rules inside a sampled world (own turns estimated from the number
    of hands' turns is not tracked: the closing bar is 26 points)."""
    hand = list(game.hand(seat).cards)
    centre = list(game.centre.cards)
    return decide(legal, hand, centre, 4, 20, 26, 1)


SEARCH_OPTIONS: dict[str, Any] = ADVISED
"""How ``search`` plays: :data:`parlour.bots.search.ADVISED`."""
