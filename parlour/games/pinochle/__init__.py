"""Pinochle for two players: 48 cards, melds in three classes, two phases of tricks.

Source: ``seeds/003_46c35618b2fb63c7.txt``, section "Pinochle" (two-handed, "the classic
form"). Rulings ``R1``-``R7`` are ``RULINGS.md`` section "22. Pinochle (two-handed)";
``P1``... are this module's own, where the text and RULINGS are silent.

>>> import parlour
>>> g = parlour.new_game("pinochle", seed=2)
>>> g.phase, len(g.zones["hand:0"].cards), len(g.zones["stock"].cards), g.view(None)["trump"]
('one', 12, 23, 'spades')

Table and deal
    Seats 0 and 1; the first dealer is chosen at random (R7) and the deal alternates.
    Twelve cards each, four at a time from the non-dealer (P1; option ``deal_batch=3``);
    the 25th card is turned up under the stock and names trumps; the rest is the stock.
    A stacked ``deck=[...]`` (top card first) is dealt in that order: cards 25 on form the
    stock, the 26th on top. A turned-up nine scores 10 for the dealer at once.

Zones
    ``hand:<seat>``; ``melds:<seat>`` (row, face up: melds beside their owner);
    ``stock`` (face down); ``upcard`` (the turned-up card, face up); ``trick``;
    ``won:<seat>`` (face down and a memory zone: won tricks are never shown again, in any
    view, to anyone; P6).

Phases and actions
    ``one``: the non-dealer leads; ``play(card=...)`` from the hand or the melds, any card
    (no duty to follow). The trick's winner then has phase ``meld``: ``meld(meld=...)``
    (``flush``, ``royal-marriage``, ``marriage-<suit>``, ``dix``, ``aces``, ``kings``,
    ``queens``, ``jacks``, ``pinochle``), ``exchange()`` (the dix for the turned-up card),
    and ``draw()``, which ends the turn: the winner draws, then the other player, and the
    winner leads. After the twelfth trick the last stock card is shown and drawn by the
    winner, the other takes the turned-up card, the melds go back to the hands, and phase
    ``two`` plays the last twelve tricks. ``scored``: the next dealer sends ``deal()``.

Rulings
    * R1 the game is won by exceeding the target (``win_comparator="gt"``); variant
      ``reach-1000``: reaching it.
    * R2 the last trick's 10 is added before rounding (the order does not matter).
    * R3 each player's count is rounded on its own (7-9 up, 0-6 down).
    * R4 exchanging the dix when the turned-up card is itself a nine is legal and scores 10.
    * R5 both nines of trumps may score 10 each.
    * R6 phase two: follow suit, else trump; on a trump lead beat it if able.
    * R7 the first dealer is random.
    * P1 the deal is in batches of four (``deal_batch``), the non-dealer first.
    * P2 a face held both on the table and in the hand is played from the table first.
    * P3 the meld action names the meld; the engine lays its cards, reusing melded cards
      where the class rule allows ("a card may not be moved to a meld that is both of the
      same class and of equal or lesser value") and at least one card from the hand. One
      meld per trick, plus any dix ("the melding of which does not preclude any other meld").
    * P4 each nine of trumps scores as the dix once a hand: melded, exchanged, or as the
      dealer's turned-up nine; the turned-up card can be exchanged once a hand.
    * P5 the trick's winner ends its turn with ``draw``; the other player's draw follows
      at once.
    * P6 won tricks lie face down in a memory zone: no view shows them, trick events name
      the winner but not the cards, and the last trick is not kept on the table.
    * P7 cards both players have seen (melds taken back, the last stock card, the
      turned-up card taken, the card exchanged for the dix) stay known to both; the
      opponent's view shows them in the hand that holds them.
    * P8 the end is checked only at the end of a hand. If both players pass the target,
      play continues whoever is ahead and the target rises once by ``raise_by`` (250), even
      if both pass the new one too ("the target score now 1,250, and then 1,500"); else
      one alone past it wins, and with none play goes on. The house option ``deals``
      (0 = off) ends the match after that many deals.
"""

from __future__ import annotations

from parlour.games.pinochle.play import Pinochle, phase_two_playable
from parlour.games.pinochle.rules import PinochleOptions, melds_for, rounded

GAME = Pinochle

__all__ = ["GAME", "Pinochle", "PinochleOptions", "melds_for", "phase_two_playable", "rounded"]
