"""The game-agnostic core: cards in zones, knowledge, views, events, time, records."""

from parlour.engine.actions import Action
from parlour.engine.events import Event
from parlour.engine.game import Game, GameInfo, Result, placing_from_scores
from parlour.engine.rng import Rng
from parlour.engine.zones import HIDDEN, Zone

__all__ = ["HIDDEN", "Action", "Event", "Game", "GameInfo", "Result", "Rng", "Zone",
           "placing_from_scores"]
