"""Poker rows: thirteen cards set as a front (3), middle (5) and back (5) hand.

Shared by Chinese Poker and Open-Face Chinese Poker (RULINGS "Shared evaluators", 29, 30).

*Row keys.* A row's key is a tuple ``(category, ranks...)`` with :class:`Category` values and
ranks 2..14 (ace 14; a wheel's top card is 5), most significant first; a greater key is a
better hand. The three-card front knows only high card, pair and three of a kind
(straights and flushes do not count, :func:`front_key`); in the Chinese Poker naturals a
front straight or flush does count (:func:`natural_front_key`, A-2-3 and Q-K-A are
straights, no wrap-around: RULINGS 30).

*Comparing a front with a middle* (foul check): the category first, then the front's ranks
against the middle's most significant ranks, as many as the front has (RULINGS 29); equal
rows are no foul (:func:`is_foul`).

*Settlement* (:func:`settle_rows`, :func:`settle_pair`): between two players, row by row,
the winner of a row is paid its rate (1 unit, or a premium), a tied row pays nothing, and
losing all three rows (a *scoop*) pays a bonus on top (RULINGS 30). A fouled setting loses
every row to a setting that did not foul; two fouled settings exchange nothing.

>>> from parlour.hands import parse_cards as p
>>> s = Setting(p("2C 2D 9S"), p("5S 5H 5D KC 3C"), p("8H 9H TH JH QH"))
>>> is_foul(s), describe_row(front_key(s.front))
(False, 'Pair of twos, nine kicker')
"""

from __future__ import annotations

import dataclasses
import itertools
from collections import Counter
from collections.abc import Callable, Sequence

from parlour.hands.poker import Category, evaluate5, ranks_of
from parlour.hands.poker import category as category_of

__all__ = [
    "CHINESE_RATES",
    "NATURAL_PAYMENT",
    "Natural",
    "RowKey",
    "Setting",
    "chinese_rate",
    "compare_keys",
    "describe_row",
    "find_natural",
    "five_key",
    "front_key",
    "is_foul",
    "natural_front_key",
    "open_royalties",
    "open_row_royalty",
    "pair_unit",
    "pair_units_refusal",
    "settle_open",
    "stays_in_fantasyland",
    "enters_fantasyland",
    "row_keys",
    "settle_pair",
    "settle_rows",
    "splits",
]

RowKey = tuple[int, ...]
"""``(category, rank, ...)``: greater is better (see the module)."""

FRONT, MIDDLE, BACK = 0, 1, 2
ROW_NAMES = ("front", "middle", "back")
ROW_SIZES = (3, 5, 5)


def _rank(card: int) -> int:
    """2..14, the ace high."""
    r = card & 15
    return 14 if r == 1 else r


def _check(cards: Sequence[int], n: int) -> None:
    if len(cards) != n:
        raise ValueError(f"a row of {n} cards expected, got {len(cards)}")
    if len({c & 127 for c in cards}) != n:
        raise ValueError(f"the same card twice in {list(cards)!r}")


def front_key(cards: Sequence[int]) -> RowKey:
    """The key of a three-card front: three of a kind, pair or high card only.

    >>> from parlour.hands import parse_cards as p
    >>> front_key(p("AS KS QS")) < front_key(p("2C 2D 3H"))  # no straight, no flush
    True
    """
    _check(cards, 3)
    counts = Counter(_rank(c) for c in cards)
    by = sorted(counts.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    if by[0][1] == 3:
        return (int(Category.THREE_OF_A_KIND), by[0][0])
    if by[0][1] == 2:
        return (int(Category.PAIR), by[0][0], by[1][0])
    return (int(Category.HIGH_CARD), *sorted(counts, reverse=True))


def natural_front_key(cards: Sequence[int]) -> RowKey:
    """A front as it counts in the three-flush and three-straight naturals: a three-card
    straight (A-2-3 lowest, Q-K-A highest) or flush counts as such (RULINGS 30)."""
    key = front_key(cards)
    ranks = sorted(_rank(c) for c in cards)
    flush = len({(c >> 4) & 7 for c in cards}) == 1
    top = 0
    if ranks == [2, 3, 14]:
        top = 3
    elif len(set(ranks)) == 3 and ranks[2] - ranks[0] == 2:
        top = ranks[2]
    if top and flush:
        return (int(Category.STRAIGHT_FLUSH), top)
    if flush:
        return (int(Category.FLUSH), *sorted(ranks, reverse=True))
    if top:
        return (int(Category.STRAIGHT), top)
    return key


def five_key(cards: Sequence[int]) -> RowKey:
    """The key of a five-card row (standard poker ranks).

    >>> from parlour.hands import parse_cards as p
    >>> five_key(p("AS 2D 3H 4C 5C"))  # the wheel: a five-high straight
    (4, 5)
    """
    s = evaluate5(cards)
    return (int(category_of(s)), *(14 if r == 1 else r for r in ranks_of(s)))


def compare_keys(a: RowKey, b: RowKey) -> int:
    """1, 0 or -1: ``a`` better, equal or worse than ``b``, comparing as many ranks as the
    shorter key has (a front against a middle, RULINGS 29)."""
    n = min(len(a), len(b))
    x, y = a[:n], b[:n]
    return (x > y) - (x < y)


_DESCRIBE_PLURAL = {2: "twos", 3: "threes", 4: "fours", 5: "fives", 6: "sixes", 7: "sevens",
                    8: "eights", 9: "nines", 10: "tens", 11: "jacks", 12: "queens",
                    13: "kings", 14: "aces"}
_DESCRIBE_NAME = {k: v[:-1] if k != 6 else "six" for k, v in _DESCRIBE_PLURAL.items()}


def describe_row(key: RowKey) -> str:
    """Words for a three-card row key (five-card rows: ``parlour.hands.describe``).

    >>> describe_row((Category.HIGH_CARD, 14, 9, 3))
    'Ace high, nine, three'
    """
    cat, ranks = key[0], key[1:]
    name, plural = _DESCRIBE_NAME, _DESCRIBE_PLURAL
    if cat == Category.THREE_OF_A_KIND:
        return f"Three {plural[ranks[0]]}"
    if cat == Category.PAIR:
        return f"Pair of {plural[ranks[0]]}, {name[ranks[1]]} kicker"
    if cat == Category.STRAIGHT_FLUSH:
        return f"Three-card straight flush, {name[ranks[0]]} high"
    if cat == Category.STRAIGHT:
        return f"Three-card straight, {name[ranks[0]]} high"
    words = ", ".join(name[r] for r in ranks[1:])
    head = "Three-card flush, " if cat == Category.FLUSH else ""
    return f"{head}{name[ranks[0]].capitalize()} high, {words}"


@dataclasses.dataclass(frozen=True)
class Setting:
    """Thirteen cards set as three rows: front (3), middle (5), back (5)."""

    front: tuple[int, ...]
    middle: tuple[int, ...]
    back: tuple[int, ...]

    def __init__(self, front: Sequence[int], middle: Sequence[int], back: Sequence[int]):
        for cards, n in ((front, 3), (middle, 5), (back, 5)):
            _check(cards, n)
        if len({c & 127 for c in (*front, *middle, *back)}) != 13:
            raise ValueError("a card is set in two rows")
        object.__setattr__(self, "front", tuple(front))
        object.__setattr__(self, "middle", tuple(middle))
        object.__setattr__(self, "back", tuple(back))

    @property
    def rows(self) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
        return self.front, self.middle, self.back


def row_keys(s: Setting) -> tuple[RowKey, RowKey, RowKey]:
    """The keys of the front, middle and back (the front without straights or flushes)."""
    return front_key(s.front), five_key(s.middle), five_key(s.back)


def is_foul(s: Setting) -> bool:
    """True when the back is weaker than the middle or the middle weaker than the front
    (equal rows are no foul, RULINGS 29)."""
    f, m, b = row_keys(s)
    return compare_keys(b, m) < 0 or compare_keys(m, f) < 0


def chinese_rate(row: int, key: RowKey) -> int:
    """Chinese Poker's units for winning ``row`` (0 front, 1 middle, 2 back) with ``key``:
    front three of a kind 3; middle full house 2; middle or back four of a kind 4, straight
    flush (royal included) 5; otherwise 1."""
    cat = key[0]
    if row == FRONT:
        return 3 if cat == Category.THREE_OF_A_KIND else 1
    if cat == Category.STRAIGHT_FLUSH:
        return 5
    if cat == Category.FOUR_OF_A_KIND:
        return 4
    if row == MIDDLE and cat == Category.FULL_HOUSE:
        return 2
    return 1


CHINESE_RATES: Callable[[int, RowKey], int] = chinese_rate
"""The premium rates of the Chinese Poker seed text."""


def settle_rows(a: Setting, b: Setting, *, rate: Callable[[int, RowKey], int] = chinese_rate,
                scoop: int = 3) -> int:
    """Units ``a`` receives from ``b`` (negative: ``a`` pays) for their three rows.

    Each row won is paid at the winner's ``rate``; a tied row pays nothing; a player who
    loses all three rows pays ``scoop`` more. A fouled setting loses every row to one that
    did not foul (a scoop, the winner's rows at their rates); two fouls: nothing (RULINGS 30).
    """
    ka, kb = row_keys(a), row_keys(b)
    fa, fb = is_foul(a), is_foul(b)
    if fa and fb:
        return 0
    if fa or fb:
        keys = kb if fa else ka
        won = sum(rate(r, keys[r]) for r in range(3)) + scoop
        return -won if fa else won
    net, wins, losses = 0, 0, 0
    for r in range(3):
        c = compare_keys(ka[r], kb[r])
        if c > 0:
            net += rate(r, ka[r])
            wins += 1
        elif c < 0:
            net -= rate(r, kb[r])
            losses += 1
    if wins == 3:
        net += scoop
    elif losses == 3:
        net -= scoop
    return net


# ----- naturals (Chinese Poker) -------------------------------------------------------------

NATURAL_ORDER = ("six-pairs", "three-straights", "three-flushes", "dragon")
"""The naturals, lowest first."""

NATURAL_PAYMENT = {"dragon": 13, "three-flushes": 3, "three-straights": 3, "six-pairs": 3}
"""Units each opponent pays the holder of a winning natural."""


@dataclasses.dataclass(frozen=True)
class Natural:
    """A natural: its ``kind`` (see :data:`NATURAL_ORDER`), a tie-break ``key`` and, for
    the two naturals set into rows, the ``setting`` that shows it."""

    kind: str
    key: tuple[int, ...]
    setting: Setting | None = None

    @property
    def order(self) -> tuple[int, tuple[int, ...]]:
        """Greater is better: the natural's place, then its tie-break."""
        return NATURAL_ORDER.index(self.kind), self.key

    @property
    def payment(self) -> int:
        return NATURAL_PAYMENT[self.kind]


def _is_flush(cards: Sequence[int]) -> bool:
    return len({(c >> 4) & 7 for c in cards}) == 1


def _is_straight5(cards: Sequence[int]) -> bool:
    return five_key(cards)[0] in (Category.STRAIGHT, Category.STRAIGHT_FLUSH)


def _is_straight3(cards: Sequence[int]) -> bool:
    return natural_front_key(cards)[0] in (Category.STRAIGHT, Category.STRAIGHT_FLUSH)


def _best_rows(cards: Sequence[int], five: Callable[[Sequence[int]], bool],
               three: Callable[[Sequence[int]], bool]) -> Setting | None:
    """The setting whose back, then middle, then front is best among those where both
    five-card rows pass ``five`` and the front passes ``three`` (None: no such setting)."""
    best: tuple[tuple[RowKey, RowKey, RowKey], Setting] | None = None
    idx = range(13)
    for back in itertools.combinations(idx, 5):
        bc = [cards[i] for i in back]
        if not five(bc):
            continue
        rest = [i for i in idx if i not in back]
        for mid in itertools.combinations(rest, 5):
            mc = [cards[i] for i in mid]
            fc = [cards[i] for i in rest if i not in mid]
            if five(mc) and three(fc):
                k = (five_key(bc), five_key(mc), natural_front_key(fc))
                if best is None or k > best[0]:
                    best = (k, Setting(fc, mc, bc))
    return None if best is None else best[1]


def find_natural(cards: Sequence[int]) -> Natural | None:
    """The best natural among thirteen cards, or None.

    Dragon: 2 up to ace, suits irrelevant (two dragons tie). Three flushes / three
    straights: set so that the back, then the middle, then the front is best (the
    tie-break order of the text). Six pairs: a four of a kind counts as two pairs, a three
    of a kind as one pair and an odd card (RULINGS 30); the tie-break compares the pairs
    from the highest down.

    >>> from parlour.hands import parse_cards as p
    >>> find_natural(p("2C 3D 4H 5S 6C 7D 8H 9S TC JD QH KS AC")).kind
    'dragon'
    """
    if len(cards) != 13:
        raise ValueError(f"a natural needs 13 cards, got {len(cards)}")
    ranks = Counter(_rank(c) for c in cards)
    if len(ranks) == 13:
        return Natural("dragon", ())
    s = _best_rows(cards, _is_flush, _is_flush)
    if s is not None:
        return Natural("three-flushes", _natural_key(s), s)
    s = _best_rows(cards, _is_straight5, _is_straight3)
    if s is not None:
        return Natural("three-straights", _natural_key(s), s)
    pairs = sorted((r for r, n in ranks.items() for _ in range(n // 2)), reverse=True)
    if len(pairs) == 6:
        return Natural("six-pairs", tuple(pairs))
    return None


def _natural_key(s: Setting) -> tuple[int, ...]:
    return (*five_key(s.back), *five_key(s.middle), *natural_front_key(s.front))


def settle_pair(a: Setting | Natural | None, b: Setting | Natural | None, *,
                surrendered: tuple[bool, bool] = (False, False),
                rate: Callable[[int, RowKey], int] = chinese_rate, scoop: int = 3,
                surrender: int = 2) -> int:
    """Units player ``a`` receives from player ``b`` in Chinese Poker (negative: pays).

    Each is a :class:`Natural` (declared), a :class:`Setting` or None (surrendered without
    a setting); ``surrendered`` marks surrender. A natural beats any other hand and is paid
    its amount (3, the dragon 13); between two naturals the higher is paid the higher's
    amount, equal ones tie (RULINGS 30). A surrendering player pays ``surrender`` to every
    opponent regardless, natural holders included (RULINGS 30), and is not compared further.
    Otherwise the rows settle (:func:`settle_rows`).
    """
    net = 0
    na, nb = isinstance(a, Natural), isinstance(b, Natural)
    if na or nb:
        if na and nb:
            assert isinstance(a, Natural) and isinstance(b, Natural)
            oa, ob = a.order, b.order
            net = a.payment if oa > ob else -b.payment if oa < ob else 0
        elif na:
            assert isinstance(a, Natural)
            net = a.payment
        else:
            assert isinstance(b, Natural)
            net = -b.payment
    if surrendered[0]:
        net -= surrender
    if surrendered[1]:
        net += surrender
    if na or nb or surrendered[0] or surrendered[1]:
        return net
    assert isinstance(a, Setting) and isinstance(b, Setting)
    return settle_rows(a, b, rate=rate, scoop=scoop)


def splits(n: int = 13) -> list[tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]]:
    """Every way to set ``n`` = 13 card indexes as (front 3, middle 5, back 5): 72,072."""
    idx = tuple(range(n))
    out: list[tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]] = []
    for back in itertools.combinations(idx, 5):
        rest = [i for i in idx if i not in back]
        for mid in itertools.combinations(rest, 5):
            out.append((tuple(i for i in rest if i not in mid), mid, back))
    return out


# ----- Open-Face Chinese Poker: royalties, settlement, fantasyland -----------------------------

_OPEN_FIVE = {  # category: (middle, back), the seed's table read column by column
    Category.STRAIGHT_FLUSH: (30, 15), Category.FOUR_OF_A_KIND: (20, 10),
    Category.FULL_HOUSE: (12, 6), Category.FLUSH: (8, 4), Category.STRAIGHT: (4, 2),
}
_ROYAL = (50, 25)


def open_row_royalty(row: int, key: RowKey, table: str = "flat") -> int:
    """Royalty of one Open-Face Chinese Poker row (0 front, 1 middle, 2 back).

    ``table="flat"``: the rule text's table with its alignment error ruled (RULINGS 29): middle
    / back royal flush 50 / 25, straight flush 30 / 15, four of a kind 20 / 10, full
    house 12 / 6, flush 8 / 4, straight 4 / 2; front three of a kind 20, front pair of
    6s 1 rising to aces 9. ``table="standard"`` (variant ``standard-royalties``): the
    same, but front three 2s 10 rising to three aces 22, and middle three of a kind 2.

    >>> open_row_royalty(0, front_key([0x0C, 0x1C, 0x22]))  # front Q-Q-2
    7
    """
    cat, ranks = key[0], key[1:]
    if row == FRONT:
        if cat == Category.THREE_OF_A_KIND:
            return 20 if table == "flat" else 8 + ranks[0]
        if cat == Category.PAIR and ranks[0] >= 6:
            return ranks[0] - 5
        return 0
    col = 0 if row == MIDDLE else 1
    if cat == Category.STRAIGHT_FLUSH and ranks[0] == 14:
        return _ROYAL[col]
    if cat in _OPEN_FIVE:
        return _OPEN_FIVE[Category(cat)][col]
    if table == "standard" and row == MIDDLE and cat == Category.THREE_OF_A_KIND:
        return 2
    return 0


def open_royalties(s: Setting, table: str = "flat") -> int:
    """The total royalties of a setting (every row, won or lost: RULINGS 29)."""
    return sum(open_row_royalty(r, k, table) for r, k in enumerate(row_keys(s)))


def settle_open(a: Setting, b: Setting, *, table: str = "flat", sweep: int = 3,
                foul_penalty: int = 6) -> int:
    """Units ``a`` receives from ``b`` in Open-Face Chinese Poker (negative: pays).

    Each adds its royalties and one point per row it beats (a tied row: no point,
    RULINGS 29), three more for a sweep; the lower score pays the difference. A fouled
    player pays ``foul_penalty`` plus the opponent's royalties; two fouls: nothing.
    """
    fa, fb = is_foul(a), is_foul(b)
    if fa and fb:
        return 0
    if fa:
        return -(foul_penalty + open_royalties(b, table))
    if fb:
        return foul_penalty + open_royalties(a, table)
    ka, kb = row_keys(a), row_keys(b)
    won = [compare_keys(ka[r], kb[r]) for r in range(3)]
    pa = open_royalties(a, table) + won.count(1) + (sweep if won.count(1) == 3 else 0)
    pb = open_royalties(b, table) + won.count(-1) + (sweep if won.count(-1) == 3 else 0)
    return pa - pb


def enters_fantasyland(s: Setting) -> bool:
    """A pair of queens or better in the front, without fouling."""
    k = front_key(s.front)
    return not is_foul(s) and (k[0] == Category.THREE_OF_A_KIND
                               or (k[0] == Category.PAIR and k[1] >= 12))


def stays_in_fantasyland(s: Setting) -> bool:
    """A fantasyland setting that keeps its player there: four of a kind or better in
    the back, a full house or better in the middle, or three of a kind in the front
    (and no foul)."""
    f, m, b = row_keys(s)
    return not is_foul(s) and (b[0] >= Category.FOUR_OF_A_KIND
                               or m[0] >= Category.FULL_HOUSE
                               or f[0] == Category.THREE_OF_A_KIND)


# ----- units agreed per pair of players (both games' texts) ----------------------------------

def pair_unit(spec: str, a: int, b: int, unit: int) -> int:
    """The value of one unit between seats ``a`` and ``b``: the value ``spec`` agrees for
    that pair (``"0-1=5,2-3=2"``, seat-seat=value, either order), else ``unit``.

    >>> pair_unit("0-1=5", 1, 0, 1), pair_unit("0-1=5", 1, 2, 1)
    (5, 1)
    """
    for part in spec.split(","):
        if not part.strip():
            continue
        pair, _, value = part.partition("=")
        x, _, y = pair.partition("-")
        if {int(x), int(y)} == {a, b}:
            return int(value)
    return unit


def pair_units_refusal(spec: str, players: int) -> str | None:
    """Why ``spec`` (see :func:`pair_unit`) is malformed for ``players`` seats, or None.

    >>> pair_units_refusal("0-5=2", 4)
    "pair_units: '0-5=2' needs two different seats below 4 and a value of at least 1"
    >>> pair_units_refusal("0-1=2,1-0=3", 4)
    "pair_units: seats 1 and 0 are given twice ('0-1=2' and '1-0=3')"
    """
    agreed: dict[frozenset[int], str] = {}
    for part in spec.split(","):
        if not part.strip():
            continue
        try:
            pair, _, value = part.partition("=")
            x, _, y = pair.partition("-")
            a, b, v = int(x), int(y), int(value)
        except ValueError:
            return f"pair_units: {part!r} is not seat-seat=value"
        if not (0 <= a < players and 0 <= b < players) or a == b or v < 1:
            return (f"pair_units: {part!r} needs two different seats below {players} "
                    f"and a value of at least 1")
        key = frozenset((a, b))
        if key in agreed:
            return f"pair_units: seats {a} and {b} are given twice ({agreed[key]!r} and {part.strip()!r})"
        agreed[key] = part.strip()
    return None
