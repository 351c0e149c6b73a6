"""``parlour sim GAME -n N --bots a,b``: many bot games in parallel, with a summary.

The summary gives each bot's win rate with a Wilson 95% interval, mean score, draws,
mean game length in actions and games per second; ``--json`` prints only the
machine-readable summary on standard output.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from parlour.bots.base import LEVELS
from parlour.runners.sim import make_spec, simulate
from parlour.words import plural

COMMAND = "sim"
HELP = "Simulate many games between bots and summarise win rates."


def register(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help="game id, e.g. cactus or cactus:wikipedia")
    parser.add_argument("-n", "--games", type=int, default=100, help="number of games (default 100)")
    parser.add_argument("--bots", default="random",
                        help="bot kinds by seat, comma-separated: random, random:all (claims "
                             "too, e.g. blind matches), heuristic, search, "
                             "search:0.05 (seconds a move), search:200i (iterations); "
                             "one kind plays every seat (default random)")
    parser.add_argument("--variant", default=None, help="game variant")
    parser.add_argument("--players", type=int, default=None, help="number of players")
    parser.add_argument("--jobs", "-j", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--seed", type=int, default=0, help="run seed (default 0)")
    parser.add_argument("--level", default="normal", choices=list(LEVELS),
                        help="bot reaction level for real-time play")
    parser.add_argument("--fixed-seats", action="store_true",
                        help="keep each bot at its seat (default: rotate the line-up every game)")
    parser.add_argument("--json", action="store_true", help="print the results as JSON only")
    parser.add_argument("--quiet", "-q", action="store_true", help="no progress bar")
    parser.add_argument("--option", "-o", action="append", default=[], metavar="NAME=VALUE",
                        help="a game option (repeatable), e.g. -o max_passes=3")


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _score(x: Any) -> str:
    return "-" if x is None else f"{x:.2f}"


def render(summary: dict[str, Any]) -> None:
    """Print the summary tables (Rich)."""
    from rich.console import Console
    from rich.table import Table

    console = Console()
    title = summary["game"] + (f":{summary['variant']}" if summary["variant"] else "")
    title += "".join(f" {k}={v}" for k, v in summary.get("options", {}).items())
    t = Table(title=f"{title}, {plural(summary['players'], 'player')}, {plural(summary['finished'], 'game')} "
                    f"(seed {summary['seed']}{', seats rotated' if summary['rotate'] else ''})")
    for col in ("bot", "wins", "win rate", "95% interval", "mean score"):
        t.add_column(col, justify="left" if col == "bot" else "right")
    for r in summary["by_bot"]:
        lo, hi = r["ci95"]
        t.add_row(f"{r['entry']}: {r['bot']}", str(r["wins"]), _pct(r["win_rate"]),
                  f"{_pct(lo)} - {_pct(hi)}", _score(r["mean_score"]))
    console.print(t)
    s = Table(title="by seat")
    for col in ("seat", "wins", "win rate", "95% interval", "mean score"):
        s.add_column(col, justify="right")
    for r in summary["by_seat"]:
        lo, hi = r["ci95"]
        s.add_row(str(r["seat"]), str(r["wins"]), _pct(r["win_rate"]), f"{_pct(lo)} - {_pct(hi)}",
                  _score(r["mean_score"]))
    console.print(s)
    console.print(f"draws {summary['draws']}, unfinished {summary['unfinished']}, "
                  f"mean length {summary['mean_actions']:.1f} actions, "
                  f"{summary['games_per_second']:.1f} games/s "
                  f"({summary['seconds']:.2f} s, {summary['jobs']} job{'s' if summary['jobs'] > 1 else ''})")
    for e in summary["errors"]:
        console.print(f"[yellow]warning:[/] {e}")


def run(args: argparse.Namespace) -> int:
    from parlour.cli.play import parse_option

    options = dict(parse_option(o) for o in args.option)
    spec = make_spec(args.game, args.bots.split(","), players=args.players, variant=args.variant,
                     seed=args.seed, level=args.level, rotate=not args.fixed_seats,
                     options=options or None)
    if args.games < 1:
        raise ValueError(f"the number of games must be at least 1, not {args.games}")
    if args.jobs < 1:
        raise ValueError(f"--jobs must be at least 1, not {args.jobs}")
    show = not (args.json or args.quiet)
    if show:
        from rich.console import Console
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

        with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                      TimeRemainingColumn(), console=Console(stderr=True), transient=True) as bar:
            task = bar.add_task(f"{spec.game} {','.join(spec.bots)}", total=args.games)
            summary = simulate(spec, args.games, jobs=args.jobs,
                               progress=lambda _o: bar.advance(task))
    else:
        summary = simulate(spec, args.games, jobs=args.jobs)
    if args.json:
        json.dump(summary, sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        render(summary)
    return 0 if summary["finished"] else 1
