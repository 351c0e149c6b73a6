"""Issue #10: the terminal shows a game as its presentation declares it: only declared
fields, under their labels and in words (names, card faces, "2 tricks"), no raw
fields or card codes, trick cards with who played them, the partner marked."""

from __future__ import annotations

import io
import re
from typing import Any

import pytest
from rich.console import Console

import parlour
from parlour.engine.present import ENGINE_FIELDS, presentation_of
from parlour.engine.rng import Rng
from parlour.tui.render import render_result, render_view
from parlour.tui.shown import presentation

CODE = re.compile(r"(?<![\w♣♦♥♠])(?:10|[2-9TJQKA])[CDHS](?![\w])")


def _text(renderable: Any) -> str:
    buf = io.StringIO()
    Console(file=buf, width=140, color_system=None, highlight=False).print(renderable)
    return buf.getvalue()


def _play(name: str, seed: int, steps: int) -> Any:
    g = parlour.new_game(name, seed=seed)
    rng = Rng(seed)
    for _ in range(steps):
        if g.is_over():
            break
        waiting = g.waiting_for() or g.actors()
        due = g.next_deadline()
        if not waiting:
            if due is None:
                break
            g.advance(due)
            continue
        s = waiting[rng.below(len(waiting))]
        at = max(g.now, g.earliest(s)) if g.timing == "realtime" else None
        if due is not None and at is not None and due <= at:
            g.advance(due)
            continue
        legal = g.legal_actions(s)
        g.apply(s, legal[rng.below(len(legal))], at=at)
    return g


COMMITTED = ["cactus", "democracy", "egyptian-ratscrew", "knock-poker", "mini-baccarat", "pyramid",
             "spades", "war"]


@pytest.mark.parametrize("name", COMMITTED)
def test_only_declared_fields_are_shown_labelled_and_no_card_codes(name: str) -> None:
    g = _play(name, 3, 40)
    pres = presentation_of(g)
    names = ["You"] + [f"Bot {s}" for s in range(1, g.players)]
    view = g.view(0)
    quiet = {k: v for k, v in view.items() if k != "prompt"}  # the game's own sentence
    out = _text(render_view(quiet, names, title=g.title, hints=g.LAYOUT, pres=pres))
    shown = {f.key for f in pres.fields if f.place in ("table", "seat")}
    for key in view:
        if key in ENGINE_FIELDS or key in shown:
            continue
        raw = key.replace("_", " ")
        assert not re.search(rf"(^|\s){re.escape(raw)}: ", out, re.M), (key, out)
        assert not re.search(rf"│ {re.escape(raw)}\s", out), (key, out)
    assert not CODE.search(out), CODE.search(out)


def test_spades_trick_says_who_played_and_counts_tricks_as_tricks() -> None:
    g = parlour.new_game("spades", seed=3)
    while g.view(0)["phase"] == "bid":
        s = g.waiting_for()[0]
        g.apply(s, parlour.Action.from_text(g, "bid 3", s))
    for _ in range(2):
        s = g.waiting_for()[0]
        g.apply(s, g.legal_actions(s)[0])
    names = ["You", "Bot 1", "Bot 2", "Bot 3"]
    out = _text(render_view(g.view(0), names, pres=presentation(g)))
    first, second = g.view(0)["trick_seats"][:2]
    assert re.search(rf"{names[first]}\s+\S+\s+{names[second]}", out), out
    assert "0 tricks" in out and "Bot 2 (partner)" in out
    for raw in ("trick seats", "leader:", "phase", "team tricks", "turn:"):
        assert raw not in out


def test_a_result_reads_in_the_declared_unit() -> None:
    g = _play("war", 1, 100_000)
    res = g.result()
    assert res is not None
    out = _text(render_result(res.to_json(), ["You", "Bot 1"], 0, pres=presentation(g)))
    assert re.search(r"\d+ cards?", out) and "Cards" in out


def test_a_lost_patience_reads_as_lost_not_as_a_draw() -> None:
    g = _play("pyramid", 1, 100_000)
    res = g.result()
    assert res is not None and res.winners == []
    out = _text(render_result(res.to_json(), ["You"], 0, pres=presentation(g)))
    assert "You lost." in out and "A draw" not in out


def test_a_partnership_win_reads_as_a_sentence() -> None:
    res = {"scores": [267, 143, 267, 143], "winners": [0, 2], "placing": [1, 3, 1, 3],
           "reason": "seats 0 and 2 reached 267 (target 200)"}
    out = _text(render_result(res, ["You", "Bot 1", "Bot 2", "Bot 3"], 0))
    assert "You and Bot 2 win. You and Bot 2 reached 267 (target 200)." in out
    out = _text(render_result({**res, "winners": [1]}, ["You", "Bot 1", "Bot 2", "Bot 3"], 0))
    assert "Bot 1 wins." in out


@pytest.mark.parametrize(("name", "players"), [("chinese-poker", 2), ("pyramid", 1)])
def test_at_80_columns_nothing_is_cut_or_wrapped_out_of_line(name: str, players: int) -> None:
    """Zones side by side flow to the next line when they do not fit, instead of being
    squeezed: a 13-card hand keeps its numbers over its cards, a pyramid its 7th row."""
    g = parlour.new_game(name, players, seed=3)
    buf = io.StringIO()
    Console(file=buf, width=80, color_system=None, highlight=False).print(
        render_view(g.view(0), ["You", "Bot 1"][:players], hints=g.LAYOUT, pres=presentation(g)))
    out = buf.getvalue()
    assert "…" not in out and "─╮" in out
    if name == "chinese-poker":
        numbers = next(line for line in out.splitlines() if " 0   1   2 " in line)
        assert " 12 " in numbers  # all thirteen numbers on one line, over the cards below
    else:
        assert max(len(re.findall(r"[♣♦♥♠]", line)) for line in out.splitlines()) == 7
