"""The terminal reads a game's declared presentation (:mod:`parlour.engine.present`):
only the view fields a game declares for the table or the seats are shown, under their
human labels and in their formats (names for seats, card faces for cards, "2 tricks"
for counts); zones carry their declared labels and hidden zones are not drawn.

>>> from parlour.engine.present import Field, Presentation
>>> pres = Presentation(fields=(Field("tricks", "", place="seat", format="count", unit="trick"),
...                             Field("dealer", "Dealer", format="seat"),
...                             Field("led", "Suit led"), Field("phase", place="none")))
>>> view = {"players": 2, "seat": 0, "tricks": [1, 2], "dealer": 1, "led": "H", "phase": "play"}
>>> seat_rows(view, pres, ["You", "Bot 1"], 0)
[('Tricks', ['1 trick', '2 tricks'])]
>>> table_items(view, pres, ["You", "Bot 1"], 0)
[('Dealer', 'Bot 1'), ('Suit led', 'H')]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from parlour.tui.narrate import personalize, pretty_card, pretty_cards
from parlour.words import plural, plural_of


def presentation(game: Any) -> Any:
    """The game's declared presentation, or ``None`` (then the terminal shows every
    plain field as before)."""
    try:
        from parlour.engine.present import presentation_of

        return presentation_of(game)
    except (ImportError, TypeError):
        return None


def lookup(view: Mapping[str, Any], path: str) -> Any:
    """A field's value by its declared key, which may be a path (``last.result``)."""
    value: Any = view
    for part in path.split("."):
        if not isinstance(value, Mapping) or part not in value:
            return None
        value = value[part]
    return value


def _name(v: Any, names: Sequence[str], me: int | None) -> str:
    if isinstance(v, int) and not isinstance(v, bool) and 0 <= v < len(names):
        return "you" if v == me else names[v]
    return "nobody" if v is None else str(v)


def show(field: Any, value: Any, names: Sequence[str], me: int | None) -> str:
    """One declared field's value in words for this reader."""
    fmt = field.format
    if value is None or value == "" or value == []:
        return ""
    if fmt == "seat":
        return _name(value, names, me)
    if fmt == "seats":
        vals = value if isinstance(value, list) else [value]
        return ", ".join(_name(v, names, me) for v in vals)
    if fmt == "card":
        return pretty_card(str(value))
    if fmt == "cards":
        vals = value if isinstance(value, list) else [value]
        return " ".join(pretty_card(str(v)) for v in vals if v is not None)
    if fmt in ("count", "chips"):
        if isinstance(value, int | float) and not isinstance(value, bool):
            return plural(value, field.unit or ("chip" if fmt == "chips" else ""), field.units)
        return str(value)
    if fmt == "yesno":
        return "yes" if value else "no"
    if fmt == "countdown" and isinstance(value, int | float):
        return f"{max(0, value) / 1000:.1f} s"
    if fmt == "map" and isinstance(value, Mapping):
        return ", ".join(f"{str(k).replace('_', ' ')} {pretty_cards(str(v))}" for k, v in value.items())
    if isinstance(value, list):
        return ", ".join(pretty_cards(str(v)) for v in value)
    return personalize(str(value), names, me)


def _label(field: Any) -> str:
    if field.label:
        return str(field.label)
    if field.unit:
        word = field.units or plural_of(field.unit)
        return word[:1].upper() + word[1:]
    return str(field.key).split(".")[-1].replace("_", " ").capitalize()


def seat_rows(view: Mapping[str, Any], pres: Any, names: Sequence[str],
              me: int | None) -> list[tuple[str, list[str]]]:
    """The declared per-seat figures: (label, one text per seat)."""
    players = int(view.get("players", len(names)))
    out = []
    for f in pres.fields:
        if f.place != "seat":
            continue
        value = lookup(view, f.key)
        if isinstance(value, Mapping):
            value = [value.get(str(s), value.get(s)) for s in range(players)]
        if not isinstance(value, list) or not any(v is not None for v in value):
            continue
        out.append((_label(f), [show(f, v, names, me) if v is not None else "" for v in value[:players]]))
    return out


def table_items(view: Mapping[str, Any], pres: Any, names: Sequence[str],
                me: int | None) -> list[tuple[str, str]]:
    """The declared table figures: (label, value in words), empty ones left out."""
    out = []
    for f in pres.fields:
        if f.place != "table":
            continue
        text = show(f, lookup(view, f.key), names, me)
        if text and not (f.format == "yesno" and text == "no"):
            out.append((_label(f), text))
    return out


def zone_show(pres: Any, zone_id: str) -> Any:
    """The zone's declaration, or ``None``."""
    return None if pres is None else pres.zone_for(zone_id)
