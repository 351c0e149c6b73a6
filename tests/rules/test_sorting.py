"""``parlour.rules.sorting.sort_hand``: a sorted hand never shows, by the place of a card
someone knows, anything about the cards they do not know."""

from __future__ import annotations

from parlour.cards import parse_cards
from parlour.engine.zones import Zone
from parlour.rules.sorting import sort_hand
from parlour.rules.tricks import STRENGTH, SUIT

ORDER = tuple(SUIT[c] * 64 + STRENGTH[c] for c in range(1024))


def view_after_sort(texts: list[str], shown: str) -> list[str | None]:
    h = Zone("hand:0", "hand", 0)
    h.fill(parse_cards(texts), False, 0b01)
    h.known[texts.index(shown)] = 0b11
    sort_hand(h, ORDER)
    return h.view(1)["cards"]  # type: ignore[no-any-return]


def test_the_place_of_a_known_card_does_not_depend_on_the_hidden_ones() -> None:
    a = view_after_sort(["2C", "KS", "QH", "9D"], "QH")
    b = view_after_sort(["AS", "3C", "QH", "4H"], "QH")
    assert a == b == ["??", "??", "??", "QH"]


def test_the_owner_sees_each_group_sorted_and_flags_follow_the_cards() -> None:
    h = Zone("hand:0", "hand", 0)
    cards = parse_cards(["KS", "2C", "QH", "AC"])
    h.fill(cards, False, 0b01)
    h.up[0] = True
    sort_hand(h, ORDER)
    assert [str(c) for c in h.cards] == ["2C", "AC", "QH", "KS"]
    assert h.up == [False, False, False, True]
    assert h.view(0)["cards"] == ["2C", "AC", "QH", "KS"]
