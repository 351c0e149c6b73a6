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
        if legal[0].type == "cut":  # the cutter's list is the cut positions
            return legal[len(legal) // 2]
        view = port.view()
        me = self.seat
        placed = any(view[f"bet_{s}"][me] for s in ("player", "banker", "tie"))
        if not placed:
            # the stake, or as much of it as the chips cover (any whole amount within the
            # table limits is a wager: M4)
            stake = self.stake if self.stake is not None else view["limits"]["min"]
            stake = min(stake, view["limits"]["max"], int(view["scores"][me]))
            if stake >= view["limits"]["min"]:
                return Action("bet", spot=self.spot, amount=stake)
        return DONE  # a seat that may bet may always say done


def root_moves(view: dict[str, Any], legal: list[Action]) -> list[Action]:
    """The moves the search bot compares: a wager only at the table's chip values
    (``chip_values``), not at every whole amount between the limits; every other move.

    >>> from parlour.games.mini_baccarat.options import bet_menu
    >>> moves = root_moves({"chip_values": [10, 20, 50]}, bet_menu(range(10, 51), 1000, 0b110))
    >>> [(a.type, a.get("amount")) for a in moves]
    [('bet', 10), ('bet', 20), ('bet', 50), ('withdraw', None), ('withdraw', None), ('done', None)]
    """
    chips = frozenset(view.get("chip_values", ()))
    return [a for a in legal if a.type != "bet" or a.amount in chips]


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
