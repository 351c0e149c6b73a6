"""``parlour rules GAME``: the rules, variants and options of a game."""

from __future__ import annotations

import argparse
from typing import Any

from rich.console import Console
from rich.markdown import Markdown
from rich.table import Table

from parlour.bots import available_bots
from parlour.engine.registry import game_class, info

COMMAND = "rules"
HELP = "Show the rules of a game, its variants and its options."


def register(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", metavar="GAME", help="game name, e.g. cactus")
    parser.add_argument("--plain", action="store_true",
                        help="print the plain markdown text (for pipes and files)")


def rules_markdown(game: str) -> str:
    """The rules as markdown: the game's declared ``rules_text`` (its ``rules.md``, or
    its module docstring under its title and summary)."""
    return game_class(game).rules_text


def _option_range(spec: dict[str, Any]) -> str:
    if spec.get("kind") == "choice":
        return " | ".join(map(str, spec.get("choices", [])))
    lo, hi = spec.get("min"), spec.get("max")
    if lo is not None and hi is not None:
        return f"{lo} to {hi}"
    if lo is not None:
        return f"at least {lo}"
    if hi is not None:
        return f"at most {hi}"
    return str(spec.get("kind", ""))


def settings_markdown(game: str) -> str:
    """Players, timing, bots, variants (with their presets) and options, as markdown."""
    cls = game_class(game)
    gi = info(cls)
    players = (f"{gi.min_players}" if gi.min_players == gi.max_players
               else f"{gi.min_players} to {gi.max_players}")
    lines = ["## Playing it here", "",
             f"* Players: {players}; timing: {gi.timing}"
             + (" (some actions race: the first to arrive wins)" if gi.timing == "realtime" else ""),
             f"* Bots: {', '.join(available_bots(gi.name))}",
             f"* Play: `parlour play {gi.name}" + (" [--variant NAME]" if gi.variants else "") + "`", ""]
    if gi.variants:
        lines += ["## Variants", ""]
        for name, desc in gi.variants.items():
            preset = cls.VARIANTS[name][1]
            sets = ", ".join(f"{k}={v}" for k, v in preset.items())
            mark = " (default)" if name == gi.default_variant else ""
            lines.append(f"* **{name}**{mark}: {desc}" + (f" — sets {sets}" if sets else ""))
        lines.append("")
    return "\n".join(lines)


def options_table(game: str) -> Table | None:
    gi = info(game_class(game))
    if not gi.options:
        return None
    t = Table(title="Options (parlour play GAME -o NAME=VALUE)", title_justify="left")
    t.add_column("Option", style="bold")
    t.add_column("Default", justify="right")
    t.add_column("Values")
    t.add_column("Meaning")
    for name, spec in gi.options.items():
        t.add_row(name, str(spec.get("default")), _option_range(spec), str(spec.get("help", "")))
    return t


def run(args: argparse.Namespace, *, console: Console | None = None) -> int:
    console = console or Console(highlight=False)
    text = rules_markdown(args.game)
    settings = settings_markdown(args.game)
    if args.plain:
        gi = info(game_class(args.game))
        opts = [f"* `{k}` (default {v.get('default')!r}; {_option_range(v)}): {v.get('help', '')}"
                for k, v in gi.options.items()]
        console.print(text.rstrip() + "\n\n" + settings
                      + ("\n## Options\n\n" + "\n".join(opts) + "\n" if opts else ""),
                      markup=False, highlight=False, soft_wrap=True)
        return 0
    console.print(Markdown(text))
    console.print()
    console.print(Markdown(settings))
    table = options_table(args.game)
    if table is not None:
        console.print(table)
    return 0
