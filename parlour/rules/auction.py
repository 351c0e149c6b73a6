"""Auctions: seats bid for the contract on a ladder of bids, or pass.

The rank order of the bids is data (:class:`Ladder`): a list from lowest to highest,
where bids of equal rank share a step (Fipsen's Three Hand and Three Ruten are both
worth 6), and the order need not follow the score (Five Hundred's nullo, worth 250,
ranks below every bid of eight). A call is a bid or :data:`PASS`; a pass is final for
the hand. Two ways to bid:

* ``"rotation"`` (Five Hundred): the seats still in call in turn round the table; a bid
  must outrank the high bid; the auction ends when every other seat has passed after
  a bid, or after ``rounds`` complete orbits (the high bid then stands).
* ``"duel"`` (Fipsen, Skat): two seats at a time. The first seat speaks first; the next
  seat in order enters and answers; whenever one of the two passes, the next seat enters
  against the survivor and speaks first. It ends when no seat is left to enter.

With ``hold=True`` the earlier seat (in the auction's order) may *hold*: bid a bid of
equal rank to the later seat's high bid; a later seat must always outrank. If every seat
passes (:attr:`Auction.all_passed`) the game decides: Fipsen deals again, Five Hundred
plays without a contract.

Bids are any hashable values (texts for actions: ``"7S"``, ``"nullo"``). Game rules
beyond the ladder (inkle only for the first two bidders, grand nullo only after the
partner's nullo) filter :meth:`Auction.bids` and are checked after
:meth:`Auction.refusal` in the game.

>>> ladder = Ladder(["2", "3", "4", "5"])
>>> a = Auction([1, 2, 3, 0], ladder, style="duel", hold=True)
>>> a.turn, a.bids(1)
(1, ['2', '3', '4', '5'])
>>> a.call(1, "3"); a.turn, a.bids(2)
(2, ['4', '5'])
>>> a.call(2, "4"); a.bids(1)  # seat 1 came first: it may hold at 4
['4', '5']
>>> a.call(1, "4"); a.call(2, PASS); a.turn  # seat 3 enters against seat 1
3
>>> a.call(3, PASS); a.call(0, PASS); a.done, a.winner, a.high
(True, 1, '4')
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Generic, Literal, TypeVar, cast

B = TypeVar("B", bound=Hashable)
Style = Literal["rotation", "duel"]
PASS = "pass"
"""The call that leaves the auction (final for the hand)."""


class Ladder(Generic[B]):
    """The bids in rank order, lowest first; a tuple (or set) in the list is one step of
    bids of equal rank.

    >>> lad = Ladder(["6S", ("6C", "6D"), "7S"])
    >>> lad.rank("6D") == lad.rank("6C") < lad.rank("7S"), lad.bids[-1]
    (True, '7S')
    """

    __slots__ = ("bids", "_rank")

    def __init__(self, steps: Sequence[B | tuple[B, ...] | frozenset[B]]) -> None:
        rank: dict[B, int] = {}
        bids: list[B] = []
        for i, step in enumerate(steps):
            group: Sequence[B] | frozenset[B]
            group = step if isinstance(step, tuple | frozenset) else (step,)
            for b in group:
                if b in rank:
                    raise ValueError(f"bid {b!r} appears twice on the ladder")
                if b == PASS:
                    raise ValueError(f"{PASS!r} is the pass, not a bid")
                rank[b] = i
                bids.append(b)
        self._rank = rank
        self.bids: tuple[B, ...] = tuple(bids)
        """Every bid, lowest first."""

    @classmethod
    def by_value(cls, values: dict[B, float]) -> Ladder[B]:
        """A ladder ranking bids by a number (equal numbers: equal rank), e.g. Fipsen's
        bid values."""
        levels = sorted(set(values.values()))
        return cls([tuple(b for b, v in values.items() if v == level) for level in levels])

    def __contains__(self, bid: object) -> bool:
        return bid in self._rank

    def rank(self, bid: B) -> int:
        """The bid's step on the ladder (higher outranks)."""
        return self._rank[bid]


class Auction(Generic[B]):
    """One auction: whose call it is, the high bid and its bidder, who has passed.

    ``order``: the seats in calling order (usually from the dealer's left); ``style`` and
    ``hold`` as the module says; ``rounds``: the most orbits of a rotation auction
    (``None``: no limit)."""

    __slots__ = ("order", "ladder", "style", "hold", "rounds", "turn", "high", "winner",
                 "passed", "orbit", "entered", "calls", "done")

    def __init__(self, order: Sequence[int], ladder: Ladder[B], *, style: Style = "rotation",
                 hold: bool = False, rounds: int | None = None) -> None:
        if not order:
            raise ValueError("an auction needs seats")
        if style == "duel" and rounds is not None:
            raise ValueError("a duel auction ends when no seat is left to enter; it has no rounds")
        self.order = tuple(order)
        self.ladder = ladder
        self.style: Style = style
        self.hold = hold
        self.rounds = rounds
        self.turn: int | None = self.order[0]
        """The seat to call (``None``: the auction is over)."""
        self.high: B | None = None
        """The high bid so far."""
        self.winner: int | None = None
        """The seat holding the high bid (the declarer once :attr:`done`)."""
        self.passed: set[int] = set()
        self.orbit = 1
        """The orbit in progress (rotation)."""
        self.entered = 1
        """How many seats of ``order`` have entered (duel)."""
        self.calls: list[tuple[int, B | str]] = []
        """Every call in order: (seat, bid or PASS)."""
        self.done = False

    def copy(self) -> Auction[B]:
        new = Auction.__new__(Auction)
        for name in self.__slots__:
            setattr(new, name, getattr(self, name))
        new.passed = set(self.passed)
        new.calls = self.calls[:]
        return new

    @property
    def all_passed(self) -> bool:
        """Over with no bid at all."""
        return self.done and self.winner is None

    def _earlier(self, a: int, b: int) -> bool:
        return self.order.index(a) < self.order.index(b)

    def may_hold(self, seat: int) -> bool:
        """Whether ``seat`` may bid level with the high bid (an earlier seat, when
        ``hold`` is on)."""
        return (self.hold and self.winner is not None and self.winner != seat
                and self._earlier(seat, self.winner))

    def bids(self, seat: int) -> list[B]:
        """The bids ``seat`` may make now (ladder order); empty when it is not its call."""
        if self.turn != seat:
            return []
        if self.high is None:
            return list(self.ladder.bids)
        need = self.ladder.rank(self.high) + (0 if self.may_hold(seat) else 1)
        return [b for b in self.ladder.bids if self.ladder.rank(b) >= need]

    def refusal(self, seat: int, call: B | str) -> str | None:
        """Why ``seat`` may not make ``call`` now, in player words, or ``None``."""
        if self.done:
            return "the bidding is over"
        if seat != self.turn:
            return f"it is seat {self.turn}'s call, not seat {seat}'s"
        if call == PASS:
            return None
        if call not in self.ladder:
            return f"{call!r} is not a bid"
        if self.high is not None and call not in self.bids(seat):
            if self.may_hold(seat):
                return f"bid at least {self.high!r} (you may hold it) or pass"
            return f"bid higher than {self.high!r} or pass"
        return None

    def call(self, seat: int, call: B | str) -> None:
        """Make a call checked by :meth:`refusal` (raises ``ValueError`` otherwise)."""
        why = self.refusal(seat, call)
        if why is not None:
            raise ValueError(why)
        self.calls.append((seat, call))
        if call == PASS:
            self.passed.add(seat)
        else:
            self.high = cast(B, call)  # not PASS, and on the ladder (refusal checked)
            self.winner = seat
        if self.style == "duel":
            self._next_in_duel(seat)
        else:
            self._next_in_rotation(seat)

    # ----- who calls next -------------------------------------------------------------------
    def _finish(self) -> None:
        self.done = True
        self.turn = None

    def _next_in_rotation(self, seat: int) -> None:
        """The next seat still in call round the table; past the end of the order a new
        orbit begins (and beyond ``rounds`` orbits the high bid stands)."""
        live = [s for s in self.order if s not in self.passed]
        if not live or live == [self.winner]:
            self._finish()
            return
        order, n = self.order, len(self.order)
        i = order.index(seat)
        for k in range(1, n + 1):
            nxt = order[(i + k) % n]
            if nxt in self.passed:
                continue
            if i + k >= n:
                self.orbit += 1
                if self.rounds is not None and self.orbit > self.rounds:
                    self._finish()
                    return
            self.turn = nxt
            return

    def _next_in_duel(self, seat: int) -> None:
        """Two seats in call: the other answers. Fewer: the next seat enters and speaks
        first; with none left to enter, the auction is over (the one seat left holds
        the high bid, if anyone bid)."""
        live = [s for s in self.order[:self.entered] if s not in self.passed]
        if len(live) == 2:
            self.turn = live[0] if live[1] == seat else live[1]
        elif self.entered < len(self.order):
            self.turn = self.order[self.entered]
            self.entered += 1
        else:
            self._finish()
