"""Trick-taking mechanics shared by every trick game: following suit, trumps, rank orders.

Everything is table driven and works on plain card ints (:class:`parlour.cards.Card` is
an ``int``), so a game's hot path pays for a tuple lookup, not a method call. Tables are
indexed by the card itself (``table[card]``) and give every copy of a face (identical
cards of multi-deck games) the same entry, so games with special cards name faces:
Five Hundred's bowers get the trump suit in a :func:`suit_table` and the highest
strengths with :func:`with_faces`, its joker whatever suit and strength it plays as.

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

:class:`TrickPhase` is the play of a hand built on these tables: who leads and who plays
next, the card moving from hand to trick zone, voids shown, the trick's winner taking it
to a won pile, tricks counted per seat, and the last trick kept for the view until the
next one is complete.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, TypeVar

from parlour.cards import CARD_TEXT, CLUBS, DIAMONDS, HEARTS, JOKER_SUIT, SPADES, Card

if TYPE_CHECKING:
    from parlour.engine.zones import Zone

__all__ = ["ACE_HIGH", "ACE_LOW", "CARDS", "CLUBS", "DIAMONDS", "HEARTS", "JOKER_SUIT", "SPADES",
           "STRENGTH", "SUIT", "SUIT_NAMES", "TrickPhase", "can_follow", "follow_refusal",
           "follows", "playable", "playable_as", "rank_order", "strength_table", "suit_table", "suits_held",
           "trick_winner", "winning_card", "with_faces"]

C = TypeVar("C", bound=int)
"""A card type (:class:`parlour.cards.Card`, or a plain ``int``)."""
T = TypeVar("T")

SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades", "jokers")
"""Suit names by suit number (a suit table may give a card suit 4: a suit of its own)."""

CARDS = 1024
"""Size of a card-indexed table: every card value of up to 8 copies of a pack."""


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
    """A card-indexed strength table (``table[card]``) from a rank-indexed one; jokers
    and unused values get 0. :func:`with_faces` raises special cards."""
    return tuple(ranks[v & 15] if (v >> 4) & 7 < 4 and (v & 15) < len(ranks) else 0
                 for v in range(CARDS))


def with_faces(table: Sequence[int], **faces: int) -> tuple[int, ...]:
    """A copy of a card-indexed ``table`` with the faces given by name set in every copy
    (``with_faces(strength_table(), JK=50, JH=40)``: the joker and the right bower on top).

    >>> with_faces(STRENGTH, JH=40)[Card.parse("JH")], STRENGTH[Card.parse("JH")]
    (40, 11)
    """
    out = list(table)
    for name, value in faces.items():
        for v in range(Card.parse(name).face, CARDS, 128):
            out[v] = value
    return tuple(out)


def suit_table(**moves: int) -> tuple[int, ...]:
    """A card-indexed suit table (``table[card]``): each card's printed suit, except the
    faces given by name (``suit_table(JC=SPADES)``: the left bower is a spade).

    >>> suit_table(JC=SPADES)[0x0B], SUIT[0x0B]
    (3, 0)
    """
    return with_faces(tuple((v >> 4) & 7 for v in range(CARDS)), **moves)


SUIT = suit_table()
"""Every card's printed suit, card-indexed (jokers: suit 4)."""
STRENGTH = strength_table(ACE_HIGH)
"""Card-indexed strengths of a plain 52-card pack, aces high."""


def can_follow(hand: Iterable[int], led: int, suit: Sequence[int] = SUIT) -> bool:
    """Whether ``hand`` holds a card of the ``led`` suit."""
    return led in map(suit.__getitem__, hand)  # in C: quicker than any() (a hot path)


def playable(hand: Sequence[C], led: int | None, suit: Sequence[int] = SUIT) -> list[C]:
    """The cards of ``hand`` that may be played to a trick whose ``led`` suit is given
    (``None``: leading, anything goes): follow suit if able, else any card.

    Games that add duties (must trump, must beat) filter this list further."""
    if led is None:
        return list(hand)
    follow = [c for c in hand if suit[c] == led]
    return follow if follow else list(hand)


def playable_as(hand: Sequence[int], led: int | None, what: Sequence[T],
                suit: Sequence[int] = SUIT) -> list[T]:
    """:func:`playable` with each card given as ``what[card]`` (a game's prebuilt play
    actions, indexed by card): a legal list in one pass (a hot path).

    >>> from parlour.cards import parse_cards
    >>> playable_as(parse_cards(["AS", "7H"]), HEARTS, CARD_TEXT)
    ['7H']
    """
    if led is None:
        return [what[c] for c in hand]
    return [what[c] for c in hand if suit[c] == led] or [what[c] for c in hand]


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
    first = cards[0]
    best_suit = suit[first]
    best_str = strength[first]
    for i in range(1, len(cards)):
        c = cards[i]
        s = suit[c]
        if s == best_suit:
            if strength[c] > best_str:
                best, best_str = i, strength[c]
        elif s == trump:
            best, best_suit, best_str = i, s, strength[c]
    return best


def suits_held(hand: Iterable[int], suit: Sequence[int] = SUIT) -> int:
    """Bitmask of the suits in ``hand`` (bit ``s`` for suit ``s``): a void is a 0 bit."""
    mask = 0
    for c in hand:
        mask |= 1 << suit[c]
    return mask


def follows(hand: Sequence[int], led: int | None, card: int, suit: Sequence[int] = SUIT) -> bool:
    """Whether ``card`` (held in ``hand``) may be played to a trick of the ``led`` suit: the
    rule :func:`playable` lists by (``led is None``: leading, anything goes)."""
    return led is None or suit[card] == led or not can_follow(hand, led, suit)


def follow_refusal(hand: Sequence[int], led: int | None, card: int,
                   suit: Sequence[int] = SUIT) -> str | None:
    """Why ``card`` may not be played from ``hand`` to a trick whose ``led`` suit is given,
    in player words, or ``None`` when it may (:func:`follows`).

    >>> from parlour.cards import parse_cards
    >>> follow_refusal(parse_cards(["KH", "AS"]), HEARTS, parse_cards(["AS"])[0])
    'you must follow suit: hearts were led and you hold a heart'
    """
    if card not in hand:
        return f"you do not hold the {CARD_TEXT[card]}"
    if follows(hand, led, card, suit):
        return None
    name = SUIT_NAMES[led] if led is not None else ""
    return f"you must follow suit: {name} were led and you hold a {name[:-1]}"


class TrickPhase:
    """The play of a hand in tricks, on the game's zones: each seat in turn plays one
    card from its hand face up to the trick zone (leader first), following suit if able;
    when every seat has played, the winner by the game's tables takes the trick to a pile
    and leads the next.

    It keeps what trick games share: the seats taking part in clockwise order (a seat may
    sit out, as a Five Hundred nullo bidder's partner), the leader, the trump suit and
    the suit and strength tables (:func:`suit_table`, :func:`strength_table`: bowers, a
    joker, a suit of one card), a suit the leader names for a card of no suit
    (:meth:`call`), tricks taken per seat, the suits each seat has shown out of
    (:attr:`voids`, public knowledge for bots), and the last trick, shown until the next
    one is complete (:attr:`last`, :attr:`last_leader`, :attr:`last_winner`). Duties a
    game adds (spades not led before they are broken, must trump) filter
    :meth:`playable` further in the game.

    >>> from parlour.cards import Card, parse_cards
    >>> from parlour.engine.zones import Zone
    >>> hands = [Zone(f"hand:{s}", "hand", s) for s in range(4)]
    >>> for s, h in enumerate(["2H AS", "KH 3C", "4D 5D", "QH 7H"]):
    ...     hands[s].fill(parse_cards(h.split()))
    >>> trick, won = Zone("trick", "trick"), Zone("won", "pile")
    >>> phase = TrickPhase(4, trump=SPADES)
    >>> phase.deal(leader=1)
    >>> [CARD_TEXT[c] for c in phase.playable(hands[1].cards, trick.cards)]
    ['KH', '3C']
    >>> for seat, card in ((1, "KH"), (2, "4D"), (3, "7H"), (0, "2H")):
    ...     done = phase.play(seat, Card.parse(card), hands[seat], trick, 0b1111)
    >>> done, phase.gather(trick, won), phase.taken, phase.voids[2] == 1 << HEARTS
    (True, 1, [0, 1, 0, 0], True)
    """

    __slots__ = ("players", "seats", "after", "suit", "strength", "trump", "leader", "called",
                 "taken", "voids", "last", "last_leader", "last_winner")

    def __init__(self, players: int, *, trump: int | None = None, suit: Sequence[int] = SUIT,
                 strength: Sequence[int] = STRENGTH) -> None:
        self.players = players
        self.seats: tuple[int, ...] = tuple(range(players))
        self.after: tuple[int, ...] = tuple((s + 1) % players for s in range(players))
        """The next seat to play after each seat (``-1``: a seat sitting out)."""
        self.suit = suit
        self.strength = strength
        self.trump = trump
        self.leader = 0
        self.called: int | None = None
        self.taken = [0] * players
        """Tricks taken this hand, per seat."""
        self.voids = [0] * players
        """Per seat, a bitmask of the suits it has shown out of this hand (bit ``s``)."""
        self.last: tuple[int, ...] = ()
        """The cards of the last complete trick (leader first); empty before the first."""
        self.last_leader = -1
        self.last_winner = -1

    def copy(self) -> TrickPhase:
        """An independent copy (for :meth:`parlour.Game.clone`: search clones often)."""
        new = TrickPhase.__new__(TrickPhase)
        new.players, new.seats, new.after = self.players, self.seats, self.after
        new.suit, new.strength, new.trump = self.suit, self.strength, self.trump
        new.leader, new.called = self.leader, self.called
        new.taken, new.voids = self.taken[:], self.voids[:]
        new.last, new.last_leader, new.last_winner = self.last, self.last_leader, self.last_winner
        return new

    # ----- a hand -------------------------------------------------------------------------
    def deal(self, leader: int, seats: Sequence[int] | None = None) -> None:
        """A new hand led by ``leader``: no tricks taken, no voids shown. ``seats`` are
        those that play, clockwise (default: every seat). The last trick of the previous
        hand stays shown until this hand's first trick is complete."""
        if seats is not None:
            self.seats = tuple(seats)
            after = [-1] * self.players
            for i, s in enumerate(self.seats):
                after[s] = self.seats[(i + 1) % len(self.seats)]
            self.after = tuple(after)
        if leader not in self.seats:
            raise ValueError(f"seat {leader} cannot lead: it does not play this hand")
        self.leader = leader
        self.called = None
        self.taken = [0] * self.players
        self.voids = [0] * self.players

    def set_trump(self, trump: int | None, suit: Sequence[int] = SUIT,
                  strength: Sequence[int] = STRENGTH) -> None:
        """The trump suit (``None``: no trump) and the tables of this hand."""
        self.trump, self.suit, self.strength = trump, suit, strength

    def call(self, suit: int) -> None:
        """The leader names the suit to follow (a joker led in no trump); it holds until
        the trick is gathered."""
        self.called = suit

    # ----- one trick ----------------------------------------------------------------------
    def led(self, table: Sequence[int]) -> int | None:
        """The suit to follow in the trick on ``table`` (``None``: nothing led yet)."""
        if self.called is not None:
            return self.called
        return self.suit[table[0]] if table else None

    def turn(self, played: int) -> int:
        """The seat to play when ``played`` cards lie in the trick."""
        seats = self.seats
        return seats[(seats.index(self.leader) + played) % len(seats)]

    def trick_seats(self, played: int) -> list[int]:
        """Who played each of the ``played`` cards of the trick, leader first."""
        seats = self.seats
        first = seats.index(self.leader)
        return [seats[(first + i) % len(seats)] for i in range(played)]

    def playable(self, hand: Sequence[C], table: Sequence[int]) -> list[C]:
        """The cards of ``hand`` that follow suit (:func:`playable`)."""
        return playable(hand, self.led(table), self.suit)

    def refusal(self, hand: Sequence[int], table: Sequence[int], card: int) -> str | None:
        """Why ``card`` may not be played now (:func:`follow_refusal`), or ``None``."""
        return follow_refusal(hand, self.led(table), card, self.suit)

    def play(self, seat: int, card: Card, hand: Zone, table: Zone, everyone: int,
             index: int | None = None) -> bool:
        """Move ``card`` from ``hand`` (at ``index``, if the caller knows it) face up onto
        the trick (``everyone``: the mask of all seats, who now know it), noting a void
        when it does not follow; returns whether the trick is complete."""
        cards = table.cards
        if cards:
            led = self.called
            suit = self.suit
            if led is None:
                led = suit[cards[0]]
            if suit[card] != led:
                self.voids[seat] |= 1 << led
        hand.move_to(table, hand.cards.index(card) if index is None else index, True, everyone)
        return len(cards) == len(self.seats)

    def winner(self, table: Sequence[int]) -> int:
        """The seat whose card wins the trick on ``table`` (:func:`trick_winner`)."""
        seats = self.seats
        i = trick_winner(table, self.trump, self.strength, self.suit)
        return seats[(seats.index(self.leader) + i) % len(seats)]

    def gather(self, table: Zone, won: Zone, winner: int | None = None) -> int:
        """The complete trick goes to ``won`` (the winner's pile, face and knowledge kept);
        it becomes the last trick; the winner, returned, leads the next. ``winner``: the
        seat :meth:`winner` gave, if the caller already asked (to choose ``won``)."""
        cards: Sequence[int] = table.cards
        win = self.winner(cards) if winner is None else winner
        self.last = tuple(cards)
        self.last_leader = self.leader
        self.last_winner = win
        self.taken[win] += 1
        table.move_all(won)
        self.leader = win
        self.called = None
        return win
