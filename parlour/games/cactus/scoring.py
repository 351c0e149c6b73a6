"""Cactus scoring: a denexa hand (lower total wins) and a wikipedia match (rounds until
someone reaches the target). Rulings A5-A7 and C6 of :mod:`parlour.games.cactus`."""

from __future__ import annotations

from parlour.engine.game import Result, placing_from_scores


def round_gains(totals: tuple[int, ...], caller: int, caller_penalty: int) -> tuple[int, ...]:
    """Points each seat gains in a wikipedia round: a player higher than the caller takes
    their total; the caller takes their total plus ``caller_penalty`` unless strictly
    lowest (A6). Without a caller (C6) everyone above the lowest total takes their total."""
    if caller < 0:
        low = min(totals)
        return tuple(t if t > low else 0 for t in totals)
    ct = totals[caller]
    gains = [t if s != caller and t > ct else 0 for s, t in enumerate(totals)]
    if any(t <= ct for s, t in enumerate(totals) if s != caller):
        gains[caller] = ct + caller_penalty
    return tuple(gains)


def round_winner(totals: tuple[int, ...], caller: int, first: int) -> int:
    """A7: the lowest total wins the round (and plays first in the next); the caller if
    tied for it, else the earliest seat clockwise from this round's first player."""
    low = min(totals)
    if caller >= 0 and totals[caller] == low:
        return caller
    n = len(totals)
    return next(s for s in ((first + k) % n for k in range(n)) if totals[s] == low)


def hand_result(totals: tuple[int, ...], caller: int, tie_rule: str) -> Result:
    """denexa: the lower total wins; equal lowest totals draw, or with ``tie_rule`` =
    ``caller_loses`` the caller loses the tie (A5)."""
    scores = [float(t) for t in totals]
    called = {"caller": caller if caller >= 0 else None}
    low = min(totals)
    winners = [s for s, t in enumerate(totals) if t == low]
    reason = f"lowest total {low}"
    placing = placing_from_scores(scores, lower_wins=True)
    if len(winners) > 1 and tie_rule == "caller_loses" and caller in winners:
        winners.remove(caller)
        placing[caller] = 1 + len(winners)
        reason = f"tie at {low}: the caller loses"
    if len(winners) > 1:
        return Result(scores, [], placing, f"a draw at {low} points", called)
    return Result(scores, winners, placing, reason, called)


def match_result(scores: tuple[int, ...], target: int, history: tuple[tuple[int, ...], ...],
                 caller: int) -> Result:
    """wikipedia: whoever reaches ``target`` loses; the lowest total among the others wins,
    ties shared (A6). Places follow the totals (every loser is above every other seat)."""
    rest = [s for s, x in enumerate(scores) if x < target] or list(range(len(scores)))
    best = min(scores[s] for s in rest)
    winners = [s for s in rest if scores[s] == best]
    losers = [s for s, x in enumerate(scores) if x >= target]
    return Result([float(x) for x in scores], winners,
                  placing_from_scores(scores, lower_wins=True),
                  f"seat {', '.join(map(str, losers))} reached {target}",
                  {"rounds": [list(t) for t in history],
                   "caller": caller if caller >= 0 else None})
