"""Chips: stacks in front of each seat, wagers on the table, a pot, payouts and odd chips.

Every amount is a whole number of the game's smallest unit (a chip, or a cent where
money is kept exactly): no floats anywhere, so chips are never created or lost by
rounding. :class:`Chips` holds one table's chips and moves them only through its
methods, so the total (stacks + wagers + pot) changes only where chips come from or go
to the bank (the house): :meth:`Chips.settle` against the house, :meth:`Chips.pay`.

A wager sits on a *spot* of its seat (``spots`` per seat: Mini Baccarat's player,
banker and tie; one for poker's bet in front of a player). A pot collects antes and
the wagers of a betting round; :meth:`Chips.award` splits it among the winners, the
odd chips going to the first winners in the order the game gives (poker's rule: the
first winners clockwise from the dealer's left, :func:`clockwise`).

>>> t = Chips(3, 100)
>>> for s in range(3):
...     t.ante(s, 5)
>>> t.bet(0, 20); t.bet(1, 20)
>>> t.gather(), t.pot, t.stacks
(40, 55, [75, 75, 95])
>>> t.award(clockwise(1, [0, 1], 3))  # seats 0 and 1 split 55: seat 1 sits first
[28, 27]
>>> t.stacks, t.pot, t.total()
([102, 103, 95], 0, 300)

Against a house (casino games) each wager is settled on its own: the stake comes back
with the net gain, or the house keeps what was lost:

>>> c = Chips(1, 1000, spots=3)
>>> c.bet(0, 100, spot=1)
>>> c.settle(0, 1, 95), c.stacks[0], c.bet_on(0, 1)
(195, 1095, 0)
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence


@functools.cache
def chip_series(low: int, high: int) -> tuple[int, ...]:
    """The usual chip values from ``low`` up to ``high``: ``low`` times 1, 2, 5, 10, 20,
    50... while below ``high``, then ``high`` itself.

    >>> chip_series(10, 500)
    (10, 20, 50, 100, 200, 500)
    >>> chip_series(25, 300)
    (25, 50, 125, 250, 300)
    """
    if low < 1 or high < low:
        raise ValueError(f"a chip series needs 1 <= low <= high, not {low} and {high}")
    out: list[int] = []
    k = 1
    while low * k < high:
        out += [low * m * k for m in (1, 2, 5) if low * m * k < high]
        k *= 10
    return (*out, high)


def split(amount: int, shares: int) -> list[int]:
    """``amount`` in ``shares`` equal whole parts; the odd chips go one each to the first
    parts.

    >>> split(10, 3), split(2, 3), split(9, 3)
    ([4, 3, 3], [1, 1, 0], [3, 3, 3])
    """
    if shares < 1 or amount < 0:
        raise ValueError(f"cannot split {amount} chips {shares} ways")
    each, odd = divmod(amount, shares)
    return [each + 1 if i < odd else each for i in range(shares)]


def clockwise(first: int, seats: Iterable[int], players: int) -> list[int]:
    """``seats`` in playing order starting at seat ``first`` (who gets odd chips first).

    >>> clockwise(2, [0, 1, 3], 4)
    [3, 0, 1]
    """
    return sorted(set(seats), key=lambda s: (s - first) % players)


def side_pots(committed: Sequence[int], live: Iterable[int]) -> list[tuple[int, list[int]]]:
    """The main pot and side pots of a hand in which seat ``s`` put in ``committed[s]``
    chips and the ``live`` seats (not folded) are still in: ``(amount, eligible seats)``
    from the main pot up. A seat that is all in can win from each player at most what it
    put in; chips of folded seats stay in the pots they reached.

    >>> side_pots([50, 100, 100, 20], live=[0, 1, 2])  # seat 3 folded after 20
    [(170, [0, 1, 2]), (100, [1, 2])]
    """
    live_set = set(live)
    levels = sorted({committed[s] for s in live_set if committed[s] > 0})
    pots: list[tuple[int, list[int]]] = []
    below = 0
    for level in levels:
        amount = sum(min(c, level) - min(c, below) for c in committed)
        eligible = sorted(s for s in live_set if committed[s] >= level)
        if pots and pots[-1][1] == eligible:
            pots[-1] = (pots[-1][0] + amount, eligible)
        else:
            pots.append((amount, eligible))
        below = level
    rest = sum(max(0, c - below) for c in committed)
    if rest and pots:  # folded seats' chips above every live seat's level
        pots[-1] = (pots[-1][0] + rest, pots[-1][1])
    return pots


class Chips:
    """The chips at one table: ``stacks[seat]`` in front of each seat, ``bets`` on the
    table (``bets[seat * spots + spot]``) and the ``pot``. Amounts are ints."""

    __slots__ = ("stacks", "bets", "spots", "pot")

    def __init__(self, players: int, stack: int | Sequence[int], spots: int = 1) -> None:
        """``players`` seats, each with ``stack`` chips (or ``stack[seat]``), ``spots``
        wagers per seat."""
        if spots < 1:
            raise ValueError("a seat has at least one betting spot")
        self.stacks: list[int] = [stack] * players if isinstance(stack, int) else list(stack)
        if len(self.stacks) != players or any(not isinstance(s, int) or s < 0 for s in self.stacks):
            raise ValueError(f"stacks must be {players} whole numbers of at least 0, not {stack!r}")
        self.spots = spots
        self.bets: list[int] = [0] * (players * spots)
        self.pot = 0

    def copy(self) -> Chips:
        """An independent copy (for ``Game.clone``: list it in ``COPY_FIELDS``)."""
        c = Chips.__new__(Chips)
        c.stacks, c.bets, c.spots, c.pot = self.stacks[:], self.bets[:], self.spots, self.pot
        return c

    def __repr__(self) -> str:
        return f"Chips(stacks={self.stacks}, bets={self.bets}, pot={self.pot})"

    # ----- reading -------------------------------------------------------------------------
    def bet_on(self, seat: int, spot: int = 0) -> int:
        """The wager of ``seat`` on ``spot`` (0: none)."""
        return self.bets[seat * self.spots + spot]

    def staked(self, seat: int) -> int:
        """Everything ``seat`` has on the table."""
        k = self.spots
        return sum(self.bets[seat * k:seat * k + k])

    def worth(self, seat: int) -> int:
        """The seat's stack and wagers together (its chips if every wager came back)."""
        return self.stacks[seat] + self.staked(seat)

    def total(self) -> int:
        """Every chip at the table: stacks, wagers and pot."""
        return sum(self.stacks) + sum(self.bets) + self.pot

    def can_afford(self, seat: int, amount: int) -> bool:
        """Whether ``seat``'s stack covers ``amount``."""
        return 0 <= amount <= self.stacks[seat]

    # ----- moving chips ---------------------------------------------------------------------
    def _take(self, seat: int, amount: int) -> None:
        if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
            raise ValueError(f"an amount of chips is a whole number of at least 0, not {amount!r}")
        if amount > self.stacks[seat]:
            raise ValueError(f"seat {seat} has {self.stacks[seat]} chips, not {amount}")
        self.stacks[seat] -= amount

    def bet(self, seat: int, amount: int, spot: int = 0) -> None:
        """Move ``amount`` from the seat's stack onto its ``spot`` (added to a wager
        already there: a raise). ``ValueError`` if the stack is short."""
        self._take(seat, amount)
        self.bets[seat * self.spots + spot] += amount

    def take_back(self, seat: int, spot: int = 0) -> int:
        """Return the wager on ``spot`` to the seat's stack; how much it was."""
        i = seat * self.spots + spot
        amount = self.bets[i]
        self.bets[i] = 0
        self.stacks[seat] += amount
        return amount

    def ante(self, seat: int, amount: int) -> None:
        """Move ``amount`` from the seat's stack straight into the pot."""
        self._take(seat, amount)
        self.pot += amount

    def gather(self) -> int:
        """Sweep every wager into the pot (the end of a betting round); how much."""
        amount = sum(self.bets)
        self.pot += amount
        self.bets = [0] * len(self.bets)
        return amount

    def award(self, winners: Sequence[int], amount: int | None = None) -> list[int]:
        """Pay the pot (or ``amount`` of it: a side pot) to ``winners`` in equal parts,
        the odd chips one each to the first winners in the order given; returns the
        parts in that order."""
        if not winners:
            raise ValueError("a pot needs at least one winner")
        amount = self.pot if amount is None else amount
        if not 0 <= amount <= self.pot:
            raise ValueError(f"the pot holds {self.pot} chips, not {amount}")
        parts = split(amount, len(winners))
        for seat, part in zip(winners, parts, strict=True):
            self.stacks[seat] += part
        self.pot -= amount
        return parts

    def settle(self, seat: int, spot: int, net: int) -> int:
        """Settle one wager against the house: it comes back to the stack with ``net``
        more (a win), or ``net`` less (``-stake``: lost, the house keeps it; ``0``: a
        push). Returns what went back to the stack."""
        i = seat * self.spots + spot
        stake = self.bets[i]
        if net < -stake:
            raise ValueError(f"a wager of {stake} cannot lose {-net}")
        self.bets[i] = 0
        self.stacks[seat] += stake + net
        return stake + net

    def pay(self, seat: int, amount: int) -> None:
        """The bank pays ``seat`` ``amount`` chips, or takes them when negative (a
        surrendered chip); ``ValueError`` if the stack is short."""
        if amount < 0:
            self._take(seat, -amount)
        else:
            self.stacks[seat] += amount
