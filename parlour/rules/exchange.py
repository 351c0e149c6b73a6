"""Exchanges with a centre: the Commerce family's face-up cards on the table.

Stop the Bus, Schwimmen, James Bond and Cash all trade cards between a hand (or a
pile held in the hand) and a face-up *centre* (a board, a widow): one for one, all
for all, or k for k. A card taken from the centre was seen by everyone, so it stays
known to everyone in the hand; a card given lies face up in the centre, in the slot
the taken card left (the centre keeps its layout, so a card taken by someone else
moves visibly from its place). A real-time exchange is one call: it checks every card
first, then moves them, so it is atomic (nothing moves if a card is gone: "too late").

>>> from parlour.engine.zones import Zone
>>> from parlour.cards import parse_cards
>>> hand, centre = Zone("hand:0", "hand", 0), Zone("centre", "row")
>>> hand.fill(parse_cards(["2C", "3C", "4C"]), known=1)
>>> centre.fill(parse_cards(["AS", "KS", "QS"]), up=True, known=3)
>>> exchange(hand, centre, parse_cards(["KS"]), parse_cards(["3C"]), everyone=3)
>>> [str(c) for c in hand.cards], [str(c) for c in centre.cards], centre.known
(['2C', '4C', 'KS'], ['AS', '3C', 'QS'], [3, 3, 3])
>>> exchange_all(hand, centre, everyone=3)
>>> [str(c) for c in hand.cards], [str(c) for c in centre.cards]
(['AS', '3C', 'QS'], ['2C', '4C', 'KS'])
>>> missing(centre, parse_cards(["AS"])), missing(centre, parse_cards(["KS"]))
(['AS'], [])
>>> exchange_action(parse_cards(["KS"])[0], parse_cards(["2C"])[0], call=True).to_json()
{'type': 'exchange', 'call': True, 'give': '2C', 'take': 'KS'}
"""

from __future__ import annotations

from collections.abc import Sequence

from parlour.cards import CARD_TEXT, Card
from parlour.engine.actions import Action
from parlour.engine.zones import Zone
from parlour.rules.draw_discard import deal_round_robin

_ACTIONS: dict[tuple[str, int, int, tuple[tuple[str, bool], ...]], Action] = {}


def exchange_action(take: Card, give: Card, *, kind: str = "exchange", **flags: bool) -> Action:
    """The action ``kind(take, give, <flags>)``: a turn's ``exchange`` with boolean flags
    such as Stop the Bus's ``call`` and Schwimmen's ``close``/``show``, or James Bond's
    real-time ``swap``. Built once per card pair and flags, so a legal list hands out the
    same objects every time."""
    key = (kind, take, give, tuple(sorted(flags.items())))
    a = _ACTIONS.get(key)
    if a is None:
        a = _ACTIONS[key] = Action(kind, take=CARD_TEXT[take], give=CARD_TEXT[give], **flags)
    return a


def missing(zone: Zone, cards: Sequence[Card]) -> list[str]:
    """The texts of ``cards`` that are not in ``zone`` (a card listed twice must be there
    twice): empty when an exchange may go ahead."""
    have = list(zone.cards)
    out = []
    for c in cards:
        if c in have:
            have.remove(c)
        else:
            out.append(CARD_TEXT[c])
    return out


def exchange(hand: Zone, centre: Zone, takes: Sequence[Card], gives: Sequence[Card],
             everyone: int, *, hand_known: int | None = None) -> None:
    """Take ``takes`` from the centre into ``hand`` and put ``gives`` (cards of the hand
    before the exchange, or a card just taken: an effective pass) face up into the
    slots they left, in order. Taken cards go to the end of the hand, known to
    ``everyone`` (or to ``hand_known``: a memory game may keep only the taker aware).
    Callers check the cards first (:func:`missing`); the move itself is atomic."""
    if len(takes) != len(gives):
        raise ValueError("an exchange gives as many cards as it takes")
    slots = sorted(centre.cards.index(c) for c in takes) if len(set(takes)) == len(takes) else []
    if len(slots) != len(takes):
        raise ValueError("an exchange takes distinct cards")
    seen = everyone if hand_known is None else hand_known
    end = len(hand.cards)
    for i in reversed(slots):  # each in front of the later ones: the centre's order
        centre.move_to(hand, i, up=False, known=seen, slot=end)
    for i, g in zip(slots, gives, strict=True):
        hand.move_to(centre, hand.cards.index(g), up=True, known=everyone, slot=i)


def exchange_all(hand: Zone, centre: Zone, everyone: int) -> None:
    """Swap the whole hand with the whole centre (same size): the centre's cards come
    into the hand in their order and the hand's go face up into the centre."""
    if len(hand.cards) != len(centre.cards):
        raise ValueError("exchanging all needs a hand as large as the centre")
    old = list(hand.cards)
    exchange(hand, centre, list(centre.cards), old, everyone)


def renew(centre: Zone, stock: Zone, dead: Zone, size: int, everyone: int) -> bool:
    """Put the centre's cards face down on ``dead`` (everyone saw them: they stay known)
    and deal ``size`` new ones face up
    from the top of ``stock``. Returns ``False`` (and changes nothing) when the stock
    has fewer than ``size`` cards."""
    if len(stock.cards) < size:
        return False
    centre.move_all(dead, up=False)
    for _ in range(size):
        stock.move_to(centre, up=True, known=everyone)
    return True


def deal_with_centre(stock: Zone, hands: Sequence[Zone], first: int, size: int, centre: Zone,
                     everyone: int, *, centre_up: bool = True) -> None:
    """The Commerce deal: ``size`` cards to each of ``hands`` (the seats still in, in
    seat order), one at a time from ``hands[first]``, then ``size`` to the centre, face
    up and seen by everyone (or face down and seen by nobody: Schwimmen's centre before
    the dealer decides)."""
    deal_round_robin(stock, hands, size, first=first)
    for _ in range(size):
        stock.move_to(centre, up=centre_up, known=everyone if centre_up else 0)


def reveal_hands(hands: Sequence[Zone], everyone: int) -> None:
    """Turn every card of ``hands`` face up for everyone (a showdown)."""
    for h in hands:
        for i in range(len(h.cards)):
            h.reveal(i, everyone)
