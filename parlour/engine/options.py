"""Variants and options as validated data.

Each game declares a frozen dataclass of options whose defaults are the seed text's
values, and named variants that are presets over it. :func:`resolve_options` merges a
variant and user options and rejects anything unknown or of the wrong kind with
:class:`parlour.InvalidOption`.
"""

from __future__ import annotations

import dataclasses
import functools
import typing
from typing import Any, Literal

from parlour.errors import InvalidOption


def opt(default: Any, help: str, *, min: float | None = None, max: float | None = None) -> Any:
    """Declare one option in a game's options dataclass: its default (the rule text's
    value), a help line, and bounds for numbers.

    >>> @dataclasses.dataclass(frozen=True)
    ... class Options:
    ...     target: int = opt(500, "points that win the match", min=10)
    >>> option_schema(Options)["target"]
    {'default': 500, 'help': 'points that win the match', 'kind': 'int', 'min': 10}
    """
    meta: dict[str, Any] = {"help": help}
    if min is not None:
        meta["min"] = min
    if max is not None:
        meta["max"] = max
    return dataclasses.field(default=default, metadata=meta)


@dataclasses.dataclass(frozen=True)
class NoOptions:
    """A game with nothing to configure."""


@dataclasses.dataclass(frozen=True)
class RealtimeOptions:
    """Options every real-time game has (its options dataclass extends this one)."""

    min_interval: int = opt(120, "the least time (ms) between two actions of one player, so "
                                 "that no script outruns a person (RULINGS, conventions 6)",
                            min=0, max=1000)


def option_schema(options_cls: type) -> dict[str, dict[str, Any]]:
    """JSON description of each option: kind, default, allowed choices, help."""
    hints = typing.get_type_hints(options_cls)
    out: dict[str, dict[str, Any]] = {}
    for f in dataclasses.fields(options_cls):
        hint = hints[f.name]
        entry: dict[str, Any] = {"default": f.default, "help": f.metadata.get("help", "")}
        if typing.get_origin(hint) is Literal:
            entry["kind"] = "choice"
            entry["choices"] = list(typing.get_args(hint))
        else:
            entry["kind"] = getattr(hint, "__name__", str(hint))
        if "min" in f.metadata:
            entry["min"] = f.metadata["min"]
        if "max" in f.metadata:
            entry["max"] = f.metadata["max"]
        out[f.name] = entry
    return out


def _check(name: str, hint: Any, value: Any, meta: Any) -> Any:
    if typing.get_origin(hint) is Literal:
        choices = typing.get_args(hint)
        if value not in choices:
            raise InvalidOption(f"option {name!r} must be one of {list(choices)}, not {value!r}")
        return value
    if hint is bool:
        if not isinstance(value, bool):
            raise InvalidOption(f"option {name!r} must be true or false, not {value!r}")
        return value
    if hint is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise InvalidOption(f"option {name!r} must be a whole number, not {value!r}")
    elif hint is float:
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise InvalidOption(f"option {name!r} must be a number, not {value!r}")
        value = float(value)
    elif hint is str and not isinstance(value, str):
        raise InvalidOption(f"option {name!r} must be text, not {value!r}")
    if "min" in meta and value < meta["min"]:
        raise InvalidOption(f"option {name!r} must be at least {meta['min']}, not {value!r}")
    if "max" in meta and value > meta["max"]:
        raise InvalidOption(f"option {name!r} must be at most {meta['max']}, not {value!r}")
    return value


@functools.cache
def _fields(options_cls: type) -> tuple[dict[str, Any], dict[str, Any]]:
    """Type hints and fields of an options class (cached: type hints are slow to compute)."""
    return typing.get_type_hints(options_cls), {f.name: f for f in dataclasses.fields(options_cls)}


def takes_text(options_cls: type, name: str) -> bool:
    """Whether option ``name`` of ``options_cls`` is text or a choice of texts (so a
    command line's ``limit=no`` stays the text ``"no"``, not *false*).

    >>> @dataclasses.dataclass(frozen=True)
    ... class Options:
    ...     limit: typing.Literal["fixed", "no"] = opt("fixed", "betting structure")
    ...     hilo: bool = opt(False, "split the pot")
    >>> takes_text(Options, "limit"), takes_text(Options, "hilo"), takes_text(Options, "nope")
    (True, False, False)
    """
    hints, fields = _fields(options_cls)
    if name not in fields:
        return False
    hint = hints[name]
    if typing.get_origin(hint) is typing.Literal:
        return all(isinstance(a, str) for a in typing.get_args(hint))
    return hint is str


def fixed_by_variant(options_cls: type, preset: dict[str, Any] | None) -> frozenset[str]:
    """The options a variant's preset fixes: its yes/no and choice options, which are what
    the variant *is* (``pineapple:crazy-hilo8`` is hi-lo). Its numbers and texts are only
    starting values that a table may change (``salute-the-king:custom-gestures``).

    >>> @dataclasses.dataclass(frozen=True)
    ... class Options:
    ...     express: bool = opt(False, "play Eleusis Express")
    ...     hand_size: int = opt(14, "cards dealt to each player")
    >>> sorted(fixed_by_variant(Options, {"express": True, "hand_size": 12}))
    ['express']
    """
    hints, _ = _fields(options_cls)
    return frozenset(k for k in preset or {} if k in hints and
                     (hints[k] is bool or typing.get_origin(hints[k]) is Literal))


def resolve_options(options_cls: type, preset: dict[str, Any] | None,
                    given: dict[str, Any] | None, variant: str | None = None) -> Any:
    """Build the options object: defaults, then the variant's preset, then ``given``.

    ``given`` may not contradict an option the variant fixes (:func:`fixed_by_variant`):
    such a game would play another variant under this one's name."""
    if given is not None and not isinstance(given, dict):
        raise InvalidOption(f"options must be a mapping of names to values, not {given!r}")
    hints, fields = _fields(options_cls)
    values: dict[str, Any] = {}
    for source in (preset or {}, given or {}):
        for k, v in source.items():
            if k not in fields:
                known = ", ".join(sorted(fields)) or "none"
                raise InvalidOption(f"unknown option {k!r}; this game's options are: {known}")
            values[k] = _check(k, hints[k], v, fields[k].metadata)
    for k in sorted(fixed_by_variant(options_cls, preset)):
        if values[k] != (fixed := (preset or {})[k]):
            raise InvalidOption(f"the variant {variant} sets {k} to {fixed!r}; "
                                f"leave {k} out or choose another variant")
    return options_cls(**values)


def options_to_json(options: Any) -> dict[str, Any]:
    """All option values as a plain dict."""
    return dataclasses.asdict(options)
