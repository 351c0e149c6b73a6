"""Plots of simulations and tournaments, drawn with matplotlib off screen (Agg).

Generic figures that ``parlour sim --plot`` and ``parlour tournament`` share:

* :func:`bar_with_intervals`: one bar per entry (a win rate, a rating) with its interval;
* :func:`line_with_intervals`: series against a number (win rate against a bot's budget),
  each with a shaded interval;
* :func:`length_histogram`: distributions of game lengths, one per series;
* :func:`save`: write a figure as PNG and SVG (SVG text stays text, so names are searchable).

:func:`simulation_plots` draws a simulation summary's win rates and game lengths.
matplotlib is imported only when a plot is drawn; if it is missing the error names the
``scale`` extra.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from parlour.runners.distributed import require

FORMATS = ("png", "svg")


def _figure(width: float = 7.0, height: float = 4.0) -> Any:
    require("matplotlib", "plotting")
    from matplotlib.figure import Figure  # a bare Figure renders with Agg, no pyplot state

    return Figure(figsize=(width, height), layout="constrained")


def _percent_axis(ax: Any, axis: str = "y") -> None:
    from matplotlib.ticker import PercentFormatter

    (ax.yaxis if axis == "y" else ax.xaxis).set_major_formatter(PercentFormatter(1.0))


def bar_with_intervals(labels: Sequence[str], values: Sequence[float], lows: Sequence[float],
                       highs: Sequence[float], *, title: str, ylabel: str, percent: bool = False,
                       reference: float | None = None) -> Any:
    """Bars ``values`` with error bars from ``lows`` to ``highs``; ``reference`` draws a
    dashed line (e.g. the win rate of equal bots); ``percent`` reads values as fractions."""
    if not len(labels) == len(values) == len(lows) == len(highs):
        raise ValueError("labels, values, lows and highs must have the same length")
    fig = _figure(max(4.0, 1.1 * len(labels) + 2), 4.0)
    ax = fig.add_subplot()
    xs = list(range(len(labels)))
    err = [[v - lo for v, lo in zip(values, lows)], [hi - v for v, hi in zip(values, highs)]]
    bars = ax.bar(xs, values, yerr=err, capsize=6, color="#4c72b0", ecolor="#222222")
    ax.bar_label(bars, labels=[f"{v:.1%}" if percent else f"{v:.3g}" for v in values],
                 label_type="center", color="white", fontsize=9)
    if reference is not None:
        ax.axhline(reference, color="#888888", linestyle="--", linewidth=1)
    ax.set_xticks(xs, labels, rotation=20 if max(map(len, labels), default=0) > 12 else 0)
    ax.set_title(title)
    ax.set_ylabel(ylabel)
    if percent:
        ax.set_ylim(0, max(1.0, *highs) if highs else 1.0)
        _percent_axis(ax)
    return fig


def line_with_intervals(xs: Sequence[float],
                        series: Mapping[str, tuple[Sequence[float], Sequence[float], Sequence[float]]],
                        *, title: str, xlabel: str, ylabel: str, log_x: bool = False,
                        percent: bool = False) -> Any:
    """One line per ``series`` entry ``name -> (values, lows, highs)`` over ``xs``, with
    its interval shaded."""
    fig = _figure()
    ax = fig.add_subplot()
    for name, (values, lows, highs) in series.items():
        if not len(xs) == len(values) == len(lows) == len(highs):
            raise ValueError(f"series {name!r}: values, lows and highs must match the {len(xs)} xs")
        (line,) = ax.plot(xs, values, marker="o", label=name)
        ax.fill_between(xs, lows, highs, color=line.get_color(), alpha=0.2)
    if log_x:
        ax.set_xscale("log")
    ax.set_title(title)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    if percent:
        _percent_axis(ax)
    if len(series) > 1:
        ax.legend()
    return fig


def length_histogram(lengths: Mapping[str, Sequence[float]], *, title: str,
                     xlabel: str = "game length (actions)", bins: int = 30) -> Any:
    """Histograms of game lengths, one outlined series per entry, each mean dashed."""
    fig = _figure()
    ax = fig.add_subplot()
    several = len(lengths) > 1
    for k, (name, values) in enumerate(lengths.items()):
        if not values:
            continue
        mean = sum(values) / len(values)
        ax.hist(values, bins=bins, histtype="step" if several else "stepfilled", color=f"C{k}",
                alpha=1.0 if several else 0.6, linewidth=1.5, label=f"{name} (mean {mean:.1f})")
        ax.axvline(mean, color=f"C{k}", linestyle="--", linewidth=1)
    ax.set_title(title)
    ax.set_xlabel(xlabel)
    ax.set_ylabel("games")
    ax.legend()
    return fig


def save(fig: Any, directory: str | Path, stem: str, formats: Sequence[str] = FORMATS) -> list[Path]:
    """Write ``fig`` as ``directory/stem.<format>`` for each format (made if need be)."""
    from matplotlib import rc_context

    out = Path(directory)
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for fmt in formats:
        path = out / f"{stem}.{fmt}"
        with rc_context({"svg.fonttype": "none"}):  # SVG keeps its text as text
            fig.savefig(path, format=fmt, dpi=120, metadata={"Date": None} if fmt == "svg" else None)
        paths.append(path)
    return paths


def simulation_plots(summary: Mapping[str, Any], lengths: Sequence[int], directory: str | Path) -> list[Path]:
    """``win_rates`` (each bot's win rate with its 95% interval) and ``game_lengths`` (the
    distribution of actions per game) of a ``parlour sim`` summary, as PNG and SVG."""
    game = summary["game"] + (f":{summary['variant']}" if summary.get("variant") else "")
    rows = summary["by_bot"]
    fig = bar_with_intervals([f"{r['entry']}: {r['bot']}" for r in rows], [r["win_rate"] for r in rows],
                             [r["ci95"][0] for r in rows], [r["ci95"][1] for r in rows],
                             title=f"{game}: win rate per bot, {summary['finished']} games",
                             ylabel="win rate (95% interval)", percent=True,
                             reference=1 / summary["players"])
    paths = save(fig, directory, "win_rates")
    fig = length_histogram({game: lengths}, title=f"{game}: game length, {len(lengths)} games",
                           bins=min(40, max(5, len(set(lengths)))))
    return paths + save(fig, directory, "game_lengths")
