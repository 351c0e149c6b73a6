"""Mini Baccarat (Punto Banco): bettors against the house, one eight-deck shoe.

Source: ``seeds/003_46c35618b2fb63c7.txt``, section "Mini Baccarat". Rulings R1-R6 are
``RULINGS.md`` section "21. Mini Baccarat (Punto Banco)"; M1... are this module's own,
where the text and RULINGS are silent. The pure rules (values, naturals, the third-card
rules, burn count, payouts) are in :mod:`.rules`, shared with the exact analysis
:mod:`parlour.analysis.baccarat` (``parlour analyze baccarat``).

>>> import parlour
>>> g = parlour.new_game("mini-baccarat", 1, options={"decks": 1},
...                      deck=["2C", "3D", "4H", "2S", "4D", "KH", "QC", "8D"])
>>> [e.for_seat(0)["text"] for e in g.apply(0, parlour.Action("bet", spot="banker", amount=10))]
['Seat 0 bets 10 on banker']
>>> for e in g.apply(0, parlour.Action("done")):
...     print(e.for_seat(0)["text"])
Seat 0 is done betting
Player 2S KH (2), banker 4D QC (4)
Player draws the 8D: 0
Banker stands on 4
Banker wins, 4 to 0
Seat 0 wins 9.50 (chips 1009.50)
Hand 2: place your bets

(A stacked shoe counts as cut, M2: the 2C is burnt face up, the 3D and 4H face down.)

Table
    Seats ``0..players-1`` (1 to 9: the layout has nine positions) are bettors; the
    house deals and banks every bet. Zones: ``shoe`` (pile, face down; its top is the
    next card out), ``player_hand`` and ``banker_hand`` (rows, face up), ``discard``
    (the discard holder: the face-up burn card, the burnt cards face down, then every
    finished hand face up).

Flow (phases ``cut`` -> ``bet`` -> ... -> ``over``)
    ``cut(at)``: the seat offered the cut card inserts it; then the dealer burns and the
    first betting round opens. In ``bet`` every seat that is not done acts at once:
    ``bet(spot, amount)`` (``spot`` = ``player`` | ``banker`` | ``tie``), ``withdraw(spot)``,
    ``done``. When every seat is done the dealer deals the coup, draws by the rules,
    settles every wager and opens the next hand, all inside that last ``done``.
    The view has ``scores`` (chips in front of each seat), ``bet_player``/``bet_banker``/
    ``bet_tie`` per seat, ``last`` (the last coup), ``road`` (the score card: P, B, T
    per hand) and the shoe's ``cards_before_cut_card``.

Rulings
    * R1 burn: the first card of a new shoe is discarded face up and as many cards as
      its value face down: 10 for a ten or court card, 1 for an ace (option
      ``ace_burn``: 11 in some casinos).
    * R2 a player or banker bet on a tie is a push: the stake is returned.
    * R3 deal order: player, banker, player, banker.
    * R4 when the cut card comes out, the current round is finished and one more round
      is played, then the shoe is over (variant ``early-shuffle``: the shoe is over
      after the current round; option ``after_cut``).
    * R5 money is exact in hundredths (cents).
    * R6 bet limits are table parameters: ``table_min`` (10) and ``table_max`` (500).
    * M1 a game is one shoe (option ``shoes`` for more; a new shoe is reshuffled, cut by
      the next seat and burnt again). It also ends once every seat is short of the
      table minimum (then no new shoe is shuffled and cut), or after ``hands`` hands
      (house option, 0 = off). The result's scores are the final chips; the winners
      are the seats that end with more chips than they started with (they beat the
      house; a game may have none); seats are placed by chips.
    * M2 the cut card is offered to seat 0 (shoe ``k`` to seat ``(k-1) mod players``).
      ``cut(at=k)``, ``1 <= k < cards``: the ``k`` cards in front of the inserted cut card
      go to the back of the shoe. A stacked ``deck=[...]`` (first card = first out of the
      shoe, burn card first) is a shoe already cut: its shoe has no cut phase.
    * M3 the second cut card goes ``cut_from_end`` cards from the end (52: "about one
      deck"), never deeper than half the shoe (a one- or two-deck shoe still plays) and
      never closer than 11 cards to the end. It comes out when the last card in front of
      it is dealt; the round then being dealt is "the current round" of R4.
    * M4 betting is simultaneous and public (chips on the felt): each seat may hold one
      wager on each spot, take one back (``withdraw``) and place it again until it says
      ``done`` ("shift their bets back and forth"). A wager is any whole amount from
      ``table_min`` to ``table_max`` (RULINGS 21: the limits are the table's only
      bounds), never more than the seat's chips; the chip series 1, 2, 5, 10, 20, 50...
      times the minimum (view ``chip_values``) is offered to people as quick stakes. A seat
      may bet nothing and sit the hand out; a seat short of the minimum sits out by
      itself. The dealer deals when every seat is done, even if nobody bet.
    * M5 a natural (8 or 9 in two cards, in either hand) stops all drawing; the higher
      total wins, so a natural 8 beats a banker's 7 and equal totals tie.
    * M6 the banker's rule reads the *point value* of the player's third card: a ten or
      court card is a 0 ("anything other than an 8"; not "2 through 7").
    * M7 a winning banker bet pays even money less ``commission`` percent (5); the
      commission is computed exactly and a fraction of a cent of it is not charged
      (never needed at 5% on whole units); a winning tie bet pays ``tie_pays`` to 1
      (8); losing bets go to the house.
    * M8 the cards of a finished hand stay face up in their boxes during the next
      betting round and go to the discard holder when the next hand is dealt (display
      only: they are dead either way).
    * M9 the text names no side bets; none are offered.
"""

from __future__ import annotations

from parlour.games.mini_baccarat.options import MiniBaccaratOptions
from parlour.games.mini_baccarat.play import MiniBaccaratRules
from parlour.games.mini_baccarat.words import MiniBaccarat

GAME = MiniBaccarat

__all__ = ["GAME", "MiniBaccarat", "MiniBaccaratOptions", "MiniBaccaratRules"]
