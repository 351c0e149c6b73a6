"""``parlour analyze baccarat``: the table, JSON, options and errors."""

from __future__ import annotations

import json

import pytest

from parlour.cli.main import main


def test_json_for_eight_decks(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyze", "baccarat", "--decks", "8", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["analysis"] == "baccarat" and out["commission_percent"] == 5.0 and out["tie_pays"] == 8
    (r,) = out["results"]
    assert r["decks"] == 8 and r["cards"] == 416
    got = [round(r["probability"][k], 6) for k in ("banker", "player", "tie")]
    assert got == [0.458597, 0.446247, 0.095156]
    assert round(100 * r["house_edge"]["tie"], 2) == 14.36
    assert r["probability_exact"]["banker"] == "8954111587648/19524993263685"


def test_table_for_one_shoe_and_for_a_range(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyze", "baccarat"]) == 0
    text = capsys.readouterr().out
    assert "0.458597" in text and "1.0579%" in text and "14.3596%" in text and "8 to 1" in text
    assert main(["analyze", "baccarat", "--decks", "1,8", "--commission", "4", "--tie-pays", "9"]) == 0
    text = capsys.readouterr().out
    assert "commission 4%, tie 9 to 1" in text and "0.459624" in text


def test_options_change_the_edges_not_the_odds(capsys: pytest.CaptureFixture[str]) -> None:
    main(["analyze", "baccarat", "--json", "--tie-pays", "9", "--commission", "0"])
    r = json.loads(capsys.readouterr().out)["results"][0]
    assert round(r["probability"]["tie"], 6) == 0.095156
    assert r["house_edge"]["banker"] < 0 and round(100 * r["house_edge"]["tie"], 2) == 4.84


@pytest.mark.parametrize("argv, message", [
    (["--decks", "x"], "--decks takes a number"),
    (["--decks", "0"], "1 to 64 decks"),
    (["--commission", "120"], "percentage from 0 to 100"),
])
def test_bad_options_give_a_message_not_a_traceback(argv: list[str], message: str,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyze", "baccarat", *argv]) == 2
    assert message in capsys.readouterr().err
