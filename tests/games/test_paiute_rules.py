"""Paiute: one test per rule sentence of seed 000, section "Paiute", and per ruling
(RULINGS.md 5 and the module's P1..P5), each from a stacked deck through the public
contract.

Deal order: five cards one at a time round the table from the dealer's left (seat 0
deals unless the ``dealer`` option says otherwise), then the wild card, then the first
discard, then the stock (top first).
"""

from __future__ import annotations

from typing import Any

import pytest

import parlour
from parlour import Action, IllegalAction, InvalidOption


def stack(hands: list[list[str]], wild: str, up: str, stock: list[str] | tuple[str, ...] = (),
          dealer: int = 0) -> list[str]:
    n = len(hands)
    return [hands[(dealer + 1 + i) % n][k] for k in range(5) for i in range(n)] + [wild, up, *stock]


def new(hands: list[list[str]], wild: str = "2D", up: str = "KH", stock: list[str] | tuple[str, ...] = (),
        variant: str | None = None, **options: Any) -> parlour.Game:
    return parlour.new_game("paiute", len(hands), variant=variant, seed=1, options=options or None,
                            deck=stack(hands, wild, up, stock, options.get("dealer", 0)))


def act(g: parlour.Game, seat: int, kind: str, /, **params: Any) -> list[dict[str, Any]]:
    return [e.for_seat(seat) for e in g.apply(seat, Action(kind, **params))]


def cards(g: parlour.Game, zid: str, seat: int | None) -> list[str]:
    return list(next(z for z in g.view(seat)["zones"] if z["id"] == zid)["cards"])


def refused(g: parlour.Game, seat: int, action: Action, *words: str) -> None:
    before = g.full_view()
    with pytest.raises(IllegalAction) as err:
        g.apply(seat, action)
    for w in words:
        assert w in str(err.value), str(err.value)
    assert g.full_view() == before


def turn(g: parlour.Game, seat: int, source: str, card: str) -> None:
    act(g, seat, "draw", source=source)
    act(g, seat, "discard", card=card)


NINES = ["9C", "9D", "9H", "9S", "2C"]   # five of a kind with twos wild
JUNK = ["4S", "5H", "6C", "7D", "JH"]
JUNK2 = ["3S", "8H", "TC", "QD", "KC"]


# ----- the table ---------------------------------------------------------------------------
def test_two_to_five_players_one_deck() -> None:
    for n in (2, 5):
        g = parlour.new_game("paiute", n, seed=n)
        every = [c for z in g.full_view()["zones"] for c in z["cards"]]
        assert len(every) == 52 == len(set(every))
    for n in (1, 6):
        with pytest.raises(InvalidOption, match="2 to 5 players"):
            parlour.new_game("paiute", n)


def test_the_deal_the_wild_card_out_of_play_and_the_discard_pile() -> None:
    g = new([JUNK, NINES], stock=["QS"])
    assert cards(g, "hand:1", 1) == NINES and cards(g, "hand:1", 0) == ["??"] * 5
    assert cards(g, "wild", 0) == ["2D"] and g.view(0)["wild"] == "twos"
    assert cards(g, "discard", None) == ["KH"]
    stock = next(z for z in g.view(None)["zones"] if z["id"] == "stock")
    assert stock["count"] == 52 - 10 - 2
    # the wild card is out of play: no action ever reaches it
    assert all(a.get("card") != "2D" for a in g.legal_actions(1))


# ----- a turn ----------------------------------------------------------------------------------
def test_the_player_to_the_dealers_left_draws_then_discards() -> None:
    g = new([JUNK, JUNK2], stock=["QS", "QC"])
    assert g.actors() == [1] and {a.type for a in g.legal_actions(1)} == {"draw"}
    refused(g, 1, Action("discard", card="3S"), "first draw")
    refused(g, 0, Action("draw", source="stock"), "seat 1's turn")
    assert act(g, 1, "draw", source="stock")[0]["text"] == "You draw the Q♠ from the stock"
    assert len(cards(g, "hand:1", 1)) == 6
    act(g, 1, "discard", card="3S")
    assert cards(g, "discard", None) == ["3S"] and g.actors() == [0]


def test_a_card_from_the_discard_pile_may_not_be_discarded_again() -> None:
    g = new([JUNK, JUNK2])
    events = act(g, 1, "draw", source="discard")
    assert events[0]["text"] == "Seat 1 takes the K♥ from the discard pile"
    assert cards(g, "hand:1", 0)[-1] == "KH"  # everyone saw it taken
    refused(g, 1, Action("discard", card="KH"), "different card")
    assert Action("discard", card="KH") not in g.legal_actions(1)


def test_the_stock_is_rebuilt_under_the_discard_top() -> None:
    g = parlour.new_game("paiute", 2, seed=3, options={"max_rounds": 50})
    rebuilt = False
    while not g.is_over() and not rebuilt:
        seat = g.actors()[0]
        if g.view(seat)["phase"] == "draw":
            top = cards(g, "discard", None)[-1]
            events = act(g, seat, "draw", source="stock")
            if events[0]["type"] == "rebuild":
                rebuilt = True
                assert cards(g, "discard", None) == [top]  # the top stays available
                stock = next(z for z in g.view(None)["zones"] if z["id"] == "stock")
                assert stock["count"] == events[0]["cards"] - 1
        else:
            act(g, seat, "discard", card=g.legal_actions(seat)[0].card)
    assert rebuilt


# ----- calls ---------------------------------------------------------------------------------------
def test_a_call_discards_the_sixth_card_and_shows_the_hand() -> None:
    g = new([JUNK, NINES], stock=["QS"])
    act(g, 1, "draw", source="stock")
    events = act(g, 1, "call", card="QS")
    assert "Seat 1 calls with five of a kind, nines" in events[1]["text"]
    assert cards(g, "hand:1", 0) == NINES  # face up
    assert g.view(0)["last_round"] and g.actors() == [0]


def test_a_call_with_six_keeps_the_sixth_card() -> None:
    g = new([JUNK, ["8C", "8D", "8H", "8S", "4C"]], stock=["4D"])
    act(g, 1, "draw", source="stock")
    act(g, 1, "call6")
    assert cards(g, "hand:1", 0) == ["8C", "8D", "8H", "8S", "4C", "4D"]


def test_a_call_needs_a_winning_combination() -> None:
    """P2; flushes and straights never win."""
    g = new([JUNK, ["AS", "KS", "9S", "7S", "3S"]], stock=["5S"])
    act(g, 1, "draw", source="stock")
    refused(g, 1, Action("call", card="5S"), "no winning combination")
    refused(g, 1, Action("call6"), "no winning combination")
    assert {a.type for a in g.legal_actions(1)} == {"discard"}
    assert g.view(1)["prompt"] == "Discard a card."  # no call offered that cannot be made
    g = new([JUNK, NINES], stock=["QS"])
    act(g, 1, "draw", source="stock")
    assert g.view(1)["prompt"] == "Discard a card, or call with your winning combination."


def test_each_player_after_the_caller_up_to_the_dealer_has_one_more_turn() -> None:
    hands = [JUNK, NINES, JUNK2, ["3C", "3D", "4H", "5D", "6S"]]
    g = new(hands, stock=["QS", "QC", "QH", "AS"], dealer=0)
    act(g, 1, "draw", source="stock")
    act(g, 1, "call", card="QS")
    turn(g, 2, "stock", "QC")
    assert g.actors() == [3]
    turn(g, 3, "stock", "QH")
    assert g.actors() == [0]  # the dealer plays last
    turn(g, 0, "stock", "AS")
    assert g.is_over() and g.result().winners == [1]  # type: ignore[union-attr]


def test_only_the_players_after_the_caller_up_to_the_dealer_play_again() -> None:
    """"Each player then has one more turn ... This continues around the table to the
    dealer": a player seated before the caller (after the dealer's left) gets none."""
    g = new([JUNK, JUNK2, NINES], stock=["QS", "QC", "QH", "AS"])
    turn(g, 1, "stock", "QS")
    act(g, 2, "draw", source="stock")
    act(g, 2, "call", card="QC")
    assert g.actors() == [0]
    turn(g, 0, "stock", "QH")
    res = g.result()
    assert g.is_over() and res is not None and res.winners == [2]


def test_another_dealer_the_player_to_its_left_begins_and_it_plays_last() -> None:
    """"Game play begins with the player to the dealer's left"; "The dealer is always the
    last player to play" (option ``dealer``; R5.5)."""
    g = new([JUNK, JUNK2, NINES], dealer=1, stock=["QS", "QC", "QH"])
    assert g.actors() == [2] and cards(g, "hand:2", 2) == NINES
    act(g, 2, "draw", source="stock")
    act(g, 2, "call", card="QS")
    turn(g, 0, "stock", "QC")
    assert g.actors() == [1] and not g.is_over()
    turn(g, 1, "stock", "QH")
    res = g.result()
    assert g.is_over() and res is not None and res.winners == [2]


def test_the_taken_card_may_not_be_the_discarded_sixth_of_a_call() -> None:
    """"You cannot draw a card from the discard pile and then discard it on the same
    turn", calls included; an emptied discard pile cannot be drawn from."""
    g = new([JUNK, ["9C", "9D", "9H", "9S", "4C"]], up="2C", stock=["QS"])
    act(g, 1, "draw", source="discard")  # the wild 2C: five of a kind with 9-9-9-9-2
    refused(g, 1, Action("call", card="2C"), "different card")
    act(g, 1, "call", card="4C")
    g = new([JUNK, ["8C", "8D", "8H", "8S", "4C"]], up="4D", stock=["QS"])
    act(g, 1, "draw", source="discard")
    act(g, 1, "call6")  # the six are the combination: nothing is discarded
    assert cards(g, "discard", None) == []
    assert g.legal_actions(0) == [Action("draw", source="stock")]
    refused(g, 0, Action("draw", source="discard"), "discard pile is empty")


def test_a_later_call_must_beat_the_earlier_one() -> None:
    hands = [["8C", "8D", "8H", "8S", "2H"], ["7C", "7D", "7H", "7S", "2S"]]
    g = new(hands, stock=["QS", "QC"])
    act(g, 1, "draw", source="stock")
    act(g, 1, "call", card="QS")  # five sevens
    act(g, 0, "draw", source="stock")
    act(g, 0, "call", card="QC")  # five eights beat five sevens
    assert g.is_over() and g.result().winners == [0]  # type: ignore[union-attr]
    hands = [["6C", "6D", "6H", "6S", "2H"], ["7C", "7D", "7H", "7S", "2S"]]
    g = new(hands, stock=["QS", "QC"])
    act(g, 1, "draw", source="stock")
    act(g, 1, "call", card="QS")
    act(g, 0, "draw", source="stock")
    refused(g, 0, Action("call", card="QC"), "must beat", "five of a kind, sevens")


def test_the_dealer_calling_first_wins_at_once() -> None:
    g = new([NINES, JUNK], stock=["QS", "QC"])
    turn(g, 1, "stock", "QS")
    act(g, 0, "draw", source="stock")
    events = act(g, 0, "call", card="QC")
    assert "The dealer called first and wins at once" in events[1]["text"]
    assert g.is_over() and g.result().winners == [0]  # type: ignore[union-attr]


def test_a_paiute_may_be_called_only_on_a_first_turn() -> None:
    pairs = ["QC", "QD", "TH", "TS", "6S"]
    g = new([JUNK, pairs], stock=["6D", "3C", "AS", "6H"])
    act(g, 1, "draw", source="stock")
    assert Action("call6") in g.legal_actions(1)  # first turn: a paiute may be called
    act(g, 1, "discard", card="6D")
    turn(g, 0, "stock", "3C")
    act(g, 1, "draw", source="stock")
    assert cards(g, "hand:1", 1)[-1] == "AS"
    act(g, 1, "discard", card="AS")
    turn(g, 0, "stock", "6H")
    act(g, 1, "draw", source="discard")  # the 6♥: three pairs again, on a later turn
    refused(g, 1, Action("call6"), "only on your first turn")


@pytest.mark.parametrize(("hand", "drawn", "named"), [
    (["9C", "9D", "9S", "2C", "2H"], "5S", "Five of a kind, nines"),   # five of six
    (["AS", "KS", "QS", "JS", "TS"], "3H", "Royal flush"),             # five of six
    (["9C", "9D", "9H", "9S", "2C"], "5S", "Five of a kind, nines"),
])
def test_the_view_names_the_best_combination_a_call_would_count(hand: list[str], drawn: str,
                                                                 named: str) -> None:
    """"may discard their sixth card ... if it is not part of the combination": with six
    cards the view's ``your_combination`` is the best call, five of the six or all six."""
    g = new([JUNK, hand], stock=[drawn])
    act(g, 1, "draw", source="stock")
    assert g.view(1)["your_combination"].startswith(named)
    assert Action("call", card=drawn) in g.legal_actions(1)
    called = next(e for e in act(g, 1, "call", card=drawn) if e["type"] == "call")
    assert called["combination"].startswith(named)


def test_a_paiute_no_longer_callable_is_not_named_as_ones_combination() -> None:
    pairs = ["QC", "QD", "TH", "TS", "6S"]
    g = new([JUNK, pairs], stock=["6D", "3C", "AS", "6H"])
    act(g, 1, "draw", source="stock")
    assert g.view(1)["your_combination"].startswith("Paiute")  # first turn
    act(g, 1, "discard", card="6D")
    turn(g, 0, "stock", "3C")
    act(g, 1, "draw", source="stock")
    act(g, 1, "discard", card="AS")
    turn(g, 0, "stock", "6H")
    act(g, 1, "draw", source="discard")
    assert g.view(1)["your_combination"] == ""


def test_winning_combination_order_decides_the_winner() -> None:
    """Royal flush (5) beats a four/two (6) called earlier."""
    hands = [["AH", "KH", "QH", "JH", "3C"], ["8C", "8D", "8H", "8S", "4C"]]
    g = new(hands, up="5S", stock=["4D", "TH"])
    act(g, 1, "draw", source="stock")
    act(g, 1, "call6")
    act(g, 0, "draw", source="stock")
    act(g, 0, "call", card="3C")
    res = g.result()
    assert res is not None and res.winners == [0] and "royal flush" in res.reason


def test_strict_five_variant() -> None:
    """R5.1's variant: three naturals and two wilds are no five of a kind."""
    hand = ["9C", "9D", "9H", "2S", "2C"]
    g = new([JUNK, hand], stock=["QS"])
    act(g, 1, "draw", source="stock")
    assert Action("call", card="QS") in g.legal_actions(1)
    g = new([JUNK, hand], stock=["QS"], variant="strict-five")
    act(g, 1, "draw", source="stock")
    refused(g, 1, Action("call", card="QS"), "no winning combination")


def test_equal_may_call_variant_shares_the_win() -> None:
    """R5.2's variant."""
    hands = [["AH", "KH", "QH", "JH", "3C"], ["AS", "KS", "QS", "JS", "4C"]]
    g = new(hands, up="5S", stock=["TS", "TH"], variant="equal-may-call")
    act(g, 1, "draw", source="stock")
    act(g, 1, "call", card="4C")
    act(g, 0, "draw", source="stock")
    act(g, 0, "call", card="3C")
    res = g.result()
    assert res is not None and res.winners == [0, 1] and "share the win" in res.reason
    g = new(hands, up="5S", stock=["TS", "TH"])
    act(g, 1, "draw", source="stock")
    act(g, 1, "call", card="4C")
    act(g, 0, "draw", source="stock")
    refused(g, 0, Action("call", card="3C"), "must beat")


def test_a_hand_nobody_calls_ends_with_no_winner_after_max_rounds() -> None:
    """P4."""
    g = parlour.new_game("paiute", 2, seed=2, options={"max_rounds": 2})
    for _ in range(4):
        seat = g.actors()[0]
        act(g, seat, "draw", source="stock")
        act(g, seat, "discard", card=next(a.card for a in g.legal_actions(seat) if a.type == "discard"))
    res = g.result()
    assert g.is_over() and res is not None and res.winners == [] and "no winner" in res.reason


def test_bad_options() -> None:
    with pytest.raises(InvalidOption, match="dealer"):
        parlour.new_game("paiute", 3, options={"dealer": 3})
