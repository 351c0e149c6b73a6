"""Narration: one line of text for each event, as a seat may know it.

A game may narrate its own events with a method ``narrate(event, names, seat)``
returning a string (or ``None`` to fall back); otherwise a generic sentence is built
from the event's type and fields: cards are shown with suit symbols, zone ids by their
owner ("Bot 1's grid"), slots counted from the game's ``slot_base``.

>>> n = Narrator(["You", "Bot 1"], me=0, zones={"grid1": 1, "stock": None})
>>> n.text({"type": "peek", "seat": 0, "zone": "grid1", "slot": 2, "card": "7H"})
"You: peek — Bot 1's grid, slot 3, 7♥"
>>> n.text({"type": "draw", "seat": 1, "source": "stock"})
'Bot 1: draw — from stock'
>>> personalize("Seat 0 looks at seat 1's slot 2: 7H; Seat 1 calls", ["You", "Bot 1"], 0)
"You look at Bot 1's slot 2: 7♥; Bot 1 calls"
>>> personalize("Contracts: seats 0 and 2, 5 tricks; seats 1 and 3, 6 tricks", ["You", "B1", "B2", "B3"], 0)
'Contracts: you and B2, 5 tricks; B1 and B3, 6 tricks'
>>> personalize("Seat 0 takes the 8C and puts down the KC; seat 1 sets their hands", ["You", "B1"], 0)
'You take the 8♣ and put down the K♣; B1 sets their hands'
>>> personalize("Showdown: seat 1 wins. seat 0 sets their hands face down", ["You", "B1"], 0)
'Showdown: B1 wins. You set your hands face down'
>>> personalize("Seat 1 plays the JK face down", ["You", "B1"], 0)
'B1 plays the Joker face down'
>>> personalize("Island 5: seat 0 shuffles and deals. Scored: seat 0 clubs", ["You", "B1"], 0)
'Island 5: you shuffle and deal. Scored: you clubs'
>>> personalize("You pass the 9C; seat 0 passes and focuses", ["You", "B1"], 0)
'You pass the 9♣; you pass and focus'
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from parlour.cards import Card
from parlour.words import possessive

_SLOT_KEYS = {"slot", "index", "position", "own_slot", "other_slot", "their_slot", "my_slot"}
_FROM_KEYS = {"source", "from", "src"}
_TO_KEYS = {"to", "dest", "target"}
_SEAT_KEYS = {"seat", "player", "other", "opponent", "target_seat", "other_seat", "caller", "winner"}


_SEAT_RE = re.compile(r"\b([Ss])eats? (\d+)('s)?")
_SEATS_RE = re.compile(r"\b([Ss])eats (\d+(?:, \d+)* and \d+)\b(?!')")
_CARD_RE = re.compile(r"(?<![\w♣♦♥♠])(?:(10|[2-9TJQKA])([CDHS])|JK)(?![\w])")
_NOT_VERBS = r"(?!(?:clubs|diamonds|hearts|spades|points|chips|tricks|cards|aces|kings|queens|jacks)\b)"
"""Words in -s after "you" that are no verbs ("Island 5 scored: you clubs")."""
_YOU_VERB = re.compile(r"\b((?:You|you)(?:, the dealer,)?) " + _NOT_VERBS + r"(\w+?)(e?s)\b")
_AND_VERB = re.compile(r"\b(and) " + _NOT_VERBS + r"(\w+?)(e?s)\b(?=[.,;:!]|$| (?:the|a|an|it|its|"
                       r"their|one|two|three|first|down|up|out|back|aside|over|face|\d|10|"
                       r"[2-9TJQKA][CDHS♣♦♥♠]))")
"""A second verb joined to the first by "and" ("You take the 8♣ and puts down ...")."""
_YOU_CLAUSE = re.compile(r"\b(?:You|you) [^.;:!?]*")
"""A clause whose subject is the reader: its verbs agree, and "their" is "your"."""
_SENTENCE_YOU = re.compile(r"(^|[.!?] )you\b")
_IRREGULAR = {"is": "are", "has": "have", "was": "were", "focuses": "focus", "focusses": "focus",
              "buses": "bus", "busses": "bus", "gasses": "gas", "quizzes": "quiz"}
"""Verbs no rule turns to the second person ("is" -> "are", "focuses" -> "focus")."""


def pretty_card(card: str) -> str:
    """``"7H"`` -> ``"7♥"`` (anything that is not a card is returned unchanged)."""
    try:
        return Card.parse(card).pretty()
    except ValueError:
        return card


def pretty_cards(text: str) -> str:
    """Card codes in a text with suit symbols: ``"the 7H"`` -> ``"the 7♥"``."""
    return _CARD_RE.sub(lambda m: pretty_card(m.group(0)), text)


def personalize(text: str, names: Sequence[str], me: int | None) -> str:
    """A game's text for one reader: ``Seat N`` becomes the seat's name (``You``/``your``
    for the reader, with the verb after it agreeing), card codes get suit symbols."""

    def seat(m: re.Match[str]) -> str:
        s = int(m.group(2))
        if not 0 <= s < len(names):
            return m.group(0)
        if s == me or names[s] == "You":
            if m.group(3):
                return "your" if m.group(1) == "s" else "Your"
            return "You" if m.group(1) == "S" else "you"
        return names[s] + (m.group(3) or "")

    def seats(m: re.Match[str]) -> str:
        nums = [int(n) for n in re.findall(r"\d+", m.group(0))]
        if not all(0 <= n < len(names) for n in nums):
            return m.group(0)
        who = ["you" if n == me or names[n] == "You" else names[n] for n in nums]
        out = ", ".join(who[:-1]) + " and " + who[-1]
        return out[:1].upper() + out[1:] if m.group(1) == "S" else out

    out = _SEATS_RE.sub(seats, text)
    out = _SEAT_RE.sub(seat, out)

    def verb(m: re.Match[str]) -> str:
        word = m.group(2) + m.group(3)
        if word in _IRREGULAR:
            return f"{m.group(1)} {_IRREGULAR[word]}"
        if m.group(3) == "s" and m.group(2).endswith(("s", "u", "i")):
            return m.group(0)  # already "you pass", "you focus": no third-person -s
        if m.group(3) == "es" and not m.group(2).endswith(("ch", "sh", "ss", "x", "o")):
            return f"{m.group(1)} {m.group(2)}e"
        return f"{m.group(1)} {m.group(2)}"

    out = _YOU_VERB.sub(verb, out)

    def clause(m: re.Match[str]) -> str:
        text = _AND_VERB.sub(verb, m.group(0))
        return re.sub(r"\btheir\b", "your", text)

    out = _YOU_CLAUSE.sub(clause, out)
    out = _SENTENCE_YOU.sub(lambda m: m.group(1) + "You", out)
    return pretty_cards(out)


def _is_card(v: Any) -> bool:
    if not isinstance(v, str) or not 2 <= len(v) <= 3:
        return False
    return pretty_card(v) != v


class Narrator:
    """Builds the sentences for one seat."""

    def __init__(self, names: Sequence[str], me: int | None, zones: Mapping[str, int | None] | None = None,
                 slot_base: int = 1, game: Any = None) -> None:
        self.names = list(names)
        self.me = me
        self.zones = dict(zones or {})
        self.slot_base = slot_base
        self.game = game

    def who(self, seat: Any) -> str:
        if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(self.names):
            return self.names[seat]
        return "The game" if seat is None else str(seat)

    def zone(self, zid: str) -> str:
        if zid not in self.zones:
            return zid.replace("_", " ")
        owner = self.zones[zid]
        base = re.sub(r"[\d_:\-]+$", "", zid).replace("_", " ") or zid
        if owner is None:
            return base
        return "your " + base if owner == self.me else f"{possessive(self.who(owner))} {base}"

    def value(self, key: str, v: Any) -> str:
        if isinstance(v, list):
            return ", ".join(self.value(key, x) for x in v) if v else "none"
        if isinstance(v, bool):
            return key.replace("_", " ") if v else f"not {key.replace('_', ' ')}"
        if _is_card(v):
            return pretty_card(v)
        if isinstance(v, str) and v in self.zones:
            return self.zone(v)
        if key in _SLOT_KEYS and isinstance(v, int):
            return f"slot {v + self.slot_base}"
        if key in _SEAT_KEYS and isinstance(v, int):
            return self.who(v)
        return str(v)

    def text(self, event: Mapping[str, Any]) -> str:
        """The sentence for one event copy (``Event.for_seat``)."""
        hook = getattr(self.game, "narrate", None)
        if callable(hook):
            try:
                said = hook(dict(event), self.names, self.me)
            except Exception:  # a game's narration must never break play
                said = None
            if said:
                return str(said)
        if isinstance(event.get("text"), str) and event["text"]:
            return personalize(event["text"], self.names, self.me)
        parts = []
        for k, v in event.items():
            if k in ("type", "seat", "text") or v is None:
                continue
            if isinstance(v, bool):
                parts.append(self.value(k, v))
            elif k in _FROM_KEYS:
                parts.append(f"from {self.value(k, v)}")
            elif k in _TO_KEYS:
                parts.append(f"to {self.value(k, v)}")
            elif k in ("card", "cards", "zone", "slot", "index") or _is_card(v) or (
                    isinstance(v, str) and v in self.zones):
                parts.append(self.value(k, v))
            else:
                parts.append(f"{k.replace('_', ' ')} {self.value(k, v)}")
        what = str(event.get("type", "event")).replace("_", " ")
        return f"{self.who(event.get('seat'))}: {what}" + (f" — {', '.join(parts)}" if parts else "")
