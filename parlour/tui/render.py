"""A generic Rich renderer: any game's view and legal actions, drawn by zone kind.

Nothing here knows a game. Zones are drawn by their kind (``grid`` with slot numbers,
``pile`` with its count and top card, ``hand``/``row``/``trick``/``meld`` as rows of
cards, ``pot`` as a count), grouped by owner: the opponents above, the shared zones
in the middle, yours below. The view's ``prompt``, ``phase``, ``scores`` and
``counters`` (and any other plain fields a game adds) sit beside them. A game may
give hints in its ``LAYOUT`` class attribute:

``slot_base``
    the number shown for a grid's first slot (default 0: the slot parameter itself,
    as the default action labels show it);
``grid_columns`` (or ``columns``)
    columns of a grid when its zone's ``layout`` does not say (``"2x2"`` does);
``center`` (or ``order``)
    zone ids (or id prefixes) drawn in the middle of the table, in this order, even
    when a seat owns them (a drawn card);
``hide``
    zone ids (or prefixes) not to draw; ``hide_fields``: view fields not to show.

Plain view fields are shown compactly: lists with one value per seat as table rows,
seat-valued fields (``turn``, ``dealer``...) by name, false flags and empty values not
at all.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from rich.columns import Columns
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.measure import Measurement
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from parlour.cards import Card
from parlour.tui.commands import ENTER, KeyedMenu
from parlour.tui.narrate import personalize, pretty_card, pretty_cards
from parlour.tui.shown import lookup, seat_rows, show, table_items, zone_show
from parlour.words import in_sentence, plural, possessive

BASE_KEYS = {"game", "variant", "players", "seat", "now", "actors", "deadline", "over", "zones",
             "result", "prompt", "phase", "scores", "counters", "full", "title", "memory"}
SEAT_FIELDS = {"turn", "dealer", "first", "caller", "winner", "leader", "declarer", "bidder",
               "round_winner", "frozen", "to_act"}
_RED = {1, 2}


def card_text(card: str | None, face_down: bool = False) -> Text:
    """One card as styled text: ``7♥`` in red, ``??`` as a card back, ``·`` for an empty slot;
    ``face_down``: a face-down card shown anyway (a finished game's replay), dimmed."""
    if card is None:
        return Text(" · ", style="dim")
    if card == "??":
        return Text("▒▒▒", style="blue")
    try:
        c = Card.parse(card)
    except ValueError:
        return Text(card)
    style = "red" if c.suit in _RED else ("magenta" if c.is_joker else "")
    style = (style + " dim") if face_down else ("bold " + style)
    return Text(c.pretty().rjust(3), style=style.strip())


def _matches(zone_id: str, keys: Sequence[str]) -> bool:
    return any(zone_id == k or zone_id.startswith(k) for k in keys)


def zone_name(zone: Mapping[str, Any], names: Sequence[str], me: int | None, center: bool = False,
              label: str = "") -> str:
    """``"Your grid"``, ``"Bot 1's hand"``, ``"Stock"``; ``"Drawn (Bot 1)"`` in the middle;
    ``label``: the zone's declared label (its presentation) instead of its id."""
    base = re.sub(r"[\d_:\-]+$", "", str(zone.get("id", ""))) or str(zone.get("kind", "zone"))
    base = base.replace("_", " ")
    if label:
        base = label if zone.get("owner") is None or center else in_sentence(label)
    owner = zone.get("owner")
    if owner is None:
        return base[:1].upper() + base[1:]
    who = names[owner] if isinstance(owner, int) and 0 <= owner < len(names) else f"Seat {owner}"
    if center:
        return f"{base[:1].upper() + base[1:]} · {'you' if owner == me else who}"
    if owner == me:
        return f"Your {base}"
    return f"{possessive(who)} {base}"


def _columns(zone: Mapping[str, Any], hints: Mapping[str, Any]) -> int:
    m = re.fullmatch(r"\s*(\d+)\s*x\s*(\d+)\s*", str(zone.get("layout") or ""))
    if m:
        return max(1, int(m.group(2)))
    cols = hints.get("grid_columns", hints.get("columns"))
    if isinstance(cols, int) and cols > 0:
        return cols
    n = len(zone.get("cards") or [])
    return 2 if n == 4 else max(1, min(n, 6))


HAND_LINE = 13
"""Cards on one line of a hand (13 fit 80 columns with the panel's frame); a longer hand
takes two lines, each with its numbers above its cards."""


def _pyramid(cards: list[str | None], down: list[bool]) -> Text:
    """A grid zone with layout ``pyramid``: rows of 1, 2, 3... cards, each row centred
    under the one above so every card sits between the two cards that overlap it (never
    wrapped: a wrapped row would look like another row)."""
    out = Text(no_wrap=True)
    rows, start = 0, 0
    while start + rows + 1 <= len(cards):
        rows += 1
        start += rows
    start = 0
    for r in range(rows):
        if r:
            out.append("\n")
        out.append("  " * (rows - 1 - r))
        for i in range(start, start + r + 1):
            if i > start:
                out.append(" ")
            out.append_text(card_text(cards[i], down[i]) if cards[i] is not None else Text("   "))
        start += r + 1
    return out


def _tableau(cards: list[str | None], down: list[bool], width: int = 14) -> Text:
    """A grid zone with layout ``columns``: columns side by side, read top to bottom (a
    ``None`` ends a column), ``width`` columns to a band."""
    cols: list[list[int]] = [[]]
    for i, c in enumerate(cards):
        if c is None:
            cols.append([])
        else:
            cols[-1].append(i)
    out = Text()
    if not cards:
        out.append("(no cards)", style="dim")
    for b in range(0, len(cols), width):
        band = cols[b:b + width]
        for r in range(max(len(col) for col in band)):
            if out:
                out.append("\n")
            for k, col in enumerate(band):
                cell = card_text(cards[col[r]], down[col[r]]) if r < len(col) else Text("")
                out.append(" " if k else "")
                out.append_text(cell)
                out.append(" " * max(0, 3 - cell.cell_len))
    return out


def _own_and_open(zone: Mapping[str, Any], cards: Sequence[str | None], count: int,
                  me: int | None) -> bool:
    """Whether a stacked zone is ``me``'s own and its view lists every card face up to
    them (a won pile its owner may review): the terminal then lists the cards."""
    return (me is not None and zone.get("owner") == me and count > 0 and len(cards) == count
            and all(c is not None and c != "??" for c in cards))


def render_zone(zone: Mapping[str, Any], names: Sequence[str], me: int | None,
                hints: Mapping[str, Any] | None = None, center: bool = False,
                shown: Any = None, view: Mapping[str, Any] | None = None) -> RenderableType:
    """One zone as a small panel; ``shown``: its declared presentation (a
    :class:`parlour.engine.present.ZoneShow`: label, layout, who played each trick card)."""
    hints = hints or {}
    kind = zone.get("kind")
    cards: list[str | None] = list(zone.get("cards") or [])
    up = zone.get("up")
    down = [isinstance(up, list) and i < len(up) and not up[i] for i in range(len(cards))]
    title = zone_name(zone, names, me, center, "" if shown is None else str(shown.label))
    count = zone.get("count", len([c for c in cards if c is not None]))
    layout = "" if shown is None else str(shown.layout)
    if shown is not None and view is not None and shown.total:
        total = lookup(view, shown.total)
        if total is not None:
            title += f" · total {total}"
    if layout == "stack":
        body = Text(plural(count, "card"), style="dim")
        if _own_and_open(zone, cards, count, me):  # a pile its owner may look through
            body.append(": ")
            body.append_text(Text(" ").join(card_text(c, False) for c in cards if c is not None))
        return Panel(body, title=title, expand=False, padding=(0, 1))
    if layout == "trick" and cards and view is not None:
        who = lookup(view, shown.seats) if shown.seats else list(range(len(cards)))
        if isinstance(who, list):
            row = Text()
            for i, c in enumerate(cards):
                if c is None:
                    continue
                if row:
                    row.append("  ")
                s = who[i] if i < len(who) else None
                name = ("you" if s == me else names[s]) if isinstance(s, int) and 0 <= s < len(names) else ""
                row.append(f"{name} " if name else "", style="dim")
                row.append_text(card_text(c, down[i]))
            return Panel(row, title=title, expand=False, padding=(0, 1))
    if kind == "grid" and zone.get("layout") == "pyramid":
        return Panel(_pyramid(cards, down), title=title, expand=False, padding=(0, 1))
    if kind == "grid" and layout == "columns":
        return Panel(_tableau(cards, down), title=title, expand=False, padding=(0, 1))
    if kind == "grid":
        base = int(hints.get("slot_base", 0))
        cols = _columns(zone, hints)
        grid = Text()
        if not cards:
            grid.append("(no cards)", style="dim")
        for r in range(0, len(cards), cols):
            if r:
                grid.append("\n")
            for i in range(r, min(r + cols, len(cards))):
                grid.append(("" if i == r else " ") + str(i + base).center(3), style="dim")
            grid.append("\n")
            for i in range(r, min(r + cols, len(cards))):
                if i > r:
                    grid.append(" ")
                grid.append_text(card_text(cards[i], down[i]))
        return Panel(grid, title=title, expand=False, padding=(0, 1))
    if kind in ("pile", "pot") and not (kind == "pile" and len(cards) > 1):
        top = cards[-1] if cards else None
        body = Text()
        if kind == "pile":
            body.append_text(card_text(top, bool(down and down[-1])) if count else Text("empty", style="dim"))
            body.append(f"  {count} card{'s' if count != 1 else ''}", style="dim")
        else:
            body.append(f"{count} card{'s' if count != 1 else ''}")
        return Panel(body, title=title, expand=False, padding=(0, 1))
    row = Text(no_wrap=True)
    if not cards:
        row.append("(none)", style="dim")
    numbered = kind == "hand" and zone.get("owner") == me and me is not None and not center
    base = hand_base(hints)
    for start in range(0, len(cards), HAND_LINE):  # long hands in lines, numbers over cards
        if start:
            row.append("\n")
        part = range(start, min(start + HAND_LINE, len(cards)))
        if numbered:
            row.append(" ".join(str(i + base).center(3) for i in part) + "\n", style="dim")
        for i in part:
            if i > start:
                row.append(" ")
            row.append_text(card_text(cards[i], down[i]))
    if kind == "pile":
        title += f" ({count})"
    return Panel(row, title=title, expand=False, padding=(0, 1))


def hand_base(hints: Mapping[str, Any]) -> int:
    """The number shown over the first card of your hand, typed to choose it (``pass 0``):
    the game's ``slot_base``, as for the slots of a grid (default 0)."""
    return int(hints.get("slot_base", 0))


def _in_center(z: Mapping[str, Any], pres: Any, center_ids: Sequence[str]) -> bool:
    declared = zone_show(pres, str(z.get("id")))
    if declared is not None:
        return z.get("owner") is None or declared.place == "center"
    return z.get("owner") is None or _matches(str(z.get("id")), center_ids)


def numbered_hands(view: Mapping[str, Any], hints: Mapping[str, Any] | None = None,
                   pres: Any = None) -> dict[str, int]:
    """The seat's hand zones drawn with numbers over their cards (:func:`render_zone`):
    id -> the number over the first card (:func:`hand_base`)."""
    hints = hints or {}
    me = view.get("seat")
    out: dict[str, int] = {}
    for z in view.get("zones", []):
        shown = zone_show(pres, str(z.get("id")))
        if (z.get("kind") == "hand" and me is not None and z.get("owner") == me
                and not _matches(str(z.get("id")), hints.get("hide", [])) and not _hidden(shown)
                and (shown is None or shown.layout not in ("stack", "trick"))
                and not _in_center(z, pres, list(hints.get("center", [])))):
            out[str(z["id"])] = hand_base(hints)
    return out


def _row(items: list[RenderableType]) -> RenderableType:
    """Items side by side while they fit the width; what does not fit goes on the next
    line (never squeezed: a squeezed hand would be cut or wrapped out of line)."""
    return _Flow(items)


class _Flow:
    """Renderables laid out left to right, one space apart, starting a new line where the
    next would not fit (its lines are grids, vertically centred as a table row is)."""

    def __init__(self, items: list[RenderableType]) -> None:
        self.items = items

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        lines: list[list[RenderableType]] = [[]]
        used = 0
        for item in self.items:
            width = Measurement.get(console, options, item).maximum
            if lines[-1] and used + 1 + width > options.max_width:
                lines.append([])
                used = 0
            used += width + (1 if lines[-1] else 0)
            lines[-1].append(item)
        for line in lines:
            t = Table.grid(padding=(0, 1))
            for _ in line:
                t.add_column(vertical="middle")
            t.add_row(*line)
            yield t


def _per_seat(value: Any, players: int) -> bool:
    return isinstance(value, list) and len(value) == players and all(
        isinstance(v, int | float | str | None) for v in value)


def render_counters(view: Mapping[str, Any], names: Sequence[str], me: int | None,
                    hide: Sequence[str] = (), pres: Any = None) -> RenderableType | None:
    """Scores, counters and other plain fields of a view, as one table; with a declared
    presentation ``pres``, only its table and seat fields, labelled and in words."""
    players = int(view.get("players", len(names)))
    if pres is not None:
        return _figures(seat_rows(view, pres, names, me), table_items(view, pres, names, me),
                        names, me, players)

    def name(v: Any) -> str:
        if isinstance(v, int) and not isinstance(v, bool) and 0 <= v < len(names):
            return "you" if v == me else names[v]
        return str(v)
    per_seat: list[tuple[str, list[Any]]] = []
    plain: list[tuple[str, Any]] = []

    def take(key: str, value: Any) -> None:
        label = key.replace("_", " ")
        if key in hide or value is None or value is False or value == [] or value == {}:
            return
        if key in SEAT_FIELDS:
            vals = value if isinstance(value, list) else [value]
            if all(isinstance(v, int) and not isinstance(v, bool) for v in vals):
                plain.append((label, ", ".join(name(v) for v in vals)))
                return
        if _per_seat(value, players):
            per_seat.append((label, value))
        elif isinstance(value, Mapping) and value and all(str(k).isdigit() for k in value):
            per_seat.append((label, [value.get(str(s), value.get(s, "")) for s in range(players)]))
        elif isinstance(value, Mapping):
            if key != "counters" and all(isinstance(v, int | float | str) for v in value.values()):
                plain.append((label, ", ".join(f"{k} {pretty_cards(str(v))}" for k, v in value.items())))
            else:
                for k, v in value.items():
                    take(str(k), v)
        elif value is True:
            plain.append((label, "yes"))
        elif isinstance(value, int | float | str) and value != "":
            plain.append((label, pretty_cards(str(value))))
        elif isinstance(value, list) and all(isinstance(v, int | float | str) for v in value):
            plain.append((label, ", ".join(pretty_card(str(v)) for v in value) or "-"))

    if "scores" in view and view["scores"] is not None:
        take("scores", view["scores"])
    if isinstance(view.get("counters"), Mapping | list):
        take("counters", view["counters"])
    for key, value in view.items():
        if key not in BASE_KEYS:
            take(key, value)
    return _figures(per_seat, plain, names, me, players)


def _figures(per_seat: Sequence[tuple[str, list[Any]]], plain: Sequence[tuple[str, Any]],
             names: Sequence[str], me: int | None, players: int) -> RenderableType | None:
    if not per_seat and not plain:
        return None
    parts: list[RenderableType] = []
    if per_seat:
        t = Table(box=None, pad_edge=False, show_edge=False)
        t.add_column("")
        for s in range(players):
            t.add_column("You" if s == me else (names[s] if s < len(names) else f"Seat {s}"), justify="right")
        for label, values in per_seat:
            t.add_row(label, *[str(v) if v is not None else "" for v in values])
        parts.append(t)
    if plain:
        parts.append(Text("  ".join(f"{k}: {v}" for k, v in plain), style="dim"))
    return Group(*parts)


def _hidden(shown: Any) -> bool:
    return shown is not None and shown.layout == "hidden"


def render_view(view: Mapping[str, Any], names: Sequence[str], *, title: str = "",
                hints: Mapping[str, Any] | None = None, memory: bool = False,
                waiting: Sequence[int] | None = None, pres: Any = None) -> RenderableType:
    """The whole table as the seat sees it; ``▶`` marks the seats in ``waiting`` (the ones
    the game waits for; default: the view's ``actors``)."""
    hints = hints or {}
    me = view.get("seat")
    players = int(view.get("players", len(names)))
    if (pres is not None and pres.seating.partners == "opposite" and isinstance(me, int)
            and players % 2 == 0 and players > 2):
        names = list(names)
        mate = (me + players // 2) % players
        names[mate] = f"{names[mate]} (partner)"
    zones = [z for z in view.get("zones", []) if not _matches(str(z.get("id")), hints.get("hide", []))
             and not _hidden(zone_show(pres, str(z.get("id"))))]
    players = int(view.get("players", len(names)))
    order = list(hints.get("order", []))

    def rank(z: Mapping[str, Any]) -> int:
        for i, k in enumerate(order):
            if _matches(str(z.get("id")), [k]):
                return i
        return len(order)

    rows: list[RenderableType] = []
    seats = [s for s in range(players) if s != me] + ([me] if isinstance(me, int) else [])
    center_ids = list(hints.get("center", []))
    order = center_ids + order

    def in_center(z: Mapping[str, Any]) -> bool:
        return _in_center(z, pres, center_ids)

    def draw(z: Mapping[str, Any], center: bool = False) -> RenderableType:
        return render_zone(z, names, me, hints, center, zone_show(pres, str(z.get("id"))), view)

    middle = sorted((z for z in zones if in_center(z)), key=rank)
    actors = list(waiting) if waiting is not None else (view.get("actors") or [])
    def seat_block(s: int) -> RenderableType | None:
        own = [draw(z) for z in zones if z.get("owner") == s and not in_center(z)]
        if not own:
            return None
        return _row([Text("▶" if s in actors else " ", style="bold yellow"), *own])

    others = [b for b in (seat_block(s) for s in seats if s != me) if b is not None]
    if others:
        rows.append(Columns(others, padding=(0, 2)))  # side by side while they fit, else wrapped
    if middle:
        rows.append(_row([draw(z, True) for z in middle]))
    mine = seat_block(me) if isinstance(me, int) else None
    if mine is not None:
        rows.append(mine)
    counters = render_counters(view, names, me if isinstance(me, int) else None,
                               list(hints.get("hide_fields", [])), pres)
    if counters is not None:
        rows.append(counters)
    if memory:
        mem = render_memory(view, names, int(hints.get("slot_base", 0)))
        if mem is not None:
            rows.append(mem)
    prompt = view.get("prompt")
    if prompt:
        rows.append(Text(personalize(str(prompt), names, me if isinstance(me, int) else None),
                         style="bold cyan"))
    head = title or str(view.get("game", ""))
    if view.get("phase") and pres is None:
        head += f" · {view['phase']}"
    return Panel(Group(*rows), title=head, title_align="left")


def render_memory(view: Mapping[str, Any], names: Sequence[str], slot_base: int = 0) -> RenderableType | None:
    """The memory panel (``--assist``): every card the seat can see in a grid, by slot."""
    me = view.get("seat")
    lines: list[Text] = []
    for z in view.get("zones", []):
        if z.get("kind") not in ("grid", "hand"):
            continue
        known = [(i, c) for i, c in enumerate(z.get("cards") or []) if c not in (None, "??")]
        if not known or (z.get("kind") == "hand" and z.get("owner") == me):
            continue
        t = Text(f"{zone_name(z, names, me)}: ")
        for j, (i, c) in enumerate(known):
            if j:
                t.append(", ")
            t.append(f"slot {i + slot_base} ")
            shown = card_text(c)
            shown.plain = shown.plain.strip()
            t.append_text(shown)
        lines.append(t)
    if not lines:
        lines.append(Text("nothing yet", style="dim"))
    return Panel(Group(*lines), title="Memory aid", expand=False, border_style="green")


def render_menu(menu: KeyedMenu, *, compact: bool = False) -> RenderableType:
    """The legal actions as keyed lines (:class:`parlour.tui.commands.KeyedMenu`): the
    key in front of each line is exactly what to type, a number shown is the value it
    chooses, and real-time claims show their fixed keys."""
    if compact:
        t = Text("You may act now: ", style="yellow")
        for k, row in enumerate(menu.rows):
            if k:
                t.append(" · ")
            t.append(f"[{row.key}]", style="bold")
            t.append(f" {row.text}")
        return t
    table = Table.grid(padding=(0, 1))
    table.add_column(justify="right", style="bold")
    table.add_column()
    for row in menu.rows:
        note = ""
        if row.kind == "range" and menu.bare:
            note = "  (type the number)"
        elif row.kind == "claim":
            note = "  (any time it is offered)"
        if menu.enter_row() is row and not row.key.startswith(ENTER):
            note += "  (or press Enter)"
        table.add_row(Text(f"[{row.key}]", style="bold"), Text(row.text + note))
    return table


def menu_for(legal: Sequence[Mapping[str, Any]], names: Sequence[str], me: int | None,
             view: Mapping[str, Any] | None = None) -> list[dict[str, Any]]:
    """Legal actions (``Game.legal_json``) with labels for this reader: seats by name,
    cards with suit symbols, and the visible cards an action targets when its label does
    not name them ("play (index 2) · A♦"). Typed commands are matched against these labels."""
    cards: dict[str, list[Any]] = {}
    if view is not None:
        cards = {str(z.get("id")): list(z.get("cards") or []) for z in view.get("zones", [])
                 if not (z.get("kind") == "pile" and len(z.get("cards") or []) < z.get("count", 0))}
    out = []
    for a in legal:
        b = dict(a)
        label = personalize(str(a.get("label", a.get("type", ""))), names, me)
        seen = []
        for t in a.get("targets") or []:
            zone = cards.get(str(t.get("zone"))) if isinstance(t, Mapping) else None
            i = t.get("index") if isinstance(t, Mapping) else None
            if zone is not None and isinstance(i, int) and 0 <= i < len(zone) and zone[i] not in (None, "??"):
                shown = pretty_card(str(zone[i]))
                if shown not in label and shown not in seen:
                    seen.append(shown)
        b["label"] = label + (" · " + " ".join(seen) if seen else "")
        out.append(b)
    return out


def render_result(result: Mapping[str, Any], names: Sequence[str], me: int | None,
                  lower_wins: bool = False, pres: Any = None) -> RenderableType:
    """Scores, places and winners of a finished game; with a declared presentation
    ``pres``, the scores under its label and in its unit (or not at all when they mean
    nothing to people) and the declared per-seat details as columns."""
    scores = list(result.get("scores") or [])
    placing = list(result.get("placing") or [])
    winners = list(result.get("winners") or [])
    how = None if pres is None else pres.result
    details = result.get("details") or {}
    extra = [f for f in (how.details if how is not None else ())
             if f.place == "seat" and isinstance(lookup(details, f.key), list)]
    show_scores = how is None or how.scores != "none"
    t = Table(title="Result", title_justify="left")
    t.add_column("Player")
    if show_scores:
        t.add_column((how.label if how is not None else "Score") + (" (lower wins)" if lower_wins else ""),
                     justify="right")
    for f in extra:
        t.add_column(f.label or f.key, justify="right")
    t.add_column("Place", justify="right")
    for s, sc in enumerate(scores):
        who = "You" if s == me else (names[s] if s < len(names) else f"Seat {s}")
        score = int(sc) if isinstance(sc, float) and sc.is_integer() else sc
        shown = str(score)
        if how is not None and how.scores in ("count", "chips"):
            shown = plural(score, how.unit or ("chip" if how.scores == "chips" else ""))
        place = placing[s] if s < len(placing) else ""
        style = "bold green" if s in winners else ""
        cells = [shown] if show_scores else []
        for f in extra:
            vals = lookup(details, f.key)
            cells.append(show(f, vals[s], names, me) if s < len(vals) else "")
        t.add_row(Text(who + (" ★" if s in winners else ""), style=style), *cells, str(place))
    parts: list[RenderableType] = [t]
    rounds = (result.get("details") or {}).get("rounds")
    if isinstance(rounds, list) and rounds and all(isinstance(r, list) and len(r) == len(scores)
                                                   for r in rounds):
        rt = Table(title="Rounds", title_justify="left")
        rt.add_column("Round", justify="right")
        for s in range(len(scores)):
            rt.add_column("You" if s == me else (names[s] if s < len(names) else f"Seat {s}"),
                          justify="right")
        for i, r in enumerate(rounds):
            rt.add_row(str(i + 1), *[str(v) for v in r])
        parts.insert(0, rt)
    if winners:
        names_w = ["you" if s == me else (names[s] if s < len(names) else f"seat {s}")
                   for s in sorted(winners, key=lambda s: s != me)]
        who = ", ".join(names_w[:-1]) + " and " + names_w[-1] if len(names_w) > 1 else names_w[0]
        verdict = "You win!" if winners == [me] else (
            f"{who[:1].upper()}{who[1:]} {'win' if len(winners) > 1 or winners == [me] else 'wins'}.")
    elif len(scores) == 1:
        verdict = "You lost."  # a patience game: nobody to draw with
    else:
        verdict = "A draw."
    if result.get("reason"):
        why = personalize(str(result["reason"]), names, me)
        why = f"{why[:1].upper()}{why[1:]}" + ("" if why.endswith((".", "!")) else ".")
        said = verdict.rstrip(".!").lower()
        if why.lower().startswith(said) and not why[len(said):len(said) + 1].isalnum():
            verdict = why  # the reason starts with the verdict ("Bot 1 and Bot 3 win"): once
        else:
            verdict += f" {why}"
    parts.append(Text(verdict, style="bold"))
    return Group(*parts)
