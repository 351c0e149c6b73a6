"""Everything players read at Oklahoma Rummy: event sentences, prompts, labels and the
reasons for refusals. Cards are named by their faces ("Q♠"), seats as "Seat N"; a card
that is not on the table (the queen of spades in a rule, the card a 2 stands for) is said
in words, never as a face."""

from __future__ import annotations

from collections.abc import Sequence

from parlour.cards import CARD_BY_TEXT, face
from parlour.engine.present import plural
from parlour.rules.rummy import Meld


def faces(cards: Sequence[int]) -> str:
    return " ".join(face(c) for c in cards)


def named(text: object) -> str:
    """An action's card parameter as people read it (as sent when it is no card)."""
    card = CARD_BY_TEXT.get(text) if isinstance(text, str) else None
    return face(card) if card is not None else repr(text)


def meld_words(meld: Meld) -> str:
    """``set of 7s: 7♥ 7♣ 2♦``."""
    return f"{meld}: {faces(meld.cards)}"


# ----- events ------------------------------------------------------------------------------
def dealt(hand: int, dealer: int, each: int, upcard: int) -> str:
    return (f"Hand {hand}: seat {dealer} deals {each} cards each and turns up the "
            f"{face(upcard)}")


def drew(seat: int, stock_left: int) -> str:
    return f"Seat {seat} draws from the stock ({plural(stock_left, 'card')} left)"


def took(seat: int, pile: int, meld: Meld) -> str:
    return (f"Seat {seat} takes the discard pile ({plural(pile, 'card')}), melding the "
            f"{meld_words(meld)}")


def melded(seat: int, meld: Meld, points: int) -> str:
    return f"Seat {seat} melds a {meld_words(meld)} ({plural(points, 'point')})"


def extended(seat: int, card: int, meld: Meld) -> str:
    return f"Seat {seat} adds the {face(card)} to their {meld.describe()}"


def discarded(seat: int, card: int) -> str:
    return f"Seat {seat} discards the {face(card)}"


def passed(seat: int) -> str:
    return f"Seat {seat} holds only the queen of spades, which may not be discarded, and ends the turn"


def turn(seat: int) -> str:
    return f"Seat {seat}'s turn"


def went_out(seat: int) -> str:
    return f"Seat {seat} goes out"


def stock_out(seat: int) -> str:
    return f"The stock is empty and seat {seat} does not take the discard pile: the hand ends"


def hand_scores(lines: Sequence[tuple[int, int, int, int, int]]) -> str:
    """``lines``: (seat, melds, hand, bonus, total) each."""
    parts = []
    for seat, melds, hand, bonus, total in lines:
        text = f"seat {seat}: melds {melds}"
        if bonus:
            text += f" + {bonus} for going out"
        if hand:
            text += f" - {hand} in hand"
        parts.append(f"{text} = {total}")
    return "Hand scored: " + "; ".join(parts)


def to_deal(dealer: int) -> str:
    return f"Seat {dealer} deals the next hand"


def won(seats: Sequence[int], scores: Sequence[int], hands: int, verdict: str) -> str:
    if len(seats) != 1:
        who = " and ".join(f"seat {s}" for s in seats)
        return f"A draw between {who} on {scores[seats[0]]} points after {plural(hands, 'hand')}"
    w = seats[0]
    why = "reaching the target" if verdict == "target" else "the last deal played"
    return f"Seat {w} wins with {scores[w]} points after {plural(hands, 'hand')} ({why})"


# ----- refusals ------------------------------------------------------------------------------
def not_your_turn(seat: int) -> str:
    return f"it is seat {seat}'s turn, not yours"


def deal_first(dealer: int) -> str:
    return f"the hand is over: seat {dealer} deals the next one"


def hand_not_over() -> str:
    return "the hand is still being played"


def draw_first() -> str:
    return "begin your turn by drawing from the stock or taking the discard pile"


def drawn_already() -> str:
    return "you have drawn this turn: meld, or end your turn by discarding"


def stock_empty() -> str:
    return "the stock is empty: take the discard pile, or stop (the hand ends)"


def stock_not_empty() -> str:
    return "the hand ends this way only when the stock is empty"


def pile_empty() -> str:
    return "the discard pile is empty"


def not_in_hand(texts: Sequence[object]) -> str:
    return f"you do not hold {' '.join(named(t) for t in texts)}"


def take_two() -> str:
    return "to take the pile, meld its top card with exactly two cards from your hand"


def no_meld(problem: str) -> str:
    return f"not a meld: {problem}"


def no_such_meld(n: object, count: int) -> str:
    if count == 0:
        return "you have no meld on the table yet (you may not add to other players' melds)"
    return f"you have melds 0 to {count - 1}, not {n!r} (you may not add to other players' melds)"


def bad_end(end: object) -> str:
    return f"the end is 'low' or 'high', not {end!r}"


def set_end() -> str:
    return "a set or a meld of 2s grows at its end: use end 'high'"


def no_extend(problem: str) -> str:
    return f"that card does not extend the meld: {problem}"


def queen_of_spades() -> str:
    return "the queen of spades may not be discarded at any time"


def run_from_range(value: object) -> str:
    return f"run_from is 0 (a set) or the low rank of a run, 1 to 12, not {value!r}"


def strands_queen() -> str:
    return ("that would leave you holding only the queen of spades, which may not be "
            "discarded (this table forbids it)")


def not_stuck() -> str:
    return ("end your turn by discarding (only a player holding nothing but the queen of spades "
            "ends it without)")


# ----- prompts and labels ------------------------------------------------------------------
def prompt(seat: int | None, turn_seat: int, phase: str, dealer: int, stock: int,
           offered: frozenset[str] = frozenset(), result: str = "") -> str:
    """What ``seat`` is asked to do; ``offered``: the action types it has now (a take,
    a discard or only a pass), ``result``: the match's result sentence once it is over."""
    if phase == "over":
        return f"Game over: {result}." if result else "Game over."
    if phase == "scored":
        return "Deal the next hand." if seat == dealer else to_deal(dealer) + "."
    if seat != turn_seat:
        return f"Seat {turn_seat}'s turn."
    if phase == "draw":
        take = "take" in offered
        if not stock:
            return ("The stock is empty: take the discard pile, or stop and end the hand." if take
                    else "The stock is empty and the discard pile cannot be taken: stop, and the "
                         "hand ends.")
        return ("Your turn: draw from the stock, or take the discard pile by melding its top card."
                if take else "Your turn: draw from the stock.")
    if "discard" not in offered and "pass" in offered:
        return ("Meld or add to your melds if you like; you hold only the queen of spades, "
                "which may not be discarded, so end your turn without a discard (pass).")
    return "Meld or add to your melds if you like, then discard (never the queen of spades)."


def label_take(cards: Sequence[int], meld: Meld, pile: int) -> str:
    return f"Take the pile ({plural(pile, 'card')}): {meld_words(meld)}"


def label_meld(meld: Meld, points: int) -> str:
    return f"Meld {meld_words(meld)} ({plural(points, 'point')})"


def label_extend(card: int, meld: Meld, end: str) -> str:
    where = f" at the {end} end" if meld.kind == "run" else ""
    return f"Add the {face(card)} to your {meld.describe()}{where}"


def label_discard(card: int) -> str:
    return f"Discard the {face(card)}"
