"""``parlour tournament --out DIR``: the Parquet and CSV tables have the documented
schema, hold what the printed summary shows, and the plots are written."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from parlour.cli.main import main
from parlour.tournament.results import TABLES

pq = pytest.importorskip("pyarrow.parquet")

PNG = b"\x89PNG\r\n\x1a\n"


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    out = tmp_path_factory.mktemp("tournament")
    capture = pytest.MonkeyPatch()
    import io
    import sys

    buf = io.StringIO()
    capture.setattr(sys, "stdout", buf)
    capture.setenv("COLUMNS", "160")
    try:
        code = main(["tournament", "--games", "knock-poker,stop-the-bus", "--entrants",
                     "random,heuristic,search:3i", "--games-per-match", "1", "--seed", "5",
                     "--out", str(out), "-q"])
    finally:
        capture.undo()
    assert code == 0
    return out, buf.getvalue()


def test_tables_have_the_documented_schema(run: tuple[Path, str]) -> None:
    out, _ = run
    for name, columns in TABLES.items():
        table = pq.read_table(out / f"{name}.parquet")
        assert table.column_names == list(columns)
        for column, typ in columns.items():
            got = table.schema.field(column).type
            if typ.startswith("list<"):
                got, typ = got.value_type, typ[5:-1]
            assert str(got) == typ.replace("float64", "double"), column
        with open(out / f"{name}.csv", newline="") as f:
            rows = list(csv.DictReader(f))
        assert list(rows[0]) == list(columns) and len(rows) == table.num_rows


def test_games_table_content(run: tuple[Path, str]) -> None:
    out, printed = run
    games = pq.read_table(out / "games.parquet").to_pylist()
    assert len(games) == 2 * 3 * 2  # 2 games, 3 pairs, 1 deal in 2 seatings
    assert f"{len(games)} of {len(games)} games played" in printed
    for g in games:
        assert g["error"] == "" and g["length"] > 0
        assert sorted(set(g["seats"])) == sorted({g["entrant_a"], g["entrant_b"]})
        assert g["points_a"] + g["points_b"] == 1.0
        assert [p for p in g["placings"] if p == 1] and len(g["scores"]) == g["players"] == 2
    with open(out / "games.csv", newline="") as f:
        first = next(csv.DictReader(f))
    assert json.loads(first["seats"]) == games[0]["seats"]
    assert json.loads(first["scores"]) == games[0]["scores"]


def test_printed_summary_matches_the_ratings_table(run: tuple[Path, str]) -> None:
    out, printed = run
    ratings = pq.read_table(out / "ratings.parquet").to_pylist()
    assert {r["game"] for r in ratings} == {"knock-poker", "stop-the-bus", "all"}
    lines = printed.splitlines()
    for r in ratings:
        title = next(i for i, line in enumerate(lines) if line.strip().startswith(f"{r['game']}: ratings"))
        row = next(line for line in lines[title:] if f" {r['entrant']} " in line)
        cells = [c.strip() for c in row.strip("│ ").split("│")]
        assert cells[:5] == [str(r["rank"]), r["entrant"], f"{r['mu']:.2f}", f"{r['sigma']:.2f}",
                             f"{r['ordinal']:.2f}"]
        assert cells[7] == f"{r['wins']}-{r['draws']}-{r['losses']}"
    # ranks follow the conservative ordinal
    for game in ("knock-poker", "all"):
        mine = [r for r in ratings if r["game"] == game]
        assert [r["rank"] for r in mine] == [1, 2, 3]
        assert [r["ordinal"] for r in mine] == sorted((r["ordinal"] for r in mine), reverse=True)


def test_head_to_head_adds_up(run: tuple[Path, str]) -> None:
    out, _ = run
    games = pq.read_table(out / "games.parquet").to_pylist()
    h2h = pq.read_table(out / "head_to_head.parquet").to_pylist()
    for h in h2h:
        if h["game"] == "all":
            continue
        mine = [g for g in games if g["game"] == h["game"]
                and {g["entrant_a"], g["entrant_b"]} == {h["entrant"], h["opponent"]}]
        won = sum(1 for g in mine
                  if (g["points_a"] if g["entrant_a"] == h["entrant"] else g["points_b"]) == 1)
        assert (h["games"], h["wins"]) == (len(mine), won)
        back = next(x for x in h2h if (x["game"], x["entrant"], x["opponent"])
                    == (h["game"], h["opponent"], h["entrant"]))
        assert (back["wins"], back["losses"]) == (h["losses"], h["wins"])


def test_plots_are_written(run: tuple[Path, str]) -> None:
    out, _ = run
    for stem in ("ratings_knock-poker", "ratings_stop-the-bus", "ratings_all", "budget_iterations",
                 "game_lengths"):
        assert (out / f"{stem}.png").read_bytes().startswith(PNG)
        assert (out / f"{stem}.svg").read_text().lstrip().startswith("<?xml")
    ratings = (out / "ratings_all.svg").read_text()
    assert "heuristic" in ratings and "search:3i" in ratings and "OpenSkill mu" in ratings
    budget = (out / "budget_iterations.svg").read_text()
    assert "search against heuristic" in budget and "3i" in budget
    lengths = (out / "game_lengths.svg").read_text()
    assert "knock-poker (mean" in lengths and "stop-the-bus (mean" in lengths


def test_cli_errors_are_clear(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "--game", "schwimmen", "--entrants", "heuristic"]) == 2
    assert "at least 2 entrants" in capsys.readouterr().err
    assert main(["tournament", "--game", "schwimmen", "--entrants", "random,heuristic",
                 "--reference", "search:9i"]) == 2
    assert "--reference 'search:9i' is not an entrant" in capsys.readouterr().err
