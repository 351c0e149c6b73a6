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
from parlour.tui.shown import presentation
from parlour.words import plural

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
        if row.fairness is not None:
            from parlour.server.fairness import public

            rec["fairness"] = public(row.fairness, True)
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


def event_text(event: Event, names: list[str], me: int | None = None) -> str:
    """An event told in full (the game is over): public text plus its secrets, spoken to
    seat ``me`` when the record was played from it ("You flip", not "You flips")."""
    public = event.for_seat(None)
    if isinstance(public.get("text"), str) and public["text"]:
        text = personalize(public["text"], names, me)
    else:
        from parlour.tui.narrate import Narrator

        text = Narrator(names, me).text(public)
    secret = {k: v for k, v in (event.secret or {}).items() if k != "text"}
    if secret:
        seats = [("you" if s == me else names[s]) if s < len(names) else f"Seat {s}"
                 for s in range(event.to.bit_length()) if event.to >> s & 1]
        shown = ", ".join(f"{k} {_value(v)}" for k, v in secret.items())
        text += f"  [seen by {', '.join(seats)}: {shown}]"
    return text


def _value(v: Any) -> str:
    if isinstance(v, list):
        return ", ".join(_value(x) for x in v)
    return pretty_cards(str(v))


REPLAY_KEYS = ("Enter or n: next step · b: back a step · a step number: go there · "
               "a: all the rest · q: quit")


def reader(names: list[str]) -> int | None:
    """The seat the record was played from ("You", as ``parlour play --record`` names
    it), so that the replay speaks to that player: "Your hand", "You flip"."""
    return names.index("You") if "You" in names else None


def run(args: argparse.Namespace, *, console: Console | None = None, lines: LineSource | None = None) -> int:
    console = console or Console(highlight=False)
    record = load_record(args.source, args.data)
    replay = Replay(record)
    game = replay.game
    names = list(record.get("names") or [f"Seat {s}" for s in range(game.players)])
    me = reader(names)
    hints = dict(game.LAYOUT)
    entries = record["actions"]
    title = (game.title or game.name) + (f" ({game.variant})" if game.variant else "")
    interactive = not args.all
    if interactive and lines is None:
        lines = StdinLines()
    console.print(Rule(f"Replay: {title}, {plural(game.players, 'player')}, seed {game.seed}, "
                       f"{plural(len(entries), 'step')}"))
    if "fairness" in record:  # a service table's shuffle: checked from the record alone
        from parlour.server.fairness import verify

        problem = verify(record)
        console.print("Fair shuffle checked: the seed follows from the revealed server seed, which "
                      "matches its commitment, and the players' entropy" if problem is None
                      else f"Fair shuffle NOT proven: {problem}")

    def table(caption: str) -> None:
        console.print(render_view(full_view(replay.game), names, title=f"{title} · {caption}",
                                  hints=hints, waiting=replay.game.waiting_for(),
                                  pres=presentation(replay.game)))

    if interactive or not args.brief:
        table("start")
    if interactive:
        console.print(Text(REPLAY_KEYS, style="dim"))
    ended = False
    while True:
        target = replay.done + 1
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
            elif typed in ("b", "back", "p", "prev", "previous"):
                target = replay.done - 1
            elif typed.isdigit():
                target = int(typed)
            elif typed in ("?", "help", "h"):
                console.print(Text(REPLAY_KEYS, style="dim"))
                continue
            elif typed not in ("", "n", "next"):
                console.print(Text(f"✗ {typed!r}: {REPLAY_KEYS}", style="red"))
                continue
            if target > len(entries) and replay.done >= len(entries) and typed in ("", "n", "next"):
                return 0
            if target < 0:
                console.print(Text("✗ this is the start: Enter steps forward", style="red"))
                continue
            if target == replay.done:
                console.print(Text(f"At step {target}/{len(entries)}", style="bold"))
                table(f"step {target}" if target else "start")
                continue
            if not 0 <= target <= len(entries):
                console.print(Text(f"✗ there is no step {target}: the record has steps 0 to "
                                   f"{len(entries)}", style="red"))
                continue
        if replay.done >= len(entries) and target > replay.done:
            break  # Enter at the end: done
        if target < replay.done:  # backwards: replay the record again up to there
            replay = Replay(record).run(max(0, target - 1))
            said = "the start"
            if target:
                label, _ = step(replay)
                said = f"{_who(entries[target - 1], names)}: {pretty_cards(label)}"
            game = replay.game
            console.print(Text(f"Back to step {target}/{len(entries)} · {said}", style="bold"))
            table(f"step {target}" if target else "start")
            continue
        while replay.done < target:
            n = replay.done
            entry = entries[n]
            label, events = step(replay)
            at = entry.get("at") if isinstance(entry, dict) else None
            when = f" at {at / 1000:.1f} s" if isinstance(at, int) else ""
            console.print(Text(f"Step {n + 1}/{len(entries)}{when} · "
                               f"{_who(entry, names)}: {pretty_cards(label)}", style="bold"))
            for e in events:
                console.print("  " + event_text(e, names, me), markup=False)
            if (interactive and replay.done == target) or not (interactive or args.brief):
                table(f"step {n + 1}")
        game = replay.game
        if replay.done >= len(entries):
            if not interactive:
                break
            if not ended:
                summary(console, game, names, entries, me)
                console.print(Text("The end: b to step back, q or Enter to leave.", style="dim"))
                ended = True
    if not ended:
        summary(console, game, names, entries, me)
    return 0


def _who(entry: Any, names: list[str]) -> str:
    seat = entry.get("seat") if isinstance(entry, dict) else None
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "The game"


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


def summary(console: Console, game: Game, names: list[str], entries: list[Any],
            me: int | None = None) -> None:
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
    console.print(f"{plural(len(entries), 'step')} over {last / 1000:.1f} s of game time; actions: "
                  + ", ".join(f"{names[s]} {counts[s]}" for s in range(game.players)))
    res = game.result()
    if res is None:
        console.print(Text("The record ends before the game is over.", style="yellow"))
        return
    console.print(render_result(res.to_json(), names, me, lower_wins=game.lower_wins,
                                pres=presentation(game)))
