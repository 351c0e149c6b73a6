"""``parlour solve pyramid --seed S``: verdicts per variant and passes, moves that replay."""

from __future__ import annotations

import json

import pytest

import parlour
from parlour.cli.main import main
from parlour.cli.solve import solve_all


def test_json_moves_replay_through_the_engine(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "pyramid", "--seed", "5", "--passes", "0,3", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "pyramid" and out["seed"] == 5
    rows = out["results"]
    assert {(r["variant"], r["max_passes"]) for r in rows} == {
        (v, p) for v in ("standard", "tuts-tomb", "classic-pairs") for p in (0, 3)}
    for r in rows:
        assert r["solvable"] and r["moves"], r
        g = parlour.new_game("pyramid", 1, variant=r["variant"], seed=5,
                             options={"max_passes": r["max_passes"]})
        for m in r["moves"]:
            g.apply(0, m)
        assert g.is_over() and g.result().winners == [0]


def test_text_output_names_each_rule_set(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "pyramid:tuts-tomb", "--seed", "5", "--passes", "0"]) == 0
    out = capsys.readouterr().out
    assert "tuts-tomb, unlimited passes: can be cleared" in out
    assert "remove" in out and "standard" not in out


def test_an_unsolvable_deal_says_so() -> None:
    rows = solve_all("pyramid", 4, variant="standard", passes=[0])
    assert rows[0]["solvable"] is False and rows[0]["moves"] == []


def test_state_limit_reports_undecided(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "pyramid", "--seed", "0", "--variant", "standard", "--passes", "1",
                 "--limit", "5"]) == 0
    assert "undecided" in capsys.readouterr().out


@pytest.mark.parametrize("argv,msg", [
    (["solve", "cactus", "--seed", "1"], "parlour solve knows pyramid"),
    (["solve", "pyramid", "--seed", "1", "--passes", "x"], "--passes"),
    (["solve", "pyramid", "--seed", "1", "--variant", "nope"], "no variant"),
])
def test_bad_requests_get_a_clear_message(argv: list[str], msg: str,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    assert msg in capsys.readouterr().err
