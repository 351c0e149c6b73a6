"""Observations: a fixed-length ``float32`` vector built from one seat's view only.

:class:`Encoder` is the base every encoding extends (a named layout of segments with
bounds). :class:`GenericEncoder` encodes any game from its zones and view fields; its
layout is decided once per table (game, variant, players, options) by a *survey*: the
views of every seat over a short seeded random playout of a fresh game
(:func:`survey`), which tells which zones and fields exist and what they hold. The
survey reads views only, plus the pack's size and copies per face (public facts).

Seats are relative to the observer everywhere: 0 is the observer, then clockwise.
Cards are one of :data:`FACES` identities (52 faces and the joker; copies of a face in
a multi-deck pack share one).

Zones (each zone of the survey, in view order; a family of zones with one per seat,
``hand:0`` .. ``hand:{n-1}``, gives one block per relative seat, the observer's first):

=====================  ==================================================================
every zone             cards / pack size; cards the seat cannot identify / pack size
pile showing its top   the top: one-hot of faces + hidden (a shoe is its count and top)
spread pile            the top :data:`TOP_CARDS` cards (faces, hidden, empty), then the
                       other visible cards as counts per face / copies per face
grid                   each slot (faces, hidden, empty) of the layout as first dealt in
                       the survey (up to :data:`MAX_POSITIONS`); a ``trick`` grid with
                       one slot per seat in relative seat order; slots added later
                       (penalty cards) as counts per face
trick                  the first ``n`` cards in play order; any more as counts
hand, row, meld, ...   the visible cards as counts per face / copies per face
owner                  zones not in a family that the survey saw owned: none, or the
                       owner's relative seat
=====================  ==================================================================

View fields (every other top-level field, and the scalar entries of dict fields, by
name; a leading *present* flag when the survey saw it missing or null):

=====================  ==================================================================
true/false             1 (0 or 1)
number                 ``sign(x) log(1 + |x|)``, clipped to +-20
seat field             (name in :data:`SEAT_FIELDS`) none, or the relative seat
card text              one-hot of faces + hidden; other text is not encoded
list of n numbers      one per relative seat (per-seat counters: scores, bids, bets); if
                       an entry may be null, then one *present* flag per relative seat
list of n cards        one card one-hot per relative seat (cards played per seat)
list of seats          which relative seats are in it
list of cards          counts per face / copies
list of k numbers      one each, in order (fixed length k <= 16)
=====================  ==================================================================

Then who may act (relative), the observer's own seat (absolute: for ids or fields that
name seats absolutely) and whether the game is over. Text (a phase name, a prompt) is not
encoded: the action mask says what the seat may do now. A game that needs more declares
its own encoding (``GAME.encoding``, see :func:`parlour.adapters.core.spec_for`).

Real-time games (``GAME.timing == "realtime"``) get three more features at the end,
whatever their encoding (:class:`ClockEncoder`): the game clock ``now`` in seconds as
``symlog`` (0 to 20), whether a timer is due, and the time to it in seconds / 10,
clipped to 0..1. Turn-based games' observations are unchanged.
"""

from __future__ import annotations

import dataclasses
import math
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from parlour.cards import Card, card_name
from parlour.engine.options import options_to_json
from parlour.engine.rng import Rng
from parlour.engine.zones import HIDDEN, Grid

if TYPE_CHECKING:
    from parlour.engine.game import Game

FACES = 53
"""Card identities: 52 faces (suit * 13 + rank - 1) and the joker (52)."""
SLOT = FACES + 2
"""Features of one card position: the faces, hidden, empty slot."""
TOP_CARDS = 4
"""Positions encoded from the top of a spread pile (slap games look at the top few)."""
MAX_POSITIONS = 64
"""The most positions of a grid encoded one by one."""
SURVEY_STEPS = 64
"""Decisions of the survey playout."""
SURVEY_SEED = 0
MAX_NUMBERS = 16
"""The longest fixed-length list of numbers encoded."""
SEAT_FIELDS = frozenset({"turn", "dealer", "leader", "first", "caller", "knocker", "cutter",
                         "challenger", "winner", "last_winner", "top_placed_by", "declarer",
                         "bidder", "maker", "opener", "banker"})
"""View fields (and dict entries) holding a seat, encoded as a relative seat."""
STANDARD_KEYS = frozenset({"game", "variant", "players", "seat", "now", "deadline", "actors",
                           "over", "zones", "prompt", "result"})
"""View keys every game has; encoded apart (``actors``, ``seat``, ``over``) or not at all."""


class Encoder:
    """A view -> fixed-length vector. Subclasses call :meth:`add` in ``__init__`` to lay
    out named segments, then implement :meth:`fill`."""

    def __init__(self) -> None:
        self.layout: list[tuple[str, int, int]] = []
        self._low: list[float] = []
        self._high: list[float] = []

    def add(self, name: str, length: int, low: float = 0.0, high: float = 1.0) -> int:
        """Reserve ``length`` features called ``name``; returns the first index."""
        start = len(self._low)
        self.layout.append((name, start, length))
        self._low += [low] * length
        self._high += [high] * length
        return start

    @property
    def size(self) -> int:
        return len(self._low)

    @property
    def low(self) -> np.ndarray:
        return np.array(self._low, dtype=np.float32)

    @property
    def high(self) -> np.ndarray:
        return np.array(self._high, dtype=np.float32)

    def encode(self, view: dict[str, Any]) -> np.ndarray:
        """The vector of one seat's view (``view["seat"]`` is the observer)."""
        out = np.zeros(self.size, dtype=np.float32)
        self.fill(view, out)
        return out

    def fill(self, view: dict[str, Any], out: np.ndarray) -> None:
        raise NotImplementedError

    def describe(self) -> str:
        """The observation layout as text, one segment per line."""
        return "\n".join(f"{start:6d} +{length:<5d} {name}" for name, start, length in self.layout)


def rel(seat: int | None, other: int, players: int) -> int:
    """``other`` counted clockwise from the observer (0 = the observer itself)."""
    return (other - (seat or 0)) % players


_FACE_INDEX: dict[str, int] = {}


def face_index(text: str) -> int:
    """The index of a card text such as ``"QS"`` among the :data:`FACES` (copies of a
    face share it)."""
    i = _FACE_INDEX.get(text)
    if i is None:
        c = Card.parse(text)
        i = _FACE_INDEX[text] = 52 if c.is_joker else c.suit * 13 + c.rank - 1
    return i


def _is_card(v: Any) -> bool:
    return isinstance(v, str) and (v == HIDDEN or card_name(v) == v)


def symlog(x: float) -> float:
    """``sign(x) log(1 + |x|)`` clipped to +-20: counters of any size on one scale."""
    return max(-20.0, min(20.0, math.copysign(math.log1p(abs(x)), x)))


# ----- the survey ------------------------------------------------------------------------------
@dataclasses.dataclass
class Survey:
    """What a short random playout showed of a table: every seat's views, which zones
    are grids, the pack's size and the copies of each face in it (by face index)."""

    players: int
    views: list[dict[str, Any]]
    grids: set[str]
    cards: int
    copies: list[int]


def survey(sample: Game, steps: int = SURVEY_STEPS) -> Survey:
    """Views of every seat over ``steps`` random decisions of a fresh game with
    ``sample``'s table (seed :data:`SURVEY_SEED`; the same layout whatever ``sample``'s
    seed or state). Waited-for seats act; an optional action (a claim) is taken one
    time in five; timers fire when nobody is waited for."""
    g = type(sample)(sample.players, variant=sample.variant, seed=SURVEY_SEED,
                     options=options_to_json(sample.options))
    n = g.players
    pack = Counter(face_index(str(c)) for z in g.zones.values() for c in z.cards if c is not None)
    out = Survey(n, [], set(), max(1, sum(pack.values())), [max(1, pack[f]) for f in range(FACES)])
    rng = Rng(SURVEY_SEED)
    for _ in range(steps + 1):
        out.views += [g.view(s) for s in range(n)]
        out.grids |= {zid for zid, z in g.zones.items() if isinstance(z, Grid)}
        if g.is_over():
            break
        waiting = g.waiting_for()
        optional = [s for s in g.actors() if s not in waiting and g.legal_actions(s)]
        seat = (rng.choice(optional) if optional and (not waiting or rng.random() < 0.2)
                else rng.choice(waiting) if waiting else None)
        legal = g.legal_actions(seat) if seat is not None else []
        if seat is not None and legal:
            g.apply(seat, rng.choice(legal))
            continue
        due = g.next_deadline()
        if due is None:
            break
        g.advance(due)
    return out


# ----- zones ---------------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class ZoneBlock:
    """The features of one zone (or of one relative seat's zone of a family)."""

    zone: str
    """The zone id; for a family, the id prefix (the seat number follows)."""
    family: bool
    rel: int
    start: int
    positions: int
    from_top: bool
    rotate: bool
    """A trick grid with a slot per seat: slots in relative seat order."""
    bag: bool
    owner: bool


@dataclasses.dataclass(frozen=True)
class FieldBlock:
    """The features of one view field (``path``: the key, or a dict field and its key)."""

    path: tuple[str, ...]
    kind: str
    start: int
    length: int
    optional: bool


def _get(view: dict[str, Any], path: tuple[str, ...]) -> Any:
    v: Any = view
    for k in path:
        if not isinstance(v, dict):
            return None
        v = v.get(k)
    return v


def _number(v: Any) -> bool:
    return isinstance(v, int | float) and not isinstance(v, bool)


def classify(name: str, values: Sequence[Any], players: int) -> tuple[str, int] | None:
    """``(kind, features)`` of a field from every value the survey saw (``None`` for a
    missing one), or ``None`` if it is not encoded (see the module docstring)."""
    n = players
    seen = [v for v in values if v is not None]
    if not seen:
        return None
    if all(isinstance(v, bool) for v in seen):
        return "flag", 1
    if all(_number(v) for v in seen):
        if name in SEAT_FIELDS and all(isinstance(v, int) and 0 <= v < n for v in seen):
            return "seat", n + 1
        return "number", 1
    if all(isinstance(v, str) for v in seen):
        return ("card", FACES + 1) if any(_is_card(v) for v in seen) else None
    if all(isinstance(v, list) for v in seen):
        items = [x for v in seen for x in v if x is not None]
        if not items:
            return None
        if all(len(v) == n for v in seen):
            if all(_number(x) or isinstance(x, bool) for x in items):
                if any(x is None for v in seen for x in v):
                    return "seat_numbers_or_none", 2 * n
                return "seat_numbers", n
            if all(isinstance(x, str) for x in items) and any(_is_card(x) for x in items):
                return "seat_cards", n * (FACES + 1)
        if all(_is_card(x) for x in items):
            return "card_bag", FACES
        lengths = {len(v) for v in seen}
        if len(lengths) == 1 and all(_number(x) for x in items) and 0 < (k := lengths.pop()) <= MAX_NUMBERS:
            return "numbers", k
        if all(isinstance(x, int) and not isinstance(x, bool) and 0 <= x < n for x in items):
            return "seat_set", n
    return None


class GenericEncoder(Encoder):
    """Any game, from the zones and fields of its views (the layout in the module
    docstring). ``views`` gives a survey to lay out from (default: :func:`survey`)."""

    def __init__(self, sample: Game, views: Survey | None = None) -> None:
        super().__init__()
        s = views if views is not None else survey(sample)
        n = self.players = sample.players
        self.cards = float(s.cards)
        self.share = [1.0 / k for k in s.copies]
        """What one visible card of each face adds to a count: 1 / its copies in the pack."""
        self.zone_blocks: list[ZoneBlock] = []
        self.field_blocks: list[FieldBlock] = []
        self._lay_out_zones(s)
        self._lay_out_fields(s)
        self.actors = self.add("actors (relative seats)", n)
        self.own_seat = self.add("own seat (absolute)", n)
        self.over = self.add("game over", 1)
        self._lo = self.low
        self._hi = self.high

    # ----- layout ---------------------------------------------------------------------------------
    def _lay_out_zones(self, s: Survey) -> None:
        n = s.players
        first: dict[str, dict[str, Any]] = {}
        owners: dict[str, list[dict[str, Any]]] = {}
        longest: Counter[str] = Counter()
        dealt: dict[str, int] = {}
        for view in s.views:
            for z in view["zones"]:
                first.setdefault(z["id"], z)
                owners.setdefault(z["id"], []).append(z)
                longest[z["id"]] = max(longest[z["id"]], len(z["cards"]))
                if z["cards"]:
                    dealt.setdefault(z["id"], len(z["cards"]))
        prefixes: dict[str, str] = {}
        for zid, z in first.items():
            o = z["owner"]
            if isinstance(o, int) and zid.endswith(str(o)):
                stem = zid[: -len(str(o))]
                members = [first.get(f"{stem}{k}") for k in range(n)]
                if all(m is not None and m["owner"] == k for k, m in enumerate(members)):
                    prefixes[zid] = stem
        done: set[str] = set()
        for zid, z in first.items():
            prefix = prefixes.get(zid)
            if prefix is not None and prefix in done:
                continue
            ids = [f"{prefix}{k}" for k in range(n)] if prefix is not None else [zid]
            slots = max(dealt.get(i, longest[i]) for i in ids)
            kind = z["kind"]
            rotate = False
            bag = True
            if kind == "pile" and "top" in z:
                positions, from_top, bag = 1, True, False
            elif zid in s.grids:
                positions, from_top = min(MAX_POSITIONS, slots), False
                rotate = kind == "trick" and slots == n > 1
            elif kind == "trick":
                positions, from_top = n, False
            elif kind == "pile":
                positions, from_top = TOP_CARDS, True
            else:
                positions, from_top = 0, False
            if prefix is None:
                owned = any(v["owner"] is not None for v in owners[zid])
                self._zone_block(zid, False, 0, z, positions, from_top, rotate, bag, owned)
            else:
                done.add(prefix)
                for r in range(n):
                    self._zone_block(prefix, True, r, z, positions, from_top, rotate, bag, False)

    def _zone_block(self, zone: str, family: bool, r: int, z: dict[str, Any], positions: int,
                    from_top: bool, rotate: bool, bag: bool, owner: bool) -> None:
        name = f"zone {zone}{{seat +{r}}}" if family else f"zone {zone}"
        start = self.add(f"{name} ({z['kind']}): cards, unidentified cards / pack", 2)
        if positions:
            where = "from the top" if from_top else "by relative seat" if rotate else "from the bottom"
            self.add(f"{name}: {positions} position{'s' if positions > 1 else ''} {where} "
                     "x (faces, hidden, empty)", positions * SLOT)
        if bag:
            self.add(f"{name}: {'other ' if positions else ''}visible cards per face / copies", FACES)
        if owner:
            self.add(f"{name}: owner (none, relative seats)", self.players + 1)
        self.zone_blocks.append(ZoneBlock(zone, family, r, start, positions, from_top, rotate, bag,
                                          owner))

    def _lay_out_fields(self, s: Survey) -> None:
        n = s.players
        values: dict[tuple[str, ...], list[Any]] = {}
        for view in s.views:
            for k, v in view.items():
                if k in STANDARD_KEYS:
                    continue
                values.setdefault((k,), [])
                if isinstance(v, dict):
                    for sub in v:
                        values.setdefault((k, sub), [])
        for path, got in values.items():
            got += [_get(view, path) for view in s.views]
        for path in sorted(values):
            got = values[path]
            if any(isinstance(v, dict) for v in got):
                continue
            found = classify(path[-1], got, n)
            if found is None:
                continue
            kind, length = found
            optional = kind not in ("seat", "card", "seat_cards") and any(v is None for v in got)
            name = ".".join(path)
            signed = kind in ("number", "seat_numbers", "seat_numbers_or_none", "numbers")
            start = self.add(f"field {name}: present", 1) if optional else -1
            at = self.add(f"field {name} ({kind.replace('_', ' ')})", length,
                          -20.0 if signed else 0.0, 20.0 if signed else 1.0)
            self.field_blocks.append(FieldBlock(path, kind, at, length, start >= 0))

    # ----- encoding -------------------------------------------------------------------------------
    def _card(self, out: np.ndarray, at: int, c: str | None) -> None:
        """One position: a face, hidden, or (``None``) an empty slot."""
        if c is None:
            out[at + FACES + 1] = 1
        elif c == HIDDEN:
            out[at + FACES] = 1
        elif _is_card(c):
            out[at + face_index(c)] = 1

    def fill(self, view: dict[str, Any], out: np.ndarray) -> None:
        n = self.players
        seat = view.get("seat")
        me = seat or 0
        zones = {z["id"]: z for z in view["zones"]}
        for b in self.zone_blocks:
            z = zones.get(f"{b.zone}{(me + b.rel) % n}" if b.family else b.zone)
            if z is not None:
                self._fill_zone(b, z, me, out)
        for f in self.field_blocks:
            v = _get(view, f.path)
            if f.optional:
                out[f.start - 1] = v is not None
            if v is not None:
                self._fill_field(f, v, seat, out)
        for a in view.get("actors", []):
            out[self.actors + rel(seat, a, n)] = 1
        if seat is not None:
            out[self.own_seat + seat] = 1
        out[self.over] = 1.0 if view.get("over") else 0.0
        np.clip(out, self._lo, self._hi, out=out)

    def _fill_zone(self, b: ZoneBlock, z: dict[str, Any], me: int, out: np.ndarray) -> None:
        n = self.players
        cards: list[str | None] = z["cards"]
        seen = [c for c in cards if c is not None and c != HIDDEN]
        out[b.start] = z["count"] / self.cards
        out[b.start + 1] = (z["count"] - len(seen)) / self.cards
        at = b.start + 2
        if b.rotate:
            seq = [cards[(me + r) % n] if (me + r) % n < len(cards) else None for r in range(n)]
        else:
            seq = cards[::-1] if b.from_top else cards
        for i, c in enumerate(seq[: b.positions]):
            self._card(out, at + i * SLOT, c)
        at += b.positions * SLOT
        if b.bag:
            for c in seq[b.positions:]:
                if c is not None and c != HIDDEN:
                    f = face_index(c)
                    out[at + f] += self.share[f]
            at += FACES
        if b.owner:
            o = z["owner"]
            out[at + (0 if o is None else 1 + rel(me, o, n))] = 1

    def _fill_field(self, f: FieldBlock, v: Any, seat: int | None, out: np.ndarray) -> None:
        n = self.players
        at = f.start
        kind = f.kind
        if kind == "flag":
            out[at] = bool(v)
        elif kind == "number":
            if _number(v):
                out[at] = symlog(v)
        elif kind == "seat":
            ok = isinstance(v, int) and not isinstance(v, bool) and 0 <= v < n
            out[at + (1 + rel(seat, v, n) if ok else 0)] = 1
        elif kind == "card":
            if isinstance(v, str) and v and _is_card(v):
                self._card(out, at, v)
        elif not isinstance(v, list):
            return
        elif kind in ("seat_numbers", "seat_numbers_or_none"):
            for s, x in enumerate(v[:n]):
                if _number(x) or isinstance(x, bool):
                    r = rel(seat, s, n)
                    out[at + r] = symlog(float(x))
                    if kind == "seat_numbers_or_none":
                        out[at + n + r] = 1
        elif kind == "seat_cards":
            for s, x in enumerate(v[:n]):
                if isinstance(x, str) and _is_card(x):
                    self._card(out, at + rel(seat, s, n) * (FACES + 1), x)
        elif kind == "card_bag":
            for x in v:
                if isinstance(x, str) and x != HIDDEN and _is_card(x):
                    face = face_index(x)
                    out[at + face] += self.share[face]
        elif kind == "seat_set":
            for x in v:
                if isinstance(x, int) and not isinstance(x, bool) and 0 <= x < n:
                    out[at + rel(seat, x, n)] = 1
        elif kind == "numbers":
            for i, x in enumerate(v[: f.length]):
                if _number(x):
                    out[at + i] = symlog(x)


CLOCK_SCALE_MS = 10_000
"""Time to the next deadline is encoded as ms / this, clipped to 1 (10 s or more)."""


class ClockEncoder(Encoder):
    """Another encoder's features, then the clock of a real-time game (``now``, a
    deadline flag, the time to it; see the module docstring). Other attributes (named
    offsets such as ``phase``) are the inner encoder's."""

    def __init__(self, inner: Encoder) -> None:
        super().__init__()
        self.inner = inner
        self.layout = list(inner.layout)
        self._low = list(inner.low.tolist())
        self._high = list(inner.high.tolist())
        self.clock = self.add("clock: now (symlog of seconds)", 1, 0.0, 20.0)
        self.add("clock: a timer is due", 1)
        self.add(f"clock: time to the next timer (ms / {CLOCK_SCALE_MS}, clipped to 1)", 1)

    def __getattr__(self, name: str) -> Any:
        if name == "inner":
            raise AttributeError(name)
        return getattr(self.inner, name)

    def fill(self, view: dict[str, Any], out: np.ndarray) -> None:
        k = self.inner.size
        self.inner.fill(view, out[:k])
        now = view.get("now") or 0
        out[k] = min(20.0, symlog(now / 1000.0))
        due = view.get("deadline")
        if due is not None:
            out[k + 1] = 1.0
            out[k + 2] = min(1.0, max(0.0, (due - now) / CLOCK_SCALE_MS))
