"""Egyptian Ratscrew: flip, answer challenges, slap pairs, take every card.

Source: ``seeds/001_37268895a0288899.txt`` section "Egyptian Ratscrew". Rulings
``R1``-``R5`` are ``RULINGS.md`` section "16. Egyptian Ratscrew"; ``E1``... are this
module's own, where the text and RULINGS are silent.
"""

from __future__ import annotations

from parlour.games.egyptian_ratscrew.play import EgyptianRatscrew, stack_id
from parlour.games.egyptian_ratscrew.rules import VARIANTS, RatscrewOptions, build_pack

GAME = EgyptianRatscrew

__all__ = ["GAME", "VARIANTS", "EgyptianRatscrew", "RatscrewOptions", "build_pack", "stack_id"]
