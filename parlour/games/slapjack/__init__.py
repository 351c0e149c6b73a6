"""Slapjack: flip cards onto a central pile in turn; the first to slap a jack takes it.

Source: ``seeds/001_37268895a0288899.txt`` section "Slapjack". Rulings ``R1``-``R4`` are
``RULINGS.md`` section "14. Slapjack" and its conventions on real-time games; ``J1``...
are this module's own, where the text and RULINGS are silent.

>>> import parlour
>>> g = parlour.new_game("slapjack", 2, seed=1, options={"deal_cards": 4},
...                      deck=["2C", "3D", "JH", "9S"])
>>> [e.for_seat(0)["text"] for e in g.apply(1, parlour.Action("flip"), at=0)]
['Seat 1 flips the J♥']
>>> [a.to_json() for a in g.legal_actions(0)]  # a slap names the pile it saw
[{'type': 'flip'}, {'type': 'slap', 'seen': 1}]
>>> [e.for_seat(0)["text"] for e in g.apply(0, parlour.Action("slap", seen=1), at=400)]
['Seat 0 slaps the jack: 1 card to the bottom of their stack']
>>> g.view(None)["cards"]
[3, 1]

Table
    Seat 0 deals the whole pack (option ``decks``: a second one for a longer game or more
    players) one card at a time from seat 1 clockwise, each on top of the receiving
    seat's face-down stack. Zones: ``stack:<seat>`` (never shown), ``pile`` (the central
    pile, every card face up except burnt penalty cards), ``unused`` (``deal_cards``).

Actions
    ``flip`` (the seat whose turn it is), ``rush`` (a card out of turn: dead),
    ``slap(seen)`` (anyone allowed, at any moment; ``seen`` is the view's ``seen``).
    ``CLAIMS = {"slap", "rush"}``. The view adds ``phase``, ``prompt``, ``turn``,
    ``cards``, ``status`` (in, out, shut out), ``seen``, ``dead`` (pile indexes of dead
    cards), ``owing`` (players who are out and still owe a slap) and ``flips``.

Rulings
    * R1 (RULINGS 14) after a pile is won the rotation continues: the next seat holding
      cards left of the one who played the jack plays next, counted after the pile is
      won (so a player left of it who has just slapped back in plays). Variant
      ``slapjack:winner-leads``: the winner plays next.
    * R2 a false slap on one's own card: the penalty card goes face down to the bottom
      of the central pile.
    * R3 a player with no cards who slaps falsely is shut out for good (the text).
    * R4 out-of-turn flips are allowed: the card is dead (the text: it stays on the
      pile, its rank is ignored, the player still plays at their turn). Variant
      ``slapjack:strict-turns`` (option ``out_of_turn=false``) forbids them.
    * J1 a dead card does not hide the live card beneath it: a jack covered by a dead
      card may still be slapped, and a dead jack cannot be (its rank is ignored), as
      Egyptian Ratscrew's R2 (``parlour.rules.slaps.pile_pattern`` skips dead cards). A
      dead card does not change what a slap is aimed at.
    * J2 real time: actions in arrival order (``apply(..., at=ms)``); the first slap of
      a live jack wins; "the player whose hand is on the bottom" is the earliest
      arrival (conventions 5). A slap names the pile it saw (``seen``, the pile's
      changes modulo 64: a live card flipped, the pile taken; a dead or burnt card
      changes nothing): aimed at a pile that has changed it is refused as "too late",
      no penalty. So a slap aimed at a card someone else has just slapped falsely is
      false too, whether that penalty was paid or burnt. An empty pile cannot be
      slapped (refused, no penalty).
    * J3 a false slap pays one card from the top of the slapper's stack, face down, to
      the bottom of the stack of the player who played the slapped card (the pile's top
      card, dead or live). If that player is shut out the card burns under the pile; a
      player out for the time being who receives it is back in.
    * J4 players who are out: a player holding no cards is out for the time being and
      may slap a jack back in while at least two players hold cards (the text). When a
      live jack is flipped, every player who is out must slap within ``reaction_ms``
      (3 s, RULINGS conventions 4) or be shut out for good ("If a jack appears and a
      player fails to slap it"). A slap aimed at that jack after the pile changed still
      counts as their reaction (accepted, no cards move: "too late for the pile, in time
      to stay in"). A slap answers only the jack it is aimed at: each jack needs its own
      slap (a late slap at an earlier jack does not answer a jack now on top); winning a
      pile ends every such duty, as the player is back in.
    * J5 the end: as soon as at most one player holds cards, that player takes the pile
      and wins ("until one of the final two players is eliminated"). A player who flips
      their last card is out at once.
    * J6 the turn passes clockwise to the next player holding cards.
    * J7 the conventions' minimum interval (option ``min_interval``, 120 ms) spaces one
      player's slaps and out-of-turn flips; quicker ones are refused as "too quick".
    * J8 safeguard: after ``max_flips`` flips (20,000) the most cards wins, ties shared.
    * J9 placing: the winner first, then by how late each player last held cards.
    * J10 house option ``deal_cards``: deal only that many cards (short games,
      constructed positions).
"""

from __future__ import annotations

from parlour.games.slapjack.play import Slapjack, stack_id
from parlour.games.slapjack.rules import VARIANTS, SlapjackOptions

GAME = Slapjack

__all__ = ["GAME", "VARIANTS", "Slapjack", "SlapjackOptions", "stack_id"]
