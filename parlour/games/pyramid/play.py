"""Pyramid play: the deal, exposure, removals, the stock and its passes, the end.

One legality path per action type: ``verify_remove``/``do_remove``, ``verify_draw``/
``do_draw``, ``verify_recycle``/``do_recycle``. The predicates that decide (``pairs``,
``quirk_cover``, ``spot_of``, ``may_draw``, ``may_recycle``, ``draw_blocked``) are the
ones :meth:`PyramidRules._legal` lists the legal actions from.

The rules and rulings are documented in :mod:`parlour.games.pyramid`.
"""

from __future__ import annotations

from typing import Any, ClassVar, cast

from parlour.cards import CARD_BY_TEXT, CARD_TEXT, Card, deck52
from parlour.engine.actions import Action, CardList
from parlour.engine.events import Event
from parlour.engine.game import Game, Result
from parlour.engine.zones import Grid, Zone
from parlour.errors import IllegalAction
from parlour.games.pyramid.layout import Geometry, geometry
from parlour.games.pyramid.present import PRESENTATION
from parlour.games.pyramid.rules import TOTAL, VARIANTS, PyramidOptions, value
from parlour.words import plural

_PACK = tuple(deck52())
DRAW = Action("draw")
RECYCLE = Action("recycle")
USAGE = "name a king, or two cards totalling 13, e.g. cards=['9H', '4D']"

Spot = tuple[str, int, Card]
"""An available card: (zone id, index in the zone, card)."""

_ZONE_ORDER = {"pyramid": 0, "turned": 1, "waste": 2}


def spot_order(spot: Spot) -> tuple[int, int]:
    """The order removals name their cards in: pyramid slots, the turned card, the waste top."""
    return _ZONE_ORDER[spot[0]], spot[1]


class PyramidRules(Game):
    """The Pyramid state machine (labels, prompts and views are added by :class:`Pyramid`)."""

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
    ACTIONS: ClassVar[dict[str, dict[str, Any]]] = {
        "remove": {"cards": CardList(most=2)}, "draw": {}, "recycle": {}}
    LAYOUT: ClassVar[dict[str, Any]] = {"center": ["pyramid", "stock", "turned", "waste", "discard"]}
    presentation = PRESENTATION

    options: PyramidOptions
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
    def pyramid(self) -> Grid:
        return cast(Grid, self.zones["pyramid"])

    @property
    def stock(self) -> Zone:
        return cast(Zone, self.zones["stock"])

    @property
    def waste(self) -> Zone:
        return cast(Zone, self.zones["waste"])

    @property
    def discard(self) -> Zone:
        return cast(Zone, self.zones["discard"])

    @property
    def turned(self) -> Zone | None:
        return cast("Zone | None", self.zones.get("turned"))

    # ----- deal --------------------------------------------------------------------------
    def setup(self) -> None:
        size = self.geo.size
        pyr = self.grid_zone("pyramid", layout="pyramid")
        stock = self.zone("stock", "pile", layout="stock", memory=True)
        if self.options.stock_waste_pairs:
            self.zone("turned", "pile", layout="turned")
        self.zone("waste", "pile", layout="waste")
        self.zone("discard", "pile", layout="discard")
        pack = self.new_pack(list(_PACK))  # top card last
        # the apex first, then row by row, left to right
        pyr.lay_out([pack.pop() for _ in range(size)], up=True, known=self.everyone)
        stock.fill(pack)
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
        children = self.geo.children
        out: list[Spot] = []
        for i, c in enumerate(cards):
            if c is not None:
                ch = children[i]
                if not ch or (cards[ch[0]] is None and cards[ch[1]] is None):
                    out.append(("pyramid", i, c))
        t = self.turned
        if t is not None and t.cards:
            out.append(("turned", len(t.cards) - 1, t.cards[-1]))
        w = self.waste.cards
        if w:
            out.append(("waste", len(w) - 1, w[-1]))
        return out

    def pairs(self, x: Spot, y: Spot) -> bool:
        """Whether two available cards are discarded together: they total 13, and one of
        them is a pyramid card unless the stock and waste cards may pair (classic-pairs)."""
        if value(x[2]) + value(y[2]) != TOTAL:
            return False
        return x[0] == "pyramid" or y[0] == "pyramid" or self.options.stock_waste_pairs

    def quirk_cover(self, i: int) -> int | None:
        """With the Tut's Tomb quirk: the one slot still overlapping the covered slot
        ``i``, when that card is itself uncovered (``i`` may pair with it), else ``None``."""
        if not self.options.tuts_tomb_quirk:
            return None
        children = self.geo.children
        ch = children[i]
        if not ch:
            return None
        cards = self.pyramid.cards
        a, b = ch
        k = b if cards[a] is None else a if cards[b] is None else -1
        if k < 0 or cards[k] is None:
            return None  # covered by both, or by neither
        kc = children[k]
        if kc and (cards[kc[0]] is not None or cards[kc[1]] is not None):
            return None
        return k

    def spot_of(self, card: Card, partner: Card | None = None) -> Spot | None:
        """Where ``card`` may be taken from now: uncovered in the pyramid, the turned card
        or the waste top; with the quirk also a pyramid card that only ``partner`` covers."""
        pyr = self.pyramid.cards
        if card in pyr:
            i = pyr.index(card)
            if not self.covering(i):
                return "pyramid", i, card
            k = self.quirk_cover(i)
            if k is not None and partner is not None and pyr[k] == partner:
                return "pyramid", i, card
            return None
        for z in (self.turned, self.waste):
            if z is not None and z.cards and z.cards[-1] == card:
                return z.id, len(z.cards) - 1, card
        return None

    def removals(self) -> list[tuple[Spot, ...]]:
        """Every legal discard: a king alone, or two available cards totalling 13 (and,
        with the Tut's Tomb quirk, a card with the one card that still overlaps it)."""
        av = self.available()
        out: list[tuple[Spot, ...]] = [(s,) for s in av if value(s[2]) == TOTAL]
        for a in range(len(av)):
            for b in range(a + 1, len(av)):
                if self.pairs(av[a], av[b]):
                    out.append((av[a], av[b]))
        if self.options.tuts_tomb_quirk:
            cards = self.pyramid.cards
            for i, c in enumerate(cards):
                k = None if c is None else self.quirk_cover(i)
                if k is not None:
                    ck = cards[k]
                    assert c is not None and ck is not None
                    x: Spot = ("pyramid", i, c)
                    y: Spot = ("pyramid", k, ck)
                    if self.pairs(x, y):
                        out.append((x, y))
        return out

    def passes_left(self) -> bool:
        """Whether the waste may still be turned over into a new stock."""
        m = self.options.max_passes
        return m == 0 or self.pass_no < m

    def _outside(self) -> int:
        t = self.turned
        return len(self.waste.cards) + (len(t.cards) if t is not None else 0)

    def may_draw(self) -> bool:
        """The stock has a card to turn."""
        return bool(self.stock.cards)

    def may_recycle(self) -> bool:
        """The stock is empty, cards were turned and a pass is left."""
        return not self.stock.cards and bool(self._outside()) and self.passes_left()

    def draw_blocked(self, removals: list[tuple[Spot, ...]] | None = None) -> bool:
        """Option ``strict_draw``: no drawing nor turning over while a move "from the
        tableau alone" is possible, a removal of pyramid cards only (``removals``: the
        removals already listed, if the caller has them; they are only looked for when
        the option is on). A waste card that pairs does not block a draw."""
        if not self.options.strict_draw:
            return False
        rem = self.removals() if removals is None else removals
        return any(all(s[0] == "pyramid" for s in r) for r in rem)

    # ----- who acts and what they may do -------------------------------------------------------
    def is_over(self) -> bool:
        return self.outcome != ""

    def _actors(self) -> list[int]:
        return [0]

    def _legal(self, seat: int) -> list[Action]:
        rem = self.removals()
        out = [Action("remove", cards=[CARD_TEXT[s[2]] for s in r]) for r in rem]
        if self.draw_blocked(rem):
            return out
        if self.may_draw():
            out.append(DRAW)
        elif self.may_recycle():
            out.append(RECYCLE)
        return out

    # ----- remove ----------------------------------------------------------------------------
    def verify_remove(self, seat: int, action: Action) -> tuple[Spot, ...]:
        """The spots of the named cards (in the order removals list them), or the reason
        they cannot be discarded; only public places are named."""
        names: tuple[str, ...] = action.get("cards")
        self.require(1 <= len(names) <= 2, USAGE)
        cards = [CARD_BY_TEXT.get(n) or Card.parse(n) for n in names]
        self.require(len(cards) == 1 or cards[0] != cards[1], "name two different cards")
        spots: list[Spot] = []
        for k, c in enumerate(cards):
            partner = cards[1 - k] if len(cards) == 2 else None
            spot = self.spot_of(c, partner)
            if spot is None:
                raise IllegalAction(self._unavailable(c))
            spots.append(spot)
        if len(spots) == 1:
            self.require(value(cards[0]) == TOTAL, f"only a king is discarded alone; the "
                                                   f"{cards[0]} needs a partner totalling 13")
            return (spots[0],)
        x, y = spots
        if not self.pairs(x, y):
            total = value(x[2]) + value(y[2])
            self.require(total == TOTAL, f"the {cards[0]} and the {cards[1]} total {total}, not 13")
            raise IllegalAction("the turned card and the waste top may not pair with each other: "
                                "each pairs with a pyramid card (the classic-pairs variant allows it)")
        return tuple(sorted(spots, key=spot_order))

    def _unavailable(self, card: Card) -> str:
        """Why ``card`` cannot be taken now; only public places are named."""
        pyr = self.pyramid.cards
        if card in pyr:
            cover = self.covering(pyr.index(card))
            over = " and the ".join(str(pyr[k]) for k in cover)
            quirk = ("" if not self.options.tuts_tomb_quirk
                     else " (only a card overlapped by its partner alone may pair with it)")
            return f"the {card} is covered by the {over}{quirk}"
        if card in self.discard.cards:
            return f"the {card} has already been discarded"
        if card in self.waste.cards:
            return (f"the {card} is in the waste under the {self.waste.cards[-1]}: "
                    "only the top card is available")
        return f"the {card} is not available (not uncovered in the pyramid nor on top of the waste)"

    def do_remove(self, seat: int, spots: tuple[Spot, ...]) -> list[Event]:
        discard = self.discard
        for zid, i, _ in sorted(spots, key=lambda s: -s[1]):  # higher indexes first
            self.zones[zid].move_to(discard, i, up=True, known=self.everyone)
        self.removed_in_pass = True
        shown = [CARD_TEXT[s[2]] for s in spots]
        text = (f"Removed the {shown[0]}" if len(shown) == 1
                else f"Paired the {shown[0]} with the {shown[1]}")
        return [Event("remove", 0, {"cards": shown, "from": [s[0] for s in spots],
                                    "slots": [s[1] if s[0] == "pyramid" else None for s in spots],
                                    "text": text})] + self._settle()

    # ----- draw ------------------------------------------------------------------------------
    def verify_draw(self, seat: int, action: Action) -> None:
        self.require(not self.draw_blocked(),
                     "a pair (or a king) can still be discarded from the pyramid alone: draw only "
                     "when the pyramid has no move (strict_draw)")
        self.require(self.may_draw(), "the stock is empty: turn the waste over" if self.passes_left()
                     else "the stock is empty and no passes are left")

    def do_draw(self, seat: int, ready: None) -> list[Event]:
        t = self.turned
        if t is not None:
            if t.cards:
                t.move_to(self.waste)
            card = self.stock.move_to(t, up=True, known=self.everyone)
        else:
            card = self.stock.move_to(self.waste, up=True, known=self.everyone)
        name = CARD_TEXT[card]
        return [Event("draw", 0, {"card": name, "left": len(self.stock.cards),
                                  "text": f"Turned the {name} from the stock"})] + self._settle()

    # ----- recycle ---------------------------------------------------------------------------
    def verify_recycle(self, seat: int, action: Action) -> None:
        self.require(not self.draw_blocked(),
                     "a pair (or a king) can still be discarded from the pyramid alone: turn the "
                     "waste over only when the pyramid has no move (strict_draw)")
        if not self.may_recycle():
            raise IllegalAction(
                "turn the waste over only when the stock is empty" if self.stock.cards
                else f"no passes left (max_passes={self.options.max_passes})" if not self.passes_left()
                else "the waste is empty: there is nothing to turn over")

    def do_recycle(self, seat: int, ready: None) -> list[Event]:
        t = self.turned
        if t is not None and t.cards:
            t.move_to(self.waste)
        # turned over as a whole (the waste's top goes first, to the stock's bottom): the
        # first card turned is the next one drawn again; the player has seen every card,
        # so the knowledge stays (a memory zone never shows it)
        waste, stock = self.waste, self.stock
        n = len(waste.cards)
        for _ in range(n):
            waste.move_to(stock, up=False, known=self.everyone)
        self.pass_no += 1
        self.removed_in_pass = False
        m = self.options.max_passes
        of = f" of {m}" if m else ""
        return [Event("recycle", 0, {"pass": self.pass_no, "cards": n,
                                     "text": f"Turned the waste over: pass {self.pass_no}{of} "
                                             f"through {plural(n, 'card')}"})] + self._settle()

    # ----- the end ---------------------------------------------------------------------------
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
                else f"You lose: {self.why} ({left} pyramid cards left)")
        return [Event("over", None, {"won": self.outcome == "won", "left": left, "text": text})]

    def result(self) -> Result | None:
        if not self.outcome:
            return None
        left = self.pyramid.count()
        won = self.outcome == "won"
        return Result([float(self.geo.size - left)], [0] if won else [], [1],
                      self.why, {"cleared": won, "pyramid_left": left, "passes": self.pass_no,
                                 "stock_left": len(self.stock.cards) + self._outside()})
