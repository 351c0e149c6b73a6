"""Democracy: everyone plays a card face down at once; capture tribes, island by island.

Source: ``seeds/004_d2c3286c0000f6a2.txt``, section "Democracy". Rulings marked R come
from ``RULINGS.md`` section "26. Democracy" and the convention on simultaneous choices;
``D1``... are this module's own, where the text and RULINGS are silent.

>>> import parlour
>>> g = parlour.new_game("democracy", 2, seed=1)
>>> g.actors(), g.view(0)["upcard"], g.view(0)["trump"]  # both seats choose at once
([0, 1], 'JC', 'clubs')
>>> [e.for_seat(0)["text"] for e in g.apply(1, parlour.Action("play", card="TC"))]
['Seat 1 plays a card face down']
>>> g.view(0)["zones"][3]["cards"], g.view(1)["zones"][3]["cards"]  # the trick
([None, '??'], [None, 'TC'])
>>> [e.for_seat(0)["text"] for e in g.apply(0, parlour.Action("play", card="AC"))][1]
'Cards turned up: seat 0 AC, seat 1 TC; seat 0 wins the trick (highest trump)'

Table and deal
    Seats play clockwise; the dealer of the first island is seat 0 and the deal passes
    one seat left per island. A day's cards are dealt one at a time, starting left of
    the dealer, with the voting pool as an extra hand receiving its card after the
    dealer in every round (D1). The pool is a face-down pile whose top card is the last
    one dealt to it. Hands are sorted (by suit, strongest first). With ``deck=[...]``
    (top card first) at two players: ``deck[0]`` seat 1, ``deck[1]`` seat 0,
    ``deck[2]`` the pool, ``deck[3]`` seat 1 ... The first day's cards are followed by
    the second day's in the same list; later islands take one list each
    (``deck=[[...], [...]]``).

Packs (seed)
    2, 3 or 5 players: 48 cards (no 2s); 4 players: 48 + 2 jokers; 6 players: 48 + 1
    joker. Rank (high) 5 4 3 A K Q J 10 9 8 7 6 (low); points 5: 5, 4: 4, 3 and A: 3,
    K Q J: 2, 10 9 8 7: 1, 6: 0, jokers 0 (25 per suit).

Days (R: standard half-deck days)
    Each day deals the same number of cards to every player and to the voting pool:
    half the pack, 8 / 6 / 5 / 4 / 3 cards per hand at 2 / 3 / 4 / 5 / 6 players; at
    6 players the 7 cards left after the second day are discarded unseen. Variant
    ``democracy:seed-deal``: the seed's first day (12 / 8 / 6 / 4 / 4), then the second
    day deals every remaining card evenly (4 / 4 / 4 / 4 / 3), discarding any leftover.

Trick (phase ``play``)
    The dealer turns the pool's top card up (automatically): its suit is trump for this
    trick. Every seat then sends ``play(card)`` in any order; the card lies face down
    in the ``trick`` zone, known only to its player (views, events and labels of other
    seats show a placeholder). When the last card arrives, all are turned up together
    and judged (R: commit-reveal; speed never matters):

    * the highest trump played wins, except that when the 5 and the 6 of trump are
      both played the 6 wins (R: the upcard never counts as played);
    * with no trump played, the highest card wins, by rank, not points;
    * two or more cards tying for highest (different suits; jokers and non-trump 5s,
      R) is a tie: every player takes their own card into their won pile (D5) and the
      upcard is discarded;
    * otherwise the winner takes every played card and the upcard, face down.

Jokers
    Wild for any card other than a trump: a joker always plays as a non-trump 5 (D3),
    so it beats everything but a trump, and ties with another joker or a 5 that is not
    trump. A joker upcard makes no suit trump for that trick (D4). Captured jokers score
    nothing.

Islands (phase ``scored`` between them)
    When the hands of the last day are played out, every won pile is turned up and a
    player with 13 or more points of a suit (option ``majority``) scores that tribe.
    Islands go on until one player has five tribes (option ``tribes_to_win``); the next
    dealer sends ``deal`` to shuffle and deal the next island.

Rulings
    * R deal counts: the standard half-deck days by default; ``seed-deal`` as above.
    * R the upcard never counts as "present" for the 6-beats-5 rule.
    * R a joker against a non-trump 5, or two jokers, tie for highest.
    * R ties among three or more players: the same rule.
    * R several players reaching five tribes on one island: the most tribes wins; if
      still tied, another island is played (and checked the same way).
    * R won piles lie face down; each player may review only their own: its owner's
      view shows every card of it (and ``captured``, its points per suit), the other
      seats' views only its size (they saw each trick turned up and must remember it).
      When the island is scored every pile is turned up for all.
    * D1 the voting pool receives its card last in each round of the deal (after the
      dealer); its top card is the last dealt.
    * D2 the upcard is turned and the cards are revealed by the game itself (the
      dealer's "count of three" has no choice in it); the next trick's upcard is turned
      as soon as a trick is judged, the second day is dealt as soon as the first ends.
    * D3 a joker needs no declaration: it plays as a non-trump 5, the best card it can
      stand for (the text: "they represent a non-trump 5").
    * D4 a joker turned up as the upcard: no suit is trump for that trick (the highest
      card wins); the joker goes to the trick's winner like any upcard.
    * D5 "each player simply wins their own card": on a tie every player, tied or
      not, takes back their own card into their own won pile.
    * D6 the first island's dealer is seat 0; the deal passes left after each island,
      and the new dealer's ``deal`` action starts the island (so everyone sees the
      scored piles first).
    * D7 a card played face down is final: it cannot be taken back or changed.
    * D8 ``play(card)`` names the card by its text (``"KH"``, ``"JK"`` for either
      joker); a hand holding both jokers offers one ``play(card="JK")``.
"""

from __future__ import annotations

from parlour.games.democracy.play import DemocracyRules
from parlour.games.democracy.rules import (
    POINTS,
    STRENGTH,
    DemocracyOptions,
    pack,
    points,
    strength,
)
from parlour.games.democracy.speeches import Judgement, judge, trump_suit
from parlour.games.democracy.words import Democracy

GAME = Democracy

__all__ = ["GAME", "POINTS", "STRENGTH", "Democracy", "DemocracyOptions", "DemocracyRules",
           "Judgement", "judge", "pack", "points", "strength", "trump_suit"]
