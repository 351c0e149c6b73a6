"""Tournaments: seatings cancel seat luck, results are the same for any number of jobs
(and on Ray), ratings put the heuristic above random, clear errors for bad requests."""

from __future__ import annotations

import pytest

from parlour.errors import InvalidOption
from parlour.tournament import Results, make_tournament, run_tournament
from parlour.tournament.matches import match_tasks, play_task, points

ENTRANTS = ["random", "heuristic", "search:4i"]


def test_each_deal_is_played_in_both_seatings() -> None:
    tasks = match_tasks("five-hundred", None, 4, 0, 0, ("random", "heuristic"), 3, seed=1)
    assert len(tasks) == 6
    for d in range(3):
        deal = [t for t in tasks if t.deal == d]
        assert len({t.seed for t in deal}) == 1  # one deal ...
        # ... each seat held once by each entrant; partners (seats 0/2, 1/3) are one entrant
        assert [t.seats for t in deal] == [("random", "heuristic", "random", "heuristic"),
                                           ("heuristic", "random", "heuristic", "random")]
    assert len({t.seed for t in tasks}) == 3
    # every match of a round plays the same deals, whoever meets
    other = match_tasks("five-hundred", None, 4, 0, 5, ("search:4i", "random"), 3, seed=1)
    assert [t.seed for t in other] == [t.seed for t in tasks]
    later = match_tasks("five-hundred", None, 4, 1, 0, ("random", "heuristic"), 3, seed=1)
    assert not {t.seed for t in later} & {t.seed for t in tasks}


def test_points_of_a_game() -> None:
    seats = ["a", "b", "a", "b"]
    assert points([1, 3], seats, ["a", "b"]) == [0.0, 1.0]  # partners won together
    assert points([0], seats, ["a", "b"]) == [1.0, 0.0]
    assert points([], seats, ["a", "b"]) == [0.5, 0.5]  # no winner: a draw
    assert points([0, 1], seats, ["a", "b"]) == [0.5, 0.5]  # a shared win across entrants


def test_partnership_game_row() -> None:
    (task, *_) = match_tasks("five-hundred", None, 4, 0, 0, ("random", "heuristic"), 1, seed=2)
    row = play_task(task)
    assert row["error"] == "" and row["length"] > 0
    assert row["seats"] == ["random", "heuristic", "random", "heuristic"]
    assert len(row["scores"]) == len(row["placings"]) == 4
    winners = {row["seats"][s] for s in row["winners"]}
    assert len(winners) == 1 and row["points_a" if winners == {"random"} else "points_b"] == 1.0
    assert row["score_a"] == (row["scores"][0] + row["scores"][2]) / 2


@pytest.fixture(scope="module")
def small() -> Results:
    return run_tournament(make_tournament(["knock-poker", "stop-the-bus"], ENTRANTS, games_per_match=2,
                                          seed=4), jobs=1)


def test_round_robin_plays_every_pair(small: Results) -> None:
    games = small.games
    for game in ("knock-poker", "stop-the-bus"):
        rows = [r for r in games if r["game"] == game]
        assert len(rows) == 3 * 2 * 2  # 3 pairs, 2 deals, 2 seatings
        pairs = {frozenset((r["entrant_a"], r["entrant_b"])) for r in rows}
        assert pairs == {frozenset(p) for p in (ENTRANTS[:2], ENTRANTS[1:], ENTRANTS[::2])}
        assert all(r["error"] == "" for r in rows)


def test_same_results_for_any_number_of_jobs(small: Results) -> None:
    again = run_tournament(small.spec, jobs=2)
    assert again.games == small.games
    assert again.ratings == small.ratings and again.head_to_head == small.head_to_head


def test_same_results_on_ray() -> None:
    pytest.importorskip("ray")
    spec = make_tournament(["stop-the-bus"], ["random", "heuristic", "search:3i"], format="swiss",
                           rounds=2, games_per_match=1, seed=9)
    local = run_tournament(spec, jobs=1)
    on_ray = run_tournament(spec, jobs=2, ray_address="local")
    assert on_ray.games == local.games
    assert on_ray.ratings == local.ratings and on_ray.standings == local.standings


def test_swiss_rounds_follow_the_standings() -> None:
    spec = make_tournament(["stop-the-bus"], ["random", "heuristic", "search:3i", "random:all"],
                           format="swiss", games_per_match=1, seed=2)
    assert spec.rounds == 2  # log2 of 4 entrants
    res = run_tournament(spec)
    r0 = {frozenset((r["entrant_a"], r["entrant_b"])) for r in res.games if r["round"] == 0}
    r1 = {frozenset((r["entrant_a"], r["entrant_b"])) for r in res.games if r["round"] == 1}
    assert r0 == {frozenset(("random", "heuristic")), frozenset(("search:3i", "random:all"))}
    assert len(r1) == 2 and not r0 & r1  # no repeat
    standings = {s["entrant"]: s["match_points"] for s in res.standings}
    assert sum(standings.values()) == 4.0  # one point per match played


def test_heuristic_rated_above_random() -> None:
    res = run_tournament(make_tournament(["stop-the-bus"], ["random", "heuristic"],
                                         games_per_match=10, seed=3))
    best, worst = res.ratings
    assert best["entrant"] == "heuristic" and worst["entrant"] == "random"
    assert best["lo"] > worst["hi"]  # the 95% intervals do not overlap
    assert best["games"] == worst["games"] == 20
    assert best["wins"] == worst["losses"]
    assert best["ordinal"] == pytest.approx(best["mu"] - 3 * best["sigma"])


@pytest.mark.parametrize(("games", "entrants", "message"), [
    (["nope"], ["random", "heuristic"], "unknown game 'nope'"),
    (["schwimmen"], ["random", "clever"], "unknown bot kind 'clever'"),
    (["war"], ["random", "heuristic"], "war has no heuristic"),
    (["schwimmen"], ["heuristic"], "at least 2 entrants, not 1"),
    (["schwimmen"], ["random", "random"], "listed twice"),
    (["schwimmen", "schwimmen"], ["random", "heuristic"], "a game is listed twice"),
    (["spades"], ["random", "heuristic"], None),  # 4 seats by default: valid
])
def test_bad_requests_are_named(games: list[str], entrants: list[str], message: str | None) -> None:
    if message is None:
        assert make_tournament(games, entrants).games[0].players == 4
        return
    with pytest.raises(InvalidOption, match=message):
        make_tournament(games, entrants)


def test_bad_numbers_are_named() -> None:
    with pytest.raises(InvalidOption, match="rounds must be at least 1"):
        make_tournament(["schwimmen"], ENTRANTS, rounds=0)
    with pytest.raises(InvalidOption, match="games per match must be at least 1"):
        make_tournament(["schwimmen"], ENTRANTS, games_per_match=0)
    with pytest.raises(InvalidOption, match="unknown format 'knockout'"):
        make_tournament(["schwimmen"], ENTRANTS, format="knockout")
    with pytest.raises(InvalidOption, match="is for 2 to 8 players, not 9"):
        make_tournament(["schwimmen"], ENTRANTS, players=9)


def test_ctrl_c_keeps_the_games_finished(small: Results) -> None:
    seen = []

    def stop_after_first_chunk(n: int) -> None:
        seen.append(n)
        raise KeyboardInterrupt

    res = run_tournament(small.spec, progress=stop_after_first_chunk)
    assert res.interrupted and seen == [len(res.games)]
    assert 0 < len(res.games) < res.planned == len(small.games)
    assert res.games == small.games[:len(res.games)]  # the first chunk, as the full run played it
    assert sum(r["games"] for r in res.ratings if r["game"] == "all") == 2 * len(res.games)


def test_unfinished_games_are_recorded_and_not_rated() -> None:
    # no Stop the Bus game ends within 3 steps: every game is cut off
    res = run_tournament(make_tournament(["stop-the-bus"], ["random", "heuristic"], games_per_match=1,
                                         max_steps=3))
    assert len(res.games) == 2
    for r in res.games:
        assert r["error"] == "unfinished" and r["scores"] == [] and r["length"] <= 3
        assert r["points_a"] != r["points_a"]  # NaN
    assert all(r["games"] == 0 and r["mu"] == 25.0 for r in res.ratings)
    assert res.head_to_head == []
    with pytest.raises(InvalidOption, match="max steps must be at least 1"):
        make_tournament(["stop-the-bus"], ["random", "heuristic"], max_steps=0)
