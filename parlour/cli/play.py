"""``parlour play GAME``: one human seat in the terminal against bots."""

from __future__ import annotations

import argparse
import dataclasses
from collections.abc import Sequence
from typing import Any

from rich.console import Console

from parlour.bots import available_bots, make_bot
from parlour.bots.base import LEVELS
from parlour.engine.options import takes_text
from parlour.engine.registry import game_class, new_game, split_id
from parlour.engine.rng import fresh_seed
from parlour.errors import InvalidOption
from parlour.tui.io import Clock, LineSource, StdinLines, SystemClock
from parlour.tui.session import PlaySession
from parlour.words import plural

COMMAND = "play"
HELP = "Play a game in the terminal against bots."


def register(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", metavar="GAME", help="game name, e.g. cactus or cactus:wikipedia")
    parser.add_argument("--variant", help="named variant (see `parlour rules GAME`)")
    parser.add_argument("--players", type=int, help="number of players, you included")
    parser.add_argument("--bots", metavar="KIND[,KIND...]",
                        help="bot kind per opponent seat, in seat order (random, random:all, "
                             "heuristic, search[:seconds]); the last one repeats. Default: heuristic when "
                             "the game has one, else random")
    parser.add_argument("--level", default="normal", choices=list(LEVELS),
                        help="bots' reaction speed in real-time moments (default normal)")
    parser.add_argument("--seed", type=int,
                        help="seed of the deal (shown at the start; same seed, same deal)")
    parser.add_argument("--seat", type=int, default=0, help="your seat (default 0)")
    parser.add_argument("--assist", action="store_true",
                        help="memory aid: keep the cards you have seen on the table (a house option)")
    parser.add_argument("--option", "-o", action="append", default=[], metavar="NAME=VALUE",
                        help="a game option (repeatable), e.g. -o target=50")
    parser.add_argument("--record", metavar="FILE", help="save the game's record as JSON at the end")


def parse_option(text: str) -> tuple[str, Any]:
    """``name=value`` with JSON-ish values: numbers, true/false, else text."""
    name, sep, raw = text.partition("=")
    if not sep or not name.strip():
        raise InvalidOption(f"option {text!r} must look like NAME=VALUE")
    value: Any = raw.strip()
    low = value.lower()
    if low in ("true", "yes", "on"):
        value = True
    elif low in ("false", "no", "off"):
        value = False
    else:
        for conv in (int, float):
            try:
                value = conv(value)
                break
            except ValueError:
                pass
    return name.strip(), value


def parse_options(texts: Sequence[str], options_cls: type) -> dict[str, Any]:
    """Each ``NAME=VALUE`` by :func:`parse_option`, except that an option taking text keeps
    its text (Pineapple's ``-o limit=no`` is no limit, not *false*)."""
    out = {}
    for text in texts:
        name, value = parse_option(text)
        if not isinstance(value, str) and takes_text(options_cls, name):
            value = text.partition("=")[2].strip()
        out[name] = value
    return out


def build_session(args: argparse.Namespace, *, console: Console, lines: LineSource,
                  clock: Clock) -> PlaySession:
    """The game, its bots and the loop, from command-line arguments."""
    cls = game_class(args.game)
    name, v = split_id(args.game)
    variant = args.variant or v
    options = parse_options(args.option, cls.Options)
    has_assist = any(f.name == "assist" for f in dataclasses.fields(cls.Options))
    if args.assist:
        if has_assist:
            options["assist"] = True
        else:
            console.print(f"[yellow]{cls.title or name} has no memory aid; --assist is ignored.[/]")
    seed = args.seed if args.seed is not None else fresh_seed() % 1_000_000
    game = new_game(name, args.players, variant=variant, seed=seed, options=options or None)
    if not 0 <= args.seat < game.players:
        raise InvalidOption(f"--seat must be 0 to {game.players - 1}, not {args.seat}")
    kinds_avail = available_bots(game.name)
    kinds = [k.strip() for k in (args.bots or "").split(",") if k.strip()] or [
        "heuristic" if "heuristic" in kinds_avail else "random"]
    bots: list[Any] = []
    names: list[str] = []
    k = 0
    for seat in range(game.players):
        if seat == args.seat:
            bots.append(None)
            names.append("You")
            continue
        kind = kinds[min(k, len(kinds) - 1)]
        k += 1
        bots.append(make_bot(kind, game.name, seat, seed=seed, level=args.level))
        names.append(f"Bot {seat}")
    console.print(f"[dim]{game.title or game.name}{' (' + game.variant + ')' if game.variant else ''}, "
                  f"{plural(game.players, 'player')}, seed {seed}; you are seat {args.seat}"
                  + "".join(f"; {names[s]}: {b.kind}" for s, b in enumerate(bots) if b is not None)
                  + ". Type ? for help.[/]")
    memory = bool(getattr(game.options, "assist", False))
    return PlaySession(game, args.seat, bots, console=console, lines=lines, clock=clock, names=names,
                       memory=memory, record_path=args.record)


def run(args: argparse.Namespace, *, console: Console | None = None, lines: LineSource | None = None,
        clock: Clock | None = None) -> int:
    console = console or Console(highlight=False)
    if lines is None:
        lines = StdinLines()
    session = build_session(args, console=console, lines=lines, clock=clock or SystemClock())
    return session.run()
