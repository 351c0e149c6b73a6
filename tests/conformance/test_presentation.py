"""Every registered game declares how it is presented (``parlour.engine.present``), and
the declaration matches its views: every view field and zone is declared (shown or
hidden on purpose), nothing declared is missing from the views, every control names an
action type of the game. Views are sampled along random games at the smallest and
largest table of every variant, for the first and last seat and a spectator."""

from __future__ import annotations

import json
from typing import Any

import pytest

import parlour
from parlour.engine.present import ENGINE_FIELDS, Presentation, check, presentation_of
from parlour.engine.registry import game_class
from parlour.engine.rng import Rng
from parlour.testing import random_step

GAMES = [info.name for info in parlour.games()]


def _views(game: str, max_steps: int = 600) -> list[dict[str, Any]]:
    cls = game_class(game)
    out: list[dict[str, Any]] = []
    for variant in list(cls.VARIANTS) or [None]:
        options = parlour.new_game(game, variant=variant, seed=0).options
        lo, hi = cls.player_range(options)
        for players in sorted({lo, hi}):
            g = parlour.new_game(game, players, variant=variant, seed=players)
            rng = Rng(players)
            for step in range(max_steps):
                if step % 9 == 0 or g.is_over():
                    out += [g.view(s) for s in sorted({0, players - 1})] + [g.view(None)]
                if g.is_over():
                    break
                pick = random_step(g, rng)
                if pick is None:
                    due = g.next_deadline()
                    assert due is not None
                    g.advance(due)
                    continue
                g.apply(*pick[:2], at=pick[2])
    return out


@pytest.mark.parametrize("game", GAMES)
def test_presentation_is_declared_and_matches_the_views(game: str) -> None:
    cls = game_class(game)
    pres = presentation_of(cls)
    problems = check(pres, _views(game), cls.ACTIONS)
    assert not problems, f"{game}: " + "; ".join(problems)
    assert json.loads(json.dumps(pres.to_json())) == pres.to_json()
    for f in pres.fields:
        assert f.key not in ENGINE_FIELDS, f"{game}: {f.key!r} is the engine's own field"
        assert f.place == "none" or f.label or f.format in ("count", "chips"), \
            f"{game}: shown field {f.key!r} has no label"


def test_check_finds_undeclared_and_missing_fields() -> None:
    pres = Presentation()
    with pytest.raises(TypeError, match="declares no presentation"):
        presentation_of(object)
    assert check(pres, [{"x": 1, "zones": [{"id": "z"}]}], []) == [
        "view field 'x' is not declared (Field(..., place='none') hides it)",
        "zone 'z' is not declared"]
