"""Slapjack in players' words: event sentences, prompts and refusals (cards by their
faces, never by codes; proper plurals)."""

from __future__ import annotations

from parlour.cards import face


def count(n: int, thing: str = "card") -> str:
    return f"{n} {thing}" + ("" if n == 1 else "s")


def flipped(seat: int, card: int, dead: bool) -> str:
    if dead:
        return f"Seat {seat} flips the {face(card)} out of turn: a dead card"
    return f"Seat {seat} flips the {face(card)}"


def won(seat: int, cards: int, back_in: bool) -> str:
    extra = " and slaps back into the game" if back_in else ""
    return f"Seat {seat} slaps the jack{extra}: {count(cards)} to the bottom of their stack"


def paid(seat: int, to: int) -> str:
    return f"False slap: seat {seat} pays a card to seat {to}"


def burned(seat: int, to: int, why: str) -> str:
    """A false slap's penalty card burned under the pile: ``why`` is ``own`` (the slapper
    played the card), ``shut_out`` (its player ``to`` is out for good) or ``nobody``."""
    if why == "own":
        return f"False slap: seat {seat} slapped their own card and burns a card under the pile"
    if why == "shut_out":
        return (f"False slap: seat {seat} slapped seat {to}'s card; seat {to} is shut out, so "
                f"the card burns under the pile")
    return f"False slap: seat {seat} burns a card under the pile"


def shut_out(seat: int, why: str) -> str:
    return f"Seat {seat} {why} and is shut out of the game for good"


def reacted(seat: int) -> str:
    return f"Seat {seat} slaps too late for the pile, but in time to stay in the game"


def went_out(seat: int) -> str:
    return f"Seat {seat} has no cards left: out for the time being"


TOO_LATE = "too late: the pile changed before your slap arrived (no penalty)"
SHUT = "you are shut out of the game"
EMPTY = "there is no pile to slap (no penalty)"
TWO = "a player out of cards may slap in only while two players are still in"
STRICT = "playing out of turn is off in this game (slapjack:strict-turns)"
