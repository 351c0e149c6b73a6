"""Actions: small frozen values with a type and JSON parameters.

>>> a = Action("swap", slot=2)
>>> a.type, a.slot, a.to_json()
('swap', 2, {'type': 'swap', 'slot': 2})
>>> Action.from_json("cactus", {"type": "swap", "slot": 2}) == a
True
"""

from __future__ import annotations

import builtins
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from parlour.errors import IllegalAction

if TYPE_CHECKING:
    from parlour.engine.game import Game

JsonScalar = int | str | bool | None


def _freeze(value: Any) -> Any:
    if isinstance(value, list | tuple):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict | set):
        raise IllegalAction(f"an action parameter is a number, text, true/false or a list of "
                            f"them, not {value!r}")
    return value


def _thaw(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value


_RESERVED = frozenset({"params", "get", "to_json", "from_json", "from_text"})
_COMPOUND = (list, tuple, dict, set)
"""Parameter value types that :func:`_freeze` turns into tuples (or refuses)."""


def _typed(value: tuple[Any, ...]) -> tuple[Any, ...]:
    """The classes inside a list parameter, so ``[True]`` never equals ``[1]``."""
    return tuple(_typed(v) if v.__class__ is tuple else v.__class__ for v in value)


def _rebuild(type: str, params: dict[str, Any]) -> Action:
    return Action(type, **{k: _thaw(v) for k, v in params.items()})


class Action:
    """One move a seat may make: ``type`` plus named parameters (JSON scalars or lists).

    Actions compare and hash by value, so ``action in game.legal_actions(seat)`` works.
    Parameters are read as attributes (``a.slot``) or with :meth:`get`.
    """

    type: str
    params: tuple[tuple[str, Any], ...]
    _key: tuple[Any, ...]
    _hash: int
    _named: dict[str, Any]

    def __init__(self, type: str, **params: Any) -> None:
        if not params:  # the common case in hot paths: draw, flip, deal
            key: tuple[Any, ...] = (type, ())
            self.__dict__.update(type=type, params=(), _key=key, _hash=hash(key), _named={})
            return
        if not _RESERVED.isdisjoint(params):
            raise TypeError(f"an action parameter may not be named {sorted(_RESERVED & set(params))}")
        if len(params) == 1:  # one parameter (a slot, a card): no sorting
            ((k1, v1),) = params.items()
            if isinstance(v1, _COMPOUND):
                v1 = _freeze(v1)
            items: tuple[tuple[str, Any], ...] = ((k1, v1),)
            # the key carries each value's type, so True never passes for 1 nor 1.0 for 1
            key = (type, ((k1, _typed(v1) if v1.__class__ is tuple else v1.__class__, v1),))
        else:
            items = tuple(sorted((k, _freeze(v) if isinstance(v, _COMPOUND) else v)
                                 for k, v in params.items()))
            key = (type, tuple((k, _typed(v) if v.__class__ is tuple else v.__class__, v)
                               for k, v in items))
        named = dict(items)
        d = self.__dict__
        d.update(named)  # parameters are plain attributes: ``a.slot`` is a dict hit
        d.update(type=type, params=items, _key=key, _hash=hash(key), _named=named)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Action is immutable")

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        raise AttributeError(f"action {self.type!r} has no parameter {name!r}")

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (self.type, self._named))

    def get(self, name: str, default: Any = None) -> Any:
        """The parameter ``name``, or ``default`` when the action has none."""
        return self._named.get(name, default)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Action) and self._hash == other._hash and self._key == other._key

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.params)
        return f"Action({self.type!r}{args})"

    def to_json(self) -> dict[str, Any]:
        """``{"type": ..., **params}`` with lists for tuples."""
        out: dict[str, Any] = {"type": self.type}
        for k, v in self.params:
            out[k] = _thaw(v)
        return out

    @classmethod
    def from_json(cls, game: str | builtins.type[Game] | Game, obj: Any) -> Action:
        """Parse and validate a JSON action for ``game`` (a name, class or instance).

        Raises :class:`parlour.IllegalAction` naming what is wrong: not an object, an
        unknown type, a missing or unknown parameter, or a value of the wrong kind. Card
        parameters accept every spelling :mod:`parlour.cards` parses (``"10H"``,
        ``"T♥"``) and are stored in the short form (``"TH"``).
        """
        from parlour.engine.registry import game_class

        gcls = game_class(game) if isinstance(game, str) else (
            game if isinstance(game, type) else type(game))
        if not isinstance(obj, dict):
            raise IllegalAction(f"an action must be a JSON object, not {type(obj).__name__}")
        params = {k: v for k, v in obj.items() if k not in ("type", "label", "targets")}
        return validate(gcls, obj.get("type"), params)

    @classmethod
    def from_text(cls, game: Game, text: str, seat: int | None = None) -> Action:
        """The legal action of ``seat`` that ``text`` names, in the words the terminal
        accepts (``"bid 4"``, ``"swap 3"``, ``"d"``). ``seat`` defaults to the one seat
        the game waits for.

        >>> import parlour
        >>> g = parlour.new_game("spades", seed=7)
        >>> Action.from_text(g, "bid 4")
        Action('bid', tricks=4)
        """
        from parlour.tui.commands import match_command

        if seat is None:
            waiting = game.waiting_for()
            if len(waiting) != 1:
                raise IllegalAction(f"say which seat: the game waits for seats {waiting}")
            seat = waiting[0]
        legal = game.legal_actions(seat)
        menu = [{**a.to_json(), "label": game.label(a, seat)} for a in legal]
        index, why = match_command(text, menu)
        if index is None:
            raise IllegalAction(f"{text!r} names no legal action of seat {seat}: {why}")
        return legal[index]


# ----- parameter kinds --------------------------------------------------------------------
Domain = Callable[[int, Any], Sequence[Any]]
"""A function of (players, options) giving every value a parameter can take."""


class Param:
    """The kind of one action parameter: checks and normalizes a value, and (for the RL
    adapters' action catalogues) lists every value it can take at a table."""

    kind = "any"
    default: Any = None
    """The value an action that leaves this parameter out takes (only when
    :attr:`optional`)."""
    optional = False

    def __init__(self, domain: Sequence[Any] | Domain | None = None) -> None:
        self.domain = domain

    def check(self, value: Any, where: str) -> Any:
        """``value`` in its normal form, or :class:`IllegalAction` naming ``where``."""
        return value

    def values(self, players: int, options: Any) -> list[Any] | None:
        """Every value at a table of ``players`` with ``options`` (``None``: open-ended)."""
        d = self.domain
        if d is None:
            return None
        return list(d(players, options) if callable(d) else d)


class Int(Param):
    """A whole number, optionally within ``lo..hi`` (each an int or a function of
    ``(players, options)``)."""

    kind = "int"

    def __init__(self, lo: int | Callable[[int, Any], int] | None = None,
                 hi: int | Callable[[int, Any], int] | None = None,
                 domain: Sequence[Any] | Domain | None = None) -> None:
        if domain is None and lo is not None and hi is not None:
            low, high = lo, hi

            def span(players: int, options: Any) -> range:
                a = low(players, options) if callable(low) else low
                b = high(players, options) if callable(high) else high
                return range(a, b + 1)
            domain = span
        super().__init__(domain)

    def check(self, value: Any, where: str) -> Any:
        if isinstance(value, bool) or not isinstance(value, int):
            raise IllegalAction(f"{where} must be a whole number, not {value!r}")
        return value


class Text(Param):
    """Text, optionally one of ``domain`` (a list, or a function of (players, options))."""

    kind = "str"

    def check(self, value: Any, where: str) -> Any:
        if not isinstance(value, str):
            raise IllegalAction(f"{where} must be text, not {value!r}")
        return value


class Bool(Param):
    """True or false; ``Bool(default=False)`` may be left out of an action (a flag that is
    usually off, such as calling with an exchange)."""

    kind = "bool"

    def __init__(self, *, default: bool | None = None) -> None:
        super().__init__((False, True))
        if default is not None:
            self.default, self.optional = default, True

    def check(self, value: Any, where: str) -> Any:
        if not isinstance(value, bool):
            raise IllegalAction(f"{where} must be true or false, not {value!r}")
        return value


def _card_text(value: Any, where: str) -> str:
    from parlour.cards import card_name

    if not isinstance(value, str):
        raise IllegalAction(f"{where} must be a card such as 'QS', not {value!r}")
    name = card_name(value)
    if name is None:
        raise IllegalAction(f"{where}: {value!r} is not a card (write it like 'QS', 'Q♠' or '10H')")
    return name


class CardParam(Param):
    """One card, named in any spelling :func:`parlour.cards.Card.parse` reads; stored as
    its short text (``"TH"``). ``domain`` lists the texts (default: the 52 cards)."""

    kind = "card"

    def __init__(self, domain: Sequence[Any] | Domain | None = None) -> None:
        if domain is None:
            from parlour.cards import deck52

            domain = tuple(str(c) for c in deck52())
        super().__init__(domain)

    def check(self, value: Any, where: str) -> Any:
        return _card_text(value, where)


class CardList(Param):
    """A list of cards (any spelling each), at most ``most`` long."""

    kind = "cards"

    def __init__(self, most: int | None = None, domain: Sequence[Any] | Domain | None = None) -> None:
        super().__init__(domain)
        self.most = most

    def check(self, value: Any, where: str) -> Any:
        if not isinstance(value, list | tuple):
            raise IllegalAction(f"{where} must be a list of cards, not {value!r}")
        if self.most is not None and len(value) > self.most:
            raise IllegalAction(f"{where} names {len(value)} cards; at most {self.most}")
        return [_card_text(v, f"{where}[{i}]") for i, v in enumerate(value)]


class AnyList(Param):
    """A list of JSON scalars."""

    kind = "list"

    def check(self, value: Any, where: str) -> Any:
        if not isinstance(value, list | tuple):
            raise IllegalAction(f"{where} must be a list, not {value!r}")
        for i, v in enumerate(value):
            if not isinstance(v, int | str | bool) and v is not None:
                raise IllegalAction(f"{where}[{i}] must be a number or text, not {v!r}")
        return value


_PLAIN: dict[Any, Callable[[], Param]] = {int: Int, str: Text, bool: Bool, list: AnyList}


def as_param(spec: Any) -> Param:
    """A :class:`Param` for a schema entry (a ``Param``, or ``int``/``str``/``bool``/``list``)."""
    if isinstance(spec, Param):
        return spec
    if spec in _PLAIN:
        return _PLAIN[spec]()
    raise TypeError(f"unknown parameter kind {spec!r}")


_SCHEMAS: dict[type, dict[str, dict[str, Param]]] = {}


def schema(gcls: type[Game]) -> dict[str, dict[str, Param]]:
    """The game's action schema with every entry as a :class:`Param` (cached per class)."""
    hit = _SCHEMAS.get(gcls)
    if hit is None:
        hit = _SCHEMAS[gcls] = {t: {k: as_param(v) for k, v in spec.items()}
                                for t, spec in gcls.ACTIONS.items()}
    return hit


def validate(gcls: type[Game], type: Any, params: dict[str, Any]) -> Action:
    """An :class:`Action` of ``gcls`` built from ``type`` and ``params``, checked against
    the game's schema (card parameters normalized), or :class:`IllegalAction`."""
    kinds = schema(gcls)
    if not isinstance(type, str) or type not in kinds:
        known = ", ".join(sorted(kinds))
        raise IllegalAction(f"unknown action type {type!r} for {gcls.name}; expected one of: {known}")
    spec = kinds[type]
    for k in params:
        if k not in spec:
            raise IllegalAction(f"action {type!r} has no parameter {k!r}")
    out: dict[str, Any] = {}
    for k, param in spec.items():
        if k in params:
            out[k] = param.check(params[k], f"parameter {k!r} of {type!r}")
        elif param.optional:
            out[k] = param.default
        else:
            raise IllegalAction(f"action {type!r} needs parameter {k!r}")
    return Action(type, **out)


_NORMAL: dict[type, dict[Action, Action]] = {}


def normalize(gcls: type[Game], action: Any) -> Action:
    """``action`` checked against the game's schema: the same object when it is already
    in normal form, else a normalized copy; :class:`IllegalAction` if it is not an
    :class:`Action` of this game. Checked actions are remembered per game class (actions
    are immutable values), so a prebuilt action costs a dictionary look-up."""
    if not isinstance(action, Action):
        raise IllegalAction(f"{action!r} is not an action (use parlour.Action or its JSON form)")
    seen = _NORMAL.get(gcls)
    if seen is None:
        seen = _NORMAL[gcls] = {}
    hit = seen.get(action)
    if hit is not None:
        return hit
    out = validate(gcls, action.type, {k: _thaw(v) for k, v in action.params})
    out = action if out == action else out
    if len(seen) < 100_000:
        seen[action] = out
    return out
