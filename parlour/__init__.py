"""Parlour: traditional card games played exactly by their rules.

>>> import parlour
>>> g = parlour.new_game("cactus", players=2, variant="denexa", seed=1)
>>> g.actors()
[1]
"""

from __future__ import annotations

from parlour import games  # callable: parlour.games() -> list[GameInfo]
from parlour.cards import Card
from parlour.engine.actions import Action
from parlour.engine.events import Event
from parlour.engine.game import Game, GameInfo, Result
from parlour.engine.registry import new_game, replay
from parlour.errors import IllegalAction, InvalidOption, InvalidRecord, ParlourError

__version__ = "0.1.0"
__all__ = ["Action", "Card", "Event", "Game", "GameInfo", "IllegalAction", "InvalidOption",
           "InvalidRecord", "ParlourError", "Result", "games", "new_game", "replay"]
