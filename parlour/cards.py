"""Cards and deck builders.

A card is a small immutable value: a :class:`Card` is an ``int`` laid out as
``(copy << 7) | (suit << 4) | rank`` with rank 1 = ace, 2..10, 11 = jack, 12 = queen,
13 = king (0 with suit 4 for a joker) and suit 0..3 = clubs, diamonds, hearts, spades.
The copy index tells apart identical cards of multi-deck games; it never shows in text.
Rank order and points are per game, never on the card.

>>> c = Card.parse("Q♠")
>>> c.rank, c.suit, str(c)
(12, 3, 'QS')
>>> Card.parse("10h") == Card.parse("TH")
True
>>> [str(x) for x in deck52()[:3]]
['AC', '2C', '3C']
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from parlour.errors import IllegalAction

CLUBS, DIAMONDS, HEARTS, SPADES, JOKER_SUIT = 0, 1, 2, 3, 4
SUIT_WORDS = ("clubs", "diamonds", "hearts", "spades")
"""The suits as players name them (a trump or a nominated suit), in suit order."""
ACE, JACK, QUEEN, KING = 1, 11, 12, 13
SUIT_LETTERS = "CDHSJ"
SUIT_SYMBOLS = "♣♦♥♠🃏"
RANK_TEXT = {1: "A", 10: "T", 11: "J", 12: "Q", 13: "K"}
_RANK_PARSE = {"A": 1, "T": 10, "10": 10, "J": 11, "Q": 12, "K": 13}
_RANK_PARSE.update({str(n): n for n in range(2, 10)})
_SUIT_PARSE = {"C": 0, "D": 1, "H": 2, "S": 3, "♣": 0, "♦": 1, "♥": 2, "♠": 3,
               "♧": 0, "♢": 1, "♡": 2, "♤": 3}


class Card(int):
    """One physical card. Create with :meth:`make` or :meth:`parse`."""

    __slots__ = ()

    @classmethod
    def make(cls, rank: int, suit: int, copy: int = 0) -> Card:
        """The card of ``rank`` (1-13, 0 = joker) and ``suit`` (0-3, 4 = joker)."""
        return cls((copy << 7) | (suit << 4) | rank)

    @classmethod
    def joker(cls, copy: int = 0) -> Card:
        """A joker (jokers of one deck differ only by copy index)."""
        return cls((copy << 7) | (JOKER_SUIT << 4))

    @classmethod
    def parse(cls, text: str | int, copy: int = 0) -> Card:
        """Parse "QS", "Q♠", "10h", "TH", "JK" (joker); an int passes through.

        Raises :class:`parlour.InvalidOption` naming the text when it is not a card.
        """
        from parlour.errors import InvalidOption

        if isinstance(text, int) and not isinstance(text, bool):
            if text < 0 or (text & 15) > 13 or ((text >> 4) & 7) > 4:
                raise InvalidOption(f"{text!r} is not a card number")
            return cls(text)
        if not isinstance(text, str):
            raise InvalidOption(f"{text!r} is not a card")
        t = text.strip().upper()
        if t in ("JK", "JOKER", "🃏", "*"):
            return cls.joker(copy)
        if len(t) < 2 or t[:-1] not in _RANK_PARSE or t[-1] not in _SUIT_PARSE:
            raise InvalidOption(f"{text!r} is not a card (write it like 'QS', 'Q♠' or '10H')")
        return cls.make(_RANK_PARSE[t[:-1]], _SUIT_PARSE[t[-1]], copy)

    @property
    def rank(self) -> int:
        """1 = ace ... 13 = king; 0 for a joker."""
        return self & 15

    @property
    def suit(self) -> int:
        """0 clubs, 1 diamonds, 2 hearts, 3 spades, 4 joker."""
        return (self >> 4) & 7

    @property
    def copy(self) -> int:
        """Which copy of this card (multi-deck games); 0 in a single deck."""
        return self >> 7

    @property
    def face(self) -> int:
        """The card without its copy index: equal for identical cards of different decks."""
        return self & 127

    @property
    def is_joker(self) -> bool:
        return ((self >> 4) & 7) == JOKER_SUIT

    def __str__(self) -> str:
        if self.is_joker:
            return "JK"
        r = self & 15
        return RANK_TEXT.get(r, str(r)) + SUIT_LETTERS[(self >> 4) & 7]

    def pretty(self) -> str:
        """Text with a suit symbol, e.g. ``10♥``."""
        if self.is_joker:
            return "Joker"
        r = self & 15
        return ("10" if r == 10 else RANK_TEXT.get(r, str(r))) + SUIT_SYMBOLS[(self >> 4) & 7]

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})" if self.copy == 0 else f"Card({int(self)})"


_NAMES: dict[str, str | None] = {}


def suit_named(word: object) -> int:
    """The suit a player names (a trump, a suit for the joker), or :class:`IllegalAction`
    naming the four words.

    >>> suit_named("hearts")
    2
    >>> suit_named("C")
    Traceback (most recent call last):
    ...
    parlour.errors.IllegalAction: 'C' is not a suit: name clubs, diamonds, hearts or spades
    """
    if word not in SUIT_WORDS:
        raise IllegalAction(f"{word!r} is not a suit: name clubs, diamonds, hearts or spades")
    return SUIT_WORDS.index(word)


RANK_PLURALS = {1: "aces", 2: "twos", 3: "threes", 4: "fours", 5: "fives", 6: "sixes",
                7: "sevens", 8: "eights", 9: "nines", 10: "tens", 11: "jacks", 12: "queens",
                13: "kings", 14: "aces"}
"""A rank in the plural, in words (the ace as 1 or, high, 14): "set of aces"."""


def face(card: int) -> str:
    """A card as people read it (``Q♠``, ``10♥``), never its code: the one spelling the
    games' sentences and labels use.

    >>> face(Card.parse("QS"))
    'Q♠'
    """
    return Card(card).pretty()


def card_name(text: str) -> str | None:
    """The short text (``"TH"``) of a card written in any spelling :meth:`Card.parse`
    reads (``"10h"``, ``"T♥"``), or ``None`` if ``text`` is not a card. Cached: the one
    card-name table every game's actions use.

    >>> card_name("10♥"), card_name("qs"), card_name("11H")
    ('TH', 'QS', None)
    """
    if text in _NAMES:
        return _NAMES[text]
    try:
        name: str | None = str(Card.parse(text))
    except ValueError:
        name = None
    if len(_NAMES) < 4096:
        _NAMES[text] = name
    return name


CARD_TEXT: tuple[str, ...] = tuple(str(Card(v)) if (v & 15) <= 13 and (v >> 4 & 7) <= 4 else "?"
                                   for v in range(1 << 10))
"""The short text of every card value below 1024 (copy indexes 0-7): ``CARD_TEXT[card]``
is ``str(card)`` without the call (hot paths)."""


CARD_BY_TEXT: dict[str, Card] = {CARD_TEXT[v]: Card(v) for v in range(128)
                                 if 1 <= (v & 15) <= 13 and (v >> 4 & 7) <= 3}
"""A single pack's card by its short text (``CARD_BY_TEXT["TH"]``), the joker as ``"JK"``:
the inverse of :data:`CARD_TEXT` for action parameters, which are normalized to it."""
CARD_BY_TEXT["JK"] = Card.joker()


def card_text(card: int) -> str:
    """The short text of a card (``"QS"``) for any int card."""
    return str(Card(card))


def parse_cards(items: Iterable[str | int]) -> list[Card]:
    """Parse a list of card texts. Repeated texts get increasing copy indexes,
    so a stacked two-deck pack can be written plainly."""
    seen: dict[int, int] = {}
    out = []
    for item in items:
        c = Card.parse(item)
        n = seen.get(c.face, 0)
        seen[c.face] = n + 1
        out.append(Card(c.face | (n << 7)) if n and not isinstance(item, int) else c)
    return out


_PACKS: dict[int, tuple[Card, ...]] = {}


def deck52(copy: int = 0) -> list[Card]:
    """A standard 52-card pack, clubs A..K, diamonds, hearts, spades (a new list; the
    immutable cards are built once per copy index)."""
    pack = _PACKS.get(copy)
    if pack is None:
        pack = _PACKS[copy] = tuple(Card.make(r, s, copy) for s in range(4) for r in range(1, 14))
    return list(pack)


def deck_of_ranks(ranks: Sequence[int], copies: int = 1, jokers: int = 0) -> list[Card]:
    """A pack of the given ranks in every suit, ``copies`` times, plus ``jokers``."""
    cards = [Card.make(r, s, c) for c in range(copies) for s in range(4) for r in ranks]
    cards += [Card.joker(i) for i in range(jokers)]
    return cards


def deck32() -> list[Card]:
    """Piquet pack: 7 to ace in four suits."""
    return deck_of_ranks([1, 7, 8, 9, 10, 11, 12, 13])


def deck_pinochle() -> list[Card]:
    """48 cards: two copies of 9, 10, J, Q, K, A in four suits."""
    return deck_of_ranks([1, 9, 10, 11, 12, 13], copies=2)


def deck500() -> list[Card]:
    """Five Hundred's 45 cards: 4 to ace in four suits (no 2s or 3s) and one joker."""
    return deck_of_ranks([1] + list(range(4, 14)), jokers=1)


def multi_deck(n: int, jokers_per_deck: int = 0) -> list[Card]:
    """``n`` standard packs shuffled together (104 for two, a 416-card baccarat shoe for 8)."""
    cards = [c for k in range(n) for c in deck52(k)]
    cards += [Card.joker(i) for i in range(n * jokers_per_deck)]
    return cards
