"""Reinforcement-learning adapters: Gymnasium and PettingZoo (AEC) environments over
any Parlour game, with integer action ids, action masks and observation vectors.

* :mod:`parlour.adapters.pettingzoo`: ``env(game_id, players=..., variant=..., options=...,
  seed=...)``, every seat an agent ``player_<seat>``;
* :mod:`parlour.adapters.gymnasium`: ``ParlourEnv``, one learning seat against Parlour bots;
* :mod:`parlour.adapters.catalogue`: action ids from the game's action schema;
* :mod:`parlour.adapters.observation`: observation vectors from the game's zones and views;
* :mod:`parlour.adapters.core`: specs, decision order, rewards (numpy only).

A game may declare its own ids and observation (``GAME.encoding``; Cactus does, in
``parlour/games/cactus/encoding.py``).

Gymnasium and PettingZoo are optional: ``pip install 'parlour[rl]'``. See ``docs/adapters.md``.

>>> from parlour.adapters import spec_for
>>> import parlour
>>> spec = spec_for(parlour.new_game("cactus", 2, seed=1))
>>> spec.catalogue.size, spec.catalogue.action(0, 7), spec.catalogue.action(1, 7 + 4 * 52)
(2971, Action('swap', slot=0), Action('peek', seat=0, slot=0))
"""

from parlour.adapters.catalogue import Catalogue, generic_catalogue
from parlour.adapters.core import PASS, Spec, Table, reward, spec_for
from parlour.adapters.observation import Encoder, GenericEncoder

__all__ = ["PASS", "Catalogue", "Encoder", "GenericEncoder", "Spec", "Table", "generic_catalogue",
           "reward", "spec_for"]
