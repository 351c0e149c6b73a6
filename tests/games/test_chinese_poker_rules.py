"""Chinese Poker rules, sentence by sentence (seeds/004 "Chinese Poker"; RULINGS 30),
from constructed deals through the public contract."""

from __future__ import annotations

from typing import Any

import pytest

import parlour
from parlour import Action
from parlour.errors import IllegalAction, InvalidOption

# Row layouts used below (front | middle | back).
# PLAIN, WEAK, BIG and DRAGON share no card.
PLAIN = ("2C 2D 9S", "5S 5C 5D KC 3C", "6C 7C 8C 9C TH")  # pair | trips | straight
WEAK = ("KD 7D 4S", "3D 3S 8D 6D 2H", "JD JS TD TS 4C")  # K high | 3s | two pair
BIG = ("AC AD AH", "QC QD QH QS 2S", "4H 5H 6H 7H 8H")  # trips | quads | str. flush
DRAGON = "2S 3H 4H 5H 6H 7H 8H 9H TC JH QH KH AH"
FOUL = ("JD JS TD", "TS 4C 3D 3S 8D", "KD 7D 4S 6D 2H")  # WEAK's cards, front > middle


def cards(rows: tuple[str, str, str] | str) -> list[str]:
    return " ".join(rows).split() if isinstance(rows, tuple) else rows.split()


def deck(*hands: tuple[str, str, str] | str) -> list[str]:
    """A stacked deck dealing ``hands[s]`` to seat ``s``: one card at a time from seat 1
    (seat 0 deals), 13 rounds."""
    n = len(hands)
    per = [cards(h) for h in hands]
    order = [(1 + i) % n for i in range(n)]
    return [per[s][k] for k in range(13) for s in order]


def game(*hands: tuple[str, str, str] | str, **options: Any) -> parlour.Game:
    return parlour.new_game("chinese-poker", len(hands), seed=5, deck=deck(*hands),
                            options=options or None)


def set_rows(g: parlour.Game, seat: int, rows: tuple[str, str, str]) -> list[Any]:
    events = []
    for row, text in zip(("front", "middle", "back"), rows, strict=True):
        for c in text.split():
            events += g.apply(seat, Action("place", card=c, row=row))
    return events + g.apply(seat, Action("set"))


def play_out(g: parlour.Game, settings: dict[int, tuple[str, str, str]]) -> None:
    for s, rows in settings.items():
        set_rows(g, s, rows)
    for s in g.actors():
        g.apply(s, Action("keep"))


def test_thirteen_each_unused_set_aside() -> None:
    # "Shuffle and deal thirteen cards to each player. Any unused cards are set aside
    # and have no further bearing on game play."
    g = parlour.new_game("chinese-poker", 3, seed=1)
    zones = {z["id"]: z for z in g.view(0)["zones"]}
    assert [zones[f"hand:{s}"]["count"] for s in range(3)] == [13, 13, 13]
    assert zones["aside"]["count"] == 13 and zones["aside"]["cards"] in (["??"], [])
    assert all(c != "??" for c in zones["hand:0"]["cards"])
    assert all(c == "??" for c in zones["hand:1"]["cards"])


def test_two_to_four_players() -> None:
    # "...limited to four players because of the comparatively large number of cards"
    with pytest.raises(InvalidOption):
        parlour.new_game("chinese-poker", 5)
    assert parlour.new_game("chinese-poker", 4, seed=1).players == 4


def test_rows_sizes_and_set_needs_every_card() -> None:
    # "a three-card hand, called the front hand, a five-card hand ... the middle hand,
    # and a five-card hand ... the back hand."
    g = game(PLAIN, WEAK)
    for c in ["2C", "2D", "9S"]:
        g.apply(0, Action("place", card=c, row="front"))
    with pytest.raises(IllegalAction, match="front row is full"):
        g.apply(0, Action("place", card="5S", row="front"))
    with pytest.raises(IllegalAction, match="10 cards still in your hand"):
        g.apply(0, Action("set"))
    assert Action("place", card="5S", row="front") not in g.legal_actions(0)
    with pytest.raises(IllegalAction, match="do not hold"):
        g.apply(0, Action("place", card="3D", row="back"))


def test_take_back_last_card_only() -> None:
    # C7: placing is undone one card at a time, last placed first.
    g = game(PLAIN, WEAK)
    g.apply(0, Action("place", card="2C", row="front"))
    g.apply(0, Action("place", card="5S", row="back"))
    with pytest.raises(IllegalAction, match="only the last card placed"):
        g.apply(0, Action("take", card="2C"))
    g.apply(0, Action("take", card="5S"))
    hand = next(z for z in g.view(0)["zones"] if z["id"] == "hand:0")
    assert "5S" in hand["cards"] and hand["count"] == 12


def test_sealed_setting_hidden_until_everyone_has_set() -> None:
    # "they place them face-down on the table"; RULINGS conventions: commit-reveal.
    g = game(PLAIN, WEAK)
    set_rows(g, 0, PLAIN)
    v1 = {z["id"]: z for z in g.view(1)["zones"]}
    assert all(c == "??" for r in ("front", "middle", "back") for c in v1[f"{r}:0"]["cards"])
    assert g.actors() == [1]
    with pytest.raises(IllegalAction, match="can no longer change"):
        g.apply(0, Action("take", card="QH"))
    set_rows(g, 1, WEAK)
    assert g.view(0)["phase"] == "surrender"  # still face down: surrender comes first
    v1 = {z["id"]: z for z in g.view(1)["zones"]}
    assert v1["front:0"]["cards"] == ["??"] * 3
    g.apply(0, Action("keep"))
    g.apply(1, Action("keep"))
    v1 = {z["id"]: z for z in g.view(1)["zones"]}
    assert v1["front:0"]["cards"] == ["2C", "2D", "9S"]


def test_a_setting_in_progress_shows_nothing_of_its_rows() -> None:
    """"nobody sees any choice until all are in": while seat 0 arranges, seat 1 and a
    spectator see thirteen face-down cards in its hand and empty rows, wherever its
    cards went (re-dealt check: two different placements, the same views)."""
    views = []
    for where in ("front", "back"):
        g = game(PLAIN, WEAK)
        g.apply(0, Action("place", card="2C", row=where))
        views.append([g.view(s) for s in (1, None)])
        zones = {z["id"]: z for z in views[-1][0]["zones"]}
        assert zones["hand:0"]["cards"] == ["??"] * 13
        assert all(zones[f"{r}:0"]["count"] == 0 for r in ("front", "middle", "back"))
        assert len({z["id"]: z for z in g.view(0)["zones"]}[f"{where}:0"]["cards"]) == 1  # its own
    assert views[0] == views[1]


def test_front_no_straight_or_flush() -> None:
    # "Straights and flushes are not counted as such in the three-card front hand."
    a = ("QS KS AS", "2C 2D 2H 9C 8C", "3C 3D 3H 3S 4D")  # front: just ace high
    b = ("4C 4H 5H", "6C 6D 6H 7C 7D", "8D 8H 8S TC TD")  # front: pair of 4s
    g = game(a, b)
    play_out(g, {0: a, 1: b})
    # b wins the front (1), a wins middle? 2-2-2 trips vs 6-6-6 full house: b; a's back
    # four 3s beat b's full house (4 to a). Net for seat 0: 4 - 1 - 2 = +1.
    assert g.result().scores == [1.0, -1.0]  # type: ignore[union-attr]


def test_foul_loses_every_row() -> None:
    # "If the hands are not set with the strongest hand as the back hand and the weakest
    # as the front hand ..., this is considered a foul and none of the player's three
    # hands are eligible to win." RULINGS 30: scooped, 6 units.
    foul = FOUL
    g = game(PLAIN, foul)
    set_rows(g, 1, foul)
    assert not any("a foul" in e.for_seat(0)["text"] for e in set_rows(g, 0, PLAIN))
    g.apply(0, Action("keep"))
    ev = g.apply(1, Action("keep"))
    assert g.result().scores == [6.0, -6.0]  # type: ignore[union-attr]
    assert any("a foul" in e.public()["text"] for e in ev)


def test_foul_is_warned_before_confirming() -> None:
    foul = FOUL
    g = game(PLAIN, foul)
    for row, text in zip(("front", "middle", "back"), foul, strict=True):
        for c in text.split():
            g.apply(1, Action("place", card=c, row=row))
    assert g.view(1)["foul_check"].startswith("Foul")
    assert g.label(Action("set"), 1) == "Set my hands (a foul!)"


def test_two_fouls_exchange_nothing() -> None:
    f0 = ("AC AD AH", "5S 5H 7D KC 3C", "8H 9H TH JC QS")
    f1 = ("JD JS 9D", "9C 4C 3D 3S 8C", "KD 7C 4S 6D 2H")
    g = game(f0, f1)
    play_out(g, {0: f0, 1: f1})
    assert g.result().scores == [0.0, 0.0]  # type: ignore[union-attr]


def test_one_unit_per_row_scoop_and_premiums_pairwise() -> None:
    # "Each player compares their three hands against each of their opponents' hands, one
    # at a time. By default, a player pays their opponent one unit for each hand that
    # they lost. If a player loses all three hands, ... three extra units"; premiums:
    # front trips 3, middle quads 4, straight flush 5 (RULINGS 30: scoop on top).
    g = game(BIG, PLAIN, WEAK)
    play_out(g, {0: BIG, 1: PLAIN, 2: WEAK})
    # BIG-PLAIN: 3+4+5+3 = 15; BIG-WEAK: 15; PLAIN-WEAK: 1+1+1+3 = 6.
    assert g.result().scores == [30.0, -9.0, -21.0]  # type: ignore[union-attr]


def test_middle_full_house_pays_two() -> None:
    # "Middle hand, full house: 2 units."
    a = ("2C 3D 4H", "9C 9D 9H 5C 5D", "KC KD KH KS 6D")
    b = ("AC QD JH", "8C 8D 7H 7C 2D", "TC TD TH 6C 6H")
    g = game(a, b)
    play_out(g, {0: a, 1: b})
    # front: b (1); middle: a full house (2); back: a quads (4). a: 6 - 1 = 5.
    assert g.result().scores == [5.0, -5.0]  # type: ignore[union-attr]


def test_tied_row_pays_nothing() -> None:
    a = ("KD 7C 4S", "3D 3S 8C 6D 2H", "JD JS 9D 9C 4C")
    b = ("KC 7D 4H", "3C 3H 8D 6C 2D", "JC JH 9H 9S 4D")
    g = game(a, b)
    play_out(g, {0: a, 1: b})
    assert g.result().scores == [0.0, 0.0]  # type: ignore[union-attr]


def test_units_agreed_per_pair() -> None:
    # "two players may mutually decide that one unit will be a different value for
    # transactions between those two players in particular."
    g = game(BIG, PLAIN, WEAK, pair_units="0-2=2")
    play_out(g, {0: BIG, 1: PLAIN, 2: WEAK})
    assert g.result().scores == [15 + 30.0, -9.0, -36.0]  # type: ignore[union-attr]
    with pytest.raises(InvalidOption, match="pair_units"):
        game(BIG, PLAIN, pair_units="0-5=2")


def test_dragon_declared_and_paid_thirteen_immediately() -> None:
    # "A player must declare and reveal the natural prior to the other hands being
    # exposed ... A winning natural hand is paid three units, except for the dragon, which
    # is paid thirteen units. Payments are made by each opponent immediately upon
    # declaration."
    g = game(DRAGON, PLAIN, WEAK)
    assert Action("declare") in g.legal_actions(0)
    assert Action("declare") not in g.legal_actions(1)
    g.apply(0, Action("declare"))
    set_rows(g, 1, PLAIN)
    ev = set_rows(g, 2, WEAK)
    paid = [e.public() for e in ev if e.type == "natural_paid"][0]
    assert paid["units"] == [26, -13, -13]
    assert g.view(1)["phase"] == "surrender"  # others not yet exposed
    hand0 = next(z for z in g.view(1)["zones"] if z["id"] == "hand:0")
    assert hand0["cards"] == cards(DRAGON) or sorted(hand0["cards"]) == sorted(cards(DRAGON))
    front1 = next(z for z in g.view(2)["zones"] if z["id"] == "front:1")
    assert front1["cards"] == ["??"] * 3
    g.apply(1, Action("keep"))
    g.apply(2, Action("keep"))
    assert g.result().scores == [26.0, -13.0 + 6, -13.0 - 6]  # type: ignore[union-attr]


def test_declare_refused_without_natural_and_natural_may_be_set() -> None:
    # "...the player has the option to set the hands and score them as usual"
    dragon_rows = ("2H 3D 4D", "5H 6D 7D 8D 9D", "TD JD QD KD AS")
    g = game(PLAIN, dragon_rows)
    with pytest.raises(IllegalAction, match="no natural"):
        g.apply(0, Action("declare"))
    assert Action("declare") in g.legal_actions(1)
    play_out(g, {0: PLAIN, 1: dragon_rows})
    # front: PLAIN pair beats 4-high (1); middle: straight beats trips; back: straight A high
    # beats Q-high straight. Seat 1 wins 2, loses 1.
    assert g.result().scores == [-1.0, 1.0]  # type: ignore[union-attr]


def test_six_pairs_and_higher_natural_wins() -> None:
    # "if two natural hands are compared against each other, the higher-ranked one wins"
    six = "2C 2D 4H 4S 6C 6D 8H 8S TC TD QH QS KH"
    flushes = "3C 5C 7C 9C JC 3H 5H 7H 9H JH AS 3S 5S"
    g = game(six, flushes)
    g.apply(0, Action("declare"))
    g.apply(1, Action("declare"))
    assert g.is_over()
    assert g.result().scores == [-3.0, 3.0]  # type: ignore[union-attr]
    rows = {z["id"]: z["cards"] for z in g.view(0)["zones"]}
    assert sorted(rows["front:1"]) == ["3S", "5S", "AS"]  # three flushes laid out (C4)


def test_surrender_pays_two_to_each_opponent_regardless() -> None:
    # "A surrendering player makes a flat two-unit payment to each opponent, regardless
    # of what the opponent holds." RULINGS 30: natural holders too.
    g = game(DRAGON, PLAIN, WEAK)
    g.apply(0, Action("declare"))
    set_rows(g, 1, PLAIN)
    set_rows(g, 2, WEAK)
    with pytest.raises(IllegalAction):
        g.apply(0, Action("surrender"))  # the natural holder has no choice to make
    g.apply(2, Action("surrender"))
    g.apply(1, Action("keep"))
    # seat 2: -13 (dragon) - 2 - 2; seat 1: -13 + 2; seat 0: 26 + 2.
    assert g.result().scores == [28.0, -11.0, -17.0]  # type: ignore[union-attr]
    rows = {z["id"]: z["cards"] for z in g.view(0)["zones"]}
    assert rows["front:2"] == ["??"] * 3  # a surrendered hand is never shown


def test_no_surrender_choice_when_every_opponent_paid_with_a_natural() -> None:
    """Two players, one natural: no hand is left to compare, so surrendering could only
    pay 2 more (RULINGS 30): the game ends when the natural is paid, nobody is asked."""
    g = game(DRAGON, PLAIN)
    g.apply(0, Action("declare"))
    set_rows(g, 1, PLAIN)
    assert g.is_over() and g.result().scores == [13.0, -13.0]  # type: ignore[union-attr]


def test_surrender_before_reveal_only() -> None:
    # "Prior to the hands being revealed, but after any naturals have been paid"
    g = game(PLAIN, WEAK)
    with pytest.raises(IllegalAction, match="surrender comes after"):
        g.apply(0, Action("surrender"))


SIX_PAIRS = "2H 2S 4H 4S 6H 6D 8H 8S TC TD QH QS KH"


@pytest.mark.parametrize("natural", [DRAGON, SIX_PAIRS])
def test_declared_natural_looks_like_a_sealed_setting(natural: str) -> None:
    # RULINGS conventions, simultaneous choices: "Collect one sealed choice per player;
    # nobody sees any choice until all are in". A dragon or six pairs "is not set into
    # front, middle, and back hands", yet until every seat has set, the others must not
    # tell a declared natural from a setting (by its event or by its cards' places).
    declared = game(PLAIN, natural)
    seen_declared = [e.for_seat(0) for e in declared.apply(1, Action("declare"))]
    played = game(PLAIN, WEAK)
    seen_set = [e.for_seat(0) for e in set_rows(played, 1, WEAK)][-1:]
    assert seen_declared == seen_set
    assert declared.view(0) == played.view(0)
    assert declared.view(None) == played.view(None)
    set_rows(declared, 0, PLAIN)  # once all are in, the natural is shown as a hand
    zones = {z["id"]: z["cards"] for z in declared.view(0)["zones"]}
    assert sorted(zones["hand:1"]) == sorted(cards(natural))
    assert zones["front:1"] == zones["middle:1"] == zones["back:1"] == []


def test_surrender_choice_sealed_until_all_have_chosen() -> None:
    # Module docstring: surrender or keep is "sealed too" (RULINGS conventions:
    # commit-reveal); it is told to everyone before the hands are revealed.
    def after_first(choice: str) -> tuple[list[Any], dict[str, Any], parlour.Game]:
        g = game(PLAIN, WEAK, BIG)
        play = {0: PLAIN, 1: WEAK, 2: BIG}
        for s, rows in play.items():
            set_rows(g, s, rows)
        seen = [e.for_seat(1) for e in g.apply(0, Action(choice))]
        return seen, g.view(1), g

    s_ev, s_view, g = after_first("surrender")
    k_ev, k_view, _ = after_first("keep")
    assert s_ev == k_ev and s_view == k_view
    g.apply(1, Action("keep"))
    ev = [e.public() for e in g.apply(2, Action("keep"))]
    assert {"type": "surrender", "seat": 0, "text": "Seat 0 surrenders and pays each opponent"} in ev
    assert g.result().scores[0] == -4.0  # type: ignore[union-attr]


def test_surrender_amount_is_the_option() -> None:
    g = game(PLAIN, WEAK, surrender=5)
    set_rows(g, 0, PLAIN)
    set_rows(g, 1, WEAK)
    assert g.label(Action("surrender"), 0) == "Surrender (pay 5 units each)"
    assert "5 units" in g.view(0)["prompt"]
    g.apply(1, Action("surrender"))
    g.apply(0, Action("keep"))
    assert g.result().scores == [5.0, -5.0]  # type: ignore[union-attr]
