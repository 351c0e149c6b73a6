"""How Eleusis is shown: the layout as columns (each mainline card heading the wrong plays
made after it), the prophet's marker and the dealer's call for every seat, in the terminal
too; card faces, never codes."""

from __future__ import annotations

import io
import re
from typing import Any

from rich.console import Console

import parlour
from parlour import Action
from parlour.engine.present import check, presentation_of
from parlour.tui.render import render_view

CODE = re.compile(r"(?<![\w♣♦♥♠])(?:10|[2-9TJQKA])[CDHS](?![\w])")


def _text(renderable: Any) -> str:
    buf = io.StringIO()
    Console(file=buf, width=160, color_system=None).print(renderable)
    return buf.getvalue()


def _game() -> parlour.Game:
    hands = [["3H", "3S", "6C", "7D"], ["4S", "5D", "5S", "9H"], ["TS", "JH", "QS", "KH"]]
    deck = [h[i] for i in range(4) for h in hands] + ["9D"] + [f"{r}C" for r in "2345789"]
    g = parlour.new_game("eleusis", 4, deck=deck, options={"hand_size": 4, "deals": 1})
    g.apply(3, Action("choose", rule="alternate-colours"))
    g.apply(0, Action("play", card="3H"))          # wrong, under the 9♦
    g.apply(0, Action("pass"))
    g.apply(1, Action("play", card="4S"))          # right
    g.apply(1, Action("prophet"))                  # the marker on the 4♠
    g.apply(2, Action("play", card="KH"))          # right: the prophet calls it
    g.apply(1, Action("call", right=True))
    return g


def test_the_presentation_matches_the_views() -> None:
    g = _game()
    pres = presentation_of(g)
    assert check(pres, [g.view(s) for s in (None, 0, 1, 2, 3)], list(g.ACTIONS)) == []
    assert pres.zone_for("layout") is not None and pres.zone_for("layout").layout == "columns"  # type: ignore[union-attr]


def test_every_seat_sees_the_layout_the_marker_and_the_call() -> None:
    g = _game()
    for seat in (None, 0, 1, 2, 3):
        v = g.view(seat)
        layout = next(z for z in v["zones"] if z["id"] == "layout")
        assert layout["cards"] == ["9D", "3H", None, "4S", None, "KH"]
        assert v["marker"].startswith("on the 4♠") and v["prophet"] == 1
        assert v["verdict"] == 'Dealer (seat 3): "Right!" The K♥ joins the mainline'


def test_the_terminal_draws_the_columns_with_faces() -> None:
    g = _game()
    names = ["You", "Bot 1", "Bot 2", "Bot 3"]
    out = _text(render_view(g.view(0), names, title=g.title, hints=g.LAYOUT,
                            pres=presentation_of(g)))
    lines = out.splitlines()
    head = next(i for i, line in enumerate(lines) if "9♦" in line and "4♠" in line)
    assert "K♥" in lines[head] and "3♥" in lines[head + 1]       # the wrong card below
    assert lines[head + 1].index("3♥") == lines[head].index("9♦")  # in the 9♦'s column
    assert "on the 4♠" in out and "Right!" in out
    assert not CODE.search(out.replace('"', " ")), CODE.search(out)
