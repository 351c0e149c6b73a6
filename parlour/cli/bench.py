"""``parlour bench [GAME] [--quick]``: run the benchmark scripts and print their tables.

Benchmarks are the scripts ``benchmarks/*.py`` of a source checkout. A script may
declare ``GAMES = ("name", ...)`` (``"*"``: any game) and then accepts ``--game``;
``parlour bench GAME`` runs the scripts serving that game, ``parlour bench`` runs them
all. ``--quick`` is passed to scripts that accept it. Each script runs in its own
process with the checkout on ``PYTHONPATH``.
"""

from __future__ import annotations

import argparse
import ast
import os
import subprocess
import sys
from pathlib import Path

COMMAND = "bench"
HELP = "run the benchmarks (benchmarks/*.py) and print their tables"


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
        if quick and "--quick" in src:
            argv.append("--quick")
        if game is not None:
            argv += ["--game", game]
        cmds.append(argv)
    return cmds


def register(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", nargs="?", default=None,
                        help="only the benchmarks for this game (e.g. cactus); default: all")
    parser.add_argument("--quick", action="store_true", help="small samples (a few minutes at most)")
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
    for argv in cmds:
        print(f"\n## {Path(argv[1]).stem}  ({' '.join(['python', *argv[1:]])})", flush=True)
        rc = subprocess.call(argv, env=env, cwd=root)
        if rc:
            print(f"{Path(argv[1]).stem} failed with exit status {rc}", file=sys.stderr)
            status = 1
    return status
