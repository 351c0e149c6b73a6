"""Face-down stacks that players may not look at (Snap, Slapjack, Salute the King,
Aggravation, California Speed): the whole pack dealt out one card at a time, a limit
for short games, and a won pile put face down under a stack.

>>> from parlour.cards import parse_cards
>>> from parlour.engine.zones import Zone
>>> stacks = [Zone(f"s{i}", "pile", i) for i in range(3)]
>>> deal_all(parse_cards(["2C", "3C", "4C", "5C"]), stacks, first=1)  # top card last
>>> [[str(c) for c in s.cards] for s in stacks]
[['3C'], ['5C', '2C'], ['4C']]
>>> pile = Zone("p", "pile"); pile.fill(parse_cards(["7H", "8H"]), up=True)
>>> put_under(pile, stacks[0]), [str(c) for c in stacks[0].cards], stacks[0].up
(2, ['8H', '7H', '3C'], [False, False, False])
"""

from __future__ import annotations

from collections.abc import Sequence

from parlour.cards import Card
from parlour.engine.zones import Zone


def deal_all(cards: Sequence[Card], stacks: Sequence[Zone], first: int) -> None:
    """Deal ``cards`` (a shuffled pack, top card last) one at a time to ``stacks``,
    starting with ``stacks[first]`` and going round in seat order, each card face down
    on top of the receiving stack and known to nobody ("players may not look at their
    cards"). Uneven deals give the first seats one card more."""
    n = len(stacks)
    for i in range(len(cards)):
        stacks[(first + i) % n].push(cards[-1 - i])


def limit_deal(cards: list[Card], limit: int, aside: Zone | None) -> list[Card]:
    """The cards to deal when a house option deals only ``limit`` of them (0: all): the
    rest is set aside face down in ``aside``. ``cards`` is top card last."""
    if not limit or aside is None:
        return cards
    keep = min(len(cards), limit)
    aside.fill(cards[:len(cards) - keep])
    return cards[len(cards) - keep:]


def put_under(pile: Zone, stack: Zone) -> int:
    """Turn ``pile`` over and put it face down under ``stack`` (the pile's top card goes
    deepest, its bottom card nearest the stack's own cards). Returns the number moved."""
    n = len(pile.cards)
    for k in range(n):
        pile.move_to(stack, up=False, slot=k)
    return n
