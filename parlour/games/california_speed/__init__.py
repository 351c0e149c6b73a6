"""California Speed: deal eight piles between two players; race to cover every match.

Source: ``seeds/001_37268895a0288899.txt`` section "California Speed". Rulings
``R1``-``R3`` are ``RULINGS.md`` section "11. California Speed" and its real-time
conventions; ``C1``... are this module's own, where the text and RULINGS are silent.

>>> import parlour
>>> g = parlour.new_game("california-speed", seed=2)
>>> _ = g.apply(0, parlour.Action("ready"), at=0)
>>> _ = g.apply(1, parlour.Action("ready"), at=100)
>>> [e.type for e in g.advance(3100)][0], g.view(0)["phase"], g.view(0)["cards"]
('deal', 'play', [22, 22])

Table
    Zones: ``pack:<seat>`` (26 cards face down, seen by nobody, not even their owner),
    ``pile:0``-``pile:3`` in front of seat 0 and ``pile:4``-``pile:7`` in front of seat 1
    (the "box"), ``unused`` (``deal_cards``).

Actions
    ``ready`` (before each deal), ``cover(pile)`` (the top card of one's own pack face up
    onto that pile). ``CLAIMS = {"cover"}``: no turns, the minimum interval applies. The
    view adds ``phase`` (deal, play, over), ``countdown`` (ms left), ``ready``, ``cards``
    (cards left in each pack), ``to_cover`` (the piles of matches still to be covered)
    and ``deals``.

Rulings
    * R1 (RULINGS 11) fewer than four cards at a deal: deal what you have; empty places
      stay empty.
    * R2 an invalid cover is refused, with no penalty.
    * R3 variant ``california-speed:doubles``: a pile whose top two cards have the same
      rank may be covered too.
    * C1 "On a count of three": both players say ``ready``; a visible count (option
      ``countdown``, 3 s) runs and the engine deals four cards from each pack at its end,
      face up in front of their owner (seat 0's to piles 0-3).
    * C2 a match is every pile showing a rank that shows on another pile (pairs, threes,
      fours, across both sides). All its piles are to be covered: a pile stays "to
      cover" until a card is put on it, even once its partners are covered, and a cover
      that makes a new match marks the new match too. Either player may cover any pile
      to cover, card by card, so one match may be covered partly by each ("perfectly
      fine", the text).
    * C3 when no pile is left to cover (all tops differ), each player picks up the four
      piles on their side, whoever played the cards, turns each over and puts it under
      their pack; the next deal follows on a new count of three.
    * C4 the first player whose pack is empty wins at once, even in the middle of a
      match (the deal counts: dealing one's last card wins). Both dealing their last
      cards in the same deal (only possible with ``deal_cards``) is a draw.
    * C5 real time: covers are processed in arrival order; a cover of a pile the other
      player has just covered is refused as "too late" (no penalty).
    * C6 the conventions' minimum interval between one player's covers is option
      ``min_interval`` (120 ms).
    * C7 safeguard: after ``max_deals`` deals (500) the fewer cards left wins (equal: a
      draw).
    * C8 house option ``deal_cards``: deal only that many cards (constructed positions).
"""

from __future__ import annotations

from parlour.games.california_speed.play import CaliforniaSpeed
from parlour.games.california_speed.rules import VARIANTS, CaliforniaOptions, matched

GAME = CaliforniaSpeed

__all__ = ["GAME", "VARIANTS", "CaliforniaOptions", "CaliforniaSpeed", "matched"]
