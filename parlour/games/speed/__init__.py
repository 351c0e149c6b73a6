"""Speed: two players race, with no turns, to play their cards onto two piles.

Source: ``seeds/001_37268895a0288899.txt`` section "Speed". Rulings ``R1``-``R4`` are
``RULINGS.md`` section "15. Speed" and its conventions on real-time games; ``S1``... are
this module's own, where the text and RULINGS are silent.

>>> import parlour
>>> g = parlour.new_game("speed", seed=4)
>>> [a.type for a in g.legal_actions(0)], g.view(0)["phase"]
(['ready'], 'start')
>>> _ = g.apply(0, parlour.Action("ready"), at=0)
>>> [e.type for e in g.apply(1, parlour.Action("ready"), at=200)]
['ready', 'countdown']
>>> g.view(0)["countdown"], g.next_deadline()
(3000, 3200)
>>> [e.type for e in g.advance(3200)], g.view(0)["phase"]
(['flip'], 'play')

Table
    Zones: ``hand:<seat>`` (five cards, seen by their owner), ``stock:<seat>`` (fifteen,
    face down, seen by nobody), ``talon:0``/``talon:1`` (five each, face down),
    ``pile:0``/``pile:1`` (the discard piles, starting with the two face-down starters),
    ``unused`` (empty unless options make the layout smaller).

Actions
    ``ready`` (each count of three), ``play(card, pile)`` and ``draw`` (refill the hand
    to five from one's stock). ``CLAIMS = {"play", "draw"}``: they have no turn and keep
    the minimum interval. The view adds ``phase`` (start, play, over), ``prompt``,
    ``countdown`` (ms left in the count), ``ready`` and ``moves``.

Rulings
    * R1 (RULINGS 15) refilling is manual (``draw``), with option ``auto_refill``
      (variant ``speed:auto-refill``): the hand is refilled after every play.
    * R2 rebuilding the talons: when a talon is needed and empty, the discard pile on its
      side keeps its top card and the rest is shuffled face down into that talon.
    * R3 equal ranks may not be played; variant ``speed:equal-ok`` allows them.
    * R4 a move cap: after ``max_moves`` plays and talon flips (2,000) the game is a draw.
    * S1 the deal, from the top of the pack: the hands one card at a time from the
      dealer's left (seat 1, then seat 0), the stocks the same way, five cards to talon 0,
      five to talon 1, then the starters of pile 0 and pile 1.
    * S2 simultaneous flips ("on the count of three", the text): each player says
      ``ready``; when both have, a visible count of ``countdown`` ms (3 s) runs and the
      engine turns the cards up at its end (a timer: ``next_deadline``/``advance``), so
      neither player sees them first. The starters, and each pair of talon cards, are
      flipped so.
    * S3 "both players end up being blocked": a player is blocked when no card in their
      hand follows either top and they cannot refill (a full hand or an empty stock);
      each judges that from their own cards and says ``ready`` (offered only then). When
      both have, the count runs and the talons are flipped. Any play cancels the ready
      marks (the table changed). "Play then resumes if possible; otherwise, another card
      is flipped": still blocked after a flip, both say ready again. A ready player's
      prompt says they wait for the other. The engine never announces that the *other*
      player is blocked (their hand is hidden).
    * S4 each talon feeds the pile on its side (talon 0 onto pile 0); the ``flip`` event
      names the cards turned up (``cards``), for the starters and the talons alike.
    * S5 real time: plays are processed in arrival order; "the player whose card or hand
      is on bottom is accepted" = the earlier arrival. A later play that no longer fits
      is refused, and, when it fitted the card the other player just covered, refused as
      "too late"
      (no penalty: a wrong play in Speed is simply not made).
    * S6 the winner is the first with an empty hand and an empty stock, at once.
    * S7 if both talons and both piles are down to their top cards when a flip is
      needed, nothing can ever be played again: the game is a draw.
    * S8 the conventions' minimum interval between one player's plays and refills is
      option ``min_interval`` (120 ms).
    * S9 options ``hand``, ``stock`` and ``talon`` set the layout's sizes (the text: 5,
      15, 5); cards they leave over are set aside unseen.
"""

from __future__ import annotations

from parlour.games.speed.play import Speed
from parlour.games.speed.rules import VARIANTS, SpeedOptions, follows

GAME = Speed

__all__ = ["GAME", "VARIANTS", "Speed", "SpeedOptions", "follows"]
