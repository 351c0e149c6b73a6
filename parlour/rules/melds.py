"""Melds of the Bezique family: fixed sets of card faces scored when laid out, in classes,
with the rules for reusing cards already on the table.

A :class:`Meld` is a named set of faces (card values without their copy index, so either
copy of a two-deck card fits), a class and a value. A :class:`MeldTable` is a game's list
of melds, often built per trump suit. Cards once melded stay on the table (a game may
still let them be played) and keep the record of the melds they were part of
(:class:`MeldRecord`); a new meld may reuse them under the classic rule (Pinochle's text:
"a card may not be moved to a meld that is both of the same class and of equal or lesser
value", and "such a new meld must include at least one card from the hand").

Rummy melds (sets and runs of any size built by the players) are another kind and are not
modelled here.

>>> from parlour.cards import parse_cards
>>> def faces(text): return tuple(c.face for c in parse_cards(text.split()))
>>> marriage = Meld("royal-marriage", "A", 40, faces("KS QS"))
>>> flush = Meld("flush", "A", 150, faces("AS TS KS QS JS"))
>>> kings = Meld("kings", "B", 80, faces("KC KD KH KS"))
>>> rec = MeldRecord()
>>> hand, table = parse_cards("KS QS AS TS JS KC KD KH".split()), []
>>> pick = choose_cards(marriage, hand, table, rec)
>>> [str(c) for c, from_hand in pick]
['KS', 'QS']
>>> rec.add(marriage, [c for c, _ in pick]); table = [c for c, _ in pick]
>>> hand = [c for c in hand if c not in table]
>>> [(str(c), h) for c, h in choose_cards(flush, hand, table, rec)]  # upgrade: allowed
[('AS', True), ('TS', True), ('KS', False), ('QS', False), ('JS', True)]
>>> [(str(c), h) for c, h in choose_cards(kings, hand, table, rec)]  # another class
[('KC', True), ('KD', True), ('KH', True), ('KS', False)]
>>> rec.refusal(Meld("marriage-again", "A", 40, faces("KS QS")), table[:1])
'the KS is already in a meld of class A worth 40 or more'
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from parlour.cards import CARD_TEXT

__all__ = ["Meld", "MeldRecord", "MeldTable", "choose_cards"]


@dataclass(frozen=True)
class Meld:
    """One meld: ``faces`` are the card faces it needs (``card & 127``), each once;
    ``cls`` its class (reuse is judged within a class), ``value`` its score."""

    name: str
    cls: str
    value: int
    faces: tuple[int, ...]


class MeldTable:
    """A game's melds by name (in the order given, usually best first).

    >>> t = MeldTable([Meld("dix", "A", 10, (0x19,))])
    >>> t["dix"].value, "dix" in t, [m.name for m in t]
    (10, True, ['dix'])
    """

    __slots__ = ("_by_name",)

    def __init__(self, melds: Iterable[Meld]) -> None:
        self._by_name = {m.name: m for m in melds}

    def __getitem__(self, name: str) -> Meld:
        return self._by_name[name]

    def __contains__(self, name: object) -> bool:
        return name in self._by_name

    def __iter__(self) -> Iterator[Meld]:
        return iter(self._by_name.values())

    def names(self) -> list[str]:
        return list(self._by_name)


class MeldRecord:
    """What each melded card (by its exact value, copy included) has been part of: a
    list of ``(class, value)`` per card. Copy with :meth:`copy` for game clones."""

    __slots__ = ("used",)

    def __init__(self) -> None:
        self.used: dict[int, list[tuple[str, int]]] = {}

    def copy(self) -> MeldRecord:
        new = MeldRecord()
        new.used = {c: list(v) for c, v in self.used.items()}
        return new

    def add(self, meld: Meld, cards: Iterable[int]) -> None:
        """``cards`` now form ``meld``."""
        for c in cards:
            self.used.setdefault(c, []).append((meld.cls, meld.value))

    def forget(self, card: int) -> None:
        """The card left the table (played, or taken back into the hand)."""
        self.used.pop(card, None)

    def clear(self) -> None:
        self.used.clear()

    def may_reuse(self, meld: Meld, card: int) -> bool:
        """Whether the melded ``card`` may join ``meld``: every earlier meld of the same
        class it was part of was worth less."""
        return all(cls != meld.cls or value < meld.value for cls, value in self.used.get(card, ()))

    def refusal(self, meld: Meld, table_cards: Sequence[int]) -> str | None:
        """Why these melded cards may not join ``meld`` (player words), or ``None``."""
        for c in table_cards:
            if not self.may_reuse(meld, c):
                return (f"the {CARD_TEXT[c]} is already in a meld of class {meld.cls} worth "
                        f"{meld.value} or more")
        return None


def choose_cards(meld: Meld, hand: Sequence[int], table: Sequence[int],
                 record: MeldRecord) -> list[tuple[int, bool]] | None:
    """The cards to lay for ``meld``: ``(card, from_hand)`` per face, in the meld's
    order, or ``None`` if it cannot be formed. Melded ``table`` cards that may be reused
    are preferred (the hand keeps its cards), but at least one card comes from the
    ``hand`` (a meld must add something new)."""
    picked: list[tuple[int, bool]] = []
    for face in meld.faces:
        on_table = next((c for c in table if c & 127 == face and record.may_reuse(meld, c)), None)
        if on_table is not None:
            picked.append((on_table, False))
            continue
        in_hand = next((c for c in hand if c & 127 == face), None)
        if in_hand is None:
            return None
        picked.append((in_hand, True))
    if not any(h for _, h in picked):
        for i, face in enumerate(meld.faces):
            in_hand = next((c for c in hand if c & 127 == face), None)
            if in_hand is not None:
                picked[i] = (in_hand, True)
                break
        else:
            return None
    return picked
