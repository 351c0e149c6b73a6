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
        res = g.result()
        assert g.is_over() and res is not None and res.winners == [0]


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


def test_seed_7_cannot_be_cleared_and_says_which_card_blocks(capsys: pytest.CaptureFixture[str]) -> None:
    """Deal 7 really is lost before the first move: the apex (4H) can only pair with a 9,
    which must come from outside the pyramid since every pyramid card covers the apex,
    and all four 9s are in the pyramid. Every rule set says so, in words, at once."""
    g = parlour.new_game("pyramid", 1, seed=7)
    pyr = [str(c) for c in g.zones["pyramid"].cards]
    assert pyr[0] == "4H" and {"9C", "9D", "9H", "9S"} <= set(pyr)
    rows = solve_all("pyramid", 7)
    assert len(rows) == 9
    for r in rows:
        assert r["solvable"] is False and r["stopped"] is False and r["moves"] == [], r
        assert r["reason"].startswith("the 4♥ at the top of the pyramid can only be discarded "
                                      "with a 9, but no 9 is in the stock"), r
        assert "9♣, 9♠, 9♥ and 9♦ all cover it" in r["reason"]
    assert main(["solve", "pyramid", "--seed", "7"]) == 0
    out = capsys.readouterr().out
    assert out.count("cannot be cleared (1 position searched") == 9
    assert out.count("Why: The 4♥ at the top of the pyramid") == 9
    assert "states" not in out


def test_a_lost_deal_without_one_blocking_card_says_the_search_was_complete() -> None:
    row = solve_all("pyramid", 5, variant="tuts-tomb", passes=[1])[0]
    assert row["solvable"] is False and row["states"] > 1
    assert row["reason"] == "no order of moves clears it: the search tried every line"


def test_reasons_are_empty_when_the_deal_can_be_cleared_or_is_undecided() -> None:
    assert solve_all("pyramid", 5, variant="standard", passes=[0])[0]["reason"] == ""
    stopped = solve_all("pyramid", 0, variant="standard", passes=[1], limit=5)[0]
    assert stopped["stopped"] and stopped["reason"] == ""


def test_a_blocking_card_always_means_a_lost_deal() -> None:
    """The explanation is sound: whenever it names a card, the exact search agrees."""
    from parlour.games.pyramid.solver import SolveRules, position_of, solve
    from parlour.games.pyramid.verdict import why_unclearable

    named = 0
    for seed in range(60):
        for variant in ("standard", "tuts-tomb"):
            g = parlour.new_game("pyramid", 1, variant=variant, seed=seed)
            pyr, seq, p, _, _ = position_of(g)
            why = why_unclearable(pyr, seq, p, SolveRules.of(g.options))
            sol = solve(g)
            if why is not None:
                named += 1
                assert not sol.solvable and sol.reason == why, (seed, variant)
    assert named > 5


# ----- an independent check of the verdicts (issue #10: deal 7 "cannot be cleared") -------------

def relaxed_clearable(variant: str, seed: int) -> bool:
    """Whether the pyramid of a deal could be cleared if every stock card were always at
    hand (each rank of the stock as often as wanted) and a card might pair with one that
    directly covers it (the Tut's Tomb allowance) in every variant: a brute force over the
    pyramid's cards alone, written apart from the solver. It allows every real line of
    play and more, so False proves that the deal cannot be cleared."""
    g = parlour.new_game("pyramid", 1, variant=variant, seed=seed)
    zones = {z["id"]: z["cards"] for z in g.full_view()["zones"]}
    ranks = {"A": 1, "T": 10, "J": 11, "Q": 12, "K": 13}
    val = [ranks.get(c[0]) or int(c[:-1]) for c in zones["pyramid"]]
    stock = {ranks.get(c[0]) or int(c[:-1]) for c in zones["stock"]}
    rows = 7
    pos = [(r, c) for r in range(rows) for c in range(r + 1)]
    index = {rc: i for i, rc in enumerate(pos)}
    covers = [[index[(r + 1, c)], index[(r + 1, c + 1)]] if r + 1 < rows else [] for r, c in pos]
    full = (1 << len(pos)) - 1
    seen: set[int] = set()
    stack = [0]
    while stack:
        gone = stack.pop()
        if gone == full:
            return True
        if gone in seen:
            continue
        seen.add(gone)
        free = [i for i in range(len(pos)) if not gone >> i & 1 and all(gone >> j & 1 for j in covers[i])]
        for i in free:
            if val[i] == 13 or 13 - val[i] in stock:
                stack.append(gone | 1 << i)
        for a in range(len(pos)):
            if gone >> a & 1:
                continue
            left = [j for j in covers[a] if not gone >> j & 1]
            for b in range(len(pos)):
                if b == a or gone >> b & 1 or val[a] + val[b] != 13:
                    continue
                if b in free and (a in free or left == [b]):
                    stack.append(gone | 1 << a | 1 << b)
    return False


@pytest.mark.parametrize("variant", ["standard", "tuts-tomb", "classic-pairs"])
def test_deal_7_really_cannot_be_cleared(variant: str) -> None:
    # the README's old example printed "cannot be cleared" for every variant: true
    assert relaxed_clearable(variant, 7) is False
    rows = solve_all("pyramid", 7, variant=variant, passes=[0])
    assert rows[0]["solvable"] is False and "4♥ at the top of the pyramid" in rows[0]["reason"]
    assert "4H" not in rows[0]["reason"]


def test_the_solver_agrees_with_the_brute_force_where_it_proves_a_loss() -> None:
    for seed in range(1, 41):
        if not relaxed_clearable("standard", seed):
            rows = solve_all("pyramid", seed, variant="standard", passes=[0], limit=50_000)
            assert rows[0]["solvable"] is False, seed


def test_the_readme_example_shows_both_verdicts_in_words(capsys: pytest.CaptureFixture[str]) -> None:
    import re
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    seed = int(re.search(r"parlour solve pyramid --seed (\d+)", readme).group(1))  # type: ignore[union-attr]
    assert main(["solve", "pyramid", "--seed", str(seed), "--variant", "standard", "--passes", "0,1"]) == 0
    out = capsys.readouterr().out
    assert "unlimited passes: can be cleared" in out and "1 pass: cannot be cleared" in out
    assert "pass(es)" not in out and "(1 states)" not in out
    assert "can be cleared under 1 of the 2 rule sets tried" in out


def test_a_lost_deal_is_explained_above_the_details(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "pyramid", "--seed", "7", "--passes", "0"]) == 0
    out = capsys.readouterr().out
    assert "No rule set tried can clear this deal, whatever the player does" in out
    assert "1 position searched" in out
