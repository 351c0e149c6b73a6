"""War's bots: none of its own, on purpose.

War "is determined entirely by luck": at every moment each player has exactly one legal
action (``flip``: put down this round's cards), so there is nothing for a heuristic to
weigh and nothing for a search to compare. Every bot plays War identically; the random
bot (which takes the only action) is the heuristic, and the generic search bot answers at
once when there is one choice. Declaring no heuristic keeps ``heuristic`` out of War's
bot list instead of offering a second name for the same play.
"""

from __future__ import annotations

from typing import Any

from parlour.engine.declare import SearchHooks

HEURISTIC: type[Any] | None = None
"""No heuristic bot (see above)."""
SEARCH = SearchHooks()
"""No search hooks: with one legal action there is never a search."""
