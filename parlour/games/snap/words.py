"""Snap in players' words: event sentences, prompts, labels and refusals.

Cards are named by their faces (``7♥``, ``10♣``), never by codes; sentences say
"Seat N" and clients put names in.
"""

from __future__ import annotations

from parlour.cards import face


def count(n: int, thing: str = "card") -> str:
    """``1 card``, ``2 cards``."""
    return f"{n} {thing}" + ("" if n == 1 else "s")


def seats(group: list[int]) -> str:
    """``seat 1``, ``seats 1 and 3``, ``seats 0, 1 and 3``."""
    if len(group) == 1:
        return f"seat {group[0]}"
    return "seats " + ", ".join(map(str, group[:-1])) + f" and {group[-1]}"


def flipped(seat: int, card: int) -> str:
    return f"Seat {seat} turns up the {face(card)}"


def snapped(seat: int, piles: list[int], cards: int, pool: bool) -> str:
    what = ("the snap pool and the pile of " if pool else "the piles of ") + seats(piles)
    call = "Snap pool!" if pool else "Snap!"
    return f"{call} Seat {seat} takes {what}: {count(cards)} under their stock"


def false_snap(seat: int, cards: int, pool: bool) -> str:
    call = "Snap pool" if pool else "Snap"
    if not cards:
        return f"False \"{call}!\" by seat {seat}, whose face-up pile is empty: nothing moves"
    return (f"False \"{call}!\" by seat {seat}: their face-up pile ({count(cards)}) "
            "goes to the snap pool")


def tie(group: list[int], cards: int) -> str:
    return (f"{seats(group).capitalize()} call at the same moment: the matched piles "
            f"({count(cards)}) go to the snap pool")


def eliminated(seat: int, recycle: bool = False) -> str:
    return f"Seat {seat} has no {'cards' if recycle else 'stock'} left and is eliminated"


def recycled(seat: int, cards: int) -> str:
    return f"Seat {seat} turns their face-up pile over as a new stock ({count(cards)})"


TOO_LATE = "too late: the table changed before your call arrived (no penalty)"
SETTLING = "a call is being settled: wait a moment"
OUT = "you are eliminated"
NOTHING = "there are no two face-up piles to compare yet (no penalty)"
NO_POOL = "there is no snap pool (no penalty)"
NO_PILE = "there is no face-up pile to compare with the snap pool (no penalty)"
