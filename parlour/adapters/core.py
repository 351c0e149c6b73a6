"""The machinery both RL adapters share (numpy only, no Gymnasium or PettingZoo).

* :class:`Catalogue`: every action that can ever be legal for a table (game, players,
  options), numbered ``0 .. size - 1`` per seat, and back. A game may number its
  actions relative to the acting seat (Cactus does), so ids take the seat.
* :class:`Encoder`: a fixed-length ``float32`` vector built from ``game.view(seat)``
  only, never from the true state, with per-feature bounds and a named layout.
* :func:`spec_for`: the game's own catalogue and encoder from
  the game's ``GAME.encoding`` when it exists, else the generic ones
  (:func:`generic_catalogue`, :class:`GenericEncoder`).
* :class:`Table`: whose decision comes next. It follows ``waiting_for()``; optional
  out-of-turn actions (claims) of other seats are offered at action boundaries with an
  extra *pass* id (``claims="offer"``), or never offered (``claims="ignore"``).
* :func:`reward`: per-seat rewards from ``result()``; :func:`render_text`.
"""

from __future__ import annotations

import dataclasses
import itertools
import math
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import numpy as np

from parlour.cards import Card
from parlour.engine.actions import Action
from parlour.engine.events import Event
from parlour.engine.game import Game, Result
from parlour.engine.registry import game_class, split_id
from parlour.errors import IllegalAction, InvalidOption

PASS = "pass"
"""The name of the extra action id (the last one) that declines an optional claim."""


# ----- catalogues ----------------------------------------------------------------------------
class Catalogue:
    """Numbered actions: ``action(seat, i)`` and ``id(seat, action)`` are inverse.

    ``per_seat[s]`` lists the actions of seat ``s`` in id order (every seat has the same
    count); ``blocks`` names runs of ids (``(name, first id, count)``) for documentation.
    ``key`` maps an action to its catalogue entry when some parameter is not the seat's
    choice (Cactus's ``match`` names the discard top it claims, which is always the
    current top): the entry then is a template, and the environment sends the legal
    action whose key it is.
    """

    def __init__(self, per_seat: Sequence[Sequence[Action]],
                 blocks: Sequence[tuple[str, int, int]] = (),
                 key: Callable[[Action], Action] | None = None) -> None:
        self.key: Callable[[Action], Action] = key or (lambda a: a)
        sizes = {len(a) for a in per_seat}
        if len(sizes) != 1:
            raise ValueError("every seat needs the same number of actions")
        self.size: int = sizes.pop()
        self._actions: list[tuple[Action, ...]] = []
        self._index: list[dict[Action, int]] = []
        shared: dict[int, tuple[tuple[Action, ...], dict[Action, int]]] = {}
        for acts in per_seat:
            hit = shared.get(id(acts))
            if hit is None:
                tup = tuple(acts)
                index = {a: i for i, a in enumerate(tup)}
                if len(index) != len(tup):
                    raise ValueError("a catalogue lists an action twice")
                hit = shared[id(acts)] = (tup, index)
            self._actions.append(hit[0])
            self._index.append(hit[1])
        self.blocks = list(blocks)

    @property
    def players(self) -> int:
        return len(self._actions)

    def action(self, seat: int, i: int) -> Action:
        """The action with id ``i`` for ``seat``."""
        return self._actions[seat][i]

    def id(self, seat: int, action: Action) -> int:
        """The id of ``action`` (or of its key) for ``seat``; ``KeyError`` if the
        catalogue lacks it."""
        return self._index[seat][self.key(action)]

    def __contains__(self, item: tuple[int, Action]) -> bool:
        seat, action = item
        return self.key(action) in self._index[seat]

    def actions(self, seat: int) -> tuple[Action, ...]:
        return self._actions[seat]

    def describe(self) -> str:
        """The id layout as text, one block per line."""
        return "\n".join(f"{first:6d} .. {first + count - 1:6d}  {name}"
                         for name, first, count in self.blocks)


def _default_domain(name: str, kind: type, players: int) -> list[Any] | None:
    if kind is bool:
        return [False, True]
    if kind is int and name == "seat":
        return list(range(players))
    return None


def generic_catalogue(game_cls: type[Game], players: int, options: Any,
                      ranges: dict[str, dict[str, Any]] | None = None) -> Catalogue:
    """Every combination of the parameter values of each action type in ``ACTIONS``.

    Values come from ``ranges`` (``{type: {param: values}}``), else from the game's
    optional ``ACTION_RANGES`` (same shape; a value may be a callable
    ``(players, options) -> values``), else: ``bool`` -> both, an ``int`` named
    ``seat`` -> every seat. Anything else must be declared (``ValueError`` says what).
    """
    declared: dict[str, dict[str, Any]] = dict(getattr(game_cls, "ACTION_RANGES", {}) or {})
    for t, params in (ranges or {}).items():
        declared[t] = {**declared.get(t, {}), **params}
    acts: list[Action] = []
    blocks: list[tuple[str, int, int]] = []
    for t, spec in game_cls.ACTIONS.items():
        domains: list[list[Any]] = []
        for p, kind in spec.items():
            dom = declared.get(t, {}).get(p)
            if callable(dom):
                dom = dom(players, options)
            values = list(dom) if dom is not None else _default_domain(p, kind, players)
            if values is None:
                raise ValueError(
                    f"{game_cls.name}: the values of parameter {p!r} of action {t!r} are unknown; "
                    f"declare them, e.g. ranges={{{t!r}: {{{p!r}: range(8)}}}} or the game's ACTION_RANGES")
            domains.append(values)
        first = len(acts)
        names = list(spec)
        for combo in itertools.product(*domains):
            acts.append(Action(t, **dict(zip(names, combo))))
        blocks.append((t + "".join(f" {p}" for p in names), first, len(acts) - first))
    return Catalogue([acts] * players, blocks)


# ----- encoders --------------------------------------------------------------------------------
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


FACES = 53
"""Card identities in the generic encoding: 52 faces (suit * 13 + rank - 1), joker 52."""
_FACE_INDEX: dict[str, int] = {}


def face_index(text: str) -> int:
    """The generic index of a card text such as ``"QS"`` (copies of a face share it)."""
    i = _FACE_INDEX.get(text)
    if i is None:
        c = Card.parse(text)
        i = _FACE_INDEX[text] = 52 if c.is_joker else c.suit * 13 + c.rank - 1
    return i


_STANDARD_KEYS = {"game", "variant", "players", "seat", "now", "deadline", "actors", "over",
                  "zones", "prompt", "result"}


def _symlog(x: float) -> float:
    return max(-20.0, min(20.0, math.copysign(math.log1p(abs(x)), x)))


class GenericEncoder(Encoder):
    """Any game, from the zones and numbers of its views.

    Layout (relative seats: the observer first, then clockwise):

    * ``actors``: who may act now (``players``); ``over`` (1);
    * per zone of the reference view (seat 0 of a fresh game, in view order; zones owned
      by a seat are taken from the seat at the same relative place, so every seat sees
      its own zones first): for a pile its top card, else every position up to
      ``capacity`` (the cards in play), each a one-hot of 55: the 53 faces, ``hidden``,
      ``empty slot`` (all zeros past the zone's end); then its card count / capacity;
      unowned zones add their current owner (none, or relative seat);
    * each numeric or boolean top-level field of the reference view (sorted by name;
      lists of ``players`` numbers rotated to relative seats) as ``sign(x) log(1 + |x|)``
      clipped to +-20. Text fields and nested data are not encoded: a game that needs
      them writes its own encoder in the game's ``GAME.encoding``.
    """

    def __init__(self, sample: Game) -> None:
        super().__init__()
        n = self.players = sample.players
        view = sample.view(0)
        self.capacity = max(1, sum(z["count"] for z in view["zones"]))
        self.add("actors", n)
        self.add("over", 1)
        self.zones: list[tuple[str, str | None, int | None, int, int]] = []
        """(zone id prefix, kind, owner at reference, start, positions)."""
        by_key: dict[tuple[str, int], str] = {}
        for z in view["zones"]:
            zid, owner = z["id"], z["owner"]
            if owner is not None and zid.endswith(str(owner)):
                by_key[(zid[: -len(str(owner))], owner)] = zid
        self._by_key = by_key
        for z in view["zones"]:
            zid, owner = z["id"], z["owner"]
            key = zid[: -len(str(owner))] if owner is not None and zid.endswith(str(owner)) else zid
            positions = 1 if z["kind"] == "pile" and "top" in z else self.capacity
            start = self.add(f"zone {zid}: {positions} x 55 (faces, hidden, empty)", positions * 55)
            self.add(f"zone {zid}: count / {self.capacity}", 1)
            if owner is None:
                self.add(f"zone {zid}: owner (none, relative seats)", n + 1)
            self.zones.append((key, zid if owner is None else None, owner, start, positions))
        self.fields: list[tuple[str, bool]] = []
        for k in sorted(view):
            v = view[k]
            if k in _STANDARD_KEYS:
                continue
            if isinstance(v, bool | int | float):
                self.fields.append((k, False))
                self.add(f"field {k}", 1, -20.0, 20.0)
            elif isinstance(v, list) and len(v) == n and all(isinstance(x, bool | int | float) for x in v):
                self.fields.append((k, True))
                self.add(f"field {k} (relative seats)", n, -20.0, 20.0)

    def fill(self, view: dict[str, Any], out: np.ndarray) -> None:
        n = self.players
        seat = view.get("seat")
        me = seat or 0
        for a in view.get("actors", []):
            out[rel(seat, a, n)] = 1
        out[n] = 1.0 if view.get("over") else 0.0
        zones = {z["id"]: z for z in view["zones"]}
        pos = n + 1
        for key, shared, owner, start, positions in self.zones:
            zid = shared if shared is not None else self._by_key.get((key, (owner + me) % n))  # type: ignore[operator]
            z = zones.get(zid) if zid is not None else None
            pos = start + positions * 55
            if z is not None:
                cards = z["cards"][-1:] if positions == 1 else z["cards"][:positions]
                for i, c in enumerate(cards):
                    base = start + i * 55
                    if c is None:
                        out[base + 54] = 1
                    elif c == "??":
                        out[base + 53] = 1
                    else:
                        out[base + face_index(c)] = 1
                out[pos] = z["count"] / self.capacity
            pos += 1
            if shared is not None:
                zo = z["owner"] if z is not None else None
                out[pos + (0 if zo is None else 1 + rel(seat, zo, n))] = 1
                pos += n + 1
        for k, is_list in self.fields:
            v = view.get(k)
            if is_list:
                if isinstance(v, list) and len(v) == n:
                    for s, x in enumerate(v):
                        out[pos + rel(seat, s, n)] = _symlog(float(x))
                pos += n
            else:
                if isinstance(v, bool | int | float):
                    out[pos] = _symlog(float(v))
                pos += 1


# ----- per-game specs ---------------------------------------------------------------------------
@dataclasses.dataclass
class Spec:
    """How one table is numbered and seen."""

    catalogue: Catalogue
    encoder: Encoder
    generic: bool


def spec_for(sample: Game, *, generic: bool = False,
             ranges: dict[str, dict[str, Any]] | None = None) -> Spec:
    """The catalogue and encoder for ``sample``'s table: the game's own (its declared
    ``GAME.encoding``, with ``catalogue(game)`` and ``encoder(game)``) unless ``generic``
    or ``ranges`` is given or it declares none."""
    declared = type(sample).encoding
    if not generic and ranges is None and declared is not None:
        return Spec(declared.catalogue(sample), declared.encoder(sample), False)
    cat = generic_catalogue(type(sample), sample.players, sample.options, ranges)
    return Spec(cat, GenericEncoder(sample), True)


def check_env_args(illegal: str, render_mode: str | None, modes: Sequence[str]) -> None:
    """Validate the options every environment shares, with clear errors."""
    if illegal not in ("raise", "penalize"):
        raise InvalidOption(f"illegal must be 'raise' or 'penalize', not {illegal!r}")
    if render_mode is not None and render_mode not in modes:
        raise InvalidOption(f"render_mode must be one of {list(modes)}")


def make_game(game: str | type[Game], players: int | None, variant: str | None,
              options: dict[str, Any] | None, seed: int | None, deck: Any = None) -> Game:
    """A new game from an id (``"cactus:wikipedia"``) or a Game class."""
    if isinstance(game, str):
        cls = game_class(game)
        v = split_id(game)[1]
        if v is not None and variant is not None and v != variant:
            raise InvalidOption(f"variant given twice: {v!r} and {variant!r}")
        variant = variant or v
    else:
        cls = game
    return cls(players, variant=variant, seed=seed, options=options, deck=deck)


# ----- rewards ------------------------------------------------------------------------------------
RewardFn = Callable[[Result, int, int], float]


def reward(result: Result | None, seat: int, players: int, scheme: str | RewardFn = "win",
           lower_wins: bool = False) -> float:
    """The reward of ``seat`` at the end of a game.

    ``win``: a sole winner +1, each of k shared winners +1/k, every other seat -1; a
    draw (no winner) 0 for all. ``placing``: from +1 (first) to -1 (last) linearly in
    the placing. ``score``: the result's score (negated when lower scores win). A
    callable gets ``(result, seat, players)``.
    """
    if result is None:
        return 0.0
    if callable(scheme):
        return float(scheme(result, seat, players))
    if scheme == "win":
        if not result.winners:
            return 0.0
        return 1.0 / len(result.winners) if seat in result.winners else -1.0
    if scheme == "placing":
        return 1.0 - 2.0 * (result.placing[seat] - 1) / max(1, players - 1)
    if scheme == "score":
        s = float(result.scores[seat])
        return -s if lower_wins else s
    raise InvalidOption(f"unknown reward scheme {scheme!r}; choose win, placing, score or a function")


# ----- who decides next -----------------------------------------------------------------------------
class Stuck(RuntimeError):
    """Nobody can act and no timer is due (a game bug)."""


class Table:
    """One game, its spec, and the order of decisions.

    :meth:`decision` is ``(seat, optional)``: the seat to act next and whether it may
    pass. Seats that the game waits for decide in seat order. With ``claims="offer"``,
    before them every other seat with a legal optional action (a claim) is asked once
    per state, clockwise from the seat after the last one that acted; any applied action
    asks everyone again. When nobody is waited for and nobody claims, the engine's next
    timer fires (``advance``). ``listeners`` get every list of events.
    """

    def __init__(self, game: Game, spec: Spec, *, claims: str = "offer") -> None:
        if claims not in ("offer", "ignore"):
            raise InvalidOption(f"claims must be 'offer' or 'ignore', not {claims!r}")
        self.spec = spec
        self.claims = claims
        self.listeners: list[Callable[[list[Event]], None]] = []
        self.reset(game)

    @property
    def size(self) -> int:
        """Action ids: the catalogue's, then pass."""
        return self.spec.catalogue.size + 1

    @property
    def pass_id(self) -> int:
        return self.spec.catalogue.size

    def reset(self, game: Game) -> None:
        self.game = game
        self.steps = 0
        self._passed: set[int] = set()
        self._last = game.players - 1
        self._decision: tuple[int, bool] | None = None
        self._fresh = False

    def _changed(self, events: list[Event]) -> None:
        self._passed.clear()
        self._fresh = False
        for fn in self.listeners:
            fn(events)

    def decision(self) -> tuple[int, bool] | None:
        """Who decides next (``None`` once the game is over)."""
        if self._fresh:
            return self._decision
        g = self.game
        n = g.players
        while True:
            if g.is_over():
                self._decision = None
                break
            waiting = g.waiting_for()
            if self.claims == "offer":
                actors = set(g.actors())
                found = None
                for k in range(1, n + 1):
                    s = (self._last + k) % n
                    if s in actors and s not in waiting and s not in self._passed and g.legal_actions(s):
                        found = s
                        break
                if found is not None:
                    self._decision = (found, True)
                    break
            if waiting:
                self._decision = (min(waiting), False)
                break
            due = g.next_deadline()
            if due is None:
                raise Stuck(f"{g.name}: nobody must act and no timer is due")
            self._changed(g.advance(due))
        self._fresh = True
        return self._decision

    def legal_map(self, seat: int) -> dict[int, Action]:
        """Every legal action of ``seat`` now (decision or not) by its id."""
        cat = self.spec.catalogue
        out: dict[int, Action] = {}
        for a in self.game.legal_actions(seat):
            try:
                i = cat.id(seat, a)
            except KeyError:
                raise AssertionError(f"{self.game.name}: legal {a!r} of seat {seat} is not in the "
                                     f"action catalogue") from None
            assert i not in out, f"{self.game.name}: {a!r} and {out.get(i)!r} share id {i}"
            out[i] = a
        return out

    def legal_ids(self, seat: int) -> list[int]:
        """The ids ``seat`` may send now (empty unless it is the seat deciding)."""
        d = self.decision()
        if d is None or d[0] != seat:
            return []
        ids = list(self.legal_map(seat))
        if d[1]:
            ids.append(self.pass_id)
        return sorted(ids)

    def mask(self, seat: int) -> np.ndarray:
        m = np.zeros(self.size, dtype=np.int8)
        m[self.legal_ids(seat)] = 1
        return m

    def observe(self, seat: int) -> np.ndarray:
        """The encoding of ``seat``'s view: the only way observations are made."""
        return self.spec.encoder.encode(self.game.view(seat))

    def action_of(self, seat: int, action_id: int) -> Action | None:
        """The action an id sends for ``seat`` now (``None`` for pass): the legal action
        with that id, else the catalogue's entry (which the game will refuse)."""
        i = int(action_id)
        if i == self.pass_id:
            return None
        if not 0 <= i < self.pass_id:
            raise IllegalAction(f"action id {i} is out of range (0 to {self.pass_id})")
        legal = self.legal_map(seat).get(i)
        return legal if legal is not None else self.spec.catalogue.action(seat, i)

    def play(self, seat: int, action_id: int) -> list[Event]:
        """Send ``seat``'s action id; raises :class:`parlour.IllegalAction` (nothing changes)
        if it is not that seat's decision or the id is not legal now."""
        d = self.decision()
        if d is None:
            raise IllegalAction("the game is over")
        if d[0] != seat:
            raise IllegalAction(f"it is seat {d[0]}'s decision, not seat {seat}'s")
        action = self.action_of(seat, action_id)
        if action is None:
            if not d[1]:
                raise IllegalAction(f"seat {seat} must act now: pass is only for optional claims")
            self._passed.add(seat)
            self._fresh = False
            self.steps += 1
            return []
        events = self.game.apply(seat, action)
        self.steps += 1
        self._last = seat
        self._changed(events)
        return events

    def play_action(self, seat: int, action: Action | None) -> list[Event]:
        """:meth:`play` with an Action (``None`` passes), for bots."""
        return self.play(seat, self.pass_id if action is None else self.spec.catalogue.id(seat, action))


def render_text(game: Game, seat: int | None = None, recent: Iterable[str] = ()) -> str:
    """A plain-text picture of ``game.view(seat)`` (a spectator's by default)."""
    v = game.view(seat)
    head = game.title or game.name
    if game.variant:
        head += f" ({game.variant})"
    lines = [head + (f" - seat {seat}" if seat is not None else " - spectator")]
    if v.get("prompt"):
        lines.append(str(v["prompt"]))
    for z in v["zones"]:
        cards = " ".join("--" if c is None else c for c in z["cards"])
        owner = "" if z["owner"] is None else f" [seat {z['owner']}]"
        extra = f" ({z['count']} cards)" if z["kind"] == "pile" else ""
        lines.append(f"  {z['id']}{owner}: {cards or '(empty)'}{extra}")
    if v.get("over") and v.get("result"):
        r = v["result"]
        lines.append(f"Result: scores {r['scores']}, winners {r['winners']} ({r['reason']})")
    lines += [f"  > {t}" for t in recent]
    return "\n".join(lines)
