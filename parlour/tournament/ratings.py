"""Ratings with uncertainty (OpenSkill's Plackett-Luce model) and head-to-head tables.

Each finished game is one rating update between the match's two entrants, ranked by their
game points (a draw ties them), in the order the games were scheduled, so the ratings are
reproducible. A rating is ``mu`` (skill) and ``sigma`` (its uncertainty), starting at
25 and 25/3; ``ordinal`` = ``mu - 3 sigma`` is the conservative figure entrants are
ranked by, and ``[lo, hi]`` = ``mu -+ 1.96 sigma`` is the 95% interval.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import Any

from parlour.runners.sim import wilson

Z95 = 1.96
ALL_GAMES = "all"
"""The ``game`` of the ratings over every game of a tournament with several."""


def _finished(rows: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    return [r for r in rows if not r["error"]]


def rate(rows: Sequence[dict[str, Any]], entrants: Sequence[str], game: str) -> list[dict[str, Any]]:
    """The ratings table of ``entrants`` from the game ``rows`` (in the order given),
    best ``ordinal`` first, with each entrant's games, wins, draws and losses."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    ratings = {e: model.rating(name=e) for e in entrants}
    record = {e: [0, 0, 0] for e in entrants}
    for r in _finished(rows):
        a, b = r["entrant_a"], r["entrant_b"]
        pa, pb = r["points_a"], r["points_b"]
        ranks = [1.0, 1.0] if pa == pb else ([1.0, 2.0] if pa > pb else [2.0, 1.0])
        [[ratings[a]], [ratings[b]]] = model.rate([[ratings[a]], [ratings[b]]], ranks=ranks)
        for e, mine, other in ((a, pa, pb), (b, pb, pa)):
            record[e][0 if mine > other else 1 if mine == other else 2] += 1
    table: list[dict[str, Any]] = []
    for e in entrants:
        mu, sigma = float(ratings[e].mu), float(ratings[e].sigma)
        w, d, lost = record[e]
        n = w + d + lost
        lo, hi = wilson(w + d / 2, n)
        table.append({"game": game, "entrant": e, "mu": mu, "sigma": sigma,
                      "ordinal": float(ratings[e].ordinal()), "lo": mu - Z95 * sigma,
                      "hi": mu + Z95 * sigma, "games": n, "wins": w, "draws": d, "losses": lost,
                      "points_rate": (w + d / 2) / n if n else math.nan,
                      "points_lo": lo, "points_hi": hi})
    table.sort(key=lambda t: (-t["ordinal"], entrants.index(t["entrant"])))
    for rank, t in enumerate(table, 1):
        t["rank"] = rank
    return table


def head_to_head(rows: Sequence[dict[str, Any]], entrants: Sequence[str], game: str) -> list[dict[str, Any]]:
    """Per ordered pair that met (``entrant`` against ``opponent``): games, wins, draws,
    losses, points rate with its Wilson 95% interval, and both sides' mean scores."""
    acc: dict[tuple[str, str], list[float]] = {}
    for r in _finished(rows):
        sides = ((r["entrant_a"], r["entrant_b"], r["points_a"], r["points_b"], r["score_a"], r["score_b"]),
                 (r["entrant_b"], r["entrant_a"], r["points_b"], r["points_a"], r["score_b"], r["score_a"]))
        for e, o, pe, po, se, so in sides:
            a = acc.setdefault((e, o), [0, 0, 0, 0.0, 0.0])
            a[0 if pe > po else 1 if pe == po else 2] += 1
            a[3] += se
            a[4] += so
    out = []
    for e in entrants:
        for o in entrants:
            if (e, o) not in acc:
                continue
            w, d, lost, se, so = acc[(e, o)]
            n = int(w + d + lost)
            lo, hi = wilson(w + d / 2, n)
            out.append({"game": game, "entrant": e, "opponent": o, "games": n, "wins": int(w),
                        "draws": int(d), "losses": int(lost), "points_rate": (w + d / 2) / n,
                        "points_lo": lo, "points_hi": hi,
                        "mean_score": se / n, "opponent_mean_score": so / n})
    return out
