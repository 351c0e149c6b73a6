"""Egyptian Ratscrew: flip, answer challenges, slap pairs, take every card.

Source: ``seeds/001_37268895a0288899.txt`` section "Egyptian Ratscrew". Rulings
``R1``-``R5`` are ``RULINGS.md`` section "16. Egyptian Ratscrew" and its conventions on
real-time games; ``E1``... are this module's own, where the text and RULINGS are silent.

>>> import parlour
>>> g = parlour.new_game("egyptian-ratscrew", 2, seed=1, options={"deal_cards": 4},
...                      deck=["2C", "3D", "7H", "7S"])
>>> g.waiting_for(), [a.to_json() for a in g.legal_actions(1)]
([1], [{'type': 'flip'}])
>>> [e.for_seat(0)["text"] for e in g.apply(1, parlour.Action("flip"), at=0)]
['Seat 1 flips the 7H']
>>> [e.for_seat(0)["text"] for e in g.apply(0, parlour.Action("flip"), at=700)]
['Seat 0 flips the 7S']
>>> [a.to_json() for a in g.legal_actions(1)]  # a slap names the 2 face-up cards it saw
[{'type': 'flip'}, {'type': 'slap', 'pile': 2}]
>>> [e.for_seat(0)["text"] for e in g.apply(1, parlour.Action("slap", pile=2), at=1000)]
['Seat 1 slaps a pair: 2 cards to the bottom of the stack']
>>> g.view(None)["cards"], g.waiting_for()
([1, 3], [1])

Table
    Seat 0 deals; cards go one at a time from seat 1 clockwise, each on top of the
    receiving seat's face-down stack, so a stacked ``deck=[...]`` (top card first) gives
    seat 1 the first card (at the bottom of its stack), seat 2 (or seat 0) the next...
    Option ``deal_cards`` deals only that many cards (E16). Zones: ``pile`` (the central
    pile, every card shown, burnt cards as ``??``), ``stack:<seat>`` (face down, never
    shown), ``unused`` (cards set aside by ``deal_cards``).

Actions
    ``flip`` (the seat the game waits for in phase ``play``), ``slap(pile)`` (anyone
    allowed to, at any time; ``pile`` is the view's ``face_up``, E2: ``Int(0, pack size)``),
    ``rush`` (a dead card, E3), ``continue``/``decline`` (phase ``decide``,
    E9), ``collect`` (phase ``collect``, E8). ``CLAIMS = {"slap", "rush"}``.
    The view adds ``phase``, ``prompt``, ``turn``, ``challenger``, ``owed`` (cards the
    challenged seat still has to flip), ``cards`` and ``status`` per seat, ``live_top``
    (the top live cards of the pile), ``dead`` (pile indexes of dead cards), ``slaps``.

Rulings
    * R1 a penalty card is burnt face down to the *bottom* of the pile: it can neither
      make nor break a pattern (option ``penalty_cards``, default 1; a seat pays what it
      has).
    * R2 a dead card cannot be slapped and pattern checks skip dead cards: 7, dead K, 7 is
      a pair; 7, dead 7 is not.
    * R3 the winner of a pile (slap, challenge, or a declined challenge) starts the next.
    * R4 a seat with no cards is skipped when the challenge reaches it; the next seat
      holding cards is challenged.
    * R5 a sequence is three (option ``sequence``) or more consecutive ranks, ascending or
      descending, the ace high or low, no K-A-2 wrap.
    * E1 real time: actions are processed in arrival order (``apply(..., at=ms)``), the
      first valid slap wins the pile, "hand on the bottom" is the earliest arrival.
    * E2 ``slap(pile=N)`` names the pile it is aimed at by its number of face-up cards
      (the view's ``face_up``; a burnt card is face down and changes nothing). A slap
      aimed at another count is "too late": refused with no penalty (conventions 2 and 4:
      the claim window closed when a live card was flipped or the pile taken). Dead cards
      flipped out of turn change no pattern (R2) and so close no window: a slap aimed at
      the pile under them is judged on the pile as it is. A slap aimed at the current
      pile with no pattern is false. (A count, not an ever-growing serial, so
      that the RL adapters can enumerate slaps; a slap delayed until a new pile reaches
      the old count would be judged on the new pile.)
      An empty pile cannot be slapped (refused, no penalty: nothing to claim, as Cactus's
      C1 refuses a match against an empty discard pile), so a slap arriving just after
      someone took the pile is never a false one.
    * E3 any seat holding cards except the one the game waits for may flip out of turn at
      any moment (rushing is part of the game, as RULINGS 14 allows in Slapjack): the card
      is dead and the turn does not move. Option ``out_of_turn=false`` forbids it.
    * E4 burnt cards are unseen by everyone and go with the pile to whoever wins it.
    * E5 a seat is *out* (for the time being) when the game passes over it with no cards:
      at its turn, when a challenge reaches it (R4), or when it runs short mid-challenge.
      A seat that has just flipped its last card is still in until then, so a face card
      or ace as its last card may still win it the pile.
    * E6 the end: as soon as only one seat holds cards and no seat without cards has a
      challenge pending, that seat takes the pile and wins ("until only two players are
      in the game, and one runs out of cards"); with one active player nobody may slap in.
      If no seat holds cards, the pending challenger takes the pile (else the last flipper).
    * E7 a seat with no cards that slaps falsely cannot pay: it is shut out for good (the
      text's rule for players who are out) and a challenge it made is void: the
      challenged seat plays on with an ordinary turn.
    * E8 a lost challenge is not settled at once: the challenge winner must ``collect``,
      and until then any other seat may still slap ("slaps preempt any challenge"); the
      winner itself cannot slap the pile that is already theirs.
    * E9 a seat running out mid-challenge hands the choice to the next seat holding cards
      (``continue`` with the cards still owed, or ``decline``: the challenger collects);
      if that seat is the challenger, the challenge is lost. A seat that continues and
      runs short in turn passes the choice on.
    * E10 jokers are neither face cards nor aces: they demand nothing and answer a
      challenge like a number card; a live joker on top may be slapped whenever the pack
      has jokers (options ``jokers``; ``even_jokers`` adds 0 to players-1 jokers so the
      deal comes out even).
    * E11 a won pile goes face down under the winner's stack, turned over (the pile's
      bottom card is the first of them to be flipped again). Stacks never show a card,
      even one everyone saw on the pile ("Players may not look at their cards").
    * E12 safeguard: after ``max_flips`` cards flipped (default 20,000) the game stops and
      the most cards held wins (ties shared; the pile counts for nobody). Bots' and random
      games end long before; a game without slaps can cycle like War.
    * E13 placing: the winner first, the others by how late they went out.
    * E14 the seat the game waits for may slap instead of flipping (a pair made by the
      card before).
    * E15 the conventions' minimum interval between one player's real-time actions is
      option ``min_interval`` (120 ms, from ``RealtimeOptions``): a seat's timed action
      sooner than that after its own previous one is refused as "too quick", with no
      penalty (so no script flips and slaps its own pair 1 ms later); other seats are not
      held back. Not modelled: the advice to flip with one hand and slap with the other
      (physical).
    * E16 house option ``deal_cards``: deal only that many cards in all (short games,
      constructed positions), the rest set aside unseen.
    * E17 "Slaps preempt any challenge": when the game is decided (E6) while a live
      pattern lies on top that a seat which has just run out could slap (its last card
      made it, or the challenge that put it out was answered with it), the game waits
      ``last_slap_ms`` (3 s, conventions 4) in phase ``last_slap``: that seat may slap
      its way back in, the last holder may slap it too; nobody slapping, the game ends
      as E6 says.
"""

from __future__ import annotations

from parlour.games.egyptian_ratscrew.play import EgyptianRatscrew, stack_id
from parlour.games.egyptian_ratscrew.rules import VARIANTS, RatscrewOptions, build_pack

GAME = EgyptianRatscrew

__all__ = ["GAME", "VARIANTS", "EgyptianRatscrew", "RatscrewOptions", "build_pack", "stack_id"]
