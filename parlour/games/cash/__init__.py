"""Cash (Kemps, Kent): partnerships swap cards with a four-card board in real time; a
player with four of a kind sends a secret signal, and the partner calls "Cash!" before an
opponent calls "Counter cash!".

Source: ``seeds/000_a20a0a312aa495c0.txt`` and ``seeds/001_37268895a0288899.txt``
(identical but for one heading, RULINGS 7), section "Cash (a.k.a. Kemps, Kent)".
Rulings ``R7.1``-``R7.5`` are ``RULINGS.md`` section "7. Cash"; ``C1``... are this
module's own.

Real time (RULINGS conventions): every play action is stamped with its arrival time
(``apply(seat, action, at=ms)``) and checked against the table at that moment. Tests
give explicit times; nothing sleeps.

Table
    4, 6 or 8 players; seat ``s`` partners seat ``s + n/2`` (opposite: "partners should
    not sit directly next to one another"); partnership ``t`` is seats ``t`` and
    ``t + n/2``. Seat 0 deals first. A stacked ``deck=[...]`` (top first) deals four
    cards one at a time from the dealer's left, then four to the board, then the stock.

Zones
    ``stock`` (in front of ``stock_holder``), ``board`` (face down until the count ends),
    ``discard`` (cleared boards), ``hand:<seat>``.

Actions
    ``agree(signal)`` (the private set-up: either partner fixes the partnership's secret
    signal; only the two partners see which), ``gesture(sign)`` (a gesture or phrase of
    the palette, seen by everyone with its time; the engine never interprets it),
    ``swap(take, give)``, ``done`` (nothing on the board for me), ``cash``,
    ``counter(team)``, ``deal`` between hands (letters mode).

Rules, sentence by sentence (the checklist in ``tests/games/test_cash_rules.py``)
    * "four to eight players. Players form two-player partnerships"; "partners should
      not sit directly next to one another".
    * "each partnership ... agree[s] upon a secret signal" (the private ``agree``).
    * "deal four cards to each player. Then deal four cards face down to the center ...
      the board, and place the deck stub in front of the player to the left of the
      dealer, forming the stock."
    * "The dealer calls, '3…2…1…GO!', then turns the four board cards face up."
    * "grab whatever board cards they find useful, take them into their hand, and
      discard back down to four ... There are no turns! ... whoever touched the card
      first ... is entitled to it."
    * "nobody wants any of the cards ... The player with the stock ... discards the board
      cards, then deals a new, face-down board, passes the stock to the left, and flips
      the cards over with a countdown".
    * "they call out 'Cash!' ... if the player whose partner called ... does, in fact,
      have four-of-a-kind, that partnership wins. However, if there is no four-of-a-kind,
      they lose."
    * "'Counter cash!' ... if a four-of-a-kind is present, the partnership that called
      ... wins (but ... if there is no four-of-a-kind, calling 'Counter cash!' loses)."
    * "the losing team receives a letter in the word 'CASH' (or 'KEMPS' or 'KENT') ...
      whichever partnership spells out the word first loses the match. Otherwise ...
      each hand standing alone as a separate game."
    * "A real deal is when the stock runs out ... the hand is a draw ... no letters".

Rulings
    * R7.1 a counter names an opposing partnership; it succeeds if either member holds
      four of a kind.
    * R7.2 letters with three or more partnerships: a failed call gives the caller's
      partnership a letter; a successful Cash every other partnership one; a successful
      counter only the countered partnership.
    * R7.3 the stock "runs out" when a refresh is needed and fewer than 4 cards remain.
    * R7.4 take-then-discard and drop-then-take are the same atomic exchange.
    * R7.5 "nobody wants": every player says ``done``, or ``idle_ms`` (10 s) passes with
      no swap.
    * R7 differences: the name (``name=cash|kemps|kent``) sets the call word and the
      letters word.
    * C1 an exchange is one card for one card: a grab of k cards for k cards is k
      exchanges, each atomic (R7.4) and each its own race, so a player may win one card
      of a grab and be "too late" for another; a hand always holds four. (An
      all-or-nothing k-card action would make the action space the product of two card
      lists, which no client, bot or RL catalogue could enumerate.)
    * C2 the signal is chosen before every hand ("given the opportunity to change their
      signal between hands"); the engine stores it and never interprets it.
    * C3 during the count the board is face down: no swap and no "nothing for me" until
      GO; gestures, "Cash!" and "Counter cash!" may come at any time, the count included
      ("If a player suspects at any time before 'Cash!' is called"). The first call ends
      the hand (a later one is refused: the hand is over).
    * C4 without letters a game is one hand; result +1 for the winning partnership(s),
      -1 for the losing, 0 for all in a real deal. A correct counter wins for the
      counter's partnership only ("the partnership that called 'Counter cash!' wins"):
      with three or more partnerships the others score 0; a wrong call loses for the
      caller's partnership and every other partnership wins.
"""

from __future__ import annotations

from parlour.games.cash.bot import CashHeuristic
from parlour.games.cash.play import CashRules
from parlour.games.cash.present import PRESENTATION
from parlour.games.cash.rules import CashOptions


class Cash(CashRules):
    """Cash, Kemps and Kent (see the module docstring for the rules and rulings)."""

    bot = CashHeuristic
    presentation = PRESENTATION


GAME = Cash

__all__ = ["GAME", "Cash", "CashOptions", "CashRules"]
