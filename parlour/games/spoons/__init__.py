"""Spoons, and Pig: no turns; cards pass face down to the right (each player receives
from their left); four of a kind grabs a spoon (or, at Pig, touches a nose); the one
player left out takes a letter.

Source: ``seeds/001_37268895a0288899.txt``, section "Spoons" and its "Pig (variation)".
Rulings ``R17.1``-``R17.3`` are ``RULINGS.md`` section "17. Spoons" with the
conventions for real-time games; ``S1``... are this module's own.

Real time (RULINGS conventions 1-7): every play action is a claim stamped with its
arrival time (``apply(seat, action, at=ms)``), processed in arrival order against the
state at that moment; one seat's actions are ``min_interval`` ms apart. Tests give
explicit times; nothing sleeps.

>>> import parlour
>>> g = parlour.new_game("spoons", 3, seed=1, deck=[
...     "2C", "9C", "7C", "2D", "9D", "7D", "2H", "9H", "7H", "KS", "3S", "QS",  # seats 1, 2, 0
...     "7S"])                                                                   # the stock
>>> g.apply(0, parlour.Action("take"), at=500)[0].for_seat(0)["text"]
'You pick up the 7♠'
>>> g.view(0)["zones"][2]["cards"]
['7C', '7D', '7H', 'QS', '7S']
>>> g.apply(0, parlour.Action("pass", index=3), at=700)[0].for_seat(2)["text"]
'Seat 0 passes a card face down to seat 2'
>>> g.apply(0, parlour.Action("grab"), at=900)[0].for_seat(1)["text"]
'Seat 0 grabs a spoon with four of a kind! 1 spoon left'

Table
    Three to twelve players (a second pack above six), one spoon fewer than players.
    Seat 0 deals first; the deal passes left. A stacked ``deck=[...]`` (top card first;
    a list of lists: one per hand) deals four cards one at a time from the dealer's left,
    then the stock.

Zones
    ``stock`` and ``discard`` (face down), ``hand:<seat>``, ``incoming:<seat>`` (the cards
    passed to that player, face down, unseen by them until picked up; the passer knows
    the card).

Actions (real-time claims)
    ``take`` (the dealer from the stock, the others the top of their incoming pile),
    ``pass(index)`` (the card's place in the hand: with two packs two cards may look
    alike), ``grab`` (Spoons) or ``nose`` (Pig); ``deal`` between hands.

Rules, sentence by sentence (the checklist in ``tests/games/test_spoons_rules.py``)
    * "three to six players ... add a second deck of cards"; "one fewer spoon than
      players".
    * "deal four cards to each player. Place the deck stub to the left of the dealer,
      this becomes the stock."
    * "the dealer ... draw[s] one card from the stock, then discards one card face down
      ... to their right. The player to the dealer's right draws the dealer's discarded
      card, then discards to the right ... The player to the left of the dealer simply
      discards, face down, into a discard pile ... There are no turns ... A player may
      never have more than 5 cards in hand at one time."
    * "If ... the stock should run out, the discard pile is shunted over to take its
      place" (no shuffle).
    * "When a player succeeds in assembling a four-of-a-kind, they discard their fifth card
      and grab a spoon. All other players grab one as well. The player left without a
      spoon ... gets the letter S ... spelled out the word SPOON, they are out ... When a
      player is eliminated, so is a spoon ... until only one player remains": one loser
      a hand (S2).
    * Pig: "lays their hand face-down ... places a finger on their nose. They continue to
      receive cards from their left but merely pass them to the right without looking"
      (the engine passes them on); "This continues until only one player remains
      oblivious ... This last player to put their finger to their nose is the loser": no
      reaction deadline; the hand ends when all but one have touched their nose.

Rulings
    * R17.1 a first grab (or nose) without four of a kind: a letter and a redeal by the
      same dealer (unless that letter put them out) (option ``false_grab=letter``);
      ``false_grab=ignore`` refuses it.
    * R17.2 the incoming pile is a stack: a player takes the most recently passed card.
    * R17.3 spoons "further away" are cosmetic (no added delay).
    * S1 only the first grab needs four of a kind; after it anyone may grab, and passing
      stops (Spoons); at Pig play goes on for those who have not noticed.
    * S2 one loser a hand: the race stays open, the spoons left on the table, while two
      or more players are without one; the grab that leaves exactly one ends the hand and
      that player takes the letter. Nobody is lettered for slowness while two or more are
      still without (the text has one loser, and no way to pick one of them): at Spoons a
      race in which nobody grabs for ``react_ms`` (3 s) after the latest grab, two or more
      players still without a spoon, is dealt again by the same dealer, no letters (a
      safeguard against a stalled table; grabbing stays every player's best move). Pig
      has no reaction deadline: noticing late is the game; only S3 ends a stalled hand.
    * S3 a hand nobody ends within ``hand_limit`` (10 minutes) is dealt again by the same
      dealer, no letters (a safeguard). At Pig the limit starts again from the first nose,
      so a late nose still leaves the others a whole limit to notice it.
    * S4 a player takes only with four cards in hand and passes only with five; the
      dealer draws from the stock only.
    * S5 result: scores are minus the letters; placing by letters, then the later out.
    * S6 the first grab (or nose) is checked on the spot (how else could a false one cost
      a letter at once?). At Spoons the grabber's hand is shown to everyone, and every
      hand when the hand ends. At Pig the hand is laid "face-down": a valid first nose is
      announced as checked (four of a kind) without its cards; only a false nose is shown.
      Pig's hands stay face down when the hand ends.
    * S7 Pig: a dealer with a finger on their nose keeps the stock flowing, unseen (the
      stock is on their left, where the others receive from): one card whenever the
      first player to their right still looking at their cards has none waiting.
"""

from __future__ import annotations

from parlour.games.spoons.bot import ReactionHeuristic
from parlour.games.spoons.play import SpoonsRules
from parlour.games.spoons.present import PRESENTATION
from parlour.games.spoons.rules import SpoonsOptions


class Spoons(SpoonsRules):
    """Spoons and Pig (see the module docstring for the rules and rulings)."""

    bot = ReactionHeuristic
    presentation = PRESENTATION


GAME = Spoons

__all__ = ["GAME", "Spoons", "SpoonsOptions", "SpoonsRules"]
