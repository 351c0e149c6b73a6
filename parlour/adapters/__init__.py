"""Reinforcement-learning adapters: Gymnasium and PettingZoo (AEC) environments over
any Parlour game, with integer action ids, action masks and observation vectors.

* :mod:`parlour.adapters.pettingzoo`: ``env(game_id, players=..., variant=..., options=...,
  seed=...)``, every seat an agent ``player_<seat>``;
* :mod:`parlour.adapters.gymnasium`: ``ParlourEnv``, one learning seat against Parlour bots;
* :mod:`parlour.adapters.core`: action catalogues, observation encoders, decision order
  (numpy only); per-game layouts in :mod:`parlour.adapters.games` (``cactus``).

Gymnasium and PettingZoo are optional: ``pip install 'parlour[rl]'``. See ``docs/adapters.md``.

>>> from parlour.adapters import spec_for
>>> import parlour
>>> spec = spec_for(parlour.new_game("cactus", 2, seed=1))
>>> spec.catalogue.size, spec.catalogue.action(0, 7), spec.catalogue.action(1, 7 + 4 * 52)
(2971, Action('swap', slot=0), Action('peek', seat=0, slot=0))
"""

from parlour.adapters.core import (
    PASS,
    Catalogue,
    Encoder,
    GenericEncoder,
    Spec,
    Table,
    generic_catalogue,
    reward,
    spec_for,
)

__all__ = ["PASS", "Catalogue", "Encoder", "GenericEncoder", "Spec", "Table", "generic_catalogue",
           "reward", "spec_for"]
