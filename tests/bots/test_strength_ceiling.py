"""The ceiling analysis of ``benchmarks/bench_strength.py --ceiling`` (heuristic vs
random in denexa): small runs, to keep it working."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

import bench_strength  # noqa: E402


def test_one_turn_case_has_a_fair_ceiling_near_even() -> None:
    """Random moves first and calls at once; the other seat, knowing none of its cards,
    wins only a little over half the time whatever fair policy it follows."""
    rate, td, tv = bench_strength.one_turn_ceiling(60, 5)
    assert 0.35 < rate < 0.8
    assert -1 <= td <= 10 and -1 <= tv <= 10


def test_cases_cover_every_game_and_the_oracle_is_stronger() -> None:
    fair = bench_strength.by_case(40, 3)
    oracle = bench_strength.by_case(40, 3, oracle=True)
    assert sum(r[2] for r in fair) == 40 == sum(r[2] for r in oracle)

    def wins(rows: list[list[object]]) -> float:
        return sum(r[2] * float(str(r[4]).rstrip("%")) / 100 for r in rows)  # type: ignore[operator]

    assert wins(oracle) >= wins(fair)


def test_ceiling_command_prints_the_three_tables(capsys) -> None:
    assert bench_strength.main(["--ceiling", "--games", "20"]) == 0
    out = capsys.readouterr().out
    assert out.count("| who called") == 2 and "bound on the overall win rate" in out
