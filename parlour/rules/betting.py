"""Betting rounds of poker: antes, blinds, a bring-in, limits, all-ins, side pots, hi/lo.

One :class:`Betting` follows one hand's betting over a :class:`~parlour.rules.chips.Chips`
table (spot 0 of each seat is its bet in the current round). The game says who opens
each round and the round's bet size; the engine keeps everything else:

* **Forced bets**: :meth:`Betting.ante` (straight into the pot), :meth:`Betting.blind`
  (a bet in front of the seat) and a bring-in (:meth:`Betting.start_round` with
  ``bring_in``: the opener must post it or complete to the round's bet). A seat short of
  a forced bet posts what it has and is all in.
* **Limits** (``limit``): ``"fixed"`` (every bet and raise is the round's bet size),
  ``"pot"`` (at most the pot after calling) and ``"no"`` (up to the whole stack), with a
  ``cap`` on the bets, raises and completions of one round (blinds and the bring-in do
  not count; ``None``: no cap). Limits that grow by street are the game's round sizes
  (:func:`doubled_limit` for Soko's rule).
* **Actions** of the seat to act (:attr:`Betting.actor`): fold, check or call
  (:meth:`Betting.call`; a short stack calls all in), raise *to* an amount
  (:meth:`Betting.raise_to`: a bet when nothing was bet), post the bring-in.
  :meth:`Betting.choice` lists what is legal, with the range of raise amounts.
  Folding is refused when the seat could check (nothing to lose by checking).
* **All-ins**: a raise of less than the last full raise (all in) does not reopen the
  raising to seats that already acted; several such short all-ins reopen it once they add
  up to a full raise. A seat facing only all-in or covered players may call, never
  raise. A round opens without the seats that are all in, and not at all when at most one
  seat with chips is left and it owes nothing.
* **End of a round** (:meth:`Betting.end_round`): an uncalled part of the biggest bet
  goes back to its owner, the bets go into the pot.
* **Pots**: :meth:`Betting.pots` (main pot and side pots from everything each seat put
  in, :func:`~parlour.rules.chips.side_pots`), :meth:`Betting.award` pays them: to the
  best high hand of each pot's eligible seats, or half to the best high and half to the
  best qualifying low (hi/lo: the odd chip of a pot to the high half; a half shared by a
  tie is split again, so a seat tying for one half wins a quarter; odd chips inside a
  half to the first winners clockwise from the dealer's left). No qualifying low: the high
  takes the whole pot.
* **Folded seats** stay out of every later phase (:meth:`Betting.live_from`), and the
  one seat left after folds takes the pot without showing (:attr:`Betting.alone`).

Amounts are ints throughout (chips). The rules agree with pokerkit's wherever both speak
(``tests/rules/test_betting.py`` plays random hands on both).

>>> from parlour.rules.chips import Chips
>>> b = Betting(Chips(3, [100, 30, 100]), "no")
>>> b.blind(0, 1), b.blind(1, 2)
(1, 2)
>>> b.start_round(first=2, bet=2)
>>> b.actor, b.choice()
(2, Choice(fold=True, call=2, raise_min=4, raise_max=100, bring_in=0))
>>> b.raise_to(10); b.fold(); b.raise_to(30)      # seat 1 is all in for 30
>>> b.actor, b.choice()        # seat 2 may call 20, not raise: nobody left could call it
(2, Choice(fold=True, call=20, raise_min=0, raise_max=0, bring_in=0))
>>> b.call(), b.round_over
(20, True)
>>> b.end_round(), b.pots()
(0, [(61, [1, 2])])
>>> b.award(high=[0, 5, 9]), b.chips.stacks
([0, 0, 61], [99, 0, 131])
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from parlour.rules.chips import Chips, clockwise, side_pots, split

LIMITS = ("fixed", "spread", "pot", "no")
"""Betting structures: fixed-limit, spread-limit (any bet or raise from the round's bet
size up to its ``most``, at least the last raise), pot-limit, no-limit."""


class Choice(NamedTuple):
    """What the seat to act may do: ``fold``; ``call`` chips to check (0) or call
    (``None``: may not, a bring-in is owed); raise to any total bet from ``raise_min`` to
    ``raise_max`` this round (0 and 0: may not raise); post a ``bring_in`` of that many
    chips (0: none owed). A named tuple: the betting engine builds one per action."""

    fold: bool
    call: int | None
    raise_min: int
    raise_max: int
    bring_in: int

    @property
    def can_raise(self) -> bool:
        return self.raise_max > 0


_NOTHING: tuple[bool, int | None, int, int, int] = (False, None, 0, 0, 0)
"""The options when nobody is to act."""


def doubled_limit(street: int, small: int, big: int, early: bool = False, from_street: int = 2) -> int:
    """The bet size of ``street`` (0 the first) when limits double: ``small`` before
    street ``from_street``, ``big`` from it on, and one street earlier when ``early``
    (Soko: an open pair on the second round).

    >>> [doubled_limit(s, 2, 4) for s in range(4)], doubled_limit(1, 2, 4, early=True)
    ([2, 2, 4, 4], 4)
    """
    return big if street >= from_street or (early and street == from_street - 1) else small


def round_cap(limit: str, cap: int) -> int | None:
    """The bets and raises one round allows under ``limit``: ``cap`` (0: none) in fixed
    and spread limit; none in pot and no limit, where the stacks are the only bound.

    >>> round_cap("fixed", 4), round_cap("spread", 0), round_cap("no", 4), round_cap("pot", 4)
    (4, None, None, None)
    """
    return (cap or None) if limit in ("fixed", "spread") else None


class Betting:
    """The betting of one hand over ``chips`` (``limit`` one of :data:`LIMITS`, ``cap``
    bets and raises per round or ``None``). Seats in ``out`` take no part (sitting out)."""

    __slots__ = ("chips", "limit", "cap", "n", "live", "committed", "actors", "acted",
                 "size", "most", "increment", "least", "count", "due", "completing", "shorts")

    def __init__(self, chips: Chips, limit: str = "fixed", cap: int | None = 4,
                 out: Iterable[int] = ()) -> None:
        if limit not in LIMITS:
            raise ValueError(f"limit is one of {LIMITS}, not {limit!r}")
        if cap is not None and cap < 1:
            raise ValueError(f"a raise cap is at least 1, not {cap}")
        self.chips = chips
        self.limit = limit
        self.cap = cap
        n = self.n = len(chips.stacks)
        gone = set(out)
        self.live = [s not in gone for s in range(n)]
        """``live[s]``: the seat has not folded (and plays this hand)."""
        self.committed = [0] * n
        """Chips each seat has put in this hand (antes, blinds, bets), for side pots."""
        self.actors: list[int] = []
        """Seats still to act this round, the next first."""
        self.acted: set[int] = set()
        self.size = 0
        self.most = 0
        self.increment = 0
        self.least = 0
        """The least raise this round: the largest full bet or raise so far (completing a
        bring-in is a full bet, measured from zero, where ``increment`` measures it from
        the bring-in)."""
        self.count = 0
        self.due = 0
        self.completing = False
        self.shorts: list[int] = []

    def copy(self, chips: Chips | None = None) -> Betting:
        """An independent copy (over ``chips``: the copied game's table)."""
        b = Betting.__new__(Betting)
        b.chips = self.chips.copy() if chips is None else chips
        b.limit, b.cap, b.n, b.size, b.most = self.limit, self.cap, self.n, self.size, self.most
        b.live, b.committed, b.actors = self.live[:], self.committed[:], self.actors[:]
        b.acted, b.shorts = set(self.acted), self.shorts[:]
        b.increment, b.count, b.due, b.completing = self.increment, self.count, self.due, self.completing
        b.least = self.least
        return b

    # ----- reading ----------------------------------------------------------------------------
    @property
    def actor(self) -> int | None:
        """The seat to act (``None``: the round is over)."""
        return self.actors[0] if self.actors else None

    @property
    def round_over(self) -> bool:
        return not self.actors

    @property
    def alone(self) -> int | None:
        """The one seat left when every other has folded (it takes the pot unseen)."""
        live = self.live  # bools: counted in C
        return live.index(True) if live.count(True) == 1 else None

    def live_from(self, first: int) -> list[int]:
        """The seats still in the hand, clockwise from ``first`` (folded seats skipped)."""
        n = self.n
        return [(first + i) % n for i in range(n) if self.live[(first + i) % n]]

    def bet_of(self, seat: int) -> int:
        """The seat's bet in this round."""
        return self.chips.bets[seat * self.chips.spots]

    def high(self) -> int:
        """The biggest bet of this round."""
        chips = self.chips
        return max(chips.bets) if chips.spots == 1 else max(chips.bets[::chips.spots])

    def owed(self, seat: int) -> int:
        """What ``seat`` must add to call (all in when short)."""
        return min(self.chips.stacks[seat], self.high() - self.bet_of(seat))

    def total_pot(self) -> int:
        """The pot with every bet on the table."""
        return self.chips.pot + sum(self.chips.bets)

    def in_play(self) -> bool:
        """Whether more than one seat may still bet (else the cards run out unbet)."""
        return sum(1 for s in range(self.n) if self.live[s] and self.chips.stacks[s]) > 1

    # ----- forced bets --------------------------------------------------------------------------
    def ante(self, seat: int, amount: int) -> int:
        """``seat`` antes ``amount`` into the pot (all it has when short); what it paid."""
        paid = min(amount, self.chips.stacks[seat])
        self.chips.ante(seat, paid)
        self.committed[seat] += paid
        return paid

    def blind(self, seat: int, amount: int) -> int:
        """``seat`` posts a blind of ``amount`` in front of it (all it has when short)."""
        paid = min(amount, self.chips.stacks[seat])
        self._put(seat, paid)
        return paid

    def _put(self, seat: int, amount: int) -> None:
        self.chips.bet(seat, amount)
        self.committed[seat] += amount

    # ----- a round ------------------------------------------------------------------------------
    def start_round(self, first: int, bet: int, bring_in: int = 0, most: int = 0, opened: int = 0) -> None:
        """Open a round at ``first`` (or the next seat still in with chips) with bet size
        ``bet`` (the fixed-limit bet, and the least bet or raise otherwise; ``most``: the
        largest bet or raise in spread limit); ``bring_in`` > 0 makes the opener post it
        (or complete to ``bet``); ``opened``: bets already made that count towards the cap
        (a posted big blind is the pre-flop round's first bet: 1)."""
        if bet < 1 or bring_in < 0:
            raise ValueError(f"a round needs a bet of at least 1 and a bring-in of at least 0, "
                             f"not {bet} and {bring_in}")
        stacks = self.chips.stacks
        self.size, self.most, self.increment, self.count = bet, max(most, bet), 0, opened
        self.least = 0
        self.acted, self.shorts = set(), []
        self.due = bring_in
        self.completing = 0 < bring_in < bet  # a bring-in of a full bet leaves nothing to complete
        order = self.live_from(first)
        if len(order) < 2:
            self.actors = []
            return
        bets, spots = self.chips.bets, self.chips.spots
        totals = sorted([stacks[s] + bets[s * spots] for s in order], reverse=True)
        cover = totals[1]  # the second-deepest seat's reach: a seat already at it has no say
        self.actors = [s for s in order if stacks[s] and cover > bets[s * spots]]
        if len(self.actors) == 1 and self.bet_of(self.actors[0]) >= self.high():
            self.actors = []

    def choice(self) -> Choice:
        """What the seat to act may do now."""
        return Choice._make(self.options())

    def options(self) -> tuple[bool, int | None, int, int, int]:
        """:meth:`choice` as a plain tuple in the same order (a legal list's hot path:
        the bets are read once, no named tuple is built)."""
        actors = self.actors
        if not actors:
            return _NOTHING
        seat = actors[0]
        chips = self.chips
        bets, spots = chips.bets, chips.spots
        high = max(bets) if spots == 1 else max(bets[::spots])
        lo, hi = self._raise_range(seat, high)
        stack = chips.stacks[seat]
        if self.due:
            return False, None, lo, hi, min(self.due, stack)
        gap = high - bets[seat * spots]
        owed = stack if stack < gap else gap
        return owed > 0, owed, lo, hi, 0

    def _raise_problem(self, seat: int, high: int | None = None) -> str | None:
        chips = self.chips
        stacks, bets, spots = chips.stacks, chips.bets, chips.spots
        if high is None:
            high = max(bets) if spots == 1 else max(bets[::spots])
        gap = high - bets[seat * spots]
        stack = stacks[seat]
        if (stack if stack < gap else gap) < self.increment:  # what it owes
            return "an all-in for less than a full raise cannot be raised by those it does not reopen to"
        if self.cap is not None and self.count >= self.cap:
            return f"the betting is capped at {self.cap} bets and raises this round"
        if self.shorts and sum(self.shorts) < self.increment and seat in self.acted:
            return "an all-in for less than a full raise does not reopen the raising to you"
        if stack <= gap:
            return "you can only call: your chips do not cover more than the bet"
        if self.due and stack <= self.due:
            return "your chips cover only the bring-in"
        live = self.live
        for s in range(self.n):
            if s != seat and live[s] and stacks[s] + bets[s * spots] > high:
                return None
        return "everyone else is all in: you can only call"

    def _raise_range(self, seat: int, high: int | None = None) -> tuple[int, int]:
        chips = self.chips
        spots = chips.spots
        if high is None:
            high = max(chips.bets) if spots == 1 else max(chips.bets[::spots])
        if self._raise_problem(seat, high) is not None:
            return 0, 0
        return self._range(seat, high)

    def _range(self, seat: int, high: int) -> tuple[int, int]:
        """The raise range of ``seat``, which may raise (``_raise_problem`` said so)."""
        chips = self.chips
        mine = chips.bets[seat * chips.spots]
        most = chips.stacks[seat] + mine
        lo = max(self.least, self.size) + (0 if self.completing else high)
        if self.due and not self.completing:  # the bring-in is a full bet: more is above it
            lo = max(lo, self.due + 1)
        lo = min(most, lo)
        if self.limit == "fixed":
            return lo, lo
        if self.limit == "spread":
            hi = min(most, (0 if self.completing else high) + self.most)
            return min(lo, hi), hi
        if self.limit == "pot":
            return lo, min(most, max(lo, 2 * high - mine + self.total_pot()))
        return lo, most

    def _act(self) -> int:
        if not self.actors:
            raise ValueError("nobody is to act: the betting round is over")
        seat = self.actors.pop(0)
        self.acted.add(seat)
        return seat

    def fold(self) -> None:
        """The seat to act folds: it is out of the hand."""
        if not self.actors or self.due or self.owed(self.actors[0]) <= 0:  # Choice.fold
            raise ValueError("you may not fold: " + ("post the bring-in or complete" if self.due
                                                     else "nothing is bet against you, so check"))
        seat = self._act()
        self.live[seat] = False
        if self.alone is not None:
            self.actors = []

    def eliminate(self, seat: int) -> None:
        """Put ``seat`` out of the hand outside a betting round (a killed hand in Mexican
        Sweat): it can no longer win, its chips stay in the pots."""
        if self.actors:
            raise ValueError("a seat is put out of the hand only between betting rounds")
        self.live[seat] = False

    def call(self) -> int:
        """The seat to act checks or calls (all in when short); the chips it added."""
        if self.due:
            raise ValueError("the bring-in is owed: post it or complete the bet")
        seat = self._act()
        chips = self.chips
        bets, spots = chips.bets, chips.spots
        high = max(bets) if spots == 1 else max(bets[::spots])
        owed = min(chips.stacks[seat], high - bets[seat * spots])  # as owed(seat)
        self._put(seat, owed)
        return owed

    def post_bring_in(self) -> int:
        """The opener posts the bring-in (all it has when short); the chips."""
        if not self.due:
            raise ValueError("no bring-in is owed")
        seat = self._act()
        paid = min(self.due, self.chips.stacks[seat])
        self._put(seat, paid)
        self.due = 0
        return paid

    def raise_problem(self, amount: int) -> str | None:
        """Why the seat to act may not raise to ``amount`` (``None``: it may)."""
        seat = self.actor
        if seat is None:
            return "the betting round is over"
        if isinstance(amount, bool) or not isinstance(amount, int):
            return f"a bet is a whole number of chips, not {amount!r}"
        chips = self.chips
        high = max(chips.bets) if chips.spots == 1 else max(chips.bets[::chips.spots])
        why = self._raise_problem(seat, high)
        if why is not None:
            return why
        lo, hi = self._range(seat, high)
        if not lo <= amount <= hi:
            word = "complete to" if self.completing else ("raise to" if high else "bet")
            span = f"exactly {lo}" if lo == hi else f"from {lo} to {hi}"
            if word != "bet" and lo != hi:
                span = f"any total {span}"
            return f"you may {word} {span} chips this round, not {amount}"
        return None

    def raise_to(self, amount: int, checked: bool = False) -> None:
        """The seat to act bets, raises or completes to a total bet of ``amount`` this
        round (``ValueError`` naming the legal range when it may not). ``checked``: the
        caller has just found the raise legal (:meth:`raise_problem`, or the game's
        ``verify_raise``), so it is not checked again."""
        if not checked:
            why = self.raise_problem(amount)
            if why is not None:
                raise ValueError(why)
        high = self.high()
        seat = self._act()
        self._put(seat, amount - self.bet_of(seat))
        raised = amount - high
        self.least = max(self.least, amount if self.completing else raised)
        self.due, self.completing = 0, False
        n, stacks = self.n, self.chips.stacks
        order = [(seat + i) % n for i in range(1, n)]
        self.actors = [s for s in order if self.live[s] and stacks[s]]
        if raised >= self.increment:
            self.acted = {seat}
        self.increment = max(self.increment, raised)
        self.count += 1
        if stacks[seat]:
            self.shorts = []
        else:
            self.shorts.append(raised)
        if sum(self.shorts) >= self.increment:
            self.shorts = []

    def end_round(self) -> int:
        """Close the round: the uncalled part of the biggest bet goes back to its owner,
        every bet into the pot. Returns the chips given back."""
        if self.actors:
            raise ValueError(f"seat {self.actors[0]} has still to act")
        bets = [self.bet_of(s) for s in range(self.n)]
        back = 0
        if self.alone is None and any(bets):
            top = max(bets)
            second = sorted(bets)[-2]
            if top > second and bets.count(top) == 1:
                seat = bets.index(top)
                back = top - second
                self.chips.bets[seat * self.chips.spots] -= back
                self.chips.stacks[seat] += back
                self.committed[seat] -= back
        self.chips.gather()
        return back

    # ----- the pots -----------------------------------------------------------------------------
    def pots(self, contestants: Sequence[int] | None = None) -> list[tuple[int, list[int]]]:
        """Main pot and side pots: ``(amount, eligible seats)`` from the main pot up; the
        eligible seats are those still in, or the given ``contestants``."""
        left = (list(contestants) if contestants is not None
                else [s for s in range(self.n) if self.live[s]])
        pots = side_pots(self.committed, left)
        dead = self.chips.pot + sum(self.chips.bets) - sum(self.committed)
        if dead and pots:  # chips in the pot before this hand's commitments (a carried pot)
            pots[0] = (pots[0][0] + dead, pots[0][1])
        return pots

    def award(self, high: Sequence[int], low: Sequence[int] | None = None,
              first: int = 0, contestants: Sequence[int] | None = None) -> list[int]:
        """Pay every pot: ``high[s]`` is the seat's high strength (higher wins),
        ``low[s]`` its low strength (higher wins; 0: no qualifying low) in a hi/lo game.
        Odd chips go first to high, then to winners clockwise from seat ``first`` (the
        dealer's left). The lone seat left after folds takes everything. ``contestants``
        (default: the seats still in) are the seats that may win a pot: a game that puts
        seats out of the hand without folding (:meth:`eliminate`) names those still in the
        running for the side pots they paid into. Returns what each seat won."""
        self.chips.gather()
        won = [0] * self.n
        lone = self.alone
        if lone is not None and contestants is None:
            won[lone] = self.chips.pot
            self.chips.award([lone])
            return won
        for amount, seats in self.pots(contestants):
            for seat, part in hilo_shares(amount, seats, high, low, first, self.n).items():
                won[seat] += part
        for seat, part in enumerate(won):
            if part:
                self.chips.award([seat], part)
        return won


def _best(seats: Sequence[int], strength: Sequence[int]) -> list[int]:
    top = max(strength[s] for s in seats)
    return [s for s in seats if strength[s] == top]


def hilo_shares(amount: int, seats: Sequence[int], high: Sequence[int], low: Sequence[int] | None,
                first: int, players: int) -> dict[int, int]:
    """One pot of ``amount`` among its eligible ``seats``: to the best ``high``, or split
    high/low when some seat holds a qualifying low (``low[s] > 0``): the high half takes
    the odd chip; each half is shared by its tied winners, odd chips clockwise from
    ``first``. Returns seat -> chips.

    >>> hilo_shares(21, [0, 1, 2], high=[9, 5, 5], low=[0, 3, 3], first=0, players=3)
    {0: 11, 1: 5, 2: 5}
    """
    out: dict[int, int] = {}
    halves: list[tuple[int, list[int]]]
    lows = [s for s in seats if low is not None and low[s] > 0]
    if lows and low is not None:
        halves = [(amount - amount // 2, _best(seats, high)), (amount // 2, _best(lows, low))]
    else:
        halves = [(amount, _best(seats, high))]
    for part, winners in halves:
        order = clockwise(first, winners, players)
        for seat, chips in zip(order, split(part, len(order)), strict=True):
            out[seat] = out.get(seat, 0) + chips
    return out
