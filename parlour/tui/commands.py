"""Turning a typed line into one of the legal actions.

A line is either an option number from the list last shown (``3``), or a short
command made of words and numbers from the action (``s``, ``d``, ``swap 3``,
``m 2``): each word must begin a word of the action and the numbers, in order,
must be the numbers its label shows. Words are tried in three rounds, most
specific first, so ``d`` means the discard pile when both "draw" and "discard"
begin with it: first the action's text parameters (``stock``, ``discard``),
then its type (``swap``), then any word of its label.

>>> menu = [{"type": "draw", "source": "stock", "label": "Draw from the stock"},
...         {"type": "draw", "source": "discard", "label": "Take the 7♥ from the discard"},
...         {"type": "match", "slot": 0, "label": "Match slot 1"},
...         {"type": "match", "slot": 1, "label": "Match slot 2"}]
>>> [match_command(x, menu)[0] for x in ("s", "d", "m 2", "2", "take", "match")]
[0, 1, 3, 1, 1, None]
>>> match_command("m 2", menu)[1]
''
>>> match_command("match", menu)[1]
'"match" could mean: 3. Match slot 1, 4. Match slot 2'
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any

from parlour.cards import Card

_WORD = re.compile(r"[^\W_]+|\?\?", re.UNICODE)
_FREE_WORDS = re.compile(r"[^\W\d_](?:[^\W\d_]|[' .-])*", re.UNICODE)
"""A word or phrase typed as a text control's answer: letters, spaces, hyphens, apostrophes."""


def _words(text: str) -> list[str]:
    return [w.lower() for w in _WORD.findall(text)]


_NUMBER = re.compile(r"(?<![\w.])(\d+)(?![\w♣♦♥♠])")


@functools.lru_cache(maxsize=8192)
def _numbers_in(label: str) -> tuple[str, ...]:
    return tuple(str(int(n)) for n in _NUMBER.findall(label))


def _label_numbers(label: str) -> list[str]:
    """The numbers a label shows, in order ("seat 1's slot 3" -> 1, 3; not "7♥" or "7H")."""
    return list(_numbers_in(label))


def _strong_words(action: dict[str, Any]) -> list[str]:
    out: list[str] = []
    for k, v in action.items():
        if k in ("type", "label", "targets"):
            continue
        if isinstance(v, str):
            out += _words(v)
        elif isinstance(v, list):
            out += [w for x in v if isinstance(x, str) for w in _words(x)]
    return out


def _card_code(word: str) -> str:
    """A card typed as shown ("10♦", "j♠") or with a ten ("10d") as the short code the
    actions hold ("td", "js"); any other word unchanged.

    >>> _card_code("10♦"), _card_code("j♠"), _card_code("10d"), _card_code("draw")
    ('td', 'js', 'td', 'draw')
    """
    shown = _card_of(word)
    return str(Card.parse(shown)).lower() if shown else word


def _candidates(tokens: list[str], numbers: list[str], menu: Sequence[dict[str, Any]],
                pool: int) -> list[int]:
    hits = []
    want = tuple(numbers)
    for i, a in enumerate(menu):
        label = str(a.get("label", ""))
        if want and _numbers_in(label) != want:
            continue
        words = _strong_words(a)
        if pool >= 1:
            words += _words(str(a.get("type", "")))
        if pool >= 2:
            words += [w for w in _words(label) if not w.isdigit()]
            words += [_card_code(w.strip(".,:;()")) for w in label.lower().split()]  # "8♥" is "8h"
        if all(any(w.startswith(t) for w in words) for t in tokens):
            hits.append(i)
    return hits


def _first_candidates(tokens: list[str], numbers: list[str],
                      menu: Sequence[dict[str, Any]]) -> list[int]:
    """The options of the narrowest word pool (:func:`_candidates`) that has any."""
    for pool in range(3):
        found = _candidates(tokens, numbers, menu, pool)
        if found:
            return found
    return []


def match_command(line: str, menu: Sequence[dict[str, Any]],
                  key: Callable[[int], str] | None = None) -> tuple[int | None, str]:
    """The index in ``menu`` (legal actions as JSON with labels) that ``line`` names,
    or ``None`` and a message saying why not (empty when the line named one). ``key``
    names an option in that message (default: its number in the list)."""
    text = line.strip()
    if not text:
        return None, "type an option number or a command"
    if text.isdigit():
        n = int(text)
        if 1 <= n <= len(menu):
            return n - 1, ""
        if not menu:
            return None, "you have nothing to do right now"
        return None, f"there is no option {n}: " + (
            "choose 1" if len(menu) == 1 else f"choose 1 to {len(menu)}")
    parts = [_card_code(p.lower()) for p in re.split(r"[\s,]+", text) if p]
    numbers = [str(int(p)) for p in parts if p.isdigit()]
    tokens = [w for p in parts if not p.isdigit() for w in _words(p)]
    if not tokens and not numbers:
        return None, f"I did not understand {line.strip()!r}"
    for pool in range(3):
        hits = _candidates(tokens, numbers, menu, pool)
        if len(hits) == 1:
            return hits[0], ""
        if len(hits) > 1:
            shown = ", ".join(f"{key(i) if key else f'{i + 1}.'} {menu[i].get('label', menu[i].get('type'))}"
                              for i in hits[:8])
            more = f" (and {len(hits) - 8} more)" if len(hits) > 8 else ""
            return None, f'"{text}" could mean: {shown}{more}'
    if not menu:
        return None, "you have nothing to do right now"
    return None, f'"{text}" matches none of your options: type a number from the list'


def _values(vals: list[int]) -> str:
    uniq = sorted(set(vals))
    if len(uniq) == 1:
        return str(uniq[0])
    if uniq == list(range(uniq[0], uniq[-1] + 1)):
        return f"{uniq[0]}–{uniq[-1]}"
    return "/".join(map(str, uniq))


def group_menu(menu: Sequence[dict[str, Any]], min_size: int = 5,
               example: bool = True) -> list[tuple[int, int, str]]:
    """Runs of at least ``min_size`` consecutive options whose labels differ only in their
    numbers, as ``(first, last, text)``: one line for "swap your slot 0–3 with Bot 1's slot
    0–3" instead of sixteen. Other options stay single ``(i, i, label)``. The text ends
    with a command that picks the run's first option when one does (unless ``example``
    is false).

    >>> m = [{"type": "end", "label": "End"}] + [
    ...     {"type": "match", "slot": i, "label": f"Match the 7♥ with slot {i}"} for i in range(4)]
    >>> group_menu(m, 2)
    [(0, 0, 'End'), (1, 4, 'Match the 7♥ with slot 0–3 (e.g. "match 0")')]
    """
    out: list[tuple[int, int, str]] = []
    i = 0
    while i < len(menu):
        label = str(menu[i].get("label", menu[i].get("type", "")))
        skel = _NUMBER.sub("#", label)
        j = i + 1
        while (j < len(menu) and len(_label_numbers(str(menu[j].get("label", "")))) > 0
               and _NUMBER.sub("#", str(menu[j].get("label", ""))) == skel):
            j += 1
        if j - i >= min_size and "#" in skel:
            rows = [[int(n) for n in _label_numbers(str(menu[k].get("label", "")))] for k in range(i, j)]
            parts = skel.split("#")
            text = parts[0]
            for p, rest in enumerate(parts[1:]):
                text += _values([r[p] for r in rows if p < len(r)]) + rest
            word = _words(str(menu[i].get("type", "")))[:1]
            sample = " ".join(word + [str(n) for n in rows[0]])
            if example and word and match_command(sample, menu)[0] == i:
                text += f' (e.g. "{sample}")'
            out.append((i, j - 1, text))
            i = j
        else:
            out.append((i, i, label))
            i += 1
    return out


# ----- keyed menus: what a person types is what the screen shows ----------------------------

SPACE = "Space"
"""The key name of a line made of spaces only (Space, then Enter; or Space alone in a
terminal read key by key): a real-time claim's fixed key."""
ENTER = "Enter"
"""The key name of an empty line (Enter alone): the fixed key of an action a game's
presentation keys Enter (Spoons' pick-up, a "ready" or "deal" button)."""


def _fixed_key(key: str) -> str:
    """A declared key as the terminal names it: ``Space``, ``Enter`` or a lowercase key."""
    low = key.strip().lower()
    if low in ("space", " ", "spacebar"):
        return SPACE
    if low in ("enter", "return"):
        return ENTER
    return low


def enter_keyed(game: Any) -> frozenset[str]:
    """The action types a game's presentation gives the Enter key (``Control(key="Enter")``).

    >>> import parlour
    >>> sorted(enter_keyed(parlour.new_game("aggravation")))
    ['ready']
    """
    cls = game if isinstance(game, type) else type(game)
    pres = getattr(cls, "presentation", None)
    return frozenset(str(c.action) for c in getattr(pres, "controls", ()) or ()
                     if _fixed_key(str(getattr(c, "key", "") or "")) == ENTER)


def claim_keys(game: Any) -> dict[str, tuple[str, ...]]:
    """The fixed keys of a game's real-time claims (``CLAIMS``), per action type, the
    first one shown: the key its presentation declares (``Control(kind="claim",
    key="Space")``), then the type's first letter when no other action type of the game
    begins with it, then the type word itself. Keys depend on the game only, never on
    the turn, so ``s`` slaps in every situation.

    >>> class G:
    ...     ACTIONS = {"flip": {}, "rush": {}, "slap": {}, "collect": {}}
    ...     CLAIMS = frozenset({"slap", "rush"})
    >>> claim_keys(G)
    {'rush': ('r', 'rush'), 'slap': ('s', 'slap')}
    """
    cls = game if isinstance(game, type) else type(game)
    claims = sorted(getattr(cls, "CLAIMS", ()) or ())
    types = list(getattr(cls, "ACTIONS", {}) or {})
    declared: dict[str, str] = {}
    pres = getattr(cls, "presentation", None)
    for c in getattr(pres, "controls", ()) or ():
        action, key = getattr(c, "action", None), str(getattr(c, "key", "") or "")
        if action in claims and key:
            declared[str(action)] = key
    out: dict[str, tuple[str, ...]] = {}
    for t in claims:
        keys: list[str] = []
        if t in declared:
            k = declared[t]
            keys.append(_fixed_key(k))
        letter = t[:1].lower()
        if letter and sum(1 for u in types if u[:1].lower() == letter) == 1:
            keys.append(letter)
        keys.append(t.lower())
        out[t] = tuple(dict.fromkeys(keys))
    return out


_PRETTY = re.compile(r"(10|[2-9JQKA])([♣♦♥♠])")
_SUIT_LETTER = {"♣": "c", "♦": "d", "♥": "h", "♠": "s"}


def _typed_card(pretty: str) -> str:
    """``10♥`` -> ``10h``: a card as typed at the keyboard."""
    return pretty[:-1].lower() + _SUIT_LETTER[pretty[-1]]


def _card_of(word: str) -> str:
    """The card face (``10♥``) a typed word names (``10h``, ``th``, ``10♥``), or ``""``."""
    if len(word) < 2 or len(word) > 3 or word[-1].lower() not in "cdhs♣♦♥♠":
        return ""
    from parlour.tui.narrate import pretty_card

    shown = pretty_card(word.upper())
    return shown if _PRETTY.fullmatch(shown) else ""


class Row:
    """One line of a keyed menu: the options it stands for (``indices`` into the menu),
    the key shown in front of it and its text. ``values`` maps each number typed after
    the key to its option when the line is a range of one varying number."""

    __slots__ = ("indices", "key", "kind", "text", "values")

    def __init__(self, indices: list[int], key: str, text: str, kind: str,
                 values: dict[int, int] | None = None) -> None:
        self.indices = indices
        self.key = key
        self.text = text
        self.kind = kind
        """``number`` (typed by its number), ``range`` (typed as ``key`` with the value),
        ``word`` (typed as its key word) or ``claim`` (a fixed key)."""
        self.values = values or {}

    def __repr__(self) -> str:
        return f"Row({self.key!r}, {self.text!r})"


class KeyedMenu:
    """A menu of legal actions (JSON with labels) as a person reads and types it.

    * Real-time claims (``claims``: type -> fixed keys, :func:`claim_keys`) are never
      numbered: ``s`` or Space slaps whatever else is offered.
    * A run of options differing only in one number (a bid of 2 to 13, a slot 0 to 3, a
      cut at card 1 to 415) is one line, typed with the number it shows: ``4`` bids 4
      when it is the only such line, ``swap 3`` swaps into slot 3 when there are more.
    * Other options are numbered 1, 2, 3... among the turn's options only (claims
      coming and going never renumber them); when a line of numbers is on screen they
      are typed by a short word instead, so no number means two things.

    >>> menu = [{"type": "bid", "tricks": n, "label": f"Bid {n}"} for n in range(2, 14)]
    >>> km = KeyedMenu(menu)
    >>> [(r.key, r.text) for r in km.rows]
    [('2–13', 'Bid 2–13')]
    >>> km.resolve("4"), km.resolve("bid 13"), km.resolve("1")[0]
    ((2, ''), (11, ''), None)
    >>> rs = [{"type": "flip", "label": "flip"}, {"type": "slap", "pile": 3, "label": "slap 7♥"}]
    >>> km = KeyedMenu(rs, {"slap": ("Space", "s", "slap")})
    >>> [(r.key, r.text) for r in km.rows], km.resolve("1"), km.resolve(" "), km.resolve("s")
    ([('1', 'flip'), ('Space / s', 'slap 7♥')], (0, ''), (1, ''), (1, ''))
    """

    def __init__(self, menu: Sequence[dict[str, Any]],
                 claims: Mapping[str, Sequence[str]] | None = None,
                 texts: Mapping[str, str] | None = None,
                 hands: Mapping[str, int] | None = None,
                 enter: Collection[str] = ()) -> None:
        self.menu = list(menu)
        self.texts = dict(texts or {})  # a ``text`` control's type -> its param: typed
        self.claims = {t: tuple(k) for t, k in (claims or {}).items() if t not in self.texts}
        self.hands = dict(hands or {})
        """Your hand zones drawn with numbers over their cards: id -> the first card's
        number. ``pass 2`` passes the card under 2 (:meth:`_by_hand`)."""
        self.enter = frozenset(enter)
        """Action types keyed Enter (:func:`enter_keyed`): Enter alone chooses one when it
        is the turn's only option."""
        turn = [i for i, a in enumerate(self.menu)
                if a.get("type") not in self.claims and a.get("type") not in self.texts]
        sub = [self.menu[i] for i in turn]
        groups = [([turn[k] for k in range(a, b + 1)], text)
                  for a, b, text in group_menu(sub, 2, example=False)]
        ranges = [g for g in groups if len(g[0]) > 1]
        self.bare = self._one_number(turn) if ranges else {}
        """Bare numbers typed for the turn's options (``4`` bids 4), when all of them differ
        in one number only: a range shown, and options that label apart from it
        ("Turn up card 7 · 5♥" beside "Turn up card 1–6") take their number too."""
        self.rows: list[Row] = []
        n = 0
        for idx, text in groups:
            if len(idx) > 1:
                self.rows.append(self._range_row(idx, text, alone=bool(self.bare)))
            elif self.bare:
                value = next(v for v, i in self.bare.items() if i == idx[0])
                self.rows.append(Row(idx, str(value), text, "range", {value: idx[0]}))
            elif ranges:
                self.rows.append(Row(idx, self._word_key(idx[0]), text, "word"))
            else:
                n += 1
                self.rows.append(Row(idx, str(n), text, "number"))
        by_type: dict[str, list[int]] = {}
        for i, a in enumerate(self.menu):
            if a.get("type") in self.claims:
                by_type.setdefault(str(a["type"]), []).append(i)
        for t, idx in by_type.items():
            keys = " / ".join(self.claims[t][:2])
            if len(idx) == 1:
                self.rows.append(Row(idx, keys, str(self.menu[idx[0]].get("label", t)), "claim"))
                continue
            # several claims of one type (match a card with slot 0, 1, 2...): one line each
            # run, keyed by what is typed to pick it (the claim's word and the number, or
            # the cards, that tell it apart)
            word = self.claims[t][-1]
            for first, last, text in group_menu([self.menu[i] for i in idx], 2, example=False):
                part = idx[first:last + 1]
                if len(part) > 1:  # a card of your hand by its face: its number is its place
                    face = [_typed_card(m.group(0)) for m in _PRETTY.finditer(text)][:1]
                    typed = " ".join([word, *(face if self._hand_slots(part[0]) else []),
                                      self._spread(part)[2]])
                    self.rows.append(Row(part, typed, text, "claim"))
                    continue
                # the numbers or the cards (as typed) that tell it from its twins ("cover 6",
                # "play 9h 1": the 9♥ on pile 1); else a word of it or its place among them
                # (Cash's gestures: "g drink", "g 2")
                typed = next((t for t in self._tells(part[0], word) if self.resolve(t) == (part[0], "")),
                             "") or self._claim_typed(part[0])
                self.rows.append(Row(part, typed or keys, text, "claim"))
        for t, param in self.texts.items():  # its legal values are the answers: not listed
            idx = [i for i, a in enumerate(self.menu) if a.get("type") == t]
            if idx:
                self.rows.append(Row(idx, t, f"{t} <{param}> (or just type the {param})", "text"))

    # ----- building ------------------------------------------------------------------------
    def _spread(self, idx: list[int]) -> tuple[list[list[int]], list[int], str, dict[int, int]]:
        """The numbers the labels of options ``idx`` show, the places where they differ,
        those values as shown ("0–3"; "N" when several places differ) and, with one such
        place, each value's option."""
        nums = [[int(x) for x in _label_numbers(str(self.menu[i].get("label", "")))] for i in idx]
        varying = [p for p in range(len(nums[0])) if len({r[p] for r in nums if p < len(r)}) > 1]
        values: dict[int, int] = {}
        if len(varying) == 1:
            p = varying[0]
            values = {r[p]: i for r, i in zip(nums, idx, strict=True) if p < len(r)}
        return nums, varying, _values(sorted(values)) if values else "N", values

    def _one_number(self, idx: list[int]) -> dict[int, int]:
        """Options ``idx`` of one type whose labels show the same numbers but one: that
        number -> option (empty when they are no such family)."""
        if len(idx) < 2 or len({self.menu[i].get("type") for i in idx}) > 1:
            return {}
        nums = [[int(x) for x in _label_numbers(str(self.menu[i].get("label", "")))] for i in idx]
        if not nums[0] or len({len(r) for r in nums}) > 1:
            return {}
        varying = [p for p in range(len(nums[0])) if len({r[p] for r in nums}) > 1]
        if len(varying) != 1:
            return {}
        values = {r[varying[0]]: i for r, i in zip(nums, idx, strict=True)}
        return values if len(values) == len(idx) else {}

    def _range_row(self, idx: list[int], text: str, alone: bool) -> Row:
        nums, varying, shown, values = self._spread(idx)
        if alone and values:
            return Row(idx, shown, text, "range", values)
        words = self._words_for(idx[0], nums[0])
        parts = [shown if p in varying else str(v) for p, v in enumerate(nums[0])]
        if len(varying) > 1:
            parts = [_values([r[p] for r in nums if p < len(r)]) for p in range(len(nums[0]))]
        return Row(idx, " ".join(words + parts), text, "range", values)

    def _words_for(self, i: int, nums: list[int]) -> list[str]:
        """The fewest words that, with the option's numbers, name option ``i`` alone."""
        a = self.menu[i]
        first = _words(str(a.get("type", "")))[:1]
        extra = _strong_words(a) + [w for w in _words(str(a.get("label", ""))) if not w.isdigit()]
        tries = [first] + [first + [w] for w in extra] + [[w] for w in extra]
        for words in tries:
            if words and match_command(" ".join(words + [str(n) for n in nums]), self.menu)[0] == i:
                return words
        return first

    def _word_key(self, i: int) -> str:
        """The shortest word typed to pick option ``i`` (its type's or its label's)."""
        a = self.menu[i]
        for w in _words(str(a.get("type", ""))) + _strong_words(a) + _words(str(a.get("label", ""))):
            if w.isdigit():
                continue
            for k in range(1, len(w) + 1):
                if match_command(w[:k], self.menu)[0] == i and not self._claim_key(w[:k]):
                    return w[:k]
        nums = [int(x) for x in _label_numbers(str(a.get("label", "")))]
        words = self._words_for(i, nums)  # a word and the numbers shown ("flip 7")
        typed = " ".join(words + [str(n) for n in nums])
        if nums and words and not self._claim_key(words[0]) and match_command(typed, self.menu)[0] == i:
            return typed
        return json_hint(a)

    def _by_place(self, idx: list[int]) -> bool:
        """Whether claims ``idx`` of one type are typed by their place among them (``g 2``):
        when no label shows a number."""
        return not any(_label_numbers(str(self.menu[i].get("label", ""))) for i in idx)

    def _claim_key(self, word: str) -> str | None:
        for t, keys in self.claims.items():
            if word.lower() in (k.lower() for k in keys):
                return t
        return None

    # ----- reading -------------------------------------------------------------------------
    def key_for(self, i: int) -> str:
        """What to type to choose option ``i`` (for scripts and help)."""
        for r in self.rows:
            if i not in r.indices:
                continue
            if r.kind in ("number", "word"):
                return r.key
            if r.kind == "claim":
                return self._claim_typed(i) or json_hint(self.menu[i])
            value = next((v for v, j in r.values.items() if j == i), None)
            if value is not None and self.bare:
                return str(value)
            nums = [int(x) for x in _label_numbers(str(self.menu[i].get("label", "")))]
            return " ".join(self._words_for(i, nums) + [str(n) for n in nums])
        return str(i + 1)

    def _tells(self, i: int, word: str) -> list[str]:
        """Lines naming option ``i`` by ``word`` and the numbers or cards its label shows:
        the numbers alone (not for a card of your hand, whose numbers are its place there),
        the cards alone, the first card and the numbers, all of them."""
        label = str(self.menu[i].get("label", ""))
        nums = _label_numbers(label)
        faces = [_typed_card(m.group(0)) for m in _PRETTY.finditer(label)]
        tries = [nums] if nums and not self._hand_slots(i) else []
        tries += [faces] if faces and not nums else [faces[:1] + nums, faces + nums]
        return [" ".join([word, *t]) for t in tries if t]

    def _claim_typed(self, i: int) -> str:
        """What to type for claim ``i``: its key, with the words, numbers or cards that
        tell it from its twins, else its place among them (``g 2``); ``""`` if nothing does."""
        a = self.menu[i]
        keys = self.claims[str(a.get("type"))]
        key = next((k for k in keys if k not in (SPACE, ENTER)), keys[0])
        if not self._twins(i):
            return key
        shown = _label_numbers(str(a.get("label", "")))
        faces = [_typed_card(m.group(0)) for m in _PRETTY.finditer(str(a.get("label", "")))]
        first = [faces[:1], []] if self._hand_slots(i) else [[], faces[:1]]  # a card: by its face
        for words in [*first, *([w] for w in _strong_words(a) + _words(str(a.get("label", "")))
                                if not w.isdigit()), faces]:
            typed = " ".join([key, *words, *shown])
            if self.resolve(typed) == (i, ""):
                return typed
        twins = [j for j, b in enumerate(self.menu) if b.get("type") == a.get("type")]
        if self._by_place(twins):
            return f"{key} {twins.index(i) + 1}"
        return ""

    def _twins(self, i: int) -> bool:
        t = self.menu[i].get("type")
        return sum(1 for a in self.menu if a.get("type") == t) > 1

    def _typed(self, text: str) -> tuple[int | None, str] | None:
        """A ``text`` control's answer: ``say jam`` or just ``jam`` (``None``: not one)."""
        for t, param in self.texts.items():
            head, _, rest = text.partition(" ")
            word = rest.strip() if head.lower() == t else text
            hits = [i for i, a in enumerate(self.menu) if a.get("type") == t
                    and str(a.get(param, "")).lower() == word.lower()]
            if hits:
                return hits[0], ""
            if head.lower() == t:
                if not any(a.get("type") == t for a in self.menu):
                    return None, f"you cannot {t} right now"
                if not word:
                    return None, f"{t} what? type {t} and a {param}"
                return None, f"\"{word}\" is not accepted now"
        return None

    def free_text(self, line: str) -> dict[str, str] | None:
        """A ``text`` control's answer that no menu line chooses, as the action to send
        (``{"type": "say", "word": "Texas"}``): the menu lists only some answers (Through
        the Window's built-in nouns), so any other word goes to the game, which accepts it
        or refuses it with its own reason. ``say <word>``, or a bare word or phrase when
        the game has one text control; ``None`` for anything else (numbers, commands).

        >>> km = KeyedMenu([], texts={"say": "word"})
        >>> km.free_text("say Texas"), km.free_text("new york"), km.free_text("3"), km.free_text("say")
        ({'type': 'say', 'word': 'Texas'}, {'type': 'say', 'word': 'new york'}, None, None)
        """
        text = line.strip()
        for t, param in self.texts.items():
            head, _, rest = text.partition(" ")
            if head.lower() == t:
                return {"type": t, param: rest.strip()} if rest.strip() else None
        if len(self.texts) == 1 and _FREE_WORDS.fullmatch(text):
            t, param = next(iter(self.texts.items()))
            return {"type": t, param: text}
        return None

    def _hand_slots(self, i: int) -> set[int]:
        """The numbers shown over the cards of your hand that option ``i`` takes."""
        return {int(t["index"]) + self.hands[str(t.get("zone"))]
                for t in self.menu[i].get("targets") or []
                if isinstance(t, Mapping) and str(t.get("zone")) in self.hands
                and isinstance(t.get("index"), int)}

    def _by_hand(self, parts: list[str], hits: list[int]) -> tuple[list[int], list[str], int] | None:
        """When each option of ``hits`` takes a card of your hand and no card is typed, the
        first number typed is the one shown over a card (``pass 2``; ``play 3 1``: the card
        under 3, on pile 1): the options taking that card, the parts left and the number.
        ``None`` otherwise (the numbers are then the labels')."""
        at = next((k for k, p in enumerate(parts) if p.isdigit()), None)
        if at is None or not hits or any(_card_of(p) for p in parts):
            return None
        slots = [self._hand_slots(i) for i in hits]
        if not all(slots):
            return None
        n = int(parts[at])
        return [i for i, s in zip(hits, slots, strict=True) if n in s], parts[:at] + parts[at + 1:], n

    def _enter(self) -> int | None:
        """The option Enter alone chooses: the one claim of a type keyed Enter (Spoons'
        pick-up), else the turn's only option when its type is keyed Enter ("ready")."""
        for t, keys in self.claims.items():
            hits = [i for i, a in enumerate(self.menu) if a.get("type") == t]
            if ENTER in keys and len(hits) == 1:
                return hits[0]
        turn = [i for i, a in enumerate(self.menu) if a.get("type") not in self.claims]
        if len(turn) == 1 and self.menu[turn[0]].get("type") in self.enter:
            return turn[0]
        return None

    def enter_row(self) -> Row | None:
        """The line Enter alone chooses (:meth:`_enter`), if any."""
        i = self._enter()
        return None if i is None else next((r for r in self.rows if i in r.indices), None)

    def resolve(self, line: str) -> tuple[int | None, str]:
        """The option a typed line chooses, or ``None`` and why not."""
        if not line and (enter := self._enter()) is not None:
            return enter, ""
        if line and not line.strip():
            for t, keys in self.claims.items():
                if SPACE in keys:
                    hits = [i for i, a in enumerate(self.menu) if a.get("type") == t]
                    if len(hits) == 1:
                        return hits[0], ""
                    if hits:
                        return None, f"{t} what? type {keys[1] if len(keys) > 1 else t} and a number"
                    return None, f"you cannot {t} right now"
            return None, "type a key or a command"
        text = line.strip()
        if not text:
            return None, "type an option number or a command"
        parts = [p for p in re.split(r"[\s,]+", text.lower()) if p]
        typed = self._typed(text)
        if typed is not None:
            return typed
        claim = self._claim_key(parts[0])
        if claim is not None:
            hits = [i for i, a in enumerate(self.menu) if a.get("type") == claim]
            cards = [c for c in (_card_of(p) for p in parts[1:]) if c]
            if cards:  # "c 10h": the claim whose label shows the 10♥; "swap 7s kc": the 7♠
                hits = [i for i in hits if _in_order(cards, str(self.menu[i].get("label", "")))]
            rest = [p for p in parts[1:] if not _card_of(p)]
            by_hand = None if cards else self._by_hand(rest, hits)
            if by_hand is not None:
                hits, rest, n = by_hand
                if not hits:
                    return None, f"no {claim} of the card under {n} is offered now"
            nums = [str(int(p)) for p in rest if p.isdigit()]
            tokens = [w for p in rest if not p.isdigit() for w in _words(p)]
            if len(nums) == 1 and not tokens and hits and self._by_place(hits):
                place = int(nums[0])  # "g 2": the second gesture
                hits = [hits[place - 1]] if 1 <= place <= len(hits) else []
            elif nums or tokens:
                found = _first_candidates(tokens, nums, [self.menu[i] for i in hits])
                hits = [hits[k] for k in found]
                exact = [i for i in hits if all(
                    t in _strong_words(self.menu[i]) + _words(str(self.menu[i].get("label", "")))
                    for t in tokens)]
                if len(hits) > 1 and tokens and len(exact) == 1:  # "say jam", not "say jammy"
                    hits = exact
            if len(hits) == 1:
                return hits[0], ""
            if not hits:
                return None, f"no such {claim} is offered now"
            return None, f'"{text}" could mean: ' + ", ".join(
                str(self.menu[i].get("label")) for i in hits[:8]) + " (say which: a word or number of it)"
        if text.isdigit():
            n = int(text)
            if self.bare:
                if n in self.bare:
                    return self.bare[n], ""
                return None, f"{n} is not allowed: choose " + ", ".join(
                    r.key for r in self.rows if r.kind == "range")
            numbered = [r for r in self.rows if r.kind == "number"]
            if numbered:
                hit = next((r for r in numbered if r.key == text), None)
                if hit is not None:
                    return hit.indices[0], ""
                return None, f"there is no option {n}: " + (
                    "choose 1" if len(numbered) == 1 else f"choose 1 to {len(numbered)}")
            if not self.menu:
                return None, "you have nothing to do right now"
            return None, f"{n} is no option here: type a command as shown: " + ", ".join(
                f"[{r.key}]" for r in self.rows)
        tokens = [w for p in parts if not p.isdigit() for w in _words(p)]
        if tokens and self.hands:  # "play 3": the card under 3 in your hand
            by_hand = self._by_hand(parts, _first_candidates(tokens, [], self.menu))
            if by_hand is not None:
                hits, rest, n = by_hand
                nums = [str(int(p)) for p in rest if p.isdigit()]
                if nums:
                    hits = [hits[k] for k in _candidates([], nums, [self.menu[i] for i in hits], 0)]
                if len(hits) == 1:
                    return hits[0], ""
                if not hits:
                    return None, f'"{text}": no option takes the card under {n} now'
                return None, f'"{text}" could mean: ' + ", ".join(
                    f"[{self.key_for(i)}] {self.menu[i].get('label')}" for i in hits[:8])
        index, why = match_command(text, self.menu, lambda i: f"[{self.key_for(i)}]")
        if index is None and why.startswith("there is no option"):
            why = "type a command as shown: " + ", ".join(f"[{r.key}]" for r in self.rows)
        return index, why


def _in_order(cards: Sequence[str], label: str) -> bool:
    """Whether ``label`` shows ``cards`` in that order (the first named first)."""
    at = -1
    for c in cards:
        at = label.find(c, at + 1)
        if at < 0:
            return False
    return True


def json_hint(action: Mapping[str, Any]) -> str:
    """An action typed as JSON, for options no short word names."""
    import json

    return json.dumps({k: v for k, v in action.items() if k not in ("label", "targets")})
