"""``parlour replay FILE_OR_ID``: step through a finished game's record in the terminal.

The record is the JSON of ``game.record()`` (``parlour play --record FILE`` writes one),
or the id of a finished table in the local service's database (``DATABASE_URL``, else
the ``parlour serve`` data folder). The game is over, so every step shows the full
view: every card, face-down ones dimmed, and each event with its secrets.
"""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.rule import Rule
from rich.text import Text

from parlour.engine.events import Event
from parlour.engine.game import Game
from parlour.engine.records import Replay
from parlour.errors import InvalidRecord
from parlour.tui.io import LineSource, StdinLines
from parlour.tui.narrate import personalize, pretty_cards
from parlour.tui.render import render_result, render_view

COMMAND = "replay"
HELP = "Replay a recorded game step by step (a record JSON file, or a table id of the local service)."


def register(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("source", metavar="FILE_OR_ID",
                        help="a record JSON file, or the id of a finished table in the local database")
    parser.add_argument("--all", action="store_true", help="print every step without waiting")
    parser.add_argument("--brief", action="store_true",
                        help="with --all: narrate the steps, draw the table only at the end")
    parser.add_argument("--data", type=Path, default=None,
                        help="data folder of the local service (default: as `parlour serve`)")


def load_record(source: str, data: Path | None = None) -> dict[str, Any]:
    """A record from a JSON file, or from the local service's database by table id."""
    path = Path(source)
    if path.is_file():
        try:
            rec = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
            raise InvalidRecord(f"{source} is not a JSON record: {e}") from e
        if not isinstance(rec, dict):
            raise InvalidRecord(f"{source} is not a record (a JSON object from game.record())")
        return rec
    if source.endswith(".json") or os.sep in source:
        raise InvalidRecord(f"no such file: {source}")
    return record_from_database(source, data)


def record_from_database(table_id: str, data: Path | None = None) -> dict[str, Any]:
    """The record of a finished table of the local service (``DATABASE_URL``, else the
    SQLite file in the ``parlour serve`` data folder)."""
    url = os.environ.get("DATABASE_URL")
    if not url:
        try:
            from parlour.cli.serve import default_data_dir

            folder = data or default_data_dir()
        except ImportError:  # pragma: no cover - the service is optional here
            raise InvalidRecord(f"{table_id!r} is not a file, and there is no local service") from None
        db = folder / "parlour.sqlite3"
        if not db.is_file():
            raise InvalidRecord(f"{table_id!r} is not a file, and there is no local database at {db}")
        url = f"sqlite:///{db.resolve()}"
    from parlour.server.storage import Store

    store = Store(url)
    try:
        row = store.get_table(table_id)
        if row is None:
            raise InvalidRecord(f"{table_id!r} is neither a file nor a table of the local database")
        if row.status != "finished":
            raise InvalidRecord(f"table {table_id} is still being played: its record shows every "
                                "hidden card, so it can be replayed once the game is over")
        rec = row.base_record()
        rec["actions"] = [s.entry for s in store.steps(table_id)]
        rec["names"] = [s.get("name") or f"Seat {i}" for i, s in enumerate(row.seats)]
    finally:
        store.close()
    return rec


def step(replay: Replay) -> tuple[str, list[Event]]:
    """Apply the next record entry; return its description (as its actor read it,
    or the passing time) and its events."""
    entry = replay.entries[replay.done]
    label = replay.next_label()
    events = replay.step()
    if label is None:
        label = f"time passes to {entry['advance'] / 1000:.1f} s"
    return label, events


def event_text(event: Event, names: list[str]) -> str:
    """An event told in full (the game is over): public text plus its secrets."""
    public = event.for_seat(None)
    if isinstance(public.get("text"), str) and public["text"]:
        text = personalize(public["text"], names, None)
    else:
        from parlour.tui.narrate import Narrator

        text = Narrator(names, None).text(public)
    secret = {k: v for k, v in (event.secret or {}).items() if k != "text"}
    if secret:
        seats = [names[s] if s < len(names) else f"Seat {s}" for s in range(event.to.bit_length())
                 if event.to >> s & 1]
        shown = ", ".join(f"{k} {_value(v)}" for k, v in secret.items())
        text += f"  [seen by {', '.join(seats)}: {shown}]"
    return text


def _value(v: Any) -> str:
    if isinstance(v, list):
        return ", ".join(_value(x) for x in v)
    return pretty_cards(str(v))


def run(args: argparse.Namespace, *, console: Console | None = None, lines: LineSource | None = None) -> int:
    console = console or Console(highlight=False)
    record = load_record(args.source, args.data)
    replay = Replay(record)
    game = replay.game
    names = list(record.get("names") or [f"Seat {s}" for s in range(game.players)])
    hints = dict(game.LAYOUT)
    entries = record["actions"]
    title = (game.title or game.name) + (f" ({game.variant})" if game.variant else "")
    interactive = not args.all
    if interactive and lines is None:
        lines = StdinLines()
    console.print(Rule(f"Replay: {title}, {game.players} players, seed {game.seed}, {len(entries)} steps"))
    if interactive or not args.brief:
        console.print(render_view(full_view(game), names, title=f"{title} · start", hints=hints,
                                  waiting=game.waiting_for()))
    if interactive:
        console.print(Text("Enter: next step · a: all the rest · q: quit", style="dim"))
    for n, entry in enumerate(entries):
        if interactive:
            assert lines is not None
            try:
                typed = (lines.read(None) or "").strip().lower()
            except EOFError:
                typed = "q"
            if typed in ("q", "quit", "exit"):
                console.print("Replay stopped.")
                return 0
            if typed in ("a", "all"):
                interactive = False
        seat = entry.get("seat") if isinstance(entry, dict) else None
        label, events = step(replay)
        at = entry.get("at") if isinstance(entry, dict) else None
        who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "The game"
        when = f" at {at / 1000:.1f} s" if isinstance(at, int) else ""
        console.print(Text(f"Step {n + 1}/{len(entries)}{when} · {who}: {pretty_cards(label)}",
                           style="bold"))
        for e in events:
            console.print("  " + event_text(e, names), markup=False)
        if interactive or not args.brief:
            console.print(render_view(full_view(game), names, title=f"{title} · step {n + 1}",
                                      hints=hints, waiting=game.waiting_for()))
    summary(console, game, names, entries)
    return 0


def full_view(game: Game) -> dict[str, Any]:
    """The full view, with piles shown as their top card and count."""
    view = game.full_view()
    zones = []
    for z in view["zones"]:
        z = dict(z)
        cards = z.get("cards") or []
        z["count"] = sum(1 for c in cards if c is not None)
        if z.get("kind") == "pile":
            z["cards"] = cards[-1:]
            z["up"] = (z.get("up") or [])[-1:]
        zones.append(z)
    view["zones"] = zones
    return view


def summary(console: Console, game: Game, names: list[str], entries: list[Any]) -> None:
    """How the game ended, how long it took, who did what."""
    console.print(Rule("Summary"))
    counts = [0] * game.players
    last = 0
    for e in entries:
        if isinstance(e, dict):
            if isinstance(e.get("seat"), int) and 0 <= e["seat"] < game.players:
                counts[e["seat"]] += 1
            t = e.get("at", e.get("advance"))
            if isinstance(t, int):
                last = max(last, t)
    console.print(f"{len(entries)} steps over {last / 1000:.1f} s of game time; actions: "
                  + ", ".join(f"{names[s]} {counts[s]}" for s in range(game.players)))
    res = game.result()
    if res is None:
        console.print(Text("The record ends before the game is over.", style="yellow"))
        return
    console.print(render_result(res.to_json(), names, None, lower_wins=game.lower_wins))
