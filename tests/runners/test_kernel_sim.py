"""Random-bot simulations on Pineapple's kernel (``parlour sim pineapple``, engine
``kernel``) are the very games the bots play on the game: same winners, scores,
placings and lengths, game by game, whatever the variant, table, options or bot level
(the level sets the reaction delays that decide who discards first when all may)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from parlour.errors import InvalidOption
from parlour.runners.kernels import choose_engine
from parlour.runners.sim import Outcome, make_spec, run_games, summarize

pytest.importorskip("parlour.sim._pineapple", reason="the kernel was not built")


def _games(outcomes: list[Outcome]) -> list[tuple[Any, ...]]:
    return [(o.index, o.seed, o.lineup, o.winners, o.scores, o.placing, o.actions, o.error)
            for o in outcomes]


@pytest.mark.parametrize("variant, players, options, level", [
    (None, 6, {}, "normal"),
    ("crazy", 9, {"ante": 1, "small_blind": 0, "big_blind": 0}, "slow"),
    ("crazy-hilo8", 3, {"stack": 10, "hands": 40}, "fast"),
    ("pineapple", 2, {"stack": 5, "cap": 0}, "expert"),
    ("crazy-hilo8", 5, {"stack": 30, "dealer": 4, "small_bet": 3, "big_bet": 6}, "normal"),
])
def test_the_kernel_plays_the_games_the_random_bots_play(variant: str | None, players: int,
                                                         options: dict[str, Any], level: str) -> None:
    kernel = make_spec("pineapple", ["random"], players=players, variant=variant, seed=11,
                       level=level, options=options)
    assert kernel.engine == "kernel"
    game = dataclasses.replace(kernel, engine="game")
    on_kernel, on_game = run_games(kernel, 12).outcomes, run_games(game, 12).outcomes
    assert _games(on_kernel) == _games(on_game)
    assert all(not o.error for o in on_kernel) and any(o.winners for o in on_kernel)
    same = summarize(kernel, on_kernel, 1.0) | {"engine": "game"}
    assert same == summarize(game, on_game, 1.0)


def test_random_all_and_a_step_limit_are_followed_too() -> None:
    kernel = make_spec("pineapple", ["random:all"], players=4, seed=2)
    game = dataclasses.replace(kernel, engine="game")
    assert _games(run_games(kernel, 4).outcomes) == _games(run_games(game, 4).outcomes)
    short = dataclasses.replace(kernel, max_steps=30)
    out = run_games(short, 2).outcomes
    assert [o.error for o in out] == ["unfinished", "unfinished"] and all(o.actions >= 30 for o in out)


def test_kernel_runs_are_the_same_in_worker_processes() -> None:
    spec = make_spec("pineapple", ["random"], players=6, seed=4)
    assert _games(run_games(spec, 10, jobs=2).outcomes) == _games(run_games(spec, 10).outcomes)


@pytest.mark.parametrize("game, bots, variant, options, engine", [
    ("pineapple", ("random",) * 6, None, {}, "kernel"),
    ("pineapple", ("random", "heuristic"), None, {}, "game"),
    ("pineapple", ("random",) * 2, "crazy", {"limit": "pot"}, "game"),
    ("spades", ("random",) * 4, None, {}, "game"),
])
def test_auto_takes_the_kernel_only_where_it_plays_the_same_games(
        game: str, bots: tuple[str, ...], variant: str | None, options: dict[str, Any], engine: str) -> None:
    assert choose_engine("auto", game, bots, variant, options) == engine
    assert choose_engine("game", game, bots, variant, options) == "game"
    if engine == "game":
        with pytest.raises(InvalidOption, match="--engine kernel: "):
            choose_engine("kernel", game, bots, variant, options)
    with pytest.raises(InvalidOption, match="unknown engine 'fast'"):
        choose_engine("fast", game, bots, variant, options)
