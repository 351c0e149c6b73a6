"""Everything players read at Spoons and Pig: event sentences, prompts, labels and the
reasons for refusals. Cards are named by their faces ("K♠"), seats as "Seat N"."""

from __future__ import annotations

from parlour.cards import face as face  # re-exported: play.py words its labels with it
from parlour.engine.present import plural
from parlour.rules.tokens import Letters

LABELS = {"take": "Pick up a card", "grab": "Grab a spoon", "nose": "Touch your nose",
          "deal": "Deal the next hand"}


def dealt(hand: int, dealer: int, spoons: int, pig: bool) -> str:
    extra = "" if pig else f"; {plural(spoons, 'spoon')} on the table"
    return f"Hand {hand}: seat {dealer} deals four cards each{extra}"


def took(seat: int, dealer: bool) -> str:
    return f"Seat {seat} draws from the stock" if dealer else f"Seat {seat} picks up a card"


def you_took(card: int) -> str:
    return f"You pick up the {face(card)}"


def passed(seat: int, to: int | None) -> str:
    if to is None:
        return f"Seat {seat} discards a card face down onto the discard pile"
    return f"Seat {seat} passes a card face down to seat {to}"


def you_passed(card: int) -> str:
    return f"You pass the {face(card)}"


def shunted(cards: int) -> str:
    return f"The stock ran out: the discard pile ({plural(cards, 'card')}) becomes the stock"


def claimed(seat: int, pig: bool, first: bool, left: int) -> str:
    if pig:
        checked = " (checked: four of a kind)" if first else ""
        return f"Seat {seat} puts a finger on their nose and lays their hand face down{checked}"
    if first:
        return f"Seat {seat} grabs a spoon with four of a kind! {plural(left, 'spoon')} left"
    return f"Seat {seat} grabs a spoon: {plural(left, 'spoon')} left"


def fault(seat: int, pig: bool) -> str:
    what = "touched their nose" if pig else "grabbed a spoon"
    return f"Seat {seat} {what} without four of a kind"


def lettered(loser: int, why: str, letters: Letters) -> str:
    reason = "takes a letter for it"
    if why == "last":
        reason = ("is the last to touch their nose" if letters.word == "PIG"
                  else "is left without a spoon")
    parts = [f"Seat {loser} {reason}: seat {loser} has {letters.spelt(loser)}"]
    if letters.is_out(loser):
        parts.append(f"seat {loser} has spelt {letters.word} and is out")
    w = letters.winner()
    if w is not None:
        parts.append(f"seat {w} wins")
    return "; ".join(parts)


def stale(race: bool) -> str:
    if race:
        return ("Nobody grabbed another spoon in time, with two or more players still "
                "without one: the hand is dealt again, no letters")
    return "Nobody ended the hand in time: it is dealt again, no letters"


def to_deal(dealer: int) -> str:
    return f"Seat {dealer} deals the next hand"


def won(seat: int, hands: int) -> str:
    return f"Seat {seat} wins: the last player in, after {plural(hands, 'hand')}"


# ----- refusals -------------------------------------------------------------------------------
def not_now(phase: str, dealer: int) -> str:
    if phase == "scored":
        return f"the hand is over: seat {dealer} deals the next one"
    return "the game is over"


def is_out() -> str:
    return "you are out of the game"


def frozen() -> str:
    return "your hand is down: cards pass on by themselves until the hand ends"


def race_on() -> str:
    return "someone has grabbed a spoon: grab one too, passing has stopped"


def five_max() -> str:
    return "you hold five cards: pass one before you pick up another (never more than five)"


def take_first() -> str:
    return "pick up a card first: you pass from a hand of five"


def nothing_to_take(dealer: bool) -> str:
    return "the stock and the discard pile are empty" if dealer else "no card is waiting for you"


def no_card_at(index: object) -> str:
    return f"there is no card {index!r} in your hand: cards are numbered 0 to 4"


def wrong_claim(pig: bool) -> str:
    return "at Pig you touch your nose" if pig else "at Spoons you grab a spoon"


def safe_already(pig: bool) -> str:
    return "your finger is already on your nose" if pig else "you already have a spoon"


def pass_first() -> str:
    return "pass your fifth card first: a spoon is grabbed with four cards in hand"


def need_four() -> str:
    return "the first grab needs four of a kind in your hand"


def hand_not_over() -> str:
    return "the hand is still being played"


def prompt(seat: int, phase: str, dealer: int, pig: bool, safe: bool, last: bool = False,
           waiting: bool = True) -> str:
    """The instruction for a player still in: ``last`` is the dealer's left (who discards
    into the discard pile), ``waiting`` says a card has come to them."""
    if phase == "scored" and seat == dealer:
        return "Deal the next hand."
    if phase in ("over", "scored"):
        return status(False, phase, dealer, pig, 0)
    if safe:
        return "Your hand is down: wait." if pig else "You have a spoon: wait."
    if phase == "race" and not pig:
        return "Grab a spoon!"
    claim = "touch your nose" if pig else "grab a spoon"
    if seat == dealer:
        return (f"Draw from the stock on your left and pass one card to your right; with four "
                f"of a kind, {claim}.")
    where = "discard one onto the discard pile" if last else "pass one to your right"
    if not waiting:
        return (f"Wait for a card from your left, then pick it up and {where}; with four of a "
                f"kind, {claim}.")
    return f"Pick up the card passed to you from your left and {where}."


def status(out: bool, phase: str, dealer: int, pig: bool, left: int) -> str:
    """The neutral line for a spectator, or a player who is ``out``."""
    if phase == "over":
        line = "The game is over."
    elif phase == "scored":
        line = to_deal(dealer) + "."
    elif phase == "play":
        claim = "touches their nose" if pig else "grabs a spoon"
        line = f"Cards pass face down to the right; the first with four of a kind {claim}."
    elif pig:
        line = "A finger is on a nose: the last player to notice takes a letter."
    else:
        line = f"Spoons are being grabbed: {plural(left, 'spoon')} left."
    return "You are out of the game. " + line if out else line
