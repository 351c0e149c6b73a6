"""Through the Window's lexicon: is a word an English noun (proper nouns included), and
which word is it (singular and plural are the same word)?

Two sources, chosen by the game option ``lexicon``:

* ``wordnet``: WordNet 3.0 (Princeton University; WordNet 3.0 license, permissive), read
  from the files of the Debian package ``wordnet-base`` (``/usr/share/wordnet/index.noun``
  and ``noun.exc``: 117,798 noun lemmas, proper nouns such as "texas" and "einstein"
  included). Installed as a package, never downloaded at run time
  (``scripts/test`` installs it on CI).
* ``builtin``: the short list in :mod:`.nouns` (written for Parlour, every entry also a
  WordNet noun), used when WordNet is not installed; bots and the RL action catalogue
  draw their words from it.

Both add the given names of :mod:`.names` (RULINGS 12's proper-noun list: "Tina" is a
person, but WordNet lists few given names).

``auto`` (the default) is WordNet when its files are present, else the built-in list.

A word is matched case-insensitively after trimming spaces, marks around it ("tree!")
and a leading article ("a", "an", "the"); spaces and hyphens join multi-word nouns
("new york" = "new_york", "T-shirt" = WordNet's "t-shirt").
Plurals are reduced as WordNet's own *morphy* does for nouns: its irregular forms
(``noun.exc``: "geese" -> "goose") and its suffix rules (-s, -ses, -xes, -zes, -ches,
-shes, -men, -ies) when the word as said is not itself a noun lemma. The *word* a call
counts as is that lemma (so "kansas" stays Kansas, not the plural of "kansa"); for the
repeat ban two words are the same when their :meth:`Lexicon.forms` meet, so "tree" and
"trees" are one word, and so are "tiger" and "tigers" although WordNet lists both.

>>> lex = load("builtin")
>>> lex.lemma("Trees"), lex.lemma("the Tiger"), lex.lemma("run"), lex.lemma("  Texas ")
('tree', 'tiger', None, 'texas')
"""

from __future__ import annotations

import dataclasses
import functools
import os
from pathlib import Path

from parlour.games.through_the_window.names import NAMES
from parlour.games.through_the_window.nouns import WORDS

WORDNET_DIR = Path(os.environ.get("PARLOUR_WORDNET", "/usr/share/wordnet"))
ARTICLES = ("a ", "an ", "the ")
PUNCTUATION = ".,;:!?\"'"
"""Marks around a word typed in a box ("tree!", "'tree'") that are not part of it."""
MORPHY_NOUN = (("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"),
               ("men", "man"), ("ies", "y"), ("s", ""))
"""WordNet morphy's detachment rules for nouns (longest suffix first)."""
FORMS_KEPT = 50_000
"""Most words whose :meth:`Lexicon.forms` a lexicon keeps (words typed at a long-running
service must not grow it without end)."""


@dataclasses.dataclass(frozen=True)
class Lexicon:
    """A set of noun lemmas (lower case, ``_`` joining words) and irregular plurals."""

    name: str
    nouns: frozenset[str]
    irregular: dict[str, str]
    _forms: dict[str, frozenset[str]] = dataclasses.field(default_factory=dict, compare=False,
                                                           repr=False)
    """:meth:`forms` already worked out (every legal list asks again for the same nouns)."""

    @staticmethod
    def normal(word: str) -> str:
        """``word`` as said, lower case, a leading article trimmed, ``_`` joining words:
        its first letter is the one the card asks for."""
        w = " ".join(word.strip().strip(PUNCTUATION).lower().split())
        for art in ARTICLES:
            if w.startswith(art):
                w = w[len(art):]
                break
        return w.replace(" ", "_").replace("-", "_")

    def forms(self, word: str) -> frozenset[str]:
        """Every noun ``word`` may be the singular or plural of (with ``word`` itself): two
        words sharing a form are the same word for the repeat ban, so "tigers" is "tiger"
        even though WordNet also lists "tigers" as a lemma of its own.

        >>> sorted(load("builtin").forms("Foxes"))
        ['fox', 'foxes']
        """
        known = self._forms.get(word)
        if known is not None:
            return known
        w = self.normal(word)
        out = frozenset(f for f in self._reduce(w) if f == w or f in self.nouns) if w else frozenset()
        if len(self._forms) < FORMS_KEPT:
            self._forms[word] = out
        return out

    def reductions(self, word: str) -> frozenset[str]:
        """``word`` and every singular it may be the plural of, known to the lexicon or
        not: the repeat ban of words the table accepted by vote (R1), which the lexicon
        cannot vouch for.

        >>> sorted(load("builtin").reductions("quokkas"))
        ['quokka', 'quokkas']
        """
        w = self.normal(word)
        return frozenset(self._reduce(w)) if w else frozenset()

    def _reduce(self, w: str) -> list[str]:
        """:meth:`reductions` of a word already :meth:`normal`."""
        out = [w]
        base = self.irregular.get(w)
        if base is not None:
            out.append(base)
        for suffix, ending in MORPHY_NOUN:
            if w.endswith(suffix) and len(w) > len(suffix):
                out.append(w[: len(w) - len(suffix)] + ending)
        return out

    def lemma(self, word: str) -> str | None:
        """The noun ``word`` is (its singular lemma), or ``None`` if it is not one."""
        w = self.normal(word)
        if not w:
            return None
        if w in self.nouns:
            return w
        base = self.irregular.get(w)
        if base is not None and base in self.nouns:
            return base
        for suffix, ending in MORPHY_NOUN:
            if w.endswith(suffix) and len(w) > len(suffix):
                cand = w[: len(w) - len(suffix)] + ending
                if cand in self.nouns:
                    return cand
        return None

    def starting_with(self, letter: str) -> list[str]:
        """Every lemma starting with ``letter``, sorted."""
        return sorted(n for n in self.nouns if n.startswith(letter.lower()))


def wordnet_installed() -> bool:
    return (WORDNET_DIR / "index.noun").is_file()


@functools.cache
def load(kind: str) -> Lexicon:
    """The lexicon ``kind`` (``wordnet``, ``builtin`` or ``auto``), read once."""
    if kind == "auto":
        kind = "wordnet" if wordnet_installed() else "builtin"
    if kind == "builtin":
        return Lexicon("builtin", frozenset(WORDS) | frozenset(NAMES), {})
    if kind != "wordnet":
        raise ValueError(f"unknown lexicon {kind!r}")
    if not wordnet_installed():
        raise FileNotFoundError(f"WordNet is not installed ({WORDNET_DIR}/index.noun): install the "
                                "Debian package wordnet-base, or use lexicon builtin")
    nouns = set(NAMES)  # RULINGS 12: "plus a proper-noun list"; WordNet has few given names
    with open(WORDNET_DIR / "index.noun", encoding="utf-8") as f:
        for line in f:
            if not line.startswith("  "):  # "t-shirt" is looked up as "t_shirt" (normal)
                nouns.add(line.split(" ", 1)[0].replace("-", "_"))
    irregular: dict[str, str] = {}
    exc = WORDNET_DIR / "noun.exc"
    if exc.is_file():
        with open(exc, encoding="utf-8") as f:
            for line in f:
                parts = line.split()
                if len(parts) >= 2:
                    irregular.setdefault(parts[0].replace("-", "_"), parts[1].replace("-", "_"))
    return Lexicon("wordnet", frozenset(nouns), irregular)


def builtin_words() -> list[str]:
    """The built-in nouns, sorted (the RL catalogue's ``say`` words; names left out)."""
    return sorted(WORDS)


OTHER_PARTS = {"verb": (("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""),
                        ("ing", "e"), ("ing", "")),
               "adj": (("er", ""), ("est", ""), ("er", "e"), ("est", "e")),
               "adv": ()}
"""WordNet morphy's detachment rules for the other parts of speech."""


@functools.cache
def _other_part(part: str) -> tuple[frozenset[str], dict[str, str]]:
    """WordNet's lemmas of ``part`` (verb, adj, adv) and its irregular forms; empty sets
    where WordNet is not installed."""
    index, exc = WORDNET_DIR / f"index.{part}", WORDNET_DIR / f"{part}.exc"
    lemmas: set[str] = set()
    irregular: dict[str, str] = {}
    if index.is_file():
        with open(index, encoding="utf-8") as f:
            lemmas = {line.split(" ", 1)[0] for line in f if not line.startswith("  ")}
    if exc.is_file():
        with open(exc, encoding="utf-8") as f:
            for line in f:
                parts = line.split()
                if len(parts) >= 2:
                    irregular.setdefault(parts[0], parts[1])
    return frozenset(lemmas), irregular


def parts_of_speech(word: str) -> frozenset[str]:
    """What ``word`` is in the fullest lexicon installed: ``noun`` (WordNet, else the
    built-in list) and, with WordNet, ``verb``, ``adj`` and ``adv`` (inflected forms
    reduced as morphy does). Empty for a word no lexicon knows.

    >>> sorted(parts_of_speech("tiger"))
    ['noun']
    """
    found = {"noun"} if load("auto").lemma(word) is not None else set()
    w = "_".join(word.strip().lower().replace("-", " ").split())
    for part, rules in OTHER_PARTS.items():
        lemmas, irregular = _other_part(part)
        if not lemmas:
            continue
        forms = [w, irregular.get(w, "")] + [w[: len(w) - len(s)] + e for s, e in rules
                                             if w.endswith(s) and len(w) > len(s)]
        if any(f in lemmas for f in forms if f):
            found.add(part)
    return frozenset(found)
