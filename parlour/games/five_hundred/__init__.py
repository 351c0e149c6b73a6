"""Five Hundred: the American partnership form for four, 45 cards with a joker.

Source: ``seeds/003_46c35618b2fb63c7.txt``, section "Five Hundred". Rulings ``R1``-``R8``
are ``RULINGS.md`` section "23. Five Hundred"; ``F1``... are this module's own, where the
text and RULINGS are silent.

>>> import parlour
>>> g = parlour.new_game("five-hundred", seed=3)
>>> g.phase, g.waiting_for(), [a.type for a in g.legal_actions(1)]
('announce', [1], ['decline'])

Table
    Partners sit across (F1): seats 0 and 2 are team 0, seats 1 and 3 team 1. The first
    dealer is seat 0 and "the player to the left of the dealer deals the next hand"
    (F2). The pack is 4 to ace in four suits and the joker (``deck500``).

The deal (R1)
    From the dealer's left in batches: 3 to each player, 2 to the middle, 2 to each, 3 to
    the middle (the text says 2, which leaves a card undealt), 3 to each, 2 to each. A
    stacked ``deck=[...]`` (top card first) is dealt in that order. Hands are kept sorted
    by suit as the contract makes suits (bowers with the trumps), strongest last.

Phases and actions
    ``announce``: "ace, no face" (F3): each seat in turn from the dealer's left sends
    ``announce()`` (only with exactly one ace and no jack, queen, king or joker) or
    ``decline()``; after an announcement the announcer's partner (alone: "the opposing
    partnership does not have any input") sends ``redeal()`` (the same dealer deals
    again; the deal is not counted) or ``play-on()`` (that side may not bid nullo: R6),
    and the round goes on. Every seat is asked, holder or not: the text says a player
    *may* declare, so a holder may stay silent, and asking only holders would show the
    table who holds such a hand. Option ``ace_no_face=False`` skips the round.
    ``bid``: ``bid(call=...)`` with calls ``"6S"``..``"10NT"`` (tricks and ``S C D H NT``),
    ``"nullo"``, ``"grand-nullo"`` or ``"pass"``.
    ``discard``: the declarer sends ``discard(card=...)`` five times (grand nullo: then
    the partner, after taking those five).
    ``play``: ``play(card=...)``; after the joker is led in a hand without trumps the
    leader sends ``nominate(suit="hearts")``.
    ``scored``: the next dealer sends ``deal()``. ``over``.

Card order (``rules.TABLES``)
    With a trump suit: the joker, the right bower (jack of trumps), the left bower (the
    other jack of the same colour, a trump "for every purpose": following, voids,
    winning), then A K Q 10 9 ... 4; other suits ace high. In no trump, nullo, grand
    nullo and no-contract hands the joker is the only trump.

Rulings
    * R1 the deal puts 2 then 3 cards in the middle (above).
    * R2 leading the joker in a trump contract is a trump lead, with no nomination;
      nomination only in no trump, nullo, grand nullo and no-contract hands.
    * R3 in those hands the joker may be played only when void in the suit led (it is a
      suit of its own, so following suit forbids it) and then wins the trick.
    * R4 a pass is final; the auction ends after a bid followed by passes from all the
      others, or after ``rounds`` (3) complete orbits; each bid outranks the high bid.
    * R5 inkle (six) only for the dealer's left and the next seat, on their first call.
    * R6 after "ace, no face" and playing on, neither partner may bid nullo (nor,
      therefore, grand nullo).
    * R7 the side must exceed 500 (``win_comparator="gt"``); variant ``reach-500``:
      reaching it is enough.
    * R8 four players only.
    * F1 partners sit opposite; F2 the first dealer is seat 0.
    * F3 the "ace, no face" round asks every seat in turn, so nobody learns from being
      asked; a seat may announce only with a hand that qualifies (the engine checks it).
    * F4 the bid ladder is the score table's order, except that nullo (250) ranks above
      every seven and below every eight ("Nullo is outbid by any bid of eight or more")
      and grand nullo ranks above everything ("cannot be outbid"); grand nullo needs the
      partner's earlier nullo bid in this auction.
    * F5 a joker leader names any suit it has not shown out of; if it has shown out of
      all four, any suit.
    * F6 in nullo the declarer's partner sits out: three-card tricks, its hand stays
      hidden; in grand nullo both partners play.
    * F7 no-contract hands: no trumps but the joker, the middle stays face down, the
      dealer's left leads, both sides score 10 a trick.
    * F8 the match ends when, after a hand, a side is at or below ``lose_at`` (-500: it
      loses; if both, the higher score wins), or the declaring side made its contract and
      passed the target. Defending or no-contract points never win by themselves. The
      house option ``deals`` (0 = off) ends the match after that many deals, the higher
      score winning (single-deal play for measurements).
    * F9 a contract's value is the table's; no bonus for extra tricks (the text: "There
      is no penalty or bonus for exceeding the contract").
"""

from __future__ import annotations

from parlour.games.five_hundred.play import FiveHundred
from parlour.games.five_hundred.rules import FiveHundredOptions, ace_no_face, hand_score

GAME = FiveHundred

__all__ = ["GAME", "FiveHundred", "FiveHundredOptions", "ace_no_face", "hand_score"]
