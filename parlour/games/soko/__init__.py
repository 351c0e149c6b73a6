"""Soko (Canadian Stud): five-card stud with the Canadian straight and Canadian flush.

Source: ``seeds/004_d2c3286c0000f6a2.txt``, section "Soko (Canadian Stud)" (its headings
"Object of Soko", the set-up, "Rank of Soko hands" and "Play of the hand"). Rulings
``R27.x`` come from ``RULINGS.md`` section "27. Soko"; ``S1``... are this module's own
(the most common rules of five-card stud).

>>> import parlour
>>> g = parlour.new_game("soko", 2, options={"hands": 1}, deck=["AS", "KD", "9H", "3C"])
>>> g.view(0)["zones"][2]["cards"], g.view(0)["zones"][3]["cards"]
(['KD', '3C'], ['??', '9H'])
>>> g.actors(), [a.to_json() for a in g.legal_actions(0)][:2]
([0], [{'type': 'bring_in'}, {'type': 'raise', 'to': 2}])

Table
    Two to ten players (five cards each), one 52-card deck, chips bought in with
    option ``stack``; a game is a run of hands (option ``hands``), the deal moving one
    seat left per hand (S1). Seat ``dealer`` deals the first.

Zones
    ``stock``, ``muck``, ``hand:<seat>`` (the hole card face down, seen by its owner
    only until the showdown; the up-cards face up).

Actions
    ``bring_in``, ``fold``, ``check``, ``call``, ``raise(to=N)`` (bet, raise or complete
    to ``N`` chips in front of the seat this round), ``deal`` (the next dealer, between
    hands). The betting is :mod:`parlour.rules.betting`.

Rules, sentence by sentence (checked in ``tests/games/test_soko_rules.py``)
    * "adds two new hands to the hand ranking": "a straight or a flush, respectively,
      made of four cards with one unmatched card. A Canadian straight outranks one pair,
      a Canadian flush outranks a Canadian straight, and two pair outranks a Canadian
      straight", the list of twelve ranks (:mod:`parlour.hands.soko`).
    * "the standard 52-card deck, without any jokers".
    * "establish betting limits ... an ante ... as well as the maximum and minimum
      betting limits": options ``ante``, ``min_bet``, ``max_bet`` (spread limit: any bet
      or raise between them; ``limit`` offers fixed, pot and no limit).
    * "All players ante. Shuffle and deal one card face down to each player (the hole
      card), then one card face up."
    * "The first action of the hand goes to the player who shows the lowest face-up card.
      (If there are multiple players tied for low, the one closest to the left of deal
      goes first.) This first player is obliged to make an initial bet called the
      bring-in. The minimum amount of the bring-in is only half that of the usual minimum
      bet (rounded down ...). If the player wishes to bet more than the bring-in amount,
      they may do so": ``bring_in`` or ``raise`` (complete, up to the maximum).
    * "each player is dealt another face-up card ... A second betting round is then
      conducted, with first action again going to the player showing the lowest hand,
      although there is no bring-in required on this or subsequent betting rounds."
    * "If any player shows a pair as their two face-up cards, the betting limits (minimum
      and maximum) are doubled."
    * "Another card is dealt face up to each active player, then another betting round
      occurs, with doubled betting limits for the remainder of the hand regardless".
    * "until each active player has a five-card hand (four face up and one face down),
      with a betting round following each card dealt": four rounds (R27.1).
    * "all players still in contention for the pot reveal their hands. The pot is awarded
      to the player holding the highest hand."

Rulings
    * R27.1 four betting rounds (the seed's "fifth and final" is an error).
    * R27.2 from the second round the lowest showing hand acts first (seed-literal);
      variant ``soko:high-acts-first`` (option ``first_to_act="highest"``): the highest.
    * R27.3 the ace is high for the bring-in (never the lowest card).
    * R27.4 the bring-in is at least one chip.
    * R27.5 Canadian ties: the four-card core from the top card down, then the odd card;
      A-2-3-4 is the lowest four-straight; no wrap-around.
    * R27.6 a four-card straight flush ranks only as a Canadian flush.
    * R27.7 the showing hand on two to four up-cards is ranked in Soko ranks (a
      four-flush can show on four up-cards); ties for lowest (or highest) go to the seat
      nearest the dealer's left.
    * S1 a game is a run of hands; between hands the next dealer deals (phase ``next``).
    * S2 "any player shows a pair" counts the players still in.
    * S3 spread limit: a raise is at least the last bet or raise and at most the maximum;
      at most ``cap`` (4) bets and raises a round; the bring-in does not count. Completing
      the bring-in bets the minimum (or more, up to the maximum).
    * S4 folding is refused when checking is free; uncalled bets go back; side pots and
      odd chips as in the betting engine (odd chips clockwise from the dealer's left).
    * S5 a folded player's up-cards stay where everyone saw them; their hand is out of
      every later decision (the showing hands, the doubling, the showdown).
    * S6 a player all in takes no action: when it shows the lowest card, the next seat to
      its left with chips brings it in; a later round whose lowest (or highest) showing
      hand is all in opens at the next seat to its left with chips; the words say so.
"""

from __future__ import annotations

from parlour.games.soko.play import SokoRules
from parlour.games.soko.rules import SokoOptions
from parlour.games.soko.words import Soko

GAME = Soko

__all__ = ["GAME", "Soko", "SokoOptions", "SokoRules"]
