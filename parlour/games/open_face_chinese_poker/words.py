"""What Open-Face Chinese Poker players read: event sentences, prompts, labels, refusals.

Sentences name seats as "Seat N" (clients personalise them) and cards by their faces
(``parlour.cards.face``: "Q♠"), never by their codes.
"""

from __future__ import annotations

from collections.abc import Sequence

from parlour.cards import CARD_BY_TEXT, Card, face
from parlour.hands import describe, evaluate5
from parlour.rules.rows import Setting, describe_row, front_key, is_foul
from parlour.words import plural


def hand_order(card: Card) -> tuple[int, int]:
    """Cards waiting to be placed are sorted by rank (ace high), then suit."""
    r = card.rank
    return (14 if r == 1 else r), card.suit


def name(text: str) -> str:
    """A card's text code ("TH") as players read it ("10♥")."""
    return face(CARD_BY_TEXT[text])


def faces(cards: Sequence[int]) -> str:
    return " ".join(face(c) for c in cards)


def units(v: int) -> str:
    return plural(abs(v), "unit")


# ----- the deal ------------------------------------------------------------------------------

def dealt(hand_no: int, dealer: int, fantasy: Sequence[int], first: int | None) -> str:
    fl = ""
    if fantasy:
        who = " and ".join(f"seat {s}" for s in fantasy)
        fl = f"; {who} {'plays' if len(fantasy) == 1 else 'play'} in fantasyland (13 cards)"
    nxt = f"; seat {first} sets first" if first is not None else ""
    return f"Hand {hand_no}: seat {dealer} deals five cards each{fl}{nxt}"


def drew(seat: int, card: int) -> str:
    return f"Seat {seat} draws the {face(card)} and turns it face up"


# ----- placing -------------------------------------------------------------------------------

def placed(seat: int, card: int, row: str) -> str:
    return f"Seat {seat} puts the {face(card)} in the {row} row"


def placed_secret(card: int, row: str) -> str:
    return f"You put the {face(card)} in your {row} row, face down"


def arranging(seat: int) -> str:
    """What the others see of a fantasyland placement: nothing but the movement."""
    return f"Seat {seat} arranges their fantasyland cards face down"


def taken(seat: int, card: int) -> str:
    return f"Seat {seat} takes the {face(card)} back"


def taken_secret(card: int) -> str:
    return f"You take the {face(card)} back into your hand"


def first_set(seat: int) -> str:
    return f"Seat {seat} has set their first five cards"


def fantasy_set(seat: int) -> str:
    return f"Seat {seat} has set their fantasyland hands face down"


def fantasy_set_secret(foul: bool) -> str:
    return "You set your hands face down" + (" (a foul: your rows are not in order)"
                                             if foul else "")


# ----- refusals ------------------------------------------------------------------------------

NOT_YOUR_TURN = "it is not your turn to place a card"
FANTASY_FIRST = "the players in fantasyland set their thirteen cards first"
PLACED_FOR_GOOD = "a card once placed never moves"
HAND_OVER = "the hand is over: the dealer deals the next one"


def still_to_place(left: int) -> str:
    return f"place every card first: {plural(left, 'card')} still to place"


def not_held(text: str) -> str:
    return f"you do not hold the {name(text)}"


def only_last(text: str) -> str:
    return f"only the last card placed, the {name(text)}, can be taken back"


def dealer_deals(dealer: int) -> str:
    return f"seat {dealer} deals the next hand"


# ----- the reveal and settlement ---------------------------------------------------------------

def rows_words(st: Setting) -> str:
    return (f"front {describe_row(front_key(st.front))}; middle {describe(evaluate5(st.middle))}; "
            f"back {describe(evaluate5(st.back))}")


def revealed(seat: int, st: Setting) -> str:
    foul = " - a foul" if is_foul(st) else ""
    return f"Seat {seat} turns up their fantasyland hands: {rows_words(st)}{foul}"


def settled(hand_no: int, table: list[list[int]], royalties: list[int], fouls: list[bool],
            totals: list[int]) -> str:
    n = len(totals)
    parts = [f"seat {b} pays seat {a} {units(table[a][b])}"
             for a in range(n) for b in range(n) if table[a][b] > 0]
    extra = [f"seat {s} fouled" for s in range(n) if fouls[s]]
    extra += [f"seat {s} has {plural(royalties[s], 'point')} of royalties"
              for s in range(n) if royalties[s] and not fouls[s]]
    total = ", ".join(f"seat {s} {totals[s]:+d}" for s in range(n))
    head = f"Hand {hand_no} settled: " + ("; ".join(parts) if parts else "no payments")
    tail = f" ({', '.join(extra)})" if extra else ""
    return f"{head}{tail}. Totals: {total}"


def fantasyland_next(enter: Sequence[int], stay: Sequence[int]) -> str:
    parts = [f"seat {s} enters fantasyland" for s in enter]
    parts += [f"seat {s} stays in fantasyland" for s in stay]
    return "Next hand: " + ", ".join(parts) if parts else ""


def result_reason(totals: list[int], winners: list[int], hands: int) -> str:
    if len(winners) == len(totals):
        return f"Everyone breaks even after {plural(hands, 'hand')}"
    who = " and ".join(f"seat {s}" for s in winners)
    return (f"{who} {'wins' if len(winners) == 1 else 'win'} {units(totals[winners[0]])} "
            f"over {plural(hands, 'hand')}")


# ----- prompts and labels -----------------------------------------------------------------------

def prompt_first(left: int) -> str:
    if left:
        return (f"Split your five cards between your rows (front 3, middle 5, back 5): "
                f"{plural(left, 'card')} to place")
    return "Five cards placed: confirm them (they never move again)"


def prompt_next(card: int) -> str:
    return f"Put the {face(card)} in a row that is not full"


def prompt_fantasy(left: int) -> str:
    if left:
        return f"Fantasyland: set your thirteen cards face down; {plural(left, 'card')} to place"
    return "Every card is placed: confirm to set your hands face down"


def foul_check(st: Setting) -> str:
    if is_foul(st):
        return "Foul! Your rows are not in order"
    return "Rows in order"


def waiting(seats: Sequence[int]) -> str:
    return "Waiting for " + ", ".join(f"seat {s}" for s in seats)
