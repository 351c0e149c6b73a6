"""A match's games: its deals, its seatings, and playing one game to a result row.

A match between entrants ``a`` and ``b`` plays ``games_per_match`` **deals**; each deal
is played once per **seating**: with ``n`` seats, seating ``k`` puts entrant
``(s + k) % 2`` of the pair at seat ``s`` (``a, b, a, b ...`` then ``b, a, b, a ...``),
so over a deal's seatings each entrant holds every seat's cards once: seat and card
luck cancel, and partners (seats two apart) are the same entrant.

Deal ``d`` of round ``r`` of a game is seeded :func:`deal_seed` ``(seed, game, r * games_per_match
+ d)``: every match of a round plays the same deals (duplicate style), whoever meets whom,
and a game's result depends only on its task, never on the number of jobs or the backend.
"""

from __future__ import annotations

import dataclasses
import zlib
from collections.abc import Sequence
from typing import Any

from parlour.engine.registry import new_game
from parlour.runners.sim import SimSpec, game_seed, play_game

SEATINGS = 2
"""Seatings per deal: a match is between two entrants."""


def deal_seed(seed: int, game: str, index: int) -> int:
    """The seed of deal ``index`` of ``game`` in a tournament seeded ``seed``."""
    return game_seed(seed * 7919 + zlib.crc32(game.encode()), index)


@dataclasses.dataclass(frozen=True)
class GameTask:
    """One game to play: everything needed, nothing more (it is sent to workers)."""

    game: str
    variant: str | None
    players: int
    round: int
    match: int
    deal: int
    seating: int
    seed: int
    entrants: tuple[str, str]
    """The match's two entrants (bot kinds), the first listed by the pairing first."""
    level: str = "normal"
    max_steps: int = 100_000

    @property
    def seats(self) -> tuple[str, ...]:
        """The entrant at each seat."""
        return tuple(self.entrants[(s + self.seating) % SEATINGS] for s in range(self.players))


def match_tasks(game: str, variant: str | None, players: int, round_: int, match: int,
                entrants: tuple[str, str], games_per_match: int, seed: int,
                level: str = "normal", max_steps: int = 100_000) -> list[GameTask]:
    """The games of one match, deal by deal, each deal in every seating."""
    return [GameTask(game, variant, players, round_, match, d, k,
                     deal_seed(seed, game, round_ * games_per_match + d), entrants, level, max_steps)
            for d in range(games_per_match) for k in range(SEATINGS)]


def points(winners: Sequence[int], seats: Sequence[str], entrants: Sequence[str]) -> list[float]:
    """Game points per entrant: 1 to the entrant whose seat won, 0 to the other; 0.5 each
    when both or neither have a winning seat (a draw)."""
    won = [any(seats[s] == e for s in winners) for e in entrants]
    if sum(won) == 1:
        return [1.0 if w else 0.0 for w in won]
    return [0.5] * len(entrants)


def play_task(task: GameTask) -> dict[str, Any]:
    """Play one game; its result row (see :data:`parlour.tournament.results.GAME_COLUMNS`)."""
    seats = task.seats
    spec = SimSpec(task.game, seats, task.players, task.variant, rotate=False, level=task.level,
                   max_steps=task.max_steps)
    g = new_game(task.game, task.players, variant=task.variant, seed=task.seed)
    out = play_game(spec, 0, g, list(range(task.players)))
    finished = not out.error
    scores = [float(x) for x in out.scores] if finished else []
    entrant_scores = [sum(scores[s] for s in range(task.players) if seats[s] == e)
                      / max(1, seats.count(e)) if finished else float("nan")
                      for e in task.entrants]
    pts = points(out.winners, seats, task.entrants) if finished else [float("nan")] * SEATINGS
    return {
        "game": task.game, "variant": g.variant or "", "players": task.players,
        "round": task.round, "match": task.match, "deal": task.deal, "seating": task.seating,
        "seed": task.seed, "entrant_a": task.entrants[0], "entrant_b": task.entrants[1],
        "seats": list(seats), "scores": scores, "placings": [int(p) for p in out.placing],
        "winners": [int(w) for w in out.winners],
        "score_a": entrant_scores[0], "score_b": entrant_scores[1],
        "points_a": pts[0], "points_b": pts[1],
        "length": out.actions, "error": out.error,
    }


def play_chunk(tasks: Sequence[GameTask]) -> list[dict[str, Any]]:
    """Play a chunk of games in order (the unit of work sent to a worker)."""
    return [play_task(t) for t in tasks]
