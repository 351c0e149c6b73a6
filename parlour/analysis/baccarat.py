"""Exact Baccarat (Punto Banco) odds by full enumeration of the shoe.

Every coup is dealt from the shoe's composition without replacement, through the very
rule functions the game plays by (:mod:`parlour.games.mini_baccarat.rules`): the two
two-card hands, naturals, the player's third-card rule and the banker's. Ranks are
grouped by point value (ten, jack, queen and king are all 0), hands by their unordered
pairs of values, and every coup gets an exact integer weight: the number of ordered
ways to deal it, times the ways to deal the unused cards up to six, so every weight
shares one denominator, ``N (N-1) ... (N-5)`` for a shoe of ``N`` cards.

>>> r = analyze(decks=8)
>>> round(float(r.banker), 6), round(float(r.player), 6), round(float(r.tie), 6)
(0.458597, 0.446247, 0.095156)
>>> f"{float(r.edge('banker')):.4%}", f"{float(r.edge('tie')):.4%}"
('1.0579%', '14.3596%')
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from parlour.games.mini_baccarat.rules import (
    BANKER,
    PLAYER,
    SPOTS,
    TIE,
    banker_draws,
    hand_total,
    is_natural,
    outcome,
    player_draws,
    win_multiple,
)

DEFAULT_COMMISSION = Fraction(5, 100)
DEFAULT_TIE_PAYS = 8


def shoe_counts(decks: int) -> list[int]:
    """Cards of each point value 0-9 in a shoe of ``decks`` standard packs
    (value 0: tens, jacks, queens and kings, 16 a pack; 1-9: 4 a pack)."""
    if isinstance(decks, bool) or not isinstance(decks, int) or decks < 1:
        raise ValueError(f"decks must be a whole number of at least 1, not {decks!r}")
    return [16 * decks] + [4 * decks] * 9


@dataclasses.dataclass(frozen=True)
class Odds:
    """The exact result of :func:`analyze`: probabilities as fractions, the weights
    behind them and the payout rules the house edges use."""

    counts: tuple[int, ...]
    weights: dict[str, int]
    denominator: int
    commission: Fraction
    tie_pays: int

    def probability(self, result: str) -> Fraction:
        """P(``result``), ``result`` one of ``"banker"``, ``"player"``, ``"tie"``."""
        return Fraction(self.weights[result], self.denominator)

    @property
    def banker(self) -> Fraction:
        return self.probability(BANKER)

    @property
    def player(self) -> Fraction:
        return self.probability(PLAYER)

    @property
    def tie(self) -> Fraction:
        return self.probability(TIE)

    def expected(self, spot: str) -> Fraction:
        """The bettor's expected gain per unit wagered on ``spot``."""
        return sum((self.probability(r) * win_multiple(spot, r, self.commission, self.tie_pays)
                    for r in SPOTS), Fraction(0))

    def edge(self, spot: str) -> Fraction:
        """The house edge of a bet on ``spot``: minus the expected gain per unit wagered."""
        return -self.expected(spot)

    def edge_without_ties(self, spot: str) -> Fraction:
        """The house edge of a player or banker bet per *resolved* bet (pushes left out)."""
        return self.edge(spot) / (1 - self.tie)

    def to_json(self) -> dict[str, Any]:
        """Floats for reading and exact fractions (as ``"p/q"`` text) for checking."""
        out: dict[str, Any] = {
            "counts": list(self.counts), "cards": sum(self.counts),
            "commission": float(self.commission), "tie_pays": self.tie_pays,
            "denominator": self.denominator, "weights": dict(self.weights),
            "probability": {r: float(self.probability(r)) for r in SPOTS},
            "probability_exact": {r: str(self.probability(r)) for r in SPOTS},
            "house_edge": {s: float(self.edge(s)) for s in SPOTS},
            "house_edge_exact": {s: str(self.edge(s)) for s in SPOTS},
            "house_edge_without_ties": {s: float(self.edge_without_ties(s)) for s in (BANKER, PLAYER)},
        }
        return out


def _falling(n: int, k: int) -> int:
    out = 1
    for i in range(k):
        out *= n - i
    return out


def analyze(decks: int = 8, *, commission: Fraction | float | str = DEFAULT_COMMISSION,
            tie_pays: int = DEFAULT_TIE_PAYS, counts: Sequence[int] | None = None) -> Odds:
    """Exact outcome probabilities of one coup from a full shoe of ``decks`` packs (or
    from ``counts``, the cards left of each point value 0-9: a shoe part-dealt).

    ``commission`` is the fraction of a winning banker bet kept by the house (0.05);
    ``tie_pays`` the tie bet's odds (8 to 1). Neither changes the probabilities, only
    the house edges.
    """
    cnt = list(counts) if counts is not None else shoe_counts(decks)
    if len(cnt) != 10 or any(isinstance(c, bool) or not isinstance(c, int) or c < 0 for c in cnt):
        raise ValueError("counts must be ten whole numbers >= 0 (cards of point value 0 to 9)")
    n = sum(cnt)
    if n < 6:
        raise ValueError(f"a coup may need six cards; the shoe has {n}")
    rate = Fraction(str(commission)) if isinstance(commission, float) else Fraction(commission)
    if not 0 <= rate <= 1:
        raise ValueError(f"commission must be between 0 and 1, not {commission}")
    if isinstance(tie_pays, bool) or not isinstance(tie_pays, int) or tie_pays < 0:
        raise ValueError(f"tie_pays must be a whole number >= 0, not {tie_pays!r}")
    start = tuple(cnt)
    # the banker's decision for every (two-card total, player's third card or None),
    # asked of the rules once: index 10 stands for "the player stood"
    bank = [[banker_draws(b, t if t < 10 else None) for t in range(11)] for b in range(10)]
    pad4, pad5 = (n - 4) * (n - 5), n - 5
    w = {PLAYER: 0, BANKER: 0, TIE: 0}
    values = range(10)
    for a in values:
        wa = cnt[a]
        if not wa:
            continue
        cnt[a] -= 1
        for b in range(a, 10):
            wb = cnt[b]
            if not wb:
                continue
            cnt[b] -= 1
            wp = wa * wb * (1 if a == b else 2)
            p = hand_total((a, b))
            for c in values:
                wc = cnt[c]
                if not wc:
                    continue
                cnt[c] -= 1
                for d in range(c, 10):
                    wd = cnt[d]
                    if not wd:
                        continue
                    cnt[d] -= 1
                    w4 = wp * wc * wd * (1 if c == d else 2)
                    bt = hand_total((c, d))
                    if is_natural(p) or is_natural(bt):
                        w[outcome(p, bt)] += w4 * pad4
                    elif player_draws(p):
                        for e in values:
                            we = cnt[e]
                            if not we:
                                continue
                            p3 = hand_total((p, e))
                            if bank[bt][e]:
                                cnt[e] -= 1
                                w5 = w4 * we
                                for f in values:
                                    wf = cnt[f]
                                    if wf:
                                        w[outcome(p3, hand_total((bt, f)))] += w5 * wf
                                cnt[e] += 1
                            else:
                                w[outcome(p3, bt)] += w4 * we * pad5
                    elif bank[bt][10]:
                        for f in values:
                            wf = cnt[f]
                            if wf:
                                w[outcome(p, hand_total((bt, f)))] += w4 * wf * pad5
                    else:
                        w[outcome(p, bt)] += w4 * pad4
                    cnt[d] += 1
                cnt[c] += 1
            cnt[b] += 1
        cnt[a] += 1
    den = _falling(n, 6)
    assert sum(w.values()) == den, "weights must cover every way to deal six cards"
    return Odds(counts=start, weights=w, denominator=den, commission=rate, tie_pays=tie_pays)


PUBLISHED_8_DECKS = {"banker": 0.458597, "player": 0.446247, "tie": 0.095156,
                     "edge_banker": 0.010579, "edge_player": 0.012351, "edge_tie": 0.143596}
"""Published eight-deck figures (5% commission, tie 8 to 1): the probabilities from
Wizard of Odds, Baccarat Appendix 3, "Total" row (https://wizardofodds.com/games/baccarat/appendix/3/),
the house edges from Wizard of Odds' Baccarat page (https://wizardofodds.com/games/baccarat/)."""
