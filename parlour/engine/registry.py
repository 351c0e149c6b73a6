"""The registry of games: every module in :mod:`parlour.games` that defines ``GAME``.

Game modules register themselves by existing; nothing else needs editing to add one.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import TYPE_CHECKING, Any

from parlour.engine.options import option_schema
from parlour.errors import InvalidOption

if TYPE_CHECKING:
    from parlour.engine.game import Game, GameInfo

_GAMES: dict[str, type[Game]] | None = None


def _load() -> dict[str, type[Game]]:
    global _GAMES
    if _GAMES is None:
        import parlour.games as pkg

        found: dict[str, type[Game]] = {}
        for mod in pkgutil.iter_modules(pkg.__path__):
            if mod.name.startswith("_"):
                continue
            m = importlib.import_module(f"{pkg.__name__}.{mod.name}")
            cls = getattr(m, "GAME", None)
            if cls is not None:
                found[cls.name] = cls
        _GAMES = dict(sorted(found.items()))
    return _GAMES


def split_id(game_id: str) -> tuple[str, str | None]:
    """``"cactus:denexa"`` -> ``("cactus", "denexa")``."""
    name, _, variant = game_id.partition(":")
    return name.strip().lower(), (variant.strip() or None)


def game_class(name: str) -> type[Game]:
    """The class of a game by name (``"cactus"`` or ``"cactus:denexa"``)."""
    if not isinstance(name, str):
        raise InvalidOption(f"a game name must be text, not {name!r}")
    games = _load()
    key = split_id(name)[0]
    if key not in games:
        raise InvalidOption(f"unknown game {name!r}; available: {', '.join(games)}")
    return games[key]


def info(cls: type[Game]) -> GameInfo:
    """A game's description for players (``parlour.games()``, the lobby, ``parlour
    rules``): its summary, variants and option help in a player's words
    (:func:`parlour.words.plain`: no citations of rulings)."""
    from parlour.engine.game import GameInfo
    from parlour.words import plain

    options = option_schema(cls.Options)
    for spec in options.values():
        spec["help"] = plain(str(spec.get("help", "")))
    return GameInfo(name=cls.name, title=cls.title, family=cls.family,
                    min_players=cls.min_players, max_players=cls.max_players,
                    variants={k: plain(v[0]) for k, v in cls.VARIANTS.items()},
                    default_variant=cls.DEFAULT_VARIANT, options=options,
                    summary=plain(cls.summary), timing=cls.timing)


def list_games() -> list[GameInfo]:
    """Every registered game, sorted by name: ``parlour.games()``."""
    return [info(cls) for _, cls in sorted(_load().items())]


def new_game(name: str, players: int | None = None, *, variant: str | None = None,
             seed: int | None = None, options: dict[str, Any] | None = None,
             deck: Any = None) -> Game:
    """Start a game. ``name`` may carry the variant (``"cactus:wikipedia"``)."""
    cls = game_class(name)
    _, v = split_id(name)
    if v is not None and variant is not None and v != variant:
        raise InvalidOption(f"variant given twice: {v!r} and {variant!r}")
    return cls(players, variant=variant or v, seed=seed, options=options, deck=deck)


def replay(record: dict[str, Any]) -> Game:
    """Rebuild a game from :meth:`Game.record` output (or its JSON). Raises
    :class:`parlour.InvalidRecord` naming the entry that does not apply."""
    from parlour.engine.records import Replay

    return Replay(record).run().game
