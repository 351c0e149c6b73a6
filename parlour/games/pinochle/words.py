"""Two-handed Pinochle in players' words: sentences, meld names, labels, refusals.

Sentences say "Seat N"; clients put names in. Cards are named by their faces ("10♥").
"""

from __future__ import annotations

from collections.abc import Sequence

from parlour.cards import SUIT_WORDS, Card
from parlour.rules.melds import Meld
from parlour.rules.tricks import SUIT
from parlour.words import plural

MELD_WORDS = {"flush": "Flush", "royal-marriage": "Royal marriage", "dix": "Dix",
              "aces": "100 aces", "kings": "80 kings", "queens": "60 queens",
              "jacks": "40 jacks", "pinochle": "Pinochle"}
LABELS = {"draw": "Draw", "exchange": "Exchange the dix for the turned-up card",
          "deal": "Deal the next hand"}
DOING = {"one": "play a card", "two": "play a card", "meld": "meld or draw",
         "scored": "deal the next hand", "over": "nothing: the game is over"}


def card(c: int) -> str:
    return Card(c & 127).pretty()


def cards(texts: Sequence[str]) -> str:
    return " ".join(card(Card.parse(t)) for t in texts)


def meld_name(meld: Meld) -> str:
    if meld.name.startswith("marriage-"):
        return f"Marriage in {meld.name[9:]}"
    return MELD_WORDS.get(meld.name, meld.name)


def meld_label(meld: Meld) -> str:
    return f"Meld {meld_name(meld).lower()} ({meld.value})"


def dealt(hand: int, dealer: int, up: int) -> str:
    return (f"Hand {hand}: seat {dealer} deals twelve cards each and turns up the {card(up)}: "
            f"{SUIT_WORDS[SUIT[up]]} are trumps")


def dealer_dix(dealer: int) -> str:
    return f"The turned-up card is a nine: seat {dealer}, the dealer, scores 10"


def out_of_phase(phase: str, doing: str) -> str:
    return f"you cannot {doing} now: the table is waiting to {DOING.get(phase, phase)}"


def no_such_meld(name: str, trump: int) -> str:
    return f"{name!r} is not a meld with {SUIT_WORDS[trump]} as trumps"


def cannot_meld(meld: Meld) -> str:
    return (f"you cannot meld {meld_name(meld).lower()}: it needs "
            f"{' '.join(card(f) for f in meld.faces)}, at least one from your hand, and "
            "melded cards only from melds of another class or of lower value")


def melded(seat: int, meld: Meld, shown: Sequence[str]) -> str:
    return f"Seat {seat} melds {meld_name(meld).lower()} ({cards(shown)}) for {meld.value}"


def exchanged(seat: int, taken: int) -> str:
    return f"Seat {seat} exchanges the dix for the {card(taken)} and scores 10"


def last_draw(seat: int, last: int, other: int, upcard: int) -> str:
    return (f"Seat {seat} draws the last card of the stock, shown: the {card(last)}; seat "
            f"{other} takes the {card(upcard)}. The melds go back to the hands")


def phase_two_refusal(led: int, trump: int, hand: Sequence[int]) -> str:
    suit = SUIT[led]
    if any(SUIT[c] == suit for c in hand):
        if suit == trump:
            return "a trump was led: play a higher trump if you have one"
        return f"follow suit: {SUIT_WORDS[suit]} were led and you hold some"
    return f"you cannot follow {SUIT_WORDS[suit]}: play a trump"


def scored(line: dict[str, object]) -> str:
    tally, points, scores = line["tally"], line["points"], line["scores"]
    assert isinstance(tally, list) and isinstance(points, list) and isinstance(scores, list)
    return ("Hand over: " + "; ".join(
        f"seat {s} counts {tally[s]} and scores {points[s]} (total {scores[s]})" for s in (0, 1)))


def won(seat: int, verdict: str, scores: Sequence[int], target: int) -> str:
    if verdict == "target":
        how = "reaching" if scores[seat] == target else "past"
        return f"Seat {seat} wins with {scores[seat]}, {how} {target}"
    return f"Seat {seat} wins {scores[seat]} to {scores[1 - seat]}"


def drawn(score: int, deals: int) -> str:
    return f"A draw at {score} after {plural(deals, 'deal')}"
