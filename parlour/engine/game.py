"""The game-agnostic core: one :class:`Game` base class every game module extends.

A game fills in a few hooks (``setup``, ``_actors``, ``_legal``, ``_view``, ``is_over``,
``result``) and, for each action type it declares in ``ACTIONS``, one pair of methods
(pokerkit's verify/can/do):

* ``verify_<type>(seat, action)`` raises :class:`parlour.IllegalAction` with the reason
  in a player's words, or returns what the action needs (the card, the slot...);
* ``do_<type>(seat, prepared)`` changes the state and returns the events.

It inherits the public contract: validation of seats and of actions against the schema,
:meth:`Game.explain`/:meth:`Game.is_legal` (the *can*), :meth:`Game.apply` (verify, then
do), the legal-action cache, time, views built from zones and knowledge, ``clone``,
records and the generic determinization. ``_legal`` lists the legal actions for
clients and bots, built from the same predicates the verify methods use (the
conformance suite's random games apply listed actions through verify; a game's own tests
compare the two).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any, ClassVar

from parlour.cards import Card, parse_cards
from parlour.engine.actions import Action, normalize
from parlour.engine.declare import RulesText, SearchHooks
from parlour.engine.events import Event
from parlour.engine.options import NoOptions, options_to_json, resolve_options
from parlour.engine.rng import Rng, fresh_seed
from parlour.engine.zones import AnyZone, Grid, Zone
from parlour.errors import IllegalAction, InvalidOption

RECORD_FORMAT = "parlour-record/1"


@dataclasses.dataclass(frozen=True)
class Result:
    """How a finished game ended (``game.result()``, ``None`` until it is over).

    * ``scores``: one number per seat, in the game's own unit (points, chips, cards);
      ``Game.lower_wins`` says whether lower is better.
    * ``winners``: the seats that won: one, several (partners, a shared win), or none
      (a draw).
    * ``placing``: per seat, 1 = first; equal places for ties (1, 2, 2, 4).
    * ``reason``: one sentence saying who won and why, for people.
    * ``details``: game-specific figures (per-hand scores, hands shown...), plain JSON.

    ``to_json()`` gives the same fields as a dict.
    """

    scores: list[float]
    winners: list[int]
    placing: list[int]
    reason: str = ""
    details: dict[str, Any] = dataclasses.field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    def __str__(self) -> str:
        return self.reason or f"winners {self.winners}, scores {self.scores}"


def placing_from_scores(scores: Sequence[Any], lower_wins: bool = False) -> list[int]:
    """Competition ranking (1, 2, 2, 4) of seats by score: the one helper every game's
    placings come from. Scores may be numbers or tuples (compared in order: a tie-break).

    >>> placing_from_scores([10, 30, 30, 5]), placing_from_scores([10, 30, 30, 5], True)
    ([3, 1, 1, 4], [2, 3, 3, 1])
    """
    if lower_wins:
        return [1 + sum(1 for k in scores if k < mine) for mine in scores]
    return [1 + sum(1 for k in scores if k > mine) for mine in scores]


@dataclasses.dataclass(frozen=True)
class GameInfo:
    """What :func:`parlour.games` lists for each game."""

    name: str
    title: str
    family: str
    min_players: int
    max_players: int
    variants: dict[str, str]
    default_variant: str | None
    options: dict[str, dict[str, Any]]
    summary: str
    timing: str


class Game:
    """Base class of every game. Construct through :func:`parlour.new_game`."""

    name: ClassVar[str] = ""
    title: ClassVar[str] = ""
    family: ClassVar[str] = ""
    summary: ClassVar[str] = ""
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    default_players: ClassVar[int | None] = None
    timing: ClassVar[str] = "turn"
    """``turn``, ``simultaneous`` or ``realtime`` (some actions race by arrival time)."""
    Options: ClassVar[type] = NoOptions
    VARIANTS: ClassVar[dict[str, tuple[str, dict[str, Any]]]] = {}
    """variant name -> (description, option preset)."""
    DEFAULT_VARIANT: ClassVar[str | None] = None
    RANDOM_PLAY_OPTIONS: ClassVar[dict[str, dict[str, Any]]] = {}
    """variant name -> options that let a match of random players end (a house floor or a
    deal limit) where the rules alone would let it run for ever (Spades with the set
    penalty). Never applied to a table: tests, benchmarks and simulations of random play
    pass them (:meth:`random_play_options`)."""
    ACTIONS: ClassVar[dict[str, dict[str, Any]]] = {}
    """action type -> parameter name -> its kind: a :class:`parlour.engine.actions.Param`
    (``Int(lo, hi)``, ``Text(domain)``, ``CardParam()``, ``CardList(most)``, ``Bool()``) or
    plainly ``int``/``str``/``bool``/``list``: the JSON schema."""
    CLAIMS: ClassVar[frozenset[str]] = frozenset()
    """Action types that are optional claims (Cactus's match, a slap): a seat may take
    them but the game never waits for them. Bots and adapters treat them as optional."""
    COPY_FIELDS: ClassVar[tuple[str, ...]] = ()
    """Attributes holding lists/dicts/sets that :meth:`clone` must copy (one level)."""
    LAYOUT: ClassVar[dict[str, Any]] = {}
    """Hints for clients: which zone goes where."""
    lower_wins: ClassVar[bool] = False
    bot: ClassVar[type[Any] | None] = None
    """The game's heuristic bot class (a :class:`parlour.bots.Bot`), if it has one."""
    search: ClassVar[SearchHooks] = SearchHooks()
    """How the generic search bot may use the game's knowledge."""
    encoding: ClassVar[Any] = None
    """RL encoding: an object with ``catalogue(game)`` and ``encoder(game)``, or ``None``
    for the generic encoding built from the action schema and zones."""
    rules_text = RulesText()
    """The game's rules as markdown (its ``rules.md``)."""
    from_list: bool = False
    """True while a ``verify_<type>`` checks an action that :meth:`legal_actions` listed
    for this seat in this very state (``apply`` found the very object in the cached
    list; the cache is cleared on every change). The check is the same function either
    way: it may skip re-deriving what the list generator already established (Spades:
    following suit), never the rest (the seat's turn, the phase, the card held), and must
    say so in its docstring. False in :meth:`explain`/:meth:`is_legal` and for actions
    built or parsed by the caller, so those get the whole check."""
    _RULES: ClassVar[dict[str, tuple[Callable[..., Any], Callable[..., list[Event]]]]] = {}
    """action type -> its ``verify_<type>`` and ``do_<type>`` functions (collected when
    the class is created)."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        rules: dict[str, tuple[Callable[..., Any], Callable[..., list[Event]]]] = {}
        for t in cls.ACTIONS:
            m = t.replace("-", "_")
            verify, do = getattr(cls, f"verify_{m}", None), getattr(cls, f"do_{m}", None)
            if verify is not None and do is not None:
                rules[t] = (verify, do)
            elif cls.__dict__.get("name"):
                raise TypeError(f"{cls.__name__} declares action {t!r} but no verify_{m}/do_{m} "
                                f"pair (one legality check per action type)")
        cls._RULES = rules

    # instance attributes every game has
    players: int
    variant: str | None
    options: Any
    seed: int
    rng: Rng
    now: int
    zones: dict[str, AnyZone]

    def __init__(self, players: int | None = None, *, variant: str | None = None,
                 seed: int | None = None, options: dict[str, Any] | None = None,
                 deck: Sequence[Any] | None = None) -> None:
        cls = type(self)
        if players is None:
            players = cls.default_players or cls.min_players
        if isinstance(players, bool) or not isinstance(players, int):
            raise InvalidOption(f"players must be a whole number, not {players!r}")
        if variant is None:
            variant = cls.DEFAULT_VARIANT
        if cls.VARIANTS and variant not in cls.VARIANTS:
            raise InvalidOption(f"{cls.name} has no variant {variant!r}; "
                                f"choose one of: {', '.join(cls.VARIANTS)}")
        if not cls.VARIANTS and variant is not None:
            raise InvalidOption(f"{cls.name} has no variants (got {variant!r})")
        preset = cls.VARIANTS[variant][1] if variant is not None else {}
        self.options = resolve_options(cls.Options, preset, options, variant)
        lo, hi = self.player_range(self.options)
        if not lo <= players <= hi:
            raise InvalidOption(f"{cls.title or cls.name}"
                                f"{' (' + variant + ')' if variant else ''} is for {lo}"
                                f"{'' if lo == hi else ' to ' + str(hi)} players, not {players}")
        if seed is None:
            seed = fresh_seed()
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise InvalidOption(f"seed must be a whole number, not {seed!r}")
        self.players = players
        self.variant = variant
        self.seed = seed
        self.rng = Rng(seed)
        self.now = 0
        self.zones = {}
        self.everyone = (1 << players) - 1
        self._deck_arg: list[Any] | None = _deck_to_json(deck)
        self._stacks: list[list[Card]] = _parse_stacks(deck)
        self._log: list[tuple[int | None, Action | None, int | None]] = []
        """(seat, action, time) per action; (None, None, time) for an advance."""
        self._lcache: dict[int, list[Action]] = {}
        """Per seat, its legal actions in this state (cleared on every change)."""
        self._last_at: list[int | None] = [None] * players
        """Per seat, the time of its last timed action (the minimum interval)."""
        self.opening: list[Event] = list(self.setup() or ())
        """What the set-up announced (the first deal: "Hand 1: seat 2 deals", a card turned
        up, points scored by the deal), for whoever shows a game from its start; every
        later event comes from :meth:`apply` or :meth:`advance`."""

    @property
    def steps(self) -> int:
        """The actions and clock advances applied so far (0: the game as set up)."""
        return len(self._log)

    def __repr__(self) -> str:
        """``<Spades standard, 4 players, phase play, seat 1 to act>``."""
        return f"<{self._headline()}>"

    def _headline(self) -> str:
        parts = [f"{self.title or self.name}{' ' + self.variant if self.variant else ''}",
                 f"{self.players} player{'s' if self.players != 1 else ''}"]
        phase = self._view(None).get("phase")
        if isinstance(phase, str) and phase:
            parts.append(f"phase {phase}")
        if self.is_over():
            res = self.result()
            parts.append(f"over: {res}" if res is not None else "over")
        else:
            waiting = self.waiting_for()
            if waiting:
                seats = ", ".join(map(str, waiting))
                parts.append(f"seat{'s' if len(waiting) > 1 else ''} {seats} to act")
        return ", ".join(parts)

    def __str__(self) -> str:
        """A text picture of the whole table, every card shown (face-down cards in
        brackets, empty slots as ``--``): for debugging and notebooks, not for players."""
        lines = [self._headline()]
        width = max((len(z.id) for z in self.zones.values()), default=0)
        for z in self.zones.values():
            cards = " ".join("--" if c is None else (str(c) if z.up[i] else f"({c})")
                             for i, c in enumerate(z.cards))
            owner = f" [seat {z.owner}]" if z.owner is not None else ""
            lines.append(f"  {z.id.ljust(width)}{owner}: {cards or '(empty)'}")
        return "\n".join(lines)

    # ----- hooks a game fills in ------------------------------------------------------
    @classmethod
    def player_range(cls, options: Any) -> tuple[int, int]:
        """Allowed player counts (a variant may narrow them)."""
        return cls.min_players, cls.max_players

    def setup(self) -> list[Event] | None:
        """Create zones and deal; return the first deal's events, if it announces any
        (they become :attr:`opening`)."""
        raise NotImplementedError

    def _actors(self) -> list[int]:
        raise NotImplementedError

    def _legal(self, seat: int) -> list[Action]:
        raise NotImplementedError

    def _waiting(self) -> list[int]:
        """Seats the game waits for (must act); other actors only *may* act."""
        return self._actors()

    def _deadline(self) -> int | None:
        return None

    def _advance(self, ms: int) -> list[Event]:
        return []

    def _view(self, seat: int | None) -> dict[str, Any]:
        """Game-specific view fields: ``prompt``, ``counters``, ``phase``, ``scores``..."""
        return {}

    def is_over(self) -> bool:
        raise NotImplementedError

    def result(self) -> Result | None:
        """The result once :meth:`is_over`, else ``None``."""
        raise NotImplementedError

    def label(self, action: Action, seat: int | None = None) -> str:
        """A human label for an action (clients show it on buttons). ``seat`` is the
        seat that will read it (the actor): a label may name a card only that seat
        sees, and must not when ``seat`` is ``None`` or another seat."""
        args = ", ".join(f"{k} {v}" for k, v in action.params)
        return action.type + (f" ({args})" if args else "")

    def targets(self, action: Action, seat: int | None = None) -> list[dict[str, Any]]:
        """The zone positions an action of ``seat`` acts on: ``[{"zone": id, "index": i}]``."""
        return []

    # ----- the public contract ---------------------------------------------------------
    def actors(self) -> list[int]:
        """Seats that may act now (empty when the game is over or waits for a timer)."""
        return [] if self.is_over() else self._actors()

    def waiting_for(self) -> list[int]:
        """Seats whose action the game waits for; other :meth:`actors` may act (claims,
        slaps) but need not."""
        return [] if self.is_over() else self._waiting()

    def legal_actions(self, seat: int) -> list[Action]:
        """Every action ``seat`` may take now (a new list each call)."""
        if type(seat) is not int or not 0 <= seat < self.players:
            self._check_seat(seat)
        hit = self._lcache.get(seat)
        if hit is None:
            hit = self._lcache[seat] = [] if self.is_over() else self._legal(seat)
        return hit[:]

    def offered_types(self, seat: int | None) -> frozenset[str]:
        """The action types ``seat`` may take now (none for a spectator): what a prompt
        may offer ("discard or call" only when a call is legal)."""
        if seat is None:
            return frozenset()
        return frozenset(a.type for a in self.legal_actions(seat))

    def explain(self, seat: int, action: Action) -> str | None:
        """``None`` if ``action`` is legal for ``seat`` now, else the reason it is not."""
        try:
            self._check_seat(seat)
            action = self._coerce(seat, action)
            self._verify(seat, action)
        except IllegalAction as e:
            return str(e)
        return None

    def is_legal(self, seat: int, action: Action) -> bool:
        """Whether ``seat`` may take ``action`` now (``explain`` says why not)."""
        return self.explain(seat, action) is None

    def _coerce(self, seat: int, action: Any) -> Action:
        """``action`` as a checked :class:`Action` of this game (dicts are parsed)."""
        if isinstance(action, Action):
            return normalize(type(self), action)
        if isinstance(action, dict):
            return Action.from_json(self, action)
        raise IllegalAction(f"{action!r} is not an action (use parlour.Action or its JSON form)")

    def _verify(self, seat: int, action: Action) -> Any:
        """The one legality check: the action type's ``verify_<type>``, which raises
        :class:`IllegalAction` with the reason and returns what ``do_<type>`` needs."""
        if self.is_over():
            raise IllegalAction("the game is over")
        rule = self._RULES.get(action.type)
        if rule is None:
            raise NotImplementedError(f"{type(self).__name__} declares action {action.type!r} "
                                      f"but no verify_/do_ pair for it")
        return rule[0](self, seat, action)

    def _check_time(self, at: Any) -> None:
        """A timed action arrives no earlier than the clock and before any due timer."""
        if isinstance(at, bool) or not isinstance(at, int):
            raise IllegalAction(f"time must be whole milliseconds, not {at!r}")
        if at < self.now:
            raise IllegalAction(f"time {at} ms is earlier than the game clock ({self.now} ms)")
        due = self.next_deadline()
        if due is not None and due <= at:
            raise IllegalAction(f"a timer is due at {due} ms: advance the game to it first")

    def _check_pace(self, seat: int, at: int, action: Action) -> None:
        """A claim in a real-time game comes no sooner than the seat's minimum interval."""
        if at < self.earliest(seat, action):
            last = self._last_at[seat]
            raise IllegalAction(f"too quick: seat {seat} acted {at - (last or 0)} ms ago, and this "
                                f"table allows one action every {self.options.min_interval} ms")

    def earliest(self, seat: int, action: Action | None = None) -> int:
        """The earliest time (ms) ``seat`` may send ``action`` (default: a claim). In a
        real-time game a claim (a ``CLAIMS`` type: a slap, a match) must come at least
        ``options.min_interval`` ms after the seat's previous timed action (RULINGS,
        conventions 6: no script outruns a person); turn actions are never held back."""
        if action is not None and action.type not in self.CLAIMS:
            return self.now
        last = self._last_at[seat]
        gap = getattr(self.options, "min_interval", 0) if self.timing == "realtime" else 0
        return self.now if last is None else max(self.now, last + gap)

    def apply(self, seat: int, action: Action | dict[str, Any], at: int | None = None) -> list[Event]:
        """Apply ``action`` for ``seat``; return the events. ``at`` is the arrival time in
        ms for real-time games (never earlier than the game's clock).

        Raises :class:`parlour.IllegalAction` with the reason, leaving the state unchanged.
        """
        if type(seat) is not int or not 0 <= seat < self.players:
            self._check_seat(seat)
        act: Action | None = None
        listed = self._lcache.get(seat)
        if listed is not None:
            for a in listed:  # the very objects legal_actions handed out are in normal form
                if a is action:
                    act = a
                    break
        if act is None:
            found = False
            act = self._coerce(seat, action)
            if self.is_over():
                raise IllegalAction("the game is over")
        else:
            found = True
        rule = self._RULES.get(act.type)
        if rule is None:
            raise NotImplementedError(f"{type(self).__name__} has no verify_/do_ pair for {act.type!r}")
        if at is not None:
            self._check_time(at)
        if found:  # the one legality check, told that the list holds this very action
            self.from_list = True
            try:
                prepared = rule[0](self, seat, act)
            finally:
                self.from_list = False
        else:
            prepared = rule[0](self, seat, act)  # the one legality check
        if at is not None:
            self._check_pace(seat, at, act)  # after legality: an illegal move says why first
            self.now = at
            self._last_at[seat] = at
        self._lcache.clear()
        events: list[Event] = rule[1](self, seat, prepared)
        self._log.append((seat, act, at))
        return events

    def next_deadline(self) -> int | None:
        """When the engine's next timer fires (ms), or ``None``."""
        return None if self.is_over() else self._deadline()

    def advance(self, ms: int) -> list[Event]:
        """Move the clock to ``ms``, firing every timer due by then; return their events."""
        if isinstance(ms, bool) or not isinstance(ms, int):
            raise IllegalAction(f"time must be whole milliseconds, not {ms!r}")
        if ms < self.now:
            raise IllegalAction(f"time {ms} ms is earlier than the game clock ({self.now} ms)")
        events: list[Event] = []
        start = self.now
        while True:
            due = self.next_deadline()
            if due is None or due > ms:
                break
            self.now = max(self.now, due)
            self._lcache.clear()
            events += self._advance(self.now)
        # logged whenever the clock moved or a timer fired, even one that said nothing
        # (a timer due exactly at ``ms`` moves the clock there first): replays fire it too
        if ms != start or events:
            self._log.append((None, None, ms))
        self.now = ms
        self._lcache.clear()
        return events

    def view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may see (``None``: a spectator), as plain JSON."""
        if seat is not None:
            self._check_seat(seat)
        assist = bool(getattr(self.options, "assist", False))
        out: dict[str, Any] = {
            "game": self.name, "variant": self.variant, "players": self.players,
            "seat": seat, "now": self.now, "actors": self.actors(),
            "deadline": self.next_deadline(), "over": self.is_over(),
            "zones": [z.view(seat, assist, self.everyone) for z in self.zones.values()],
        }
        out.update(self._view(seat))
        if self.is_over():
            res = self.result()
            out["result"] = res.to_json() if res else None
        return out

    def full_view(self) -> dict[str, Any]:
        """Everything, every card identity included: for replays of finished games and debugging."""
        out = self.view(None)
        out["zones"] = [z.full() for z in self.zones.values()]
        out["full"] = True
        return out

    @classmethod
    def random_play_options(cls, variant: str | None) -> dict[str, Any] | None:
        """:attr:`RANDOM_PLAY_OPTIONS` for ``variant`` (the default variant for ``None``),
        or ``None`` when random play ends by the rules alone."""
        return cls.RANDOM_PLAY_OPTIONS.get(variant or cls.DEFAULT_VARIANT or "") or None

    def legal_json(self, seat: int) -> list[dict[str, Any]]:
        """Legal actions as JSON with ``label`` and ``targets`` for clients."""
        out = []
        for a in self.legal_actions(seat):
            j = a.to_json()
            j["label"] = self.label(a, seat)
            j["targets"] = self.targets(a, seat)
            out.append(j)
        return out

    def clone(self) -> Game:
        """An independent copy (same class, same state, same generator state)."""
        new = object.__new__(type(self))
        d = self.__dict__.copy()
        d["zones"] = {k: z.copy() for k, z in self.zones.items()}
        d["rng"] = self.rng.copy()
        d["_log"] = self._log[:]
        d["_lcache"] = {}
        d["_stacks"] = self._stacks[:]
        d["_last_at"] = self._last_at[:]
        for f in self.COPY_FIELDS:
            d[f] = d[f].copy()
        new.__dict__ = d
        return new

    def record(self) -> dict[str, Any]:
        """The game as data: replaying it with :func:`parlour.replay` rebuilds this state.

        ``actions`` lists ``{"seat", "action", "at"}`` per action (``at``, the arrival
        time in ms, only for timed actions) and ``{"advance": ms}`` per clock advance."""
        actions: list[dict[str, Any]] = []
        for seat, a, at in self._log:
            if a is None:
                actions.append({"advance": at})
            elif at is None:
                actions.append({"seat": seat, "action": a.to_json()})
            else:
                actions.append({"seat": seat, "action": a.to_json(), "at": at})
        return {"format": RECORD_FORMAT, "game": self.name, "variant": self.variant,
                "options": options_to_json(self.options), "players": self.players,
                "seed": self.seed, "deck": self._deck_arg, "actions": actions}

    def determinize(self, seat: int, rng: Rng) -> Game:
        """A copy in which every card ``seat`` does not know is redealt at random among
        the places ``seat`` cannot see; what the seat knows (face-up cards, its own
        peeks, cards it placed) stays. Search bots sample worlds with this."""
        self._check_seat(seat)
        g = self.clone()
        bit = 1 << seat
        spots: list[tuple[AnyZone, int]] = []
        pool: list[Card] = []
        for z in g.zones.values():
            cards, up, known = z.cards, z.up, z.known
            for i, c in enumerate(cards):
                if c is not None and not up[i] and not known[i] & bit:
                    spots.append((z, i))
                    pool.append(c)
        pool += g._hidden_extra(seat)
        rng.shuffle(pool)
        for (z, i), c in zip(spots, pool, strict=False):
            z.cards[i] = c
        g._redealt_extra(seat, pool[len(spots):])
        g.rng = Rng(rng.next64())
        return g

    def _hidden_extra(self, seat: int) -> list[Card]:
        """Cards held outside zones that ``seat`` may not know (rarely needed)."""
        return []

    def _redealt_extra(self, seat: int, cards: list[Card]) -> None:
        return None

    # ----- helpers for game modules -----------------------------------------------------
    def _check_seat(self, seat: Any) -> None:
        """Seats are ``int`` 0..players-1 exactly (``True`` and ``1.0`` are refused)."""
        if type(seat) is int and 0 <= seat < self.players:
            return
        if type(seat) is not int:
            raise IllegalAction(f"a seat is a whole number 0 to {self.players - 1}, "
                                f"not {seat!r} ({type(seat).__name__})")
        raise IllegalAction(f"seat {seat!r} is not at this table (seats 0 to {self.players - 1})")

    def require(self, condition: bool, reason: str) -> None:
        """For ``verify_<type>`` methods: refuse with ``reason`` unless ``condition``."""
        if not condition:
            raise IllegalAction(reason)

    def zone(self, id: str, kind: str, owner: int | None = None, **kw: Any) -> Zone:
        """Create and register a zone: a hand, pile, row, trick or meld (views list
        zones in creation order)."""
        z = Zone(id, kind, owner, **kw)
        self.zones[id] = z
        return z

    def pile(self, id: str) -> Zone:
        """The zone ``id`` (a hand, pile, row, trick or meld), typed as such."""
        z = self.zones[id]
        if not isinstance(z, Zone):
            raise TypeError(f"zone {id!r} is a grid, not a pile or hand")
        return z

    def slots_of(self, id: str) -> Grid:
        """The grid ``id``, typed as such."""
        z = self.zones[id]
        if not isinstance(z, Grid):
            raise TypeError(f"zone {id!r} is not a grid")
        return z

    def grid_zone(self, id: str, owner: int | None = None, *, kind: str = "grid", **kw: Any) -> Grid:
        """Create and register a grid: fixed slots that may be empty (a layout)."""
        g = Grid(id, kind, owner, **kw)
        self.zones[id] = g
        return g

    def new_pack(self, pack: list[Card]) -> list[Card]:
        """``pack`` shuffled by the game's generator, top card *last* (ready to be a
        stock); the next stacked deck given to ``new_game`` goes on top in its order,
        the rest of the pack shuffled beneath it."""
        stacked = self._stacks.pop(0) if self._stacks else []
        if not stacked:
            cards = list(pack)
            self.rng.shuffle(cards)
            return cards
        top, rest = _stack_on(pack, stacked)
        self.rng.shuffle(rest)
        return rest + top[::-1]

    def check_stacks(self, pack: list[Card]) -> None:
        """Refuse now, with :class:`InvalidOption`, a stacked deck that :meth:`new_pack`
        would refuse later: for a game that deals its first pack after an action (which
        must not fail half-way), and deals every hand from ``pack``."""
        for stacked in self._stacks:
            _stack_on(pack, stacked)


def _stack_on(pack: list[Card], stacked: list[Card]) -> tuple[list[Card], list[Card]]:
    """The cards of ``pack`` that ``stacked`` names (in its order; a face given plainly
    takes a free copy of it) and the rest, or :class:`InvalidOption`."""
    remaining: dict[int, int] = {}
    for c in pack:
        remaining[c] = remaining.get(c, 0) + 1
    by_face: dict[int, list[Card]] = {}
    for c in pack:
        by_face.setdefault(c.face, []).append(c)
    top: list[Card] = []
    for c in stacked:
        if remaining.get(c, 0) > 0:
            chosen = c
        else:  # same face, another copy (stacked two-deck packs written plainly)
            free = [x for x in by_face.get(c.face, []) if remaining[x] > 0]
            if not free:
                raise InvalidOption(f"stacked deck: {c} is not in this pack, or appears too often")
            chosen = free[0]
        remaining[chosen] -= 1
        top.append(chosen)
    rest = []
    for c in pack:
        if remaining[c] > 0:
            remaining[c] -= 1
            rest.append(c)
    return top, rest


def _deck_to_json(deck: Sequence[Any] | None) -> list[Any] | None:
    if deck is None:
        return None
    if isinstance(deck, str) or not isinstance(deck, Sequence):
        raise InvalidOption("deck must be a list of cards, top card first (e.g. ['QS', '7H'])")
    if deck and all(isinstance(d, Sequence) and not isinstance(d, str) for d in deck):
        return [[str(Card.parse(c)) if not isinstance(c, int) else str(Card(c)) for c in d] for d in deck]
    return [str(Card.parse(c)) if not isinstance(c, int) else str(Card(c)) for c in deck]


def _parse_stacks(deck: Sequence[Any] | None) -> list[list[Card]]:
    if deck is None:
        return []
    if deck and all(isinstance(d, Sequence) and not isinstance(d, str) for d in deck):
        return [parse_cards(d) for d in deck]
    return [parse_cards(deck)]
