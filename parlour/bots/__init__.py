"""Bots: ``random``, per-game ``heuristic``, generic ``search`` (ISMCTS).

>>> from parlour.bots import make_bot
>>> make_bot("random", "cactus", seat=0).kind
'random'
"""

from __future__ import annotations

from typing import Any

from parlour.bots.base import LEVELS, Bot, Reaction, SeatPort
from parlour.engine.registry import game_class
from parlour.errors import InvalidOption

BOT_KINDS = ("random", "heuristic", "search", "policy")


def heuristic_class(game_name: str) -> type[Bot] | None:
    """The game's heuristic bot (its declared ``GAME.bot``), if any."""
    cls: type[Bot] | None = game_class(game_name).bot
    return cls


def available_bots(game_name: str) -> list[str]:
    """Bot kinds available for a game."""
    kinds = ["random"]
    if heuristic_class(game_name) is not None:
        kinds.append("heuristic")
    kinds.append("search")
    return kinds


def make_bot(kind: str, game_name: str, seat: int, *, seed: int = 0, level: str = "normal",
             **params: Any) -> Bot:
    """Create a bot by kind. ``kind`` may carry parameters: ``search:0.2`` (seconds per
    move) or ``search:500i`` (iterations per move), ``random`` or ``random:all`` (any
    legal action, claims included), ``heuristic``, ``policy:<file.npz>`` (a linear
    policy over the RL encoding, :mod:`parlour.bots.policy`). A game may tune its search bot
    through ``GAME.search.options`` (:class:`SearchBot` parameters)."""
    base, _, arg = kind.partition(":")
    if base == "random":
        from parlour.bots.random_bot import FORMS, RandomBot

        if arg:
            if arg not in FORMS or arg == "moves":
                raise InvalidOption(f"unknown random bot form {kind!r}; use random or random:all")
            params.setdefault("form", arg)
        return RandomBot(seat, seed=seed, level=level, **params)
    if base == "heuristic":
        cls = heuristic_class(game_name)
        if cls is None:
            raise InvalidOption(f"{game_name} has no heuristic bot; available: "
                                f"{', '.join(available_bots(game_name))}")
        return cls(seat, seed=seed, level=level, **params)
    if base == "search":
        from parlour.bots.search import SearchBot

        for name, value in game_class(game_name).search.options.items():
            params.setdefault(name, value)  # the game's tuning of the search, if it has one
        if arg:
            if arg.endswith("i"):
                params.setdefault("iterations", int(arg[:-1]))
            else:
                params.setdefault("seconds", float(arg))
        return SearchBot(seat, seed=seed, level=level, **params)
    if base == "policy":
        from parlour.bots.policy import PolicyBot

        if not arg:
            raise InvalidOption("give the policy's file: policy:<path to .npz>")
        return PolicyBot(seat, seed=seed, level=level, path=arg, game=game_name, **params)
    raise InvalidOption(f"unknown bot kind {kind!r}; choose one of: {', '.join(BOT_KINDS)}")


__all__ = ["BOT_KINDS", "LEVELS", "Bot", "Reaction", "SeatPort", "available_bots",
           "heuristic_class", "make_bot"]
