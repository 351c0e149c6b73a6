"""Oklahoma Rummy: one test per rule sentence of seed 004, section "Oklahoma Rummy
(Arlington)", and per ruling (RULINGS.md 28 and the module's O1..O7), each from a
stacked deck through the public contract.

Deal order: one card at a time round the table from the dealer's left (seat 0 deals
unless the ``dealer`` option says otherwise), then the upcard, then the stock from its
top. Short hands (option ``cards_each``) reach the positions quickly.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest

import parlour
from parlour import Action, IllegalAction, InvalidOption
from parlour.cards import deck52

GAME = "oklahoma-rummy"


def stack(hands: list[list[str]], up: str, stock: Sequence[str] = (), dealer: int = 0) -> list[str]:
    """A deck dealing ``hands[seat]`` card by card from the dealer's left, then the
    upcard, then ``stock`` (its first card drawn first)."""
    n = len(hands)
    order = [(dealer + 1 + i) % n for i in range(n)]
    size = len(hands[0])
    assert all(len(h) == size for h in hands), "every hand the same size"
    return [hands[s][k] for k in range(size) for s in order] + [up, *stock]


def new(hands: list[list[str]], up: str, stock: Sequence[str] = (), *, variant: str | None = None,
        seed: int = 1, **options: Any) -> parlour.Game:
    options.setdefault("cards_each", len(hands[0]))
    deck = stack(hands, up, list(stock), options.get("dealer", 0))
    return parlour.new_game(GAME, len(hands), variant=variant, seed=seed, options=options, deck=deck)


def act(g: parlour.Game, seat: int, type_: str, **params: Any) -> list[dict[str, Any]]:
    return [e.for_seat(seat) for e in g.apply(seat, Action(type_, **params))]


def count(g: parlour.Game, zid: str, seat: int | None = 0) -> int:
    return int(next(z for z in g.view(seat)["zones"] if z["id"] == zid)["count"])


def said(events: list[dict[str, Any]]) -> str:
    return " | ".join(e.get("text", "") for e in events)


def cards(g: parlour.Game, zid: str, seat: int | None) -> list[str | None]:
    return next(z for z in g.view(seat)["zones"] if z["id"] == zid)["cards"]


def refused(g: parlour.Game, seat: int, action: Action, *words: str) -> str:
    before = g.full_view()
    with pytest.raises(IllegalAction) as err:
        g.apply(seat, action)
    for w in words:
        assert w in str(err.value)
    assert g.full_view() == before
    return str(err.value)


def offers(g: parlour.Game, seat: int, type_: str, cards_: list[str], run_from: int) -> bool:
    """Whether ``seat``'s legal actions hold this take or meld (its cards in any order)."""
    return any(a.type == type_ and sorted(a.cards) == sorted(cards_) and a.run_from == run_from
               for a in g.legal_actions(seat))


def meld(cards_: list[str], run_from: int = 0) -> Action:
    return Action("meld", cards=cards_, run_from=run_from)


# Two players, seat 1 first (seat 0 deals); hands of five.
P1 = ["7H", "7C", "7D", "KS", "9D"]
P0 = ["4C", "8S", "JD", "QD", "5H"]


def other(n: int) -> list[str]:
    """A hand of ``n`` for the player who only watches."""
    return ["4C", "8S", "JD", "QD", "5H", "6C", "TD", "3S"][:n]


# ----- "a game for two to eight players" (RULINGS 28: 2-7; 8 with eleven each) ------------
def test_two_to_seven_players_and_eight_only_with_eleven_cards_each() -> None:
    for n in range(2, 8):
        g = parlour.new_game(GAME, n, seed=n)
        assert [len(cards(g, f"hand:{s}", s)) for s in range(n)] == [13] * n
    with pytest.raises(InvalidOption, match="2 to 7 players, not 8"):
        parlour.new_game(GAME, 8, seed=1)
    g = parlour.new_game(GAME, 8, variant="eight-players", seed=1)
    assert [len(cards(g, f"hand:{s}", s)) for s in range(8)] == [11] * 8
    assert count(g, "stock") == 104 - 88 - 1


# ----- "a 104-card pack formed by shuffling two standard 52-card packs" ----------------------
def test_the_pack_is_two_standard_packs() -> None:
    g = parlour.new_game(GAME, 3, seed=5)
    every = Counter(str(c) for z in g.full_view()["zones"] for c in z["cards"])
    assert sum(every.values()) == 104
    assert every == Counter({str(c): 2 for c in deck52()})


# ----- "Shuffle and deal thirteen cards to each player. The remainder ... the stock. The top
# card of the stock is turned face up; this card, the upcard, is the top card of the discard
# pile." ----------------------------------------------------------------------------------------
def test_thirteen_each_the_stock_and_the_upcard() -> None:
    hands = [[f"{r}S" for r in "3456789TJQKA4"], [f"{r}H" for r in "3456789TJQKA4"]]
    g = new(hands, "9C", ["5D"])
    assert len(cards(g, "hand:1", 1)) == len(cards(g, "hand:0", 0)) == 13
    assert sorted(cards(g, "hand:1", 1)) == sorted(hands[1])  # type: ignore[type-var]
    assert cards(g, "hand:1", 0) == ["??"] * 13  # another player's hand is hidden
    assert cards(g, "discard", 0) == cards(g, "discard", 1) == ["9C"]
    assert count(g, "stock") == 104 - 26 - 1 and set(cards(g, "stock", 1)) == {"??"}
    act(g, 1, "draw")
    assert "5D" in cards(g, "hand:1", 1)


# ----- "A meld is either three or four of a kind, or three or four cards of the same suit, in
# sequence." ---------------------------------------------------------------------------------
def test_sets_and_runs_of_three_or_four() -> None:
    g = new([["4C", "5H", "6H", "8S", "JD", "JD", "QC"], ["7H", "7C", "7D", "7S", "5S", "6S", "3D"]],
            "KC", ["4S"])
    act(g, 1, "draw")
    refused(g, 1, meld(["3D", "7H", "7C"], 0), "not a meld", "share one rank")
    assert "set of 7s" in said(act(g, 1, "meld", cards=["7H", "7C", "7D", "7S"], run_from=0))
    assert "run 4 to 6 of spades" in said(act(g, 1, "meld", cards=["5S", "6S", "4S"], run_from=4))


def test_a_mixed_suit_sequence_is_no_meld() -> None:
    g = new([P0, ["5H", "6C", "7H", "KS", "9D"]], "KC", ["AD"])
    act(g, 1, "draw")
    refused(g, 1, meld(["5H", "6C", "7H"], 5), "share one suit")


# ----- "A meld may never contain five or more cards." --------------------------------------------
def test_never_five_cards() -> None:
    g = new([other(6), ["7H", "7C", "7D", "7S", "9D", "AC"]], "7S", ["8D"])
    act(g, 1, "draw")
    refused(g, 1, meld(["7H", "7C", "7D", "7S", "8D"], 0), "at most 4")
    act(g, 1, "meld", cards=["7H", "7C", "7D", "7S"], run_from=0)
    assert not [a for a in g.legal_actions(1) if a.type == "extend"]


# ----- "When a meld is formed, it is placed face up on the table in front of the player." ------
def test_melds_lie_face_up_in_front_of_their_owner() -> None:
    g = new([P0, P1], "KC", ["AD"])
    act(g, 1, "draw")
    act(g, 1, "meld", cards=["7H", "7C", "7D"], run_from=0)
    for seat in (0, 1, None):
        assert cards(g, "melds:1", seat) == ["7H", "7C", "7D", None]
    assert not [c for c in cards(g, "melds:0", 0) if c]
    assert g.view(0)["melds"][1] == ["set of 7s"]


# ----- "players may not contribute to their opponents' melds" -------------------------------------
def test_no_laying_off_on_an_opponents_meld() -> None:
    g = new([["7S", "8S", "JD", "QD", "5H"], P1], "KC", ["AD", "4D"])
    act(g, 1, "draw")
    act(g, 1, "meld", cards=["7H", "7C", "7D"], run_from=0)
    act(g, 1, "discard", card="9D")
    act(g, 0, "draw")
    # seat 0 holds a 7 but has no meld of its own: meld 0 is not seat 1's set
    assert not [a for a in g.legal_actions(0) if a.type == "extend"]
    refused(g, 0, Action("extend", meld=0, card="7S", end="high"), "not add to other players' melds")


# ----- "Aces may be either high or low for the purposes of melding, but not both at the same time,
# i.e. melds may not go "around the corner" from king to 2." --------------------------------------
def test_ace_high_or_low_never_around_the_corner() -> None:
    g = new([other(7), ["AS", "KS", "QS", "AH", "3H", "KH", "9D"]], "2H", ["TC"])
    # K-A-2 has no reading: no run starts above the queen, and from the ace the king has no place
    refused(g, 1, Action("take", cards=["KH", "AH"], run_from=13), "1 to 12, not 13")
    refused(g, 1, Action("take", cards=["KH", "AH"], run_from=1), "the K♥ has no place")
    assert not offers(g, 1, "take", ["KH", "AH"], 1)
    # the ace low, with the 2 of the pile: A♥ 2♥ 3♥ (a 2 standing for itself)
    assert "run A to 3 of hearts" in said(act(g, 1, "take", cards=["AH", "3H"], run_from=1))
    assert "run Q to A of spades" in said(act(g, 1, "meld", cards=["QS", "KS", "AS"], run_from=12))


# ----- "2s are wild and may represent any card" ---------------------------------------------------
def test_twos_represent_any_card() -> None:
    g = new([other(7), ["9H", "JH", "2C", "KD", "KC", "2S", "5D"]], "4C", ["8C"])
    act(g, 1, "draw")
    assert "2♣ as the 10" in said(act(g, 1, "meld", cards=["9H", "2C", "JH"], run_from=9))
    assert "2♠ as K" in said(act(g, 1, "meld", cards=["KD", "KC", "2S"], run_from=0))


# ----- "A 2 may not replace the Q♠ in a spade sequence unless it is the only 2 in the meld." -----
def test_a_two_as_the_queen_of_spades_only_alone() -> None:
    g = new([other(6), ["JS", "KS", "2C", "2D", "9H", "6C"]], "4C", ["2H"])
    act(g, 1, "draw")
    refused(g, 1, meld(["JS", "2C", "2D"], 11), "only when it is the only 2 in the meld")
    refused(g, 1, meld(["JS", "2C", "KS", "2D"], 11), "only when it is the only 2 in the meld")
    assert Action("meld", cards=["JS", "2C", "2D"], run_from=11) not in g.legal_actions(1)
    events = act(g, 1, "meld", cards=["JS", "2C", "KS"], run_from=11)
    assert "2♣ as the Q" in said(events) and events[0]["meld"]["points"] == 70
    # "a second 2 may not be added later" (issue 16)
    refused(g, 1, Action("extend", meld=0, card="2D", end="high"), "only 2 in the meld")
    refused(g, 1, Action("extend", meld=0, card="2D", end="low"), "only 2 in the meld")


def test_the_queen_of_spades_rule_is_only_for_the_queen_of_spades() -> None:
    g = new([P0, ["JH", "2C", "2D", "9S", "6C"]], "4C", ["3D"])
    act(g, 1, "draw")
    assert "run J to K of hearts" in said(act(g, 1, "meld", cards=["JH", "2C", "2D"], run_from=11))


# ----- "You may also form a meld of all 2s without any natural cards." -----------------------------
def test_a_meld_of_twos_alone_scores_25_each() -> None:
    g = new([P0, ["2C", "2D", "2H", "9H", "6C"]], "4C", ["2S"])
    act(g, 1, "draw")
    events = act(g, 1, "meld", cards=["2C", "2D", "2H"], run_from=0)
    assert "meld of 2s" in said(events) and events[0]["meld"]["points"] == 75
    act(g, 1, "extend", meld=0, card="2S", end="high")
    assert g.view(1)["meld_points"][1] == 100


def test_a_meld_of_twos_takes_only_twos() -> None:  # O4
    g = new([P0, ["2C", "2D", "2H", "9H", "6C"]], "4C", ["5S"])
    act(g, 1, "draw")
    act(g, 1, "meld", cards=["2C", "2D", "2H"], run_from=0)
    refused(g, 1, Action("extend", meld=0, card="9H", end="high"), "takes only 2s")


# ----- "A player normally begins their turn by drawing a card from the stock." --------------------
def test_a_turn_begins_with_a_draw() -> None:
    g = new([P0, P1], "KC", ["AD"])
    assert g.legal_actions(1)[0] == Action("draw")
    refused(g, 1, meld(["7H", "7C", "7D"]), "begin your turn by drawing")
    refused(g, 1, Action("discard", card="9D"), "begin your turn by drawing")
    refused(g, 0, Action("draw"), "seat 1's turn")
    act(g, 1, "draw")
    assert "AD" in cards(g, "hand:1", 1) and len(cards(g, "hand:1", 1)) == 6
    refused(g, 1, Action("draw"), "you have drawn this turn")


# ----- "if they are able to immediately meld the top card of the discard pile along with two cards
# from their hand, they are entitled to take the entire discard pile into their hand." ------------
def pile_game() -> parlour.Game:
    """Seat 1 holds 7♥ 7♣; the pile becomes 4♣ 9♦ 7♠ (7♠ on top) for seat 1's second turn."""
    g = new([["KS", "KD", "7S", "JD", "5C"], ["7H", "7C", "9D", "QH", "3S"]], "4C", ["3D", "5H", "TC"])
    act(g, 1, "draw")
    act(g, 1, "discard", card="9D")
    act(g, 0, "draw")
    act(g, 0, "discard", card="7S")
    return g


def test_taking_the_whole_pile_with_a_meld_of_its_top_card() -> None:
    g = pile_game()
    assert cards(g, "discard", 1) == ["4C", "9D", "7S"]
    assert offers(g, 1, "take", ["7H", "7C"], 0)
    events = act(g, 1, "take", cards=["7H", "7C"], run_from=0)
    assert "takes the discard pile (3 cards)" in said(events)
    assert cards(g, "discard", 0) == []
    assert cards(g, "melds:1", 0) == ["7S", "7H", "7C", None]
    assert sorted(cards(g, "hand:1", 1)) == sorted(["QH", "3S", "3D", "4C", "9D"])  # type: ignore[type-var]
    # everyone saw the pile's cards: the others see them in the taker's hand (O5)
    assert sorted(c for c in cards(g, "hand:1", 0) if c != "??") == ["4C", "9D"]
    assert g.view(1)["phase"] == "play"  # then melds and discards as after a draw


def test_no_take_without_a_meld_of_the_top_card() -> None:
    g = pile_game()
    refused(g, 1, Action("take", cards=["QH", "3S"], run_from=0), "not a meld")
    refused(g, 1, Action("take", cards=["KS", "KD"], run_from=0), "you do not hold K♠ K♦")


def test_the_meld_takes_exactly_two_hand_cards() -> None:  # RULINGS 28
    g = new([P0, ["7H", "7C", "7D", "9D", "QH"]], "7S", ["3D"])
    refused(g, 1, Action("take", cards=["7H"], run_from=0), "exactly two cards")
    refused(g, 1, Action("take", cards=["7H", "7C", "7D"], run_from=0), "at most 2")
    # a fourth card may join the new meld later in the same turn
    act(g, 1, "take", cards=["7H", "7C"], run_from=0)
    act(g, 1, "extend", meld=0, card="7D", end="high")
    assert cards(g, "melds:1", 0) == ["7S", "7H", "7C", "7D"]


def test_the_two_hand_cards_may_be_twos() -> None:  # RULINGS 28
    g = new([P0, ["2C", "2D", "9D", "QH", "4S"]], "KC", ["3D"])
    assert offers(g, 1, "take", ["2C", "2D"], 0)
    assert "set of kings" in said(act(g, 1, "take", cards=["2C", "2D"], run_from=0))


def test_the_top_card_may_be_a_two() -> None:
    # "meld the top card of the discard pile along with two cards from their hand": a 2 on
    # top is wild like any other 2; taking the last card of the pile with the last two
    # cards of the hand goes out
    g = new([["KS", "KD"], ["7H", "7C"]], "2S", ["AD"])
    assert offers(g, 1, "take", ["7H", "7C"], 0)
    events = act(g, 1, "take", cards=["7H", "7C"], run_from=0)
    assert "set of 7s (2♠ as 7): 7♥ 7♣ 2♠" in said(events) and "Seat 1 goes out" in said(events)
    assert g.view(0)["scores"] == [-20, 115]


def test_taking_is_instead_of_drawing() -> None:
    g = new([P0, P1], "7S", ["3D"])
    act(g, 1, "take", cards=["7H", "7C"], run_from=0)
    refused(g, 1, Action("draw"), "you have drawn this turn")
    assert count(g, "stock") == 104 - 10 - 1


# ----- "After drawing, a player may lay down any melds that they have. They may also extend any
# other melds they have played in previous turns, so long as doing does not cause the meld to
# exceed four cards. Melding is optional" -----------------------------------------------------------
def test_extending_an_earlier_meld_up_to_four_cards() -> None:
    g = new([other(6), ["5H", "6H", "7H", "3H", "9H", "KC"]], "4C", ["JD", "QC", "8H"])
    act(g, 1, "draw")
    act(g, 1, "meld", cards=["5H", "6H", "7H"], run_from=5)
    act(g, 1, "discard", card="JD")
    act(g, 0, "draw")
    act(g, 0, "discard", card="QC")
    act(g, 1, "draw")
    assert Action("extend", meld=0, card="8H", end="high") in g.legal_actions(1)
    refused(g, 1, Action("extend", meld=0, card="9H", end="high"), "does not fit the high end")
    refused(g, 1, Action("extend", meld=0, card="3H", end="low"), "does not fit the low end")
    events = act(g, 1, "extend", meld=0, card="8H", end="high")
    assert "adds the 8♥ to their run 5 to 8 of hearts" in said(events)
    assert cards(g, "melds:1", 0) == ["5H", "6H", "7H", "8H"]
    refused(g, 1, Action("extend", meld=0, card="9H", end="high"), "at most 4")


def test_melding_is_optional() -> None:
    g = new([P0, P1], "KC", ["AD"])
    act(g, 1, "draw")
    assert any(a.type == "meld" for a in g.legal_actions(1))
    act(g, 1, "discard", card="7H")
    assert g.view(0)["turn"] == 0 and g.view(0)["melds"][1] == []


# ----- "The player then completes their turn by discarding one card, face up, to the discard pile.
# Almost any card may be discarded, even 2s, but the Q♠ may not be discarded at any time." ---------
def test_the_discard_ends_the_turn_face_up() -> None:
    g = new([P0, P1], "KC", ["AD"])
    act(g, 1, "draw")
    assert "Seat 1 discards the 9♦" in said(act(g, 1, "discard", card="9D"))
    assert cards(g, "discard", 0) == ["KC", "9D"]
    assert g.view(0)["turn"] == 0 and g.legal_actions(0)[0] == Action("draw")


def test_a_two_may_be_discarded_but_never_the_queen_of_spades() -> None:
    g = new([P0, ["QS", "2H", "9D", "4C", "6D"]], "KC", ["QS"])
    act(g, 1, "draw")
    assert Action("discard", card="QS") not in g.legal_actions(1)
    refused(g, 1, Action("discard", card="QS"), "queen of spades may not be discarded at any time")
    assert "discards the 2♥" in said(act(g, 1, "discard", card="2H"))


def test_holding_only_the_queen_of_spades() -> None:  # RULINGS 28
    g = new([other(4), ["QS", "9H", "9C", "9D"]], "KC", ["9S"])
    act(g, 1, "draw")
    refused(g, 1, Action("pass"), "only a player holding nothing but the queen of spades")
    act(g, 1, "meld", cards=["9H", "9C", "9D", "9S"], run_from=0)
    assert cards(g, "hand:1", 1) == ["QS"]
    assert g.legal_actions(1) == [Action("pass")]
    assert "holds only the queen of spades" in said(act(g, 1, "pass"))
    assert cards(g, "hand:1", 1) == ["QS"] and g.view(0)["turn"] == 0
    assert cards(g, "discard", 0) == ["KC"]


# ----- "The hand ends when a player successfully gets rid of all of their cards. Their final card
# may either be melded or discarded." ---------------------------------------------------------------
def test_going_out_by_discarding_the_last_card() -> None:
    g = new([["KS", "KD", "AC", "JD"], ["7H", "7C", "7D", "7S"]], "4C", ["9H"])
    act(g, 1, "draw")
    act(g, 1, "meld", cards=["7H", "7C", "7D", "7S"], run_from=0)
    events = act(g, 1, "discard", card="9H")
    assert "Seat 1 goes out" in said(events)
    # melds 20 + 100; seat 0: K K A J in hand = 10 + 10 + 20 + 10
    assert "seat 1: melds 20 + 100 for going out = 120" in said(events)
    assert "seat 0: melds 0 - 50 in hand = -50" in said(events)
    assert g.view(0)["scores"] == [-50, 120]


def test_going_out_by_melding_the_last_card() -> None:
    g = new([["KS", "KD", "AC"], ["7H", "7C", "8D"]], "4C", ["7D"])
    act(g, 1, "draw")
    act(g, 1, "meld", cards=["7H", "7C", "7D"], run_from=0)
    refused(g, 1, Action("extend", meld=0, card="8D", end="high"), "is not a 7")
    assert g.view(1)["phase"] == "play"
    g2 = new([["KS", "KD", "AC"], ["7H", "7C", "7S"]], "4C", ["7D"])
    act(g2, 1, "draw")
    act(g2, 1, "meld", cards=["7H", "7C", "7S"], run_from=0)
    events = act(g2, 1, "extend", meld=0, card="7D", end="high")
    assert "Seat 1 goes out" in said(events) and g2.view(0)["scores"] == [-40, 120]


def test_the_hands_left_are_shown_at_the_end() -> None:  # O6
    g = new([["KS", "KD", "AC"], ["7H", "7C", "7S"]], "4C", ["7D"])
    act(g, 1, "draw")
    act(g, 1, "meld", cards=["7H", "7C", "7S", "7D"], run_from=0)
    assert sorted(cards(g, "hand:0", 1)) == ["AC", "KD", "KS"]  # type: ignore[type-var]


# ----- the values: "Q: 50 points" (RULINGS 28: the Q♠), "Aces: 20 points each", "Kings thru 8s: 10
# points each", "7s through 3s: 5 points each", "2s: ... otherwise scores equivalent to the card it
# represents"; in the hand "20 points for 2s, and 100 points for the Q♠" ---------------------------
@pytest.mark.parametrize(("hand", "run_from", "points"), [
    (["QS", "QS", "QH"], 0, 110),   # the Q♠ 50 each, another queen 10 (RULINGS 28)
    (["AS", "AD", "AC"], 0, 60),
    (["8C", "9C", "TC"], 8, 30),
    (["JD", "QD", "KD"], 11, 30),
    (["3H", "4H", "5H"], 3, 15),
    (["7S", "7D", "2C"], 0, 15),    # the 2 as a 7
    (["QH", "QD", "2C"], 0, 30),    # a 2 in a set of queens counts 10 (O2)
    (["JS", "2C", "KS"], 11, 70),   # a 2 as the Q♠ in a spade run counts 50
    (["AH", "2C", "3H"], 1, 30),    # a 2 standing for a 2 counts 5 (O3)
    (["KS", "AS", "2C"], 12, 80),   # Q♠ (the 2) K♠ A♠
])
def test_meld_values(hand: list[str], run_from: int, points: int) -> None:
    g = new([P0, [*hand, "9D", "6C"]], "4D", ["5S"])
    act(g, 1, "draw")
    events = act(g, 1, "meld", cards=hand, run_from=run_from)
    assert events[0]["meld"]["points"] == points
    assert g.view(0)["meld_points"] == [0, points]


def test_hand_values_and_the_going_out_bonus() -> None:
    # seat 0 keeps Q♠ 100, 2 20, A 20, K 10, Q♦ 10, 8 10, 7 5
    g = new([["QS", "2D", "AC", "KH", "QD", "8C", "7S"], ["9H", "9C", "9D", "JS", "JD", "JC", "5S"]],
            "6H", ["9S"])
    act(g, 1, "draw")
    act(g, 1, "meld", cards=["9H", "9C", "9D", "9S"], run_from=0)
    act(g, 1, "meld", cards=["JS", "JD", "JC"], run_from=0)
    events = act(g, 1, "discard", card="5S")
    assert "seat 0: melds 0 - 175 in hand = -175" in said(events)
    assert "seat 1: melds 70 + 100 for going out = 170" in said(events)


def test_melds_count_for_a_player_who_did_not_go_out() -> None:
    g = new([["9H", "9C", "9D", "KS"], ["7H", "7C", "7S", "AS"]], "4D", ["8S", "2C", "7D"])
    act(g, 1, "draw")
    act(g, 1, "discard", card="AS")
    act(g, 0, "draw")
    act(g, 0, "meld", cards=["9H", "9C", "9D"], run_from=0)
    act(g, 0, "discard", card="KS")
    act(g, 1, "draw")
    act(g, 1, "meld", cards=["7H", "7C", "7S", "7D"], run_from=0)
    events = act(g, 1, "discard", card="8S")
    # seat 0: three 9s melded (30), the 2♣ left (20); seat 1: 20 + 100
    assert "seat 0: melds 30 - 20 in hand = 10" in said(events)
    assert g.view(0)["scores"] == [10, 120]


# ----- the empty stock (RULINGS 28) -------------------------------------------------------------------
def test_an_empty_stock_ends_the_hand_when_the_next_player_cannot_take_the_pile() -> None:
    seat0 = ["AC", "3D", "5H", "7S", "9C", "JH", "KD", "AH", "3C", "5C", "7D", "9H", "JS"]
    g = play_out_stock(seat0, last="6C")  # seat 0 cannot meld the 6♣ with two of its cards
    assert count(g, "stock") == 0
    assert g.legal_actions(0) == [Action("stop")]
    assert "seat 0 does not take the discard pile: the hand ends" in said(act(g, 0, "stop"))
    view = g.view(0)
    assert view["phase"] == "scored"
    assert view["last_hand"]["out"] is None  # nobody went out: no bonus
    assert view["last_hand"]["totals"] == [-hand_points(seat0), -hand_points(SEAT1)]


def test_an_empty_stock_the_next_player_may_take_or_stop() -> None:
    seat0 = ["AC", "3D", "5H", "7S", "9C", "JH", "KD", "AH", "3C", "5C", "7D", "9H", "JS"]
    g = play_out_stock(seat0, last="5D")  # seat 0 holds 5♥ 5♣: it may take the 5♦
    assert g.view(0)["turn"] == 0 and g.view(0)["phase"] == "draw"
    legal = g.legal_actions(0)
    assert Action("stop") in legal and Action("draw") not in legal
    assert offers(g, 0, "take", ["5H", "5C"], 0)
    refused(g, 0, Action("draw"), "the stock is empty")
    events = act(g, 0, "stop")
    assert "does not take the discard pile: the hand ends" in said(events)
    assert g.view(0)["last_hand"]["out"] is None


def test_stop_only_with_an_empty_stock() -> None:
    g = new([P0, P1], "KC", ["AD"])
    refused(g, 1, Action("stop"), "only when the stock is empty")


SEAT1 = ["QS", "QS", "4H", "4H", "6D", "6D", "TC", "TC", "KH", "KH", "3S", "3S", "JD"]


def hand_points(hand: list[str]) -> int:
    values = {"A": 20, "K": 10, "Q": 10, "J": 10, "T": 10, "9": 10, "8": 10, "2": 20}
    return sum(100 if c == "QS" else values.get(c[0], 5) for c in hand)


def play_out_stock(seat0: list[str], last: str) -> parlour.Game:
    """Two players, hands of thirteen; each player draws and discards the drawn card
    until the stock (76 cards, ``last`` at the bottom) is empty. Seat 1 holds both Q♠."""
    rest = Counter(str(c) for c in deck52() for _ in range(2))
    rest.subtract(Counter(seat0 + SEAT1 + ["8D", last]))
    middle = [c for c in sorted(rest.elements()) if not c.startswith("2")] + \
        [c for c in sorted(rest.elements()) if c.startswith("2")]
    g = new([seat0, SEAT1], "8D", [*middle, last])
    while g.view(0)["phase"] == "draw" and count(g, "stock"):
        seat = g.view(0)["turn"]
        before = Counter(cards(g, f"hand:{seat}", seat))
        act(g, seat, "draw")
        drawn = list((Counter(cards(g, f"hand:{seat}", seat)) - before).elements())[0]
        act(g, seat, "discard", card=drawn)
    return g


# ----- "Game play continues until at least one player reaches a score of 1,000 points at the end of
# a hand. The player with the highest score at that point is the winner." ---------------------------
def test_the_match_is_played_to_1000() -> None:
    g = parlour.new_game(GAME, 2, seed=1)
    assert g.view(0)["target"] == 1000


def test_the_hand_ends_the_match_once_a_player_reaches_the_target() -> None:
    g = new([["KS", "KD", "AC"], ["7H", "7C", "7S"]], "4C", ["7D"], target=100)
    act(g, 1, "draw")
    act(g, 1, "meld", cards=["7H", "7C", "7S", "7D"], run_from=0)
    assert g.is_over()
    res = g.result()
    assert res is not None and res.winners == [1] and res.scores == [-40.0, 120.0]
    assert "Seat 1 wins with 120 points" in res.reason


def test_below_the_target_the_next_dealer_deals() -> None:
    g = new([["KS", "KD", "AC"], ["7H", "7C", "7S"]], "4C", ["7D"])
    act(g, 1, "draw")
    act(g, 1, "meld", cards=["7H", "7C", "7S", "7D"], run_from=0)
    assert not g.is_over() and g.view(0)["phase"] == "scored" and g.view(0)["dealer"] == 1
    refused(g, 0, Action("deal"), "seat 1 deals the next one")
    assert g.legal_actions(1) == [Action("deal")]
    act(g, 1, "deal")
    assert g.view(0)["hand"] == 2 and g.view(0)["turn"] == 0  # the new dealer's left
    assert [len(cards(g, f"hand:{s}", s)) for s in (0, 1)] == [3, 3]
    assert g.view(0)["scores"] == [-40, 120]


def test_equal_leaders_at_the_target_play_another_hand() -> None:  # RULINGS 28
    g = new([["KS", "KD", "KC", "KH", "5H"], ["7H", "7C", "7S", "3H", "3C"]], "4C", ["3S", "3D"],
            target=30, out_bonus=5, dealer=1)
    act(g, 0, "draw")
    act(g, 0, "meld", cards=["KS", "KD", "KC", "KH"], run_from=0)
    act(g, 0, "discard", card="3S")
    act(g, 1, "draw")
    act(g, 1, "meld", cards=["7H", "7C", "7S"], run_from=0)
    events = act(g, 1, "meld", cards=["3H", "3C", "3D"], run_from=0)
    assert "Seat 1 goes out" in said(events)
    # seat 0: 40 - 5; seat 1: 30 + 5: both past 30, level
    assert g.view(0)["scores"] == [35, 35]
    assert not g.is_over() and g.view(0)["phase"] == "scored" and g.legal_actions(0) == [Action("deal")]


def test_the_highest_score_wins_when_several_pass_the_target() -> None:
    g = new([["KS", "KD", "KC", "KH", "5H"], ["7H", "7C", "7S", "3H", "3C"]], "4C", ["3S", "3D"],
            target=30, out_bonus=10, dealer=1)
    act(g, 0, "draw")
    act(g, 0, "meld", cards=["KS", "KD", "KC", "KH"], run_from=0)
    act(g, 0, "discard", card="3S")
    act(g, 1, "draw")
    act(g, 1, "meld", cards=["7H", "7C", "7S"], run_from=0)
    act(g, 1, "meld", cards=["3H", "3C", "3D"], run_from=0)
    res = g.result()
    assert g.is_over() and res is not None
    assert res.scores == [35.0, 40.0] and res.winners == [1]  # both past 30: the higher wins


def test_a_match_ends_after_the_deal_limit_the_most_points_winning() -> None:  # O7
    assert parlour.new_game(GAME, 2, seed=1).options.deals == 100
    g = new([["KS", "KD", "AC"], ["7H", "7C", "7S"]], "4C", ["7D"], deals=1)
    act(g, 1, "draw")
    act(g, 1, "meld", cards=["7H", "7C", "7S", "7D"], run_from=0)
    res = g.result()
    assert g.is_over() and res is not None and res.winners == [1]
    assert "the last deal played" in res.reason


# ----- RULINGS 28: a wild 2 in a meld is never replaced by the natural card ----------------------------
def test_a_wild_two_is_never_replaced() -> None:
    g = new([other(6), ["5H", "2C", "7H", "6H", "9C", "9D"]], "4C", ["JD"])
    act(g, 1, "draw")
    act(g, 1, "meld", cards=["5H", "2C", "7H"], run_from=5)  # the 2 is the 6♥
    for end in ("low", "high"):
        refused(g, 1, Action("extend", meld=0, card="6H", end=end), "2♣ in the run already stands for the 6♥")
    assert not [a for a in g.legal_actions(1) if a.type == "extend" and a.card == "6H"]


def test_a_meld_keeps_the_reading_it_was_laid_with() -> None:  # O1
    g = new([other(6), ["7H", "8H", "2C", "6H", "9H", "KC"]], "4C", ["JD"])
    act(g, 1, "draw")
    act(g, 1, "meld", cards=["7H", "8H", "2C"], run_from=7)  # 7 8 (9)
    assert Action("extend", meld=0, card="6H", end="low") in g.legal_actions(1)
    refused(g, 1, Action("extend", meld=0, card="9H", end="high"), "2♣ in the run already stands for the 9♥")


def test_a_set_grows_at_its_high_end() -> None:
    g = new([P0, ["7H", "7C", "7D", "7S", "9D"]], "KC", ["AD"])
    act(g, 1, "draw")
    act(g, 1, "meld", cards=["7H", "7C", "7D"], run_from=0)
    refused(g, 1, Action("extend", meld=0, card="7S", end="low"), "use end 'high'")
    act(g, 1, "extend", meld=0, card="7S", end="high")


# ----- bad input ------------------------------------------------------------------------------------
def test_bad_input_is_refused_with_a_reason() -> None:
    g = new([P0, P1], "KC", ["AD"])
    act(g, 1, "draw")
    refused(g, 1, meld(["7H", "7C", "AS"]), "you do not hold 7♥ 7♣ A♠")
    refused(g, 1, meld(["7H", "7C", "7D"], 13), "run_from is 0")
    refused(g, 1, Action("discard", card="AS"), "you do not hold A♠")
    refused(g, 1, Action("extend", meld=3, card="7H", end="high"), "no meld on the table")
    refused(g, 1, Action("extend", meld=0, card="7H", end="up"), "no meld")
    refused(g, 1, Action("deal"), "still being played")


def test_card_spellings() -> None:
    g = new([P0, P1], "KC", ["AD"])
    act(g, 1, "draw")
    act(g, 1, "meld", cards=["7♥", "7c", "7D"], run_from=0)
    act(g, 1, "discard", card="9♦")
    assert cards(g, "discard", 0) == ["KC", "9D"]


# ----- the first dealer and the player to the dealer's left -------------------------------------------
def test_the_player_to_the_dealers_left_plays_first() -> None:
    g = new([P0, P1, ["3C", "3D", "5D", "6S", "8C"]], "KC", ["AD"], dealer=1)
    assert g.view(0)["turn"] == 2 and g.actors() == [2]
    with pytest.raises(InvalidOption, match="option 'dealer'"):
        parlour.new_game(GAME, 2, options={"dealer": 3})


# ----- RULINGS 28, "Stuck with only the Q♠ ... Alternative: forbid the moves that lead there."
# (RULINGS: "Where a ruling names an alternative as a variant or option, offer it"): option
# ``stuck_queen="forbid"`` refuses a meld, an extension or a take that would leave nothing
# but the Q♠ in the hand; ``pass`` stays only for a hand drawn into nothing but Q♠s ----------
def test_the_alternative_forbids_melding_down_to_the_queen_of_spades() -> None:  # RULINGS 28
    assert parlour.new_game(GAME, 2, seed=1).options.stuck_queen == "pass"
    g = new([other(4), ["QS", "9H", "9C", "9D"]], "KC", ["9S"], stuck_queen="forbid")
    act(g, 1, "draw")
    refused(g, 1, meld(["9H", "9C", "9D", "9S"], 0), "leave you holding only the queen of spades")
    assert not offers(g, 1, "meld", ["9H", "9C", "9D", "9S"], 0)
    act(g, 1, "meld", cards=["9H", "9C", "9D"], run_from=0)
    refused(g, 1, Action("extend", meld=0, card="9S", end="high"), "only the queen of spades")
    assert Action("extend", meld=0, card="9S", end="high") not in g.legal_actions(1)
    assert Action("pass") not in g.legal_actions(1)
    act(g, 1, "discard", card="9S")
    assert cards(g, "hand:1", 1) == ["QS"]


def test_the_alternative_forbids_taking_down_to_the_queen_of_spades() -> None:  # RULINGS 28
    # the pile is the Q♠ upcard under the 7♠: taking it with 7♥ 7♣ leaves only the Q♠
    for option in ("pass", "forbid"):
        g = new([["5S", "7S"], ["7H", "7C"]], "QS", ["9C", "KH"], dealer=1, stuck_queen=option)
        act(g, 0, "draw")
        act(g, 0, "discard", card="7S")
        take = Action("take", cards=["7H", "7C"], run_from=0)
        if option == "forbid":
            assert g.legal_actions(1) == [Action("draw")]
            refused(g, 1, take, "leave you holding only the queen of spades")
        else:
            assert offers(g, 1, "take", ["7H", "7C"], 0)
            g.apply(1, take)
            assert cards(g, "hand:1", 1) == ["QS"] and g.legal_actions(1) == [Action("pass")]


def test_the_alternative_keeps_pass_for_a_hand_drawn_into_queens() -> None:  # RULINGS 28
    g = new([other(1), ["QS"]], "KC", ["4D", "5C", "QS"], stuck_queen="forbid")
    act(g, 1, "draw")
    act(g, 1, "discard", card="4D")
    act(g, 0, "draw")
    act(g, 0, "discard", card="5C")
    act(g, 1, "draw")
    assert cards(g, "hand:1", 1) == ["QS", "QS"]
    assert g.legal_actions(1) == [Action("pass")]
    act(g, 1, "pass")
    assert g.view(0)["turn"] == 0


# ----- prompts say what the legal moves are ----------------------------------------------------
def test_the_prompt_offers_the_pile_only_when_it_can_be_taken() -> None:
    g = new([["3H", "4H", "5H"], ["7D", "8C", "9C"]], "KS", ["JD"])
    assert [a.type for a in g.legal_actions(1)] == ["draw"]
    assert g.view(1)["prompt"] == "Your turn: draw from the stock."


def test_holding_only_the_queen_of_spades_the_prompt_says_pass_not_discard() -> None:
    g = new([["3H", "4H", "5H", "9C"], ["4C", "5C", "6C", "QS"]], "KD", ["7C", "9D", "TD"],
            target=10000)
    act(g, 1, "draw")
    act(g, 1, "meld", cards=["4C", "5C", "6C", "7C"], run_from=4)
    assert [a.type for a in g.legal_actions(1)] == ["pass"]
    assert "(pass)" in g.view(1)["prompt"] and "then discard" not in g.view(1)["prompt"]


def test_when_the_match_is_over_the_prompt_gives_the_result_not_a_turn() -> None:
    g = new([["QS", "2D", "AC"], ["JS", "QS", "KS"]], "4C", ["9C"], target=100)
    act(g, 1, "draw")
    act(g, 1, "meld", cards=["JS", "QS", "KS"], run_from=11)
    act(g, 1, "discard", card="9C")
    assert g.is_over()
    for seat in (0, 1, None):
        assert g.view(seat)["prompt"] == ("Game over: Seat 1 wins with 170 points after 1 hand "
                                          "(reaching the target).")
