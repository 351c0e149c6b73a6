"""Knock Poker: draw poker without betting; knock when happy, one more turn each, showdown.

Source: ``seeds/000_a20a0a312aa495c0.txt``, section "Knock Poker" (its headings
"Object of Knock Poker", the deal and "Game play"). Rulings ``R8.1``-``R8.4`` come from
``RULINGS.md`` section "8. Knock Poker"; ``K1``... are this module's own, where the
text and RULINGS are silent (the most common rules of Knock Poker and its Commerce
cousins).

>>> import parlour
>>> g = parlour.new_game("knock-poker", 2, deck=[
...     "AS", "2C", "AH", "3C", "KS", "5D", "KH", "7D", "9C", "9H",  # dealt one at a time
...     "AD",                                                        # the upcard
...     "4S"])                                                       # the stock's top
>>> g.view(1)["zones"][3]["cards"], g.view(1)["your_hand"]
(['AS', 'AH', 'KS', 'KH', '9C'], 'Two pair, aces and kings, nine kicker')
>>> [a.to_json() for a in g.legal_actions(1)]
[{'type': 'draw', 'source': 'stock'}, {'type': 'draw', 'source': 'discard'}]
>>> [e.for_seat(0)["text"] for e in g.apply(1, parlour.Action("draw", source="discard"))]
['Seat 1 took the AD from the discard pile']
>>> [e.for_seat(0)["text"] for e in g.apply(1, parlour.Action("knock", card="9C"))]
['Seat 1 discarded the 9C and knocked: everyone else has one more turn', "Seat 0's last turn"]
>>> g.apply(0, parlour.Action("draw", source="stock"))[0].for_seat(0)["text"]
'You drew the 4S from the stock'
>>> g.apply(0, parlour.Action("discard", card="4S"))[-1].for_seat(None)["text"].split(".")[0]
'Showdown: seat 1 wins with full house, aces over kings'
>>> g.result().winners, g.result().placing
([1], [2, 1])

Table
    Two to six players, one 52-card deck. Seats play clockwise (seat ``s`` passes to
    ``s + 1``). The dealer is seat 0 (option ``dealer``: a session rotates it; K1).
    Cards are dealt one at a time, face down, starting at the dealer's left, five to
    each player (option ``hand_size``); the next card is turned up as the discard
    pile and the rest is the stock. A stacked ``deck=[...]`` (top card first) therefore
    gives, at two players, seat 1, seat 0, seat 1, ...; then the upcard; then the
    stock from its top.

Zones
    ``stock`` (pile, face down), ``discard`` (pile, face up; views show its top and
    count), ``hand:<seat>`` (kind ``hand``; the owner sees it; a card taken from the
    discard pile stays known to everyone while it is held, K7).

Turn (phases ``draw`` -> ``discard``; ``over`` after the showdown)
    ``draw(source="discard"|"stock")`` puts the discard top or the stock's top card
    at the end of the hand; then ``discard(card="7H")``, or ``knock(card="7H")`` to
    discard and knock in one action. Cards are named as ``str(Card)`` does ("TH" for the
    ten of hearts); "10H" and "10♥" are accepted as well.

Rules, sentence by sentence (the checklist in ``tests/games/test_knock_poker_rules.py``)
    * "form the best five-card poker hand": hands are ranked by
      :mod:`parlour.hands` (RULINGS "Shared evaluators": ace high and low only in
      A-2-3-4-5, no wrap-around, suits never break ties).
    * "one 52-card deck"; "two to six players".
    * "Deal five cards to each player. Place the remaining deck stub in the center of
      the table, forming the stock. Turn up the first card of the stock and place it
      next to it, forming the discard pile."
    * "The player sitting to the left of the dealer goes first."
    * "they have the option to draw the top card of the discard pile ... If they don't
      want it, they draw the top, unknown card of the stock": drawing is compulsory, from
      one of the two.
    * "The player then discards one card face-up to the discard pile, returning their
      hand to five cards. Play continues on with the next player to the left."
    * "After discarding, they knock": ``knock(card)``.
    * "each player taking one more turn ... When the turn of play returns to the player
      who knocked, hands are then revealed, with the highest-ranking poker hand winning."
    * "doesn't require gambling": no antes, stakes or chips; the result is the showdown.

Rulings
    * R8.1 a tie for the best hand is a shared win (every tied seat is a winner, placed 1).
    * R8.2 when a player draws from an empty stock, the discard pile except its top card
      is shuffled into a new stock (as in Paiute); the top card stays available.
    * R8.3 the card just taken from the discard pile may be discarded again at once
      (option ``discard_taken``, default true; false forbids it, as Paiute does).
    * R8.4 a game is a single hand; a session keeps the tally of wins (and may rotate
      the ``dealer`` option).
    * K1 the dealer is seat 0 unless the ``dealer`` option says otherwise.
    * K2 knocking belongs to the turn: a player knocks after drawing and discarding, in
      the same action as the discard. Knocking is allowed from the very first turn.
    * K3 one knock per hand: once someone has knocked nobody else may knock, and the
      knocker takes no further turn (their hand is final).
    * K4 the players after the knocker keep the normal turn in their last turn: they
      draw (from either pile) and discard.
    * K5 nobody is ever forced to knock; a hand without a knock goes on (the stock is
      rebuilt as often as needed, R8.2).
    * K6 at the showdown every hand is revealed at once; the result's scores are the
      hand strengths of :mod:`parlour.hands` (higher is better), placing by strength.
    * K7 a card taken from the discard pile was seen by everyone: it stays known to
      everyone while it is in that player's hand (its position too). A card keeps its
      place in the hand; a drawn card goes to the end, so positions never hint at what
      an opponent holds.
    * K8 ``hand_size`` (5 to 7) deals and keeps that many cards; a hand is ranked by its
      best five cards. The seed's game is 5.
"""

from __future__ import annotations

from parlour.games.knock_poker.play import KnockPokerRules
from parlour.games.knock_poker.rules import KnockPokerOptions, card_named
from parlour.games.knock_poker.words import KnockPoker

GAME = KnockPoker

__all__ = ["GAME", "KnockPoker", "KnockPokerOptions", "KnockPokerRules", "card_named"]
