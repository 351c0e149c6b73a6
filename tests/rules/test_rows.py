"""parlour.rules.rows: three poker rows, fouls, naturals and pairwise settlement.

Sentences quoted from seeds/004 (Chinese Poker) and RULINGS 29-30.
"""

from __future__ import annotations

import pytest

from parlour.hands import parse_cards as p
from parlour.rules.rows import (
    Natural,
    Setting,
    chinese_rate,
    compare_keys,
    describe_row,
    enters_fantasyland,
    find_natural,
    five_key,
    front_key,
    is_foul,
    natural_front_key,
    open_row_royalty,
    open_royalties,
    settle_open,
    settle_pair,
    settle_rows,
    splits,
    stays_in_fantasyland,
)


def S(front: str, middle: str, back: str) -> Setting:
    return Setting(p(front), p(middle), p(back))


# A plain, legal setting: front pair of 2s < middle trips < back straight.
PLAIN = S("2C 2D 9S", "5S 5H 5D KC 3C", "8H 9H TH JC QH")
# Weaker on every row than BIG, legal: front K high, middle pair of 3s, back two pair.
WEAK = S("KD 7C 4S", "3D 3S 8C 6D 2H", "JD JS 9D 9C 4C")
# Strong in every row: front trip aces, middle four queens, back straight flush.
BIG = S("AC AD AH", "QC QD QH QS 2S", "4H 5H 6H 7H 8H")


def test_front_ignores_straights_and_flushes() -> None:
    # "Straights and flushes are not counted as such in the three-card front hand."
    assert front_key(p("QS KS AS")) == (0, 14, 13, 12)  # just ace high
    assert compare_keys(front_key(p("QS KS AS")), front_key(p("2C 2D 3H"))) < 0
    assert compare_keys(front_key(p("2C 3C 4C")), front_key(p("5D 3H 2S"))) < 0


def test_front_ranks_trips_pair_high() -> None:
    trips, pair, high = front_key(p("2C 2D 2H")), front_key(p("AC AD KH")), front_key(p("AC KD QH"))
    assert compare_keys(trips, pair) > 0 and compare_keys(pair, high) > 0
    assert describe_row(trips) == "Three twos"
    assert describe_row(pair) == "Pair of aces, king kicker"
    assert describe_row(high) == "Ace high, king, queen"


def test_foul_rows_in_wrong_order() -> None:
    # "If the hands are not set with the strongest hand as the back hand and the weakest
    # as the front hand (according to the standard rank of poker hands), this is
    # considered a foul"
    assert not is_foul(PLAIN)
    swapped = Setting(PLAIN.front, PLAIN.back, PLAIN.middle)  # middle straight > back trips
    assert is_foul(swapped)
    front_high = S("AC AD AH", "5S 5H 7D KC 3C", "8H 9H TH JC QH")  # trips front > pair middle
    assert is_foul(front_high)


def test_front_against_middle_compares_top_ranks_and_equal_is_no_foul() -> None:
    # RULINGS 29: compare category, then the front's three cards against the middle's top
    # three ranked cards; equal is not a foul.
    equal = S("KC KD 9S", "KH KS 9D 4C 3C", "8H 9H TH JC QH")
    assert compare_keys(front_key(equal.front), five_key(equal.middle)) == 0
    assert not is_foul(equal)
    worse = S("KC KD QS", "KH KS 9D 4C 3C", "8H 9H TH JC QH")
    assert is_foul(worse)


def test_settle_one_unit_per_row_and_ties_pay_nothing() -> None:
    # "By default, a player pays their opponent one unit for each hand that they lost."
    a = S("KC 7D 4S", "3C 3H 8D 6C 2D", "JC JH 9H 9S 4D")  # same ranks as WEAK, tied rows
    assert settle_rows(a, WEAK) == 0
    b = S("KC 8D 4S", "3C 3H 8S 6C 2D", "TC TH 9H 9S 4D")  # wins front, ties middle, loses back
    assert settle_rows(b, WEAK) == 1 - 1
    c = S("KC 8D 4S", "3C 3H 8S 6C 2D", "JC JH 9H 9S 5D")  # wins front and back, ties middle
    assert settle_rows(c, WEAK) == 2 and settle_rows(WEAK, c) == -2


def test_scoop_pays_three_more() -> None:
    # "If a player loses all three hands, they are said to be scooped and must pay three
    # extra units (for a total of six units)." WEAK vs PLAIN: PLAIN wins every row.
    assert settle_rows(PLAIN, WEAK) == 6
    assert settle_rows(WEAK, PLAIN) == -6


def test_premium_rates() -> None:
    # "Front hand, three of a kind: 3 units. Middle hand, full house: 2 units. Middle or
    # back hands: Four of a kind: 4 units. Straight flush or royal flush: 5 units."
    assert chinese_rate(0, front_key(p("2C 2D 2H"))) == 3
    assert chinese_rate(1, five_key(p("2C 2D 2H 3C 3D"))) == 2
    assert chinese_rate(2, five_key(p("2C 2D 2H 3C 3D"))) == 1  # a back full house: 1
    assert chinese_rate(1, five_key(p("2C 2D 2H 2S 3D"))) == 4
    assert chinese_rate(2, five_key(p("2C 2D 2H 2S 3D"))) == 4
    assert chinese_rate(1, five_key(p("TS JS QS KS AS"))) == 5
    assert chinese_rate(2, five_key(p("2S 3S 4S 5S 6S"))) == 5
    assert chinese_rate(0, front_key(p("AC AD KH"))) == 1
    # RULINGS 30: the scoop bonus is added on top of the premium rates: 3 + 4 + 5 + 3.
    assert settle_rows(BIG, WEAK) == 15 and settle_rows(WEAK, BIG) == -15


def test_foul_loses_every_row_at_premium_and_two_fouls_exchange_nothing() -> None:
    # "...this is considered a foul and none of the player's three hands are eligible to
    # win." RULINGS 30: the fouled player is scooped (6, premiums for the opponent's rows);
    # two fouled players exchange nothing.
    foul = S("AC AD AH", "5S 5H 7D KC 3C", "8H 9H TH JC QS")
    assert is_foul(foul)
    assert settle_rows(WEAK, foul) == 6  # WEAK would lose every row, but foul loses all
    assert settle_rows(foul, WEAK) == -6
    sound = S("KD 7C 4S", "QC QD QH QS 2S", "4H 5H 6H 7H 8H")
    assert not is_foul(sound)
    foul2 = S("2C 2D 2H", "3C 4D 5H 7S 9C", "KC QC JC TD 8D")
    assert is_foul(foul2)
    assert settle_rows(sound, foul2) == 1 + 4 + 5 + 3
    assert settle_rows(foul, foul2) == 0


def test_natural_dragon() -> None:
    # "A thirteen-card straight, from 2 up to ace. Suits are irrelevant."
    n = find_natural(p("2C 3D 4H 5S 6C 7D 8H 9S TC JD QH KS AC"))
    assert n is not None and n.kind == "dragon" and n.payment == 13
    no_ace = find_natural(p("2C 3D 4H 5S 6C 7D 8H 9S TC JD QH KS KC"))
    assert no_ace is None or no_ace.kind != "dragon"


def test_natural_three_flushes() -> None:
    # "A flush in the middle and back hands and a three-card flush in the front hand"
    n = find_natural(p("2C 5C 9C JC KC 3D 6D 8D TD QD 4H 7H 7S"))
    assert n is None or n.kind != "three-flushes"  # the front is not a flush
    n = find_natural(p("2C 5C 9C JC KC 3D 6D 8D TD QD 4H 7H JH"))
    assert n is not None and n.kind == "three-flushes" and n.payment == 3
    assert n.setting is not None
    assert sorted(n.setting.front) == sorted(p("4H 7H JH"))


def test_natural_three_straights_and_front_straights() -> None:
    # "A straight in the middle and back hands and a three-card straight in the front
    # hand"; RULINGS 30: A-2-3 and Q-K-A are valid; no wrap-around.
    n = find_natural(p("AC 2D 3H 4S 5C 6D 7H 8S 9C TD JH QS KS"))
    assert n is not None and n.kind == "dragon"  # a dragon is the higher natural
    n = find_natural(p("AC 2D 3H 5S 6C 7D 8H 9S 9C TD JH QS KS"))
    assert n is not None and n.kind == "three-straights"
    assert natural_front_key(p("AC 2D 3H"))[0] == 4 and natural_front_key(p("QC KD AH")) == (4, 14)
    assert natural_front_key(p("KC AD 2H"))[0] == 0  # K-A-2 wraps: no straight


def test_natural_six_pairs_with_quads_and_trips() -> None:
    # "Six pairs and one unpaired card." RULINGS 30: four of a kind counts as two pairs;
    # three of a kind counts as one pair + an odd card.
    n = find_natural(p("2C 2D 4H 4S 6C 6D 8H 8S TC TD QH QS KH"))
    assert n is not None and n.kind == "six-pairs" and n.key == (12, 10, 8, 6, 4, 2)
    quads = find_natural(p("2C 2D 2H 2S 6C 6D 8H 8S TC TD QH QS KH"))
    assert quads is not None and quads.kind == "six-pairs"
    trips = find_natural(p("2C 2D 2H 3S 6C 6D 8H 8S TC TD QH QS KH"))
    assert trips is None  # five pairs (the trips is one), two odd cards
    trips6 = find_natural(p("2C 2D 2H 4S 4C 6D 6H 8S 8C TD TH QS QH"))
    assert trips6 is not None and trips6.kind == "six-pairs"


def test_natural_order_ties_and_payments() -> None:
    # "Any natural will always beat a regular hand, but if two natural hands are compared
    # against each other, the higher-ranked one wins. A winning natural hand is paid three
    # units, except for the dragon, which is paid thirteen units."
    dragon, dragon2 = Natural("dragon", ()), Natural("dragon", ())
    flush = Natural("three-flushes", (5, 13))
    pairs_hi = Natural("six-pairs", (13, 10, 8, 6, 4, 2))
    pairs_lo = Natural("six-pairs", (12, 10, 8, 6, 4, 2))
    assert settle_pair(dragon, BIG) == 13 and settle_pair(BIG, dragon) == -13
    assert settle_pair(pairs_lo, BIG) == 3
    # "If there are two dragons, they tie."
    assert settle_pair(dragon, dragon2) == 0
    # RULINGS 30: the lower-natural holder pays the higher one the higher natural's amount.
    assert settle_pair(flush, dragon) == -13 and settle_pair(pairs_hi, flush) == -3
    # "compare the highest pair, then the next-highest, and so on"
    assert settle_pair(pairs_hi, pairs_lo) == 3
    # three flushes / straights: "comparing the strength of the back hand, then that of
    # the middle hand, then that of the front hand."
    a = find_natural(p("2C 5C 9C JC KC 3D 6D 8D TD QD 4H 7H JH"))
    b = find_natural(p("2S 5S 9S JS AS 3H 6H 8H TH QH 4D 7D JD"))
    assert a is not None and b is not None and settle_pair(b, a) == 3


def test_surrender_pays_two_to_each_opponent_regardless() -> None:
    # "A surrendering player makes a flat two-unit payment to each opponent, regardless of
    # what the opponent holds." RULINGS 30: natural holders too.
    assert settle_pair(None, BIG, surrendered=(True, False)) == -2
    assert settle_pair(WEAK, None, surrendered=(False, True)) == 2
    assert settle_pair(None, None, surrendered=(True, True)) == 0
    assert settle_pair(Natural("dragon", ()), None, surrendered=(False, True)) == 15


def test_settle_pair_rows_is_settle_rows() -> None:
    assert settle_pair(PLAIN, WEAK) == settle_rows(PLAIN, WEAK) == 6


def test_bad_settings_are_refused() -> None:
    with pytest.raises(ValueError, match="row of 3"):
        Setting(p("2C 2D"), p("5S 5H 5D KC 3C"), p("8H 9H TH JC QH"))
    with pytest.raises(ValueError, match="two rows"):
        Setting(p("2C 2D 3C"), p("5S 5H 5D KC 3C"), p("8H 9H TH JC QH"))


def test_splits_count() -> None:
    all_ = splits()
    assert len(all_) == 72072
    assert all(sorted(f + m + b) == list(range(13)) for f, m, b in all_[:500])


# ----- Open-Face Chinese Poker (seeds/004 "Open-Face Chinese Poker"; RULINGS 29) -----


def test_open_royalty_table_five_card_rows() -> None:
    # "Royal flush 50 25 / Straight flush 30 15 / Four of a kind 20 10 / Full house 12 6 /
    # Flush 8 4 / Straight 4 2" (middle, back)
    rows = {"TS JS QS KS AS": (50, 25), "2S 3S 4S 5S 6S": (30, 15), "2C 2D 2H 2S 3D": (20, 10),
            "2C 2D 2H 3S 3D": (12, 6), "2S 5S 7S 9S JS": (8, 4), "AC 2D 3H 4S 5C": (4, 2),
            "2C 2D 2H 4S 5D": (0, 0), "2C 2D 9H 4S 5D": (0, 0)}
    for text, (mid, back) in rows.items():
        assert open_row_royalty(1, five_key(p(text))) == mid, text
        assert open_row_royalty(2, five_key(p(text))) == back, text


def test_open_royalty_table_front() -> None:
    # "3 of a kind 20" (RULINGS 29: any front trips = 20); "A-A-x 9 ... 6-6-x 1".
    assert open_row_royalty(0, front_key(p("2C 2D 2H"))) == 20
    assert open_row_royalty(0, front_key(p("AC AD AH"))) == 20
    pairs = {"A": 9, "K": 8, "Q": 7, "J": 6, "T": 5, "9": 4, "8": 3, "7": 2, "6": 1, "5": 0}
    for r, v in pairs.items():
        assert open_row_royalty(0, front_key(p(f"{r}C {r}D 3H"))) == v
    # variant standard-royalties: front 222 = 10 rising to AAA = 22, middle trips 2.
    assert open_row_royalty(0, front_key(p("2C 2D 2H")), "standard") == 10
    assert open_row_royalty(0, front_key(p("AC AD AH")), "standard") == 22
    assert open_row_royalty(1, five_key(p("2C 2D 2H 4S 5D")), "standard") == 2
    assert open_row_royalty(2, five_key(p("2C 2D 2H 4S 5D")), "standard") == 0


def test_open_settlement_rows_sweep_royalties() -> None:
    # "The players each add one point to their royalty score for each hand that they
    # beat ... If a player wins all three hands, this is considered a sweep and they
    # score an additional three-point bonus. ... the player scoring lower pays one unit
    # per point for the difference between their scores." RULINGS 29: royalties count on
    # a losing row too; tied rows give no point.
    # PLAIN: front pair of 2s (0), middle trips (0), back straight (2): royalties 2.
    assert open_royalties(PLAIN) == 2 and open_royalties(WEAK) == 0
    assert settle_open(PLAIN, WEAK) == 2 + 3 + 3
    # BIG: front trips 20, middle quads 20, back straight flush 15 = 55; sweep of PLAIN.
    assert open_royalties(BIG) == 55
    assert settle_open(BIG, PLAIN) == (55 + 3 + 3) - 2
    loses_front = S("3D 4D 6S", "5S 5H 5D KC 3C", "8H 9H TH JC QH")  # front 6 high
    assert settle_open(loses_front, PLAIN) == (2 + 0) - (2 + 1)  # PLAIN wins the front
    assert settle_open(PLAIN, PLAIN) == 0


def test_open_foul_pays_six_plus_royalties_and_equal_rows_no_foul() -> None:
    # "If a player fouled, they pay to each opponent a flat penalty of six units, plus one
    # unit per point for all royalties that the opponent held." RULINGS 29: both fouled,
    # no payment; equal rows are no foul.
    foul = S("AC AD AH", "5S 5H 7D KC 3C", "8H 9H TH JC QS")
    assert settle_open(foul, BIG) == -(6 + 55) and settle_open(BIG, foul) == 6 + 55
    assert settle_open(foul, foul) == 0
    equal = S("KC KD 9S", "KH KS 9D 4C 3C", "8H 9H TH JC QH")
    assert not is_foul(equal)


def test_fantasyland_entry_and_stay() -> None:
    # "If a player sets their hand with a pair of queens or better in the front hand
    # without fouling, they are entitled to play the next hand in fantasyland."
    assert enters_fantasyland(S("QC QD 2H", "KC KD 3S 4D 5H", "AC AD 7H 8S 9C"))
    assert not enters_fantasyland(S("JC JD 2H", "KC KD 3S 4D 5H", "AC AD 7H 8S 9C"))
    assert not enters_fantasyland(S("QC QD 2H", "JC JH 3S 4D 5H", "AC AD 7H 8S 9C"))  # foul
    assert enters_fantasyland(BIG)
    # "...four of a kind or better in the back, or a full house or better in the middle,
    # or three of a kind in the front, they may remain in fantasyland"
    assert stays_in_fantasyland(BIG)
    assert stays_in_fantasyland(S("2C 3D 4H", "5C 5D 5H 6C 6D", "9C 9D 9H TS TD"))
    assert not stays_in_fantasyland(S("QC QD 2H", "KC KD 3S 4D 5H", "AC AD 7H 8S 9C"))
    assert stays_in_fantasyland(S("2C 3D 4H", "5C 6D 7H 8C 9D", "JC JD JH JS TD"))


def test_units_agreed_per_pair() -> None:
    # Both texts: "Two players may mutually decide that one unit will be a different value
    # for transactions between those two players in particular".
    from parlour.rules.rows import pair_unit, pair_units_refusal

    assert pair_unit("0-1=5,2-3=2", 1, 0, 1) == 5
    assert pair_unit("0-1=5,2-3=2", 3, 2, 1) == 2
    assert pair_unit("0-1=5", 0, 2, 3) == 3
    assert pair_units_refusal("0-1=5, 2-3=2", 4) is None
    assert pair_units_refusal("0-1", 2) == "pair_units: '0-1' is not seat-seat=value"
    assert "two different seats" in (pair_units_refusal("1-1=2", 2) or "")
    assert "at least 1" in (pair_units_refusal("0-1=0", 2) or "")
    assert "given twice" in (pair_units_refusal("0-1=2,1-0=3", 3) or "")  # one agreement a pair
