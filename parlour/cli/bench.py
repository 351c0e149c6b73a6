"""``parlour bench [GAME] [--quick]``: run the benchmark scripts and print their tables.

Benchmarks are the scripts ``benchmarks/*.py`` of a source checkout. A script may
declare ``GAMES = ("name", ...)`` (``"*"``: any game) and then accepts ``--game``;
``parlour bench GAME`` runs the scripts serving that game, ``parlour bench`` runs them
all. Each script runs in its own process with the checkout on ``PYTHONPATH``; its wall
time is printed after its tables, and the total at the end.

``--quick`` is a smoke run of every script, under two minutes in all on an idle 2-core
machine (1 min 48 s with PostgreSQL and Redis at hand, 2026-11-28): it passes
``--quick`` to the scripts that accept it, plus the per-script quick budget of
:data:`QUICK_ARGS` and :data:`QUICK_INSTEAD` (smaller samples where a script's own quick
run takes tens of seconds; a flag is passed only if the script's source names it). Full
runs are unchanged.
"""

from __future__ import annotations

import argparse
import ast
import os
import subprocess
import sys
import time
from pathlib import Path

COMMAND = "bench"
HELP = "Run the benchmarks (benchmarks/*.py) and print their tables."

QUICK_ARGS: dict[str, tuple[tuple[str, ...], ...]] = {
    # 150 games a row instead of the script's quick 500 (Cactus: 19 s of CPU -> 6 s)
    "bench_playout": (("-n", "150"),),
    # 50 iterations a decision instead of its quick 100 (6 s of CPU -> 3 s)
    "bench_search": (("--iterations", "50"),),
    # 4 search games at 100 iterations a decision instead of 10 at 0.2 s (30 s -> 7 s)
    "bench_strength": (("--search-games", "4"), ("--iterations", "100")),
    # no --quick of its own: 2 table counts for 1 s each instead of 3 for 20 s (2 min -> 5 s)
    "bench_service": (("--tables", "10", "50"), ("--seconds", "1"), ("--warmup", "0.5")),
    # no --quick of its own: one kill of 2 instances with 5 tables instead of 3 of 3 with 20
    # (22 s -> 5 s)
    "bench_failover": (("--tables", "5"), ("--instances", "2"), ("--repeat", "1")),
}
"""Extra arguments per script in a quick run (each a flag and its values; bench_pyramid_solver
bounds its own quick run with a CPU budget per rule set)."""

QUICK_INSTEAD: dict[str, tuple[str, ...]] = {
    # its --quick fixes 2,000 games a row (45 s on a loaded machine): 400 games instead
    "bench_war": ("--games", "400"),
    # its --quick plays 40 games a row (131 s): 3 instead (about 10 s)
    "bench_reaction": ("-n", "3"),
    # its --quick plays 100 games, 20 a level row, 100 hands (13 s): half of that
    "bench_cash": ("-n", "50", "--playouts", "10", "--levels", "10", "--matches", "10", "--hands", "50"),
}
"""Arguments passed *instead of* ``--quick`` in a quick run, for scripts whose own
``--quick`` sets a sample size that overrides the script's size flag."""


def bench_dir() -> Path:
    """The checkout's ``benchmarks`` directory."""
    import parlour

    return Path(parlour.__file__).resolve().parent.parent / "benchmarks"


def scripts(directory: Path | None = None) -> list[tuple[Path, tuple[str, ...] | None, str]]:
    """Every benchmark script: (path, the games it declares or None, its source)."""
    d = directory or bench_dir()
    out = []
    for p in sorted(d.glob("*.py")):
        if p.name.startswith("_"):
            continue
        src = p.read_text(encoding="utf-8")
        games: tuple[str, ...] | None = None
        try:
            for node in ast.parse(src).body:
                if (isinstance(node, ast.Assign) and len(node.targets) == 1
                        and isinstance(node.targets[0], ast.Name) and node.targets[0].id == "GAMES"):
                    games = tuple(ast.literal_eval(node.value))
        except (SyntaxError, ValueError):
            games = None
        out.append((p, games, src))
    return out


def plan(game: str | None, quick: bool, only: list[str] | None = None,
         directory: Path | None = None) -> list[list[str]]:
    """The command lines to run, in order."""
    cmds = []
    for path, games, src in scripts(directory):
        stem = path.stem
        if only and stem not in only and stem.removeprefix("bench_") not in only:
            continue
        if game is not None and (games is None or ("*" not in games and game not in games)):
            continue
        argv = [sys.executable, str(path)]
        instead = QUICK_INSTEAD.get(stem, ())
        if quick and instead and f'"{instead[0]}"' in src:
            argv += instead
        elif quick and "--quick" in src:
            argv.append("--quick")
        if quick:
            for flag in QUICK_ARGS.get(stem, ()):
                if f'"{flag[0]}"' in src:  # a flag the script declares
                    argv += flag
        if game is not None:
            argv += ["--game", game]
        cmds.append(argv)
    return cmds


def register(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", nargs="?", default=None,
                        help="only the benchmarks for this game (e.g. cactus); default: all")
    parser.add_argument("--quick", action="store_true",
                        help="small samples: a smoke run of every script, about a minute in all "
                             "on an idle 2-core machine")
    parser.add_argument("--only", action="append", metavar="NAME",
                        help="run only this script (e.g. playout or bench_playout); repeatable")
    parser.add_argument("--list", action="store_true", help="list the benchmark scripts and exit")


def run(args: argparse.Namespace) -> int:
    d = bench_dir()
    if not d.is_dir():
        raise ValueError(f"no benchmarks directory at {d}: benchmarks run from a source checkout")
    if args.game is not None:
        from parlour.engine.registry import game_class, split_id

        game_class(args.game)  # unknown game: a clear error
        args.game = split_id(args.game)[0]
    if args.list:
        for path, games, _ in scripts(d):
            print(f"{path.stem:20} games: {', '.join(games) if games else '(not game-specific)'}")
        return 0
    cmds = plan(args.game, args.quick, args.only, d)
    if not cmds:
        raise ValueError("no benchmark matches" + (f" game {args.game!r}" if args.game else "")
                         + (f" and {args.only}" if args.only else ""))
    env = dict(os.environ)
    root = str(d.parent)
    env["PYTHONPATH"] = root + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    status = 0
    start = time.monotonic()
    for argv in cmds:
        stem = Path(argv[1]).stem
        print(f"\n## {stem}  ({' '.join(['python', *argv[1:]])})", flush=True)
        t = time.monotonic()
        rc = subprocess.call(argv, env=env, cwd=root)
        print(f"\n({stem}: {time.monotonic() - t:.1f} s wall)", flush=True)
        if rc:
            print(f"{stem} failed with exit status {rc}", file=sys.stderr)
            status = 1
    print(f"\n{len(cmds)} benchmark script(s) in {time.monotonic() - start:.1f} s wall", flush=True)
    return status
