"""Fipsen in players' words: bid names, sentences, labels and refusals.

Sentences say "Seat N"; clients put names in. Cards are named by their faces ("10♥").
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from parlour.cards import SUIT_WORDS, Card
from parlour.games.fipsen.rules import CARD, KIEKER, VALUE
from parlour.rules.auction import PASS
from parlour.words import seat_list

NUMBER = {"2": "Two", "3": "Three", "4": "Four", "5": "Five"}
LABELS = {"surrender": "Surrender (-5)", "stop": "Stop and score", "play-on": "Play on (Durch)",
          "deal": "Deal the next hand"}
DOING = {"bid": "bid", "discard": "discard to the skat", "trump": "name trumps",
         "play": "play a card", "decide": "stop or play on", "scored": "deal the next hand",
         "over": "nothing: the game is over"}


FACE = tuple(Card(v).pretty() if 1 <= v & 15 <= 13 and (v >> 4) & 7 < 4 else "?"
             for v in range(128))
"""Every card's face by value (built once: trick sentences are on the hot path)."""


def card(c: int) -> str:
    return FACE[c & 127]


def cards(texts: Sequence[str]) -> str:
    return " ".join(FACE[CARD[t]] for t in texts)


@functools.cache
def call_name(call: str) -> str:
    """``"3-hand-durch"`` -> "Three Hand Durch"; "Kieker"; "Pass"."""
    if call == PASS:
        return "Pass"
    if call == KIEKER:
        return "Kieker"
    n, *mods = call.split("-")
    return " ".join([NUMBER[n], *(m.capitalize() for m in mods)])


def call_label(call: str) -> str:
    if call == PASS:
        return "Pass"
    v = VALUE[call]
    return f"{call_name(call)} ({'4½' if v == 4.5 else int(v)})"


def called(seat: int, call: str) -> str:
    if call == PASS:
        return f"Seat {seat} passes"
    if call == KIEKER:
        return f"Seat {seat} bids Kieker"  # the kieker event says who sees the hand
    return f"Seat {seat} bids {call_name(call)}"


def out_of_phase(phase: str, doing: str) -> str:
    return f"you cannot {doing} now: the table is waiting to {DOING.get(phase, phase)}"


def dealt(hand: int, dealer: int, redeal: bool) -> str:
    again = " again (everyone passed)" if redeal else ""
    return f"Hand {hand}: seat {dealer} deals{again}; seat {(dealer + 1) % 4} bids first"


def trump_named(seat: int, suit: int, value: int) -> str:
    return f"Seat {seat} names {SUIT_WORDS[suit]} as trumps: the contract is worth {value}"


def trick_won(seat: int, texts: Sequence[str]) -> str:
    return f"Seat {seat} wins the trick ({cards(texts)})"


def scored(seat: int, call: str, made: bool, points: int, why: str = "",
           played_on: bool = False) -> str:
    """The score line; a contract played on is Durch now ("converts the contract to a
    Durch contract")."""
    verb = "makes" if made else "loses"
    name = call_name(call)
    if played_on and "Durch" not in name:
        name += " Durch"
    return f"Seat {seat} {verb} {name}{why}: {points:+d}"


def won(winners: Sequence[int], scores: Sequence[int], deals: int) -> str:
    if len(winners) == 1:
        return f"Seat {winners[0]} wins with {scores[winners[0]]} after {deals} deals"
    who = seat_list(winners)
    return f"{who[:1].upper()}{who[1:]} share the win with {scores[winners[0]]} after {deals} deals"
