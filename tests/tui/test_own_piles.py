"""The terminal lists the cards of a stacked pile its owner may look through (Democracy's
won pile, RULINGS 26 "each player may review only their own"), and only to its owner."""

from __future__ import annotations

import io
import random
from typing import Any

from rich.console import Console

import parlour
from parlour.tui.render import card_text, render_view
from parlour.tui.shown import presentation


def _text(renderable: Any) -> str:
    buf = io.StringIO()
    Console(file=buf, width=200, color_system=None, highlight=False).print(renderable)
    return buf.getvalue()


def _won_panel(text: str) -> list[str]:
    return [line for line in text.splitlines() if "card" in line and ":" in line]


def test_the_owner_reads_their_won_pile_and_nobody_else_does() -> None:
    g = parlour.new_game("democracy", 3, seed=3)
    rng = random.Random(1)
    for _ in range(12):
        s = g.actors()[0]
        g.apply(s, rng.choice(g.legal_actions(s)))
    mine = next(z["cards"] for z in g.view(1)["zones"] if z["id"] == "won:1")
    assert len(mine) > 4 and "??" not in mine
    faces = [card_text(c).plain for c in mine]
    pres = presentation(g)
    names = ["Ann", "Bob", "Cy"]
    own = _text(render_view(g.view(1), names, pres=pres))
    assert f"{len(mine)} cards: " + " ".join(faces) in own
    for seat in (0, 2, None):
        other = _text(render_view(g.view(seat), names, pres=pres))
        assert f"{len(mine)} cards" in other
        assert " ".join(faces) not in other
        assert not any(card_text(c).plain in line for c in mine for line in _won_panel(other))
