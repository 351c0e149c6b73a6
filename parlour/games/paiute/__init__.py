"""Paiute: draw and discard with a wild rank; call with a winning combination of five or
six cards; the players after the caller, up to the dealer, may call with better ones.

Source: ``seeds/000_a20a0a312aa495c0.txt``, section "Paiute" (its object, the deal,
"Game play" and the winning combinations). Rulings ``R5.1``-``R5.5`` are ``RULINGS.md``
section "5. Paiute"; ``P1``... are this module's own, where the text and RULINGS are
silent.

>>> import parlour
>>> g = parlour.new_game("paiute", 2, deck=[
...     "9C", "4S", "9D", "5H", "9H", "6C", "9S", "7D", "2C", "JH",  # five each, one at a time
...     "2D",    # turned up: twos are wild, and this card is out of play
...     "KH",    # the discard pile
...     "QS"])   # the stock's top
>>> g.view(1)["wild"], g.view(1)["your_combination"]
('twos', 'Five of a kind, nines')
>>> [a.type for a in g.legal_actions(1)]
['draw', 'draw']
>>> _ = g.apply(1, parlour.Action("draw", source="stock"))
>>> g.apply(1, parlour.Action("call", card="QS"))[1].for_seat(0)["text"]
'Seat 1 calls with five of a kind, nines: 9♣, 9♦, 9♥, 9♠, 2♣'

Table
    Two to five players, one 52-card deck. The dealer is seat 0 (option ``dealer``). A
    stacked ``deck=[...]`` (top card first) deals five cards one at a time from the
    dealer's left, then the wild card, then the discard pile's first card, then the stock.

Zones
    ``wild`` (the turned card, face up, out of play), ``stock``, ``discard`` (face up; a
    card taken from it stays known to everyone), ``hand:<seat>`` (face up once called).

Actions
    ``draw(source="stock"|"discard")``; then ``discard(card)``, ``call(card)`` (discard
    the sixth card and call with five) or ``call6`` (call with all six).

Rules, sentence by sentence (the checklist in ``tests/games/test_paiute_rules.py``)
    * "two to five players"; "one standard 52-card deck"; the ante and betting are
      optional and not played (P1).
    * "deal five cards to each player. Then, deal one card, face up, to the center of the
      table. All cards of this rank are wild ... Place the deck stub ... so that it
      partially covers this card ... Turn one more card face-up ... the discard pile."
      The turned wild card is out of play (issue #14).
    * "begins with the player to the dealer's left. This player draws one card from
      either the stock or the discard pile, then discards one card to the discard pile.
      ... You cannot draw a card from the discard pile and then discard it on the same
      turn."
    * "If the stock should run out ... set aside the top card of the discard pile, shuffle
      [the rest] ... to form the new stock" (the seed's garbled sentence, read as RULINGS
      "Seed errors" says).
    * "they say 'Call' and place their hand face-up ... may discard their sixth card as
      usual if it is not part of the combination ... if it is, they simply retain it."
    * "Each player then has one more turn ... If they have a combination that beats that
      of the previous player that called, they may call as well. This continues around
      the table to the dealer ... (If the dealer was the first to call, the dealer wins
      automatically ...)"
    * The six combinations and their tie-breaks (:mod:`parlour.hands.wild`); "A paiute
      may only be called on the player's first turn"; flushes and straights never win.
    * "The player or players who called with the highest winning combination win."

Rulings
    * R5.1 wilds stand for any card in any combination; variant ``strict-five``: five of a
      kind is four naturals and one wild.
    * R5.2 a later call must beat the best so far; variant ``equal-may-call`` lets it
      equal, and equal best calls share the win.
    * R5.3 "first turn" = the player's first turn of the hand.
    * R5.4 natural and wild versions of a combination are equal.
    * R5.5 the dealer always acts last in each round.
    * P1 no ante or betting: a game is one hand, won by the best call.
    * P2 a call needs a winning combination (the first call too), shown face up; a
      caller takes no further turn.
    * P3 the card taken from the discard pile stays known to everyone in the taker's hand.
    * P4 a hand in which nobody calls ends after ``max_rounds`` rounds (default 50) with
      no winner; the text has no end without a call.
    * P5 result: scores are each caller's combination category (6 five of a kind ... 1
      paiute; 0 for no call); placing by the combination called.
"""

from __future__ import annotations

from parlour.engine.declare import SearchHooks
from parlour.games.paiute import bot as _bot
from parlour.games.paiute.play import PaiuteRules
from parlour.games.paiute.present import PRESENTATION
from parlour.games.paiute.rules import PaiuteOptions


class Paiute(PaiuteRules):
    """Paiute (see the module docstring for the rules and rulings)."""

    bot = _bot.HeuristicBot
    search = SearchHooks(rollout_policy=_bot.rollout_policy, options=_bot.SEARCH_OPTIONS)
    presentation = PRESENTATION


GAME = Paiute

__all__ = ["GAME", "Paiute", "PaiuteOptions", "PaiuteRules"]
