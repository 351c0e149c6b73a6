"""Oklahoma Rummy (Arlington): two packs, 2s wild, sets and runs of three or four, the
whole discard pile for a meld of its top card, the Q♠ worth 50 melded and -100 in hand.

Source: ``seeds/004_d2c3286c0000f6a2.txt``, section "Oklahoma Rummy (Arlington)" (its
object, the pack and deal, "Game play" and "Ending the hand"). Rulings ``R28.1``-``R28.8``
are ``RULINGS.md`` section "28. Oklahoma Rummy (Arlington)"; ``O1``... are this module's
own, where the text and RULINGS are silent.

>>> import parlour
>>> g = parlour.new_game("oklahoma-rummy", 2, options={"cards_each": 2}, deck=[
...     "7H", "KS", "7C", "KD",   # dealt one at a time from the dealer's left
...     "7S"])                    # the upcard
>>> for e in g.apply(1, parlour.Action("take", cards=["7H", "7C"], run_from=0)):
...     print(e.for_seat(1)["text"])
Seat 1 takes the discard pile (1 card), melding the set of 7s: 7♠ 7♥ 7♣
Seat 1 goes out
Hand scored: seat 0: melds 0 - 20 in hand = -20; seat 1: melds 15 + 100 for going out = 115
Seat 1 deals the next hand

Table
    Two to seven players (R28.2; variant ``eight-players`` deals eleven each so that eight
    can play); 104 cards, two 52-card packs (each card twice); thirteen cards each (option
    ``cards_each``); the first dealer is seat 0 (option ``dealer``), the deal passes left.
    A stacked ``deck=[...]`` (top card first) deals one card at a time from the dealer's
    left, then the upcard; the rest is the stock.

Zones
    ``stock`` (face down); ``discard`` (face up; every card in it was seen by everyone, so
    the whole pile is in the views: O5); ``hand:<seat>``; ``melds:<seat>`` (face up beside
    their owner: meld ``k`` in slots ``4k`` to ``4k+3``, a run low to high).

Actions
    Phase ``draw``: ``draw``; ``take(cards, run_from)`` (the two hand cards that meld with
    the pile's top card); ``stop`` (only with the stock empty, R28.6). Phase ``play``:
    ``meld(cards, run_from)``; ``extend(meld, card, end)`` (one's own meld ``meld``, at the
    ``low`` or ``high`` end of a run; a set's end is ``high``); ``discard(card)``; ``pass``
    (only holding nothing but the Q♠, R28.5). Phase ``scored``: ``deal`` by the next
    dealer. ``run_from`` names the reading (:mod:`parlour.rules.rummy`): 0 for a set or a
    meld of 2s, else the place a run starts (1 = ace low; 12 = Q-K-A).

Rules, sentence by sentence (the checklist in ``tests/games/test_oklahoma_rummy_rules.py``)
    * "a game for two to eight players"; "a 104-card pack formed by shuffling two standard
      52-card packs"; "Shuffle and deal thirteen cards to each player. The remainder of the
      deck is placed in the center of the table to form the stock. The top card of the
      stock is turned face up; this card, the upcard, is the top card of the discard pile."
    * "A meld is either three or four of a kind, or three or four cards of the same suit,
      in sequence. A meld may never contain five or more cards. When a meld is formed, it
      is placed face up on the table in front of the player."
    * "players may not contribute to their opponents' melds"; "Aces may be either high or
      low for the purposes of melding, but not both at the same time".
    * "2s are wild and may represent any card, with one restriction. A 2 may not replace
      the Q♠ in a spade sequence unless it is the only 2 in the meld. You may also form a
      meld of all 2s without any natural cards."
    * "A player normally begins their turn by drawing a card from the stock. However, if
      they are able to immediately meld the top card of the discard pile along with two
      cards from their hand, they are entitled to take the entire discard pile into their
      hand."
    * "After drawing, a player may lay down any melds that they have. They may also extend
      any other melds they have played in previous turns, so long as doing does not cause
      the meld to exceed four cards. Melding is optional".
    * "The player then completes their turn by discarding one card, face up, to the
      discard pile. Almost any card may be discarded, even 2s, but the Q♠ may not be
      discarded at any time."
    * "The hand ends when a player successfully gets rid of all of their cards. Their final
      card may either be melded or discarded." The meld values; "The player who went out
      scores a 100 point bonus"; the others subtract their hands' values ("20 points for
      2s, and 100 points for the Q♠").
    * "Game play continues until at least one player reaches a score of 1,000 points at
      the end of a hand. The player with the highest score at that point is the winner."

Rulings
    * R28.1 the Q♠ scores 50 in a meld; other queens 10 (the K-8 band).
    * R28.2 two to seven players; eight with eleven cards each (variant ``eight-players``,
      not in the seed).
    * R28.3 the two hand cards that take the pile may be 2s.
    * R28.4 taking the pile: the top card and exactly two hand cards make a new three-card
      meld; a fourth card may be added later in the same turn (``extend``).
    * R28.5 a player whose only card (or cards) after melding is the Q♠ ends the turn
      without discarding (``pass``). The ruling's alternative, "forbid the moves that
      lead there", is option ``stuck_queen="forbid"``: a meld, extension or take that
      would leave only the Q♠ in the hand is refused; ``pass`` then remains only for a
      hand drawn into nothing but Q♠s (no other move exists there).
    * R28.6 the stock is never rebuilt: when it is empty and the next player cannot or will
      not take the discard pile, the hand ends; nobody gets the bonus, everyone scores
      melds minus hand. The player says so with ``stop`` (the only move of one who cannot
      take): the table is not told whether they could have, as at a real table.
    * R28.7 a wild 2 in a meld is never replaced by the natural card.
    * R28.8 equal leaders at 1,000 or more play another hand (:class:`parlour.rules.match.Goal`).
    * O1 a meld's reading is chosen when it is laid (``run_from``) and never changes: a 2
      keeps standing for the card it was laid as, and a meld grows only at its ends.
    * O2 a wild 2 in a set stands for the rank, not a suit: in a set of queens it scores
      10 (only a 2 in a spade run at the queen's place is the Q♠, worth 50); sets may hold
      two cards of one suit (two packs).
    * O3 a 2 standing for a 2 (A-2-3 of a suit) scores 5, with the low cards.
    * O4 a meld of 2s alone is a set: it grows only with more 2s and scores 25 a card.
    * O5 the whole discard pile is shown (everyone saw each card discarded); taken into a
      hand, those cards stay known to everyone.
    * O6 at the end of a hand the cards left in every hand are shown and counted.
    * O7 a match ends after 100 deals at the latest (option ``deals``; 0: no limit), the
      most points winning and equal leaders sharing the result: the text sets no limit,
      and a table whose scores drift below zero (random play does) would never reach
      1,000. A human match is over long before. Tests and benchmarks use a small
      ``target`` for short matches.
"""

from __future__ import annotations

from parlour.engine.declare import SearchHooks
from parlour.games.oklahoma_rummy import bot as _bot
from parlour.games.oklahoma_rummy.play import OklahomaRummyRules
from parlour.games.oklahoma_rummy.present import PRESENTATION
from parlour.games.oklahoma_rummy.rules import OklahomaRummyOptions


class OklahomaRummy(OklahomaRummyRules):
    """Oklahoma Rummy (see the module docstring for the rules and rulings)."""

    bot = _bot.HeuristicBot
    search = SearchHooks(rollout_policy=_bot.rollout_policy)
    presentation = PRESENTATION


GAME = OklahomaRummy

__all__ = ["GAME", "OklahomaRummy", "OklahomaRummyOptions", "OklahomaRummyRules"]
