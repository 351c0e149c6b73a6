"""Simulation runner: determinism per seed whatever the number of jobs, seat rotation,
Wilson intervals, and run_game determinism."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

import parlour
from parlour.bots import make_bot
from parlour.errors import InvalidOption
from parlour.runners.local import run_game
from parlour.runners.sim import game_seed, make_spec, play_one, run_games, run_many, simulate, wilson


def test_wilson_interval() -> None:
    lo, hi = wilson(90, 100)
    assert 0.82 < lo < 0.83 and 0.94 < hi < 0.95
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0
    assert wilson(0, 0) == (0.0, 1.0)


def test_run_game_is_deterministic() -> None:
    def once(seed: int) -> dict:
        g = parlour.new_game("cactus", 2, seed=seed)
        bots = [make_bot("heuristic", "cactus", 0, seed=seed), make_bot("random", "cactus", 1, seed=seed)]
        res = run_game(g, bots)
        assert res is not None
        return g.record()

    assert once(4) == once(4)
    assert once(4) != once(5)


def test_search_bot_games_are_deterministic_with_iteration_budgets() -> None:
    def once() -> dict:
        g = parlour.new_game("cactus", 2, seed=9)
        bots = [make_bot("search:20i", "cactus", 0, seed=1), make_bot("heuristic", "cactus", 1, seed=1)]
        assert run_game(g, bots) is not None
        return g.record()

    assert once() == once()


def test_simulation_is_the_same_with_one_or_two_jobs() -> None:
    spec = make_spec("cactus", ["heuristic", "random"], seed=3)
    one = sorted((o.index, o.seed, tuple(o.winners), tuple(o.scores)) for o in run_many(spec, 12, jobs=1))
    two = sorted((o.index, o.seed, tuple(o.winners), tuple(o.scores)) for o in run_many(spec, 12, jobs=2))
    assert one == two
    assert [o[1] for o in one] == [game_seed(3, i) for i in range(12)]


def test_every_game_and_the_summary_are_the_same_whatever_the_jobs_and_chunks() -> None:
    spec = make_spec("cactus", ["heuristic", "random"], seed=11)
    chunks: list[list[Any]] = []
    runs = [run_games(spec, 30), run_games(spec, 30, jobs=2),
            run_games(spec, 30, jobs=2, chunk=7, progress=chunks.append)]
    assert [r.chunk for r in runs] == [1, 2, 7]  # 30 games on 2 workers: about 8 chunks each
    assert sorted(len(c) for c in chunks) == [2, 7, 7, 7, 7]  # progress: once a chunk
    games: list[Any] = []
    assert simulate(spec, 3, progress=games.append)["games"] == len(games) == 3  # once a game
    games = [[{k: v for k, v in dataclasses.asdict(o).items() if k != "seconds"} for o in r.outcomes]
             for r in runs]
    assert [g["index"] for g in games[0]] == list(range(30))
    assert games[1] == games[0] and games[2] == games[0]
    timing = {"seconds", "games_per_second", "jobs", "chunk", "setup_seconds"}
    summaries = [{k: v for k, v in r.summary().items() if k not in timing} for r in runs]
    assert summaries[1] == summaries[0] and summaries[2] == summaries[0]
    assert summaries[0]["games"] == 30 and not summaries[0]["interrupted"]


def test_lineup_rotates_and_summary_counts() -> None:
    spec = make_spec("cactus", ["heuristic", "random"], seed=1)
    assert spec.lineup(0) == [0, 1] and spec.lineup(1) == [1, 0]
    assert make_spec("cactus", ["heuristic", "random"], rotate=False).lineup(1) == [0, 1]
    s = simulate(spec, 10)
    assert s["games"] == 10 and s["finished"] + s["unfinished"] == 10
    bot_wins = sum(r["wins"] for r in s["by_bot"])
    assert bot_wins == sum(r["wins"] for r in s["by_seat"])
    assert bot_wins + s["draws"] + s["unfinished"] == 10  # two-player Cactus: a tie is a draw
    for r in s["by_bot"]:
        assert 0 <= r["ci95"][0] <= r["win_rate"] <= r["ci95"][1] <= 1
    o = play_one(spec, 1)
    assert o.lineup == [1, 0] and o.actions > 0


def test_bad_requests_are_refused_clearly() -> None:
    with pytest.raises(InvalidOption, match="unknown game"):
        make_spec("nope", ["random"])
    with pytest.raises(InvalidOption, match="unknown bot kind"):
        make_spec("cactus", ["clever", "random"])
    with pytest.raises(InvalidOption, match="2 players, not 3"):
        make_spec("cactus", ["random"], players=3)
    with pytest.raises(InvalidOption, match="one kind per player"):
        make_spec("cactus:wikipedia", ["random", "random"], players=3)
    with pytest.raises(InvalidOption, match="at least 1"):
        list(run_many(make_spec("cactus", ["random"]), 0))
    spec = make_spec("cactus:wikipedia", ["random"], players=4)
    assert spec.bots == ("random",) * 4 and spec.variant == "wikipedia"
