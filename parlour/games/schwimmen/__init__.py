"""Schwimmen (Thirty-One): exchange with a board of three to hold the most points in one
suit; close when happy; the lowest hand loses a chip; at none you swim, and the next
loss puts you out.

Source: ``seeds/000_a20a0a312aa495c0.txt``, section "Schwimmen" (its object, the deal,
"Game play", "Play of the hand", "Special combinations", scoring and "Ending the
game"). Rulings ``R4.1``-``R4.6`` are ``RULINGS.md`` section "4. Schwimmen
(Thirty-One)"; ``W1``... are this module's own, where the text and RULINGS are silent.

>>> import parlour
>>> g = parlour.new_game("schwimmen", 2, deck=[
...     "AS", "7C", "KS", "8D", "QS", "9H",   # one at a time from the dealer's left
...     "TC", "JC", "7H"])                    # the board, face down
>>> g.view(0)["your_points"], g.view(1)["your_points"]
('9 points', 'Schnauz (31)')

Seat 1 was dealt Schnauz (A-K-Q of spades): it is shown at once and the hand ends;
seat 0 (9 points) loses a chip.

>>> g.view(None)["chips"], g.view(None)["phase"]
([2, 3], 'scored')

Table
    Two to eight players, the 32-card pack (7 to ace), three chips each (option
    ``chips``). Seat 0 deals first (option ``dealer``). A stacked ``deck=[...]`` (top
    card first; a list of lists: one per hand) deals one card at a time from the
    dealer's left, then three cards to the board; the rest is the stock.

Zones
    ``stock`` (face down), ``centre`` (the board: face down and unseen until the dealer
    decides, then face up), ``dead`` (boards discarded after an all-pass orbit),
    ``hand:<seat>``.

Actions
    ``keep`` / ``swap`` (the dealer, before play); ``exchange(take, give, close)``,
    ``exchange3(close)``, ``pass``, ``close``; ``deal`` (the next dealer). ``close=true``
    only in the variant ``close-after-exchange``.

Rules, sentence by sentence (the checklist in ``tests/games/test_schwimmen_rules.py``)
    * "two to eight players"; the 32-card deck; "three works well" (chips).
    * "deal each player three cards. Then deal three cards, face down, to the center of
      the table. The remainder of the deck becomes the stock."
    * "Aces are worth eleven points, face cards are worth ten, and all others their face
      value. Suits rank (high) clubs, spades, hearts, diamonds (low)."
    * "the dealer looks at their hand and decides whether they want to keep it. If they
      do, the cards on the table are simply flipped face-up. If not, the dealer discards
      their original hand, takes the three face-down table cards as their hand, then
      turns their old hand face up on the table."
    * "The player to the dealer's left goes first ... exchange one card ... or all three
      ... not allowed to keep one card and exchange the other two ... may also pass."
    * "close the hand ... Each of the closer's opponents gets one last turn, and the hand
      ends when the turn to play again reaches the closer."
    * "If an entire orbit around the table is made with every player passing, the dealer
      discards the three board cards. They then deal three new board cards from the stock."
    * Feuer (three aces, 32) and Schnauz (one suit, exactly 31) are revealed at once and
      end the hand without further turns.
    * "The hand score ... is the value of all of the cards of its highest-scoring suit";
      "three-of-a-kind always scores 30½".
    * "If a player wins with a Feuer, then each of their opponents loses one chip.
      Otherwise, just the player holding the lowest point total loses one chip. ... a tie
      for lowest ... is broken by the suit of the player's scoring cards. Ranks of
      three-of-a-kinds are broken by the rank ... still an unresolved tie, then both
      players lose a chip."
    * "The deal passes to the left"; "When a player loses all of their chips, they are
      ... schwimmen ... if they lose again, they are eliminated"; "until all of the players
      but one are eliminated"; "If the last two players are tied on a hand while they are
      both schwimmen, play another hand as a tiebreaker."

Rulings
    * R4.1 closing is the whole turn; variant ``close-after-exchange`` lets a player close
      after an exchange in the same turn.
    * R4.2 closing on the very first turn is allowed.
    * R4.3 when two suits tie for a hand's best total, the higher-ranking suit scores
      (and breaks ties for lowest).
    * R4.4 an all-pass orbit with fewer than three cards in the stock leaves the board;
      a second consecutive all-pass orbit ends the hand and it is scored.
    * R4.5 specials are checked right after the deal (all hands in seat order), after the
      dealer's keep or swap, and after every exchange; Feuer beats Schnauz.
    * R4.6 a Feuer may put everyone else out (its holder wins); a normal loss that would
      put every remaining player out replays the hand (the seed's last-two rule,
      generalised), by the same dealer.
    * W1 one close per hand; the closer has no further turn.
    * W2 a pass during the last round (after a close) does not count towards an all-pass
      orbit; an exchange or a close starts the count again.
    * W3 players who are out are dealt out and skipped; the deal passes to the next
      player still in after the dealer.
    * W4 between hands the table waits for the next dealer's ``deal``.
    * W5 a dealt special ends the hand before the dealer decides (the board is never
      turned up); everyone's hand is shown at the end of every hand.
    * W6 result: scores are chips left (a swimmer has 0); placing by chips, then the later
      out the better.
"""

from __future__ import annotations

from parlour.engine.declare import SearchHooks
from parlour.games.schwimmen import bot as _bot
from parlour.games.schwimmen.play import SchwimmenRules
from parlour.games.schwimmen.present import PRESENTATION
from parlour.games.schwimmen.rules import SchwimmenOptions


class Schwimmen(SchwimmenRules):
    """Schwimmen (see the module docstring for the rules and rulings)."""

    bot = _bot.HeuristicBot
    search = SearchHooks(rollout_policy=_bot.rollout_policy, options=_bot.SEARCH_OPTIONS)
    presentation = PRESENTATION


GAME = Schwimmen

__all__ = ["GAME", "Schwimmen", "SchwimmenOptions", "SchwimmenRules"]
