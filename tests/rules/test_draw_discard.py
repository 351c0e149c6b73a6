"""``parlour.rules.draw_discard``: dealing round the table into hands and layouts, the
stock and its rebuild from the discard pile, taking and discarding with the knowledge
rules of zones (the pieces Knock Poker and Cactus use and Paiute, Oklahoma Rummy and
other draw-and-discard games can reuse)."""

from __future__ import annotations

import pytest

from parlour.cards import Card, deck52, parse_cards
from parlour.engine.rng import Rng
from parlour.engine.zones import Grid, Zone
from parlour.rules.draw_discard import (
    deal_round_robin,
    discard_at,
    discard_from,
    draw_stock,
    draw_to,
    last_round_over,
    rebuild_stock,
    stock_drawable,
    take_discard,
    turn_up,
)

EVERYONE = 0b111


def piles(stock_top_first: str = "", discard_bottom_first: str = "") -> tuple[Zone, Zone]:
    """A stock (top card first in the text) and a face-up discard pile known to all."""
    stock, discard = Zone("stock", "pile"), Zone("discard", "pile")
    stock.fill(parse_cards(stock_top_first.split())[::-1])
    for c in parse_cards(discard_bottom_first.split()):
        discard.push(c, True, EVERYONE)
    return stock, discard


def texts(zone: Zone | Grid) -> list[str | None]:
    return [None if c is None else str(c) for c in zone.cards]


# ----- dealing ---------------------------------------------------------------------------------


def test_deal_round_robin_one_card_at_a_time_from_the_first_seat_known_to_the_owner() -> None:
    stock, _ = piles("2C 3C 4C 5C 6C 7C 8C")
    hands = [Zone(f"hand:{s}", "hand", s) for s in range(3)]
    deal_round_robin(stock, hands, 2, first=1)
    assert [texts(h) for h in hands] == [["4C", "7C"], ["2C", "5C"], ["3C", "6C"]]
    assert all(h.known == [1 << s] * 2 and h.up == [False] * 2 for s, h in enumerate(hands))
    assert texts(stock) == ["8C"]


def test_deal_round_robin_into_unowned_hands_tells_nobody() -> None:
    stock, _ = piles("2C 3C")
    widow = [Zone("widow", "pile")]
    deal_round_robin(stock, widow, 2, first=0)
    assert texts(widow[0]) == ["2C", "3C"] and widow[0].known == [0, 0]


def test_deal_round_robin_into_layouts_unseen_fills_slots_in_order() -> None:
    stock, _ = piles("AS 2S 3S 4S 5S 6S 7S 8S")
    layouts = [Grid(f"grid:{s}", "grid", s) for s in range(2)]
    deal_round_robin(stock, layouts, 4, first=1, seen=False)
    assert texts(layouts[1]) == ["AS", "3S", "5S", "7S"]
    assert texts(layouts[0]) == ["2S", "4S", "6S", "8S"]
    assert all(g.known == [0] * 4 and g.up == [False] * 4 for g in layouts)
    assert not stock.cards


# ----- the stock ---------------------------------------------------------------------------------


def test_turn_up_starts_the_discard_pile_face_up() -> None:
    stock, discard = piles("9H 2C")
    assert str(turn_up(stock, discard, EVERYONE)) == "9H"
    assert texts(discard) == ["9H"] and discard.up == [True] and discard.known == [EVERYONE]


def test_stock_drawable_needs_a_card_or_discards_under_the_top() -> None:
    assert stock_drawable(*piles("2C"))
    assert not stock_drawable(*piles("", "5H"))
    assert stock_drawable(*piles("", "5H 6H"))


def test_rebuild_keeps_the_top_discard_and_shuffles_the_rest_face_down_unknown() -> None:
    stock, discard = piles("", "2C 3C 4C 5C")
    assert rebuild_stock(stock, discard, Rng(4)) == 3
    assert texts(discard) == ["5C"] and discard.up == [True]
    assert sorted(str(c) for c in stock.cards) == ["2C", "3C", "4C"]
    assert stock.up == [False] * 3 and stock.known == [0] * 3
    assert rebuild_stock(*piles("", "5C"), Rng(4)) == 0


def test_rebuild_is_the_same_for_the_same_generator() -> None:
    a = piles("", " ".join(str(c) for c in deck52()))
    b = piles("", " ".join(str(c) for c in deck52()))
    rebuild_stock(*a, Rng(9))
    rebuild_stock(*b, Rng(9))
    assert texts(a[0]) == texts(b[0]) and len(a[0]) == 51


def test_draw_stock_pops_the_top_and_rebuilds_only_when_empty() -> None:
    stock, discard = piles("KH QH", "2C 3C")
    assert (str(draw_stock(stock, discard, Rng(1))[0]), len(discard)) == ("KH", 2)
    stock, discard = piles("", "2C 3C 4C")
    card, rebuilt = draw_stock(stock, discard, Rng(1))
    assert rebuilt == 2 and str(card) in ("2C", "3C") and len(stock) == 1
    with pytest.raises(IndexError):
        draw_stock(*piles("", "2C"), Rng(1))


def test_draw_to_moves_the_card_with_its_new_knowledge() -> None:
    stock, discard = piles("KH QH")
    drawn = Zone("drawn", "hand", 2)
    card, rebuilt = draw_to(stock, discard, Rng(1), drawn, known=0b100)
    assert (str(card), rebuilt) == ("KH", 0)
    assert texts(drawn) == ["KH"] and drawn.known == [0b100] and drawn.up == [False]


def test_draw_to_a_layout_fills_the_named_or_first_empty_slot() -> None:
    stock, discard = piles("KH QH JH")
    layout = Grid("grid:0", "grid", 0)
    layout.lay_out([Card.parse("2D"), None, Card.parse("3D")])
    draw_to(stock, discard, Rng(1), layout)                 # first empty slot
    draw_to(stock, discard, Rng(1), layout, slot=3)         # a new slot at the end
    assert texts(layout) == ["2D", "KH", "3D", "QH"] and layout.known[1] == 0


def test_draw_to_rebuilds_an_empty_stock_first() -> None:
    stock, discard = piles("", "2C 3C 4C")
    hand = Zone("hand:0", "hand", 0)
    card, rebuilt = draw_to(stock, discard, Rng(2), hand, known=1)
    assert rebuilt == 2 and texts(discard) == ["4C"] and texts(hand) == [str(card)]
    assert hand.known == [1] and len(stock) == 1


# ----- taking and discarding ------------------------------------------------------------------


def test_take_discard_everyone_saw_it_face_down_or_up() -> None:
    _, discard = piles("", "2C 3C")
    hand = Zone("hand:1", "hand", 1)
    assert str(take_discard(discard, hand, EVERYONE)) == "3C"
    assert hand.known == [EVERYONE] and hand.up == [False]
    held = Zone("drawn", "hand", 1)
    take_discard(discard, held, EVERYONE, up=True)
    assert texts(held) == ["2C"] and held.up == [True] and not discard.cards


def test_discard_from_keeps_the_order_of_the_other_cards() -> None:
    _, discard = piles()
    hand = Zone("hand:0", "hand", 0)
    hand.fill(parse_cards(["2C", "3C", "4C"]), known=1)
    assert discard_from(hand, Card.parse("3C"), discard, EVERYONE) == 1
    assert texts(hand) == ["2C", "4C"] and texts(discard) == ["3C"]
    assert discard.up == [True] and discard.known == [EVERYONE]


def test_discard_at_a_layout_slot_leaves_it_empty() -> None:
    _, discard = piles()
    layout = Grid("grid:0", "grid", 0)
    cards: list[Card | None] = [Card.parse("5C"), Card.parse("6C")]
    layout.lay_out(cards)
    assert str(discard_at(layout, 0, discard, EVERYONE)) == "5C"
    assert texts(layout) == [None, "6C"] and layout.known == [0, 0]
    assert texts(discard) == ["5C"] and discard.up == [True] and discard.known == [EVERYONE]


def test_last_round_ends_when_play_passes_back_to_the_knocker() -> None:
    assert last_round_over(next_seat=1, knocker=1)
    assert not last_round_over(next_seat=2, knocker=1)
    assert not last_round_over(next_seat=0, knocker=-1)
