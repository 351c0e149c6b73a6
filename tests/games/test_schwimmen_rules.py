"""Schwimmen: one test per rule sentence of seed 000, section "Schwimmen", and per ruling
(RULINGS.md 4 and the module's W1..W6), each from a stacked deck through the public
contract.

Deal order: one card at a time round the table from the dealer's left (seat 0 deals
unless the ``dealer`` option says otherwise), then three board cards, then the stock
(top first). A list of such decks stacks one per hand.
"""

from __future__ import annotations

from typing import Any

import pytest

import parlour
from parlour import Action, IllegalAction, InvalidOption
from parlour.cards import parse_cards
from parlour.games.schwimmen.rules import value


def stack(hands: list[list[str]], board: list[str], stock: list[str] | tuple[str, ...] = (),
          dealer: int = 0, seats: list[int] | None = None) -> list[str]:
    n = len(hands)
    order = [(dealer + 1 + i) % n for i in range(n)]
    order = [s for s in order if seats is None or s in seats]
    return [hands[s][k] for k in range(3) for s in order] + board + list(stock)


def new(hands: list[list[str]], board: list[str], stock: list[str] | tuple[str, ...] = (),
        *more: list[str], variant: str | None = None, **options: Any) -> parlour.Game:
    first = stack(hands, board, stock, options.get("dealer", 0))
    return parlour.new_game("schwimmen", len(hands), variant=variant, seed=1,
                            options=options or None, deck=[first, *more] if more else first)


def act(g: parlour.Game, seat: int, kind: str, /, **params: Any) -> list[dict[str, Any]]:
    return [e.for_seat(seat) for e in g.apply(seat, Action(kind, **params))]


def ex(g: parlour.Game, seat: int, take: str, give: str, close: bool = False,
       show: bool = False) -> list[dict[str, Any]]:
    return act(g, seat, "exchange", take=take, give=give, close=close, show=show)


def cards(g: parlour.Game, zid: str, seat: int | None) -> list[str]:
    return list(next(z for z in g.view(seat)["zones"] if z["id"] == zid)["cards"])


def refused(g: parlour.Game, seat: int, action: Action, *words: str) -> None:
    before = g.full_view()
    with pytest.raises(IllegalAction) as err:
        g.apply(seat, action)
    for w in words:
        assert w in str(err.value), str(err.value)
    assert g.full_view() == before


def pts(text: str) -> float:
    return value(parse_cards(text.split()))[0] / 2


TWO = [["7C", "8D", "9H"], ["KS", "QH", "TD"]]
BOARD = ["AC", "JC", "7H"]


def started(hands: list[list[str]] = TWO, board: list[str] = BOARD, stock: tuple[str, ...] = (),
            **options: Any) -> parlour.Game:
    """A hand in play: the dealer kept."""
    g = new(hands, board, stock, **options)
    act(g, options.get("dealer", 0), "keep")
    return g


# ----- the table -----------------------------------------------------------------------------
def test_two_to_eight_players_and_the_32_card_deck() -> None:
    for n in (2, 8):
        g = parlour.new_game("schwimmen", n, seed=n)
        every = [c for z in g.full_view()["zones"] for c in z["cards"]]
        assert len(every) == 32 == len(set(every))
        assert not any(c[0] in "23456" for c in every)  # "remove the 2s through 6s"
    for n in (1, 9):
        with pytest.raises(InvalidOption, match="2 to 8 players"):
            parlour.new_game("schwimmen", n)


def test_each_player_has_an_equal_number_of_chips_three_works_well() -> None:
    assert parlour.new_game("schwimmen", 3, seed=1).view(None)["chips"] == [3, 3, 3]
    assert parlour.new_game("schwimmen", 2, seed=1, options={"chips": 5}).view(0)["chips"] == [5, 5]


def test_deal_three_each_three_face_down_to_the_board_the_rest_is_the_stock() -> None:
    g = new(TWO, BOARD, ["8C", "9C"])
    assert cards(g, "hand:1", 1) == TWO[1] and cards(g, "hand:1", 0) == ["??"] * 3
    for seat in (0, 1, None):
        assert cards(g, "centre", seat) == ["??"] * 3  # face down: nobody, not even the dealer
    stock = next(z for z in g.view(None)["zones"] if z["id"] == "stock")
    assert stock["count"] == 32 - 9


# ----- values -----------------------------------------------------------------------------------
def test_aces_eleven_faces_ten_others_face_value_best_suit_counts() -> None:
    assert pts("AS KD 7H") == 11   # "A♠-K♦-7♥ would score eleven"
    assert pts("AS KD 7D") == 17   # "A♠-K♦-7♦ would score seventeen"
    assert pts("QC JC 9C") == 29 and pts("TH 8H 7S") == 18


def test_three_of_a_kind_scores_thirty_and_a_half_feuer_32_schnauz_31() -> None:
    assert pts("7C 7D 7H") == 30.5 and pts("KC KD KS") == 30.5
    assert pts("AC AD AH") == 32
    assert pts("AH KH TH") == 31
    assert pts("AH KH 9H") == 30  # one suit but not 31: no Schnauz


def test_two_suits_tied_for_best_score_with_the_higher_suit() -> None:
    """R4.3 (10♣ 10♥ 7♦: clubs scores)."""
    assert value(parse_cards(["TC", "TH", "7D"])) == (20, 3)
    assert value(parse_cards(["TH", "TD", "8S"])) == (20, 1)  # hearts over diamonds


# ----- the dealer's decision ------------------------------------------------------------------
def test_the_dealer_decides_first_keeping_turns_the_board_up() -> None:
    g = new(TWO, BOARD)
    assert g.actors() == [0] and {a.type for a in g.legal_actions(0)} == {"keep", "swap"}
    refused(g, 1, Action("pass"), "dealer keeps their hand or takes the board")
    events = act(g, 0, "keep")
    assert "the board is turned up: A♣, J♣, 7♥" in events[0]["text"]
    assert cards(g, "centre", 1) == BOARD and g.actors() == [1]


def test_the_dealer_may_take_the_board_unseen_and_turn_the_old_hand_up() -> None:
    g = new(TWO, BOARD)
    act(g, 0, "swap")
    assert cards(g, "hand:0", 0) == BOARD and cards(g, "hand:0", 1) == ["??"] * 3
    assert cards(g, "centre", 1) == ["7C", "8D", "9H"]  # the old hand, face up
    assert g.actors() == [0] and g.legal_actions(0) == [Action("begin")]
    act(g, 0, "begin")
    assert g.actors() == [1]  # "The player to the dealer's left goes first"


# ----- a turn ---------------------------------------------------------------------------------------
def test_exchange_one_card_with_the_board() -> None:
    g = started()
    events = ex(g, 1, "AC", "TD")
    assert events[0]["text"] == "Seat 1 takes the A♣ and puts down the 10♦"
    assert cards(g, "centre", 0) == ["TD", "JC", "7H"] and cards(g, "hand:1", 1) == ["KS", "QH", "AC"]
    assert cards(g, "hand:1", 0) == ["??", "??", "AC"]  # everyone saw the A♣ taken
    assert g.actors() == [0]


def test_exchange_all_three_but_never_two() -> None:
    g = started()
    act(g, 1, "exchange3", close=False, show=False)
    assert cards(g, "hand:1", 1) == BOARD and cards(g, "centre", 0) == TWO[1]
    # there is no action taking two: the schema has one card or all three
    assert {a.type for a in g.legal_actions(0)} == {"exchange", "exchange3", "pass", "close"}


def test_an_exchange_that_neither_closes_nor_shows_may_leave_those_flags_out() -> None:
    g = started()
    assert act(g, 1, "exchange", take="AC", give="TD")[0]["text"] == \
        "Seat 1 takes the A♣ and puts down the 10♦"
    assert g.record()["actions"][-1]["action"] == {
        "type": "exchange", "take": "AC", "give": "TD", "close": False, "show": False}
    act(g, 0, "exchange3")
    assert cards(g, "hand:0", 0) == ["TD", "JC", "7H"]


def test_a_player_may_pass() -> None:
    g = started()
    assert act(g, 1, "pass")[0]["text"] == "Seat 1 passes" and g.actors() == [0]


def test_bad_exchanges_are_refused_with_a_reason() -> None:
    g = started()
    refused(g, 1, Action("exchange", take="8C", give="KS", close=False, show=False), "not on the board")
    refused(g, 1, Action("exchange", take="AC", give="7C", close=False, show=False), "not in your hand")
    refused(g, 0, Action("pass"), "seat 1's turn")
    refused(g, 1, Action("exchange", take="AC", give="KS", close=True, show=False), "whole turn")


# ----- closing --------------------------------------------------------------------------------------
def test_close_gives_each_opponent_one_last_turn() -> None:
    hands = [["7C", "8D", "9H"], ["KS", "QS", "TD"], ["8C", "9D", "TH"]]
    g = started(hands)
    act(g, 1, "close")  # R4.1: the whole turn; R4.2: even the first
    assert g.view(0)["closer"] == 1 and g.actors() == [2]
    refused(g, 2, Action("close"), "already closed")
    act(g, 2, "pass")
    events = act(g, 0, "pass")
    assert any(e["type"] == "showdown" for e in events)  # the turn reached the closer
    assert g.view(None)["chips"] == [2, 3, 3]  # seat 0: 9 points, the lowest


def test_close_after_exchange_variant() -> None:
    g = started(variant="close-after-exchange")
    ex(g, 1, "AC", "TD", close=True)
    assert g.view(0)["closer"] == 1 and g.actors() == [0]


# ----- an orbit of passes ---------------------------------------------------------------------------
def test_an_all_pass_orbit_renews_the_board_from_the_stock() -> None:
    g = started(stock=("8C", "9C", "TS"))
    act(g, 1, "pass")
    events = act(g, 0, "pass")
    renew = next(e for e in events if e["type"] == "renew")
    assert renew["seat"] == 0 and "discards the board" in renew["text"]
    assert cards(g, "centre", 1) == ["8C", "9C", "TS"]
    dead = next(z for z in g.full_view()["zones"] if z["id"] == "dead")
    assert dead["cards"] == BOARD


def test_a_pass_orbit_broken_by_an_exchange_does_not_renew() -> None:
    g = started(stock=("8C", "9C", "TS"))
    act(g, 1, "pass")
    ex(g, 0, "AC", "7C")
    assert not any(e["type"] == "renew" for e in act(g, 1, "pass"))
    events = act(g, 0, "pass")  # seats 1 and 0: a whole orbit of passes since the exchange
    assert any(e["type"] == "renew" for e in events)


def test_with_too_small_a_stock_a_second_pass_orbit_ends_the_hand() -> None:
    """R4.4: 8 players leave a 5-card stock; after one renewal only 2 cards remain."""
    g = parlour.new_game("schwimmen", 8, seed=4)
    act(g, 0, "keep")
    orbit = 0
    while g.view(None)["phase"] != "scored":
        seat = g.actors()[0]
        events = act(g, seat, "pass")
        orbit += 1
        if orbit == 8:
            assert any(e["type"] == "renew" for e in events)
        if orbit == 16:
            assert any(e["type"] == "no_renew" for e in events)
    assert orbit == 24 and g.view(None)["last_showdown"]["why"] == "passes"


# ----- specials --------------------------------------------------------------------------------------
def test_a_dealt_schnauz_is_shown_and_ends_the_hand_at_once() -> None:
    g = new([["7C", "8D", "9H"], ["AS", "KS", "QS"]], BOARD)
    assert g.view(None)["phase"] == "scored"
    assert g.view(None)["chips"] == [2, 3] and cards(g, "hand:1", 0) == ["AS", "KS", "QS"]


def test_an_exchange_making_a_special_must_show_it_and_ends_the_hand() -> None:
    hands = [["7C", "8D", "9H"], ["AS", "KS", "TD"], ["8C", "9D", "TH"]]
    g = started(hands, ["QS", "JC", "7H"])
    refused(g, 1, Action("exchange", take="QS", give="TD", close=False, show=False), "Schnauz", "show")
    refused(g, 1, Action("exchange", take="JC", give="TD", close=False, show=True), "only a Feuer")
    events = ex(g, 1, "QS", "TD", show=True)
    assert [e["type"] for e in events][:3] == ["exchange", "special", "showdown"]
    assert g.view(None)["phase"] == "scored"  # "the other players do not get another turn"
    assert g.view(None)["chips"] == [2, 3, 3]


def test_the_dealer_taking_a_special_from_the_board_shows_it() -> None:
    g = new(TWO, ["AC", "AD", "AH"])
    act(g, 0, "swap")
    assert g.legal_actions(0) == [Action("show")]
    refused(g, 0, Action("begin"), "Feuer")
    act(g, 0, "show")
    assert g.view(None)["chips"] == [3, 2]  # Feuer: every opponent loses a chip


def test_feuer_beats_schnauz_when_both_are_dealt() -> None:
    g = new([["AC", "AD", "AH"], ["AS", "KS", "QS"], ["7C", "8D", "9H"]], ["TC", "JC", "7H"])
    assert g.view(None)["chips"] == [3, 2, 2]


# ----- the loss of a chip -------------------------------------------------------------------------
def test_lowest_ties_are_broken_by_the_scoring_suit() -> None:
    hands = [["TH", "9D", "7S"], ["KS", "QS", "TD"], ["TC", "8D", "7H"]]  # 10♥ vs 10♣
    g = started(hands, ["AD", "JD", "8H"])
    act(g, 1, "close")
    act(g, 2, "pass")
    act(g, 0, "pass")
    assert g.view(None)["chips"] == [2, 3, 3]  # hearts below clubs


def test_three_of_a_kind_ties_by_rank_and_full_ties_both_lose() -> None:
    hands = [["7C", "7D", "7H"], ["8C", "8D", "8H"], ["KS", "QS", "AS"]]
    g = new(hands, ["9C", "JD", "TH"])  # seat 2 Schnauz: the hand ends; 7s lose to 8s
    assert g.view(None)["chips"] == [2, 3, 3]
    hands = [["TC", "8C", "7D"], ["TS", "8S", "7H"], ["KH", "QH", "9D"]]
    g = started(hands, ["9S", "JD", "8D"])  # 18 in clubs vs 18 in spades: clubs higher
    act(g, 1, "close")
    act(g, 2, "pass")
    act(g, 0, "pass")
    assert g.view(None)["chips"] == [3, 2, 3]
    hands = [["TC", "8D", "7H"], ["TD", "8C", "7S"], ["KH", "QH", "9H"]]
    g = started(hands, ["9S", "JD", "8S"])  # 10 in clubs vs 10 in diamonds
    act(g, 1, "close")
    act(g, 2, "pass")
    act(g, 0, "pass")
    assert g.view(None)["chips"] == [3, 2, 3]


def test_an_unresolved_tie_costs_both_a_chip() -> None:
    hands = [["TC", "8D", "7H"], ["JC", "7D", "8S"], ["KH", "QH", "9H"]]
    g = started(hands, ["9S", "JD", "8C"])  # 10 clubs vs 10 clubs (J♣ alone): same suit
    act(g, 1, "close")
    act(g, 2, "pass")
    act(g, 0, "pass")
    assert g.view(None)["chips"] == [2, 2, 3]


# ----- the match ---------------------------------------------------------------------------------------
def test_the_deal_passes_left_and_a_player_with_no_chips_swims_then_goes_out() -> None:
    lose0 = stack([["7C", "8D", "9H"], ["AS", "KS", "QS"]], BOARD, dealer=0)   # seat 0 loses
    lose0b = stack([["7C", "8D", "9H"], ["AS", "KS", "QS"]], BOARD, dealer=1)
    g = parlour.new_game("schwimmen", 2, seed=1, options={"chips": 1}, deck=[lose0, lose0b])
    assert g.view(None)["swimming"] == [True, False] and g.view(None)["chips"] == [0, 1]
    assert not g.is_over() and g.actors() == [1]  # the deal passed left
    act(g, 1, "deal")
    assert g.is_over()
    res = g.result()
    assert res is not None and res.winners == [1] and res.placing == [2, 1]


def test_last_two_swimmers_tied_replay_the_hand() -> None:
    """The seed's last-two rule (R4.6 generalises it)."""
    hands = [["TC", "8D", "7H"], ["JC", "7D", "8S"]]
    g = parlour.new_game("schwimmen", 2, seed=1, options={"chips": 1},
                         deck=[stack([["7C", "8D", "9H"], ["9C", "7D", "8S"]], BOARD),
                               stack([["KS", "QS", "TH"], ["7C", "8H", "9H"]], BOARD, dealer=1),
                               stack(hands, ["9S", "JD", "8C"], dealer=0)])
    act(g, 0, "keep")
    act(g, 1, "close")
    act(g, 0, "pass")  # 9 hearts vs 9 clubs: seat 0 swims
    act(g, 1, "deal")
    act(g, 1, "keep")
    act(g, 0, "close")
    act(g, 1, "pass")  # 20 spades vs 17 hearts: seat 1 swims
    assert g.view(None)["swimming"] == [True, True]
    act(g, 0, "deal")
    act(g, 0, "keep")
    act(g, 1, "close")
    events = act(g, 0, "pass")  # 10 clubs each: both would be out
    assert "played again" in events[1]["text"]
    assert not g.is_over() and g.view(None)["dealer"] == 0 and g.view(None)["chips"] == [0, 0]


def test_feuer_may_put_everyone_else_out() -> None:
    """R4.6."""
    g = parlour.new_game("schwimmen", 3, seed=1, options={"chips": 1}, deck=[
        stack([["7C", "8D", "9H"], ["AS", "AC", "AH"], ["8C", "9D", "TH"]], ["KC", "JD", "7S"]),
        stack([["7C", "8D", "9H"], ["AC", "AD", "AH"], ["8C", "9D", "TH"]], ["KC", "JD", "7H"],
              dealer=1)])
    assert g.view(None)["swimming"] == [True, False, True]
    act(g, 1, "deal")
    assert g.is_over() and g.result().winners == [1]  # type: ignore[union-attr]


def test_bad_options() -> None:
    with pytest.raises(InvalidOption, match="dealer"):
        parlour.new_game("schwimmen", 3, options={"dealer": 5})


def test_taking_the_whole_board_for_a_special_must_show_it() -> None:
    """"whether because it was dealt to them or because they exchanged to get it, they must
    reveal it immediately" (R4.5: after every exchange, all three included)."""
    g = started(board=["AC", "AD", "AH"])
    threes = [a for a in g.legal_actions(1) if a.type == "exchange3"]
    assert threes == [Action("exchange3", close=False, show=True)]
    refused(g, 1, Action("exchange3", close=False, show=False), "Feuer", "show")
    events = act(g, 1, "exchange3", close=False, show=True)
    assert [e["type"] for e in events][:3] == ["exchange3", "special", "showdown"]
    assert g.view(None)["chips"] == [2, 3]  # Feuer: every opponent loses a chip


def test_players_out_are_dealt_out_and_skipped() -> None:
    """W3, and "The deal passes to the left" past a player who is out."""
    lose1 = [["7C", "8D", "9H"], ["7S", "8H", "9D"], ["AS", "KS", "QS"]]  # 9♦ is lowest
    again = [["AS", "KS", "QS"], ["7S", "8H", "9D"], ["7C", "8D", "9H"]]
    third = [["7C", "8D", "9H"], [], ["7S", "8H", "9D"]]
    g = parlour.new_game("schwimmen", 3, seed=1, options={"chips": 1}, deck=[
        stack(lose1, BOARD), stack(again, BOARD, dealer=1),
        stack(third, BOARD, dealer=2, seats=[0, 2])])
    assert g.view(None)["swimming"] == [False, True, False]
    act(g, 1, "deal")
    assert g.view(None)["out"] == [False, True, False] and g.actors() == [2]  # 1 -> 2
    act(g, 2, "deal")
    assert cards(g, "hand:1", None) == [] and cards(g, "hand:0", 0) == third[0]
    stock = next(z for z in g.view(None)["zones"] if z["id"] == "stock")
    assert stock["count"] == 32 - 6 - 3
    act(g, 2, "keep")
    assert g.actors() == [0]  # the dealer's left, still in
    act(g, 0, "pass")
    assert g.actors() == [2]  # seat 1 is skipped
