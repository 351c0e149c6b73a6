"""A Pyramid heuristic bot: exact where its knowledge allows, greedy elsewhere.

It sees only its seat's view, legal actions and events. With unlimited passes (and
drawing allowed at any time) the order of the stock does not matter, only its content,
which is every card not in the pyramid: the bot follows the solver's open-stock plan
from the first move (``open_plan``), drawing until the stock card of the rank it needs
comes up. Otherwise, in the first pass the stock is unknown: it removes kings at once,
then prefers removals that take more pyramid cards, uncover more cards, reach higher
rows and free the waste; when nothing can be removed it
draws (or turns the waste over). Every card drawn is announced in an event, so after the
first turn of the waste it knows the whole stock in order (ruling P4) and plays the
exact solver's line from its own reconstruction of the position, falling back to the
greedy choice when the solver finds no clearing line within its state budget.
"""

from __future__ import annotations

from typing import Any

from parlour.bots.base import Bot, SeatPort
from parlour.cards import Card, deck52
from parlour.engine.actions import Action
from parlour.games.pyramid.layout import geometry
from parlour.games.pyramid.solver import SearchLimit, SolveRules, open_plan, solve_position

SOLVER_STATES = 20_000
"""State budget of one solver call (the sequenced search can be slow on dead deals)."""


class HeuristicBot(Bot):
    """Greedy first pass, solver afterwards (see the module docstring)."""

    kind = "heuristic"

    def __init__(self, seat: int, *, seed: int = 0, level: str = "normal") -> None:
        super().__init__(seat, seed=seed, level=level)
        self.pass_cards: list[str] = []
        """Stock cards turned in the current pass, in order."""
        self.known: list[str] | None = None
        """The stock sequence in turning order, once a whole pass has been seen."""
        self.gone: set[str] = set()
        """Every card discarded so far."""
        self.removed_in_pass = False
        self.plan: list[Action] = []
        self.hopeless = False
        self.open: list[tuple[list[str], int]] | None = None
        """The open-stock plan: (pyramid cards, stock rank or 0) per removal."""

    def observe(self, events: list[dict[str, Any]]) -> None:
        for e in events:
            t = e.get("type")
            if t == "draw":
                self.pass_cards.append(e["card"])
            elif t == "remove":
                self.gone.update(e["cards"])
                self.removed_in_pass = True
            elif t == "recycle":
                self.known = [c for c in self.pass_cards if c not in self.gone]
                self.pass_cards = []
                self.removed_in_pass = False
                self.plan = []
                self.hopeless = False

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        if not legal:
            return None
        view = port.view()
        rules = SolveRules.of(port.options)
        if rules.max_passes == 0 and not rules.strict_draw and not self.hopeless:
            step = self._open_step(view, legal, rules)
            if step is not None:
                return step
        elif self.known is not None and not self.hopeless:
            step = self._planned(port, view, legal)
            if step is not None:
                return step
        return self.greedy(view, legal)

    # ----- exact play from the stock's content (unlimited passes) -------------------------------
    def _open_step(self, view: dict[str, Any], legal: list[Action], rules: SolveRules) -> Action | None:
        pyr = _zone(view, "pyramid")["cards"]
        if self.open is None:
            seen = {c for c in pyr if c is not None} | self.gone
            stock = [c.rank for c in deck52() if str(c) not in seen]
            try:
                plan, _ = open_plan([None if c is None else int(Card.parse(c)) for c in pyr],
                                    stock, rules, limit=SOLVER_STATES)
            except SearchLimit:
                plan = None
            if plan is None:
                self.hopeless = True
                return None
            self.open = [([pyr[i] for i in range(len(pyr)) if tb >> i & 1], c) for tb, c in plan]
        if not self.open:
            return None
        names, rank = self.open[0]
        for a in legal:
            if a.type != "remove":
                continue
            cards = list(a.cards)
            others = [c for c in cards if c not in names]
            if all(c in cards for c in names) and len(others) == (1 if rank else 0) and (
                    not rank or Card.parse(others[0]).rank == rank):
                self.open.pop(0)
                return a
        for a in legal:
            if a.type in ("draw", "recycle"):
                return a
        self.hopeless = True  # cannot happen when the plan is right
        return None

    # ----- exact play once the stock is known ---------------------------------------------------
    def _planned(self, port: SeatPort, view: dict[str, Any], legal: list[Action]) -> Action | None:
        if self.plan and self.plan[0] in legal:
            return self.plan.pop(0)
        pyr = _zone(view, "pyramid")["cards"]
        assert self.known is not None
        seq = [c for c in self.known if c not in self.gone]
        p = len([c for c in self.pass_cards if c not in self.gone])
        sol = solve_position([None if c is None else int(Card.parse(c)) for c in pyr],
                             [int(Card.parse(c)) for c in seq], p, int(view["pass"]),
                             self.removed_in_pass, SolveRules.of(port.options),
                             limit=SOLVER_STATES)
        if not sol.solvable:
            self.hopeless = True  # until the next pass brings nothing new: play greedily
            return None
        self.plan = list(sol.moves)
        if self.plan and self.plan[0] in legal:
            return self.plan.pop(0)
        return None

    # ----- greedy play ---------------------------------------------------------------------------
    def greedy(self, view: dict[str, Any], legal: list[Action]) -> Action:
        """The best-looking removal, else draw or turn the waste over."""
        removes = [a for a in legal if a.type == "remove"]
        if not removes:
            return legal[0]
        pyr: list[str | None] = _zone(view, "pyramid")["cards"]
        geo = geometry(int(view.get("rows", 7)))
        where = {c: i for i, c in enumerate(pyr) if c is not None}
        best, best_score = removes[0], -1.0
        for a in removes:
            cards = list(a.cards)
            if len(cards) == 1:
                return a  # a king: always
            slots = [where[c] for c in cards if c in where]
            left = [c is not None and i not in slots for i, c in enumerate(pyr)]
            freed = sum(1 for i in {q for s in slots for q in geo.parents[s]}
                        if left[i] and not any(left[k] for k in geo.children[i]))
            height = sum(geo.rows - geo.row_of[s] for s in slots)
            score = 100.0 * len(slots) + 10.0 * freed + height + (5.0 if len(slots) < 2 else 0.0)
            if score > best_score:
                best, best_score = a, score
        return best


def _zone(view: dict[str, Any], zid: str) -> dict[str, Any]:
    return next(z for z in view["zones"] if z["id"] == zid)
