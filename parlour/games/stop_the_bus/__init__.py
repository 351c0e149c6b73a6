"""Stop the Bus (Bastard): swap one card a turn with a face-up centre of three; call
"Stop the bus!"; the worst three-card Brag hand loses a token; the last with tokens wins.

Source: ``seeds/000_a20a0a312aa495c0.txt``, section "Stop the Bus (Bastard)" (its
object, the deal and "Game play"). Rulings ``R2.1``-``R2.6`` are ``RULINGS.md`` section
"2. Stop the Bus (Bastard)"; ``B1``... are this module's own, where the text and
RULINGS are silent (the most common rules of the game).

>>> import parlour
>>> g = parlour.new_game("stop-the-bus", 2, deck=[
...     "AS", "2C", "AH", "7D", "KD", "9H",   # dealt one at a time from the dealer's left
...     "AC", "5S", "QH"])                    # the centre
>>> [z["cards"] for z in g.view(1)["zones"] if z["id"] in ("centre", "hand:1")]
[['AC', '5S', 'QH'], ['AS', 'AH', 'KD']]
>>> g.apply(1, parlour.Action("exchange", take="AC", give="KD", call=True))[0].for_seat(0)["text"]
'Seat 1 takes the A♣ and puts down the K♦'
>>> show = g.apply(0, parlour.Action("exchange", take="5S", give="2C", call=False))[-2]
>>> for line in show.for_seat(0)["text"].split(". "):
...     print(line)
Showdown (seat 0: high card, 9-7-5; seat 1: prial of aces)
Seat 0 loses a token with the worst hand (high card, 9-7-5)
>>> g.view(0)["tokens"]
[2, 3]

Table
    Two to six players, one 52-card deck, tokens (option ``tokens``, default 3: B1).
    Seats play clockwise; the first dealer is seat 0 (option ``dealer``). A stacked
    ``deck=[...]`` (top card first; a list of lists: one per hand) deals one card at a
    time from the dealer's left, then the three centre cards; the rest is the stub.

Zones
    ``stub`` (face down, known to nobody, never used), ``centre`` (a row of three face-up
    cards; a card put down takes the place of the card taken, so a centre card taken by
    someone else visibly leaves its slot), ``hand:<seat>`` (the owner sees it; a card
    taken from the centre stays known to everyone).

Actions
    ``exchange(take, give, call)``: take a centre card and put down a card of the hand
    (or the card just taken); ``call=true`` stops the bus after the exchange.
    ``exchange3(call)`` (variant ``swap1or3``); ``call`` (variant ``call-instead``);
    ``deal`` (the next dealer, after a showdown). Cards in any spelling ("TH", "10♥").

Rules, sentence by sentence (the checklist in ``tests/games/test_stop_the_bus_rules.py``)
    * "two to six players"; "a standard 52-card deck"; "an equal number of tokens".
    * "deal three cards to each player. Then, deal three face-up cards to the center of
      the table. Set the remaining deck stub aside; it has no further part in game play."
    * "The player to the dealer's left goes first. They draw one card from the three face
      up on the table. They then choose one card to discard, face up, replacing the card
      they drew. The turn then passes to the next player."
    * "they may call out 'Stop the bus!' Each of their opponents then takes one more turn.
      When the turn reaches the player who called, the hand ends."
    * "All players then turn their hand face up ... Whichever player has the worst Brag
      hand surrenders one token." Hands rank by :mod:`parlour.hands.brag`.
    * "The cards are collected and the deal passes to the left ... players dropping out
      whenever they run out of tokens. The last player with at least one remaining token
      wins the game."

Rulings
    * R2.1 every player tied for the worst hand loses a token; suits never break ties.
    * R2.2 the caller completes their exchange, then may call (``call=true`` on the
      exchange); variant ``call-instead``: a call replaces the exchange.
    * R2.3 variant ``swap1or3``: a turn may exchange all three cards.
    * R2.4 putting down the card just taken is legal (an effective pass).
    * R2.5 variant ``poker-order`` (option ``brag_order=poker``): A-A-A the top prial,
      A-K-Q the top run, A-2-3 the lowest run.
    * R2.6 when everyone left would go out at once (all tied for worst with one token),
      no token changes hands and the same dealer deals the hand again.
    * B1 tokens default to three each (the seed leaves the number open).
    * B2 one call per hand; the caller takes no further turn.
    * B3 players with no tokens are dealt out; the deal and the turn pass over them; the
      deal passes to the next player still in after the dealer.
    * B4 between hands the table waits for the next dealer's ``deal`` (the showdown stays
      on the table until then).
    * B5 result: scores are tokens left; placing by tokens, then the later out the better.
"""

from __future__ import annotations

from parlour.engine.declare import SearchHooks
from parlour.games.stop_the_bus import bot as _bot
from parlour.games.stop_the_bus.play import StopTheBusRules
from parlour.games.stop_the_bus.present import PRESENTATION
from parlour.games.stop_the_bus.rules import StopTheBusOptions


class StopTheBus(StopTheBusRules):
    """Stop the Bus (see the module docstring for the rules and rulings)."""

    bot = _bot.HeuristicBot
    search = SearchHooks(rollout_policy=_bot.rollout_policy, options=_bot.SEARCH_OPTIONS)
    presentation = PRESENTATION


GAME = StopTheBus

__all__ = ["GAME", "StopTheBus", "StopTheBusOptions", "StopTheBusRules"]
