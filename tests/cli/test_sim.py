"""``parlour sim``: the tables, the --json shape, and clear errors."""

from __future__ import annotations

import json

import pytest

from parlour.cli.main import main


def test_sim_prints_tables(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sim", "cactus", "-n", "6", "--bots", "heuristic,random", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "95% interval" in out and "0: heuristic" in out and "1: random" in out
    assert "games/s" in out and "mean length" in out


def test_sim_json_shape(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sim", "cactus:wikipedia", "-n", "4", "--bots", "random", "--players", "3",
                 "--json", "--jobs", "2"]) == 0
    data = json.loads(capsys.readouterr().out)  # nothing but JSON on stdout
    assert data["game"] == "cactus" and data["variant"] == "wikipedia" and data["players"] == 3
    assert data["games"] == 4 and data["bots"] == ["random"] * 3
    assert {"games_per_second", "mean_actions", "draws", "by_bot", "by_seat", "seconds"} <= set(data)
    assert len(data["by_bot"]) == 3 and len(data["by_seat"]) == 3
    row = data["by_bot"][0]
    assert {"bot", "games", "wins", "win_rate", "ci95", "mean_score"} <= set(row)


def test_sim_json_is_deterministic(capsys: pytest.CaptureFixture[str]) -> None:
    outs = []
    for _ in range(2):
        main(["sim", "cactus", "-n", "5", "--bots", "heuristic,random", "--json", "--seed", "7"])
        d = json.loads(capsys.readouterr().out)
        outs.append([(r["wins"], r["mean_score"]) for r in d["by_bot"]])
    assert outs[0] == outs[1]


def test_sim_passes_game_options(capsys: pytest.CaptureFixture[str]) -> None:
    main(["sim", "pyramid", "-n", "3", "--bots", "heuristic", "-o", "max_passes=1", "--json"])
    data = json.loads(capsys.readouterr().out)
    assert data["options"]["max_passes"] == 1 and data["finished"] == 3


@pytest.mark.parametrize("argv, message", [
    (["sim", "nosuchgame"], "unknown game"),
    (["sim", "cactus", "--bots", "genius,random"], "unknown bot kind"),
    (["sim", "cactus", "--players", "5"], "not 5"),
    (["sim", "cactus", "-n", "0"], "at least 1"),
    (["sim", "cactus", "--jobs", "0"], "at least 1"),
    (["sim", "pyramid", "-o", "max_passes"], "NAME=VALUE"),
    (["sim", "pyramid", "-o", "no_such=1"], "no_such"),
    (["sim", "cactus", "--engine", "kernel"], "cactus has no simulation kernel"),
    (["sim", "pineapple", "--engine", "kernel", "--bots", "heuristic"], "random bots only, not heuristic"),
    (["sim", "pineapple", "--engine", "kernel", "-o", "limit=no"], "fixed limit only"),
])
def test_sim_bad_options(argv: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    assert message in capsys.readouterr().err


def test_bench_plans_scripts_by_game(tmp_path) -> None:
    from parlour.cli.bench import plan

    (tmp_path / "bench_any.py").write_text('GAMES = ("*",)\n# accepts --quick\n')
    (tmp_path / "bench_cactus.py").write_text('GAMES = ("cactus",)\n')
    (tmp_path / "bench_other.py").write_text("print('no games declared')\n")
    (tmp_path / "_helper.py").write_text("")
    names = [[p.split("/")[-1] for p in cmd[1:]] for cmd in plan("cactus", True, directory=tmp_path)]
    assert names == [["bench_any.py", "--quick", "--game", "cactus"], ["bench_cactus.py", "--game", "cactus"]]
    assert [c[1].split("/")[-1] for c in plan("snap", False, directory=tmp_path)] == ["bench_any.py"]
    assert len(plan(None, False, directory=tmp_path)) == 3
    assert len(plan(None, False, only=["other"], directory=tmp_path)) == 1


def test_a_quick_bench_run_shrinks_every_slow_script() -> None:
    """``parlour bench --quick`` stays a smoke run (under 2 minutes on a quiet 2-core
    machine, #9): the scripts that took tens of seconds get their small samples."""
    from parlour.cli.bench import plan

    argv = {cmd[1].split("/")[-1]: cmd[2:] for cmd in plan(None, True)}
    assert argv["bench_cluster.py"] == ["--quick"] and argv["bench_service_load.py"] == ["--quick"]
    assert argv["bench_reaction.py"] == ["-n", "3"]
    assert argv["bench_failover.py"] == ["--tables", "5", "--instances", "2", "--repeat", "1"]
    assert argv["bench_cash.py"][:2] == ["-n", "50"]
    assert argv["bench_service.py"][-4:] == ["--seconds", "1", "--warmup", "0.5"]


def test_the_quick_load_is_small() -> None:
    import argparse

    from benchmarks.bench_service_load import add_load_arguments, quick_load

    ap = argparse.ArgumentParser()
    add_load_arguments(ap, seconds=30.0, warmup=10.0, bot_pace=1.0)
    args = ap.parse_args(["--quick"])
    quick_load(args)
    assert (args.tables, args.connections, args.seconds) == (20, 80, 2.0)
    args = ap.parse_args([])
    quick_load(args)
    assert (args.tables, args.connections, args.seconds) == (250, 1000, 30.0)


def test_bench_lists_and_refuses_unknown_games(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--list"]) == 0
    out = capsys.readouterr().out
    assert "bench_playout" in out and "bench_strength" in out
    assert main(["bench", "nosuchgame"]) == 2
    assert "unknown game" in capsys.readouterr().err


def test_sim_takes_pineapples_kernel_for_random_bots_and_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sim", "pineapple", "-n", "3", "--players", "4", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["engine"] == "kernel" and data["finished"] == 3
    assert main(["sim", "pineapple", "-n", "3", "--players", "4", "--engine", "game", "--json"]) == 0
    game = json.loads(capsys.readouterr().out)
    assert game["engine"] == "game"
    assert [r["mean_score"] for r in game["by_seat"]] == [r["mean_score"] for r in data["by_seat"]]
    assert main(["sim", "pineapple", "-n", "2", "-q"]) == 0
    assert "on the simulation kernel" in capsys.readouterr().out


def test_an_option_taking_text_keeps_its_text_on_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    from parlour.cli.play import parse_options
    from parlour.games.pineapple.rules import PineappleOptions

    assert parse_options(["limit=no", "hilo=no", "hands=3"], PineappleOptions) == {
        "limit": "no", "hilo": False, "hands": 3}
    assert main(["sim", "pineapple", "-n", "1", "-o", "limit=no", "-o", "hands=2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["options"] == {"hands": 2, "limit": "no"} and data["engine"] == "game"


def test_sim_names_the_house_limit_when_random_matches_do_not_end(capsys: pytest.CaptureFixture[str]) -> None:
    """Spades with the set penalty has no floor (RULINGS 24): random bidders fall for ever.
    The run says which option ends such matches; with it, they end."""
    assert main(["sim", "spades:set-penalty", "-n", "1", "-q"]) == 1
    err = capsys.readouterr().err
    assert "1 games did not end" in err and "-o lose_at=-200" in err
    assert main(["sim", "spades:set-penalty", "-n", "2", "-q", "-o", "lose_at=-200", "--json"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["finished"] == 2 and "did not end" not in captured.err
