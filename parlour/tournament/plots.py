"""A tournament's plots (PNG and SVG, through :mod:`parlour.plots`):

* ``ratings_<game>``: each entrant's rating ``mu`` with its 95% interval, best first
  (one figure per game, and ``ratings_all`` over every game when there are several);
* ``budget_<unit>``: the points rate (a win 1, a draw 1/2) of ``search:<budget>``
  entrants against a reference entrant, by budget (iterations or seconds a move), one
  line per game with its Wilson 95% interval; drawn when such entrants met the reference;
* ``game_lengths``: the distribution of game lengths in actions, one series per game.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from parlour import plots

UNITS = {"i": ("iterations", "search iterations per move"), "s": ("seconds", "search seconds per move")}


def search_budget(kind: str) -> tuple[str, float] | None:
    """``("i", 50)`` for ``search:50i``, ``("s", 0.05)`` for ``search:0.05``, else None.

    >>> search_budget("search:50i"), search_budget("search:0.05"), search_budget("heuristic")
    (('i', 50.0), ('s', 0.05), None)
    """
    base, _, arg = kind.partition(":")
    if base != "search" or not arg:
        return None
    try:
        return ("i", float(arg[:-1])) if arg.endswith("i") else ("s", float(arg))
    except ValueError:
        return None


def reference_entrant(entrants: Sequence[str]) -> str | None:
    """The entrant budgets are measured against: ``heuristic``, else ``random``."""
    return next((e for e in ("heuristic", "random") if e in entrants), None)


def rating_plots(ratings: Sequence[dict[str, Any]], directory: str | Path) -> list[Path]:
    paths: list[Path] = []
    for game in dict.fromkeys(r["game"] for r in ratings):
        rows = [r for r in ratings if r["game"] == game]
        fig = plots.bar_with_intervals([r["entrant"] for r in rows], [r["mu"] for r in rows],
                                       [r["lo"] for r in rows], [r["hi"] for r in rows],
                                       title=f"{game}: ratings ({sum(r['games'] for r in rows) // 2} games)",
                                       ylabel="OpenSkill mu (95% interval)", reference=25.0)
        paths += plots.save(fig, directory, f"ratings_{game}")
    return paths


def budget_plots(h2h: Sequence[dict[str, Any]], entrants: Sequence[str], directory: str | Path,
                 reference: str | None = None) -> list[Path]:
    ref = reference or reference_entrant(entrants)
    if ref is None:
        return []
    paths: list[Path] = []
    for unit, (stem, label) in UNITS.items():
        budgets = sorted({b[1] for e in entrants if (b := search_budget(e)) and b[0] == unit})
        nan = float("nan")
        series: dict[str, tuple[list[float], list[float], list[float]]] = {}
        for game in dict.fromkeys(r["game"] for r in h2h):
            met = {search_budget(r["entrant"]): r for r in h2h if r["game"] == game and r["opponent"] == ref}
            got = [met.get((unit, b)) for b in budgets]
            if any(got):  # a budget that did not meet the reference (Swiss) is a gap
                series[game] = ([r["points_rate"] if r else nan for r in got],
                                [r["points_lo"] if r else nan for r in got],
                                [r["points_hi"] if r else nan for r in got])
        if not series:
            continue
        fig = plots.line_with_intervals(budgets, series, title=f"search against {ref}", xlabel=label,
                                        ylabel=f"points rate against {ref} (95% interval)",
                                        log_x=len(budgets) > 1 and budgets[0] > 0, percent=True)
        ax = fig.axes[0]
        ax.set_xticks(budgets, [f"{b:g}{'i' if unit == 'i' else ' s'}" for b in budgets])
        ax.minorticks_off()
        paths += plots.save(fig, directory, f"budget_{stem}")
    return paths


def length_plots(games: Sequence[dict[str, Any]], directory: str | Path) -> list[Path]:
    lengths: dict[str, list[float]] = {}
    for r in games:
        if not r["error"]:
            lengths.setdefault(r["game"], []).append(r["length"])
    if not lengths:
        return []
    n = sum(len(v) for v in lengths.values())
    fig = plots.length_histogram(lengths, title=f"game length, {n} games",
                                 bins=min(40, max(5, len({x for v in lengths.values() for x in v}))))
    return plots.save(fig, directory, "game_lengths")


def tournament_plots(results: Any, directory: str | Path, reference: str | None = None) -> list[Path]:
    """Every plot of ``results`` (:class:`parlour.tournament.run.Results`) into ``directory``."""
    return (rating_plots(results.ratings, directory)
            + budget_plots(results.head_to_head, results.spec.entrants, directory, reference)
            + length_plots(results.games, directory))
