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


def possessive(name: str) -> str:
    """A name's possessive: ``Your`` for ``You``, ``your`` for ``you``, else ``name's``."""
    if name == "You":
        return "Your"
    if name == "you":
        return "your"
    return f"{name}'s"
