"""Spoons and Pig: one test per rule sentence of seed 001, section "Spoons" and "Pig
(variation)", and per ruling (RULINGS.md 17, the real-time conventions, the module's
S1..S7), from stacked decks through the public contract. Every race has explicit
arrival times (``at=``); nothing sleeps.

Deck order (top first): four cards one at a time from the dealer's left (seat 0 deals
first), then the stock.
"""

from __future__ import annotations

from typing import Any

import pytest

import parlour
from parlour import Action, IllegalAction, InvalidOption


def stack(hands: list[list[str]], stock: list[str], dealer: int = 0) -> list[str]:
    n = len(hands)
    return [hands[(dealer + 1 + i) % n][k] for k in range(4) for i in range(n)] + stock


SEVENS = [["7C", "7D", "7H", "QS"], ["2C", "2D", "2H", "KS"], ["9C", "9D", "9H", "3S"]]


def new(hands: list[list[str]] = SEVENS, stock: tuple[str, ...] = ("7S", "5C", "6C"),
        *more: list[str], variant: str | None = None, **options: Any) -> parlour.Game:
    first = stack(hands, list(stock))
    return parlour.new_game("spoons", len(hands), variant=variant, seed=1, options=options or None,
                            deck=[first, *more] if more else first)


def act(g: parlour.Game, seat: int, at: int, kind: str, /, **params: Any) -> list[dict[str, Any]]:
    return [e.for_seat(seat) for e in g.apply(seat, Action(kind, **params), at=at)]


def cards(g: parlour.Game, zid: str, seat: int | None) -> list[Any]:
    z = next(z for z in g.view(seat)["zones"] if z["id"] == zid)
    return z["cards"] if z["kind"] == "hand" else [z["count"], z.get("top")]


def refused(g: parlour.Game, seat: int, action: Action, at: int, *words: str) -> None:
    before = g.full_view()
    with pytest.raises(IllegalAction) as err:
        g.apply(seat, action, at=at)
    for w in words:
        assert w in str(err.value), str(err.value)
    assert g.full_view() == before


def pass_card(g: parlour.Game, seat: int, at: int, card: str) -> list[dict[str, Any]]:
    hand = cards(g, f"hand:{seat}", seat)
    return act(g, seat, at, "pass", index=hand.index(card))


# ----- the table ------------------------------------------------------------------------------
def test_three_to_six_players_a_second_deck_for_more() -> None:
    for n, size in ((3, 52), (6, 52), (7, 104), (12, 104)):
        g = parlour.new_game("spoons", n, seed=n)
        every = [c for z in g.full_view()["zones"] for c in z["cards"]]
        assert len(every) == size
    with pytest.raises(InvalidOption, match="3 to 12 players"):
        parlour.new_game("spoons", 2)


def test_one_spoon_fewer_than_players() -> None:
    assert new().view(None)["spoons"] == 2
    assert parlour.new_game("spoons", 5, seed=1).view(None)["spoons"] == 4


def test_deal_four_each_and_the_stub_is_the_stock() -> None:
    g = new()
    assert cards(g, "hand:0", 0) == SEVENS[0] and cards(g, "hand:0", 1) == ["??"] * 4
    assert cards(g, "stock", 1)[0] == 52 - 12


# ----- the flow of cards -------------------------------------------------------------------------
def test_only_the_dealer_draws_from_the_stock() -> None:
    g = new()
    assert act(g, 0, 200, "take")[0]["text"] == "You pick up the 7♠"
    refused(g, 1, Action("take"), 250, "no card is waiting")


def test_the_dealer_discards_face_down_to_the_right() -> None:
    g = new()
    act(g, 0, 200, "take")
    events = pass_card(g, 0, 400, "QS")
    assert events[0]["text"] == "You pass the Q♠"
    assert cards(g, "incoming:2", 2) == [1, "??"]  # to the right: seat 2, face down
    assert act(g, 2, 500, "take")[0]["text"] == "You pick up the Q♠"


def test_the_player_to_the_dealers_left_discards_into_the_discard_pile() -> None:
    g = new()
    act(g, 0, 200, "take")
    pass_card(g, 0, 400, "QS")
    act(g, 2, 500, "take")
    events = pass_card(g, 2, 700, "3S")
    assert events[0]["to"] == 1
    act(g, 1, 800, "take")
    events = pass_card(g, 1, 1000, "KS")
    assert events[0]["text"] == "You pass the K♠" and events[0]["to"] is None
    assert cards(g, "discard", None)[0] == 1


def test_no_turns_the_dealer_draws_again_at_once() -> None:
    g = new()
    act(g, 0, 200, "take")
    pass_card(g, 0, 400, "QS")
    act(g, 0, 520, "take")  # again, while seat 2 has not moved
    assert cards(g, "hand:0", 0)[-1] == "5C"


def test_never_more_than_five_cards() -> None:
    g = new()
    act(g, 0, 200, "take")
    refused(g, 0, Action("take"), 400, "never more than five")
    refused(g, 1, Action("pass", index=0), 400, "pick up a card first")


def test_the_incoming_pile_is_a_stack_the_newest_card_on_top() -> None:
    """R17.2."""
    g = new()
    act(g, 0, 200, "take")
    pass_card(g, 0, 400, "QS")
    act(g, 0, 600, "take")
    pass_card(g, 0, 800, "5C")
    assert act(g, 2, 900, "take")[0]["text"] == "You pick up the 5♣"


def test_when_the_stock_runs_out_the_discard_pile_becomes_the_stock() -> None:
    g = parlour.new_game("spoons", 3, seed=2, options={"false_grab": "ignore"})
    t = 0
    shunted = False
    while not shunted:
        moved = False
        for s in (0, 2, 1):
            legal = g.legal_actions(s)
            for a in legal:
                if a.type in ("take", "pass"):
                    t += 150
                    events = g.apply(s, a, at=t)
                    shunted = shunted or any(e.type == "shunt" for e in events)
                    moved = True
                    break
        assert moved
    assert cards(g, "discard", None)[0] == 0 and cards(g, "stock", None)[0] > 0


# ----- spoons -------------------------------------------------------------------------------------
def test_four_of_a_kind_grabs_a_spoon_after_discarding_the_fifth() -> None:
    g = new()
    act(g, 0, 200, "take")
    refused(g, 0, Action("grab"), 330, "pass your fifth card first")
    pass_card(g, 0, 400, "QS")
    events = act(g, 0, 600, "grab")
    assert "grabs a spoon with four of a kind" in events[0]["text"]
    refused(g, 2, Action("take"), 650, "passing has stopped")  # S1: now everyone grabs
    assert Action("grab") in g.legal_actions(2) and Action("grab") in g.legal_actions(1)


def test_the_player_left_without_a_spoon_gets_a_letter() -> None:
    g = new()
    act(g, 0, 200, "take")
    pass_card(g, 0, 400, "QS")
    act(g, 0, 600, "grab")
    events = act(g, 2, 700, "grab")
    assert "Seat 1 is left without a spoon" in events[1]["text"]
    assert g.view(None)["letters"] == ["", "S", ""]
    refused(g, 1, Action("grab"), 800, "seat 1 deals")
    assert g.actors() == [1] and g.waiting_for() == [1]  # the deal passes left


def play_faults(g: parlour.Game, seat: int, t: int) -> int:
    """``seat`` grabs without four of a kind each hand until it is out; returns the time."""
    while not g.view(None)["out"][seat] and not g.is_over():
        t += 200
        if g.view(None)["phase"] == "scored":
            g.apply(g.view(None)["dealer"], Action("deal"), at=t)
        else:
            g.apply(seat, Action("grab"), at=t)
    return t


def test_spelling_spoon_puts_a_player_out_and_a_spoon_goes_with_them() -> None:
    g = parlour.new_game("spoons", 4, seed=1)
    play_faults(g, 1, 0)
    assert g.view(None)["letters"][1] == "SPOON" and g.view(None)["out"][1]
    assert g.view(None)["spoons"] == 2  # the spoon left with the player, before the deal
    g.apply(g.view(None)["dealer"], Action("deal"), at=5000)
    assert g.view(None)["spoons"] == 2  # three players left
    assert cards(g, "hand:1", None) == []  # dealt out


def test_a_first_grab_without_four_of_a_kind_costs_a_letter_and_a_redeal() -> None:
    """R17.1, and its variant: ignore (refused)."""
    g = new()
    events = act(g, 1, 200, "grab")
    assert "without four of a kind" in events[0]["text"] and g.view(None)["letters"] == ["", "S", ""]
    assert g.view(None)["phase"] == "scored"
    g = new(false_grab="ignore")
    refused(g, 1, Action("grab"), 200, "needs four of a kind")


FOUR = [["7C", "7D", "7H", "7S"], ["2C", "2D", "2H", "KS"], ["9C", "9D", "9H", "3S"],
        ["4C", "4D", "4H", "5S"]]
"""Four players, seat 0 (the dealer) dealt four of a kind."""


def test_one_loser_a_hand_the_race_stays_open_while_two_are_without_a_spoon() -> None:
    """S2: "one fewer spoon than there are players ... The player left without a spoon is
    branded the loser": a slow grab still gets one of the spoons left on the table."""
    g = parlour.new_game("spoons", 4, seed=1, deck=stack(FOUR, ["QS"]))
    act(g, 0, 100, "grab")
    act(g, 1, 2000, "grab")
    assert g.advance(4000) == [] and g.view(None)["letters"] == ["", "", "", ""]
    events = act(g, 2, 4500, "grab")  # 4.4 s after the first grab
    assert "Seat 3 is left without a spoon" in events[1]["text"]
    assert g.view(None)["letters"] == ["", "", "", "S"]


def test_a_race_nobody_grabs_in_with_two_without_a_spoon_is_dealt_again() -> None:
    """S2: nobody is lettered for slowness while two or more are without a spoon; a race
    with no grab for ``react_ms`` after the latest one is dealt again, no letters."""
    g = parlour.new_game("spoons", 4, seed=1, deck=stack(FOUR, ["QS"]))
    act(g, 0, 100, "grab")
    act(g, 1, 1000, "grab")
    assert g.next_deadline() == 4000
    events = g.advance(4000)
    assert "dealt again, no letters" in events[0].for_seat(None)["text"]
    assert g.view(None)["letters"] == ["", "", "", ""] and g.actors() == [0]
    act(g, 0, 4200, "deal")
    assert g.view(None)["dealer"] == 0 and g.view(None)["hand"] == 2


# ----- Pig -----------------------------------------------------------------------------------------
def test_pig_a_nose_freezes_the_hand_and_the_last_to_touch_loses() -> None:
    g = new(variant="pig")
    refused(g, 0, Action("grab"), 100, "touch your nose")
    act(g, 0, 200, "take")
    pass_card(g, 0, 400, "QS")
    events = act(g, 0, 600, "nose")
    assert "puts a finger on their nose" in events[0]["text"]
    assert g.legal_actions(0) == [] and g.view(None)["phase"] == "race"
    act(g, 2, 700, "take")  # the others play on until they notice
    pass_card(g, 2, 900, "QS")
    events = act(g, 1, 1000, "nose")  # two noses of three: seat 2 is the last
    assert "last to touch their nose" in events[-2]["text"] and g.view(None)["letters"] == ["", "", "P"]


def test_pig_a_frozen_hand_passes_cards_on_unseen() -> None:
    g = new(variant="pig")
    act(g, 0, 200, "take")
    pass_card(g, 0, 400, "QS")
    act(g, 0, 600, "nose")
    # seat 1 (to seat 0's left) passes into the discard pile; seat 2 passes to seat 1...
    act(g, 2, 700, "take")
    pass_card(g, 2, 900, "QS")
    act(g, 1, 1000, "nose")  # seat 1 freezes: the Q♠ waiting for it goes on at once
    assert cards(g, "incoming:1", None)[0] == 0 and cards(g, "discard", None)[0] == 1


def test_pig_a_frozen_dealer_keeps_the_stock_flowing_unseen() -> None:
    """Pig, S7: the dealer receives from the stock on their left; frozen, they pass a stock
    card on unseen whenever the next player still playing has none waiting."""
    g = new(variant="pig")
    act(g, 0, 200, "take")
    pass_card(g, 0, 400, "QS")
    act(g, 0, 600, "nose")
    stock = cards(g, "stock", None)[0]
    assert cards(g, "incoming:2", None)[0] == 1  # the Q♠ still waits: nothing more yet
    events = act(g, 2, 700, "take")
    assert events[-1]["text"] == "Seat 0 passes a card face down to seat 2" and "card" not in events[-1]
    assert cards(g, "incoming:2", None)[0] == 1 and cards(g, "stock", None)[0] == stock - 1
    pass_card(g, 2, 900, "QS")
    act(g, 2, 1100, "take")
    assert cards(g, "hand:2", 2)[-1] == "5C" and cards(g, "stock", None)[0] == stock - 2
    assert cards(g, "incoming:0", 0)[0] == 0 and cards(g, "hand:0", 0) == ["7C", "7D", "7H", "7S"]


def test_the_last_player_in_wins() -> None:
    g = parlour.new_game("spoons", 3, seed=1)
    t = play_faults(g, 2, 0)
    play_faults(g, 1, t)
    res = g.result()
    assert g.is_over() and res is not None and res.winners == [0] and res.placing == [1, 2, 3]


# ----- review: exactness fixes ---------------------------------------------------------------------
def test_a_false_grab_the_same_dealer_deals_the_hand_again() -> None:
    """R17.1: "that player receives a letter and the hand is redealt": the same hand is
    dealt again, so the deal does not pass on (as for S3's stale hand)."""
    g = new()
    act(g, 1, 200, "grab")
    assert g.view(None)["letters"] == ["", "S", ""]
    assert g.view(None)["dealer"] == 0 and g.actors() == [0]
    act(g, 0, 400, "deal")
    assert g.view(None)["dealer"] == 0 and g.view(None)["hand"] == 2


def test_a_false_grab_by_the_dealer_that_puts_them_out_passes_the_deal() -> None:
    """R17.1 with "When a player has lost five rounds ... they are out": an eliminated
    dealer cannot deal again; the next player in deals."""
    g = parlour.new_game("spoons", 4, seed=1)
    play_faults(g, 0, 0)
    assert g.view(None)["out"][0] and g.view(None)["dealer"] == 1



def test_a_hand_nobody_ends_is_dealt_again_by_the_same_dealer() -> None:
    """S3: the hand limit (10 minutes by default), no letters."""
    g = new()
    assert g.next_deadline() == 600000
    events = g.advance(600000)
    assert "dealt again, no letters" in events[0].for_seat(None)["text"]
    assert g.view(None)["letters"] == ["", "", ""] and g.actors() == [0]


def test_pig_a_late_first_nose_gives_the_others_a_whole_limit_to_notice() -> None:
    """S3 with Pig: the hand limit guards a hand nobody ends; a nose ends it, so the
    limit starts again from the first nose (the others still have to notice it)."""
    g = new(variant="pig")
    act(g, 0, 598000, "take")
    pass_card(g, 0, 598500, "QS")
    act(g, 0, 599000, "nose")
    assert g.next_deadline() == 599000 + 600000
    g.advance(600000)
    assert g.view(None)["phase"] == "race"
    events = act(g, 1, 601000, "nose")
    assert "last to touch their nose" in events[-2]["text"] and g.view(None)["letters"] == ["", "", "P"]


def test_a_second_grab_and_a_grab_after_the_last_spoon_are_refused() -> None:
    """Conventions 2: later claims on the same object are rejected without penalty."""
    g = parlour.new_game("spoons", 3, seed=1, deck=stack(
        [["7C", "7D", "7H", "7S"], ["2C", "2D", "2H", "KS"], ["9C", "9D", "9H", "3S"]], ["QS"]))
    act(g, 0, 100, "grab")
    refused(g, 0, Action("grab"), 300, "you already have a spoon")
    act(g, 1, 400, "grab")
    refused(g, 2, Action("grab"), 500, "the hand is over")
    assert g.view(None)["letters"] == ["", "", "S"]


def test_cards_pass_over_a_player_who_is_out() -> None:
    """"When a player has spelled out the word SPOON, they are out of the game": the next
    player in to the right receives the cards."""
    g = parlour.new_game("spoons", 4, seed=1)
    t = play_faults(g, 3, 0)
    g.apply(g.view(None)["dealer"], Action("deal"), at=t + 200)
    assert g.view(None)["dealer"] == 0
    act(g, 0, t + 400, "take")
    assert act(g, 0, t + 600, "pass", index=0)[0]["to"] == 2  # seat 3 is out


def test_pig_cards_pass_through_several_frozen_hands() -> None:
    """Pig: "They continue to receive cards from their left but merely pass them to the
    right without looking at them"."""
    g = parlour.new_game("spoons", 4, seed=1, variant="pig", deck=stack(
        [["7C", "7D", "7H", "QS"], ["2C", "2D", "2H", "KS"], ["9C", "9D", "9H", "3S"],
         ["4C", "4D", "4H", "4S"]], ["7S"]))
    act(g, 3, 100, "nose")
    act(g, 2, 200, "nose")
    act(g, 0, 300, "take")
    events = [e.for_seat(3) for e in g.apply(0, Action("pass", index=3), at=500)]
    assert [e.get("to") for e in events] == [3, 2, 1] and all("card" not in e for e in events[1:])
    assert cards(g, "incoming:1", 1) == [1, "??"] and cards(g, "hand:3", 3) == ["4C", "4D", "4H", "4S"]
