"""Everything players read at Paiute: event sentences, prompts and the reasons for
refusals. Cards are named by their faces ("K♠"), seats as "Seat N"."""

from __future__ import annotations

from collections.abc import Sequence

from parlour.cards import CARD_BY_TEXT, RANK_PLURALS, face
from parlour.hands import wild as combos


def named(text: object) -> str:
    card = CARD_BY_TEXT.get(text) if isinstance(text, str) else None
    return face(card) if card is not None else repr(text)


def rank_plural(rank: int) -> str:
    return RANK_PLURALS[rank]


def seats(who: Sequence[int]) -> str:
    names = [str(s) for s in who]
    if len(names) == 1:
        return f"seat {names[0]}"
    return f"seats {', '.join(names[:-1])} and {names[-1]}"


# ----- events ------------------------------------------------------------------------------
def took(seat: int, card: int) -> str:
    return f"Seat {seat} takes the {face(card)} from the discard pile"


def drew(seat: int) -> str:
    return f"Seat {seat} draws from the stock"


def you_drew(card: int) -> str:
    return f"You draw the {face(card)} from the stock"


def discarded(seat: int, card: int) -> str:
    return f"Seat {seat} discards the {face(card)}"


def rebuilt(top: int, size: int) -> str:
    return (f"The stock ran out: the discards under the {face(top)} are shuffled into a new "
            f"stock of {size} cards")


def called(seat: int, v: combos.Value, cards: Sequence[int], dealer: bool, first: bool) -> str:
    text = f"Seat {seat} calls with {combos.describe(v).lower()}: {', '.join(face(c) for c in cards)}"
    if dealer and first:
        return text + ". The dealer called first and wins at once"
    return text


def turn(seat: int, last: bool) -> str:
    return f"Seat {seat}'s {'last ' if last else ''}turn"


def won(winners: Sequence[int], best: combos.Value) -> str:
    verb = "wins" if len(winners) == 1 else "share the win"
    return f"{seats(winners).capitalize()} {verb} with {combos.describe(best).lower()}"


def no_call(rounds: int) -> str:
    return f"Nobody called in {rounds} rounds: the hand ends with no winner"


# ----- refusals -------------------------------------------------------------------------------
def out_of_turn(turn: int, seat: int, phase: str) -> str:
    if phase == "over":
        return "the hand is over"
    if seat != turn:
        return f"it is seat {turn}'s turn, not yours"
    if phase == "draw":
        return "first draw a card: from the stock or the top of the discard pile"
    return "you have drawn already: now discard a card (or call)"


def no_source(source: object) -> str:
    return f"draw from the 'stock' or the 'discard' pile, not {source!r}"


def cannot_draw(source: object) -> str:
    if source == "discard":
        return "the discard pile is empty"
    return "the stock is empty and no discards are left to shuffle into it"


def not_in_hand(text: object) -> str:
    return f"{named(text)} is not in your hand"


def not_the_taken(card: int) -> str:
    return (f"you may not discard the {face(card)} you took from the discard pile this turn: "
            f"the pile must show a different card")


def no_combination(size: int) -> str:
    if size == 5:
        return ("those five cards are no winning combination (five of a kind, royal flush or "
                "straight flush)")
    return "your six cards are no winning combination (four/two, three/three or paiute)"


def paiute_first_turn() -> str:
    return "a paiute (three pairs) may be called only on your first turn"


def must_beat(best: combos.Value, equal: bool) -> str:
    return (f"a call must {'equal or ' if equal else ''}beat the best call so far "
            f"({combos.describe(best).lower()})")


# ----- prompts ---------------------------------------------------------------------------------
def prompt(seat: int | None, turn_seat: int, phase: str, dealer: int, called_: bool,
           may_call: bool = False) -> str:
    """What ``seat`` is asked to do; a call is offered only when ``may_call``."""
    if phase == "over":
        return "The hand is over."
    last = " last" if called_ else ""
    if seat != turn_seat:
        return f"Seat {turn_seat}'s{last} turn."
    if phase == "draw":
        return f"Your{last} turn: draw from the stock or take the discard pile's top card."
    if not may_call:
        return "Discard a card" + (" (you cannot beat the best call)." if called_ else ".")
    if called_:
        return "Discard a card, or call: you can beat the best call."
    return "Discard a card, or call with your winning combination."
