"""The ``parlour`` command. Each subcommand is a module in :mod:`parlour.cli` that
defines ``COMMAND`` (its name), ``HELP``, ``register(parser)`` and ``run(args) -> int``."""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys
from collections.abc import Sequence
from types import ModuleType

import parlour
import parlour.cli as cli_pkg


def _commands() -> dict[str, ModuleType]:
    found: dict[str, ModuleType] = {}
    for mod in pkgutil.iter_modules(cli_pkg.__path__):
        if mod.name in ("main", "__main__") or mod.name.startswith("_"):
            continue
        m = importlib.import_module(f"parlour.cli.{mod.name}")
        name = getattr(m, "COMMAND", None)
        if name:
            found[name] = m
    return dict(sorted(found.items()))


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="parlour", description="Traditional card games, exactly by their rules.")
    parser.add_argument("--version", action="version", version=f"parlour {parlour.__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, mod in _commands().items():
        p = sub.add_parser(name, help=getattr(mod, "HELP", ""), description=getattr(mod, "HELP", ""))
        mod.register(p)
        p.set_defaults(_run=mod.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "_run", None):
        parser.print_help()
        return 2
    try:
        return int(args._run(args) or 0)
    except KeyboardInterrupt:
        print("\ninterrupted", file=sys.stderr)
        return 130
    except ValueError as e:  # InvalidOption and friends: a clear message, no traceback
        print(f"parlour: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    raise SystemExit(main())
