"""Pyramid play: the deal, exposure, removals, the stock and its passes, the end.

The rules and rulings are documented in :mod:`parlour.games.pyramid`.
"""

from __future__ import annotations

from typing import Any, ClassVar

from parlour.cards import Card, deck52
from parlour.engine.actions import Action
from parlour.engine.events import Event
from parlour.engine.game import Game, Result
from parlour.engine.zones import Zone
from parlour.games.pyramid.layout import Geometry, geometry
from parlour.games.pyramid.rules import TOTAL, VARIANTS, PyramidOptions, card_name, value

_PACK = tuple(deck52())
DRAW = Action("draw")
RECYCLE = Action("recycle")

Spot = tuple[str, int, Card]
"""An available card: (zone id, index in the zone, card)."""


class PyramidRules(Game):
    """The Pyramid state machine (labels, prompts and reasons are added by :class:`Pyramid`)."""

    name = "pyramid"
    title = "Pyramid"
    family = "solitaire"
    summary = ("One-player solitaire: dismantle a 28-card pyramid by discarding pairs "
               "of uncovered cards that total 13 (kings alone), with help from the stock.")
    min_players = 1
    max_players = 1
    Options = PyramidOptions
    VARIANTS: ClassVar[dict[str, tuple[str, dict[str, Any]]]] = VARIANTS
    DEFAULT_VARIANT = "standard"
    ACTIONS: ClassVar[dict[str, dict[str, type]]] = {"remove": {"cards": list}, "draw": {},
                                                     "recycle": {}}
    LAYOUT: ClassVar[dict[str, Any]] = {"center": ["pyramid", "stock", "turned", "waste", "discard"]}

    pass_no: int
    """The current pass through the stock (1 on the deal)."""
    removed_in_pass: bool
    """Whether a card was removed since the deal or the last turn of the waste."""
    outcome: str
    """``""`` while playing, then ``won`` or ``lost``."""
    why: str

    @property
    def geo(self) -> Geometry:
        return geometry(self.options.rows)

    @property
    def pyramid(self) -> Zone:
        return self.zones["pyramid"]

    @property
    def stock(self) -> Zone:
        return self.zones["stock"]

    @property
    def waste(self) -> Zone:
        return self.zones["waste"]

    @property
    def turned(self) -> Zone | None:
        return self.zones.get("turned")

    # ----- deal --------------------------------------------------------------------------
    def setup(self) -> None:
        geo = self.geo
        self.grid_zone("pyramid", layout="pyramid")
        self.zone("stock", "pile", layout="stock", memory=True)
        if self.options.stock_waste_pairs:
            self.zone("turned", "pile", layout="turned")
        self.zone("waste", "pile", layout="waste")
        self.zone("discard", "pile", layout="discard")
        pack = self.new_pack(list(_PACK))
        pyr = self.pyramid
        for _ in range(geo.size):  # the apex first, then row by row, left to right
            pyr.push(pack.pop(), True, self.everyone)
        self.stock.fill(pack)
        self.pass_no = 1
        self.removed_in_pass = False
        self.outcome = ""
        self.why = ""

    # ----- what is available ---------------------------------------------------------------
    def covering(self, i: int) -> list[int]:
        """The pyramid slots still overlapping slot ``i``."""
        cards = self.pyramid.cards
        return [k for k in self.geo.children[i] if cards[k] is not None]

    def available(self) -> list[Spot]:
        """Uncovered pyramid cards (slot order), then the turned card and the waste top."""
        cards = self.pyramid.cards
        out: list[Spot] = []
        for i, c in enumerate(cards):
            if c is not None and not self.covering(i):
                out.append(("pyramid", i, c))
        t = self.turned
        if t is not None and t.cards:
            out.append(("turned", len(t.cards) - 1, t.cards[-1]))  # type: ignore[arg-type]
        w = self.waste
        if w.cards:
            out.append(("waste", len(w.cards) - 1, w.cards[-1]))  # type: ignore[arg-type]
        return out

    def removals(self) -> list[tuple[Spot, ...]]:
        """Every legal discard: a king alone, or two available cards totalling 13 (and,
        with the Tut's Tomb quirk, a card with the one card that still overlaps it)."""
        av = self.available()
        out: list[tuple[Spot, ...]] = [(s,) for s in av if value(s[2]) == TOTAL]
        pairs_outside = self.options.stock_waste_pairs
        for a in range(len(av)):
            for b in range(a + 1, len(av)):
                x, y = av[a], av[b]
                if value(x[2]) + value(y[2]) != TOTAL:
                    continue
                if x[0] != "pyramid" and y[0] != "pyramid" and not pairs_outside:
                    continue
                out.append((x, y))
        if self.options.tuts_tomb_quirk:
            cards = self.pyramid.cards
            exposed = {s[1] for s in av if s[0] == "pyramid"}
            for i, c in enumerate(cards):
                if c is None or i in exposed:
                    continue
                cover = self.covering(i)
                if len(cover) == 1 and cover[0] in exposed:
                    k = cover[0]
                    ck = cards[k]
                    assert ck is not None
                    if value(c) + value(ck) == TOTAL:
                        out.append((("pyramid", i, c), ("pyramid", k, ck)))
        return out

    def passes_left(self) -> bool:
        """Whether the waste may still be turned over into a new stock."""
        m = self.options.max_passes
        return m == 0 or self.pass_no < m

    def _outside(self) -> int:
        t = self.turned
        return len(self.waste.cards) + (len(t.cards) if t is not None else 0)

    # ----- who acts and what they may do -------------------------------------------------------
    def is_over(self) -> bool:
        return self.outcome != ""

    def _actors(self) -> list[int]:
        return [0]

    def _legal(self, seat: int) -> list[Action]:
        rem = self.removals()
        out = [Action("remove", cards=[card_name(s[2]) for s in r]) for r in rem]
        if rem and self.options.strict_draw:
            return out
        if self.stock.cards:
            out.append(DRAW)
        elif self._outside() and self.passes_left():
            out.append(RECYCLE)
        return out

    def _is_legal(self, seat: int, action: Action) -> bool:
        if action.type != "remove":
            return action in self._legal_set(seat)
        cards = action.get("cards")
        if not isinstance(cards, tuple) or not all(isinstance(c, str) for c in cards):
            return False
        want = sorted(cards)
        return any(sorted(a.cards) == want for a in self.legal_actions(seat) if a.type == "remove")

    # ----- doing it ----------------------------------------------------------------------------
    def _apply(self, seat: int, action: Action) -> list[Event]:
        t = action.type
        if t == "remove":
            events = self._remove(list(action.cards))
        elif t == "draw":
            events = self._draw()
        else:
            events = self._recycle()
        return events + self._settle()

    def _remove(self, names: list[str]) -> list[Event]:
        want = sorted(names)
        spots = next(r for r in self.removals() if sorted(card_name(s[2]) for s in r) == want)
        discard = self.zones["discard"]
        for zid, i, _ in sorted(spots, key=lambda s: -s[1]):  # higher indexes first
            z = self.zones[zid]
            card, _, _ = z.take(i) if zid == "pyramid" else z.pop(i)
            discard.push(card, True, self.everyone)
        self.removed_in_pass = True
        shown = [card_name(s[2]) for s in spots]
        text = (f"Removed the {shown[0]}" if len(shown) == 1
                else f"Paired the {shown[0]} with the {shown[1]}")
        return [Event("remove", 0, {"cards": shown, "from": [s[0] for s in spots],
                                    "slots": [s[1] if s[0] == "pyramid" else None for s in spots],
                                    "text": text})]

    def _draw(self) -> list[Event]:
        card, _, known = self.stock.pop()
        t = self.turned
        if t is not None:
            if t.cards:
                old, up, k = t.pop()
                self.waste.push(old, up, k)
            t.push(card, True, self.everyone)
        else:
            self.waste.push(card, True, self.everyone)
        name = card_name(card)
        return [Event("draw", 0, {"card": name, "left": len(self.stock.cards),
                                  "text": f"Turned the {name} from the stock"})]

    def _recycle(self) -> list[Event]:
        t = self.turned
        if t is not None and t.cards:
            old, up, k = t.pop()
            self.waste.push(old, up, k)
        cards = self.waste.clear()
        # turned over as a whole: the first card turned is the next one drawn again; the
        # player has seen every card, so the knowledge stays (a memory zone never shows it)
        self.stock.fill(cards[::-1], up=False, known=self.everyone)
        self.pass_no += 1
        self.removed_in_pass = False
        m = self.options.max_passes
        of = f" of {m}" if m else ""
        return [Event("recycle", 0, {"pass": self.pass_no, "cards": len(cards),
                                     "text": f"Turned the waste over: pass {self.pass_no}{of} "
                                             f"through {len(cards)} cards"})]

    def _settle(self) -> list[Event]:
        """End the game when the pyramid is clear or nothing useful is left (rulings P3, P4)."""
        left = self.pyramid.count()
        if not left:
            self.outcome, self.why = "won", "the pyramid is cleared"
        else:
            rem = self.removals()
            if not rem and not self.stock.cards:
                if not (self._outside() and self.passes_left()):
                    self.outcome = "lost"
                    self.why = "no further moves are possible"
                elif self.options.max_passes == 0 and not self.removed_in_pass:
                    self.outcome = "lost"
                    self.why = "a whole pass through the stock removed nothing"
        if not self.outcome:
            return []
        text = ("You win: the pyramid is cleared!" if self.outcome == "won"
                else f"Game over: {self.why} ({left} pyramid cards left)")
        return [Event("over", None, {"won": self.outcome == "won", "left": left, "text": text})]

    def result(self) -> Result | None:
        if not self.outcome:
            return None
        left = self.pyramid.count()
        won = self.outcome == "won"
        return Result([float(self.geo.size - left)], [0] if won else [], [1],
                      self.why, {"cleared": won, "pyramid_left": left, "passes": self.pass_no,
                                 "stock_left": len(self.stock.cards) + self._outside()})
