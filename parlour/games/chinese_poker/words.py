"""What Chinese Poker players read: event sentences, prompts, labels, refusals.

Cards are named in words (``Card.pretty``: "10♥"), never by their codes.
"""

from __future__ import annotations

from parlour.cards import CARD_BY_TEXT, Card
from parlour.hands import describe, evaluate5
from parlour.rules.rows import Natural, Setting, describe_row, front_key, is_foul
from parlour.words import plural

NATURAL_NAMES = {"dragon": "a dragon", "three-flushes": "three flushes",
                 "three-straights": "three straights", "six-pairs": "six pairs"}


def hand_order(card: Card) -> tuple[int, int]:
    """Hands are sorted by rank (ace high), then suit."""
    r = card.rank
    return (14 if r == 1 else r), card.suit


def name(text: str) -> str:
    """A card's text code ("TH") as players read it ("10♥")."""
    return CARD_BY_TEXT[text].pretty()


def cards(cs: list[Card] | tuple[int, ...]) -> str:
    return " ".join(Card(c).pretty() for c in cs)


def arranging(seat: int) -> str:
    """What the others see of a card placed or taken back: nothing but the movement."""
    return f"Seat {seat} arranges their cards face down"


def placed(c: Card, row: str) -> str:
    return f"You put the {c.pretty()} in your {row} row"


def taken(c: Card) -> str:
    return f"You take the {c.pretty()} back into your hand"


def already_set(natural: bool) -> str:
    return ("you have declared a natural" if natural else
            "your hands are set face down and can no longer change")


def still_to_place(left: int) -> str:
    return f"place every card first: {plural(left, 'card')} still in your hand"


def sealed(seat: int, foul: bool | None = None) -> str:
    if foul is None:
        return f"Seat {seat} has set their hands face down"
    warn = " (a foul: your rows are not in order)" if foul else ""
    return f"Seat {seat} sets their hands face down{warn}"


def declared_secret(nat: Natural) -> str:
    return f"You declare {NATURAL_NAMES[nat.kind]}"


def natural_shown(seat: int, nat: Natural) -> str:
    paid = "13 units" if nat.kind == "dragon" else "3 units"
    return f"Seat {seat} declares {NATURAL_NAMES[nat.kind]} (paid {paid} if it wins)"


def _money(v: int) -> str:
    return plural(abs(v), "unit")


def natural_payments(table: list[list[int]]) -> str:
    parts = [f"seat {b} pays seat {a} {_money(table[a][b])}"
             for a in range(len(table)) for b in range(len(table)) if table[a][b] > 0]
    return "Naturals paid: " + ("; ".join(parts) if parts else "nothing changes hands (tie)")


def surrenders(seat: int) -> str:
    return f"Seat {seat} surrenders and pays each opponent"


def units(n: int) -> str:
    return plural(n, "unit")


def chosen(seat: int) -> str:
    """What the others see of a sealed surrender-or-play choice: only that it is made."""
    return f"Seat {seat} has made their choice"


def keeps(seat: int) -> str:
    return f"Seat {seat} plays their hands"


def row_words(st: Setting) -> str:
    f = describe_row(front_key(st.front))
    return (f"front {f}; middle {describe(evaluate5(st.middle))}; "
            f"back {describe(evaluate5(st.back))}")


def revealed(seat: int, st: Setting) -> str:
    foul = " - a foul, every row loses" if is_foul(st) else ""
    return f"Seat {seat} shows {row_words(st)}{foul}"


def settled(table: list[list[int]], units: list[int]) -> str:
    n = len(units)
    parts = [f"seat {b} pays seat {a} {_money(table[a][b])}"
             for a in range(n) for b in range(n) if table[a][b] > 0]
    total = ", ".join(f"seat {s} {units[s]:+d}" for s in range(n))
    return "Settled: " + ("; ".join(parts) if parts else "no payments") + f". Totals: {total}"


def result_reason(units: list[int], winners: list[int]) -> str:
    if len(winners) == len(units):
        return "Everyone breaks even"
    who = " and ".join(f"seat {s}" for s in winners)
    return f"{who} {'wins' if len(winners) == 1 else 'win'} {_money(units[winners[0]])}"
