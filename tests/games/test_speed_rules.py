"""Speed rule checklist: one test per rule sentence of the seed text
(``seeds/001_37268895a0288899.txt``, "Speed") and per ruling (RULINGS 15, the module's
S-notes), from stacked decks through the public contract. Races fix their arrival times
(``apply(..., at=ms)``); counts of three end with ``advance``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

import parlour
from parlour import Action, IllegalAction

GAME = "speed"
READY = Action("ready")
DRAW = Action("draw")


def deck(hands: Sequence[Sequence[str]], stocks: Sequence[Sequence[str]],
         talons: Sequence[Sequence[str]], starters: Sequence[str]) -> list[str]:
    """The stacked deck (top first) that deals these: hands one card at a time from seat
    1, stocks likewise (each listed top first), talon 0, talon 1 (top first), starters."""
    out = [hands[s][r] for r in range(len(hands[0])) for s in (1, 0)]
    out += [stocks[s][len(stocks[s]) - 1 - r] for r in range(len(stocks[0])) for s in (1, 0)]
    for t in talons:
        out += list(reversed(t))
    return out + list(starters)


def new(hands: Sequence[Sequence[str]], stocks: Sequence[Sequence[str]] = ((), ()),
        talons: Sequence[Sequence[str]] = ((), ()), starters: Sequence[str] = ("5C", "9D"),
        variant: str | None = None, started: bool = True, **options: Any) -> parlour.Game:
    """A small layout (options ``hand``, ``stock``, ``talon`` sized to the lists), the
    starters turned up unless ``started`` is false."""
    opts = {"hand": len(hands[0]), "stock": len(stocks[0]), "talon": len(talons[0]), **options}
    g = parlour.new_game(GAME, 2, variant=variant, seed=5, options=opts,
                         deck=deck(hands, stocks, talons, starters))
    if started:
        start(g)
    return g


def start(g: parlour.Game, at: int = 0) -> None:
    g.apply(0, READY, at=at)
    g.apply(1, READY, at=at)
    due = g.next_deadline()
    assert due is not None
    g.advance(due)


def play(card: str, pile: int) -> Action:
    return Action("play", card=card, pile=pile)


def cards(g: parlour.Game, zid: str, seat: int | None = None) -> list[str]:
    z: list[str] = next(z for z in (g.view(seat) if seat is not None else g.full_view())["zones"]
                        if z["id"] == zid)["cards"]
    return z


def top(g: parlour.Game, side: int) -> str:
    t: str = next(z for z in g.view(None)["zones"] if z["id"] == f"pile:{side}")["top"]
    return t


# ----- setup ------------------------------------------------------------------------------
def test_two_players_only() -> None:
    """"Speed is a two-player card game.\""""
    for n in (1, 3):
        with pytest.raises(parlour.InvalidOption, match="2 players"):
            parlour.new_game(GAME, n, seed=1)


def test_the_layout_five_fifteen_two_talons_of_five_two_starters() -> None:
    """"Shuffle and deal a hand of five cards to each player. Then, deal fifteen more
    cards to each player, each pile forming that player's stock. Then deal two piles of
    five cards in the center of the table, which form the two talon piles. Finally, place
    the remaining two cards face down next to one another between the talons, forming
    the discard piles." (a standard 52-card deck)"""
    g = parlour.new_game(GAME, seed=3)
    counts = {z["id"]: z["count"] for z in g.view(None)["zones"]}
    assert counts == {"hand:0": 5, "stock:0": 15, "hand:1": 5, "stock:1": 15, "talon:0": 5,
                      "pile:0": 1, "talon:1": 5, "pile:1": 1, "unused": 0}
    assert top(g, 0) == "??" and top(g, 1) == "??"


def test_players_examine_their_own_hands_only() -> None:
    """"Players pick up their hands and examine them." Stocks and talons stay unseen."""
    g = parlour.new_game(GAME, seed=3)
    assert all(c != "??" for c in cards(g, "hand:0", 0))
    assert all(c == "??" for c in cards(g, "hand:0", 1))
    for zid in ("stock:0", "talon:0", "talon:1"):
        assert all(c in ("??", None) for c in cards(g, zid, 0))


def test_starters_turned_up_together_on_the_count_of_three() -> None:
    """"Both players then place a hand on one of the face-down discard pile cards, and on
    the count of three, flip them face up." (S2: both say ready, a visible count runs, the
    engine turns both up at its end.)"""
    g = new([["6C"], ["8D"]], started=False)
    with pytest.raises(IllegalAction, match="wait for the starters"):
        g.apply(0, play("6C", 0), at=0)
    g.apply(0, READY, at=0)
    assert g.next_deadline() is None and g.view(1)["ready"] == [True, False]
    g.apply(1, READY, at=500)
    assert g.next_deadline() == 3500 and g.view(0)["countdown"] == 3000
    g.advance(2000)
    assert g.view(0)["countdown"] == 1500 and top(g, 0) == "??"
    events = g.advance(3500)
    assert events[0].type == "flip" and (top(g, 0), top(g, 1)) == ("5C", "9D")
    assert g.view(0)["phase"] == "play" and g.view(0)["countdown"] is None


# ----- play -------------------------------------------------------------------------------
def test_both_play_at_once_on_either_pile_no_turns() -> None:
    """"Players may now play cards from their hand to either of the discard piles; the
    players make their moves simultaneously, not taking turns.\""""
    g = new([["6C", "7H", "KS"], ["4D", "8S", "KD"]])
    assert g.waiting_for() == [0, 1]
    g.apply(1, play("8S", 1), at=4000)
    g.apply(1, play("4D", 0), at=4200)     # the same player twice in a row
    g.apply(0, play("7H", 1), at=4300)
    assert (top(g, 0), top(g, 1)) == ("4D", "7H")


def test_consecutive_ranks_around_the_corner() -> None:
    """"To be played to a discard pile, the card must be of consecutive rank from the top
    card of that discard pile ... Card ranks go around the corner; a king may be followed
    up on by an ace, which may be followed by a two.\""""
    g = new([["AC", "2H", "9C"], ["5D", "7S", "JD"]], starters=("KC", "6H"))
    with pytest.raises(IllegalAction, match="does not follow"):
        g.apply(0, play("9C", 0), at=4000)
    with pytest.raises(IllegalAction, match="does not follow"):
        g.apply(1, play("JD", 1), at=4000)
    g.apply(0, play("AC", 0), at=4000)     # K -> A
    g.apply(0, play("2H", 0), at=4200)     # A -> 2
    g.apply(1, play("5D", 1), at=4300)     # 6 -> 5, one down
    with pytest.raises(IllegalAction, match="does not follow the 5♦"):
        g.apply(1, play("7S", 1), at=4500)  # two apart (own play: not "too late")
    assert (top(g, 0), top(g, 1)) == ("2H", "5D")


def test_equal_ranks_only_in_the_equal_ok_variant() -> None:
    """R3 (RULINGS 15): equal ranks may not be played; variant ``speed:equal-ok``."""
    g = new([["5D", "KS"], ["9H", "QS"]])
    with pytest.raises(IllegalAction, match="does not follow"):
        g.apply(0, play("5D", 0), at=4000)
    g = new([["5D", "KS"], ["9H", "QS"]], variant="equal-ok")
    g.apply(0, play("5D", 0), at=4000)
    assert top(g, 0) == "5D"


def test_first_arrival_wins_a_simultaneous_play_the_other_is_too_late() -> None:
    """"If two players attempt a play at the same time, the player whose card or hand is
    on bottom is accepted." The earlier arrival; the later play no longer fits and, as it
    fitted the card just covered, is refused as too late, no penalty (S5)."""
    for first, second, c1, c2 in ((0, 1, "6C", "4D"), (1, 0, "4D", "6C")):
        g = new([["6C", "KH"], ["4D", "QS"]])
        g.apply(first, play(c1, 0), at=4000)
        with pytest.raises(IllegalAction, match="too late"):
            g.apply(second, play(c2, 0), at=4001)
        assert top(g, 0) == c1


def test_refill_from_own_stock_up_to_five() -> None:
    """"As players deplete their hands, they may draw replacement cards from their stock,
    up to a hand limit of five cards." (R1: manual, ``draw``.)"""
    hands = [["6C", "KH", "KD", "QH", "JH"], ["2D", "2S", "3S", "3D", "JS"]]
    stocks = [["7C", "8C", "9C"], ["TS", "TD", "TC"]]
    g = new(hands, stocks)
    assert DRAW not in g.legal_actions(0)
    with pytest.raises(IllegalAction, match="hand is full"):
        g.apply(0, DRAW, at=4000)
    g.apply(0, play("6C", 0), at=4000)
    assert DRAW in g.legal_actions(0) and len(cards(g, "hand:0")) == 4
    g.apply(0, DRAW, at=4200)
    assert cards(g, "hand:0")[-1] == "7C" and len(cards(g, "hand:0")) == 5
    assert len(cards(g, "stock:0")) == 2


def test_auto_refill_variant() -> None:
    """R1: option ``auto_refill`` (variant ``speed:auto-refill``)."""
    hands = [["6C", "KH"], ["2D", "JS"]]
    g = new(hands, [["7C", "8C"], ["TS", "TD"]], variant="auto-refill")
    assert DRAW not in g.legal_actions(0)
    g.apply(0, play("6C", 0), at=4000)
    assert cards(g, "hand:0") == ["KH", "7C"]


def _blocked() -> parlour.Game:
    """Both hands full, nothing fits 5C / 9D."""
    return new([["KC", "KD"], ["JC", "JD"]], [["2C", "3C"], ["2D", "3D"]],
               [["4H", "QH"], ["8S", "AS"]])


def test_when_both_are_blocked_they_count_to_three_and_flip_the_talons() -> None:
    """"Eventually, possible plays usually dry up, and both players end up being blocked.
    When this happens, both players count to three and flip the top card from one of the
    talons over onto the discard pile on the same side." (S3, S4)"""
    g = _blocked()
    assert g.legal_actions(0) == [READY] and g.legal_actions(1) == [READY]
    g.apply(0, READY, at=4000)
    assert g.actors() == [1] and g.next_deadline() is None
    g.apply(1, READY, at=4400)
    assert g.next_deadline() == 7400
    events = g.advance(7400)
    assert events[0].type == "flip" and (top(g, 0), top(g, 1)) == ("4H", "8S")


def test_ready_only_when_blocked_and_a_play_cancels_the_marks() -> None:
    """S3: a player says ready only when blocked; any play cancels the ready marks."""
    g = new([["6C", "KD"], ["JC", "JD"]], [["2C"], ["2D"]], [["4H"], ["8S"]])
    assert READY not in g.legal_actions(0)
    with pytest.raises(IllegalAction, match="can still play"):
        g.apply(0, READY, at=4000)
    g.apply(1, READY, at=4000)
    g.apply(0, play("6C", 0), at=4100)
    assert g.view(0)["ready"] == [False, False]


def test_still_blocked_another_card_is_flipped() -> None:
    """"Play then resumes if possible; otherwise, another card is flipped up from each
    talon.\""""
    g = _blocked()
    start(g, at=4000)                      # 4H / 8S: still nothing fits K, J
    assert (top(g, 0), top(g, 1)) == ("4H", "8S") and g.legal_actions(0) == [READY]
    start(g, at=8000)
    assert (top(g, 0), top(g, 1)) == ("QH", "AS")
    assert Action("play", card="KC", pile=0) in g.legal_actions(0)


def test_exhausted_talons_are_rebuilt_from_the_discards_keeping_the_top() -> None:
    """"If cards from the talon piles are needed but they have been exhausted, each player
    shuffles one of the discard piles, forming a new talon." R2: each pile keeps its top."""
    g = new([["KC", "KD"], ["JC", "JD"]], [["2C", "3C"], ["2D", "3D"]],
            [["4H"], ["8S"]], starters=("5C", "9D"))
    start(g, at=4000)                      # 4H on 5C, 8S on 9D: still blocked
    events = []
    g.apply(0, READY, at=8000)
    g.apply(1, READY, at=8000)
    events = g.advance(11000)
    assert [e.type for e in events] == ["rebuild", "rebuild", "flip"]
    # pile 0 kept 4H, its 5C went to the talon and came straight back up
    assert cards(g, "pile:0") == ["4H", "5C"] and cards(g, "pile:1") == ["8S", "9D"]
    assert cards(g, "talon:0") == [] and cards(g, "talon:1") == []


def test_nothing_left_to_flip_is_a_draw() -> None:
    """S7: both talons empty and the piles down to their tops: nothing can ever change."""
    g = new([["KC"], ["JC"]], [["2C"], ["2D"]], [[], []])
    start(g, at=4000)
    res = g.result()
    assert g.is_over() and res is not None and res.winners == [] and "draw" in res.reason


def test_winner_has_an_empty_hand_and_an_empty_stock() -> None:
    """"Game play continues until one player has exhausted their hand and also has no
    cards left in their stock. That player is the winner.\""""
    g = new([["6C"], ["TD"]], [["7C"], ["JD"]])
    g.apply(0, play("6C", 0), at=4000)
    assert not g.is_over(), "the stock still holds a card"
    g.apply(0, DRAW, at=4200)
    events = g.apply(0, play("7C", 0), at=4400)
    assert events[-1].type == "game_over"
    res = g.result()
    assert res is not None and res.winners == [0] and res.scores == [0.0, 2.0]


def test_move_cap_is_a_draw() -> None:
    """R4 (RULINGS 15): "Talons are rebuilt indefinitely; add a move cap -> draw." Two
    blocked hands and one-card talons cycle forever; the cap ends the game as a draw."""
    g = new([["KC", "KD"], ["JC", "JD"]], [["2C", "3C"], ["2D", "3D"]], [["4H"], ["8S"]],
            max_moves=10)
    t = 4000
    while not g.is_over():
        start(g, at=t)
        t = g.now + 100
    res = g.result()
    assert res is not None and res.winners == [] and "cap of 10 moves" in res.reason
    assert g.view(None)["moves"] == 10
    with pytest.raises(parlour.InvalidOption):
        new([["6C"], ["2D"]], max_moves=1)


def test_minimum_interval_between_one_players_plays() -> None:
    """S8 (conventions 6): a play sooner than ``min_interval`` after the player's own
    previous one is refused as too quick."""
    g = new([["6C", "7C"], ["JD", "QD"]])
    g.apply(0, play("6C", 0), at=4000)
    with pytest.raises(IllegalAction, match="too quick"):
        g.apply(0, play("7C", 0), at=4050)
    g.apply(0, play("7C", 0), at=4120)
    assert top(g, 0) == "7C"


def test_bad_input_is_named() -> None:
    g = new([["6C"], ["JD"]])
    with pytest.raises(IllegalAction, match="do not hold"):
        g.apply(0, play("JD", 0), at=4000)
    with pytest.raises(IllegalAction):
        g.apply(0, play("6C", 7), at=4000)
