"""``parlour tournament --games a,b --entrants x,y,z``: a round-robin or Swiss tournament
between bots, with ratings, head-to-head tables, Parquet/CSV results and plots.

Prints the ratings (OpenSkill mu, sigma, the ordinal mu - 3 sigma they are ranked by, the
95% interval), each entrant's record, the Swiss standings and a head-to-head table per
game; ``--out DIR`` writes the tables (``games``, ``ratings``, ``head_to_head``,
``standings``, each ``.parquet`` and ``.csv``) and the plots (PNG and SVG) there.
See ``docs/scale.md``, section *Tournaments*.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from parlour.bots.base import LEVELS
from parlour.tournament.run import (
    FORMATS,
    MAX_STEPS,
    Results,
    make_tournament,
    planned_games,
    run_tournament,
)

COMMAND = "tournament"
HELP = "Play a round-robin or Swiss tournament between bots, with ratings and plots."


def register(parser: argparse.ArgumentParser) -> None:
    which = parser.add_mutually_exclusive_group(required=True)
    which.add_argument("--games", help="game ids, comma-separated, e.g. schwimmen,stop-the-bus")
    which.add_argument("--game", help="one game id, e.g. cactus or cactus:wikipedia")
    parser.add_argument("--entrants", default="random,heuristic",
                        help="bot kinds, comma-separated: random, random:all, heuristic, search:50i "
                             "(iterations a move), search:0.05 (seconds a move), policy:FILE.npz "
                             "(default random,heuristic)")
    parser.add_argument("--format", default="round-robin", choices=list(FORMATS),
                        help="round-robin (every pair, per round) or swiss (paired by score)")
    parser.add_argument("--rounds", type=int, default=None,
                        help="round-robin cycles (default 1), or Swiss rounds (default log2 of entrants)")
    parser.add_argument("--games-per-match", type=int, default=2,
                        help="seeded deals per match, each played in both seatings (default 2)")
    parser.add_argument("--players", type=int, default=None,
                        help="seats per game (default 2, or the game's least); the match's two "
                             "entrants alternate round the table, so partners are one entrant")
    parser.add_argument("--seed", type=int, default=0, help="tournament seed (default 0)")
    parser.add_argument("--jobs", "-j", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--ray", nargs="?", const="local", default=None, metavar="ADDRESS",
                        help="run games as Ray tasks: on a local Ray instance, or the cluster at "
                             "ADDRESS (host:port or ray://host:port)")
    parser.add_argument("--max-steps", type=int, default=MAX_STEPS,
                        help=f"steps after which a game counts as unfinished, left out of the "
                             f"ratings (default {MAX_STEPS:,})")
    parser.add_argument("--level", default="normal", choices=list(LEVELS),
                        help="bot reaction level for real-time games")
    parser.add_argument("--reference", default=None,
                        help="the entrant search budgets are plotted against (default heuristic, "
                             "else random)")
    parser.add_argument("--out", default=None, metavar="DIR",
                        help="write the tables (Parquet, CSV) and plots (PNG, SVG) into DIR")
    parser.add_argument("--no-plots", action="store_true", help="with --out: tables only")
    parser.add_argument("--quiet", "-q", action="store_true", help="no progress bar")


def _num(x: float, fmt: str = ".2f") -> str:
    return "-" if x != x else format(x, fmt)


def render(results: Results, console: Any) -> None:
    """Print the ratings, standings and head-to-head tables (Rich)."""
    from rich.table import Table

    spec = results.spec
    for game in dict.fromkeys(r["game"] for r in results.ratings):
        t = Table(title=f"{game}: ratings ({spec.format}, {spec.rounds} round"
                        f"{'s' if spec.rounds > 1 else ''}, seed {spec.seed})")
        for col in ("rank", "entrant", "mu", "sigma", "ordinal", "95% interval", "games", "W-D-L",
                    "points"):
            t.add_column(col, justify="left" if col == "entrant" else "right", no_wrap=True)
        for r in (r for r in results.ratings if r["game"] == game):
            t.add_row(str(r["rank"]), r["entrant"], _num(r["mu"]), _num(r["sigma"]), _num(r["ordinal"]),
                      f"{_num(r['lo'], '.1f')} to {_num(r['hi'], '.1f')}", str(r["games"]),
                      f"{r['wins']}-{r['draws']}-{r['losses']}",
                      _num(100 * r["points_rate"], ".1f") + "%")
        console.print(t)
        if spec.format == "swiss":
            s = Table(title=f"{game}: Swiss standings")
            for col in ("entrant", "match points", "byes"):
                s.add_column(col, justify="left" if col == "entrant" else "right")
            for r in (r for r in results.standings if r["game"] == game):
                s.add_row(r["entrant"], f"{r['match_points']:g}", str(r["byes"]))
            console.print(s)
        pairs = [r for r in results.head_to_head if r["game"] == game]
        h = Table(title=f"{game}: head to head (row against column: W-D-L, mean scores)")
        h.add_column("entrant", no_wrap=True)
        cols = [e for e in spec.entrants if any(p["opponent"] == e for p in pairs)]
        for e in cols:
            h.add_column(e, justify="right")
        for e in spec.entrants:
            mine = {p["opponent"]: p for p in pairs if p["entrant"] == e}
            if not mine:
                continue
            h.add_row(e, *[f"{m['wins']}-{m['draws']}-{m['losses']} "
                           f"({_num(m['mean_score'])} : {_num(m['opponent_mean_score'])})"
                           if (m := mine.get(o)) else "" for o in cols])
        console.print(h)
    done = len(results.games)
    bad = sum(1 for r in results.games if r["error"])
    console.print(f"{done} of {results.planned} games played"
                  + (f", {bad} unfinished" if bad else "")
                  + (" (interrupted)" if results.interrupted else ""))
    for e in sorted({r["error"] for r in results.games if r["error"]})[:5]:
        console.print(f"[yellow]warning:[/] {e}")


def run(args: argparse.Namespace) -> int:
    from rich.console import Console

    games = [args.game] if args.game else args.games.split(",")
    spec = make_tournament(games, args.entrants.split(","), format=args.format, rounds=args.rounds,
                           games_per_match=args.games_per_match, seed=args.seed,
                           players=args.players, level=args.level, max_steps=args.max_steps)
    if args.reference is not None and args.reference not in spec.entrants:
        raise ValueError(f"--reference {args.reference!r} is not an entrant "
                         f"({', '.join(spec.entrants)})")
    if args.quiet:
        results = run_tournament(spec, jobs=args.jobs, ray_address=args.ray)
    else:
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

        with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                      TimeRemainingColumn(), console=Console(stderr=True), transient=True) as bar:
            task = bar.add_task("tournament", total=planned_games(spec))
            results = run_tournament(spec, jobs=args.jobs, ray_address=args.ray,
                                     progress=lambda n: bar.advance(task, n))
    console = Console()
    if not console.is_terminal:  # a file or a pipe: wide enough that no column is cut
        console = Console(width=120)
    render(results, console)
    if args.out:
        from parlour.tournament.results import write_results

        paths = [str(p) for p in write_results(results, args.out)]
        if not args.no_plots:
            from parlour.tournament.plots import tournament_plots

            paths += [str(p) for p in tournament_plots(results, args.out, args.reference)]
        console.print(f"wrote {len(paths)} files into {args.out}")
    if results.interrupted:
        print("interrupted: the results above are partial", file=sys.stderr)
        return 130
    return 0 if results.games else 1
