"""Sorting a hand without telling anyone anything.

A hand is shown sorted to its owner, but other seats may know some of its cards (a card
shown to the table and taken back, a card another player passed). If the hand were sorted
by identity alone, where such a known card sits among the hidden ones would tell the
others something about the hidden cards. :func:`sort_hand` therefore groups the cards by
who knows them (the knowledge bitmask) and sorts by the game's order within each group:
for any seat, the positions of the cards it can see depend only on cards it can see.

>>> from parlour.cards import parse_cards
>>> from parlour.engine.zones import Zone
>>> h = Zone("hand:0", "hand", 0)
>>> h.fill(parse_cards("KS 2C QH".split()), False, 0b01)
>>> h.known[2] = 0b11  # the QH was shown to seat 1
>>> sort_hand(h, {c: c for c in h.cards})
>>> [str(c) for c in h.cards], h.known
(['2C', 'KS', 'QH'], [1, 1, 3])
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from parlour.engine.zones import Zone


def sort_hand(hand: Zone, order: Sequence[int] | Mapping[int, int]) -> None:
    """Sort ``hand`` in place by (who knows the card, ``order[card]``), cards, faces and
    knowledge together."""
    cards, known = hand.cards, hand.known
    idx = sorted(range(len(cards)), key=lambda i: (known[i], order[cards[i]]))
    hand.cards = [cards[i] for i in idx]
    hand.up = [hand.up[i] for i in idx]
    hand.known = [known[i] for i in idx]


def sift_last(hand: Zone, order: Sequence[int] | Mapping[int, int]) -> None:
    """Move the hand's last card (just drawn) to its place in a hand :func:`sort_hand`
    sorted: the same order, for one card, without sorting everything again.

    >>> from parlour.cards import parse_cards
    >>> from parlour.engine.zones import Zone
    >>> h = Zone("hand:0", "hand", 0)
    >>> h.fill(parse_cards("2C 9C KC 5C".split()), False, 1)
    >>> sift_last(h, {c: c for c in h.cards})
    >>> [str(c) for c in h.cards]
    ['2C', '5C', '9C', 'KC']
    """
    cards, up, known = hand.cards, hand.up, hand.known
    last = len(cards) - 1
    key = (known[last], order[cards[last]])
    i = 0
    while i < last and (known[i], order[cards[i]]) <= key:
        i += 1
    if i < last:
        cards.insert(i, cards.pop())
        up.insert(i, up.pop())
        known.insert(i, known.pop())
