"""One module per game. ``parlour.games()`` lists them (this package is callable)."""

from __future__ import annotations

import sys
import types
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from parlour.engine.game import GameInfo


class _CallableGames(types.ModuleType):
    def __call__(self) -> list[GameInfo]:
        from parlour.engine.registry import list_games

        return list_games()


sys.modules[__name__].__class__ = _CallableGames
