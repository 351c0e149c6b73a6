"""Replaying records (parlour.engine.records.Replay): the one function behind
``parlour.replay``, a table rebuilt at start-up, and the replay page's steps."""

from __future__ import annotations

import pytest

import parlour
from parlour.engine.records import Replay, start
from parlour.runners.local import run_game
from parlour.server.storage import StepRow, TableRow, utcnow
from tests.runners.tapgame import Tapper, register


def played(seed: int = 7) -> tuple[parlour.Game, list[list[parlour.Event]]]:
    """A finished toy game with a timer firing in it, and the events of each step."""
    g = parlour.new_game("stoy", 2, seed=seed, options={"hand_size": 2, "turn_ms": 1000})
    steps = [g.apply(0, {"type": "peek"}, at=100), g.apply(0, {"type": "play", "index": 1}, at=200)]
    steps.append(g.advance(1300))  # seat 1's turn times out: the engine plays for it
    steps.append(g.apply(0, {"type": "play", "index": 0}, at=1400))
    steps.append(g.apply(1, {"type": "play", "index": 0}, at=1500))
    assert g.is_over()
    return g, steps


def as_json(events: list[list[parlour.Event]]) -> list[list[dict[str, object]]]:
    return [[e.to_json() for e in evs] for evs in events]


def test_a_replay_rebuilds_the_game_and_keeps_each_entrys_events() -> None:
    g, events = played()
    r = Replay(g.record()).run()
    assert r.game.record() == g.record() and r.game.view(None) == g.view(None)
    assert as_json(r.events) == as_json(events) and r.done == len(events) and r.remaining == 0
    assert parlour.replay(g.record()).record() == g.record()  # parlour.replay is this


def test_a_replay_stops_where_asked_and_labels_the_next_action_before_applying_it() -> None:
    g, events = played()
    r = Replay(g.record()).run(1)
    before = r.game.clone()
    label = r.next_label()
    assert label == before.label(parlour.Action("play", index=1), 0)
    assert as_json([r.step()]) == as_json(events[1:2])
    assert r.next_label() is None  # a timer has no label
    r.run(2)
    assert r.done == 2  # never backwards
    assert Replay(g.record()).run(99).done == len(events)


@pytest.mark.parametrize(("entry", "why"), [
    ({"seat": 1, "action": {"type": "play", "index": 0}, "at": 10}, "not seat 1's turn"),
    ({"seat": "0", "action": {"type": "peek"}, "at": 10}, "a seat is a whole number"),
    ({"seat": 0, "action": {"type": "fly"}, "at": 10}, "fly"),
    ({"action": {"type": "peek"}}, "'seat'"),
    ("peek", "an entry must be an object"),
    ({"advance": -5}, "earlier than the game clock"),
])
def test_an_entry_that_does_not_apply_is_named(entry: object, why: str) -> None:
    rec = parlour.new_game("stoy", 2, seed=7).record()
    rec["actions"] = [{"seat": 0, "action": {"type": "peek"}, "at": 5}, entry]
    r = Replay(rec).run(1)
    with pytest.raises(parlour.InvalidRecord, match=r"record entry 1 \(.*does not apply") as e:
        r.run()
    assert why in str(e.value)
    assert r.done == 1 and r.game.record()["actions"] == rec["actions"][:1]  # nothing changed


@pytest.mark.parametrize(("record", "why"), [
    ([], "a record must be a JSON object"),
    ({"format": "other/2", "game": "stoy"}, "unknown record format"),
    ({"game": "stoy", "players": 2, "seed": 1}, "record has no 'actions'"),
    ({"game": "stoy", "players": 2, "seed": 1, "actions": {}}, "actions must be a list"),
])
def test_a_malformed_record_is_refused_before_any_game(record: object, why: str) -> None:
    with pytest.raises(parlour.InvalidRecord, match=why):
        start(record)  # type: ignore[arg-type]


def test_a_stored_table_is_its_record() -> None:
    g, events = played()
    rec = g.record()
    row = TableRow(id="t", game="stoy", variant=None, players=2, options=rec["options"], seed=g.seed,
                   deck=None, seats=[], status="finished", imported=False, created=utcnow(),
                   finished=None, steps=len(events), result=None)
    steps = [StepRow(i + 1, e, e.get("seat"), None) for i, e in enumerate(rec["actions"])]
    assert row.record(steps) == rec


def test_a_real_time_record_replays_with_its_minimum_interval(monkeypatch: pytest.MonkeyPatch) -> None:
    register(monkeypatch)
    g = parlour.new_game("tap", 2, seed=1, options={"taps": 8, "min_interval": 150})
    run_game(g, [Tapper(0, 0), Tapper(1, 0)])
    assert Replay(g.record()).run().game.record() == g.record()
    too_quick = g.record()
    too_quick["actions"][2]["at"] -= 1
    with pytest.raises(parlour.InvalidRecord, match="too quick"):
        Replay(too_quick).run()

