"""``parlour sim GAME -n N --bots a,b``: many bot games in parallel, with a summary.

The summary gives each bot's win rate with a Wilson 95% interval, mean score, draws,
mean game length in actions and games per second; ``--json`` prints only the
machine-readable summary on standard output. ``--jobs N`` plays in worker processes,
``--ray [ADDRESS]`` on Ray (a local instance, or a cluster), with the same results for
the same seed; ``--plot DIR`` draws the win rates and game lengths. Ctrl-C stops the run
and reports the games finished so far (exit status 130).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path
from typing import Any

from parlour.bots.base import LEVELS
from parlour.runners.distributed import MissingDependency
from parlour.runners.kernels import ENGINES
from parlour.runners.sim import SimRun, make_spec, run_games
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
    parser.add_argument("--ray", nargs="?", const="local", default=None, metavar="ADDRESS",
                        help="run the games as Ray tasks: on a Ray instance started here (no "
                             "ADDRESS; --jobs N gives it N CPUs) or on a cluster (HOST:PORT of "
                             "its head, or ray://HOST:PORT); needs the scale extra")
    parser.add_argument("--chunk-size", type=int, default=None, metavar="GAMES",
                        help="games per unit of work sent to a worker (default: about 8 chunks "
                             "per worker, at most 1000 games; 1 with one job and no Ray)")
    parser.add_argument("--plot", default=None, metavar="DIR",
                        help="draw win rates and game lengths into DIR (PNG and SVG)")
    parser.add_argument("--seed", type=int, default=0, help="run seed (default 0)")
    parser.add_argument("--level", default="normal", choices=list(LEVELS),
                        help="bot reaction level for real-time play")
    parser.add_argument("--fixed-seats", action="store_true",
                        help="keep each bot at its seat (default: rotate the line-up every game)")
    parser.add_argument("--json", action="store_true", help="print the results as JSON only")
    parser.add_argument("--quiet", "-q", action="store_true", help="no progress bar")
    parser.add_argument("--engine", default="auto", choices=list(ENGINES),
                        help="where the games are played: the game itself, or its simulation "
                             "kernel (native code, random bots only, the same games many times "
                             "faster; Pineapple); auto (default) takes the kernel when it can")
    parser.add_argument("--option", "-o", action="append", default=[], metavar="NAME=VALUE",
                        help="a game option (repeatable), e.g. -o max_passes=3")


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _score(x: Any) -> str:
    return "-" if x is None else f"{x:.2f}"


def _where(summary: dict[str, Any]) -> str:
    on = ", on the simulation kernel" if summary.get("engine") == "kernel" else ""
    if summary.get("ray"):
        return (f"Ray {summary['ray']}, {plural(summary['chunk'], 'game')} a chunk, "
                f"{summary['setup_seconds']:.1f} s to start{on}")
    return plural(summary["jobs"], "job") + on


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
                  f"({summary['seconds']:.2f} s, {_where(summary)})")
    for e in summary["errors"]:
        console.print(f"[yellow]warning:[/] {e}")


class _Lines:
    """Progress as plain lines on standard error when it is not a terminal (a log file, a
    batch job): the first chunk, then at most one line every ``every`` seconds."""

    def __init__(self, total: int, every: float = 10.0) -> None:
        self.total, self.every, self.done, self.last = total, every, 0, -math.inf

    def __call__(self, outcomes: list[Any]) -> None:
        self.done += len(outcomes)
        now = time.monotonic()
        if now - self.last >= self.every or self.done == self.total:
            self.last = now
            print(f"played {self.done} of {self.total} games", file=sys.stderr, flush=True)


def _play(args: argparse.Namespace, spec: Any) -> SimRun:
    kw: dict[str, Any] = {"jobs": args.jobs, "ray": args.ray, "chunk": args.chunk_size}
    if args.json or args.quiet:
        return run_games(spec, args.games, **kw)
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    console = Console(stderr=True)
    if not console.is_terminal:
        return run_games(spec, args.games, progress=_Lines(args.games), **kw)
    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                  TimeRemainingColumn(), console=console, transient=True) as bar:
        task = bar.add_task(f"{spec.game} {','.join(spec.bots)}", total=args.games)
        return run_games(spec, args.games, progress=lambda outs: bar.advance(task, len(outs)), **kw)


def run(args: argparse.Namespace) -> int:
    from parlour.cli.play import parse_options
    from parlour.engine.registry import game_class

    options = parse_options(args.option, game_class(args.game).Options)
    spec = make_spec(args.game, args.bots.split(","), players=args.players, variant=args.variant,
                     seed=args.seed, level=args.level, rotate=not args.fixed_seats,
                     options=options or None, engine=args.engine)
    if args.games < 1:
        raise ValueError(f"the number of games must be at least 1, not {args.games}")
    if args.jobs < 1:
        raise ValueError(f"--jobs must be at least 1, not {args.jobs}")
    if args.chunk_size is not None and args.chunk_size < 1:
        raise ValueError(f"--chunk-size must be at least 1 game, not {args.chunk_size}")
    try:
        if args.plot:
            require_plots(args.plot)
        sim = _play(args, spec)
    except MissingDependency as e:
        print(f"parlour: {e}", file=sys.stderr)
        return 2
    summary = sim.summary()
    if args.json:
        json.dump(summary, sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        render(summary)
    _suggest_an_end(spec, summary)
    if sim.interrupted:
        print(f"interrupted: {len(sim.outcomes)} of {sim.requested} games played, "
              f"summarised above", file=sys.stderr)
    if args.plot and sim.outcomes:
        from parlour.plots import simulation_plots

        paths = simulation_plots(summary, [o.actions for o in sim.outcomes if not o.error], args.plot)
        if not args.json:
            print("plots: " + ", ".join(str(p) for p in paths))
    if sim.interrupted:
        return 130
    return 0 if summary["finished"] else 1


def _suggest_an_end(spec: Any, summary: dict[str, Any]) -> None:
    """Games that did not end at a variant whose rules let random play run for ever
    (Spades with the set penalty): name the game's house options that end them."""
    from parlour.engine.registry import game_class

    extra = game_class(spec.game).random_play_options(spec.variant) or {}
    missing = {k: v for k, v in extra.items() if k not in dict(spec.options)}
    if summary["unfinished"] and missing:
        flags = " ".join(f"-o {k}={v}" for k, v in missing.items())
        print(f"parlour: {summary['unfinished']} games did not end: by the rules alone such "
              f"matches can run for ever; {flags} ends them at a house limit", file=sys.stderr)


def require_plots(directory: str) -> None:
    """Fail before the games, not after, when matplotlib is missing or ``directory`` cannot
    be made."""
    from parlour.runners.distributed import require

    require("matplotlib", "--plot")
    try:
        Path(directory).mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise ValueError(f"--plot {directory}: cannot make that directory ({e.strerror})") from None
