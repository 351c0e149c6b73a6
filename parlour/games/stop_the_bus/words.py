"""Everything players read at Stop the Bus: event sentences, prompts, labels and the
reasons for refusals. Cards are named by their faces ("K♠"), seats as "Seat N"."""

from __future__ import annotations

from collections.abc import Sequence

from parlour.cards import CARD_BY_TEXT, face
from parlour.engine.present import plural
from parlour.rules.showdown import Showdown
from parlour.rules.tokens import Loss, Tokens
from parlour.words import in_sentence


def faces(cards: Sequence[int]) -> str:
    return ", ".join(face(c) for c in cards)


def named(text: object) -> str:
    """An action's card parameter as people read it (as sent when it is no card)."""
    card = CARD_BY_TEXT.get(text) if isinstance(text, str) else None
    return face(card) if card is not None else repr(text)


def seats(who: Sequence[int]) -> str:
    """``seat 1``, ``seats 0 and 2``, ``seats 0, 1 and 3``."""
    names = [str(s) for s in who]
    if len(names) == 1:
        return f"seat {names[0]}"
    return f"seats {', '.join(names[:-1])} and {names[-1]}"


# ----- events ------------------------------------------------------------------------------
def dealt(hand: int, dealer: int, centre: Sequence[int]) -> str:
    return f"Hand {hand}: seat {dealer} deals three cards each; the centre shows {faces(centre)}"


def exchanged(seat: int, take: int, give: int) -> str:
    if take == give:
        return f"Seat {seat} takes the {face(take)} and puts it straight back"
    return f"Seat {seat} takes the {face(take)} and puts down the {face(give)}"


def exchanged_all(seat: int) -> str:
    return f"Seat {seat} exchanges all three cards with the centre"


def called(seat: int) -> str:
    return f"Seat {seat} calls \"Stop the bus!\": everyone else has one more turn"


def turn(seat: int, last: bool) -> str:
    return f"Seat {seat}'s {'last ' if last else ''}turn"


def to_deal(dealer: int) -> str:
    return f"Seat {dealer} deals the next hand"


def showdown(sd: Showdown, loss: Loss, tokens: Tokens) -> str:
    shown = "; ".join(f"seat {s}: {in_sentence(d)}" for s, d in enumerate(sd.descriptions) if d)
    lines = [f"Showdown ({shown})"]
    worst = in_sentence(sd.descriptions[sd.losers[0]])
    if loss.void:
        lines.append(f"{seats(sd.losers).capitalize()} tie for the worst hand ({worst}) and would "
                     f"all be out: no token changes hands and the hand is replayed")
        return ". ".join(lines)
    verb = "loses" if len(sd.losers) == 1 else "each lose"
    lines.append(f"{seats(sd.losers).capitalize()} {verb} a token with the worst hand ({worst})")
    for s in loss.out:
        lines.append(f"Seat {s} has no tokens left and is out")
    w = tokens.winner()
    if w is not None:
        lines.append(f"Seat {w} wins, the last player holding tokens "
                     f"({plural(tokens.counts[w], 'token')})")
    return ". ".join(lines)


def won(seat: int, hands: int) -> str:
    return f"Seat {seat} wins: the last player with tokens, after {plural(hands, 'hand')}"


# ----- refusals ------------------------------------------------------------------------------
def not_your_turn(seat: int) -> str:
    return f"it is seat {seat}'s turn, not yours"


def deal_first(dealer: int) -> str:
    return f"the hand is over: seat {dealer} deals the next one"


def hand_not_over() -> str:
    return "the hand is still being played"


def not_in_centre(text: object) -> str:
    return f"{named(text)} is not one of the three cards in the centre"


def not_in_hand(text: object) -> str:
    return f"{named(text)} is not in your hand (give one of your cards, or the card you take)"


def call_alone() -> str:
    return "at this table a call replaces the exchange: send call on its own"


def call_with_exchange() -> str:
    return "at this table you call after your exchange (exchange with call=true)"


def called_already(caller: int) -> str:
    return f"seat {caller} has already stopped the bus"


def one_only() -> str:
    return "one card in and one out per turn (all three only in the swap1or3 variant)"


# ----- prompts and labels ------------------------------------------------------------------
def prompt(seat: int | None, turn: int, phase: str, caller: int, dealer: int, result: str = "") -> str:
    if phase == "over":
        return f"Game over: {result}" if result else "Game over"
    if phase == "scored":
        return "Deal the next hand." if seat == dealer else to_deal(dealer) + "."
    last = caller >= 0
    if seat != turn:
        called_text = f" Seat {caller} stopped the bus." if last else ""
        return f"Seat {turn}'s {'last ' if last else ''}turn.{called_text}"
    if last:
        return f"Your last turn: take a card from the centre and put one down (seat {caller} called)."
    return "Your turn: take a card from the centre and put one of yours in its place."


def label_exchange(take: int, give: int, call: bool) -> str:
    text = (f"Take the {face(take)}, put it back" if take == give
            else f"Take the {face(take)}, put down the {face(give)}")
    return text + " and stop the bus" if call else text


def label_exchange3(call: bool) -> str:
    return "Exchange all three" + (" and stop the bus" if call else "")
