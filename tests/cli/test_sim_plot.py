"""``parlour sim --plot DIR`` and the shared figures of :mod:`parlour.plots`: files are
written, are real PNG/SVG, and show what they are about."""

from __future__ import annotations

from pathlib import Path

import pytest

from parlour.cli.main import main
from parlour.plots import bar_with_intervals, length_histogram, line_with_intervals, save

PNG = b"\x89PNG\r\n\x1a\n"


def test_sim_plot_draws_win_rates_and_lengths(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "plots"
    assert main(["sim", "cactus", "-n", "12", "--bots", "heuristic,random", "--plot", str(out)]) == 0
    assert "plots:" in capsys.readouterr().out
    names = sorted(p.name for p in out.iterdir())
    assert names == ["game_lengths.png", "game_lengths.svg", "win_rates.png", "win_rates.svg"]
    for png in out.glob("*.png"):
        data = png.read_bytes()
        assert data.startswith(PNG) and len(data) > 5000
    rates = (out / "win_rates.svg").read_text()
    assert "0: heuristic" in rates and "1: random" in rates and "12 games" in rates
    lengths = (out / "game_lengths.svg").read_text()
    assert "game length (actions)" in lengths and "cactus (mean" in lengths


def test_generic_figures_for_tournaments(tmp_path: Path) -> None:
    fig = line_with_intervals([1, 10, 100], {"search": ([0.4, 0.6, 0.8], [0.3, 0.5, 0.7], [0.5, 0.7, 0.9]),
                                             "heuristic": ([0.5] * 3, [0.4] * 3, [0.6] * 3)},
                              title="win rate against budget", xlabel="iterations", ylabel="win rate",
                              log_x=True, percent=True)
    (svg,) = save(fig, tmp_path, "budget", formats=("svg",))
    text = svg.read_text()
    assert "win rate against budget" in text and "search" in text and "heuristic" in text
    fig = bar_with_intervals(["a", "b"], [25.0, 20.0], [23.0, 17.5], [27.0, 22.5],
                             title="ratings", ylabel="rating")
    fig2 = length_histogram({"war": [10, 12, 30], "snap": [5, 6]}, title="lengths")
    paths = save(fig, tmp_path / "new", "ratings") + save(fig2, tmp_path / "new", "lengths")
    assert [p.suffix for p in paths] == [".png", ".svg", ".png", ".svg"]
    assert all(p.stat().st_size > 1000 for p in paths)
    assert "war (mean 17.3)" in (tmp_path / "new" / "lengths.svg").read_text()


def test_mismatched_series_are_refused() -> None:
    with pytest.raises(ValueError, match="same length"):
        bar_with_intervals(["a", "b"], [0.5], [0.4], [0.6], title="t", ylabel="y")
    with pytest.raises(ValueError, match="'s'"):
        line_with_intervals([1, 2], {"s": ([0.5], [0.4], [0.6])}, title="t", xlabel="x", ylabel="y")


def test_a_plot_directory_that_cannot_be_made_is_refused_before_the_games(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "taken").write_text("a file, not a directory")
    assert main(["sim", "cactus", "-n", "100000", "--plot", str(tmp_path / "taken")]) == 2
    assert "cannot make that directory" in capsys.readouterr().err
