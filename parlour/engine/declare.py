"""What a game declares besides its rules: its bot, search hooks, encoding and rules text.

Every consumer (the bot factory, the search bot, the RL adapters, the rules panel and
``parlour rules``) finds a game's parts through these class attributes of the game's
class, never by importing modules by name:

* ``bot``: the heuristic bot class (``None``: the game has none);
* ``search``: :class:`SearchHooks`, how the generic search may use the game's knowledge;
* ``encoding``: an object with ``catalogue(game)`` and ``encoder(game)`` for the RL
  adapters (``None``: the generic encoding from the action schema and zones);
* ``rules_text``: the markdown of ``rules.md`` beside the game's modules.
"""

from __future__ import annotations

import dataclasses
import inspect
import sys
from collections.abc import Callable
from importlib import resources
from typing import Any


@dataclasses.dataclass(frozen=True)
class SearchHooks:
    """A game's hooks for the generic search bot (each optional).

    ``rollout_policy(game, seat, legal, rng) -> Action`` plays on in sampled worlds;
    ``rollout_value(game) -> list[float] | None`` scores a cut-off playout;
    ``refine_world(world, seat, rng)`` adjusts a sampled world (e.g. shown voids);
    ``root_moves(view, legal) -> list[Action]`` narrows the bot's own moves compared at
    the root to those worth comparing (e.g. one wager per chip value, not every whole
    amount between the table limits);
    ``options`` are :class:`parlour.bots.search.SearchBot` parameters the game tunes.
    """

    rollout_policy: Callable[..., Any] | None = None
    rollout_value: Callable[..., Any] | None = None
    refine_world: Callable[..., Any] | None = None
    root_moves: Callable[..., Any] | None = None
    options: dict[str, Any] = dataclasses.field(default_factory=dict)


class RulesText:
    """Descriptor: ``GameClass.rules_text`` is the game's ``rules.md`` (read once), or,
    for a game without one, its title, summary and module docstring."""

    def __init__(self) -> None:
        self._cache: dict[type, str] = {}

    def __get__(self, obj: object, owner: type) -> str:
        hit = self._cache.get(owner)
        if hit is None:
            hit = self._cache[owner] = _read_rules(owner)
        return hit


def _read_rules(cls: type) -> str:
    module = sys.modules.get(cls.__module__)
    package = cls.__module__ if hasattr(module, "__path__") else cls.__module__.rpartition(".")[0]
    try:
        text = (resources.files(package) / "rules.md").read_text(encoding="utf-8")
    except (FileNotFoundError, ModuleNotFoundError, NotADirectoryError, TypeError):
        pass
    else:  # the introduction in a player's words: no citations of rulings or rule texts
        from parlour.words import plain

        parts = text.split("\n\n")
        for k, part in enumerate(parts[:3]):  # the title and the opening paragraphs
            if part.startswith("## "):
                break
            if not part.startswith("#"):
                parts[k] = plain(part)
        return "\n\n".join(parts)
    module = inspect.getmodule(cls)
    doc = inspect.getdoc(module) if module is not None else None
    title = getattr(cls, "title", "") or getattr(cls, "name", "")
    summary = getattr(cls, "summary", "")
    return f"# {title}\n\n{summary}\n\n{doc or '(no rules text yet)'}\n"
