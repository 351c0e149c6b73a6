"""Pineapple's kernel: fixed-limit Pineapple hands in C (:mod:`parlour.sim`).

>>> from parlour.sim.pineapple import table, FOLD, CHECK, CALL, RAISE
>>> t = table(6, seed=7, options={"hands": 1})
>>> t.deal()
>>> t.actor, t.legal(), t.bets        # under the gun, facing the big blind
(3, (0, 2, 3), [0, 1, 2, 0, 0, 0])
>>> t.step(RAISE); t.bets[3]
4
>>> while not t.hand_over:          # everyone else checks or calls, discards, checks down
...     t.step(CHECK if CHECK in t.legal() else CALL if CALL in t.legal() else t.legal()[0])
>>> sum(t.net), t.over               # chips only change hands
(0, True)

The actions are small ints in the game's order: :data:`FOLD`, :data:`CHECK`,
:data:`CALL`, :data:`RAISE` (to the one amount fixed limit allows: ``raise_amount()``),
and ``DISCARD + i`` for hole card ``i`` in dealt order (``hole(seat)``). A table plays
a run of hands like the game (option ``hands``): ``deal()`` starts each, ``hand_over``
and ``over`` say where it stands, ``won`` is what the last hand paid, ``net`` the
chips won or lost so far. :func:`game_action` turns a kernel action into the game's
:class:`~parlour.engine.actions.Action`.
"""

from __future__ import annotations

from typing import Any

from parlour.cards import CARD_TEXT
from parlour.engine.actions import Action
from parlour.engine.options import resolve_options
from parlour.errors import InvalidOption
from parlour.games.pineapple.play import PineappleRules
from parlour.games.pineapple.rules import PineappleOptions

try:
    from parlour.sim._pineapple import Table, high, low8
except ImportError as err:  # pragma: no cover - only without a C compiler at install
    raise ImportError("Parlour's Pineapple kernel (parlour.sim._pineapple) was not built: it needs "
                      "a C compiler and Python's headers when Parlour is installed "
                      "(pip install -e . again once they are there)") from err

__all__ = ["CALL", "CHECK", "DISCARD", "FOLD", "RAISE", "Table", "game_action", "high", "low8",
           "options_of", "table"]

FOLD, CHECK, CALL, RAISE, DISCARD = 0, 1, 2, 3, 4
"""The kernel's actions (``DISCARD + i``: discard hole card ``i``)."""


def options_of(variant: str | None = None, options: dict[str, Any] | None = None) -> PineappleOptions:
    """The game's options for ``variant`` and ``options``, as :func:`parlour.new_game`
    resolves them; :class:`~parlour.errors.InvalidOption` for anything the kernel does not
    play (pot and no limit)."""
    name = variant or PineappleRules.DEFAULT_VARIANT
    if name not in PineappleRules.VARIANTS:
        raise InvalidOption(f"Pineapple has no variant {name!r} (it has "
                            f"{', '.join(PineappleRules.VARIANTS)})")
    o: PineappleOptions = resolve_options(PineappleOptions, PineappleRules.VARIANTS[name][1],
                                          options or {}, name)
    if o.limit != "fixed":
        raise InvalidOption(f"the Pineapple kernel plays fixed limit only, not limit={o.limit!r}: "
                            "play pot and no limit with parlour.new_game")
    return o


def table(players: int = 6, variant: str | None = None, seed: int = 0,
          options: dict[str, Any] | None = None) -> Table:
    """A kernel table for the game ``parlour.new_game("pineapple", players, variant=variant,
    seed=seed, options=options)`` would play (the same options, defaults and deals)."""
    o = options_of(variant, options)
    if not PineappleRules.min_players <= players <= PineappleRules.max_players:
        raise InvalidOption(f"Pineapple is for {PineappleRules.min_players} to "
                            f"{PineappleRules.max_players} players, not {players}")
    if o.dealer >= players:
        raise InvalidOption(f"option 'dealer' must be a seat of this table (0 to {players - 1}), "
                            f"not {o.dealer}")
    return Table(players, seed, stack=o.stack, dealer=o.dealer, small_blind=o.small_blind,
                 big_blind=o.big_blind, ante=o.ante, small_bet=o.small_bet, big_bet=o.big_bet,
                 cap=o.cap, discard_street=0 if o.discard_after == "pre-flop" else 1, hilo=o.hilo,
                 hands=o.hands)


def game_action(t: Table, action: int) -> Action:
    """The game's action for the kernel's ``action`` by the seat to act on ``t``."""
    if action >= DISCARD:
        return Action("discard", card=CARD_TEXT[t.hole(t.actor)[action - DISCARD]])
    if action == RAISE:
        return Action("raise", to=t.raise_amount())
    return Action(("fold", "check", "call")[action])
