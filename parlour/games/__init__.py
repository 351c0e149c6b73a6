"""One module per game. ``parlour.games()`` lists them (this package is callable)."""

from __future__ import annotations

import sys
import types
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from parlour.engine.game import GameInfo


class _CallableGames(types.ModuleType):
    def __call__(self) -> list[GameInfo]:
        """The list of games: one :class:`parlour.GameInfo` per registered game, sorted
        by name (its name, title, family, player range, variants, options schema and
        timing). Every folder here that defines ``GAME`` is a game.

        >>> import parlour
        >>> [g.name for g in parlour.games()][:3]
        ['aggravation', 'cactus', 'california-speed']
        """
        from parlour.engine.registry import list_games

        return list_games()


sys.modules[__name__].__class__ = _CallableGames
