"""The machinery both RL adapters share (numpy only, no Gymnasium or PettingZoo).

* :class:`~parlour.adapters.catalogue.Catalogue` (module :mod:`parlour.adapters.catalogue`):
  every action that can ever be legal for a table (game, players, options), numbered
  ``0 .. size - 1`` per seat, and back; the generic one comes from the game's action
  schema. Ids may be relative to the acting seat, so ids take the seat.
* :class:`~parlour.adapters.observation.Encoder` (module :mod:`parlour.adapters.observation`):
  a fixed-length ``float32`` vector built from ``game.view(seat)`` only, never from the
  true state, with per-feature bounds and a named layout; the generic one from the
  game's zones and view fields.
* :func:`spec_for`: the catalogue and encoder of a table: what the game's
  ``GAME.encoding`` declares, else the generic ones.
* :class:`Table`: whose decision comes next. It follows ``waiting_for()``; optional
  out-of-turn actions (claims) of other seats are offered at action boundaries with an
  extra *pass* id (``claims="offer"``), or never offered (``claims="ignore"``).
* :func:`reward`: per-seat rewards from ``result()``; :func:`render_text`.
"""

from __future__ import annotations

import dataclasses
import json
import warnings
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import numpy as np

from parlour.adapters.catalogue import INDEX_BLOCK, Catalogue, Ranges, generic_catalogue
from parlour.adapters.observation import (
    FACES,
    ClockEncoder,
    Encoder,
    GenericEncoder,
    face_index,
    rel,
    survey,
    symlog,
)
from parlour.engine.actions import Action
from parlour.engine.events import Event
from parlour.engine.game import Game, Result
from parlour.engine.options import options_to_json
from parlour.engine.registry import game_class, split_id
from parlour.engine.rng import Rng, fresh_seed
from parlour.errors import IllegalAction, InvalidOption

__all__ = ["FACES", "INDEX_BLOCK", "PASS", "Catalogue", "Encoder", "GenericEncoder", "Spec", "Stuck",
           "Table", "face_index", "generic_catalogue", "make_game", "rel", "render_text", "reward",
           "spec_for", "survey", "symlog"]

PASS = "pass"
"""The name of the extra action id (the last one) that declines an optional claim."""


# ----- per-game specs ---------------------------------------------------------------------------
@dataclasses.dataclass
class Spec:
    """How one table is numbered and seen (``generic``: neither part is the game's own)."""

    catalogue: Catalogue
    encoder: Encoder
    generic: bool


def spec_for(sample: Game, *, generic: bool = False, ranges: Ranges | None = None,
             index_block: int = INDEX_BLOCK) -> Spec:
    """The catalogue and encoder for ``sample``'s table (its game, variant, players and
    options; never its cards): what the game's ``GAME.encoding`` declares
    (``catalogue(game)``, ``encoder(game)``, either may be left out), the generic ones
    for the rest (:func:`generic_catalogue`, :class:`GenericEncoder`), or both generic
    when ``generic`` or ``ranges`` (parameter values for the generic catalogue) is given.
    Specs without ``ranges`` are cached per table."""
    if ranges is not None:
        return _make_spec(sample, True, ranges, index_block)
    key = (type(sample), sample.players, sample.variant,
           json.dumps(options_to_json(sample.options), sort_keys=True, default=repr),
           generic, index_block)
    hit = _SPECS.get(key)
    if hit is None:
        if len(_SPECS) >= 64:
            _SPECS.clear()
        hit = _SPECS[key] = _make_spec(sample, generic, None, index_block)
    return hit


_SPECS: dict[tuple[Any, ...], Spec] = {}


def _make_spec(sample: Game, generic: bool, ranges: Ranges | None, index_block: int) -> Spec:
    declared = None if generic else type(sample).encoding
    own_catalogue = getattr(declared, "catalogue", None)
    own_encoder = getattr(declared, "encoder", None)
    cat = (own_catalogue(sample) if own_catalogue is not None else
           generic_catalogue(type(sample), sample.players, sample.options, ranges,
                             index_block=index_block))
    enc = own_encoder(sample) if own_encoder is not None else GenericEncoder(sample)
    if sample.timing == "realtime":
        enc = ClockEncoder(enc)
    return Spec(cat, enc, own_catalogue is None and own_encoder is None)


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

    ``overflow`` counts legal actions left without an id because an index block of the
    catalogue was full (a :class:`RuntimeWarning` says so the first time): give the
    spec a larger ``index_block``, or the game's parameters finite domains.
    """

    def __init__(self, game: Game, spec: Spec, *, claims: str = "offer",
                 tick_ms: int | None = None) -> None:
        if claims not in ("offer", "ignore"):
            raise InvalidOption(f"claims must be 'offer' or 'ignore', not {claims!r}")
        if tick_ms is not None:
            if isinstance(tick_ms, bool) or not isinstance(tick_ms, int) or tick_ms <= 0:
                raise InvalidOption(f"tick_ms must be a positive whole number of ms, not {tick_ms!r}")
            if game.timing != "realtime":
                raise InvalidOption(f"tick_ms is for real-time games; {game.name} is {game.timing!r}")
        self.spec = spec
        self.claims = claims
        self.tick_ms = tick_ms
        """Tick mode (see :meth:`decision`): every seat decides once per tick of this many ms."""
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
        self._maps: dict[int, dict[int, Action]] = {}
        self.overflow = 0
        self._turn = 0
        self._pending: dict[int, Action] = {}
        self._order = Rng(game.seed if isinstance(game.seed, int) else 0)
        self.refused = 0
        """Tick mode: chosen actions the game refused when the tick was resolved."""

    def _changed(self, events: list[Event]) -> None:
        self._passed.clear()
        self._fresh = False
        self._maps.clear()
        for fn in self.listeners:
            fn(events)

    def decision(self) -> tuple[int, bool] | None:
        """Who decides next (``None`` once the game is over).

        In tick mode (``tick_ms``) every seat decides once per tick, in seat order, on
        the state at the tick's start, always with *pass* (wait) allowed; after the last
        seat the chosen actions are applied at the tick's time (``apply(..., at=now)``)
        in a seeded random order (arrival order within the tick; one the game then
        refuses, say a claim another seat's action made stale, is dropped and counted in
        ``refused``), and the clock advances ``tick_ms`` (``advance``), firing timers."""
        if self.tick_ms is not None:
            return None if self.game.is_over() else (self._turn, True)
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
        hit = self._maps.get(seat)
        if hit is not None:
            return hit
        legal = self.game.legal_actions(seat)
        try:
            ids = self.spec.catalogue.ids(seat, legal)
        except KeyError as e:
            raise AssertionError(f"{self.game.name}: a legal action of seat {seat} is not in "
                                 f"the action catalogue: {e}") from None
        out: dict[int, Action] = {}
        for i, a in zip(ids, legal, strict=True):
            if i is None:
                if not self.overflow:
                    warnings.warn(f"{self.game.name}: more legal {a.type!r} actions than the "
                                  "catalogue's index block holds; the rest get no id",
                                  RuntimeWarning, stacklevel=2)
                self.overflow += 1
                continue
            assert i not in out, f"{self.game.name}: {a!r} and {out.get(i)!r} share id {i}"
            out[i] = a
        self._maps[seat] = out
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
        with that id, else the catalogue's entry (which the game will refuse);
        :class:`parlour.IllegalAction` for an id out of range or an unused index-block id."""
        i = int(action_id)
        if i == self.pass_id:
            return None
        if not 0 <= i < self.pass_id:
            raise IllegalAction(f"action id {i} is out of range (0 to {self.pass_id})")
        legal = self.legal_map(seat).get(i)
        if legal is not None:
            return legal
        try:
            return self.spec.catalogue.action(seat, i)
        except KeyError as e:
            raise IllegalAction(f"action id {i} names no legal action now ({e.args[0]})") from None

    def play(self, seat: int, action_id: int) -> list[Event]:
        """Send ``seat``'s action id; raises :class:`parlour.IllegalAction` (nothing changes)
        if it is not that seat's decision or the id is not legal now."""
        d = self.decision()
        if d is None:
            raise IllegalAction("the game is over")
        if d[0] != seat:
            raise IllegalAction(f"it is seat {d[0]}'s decision, not seat {seat}'s")
        action = self.action_of(seat, action_id)
        if self.tick_ms is not None:
            if action is not None:
                self._pending[seat] = action
            self.steps += 1
            self._turn += 1
            return self._resolve_tick() if self._turn == self.game.players else []
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

    @property
    def between_ticks(self) -> bool:
        """No tick is half decided (always true outside tick mode): where a truncation
        may fall, so every agent of a parallel step is still live."""
        return self.tick_ms is None or self._turn == 0

    def _resolve_tick(self) -> list[Event]:
        """Apply the tick's chosen actions at its time, then advance the clock a tick."""
        g = self.game
        at = g.now
        seats = sorted(self._pending)
        self._order.shuffle(seats)
        events: list[Event] = []
        for s in seats:
            if g.is_over():
                break
            try:
                events += g.apply(s, self._pending[s], at=at)
            except IllegalAction:
                self.refused += 1
        self._pending.clear()
        self._turn = 0
        if not g.is_over():
            events += g.advance(at + self.tick_ms)  # type: ignore[operator]
        self._changed(events)
        return events

    def play_action(self, seat: int, action: Action | None) -> list[Event]:
        """:meth:`play` with an Action (``None`` passes), for bots."""
        if action is None:
            return self.play(seat, self.pass_id)
        for i, a in self.legal_map(seat).items():
            if a == action:
                return self.play(seat, i)
        try:
            i = self.spec.catalogue.id(seat, action)
        except KeyError:
            raise IllegalAction(f"{action!r} is not legal for seat {seat} now") from None
        return self.play(seat, i)


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


class EpisodeSeeds:
    """The game seed of each ``reset`` of an AEC environment: a seed given to ``reset``
    picks its game exactly and reseeds what follows; the first reset without one plays
    the environment's own ``seed``; later ones draw from the generator."""

    __slots__ = ("first", "rng", "started")

    def __init__(self, seed: int | None) -> None:
        self.first = seed
        self.rng = Rng(fresh_seed() if seed is None else seed)
        self.started = False

    def next(self, seed: int | None) -> int:
        """The seed of the game a reset with ``seed`` (``None``: none given) plays."""
        if seed is not None:
            self.rng = Rng(seed)
            game_seed = seed
        elif not self.started and self.first is not None:
            game_seed = self.first
        else:
            game_seed = self.rng.next64() >> 16
        self.started = True
        return game_seed


def start_episode(env: Any) -> None:
    """Give an AEC environment its per-agent bookkeeping for a new episode (every
    possible agent in play, no rewards, nobody terminated or truncated)."""
    env.agents = env.possible_agents[:]
    env.rewards = dict.fromkeys(env.agents, 0.0)
    env._cumulative_rewards = dict.fromkeys(env.agents, 0.0)
    env.terminations = dict.fromkeys(env.agents, False)
    env.truncations = dict.fromkeys(env.agents, False)
    env.infos = {a: {} for a in env.agents}
