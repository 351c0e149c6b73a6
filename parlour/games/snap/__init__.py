"""Snap: turn cards onto your own face-up pile, call "Snap!" first on a match, gain every card.

Source: ``seeds/001_37268895a0288899.txt`` section "Snap". Rulings ``R1``-``R4`` are
``RULINGS.md`` section "13. Snap" and its conventions on real-time games; ``S1``... are
this module's own, where the text and RULINGS are silent.

>>> import parlour
>>> g = parlour.new_game("snap", 2, seed=1, options={"deal_cards": 4},
...                      deck=["2C", "3D", "7H", "7S"])
>>> [e.for_seat(0)["text"] for e in g.apply(1, parlour.Action("flip"), at=0)]
['Seat 1 turns up the 7♥']
>>> [e.for_seat(0)["text"] for e in g.apply(0, parlour.Action("flip"), at=600)]
['Seat 0 turns up the 7♠']
>>> [a.to_json() for a in g.legal_actions(0)]  # a call names the table it saw
[{'type': 'snap', 'seen': 2}]
>>> [e.for_seat(0)["text"] for e in g.apply(0, parlour.Action("snap", seen=2), at=900)]
['Snap! Seat 0 takes the piles of seats 0 and 1: 2 cards under their stock']
>>> g.view(None)["cards"]
[3, 1]

Table
    Seat 0 deals the whole pack one card at a time from seat 1 clockwise, each on top of
    the receiving seat's face-down stock (a stacked ``deck=[...]``, top card first, gives
    seat 1 the first card: the bottom of its stock). Zones: ``stock:<seat>`` (face down,
    never shown), ``up:<seat>`` (the seat's face-up discard pile), ``pool`` (the snap
    pool), ``unused`` (cards set aside by ``deal_cards``).

Actions
    ``flip`` (the seat whose turn it is), ``snap(seen)`` and ``snap-pool(seen)`` (any
    seat still in, at any moment; ``seen`` is the view's ``seen``). ``CLAIMS = {"snap",
    "snap-pool"}``. The view adds ``phase``, ``prompt``, ``turn``, ``cards`` (stock sizes),
    ``status`` (in/out), ``seen``, ``callers`` (a tie window's callers) and ``flips``.

Rulings
    * R1 (RULINGS 13) seed-literal elimination: a player whose stock is depleted is
      eliminated; their face-up pile stays on the table and can still be snapped.
      Variant ``snap:recycle``: a seat whose turn comes with an empty stock keeps it and,
      when it plays, turns its face-up pile over as a new stock and turns up the top
      card (until then that pile can be snapped like any other). Only a player with no
      cards at all is eliminated: when the turn reaches it, or at once when a call leaves
      the seat to play with none.
    * R2 more than two tops of one rank: the caller takes every pile showing that rank.
    * R3 a second false snap while a snap pool exists: the caller's pile goes on top of
      the pool, whose top changes.
    * R4 simultaneous calls: the first arrival wins (conventions 1 and 5). Variant
      ``snap:tie-pool`` (option ``tie_window``, 300 ms there): a valid call opens a window;
      the same call by another seat inside it is a tie and the matched piles go to the
      snap pool. While the window is open nothing else happens (the engine's timer
      settles the call: ``next_deadline``/``advance``).
    * S1 the turn passes to the left (the next seat clockwise); seat 1 (the dealer's
      left) turns up first. Calls never move the turn, and the player whose turn it is
      may call like anyone else.
    * S2 a valid "Snap!" takes the piles face down to the bottom of the caller's stock,
      each turned over (its top card goes deepest), clockwise from the caller. If two
      ranks are matched at once (nobody called the first match), a call takes "both of
      those discard piles" of one match, the newer (the one whose top was turned up
      last); the other waits for the next call.
    * S3 real time: calls are processed in arrival order (``apply(..., at=ms)``). A call
      names the table it was made on: ``seen``, the number of changes of the face-up
      table (flips, takes, moves to the pool) modulo 64. A call naming another table is
      refused as "too late", with no penalty (conventions 2 and 4): the state that made
      it right has gone. A call on the current table with no match is false.
    * S4 a false "Snap!" (no two player piles match) moves the caller's face-up pile onto
      the snap pool, face up in the same order (the text); a caller with an empty pile
      loses nothing.
    * S5 the snap pool is claimed only by "Snap pool!": valid when the pool's top matches
      a face-up pile's top, it takes the pool and every pile matching it. "Snap!" on a
      match with the pool alone is false (the text: "players must call Snap pool!"), and
      "Snap pool!" with no pool match is false (same penalty). Calls need something to
      compare: "Snap!" needs two face-up piles, "Snap pool!" a pool and a pile (refused
      otherwise, no penalty).
    * S6 "If any player's stock is depleted, they are eliminated": at once, as the seat
      turns up its last card (not when the turn comes back to it), so it may not call
      to win cards back; its pile stays and can be snapped (R1). The game ends when one
      player is left: the winner (the text).
    * S7 the conventions' minimum interval between one player's calls is option
      ``min_interval`` (120 ms, from ``RealtimeOptions``): a quicker call is refused as
      "too quick", with no penalty.
    * S8 safeguard: after ``max_flips`` flips (default 20,000) the game stops and the
      most cards held (stock and face-up pile) wins, ties shared. Snap can cycle.
    * S9 placing: the winner first, then by how late each seat was eliminated.
    * S10 house option ``deal_cards``: deal only that many cards in all, the rest set
      aside unseen (short games, constructed positions).
"""

from __future__ import annotations

from parlour.games.snap.play import Snap, stock_id, up_id
from parlour.games.snap.rules import VARIANTS, SnapOptions

GAME = Snap

__all__ = ["GAME", "VARIANTS", "Snap", "SnapOptions", "stock_id", "up_id"]
