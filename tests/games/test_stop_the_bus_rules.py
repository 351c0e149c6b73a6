"""Stop the Bus: one test per rule sentence of seed 000, section "Stop the Bus
(Bastard)", and per ruling (RULINGS.md 2 and the module's B1..B5), each from a stacked
deck through the public contract.

Deal order: one card at a time round the table from the dealer's left (seat 0 deals
unless the ``dealer`` option says otherwise), then the three centre cards; the stub is
the rest. A list of such decks stacks one per hand.
"""

from __future__ import annotations

from typing import Any

import pytest

import parlour
from parlour import Action, IllegalAction, InvalidOption


def stack(hands: list[list[str]], centre: list[str], dealer: int = 0,
          seats: list[int] | None = None) -> list[str]:
    """A deck dealing ``hands[seat]`` card by card from the dealer's left (only to
    ``seats``, those still in), then the ``centre``."""
    n = len(hands)
    order = [(dealer + 1 + i) % n for i in range(n)]
    order = [s for s in order if seats is None or s in seats]
    return [hands[s][k] for k in range(3) for s in order] + centre


def new(hands: list[list[str]], centre: list[str], *more: list[str], variant: str | None = None,
        seed: int = 1, **options: Any) -> parlour.Game:
    decks = [stack(hands, centre, options.get("dealer", 0)), *more]
    return parlour.new_game("stop-the-bus", len(hands), variant=variant, seed=seed,
                            options=options or None, deck=decks if more else decks[0])


def ex(g: parlour.Game, seat: int, take: str, give: str, call: bool = False) -> list[dict[str, Any]]:
    return [e.for_seat(seat) for e in g.apply(seat, Action("exchange", take=take, give=give, call=call))]


def cards(g: parlour.Game, zid: str, seat: int | None) -> list[str]:
    shown: list[str] = next(z for z in g.view(seat)["zones"] if z["id"] == zid)["cards"]
    return shown


def refused(g: parlour.Game, seat: int, action: Action, *words: str) -> None:
    before = g.full_view()
    with pytest.raises(IllegalAction) as err:
        g.apply(seat, action)
    for w in words:
        assert w in str(err.value)
    assert g.full_view() == before


TWO = [["2C", "7D", "9H"], ["AS", "AH", "KD"]]
CENTRE = ["AC", "5S", "QH"]


# ----- "for two to six players" / "a standard 52-card deck" / "an equal number of tokens" ----
def test_two_to_six_players() -> None:
    for n in range(2, 7):
        assert parlour.new_game("stop-the-bus", n, seed=n).players == n
    for n in (1, 7):
        with pytest.raises(InvalidOption, match="2 to 6 players"):
            parlour.new_game("stop-the-bus", n)


def test_one_standard_deck_and_equal_tokens() -> None:
    g = parlour.new_game("stop-the-bus", 4, seed=3, options={"tokens": 5})
    every = [c for z in g.full_view()["zones"] for c in z["cards"]]
    assert len(every) == 52 and len(set(every)) == 52
    assert g.view(0)["tokens"] == [5, 5, 5, 5]
    assert parlour.new_game("stop-the-bus", 3, seed=1).view(None)["tokens"] == [3, 3, 3]  # B1


# ----- "deal three cards to each player ... three face-up cards to the center ... stub" -----
def test_the_deal_three_each_three_face_up_in_the_centre() -> None:
    g = new(TWO, CENTRE)
    assert cards(g, "hand:1", 1) == ["AS", "AH", "KD"] and cards(g, "hand:0", 0) == TWO[0]
    assert cards(g, "hand:1", 0) == ["??"] * 3  # an opponent sees backs only
    for seat in (0, 1, None):
        assert cards(g, "centre", seat) == CENTRE  # face up: everyone sees them


def test_the_stub_has_no_further_part_in_play() -> None:
    g = new(TWO, CENTRE)
    stub_before = next(z for z in g.full_view()["zones"] if z["id"] == "stub")["cards"]
    assert len(stub_before) == 52 - 9
    for seat in (0, 1, None):  # nobody sees it: a face-down count
        stub = next(z for z in g.view(seat)["zones"] if z["id"] == "stub")
        assert stub["count"] == 43 and set(stub["cards"]) == {"??"}
    ex(g, 1, "AC", "KD")
    ex(g, 0, "KD", "2C")
    ex(g, 1, "5S", "5S", call=True)
    ex(g, 0, "QH", "7D")
    stub_after = next(z for z in g.full_view()["zones"] if z["id"] == "stub")["cards"]
    assert stub_after == stub_before


# ----- "The player to the dealer's left goes first" -----------------------------------------
def test_the_player_to_the_dealers_left_goes_first() -> None:
    assert new(TWO, CENTRE).actors() == [1]
    g = parlour.new_game("stop-the-bus", 4, seed=2, options={"dealer": 2})
    assert g.actors() == [3] and g.view(0)["dealer"] == 2


# ----- "draw one card from the three face up ... discard, face up, replacing the card" ------
def test_one_card_in_and_one_out_replacing_the_card_drawn() -> None:
    g = new(TWO, CENTRE)
    events = ex(g, 1, "5S", "KD")
    assert events[0]["text"] == "Seat 1 takes the 5♠ and puts down the K♦"
    assert cards(g, "centre", None) == ["AC", "KD", "QH"]  # the K♦ lies where the 5♠ was
    assert cards(g, "hand:1", 1) == ["AS", "AH", "5S"]
    # the 5♠ was seen by everyone: the opponent still knows it is in seat 1's hand
    assert cards(g, "hand:1", 0) == ["??", "??", "5S"]


def test_the_turn_then_passes_to_the_next_player() -> None:
    g = parlour.new_game("stop-the-bus", 4, seed=5)
    order = []
    for _ in range(6):
        seat = g.actors()[0]
        order.append(seat)
        g.apply(seat, next(a for a in g.legal_actions(seat) if not a.get("call")))
    assert order == [1, 2, 3, 0, 1, 2]


def test_an_exchange_takes_a_centre_card_and_gives_a_card_of_the_hand() -> None:
    g = new(TWO, CENTRE)
    refused(g, 1, Action("exchange", take="KS", give="KD", call=False), "K♠", "not one of the three")
    refused(g, 1, Action("exchange", take="AC", give="2C", call=False), "2♣", "not in your hand")
    refused(g, 0, Action("exchange", take="AC", give="2C", call=False), "seat 1's turn")
    assert len(g.legal_actions(1)) == 3 * 4 * 2 and g.legal_actions(0) == []


def test_an_exchange_without_a_call_may_leave_the_call_out() -> None:
    g = new(TWO, CENTRE)
    g.apply(1, Action("exchange", take="AC", give="KD"))
    assert g.record()["actions"][-1]["action"]["call"] is False and g.actors() == [0]
    assert g.view(0)["caller"] is None


def test_putting_back_the_card_just_taken_is_a_pass() -> None:
    """R2.4: not forbidden; legal."""
    g = new(TWO, CENTRE)
    assert "puts it straight back" in ex(g, 1, "QH", "QH")[0]["text"]
    assert cards(g, "centre", None) == CENTRE and cards(g, "hand:1", 1) == TWO[1]


# ----- "they may call out 'Stop the bus!' Each of their opponents then takes one more turn" -
def test_a_call_gives_each_opponent_one_more_turn_then_the_hand_ends() -> None:
    hands = [["2C", "3D", "5H"], ["AS", "AH", "KD"], ["7C", "7D", "9S"]]
    g = new(hands, CENTRE)
    events = ex(g, 1, "AC", "KD", call=True)  # R2.2: the exchange first, then the call
    assert [e["type"] for e in events] == ["exchange", "call", "turn"]
    assert g.view(0)["caller"] == 1 and g.actors() == [2]
    ex(g, 2, "QH", "QH")
    assert g.actors() == [0]
    refused(g, 0, Action("exchange", take="KD", give="2C", call=True), "already stopped the bus")
    events = ex(g, 0, "KD", "2C")
    assert any(e["type"] == "showdown" for e in events)  # the turn reached the caller
    assert g.view(0)["phase"] == "scored"


def test_calling_on_the_very_first_turn_is_allowed() -> None:
    g = new(TWO, CENTRE)
    ex(g, 1, "QH", "QH", call=True)
    assert g.view(0)["caller"] == 1


# ----- "turn their hand face up ... the worst Brag hand surrenders one token" ---------------
def test_the_showdown_reveals_every_hand_and_the_worst_loses_a_token() -> None:
    hands = [["2C", "3D", "5H"], ["AS", "AH", "KD"], ["JC", "QD", "KS"]]
    g = new(hands, CENTRE)
    ex(g, 1, "AC", "KD", call=True)
    ex(g, 2, "QH", "QH")
    events = ex(g, 0, "QH", "QH")
    show = next(e for e in events if e["type"] == "showdown")
    assert show["losers"] == [0]
    assert "seat 0: high card, 5-3-2" in show["text"] and "prial of aces" in show["text"]
    assert "seat 2: run, K-Q-J" in show["text"]  # ranks as written, courts in capitals
    assert g.view(None)["tokens"] == [2, 3, 3]
    assert cards(g, "hand:0", None) == ["2C", "3D", "5H"]  # face up for a spectator too
    assert cards(g, "hand:2", 1) == ["JC", "QD", "KS"]


def test_every_player_tied_for_worst_loses_a_token_and_suits_never_break_ties() -> None:
    """R2.1."""
    hands = [["2C", "4D", "6H"], ["AS", "AH", "KD"], ["2D", "4H", "6S"]]
    g = new(hands, ["8C", "TS", "JD"])
    ex(g, 1, "8C", "8C", call=True)
    ex(g, 2, "8C", "8C")
    show = next(e for e in ex(g, 0, "8C", "8C") if e["type"] == "showdown")
    assert show["losers"] == [0, 2] and g.view(None)["tokens"] == [2, 3, 2]


@pytest.mark.parametrize(("better", "worse"), [
    (["3C", "3D", "3H"], ["AC", "AD", "AH"]),     # 3-3-3 is the top prial
    (["2C", "2D", "2H"], ["AC", "2S", "3C"]),     # a prial beats any run
    (["AC", "2C", "3C"], ["AS", "KS", "QS"]),     # A-2-3 the top running flush
    (["4C", "5C", "6C"], ["AS", "2D", "3H"]),     # a running flush beats a run
    (["AS", "2D", "3H"], ["AC", "KD", "QH"]),     # A-2-3 the top run
    (["2C", "3D", "4H"], ["AC", "KC", "9C"]),     # a run beats a flush
    (["5C", "3C", "2C"], ["AS", "AD", "KH"]),     # a flush beats a pair
    (["2C", "2D", "3H"], ["AS", "KD", "JH"]),     # a pair beats a high card
])
def test_brag_order_decides_the_worst_hand(better: list[str], worse: list[str]) -> None:
    g = new([worse, better], ["8C", "TS", "JD"])
    ex(g, 1, "8C", "8C", call=True)
    show = next(e for e in ex(g, 0, "8C", "8C") if e["type"] == "showdown")
    assert show["losers"] == [0]


def test_poker_order_variant() -> None:
    """R2.5: brag_order=poker puts A-A-A and A-K-Q on top and A-2-3 at the bottom."""
    for better, worse in ((["AC", "AD", "AH"], ["3C", "3D", "3H"]),
                          (["AC", "KD", "QH"], ["AS", "2D", "3H"]),
                          (["2C", "3D", "4H"], ["AS", "2D", "3H"])):
        g = new([worse, better], ["8C", "TS", "JD"], variant="poker-order")
        ex(g, 1, "8C", "8C", call=True)
        show = next(e for e in ex(g, 0, "8C", "8C") if e["type"] == "showdown")
        assert show["losers"] == [0], (better, worse)


# ----- "The cards are collected and the deal passes to the left. Another hand is played." ---
def test_the_deal_passes_left_and_the_next_dealer_deals() -> None:
    hands = [["2C", "3D", "5H"], ["AS", "AH", "KD"], ["7C", "7D", "9S"]]
    second = stack([["KC", "KH", "KS"], ["4C", "6D", "8H"], ["TC", "TD", "2S"]], ["9C", "9D", "QS"],
                   dealer=1)
    g = new(hands, CENTRE, second)
    ex(g, 1, "AC", "KD", call=True)
    ex(g, 2, "QH", "QH")
    ex(g, 0, "QH", "QH")
    assert g.actors() == [1] and g.view(0)["dealer"] == 1
    refused(g, 0, Action("deal"), "seat 1 deals")
    refused(g, 1, Action("exchange", take="QH", give="AS", call=False), "seat 1 deals")
    g.apply(1, Action("deal"))
    assert g.view(0)["hand"] == 2 and g.actors() == [2]  # the new dealer's left
    assert cards(g, "hand:2", 2) == ["TC", "TD", "2S"] and cards(g, "centre", 0) == ["9C", "9D", "QS"]
    every = [c for z in g.full_view()["zones"] for c in z["cards"]]
    assert len(set(every)) == 52  # the cards were collected


# ----- "players dropping out whenever they run out of tokens. The last ... wins the game." ---
def test_players_without_tokens_are_dealt_out_and_the_last_with_tokens_wins() -> None:
    hands = [["2C", "3D", "5H"], ["AS", "AH", "KD"], ["7C", "7D", "9S"]]
    second = stack([["KC", "KH", "KS"], ["4C", "6D", "8H"], ["TC", "TD", "2S"]], ["9C", "9D", "QS"],
                   dealer=1, seats=[1, 2])
    g = new(hands, CENTRE, second, tokens=1)
    ex(g, 1, "AC", "KD", call=True)
    ex(g, 2, "QH", "QH")
    events = ex(g, 0, "QH", "QH")
    assert "Seat 0 has no tokens left and is out" in events[-2]["text"]
    assert g.view(None)["out"] == [True, False, False]
    g.apply(1, Action("deal"))
    assert cards(g, "hand:0", None) == []  # dealt out
    assert g.actors() == [2]
    ex(g, 2, "9C", "2S", call=True)
    assert g.actors() == [1]  # the turn passes over seat 0
    ex(g, 1, "QS", "QS")
    assert g.is_over()
    res = g.result()
    assert res is not None and res.winners == [2] and res.placing == [3, 2, 1]
    assert res.scores == [0.0, 0.0, 1.0] and "Seat 2 wins" in res.reason
    with pytest.raises(IllegalAction, match="over"):
        g.apply(1, Action("deal"))


def test_the_deal_and_the_first_turn_pass_over_players_who_are_out() -> None:
    """B3 ("The cards are collected and the deal passes to the left ... players dropping
    out"): the deal goes to the next player still in after the dealer, and the first turn
    to the next player still in after the new dealer."""
    hands = [["AS", "AH", "KD"], ["2C", "3D", "5H"], ["7C", "7D", "9S"], ["QC", "QD", "JS"]]
    second = stack([["KC", "KH", "KS"], [], ["TC", "TD", "2S"], ["4C", "6D", "8H"]],
                   ["9C", "9D", "QS"], dealer=2, seats=[0, 2, 3])
    third = stack([["3C", "3H", "3S"], [], ["5C", "5D", "6S"], []], ["JC", "JD", "4S"],
                  dealer=0, seats=[0, 2])
    g = new(hands, CENTRE, second, third, tokens=1)
    ex(g, 1, "QH", "QH", call=True)
    ex(g, 2, "QH", "QH")
    ex(g, 3, "QH", "QH")
    ex(g, 0, "QH", "QH")
    assert g.view(None)["out"] == [False, True, False, False]
    assert g.view(None)["dealer"] == 2 and g.actors() == [2]  # seat 1, out, is passed over
    g.apply(2, Action("deal"))
    assert g.actors() == [3] and cards(g, "hand:3", 3) == ["4C", "6D", "8H"]
    ex(g, 3, "QS", "QS", call=True)
    ex(g, 0, "QS", "QS")
    ex(g, 2, "QS", "QS")
    assert g.view(None)["out"] == [False, True, False, True]
    assert g.view(None)["dealer"] == 0 and g.actors() == [0]  # seat 3, out, is passed over
    g.apply(0, Action("deal"))
    assert g.actors() == [2] and cards(g, "hand:1", None) == []  # the turn skips seat 1


def test_players_out_together_share_a_place() -> None:
    """R2.1 with B5: two players tied for the worst hand on their last token both go out
    and share the place after the winner."""
    hands = [["2C", "4D", "6H"], ["AS", "AH", "KD"], ["2D", "4H", "6S"]]
    g = new(hands, ["8C", "TS", "JD"], tokens=1)
    ex(g, 1, "8C", "8C", call=True)
    ex(g, 2, "8C", "8C")
    ex(g, 0, "8C", "8C")
    res = g.result()
    assert g.is_over() and res is not None
    assert res.winners == [1] and res.placing == [2, 1, 2] and res.scores == [0.0, 1.0, 0.0]


def test_everyone_left_out_at_once_replays_the_hand() -> None:
    """R2.6: all remaining players tie for worst with one token: no token changes hands
    and the same dealer deals again."""
    g = new([["2C", "4D", "6H"], ["2D", "4H", "6S"]], ["8C", "TS", "JD"], tokens=1)
    ex(g, 1, "8C", "8C", call=True)
    events = ex(g, 0, "8C", "8C")
    assert "the hand is replayed" in events[1]["text"]
    assert events[1]["void"] is True and events[1]["out"] == []  # nobody is put out
    assert g.view(None)["last_showdown"]["out"] == []
    assert g.view(None)["tokens"] == [1, 1] and not g.is_over()
    assert g.view(None)["dealer"] == 0 and g.actors() == [0]
    g.apply(0, Action("deal"))
    assert g.view(None)["hand"] == 2 and g.actors() == [1]


# ----- variants --------------------------------------------------------------------------------
def test_swap1or3_allows_exchanging_all_three() -> None:
    """R2.3."""
    g = new(TWO, CENTRE)
    refused(g, 1, Action("exchange3", call=False), "one card in and one out")
    g = new(TWO, CENTRE, variant="swap1or3")
    assert Action("exchange3", call=False) in g.legal_actions(1)
    g.apply(1, Action("exchange3", call=True))
    assert cards(g, "hand:1", 1) == CENTRE and cards(g, "centre", 0) == ["AS", "AH", "KD"]
    assert g.view(0)["caller"] == 1


def test_call_instead_replaces_the_exchange() -> None:
    """R2.2's alternative."""
    g = new(TWO, CENTRE, variant="call-instead")
    refused(g, 1, Action("exchange", take="AC", give="KD", call=True), "call replaces")
    g.apply(1, Action("call"))
    assert cards(g, "hand:1", 1) == TWO[1] and g.actors() == [0]
    refused(g, 0, Action("call"), "already stopped")
    g = new(TWO, CENTRE)
    refused(g, 1, Action("call"), "after your exchange")


def test_bad_options_are_refused() -> None:
    with pytest.raises(InvalidOption, match="dealer"):
        parlour.new_game("stop-the-bus", 3, options={"dealer": 4})
    with pytest.raises(InvalidOption):
        parlour.new_game("stop-the-bus", 3, options={"brag_order": "lowball"})


def test_the_prompt_at_the_end_is_the_result_not_a_last_turn() -> None:
    from parlour.engine.rng import Rng
    from parlour.testing import random_step

    g = parlour.new_game("stop-the-bus", 3, seed=0)
    rng = Rng(0)
    while not g.is_over():
        pick = random_step(g, rng)
        assert pick is not None
        g.apply(*pick[:2], at=pick[2])
    res = g.result()
    assert res is not None
    assert {g.view(s)["prompt"] for s in (0, 1, 2, None)} == {f"Game over: {res.reason}"}
