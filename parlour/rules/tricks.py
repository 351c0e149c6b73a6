"""Trick-taking mechanics shared by every trick game: following suit, trumps, rank orders.

Everything is table driven and works on plain card ints (:class:`parlour.cards.Card` is
an ``int``), so a game's hot path pays for a tuple lookup, not a method call. Tables are
indexed by a card's *face* (``card & 127``: the copy index of multi-deck games is
ignored), so games with special cards adjust one entry: Five Hundred's bowers get the
trump suit in a :func:`suit_table` and the highest strengths in a :func:`strength_table`,
its joker whatever suit and strength it plays as.

>>> from parlour.cards import parse_cards
>>> hand = parse_cards(["AS", "7H", "KH", "2C"])
>>> [str(c) for c in playable(hand, led=HEARTS)]
['7H', 'KH']
>>> [str(c) for c in playable(hand, led=DIAMONDS)]  # void: any card
['AS', '7H', 'KH', '2C']
>>> trick = parse_cards(["QH", "AH", "2S", "KH"])
>>> trick_winner(trick, trump=SPADES)  # the only spade wins
2
>>> trick_winner(trick, trump=None)  # no trump: highest heart, aces high
1
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from parlour.cards import CLUBS, DIAMONDS, HEARTS, SPADES

__all__ = ["ACE_HIGH", "ACE_LOW", "CLUBS", "DIAMONDS", "HEARTS", "SPADES", "SUIT", "can_follow",
           "playable", "rank_order", "strength_table", "suit_table", "suits_held",
           "trick_winner", "winning_card"]

FACES = 128
"""Size of a face-indexed table (``card & 127``)."""


def rank_order(order: str) -> tuple[int, ...]:
    """A rank-indexed strength table from ranks written low to high.

    ``rank_order("23456789TJQKA")`` gives ace 14, king 13, ..., two 2; ranks not written
    get 0 (they never win). Ranks are ``A 2-9 T J Q K`` (``10`` is ``T``).

    >>> rank_order("9TJQKA")[1], rank_order("9TJQKA")[9], rank_order("9TJQKA")[2]
    (14, 9, 0)
    """
    names = {"A": 1, "T": 10, "J": 11, "Q": 12, "K": 13}
    names.update({str(n): n for n in range(2, 10)})
    table = [0] * 14
    for i, ch in enumerate(order.upper()):
        if ch not in names:
            raise ValueError(f"{ch!r} is not a rank (write ranks like 'A', '2'..'9', 'T', 'J')")
        table[names[ch]] = 15 - len(order) + i
    return tuple(table)


ACE_HIGH = rank_order("23456789TJQKA")
"""Rank -> strength, aces high (two 2 ... ace 14)."""
ACE_LOW = rank_order("A23456789TJQK")
"""Rank -> strength, aces low."""


def strength_table(ranks: Sequence[int] = ACE_HIGH) -> tuple[int, ...]:
    """A face-indexed strength table (``table[card & 127]``) from a rank-indexed one;
    jokers and unused faces get 0. Copy it into a list to raise special cards."""
    return tuple(ranks[f & 15] if (f >> 4) & 7 < 4 and (f & 15) < len(ranks) else 0
                 for f in range(FACES))


def suit_table(**moves: int) -> tuple[int, ...]:
    """A face-indexed suit table (``table[card & 127]``): each card's printed suit,
    except the faces given by name (``suit_table(JC=SPADES)``: the left bower is a spade).

    >>> suit_table(JC=SPADES)[0x0B], SUIT[0x0B]
    (3, 0)
    """
    from parlour.cards import Card

    table = [(f >> 4) & 7 for f in range(FACES)]
    for name, suit in moves.items():
        table[Card.parse(name).face] = suit
    return tuple(table)


SUIT = suit_table()
"""Every card's printed suit, face-indexed (jokers: suit 4)."""
STRENGTH = strength_table(ACE_HIGH)
"""Face-indexed strengths of a plain 52-card pack, aces high."""


def can_follow(hand: Iterable[int], led: int, suit: Sequence[int] = SUIT) -> bool:
    """Whether ``hand`` holds a card of the ``led`` suit."""
    return any(suit[c & 127] == led for c in hand)


def playable(hand: Sequence[int], led: int | None, suit: Sequence[int] = SUIT) -> list[int]:
    """The cards of ``hand`` that may be played to a trick whose ``led`` suit is given
    (``None``: leading, anything goes): follow suit if able, else any card.

    Games that add duties (must trump, must beat) filter this list further."""
    if led is None:
        return list(hand)
    follow = [c for c in hand if suit[c & 127] == led]
    return follow if follow else list(hand)


def winning_card(cards: Sequence[int], trump: int | None, strength: Sequence[int] = STRENGTH,
                 suit: Sequence[int] = SUIT) -> int:
    """The winning card of a complete (or partial) trick; see :func:`trick_winner`."""
    return cards[trick_winner(cards, trump, strength, suit)]


def trick_winner(cards: Sequence[int], trump: int | None, strength: Sequence[int] = STRENGTH,
                 suit: Sequence[int] = SUIT) -> int:
    """Index in ``cards`` (play order, leader first) of the card that wins the trick:
    the strongest trump if any was played, else the strongest card of the suit led.
    Off-suit cards never win. Between equal strengths (identical cards of a two-deck
    pack) the first played wins."""
    best = 0
    first = cards[0] & 127
    best_suit = suit[first]
    best_str = strength[first]
    for i in range(1, len(cards)):
        f = cards[i] & 127
        s = suit[f]
        if s == best_suit:
            if strength[f] > best_str:
                best, best_str = i, strength[f]
        elif s == trump:
            best, best_suit, best_str = i, s, strength[f]
    return best


def suits_held(hand: Iterable[int], suit: Sequence[int] = SUIT) -> int:
    """Bitmask of the suits in ``hand`` (bit ``s`` for suit ``s``): a void is a 0 bit."""
    mask = 0
    for c in hand:
        mask |= 1 << suit[c & 127]
    return mask
