"""Mini Baccarat's pure rules: card values, totals, naturals, the third-card rules,
the burn count and the settlement of a wager.

Plain functions of small integers, shared by the game (:mod:`.play`) and the exact
analysis (:mod:`parlour.analysis.baccarat`), so both follow one text.

>>> hand_total([card_value(9), card_value(13)])  # a nine and a king
9
>>> player_draws(5), player_draws(6)
(True, False)
>>> banker_draws(4, None), banker_draws(4, 8), banker_draws(4, 7)
(True, False, True)
>>> settle("banker", 1000, "banker", Fraction(5, 100), 8)  # cents: $10 wins $9.50
950
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from typing import Literal

PLAYER, BANKER, TIE = "player", "banker", "tie"
Spot = Literal["player", "banker", "tie"]
SPOTS: tuple[str, ...] = (PLAYER, BANKER, TIE)
"""The three wagers, in the layout's order (nearest the bettor first)."""
SPOT_NAMES = {PLAYER: "punto (player)", BANKER: "banco (banker)", TIE: "tie"}

VALUES = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0)
"""Point value by rank (index 1 = ace ... 13 = king): "aces are one, number cards two
through nine are their face value, and tens and face cards are zero"."""


def card_value(rank: int) -> int:
    """The point value (0-9) of a card of ``rank`` (1 = ace ... 13 = king)."""
    return VALUES[rank]


def hand_total(values: Iterable[int]) -> int:
    """The score of a hand: the sum of its values with the first digit dropped (mod 10)."""
    return sum(values) % 10


def is_natural(total: int) -> bool:
    """A two-card total of 8 or 9 is a natural: no more cards are drawn."""
    return total >= 8


def player_draws(player_total: int) -> bool:
    """The player hand stands on 6 or 7 and hits on 0 to 5 (naturals never get here)."""
    return player_total <= 5


def banker_draws(banker_total: int, player_third: int | None) -> bool:
    """Whether the banker hand draws, given its two-card total and the *value* (0-9) of
    the player's third card, or ``None`` when the player stood.

    Stood: the banker hits on 5 or less. Player drew: 0-2 draw; 3 draws unless the
    player drew an 8; 4 draws on 2-7; 5 on 4-7; 6 on 6-7; 7 stands.
    """
    if player_third is None:
        return banker_total <= 5
    if banker_total <= 2:
        return True
    if banker_total == 3:
        return player_third != 8
    if banker_total == 4:
        return 2 <= player_third <= 7
    if banker_total == 5:
        return 4 <= player_third <= 7
    if banker_total == 6:
        return 6 <= player_third <= 7
    return False


def outcome(player_total: int, banker_total: int) -> str:
    """``"player"``, ``"banker"`` or ``"tie"``: the higher total wins."""
    if player_total > banker_total:
        return PLAYER
    if banker_total > player_total:
        return BANKER
    return TIE


def burn_count(rank: int, ace_burn: int = 1) -> int:
    """Cards burnt face down after the face-up first card of a new shoe: its value, 10
    for a ten or court card, ``ace_burn`` for an ace (RULINGS 21: 1; some casinos 11)."""
    if rank == 1:
        return ace_burn
    return 10 if rank >= 10 else rank


def win_multiple(spot: str, result: str, commission: Fraction, tie_pays: int) -> Fraction:
    """What one unit wagered on ``spot`` wins (negative: loses) on ``result``, before
    any rounding: player 1:1, banker 1:1 less ``commission``, tie ``tie_pays``:1;
    a player or banker bet on a tie is a push (0, RULINGS 21)."""
    if spot == TIE:
        return Fraction(tie_pays) if result == TIE else Fraction(-1)
    if result == TIE:
        return Fraction(0)
    if spot != result:
        return Fraction(-1)
    return 1 - commission if spot == BANKER else Fraction(1)


def settle(spot: str, stake: int, result: str, commission: Fraction, tie_pays: int) -> int:
    """The bettor's net gain on a wager of ``stake`` cents (RULINGS 21: exact cents): the
    stake times :func:`win_multiple`, except that a winning banker bet's commission is
    rounded down to a whole cent (ruling M7)."""
    if spot == TIE:
        return stake * tie_pays if result == TIE else -stake
    if result == TIE:
        return 0
    if spot != result:
        return -stake
    if spot == BANKER:
        return stake - stake * commission.numerator // commission.denominator
    return stake
