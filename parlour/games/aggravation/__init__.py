"""Aggravation: turn up cards together into a growing grid; race to cover every match;
out of cards, call "Aggravation!" on the next match to win.

Source: ``seeds/001_37268895a0288899.txt`` section "Aggravation". Rulings ``R1``-``R3``
are ``RULINGS.md`` section "9. Aggravation" and its real-time conventions; ``A1``... are
this module's own.

>>> import parlour
>>> g = parlour.new_game("aggravation", seed=3)
>>> _ = g.apply(0, parlour.Action("ready"), at=0)
>>> [e.type for e in g.apply(1, parlour.Action("ready"), at=200)]
['ready', 'countdown']
>>> [e.type for e in g.advance(1700)], g.view(0)["cards"]
(['flip'], [25, 25])

Table
    Zones: ``pack:<seat>`` (26 cards face down, seen by nobody), ``row:<seat>`` (the
    cards a player turns up, one place per flip: a new pile each time), ``covered``
    (cards covered over, under the piles' tops), ``unused`` (``deal_cards``). A pile is
    named by a number: seat 0's row is 0-25, seat 1's 26-51.

Actions
    ``ready`` (each simultaneous flip), ``flip`` (turning up alone), ``cover(pile)`` and
    ``aggravation(seen)``. ``CLAIMS = {"cover", "aggravation"}``. The view adds ``phase``
    (flip, cover, over), ``countdown``, ``ready``, ``cards``, ``to_cover``, ``solo`` (who
    turns up alone), ``barred`` and ``seen``.

Rulings
    * R1 (RULINGS 9) an invalid cover is refused and the card stays in the pack; a false
      "Aggravation!" costs the right to claim until the next match has been cleared.
    * R2 the opponent may cover a match before the 0-card claim: the race decides, and
      the 0-card player waits for the next match (a claim naming a table that has changed
      is refused as "too late", no penalty).
    * R3 both players at one card or none, no match, nobody can turn up: a draw.
    * A1 "On the count of three, each player simultaneously plays one card": both say
      ``ready``, a visible count (option ``countdown``, 1.5 s) runs, and the engine turns
      up a card from each pack at its end, each starting a new pile in its owner's row.
    * A2 matches are every pile whose top's rank shows on another top, anywhere in both
      rows; each must be covered, card by card from either player's pack
      (``parlour.rules.covering``: a pile stays to cover until covered, and new matches
      join). Flipping resumes only when all tops differ (the text).
    * A3 a player with one card or none no longer turns up: the other turns up alone
      (``flip``, no count), one by one, on their own row; a player with one card may
      still cover with it.
    * A4 a player with no cards wins by calling "Aggravation!" while a match shows ("the
      next time a match forms, they touch two of the cards"); emptying one's pack alone
      does not win.
    * A6 nobody holds a card while piles are left to cover: if two tops of one rank
      show, the game waits for the "Aggravation!" call (a player not barred); otherwise
      nothing can change and the game is a draw (as RULINGS 9's draw).
    * A5 the conventions' minimum interval (option ``min_interval``, 120 ms) spaces one
      player's covers and calls. Safeguard: after ``max_moves`` (2,000) a draw.
"""

from __future__ import annotations

from parlour.games.aggravation.play import Aggravation
from parlour.games.aggravation.rules import VARIANTS, AggravationOptions

GAME = Aggravation

__all__ = ["GAME", "VARIANTS", "Aggravation", "AggravationOptions"]
