"""Rummy melds: sets and runs built by the players, with wild cards and restrictions.

A *set* is cards of one rank; a *run* is cards of one suit in sequence; wild cards stand
for any card. Which melds a game allows is data, a :class:`MeldRules`: the sizes, the wild
ranks, whether a meld of wild cards alone is allowed, the ace (low, high, or either but
not both: no "around the corner"), whether a set needs distinct suits, and the faces a
wild may stand for only when it is the only wild in its meld (Oklahoma Rummy's Q♠).

A laid meld is a :class:`Meld`: its reading (kind, rank or low rank, suit) and, per card
in table order, the card it stands for. A reading is named by ``run_from``: ``0`` for a
set (or a meld of wild cards alone), else the rank of a run's lowest place (1 = an ace
low; a place above the king is the ace high, rank 14). The cards and ``run_from`` say
everything: the natural cards of a run fix their places and the wilds fill the rest.

>>> from parlour.cards import parse_cards
>>> rules = MeldRules(sizes=(3, 4), wild_ranks=frozenset({2}), lone_wild_only=frozenset({0x3c}))
>>> m = read(parse_cards("7H 2C 9H".split()), 7, rules)
>>> [str(c) for c in m.cards], m.describe()
(['7H', '2C', '9H'], 'run 7 to 9 of hearts')
>>> read(parse_cards("JS 2C 2D".split()), 11, rules)  # the 2 as the Q♠ is not alone
'a 2 may stand for the Q♠ only when it is the only 2 in the meld'
>>> str(read(parse_cards("KD 2C AD".split()), 12, rules))
'run Q to A of diamonds (2♣ as the Q)'
>>> sorted(m.run_from for m in find(parse_cards("5S 6S 7S 2H".split()), rules))
[4, 4, 5, 5, 5, 5, 5, 6]
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Literal

from parlour.cards import ACE, JACK, RANK_PLURALS, SUIT_WORDS, Card, face

__all__ = ["Meld", "MeldRules", "extend", "extensions", "find", "read"]

HIGH_ACE = 14
"""The ace's place above the king in a run."""
RANK_WORDS = {1: "A", 11: "J", 12: "Q", 13: "K", 14: "A"}


@dataclass(frozen=True)
class MeldRules:
    """What a game allows. ``sizes``: the fewest and most cards of a meld;
    ``wild_ranks``: ranks whose cards are wild (stand for any card); ``all_wild``: a meld
    of wild cards alone is allowed (a set of the wild rank); ``ace``: in runs ``low``
    (A-2-3), ``high`` (Q-K-A) or ``either`` (not both at once: never K-A-2);
    ``distinct_suits``: a set's natural cards differ in suit; ``lone_wild_only``: faces
    (``card & 127``) a wild may stand for only as the only wild in its meld."""

    sizes: tuple[int, int] = (3, 4)
    wild_ranks: frozenset[int] = frozenset()
    all_wild: bool = False
    ace: Literal["low", "high", "either"] = "either"
    distinct_suits: bool = False
    lone_wild_only: frozenset[int] = field(default_factory=frozenset)

    def is_wild(self, card: int) -> bool:
        return card & 15 in self.wild_ranks


@dataclass(frozen=True)
class Meld:
    """One meld on the table. ``kind``: ``set``, ``run`` or ``wild`` (wild cards alone);
    ``rank``: a set's rank, a run's lowest place (1-14) or the wild rank; ``suit``: a
    run's suit (-1 otherwise); ``cards`` in table order (a run low to high);
    ``stands``: per card the ``(rank, suit)`` it stands for (rank 1-13; suit -1 for a
    wild in a set, which stands for the rank alone)."""

    kind: Literal["set", "run", "wild"]
    rank: int
    suit: int
    cards: tuple[Card, ...]
    stands: tuple[tuple[int, int], ...]

    @property
    def run_from(self) -> int:
        """The reading's name: a run's lowest place, 0 for a set or wild meld."""
        return self.rank if self.kind == "run" else 0

    @property
    def size(self) -> int:
        return len(self.cards)

    def faces(self) -> tuple[int, ...]:
        """The cards' faces, sorted (the meld as a multiset, copies aside)."""
        return tuple(sorted(c & 127 for c in self.cards))

    def wilds(self, rules: MeldRules) -> int:
        return sum(1 for c in self.cards if rules.is_wild(c))

    def describe(self) -> str:
        """``set of 7s``, ``set of aces``, ``run 5 to 8 of hearts``, ``meld of 2s`` (no card is named that
        is not in the meld: a wild's card is said in words, never as a face)."""
        if self.kind == "wild":
            return f"meld of {_rank_plural(self.rank)}"
        if self.kind == "set":
            return f"set of {_rank_plural(self.rank)}"
        top = self.rank + self.size - 1
        return f"run {_rank_word(self.rank)} to {_rank_word(top)} of {SUIT_WORDS[self.suit]}"

    def __str__(self) -> str:
        stood = [f"{face(c)} as {'the ' if s >= 0 else ''}{_rank_word(r)}"
                 for c, (r, s) in zip(self.cards, self.stands, strict=True)
                 if (c & 15, c >> 4 & 7) != (r, s) and self.kind != "wild"]
        return self.describe() + (f" ({', '.join(stood)})" if stood else "")


def _rank_word(rank: int) -> str:
    return RANK_WORDS.get(rank, str(rank))


def _rank_plural(rank: int) -> str:
    """``aces``, ``7s``: a rank in the plural, in words for the court cards and aces."""
    return RANK_PLURALS[rank] if rank == ACE or rank >= JACK else f"{rank}s"


def _place_rank(place: int) -> int:
    """A run place's card rank (the high ace, 14, is an ace)."""
    return ACE if place == HIGH_ACE else place


def _ace_ok(low: int, size: int, rules: MeldRules) -> bool:
    top = low + size - 1
    if low < 1 or top > HIGH_ACE:
        return False
    if rules.ace == "low" and top == HIGH_ACE:
        return False
    return not (rules.ace == "high" and low == 1)


def _lone_ok(stands: Sequence[tuple[int, int]], cards: Sequence[int], rules: MeldRules) -> str | None:
    if not rules.lone_wild_only:
        return None
    wild = [i for i, c in enumerate(cards) if rules.is_wild(c)]
    if len(wild) < 2:
        return None
    for i in wild:
        r, s = stands[i]
        if s >= 0 and (s << 4 | r) in rules.lone_wild_only:
            w = ", ".join(sorted({str(x) for x in rules.wild_ranks}))
            return (f"a {w} may stand for the {face(s << 4 | r)} only when it is the only {w} "
                    f"in the meld")
    return None


def read(cards: Sequence[Card], run_from: int, rules: MeldRules) -> Meld | str:
    """The meld ``cards`` make under the reading ``run_from`` (0: a set or wild meld;
    else a run from that place), or why they make none (player words)."""
    lo, hi = rules.sizes
    n = len(cards)
    if not lo <= n <= hi:
        return f"a meld has {lo} to {hi} cards, not {n}"
    wild = [c for c in cards if rules.is_wild(c)]
    natural = [c for c in cards if not rules.is_wild(c)]
    if not natural:
        if not rules.all_wild:
            return "a meld needs a natural card"
        if run_from:
            return "a meld of wild cards alone is a set (run_from 0)"
        rank = wild[0] & 15
        return Meld("wild", rank, -1, tuple(cards), tuple((c & 15, c >> 4 & 7) for c in cards))
    if run_from == 0:
        rank = natural[0] & 15
        if any(c & 15 != rank for c in natural):
            return "the cards of a set share one rank"
        if rules.distinct_suits and len({c >> 4 & 7 for c in natural}) < len(natural):
            return "the cards of a set differ in suit"
        ordered = tuple(natural) + tuple(wild)
        stands = tuple((rank, c >> 4 & 7) for c in natural) + tuple((rank, -1) for _ in wild)
        return Meld("set", rank, -1, ordered, stands)
    return _read_run(natural, wild, run_from, rules)


def _read_run(natural: list[Card], wild: list[Card], low: int, rules: MeldRules) -> Meld | str:
    n = len(natural) + len(wild)
    if not _ace_ok(low, n, rules):
        return f"no run of {n} cards starts at {_rank_word(low)} here"
    suit = natural[0] >> 4 & 7
    if any(c >> 4 & 7 != suit for c in natural):
        return "the cards of a run share one suit"
    slots: list[Card | None] = [None] * n
    for c in natural:
        r = c & 15
        places = [p for p in ((HIGH_ACE, 1) if r == ACE else (r,)) if low <= p < low + n]
        if not places:
            return f"the {face(c)} has no place in a run of {n} from {_rank_word(low)}"
        i = places[0] - low
        if slots[i] is not None:
            return f"a run holds one {face(c)}"
        slots[i] = c
    free = iter(wild)
    ordered = tuple(c if c is not None else next(free) for c in slots)
    stands = tuple((_place_rank(low + i), suit) for i in range(n))
    problem = _lone_ok(stands, ordered, rules)
    if problem:
        return problem
    return Meld("run", low, suit, ordered, stands)


def extend(meld: Meld, card: Card, end: Literal["low", "high"], rules: MeldRules) -> Meld | str:
    """``meld`` with ``card`` added (at the ``low`` or ``high`` end of a run; a set's
    or wild meld's new card goes at its end), or why it may not be. The reading stays:
    a wild already laid keeps standing for its card."""
    if meld.size >= rules.sizes[1]:
        return f"a meld has at most {rules.sizes[1]} cards"
    wild = rules.is_wild(card)
    if meld.kind == "wild":
        if not wild:
            return f"a meld of {_rank_plural(meld.rank)} takes only {_rank_plural(meld.rank)}"
        return Meld("wild", meld.rank, -1, (*meld.cards, card), (*meld.stands, (card & 15, card >> 4 & 7)))
    if meld.kind == "set":
        if not wild and card & 15 != meld.rank:
            return f"the {face(card)} is not a {_rank_word(meld.rank)}"
        if (not wild and rules.distinct_suits
                and any(s == card >> 4 & 7 for r, s in meld.stands)):
            return "the cards of a set differ in suit"
        stand = (meld.rank, -1 if wild else card >> 4 & 7)
        return Meld("set", meld.rank, -1, (*meld.cards, card), (*meld.stands, stand))
    low = meld.rank - 1 if end == "low" else meld.rank
    if not _ace_ok(low, meld.size + 1, rules):
        return f"the run cannot go on at its {end} end"
    place = low if end == "low" else meld.rank + meld.size
    want = (_place_rank(place), meld.suit)
    if not wild and (card & 15, card >> 4 & 7) != want:
        mine = (card & 15, card >> 4 & 7)
        held = next((c for c, st in zip(meld.cards, meld.stands) if st == mine and rules.is_wild(c)),
                    None)
        if held is not None:
            return (f"the {face(held)} in the run already stands for the {face(card)} (a wild "
                    f"card keeps the card it stood for when it was laid)")
        return f"the {face(card)} does not fit the {end} end of the run"
    cards = (card, *meld.cards) if end == "low" else (*meld.cards, card)
    stands = (want, *meld.stands) if end == "low" else (*meld.stands, want)
    problem = _lone_ok(stands, cards, rules)
    if problem:
        return problem
    return Meld("run", low, meld.suit, cards, stands)


def extensions(meld: Meld, hand: Iterable[Card], rules: MeldRules) -> list[tuple[Card, str]]:
    """Each distinct ``(card, end)`` that extends ``meld`` from ``hand`` (one card per
    face; a set's end is ``high``)."""
    out: list[tuple[Card, str]] = []
    seen: set[int] = set()
    for c in hand:
        if c & 127 in seen:
            continue
        seen.add(c & 127)
        if not rules.is_wild(c) and (c & 15 != meld.rank if meld.kind != "run"
                                     else c >> 4 & 7 != meld.suit):
            continue  # a natural card of another rank (set) or suit (run) never fits
        ends: tuple[Literal["low", "high"], ...] = ("low", "high") if meld.kind == "run" else ("high",)
        for end in ends:
            if isinstance(extend(meld, c, end, rules), Meld):
                out.append((c, end))
    return out


def _by_face(cards: Iterable[Card]) -> dict[int, list[Card]]:
    out: dict[int, list[Card]] = {}
    for c in cards:
        out.setdefault(c & 127, []).append(c)
    return out


def _bags(pool: dict[int, list[Card]], k: int) -> Iterator[list[Card]]:
    """Every distinct multiset (by face) of ``k`` cards from ``pool``, as cards."""
    faces = sorted(pool)
    for combo in itertools.combinations_with_replacement(faces, k):
        need = Counter(combo)
        if all(len(pool[f]) >= m for f, m in need.items()):
            yield [pool[f][i] for f, m in sorted(need.items()) for i in range(m)]


def find(cards: Iterable[Card], rules: MeldRules, sizes: Iterable[int] | None = None,
         must: Card | None = None) -> list[Meld]:
    """Every distinct meld (by faces and reading) that can be made from ``cards``, of
    the given ``sizes`` (default: every allowed size); with ``must`` (one of ``cards``),
    only the melds that use it (a card that has to be melded: a rummy discard taken)."""
    cards = list(cards)
    wilds = _by_face(c for c in cards if rules.is_wild(c))
    naturals = _by_face(c for c in cards if not rules.is_wild(c))
    n_wild = sum(len(v) for v in wilds.values())
    wild_bags = [list(_bags(wilds, k)) for k in range(min(n_wild, rules.sizes[1]) + 1)]
    focus = None if must is None or rules.is_wild(must) else must & 127
    out: list[Meld] = []
    for n in sizes if sizes is not None else range(rules.sizes[0], rules.sizes[1] + 1):
        if rules.all_wild and n <= n_wild and focus is None:
            out += [m for bag in wild_bags[n] if isinstance(m := read(bag, 0, rules), Meld)]
        out += _sets(naturals, wild_bags, n, rules, focus)
        out += _runs(naturals, wild_bags, n, n_wild, rules, focus)
    if must is not None:
        out = [m for m in out if must & 127 in m.faces()]
    return out


def _sets(naturals: dict[int, list[Card]], wild_bags: list[list[list[Card]]], n: int,
          rules: MeldRules, focus: int | None) -> Iterator[Meld]:
    by_rank: dict[int, dict[int, list[Card]]] = {}
    for f, cs in naturals.items():
        if focus is None or f & 15 == focus & 15:
            by_rank.setdefault(f & 15, {})[f] = cs
    for _rank, pool in sorted(by_rank.items()):
        for k in range(1, n + 1):
            w = n - k
            if w >= len(wild_bags):
                continue
            for nat in _bags(pool, k):
                for bag in wild_bags[w]:
                    m = read(nat + bag, 0, rules)
                    if isinstance(m, Meld):
                        yield m


def _runs(naturals: dict[int, list[Card]], wild_bags: list[list[list[Card]]], n: int,
          n_wild: int, rules: MeldRules, focus: int | None) -> Iterator[Meld]:
    for suit in range(4) if focus is None else (focus >> 4 & 7,):
        have: list[Card | None] = [None] * (HIGH_ACE + 1)  # a natural card per place
        for p in range(1, HIGH_ACE + 1):
            r = _place_rank(p)
            own = naturals.get(suit << 4 | r)
            if own and r not in rules.wild_ranks:
                have[p] = own[0]
        for low in range(1, HIGH_ACE - n + 2):
            window = have[low:low + n]
            present = n - window.count(None)
            if not present or n - present > n_wild or not _ace_ok(low, n, rules):
                continue  # no natural card here, or too few wilds to fill the gaps
            options = [(c, None) if c is not None else (None,) for c in window]
            for pick in itertools.product(*options):
                nat = [c for c in pick if c is not None]
                w = n - len(nat)
                if not nat or w >= len(wild_bags):
                    continue
                for bag in wild_bags[w]:
                    m = _read_run(nat, bag, low, rules)
                    if isinstance(m, Meld):
                        yield m
