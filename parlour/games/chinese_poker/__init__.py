"""Chinese Poker (Pusoy): thirteen cards set at once as three poker hands, settled pairwise.

Source: ``seeds/004_d2c3286c0000f6a2.txt``, section "Chinese Poker". Rulings marked R
come from ``RULINGS.md`` "30. Chinese Poker (Pusoy)" and the conventions (simultaneous
choices are commit-reveal; shared evaluators); ``C1``... are this module's own.
Row ranking, fouls, naturals and settlement live in :mod:`parlour.rules.rows`.

Deal
    A standard 52-card pack; 2 to 4 players; thirteen cards each, dealt one at a time
    from the dealer's left (seat 0 deals, C1); the unused cards are set aside unseen
    and have no bearing on play. With ``deck=[...]`` (top card first) the cards go to
    seat 1, 2, ..., 0, then round again.

Setting (phase ``set``, simultaneous and sealed)
    Every seat at once ``place(card, row)``s its cards into ``front`` (3), ``middle``
    (5) and ``back`` (5), may ``take(card)`` back the card it placed last (and so on,
    one by one: C7) while unsealed, and ``set``s when
    all thirteen are placed. Nobody sees another seat's cards, rows or their order
    until every seat has set (R: commit-reveal); a sealed setting never changes (C2).
    A player holding a natural may ``declare`` it instead (sealed the same way: the
    others are told only that the seat has set, and its thirteen cards lie face down in
    the three rows like a setting; a dragon or six pairs goes back into the hand when
    the naturals are revealed, as it is not set into rows).
    The front counts only three of a kind, pair and high card. Rows must rise front <=
    middle <= back; otherwise the setting is a foul. Equal rows are no foul, and a
    front is compared with a middle by category, then its three ranks against the
    middle's most significant ones (C3, following R29 for the open-face game). The
    player may set a foul (the view's ``foul_check`` and the ``set`` label warn).

Naturals
    Dragon (2 to ace, 13 units), three flushes, three straights (A-2-3 and Q-K-A fronts
    count, no wrap-around: R), six pairs (a four of a kind is two pairs, a three of a
    kind one pair and an odd card: R), highest first; each pays 3 units except the
    dragon. Once every seat has sealed, declared naturals are revealed and paid
    immediately by each opponent. Between two naturals the higher is paid the higher's
    amount (R); ties as the text (dragons tie; three flushes/straights by back, middle,
    front; six pairs pair by pair). Declaring is optional: a natural may be set and
    played as rows instead. For three flushes and three straights the engine lays the
    cards out as the natural's best rows (C4).

Surrender (phase ``surrender``)
    After the naturals are paid, each player without one chooses ``surrender`` (2 units
    to each opponent regardless, natural holders included: R) or ``keep``, sealed too:
    the others learn only that a seat has chosen, and every choice is told once all
    are in, before the hands are revealed.

Reveal and settlement
    The remaining hands are revealed; each pair compares row by row: the loser of a row
    pays 1 unit, or the winner's premium (front trips 3; middle full house 2; middle or
    back four of a kind 4, straight flush 5); a tied row pays nothing (C5); losing all
    three rows pays 3 more, on top of premiums (R). A foul loses every row to each
    non-fouled opponent (a scoop at the opponent's rates), two fouls exchange nothing
    (R). Units may be agreed per pair (option ``pair_units``, else ``unit``). The game is
    one deal; the result's scores are the units each seat won or paid (C6).

Own rulings
    * C1 seat 0 deals; one deal is the whole game.
    * C2 sealing is final (the text: "place them face-down on the table").
    * C3 "stronger than" is read as "at least as strong as" and a 3-card front is
      compared with a middle as R29 rules for Open-Face Chinese Poker.
    * C4 three flushes / three straights are shown in their best rows (back, then
      middle, then front strongest), the rows the tie-break compares.
    * C5 a tied row pays nothing either way.
    * C6 the result ranks seats by units won; every seat with the most units wins.
    * C7 placing is undone one card at a time, last placed first (a player rearranging
      takes cards back and places them again).
"""

from __future__ import annotations

from parlour.games.chinese_poker.play import ChinesePoker

GAME = ChinesePoker

__all__ = ["GAME", "ChinesePoker"]
