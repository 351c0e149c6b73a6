"""How a game's view is presented to people: data a game declares, read by every client.

A game's view (:meth:`parlour.engine.game.Game.view`) is plain JSON made for programs:
``"trick_seats": [2, 3, 0]``, ``"cutter": 0``, ``"played": ["QS", None]``. A person
wants "Bid 3", "2 tricks", "Chips 95", cards drawn as cards and seats called by name.
The game says which is which here, as data, in its class attribute ``presentation``;
the browser table (``parlour/web``) and the terminal read it and contain no code of
any game. A view field a game does not declare is never shown.

* :class:`Field`: one top-level view field, its human ``label``, its ``place`` (the
  table's information box, a figure on each seat's panel, the rules panel, or
  nowhere) and its ``format`` (a seat's name, a card, cards, a count with its unit,
  chips, yes/no, plain text).
* :class:`ZoneShow`: one zone (or a family of them, ``"hand:{seat}"``), its label and
  how it is laid out (a fanned hand, a face-down stack, a discard pile, a trick placed
  by seat, a row, a grid).
* :class:`Seating`: seats around the table, the viewer at the bottom; partners sit
  opposite each other and are marked.
* :class:`Control`: how an action type is offered: buttons, a click on a card, a
  bidding box, one control over a range (a slider), chips on betting spots
  (:class:`Spot`) with a stake selector, a claim on a fixed key (Space = slap), or a
  typed answer in a text box beside a field shown large (the letter of a word race).
* :class:`ResultShow`: how the result reads: the game's sentence (``Result.reason``,
  from its ``words.py``), what the scores are (chips, cards, points) and which
  details are shown, labelled.

A game declares it like this (War, abridged):

>>> war = Presentation(
...     fields=(Field("battle", "Battle", format="number"),
...             Field("cards", "", place="seat", format="count", unit="card"),
...             Field("laid", place="none")),
...     zones=(ZoneShow("stock:{seat}", "Stack", layout="stack"),
...            ZoneShow("table:{seat}", "Battle", layout="row", place="center")),
...     controls=(Control("flip", "button", key="Space", label="Turn up"),),
...     result=ResultShow(scores="count", unit="card"))
>>> war.field("cards").show(3), war.field("cards").show(1)
('3 cards', '1 card')
>>> [z.matches("stock:1") for z in war.zones]
[True, False]
>>> {k: v for k, v in war.to_json()["controls"][0].items() if v}
{'action': 'flip', 'kind': 'button', 'key': 'Space', 'label': 'Turn up'}

Fields the engine puts in every view (:data:`ENGINE_FIELDS`) need no declaration;
every other top-level field must be declared (``place="none"`` to hide it), and every
zone must be matched by a :class:`ZoneShow`: the conformance suite checks both, and that
nothing declared is missing from the game's views (:func:`check`).
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Iterable
from typing import Any, Literal

Place = Literal["table", "seat", "rules", "none"]
"""``table``: the information box; ``seat``: a figure on each seat's panel (the value is
a list indexed by seat); ``rules``: the rules panel; ``none``: never shown."""
Format = Literal["text", "number", "seat", "seats", "card", "cards", "count", "chips",
                 "yesno", "map", "countdown"]
"""How a value reads: ``text`` as is; ``number``; ``seat`` a seat's name; ``seats`` a
list of names; ``card`` a card face; ``cards`` faces; ``count`` a number with its unit
("2 tricks", "1 trick"); ``chips`` an amount of chips; ``yesno``; ``map`` a dict read as
"key value, key value"; ``countdown`` milliseconds left (a count of three, a time limit),
read in seconds ("2.4 s") and ticking down in the browser between two states."""
Layout = Literal["fan", "stack", "pile", "trick", "row", "grid", "pyramid", "columns", "hidden"]
"""``fan``: a hand (face up to its owner, backs to others; one row or fan, never
wrapped); ``stack``: a face-down stack or stock (count shown); ``pile``: a face-up pile
(discard: its top card); ``trick``: cards placed in front of the seat that played them;
``row``: cards side by side; ``grid``: fixed slots in ``columns``; ``pyramid``: rows of
1, 2, 3... overlapping; ``columns``: a grid drawn as columns side by side, each card
overlapping the one above, an empty slot ending a column (a tableau: Eleusis's mainline
cards with their sidelines below); ``hidden``: not drawn."""
ControlKind = Literal["button", "card", "bid", "range", "bet", "claim", "menu", "text"]
"""``button``: a button per legal action (its label); ``card``: a click on the card(s)
the action targets (a button too when it targets none); ``bid``: a bidding box of the
legal values of ``param``; ``range``: one slider/number over the legal values of
``param`` and a confirm button; ``bet``: chips on the :class:`Spot` named by ``spot``
with a stake selector over ``param`` and a running total; ``claim``: a real-time claim
on a fixed ``key``, with a button that is always visible; ``menu``: offered only in
the list of all moves (a move nobody should make by a stray click); ``text``: a text
box for ``param``, sent with Enter or a Send button as ``{"type": action, param: the
text}`` (the server says why a word is refused); its legal values are the answers, so
they are never listed, neither as buttons nor in "All moves", and the field named by
``shows`` (a path, e.g. the letter to match) is shown large beside the box."""

ENGINE_FIELDS = frozenset({"game", "variant", "players", "seat", "now", "actors",
                           "deadline", "over", "zones", "result", "prompt", "full"})
"""Top-level view fields every game has; the client shows them in its own way."""


def plural(n: int | float, unit: str, units: str = "") -> str:
    """``n`` and its unit, singular for one: ``plural(1, "trick") == "1 trick"``.

    >>> plural(2, "trick"), plural(1, "chip"), plural(0, "try", "tries")
    ('2 tricks', '1 chip', '0 tries')
    """
    if not unit:
        return f"{n:g}" if isinstance(n, float) else str(n)
    shown = f"{n:g}" if isinstance(n, float) else str(n)
    return f"{shown} {unit if n == 1 else (units or unit + 's')}"


@dataclasses.dataclass(frozen=True)
class Field:
    """One top-level view field: its label, where it goes and how it reads.

    ``key`` is a top-level view field, or a path into one (``"last.result"``: the
    ``result`` of the dict in ``last``). ``unit``/``units`` name what a ``count``
    counts ("trick"; the plural defaults to ``unit + "s"``)."""

    key: str
    label: str = ""
    place: Place = "table"
    format: Format = "text"
    unit: str = ""
    units: str = ""

    def show(self, value: Any) -> str:
        """The value in words where no names or card faces are needed (the terminal and
        tests; the browser draws cards and names itself)."""
        if self.format in ("count", "chips"):
            return plural(value, self.unit or ("chip" if self.format == "chips" else ""),
                          self.units)
        if self.format == "yesno":
            return "yes" if value else "no"
        if self.format == "countdown" and isinstance(value, int | float):
            return f"{max(0, value) / 1000:.1f} s"
        if isinstance(value, list):
            return ", ".join(str(v) for v in value)
        if isinstance(value, dict):
            return ", ".join(f"{k} {v}" for k, v in value.items())
        return str(value)


@dataclasses.dataclass(frozen=True)
class ZoneShow:
    """How a zone, or each zone matching a pattern with ``{seat}``, is shown.

    ``place``: ``seat`` (on its owner's panel; the default for owned zones) or
    ``center`` (the middle of the table). A ``trick`` layout places card ``i`` in front
    of seat ``i`` unless ``seats`` names the view field listing the seat of each card in
    play order; ``last``/``winner`` name the fields holding the last completed trick
    (cards in the same order) and who won it, so the client keeps it on the table until
    the player moves on. ``columns`` is a grid's width; ``total`` a field (path) whose
    value is shown with the zone, as baccarat's hand totals. Every reference may be a
    path (``"last_trick.winner"``)."""

    zone: str
    label: str
    layout: Layout = "row"
    place: Literal["seat", "center"] = "seat"
    columns: int = 0
    seats: str = ""
    last: str = ""
    last_seats: str = ""
    winner: str = ""
    total: str = ""

    def matches(self, zone_id: str) -> bool:
        """Whether ``zone_id`` is this zone (``{seat}`` stands for any seat number)."""
        if "{seat}" not in self.zone:
            return zone_id == self.zone
        return re.fullmatch(re.escape(self.zone).replace(r"\{seat\}", r"\d+"), zone_id) is not None


@dataclasses.dataclass(frozen=True)
class Seating:
    """Seats around the table, the viewer at the bottom and the others clockwise in seat
    order. ``partners``: ``opposite`` when seat ``s`` partners seat ``s + n/2`` (marked
    "Partner", sitting across)."""

    partners: Literal["none", "opposite"] = "none"


@dataclasses.dataclass(frozen=True)
class Spot:
    """A betting spot: the value of the bet's spot parameter, its label, the view field
    holding each seat's stake on it (a list by seat) and the field (path) saying what it
    pays ("1 to 1")."""

    value: str
    label: str
    stakes: str
    pays: str = ""


@dataclasses.dataclass(frozen=True)
class Control:
    """How the legal actions of one type are offered (see :data:`ControlKind`).

    ``param``: the parameter a ``bid``/``range``/``bet`` chooses; ``key``: a fixed key
    that sends it ("Space"; the browser also shows the key); ``label``: the short button
    caption; ``spot``: a ``bet``'s spot parameter, with ``withdraw`` (the action type
    taking a bet back) and ``done`` (the action ending one's betting). ``leads_to``:
    action types this one opens the way to: a click on this action's target, while
    any of those is legal, does not send it but shows their targets (the next step),
    this action staying one button away (Cactus: a click on the discard pile with a
    power card asks where to use the power, "discard (power unused)" is a button).
    ``shows``: a ``text`` control's field (path) shown large beside its box; ``chips``:
    a ``bet``'s field (path) listing the chip values offered as quick stakes, when the
    stakes are too many to list (any whole amount between two limits). ``when``: a
    view field (path) that must be true for a ``claim`` to be on screen at all, or
    false with a leading ``!`` (Spoons' grab and Pig's nose: each variant has one)."""

    action: str
    kind: ControlKind = "button"
    param: str = ""
    key: str = ""
    label: str = ""
    spot: str = ""
    withdraw: str = ""
    done: str = ""
    leads_to: tuple[str, ...] = ()
    shows: str = ""
    chips: str = ""
    when: str = ""


@dataclasses.dataclass(frozen=True)
class ResultShow:
    """How the result reads. The sentence is ``Result.reason`` (the game's words: who
    won and why); ``scores`` is the format of ``Result.scores`` (``count`` with ``unit``,
    ``chips``, ``number`` for points; ``none`` when they mean nothing to people, as an
    internal hand rank), ``label`` its heading; ``details`` the fields of
    ``Result.details`` worth showing, labelled (``place="seat"``: one value per seat, a
    column of the result table; others are not shown)."""

    scores: Format | Literal["none"] = "number"
    label: str = "Score"
    unit: str = ""
    details: tuple[Field, ...] = ()


@dataclasses.dataclass(frozen=True)
class Presentation:
    """Everything a client needs to show a game without knowing it.

    ``spots`` are the betting spots (games with a ``bet`` control)."""

    fields: tuple[Field, ...] = ()
    zones: tuple[ZoneShow, ...] = ()
    seating: Seating = Seating()
    controls: tuple[Control, ...] = ()
    spots: tuple[Spot, ...] = ()
    result: ResultShow = ResultShow()

    def field(self, key: str) -> Field:
        """The declaration of view field ``key`` (``KeyError``: undeclared)."""
        for f in self.fields:
            if f.key == key:
                return f
        raise KeyError(key)

    def zone_for(self, zone_id: str) -> ZoneShow | None:
        """The declaration matching ``zone_id`` (``None``: undeclared)."""
        return next((z for z in self.zones if z.matches(zone_id)), None)

    def to_json(self) -> dict[str, Any]:
        """Plain JSON for clients (served with the game's metadata)."""
        out: dict[str, Any] = json.loads(json.dumps(dataclasses.asdict(self)))
        return out


def presentation_of(game: Any) -> Presentation:
    """The presentation a game class (or game) declares in its ``presentation``
    attribute (``TypeError`` if it declares none)."""
    cls = game if isinstance(game, type) else type(game)
    pres = getattr(cls, "presentation", None)
    if not isinstance(pres, Presentation):
        raise TypeError(f"{getattr(cls, 'name', cls.__name__)} declares no presentation "
                        "(a parlour.engine.present.Presentation in its class attribute "
                        "'presentation')")
    return pres


def check(pres: Presentation, views: Iterable[dict[str, Any]],
          actions: Iterable[str]) -> list[str]:
    """Problems with a game's presentation against a sample of its views and its action
    types: undeclared fields or zones, shown fields and drawn zones the views never have
    (a typo in a hidden one leaves the real one undeclared), references to undeclared
    fields, controls for unknown actions. An empty list: it conforms.

    >>> p = Presentation(fields=(Field("bid", "Bid"),), zones=(ZoneShow("hand:{seat}", "Hand"),))
    >>> check(p, [{"bid": 1, "extra": 2, "zones": [{"id": "hand:0"}, {"id": "deck"}]}], ["bid"])
    ["view field 'extra' is not declared (Field(..., place='none') hides it)", "zone 'deck' is not declared"]
    """
    problems: list[str] = []
    seen_fields: set[str] = set()
    seen_zones: set[str] = set()
    for v in views:
        seen_fields.update(k for k in v if k not in ENGINE_FIELDS)
        seen_zones.update(z["id"] for z in v.get("zones", ()))
    declared = {f.key.partition(".")[0] for f in pres.fields}
    shown = {f.key.partition(".")[0] for f in pres.fields if f.place != "none"}
    for k in sorted(seen_fields - declared):
        problems.append(f"view field {k!r} is not declared (Field(..., place='none') hides it)")
    for k in sorted(shown - seen_fields):
        problems.append(f"declared field {k!r} is in no view")
    for z in sorted(seen_zones):
        if pres.zone_for(z) is None:
            problems.append(f"zone {z!r} is not declared")
    for zs in pres.zones:
        if zs.layout != "hidden" and not any(zs.matches(z) for z in seen_zones):
            problems.append(f"declared zone {zs.zone!r} matches no zone")
        for ref in (zs.seats, zs.last, zs.last_seats, zs.winner, zs.total):
            if ref and ref.partition(".")[0] not in declared:
                problems.append(f"zone {zs.zone!r} refers to undeclared field {ref!r}")
    types = set(actions)
    for c in pres.controls:
        for t in (c.action, c.withdraw, c.done, *c.leads_to):
            if t and t not in types:
                problems.append(f"control for unknown action type {t!r}")
        for ref in (c.shows, c.chips, c.when.lstrip("!")):
            if ref and ref.partition(".")[0] not in declared:
                problems.append(f"control {c.action!r} refers to undeclared field {ref!r}")
        if c.kind == "text" and not c.param:
            problems.append(f"text control {c.action!r} names no param")
    for s in pres.spots:
        for ref in (s.stakes, s.pays):
            if ref and ref.partition(".")[0] not in declared:
                problems.append(f"spot {s.value!r} refers to undeclared field {ref!r}")
    return problems
