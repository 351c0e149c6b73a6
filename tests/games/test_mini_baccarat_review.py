"""Mini Baccarat: rule sentences and edge cases found in review (seed 003 "Mini
Baccarat", RULINGS 21), driven through the public contract from stacked shoes."""

from __future__ import annotations

from parlour import Action
from tests.games.test_mini_baccarat_rules import game, play_hand

SHOE_ENDS_BANKER = [
    "9C", "8C", "KC", "QC", "9D", "8D", "KD", "QD", "9H", "8H", "KH", "QH", "9S", "8S", "KS", "QS",
    "4C", "3C", "5C", "5D", "4D", "3D", "5H", "5S", "4H", "2C", "4S", "7C",
]
"""Seven natural hands of a one-deck shoe (the cut card comes out in the sixth): P x 6,
then the banker's natural 9 beats the player's natural 8."""


def test_a_table_nobody_can_bet_at_ends_without_cutting_another_shoe() -> None:
    """M1: the game "ends once every seat is short of the table minimum", also when that
    happens on the last hand of a shoe: no new shoe is shuffled and offered for a cut."""
    g = game(["AC", "2H"] + SHOE_ENDS_BANKER, decks=1, shoes=2, bankroll=10)
    for _ in range(6):
        play_hand(g)
    events = play_hand(g, {0: [("player", 10)]})
    assert g.is_over() and g.actors() == []
    res = g.result()
    assert res is not None and res.reason == "every bettor is out of chips"
    assert res.details["shoes"] == 1 and res.scores == [0]
    assert not [e for e in events if e["type"] in ("shuffle", "offer_cut")]
    assert g.legal_actions(0) == []


def test_a_new_shoe_is_still_cut_while_one_seat_can_bet() -> None:
    """M1/M2: one seat broke, the other can bet: the next shoe is shuffled and cut."""
    g = game(["AC", "2H"] + SHOE_ENDS_BANKER, players=2, decks=1, shoes=2, bankroll=10)
    for _ in range(6):
        play_hand(g)
    play_hand(g, {0: [("player", 10)], 1: [("banker", 10)]})
    assert not g.is_over() and g.view(None)["phase"] == "cut" and g.actors() == [1]
    g.apply(1, Action("cut", at=10))
    assert g.actors() == [1]


def _card_texts(obj: object) -> set[str]:
    """Every card name (``"9C"``, ``"TD"``...) anywhere in a JSON-like value."""
    if isinstance(obj, dict):
        return set().union(*map(_card_texts, obj.values())) if obj else set()
    if isinstance(obj, list):
        return set().union(*map(_card_texts, obj)) if obj else set()
    if isinstance(obj, str):
        return {w for w in obj.replace("(", " ").replace(")", " ").split()
                if len(w) == 2 and w[0] in "A23456789TJQK" and w[1] in "CDHS"}
    return set()


def test_no_seat_sees_the_order_of_the_shoe_or_the_burnt_cards() -> None:
    """The shoe and the cards burnt face down are known to nobody: no view or event names
    a card before it is dealt face up (the burn card, then the coups)."""
    g = game(None, players=2, decks=1, seed=9)
    events = g.apply(0, Action("cut", at=17))
    burn = next(e.for_seat(None) for e in events if e.type == "burn")
    shown = {burn["card"]}
    full = {z["id"]: z["cards"] for z in g.full_view()["zones"]}
    hidden = set(full["shoe"]) | set(full["discard"][1:])
    assert len(hidden) == 51 and burn["count"] == len(full["discard"]) - 1

    def check() -> None:
        for seat in (0, 1, None):
            v = g.view(seat)
            assert next(z for z in v["zones"] if z["id"] == "shoe")["cards"] == ["??"]
            seen = _card_texts(v) | _card_texts([e.for_seat(seat) for e in events])
            assert seen <= shown, seen - shown

    check()
    for _ in range(3):
        for seat in (0, 1):
            g.apply(seat, Action("bet", spot="banker", amount=10))
            events += g.apply(seat, Action("done"))
        for z in g.view(None)["zones"]:
            if z["id"].endswith("_hand"):
                shown |= set(z["cards"])
        check()


def test_a_natural_stops_a_banker_that_would_otherwise_draw() -> None:
    """"If either hand has a score of 8 or 9, this is a natural, and that hand
    automatically wins, with no further play": a banker 0 does not draw against a
    player's natural 8."""
    g = game(["AC", "2H", "8C", "KD", "KC", "QD", "5H", "5S"])
    events = play_hand(g, {0: [("player", 10)]})
    assert [len(h) for h in (z["cards"] for z in g.view(0)["zones"] if z["id"].endswith("_hand"))] == [2, 2]
    assert g.view(0)["last"]["result"] == "player" and g.view(0)["last"]["net"] == [10]
    assert not [e for e in events if e["type"] in ("draw", "stand")]
