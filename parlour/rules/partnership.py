"""Partnerships: which seats play on one side, and sums per side.

By default partners sit opposite each other, so the turn alternates between sides as
play goes clockwise: at four seats, seats 0 and 2 against seats 1 and 3; at six in
pairs, seats ``s`` and ``s + 3``; at six in two sides of three, the even and the odd
seats. Other arrangements are declared as lists of seats.

>>> sides = Partnerships.opposite(4)
>>> sides.team, sides.partner(1), sides.names(0)
((0, 1, 0, 1), 3, 'seats 0 and 2')
>>> sides.totals([3, 1, 4, 0])  # per side: seats 0+2, seats 1+3
[7, 1]
>>> Partnerships.declared([[0, 1], [2, 3]]).team
(0, 0, 1, 1)
"""

from __future__ import annotations

from collections.abc import Sequence


class Partnerships:
    """The sides of a table: ``team[seat]`` is the seat's side, ``members[team]`` its
    seats in clockwise order. Immutable."""

    __slots__ = ("team", "members")

    team: tuple[int, ...]
    members: tuple[tuple[int, ...], ...]

    def __init__(self, members: Sequence[Sequence[int]]) -> None:
        seats = sorted(s for side in members for s in side)
        if seats != list(range(len(seats))) or not seats:
            raise ValueError(f"partnerships must name every seat 0..n-1 exactly once: {members!r}")
        team = [0] * len(seats)
        for t, side in enumerate(members):
            for s in side:
                team[s] = t
        self.team = tuple(team)
        self.members = tuple(tuple(sorted(side)) for side in members)

    @classmethod
    def opposite(cls, players: int, per_team: int = 2) -> Partnerships:
        """Sides of ``per_team`` seats spaced evenly round the table (partners
        opposite): seat ``s`` plays on side ``s % (players // per_team)``."""
        if per_team < 1 or players % per_team:
            raise ValueError(f"{players} seats do not make sides of {per_team}")
        sides = players // per_team
        return cls([list(range(t, players, sides)) for t in range(sides)])

    @classmethod
    def declared(cls, members: Sequence[Sequence[int]]) -> Partnerships:
        """Sides as given, e.g. ``[[0, 1], [2, 3]]`` for neighbours playing together."""
        return cls(members)

    @property
    def count(self) -> int:
        """How many sides."""
        return len(self.members)

    def team_of(self, seat: int) -> int:
        return self.team[seat]

    def partners(self, seat: int) -> tuple[int, ...]:
        """The other seats of ``seat``'s side."""
        return tuple(s for s in self.members[self.team[seat]] if s != seat)

    def partner(self, seat: int) -> int:
        """The one partner of ``seat`` (sides of two)."""
        others = self.partners(seat)
        if len(others) != 1:
            raise ValueError(f"seat {seat} has {len(others)} partners, not one")
        return others[0]

    def same_side(self, a: int, b: int) -> bool:
        return self.team[a] == self.team[b]

    def totals(self, per_seat: Sequence[int]) -> list[int]:
        """A per-seat count summed per side (tricks, bids)."""
        out = [0] * len(self.members)
        for s, v in enumerate(per_seat):
            out[self.team[s]] += v
        return out

    def per_seat(self, per_team: Sequence[int]) -> list[int]:
        """A per-side value given to each of its seats (a match score)."""
        return [per_team[t] for t in self.team]

    def names(self, team: int) -> str:
        """``"seats 0 and 2"``: the side in words."""
        seats = [str(s) for s in self.members[team]]
        if len(seats) == 1:
            return f"seat {seats[0]}"
        return "seats " + ", ".join(seats[:-1]) + " and " + seats[-1]
