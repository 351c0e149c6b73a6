"""A Mini Baccarat bettor that follows the text's strategy: "bet on banco every single
time" (the lowest house edge, 1.06% at eight decks against 1.24% for punto and 14.36%
for the tie: ``parlour analyze baccarat``), with flat stakes.

It reads only its seat's view and legal actions: each hand it puts ``stake`` units
(default: the table minimum) on the banker if it can afford it, then says done; it
never bets the tie. Offered the cut card, it cuts near the middle of the shoe.

For the generic search bot, :func:`rollout_value` ends a rollout once the coup in
progress has been settled and scores each seat by its chips.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from parlour.bots.base import Bot, SeatPort
from parlour.engine.actions import Action

if TYPE_CHECKING:
    from parlour.engine.game import Game

DONE = Action("done")


class HeuristicBot(Bot):
    """Flat banker bettor (see the module docstring)."""

    kind = "heuristic"

    def __init__(self, seat: int, *, seed: int = 0, level: str = "normal",
                 stake: int | None = None, spot: str = "banker") -> None:
        super().__init__(seat, seed=seed, level=level)
        self.stake = stake
        self.spot = spot

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        if not legal:
            return None
        cuts = [a for a in legal if a.type == "cut"]
        if cuts:
            return cuts[len(cuts) // 2]
        view = port.view()
        me = self.seat
        placed = any(view[f"bet_{s}"][me] for s in ("player", "banker", "tie"))
        if not placed:
            stake = self.stake if self.stake is not None else view["limits"]["min"]
            wanted = Action("bet", spot=self.spot, amount=stake)
            if wanted in legal:
                return wanted
            # a stake the table does not take: the nearest smaller one it does
            bets = sorted((a for a in legal if a.type == "bet" and a.spot == self.spot
                           and a.amount <= stake), key=lambda a: a.amount)
            if bets:
                return bets[-1]
        return DONE if DONE in legal else legal[-1]


def rollout_value(game: Game) -> list[float] | None:
    """Each seat's reward in ``[0, 1]`` from its chips once a coup has been settled (a
    betting round has just opened, nobody has acted in it), else ``None``."""
    g: Any = game
    if g.phase != "bet" or any(g.chips.bets) or g.hands_played == 0:
        return None
    if any(g.done[s] for s in range(g.players) if g.can_bet(s)):
        return None
    start = 100 * g.options.bankroll
    scale = 1000.0 * g.options.table_min
    out = []
    for chips in g.chips.stacks:
        d = chips - start
        out.append(0.5 + 0.5 * d / (abs(d) + scale))
    return out
