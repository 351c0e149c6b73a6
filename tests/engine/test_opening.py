"""What the set-up announces (``Game.opening``): the first deal's events, shown from the
start in the terminal and to the service's first connections, naming no card that
their reader may not see."""

from __future__ import annotations

import re
from typing import Any

import pytest

import parlour
from parlour.cards import CARD_BY_TEXT, Card
from parlour.engine.events import Event
from parlour.testing import unknown_to
from tests.cli.scripted import run_play

VARIANTS = [(info.name, v) for info in parlour.games() for v in (info.variants or {None: ""})]
_PRETTY = re.compile(r"(10|[2-9AJQK])([♣♦♥♠])")
_SUITS = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}


def _faces(value: Any) -> set[str]:
    """Every card named anywhere in an event copy: codes ("QS") and card text ("Q♠")."""
    out: set[str] = set()
    if isinstance(value, dict):
        for v in value.values():
            out |= _faces(v)
    elif isinstance(value, list | tuple):
        for v in value:
            out |= _faces(v)
    elif isinstance(value, str):
        if value in CARD_BY_TEXT:
            out.add(str(Card(CARD_BY_TEXT[value] & 127)))
        for rank, suit in _PRETTY.findall(value):
            out.add(str(Card.parse(("T" if rank == "10" else rank) + _SUITS[suit])))
    return out


def _hidden_faces(game: parlour.Game, seat: int | None) -> set[str]:
    """Faces of which ``seat`` knows no copy."""
    unknown = {int(c) for c in unknown_to(game, seat)}
    cards = [int(c) for z in game.zones.values() for c in z.cards if c is not None]
    known = {str(Card(c & 127)) for c in cards if c not in unknown}
    return {str(Card(c & 127)) for c in unknown} - known


@pytest.mark.parametrize(("game", "variant"), VARIANTS,
                         ids=[f"{g}:{v}" if v else g for g, v in VARIANTS])
def test_the_opening_names_no_card_its_reader_may_not_see(game: str, variant: str | None) -> None:
    for seed in (1, 2):
        g = parlour.new_game(game, variant=variant, seed=seed)
        assert all(isinstance(e, Event) for e in g.opening)
        for seat in (*range(g.players), None):
            named = set().union(*(_faces(e.for_seat(seat)) for e in g.opening)) if g.opening else set()
            assert not named & _hidden_faces(g, seat), (seat, named & _hidden_faces(g, seat))


def test_games_that_deal_at_set_up_announce_the_first_hand() -> None:
    for name in ("pineapple", "oklahoma-rummy", "pinochle", "spoons", "stop-the-bus", "soko"):
        g = parlour.new_game(name, seed=3)
        text = " ".join(str(e.for_seat(None).get("text", "")) for e in g.opening)
        assert "1" in text and "deal" in text.lower(), (name, text)
        assert g.steps == 0


def test_pinochle_opening_scores_the_turned_up_nine() -> None:
    """The dealer's 10 for a nine turned up ("dix") is scored in the deal itself."""
    deck = ["AS", "TS", "KS", "QS", "JS", "AH", "TH", "KH", "QH", "JH", "AD", "TD",
            "KD", "QD", "JD", "AC", "TC", "KC", "QC", "JC", "AS", "TS", "KS", "QS", "9H"]
    g = parlour.new_game("pinochle", 2, seed=5, deck=deck)
    dix = [e for e in g.opening if e.type == "dix"]
    assert len(dix) == 1 and dix[0].data["points"] == 10
    assert g.scores[dix[0].seat] == 10  # type: ignore[attr-defined]


def test_the_terminal_tells_the_first_deal() -> None:
    _, shown, session, _ = run_play(["oklahoma-rummy", "--seed", "3"], ["quit"])
    deal = session.game.opening[0].for_seat(0)["text"]
    assert "Hand 1" in shown.split("\n", 3)[2] + shown.split("\n", 4)[3]
    assert str(deal).split(":")[0] in shown
