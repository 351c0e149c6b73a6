"""Draw and discard: a face-down stock beside a face-up discard pile.

The Commerce, Rummy and Golf families share one loop: on a turn a player draws the top
card of the stock (only they see it) or the top card of the discard pile (everyone saw
it), then discards one card face up. When the stock runs out, the discard pile except
its top card is shuffled into a new stock (Knock Poker and Paiute: "set aside the top
card of the discard pile, shuffle [the rest], and turn it face down"; Cactus, ruling A2).
A knock (a "call") gives every other player one more turn. Games keep their own state;
these helpers move cards between zones (hands, or the fixed slots of a Golf layout)
only through the methods of :mod:`parlour.engine.zones`, so face and knowledge travel
with every card.

>>> from parlour.engine.zones import Grid, Zone
>>> from parlour.engine.rng import Rng
>>> from parlour.cards import parse_cards
>>> stock, pile = Zone("stock", "pile"), Zone("discard", "pile")
>>> hands = [Zone("hand:0", "hand", 0), Zone("hand:1", "hand", 1)]
>>> stock.fill(parse_cards(["2C", "3C", "4C", "5C", "6C", "7C"])[::-1])  # top card last
>>> deal_round_robin(stock, hands, 2, first=1)
>>> [str(c) for c in hands[1].cards], [str(c) for c in hands[0].cards]
(['2C', '4C'], ['3C', '5C'])
>>> str(turn_up(stock, pile, everyone=3)), len(stock.cards)
('6C', 1)
>>> card, rebuilt = draw_stock(stock, pile, Rng(1))
>>> str(card), rebuilt
('7C', 0)
>>> last_round_over(next_seat=2, knocker=2), last_round_over(next_seat=0, knocker=-1)
(True, False)

A Golf layout is dealt face down, unseen even by its owner, into a :class:`Grid`:

>>> stock.fill(parse_cards(["2D", "3D", "4D", "5D"])[::-1])
>>> layouts = [Grid("grid:0", "grid", 0), Grid("grid:1", "grid", 1)]
>>> deal_round_robin(stock, layouts, 2, first=1, seen=False)
>>> [str(c) for c in layouts[1].cards], layouts[1].known
(['2D', '4D'], [0, 0])
"""

from __future__ import annotations

from collections.abc import Sequence

from parlour.cards import Card
from parlour.engine.rng import Rng
from parlour.engine.zones import AnyZone, Zone


def deal_round_robin(stock: Zone, hands: Sequence[AnyZone], count: int, first: int, *,
                     seen: bool = True) -> None:
    """Deal ``count`` cards to each hand, one at a time, starting with ``hands[first]``
    and going round in seat order (clockwise), face down. Each card is known only to its
    owner (``Zone.owner``), or to nobody when ``seen`` is false (a Golf layout, which its
    owner may not look at). A :class:`~parlour.engine.zones.Grid` receives its cards in
    new slots at the end (slots 0, 1, 2... of a cleared layout)."""
    n = len(hands)
    pop, move = stock.pop, stock.move_to
    order = [hands[(first + k) % n] for k in range(n)]
    masks = [1 << h.owner if seen and h.owner is not None else 0 for h in order]
    for _ in range(count):
        for h, mask in zip(order, masks, strict=True):
            if type(h) is Zone:  # onto the hand's top, face down, known as given
                move(h, -1, False, mask)
            else:  # a grid: a new slot at the end
                card, _, _ = pop()
                h.push(card, False, mask)


def turn_up(stock: Zone, discard: Zone, everyone: int) -> Card:
    """Turn the top card of the stock face up onto the discard pile; return it."""
    return stock.move_to(discard, up=True, known=everyone)


def rebuild_stock(stock: Zone, discard: Zone, rng: Rng) -> int:
    """Shuffle every discard but the top one into the (empty) stock, face down and
    known to nobody; the top card stays face up. Returns the new stock's size (0 when
    the discard pile has no card to spare)."""
    if len(discard.cards) < 2:
        return 0
    top = discard.pop()
    stock.fill(stock.clear() + discard.clear())
    stock.shuffle(rng)
    discard.push(*top)
    return len(stock.cards)


def stock_drawable(stock: Zone, discard: Zone) -> bool:
    """Whether a stock draw is possible (the stock has a card, or can be rebuilt)."""
    return bool(stock.cards) or len(discard.cards) > 1


def draw_stock(stock: Zone, discard: Zone, rng: Rng) -> tuple[Card, int]:
    """Pop the stock's top card, rebuilding the stock first if it is empty.

    Returns the card and the size of the rebuilt stock (0 if no rebuild was needed).
    Raises ``IndexError`` when there is nothing to draw at all (check
    :func:`stock_drawable` first)."""
    rebuilt = _refill(stock, discard, rng)
    card, _, _ = stock.pop()
    return card, rebuilt


def _refill(stock: Zone, discard: Zone, rng: Rng) -> int:
    """Rebuild an empty stock from the discard pile; the rebuilt size (0: no rebuild)."""
    return rebuild_stock(stock, discard, rng) if not stock.cards else 0


def draw_to(stock: Zone, discard: Zone, rng: Rng, dst: AnyZone, *, up: bool = False,
            known: int = 0, slot: int | None = None) -> tuple[Card, int]:
    """Move the stock's top card into ``dst`` (on top of a zone, or into slot ``slot``
    of a grid, by default its first empty one), rebuilding the stock first if it is
    empty; the card lies face ``up`` and is known to the seats in mask ``known`` (the
    drawer alone, or nobody for an unseen penalty card).

    Returns the card and the size of the rebuilt stock (0 if no rebuild was needed).
    Raises ``IndexError`` when there is nothing to draw at all (check
    :func:`stock_drawable` first)."""
    rebuilt = 0 if stock.cards else _refill(stock, discard, rng)
    card = stock.move_to(dst, -1, up, known, 0, slot)
    return card, rebuilt


def take_discard(discard: Zone, hand: Zone, everyone: int, *, up: bool = False) -> Card:
    """Move the discard top into ``hand`` (appended): face down unless ``up``, and known
    to everyone (all saw it on the pile)."""
    return discard.move_to(hand, up=up, known=everyone)


def discard_at(src: AnyZone, index: int, discard: Zone, everyone: int) -> Card:
    """Move the card at ``index`` of ``src`` (a hand, a layout slot, a held card) face up
    onto the discard pile, where everyone sees it; return it. A grid slot is left empty;
    a hand's other cards keep their order (positions never hint at hidden identities)."""
    return src.move_to(discard, index, up=True, known=everyone)


def discard_from(hand: Zone, card: Card, discard: Zone, everyone: int) -> int:
    """Move ``card`` from ``hand`` face up onto the discard pile; return its old index.
    The other cards keep their order (positions never hint at hidden identities)."""
    i = hand.cards.index(card)
    discard_at(hand, i, discard, everyone)
    return i


def last_round_over(next_seat: int, knocker: int) -> bool:
    """After a knock (``knocker`` >= 0) every other player has one more turn: the hand
    ends when play would pass back to the knocker."""
    return knocker >= 0 and next_seat == knocker
