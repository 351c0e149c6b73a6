"""Cactus: a Golf-family memory game, two texts in one module.

Sources: ``seeds/000_a20a0a312aa495c0.txt`` section "Cactus" (variant ``denexa``, the
default) and ``seeds/002_74ac6390b01bc2de.txt`` "Cactus" (variant ``wikipedia``).
Rulings ``A1``-``A10`` come from ``RULINGS.md`` section "1. Cactus"; ``C1``... are this
module's own, where both texts and RULINGS are silent.

>>> import parlour
>>> g = parlour.new_game("cactus", 2, seed=1, deck=["2D", "5C", "3D", "6C", "4D", "7C",
...                                                 "9D", "8C", "8H"])
>>> g.waiting_for(), [a.to_json() for a in g.legal_actions(1)]
([1], [{'type': 'draw', 'source': 'stock'}])
>>> [e.for_seat(1)["text"] for e in g.apply(1, parlour.Action("draw", source="stock"))]
['You drew the 8H from the stock']
>>> [e.for_seat(1)["text"] for e in g.apply(1, parlour.Action("peek", seat=1, slot=3))]
['Seat 1 discarded the 8H and looked at own slot 3: 9D']
>>> g.view(1)["zones"][3]["cards"]  # seat 1's grid: remembered, never shown again
['??', '??', '??', '??']

Table
    Seats play clockwise (seat ``s`` passes to ``s + 1``). The dealer of the first hand
    is seat 0; the deal moves one seat left per hand; the first player of the first hand
    sits opposite the dealer where a seat does (C7). Cards are dealt one at a time round
    the table starting left of the dealer, each seat's first card into slot 0, then
    slot 1 and so on, so a stacked ``deck=[...]`` (top card first) gives, for two
    players, seat 1 slot 0, seat 0 slot 0, seat 1 slot 1, ...; the card after the deal is
    the stock's top. A wikipedia match with several rounds takes one stacked list per
    round (``deck=[[...], [...]]``); stock rebuilds (A2) never consume a stacked list.

Zones
    Cards move only through zone methods; the stock (the deal, draws, penalty cards and
    its rebuild from the discard pile, A2) is handled by :mod:`parlour.rules.draw_discard`.
    ``stock`` (pile, face down), ``discard`` (pile, face up), ``grid:<seat>`` (kind
    ``grid``, ``memory``: a seat's known face-down cards are never shown again unless the
    ``assist`` option is on), ``drawn`` (kind ``hand``, owner = the drawing seat). Grid
    slots are stable: 0 1 is the row far from the owner, 2 3 the near row; a matched card
    leaves its slot empty (``None``); penalty cards fill empty slots first, then new
    slots 4, 5, ...

Turn (phases ``draw`` -> ``resolve`` -> ``end``; also ``look``, ``scored``, ``over``)
    Each action type has one legality path (``verify_<type>`` gives the reason a move is
    refused, in player words; ``do_<type>`` plays it). Parameters are bounded (``slot``
    and ``their_slot`` 0-51, ``seat`` a seat at the table); ``top`` is a card in any
    spelling (``"10H"``, ``"T♥"``; stored as ``"TH"``). Real time: a seat acts at most
    once every ``min_interval`` ms (120, RULINGS conventions 6).
    ``draw(source="stock"|"discard")``. Then, holding the card: ``swap(slot)`` (the
    replaced card goes face up to the discard unseen), ``discard()`` (stock-drawn cards
    only, power unused), ``peek(seat, slot)`` (discard a 6/7/8 and look at an own card,
    a 9/10/J and look at an opponent's), ``blind_swap(slot, seat, their_slot)`` (discard a
    queen and exchange an own card with an opponent's, unseen), ``double(slot)``
    (wikipedia, see below). Then ``end()`` or ``call()`` (Cactus!). Out of turn:
    ``match(slot, top)`` by any seat, ``top`` naming the discard top it claims against
    (public; ``legal_actions`` lists the current one), ``CLAIMS = {"match"}``.
    Wikipedia rounds open with a ``look`` phase: every seat sends ``look()`` (in any
    order) and sees its near cards once, in that event. Between wikipedia rounds the
    next dealer sends ``deal()``.

Rulings
    * A1 a match is the same rank, suit ignored.
    * A2 an empty stock is rebuilt from the discard pile minus its top, shuffled, when a
      card is needed; if that is still empty, penalty cards are skipped and the hand ends
      at the end of the current turn (every hand score is then taken without a caller:
      C6).
    * A3 a card drawn from the stock may be discarded without swapping (both variants);
      a card taken from the discard pile must be swapped in, except an unused power
      card, which may be re-discarded to use its power (and wikipedia's ``double``).
    * A4 option ``caller_frozen`` (default true): the caller may not match any more.
    * A5 option ``tie_rule`` = ``draw`` (default) | ``caller_loses`` (denexa scoring).
    * A6 wikipedia with more than two players: Q and 9/10/J may target any opponent; a
      non-caller gains points when higher than the caller; the match ends when anyone
      reaches ``target`` (they lose); the lowest total among the rest wins, ties shared.
    * A7 the winner of a wikipedia round (the next round's first player) is the lowest
      hand total; ties go to the caller if tied for lowest, otherwise to the earliest
      seat clockwise from that round's first player.
    * A8 (wikipedia) a power card drawn from the stock and discarded without its power
      keeps an unused power (option ``plain_discard_reusable``, wikipedia true). denexa
      defines an unused power card as one "discarded from a player's layout" (swapped out
      or matched: C2), so there a plain stock discard is not reusable (default false).
      Who may reuse it: C13.
    * A9 claims are never resolved between a draw and the completion of that action: a
      ``match`` sent while the turn player holds a drawn card is accepted and queued (a
      public ``claim`` event names seat, slot and the top claimed against; the view lists
      ``pending``), and the queue is resolved in arrival order when the action completes,
      each claim against the state at that moment. Conventions 2: a claim whose ``top``
      is no longer the top is "too late" (refused with no penalty when sent, dropped
      with a public ``too_late`` event when queued), never a wrong match; after a right
      match later claims on that card are too late. As every completed action puts a
      new card on the discard pile, a queued claim in practice always resolves as too
      late: the queue fixes the order and the no-penalty outcome. Outside an action
      claims are processed at once, strictly in arrival order.
    * A10 a seat may match only its own cards.
    * C1 ``match`` needs a discard top: a claim against an empty pile is refused.
    * C2 a matched power card counts as unused (it was "discarded from a player's
      layout"); a used power card re-discarded is used. wikipedia (option ``power_once``):
      "the power of a card can only be used once", so a card whose power was used this
      hand comes back from a layout (swapped out, matched, doubled) used.
    * C3 wikipedia "opponent matched first": once a duplicate has been matched onto the
      discard top, nobody may match that card for free (option ``repeat_match`` =
      ``on_turn``; denexa ``free``). On their turn a player may take the top and
      ``double(slot)``: discard it and their copy together, counting as their turn; a
      wrong copy is a wrong match (card back face down, penalty cards, the taken card
      back on the pile).
    * C4 wikipedia 6/7/8: the turn player may match a card just seen through the power
      in the ``end`` step of the same turn (matching is open to everyone there, too).
    * C5 Cactus is called in the ``end`` step of one's own turn (which the call ends),
      at most once per hand, not in the turns that follow a call and not once the stock
      is exhausted (A2). Every other player then has exactly one more turn.
    * C6 a hand that ends without a caller (A2): denexa compares totals as usual;
      wikipedia gives every player not tied for the lowest total their total.
    * C7 the first player of the first hand sits opposite the dealer (seed 002: "For
      the first round, the player opposite of the dealer goes first"): seat ``dealer +
      players // 2`` at an even count (the other seat at two players); with 3 or 5
      players no seat is opposite and the dealer's left starts (default, option
      ``first_player="opposite"``). Option ``first_player="left"`` always starts at the
      dealer's left. denexa is two players, so both rules give seat 1.
    * C8 a player with no cards left still takes turns: they may draw from the stock and
      discard; a discard card they could do nothing with may not be taken; if the turn
      player can draw nothing at all the hand ends at once (A2).
    * C9 ``start_peek`` (wikipedia 2) looks at the last slots dealt: the near row.
    * C10 the start peek is an action (``look``, each seat once, any order) so that every
      seat receives its cards in a private event; the first turn starts when all have
      looked.
    * C11 between wikipedia rounds the next dealer sends ``deal`` (everyone sees the
      reveal and scores first); the dealer rotates left every round.
    * C12 a card taken from the discard pile stays known to everyone wherever it goes.
    * C13 an unused power may be reused only by the player after the one who put the
      card on the pile (denexa "the opponent", wikipedia "if the previous player hasn't
      used its power"): never by that player itself (e.g. after matching its own 9 on a
      used 9), and at three or more players not by a later seat (a card matched out of
      turn by seat 2 while seat 0 plays is not seat 1's to reuse). The view says
      ``top_placed_by``.
    * C14 the turn player may not claim while holding its drawn card (it is in the middle
      of its own action): "first finish your action" (nothing queued).
    * C15 A2 with a pending Cactus call: if the stock is exhausted during the last turns,
      the hand still ends at the end of the current turn (A2); players who still owed a
      last turn lose it, and the hand is scored with the caller as usual (wikipedia: the
      caller's +10 when not strictly lowest).
    * Round views: ``totals``/``gains`` describe the last hand and are cleared by the next
      ``deal``; ``history`` and ``gain_history`` keep them per round.
"""

from __future__ import annotations

from parlour.games.cactus.play import CactusRules
from parlour.games.cactus.rules import (
    MATCHED,
    NONE,
    OWN,
    POINTS,
    POWER,
    POWER_TEXT,
    QUEEN,
    SPY,
    UNUSED,
    CactusOptions,
    points,
)
from parlour.games.cactus.words import Cactus

GAME = Cactus

__all__ = ["GAME", "MATCHED", "NONE", "OWN", "POINTS", "POWER", "POWER_TEXT", "QUEEN", "SPY",
           "UNUSED", "Cactus", "CactusOptions", "CactusRules", "points"]
