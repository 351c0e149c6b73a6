"""Knock Poker edge cases of the seed's sentences and RULINGS 8 not covered by the
checklist in ``test_knock_poker_rules.py``: the knock as every seat and a spectator see
it, ties among three, a stock rebuilt during the last round, option defaults."""

from __future__ import annotations

import json

import parlour
from parlour import Action
from tests.games.test_knock_poker_rules import act, hand, new, refused, zone

THREE = [["2C", "3C", "4C", "5C", "7D"], ["AS", "AH", "9D", "8S", "6H"],
         ["KS", "KH", "KD", "QS", "QH"]]


def test_the_knock_is_signalled_to_every_player_and_the_knockers_hand_stays_hidden() -> None:
    """"After discarding, they knock on the table, signaling this to the other players."
    Every seat and a spectator hear the knock; the knocker's hand is not shown before
    "the turn of play returns to the player who knocked"."""
    g = new(THREE, "JC", ["TC", "TD"])
    act(g, 1, "draw", source="stock")
    events = g.apply(1, Action("knock", card="TC"))
    for seat in (0, 1, 2, None):
        knock = events[0].for_seat(seat)
        assert knock["type"] == "knock" and knock["card"] == "TC" and "knocked" in knock["text"]
        v = g.view(seat)
        assert v["knocker"] == 1 and v["last_round"] and v["still_to_play"] == [2, 0]
    for seat in (0, 2, None):
        assert hand(g, 1, seat) == ["??"] * 5
        assert "AS" not in json.dumps(g.view(seat))
    assert g.legal_actions(1) == []
    refused(g, 1, Action("draw", source="stock"), "seat 2's turn")
    act(g, 2, "draw", source="stock")
    act(g, 2, "discard", card="TD")
    assert hand(g, 1, 0) == ["??"] * 5  # still hidden until the turn returns to seat 1
    act(g, 0, "draw", source="stock")
    act(g, 0, "discard", card=hand(g, 0)[-1])
    assert g.is_over() and hand(g, 1, 0) == THREE[1]


def test_r8_1_a_tie_among_three_is_shared_and_suits_do_not_break_it() -> None:
    """RULINGS 8 "Tie for best hand. Ruling: shared win." at three players: two equal
    flushes in different suits both win (place 1); the third hand is placed third."""
    hands = [["AS", "JS", "9S", "6S", "3S"], ["KC", "KD", "7H", "4D", "2C"],
             ["AH", "JH", "9H", "6H", "3H"]]
    g = new(hands, "8C", ["5D", "4C", "QD"])
    act(g, 1, "draw", source="stock")
    act(g, 1, "knock", card="5D")
    act(g, 2, "draw", source="stock")
    act(g, 2, "discard", card="4C")
    act(g, 0, "draw", source="stock")
    events = act(g, 0, "discard", card="QD")
    res = g.result()
    assert res is not None and res.winners == [0, 2] and res.placing == [1, 3, 1]
    assert res.scores[0] == res.scores[2] > res.scores[1]
    assert events[-1]["winners"] == [0, 2]
    assert events[-1]["text"].startswith("Showdown: seat 0 and seat 2 share the win with flush")
    assert res.reason == "seats 0, 2 share the win with Flush, A-J-9-6-3"


def test_r8_2_the_stock_is_rebuilt_during_the_last_round_and_the_knocker_still_waits() -> None:
    """RULINGS 8 "Stock exhaustion. Recycle the discards (keeping the top card)", also
    after a knock: "each player taking one more turn" draws from the rebuilt stock."""
    g = parlour.new_game("knock-poker", 6, seed=11)
    stock = 52 - 6 * 5 - 1
    for turn in range(1, stock + 1):  # everyone draws from the stock and throws the card back
        s = g.actors()[0]
        assert s == turn % 6
        act(g, s, "draw", source="stock")
        act(g, s, "knock" if turn == stock else "discard", card=hand(g, s)[-1])
    knocker = stock % 6
    assert zone(g, "stock", 0)["count"] == 0 and g.view(0)["knocker"] == knocker
    top = zone(g, "discard", 0)["top"]
    seen = []
    while not g.is_over():
        s = g.actors()[0]
        seen.append(s)
        events = act(g, s, "draw", source="stock")
        if len(seen) == 1:
            assert events[0]["type"] == "rebuild" and events[0]["cards"] == stock
            assert zone(g, "discard", s)["top"] == top and zone(g, "discard", s)["count"] == 1
        act(g, s, "discard", card=hand(g, s)[-1])
    assert seen == [(knocker + k) % 6 for k in range(1, 6)]
    assert g.result() is not None and g.result().details["knocker"] == knocker  # type: ignore[union-attr]


def test_options_default_to_the_seeds_values() -> None:
    """RULINGS "Every configurable number ... is a rule parameter with the seed value as
    default": five cards ("Deal five cards to each player"), the seat after the dealer
    first, and the card just taken may be discarded (RULINGS 8)."""
    info = next(i for i in parlour.games() if i.name == "knock-poker")
    defaults = {k: v["default"] for k, v in info.options.items()}
    assert defaults == {"hand_size": 5, "dealer": 0, "discard_taken": True}
    g = parlour.new_game("knock-poker", 3, seed=2)
    assert [len(hand(g, s)) for s in range(3)] == [5, 5, 5] and g.actors() == [1]
