"""James Bond: no turns; hold one of your face-down piles at a time and swap its cards one
for one with the four in the centre until every pile is four of a kind, then call.

Source: ``seeds/000_a20a0a312aa495c0.txt``, section "James Bond" (its object, the deal,
"Game play"). Rulings ``R3.1``-``R3.4`` are ``RULINGS.md`` section "3. James Bond" and
its conventions for real-time games and memory games; ``J1``... are this module's own.

Real time (RULINGS conventions 1-7): every action is a claim stamped with its arrival
time (``apply(seat, action, at=ms)``), processed in arrival order and checked against
the state at that moment; a swap naming a centre card someone else took first is
refused as "too late", with no penalty. A seat's actions are at least ``min_interval``
ms apart (120 by default). Tests give explicit times; nothing sleeps.

>>> import parlour
>>> g = parlour.new_game("james-bond", 2, seed=1, deck=[
...     "2C", "2D", "2H", "2S",  "3C", "3D", "3H", "3S",  "4C", "4D", "4H", "4S",
...     "5C", "5D", "5H", "5S",  "6C", "6D", "6H", "6S",  "7C", "7D", "7H", "8S",
...     "8C", "8D", "8H", "7S",  "9C", "9D", "9H", "9S",  "TC", "TD", "TH", "TS",
...     "JC", "JD", "JH", "JS",  "QC", "QD", "QH", "QS",  "KC", "KD", "KH", "KS",
...     "AC", "AD", "AH", "AS"])
>>> g.actors(), g.next_deadline()
([], 3000)
>>> [e.for_seat(0)["text"] for e in g.advance(3000)]
['Go! Everyone plays at once']
>>> g.apply(0, parlour.Action("pick", pile=5), at=3400)[0].for_seat(1)["text"]
'Seat 0 picks up pile 6'

Table
    Two or three players, one pack: thirteen piles of four; six piles each with two
    players, four with three; the last pile face up in the centre. A stacked
    ``deck=[...]`` (top card first) fills seat 0's piles (pile 1 first), then seat 1's
    (then seat 2's), then the centre.

Zones
    ``centre`` (four face-up cards; a card put in takes the slot of the card taken, so a
    centre card taken by someone else visibly leaves its place), ``piles:<seat>`` (a grid,
    pile ``p`` in slots ``4p``-``4p+3``, a *memory* zone: never shown, not even to its
    owner, unless the house option ``assist`` is on), ``held:<seat>`` (the pile in hand,
    seen by its owner only, face down to the others: J2).

Actions (all real-time claims)
    ``pick(pile)`` (0-based), ``put``, ``swap(take, give)``, ``call``.

Rules, sentence by sentence (the checklist in ``tests/games/test_james_bond_rules.py``)
    * "two or three players"; "one standard 52-card pack".
    * "deal the entire deck out into piles of four. With two players, give each player six
      of the piles; with three, give each player four piles ... not look at them until
      the game begins ... one extra pile; turn it face up ... in the center".
    * "Players do not take turns ... every player acts simultaneously ... first-come,
      first-served"; "Upon a signal from the dealer, all players begin play at once"
      (a countdown, option ``countdown``: 3 s).
    * "They may pick up any one of their piles and look at it. If they wish to look at a
      different pile, they must place the first one face down on the table before picking
      up another one. A player cannot hold one or more piles in their hand at the same
      time. Piles cannot be combined, and cards may not be switched directly between piles."
    * "they may switch any one card from that pile with one of the cards on the table. A
      player cannot switch more than one card at a time."
    * "Game play continues until one player has collected four of a kind in every one of
      their piles. They call out 'James Bond!' and turn their cards face up ... If so, the
      player wins the game."

Rulings
    * R3.1 a false call: the caller's piles are shown and the caller loses (two players)
      or is out (three; the last one in wins). Variant ``freeze``: frozen for 10 s
      (option ``freeze_ms``), the piles turned down again.
    * R3.2 option ``lock_completed_face_up`` (variant ``face-up``): a pile put down as
      four of a kind is turned face up and may not be picked up again.
    * R3.3 option ``time_limit`` (default 10 minutes; 0 = none): at the limit the most
      complete piles (the pile in hand counts) wins, equal counts draw.
    * R3.4 the minimum interval between one seat's actions (``min_interval``), and bot
      reaction levels.
    * J1 a call may be made at any time in play, holding a pile or not; the held pile
      counts as one of the caller's piles.
    * J2 a card taken from the centre stays known to everyone (all saw it taken; the
      event names it) but is not shown again: neither in the taker's pile on the table
      (a memory zone) nor in the pile in the taker's hand, which others see face down
      (also the piles shown at a frozen false call; the memory aid shows them).
    * J3 a player who is out (or frozen) takes no action; their piles stay as they are.
    * J4 result: scores are complete piles; the winner first, then players still in.
"""

from __future__ import annotations

from parlour.games.james_bond.bot import ReactionHeuristic
from parlour.games.james_bond.play import JamesBondRules
from parlour.games.james_bond.present import PRESENTATION
from parlour.games.james_bond.rules import JamesBondOptions


class JamesBond(JamesBondRules):
    """James Bond (see the module docstring for the rules and rulings)."""

    bot = ReactionHeuristic
    presentation = PRESENTATION


GAME = JamesBond

__all__ = ["GAME", "JamesBond", "JamesBondOptions", "JamesBondRules"]
