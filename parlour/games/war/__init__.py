"""War: two players turn up cards at once; the higher card takes both, ties go to war.

Source: ``seeds/003_46c35618b2fb63c7.txt``, section "War" (headings "Object of War",
"Game play"). Rulings ``R1``-``R3`` are ``RULINGS.md`` section "20. War"; the
conventions applied are "Simultaneous (not real-time) choices" (War flips are
commit-reveal), "Hidden information" and "Seed errors found" (26 cards each, not 52);
``W1``... are this module's own, where the text and RULINGS are silent.

>>> import parlour
>>> g = parlour.new_game("war", deck=["KH", "7C", "QS", "QD", "2C", "3D", "9H", "4S"])
>>> g.actors(), g.legal_json(0)[0]["label"]
([0, 1], 'Put down your top card')
>>> [e.for_seat(1)["text"] for e in g.apply(0, parlour.Action("flip"))]
['Seat 0 puts down a card']
>>> g.view(1)["zones"][2]["cards"]  # seat 0's card lies face down: nobody sees it yet
['??']
>>> [e.for_seat(None)["text"] for e in g.apply(1, parlour.Action("flip"))][1]
'Seat 0 turns up the KH, seat 1 the 7C: seat 0 takes 2 cards'
>>> for s in (0, 1): _ = g.apply(s, parlour.Action("flip"))
>>> g.view(None)["prompt"]  # queens: war, one card face down and one turned up
'Battle 2, war: waiting for seat 0 and seat 1'

Table and deal
    Two seats. The whole pack is dealt, one card at a time, seat 0 first: 26 cards each
    (the text's "giving each player 52 cards" is an error: RULINGS, seed errors). With
    ``deck=[...]`` (top card first), seat 0's stack is ``deck[0::2]`` and seat 1's
    ``deck[1::2]``, each top card first: battle 1 turns ``deck[0]`` against ``deck[1]``
    (W2).

Zones
    ``stock:<seat>`` (pile, face down: "cards are not to be looked at by either player"),
    ``table:<seat>`` (row, the cards that seat has put in the middle in the battle being
    played, in play order). Both are ``memory`` zones: a view never shows a face-down
    card, not even one a seat saw turned up before it went under a stack (W6).

Play (phase-free: one action)
    Every round both seats send ``flip()``, in either order. It puts down that seat's
    cards for the round face down, the card to be turned included; nobody, its owner
    included, sees them until both seats have put theirs down, then the last card of
    each is turned up together (W3, commit-reveal). The higher rank wins, aces high,
    suits ignored; the winner's stack takes every card of the battle at its bottom,
    face down (R2). Equal ranks go to war: each player puts one card face down and turns
    up the next; at a double war two face down and a third turned up; and so on (W1).

End
    The game ends when a player has captured all 52 cards; when a player has no card
    left for a war (R1; variant ``short-loses``: not enough for the whole war), the
    other takes every card and wins (W4, W5); and after ``max_battles`` battles (R3).
    ``result().scores`` are the cards each seat holds; ``details`` has ``battles``
    (captures, wars included), ``wars`` and ``ended`` (``all-cards``, ``no-cards``,
    ``short``, ``both-short`` or ``cap``).

Rulings
    * R1 running out during a war: a player short of cards for the face-down ones
      turns up their last card; a player with no card at all loses (RULINGS 20).
      Variant ``short-loses`` (option ``short_loses``): a player who cannot lay the
      whole war (its face-down cards and the one turned up) loses.
    * R2 captured cards go under the winner's stack in a fixed order: the winner's
      cards in the order they were played, then the loser's, the first of them
      nearest the stack (it comes up first). Option ``shuffle_captured``: they are
      shuffled first, by the game's seeded generator.
    * R3 a game that is not over after ``max_battles`` battles (10,000) ends: a draw,
      or with ``at_cap="more-cards"`` the player holding more cards wins (equal: a
      draw).
    * W1 "double war, turning two cards face down and a third face up, and so on": the
      n-th war of a battle lays n cards face down (``face_down`` x n) and turns up one.
      Option ``escalate=False``: every war lays ``face_down`` cards (the common rule).
    * W2 the deal is one card at a time, alternately, seat 0 first (the order of a
      stack nobody looks at changes nothing else).
    * W3 each round is one sealed ``flip`` per seat (commit-reveal); a flip is final
      and a seat's second flip in the same round is refused; there is no choice in
      it, so no action names a card.
    * W4 if neither player can go on with a war (both short under ``short-loses``,
      or both out of cards), the one with more cards left in their stack wins; equal
      stacks draw. So two players both out of cards draw, even if one put more cards in
      the middle (a short player lays fewer face down; ``scores`` still count them).
    * W5 the winner collects every card still on the table or in the loser's stack, so
      a finished game shows one player holding the pack ("get all of the cards").
    * W6 cards keep who has seen them (both players saw every card turned up); since
      stacks and the middle are face down and War asks nobody to remember anything,
      views never show a face-down card.
    * W7 a battle is counted when its cards are captured; wars are part of their
      battle. The cap counts battles.
"""

from __future__ import annotations

from parlour.games.war.play import War
from parlour.games.war.rules import WarOptions, can_complete, cards_to_lay, face_down

GAME = War

__all__ = ["GAME", "War", "WarOptions", "can_complete", "cards_to_lay", "face_down"]
