"""A Cash bot at a reaction level (:mod:`parlour.bots.reaction`).

* Its partnership's signal is a random gesture of the palette (the first partner to
  act picks it).
* It collects the rank it holds most of: it takes a board card of that rank, giving
  the card of the rank it holds least; with nothing useful it says so.
* With four of a kind it makes the signal, again every few seconds until its partner
  calls; it calls "Cash!" when its partner makes the agreed gesture.
* Now and then it makes a random gesture as cover (``decoy`` per decision).
* It reads opponents statistically: cover gestures are spread over the palette's
  eight, a signal repeats. When one opponent has made the same gesture ``repeat``
  times in a hand (improbable as cover: with ``decoy`` draws spread over 8 gestures),
  it calls "Counter cash!" against that partnership.

Moves keep their drawn time (:class:`parlour.bots.planned.PlannedReactionBot`);
per-level delays are those of :data:`parlour.bots.reaction.LEVELS`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from parlour.bots.base import SeatPort
from parlour.bots.planned import PlannedReactionBot
from parlour.cards import CARD_BY_TEXT, Card
from parlour.engine.actions import Action
from parlour.games.cash.rules import AGREE, CASH, DEAL, DONE, GESTURE, GESTURES
from parlour.rules.exchange import exchange_action

RESIGNAL_MS = 2500
"""How long the bot waits for its partner before signalling again."""


def best_swap(hand: Sequence[int], board: Sequence[int]) -> tuple[int, int] | None:
    """(take, give): a board card of a rank held at least as often as the card given
    (the least held), collecting the rank held most; ``None`` when no swap improves the
    hand (ties: the lower rank)."""
    counts = Counter(c & 15 for c in hand)
    give = min(hand, key=lambda c: (counts[c & 15], c & 15))
    for rank, k in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
        take = next((b for b in board if b & 15 == rank), None)
        if take is None or rank == give & 15:
            continue
        if k >= counts[give & 15]:  # the sorted counts grow: no swapping back and forth
            return take, give
    return None


class CashHeuristic(PlannedReactionBot):
    """Cash player at a reaction level (see the module docstring)."""

    decoy = 0.02
    repeat = 2

    def __init__(self, seat: int, *, seed: int = 0, level: str = "normal") -> None:
        super().__init__(seat, seed=seed, level=level)
        self.picked = (-1, 0)

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        view = port.view()
        now = int(view["now"])
        if not legal:
            return self.plan_move(None, now, False)
        if DEAL in legal:
            return self.plan_move(DEAL, now, True)
        if view["phase"] == "signal":
            if self.picked[0] != view["hand"]:  # one random pick per hand
                self.picked = (int(view["hand"]), self.rng.below(len(GESTURES)))
            return self.plan_move(AGREE[self.picked[1]], now, True)
        mate, mine = int(view["partner"]), int(view["my_signal"])
        n = port.players
        gestures = view["gestures"]
        if any(s == mate and g == mine for s, g, _ in gestures) and CASH in legal:
            return self.plan_move(CASH, now, False)
        suspect = self.suspect(gestures, n)
        if suspect is not None:
            want = Action("counter", team=suspect)
            if want in legal:
                return self.plan_move(want, now, False)
        hand = [CARD_BY_TEXT[c] for z in view["zones"] if z["id"] == f"hand:{self.seat}" for c in z["cards"]]
        if len(hand) == 4 and len({c & 15 for c in hand}) == 1:
            mine_sent = [t for s, g, t in gestures if s == self.seat and g == mine]
            if not mine_sent or now - mine_sent[-1] >= RESIGNAL_MS:
                return self.plan_move(GESTURE[mine], now, False)
            return self.plan_move(None, now, False)
        if self.pending is None and self.rng.random() < self.decoy:
            cover = [g for g in range(len(GESTURES)) if g != mine]
            return self.plan_move(GESTURE[cover[self.rng.below(len(cover))]], now, True)
        if view["phase"] == "play":
            board = [CARD_BY_TEXT[c] for z in view["zones"] if z["id"] == "board" for c in z["cards"]
                     if c in CARD_BY_TEXT]
            swap = best_swap(hand, board) if board else None
            if swap is not None:
                return self.plan_move(exchange_action(Card(swap[0]), Card(swap[1]), kind="swap"), now, True)
            if DONE in legal:
                return self.plan_move(DONE, now, True)
        return self.plan_move(None, now, False)

    def suspect(self, gestures: Sequence[Sequence[int]], players: int) -> int | None:
        """The partnership of an opponent who repeated one gesture ``repeat`` times."""
        mine = self.seat % (players // 2)
        counts = Counter((s, g) for s, g, _ in gestures if s % (players // 2) != mine)
        hot = [s for (s, _), k in counts.items() if k >= self.repeat]
        return hot[0] % (players // 2) if hot else None
