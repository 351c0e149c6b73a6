"""Small English helpers every text a player reads goes through: counts with their unit
in the singular for one ("1 card", never "1 cards" or "card(s)"), an indefinite article,
and possessives that read right for "You" ("Your hand", never "You's hand").

>>> plural(1, "card"), plural(3, "card"), plural(0, "pass", "passes")
('1 card', '3 cards', '0 passes')
>>> article("ace"), article("8"), article("king")
('an ace', 'an 8', 'a king')
>>> possessive("You"), possessive("Bot 1"), possessive("you")
('Your', "Bot 1's", 'your')
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_IRREGULAR = {"pass": "passes", "box": "boxes", "match": "matches", "penalty": "penalties",
              "try": "tries", "child": "children", "this": "these", "is": "are", "was": "were",
              "has": "have"}


def plural_of(unit: str) -> str:
    """The plural of a unit word: ``card`` -> ``cards``, ``pass`` -> ``passes``; a unit
    of several words is made plural by its last word (``penalty card`` -> ``penalty
    cards``)."""
    head, _, last = unit.rpartition(" ")
    if last in _IRREGULAR:
        word = _IRREGULAR[last]
    elif last.endswith(("s", "x", "ch", "sh")):
        word = last + "es"
    elif last.endswith("y") and last[-2:-1] not in "aeiou":
        word = last[:-1] + "ies"
    else:
        word = last + "s"
    return f"{head} {word}" if head else word


def plural(n: int | float, unit: str, units: str = "") -> str:
    """``n`` and its unit, singular for exactly one: ``plural(1, "trick") == "1 trick"``
    (``units`` overrides the plural)."""
    shown = f"{n:g}" if isinstance(n, float) else str(n)
    if not unit:
        return shown
    return f"{shown} {unit if n == 1 else (units or plural_of(unit))}"


def count_words(n: int, unit: str, units: str = "") -> str:
    """Like :func:`plural` without the number for one: ``a card``, ``2 cards``."""
    return article(unit) if n == 1 else plural(n, unit, units)


def article(noun: str) -> str:
    """``noun`` with ``a`` or ``an`` by its sound: ``an ace``, ``an 8``, ``a king``."""
    first = noun.strip()[:1].lower()
    vowel = first in "aeiou" or noun.strip().lower().startswith(("8", "11", "18", "honest", "hour"))
    if noun.strip().lower().startswith(("uni", "one", "use", "eu")):
        vowel = False
    return f"{'an' if vowel else 'a'} {noun}"


PROPER_WORDS = frozenset({"Canadian"})
"""Words that keep their capital inside a sentence (Soko's Canadian flush)."""


def in_sentence(phrase: str) -> str:
    """A phrase written to start a line, used inside a sentence: its first letter small,
    the rest as written (card ranks keep their capitals; so do proper words).

    >>> in_sentence("Run, A-K-Q"), in_sentence("Canadian flush, K-9-8-5")
    ('run, A-K-Q', 'Canadian flush, K-9-8-5')
    """
    if phrase.split(" ", 1)[0] in PROPER_WORDS:
        return phrase
    return phrase[:1].lower() + phrase[1:]


def possessive(name: str) -> str:
    """A name's possessive: ``Your`` for ``You``, ``your`` for ``you``, else ``name's``."""
    if name == "You":
        return "Your"
    if name == "you":
        return "your"
    return f"{name}'s"


_CITE = (r"(?:RULINGS(?:,?\s+conventions)?(?:\s+section)?(?:\s+\d+)?(?:'s)?(?:\s+variant|\s+alternative"
         r"|\s+option)?|[A-Z]{1,2}\d+[a-z]?|seed \d+)")
_PLAIN = [
    # a parenthesis that only cites: "(RULINGS 26)", "(A4)", "(wikipedia, C3)", "(M1)"
    (re.compile(r"\s*\((?:(?:wikipedia|denexa|the text|the seed),? )?" + _CITE
                + r"(?:[,;] ?" + _CITE + r")*\)"), ""),
    # a citation leading a clause: "RULINGS 8: not forbidden" -> "not forbidden"
    (re.compile(r",?\s*\bwith RULINGS \d+: "), ": "),
    (re.compile(r"\s*\bwith RULINGS \d+\b"), ""),
    (re.compile(r"\(RULINGS \d+[;,] "), "("),
    (re.compile(r"\bRULINGS \d+'s\s+(?!variant|alternative)"), ""),
    (re.compile(r"\bRULINGS conventions,?\s*"), ""),
    (re.compile(r"\bthe ruling: "), "by default: "),
    (re.compile(r"\bRULINGS \d+(?:'s)?: "), ""),
    # a citation after a clause: "; RULINGS 26", ", RULINGS 23", "; seed 002"
    (re.compile(r"[;,] " + _CITE + r"(?=[);,]|$)"), ""),
    (re.compile(r"\bRULINGS \d+'s (variant|alternative)\b"), r"a \1"),
    (re.compile(r"\bRULINGS \d+ (variant|alternative)\b"), r"\1"),
    (re.compile(r"\b(?:wikipedia |denexa )?[A-Z]\d+\b(?=[;)])"), ""),
    # the rule texts' own names
    (re.compile(r"\bThe (?:seed|text)'s (?=game|basic|quicker)"), "The "),
    (re.compile(r"\b[Tt]he seed text\b"), "The standard rules"),
    (re.compile(r"\(seed: "), "(the book: "),
    (re.compile(r"\b(the|The) (?:seed|text)\b"), r"\1 book"),
    (re.compile(r"\b(Denexa|Wikipedia)'s text\b"), r"\1's rules"),
    # a variant named with its game: "variant slapjack:winner-leads" -> "variant winner-leads"
    (re.compile(r"\b[a-z][a-z-]+:([a-z][a-z0-9-]+)\b"), r"\1"),
    (re.compile(r"\(\s*[;,]?\s*\)"), ""),
    (re.compile(r"\(\s*[;,]\s*"), "("),
    (re.compile(r"\s+([;,)])"), r"\1"),
    (re.compile(r"  +"), " "),
]


def plain(text: str) -> str:
    """A rule text's help line in a player's words: citations of the project's rulings
    ("RULINGS 26", "(A4)", "seed 002") and the name "the seed text" are for the people
    who build the games, not for players.

    >>> plain("the Cactus caller may not match any more (A4)")
    'the Cactus caller may not match any more'
    >>> plain("a card just taken may be discarded again (RULINGS 8: not forbidden, allowed)")
    'a card just taken may be discarded again (not forbidden, allowed)'
    >>> plain("Half the pack each day: 8/6/5/4/3 cards at 2-6 players (RULINGS 26)")
    'Half the pack each day: 8/6/5/4/3 cards at 2-6 players'
    >>> plain("The seed text with RULINGS 24: 10 per contracted trick, 500 points wins")
    'The standard rules: 10 per contracted trick, 500 points wins'
    >>> plain("standard packs in the shoe (the text: eight, 416 cards)")
    'standard packs in the shoe (the book: eight, 416 cards)'
    >>> plain("the seat opposite the dealer (an even number of players; seed 002), else left (C7)")
    'the seat opposite the dealer (an even number of players), else left'
    >>> plain("with Parlour's rulings (RULINGS\\nsection 25)"), plain("a limit (RULINGS 3's optional limit)")
    ("with Parlour's rulings", 'a limit (optional limit)')
    >>> plain("the winner leads (RULINGS 14: by default it just continues; variant slapjack:winner-leads)")
    'the winner leads (by default it just continues; variant winner-leads)'
    """
    out = text
    for pattern, repl in _PLAIN:
        out = pattern.sub(repl, out)
    return out.strip()


JARGON = re.compile(r"RULINGS|\b[Tt]he seed\b|\bseed text\b|\b[Tt]he text\b|\([A-Z]{1,2}\d+[a-z]?\)"
                    r"|\b1 (?:players|cards)\b")
"""What a player must never read: the project's ruling citations and rule-text names."""


def seat_list(seats: Sequence[int]) -> str:
    """Seats in a sentence, each named so that clients can put names in:
    ``seat_list([1, 2, 3]) == "seat 1, seat 2 and seat 3"``."""
    names = [f"seat {s}" for s in seats]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
