"""Everything players read at Schwimmen: event sentences, prompts, labels and the reasons
for refusals. Cards are named by their faces ("K♠"), seats as "Seat N"."""

from __future__ import annotations

from collections.abc import Sequence

from parlour.cards import CARD_BY_TEXT, face
from parlour.engine.present import plural
from parlour.games.schwimmen.rules import FEUER, SCHNAUZ, TRIPS, show_points
from parlour.rules.tokens import Loss, Tokens

LABELS = {"keep": "Keep my hand", "swap": "Take the board unseen", "exchange3": "Exchange all three",
          "begin": "Begin play", "show": "Show it",
          "pass": "Pass", "close": "Close", "deal": "Deal the next hand"}




def faces(cards: Sequence[int]) -> str:
    return ", ".join(face(c) for c in cards)


def named(text: object) -> str:
    card = CARD_BY_TEXT.get(text) if isinstance(text, str) else None
    return face(card) if card is not None else repr(text)


def seats(who: Sequence[int]) -> str:
    names = [str(s) for s in who]
    if len(names) == 1:
        return f"seat {names[0]}"
    return f"seats {', '.join(names[:-1])} and {names[-1]}"


def points_text(half: int) -> str:
    """A hand's value in words: "Feuer (32)", "Schnauz (31)", "three of a kind (30½)",
    "24 points"."""
    if half == FEUER:
        return "Feuer (32)"
    if half == SCHNAUZ:
        return "Schnauz (31)"
    if half == TRIPS:
        return "three of a kind (30½)"
    return f"{show_points(half)} points"


# ----- events ------------------------------------------------------------------------------------
def dealt(hand: int, dealer: int) -> str:
    return f"Hand {hand}: seat {dealer} deals three cards each and three face down to the board"


def dealer_decides(dealer: int) -> str:
    return f"Seat {dealer}, the dealer, keeps their hand or takes the unseen board"


def kept(seat: int, centre: Sequence[int]) -> str:
    return f"Seat {seat} keeps their hand; the board is turned up: {faces(centre)}"


def swapped(seat: int, centre: Sequence[int]) -> str:
    return f"Seat {seat} takes the board unseen and lays their old hand face up: {faces(centre)}"


def exchanged(seat: int, take: int, give: int) -> str:
    return f"Seat {seat} takes the {face(take)} and puts down the {face(give)}"


def exchanged_all(seat: int) -> str:
    return f"Seat {seat} exchanges all three cards with the board"


def passed(seat: int) -> str:
    return f"Seat {seat} passes"


def renewed(dealer: int, centre: Sequence[int]) -> str:
    return (f"Everyone passed: seat {dealer} discards the board and deals a new one: "
            f"{faces(centre)}")


def cannot_renew(left: int) -> str:
    return (f"Everyone passed, but the stock has only {plural(left, 'card')}: the board stays; "
            f"another orbit of passes ends the hand")


def closed(seat: int) -> str:
    return f"Seat {seat} closes: everyone else has one last turn"


def turn(seat: int, last: bool) -> str:
    return f"Seat {seat}'s {'last ' if last else ''}turn"


def special(seat: int, kind: str) -> str:
    what = "three aces" if kind == "Feuer" else "31 in one suit"
    return f"Seat {seat} shows {kind} ({what}): the hand ends at once"


def to_deal(dealer: int) -> str:
    return f"Seat {dealer} deals the next hand"


def showdown(why: str, values: dict[int, tuple[int, int]], payers: Sequence[int],
             feuer: Sequence[int], loss: Loss, chips: Tokens) -> str:
    shown = "; ".join(f"seat {s}: {points_text(v[0])}" for s, v in values.items())
    lines = [f"The hand ends ({shown})"]
    if loss.void:
        lines.append(f"{seats(payers).capitalize()} tie for the lowest hand and would all be out: "
                     f"no chip changes hands and the hand is played again")
        return ". ".join(lines)
    if feuer:
        lines.append(f"Seat {feuer[0]} wins with Feuer: every other player loses a chip")
    else:
        verb = "loses" if len(payers) == 1 else "each lose"
        lines.append(f"{seats(payers).capitalize()} {verb} a chip with the lowest hand")
    for s in payers:
        if chips.swimming(s):
            lines.append(f"Seat {s} has no chips left and is swimming")
    for s in loss.out:
        lines.append(f"Seat {s} loses while swimming and is out")
    w = chips.winner()
    if w is not None:
        lines.append(f"Seat {w} wins the game")
    return ". ".join(lines)


def won(seat: int, hands: int) -> str:
    return f"Seat {seat} wins: the last player in, after {plural(hands, 'hand')}"


# ----- refusals ------------------------------------------------------------------------------------
def out_of_turn(phase: str, wanted: str, turn: int, seat: int) -> str:
    if phase == "over":
        return "the game is over"
    if phase == "scored":
        return f"the hand is over: seat {turn} deals the next one"
    if phase == "dealer":
        return ("first the dealer keeps their hand or takes the board" if seat != turn
                else "keep your hand or take the board first")
    if wanted == "dealer":
        return "only the dealer, before play begins, keeps or takes the board"
    return f"it is seat {turn}'s turn, not yours"


def hand_not_over() -> str:
    return "the hand is still being played"


def not_on_board(text: object) -> str:
    return f"{named(text)} is not on the board"


def not_in_hand(text: object) -> str:
    return f"{named(text)} is not in your hand"


def look(seat: int) -> str:
    return f"Seat {seat} looks at the new hand"


def must_show(kind: str) -> str:
    return f"you hold {kind}: show it (it must be revealed at once)"


def no_special() -> str:
    return "only a Feuer or a Schnauz is shown"


def show_ends() -> str:
    return "showing a special ends the hand: there is nothing to close"


def close_alone() -> str:
    return "closing is the whole turn at this table: send close on its own"


def closed_already(closer: int) -> str:
    return f"seat {closer} has already closed"


# ----- prompts and labels --------------------------------------------------------------------------
def prompt(seat: int | None, phase: str, turn: int, dealer: int, closer: int) -> str:
    if phase == "over":
        return "The game is over."
    if phase == "scored":
        return "Deal the next hand." if seat == dealer else to_deal(dealer) + "."
    if phase == "swapped":
        return ("Look at your new hand, then begin (or show a special)." if seat == dealer
                else f"Seat {dealer} looks at the board they took.")
    if phase == "dealer":
        return ("Keep your hand (the board is turned up) or take the unseen board."
                if seat == dealer else dealer_decides(dealer) + ".")
    last = closer >= 0
    if seat != turn:
        return f"Seat {turn}'s {'last ' if last else ''}turn." + (f" Seat {closer} closed." if last else "")
    if last:
        return f"Your last turn (seat {closer} closed): exchange one card or all three, or pass."
    return "Your turn: exchange one card or all three with the board, pass, or close."


def label_exchange(take: int, give: int, close: bool, show: bool) -> str:
    text = f"Take the {face(take)}, put down the {face(give)}"
    return text + (" and close" if close else "") + (" and show it" if show else "")
