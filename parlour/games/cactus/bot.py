"""A Cactus heuristic bot that remembers exactly what its seat has seen.

It learns only from its own copies of events (``observe``) and its seat's view:
the opening look (wikipedia), the cards it drew and placed, its peeks, cards taken
from the discard pile by anyone, wrong matches shown to all, and queen swaps (which
move what it knows with the cards). Unknown cards are estimated by the mean of the
cards it has not seen; a card an opponent placed from the stock is assumed low.

Play: take a low discard when it beats the worst slot; swap drawn cards into the
slot with the highest known or estimated value; otherwise use powers (look at its own
unknown cards first, then an opponent's; a queen gives away the own card with the
highest estimate for the opponent card with the lowest, when that trades 2 points or
more, or any gain on the last turn); match known duplicates at once, on or off turn (with the
seat's reaction delay); call Cactus when it knows most of its layout, its estimate is
low and clearly below every opponent's.

Decisions are made on a :class:`Table` (phase, slots, discard top, drawn card), built
from the seat's view in a game, or from a sampled world in a search playout, where
:class:`WorldPlayer` rebuilds the same memory from the seat's knowledge bits: the
search bot's playouts (``rollout_policy``) are this heuristic, and ``SEARCH_OPTIONS``
make the heuristic the search's advisor.
"""

from __future__ import annotations

import threading
from typing import Any, NamedTuple

from parlour.bots.base import Bot, SeatPort
from parlour.cards import Card
from parlour.engine.actions import Action
from parlour.games.cactus.rules import MATCHED

POINTS = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 0)
"""Cactus points by rank (seed 000): ace 1, king 0, queen and jack 10, others pips."""
OWN_POWER, SPY_POWER, QUEEN = (6, 7, 8), (9, 10, 11), 12
PACK_POINTS = 4 * sum(POINTS[1:])
"""Points in a 52-card pack (300)."""
PLACED_LOW = 3.0
"""Estimate of an unseen card an opponent chose to place from the stock."""


class Table(NamedTuple):
    """What the bot needs of the table at a decision, from a view or a sampled world."""

    phase: str
    players: int
    top: int | None
    """Rank of the discard top."""
    top_matched: bool
    final_turns: bool
    slots: tuple[list[int], ...]
    """Occupied grid slots, per seat."""
    drawn: int | None
    """Rank of the card this seat drew and holds, if any."""


def rank_of(text: str) -> int:
    return Card.parse(text).rank


def find(legal: list[Action], type: str, **params: Any) -> Action | None:
    """The legal action of ``type`` whose parameters include ``params`` (games may add
    parameters, e.g. the discard top a match claims against), or ``None``."""
    for a in legal:
        if a.type == type:
            for k, v in params.items():
                if a.get(k) != v:
                    break
            else:
                return a
    return None


class HeuristicBot(Bot):
    """Memory-keeping Cactus player (see the module docstring). Thresholds, in points:
    ``take_max``/``take_gain`` take a discard worth at most this much that beats the
    worst slot by this much; ``swap_first`` swaps a drawn card in before using its power
    when it gains this much, ``swap_gain`` after declining the power; ``queen_margin``
    (``last_queen`` on the last turn) is the least gain of a queen swap; a call needs an
    estimate of at most ``call_max`` and a lead of ``call_margin`` with at most one
    unknown card, or a lead of ``call_margin + lead_extra + lead_per_unknown *
    unknown``; ``placed_low`` estimates an unseen card an opponent placed."""

    kind = "heuristic"

    def __init__(self, seat: int, *, seed: int = 0, level: str = "normal",
                 call_margin: float = 3.0, call_max: float = 10.0, take_max: int = 4,
                 take_gain: float = 1.5, swap_first: float = 3.0, swap_gain: float = 0.5,
                 lead_per_unknown: float = 2.5, lead_extra: float = 3.0,
                 queen_margin: float = 2.0, last_queen: float = 0.5, placed_low: float = PLACED_LOW) -> None:
        super().__init__(seat, seed=seed, level=level)
        self.call_margin = call_margin
        self.call_max = call_max
        self.take_max = take_max
        self.take_gain = take_gain
        self.swap_first = swap_first
        self.swap_gain = swap_gain
        self.queen_margin = queen_margin
        self.lead_per_unknown = lead_per_unknown
        self.lead_extra = lead_extra
        self.last_queen = last_queen
        self.placed_low = placed_low
        self.known: dict[tuple[int, int], int] = {}
        """(seat, slot) -> rank of every grid card this bot knows."""
        self.placed: set[tuple[int, int]] = set()
        """Opponent slots holding a card they drew from the stock (likely low)."""
        self.discards: list[int] = []
        """Ranks in the discard pile, bottom first."""
        self.holding: int | None = None

    # ----- memory ----------------------------------------------------------------------------
    def reset(self) -> None:
        self.known.clear()
        self.placed.clear()
        self.discards.clear()
        self.holding = None

    def _forget(self, seat: int, slot: int) -> None:
        self.known.pop((seat, slot), None)
        self.placed.discard((seat, slot))

    def observe(self, events: list[dict[str, Any]]) -> None:
        for e in events:
            self._observe(e)

    def _observe(self, e: dict[str, Any]) -> None:
        t, me = e.get("type"), self.seat
        seat: int = e.get("seat", -1) if e.get("seat") is not None else -1
        if t == "deal":
            self.reset()
        elif t == "look" and seat == me and "cards" in e:
            for slot, card in zip(e["slots"], e["cards"]):
                self.known[(me, slot)] = rank_of(card)
        elif t == "draw":
            if e.get("source") == "discard":
                if self.discards:
                    self.discards.pop()
                if seat == me:
                    self.holding = rank_of(e["card"])
            elif seat == me and "card" in e:
                self.holding = rank_of(e["card"])
        elif t == "swap":
            slot = e["slot"]
            self.discards.append(rank_of(e["discarded"]))
            self._forget(seat, slot)
            if seat == me:
                if self.holding is not None:
                    self.known[(me, slot)] = self.holding
            elif e.get("source") == "discard" and "card" in e:
                self.known[(seat, slot)] = rank_of(e["card"])
            else:
                self.placed.add((seat, slot))
            if seat == me:
                self.holding = None
        elif t == "discard":
            self.discards.append(rank_of(e["card"]))
            if seat == me:
                self.holding = None
        elif t == "peek":
            self.discards.append(rank_of(e["power"]))
            if seat == me:
                self.holding = None
                if "card" in e:
                    self.known[(e["target"], e["slot"])] = rank_of(e["card"])
        elif t == "blind_swap":
            self.discards.append(rank_of(e["power"]))
            if seat == me:
                self.holding = None
            a, b = (seat, e["slot"]), (e["target"], e["their_slot"])
            ka, kb = self.known.pop(a, None), self.known.pop(b, None)
            pa, pb = a in self.placed, b in self.placed
            self.placed.discard(a)
            self.placed.discard(b)
            if ka is not None:
                self.known[b] = ka
            if kb is not None:
                self.known[a] = kb
            if pa:
                self.placed.add(b)
            if pb:
                self.placed.add(a)
        elif t == "match":
            self.discards.append(rank_of(e["card"]))
            self._forget(seat, e["slot"])
        elif t == "double":
            self.discards += [rank_of(e["card"]), rank_of(e["copy"])]
            self._forget(seat, e["slot"])
            if seat == me:
                self.holding = None
        elif t == "wrong_match":
            self.known[(seat, e["slot"])] = rank_of(e["card"])
            for p in e.get("penalty", []):
                self._forget(seat, p)
            if e.get("double"):
                self.discards.append(rank_of(e["top"]))
                if seat == me:
                    self.holding = None
        elif t == "rebuild":
            self.discards = self.discards[-1:]

    # ----- estimates -------------------------------------------------------------------------
    def unseen_mean(self) -> float:
        """Mean points of the cards this bot has not seen anywhere (of one 52-card pack:
        at most four of a rank count as seen)."""
        counts = [0] * 14
        seen = points = 0
        for cards in (self.known.values(), self.discards, () if self.holding is None else (self.holding,)):
            for r in cards:
                if r and counts[r] < 4:
                    counts[r] += 1
                    seen += 1
                    points += POINTS[r]
        return (PACK_POINTS - points) / (52 - seen) if seen < 52 else 5.0

    def estimate(self, seat: int, slot: int, unseen: float) -> float:
        r = self.known.get((seat, slot))
        if r is not None:
            return float(POINTS[r])
        if (seat, slot) in self.placed:
            return min(unseen, self.placed_low)
        return unseen

    def total(self, table: Table, seat: int, unseen: float) -> tuple[float, int]:
        """Estimated layout total of ``seat`` and how many of its cards are unknown."""
        slots = table.slots[seat]
        est = sum(self.estimate(seat, s, unseen) for s in slots)
        return est, sum(1 for s in slots if (seat, s) not in self.known)

    # ----- decisions -------------------------------------------------------------------------
    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        if not legal:
            return None
        return self.pick(self.table(port.view()), legal, must_act)

    def pick(self, table: Table, legal: list[Action], must_act: bool) -> Action | None:
        """The bot's choice among ``legal`` at ``table`` (``None``: no claim off turn)."""
        pick = self._decide(table, legal, must_act)
        if pick is not None and pick in legal:
            return pick
        if not must_act:
            return None
        plain = [a for a in legal if a.type != "match"]
        return plain[0] if plain else legal[0]

    def table(self, view: dict[str, Any]) -> Table:
        """The :class:`Table` of this seat's view."""
        slots: list[list[int]] = [[] for _ in range(view["players"])]
        top = drawn = None
        for z in view["zones"]:
            zid = z["id"]
            if zid.startswith("grid:"):
                slots[int(zid[5:])] = [i for i, c in enumerate(z["cards"]) if c is not None]
            elif zid == "discard":
                t = z.get("top")
                top = rank_of(t) if t and t != "??" else None
            elif zid == "drawn" and z["cards"] and z["cards"][0] not in (None, "??"):
                drawn = rank_of(z["cards"][0])
        return Table(view.get("phase", ""), view["players"], top, bool(view.get("top_matched")),
                     bool(view.get("final_turns")), tuple(slots),
                     drawn if drawn is not None else self.holding)

    def _decide(self, table: Table, legal: list[Action], must_act: bool) -> Action | None:
        me = self.seat
        top = table.top
        mine = table.slots[me]
        # a known duplicate of the discard top: match it, on or off turn
        if top is not None and table.phase != "resolve":  # claims then are stale (A9)
            claims = {a.slot: a for a in legal if a.type == "match"}
            if claims:
                for s in mine:
                    a = claims.get(s)
                    if a is not None and self.known.get((me, s)) == top:
                        return a
        if not must_act:
            return None
        phase = table.phase
        if phase not in ("draw", "resolve", "end"):  # look, scored: one action
            return legal[0]
        unseen = self.unseen_mean()
        est = {s: self.estimate(me, s, unseen) for s in mine}
        worst = max(mine, key=lambda s: (est[s], (me, s) in self.known)) if mine else None
        if phase == "draw":
            return self._draw(table, legal, est, worst)
        if phase == "resolve":
            return self._resolve(table, legal, est, worst, unseen)
        return self._end(table, legal, unseen)

    def _draw(self, table: Table, legal: list[Action], est: dict[int, float],
              worst: int | None) -> Action:
        take = find(legal, "draw", source="discard")
        top = table.top
        if top is not None and take is not None:
            if table.top_matched and any(self.known.get((self.seat, s)) == top for s in est):
                return take  # wikipedia's double: take it and discard it with our copy
            low = POINTS[top] <= self.take_max
            if worst is not None and low and est[worst] - POINTS[top] >= self.take_gain:
                return take
            if table.final_turns and worst is not None and est[worst] - POINTS[top] >= 2:
                return take  # the last turn: a sure improvement beats a gamble on the stock
        stock = find(legal, "draw", source="stock")
        return stock or take or legal[0]

    def _resolve(self, table: Table, legal: list[Action], est: dict[int, float],
                 worst: int | None, unseen: float) -> Action | None:
        me = self.seat
        card = table.drawn
        if card is None:
            return None
        for s in est:
            if self.known.get((me, s)) == card:
                a = find(legal, "double", slot=s)
                if a is not None:
                    return a
        value = POINTS[card]
        gain = est[worst] - value if worst is not None else -1.0
        swap = find(legal, "swap", slot=worst) if worst is not None else None
        if swap is not None and gain >= self.swap_first:
            return swap
        if table.final_turns:  # the last turn: looking is worthless, only points count
            queen = self._queen(legal, unseen, self.last_queen) if card == QUEEN else None
            if queen is not None:
                return queen
            if swap is not None and gain > 0:
                return swap
            return find(legal, "discard") or swap
        power = self._power(legal, card, unseen)
        if power is not None:
            return power
        if swap is not None and gain >= self.swap_gain:
            return swap
        return find(legal, "discard") or swap

    def _power(self, legal: list[Action], card: int, unseen: float) -> Action | None:
        me = self.seat
        peeks = [a for a in legal if a.type == "peek"]
        if card in OWN_POWER or card in SPY_POWER:
            fresh = [a for a in peeks if (a.seat, a.slot) not in self.known]
            own = [a for a in fresh if a.seat == me]
            others = [a for a in fresh if a.seat != me]
            if own:
                return own[0]
            if others:  # prefer cards an opponent placed: likely low, worth knowing
                others.sort(key=lambda a: ((a.seat, a.slot) not in self.placed, a.seat, a.slot))
                return others[0]
            return None
        if card == QUEEN:
            return self._queen(legal, unseen, self.queen_margin)
        return None

    def _queen(self, legal: list[Action], unseen: float, threshold: float) -> Action | None:
        """The blind swap that trades the most points away (an own card's estimate minus
        the opponent card's), if that is at least ``threshold``."""
        me = self.seat
        best: tuple[float, Action] | None = None
        for a in legal:
            if a.type != "blind_swap":
                continue
            margin = self.estimate(me, a.slot, unseen) - self.estimate(a.seat, a.their_slot, unseen)
            if margin >= threshold and (best is None or margin > best[0]):
                best = (margin, a)
        return best[1] if best else None

    def _end(self, table: Table, legal: list[Action], unseen: float) -> Action | None:
        me = self.seat
        call = find(legal, "call")
        if call is not None:
            mine, unknown = self.total(table, me, unseen)
            others = [self.total(table, s, unseen)[0] for s in range(table.players) if s != me]
            best_other = min(others) if others else float("inf")
            if unknown <= 1 and (mine <= 4 or (mine <= self.call_max
                                               and mine + self.call_margin <= best_other)):
                return call
            # well ahead on the estimates: call before the opponent improves (or calls)
            if mine + self.call_margin + self.lead_per_unknown * unknown + self.lead_extra <= best_other:
                return call
        return find(legal, "end")


class WorldPlayer(HeuristicBot):
    """The heuristic playing one seat of a *sampled* world (a search rollout): its memory
    is rebuilt at each decision from that seat's knowledge bits in the world, so it plays
    on what the seat has seen there. An opponent's card the opponent knows and this seat
    does not counts as placed (probably low), as the heuristic infers from events."""

    def act(self, game: Any, legal: list[Action]) -> Action:
        """The heuristic's move for this seat in ``game``."""
        me = self.seat
        mybit = 1 << me
        known = self.known
        known.clear()
        placed = self.placed
        placed.clear()
        zones = game.zones
        slots = []
        for o in range(game.players):
            g = zones[f"grid:{o}"]
            occupied = []
            obit = 1 << o
            up = g.up
            for i, (c, k) in enumerate(zip(g.cards, g.known)):
                if c is None:
                    continue
                occupied.append(i)
                if k & mybit or up[i]:
                    known[(o, i)] = c & 15
                elif o != me and k & obit:
                    placed.add((o, i))
            slots.append(occupied)
        self.discards = [c & 15 for c in zones["discard"].cards]
        drawn = zones["drawn"].cards
        self.holding = drawn[0] & 15 if drawn and game.turn == me and drawn[0] is not None else None
        top = self.discards[-1] if self.discards else None
        dflags = game.dflags
        table = Table(game.phase, game.players, top, bool(dflags and dflags[-1] & MATCHED),
                      game.caller >= 0, tuple(slots), self.holding)
        pick = self.pick(table, legal, True)
        assert pick is not None
        return pick


_WORLD_PLAYERS = threading.local()
"""Per thread, seat -> the :class:`WorldPlayer` that plays it in playouts (each
decision rebuilds its memory, so one per seat is enough, but never shared by threads)."""

SEARCH_OPTIONS: dict[str, Any] = {"advisor": "heuristic", "depth": 1, "score_weight": 0.0,
                                  "advisor_z": 2.0}
"""How ``search`` plays Cactus (see :class:`parlour.bots.search.SearchBot`): the heuristic
proposes each move; the search compares every alternative with it on the same sampled
worlds, the heuristic playing both seats on from there, and plays another move only when
it wins significantly more often (``advisor_z`` standard errors)."""


def rollout_policy(game: Any, seat: int, legal: list[Action], rng: Any) -> Action:
    """The heuristic as a playout policy for search bots: in a sampled world each seat
    plays the heuristic's move on what it knows there (see :class:`WorldPlayer`)."""
    players: dict[int, WorldPlayer] | None = getattr(_WORLD_PLAYERS, "by_seat", None)
    if players is None:
        players = _WORLD_PLAYERS.by_seat = {}
    player = players.get(seat)
    if player is None:
        player = players[seat] = WorldPlayer(seat)
    return player.act(game, legal)


def rollout_value(game: Any) -> list[float] | None:
    """Ends a search rollout at the end of a round of a wikipedia match: each seat's
    reward is a smooth margin of its match score against the others' mean (lower is
    better), ``0.5 + 0.5 d / (|d| + 15)``. ``None`` (play on) at any other time."""
    if getattr(game, "phase", "") != "scored":
        return None
    sc = game.scores
    n = len(sc)
    total = sum(sc)
    out = []
    for s in range(n):
        d = (total - sc[s]) / (n - 1) - sc[s]
        out.append(0.5 + 0.5 * d / (abs(d) + 15.0))
    return out


def refine_world(world: Any, seat: int, rng: Any) -> None:
    """Inference for search bots, applied to a *sampled* world: an opponent's face-down
    card that the opponent knows (it peeked at it or placed it) and this seat does not
    is probably low, or the opponent would have swapped it out. Each such card worth
    more than 5 is exchanged (identities only) with a random stock card worth at most 4;
    both places are unknown to this seat, so the world stays consistent with what it
    knows."""
    zones = world.zones
    stock = zones["stock"]
    low = [i for i, c in enumerate(stock.cards) if POINTS[c & 15] <= 4]
    if not low:
        return
    me = 1 << seat
    for o in range(world.players):
        if o == seat:
            continue
        g = zones[f"grid:{o}"]
        cards, known, up = g.cards, g.known, g.up
        for i, c in enumerate(cards):
            if (c is None or up[i] or known[i] & me or not known[i] >> o & 1
                    or POINTS[c & 15] <= 5 or not low):
                continue
            j = low.pop(rng.below(len(low)))
            # exchange the identities; face and knowledge stay with the places
            mine, mine_up, mine_known = g.take(i)
            cheap, cheap_up, cheap_known = stock.pop(j)
            g.put(i, cheap, mine_up, mine_known)
            stock.insert(j, mine, cheap_up, cheap_known)
