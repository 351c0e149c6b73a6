"""Pineapple, Crazy Pineapple and Crazy Pineapple Hi-Lo 8 or better.

Source: ``seeds/004_d2c3286c0000f6a2.txt``, section "Pineapple" (its headings "Object of
Pineapple", the set-up, "Game play", "Crazy Pineapple" and "Crazy Pineapple Hi-Lo 8 or
better"). Rulings ``R31.x`` come from ``RULINGS.md`` section "31. Pineapple"; ``P1``...
are this module's own, where the text and RULINGS are silent (the most common card-room
rules of hold'em).

>>> import parlour
>>> g = parlour.new_game("pineapple", 2, options={"stack": 20})
>>> g.view(1)["blinds"], g.view(1)["pot"], g.view(1)["bets"]
('1/2', 0, [1, 2])
>>> [a.to_json() for a in g.legal_actions(0)]
[{'type': 'fold'}, {'type': 'call'}, {'type': 'raise', 'to': 4}]

Table
    Two to nine players (3 hole cards each, 3 burns and 5 board cards: 35 cards at
    most), one 52-card deck, chips bought in with option ``stack``. Seat ``dealer``
    (option, default 0) deals; seats play clockwise. A game is a run of hands (P1); its
    result's scores are each seat's chips won or lost.

Zones
    ``stock`` (face down), ``burn`` (burnt cards, face down, seen by nobody), ``board``
    (face up), ``muck`` (discards, face down; a discard stays known to its owner),
    ``hand:<seat>`` (hole cards, seen by their owner only until shown; a folded hand
    stays there, never shown).

Variants
    ``pineapple`` (the default): discard after the pre-flop betting. ``crazy``: discard
    after the flop betting, just before the turn. ``crazy-hilo8``: as ``crazy``, the pot
    split high/low.

Actions
    ``fold``, ``check``, ``call``, ``raise(to=N)`` (bet, raise or complete to ``N``
    chips in front of the seat this round), ``discard(card="7H")``. The betting is
    :mod:`parlour.rules.betting` (and :mod:`parlour.rules.betting_turns`).

Rules, sentence by sentence (checked in ``tests/games/test_pineapple_rules.py``)
    * "establish whether the game is limit or no-limit and the minimum bets": option
      ``limit`` (fixed, pot, no), ``small_bet``/``big_bet``; "the amount of a buy-in":
      ``stack``.
    * "All players either ante or post blinds": options ``ante`` and
      ``small_blind``/``big_blind`` (``big_blind`` 0: no blinds).
    * "Shuffle and deal three cards to each player": one at a time from the dealer's left.
    * "The player to the left of the dealer bets first, unless blinds were posted, in
      which case the player under the gun (to the left of the big blind) opens".
    * "If everyone folds except for one player, they automatically win the pot, no
      further cards are dealt ... and they are not required to show their hole cards".
    * "After the pre-flop betting round concludes, the players each discard any one of
      their cards of their choosing."
    * "the dealer deals one card from the deck face down (called burning a card) and
      deals three more cards to the center of the table, face up": the flop.
    * "a second betting round occurs, with first action going to the player immediately
      left of the dealer": every round after the pre-flop opens there (the first seat
      still in with chips, folded seats skipped).
    * "the dealer again burns the top card of the deck and deals the next card face up,
      called the turn. Another betting round ... one more card is burned and ... the
      river is dealt. The final betting round".
    * "The pot is awarded to the player who can form the best five-card poker hand,
      using five of the seven cards available to them": any combination of the two hole
      cards and five board cards.
    * Crazy Pineapple: "the players keep their third card through the pre-flop and flop
      betting rounds, discarding just before the turn is dealt".
    * Hi-Lo: "the pot is split between two players: the player with the best poker
      hand, and whoever holds the best Ace-to-five Lowball hand, 8 or better"
      (:mod:`parlour.hands.low`).

Rulings
    * R31.1 heads-up, the dealer posts the small blind and acts first pre-flop (and
      last after it).
    * R31.2 side pots, all-ins and raise caps follow the shared betting engine; the
      default structure is fixed limit with a cap of 4 bets a round, a bet and three
      raises (before the flop the big blind is the first bet, as card rooms count it:
      blind 2, raises to 4, 6, 8). Pot and no limit have no cap.
    * P1 a game is a run of ``hands`` hands (default 20; it ends sooner when one player
      has every chip); the chips carry over and the deal moves one seat left a hand.
    * P2 defaults: blinds 1/2, fixed limit 2/4 (small bet pre-flop and on the flop, big
      bet on the turn and river), no ante, 200 chips each. In pot and no limit the least
      bet is ``small_bet`` but never less than the big blind, and the least raise over
      the big blind is another big blind (the blind is a full bet).
    * P3 folding is refused when checking is free (nothing is lost by checking).
    * P4 a player who is all in still discards; the rounds in which at most one player
      has chips are not bet, the cards are dealt to the showdown.
    * P5 hi-lo: no qualifying low, high takes all; each half is shared among tied
      hands (so a tie for one half wins a quarter: quartering); the odd chip of a pot goes
      to the high half, odd chips within a half to the first winners clockwise from the
      dealer's left (the issue's ruling and the card-room rule). Each side pot is split
      on its own.
    * P6 an uncalled part of a bet goes back to its owner at the end of the round.
    * P7 discarded cards go face down to the muck: nobody else ever sees them; all
      discards are made before the flop (or turn) is dealt, in any order.
"""

from __future__ import annotations

from parlour.games.pineapple.play import PineappleRules
from parlour.games.pineapple.rules import PineappleOptions
from parlour.games.pineapple.words import Pineapple

GAME = Pineapple

__all__ = ["GAME", "Pineapple", "PineappleOptions", "PineappleRules"]
