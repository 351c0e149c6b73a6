"""A James Bond bot at a reaction level (:mod:`parlour.bots.reaction`: slow, normal,
fast, expert), and why it is beatable.

It remembers what it has seen of its own piles (the game never shows a pile that is not
in hand: this is a memory game) and gives each pile a target rank, the rank it already
holds most of there (ranks distinct across piles). Holding a pile, it takes a centre card
of the pile's target for a card that is not (giving, first, a card another pile wants,
so it can fetch it later); failing that it sends a card another of its piles wants into
the centre for a card no pile of its own wants; with nothing to do it puts the pile down
and picks up the next pile that is not complete, preferring one whose target shows in
the centre. Ranks it saw opponents take count less when it chooses targets. When
every pile is four of a kind it calls "James Bond!".

Unblocking: the last cards a pile needs are often in an opponent's pile, and the
opponent's in its own, while the centre holds cards nobody wants; then nobody swaps and
nobody can ever call. So once per pick, holding a pile the centre has nothing for, it
swaps a spare card (first one of a rank it saw an opponent take) for a centre card that no
pile of its own wants, of another rank, not one an opponent collects nor one it gave
away lately: the centre changes, the opponent can take what it needs and gives back
its own spare cards.

Stalls: two bots may still chase the same rank (each holding some of it, each waiting
for the other's cards, neither ever giving one up). A pile picked up ``STALL`` times in a
row with nothing to swap gets a new target, kept from then on: the rank most often in the
pile and the centre together (:func:`restart`), so the bot collects what is within reach
and gives the contested cards back to the centre.

Speed: every move waits one reaction time of its level (a pick or a put also the level's
pace), drawn once when the bot decides and kept while the move stays its choice, so
other players' moves do not reset its clock. Per-level delays (ms, normal with a floor)
are :data:`parlour.bots.reaction.LEVELS`: slow 900 ± 220 (floor 450), normal 500 ± 120
(260), fast 350 ± 80 (200), expert 250 ± 50 (160); picks and puts add 500, 350, 250, 200.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from parlour.bots.base import SeatPort
from parlour.bots.planned import PlannedReactionBot
from parlour.cards import CARD_BY_TEXT
from parlour.engine.actions import Action

STALL = 3
"""Picks in a row that find nothing to do with a pile before its target is re-chosen."""


def targets(seen: dict[int, list[int]], count: int,
            rival: dict[int, int] | None = None, fixed: dict[int, int] | None = None) -> dict[int, int]:
    """A distinct target rank per pile: piles with the most of one rank choose first; a
    rank opponents were seen taking (``rival``: rank -> cards taken) counts less, so two
    bots seldom chase the same rank. ``fixed`` (pile -> rank): targets chosen after a
    stall (:func:`restart`), kept first."""
    out: dict[int, int] = {}
    used: set[int] = set()
    for p, r in sorted((fixed or {}).items()):
        if p < count and r not in used:
            out[p] = r
            used.add(r)
    best = []
    for p in range(count):
        ranks: dict[int, int] = {}
        for c in seen.get(p, []):
            ranks[c & 15] = ranks.get(c & 15, 0) + 1
        for r, n in ranks.items():
            best.append((n - 0.75 * (rival or {}).get(r, 0), p, r))
    for _n, p, r in sorted(best, reverse=True):
        if p not in out and r not in used:
            out[p] = r
            used.add(r)
    return out


def restart(pile: list[int], centre: Sequence[int], stale: int | None, taken: set[int]) -> int | None:
    """A new target for a stalled pile: the rank most often in the pile and the centre
    together (cards within reach), not ``stale`` (the target that stalled) nor a rank in
    ``taken`` (other piles' targets); ``None`` when there is none (ties: the higher rank)."""
    counts: dict[int, int] = {}
    for c in [*pile, *centre]:
        counts[c & 15] = counts.get(c & 15, 0) + 1
    ranked = sorted(((n, r) for r, n in counts.items() if r != stale and r not in taken), reverse=True)
    return ranked[0][1] if ranked else None


def plan(view: dict[str, Any], seat: int, seen: dict[int, list[int]], last: int = -1,
         rival: dict[int, int] | None = None, churn: set[int] | None = None,
         fixed: dict[int, int] | None = None) -> Action | None:
    """The move the bot wants from this view (``None``: nothing to do). ``churn``: the
    ranks not to take in an unblocking swap (see the module), or ``None`` (no unblocking
    swap now); ``fixed``: targets chosen after a stall (:func:`targets`)."""
    zones = {z["id"]: z for z in view["zones"]}
    centre = [CARD_BY_TEXT[c] for c in zones["centre"]["cards"]]
    count = len(zones[f"piles:{seat}"]["cards"]) // 4
    held_no = view["holding"][seat]
    if held_no is not None:
        seen[held_no] = [CARD_BY_TEXT[c] for c in zones[f"held:{seat}"]["cards"]]
    goal = targets(seen, count, rival, fixed)
    done = [p for p in range(count) if len(set(c & 15 for c in seen.get(p, []))) == 1
            and len(seen.get(p, [])) == 4]
    if len(done) == count:
        return Action("call")
    if held_no is not None:
        mine = seen[held_no]
        want = goal.get(held_no)
        elsewhere = {r for p, r in goal.items() if p != held_no}
        spare = sorted((c for c in mine if c & 15 != want), key=lambda c: (c & 15) not in elsewhere)
        if spare:
            for t in centre:  # a card this pile collects
                if want is not None and t & 15 == want:
                    return Action("swap", take=str(t), give=str(spare[0]))
            if spare[0] & 15 in elsewhere:  # send a card another pile collects via the centre
                junk = [t for t in centre if t & 15 not in goal.values()]
                if junk:
                    return Action("swap", take=str(junk[0]), give=str(spare[0]))
            if churn is not None:
                return _unblock(spare, centre, set(goal.values()), churn, rival or {})
        return Action("put")
    options = [p for p in range(count) if p not in done]
    if not options:
        return Action("call")
    showing = {c & 15 for c in centre}
    unseen = [p for p in options if p not in seen]
    pick = unseen[0] if unseen else next((p for p in options if goal.get(p) in showing), None)
    if pick is None:  # round the piles, after the one last held
        later = [p for p in options if p > last]
        pick = later[0] if later else options[0]
    return Action("pick", pile=pick)


def _unblock(spare: Sequence[int], centre: Sequence[int], goals: set[int], avoid: set[int],
             rival: dict[int, int]) -> Action:
    """An unblocking swap (see the module), or ``put`` when there is none."""
    gives = sorted(spare, key=lambda c: -rival.get(c & 15, 0))
    for give in gives:
        for take in centre:
            r = take & 15
            if r != give & 15 and r not in goals and r not in avoid and r not in rival:
                return Action("swap", take=str(take), give=str(give))
    for give in gives:  # every centre rank is collected by someone: any other rank
        for take in centre:
            r = take & 15
            if r != give & 15 and r not in goals and r not in avoid:
                return Action("swap", take=str(take), give=str(give))
    return Action("put")


class ReactionHeuristic(PlannedReactionBot):
    """James Bond player at a reaction level (see the module docstring)."""

    def __init__(self, seat: int, *, seed: int = 0, level: str = "normal") -> None:
        super().__init__(seat, seed=seed, level=level)
        self.seen: dict[int, list[int]] = {}
        self.last_pick = -1
        self.rival: dict[int, int] = {}
        """Ranks opponents were seen taking from the centre (rank -> cards)."""
        self.gave: list[int] = []
        """The ranks of the last cards this bot gave to the centre (most recent last)."""
        self.unblocked = False
        """Whether it made an unblocking swap since its last pick."""
        self.fixed: dict[int, int] = {}
        """Targets re-chosen after a stall (pile -> rank), see :func:`restart`."""
        self.idle: dict[int, int] = {}
        """Per pile: picks in a row that ended with the pile put down unchanged."""
        self.stalled: set[int] = set()
        """Piles idle ``STALL`` times: their target is re-chosen at the next decision."""
        self.swapped = False
        """Whether it swapped a card of the pile in hand since picking it up."""

    def reset(self) -> None:
        self.seen.clear()
        self.rival.clear()
        self.gave.clear()
        self.fixed.clear()
        self.idle.clear()
        self.stalled.clear()
        self.unblocked = self.swapped = False
        self.pending = None

    def observe(self, events: list[dict[str, Any]]) -> None:
        for e in events:
            mine = e.get("seat") == self.seat
            if mine and e.get("type") == "pick":
                self.swapped = False
            elif mine and e.get("type") == "put":
                p = int(e["pile"])
                self.idle[p] = 0 if self.swapped else self.idle.get(p, 0) + 1
                if self.idle[p] >= STALL:
                    self.stalled.add(p)
                    self.idle[p] = 0
            if e.get("type") != "swap":
                continue
            if not mine:
                r = CARD_BY_TEXT[e["take"]] & 15
                self.rival[r] = self.rival.get(r, 0) + 1
            else:
                self.gave = (self.gave + [CARD_BY_TEXT[e["give"]] & 15])[-3:]
                self.swapped = True

    def choose(self, port: SeatPort, must_act: bool) -> Action | None:
        legal = port.legal_actions()
        view = port.view()
        self.now = int(view["now"])
        if not legal:
            return self.plan_move(None, self.now, False)
        if self.stalled:
            self.retarget(view)
        churn = None if self.unblocked else set(self.gave)
        want = plan(view, self.seat, self.seen, self.last_pick, self.rival, churn, self.fixed)
        if want is None or want not in legal:
            return self.plan_move(None, self.now, False)
        if want.type == "pick":
            self.last_pick = int(want.pile)
            self.unblocked = False
        elif churn is not None and want.type == "swap" and want != plan(
                view, self.seat, self.seen, self.last_pick, self.rival, None, self.fixed):
            self.unblocked = True  # (its delay is drawn once, so deciding again is harmless)
        return self.plan_move(want, self.now, want.type in ("pick", "put"))

    def retarget(self, view: dict[str, Any]) -> None:
        """Give each stalled pile a new target (:func:`restart`): the rank it chased is
        most likely collected by an opponent too (both waiting for the other's cards)."""
        zones = {z["id"]: z for z in view["zones"]}
        centre = [CARD_BY_TEXT[c] for c in zones["centre"]["cards"]]
        count = len(zones[f"piles:{self.seat}"]["cards"]) // 4
        for p in sorted(self.stalled):
            goal = targets(self.seen, count, self.rival, self.fixed)
            rank = restart(self.seen.get(p, []), centre, goal.get(p),
                           {r for q, r in goal.items() if q != p})
            if rank is not None:
                self.fixed[p] = rank
        self.stalled.clear()
