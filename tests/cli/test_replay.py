"""``parlour replay``: records from files and from the local service's database."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

import parlour
from parlour.bots import available_bots, make_bot
from parlour.cli import replay
from parlour.cli.main import build_parser, main
from parlour.runners.local import run_game
from parlour.tui.io import FakeClock, ScriptedLines


def finished_record(variant: str = "denexa", seed: int = 1) -> dict[str, Any]:
    """A short finished game (heuristic bots call Cactus soon; random ones pile up penalties)."""
    kind = "heuristic" if "heuristic" in available_bots("cactus") else "random"
    game = parlour.new_game("cactus", 2, variant=variant, seed=seed,
                            options={"target": 30} if variant == "wikipedia" else None)
    assert run_game(game, [make_bot(kind, "cactus", s, seed=seed) for s in range(2)]) is not None
    return game.record()


def show(argv: list[str], typed: list[str] | None = None) -> tuple[int, str]:
    buf = io.StringIO()
    con = Console(file=buf, width=110, color_system=None, highlight=False)
    lines = None if typed is None else ScriptedLines(FakeClock(), typed)
    code = replay.run(build_parser().parse_args(["replay", *argv]), console=con, lines=lines)
    return code, buf.getvalue()


@pytest.mark.parametrize("variant", ["denexa", "wikipedia"])
def test_all_prints_every_step_full_views_and_the_summary(tmp_path: Path, variant: str) -> None:
    rec = finished_record(variant)
    f = tmp_path / "game.json"
    f.write_text(json.dumps(rec))
    code, out = show([str(f), "--all"])
    assert code == 0
    n = len(rec["actions"])
    assert f"{n} steps" in out and f"Step {n}/{n}" in out
    assert out.count("· step ") == n  # a table after every step
    final = parlour.replay(rec)
    res = final.result()
    assert res is not None
    assert "Summary" in out and "Result" in out
    for s, score in enumerate(res.scores):
        assert f"Seat {s}" in out and str(int(score)) in out
    # full views: every grid card is shown, none hidden
    last = out[out.rindex("· step "):]
    assert "▒▒▒" not in last
    for c in final.zones["grid:0"].cards:
        if c is not None:
            assert c.pretty() in last
    # secrets are told in the replay: the card each stock draw showed its drawer
    assert "drew from the stock  [seen by Seat" in out


def test_brief_narrates_and_shows_only_the_summary(tmp_path: Path) -> None:
    rec = finished_record()
    f = tmp_path / "g.json"
    f.write_text(json.dumps(rec))
    code, out = show([str(f), "--all", "--brief"])
    assert code == 0 and "· step " not in out and "Summary" in out


def test_interactive_steps_on_enter_and_stops_on_q(tmp_path: Path) -> None:
    rec = finished_record()
    f = tmp_path / "g.json"
    f.write_text(json.dumps(rec))
    code, out = show([str(f)], ["", "", "q"])
    assert code == 0
    assert "Step 2/" in out and "Step 3/" not in out and "Replay stopped." in out
    code, out = show([str(f)], ["", "a"])
    n = len(rec["actions"])
    assert f"Step {n}/{n}" in out and "Summary" in out


def test_bad_files_and_records_are_clear_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(tmp_path / "missing.json")]) == 2
    assert "no such file" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert main(["replay", str(bad), "--all"]) == 2
    assert "is not a JSON record" in capsys.readouterr().err
    rec = finished_record()
    rec["actions"][1] = {"seat": 0, "action": {"type": "call"}, "at": 0}
    bad.write_text(json.dumps(rec))
    assert main(["replay", str(bad), "--all"]) == 2
    assert "record entry 1" in capsys.readouterr().err
    bad.write_text(json.dumps({"game": "cactus"}))
    assert main(["replay", str(bad), "--all"]) == 2
    assert "record has no 'players'" in capsys.readouterr().err


def test_a_table_id_is_read_from_the_local_database(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    storage = pytest.importorskip("parlour.server.storage")
    monkeypatch.delenv("DATABASE_URL", raising=False)
    rec = finished_record()
    store = storage.Store(storage.default_url(tmp_path))
    now = storage.utcnow()
    base = {"game": "cactus", "variant": rec["variant"], "players": 2, "options": rec["options"],
            "seed": rec["seed"], "deck": None, "imported": False, "created": now,
            "seats": [{"kind": "human", "name": "Ada"}, {"kind": "bot", "name": "Bot", "bot": "random"}]}
    steps = [storage.StepRow(i + 1, e, e.get("seat"), None) for i, e in enumerate(rec["actions"])]
    final = parlour.replay(rec).result()
    assert final is not None
    store.create_table(storage.TableRow(id="t1", status="finished", finished=now, steps=len(steps),
                                        result=final.to_json(), **base), steps)
    store.create_table(storage.TableRow(id="t2", status="open", finished=None, steps=0, result=None,
                                        **base))
    store.close()
    code, out = show(["t1", "--all", "--brief", "--data", str(tmp_path)])
    assert code == 0 and "Ada" in out and f"{len(steps)} steps" in out and "Result" in out
    assert main(["replay", "t2", "--all", "--data", str(tmp_path)]) == 2
    assert "still being played" in capsys.readouterr().err
    assert main(["replay", "nope", "--all", "--data", str(tmp_path)]) == 2
    assert "neither a file nor a table" in capsys.readouterr().err
    assert main(["replay", "nope", "--all", "--data", str(tmp_path / "empty")]) == 2
    assert "no local database" in capsys.readouterr().err


def test_interactive_steps_back_and_jumps_to_a_step(tmp_path: Path) -> None:
    rec = finished_record()
    f = tmp_path / "g.json"
    f.write_text(json.dumps(rec))
    code, out = show([str(f)], ["", "", "", "b", "b", "5", "b", "q"])
    assert code == 0
    n = len(rec["actions"])
    assert "b: back a step" in out
    assert f"Back to step 2/{n}" in out and f"Back to step 1/{n}" in out
    assert f"Step 5/{n}" in out and f"Back to step 4/{n}" in out
    # the table after going back is the table of that step, as when stepping forward
    tables = __import__("re").findall(r"· step 1 (.*?)\n(?:Step|Back|Replay)", out, 16)
    assert len(tables) == 2 and tables[0] == tables[1]
    code, out = show([str(f)], ["b", "3", "0", "x", "99", "q"])
    assert "✗ this is the start" in out and f"Back to step 0/{n} · the start" in out
    assert "✗ 'x'" in out and f"there is no step 99: the record has steps 0 to {n}" in out


def test_the_reader_of_a_played_record_is_spoken_to_in_words(tmp_path: Path) -> None:
    # a record saved by `parlour play --record` names the human "You"
    rec = finished_record()
    rec["names"] = ["You", "Bot 1"]
    f = tmp_path / "g.json"
    f.write_text(json.dumps(rec))
    code, out = show([str(f), "--all"])
    assert code == 0
    assert "You's" not in out and "Your cards" in out and "Bot 1's cards" in out
    assert not __import__("re").search(r"\bYou (draws|discards|swaps|calls|matches)\b", out)
