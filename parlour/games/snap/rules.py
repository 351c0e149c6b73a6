"""Snap's options, named variants and the pure rule functions play and tests share.

The rules and rulings are documented in :mod:`parlour.games.snap`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from parlour.engine.options import RealtimeOptions, opt
from parlour.engine.present import Control, Field, Presentation, ResultShow, ZoneShow


@dataclasses.dataclass(frozen=True)
class SnapOptions(RealtimeOptions):
    """Every number is an option with the text's (or the ruling's) value as default."""

    recycle: bool = opt(False, "a player whose stock runs out turns their face-up pile over as "
                               "a new stock; only a player with no cards at all is eliminated "
                               "(RULINGS 13, variant snap:recycle)")
    tie_window: int = opt(0, "calls of one snap arriving within this many ms of the first are a "
                             "tie, and the matched piles go to the snap pool (0 = off: the first "
                             "call wins; variant snap:tie-pool)", min=0, max=2000)
    deal_cards: int = opt(0, "deal only this many cards in all, the rest set aside unseen "
                             "(0 = the whole pack; for short games and constructed positions)",
                          min=0, max=52)
    max_flips: int = opt(20000, "safeguard: after this many flips the game stops and the most "
                                "cards wins (0 = no limit)", min=0)


VARIANTS: dict[str, tuple[str, dict[str, Any]]] = {
    "standard": ("The text's game: a player whose stock runs out is eliminated", {}),
    "recycle": ("A player whose stock runs out turns their face-up pile over as a new stock; "
                "only a player with no cards is eliminated", {"recycle": True}),
    "tie-pool": ("Two calls of one snap within 300 ms are a tie: the matched piles go to the "
                 "snap pool", {"tie_window": 300}),
}


def matched_ranks(tops: Sequence[int | None]) -> set[int]:
    """The ranks shown by at least two of the face-up piles' top cards (``None`` for an
    empty pile): every pile showing one of them is a snap (S2)."""
    seen: set[int] = set()
    twice: set[int] = set()
    for c in tops:
        if c is None:
            continue
        r = c & 15
        (twice if r in seen else seen).add(r)
    return twice


def snapped_piles(tops: Sequence[int | None], fresh: Sequence[int] | None = None) -> list[int]:
    """The piles (seat numbers) a valid "Snap!" takes: each whose top shows the matched
    rank. Should two ranks be matched at once (nobody called the first), one call takes
    "both of those discard piles" of one match: the newest, by ``fresh`` (when each
    pile's top was turned up; without it, every match).

    >>> snapped_piles([0x17, 0x27, 0x19, 0x29], fresh=[1, 2, 4, 3])
    [2, 3]
    """
    ranks = matched_ranks(tops)
    if fresh is not None and len(ranks) > 1:
        ranks = {max(ranks, key=lambda r: max(fresh[s] for s, c in enumerate(tops)
                                              if c is not None and c & 15 == r))}
    return [s for s, c in enumerate(tops) if c is not None and c & 15 in ranks]


def pool_piles(tops: Sequence[int | None], pool_top: int | None) -> list[int]:
    """The piles whose top matches the snap pool's top: what "Snap pool!" takes with the
    pool (empty when the pool is empty or matches nothing)."""
    if pool_top is None:
        return []
    r = pool_top & 15
    return [s for s, c in enumerate(tops) if c is not None and c & 15 == r]


PRESENTATION = Presentation(
    fields=(Field("turn", "Turn", format="seat"),
            Field("cards", place="none"),   # the stock's own count says it
            Field("status", place="none"),  # a player out has no cards left to show
            Field("callers", "Calling", format="seats"),
            Field("flips", "Cards turned up", format="number"),
            Field("phase", place="none"), Field("seen", place="none")),
    zones=(ZoneShow("stock:{seat}", "Stock", layout="stack"),
           ZoneShow("up:{seat}", "Face-up pile", layout="pile"),
           ZoneShow("pool", "Snap pool", layout="pile", place="center"),
           ZoneShow("unused", "Set aside", layout="hidden", place="center")),
    controls=(Control("flip", "button", key="F", label="Turn up"),
              Control("snap", "claim", key="Space", label="Snap!"),
              Control("snap-pool", "claim", key="P", label="Snap pool!")),
    result=ResultShow(scores="count", label="Cards", unit="card"))
"""How Snap is shown: fixed keys (F turns up, Space calls Snap!, P calls Snap pool!)."""
