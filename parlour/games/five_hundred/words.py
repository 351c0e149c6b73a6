"""Five Hundred in players' words: event sentences, bid names, prompts, labels, refusals.

Sentences say "Seat N"; clients put names in. Cards are named by their faces ("10♥",
"the joker"), never by codes.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from parlour.cards import Card
from parlour.games.five_hundred.rules import CARD, GRAND, NULLO, SIDES, VALUE, level
from parlour.rules.auction import PASS
from parlour.words import plural as plural  # re-exported: play.py words its prompts with it

if TYPE_CHECKING:
    from parlour.games.five_hundred.rules import FiveHundredOptions

NUMBER = {6: "Six", 7: "Seven", 8: "Eight", 9: "Nine", 10: "Ten"}
SUIT_NAME = {"S": "spades", "C": "clubs", "D": "diamonds", "H": "hearts", "NT": "no trump"}
PHASE_DOING = {"announce": "announce \"ace, no face\" or not", "respond": "answer \"ace, no face\"",
               "bid": "bid", "discard": "discard to the middle", "play": "play a card",
               "scored": "deal the next hand", "over": "nothing: the game is over"}


def card(c: int) -> str:
    """A card's face: ``10♥``, ``joker``."""
    return FACE[c & 127]


FACE = tuple("joker" if (v >> 4) & 7 == 4 else Card(v).pretty() if 1 <= v & 15 <= 13 and v < 80 else "?"
             for v in range(128))
"""Every card's face by value (built once: trick sentences are on the hot path)."""


def cards(texts: Sequence[str]) -> str:
    return " ".join(FACE[CARD[t]] for t in texts)


@functools.cache
def call_name(call: str) -> str:
    """``"7S"`` -> "Seven spades", ``"6H"`` -> "Six hearts (inkle)", "Nullo", "Pass"."""
    if call == PASS:
        return "Pass"
    if call == NULLO:
        return "Nullo"
    if call == GRAND:
        return "Grand nullo"
    n = level(call)
    suit = call[len(str(n)):]
    return f"{NUMBER[n]} {SUIT_NAME[suit]}" + (" (inkle)" if n == 6 else "")


def call_label(call: str) -> str:
    """A bidding-box button: the bid with its score value."""
    if call == PASS:
        return call_name(call)
    name = call_name(call)
    if name.endswith(")"):  # "Six hearts (inkle)": one bracket, "Six hearts (inkle, 100)"
        return f"{name[:-1]}, {VALUE[call]})"
    return f"{name} ({VALUE[call]})"


def dealt(hand: int, dealer: int, redeal: bool) -> str:
    again = " again" if redeal else ""
    return f"Hand {hand}: seat {dealer} deals{again}, ten cards each and five to the middle"


def out_of_phase(phase: str, wanted: str) -> str:
    return f"not now: the table is waiting to {PHASE_DOING.get(phase, phase)}"


def announced(seat: int) -> str:
    return f"Seat {seat} announces \"ace, no face\"; their partner decides whether to redeal"


def bidding_opens(seat: int) -> str:
    return f"Bidding opens with seat {seat}"


def called(seat: int, call: str) -> str:
    return f"Seat {seat} passes" if call == PASS else f"Seat {seat} bids {call_name(call).lower()}"


def no_contract() -> str:
    return "Everyone passed: no trumps and no contract; the middle stays face down"


def contract(seat: int, call: str) -> str:
    return f"Seat {seat} wins the auction with {call_name(call).lower()}"  # "middle" says who takes it


def play_begins(leader: int, seats: Sequence[int] | None) -> str:
    text = f"Seat {leader} leads"
    if seats is not None and len(seats) == 3:
        out = next(s for s in range(4) if s not in seats)
        text += f"; seat {out} sits out the nullo hand"
    return text


def trick_won(seat: int, texts: Sequence[str]) -> str:
    return f"Seat {seat} wins the trick ({cards(texts)})"


def tricks(n: int) -> str:
    return f"{n} trick" + ("" if n == 1 else "s")


def scored(line: dict[str, Any]) -> str:
    pts, t = line["points"], line["tricks"]
    c = line["contract"]
    if c is None:
        head = f"No contract: {SIDES.names(0)} {tricks(t[0])}, {SIDES.names(1)} {tricks(t[1])}"
    else:
        team = SIDES.team[line["declarer"]]
        verb = "make" if line["made"] else "break"
        head = f"{SIDES.names(team).capitalize()} {verb} {call_name(c).lower()} with {tricks(t[team])}"
    return (f"{head}: {SIDES.names(0)} {pts[0]:+d} (total {line['scores'][0]}), "
            f"{SIDES.names(1)} {pts[1]:+d} (total {line['scores'][1]})")


def won(team: int, verdict: str, scores: Sequence[int], options: FiveHundredOptions) -> str:
    who = SIDES.names(team).capitalize()
    if verdict == "target":
        how = "reaching" if scores[team] == options.target else "past"
        return f"{who} win with {scores[team]}, {how} {options.target} by a made contract"
    if verdict == "floor":
        return f"{who} win: {SIDES.names(1 - team)} fell to {scores[1 - team]}"
    return f"{who} win {scores[team]} to {scores[1 - team]}"


def drawn(score: int, deals: int) -> str:
    return f"A draw at {score} after {plural(deals, 'deal')}"


LABELS = {"announce": "Announce \"ace, no face\"", "decline": "Nothing to announce",
          "redeal": "Redeal", "play-on": "Play on", "deal": "Deal the next hand"}
