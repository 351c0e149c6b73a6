"""Melds (``parlour.rules.melds``): choosing the cards of a meld from hand and table, and
the reuse rule for cards already melded, on Pinochle-like examples."""

from __future__ import annotations

from parlour.cards import parse_cards
from parlour.rules.melds import Meld, MeldRecord, MeldTable, choose_cards


def faces(text: str) -> tuple[int, ...]:
    return tuple(c.face for c in parse_cards(text.split()))


def cards(text: str) -> list[int]:
    return [int(c) for c in parse_cards(text.split())]


FLUSH = Meld("flush", "A", 150, faces("AS TS KS QS JS"))
ROYAL = Meld("royal-marriage", "A", 40, faces("KS QS"))
KINGS = Meld("kings", "B", 80, faces("KC KD KH KS"))
QUEENS = Meld("queens", "B", 60, faces("QC QD QH QS"))
PINOCHLE = Meld("pinochle", "C", 40, faces("QS JD"))


def test_a_meld_needs_every_face_and_a_card_from_the_hand() -> None:
    rec = MeldRecord()
    assert choose_cards(KINGS, cards("KC KD KH"), [], rec) is None
    assert choose_cards(KINGS, cards("KC KD KH KS"), [], rec) is not None
    table = cards("KC KD KH KS")
    rec.add(ROYAL, table)  # (any earlier meld, for the record)
    assert choose_cards(KINGS, [], table, rec) is None  # nothing new from the hand


def test_either_copy_of_a_two_deck_card_fits() -> None:
    two = parse_cards(["KS", "KS"])
    assert two[0] != two[1] and two[0].face == two[1].face
    pick = choose_cards(ROYAL, [two[1], *cards("QS")], [], MeldRecord())
    assert pick is not None and pick[0] == (two[1], True)


def test_reuse_in_another_class_or_a_higher_meld_of_the_same_class() -> None:
    """"a card may not be moved to a meld that is both of the same class and of equal or
    lesser value"; "you can meld a royal marriage and then later upgrade it to a flush"."""
    rec = MeldRecord()
    table = cards("KS QS")
    rec.add(ROYAL, table)
    pick = choose_cards(FLUSH, cards("AS TS JS"), table, rec)
    assert pick is not None and [h for _, h in pick] == [True, True, False, False, True]
    pick = choose_cards(PINOCHLE, cards("JD"), table, rec)  # another class: the QS reused
    assert pick is not None and pick[0] == (table[1], False)


def test_no_lower_or_equal_meld_of_the_same_class_from_melded_cards() -> None:
    """"nor can you later split the royal marriage out as its own meld (since this is a
    lower-value meld of the same class)"."""
    rec = MeldRecord()
    flush = cards("AS TS KS QS JS")
    rec.add(FLUSH, flush)
    assert not rec.may_reuse(ROYAL, flush[2])
    assert rec.refusal(ROYAL, flush[2:4]) is not None
    # with a second KS from the hand the QS on the table still may not join
    second_ks = parse_cards(["KS", "KS"])[1]
    pick = choose_cards(ROYAL, [second_ks], flush, rec)
    assert pick is None
    # queens (class B) may reuse the flush's QS
    pick = choose_cards(QUEENS, cards("QC QD QH"), flush, rec)
    assert pick is not None and (flush[3], False) in pick


def test_a_card_leaving_the_table_is_forgotten_and_copies_are_independent() -> None:
    rec = MeldRecord()
    table = cards("KS QS")
    rec.add(ROYAL, table)
    other = rec.copy()
    rec.forget(table[0])
    assert rec.may_reuse(ROYAL, table[0]) and not other.may_reuse(ROYAL, table[0])
    rec.clear()
    assert rec.used == {}


def test_a_table_of_melds_by_name() -> None:
    t = MeldTable([FLUSH, ROYAL])
    assert t["flush"] is FLUSH and "royal-marriage" in t and t.names() == ["flush", "royal-marriage"]
    assert [m.value for m in t] == [150, 40]
