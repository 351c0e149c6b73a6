"""Actions: small frozen values with a type and JSON parameters.

>>> a = Action("swap", slot=2)
>>> a.type, a.slot, a.to_json()
('swap', 2, {'type': 'swap', 'slot': 2})
>>> Action.from_json("cactus", {"type": "swap", "slot": 2}) == a
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from parlour.errors import IllegalAction

if TYPE_CHECKING:
    from parlour.engine.game import Game

JsonScalar = int | str | bool | None


def _freeze(value: Any) -> Any:
    if isinstance(value, list | tuple):
        return tuple(_freeze(v) for v in value)
    return value


def _thaw(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value


class Action:
    """One move a seat may make: ``type`` plus named parameters (JSON scalars or lists).

    Actions compare and hash by value, so ``action in game.legal_actions(seat)`` works.
    Parameters are read as attributes (``a.slot``) or with :meth:`get`.
    """

    __slots__ = ("type", "params", "_key", "_hash")

    def __init__(self, type: str, **params: Any) -> None:
        object.__setattr__(self, "type", type)
        items = tuple(sorted((k, _freeze(v)) for k, v in params.items()))
        object.__setattr__(self, "params", items)
        # the key carries each value's type, so True never passes for 1 nor 1.0 for 1
        key = (type, tuple((k, v.__class__, v) for k, v in items))
        object.__setattr__(self, "_key", key)
        object.__setattr__(self, "_hash", hash(key))

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Action is immutable")

    def __getattr__(self, name: str) -> Any:
        for k, v in object.__getattribute__(self, "params"):
            if k == name:
                return v
        raise AttributeError(f"action {self.type!r} has no parameter {name!r}")

    def get(self, name: str, default: Any = None) -> Any:
        for k, v in self.params:
            if k == name:
                return v
        return default

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
    def from_json(cls, game: str | type[Game] | Game, obj: Any) -> Action:
        """Parse and validate a JSON action for ``game`` (a name, class or instance).

        Raises :class:`parlour.IllegalAction` naming what is wrong: not an object, an
        unknown type, a missing or unknown parameter, or a value of the wrong kind.
        """
        from parlour.engine.registry import game_class

        gcls = game_class(game) if isinstance(game, str) else (
            game if isinstance(game, type) else type(game))
        if not isinstance(obj, dict):
            raise IllegalAction(f"an action must be a JSON object, not {type(obj).__name__}")
        t = obj.get("type")
        schema = gcls.ACTIONS
        if not isinstance(t, str) or t not in schema:
            known = ", ".join(sorted(schema))
            raise IllegalAction(f"unknown action type {t!r} for {gcls.name}; expected one of: {known}")
        spec = schema[t]
        params = {k: v for k, v in obj.items() if k not in ("type", "label", "targets")}
        for k in params:
            if k not in spec:
                raise IllegalAction(f"action {t!r} has no parameter {k!r}")
        for k, kind in spec.items():
            if k not in params:
                raise IllegalAction(f"action {t!r} needs parameter {k!r}")
            v = params[k]
            if kind is int and (isinstance(v, bool) or not isinstance(v, int)):
                raise IllegalAction(f"parameter {k!r} of {t!r} must be a whole number, not {v!r}")
            if kind is str and not isinstance(v, str):
                raise IllegalAction(f"parameter {k!r} of {t!r} must be text, not {v!r}")
            if kind is bool and not isinstance(v, bool):
                raise IllegalAction(f"parameter {k!r} of {t!r} must be true or false, not {v!r}")
            if kind is list and not isinstance(v, list):
                raise IllegalAction(f"parameter {k!r} of {t!r} must be a list, not {v!r}")
        return cls(t, **params)
