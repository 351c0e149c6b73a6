"""Pyramid (a.k.a. Tut's Tomb): a one-player solitaire of pairs totalling thirteen.

Source: ``seeds/003_46c35618b2fb63c7.txt`` section "Pyramid (a.k.a. Tut's Tomb)".
Rulings ``R1``-``R4`` come from ``RULINGS.md`` section "18. Pyramid"; ``P1``... are this
module's own, where the text and RULINGS are silent.

>>> import parlour
>>> g = parlour.new_game("pyramid", seed=1, deck=[
...     "AC", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC", "QC", "KC",
...     "AD", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "KD", "QD", "JS", "2S", "6S", "7S", "KS"])
>>> g.view(0)["available"]  # the seventh row: only these are uncovered
['KD', 'QD', 'JS', '2S', '6S', '7S', 'KS']
>>> [a.to_json()["cards"] for a in g.legal_actions(0) if a.type == "remove"]
[['KD'], ['KS'], ['JS', '2S'], ['6S', '7S']]
>>> g.apply(0, parlour.Action("remove", cards=["2S", "JS"]))[0].for_seat(0)["text"]
'Paired the JS with the 2S'
>>> "5D" in g.view(0)["available"]  # uncovered once both cards below it are gone
True

Table
    One seat (0). The 28 tableau cards are dealt face up from the top of the pack: the
    apex first, then each row left to right, so a stacked ``deck=[...]`` fills slots 0
    (apex), 1-2 (second row) ... 21-27 (seventh row); the 29th card is the stock's top.

Zones
    ``pyramid`` (kind ``grid``, layout ``pyramid``: 28 slots, ``None`` once removed; slot
    ``(r, c)`` is overlapped by ``(r+1, c)`` and ``(r+1, c+1)``), ``stock`` (face down),
    ``turned`` (classic-pairs only: the card just turned), ``waste`` (face up, only the top
    shown) and ``discard`` (the out-of-play pile, face up).

Actions
    ``remove(cards=[...])`` names one king or two cards totalling 13 (in any order and
    any spelling ``parlour.cards`` reads: ``"10H"``, ``"T♥"``, ``"th"``);
    ``draw()`` turns the stock's top card; ``recycle()`` turns the waste over into a new
    stock when the stock is empty and passes remain.

Rulings
    * R1 (RULINGS 18) no pairs between stock and waste cards: the waste top pairs only with
      pyramid cards. Variant ``classic-pairs`` (option ``stock_waste_pairs``): the card
      just turned lies apart (``turned``) until the next draw, and it and the waste top are
      both available and may pair with each other.
    * R2 drawing is allowed at any time ("when the player cannot make any more moves" is
      descriptive). Option ``strict_draw`` reads it as a rule: draw and recycle only when
      the player "cannot make any more moves from the tableau alone" (no king nor pair of
      pyramid cards to discard); a waste card that pairs with the pyramid does not stop it.
    * R3 passes: ``max_passes`` = 0 (default) is unlimited; 1 and 3 are the common computer
      settings. With unlimited passes the game is lost when the stock runs out after a
      whole pass that removed nothing and nothing can be removed now (the next pass could
      only repeat it).
    * R4 only the top card of the waste is available.
    * P1 the object is the pyramid only: the game is won the moment its 28 cards are gone,
      whatever is left in the stock and waste ("all of the cards in the tableau have been
      paired off (which constitutes a win)").
    * P2 the text has no points: the result's score is the number of pyramid cards
      discarded (28 = a win); ``winners`` is ``[0]`` on a win, empty on a loss.
    * P3 the game is lost as soon as no action is possible (no removal, the stock empty
      and no pass left, or nothing left to turn over).
    * P4 turning the waste over keeps its order: the first card turned in the last pass is
      the first turned in the next. The player has seen those cards: the stock keeps that
      knowledge but, as a memory zone, never shows it (remembering is the skill).
    * P5 the Tut's Tomb quirk (variant ``tuts-tomb``, option ``tuts_tomb_quirk``): a card
      whose only remaining overlapping card is its partner may be paired with it (the
      seed's 9♥/4♦ example once the Q♦ is gone); only a direct overlap counts, as a
      card overlapped through another card is still covered by that one.
    * P6 a removed card goes to the ``discard`` pile (the text's "out-of-play discards"),
      whether it came from the pyramid or the waste.
    * P7 the number of rows is option ``rows`` (7 by the text; 1-9 for puzzles).
"""

from __future__ import annotations

from parlour.games.pyramid.play import PyramidRules
from parlour.games.pyramid.rules import VARIANTS, PyramidOptions, value
from parlour.games.pyramid.words import Pyramid

GAME = Pyramid

__all__ = ["GAME", "VARIANTS", "Pyramid", "PyramidOptions", "PyramidRules", "value"]
