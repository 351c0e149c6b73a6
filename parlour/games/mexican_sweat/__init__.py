"""Mexican Sweat: seven cards nobody may look at, a kill card, a card to beat.

Source: ``seeds/003_46c35618b2fb63c7.txt``, section "Mexican Sweat" (its headings "Object
of Mexican Sweat", the set-up, "Game play" and the peek variant). Rulings ``R19.x`` come
from ``RULINGS.md`` section "19. Mexican Sweat"; ``M1``... are this module's own.

>>> import parlour
>>> g = parlour.new_game("mexican-sweat", 3, options={"hands": 1})
>>> g.actors(), [a.to_json() for a in g.legal_actions(1)][:2]
([1], [{'type': 'flip', 'index': 0}, {'type': 'flip', 'index': 1}])
>>> g.view(1)["zones"][4]["cards"]
['??', '??', '??', '??', '??', '??', '??']

Table
    Two to seven players (7 cards each and 2 in the middle), one 52-card deck, chips
    (``stack``), an ante; a game is a run of hands (``hands``), the deal moving left.

Zones
    ``stock``, ``kill`` (the kill card, face up), ``beat`` (the card to beat, face up),
    ``hand:<seat>`` (seven cards face down and seen by nobody, the owner included, until
    turned up; with ``peek`` the last card is seen by its owner).

Actions
    ``flip(index)`` (turn up one of one's face-down cards), the betting turns ``fold``,
    ``check``, ``call``, ``raise(to=N)``, and ``deal`` between hands.

Rules, sentence by sentence (checked in ``tests/games/test_mexican_sweat_rules.py``)
    * "the best five-card poker hand, out of seven cards, without having a kill card".
    * "All players ante or post blinds. Deal seven cards face down to each player.
      Players may not look at their cards": nobody sees their own face-down cards (the
      penalty for looking early cannot arise, R19.4).
    * "Two further cards are dealt to the center of the table. The first is designated as
      the kill card ... The second is the card to beat."
    * "The player to the left of dealer plays first. They begin flipping cards from their
      hand face up, one at a time, until they are able to beat a high-card poker hand
      consisting of the card to beat ... Merely tying the card to beat does not actually
      beat it."
    * "After the player has successfully beaten the card to beat, the player immediately
      stops revealing cards, and a betting round begins, led by the active player."
    * "the next player to the left begins revealing their hand ... attempting to beat the
      exposed portion of the hand of the player preceding them" (the best exposed hand).
    * "If, at any time, a player exposes a card of the same rank as the kill card, they
      immediately stop revealing cards: their hand is killed and they can no longer win
      the pot."
    * "If a player has exposed their entire hand and is unable to beat the preceding
      player, or if they reveal a kill card, the betting round is started by the preceding
      player (or, if the first player to play reveals a kill card, the dealer)."
    * "Game play continues until only one player remains ... This player takes the pot."
    * Peek: "allow players to peek at one card (usually their last card) prior to the first
      player revealing a card".

Rulings
    * R19.1 rotation continues: each surviving player whose hand has been beaten and who
      still has face-down cards flips again on their turn until they beat the best hand or
      run out; the player holding the best hand is skipped; the hand ends when one player
      is left.
    * R19.2 partial hands compare as the best five of the exposed cards, categories
      limited to what fits; category, then cards by significance; more kickers win a tie
      on every compared card; otherwise a tie, which is not a beat
      (:mod:`parlour.hands.partial`).
    * R19.3 the player chooses which face-down card to turn up.
    * M1 a player whose best hand is beaten with no face-down card left is out at once
      (they can never beat it again).
    * M2 the betting after a turn that ended without a beat (killed, or out of cards) is
      led by the player holding the best hand, or by the dealer when nobody has beaten the
      card to beat yet (the first seat still in from there).
    * M3 the peek variant shows each player their last card (the seed's "usually").
    * M4 a killed or out player's chips stay in the pot; folded players are out too;
      folding is refused when checking is free; fixed limit 2, cap 4, ante 1 (options).
      A folded player is out once: if their hand was the best and is beaten later, they
      are not put out again.
    * M5 a best hand whose owner folds stays the hand to beat (the text has the next player
      beat "the exposed portion of the hand of the player preceding them"; nothing resets
      it), so the player holding it is the one "preceding" for the lead (M2).
    * M6 the last player left takes every pot they paid into; a side pot they were not in
      (they went all in for less) goes to the best face-up hand among its contestants who
      were beaten out (killed and folded hands are not eligible), as at a showdown.
"""

from __future__ import annotations

from parlour.games.mexican_sweat.play import MexicanSweatRules
from parlour.games.mexican_sweat.rules import MexicanSweatOptions
from parlour.games.mexican_sweat.words import MexicanSweat

GAME = MexicanSweat

__all__ = ["GAME", "MexicanSweat", "MexicanSweatOptions", "MexicanSweatRules"]
