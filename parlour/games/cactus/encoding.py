"""Cactus for reinforcement learning: action ids and observations.

Rules: :mod:`parlour.games.cactus`. Both variants (``denexa``, ``wikipedia``) and every
player count share this layout; ``n`` is the number of players and ``S = 52`` the slot
bound (penalty cards can grow a layout past its four slots, and no layout can hold more
than the 52 cards of the pack, so slot indexes stay below 52).

Action ids (seat-relative: opponent ``o`` = 1 .. n-1 is the seat ``o`` places clockwise
from the acting seat, so one policy can play every seat)

==========================================  ============================================
id                                          action
==========================================  ============================================
0                                           ``draw(source="stock")``
1                                           ``draw(source="discard")``
2                                           ``discard()`` (power unused)
3                                           ``end()``
4                                           ``call()`` (Cactus!)
5                                           ``look()`` (wikipedia, after the deal)
6                                           ``deal()`` (wikipedia, between rounds)
7 + k                                       ``swap(slot=k)``
7 + S + k                                   ``match(slot=k)`` (see below)
7 + 2S + k                                  ``double(slot=k)`` (wikipedia)
7 + 3S + k                                  ``peek(seat=me, slot=k)`` (6, 7, 8)
7 + 4S + (o-1)S + k                         ``peek(seat=me+o, slot=k)`` (9, 10, J)
7 + (n+3)S + ((o-1)S + i)S + j              ``blind_swap(slot=i, seat=me+o, their_slot=j)``
7 + (n+3)S + (n-1)S^2                       the adapters' *pass* (decline a claim)
==========================================  ============================================

So ``7 + (n+3)S + (n-1)S^2`` catalogue ids (2971 at two players, 13,995 at six) plus pass.
When the game's ``match`` also names the discard top it claims against (``top``), that is
not the seat's choice (only the current top is ever legal): id ``7 + S + k`` sends the
legal ``match`` of slot ``k`` with its ``top``, and :func:`key` maps any ``match`` to its id.

Observation (``float32``, every feature in [0, 1]; seats relative to the observer:
0 = itself, then clockwise), built from ``game.view(seat)`` only

====================  ======  =================================================================
segment               size    meaning
====================  ======  =================================================================
phase                 6       one-hot: draw, resolve, end, look, scored, over
turn, dealer, first   3n      one-hot relative seats
caller                n + 1   none, or the relative seat that called Cactus
flags                 5       final turns, stock exhausted, discard top has an unused power,
                              discard top was matched, the observer is a frozen caller
drawn from            2       stock, discard (while a card is held)
stock                 1       cards / 52
discard               14      cards / 52; rank one-hot of the top
drawn card            15 + n  present, hidden to the observer, rank one-hot; holder (relative)
actors                n       who may act now (relative)
scores                n       match points / target, clipped to 1 (wikipedia)
top placed by         n + 1   who put the discard top there (none, relative seat): an unused
                              power is reusable only by the next player
layouts               17nS    per relative seat, per slot ``k < S``: slot exists, card present,
                              hidden, rank one-hot (ace .. king), a claim on it is queued
====================  ======  =================================================================

Suits are not encoded: Cactus never looks at them (matches are by rank, points by rank).
Cactus is a memory game: a view never shows a face-down card again once seen, so the
observation does not either (a peek is in the event, not the view). Give the agent
memory (a recurrent policy, or stacked observations), or play with the house option
``assist=True``, whose views (and so observations) keep the cards a seat knows.

>>> size(2), size(6)
(2971, 13995)
>>> key(Action("match", slot=3, top="KH"))
Action('match', slot=3)

Version history: v1 (this layout; ``top placed by`` and queued claims read from views
that have ``top_placed_by`` and ``pending``, zeros otherwise).
"""

from __future__ import annotations

import functools
from typing import Any

import numpy as np

from parlour.adapters.catalogue import Catalogue
from parlour.adapters.observation import Encoder, rel
from parlour.cards import Card
from parlour.engine.actions import Action
from parlour.engine.game import Game
from parlour.games.cactus.rules import MAX_SLOTS

S = MAX_SLOTS
"""The slot bound, 52 (see the module docstring; the ``slot`` parameters' domain)."""
FIXED = (Action("draw", source="stock"), Action("draw", source="discard"), Action("discard"),
         Action("end"), Action("call"), Action("look"), Action("deal"))
PHASES = ("draw", "resolve", "end", "look", "scored", "over")
SLOT = 17
"""Features per layout slot."""


def size(players: int) -> int:
    """The number of catalogue ids (pass excluded) at ``players``."""
    return len(FIXED) + (players + 3) * S + (players - 1) * S * S


@functools.lru_cache(maxsize=8)
def _catalogue(players: int) -> Catalogue:
    common = list(FIXED) + [Action("swap", slot=k) for k in range(S)] + list(MATCH_KEYS)
    common += [Action("double", slot=k) for k in range(S)]
    peeks = [[Action("peek", seat=s, slot=k) for k in range(S)] for s in range(players)]
    swaps = [[Action("blind_swap", slot=i, seat=s, their_slot=j) for i in range(S) for j in range(S)]
             for s in range(players)]  # shared by every seat that targets seat s
    per_seat = []
    for me in range(players):
        acts = common + peeks[me]
        for o in range(1, players):
            acts += peeks[(me + o) % players]
        for o in range(1, players):
            acts += swaps[(me + o) % players]
        per_seat.append(acts)
    n1 = players - 1
    first = len(FIXED)
    blocks = [("draw stock, draw discard, discard, end, call, look, deal", 0, first),
              ("swap slot k", first, S), ("match slot k", first + S, S),
              ("double slot k", first + 2 * S, S), ("peek own slot k", first + 3 * S, S),
              ("peek opponent o slot k", first + 4 * S, n1 * S),
              ("blind_swap own i with opponent o slot j", first + (players + 3) * S, n1 * S * S)]
    return Catalogue(per_seat, blocks, key)


MATCH_KEYS = tuple(Action("match", slot=k) for k in range(S))


def key(action: Action) -> Action:
    """The catalogue entry of an action: ``match(slot=k, top=...)`` -> ``match(slot=k)``
    (the claimed top is always the current one); any other action is its own entry."""
    if action.type == "match" and len(action.params) > 1:
        slot = action.get("slot")
        if type(slot) is int and 0 <= slot < S:
            return MATCH_KEYS[slot]
    return action


def catalogue(game: Game) -> Catalogue:
    """The Cactus catalogue for ``game``'s number of players."""
    return _catalogue(game.players)


def encoder(game: Game) -> CactusEncoder:
    return CactusEncoder(game.players, getattr(game.options, "target", 100))


def _rank(text: str) -> int:
    return Card.parse(text).rank


_RANKS: dict[str, int] = {}


def rank_of(text: str) -> int:
    """Rank 1..13 of a card text (cached)."""
    r = _RANKS.get(text)
    if r is None:
        r = _RANKS[text] = _rank(text)
    return r


class CactusEncoder(Encoder):
    """The observation described in the module docstring."""

    def __init__(self, players: int, target: int = 100) -> None:
        super().__init__()
        n = self.players = players
        self.target = max(1, target)
        self.phase = self.add("phase", len(PHASES))
        self.turn = self.add("turn (relative)", n)
        self.dealer = self.add("dealer (relative)", n)
        self.first = self.add("first player (relative)", n)
        self.caller = self.add("caller (none, relative)", n + 1)
        self.flags = self.add("flags: final turns, exhausted, top power unused, top matched, "
                              "observer frozen", 5)
        self.drawn_from = self.add("drawn from: stock, discard", 2)
        self.stock = self.add("stock cards / 52", 1)
        self.discard = self.add("discard cards / 52, top rank one-hot", 14)
        self.drawn = self.add("drawn card: present, hidden, rank one-hot, holder (relative)", 15 + n)
        self.actors = self.add("actors (relative)", n)
        self.scores = self.add("scores / target (relative)", n)
        self.placed_by = self.add("discard top placed by (none, relative)", n + 1)
        self.grids = self.add(f"layouts: {n} relative seats x {S} slots x (exists, present, hidden, "
                              "rank one-hot, claim queued)", SLOT * n * S)

    def fill(self, view: dict[str, Any], out: np.ndarray) -> None:
        n = self.players
        seat = view.get("seat")
        me = seat or 0
        ph = view.get("phase")
        if ph in PHASES:
            out[self.phase + PHASES.index(ph)] = 1
        for key, start in (("turn", self.turn), ("dealer", self.dealer), ("first", self.first)):
            v = view.get(key)
            if isinstance(v, int):
                out[start + rel(seat, v, n)] = 1
        caller = view.get("caller")
        out[self.caller + (0 if caller is None else 1 + rel(seat, caller, n))] = 1
        f = self.flags
        out[f] = view.get("final_turns", False)
        out[f + 1] = view.get("exhausted", False)
        out[f + 2] = view.get("top_power_unused", False)
        out[f + 3] = view.get("top_matched", False)
        out[f + 4] = seat is not None and seat in view.get("frozen", [])
        src = view.get("drawn_from")
        if src == "stock":
            out[self.drawn_from] = 1
        elif src == "discard":
            out[self.drawn_from + 1] = 1
        for a in view.get("actors", []):
            out[self.actors + rel(seat, a, n)] = 1
        for s, x in enumerate(view.get("scores", [])[:n]):
            out[self.scores + rel(seat, s, n)] = min(1.0, x / self.target)
        placed = view.get("top_placed_by")
        out[self.placed_by + (0 if placed is None else 1 + rel(seat, placed, n))] = 1
        for claim in view.get("pending", []):
            k = claim["slot"]
            if 0 <= k < S:
                out[self.grids + (rel(seat, claim["seat"], n) * S + k) * SLOT + 16] = 1
        for z in view["zones"]:
            zid = z["id"]
            cards = z["cards"]
            if zid == "stock":
                out[self.stock] = z["count"] / 52
            elif zid == "discard":
                out[self.discard] = z["count"] / 52
                top = z.get("top")
                if top is not None and top != "??":
                    out[self.discard + rank_of(top)] = 1
            elif zid == "drawn":
                if cards and cards[0] is not None:
                    d = self.drawn
                    out[d] = 1
                    if cards[0] == "??":
                        out[d + 1] = 1
                    else:
                        out[d + 1 + rank_of(cards[0])] = 1
                    if z["owner"] is not None:
                        out[d + 15 + rel(seat, z["owner"], n)] = 1
            elif zid.startswith("grid:"):
                owner = int(zid[5:])
                base = self.grids + ((owner - me) % n) * S * SLOT
                for k, c in enumerate(cards[:S]):
                    i = base + k * SLOT
                    out[i] = 1
                    if c is None:
                        continue
                    out[i + 1] = 1
                    if c == "??":
                        out[i + 2] = 1
                    else:
                        out[i + 2 + rank_of(c)] = 1
