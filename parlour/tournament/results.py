"""Writing a tournament's tables: Parquet (pyarrow) and CSV, one file pair per table.

* ``games``: one row per game played (:data:`GAME_COLUMNS`);
* ``ratings``: one row per game and entrant, plus game ``all`` over every game when
  there are several (:data:`RATING_COLUMNS`);
* ``head_to_head``: one row per game and ordered pair that met (:data:`H2H_COLUMNS`);
* ``standings``: match points per game and entrant (:data:`STANDING_COLUMNS`).

In the CSV files a list (seats, scores, placings, winners) is written as JSON text, e.g.
``["random", "heuristic"]``; the Parquet files hold real lists.
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from typing import Any

from parlour.runners.distributed import require

_STR, _INT, _FLOAT = "string", "int64", "float64"

GAME_COLUMNS: dict[str, str] = {
    "game": _STR, "variant": _STR, "players": _INT, "round": _INT, "match": _INT, "deal": _INT,
    "seating": _INT, "seed": _INT, "entrant_a": _STR, "entrant_b": _STR,
    "seats": "list<string>", "scores": "list<float64>", "placings": "list<int64>",
    "winners": "list<int64>", "score_a": _FLOAT, "score_b": _FLOAT, "points_a": _FLOAT,
    "points_b": _FLOAT, "length": _INT, "error": _STR,
}
"""Per game: the deal's ``seed``; ``seats`` the entrant at each seat; ``scores`` and
``placings`` per seat (the game's own unit; 1 = first); ``winners`` the winning seats;
``score_a``/``score_b`` each entrant's mean seat score; ``points_a``/``points_b`` its game
points (1 win, 0.5 draw, 0 loss); ``length`` the actions taken; ``error`` empty unless
the game did not finish (then the numbers are NaN and the lists empty)."""

RATING_COLUMNS: dict[str, str] = {
    "game": _STR, "rank": _INT, "entrant": _STR, "mu": _FLOAT, "sigma": _FLOAT, "ordinal": _FLOAT,
    "lo": _FLOAT, "hi": _FLOAT, "games": _INT, "wins": _INT, "draws": _INT, "losses": _INT,
    "points_rate": _FLOAT, "points_lo": _FLOAT, "points_hi": _FLOAT,
}
"""OpenSkill Plackett-Luce ``mu``, ``sigma``, ``ordinal`` (mu - 3 sigma, ranked by),
``lo``/``hi`` (mu -+ 1.96 sigma); the record and its points rate with a Wilson 95% interval."""

H2H_COLUMNS: dict[str, str] = {
    "game": _STR, "entrant": _STR, "opponent": _STR, "games": _INT, "wins": _INT, "draws": _INT,
    "losses": _INT, "points_rate": _FLOAT, "points_lo": _FLOAT, "points_hi": _FLOAT,
    "mean_score": _FLOAT, "opponent_mean_score": _FLOAT,
}

STANDING_COLUMNS: dict[str, str] = {
    "game": _STR, "entrant": _STR, "match_points": _FLOAT, "byes": _INT,
}

TABLES: dict[str, dict[str, str]] = {
    "games": GAME_COLUMNS, "ratings": RATING_COLUMNS, "head_to_head": H2H_COLUMNS,
    "standings": STANDING_COLUMNS,
}


def _schema(columns: dict[str, str]) -> Any:
    pa = require("pyarrow", "writing tournament results")

    def typ(name: str) -> Any:
        if name.startswith("list<"):
            return pa.list_(typ(name[5:-1]))
        return {"string": pa.string(), "int64": pa.int64(), "float64": pa.float64()}[name]

    return pa.schema([(c, typ(t)) for c, t in columns.items()])


def write_table(rows: Sequence[dict[str, Any]], columns: dict[str, str], base: str) -> list[str]:
    """Write ``rows`` as ``base.parquet`` and ``base.csv``; returns the two paths."""
    pa = require("pyarrow", "writing tournament results")
    pq = require("pyarrow.parquet", "writing tournament results")
    pcsv = require("pyarrow.csv", "writing tournament results")
    table = pa.Table.from_pylist([{c: r[c] for c in columns} for r in rows], schema=_schema(columns))
    pq.write_table(table, base + ".parquet")
    flat = table
    for i, (name, typ) in enumerate(columns.items()):
        if typ.startswith("list<"):
            text = pa.array([json.dumps(v) for v in table.column(name).to_pylist()], pa.string())
            flat = flat.set_column(i, name, text)
    pcsv.write_csv(flat, base + ".csv")
    return [base + ".parquet", base + ".csv"]


def write_results(results: Any, out: str) -> list[str]:
    """Write every table of ``results`` (:class:`parlour.tournament.run.Results`) into the
    directory ``out`` (created if needed); returns the paths written."""
    os.makedirs(out, exist_ok=True)
    paths: list[str] = []
    for name, columns in TABLES.items():
        paths += write_table(getattr(results, name), columns, os.path.join(out, name))
    return paths
