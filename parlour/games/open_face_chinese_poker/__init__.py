"""Open-Face Chinese Poker (OFCP): three poker rows built face up, card by card.

Source: ``seeds/004_d2c3286c0000f6a2.txt``, section "Open-Face Chinese Poker" (with its
fantasyland paragraphs). Rulings marked R come from ``RULINGS.md`` "29. Open-Face
Chinese Poker (OFCP)" and the conventions; ``O1``... are this module's own. Rows,
royalties, settlement and the fantasyland conditions live in :mod:`parlour.rules.rows`
(shared with Chinese Poker); the rotation of the deal in :mod:`parlour.rules.match`.

Deal
    A standard 52-card pack, 2 to 4 players. Five cards face down to each player, one at
    a time from the dealer's left (O1); then eight more to each player in fantasyland,
    one at a time in the same order; the rest is the stock, face down. Seat 0 deals the
    first hand. A stacked ``deck=[...]`` (top card first; a list of lists for several
    hands) is dealt in that order, then drawn from.

Placing (phase ``place``)
    In turn from the dealer's left, players not in fantasyland turn their five cards
    face up and split them any way between the front (3), middle (5) and back (5):
    ``place(card, row)`` card by card, ``take(card)`` the last one placed back while
    arranging, ``set`` to confirm the five (O4). Then, in the same order, each draws one
    card from the stock face up and ``place``s it in a row that is not full; that is
    final, and the turn passes. A placed card never moves. The hand ends when every
    row is full.

Foul, royalties, settlement (R)
    Rows must rise front <= middle <= back ("stronger than" read as at least as strong:
    equal rows are no foul; a front is compared with a middle by category, then its
    ranks against the middle's most significant ones). The front counts only three of
    a kind, pair and high card. Royalties, every row whether won or lost (R), variant
    ``standard`` (royalties ``flat``): middle/back royal flush 50/25, straight flush
    30/15, four of a kind 20/10, full house 12/6, flush 8/4, straight 4/2; front pair of
    6s 1 rising to aces 9, any front three of a kind 20 (the seed table's lost alignment, R). Variant
    ``standard-royalties``: front three 2s 10 rising to three aces 22, middle three of
    a kind 2. Each pair of players: each scores its royalties and one point per row it
    beats (a tied row: no point, R), three more for a sweep (option ``sweep``); the
    lower score pays the difference in units. A fouled player scores nothing and pays
    each opponent 6 units (option ``foul_penalty``) plus that opponent's royalties; two
    fouled players pay each other nothing (R). Units may be agreed per pair of players
    (option ``pair_units``, else ``unit``).

Fantasyland (phase ``fantasy``)
    A player who sets a pair of queens or better in the front without fouling plays the
    next hand in fantasyland; several players may (four players: 4 x 13 = 52, R). Such
    a player gets thirteen cards and sets them at once, face down (``place``/``take``/
    ``set``), before the others begin (O3); their rows are turned face up only when
    everyone else has set their hands. A player in fantasyland stays there for the next
    hand by setting four of a kind or better in the back, a full house or better in the
    middle, or three of a kind in the front, without fouling (O6). The deal does not
    rotate on a fantasyland hand: the dealer of the last normal hand deals again (O5).

Own rulings
    * O1 seat 0 deals the first hand; cards are dealt one at a time from the dealer's
      left.
    * O3 "which they immediately set": fantasyland players set their thirteen cards,
      simultaneously and sealed, before anyone else places a card (as tournaments do
      it, e.g. the Wynn's 2013 OFC event: https://vegasopenface.wordpress.com/tag/fantasyland/);
      the others see the row counts as they arrange, not the cards.
    * O4 while arranging the first five (face up, as the text turns them up) or the
      fantasyland thirteen, a player may take back the card placed last, one by one,
      and confirms with ``set``; after that, and for every later card as soon as it is
      placed, a card never moves.
    * O5 the game is ``hands`` hands (0: one per player), fantasyland hands included;
      after each hand the table waits until the dealer deals (``deal``). The deal passes
      to the left unless someone plays the next hand in fantasyland. Fantasyland earned
      in the last hand is not played.
    * O6 a player in fantasyland stays only on the staying conditions (a Q-Q front
      alone does not bring them back); a fouled setting never qualifies.
    * O7 a fouled player's rows count nothing, royalties included (the text: "none of
      the player's three hands are eligible to win").
    * O8 the result ranks seats by units won over the game; every seat with the most
      units wins.
"""

from __future__ import annotations

from parlour.games.open_face_chinese_poker.play import OpenFaceChinesePoker

GAME = OpenFaceChinesePoker

__all__ = ["GAME", "OpenFaceChinesePoker"]
