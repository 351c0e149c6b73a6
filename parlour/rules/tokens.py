"""Scoring tokens and letters: matches that players lose a little at a time until one
is left.

Two ways to keep such a match, one bookkeeping of who is out:

* :class:`Tokens`: everyone starts with the same number of tokens (chips used as
  lives); a loss costs tokens; a holder with none is out, and the last one holding
  tokens wins (Stop the Bus, Whiskey Poker's chips mode). With ``grace`` a holder who
  loses the last token is only *swimming* and goes out at the next loss (Schwimmen).
* :class:`Letters`: each loss earns the next letter of a word (S-P-O-O-N, P-I-G,
  C-A-S-H, K-E-M-P-S); a holder who has spelt the whole word is out (Spoons, Pig) or
  loses the match (Cash: the game ends at the first one out).

A *holder* is a seat or a partnership, numbered from 0. Both classes record the order
in which holders went out, so :meth:`Elimination.placing` ranks everyone: holders still
in by what they hold, then the eliminated, the last out first (holders out together
share a place).

A loss that would put every holder still in out at once changes nothing and says so
(``Loss.void``): the hand is replayed (RULINGS 2, Stop the Bus; RULINGS 4, Schwimmen);
pass ``replay_if_all_out=False`` where a game ends on the first one out instead.

>>> t = Tokens(3, 2)
>>> t.lose([1]).out, t.counts
((), [2, 1, 2])
>>> t.lose([1, 2]).out, t.counts, t.standing()
((1,), [2, 0, 1], [0, 2])
>>> t.lose([0, 2]).out, t.winner(), t.placing()
((2,), 0, [1, 3, 2])
>>> s = Letters(2, "PIG")
>>> s.give([0]).out, s.spelt(0), s.view()
((), 'P', ['P', ''])
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable


@dataclasses.dataclass(frozen=True)
class Loss:
    """What one loss did: the ``holders`` that paid, those it put ``out`` (in holder
    order), and ``void`` when it would have put everyone still in out, so nothing
    changed (the hand is replayed)."""

    holders: tuple[int, ...]
    out: tuple[int, ...]
    void: bool = False


class Elimination:
    """Who is still in and in which order the others went out (the base of
    :class:`Tokens` and :class:`Letters`)."""

    __slots__ = ("out_at", "eliminations")

    def __init__(self, holders: int) -> None:
        if holders < 1:
            raise ValueError("a match needs at least one holder")
        self.out_at: list[int] = [0] * holders
        """Per holder: 0 while in, else ``k`` when it went out in the ``k``-th elimination."""
        self.eliminations = 0

    def _copy_into(self, other: Elimination) -> None:
        other.out_at = self.out_at[:]
        other.eliminations = self.eliminations

    def is_out(self, holder: int) -> bool:
        return self.out_at[holder] > 0

    def standing(self) -> list[int]:
        """The holders still in, in order."""
        return [h for h, k in enumerate(self.out_at) if not k]

    def winner(self) -> int | None:
        """The one holder still in, once every other is out (else ``None``)."""
        left = self.standing()
        return left[0] if len(left) == 1 else None

    def next_standing(self, after: int, step: int = 1) -> int:
        """The first holder still in after ``after``, going ``step`` at a time round the
        table (the next dealer or player of an elimination match); ``after`` itself if
        it is the only one left."""
        n = len(self.out_at)
        h = (after + step) % n
        while self.out_at[h] and h != after:
            h = (h + step) % n
        return h

    def out_order(self) -> list[list[int]]:
        """The eliminated holders, first out first; holders out together share a group."""
        return [[h for h, k in enumerate(self.out_at) if k == n] for n in range(1, self.eliminations + 1)]

    def _held(self, holder: int) -> int:
        """What ranks holders still in (higher is better)."""
        raise NotImplementedError

    def placing(self) -> list[int]:
        """Competition places (1 = first): holders still in by what they hold, then the
        eliminated, the later out the better; equals share a place."""
        keys = [(1, self._held(h), 0) if not k else (0, 0, k) for h, k in enumerate(self.out_at)]
        return [1 + sum(1 for o in keys if o > mine) for mine in keys]

    def _eliminate(self, holders: list[int]) -> None:
        if holders:
            self.eliminations += 1
            for h in holders:
                self.out_at[h] = self.eliminations

    def _loss(self, holders: Iterable[int], out_after: list[int],
              replay_if_all_out: bool) -> tuple[tuple[int, ...], tuple[int, ...], bool]:
        """Check a loss of ``holders`` (``out_after``: those it would put out): the
        holders in order, those put out, and whether the loss is void."""
        paying = tuple(sorted(set(holders)))
        for h in paying:
            if self.out_at[h]:
                raise ValueError(f"holder {h} is already out")
        out = tuple(out_after)
        void = replay_if_all_out and bool(out) and len(out) == len(self.standing())
        return paying, out, void


class Tokens(Elimination):
    """``counts[holder]`` tokens each; a holder with none is out (``grace``: swimming
    at none, out at the next loss)."""

    __slots__ = ("counts", "grace")

    def __init__(self, holders: int, each: int, *, grace: bool = False) -> None:
        if each < 1:
            raise ValueError(f"each holder starts with at least one token, not {each}")
        super().__init__(holders)
        self.counts: list[int] = [each] * holders
        self.grace = grace

    def copy(self) -> Tokens:
        """An independent copy (for ``Game.clone``: list it in ``COPY_FIELDS``)."""
        t = Tokens.__new__(Tokens)
        self._copy_into(t)
        t.counts, t.grace = self.counts[:], self.grace
        return t

    def __repr__(self) -> str:
        return f"Tokens({self.counts}, out={self.out_at})"

    def swimming(self, holder: int) -> bool:
        """With ``grace``: still in, with no token left (the next loss puts it out)."""
        return self.grace and not self.out_at[holder] and self.counts[holder] == 0

    def _held(self, holder: int) -> int:
        return self.counts[holder]

    def lose(self, holders: Iterable[int], n: int = 1, *, replay_if_all_out: bool = True) -> Loss:
        """Each of ``holders`` (still in) gives up ``n`` tokens (at most what it has: the
        rest of a debt is forgiven). A holder left with none is out, or swimming with
        ``grace``; a swimming holder who loses is out. See :class:`Loss` for ``void``."""
        if n < 1:
            raise ValueError(f"a loss costs at least one token, not {n}")
        holders = list(holders)
        after = {h: max(0, self.counts[h] - n) for h in holders}
        gone = [h for h in sorted(after) if (self.counts[h] == 0 if self.grace else after[h] == 0)]
        paying, out, void = self._loss(holders, gone, replay_if_all_out)
        if void:
            return Loss(paying, out, True)
        for h in paying:
            self.counts[h] = after[h]
        self._eliminate(gone)
        return Loss(paying, out)

    def view(self) -> list[int]:
        """Tokens per holder, for views."""
        return list(self.counts)


class Letters(Elimination):
    """Letters of ``word`` per holder: ``counts[holder]`` letters earned so far; a holder
    who has spelt the whole word is out."""

    __slots__ = ("counts", "word")

    def __init__(self, holders: int, word: str) -> None:
        if not word:
            raise ValueError("the letters need a word")
        super().__init__(holders)
        self.word = word
        self.counts: list[int] = [0] * holders

    def copy(self) -> Letters:
        """An independent copy (for ``Game.clone``: list it in ``COPY_FIELDS``)."""
        t = Letters.__new__(Letters)
        self._copy_into(t)
        t.counts, t.word = self.counts[:], self.word
        return t

    def __repr__(self) -> str:
        return f"Letters({self.view()}, out={self.out_at})"

    def spelt(self, holder: int) -> str:
        """The letters ``holder`` has earned: ``"SP"`` after two losses at Spoons."""
        return self.word[:self.counts[holder]]

    def _held(self, holder: int) -> int:
        return -self.counts[holder]

    def give(self, holders: Iterable[int], *, replay_if_all_out: bool = True) -> Loss:
        """Each of ``holders`` (still in) earns its next letter; a holder whose word is
        complete is out. See :class:`Loss` for ``void``."""
        holders = list(holders)
        full = len(self.word)
        gone = sorted(h for h in set(holders) if self.counts[h] + 1 >= full)
        paying, out, void = self._loss(holders, gone, replay_if_all_out)
        if void:
            return Loss(paying, out, True)
        for h in paying:
            self.counts[h] += 1
        self._eliminate(gone)
        return Loss(paying, out)

    def view(self) -> list[str]:
        """The letters each holder has spelt, for views."""
        return [self.spelt(h) for h in range(len(self.counts))]
