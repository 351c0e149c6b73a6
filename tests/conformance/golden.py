"""Golden playthroughs: one seeded game per registered game and variant, kept as text.

A golden file holds a record (the actions with their seats and times) and, for every
step, what each seat and a spectator saw: their copies of the events, their views and
their legal actions with labels and targets (a very long list in short). The first
``FULL_STEPS`` steps are stored in full, so a change shows up as a readable diff; later
steps as a digest of the same text. Replaying the record must give the same transcript:
any change in behaviour is a failing test until the files are rewritten on purpose::

    python -m tests.conformance.golden --write            # every game and variant
    python -m tests.conformance.golden --write spades      # one game
"""

from __future__ import annotations

import argparse
import hashlib
import json
from pathlib import Path
from typing import Any

import parlour
from parlour.engine.game import Game
from parlour.engine.rng import Rng

HERE = Path(__file__).parent / "golden"
FULL_STEPS = 12
MAX_STEPS = 400
SEED = 2026


def cases() -> list[tuple[str, str | None, int]]:
    """(game, variant, players) for every registered game and variant."""
    out: list[tuple[str, str | None, int]] = []
    for info in parlour.games():
        cls = parlour.engine.registry.game_class(info.name)
        players = cls.default_players or cls.min_players
        for variant in (info.variants or {None: ""}):
            out.append((info.name, variant, players))
    return out


def path_for(game: str, variant: str | None) -> Path:
    return HERE / f"{game}--{variant or 'default'}.json"


def random_record(game: str, variant: str | None, players: int, seed: int = SEED) -> dict[str, Any]:
    """A seeded random game of at most ``MAX_STEPS`` actions (claims and timers too)."""
    g = parlour.new_game(game, players, variant=variant, seed=seed)
    rng = Rng(seed ^ 0x5EED)
    realtime = g.timing == "realtime"
    for _ in range(MAX_STEPS):
        if g.is_over():
            break
        due = g.next_deadline()
        waiting = g.waiting_for()
        actors = g.actors()
        if due is not None and (not actors or rng.below(4) == 0):
            g.advance(due)
            continue
        if not actors:
            break
        seats = waiting if waiting and rng.below(5) else actors
        seat = seats[rng.below(len(seats))]
        legal = g.legal_actions(seat)
        if not legal:
            seat = waiting[0] if waiting else actors[0]
            legal = g.legal_actions(seat)
            if not legal:
                break
        action = legal[rng.below(len(legal))]
        at = None
        if realtime:
            at = g.now + 150 + rng.below(400)  # never quicker than the minimum interval
            if due is not None and at >= due:
                at = due - 1 if due - 1 >= g.earliest(seat, action) else None
                if at is None:
                    g.advance(due)
                    continue
        g.apply(seat, action, at=at)
    return g.record()


def _seats(g: Game) -> list[int | None]:
    return [*range(g.players), None]


LONG_LIST = 200
"""A legal list longer than this (every cut position, every whole wager) is kept as its
length, its first and last few entries and a digest of the whole, not entry by entry."""


def _legal(g: Game, seat: int | None) -> Any:
    if seat is None:
        return []
    legal = g.legal_json(seat)
    if len(legal) <= LONG_LIST:
        return legal
    text = json.dumps(legal, sort_keys=True, ensure_ascii=False)
    return {"count": len(legal), "first": legal[:3], "last": legal[-3:],
            "digest": hashlib.sha256(text.encode()).hexdigest()[:20]}


def _snapshot(g: Game, events: list[Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for s in _seats(g):
        key = "spectator" if s is None else f"seat {s}"
        out[key] = {"events": [e.for_seat(s) for e in events], "view": g.view(s),
                    "legal": _legal(g, s)}
    return out


def transcript(record: dict[str, Any]) -> dict[str, Any]:
    """Replay ``record`` step by step and describe what everyone saw."""
    g = parlour.new_game(record["game"], record["players"], variant=record.get("variant"),
                         seed=record["seed"], options=record.get("options"), deck=record.get("deck"))
    steps: list[Any] = [{"step": 0, "action": None, **_snapshot(g, [])}]
    for n, entry in enumerate(record["actions"], start=1):
        if "advance" in entry:
            events = g.advance(entry["advance"])
        else:
            events = g.apply(entry["seat"], entry["action"], at=entry.get("at"))
        snap = {"step": n, "action": entry, **_snapshot(g, events)}
        if n < FULL_STEPS:
            steps.append(snap)
        else:
            text = json.dumps(snap, sort_keys=True, ensure_ascii=False)
            steps.append({"step": n, "action": entry,
                          "digest": hashlib.sha256(text.encode()).hexdigest()[:20]})
    res = g.result()
    return {"game": record["game"], "variant": record.get("variant"), "players": record["players"],
            "record": record, "steps": steps, "over": g.is_over(),
            "result": res.to_json() if res else None}


def write(game: str | None = None) -> list[Path]:
    HERE.mkdir(exist_ok=True)
    written = []
    for name, variant, players in cases():
        if game and name != game:
            continue
        data = transcript(random_record(name, variant, players))
        p = path_for(name, variant)
        p.write_text(json.dumps(data, indent=1, sort_keys=True, ensure_ascii=False) + "\n",
                     encoding="utf-8")
        written.append(p)
    return written


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--write", action="store_true", help="rewrite the golden files")
    ap.add_argument("game", nargs="?", help="only this game")
    args = ap.parse_args()
    if args.write:
        for p in write(args.game):
            print(f"{p}  {p.stat().st_size // 1024} KiB")


if __name__ == "__main__":
    main()
