"""Exchanges with a centre (parlour.rules.exchange), on their own."""

from __future__ import annotations

import pytest

from parlour.cards import parse_cards
from parlour.engine.zones import Zone
from parlour.rules.exchange import exchange, exchange_all, missing, renew


def table() -> tuple[Zone, Zone]:
    hand, centre = Zone("hand:0", "hand", 0), Zone("centre", "row")
    hand.fill(parse_cards(["2C", "3C", "4C", "5C"]), known=1)
    centre.fill(parse_cards(["AS", "KS", "QS", "JS"]), up=True, known=7)
    return hand, centre


def texts(z: Zone) -> list[str]:
    return [str(c) for c in z.cards]


def test_one_for_one_keeps_the_centre_slots_and_knowledge() -> None:
    hand, centre = table()
    exchange(hand, centre, parse_cards(["QS"]), parse_cards(["2C"]), everyone=7)
    assert texts(centre) == ["AS", "KS", "2C", "JS"] and centre.up == [True] * 4
    assert texts(hand) == ["3C", "4C", "5C", "QS"] and hand.known[-1] == 7 and not hand.up[-1]


def test_k_for_k_fills_the_slots_in_order() -> None:
    hand, centre = table()
    exchange(hand, centre, parse_cards(["JS", "AS"]), parse_cards(["5C", "2C"]), everyone=7)
    assert texts(centre) == ["5C", "KS", "QS", "2C"]
    assert texts(hand) == ["3C", "4C", "AS", "JS"]


def test_giving_back_the_card_taken_is_a_pass() -> None:
    hand, centre = table()
    exchange(hand, centre, parse_cards(["KS"]), parse_cards(["KS"]), everyone=7)
    assert texts(centre) == ["AS", "KS", "QS", "JS"] and texts(hand) == ["2C", "3C", "4C", "5C"]


def test_a_memory_game_may_keep_a_taken_card_known_to_the_taker_only() -> None:
    hand, centre = table()
    exchange(hand, centre, parse_cards(["AS"]), parse_cards(["3C"]), everyone=7, hand_known=1)
    assert hand.known[-1] == 1


def test_all_for_all_and_refusals() -> None:
    hand, centre = table()
    exchange_all(hand, centre, everyone=7)
    assert texts(hand) == ["AS", "KS", "QS", "JS"] and texts(centre) == ["2C", "3C", "4C", "5C"]
    with pytest.raises(ValueError, match="as many"):
        exchange(hand, centre, parse_cards(["2C"]), [], everyone=7)
    with pytest.raises(ValueError, match="distinct"):
        exchange(hand, centre, [centre.cards[0]] * 2, parse_cards(["AS", "KS"]), everyone=7)
    assert missing(centre, parse_cards(["2C", "9H"])) == ["9H"]
    assert missing(centre, [centre.cards[0]] * 2) == ["2C"]  # listed twice, there once


def test_renew_deals_a_new_centre_from_the_stock() -> None:
    hand, centre = table()
    stock, dead = Zone("stock", "pile"), Zone("dead", "pile")
    stock.fill(parse_cards(["9D", "8D", "7D", "6D", "5D"]))
    assert renew(centre, stock, dead, 4, everyone=7)
    assert texts(centre) == ["5D", "6D", "7D", "8D"] and centre.up == [True] * 4
    assert texts(dead) == ["AS", "KS", "QS", "JS"] and dead.up == [False] * 4
    assert not renew(centre, stock, dead, 4, everyone=7)  # one card left: nothing changes
    assert texts(centre) == ["5D", "6D", "7D", "8D"] and len(stock.cards) == 1
