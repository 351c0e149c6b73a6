"""Whiskey Poker: five cards and a widow; a blind exchange, an open widow, knocks.

Source: ``seeds/000_a20a0a312aa495c0.txt``, section "Whiskey Poker" (its headings
"Object of Whiskey Poker", the set-up and "Game play"). Rulings ``R6.x`` come from
``RULINGS.md`` section "6. Whiskey Poker"; ``W1``... are this module's own.

>>> import parlour
>>> g = parlour.new_game("whiskey-poker", 2, options={"hands": 1})
>>> g.view(None)["phase"], g.view(None)["pot"], g.actors()
('bet', 2, [1])
>>> [z["count"] for z in g.view(None)["zones"] if z["id"] in ("widow", "hand:0", "hand:1")]
[5, 5, 5]

Table
    Two to nine players (R6.3), one 52-card deck. Betting mode (default): chips bought in
    with ``stack``, an ante, three betting rounds on the shared betting engine; a game is a
    run of hands (``hands``). Chips mode (variant ``chips``): each player has ``chips``
    chips (5), no betting; the lowest hand pays one to the bank; the game ends when a
    player runs out (that player "pays for the next round of drinks": loses).

Zones
    ``stock``, ``widow`` (face down until phase B; a player who put cards there knows
    them), ``swap`` (empty between actions), ``hand:<seat>`` (a card taken from the open
    widow stays known to everyone while it is held).

Actions
    Betting: ``fold``, ``check``, ``call``, ``raise(to=N)``. Phase A: ``exchange``,
    ``pass``, ``knock``. Phase B: ``swap(take, give)``, ``exchange``, ``knock``.
    Between hands: ``deal``.

Rules, sentence by sentence (checked in ``tests/games/test_whiskey_poker_rules.py``)
    * "end the hand with the highest possible five-card poker hand".
    * "Shuffle and deal five cards to each player. Between the dealer and the player to
      their right, deal an extra hand, called the widow ... face down": the widow is dealt
      in the rotation just before the dealer.
    * "After players have looked at their hands, the first betting round occurs."
    * "After the betting, the turn goes to the player on the dealer's left. This player has
      the right to exchange their hand with the hand on the table, in its entirety,
      without being able to see it ahead of time. After this, the next player to their left
      may do the same, and so on. If you decide to keep your cards, you have two options:
      you may simply pass, or you may knock; knocking allows everyone one last opportunity
      to exchange hands, with this phase of the game ending when the turn gets back to you."
    * "The second betting round happens now. After that wraps up, the widow is exposed."
    * "Each player may take one card from the widow, then discard one card from their hand,
      face up, to the widow. Players also have the option to exchange their entire hand ...
      it must be one card or all of them. Players do not have the option to pass; they must
      knock if they wish to not exchange any cards. As before, play ends when the turn gets
      back to the first player to knock."
    * "The third and final betting round now takes place. After this comes the showdown.
      The player with the highest-ranked poker hand takes the pot."
    * "whoever has the lowest hand at the showdown must surrender one chip to the bank.
      Whoever runs out of chips first pays for the next round of drinks": variant ``chips``.

Rulings
    * R6.1 phase A ends after one complete orbit when nobody knocks.
    * R6.2 each phase has its own knock; variant ``knock-freezes``: a player who has
      knocked may not draw again (passed over in phase B).
    * R6.3 two to nine players.
    * R6.4 betting rounds open with the first player still in left of the dealer; folded
      players are skipped in the exchange phases. Structure: fixed limit, bet 2, cap 4,
      ante 1 (options); as in the shared betting module, the cap bounds a round in fixed
      limit only (pot and no limit: the stacks alone).
    * R6.5 chips mode: every player tied for lowest pays.
    * W1 phase A has one knock: after it the others pass or exchange, and the knocker takes
      no further turn. In phase B, where nobody may pass, a later player may knock too (to
      keep their cards); the phase still ends when the turn reaches the first knocker.
    * W2 in phase B a card taken from the open widow is known to everyone while held; a
      whole-hand exchange in phase B puts the old hand face up in the widow.
    * W3 phase B, in which nobody may pass, ends after ``max_orbits`` (10) orbits without
      a knock (the text has no end for it).
    * W5 with ``knock-freezes`` a phase-A knock binds its knocker through phase B
      (Bicycle: "no player may draw if he has knocked"), and so it stands as phase B's
      first knock: the others each have one last turn and the phase ends when the turn
      comes back to the knocker. A knocker who folded in between leaves their knock
      standing: it was made, and folding does not take it back (everyone still in has one
      last turn).
    * W4 a game is a run of hands; between hands the next dealer deals; folding is refused
      when checking is free; uncalled bets go back; odd chips clockwise from the dealer's
      left.
"""

from __future__ import annotations

from parlour.games.whiskey_poker.play import WhiskeyPokerRules
from parlour.games.whiskey_poker.rules import WhiskeyOptions
from parlour.games.whiskey_poker.words import WhiskeyPoker

GAME = WhiskeyPoker

__all__ = ["GAME", "WhiskeyOptions", "WhiskeyPoker", "WhiskeyPokerRules"]
