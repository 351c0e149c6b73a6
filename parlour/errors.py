"""Errors raised through the public contract.

Every error is a :class:`ValueError`, so callers that validate input can catch one
family. ``IllegalAction`` always leaves the game exactly as it was.
"""

from __future__ import annotations


class ParlourError(ValueError):
    """Base class of every error Parlour raises on bad input."""


class IllegalAction(ParlourError):
    """An action that the rules do not allow now (or that is malformed).

    The message says why, in words a player understands. The game state is untouched.
    """


class InvalidOption(ParlourError):
    """An unknown game, variant, option, player count or malformed deck."""


class InvalidRecord(ParlourError):
    """A record that cannot be replayed (unknown game, or an action that no longer applies)."""
