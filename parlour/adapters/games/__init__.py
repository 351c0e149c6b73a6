"""Per-game action catalogues and observation encoders for the RL adapters.

A module ``<game>.py`` here (the game's registry name, ``-`` as ``_``) defines
``catalogue(game) -> Catalogue`` and ``encoder(game) -> Encoder`` for a sample game of
the table (its players and options); its docstring documents the action-id layout and
the observation layout. Games without one use the generic fallback of
:mod:`parlour.adapters.core`.
"""
