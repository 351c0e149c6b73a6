"""Pyramid rule data: card values, options and the named variants."""

from __future__ import annotations

import dataclasses
from typing import Any

from parlour.engine.options import opt

TOTAL = 13
"""A pair is discarded when its values total thirteen; a king (13) goes alone."""


def value(card: int) -> int:
    """Ace 1, number cards their pips, jack 11, queen 12, king 13."""
    return card & 15


@dataclasses.dataclass(frozen=True)
class PyramidOptions:
    """Rule parameters; defaults are the seed text's (RULINGS 18 for the silent points)."""

    rows: int = opt(7, "rows of the pyramid (seven: 28 cards; the rest is the stock)", min=1, max=9)
    max_passes: int = opt(0, "passes through the stock: 0 = unlimited (the text), 1 = no redeal, "
                             "3 = two redeals as in common computer versions", min=0)
    strict_draw: bool = opt(False, "draw (and turn the waste over) only when no king nor pair "
                                   "can be removed from the pyramid alone")
    tuts_tomb_quirk: bool = opt(False, "a card's partner does not count as covering it (Microsoft's "
                                       "Tut's Tomb): a card may pair with a card that overlaps it "
                                       "when nothing else does")
    stock_waste_pairs: bool = opt(False, "classic rules: the card just turned from the stock stays "
                                         "apart from the waste until the next turn, and it may pair "
                                         "with the waste top")


VARIANTS: dict[str, tuple[str, dict[str, Any]]] = {
    "standard": ("The seed text: pairs with the pyramid and the waste top, unlimited passes", {}),
    "tuts-tomb": ("Microsoft's Tut's Tomb quirk: a card may be paired with the card that "
                  "alone overlaps it", {"tuts_tomb_quirk": True}),
    "classic-pairs": ("Classic rules: the card just turned and the waste top are both "
                      "available, and may pair with each other", {"stock_waste_pairs": True}),
}
