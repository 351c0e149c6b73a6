"""Spades: four players in two partnerships, declarations, spades always trumps.

Source: ``seeds/003_46c35618b2fb63c7.txt``, section "Denexa Games Ace of Spades" (the
"Spades" heading). Rulings ``R1``-``R4`` are ``RULINGS.md`` section "24. Spades"; ``S1``...
are this module's own, where the text and RULINGS are silent.

>>> import parlour
>>> g = parlour.new_game("spades", 4, seed=7)
>>> g.waiting_for(), [a.to_json() for a in g.legal_actions(1)][:2]
([1], [{'type': 'bid', 'tricks': 2}, {'type': 'bid', 'tricks': 3}])
>>> for seat, n in ((1, 3), (2, 4), (3, 2), (0, 4)):
...     _ = g.apply(seat, parlour.Action("bid", tricks=n))
>>> g.view(None)["contracts"], g.phase, g.turn
([8, 5], 'play', 1)

Table
    Seats play clockwise; partners sit opposite (S1): seats 0 and 2 are one side
    (team 0), seats 1 and 3 the other (team 1). The first dealer is seat 0 and the deal
    moves one seat left per hand (S2). Thirteen cards each are dealt one at a time from
    the dealer's left, so a stacked ``deck=[...]`` (top card first) gives ``deck[0]`` to
    the dealer's left, ``deck[1]`` to the next seat, ... (``deck[k::4]`` is the hand of
    seat ``dealer + 1 + k``); several hands take one list per hand
    (``deck=[[...], [...]]``). Hands are kept sorted by suit (clubs, diamonds, hearts,
    spades), aces high.

Zones
    ``hand:<seat>`` (kind ``hand``: only its owner sees it), ``trick`` (the cards of the
    trick in play, face up, leader first; the view's ``trick_seats`` says who played
    each; ``played`` lists each seat's card in it), ``tricks:<team>`` (pile, the tricks
    a partnership collected, face up as they were all seen, kept "in front of one of the
    partners": owner seat 0 for team 0, seat 1 for team 1).

Phases and actions
    ``bid``: each seat in turn from the dealer's left sends ``bid(tricks=n)``,
    ``min_bid`` <= n <= ``max_bid`` (2 to 13). ``play``: the dealer's left leads, then
    each seat in turn sends ``play(card="QS")`` (any spelling: ``"Q♠"``, ``"10H"``); the
    trick's winner leads the next.
    After the thirteenth trick the hand is scored; unless the match is over, phase
    ``scored`` follows, in which the next dealer sends ``deal()`` (S11). ``over``.

Rulings
    * R1 a side that makes its contract scores 10 x contract + 1 per bag (trick beyond
      the contract); option ``score="literal"`` (variant ``literal``): 10 per trick
      collected + 1 per bag, as the text reads.
    * R2 a broken contract scores 0 (the text); variant ``set-penalty``: -10 x contract.
    * R3 both sides at or over the target after the same hand: the higher score wins; an
      exact tie plays another hand.
    * R4 bids go up to 13 per player; a contract above 13 is allowed (and unmakeable).
    * S1 partners sit opposite: seats ``s`` and ``s + 2``.
    * S2 the first dealer is seat 0; the deal rotates left each hand (conventions).
    * S3 every player declares exactly once, in turn from the dealer's left; there is no
      pass and no nil (the text has neither: "the minimum declaration is two"). Bids are
      public as they are made.
    * S4 follow suit if able, otherwise any card; spades may be led at any time, even
      before one has been played (the text lets the leader "play any card they desire"
      and names no restriction). House option ``break_spades`` forbids leading a spade
      before spades are broken unless the leader holds only spades.
    * S5 aces are high; the highest spade wins a trick holding a spade, else the highest
      card of the suit led.
    * S6 tricks are counted per partnership ("the individual players do not need to
      fulfil their own bids"); the view still shows each seat's own count.
    * S7 bags accumulate across hands; each time a side's count reaches ``bag_limit``
      (10), ``bag_penalty`` (100) is deducted and the count keeps the rest (12 bags: -100
      and 2 carried). Under standard scoring the bag points are also in the score, as the
      text says ("one point for each trick in excess").
    * S8 bags are counted only when the contract is made (a broken contract has no
      "trick in excess of the contract").
    * S9 there is no lower limit on the score in the text (the -500 rule belongs to Five
      Hundred); see S12.
    * S10 the match is checked after every hand: it ends when a side has reached
      ``target`` (500; variant ``quick``: 200) and the scores differ (R3). The
      house option ``deals`` (0 = off) ends it after that many deals instead, the higher
      score winning and equal scores drawing (single-deal play, as OpenSpiel's).
    * S11 a finished trick goes to the winner's side at once; the view keeps it as
      ``last_trick`` (with ``last_winner``) until the next trick is complete. After the
      hand is scored (its ``score`` event carries the hand's figures; the result's
      ``details["hands"]`` keeps them all) the table stays as it is, the played cards
      visible, until the next dealer sends ``deal``: the shuffle that hides them again is
      an action of its own, as at a real table.
    * S12 house option ``lose_at`` (0 = off, the default in every variant, as the text
      and RULINGS 24 set no floor): the match also ends when a side falls to that score or
      below, the higher score winning and an exact tie playing on (as R3). With
      ``set-penalty`` scores can fall for ever for sides that keep breaking contract, so
      simulations of random players pass ``lose_at=-200`` (or ``deals``) to end.
"""

from __future__ import annotations

from parlour.games.spades.play import SpadesRules
from parlour.games.spades.rules import SpadesOptions, bag_penalties, hand_score, team_of
from parlour.games.spades.words import Spades

GAME = Spades

__all__ = ["GAME", "Spades", "SpadesOptions", "SpadesRules", "bag_penalties", "hand_score",
           "team_of"]
