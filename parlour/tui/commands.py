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

import re
from collections.abc import Sequence
from typing import Any

_WORD = re.compile(r"[^\W_]+|\?\?", re.UNICODE)


def _words(text: str) -> list[str]:
    return [w.lower() for w in _WORD.findall(text)]


_NUMBER = re.compile(r"(?<![\w.])(\d+)(?![\w♣♦♥♠])")


def _label_numbers(label: str) -> list[str]:
    """The numbers a label shows, in order ("seat 1's slot 3" -> 1, 3; not "7♥" or "7H")."""
    return [str(int(n)) for n in _NUMBER.findall(label)]


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


def _candidates(tokens: list[str], numbers: list[str], menu: Sequence[dict[str, Any]],
                pool: int) -> list[int]:
    hits = []
    for i, a in enumerate(menu):
        label = str(a.get("label", ""))
        if numbers and _label_numbers(label) != numbers:
            continue
        words = _strong_words(a)
        if pool >= 1:
            words += _words(str(a.get("type", "")))
        if pool >= 2:
            words += [w for w in _words(label) if not w.isdigit()]
        if all(any(w.startswith(t) for w in words) for t in tokens):
            hits.append(i)
    return hits


def match_command(line: str, menu: Sequence[dict[str, Any]]) -> tuple[int | None, str]:
    """The index in ``menu`` (legal actions as JSON with labels) that ``line`` names,
    or ``None`` and a message saying why not (empty when the line named one)."""
    text = line.strip()
    if not text:
        return None, "type an option number or a command"
    if text.isdigit():
        n = int(text)
        if 1 <= n <= len(menu):
            return n - 1, ""
        if not menu:
            return None, "you have nothing to do right now"
        return None, f"there is no option {n}: choose 1 to {len(menu)}"
    parts = [p.lower() for p in re.split(r"[\s,]+", text) if p]
    numbers = [str(int(p)) for p in parts if p.isdigit()]
    tokens = [w for p in parts if not p.isdigit() for w in _words(p)]
    if not tokens and not numbers:
        return None, f"I did not understand {line.strip()!r}"
    for pool in range(3):
        hits = _candidates(tokens, numbers, menu, pool)
        if len(hits) == 1:
            return hits[0], ""
        if len(hits) > 1:
            shown = ", ".join(f"{i + 1}. {menu[i].get('label', menu[i].get('type'))}" for i in hits[:8])
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


def group_menu(menu: Sequence[dict[str, Any]], min_size: int = 5) -> list[tuple[int, int, str]]:
    """Runs of at least ``min_size`` consecutive options whose labels differ only in their
    numbers, as ``(first, last, text)``: one line for "swap your slot 0–3 with Bot 1's slot
    0–3" instead of sixteen. Other options stay single ``(i, i, label)``. The text ends
    with a command that picks the run's first option when one does.

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
            if word and match_command(sample, menu)[0] == i:
                text += f' (e.g. "{sample}")'
            out.append((i, j - 1, text))
            i = j
        else:
            out.append((i, i, label))
            i += 1
    return out
