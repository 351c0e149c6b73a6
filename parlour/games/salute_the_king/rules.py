"""Salute the King's options, variants, gestures, triggers and the presentation.

The rules and rulings are documented in :mod:`parlour.games.salute_the_king`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from parlour.engine.options import RealtimeOptions, opt
from parlour.engine.present import Control, Field, Presentation, ResultShow, ZoneShow
from parlour.errors import InvalidOption
from parlour.rules.claims import DEFAULT_DEADLINE

GESTURES: dict[str, tuple[str, str]] = {
    "stand": ("Stand up", "U"),
    "salute": ("Salute", "S"),
    "bow": ("Hand on heart and bow", "B"),
    "applaud": ("Applaud", "A"),
    "touch-nose": ("Touch your nose", "N"),
    "thumbs-up": ("Thumbs up", "T"),
    "wave": ("Wave", "W"),
    "clap": ("Clap once", "C"),
    "stomp": ("Stomp", "M"),
    "wink": ("Wink", "K"),
}
"""Every gesture, an action type of its own with its words and its fixed key."""

RANK_WORDS = {1: "A", 11: "J", 12: "Q", 13: "K"}
RANK_PARSE = {"A": 1, "T": 10, "J": 11, "Q": 12, "K": 13, **{str(r): r for r in range(2, 11)}}
PRIMES = frozenset({2, 3, 5, 7})
SUM_GESTURE = "stomp"
PRIME_GESTURE = "wave"


@dataclasses.dataclass(frozen=True)
class SaluteOptions(RealtimeOptions):
    """The text's triggers and gestures are the defaults; every variation is an option."""

    triggers: str = opt("A,K,Q,J", "the four trigger ranks, in the order of 'gestures'")
    gestures: str = opt("stand,salute,bow,applaud", "the gesture each trigger demands "
                                                     f"(any of: {', '.join(GESTURES)})")
    dealers_choice: bool = opt(False, "the dealer picks the four triggers and their gestures "
                                      "before play (variant salute-the-king:dealers-choice)")
    math: bool = opt(False, "number cards trigger too: a prime (2, 3, 5, 7) demands a wave; the "
                            "middle pile's pip total reaching or passing a multiple of pip_target a stomp")
    pip_target: int = opt(21, "the pip total of the math variant", min=5, max=100)
    wrong_is_last: bool = opt(False, "a wrong gesture makes that player last (RULINGS 10)")
    false_salute_collects: bool = opt(False, "a gesture on a card that demands none collects "
                                             "the middle pile (RULINGS 10)")
    reaction_ms: int = opt(DEFAULT_DEADLINE, "ms everyone has to react (RULINGS conventions 4)",
                           min=500, max=10000)
    deal_cards: int = opt(0, "deal only this many cards in all, the rest set aside unseen "
                             "(0 = the whole pack)", min=0, max=104)
    max_flips: int = opt(20000, "safeguard: after this many flips the fewest cards wins", min=0)

    def __post_init__(self) -> None:
        trig = parse_triggers(self.triggers)
        gest = self.gestures.split(",")
        if len(gest) != len(trig) or len(set(gest)) != len(gest) or any(g not in GESTURES for g in gest):
            raise InvalidOption(f"option 'gestures' must name {len(trig)} different gestures "
                                f"from: {', '.join(GESTURES)} (got {self.gestures!r})")

    def table(self) -> dict[int, str]:
        """Trigger rank -> gesture (before a dealer's choice)."""
        return dict(zip(parse_triggers(self.triggers), self.gestures.split(","), strict=True))


def parse_triggers(text: str) -> list[int]:
    """``"A,K,Q,J"`` -> ``[1, 13, 12, 11]``; distinct ranks, at least one."""
    try:
        ranks = [RANK_PARSE[t.strip().upper()] for t in text.split(",")]
    except KeyError:
        raise InvalidOption(f"option 'triggers' must list ranks like A,K,Q,J (got {text!r})") from None
    if not ranks or len(set(ranks)) != len(ranks):
        raise InvalidOption(f"option 'triggers' must list different ranks (got {text!r})")
    return ranks


VARIANTS: dict[str, tuple[str, dict[str, Any]]] = {
    "standard": ("The text's gestures: ace stand, king salute, queen bow, jack applaud", {}),
    "custom-gestures": ("Other gestures for the same cards: ace touch your nose, king thumbs up, "
                        "queen wave, jack clap", {"gestures": "touch-nose,thumbs-up,wave,clap"}),
    "custom-triggers": ("Other cards trigger the gestures: 2 stand, 7 salute, 10 bow, jack "
                        "applaud", {"triggers": "2,7,10,J"}),
    "dealers-choice": ("The dealer picks four triggers and their gestures before play",
                       {"dealers_choice": True}),
    "math": ("Primes demand a wave and the pip total reaching or passing a multiple of 21 a stomp, "
             "besides the face cards and aces", {"math": True}),
    "wrong-is-last": ("A wrong gesture makes that player last", {"wrong_is_last": True}),
    "false-salute-collects": ("A gesture on a card that demands none collects the pile",
                              {"false_salute_collects": True}),
}


def demanded(card: int, table: dict[int, str], pile_numbers: Sequence[int], math: bool,
             target: int) -> str | None:
    """The gesture ``card`` (just turned up) demands, or ``None``. ``pile_numbers`` are
    the ranks of the number cards (2-10) in the middle pile *including* ``card``.

    Math (RULINGS 10, defined exactly): the running total counts only number cards in
    the current middle pile and resets when the pile is collected; a number card that
    takes the total to or past a multiple of ``target`` demands a stomp; otherwise a
    prime number card (2, 3, 5, 7) demands a wave. Face cards and aces keep their table.

    >>> demanded(13, {13: "salute"}, [], False, 21), demanded(5, {13: "salute"}, [5], True, 21)
    ('salute', 'wave')
    >>> demanded(9, {}, [8, 4, 9], True, 21), demanded(9, {}, [9], True, 21)
    ('stomp', None)
    """
    rank = card & 15
    if rank in table:
        return table[rank]
    if not math or not 2 <= rank <= 10:
        return None
    total = sum(pile_numbers)
    if total // target > (total - rank) // target:
        return SUM_GESTURE
    return PRIME_GESTURE if rank in PRIMES else None


PRESENTATION = Presentation(
    fields=(Field("turn", "Turn", format="seat"),
            Field("cards", "Cards", place="seat", format="count", unit="card"),
            Field("reacted", "Reacted", place="seat", format="yesno"),
            Field("rules", "Triggers", place="rules", format="text"),
            Field("pips", "Pip total", format="number"),
            Field("reacting", "Everyone reacts now", format="yesno"),
            Field("phase", place="none"), Field("table", place="none")),
    zones=(ZoneShow("stack:{seat}", "Pile", layout="stack"),
           ZoneShow("middle", "Middle", layout="pile", place="center"),
           ZoneShow("unused", "Set aside", layout="hidden", place="center")),
    controls=(Control("flip", "button", key="F", label="Turn up"),
              Control("pick", "button", label="Pick"),
              *(Control(g, "claim", key=k, label=w) for g, (w, k) in GESTURES.items())),
    result=ResultShow(scores="count", label="Cards left", unit="card"))
"""Fixed keys: F turns up a card; one key per gesture (U stand, S salute, B bow, A
applaud, N nose, T thumbs up, W wave, C clap, M stomp, K wink)."""
