"""The random bot's two forms: the move the game waits for, or any legal action."""

from __future__ import annotations

import pytest

from parlour import new_game
from parlour.bots import make_bot
from parlour.bots.base import SeatPort
from parlour.bots.random_bot import RandomBot
from parlour.engine.actions import Action
from parlour.errors import InvalidOption


def _turn_with_claims():  # type: ignore[no-untyped-def]
    """A denexa position where the seat to move may also claim matches."""
    g = new_game("cactus", variant="denexa", seed=3)
    seat = g.waiting_for()[0]
    g.apply(seat, Action("draw", source="stock"))
    g.apply(seat, Action("discard"))
    g.apply(seat, Action("end"))
    seat = g.waiting_for()[0]
    assert any(a.type == "match" for a in g.legal_actions(seat))
    return g, seat


def test_random_makes_the_move_the_game_waits_for() -> None:
    g, seat = _turn_with_claims()
    port = SeatPort(g, seat)
    picks = {RandomBot(seat, seed=s).choose(port, True) for s in range(200)}
    assert picks and all(a is not None and a.type == "draw" for a in picks)
    assert picks == {Action("draw", source="stock"), Action("draw", source="discard")}


def test_random_all_chooses_among_every_legal_action_claims_included() -> None:
    g, seat = _turn_with_claims()
    port = SeatPort(g, seat)
    picks = [RandomBot(seat, seed=s, form="all").choose(port, True) for s in range(400)]
    legal = set(g.legal_actions(seat))
    assert set(picks) == legal  # every legal action turns up, blind matches included
    share = sum(1 for a in picks if a is not None and a.type == "match") / len(picks)
    expected = sum(1 for a in legal if a.type == "match") / len(legal)
    assert abs(share - expected) < 0.1


def test_random_forms_by_name() -> None:
    assert make_bot("random:all", "cactus", seat=0).form == "all"  # type: ignore[attr-defined]
    assert make_bot("random", "cactus", seat=0).form == "moves"  # type: ignore[attr-defined]
    with pytest.raises(InvalidOption, match="random:all"):
        make_bot("random:some", "cactus", seat=0)
    with pytest.raises(ValueError, match="form"):
        RandomBot(0, form="nope")
