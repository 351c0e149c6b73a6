"""Eleusis and Eleusis Express: the dealer makes up a secret rule for which card may follow
which; the players play to a mainline, are told "Right" or "Wrong", and deduce the rule.

Source: ``seeds/004_d2c3286c0000f6a2.txt``, sections "Eleusis" (its object, the set-up,
"Game play", "The prophet", "Expelling players from the game", "Ending the hand") and
"Eleusis Express". Rulings ``R32.1``-``R32.8`` are ``RULINGS.md`` section "32. Eleusis"
(in its order); ``E1``... are this module's own, where the text and RULINGS are silent.

>>> import parlour
>>> g = parlour.new_game("eleusis", 3, options={"hand_size": 2},
...                      deck=["3S", "4H", "2H", "5S", "9D"])  # seat 0: 3S 2H; seat 1: 4H 5S
>>> _ = g.apply(2, parlour.Action("choose", rule="alternate-colours"))  # seat 2 deals
>>> g.view(1)["mainline"]
['9D']
>>> print(g.apply(0, parlour.Action("play", card="3S"))[-1])
Dealer (seat 2): "Right!" The 3♠ joins the mainline
>>> print(g.apply(1, parlour.Action("play", card="4H"))[-1])
Dealer (seat 2): "Right!" The 4♥ joins the mainline
>>> print(g.apply(0, parlour.Action("play", card="2H"))[1])
Dealer (seat 2): "Wrong!" The 2♥ goes to the sideline; seat 0 is dealt 2 cards

Table
    Three to eight seats: the dealer of the hand and two to seven players (E1). Variants:
    ``golden`` (the seed's Eleusis, the engine judging), ``express`` (Eleusis Express),
    ``human`` and ``express-human`` (the dealer judges every play by hand). Options:
    ``hand_size``, ``max_string`` (R32.2), ``expel_after_marker``, ``expel_mainline``,
    ``dealer_count`` (R32.4), ``deals``, ``turn_limit``.

Zones
    ``layout`` (a grid of columns, as on the table: each mainline card heads a column and
    the wrong plays made after it lie below it; an empty slot ends a column; the view
    field ``mainline`` lists the mainline, ``sidelines`` each wrong play with the mainline
    card it lies under and the cards of a string), ``string`` (a string being laid),
    ``stock``, ``spares`` (the third and fourth decks, R32.6), ``hand:<seat>``.

Actions
    ``choose(rule)`` (the dealer: a library rule's name or a rule-language expression) or
    ``write(text)`` (human mode: free text, sealed); ``lay(card)`` (a card of a string) and
    ``play(card)`` (a single card, or the last of a string: the play is judged);
    ``no_play``; ``call(right)``, ``no_play_true``, ``no_play_false(card)`` (the prophet's
    calls, and a human dealer's rulings); ``prophet``, ``guess(rule)`` (Express) and
    ``pass`` after a turn.

Rules, sentence by sentence (the checklist in ``tests/games/test_eleusis_rules.py``)
    * "Use two decks ... shuffled together (not including jokers)"; a third and fourth deck
      when the stock runs low (R32.6).
    * "Before dealing, the dealer comes up with a rule of play ... The rule must prescribe
      which cards are acceptable to play, determining this in terms of the previous cards
      played and cannot reference anything outside of the layout" (R32.1): the rule
      language (:mod:`parlour.games.eleusis.rule_language`) refuses anything else;
      :mod:`parlour.games.eleusis.library` holds 45 named rules, the seed's examples among
      them. "aces ... one, jacks ... eleven, queens ... twelve, and kings ... thirteen".
    * "deal fourteen cards to each player, except for the dealer, who receives no cards and
      takes no active part ... Turn the top card ... face-up ...: the starter."
    * "The player on the dealer's left plays first ... The dealer calls this card 'Right'
      ... or 'Wrong' ... If the card is right, it is placed beside the starter, forming ...
      the mainline. Otherwise, it is placed above or below [the last mainline card] ...
      a sideline, and the player ... is dealt two cards".
    * Strings: "set down multiple cards as their play, specifying the order ... 'Right'
      or 'Wrong' in its entirety ... does not specify which or how many ... moved to the
      sideline as a unit ... dealt twice the number of cards in the string".
    * "No play": "expose their hand ... If the player truly has no moves, the player's
      hand is discarded to the bottom of the stock and they are dealt a new hand with four
      fewer cards ..., unless the player only has four or fewer cards, in which case the
      hand ends immediately. If the dealer spots one or more cards that can be legally
      played, they move one of these cards to the mainline and [the player receives] a
      penalty of five cards".
    * The prophet: "after their turn but before the next player's ... only one prophet at a
      time, and a player may not serve as prophet twice in one hand ... two or more active
      players other than the prophet and the dealer ... A marker ... is placed on the last
      card played ... The prophet sets their hand aside"; "takes over all functions as
      dealer ... the dealer merely calls out 'Correct'"; a false prophet "[is] dealt five
      penalty cards ..., remove[s] their marker ..., and resume[s] normal game play ...
      the player does not receive any penalty cards for that play".
    * Expulsion: "30 or more cards have been played after the prophet's marker" (R32.3),
      else "40 or more cards on the mainline"; the deposing player "is immune to both
      penalty cards and expulsion"; the expelled "retain their hand and receive their
      penalty cards" and take no part (nor become prophet).
    * The hand ends on a true "no play" with four or fewer cards, an empty hand, or every
      player but the prophet expelled. Scores: the most cards held minus one's own; the
      prophet +1 per correct and +2 per incorrect card after the marker; the dealer the
      highest score, or twice the cards before the marker (R32.4) when less. "Game play
      continues until all players have had a chance to deal."
    * Express: twelve cards; "Only one card may be played at a time"; a true "no play"
      deals a hand one card smaller (one card left: the hand ends); a false one costs two
      cards after the dealer plays a right card; no prophet and no expulsion; a guess
      "after any correct play", the hand ending when it is right; scores twelve minus the
      cards held, +3 for an empty hand, +6 for the right guess; the dealer the highest.

Rulings
    * R32.1 the rule looks at mainline cards only; R32.2 strings have no cap (option
      ``max_string``, e.g. 4 as New Eleusis); R32.3 cards after the marker are mainline and
      sideline cards; R32.4 cards before the marker: every card played up to and with the
      marked one, the starter not (option ``dealer_count=mainline``); R32.5 the prophet
      rules on "no play" too, naming the card; R32.6 a fresh deck, shuffled, goes under the
      stock when it falls to four cards (at most two: four decks); R32.7 the prophet's hand counts for
      "most cards"; R32.8 ties share first place.
    * E1 three to eight seats (seven players hold 98 of the 104 cards).
    * E2 the last seat deals first (so seat 0, on its left, leads), then the deal passes
      left; option ``deals`` shortens the match.
    * E3 cards are dealt one at a time from the dealer's left, then the starter.
    * E4 the engine judges: the dealer picks a library rule or writes an expression; the
      rule is sealed at the deal as SHA-256 of a random salt, a space and its text (view
      field ``sealed``), and the text and salt are shown at the end of the hand
      (``last_hand``), so anyone can check the seal. Human mode (``judge=human``): the
      dealer's free text is sealed the same way and the dealer judges every play, "no
      play" and guess by hand.
    * E5 a string is laid card by card (``lay``) and ended by ``play``; nothing laid can be
      taken back; "No play" only before laying.
    * E6 on a false "no play" judged by the engine, the first playable card of the hand
      (in hand order) goes to the mainline; a prophet or human dealer names it.
    * E7 when the stock and both spare decks are spent, penalties are dealt as far as the
      stock goes (the verdict says how many of the cards owed were dealt).
    * E8 a hand is called off after ``turn_limit`` turns (default 400) and scored as it
      stands (a safety net; it never binds in ordinary play).
    * E9 an exposed "no play" hand is picked up again after the ruling (or goes under the
      stock); its cards stay known to every seat, as they were seen (a fresh deck goes
      under the stock, so nothing reshuffles them during the hand).
    * E10 the prophet may be declared after any turn (right, wrong or "no play"); the
      choice is offered only when the conditions hold. The marker goes on the last card
      played, on a sideline after a wrong play (``marker`` names it; ``marker_at``: the
      mainline card it lies under or on).
    * E11 the expulsion period is read when a play is made; the starter counts among the
      40 mainline cards.
    * E12 in human mode a prophet's "no play" call is correct when the dealer rules the same
      way (true; or false naming the same card).
    * E13 Express: the player who has just played a right card may guess before the next
      turn; a wrong guess costs nothing. The engine accepts a guess equivalent to the rule
      on every layout the rule can make (:func:`~parlour.games.eleusis.rule_language.equivalent`:
      sampled, method documented there). Any readable expression may be guessed: one
      that could not serve as a rule (it leaves no card to play somewhere) is judged
      wrong, not refused.
    * E14 Express scores use the hand size (twelve) and may be negative.
    * E15 "most cards" counts every player of the hand, the expelled and the prophet; the
      dealer's "highest hand score" includes the prophet's bonus.
    * E16 correct cards after the marker are mainline cards played after it (a card moved
      there on a false "no play" included); incorrect ones are sideline cards.
    * E17 "A player depletes their hand" however the hand empties: a right play, or a
      wrong play or false "no play" that overthrew the prophet (no penalty cards), or a
      penalty the spent stock could not deal (E7). The hand ends there.
"""

from __future__ import annotations

from parlour.games.eleusis import bot as _bot
from parlour.games.eleusis.play import EleusisRules
from parlour.games.eleusis.present import PRESENTATION
from parlour.games.eleusis.rules import EleusisOptions


class Eleusis(EleusisRules):
    """Eleusis (see the module docstring for the rules and rulings)."""

    bot = _bot.HeuristicBot
    presentation = PRESENTATION


GAME = Eleusis

__all__ = ["GAME", "Eleusis", "EleusisOptions", "EleusisRules"]
