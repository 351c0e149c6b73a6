"""``parlour.rules.stacks`` on its own: dealing a whole pack unseen from the dealer's
left, the short-deal limit, and a won pile put under a stack."""

from __future__ import annotations

from parlour.cards import deck52, parse_cards
from parlour.engine.zones import Zone
from parlour.rules.stacks import deal_all, limit_deal, put_under


def test_deal_all_round_robin_unseen_first_seats_get_the_extra() -> None:
    stacks = [Zone(f"s{i}", "pile", i) for i in range(3)]
    pack = deck52()
    deal_all(pack, stacks, first=1)
    assert [len(s.cards) for s in stacks] == [17, 18, 17]
    assert stacks[1].cards[0] == pack[-1] and stacks[2].cards[0] == pack[-2]
    assert all(k == 0 and not u for s in stacks for k, u in zip(s.known, s.up))


def test_limit_deal_sets_the_rest_aside() -> None:
    aside = Zone("aside", "pot")
    cards = parse_cards(["2C", "3C", "4C", "5C"])
    assert [str(c) for c in limit_deal(cards, 3, aside)] == ["3C", "4C", "5C"]
    assert [str(c) for c in aside.cards] == ["2C"]
    assert limit_deal(cards, 0, aside) is cards


def test_put_under_turns_the_pile_over_beneath_the_stack() -> None:
    stack = Zone("s", "pile", 0)
    stack.fill(parse_cards(["KS"]))
    pile = Zone("p", "pile")
    pile.fill(parse_cards(["2H", "3H", "4H"]), up=True, known=7)
    assert put_under(pile, stack) == 3 and pile.cards == []
    assert [str(c) for c in stack.cards] == ["4H", "3H", "2H", "KS"]
    assert stack.up == [False] * 4
