"""Salute the King: turn up cards in turn; everyone reacts to face cards and aces; the
last to react collects the pile; the first with no cards wins.

Source: ``seeds/001_37268895a0288899.txt`` section "Salute the King" (and its
variations). Rulings ``R1``-``R5`` are ``RULINGS.md`` section "10. Salute the King" and
its real-time conventions; ``K1``... are this module's own.

>>> import parlour
>>> g = parlour.new_game("salute-the-king", 3, seed=1, options={"deal_cards": 6},
...                      deck=["2C", "3C", "4C", "KH", "6D", "7D"])
>>> [e.for_seat(0)["text"] for e in g.apply(1, parlour.Action("flip"), at=0)]
['Seat 1 turns up the K♥']
>>> g.view(0)["reacting"], g.next_deadline()
(True, 3000)
>>> _ = g.apply(0, parlour.Action("salute"), at=400)
>>> _ = g.apply(1, parlour.Action("salute"), at=500)
>>> [e.for_seat(0)["text"] for e in g.apply(2, parlour.Action("salute"), at=900)][-1]
'Seat 2 collects the middle pile (1 card)'

Table
    Seat 0 deals the whole pack (two packs above eight players, the text) one card at a
    time from seat 1, face down. Zones: ``stack:<seat>`` (never shown), ``middle``,
    ``unused`` (``deal_cards``).

Actions
    ``flip`` (the player whose turn it is), one action type per gesture (``stand``,
    ``salute``, ``bow``, ``applaud``, ``touch-nose``, ``thumbs-up``, ``wave``, ``clap``,
    ``stomp``, ``wink``: each a claim on its own key), ``pick(rank, gesture)`` (the
    dealer's choice). The view adds ``phase``, ``turn``, ``cards``, ``reacting`` (a
    window is open), ``reacted`` per seat, ``rules`` (the triggers in words), ``table``
    and ``pips`` (the math variant's total).

Rulings
    * R1 (RULINGS 10) of the players who never react, the one nearest the flipper in
      clockwise order (the flipper first) collects.
    * R2 a wrong gesture is ignored and only the first correct one counts (a player may
      correct). Variant ``wrong-is-last``: a wrong gesture makes that player last (of
      several, the latest wrong gesture is last).
    * R3 a gesture on a card that demands none has no effect. Variant
      ``false-salute-collects``: that player collects the middle pile.
    * R4 a player wins when they have no cards once the reaction window of their last
      card has closed and they did not collect.
    * R5 math triggers, exactly: the running pip total counts only the number cards
      (2-10) in the current middle pile and resets when it is collected; a number card
      that takes it to or past a multiple of ``pip_target`` (21) demands a stomp, else a
      prime (2, 3, 5, 7) demands a wave; aces and face cards keep their gestures.
    * K1 every player, the flipper included, must make the gesture: a reaction window
      opens at the flip and closes when everyone has reacted or after ``reaction_ms``
      (3 s, conventions 4); "no reaction by the deadline counts as later than everyone
      who reacted". The next card waits for the window to close.
    * K2 the collector puts the pile face down under their own pile; play goes on with
      the player left of the one who turned up the card.
    * K3 gestures are claims, each on its own fixed key; the conventions' minimum
      interval (option ``min_interval``, 120 ms) spaces one player's gestures. A
      gesture arriving after the pile was collected is refused as "too late".
    * K4 variants as options: ``triggers`` and ``gestures`` (``custom-triggers``:
      2, 7, 10, J; ``custom-gestures``: nose, thumbs up, wave, clap), ``dealers_choice``
      (the dealer, seat 0, picks four ranks and four different gestures before play:
      a game here is one hand), ``math``.
    * K5 3 to 16 players. Safeguard: after ``max_flips`` (20,000) the fewest cards wins.
"""

from __future__ import annotations

from parlour.games.salute_the_king.play import SaluteTheKing, stack_id
from parlour.games.salute_the_king.rules import VARIANTS, SaluteOptions, demanded

GAME = SaluteTheKing

__all__ = ["GAME", "VARIANTS", "SaluteOptions", "SaluteTheKing", "demanded", "stack_id"]
