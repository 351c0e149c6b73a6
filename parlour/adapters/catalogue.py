"""Action catalogues: every action a seat can ever take at a table, numbered.

A :class:`Catalogue` numbers actions ``0 .. size - 1`` for each seat (the adapters add
*pass* as id ``size``). :func:`generic_catalogue` builds one for any game from its
declared action schema (:func:`parlour.engine.actions.schema`), one block of ids per
action type, in the order of ``ACTIONS``:

* **enumerated block**: every combination of the parameters' values, the first
  parameter varying slowest. A parameter's values come from, in order: the caller's
  ``ranges``; its :class:`~parlour.engine.actions.Param` domain (``values(players,
  options)``: ``Int(lo, hi)``, ``Text(domain)``, ``Bool()``, ``CardParam`` card texts);
  an ``int`` named ``seat`` takes every seat. A ``CardList(most=k)`` takes every multiset of at most
  ``k`` cards of its card domain (the 52 cards unless declared), in domain order: a
  list is one choice whatever order the game lists its cards in.
* **index block** (the fallback): when some parameter has no finite domain, or the
  combinations number more than :data:`MAX_ENUMERATED`, the type gets
  :data:`INDEX_BLOCK` ids meaning "the k-th legal action of this type now, in the order
  of ``legal_actions``". Such ids only make sense with the current legal list
  (:meth:`Catalogue.ids`); legal actions past the block get no id (the adapters count
  and warn, see :class:`parlour.adapters.core.Table`).

Parameters named ``seat`` whose values are exactly the table's seats are numbered
relative to the acting seat (0 = itself, 1 = the next seat clockwise), as the
observations are, so one policy can play every seat.

>>> import parlour
>>> cls = parlour.engine.registry.game_class("knock-poker")
>>> cat = generic_catalogue(cls, 2, None, {"draw": {"source": ["stock", "discard"]},
...                                        "discard": {"card": ["7H", "QS"]}, "knock": {"card": ["7H"]}})
>>> cat.action(0, 1), cat.id(1, parlour.Action("discard", card="QS")), cat.size
(Action('draw', source='discard'), 3, 5)
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from parlour.engine.actions import Action, CardList, CardParam, Param, schema

if TYPE_CHECKING:
    from parlour.engine.game import Game

MAX_ENUMERATED = 4096
"""The most ids an action type may enumerate; a larger type gets an index block."""
INDEX_BLOCK = 128
"""Ids in a fallback block: at most this many legal actions of one type at a time."""

Ranges = Mapping[str, Mapping[str, Any]]
"""``{action type: {parameter: values or (players, options) -> values}}``."""


class Catalogue:
    """Numbered actions: ``action(seat, i)`` and ``id(seat, action)`` are inverse.

    ``per_seat[s]`` lists the entries of seat ``s`` in id order (every seat has the same
    count); an entry is an :class:`Action`, or ``None`` for an id of an index block
    (``indexed[type] = (first id, count)``): the k-th legal action of that type now.
    ``blocks`` names runs of ids (``(name, first id, count)``) for documentation.
    ``key`` maps an action to its catalogue entry when some parameter is not the seat's
    choice or has no fixed order (Cactus's ``match`` names the discard top it claims; a
    list of cards is a set): the environment sends the legal action whose key it is.
    """

    def __init__(self, per_seat: Sequence[Sequence[Action | None]],
                 blocks: Sequence[tuple[str, int, int]] = (),
                 key: Callable[[Action], Action] | None = None,
                 indexed: Mapping[str, tuple[int, int]] | None = None) -> None:
        self.key: Callable[[Action], Action] = key or (lambda a: a)
        sizes = {len(a) for a in per_seat}
        if len(sizes) != 1:
            raise ValueError("every seat needs the same number of actions")
        self.size: int = sizes.pop()
        self.indexed: dict[str, tuple[int, int]] = dict(indexed or {})
        self._entries: list[tuple[Action | None, ...]] = []
        self._index: list[dict[Action, int]] = []
        shared: dict[int, tuple[tuple[Action | None, ...], dict[Action, int]]] = {}
        for acts in per_seat:
            hit = shared.get(id(acts))
            if hit is None:
                tup = tuple(acts)
                index = {a: i for i, a in enumerate(tup) if a is not None}
                if len(index) != sum(a is not None for a in tup):
                    raise ValueError("a catalogue lists an action twice")
                hit = shared[id(acts)] = (tup, index)
            self._entries.append(hit[0])
            self._index.append(hit[1])
        self.blocks = list(blocks)

    @property
    def players(self) -> int:
        return len(self._entries)

    def entry(self, seat: int, i: int) -> Action | None:
        """The action with id ``i`` for ``seat``, or ``None`` for an index-block id."""
        return self._entries[seat][i]

    def action(self, seat: int, i: int) -> Action:
        """The action with id ``i`` for ``seat``; ``KeyError`` for an index-block id,
        which names an action only in a given state (see :meth:`ids`)."""
        a = self._entries[seat][i]
        if a is None:
            t, first = self.index_of(i)
            raise KeyError(f"id {i} is the legal {t!r} action number {i - first} of a state, "
                           "not a fixed action")
        return a

    def index_of(self, i: int) -> tuple[str, int]:
        """The action type and first id of the index block holding id ``i``."""
        for t, (first, count) in self.indexed.items():
            if first <= i < first + count:
                return t, first
        raise KeyError(f"id {i} is not in an index block")

    def id(self, seat: int, action: Action) -> int:
        """The id of ``action`` (or of its key) for ``seat``; ``KeyError`` if the
        catalogue lacks it or numbers its type by legal index (use :meth:`ids`)."""
        return self._index[seat][self.key(action)]

    def ids(self, seat: int, legal: Sequence[Action]) -> list[int | None]:
        """The id of each action of ``legal`` (the seat's legal list now, in the game's
        order): index-block types are numbered by their rank in it (``None`` past the
        block). ``KeyError`` names a legal action that the catalogue lacks."""
        index = self._index[seat]
        out: list[int | None] = []
        seen: dict[str, int] = {}
        for a in legal:
            block = self.indexed.get(a.type)
            if block is not None:
                k = seen.get(a.type, 0)
                seen[a.type] = k + 1
                out.append(block[0] + k if k < block[1] else None)
                continue
            i = index.get(self.key(a))
            if i is None:
                raise KeyError(f"{a!r} is not in the action catalogue")
            out.append(i)
        return out

    def __contains__(self, item: tuple[int, Action]) -> bool:
        seat, action = item
        return action.type in self.indexed or self.key(action) in self._index[seat]

    def actions(self, seat: int) -> tuple[Action | None, ...]:
        """Every entry of ``seat`` in id order (``None``: an index-block id)."""
        return self._entries[seat]

    def describe(self) -> str:
        """The id layout as text, one block per line."""
        return "\n".join(f"{first:6d} .. {first + count - 1:6d}  {name}"
                         for name, first, count in self.blocks)


# ----- domains -----------------------------------------------------------------------------------
def _values(spec: Any, players: int, options: Any) -> list[Any]:
    got = spec(players, options) if callable(spec) else spec
    return list(dict.fromkeys(got))


def _card_lists(cards: Sequence[str], most: int) -> list[tuple[str, ...]]:
    """Every multiset of at most ``most`` cards of ``cards``, as tuples in domain order."""
    out: list[tuple[str, ...]] = []
    for k in range(most + 1):
        out += itertools.combinations_with_replacement(cards, k)
    return out


def _count_card_lists(faces: int, most: int) -> int:
    return sum(math.comb(faces + k - 1, k) for k in range(most + 1))


def domain(type_: str, name: str, param: Param, players: int, options: Any,
           ranges: Ranges | None = None,
           max_enumerated: int = MAX_ENUMERATED) -> tuple[list[Any] | None, int]:
    """``(values, count)`` of one parameter, or ``(None, count)`` when they are not
    enumerated (``count`` 0: no finite domain; else more than ``max_enumerated``)."""
    given = (ranges or {}).get(type_, {})
    if name in given:
        values = _values(given[name], players, options)
        return values, len(values)
    if isinstance(param, CardList):
        cards = param.values(players, options)
        if cards is None:
            cards = CardParam().values(players, options)
        assert cards is not None
        faces = list(dict.fromkeys(cards))
        if param.most is None:
            return None, 0
        count = _count_card_lists(len(faces), param.most)
        if count > max_enumerated:
            return None, count
        return list(_card_lists(faces, param.most)), count
    declared = param.values(players, options)
    if declared is not None:
        values = list(dict.fromkeys(declared))
        return values, len(values)
    if name == "seat" and param.kind == "int":
        return list(range(players)), players
    return None, 0


def _list_key(orders: dict[str, dict[str, dict[str, int]]]) -> Callable[[Action], Action]:
    """The key putting each enumerated card list in domain order."""

    def key(a: Action) -> Action:
        lists = orders.get(a.type)
        if not lists:
            return a
        params = dict(a.params)
        changed = False
        for p, order in lists.items():
            v = params.get(p)
            if isinstance(v, tuple) and len(v) > 1:
                s = tuple(sorted(v, key=lambda c: order.get(c, len(order))))
                if s != v:
                    params[p] = s
                    changed = True
        return Action(a.type, **params) if changed else a

    return key


def generic_catalogue(game_cls: type[Game], players: int, options: Any,
                      ranges: Ranges | None = None, *, index_block: int = INDEX_BLOCK,
                      max_enumerated: int = MAX_ENUMERATED) -> Catalogue:
    """The catalogue of ``game_cls`` at ``players`` with ``options``, from its action
    schema (see the module docstring); ``ranges`` overrides parameter values; a type
    with more than ``max_enumerated`` combinations gets ``index_block`` ids."""
    kinds = schema(game_cls)
    entries: list[list[Action | None]] = [[] for _ in range(players)]
    blocks: list[tuple[str, int, int]] = []
    indexed: dict[str, tuple[int, int]] = {}
    orders: dict[str, dict[str, dict[str, int]]] = {}
    relative = False
    for t, spec in kinds.items():
        first = len(entries[0])
        names = list(spec)
        domains: list[list[Any]] = []
        total = 1
        for p in names:
            values, count = domain(t, p, spec[p], players, options, ranges, max_enumerated)
            if values is None:
                total = 0
                break
            domains.append(values)
            total *= count
        if (total == 0 and names) or total > max_enumerated:
            for acts in entries:
                acts += [None] * index_block
            indexed[t] = (first, index_block)
            blocks.append((f"{t}: the k-th legal {t} now (index block)", first, index_block))
            continue
        seat_at = [i for i, p in enumerate(names)
                   if p == "seat" and sorted(domains[i]) == list(range(players))]
        for i, p in enumerate(names):
            if isinstance(spec[p], CardList) and p not in (ranges or {}).get(t, {}):
                cards = {c for v in domains[i] for c in v}
                order = spec[p].values(players, options) or CardParam().values(players, options) or []
                orders.setdefault(t, {})[p] = {c: k for k, c in enumerate(dict.fromkeys(order))
                                              if c in cards}
        combos = list(itertools.product(*domains))
        if seat_at:
            relative = True
            for me, acts in enumerate(entries):
                for combo in combos:
                    values = [(me + v) % players if i in seat_at else v for i, v in enumerate(combo)]
                    acts.append(Action(t, **dict(zip(names, values, strict=True))))
        else:
            made = [Action(t, **dict(zip(names, combo, strict=True))) for combo in combos]
            for acts in entries:
                acts += made
        label = t + "".join(f" {p}" + (" (relative)" if i in seat_at else "") for i, p in enumerate(names))
        blocks.append((label, first, len(entries[0]) - first))
    per_seat: Sequence[Sequence[Action | None]] = entries if relative else [entries[0]] * players
    return Catalogue(per_seat, blocks, _list_key(orders) if orders else None, indexed)
