"""Fipsen (Prisdorf rules): four players, 25 cards, five tricks, a pairwise auction.

Source: ``seeds/004_d2c3286c0000f6a2.txt``, section "Fipsen". Rulings ``R1``-``R8`` are
``RULINGS.md`` section "25. Fipsen (Prisdorf rules)"; ``F1``... are this module's own,
where the text and RULINGS are silent.

>>> import parlour
>>> g = parlour.new_game("fipsen", seed=1)
>>> g.phase, g.waiting_for(), len(g.zones["skat"].cards), len(g.zones["aside"].cards)
('bid', [1], 2, 3)

Table and deal
    Seats 0-3 play clockwise; the first dealer is seat 0 (F1); the deal passes left after
    each completed hand or Kieker surrender, not after an all-pass redeal (R7). From the
    dealer's left: three cards each, two face down to the skat, two more each; the last
    three cards are set aside. A stacked ``deck=[...]`` (top card first) is dealt in that
    order. The pack: 7 to ace of clubs, hearts and spades, and the 7♦.

Phases and actions
    ``bid``: ``bid(call=...)``: ``"2"`` .. ``"5"`` with modifiers joined by ``-`` in the
    order ``hand``, ``ruten``, ``durch`` (``"3-hand-durch"``; Five is always ``"5-durch"``
    or more), ``"kieker"``, or ``"pass"``.
    ``discard``: the declarer sends ``discard(card=...)`` twice after taking the skat
    (not after a Hand bid), five times after taking skat and set-aside cards for Kieker.
    ``trump``: ``trump(suit="hearts")``; a Kieker declarer may ``surrender()`` instead.
    ``play``: ``play(card=...)``; after the trick that makes a contract that is not Durch,
    with tricks left, the declarer sends ``stop()`` or ``play-on()`` (phase ``decide``).
    ``scored``: the next dealer sends ``deal()``. ``over`` after ``deals`` deals.

Rulings
    * R1 when a later seat enters, the surviving earlier bidder may hold; the newcomer must
      bid higher.
    * R2 Kieker against Kieker: the earlier seat may hold, as any equal bid.
    * R3 "face cards" are kings, queens and jacks: a Kieker hand may hold aces.
    * R4 a Kieker declarer choosing diamonds doubles nothing: Kieker is Five Durch (10).
    * R5 a Hand bid choosing diamonds is doubled (the "Ruten anyway" rule).
    * R6 a contract made on the fifth trick offers no choice.
    * R7 dealer rotation (above).
    * R8 four players only.
    * F1 the first dealer is seat 0.
    * F2 cards rank ace high, A K Q J 10 9 8 7, in every suit; the 7♦ is the only diamond,
      so under Ruten trumps are one card.
    * F3 bids rank by value (``rules.LADDER``); equal values share a step: a seat may hold
      with any bid of the same value, and the contract is the bid made.
    * F4 Kieker: the bid shows the hand to the left neighbour only (their view shows it,
      the event tells them the cards); the cards it later takes from the skat and the set-
      aside pile are not shown. Kieker may be bid at any point of the auction by a seat
      whose hand qualifies.
    * F5 after Kieker the declarer discards five, then names trumps or surrenders (-5,
      option ``surrender_penalty``): the surrender is offered with the trump choice, before
      any card is played.
    * F6 a contract that is not Durch is played out until the declarer, having made it,
      stops, or until the fifth trick; a Durch (bid, Five, Kieker or played on) ends at the
      declarer's first lost trick. Playing on adds Durch (doubling the value once).
    * F7 the winners are every seat with the highest score after the last deal.
    * F8 an all-pass redeal is not counted among the ``deals``.
"""

from __future__ import annotations

from parlour.games.fipsen.play import Fipsen
from parlour.games.fipsen.rules import FipsenOptions, contract_value, is_kieker_hand

GAME = Fipsen

__all__ = ["GAME", "Fipsen", "FipsenOptions", "contract_value", "is_kieker_hand"]
