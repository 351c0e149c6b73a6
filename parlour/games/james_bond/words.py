"""Everything players read at James Bond: event sentences, prompts and the reasons for
refusals. Cards are named by their faces ("K♠"), piles from 1, seats as "Seat N"."""

from __future__ import annotations

from collections.abc import Sequence

from parlour.cards import CARD_BY_TEXT, Card, face
from parlour.engine.present import plural


def named(text: object) -> str:
    card = CARD_BY_TEXT.get(text) if isinstance(text, str) else None
    return face(card) if card is not None else repr(text)


def go() -> str:
    return "Go! Everyone plays at once"


def picked(seat: int, p: int) -> str:
    return f"Seat {seat} picks up pile {p + 1}"


def put(seat: int, p: int, locked: bool) -> str:
    if locked:
        return f"Seat {seat} puts pile {p + 1} down face up: four of a kind"
    return f"Seat {seat} puts pile {p + 1} down"


def swapped(seat: int, take: int, give: int) -> str:
    return f"Seat {seat} puts the {face(give)} in the centre and takes the {face(take)}"


def called(seat: int, correct: bool, piles: Sequence[Sequence[Card]] = ()) -> str:
    """The call, with the piles turned up for the others to check (``piles``)."""
    shown = ("; the piles: " + " | ".join(" ".join(face(c) for c in p) for p in piles)) if piles else ""
    if correct:
        return f"Seat {seat} calls \"James Bond!\": four of a kind in every pile{shown}. Seat {seat} wins"
    return f"Seat {seat} calls \"James Bond!\" but not every pile is four of a kind{shown}"


def false_out(seat: int, left: Sequence[int]) -> str:
    if len(left) == 1:
        return f"Seat {seat} loses with the false call: seat {left[0]} wins"
    return f"Seat {seat} is out after the false call"


def frozen_for(seat: int, ms: int) -> str:
    return f"Seat {seat} is frozen for {ms // 1000} seconds"


def thawed(seat: int) -> str:
    return f"Seat {seat} may play again"


def time_up(counts: Sequence[int], winner: int) -> str:
    shown = "; ".join(f"seat {s}: {plural(c, 'complete pile')}" for s, c in enumerate(counts) if c >= 0)
    if winner < 0:
        return f"Time is up ({shown}): a draw"
    return f"Time is up ({shown}): seat {winner} wins with the most complete piles"


def won(seat: int, why: str) -> str:
    if why == "call":
        return f"Seat {seat} wins: four of a kind in every pile"
    if why == "time":
        return f"Seat {seat} wins on time with the most complete piles"
    return f"Seat {seat} wins: the others' calls were false"


def drawn() -> str:
    return "A draw: time ran out with the complete piles equal"


# ----- refusals ------------------------------------------------------------------------------
def not_started() -> str:
    return "wait for the signal: nobody may look at a pile before the game begins"


def is_out() -> str:
    return "you are out of the game"


def frozen(until: int) -> str:
    return f"you are frozen after a false call until {until} ms"


def no_pile(p: int, count: int) -> str:
    return f"there is no pile {p + 1}: you have {count} piles"


def put_first(held: int) -> str:
    return f"put pile {held + 1} down first: you may hold one pile at a time"


def locked(p: int) -> str:
    return f"pile {p + 1} is complete and face up: it stays down"


def holding_none() -> str:
    return "you are not holding a pile"


def pick_first() -> str:
    return "pick up one of your piles first: cards are swapped from the pile in your hand"


def not_held(text: object) -> str:
    return f"{named(text)} is not in the pile you hold (piles are never merged)"


def too_late(text: object) -> str:
    return f"too late: the {named(text)} is no longer in the centre (no penalty)"


# ----- prompts --------------------------------------------------------------------------------
def prompt(seat: int | None, phase: str, holding: Sequence[int], out: Sequence[bool],
           frozen_until: Sequence[int], now: int) -> str:
    if phase == "countdown":
        return "3... 2... 1... wait for the signal."
    if phase == "over":
        return "The game is over."
    if seat is None:
        return "Everyone plays at once."
    if out[seat]:
        return "You are out: watch the others."
    if frozen_until[seat] > now:
        return "You are frozen after a false call."
    if holding[seat] < 0:
        return "Pick up one of your piles."
    return (f"You hold pile {holding[seat] + 1}: swap a card with the centre, put it down, "
            f"or call James Bond.")
