"""Cash (Kemps, Kent): one test per rule sentence of seeds 000/001, section "Cash (a.k.a.
Kemps, Kent)", and per ruling (RULINGS.md 7, the module's C1..C4), from stacked decks
through the public contract. Every race has explicit arrival times (``at=``); nothing
sleeps.

Deck order (top first): four cards one at a time from the dealer's left (seat 0 deals
first), then four to the board, then the stock.
"""

from __future__ import annotations

from typing import Any

import pytest

from parlour import Action, IllegalAction, InvalidOption
from parlour.engine.game import Game
from parlour.games.cash import Cash
from parlour.games.cash.rules import GESTURES

HANDS = [["7C", "7D", "7H", "QS"], ["2C", "2D", "2H", "KS"], ["9C", "9D", "9H", "3S"],
         ["4C", "4D", "5H", "6S"]]
BOARD = ["7S", "8C", "2S", "TD"]
STOCK = ["JC", "JD", "JH", "JS", "AC", "AD"]


def stack(hands: list[list[str]], board: list[str], stock: list[str], dealer: int = 0) -> list[str]:
    n = len(hands)
    return [hands[(dealer + 1 + i) % n][k] for k in range(4) for i in range(n)] + board + stock


def new(hands: list[list[str]] = HANDS, board: list[str] = BOARD, stock: list[str] = STOCK,
        variant: str | None = None, **options: Any) -> Game:
    return Cash(len(hands), variant=variant, seed=1, options=options or None,
                deck=stack(hands, board, stock))


def act(g: Game, seat: int, at: int, kind: str, /, **params: Any) -> list[dict[str, Any]]:
    return [e.for_seat(seat) for e in g.apply(seat, Action(kind, **params), at=at)]


def zone(g: Game, zid: str, seat: int | None) -> list[str]:
    return list(next(z for z in g.view(seat)["zones"] if z["id"] == zid)["cards"])


def count(g: Game, zid: str) -> int:
    return int(next(z for z in g.view(None)["zones"] if z["id"] == zid)["count"])


def refused(g: Game, seat: int, action: Action, at: int, *words: str) -> None:
    before = g.full_view()
    with pytest.raises(IllegalAction) as err:
        g.apply(seat, action, at=at)
    for w in words:
        assert w in str(err.value), str(err.value)
    assert g.full_view() == before


def started(g: Game | None = None, signals: tuple[int, int] = (0, 1)) -> Game:
    """Both partnerships agree (seats 0 and 1), and the count runs out: GO at 3,100."""
    g = g or new()
    act(g, 0, 50, "agree", signal=signals[0])
    act(g, 1, 100, "agree", signal=signals[1])
    g.advance(g.now + 3000)
    assert g.view(None)["phase"] == "play"
    return g


# ----- partnerships and the table -------------------------------------------------------------
def test_four_to_eight_players_in_two_player_partnerships() -> None:
    """"four to eight players. Players form two-player partnerships" (two, three or four
    partnerships)."""
    for n in (4, 6, 8):
        g = Cash(n, seed=n)
        assert len(g.view(0)["agreed"]) == n // 2
    for n in (3, 5, 7, 9):
        with pytest.raises(InvalidOption):
            Cash(n, seed=1)


def test_partners_never_sit_next_to_each_other() -> None:
    """"partners should not sit directly next to one another"."""
    for n in (4, 6, 8):
        g = Cash(n, seed=1)
        for s in range(n):
            p = g.view(s)["partner"]
            assert p != s and (p - s) % n not in (1, n - 1) and g.view(p)["partner"] == s


def test_each_partnership_agrees_a_secret_signal_in_private() -> None:
    """"each partnership excuses themselves to a secluded place where they are unable to
    be seen or heard ... They then agree upon a secret signal"."""
    g = new()
    assert g.view(None)["phase"] == "signal"
    ev = g.apply(0, Action("agree", signal=5), at=10)[0]
    assert ev.for_seat(0)["signal"] == 5 and ev.for_seat(2)["signal"] == 5
    assert "signal" not in ev.for_seat(1) and "signal" not in ev.for_seat(3)
    assert "signal" not in ev.for_seat(None)
    assert g.view(2)["my_signal"] == 5 and g.view(1)["my_signal"] == -1
    assert g.legal_actions(2) == [] and g.legal_actions(1)  # the partnership has agreed
    refused(g, 2, Action("agree", signal=1), 20, "agreed")


# ----- the deal and the flip ------------------------------------------------------------------
def test_a_count_of_zero_from_the_first_instant_still_turns_the_board_up() -> None:
    """"then turns the four board cards face up": with ``countdown=0`` agreed at 0 ms the
    GO is due at once (a due time of 0 is still a timer)."""
    g = new(countdown=0)
    act(g, 0, 0, "agree", signal=0)
    act(g, 1, 0, "agree", signal=1)
    assert g.view(None)["phase"] == "countdown" and g.next_deadline() == 0
    g.advance(0)
    assert g.view(None)["phase"] == "play" and zone(g, "board", 3) == BOARD


def test_deal_four_each_four_to_the_board_and_the_stub_to_the_dealers_left() -> None:
    """"deal four cards to each player. Then deal four cards face down to the center ...
    the board, and place the deck stub in front of the player to the left of the dealer,
    forming the stock"."""
    g = new()
    for s in range(4):
        assert zone(g, f"hand:{s}", s) == HANDS[s]
        assert zone(g, f"hand:{s}", (s + 1) % 4) == ["??"] * 4
    assert zone(g, "board", 0) == ["??"] * 4
    assert g.view(None)["stock_holder"] == 1


def test_the_count_then_the_board_turns_face_up() -> None:
    """"The dealer calls, '3…2…1…GO!', then turns the four board cards face up."""
    g = new()
    act(g, 0, 50, "agree", signal=0)
    refused(g, 2, Action("swap", take="7S", give="QS"), 60, "agreeing")
    ev = act(g, 1, 100, "agree", signal=1)
    assert ev[-1]["type"] == "countdown" and g.view(None)["until"] == 3100
    assert ev[-1]["text"] == 'Seat 0 counts "3...2...1..."'  # the dealer calls the first count
    refused(g, 0, Action("swap", take="7S", give="QS"), 3000, "wait for GO")
    assert not [a for a in g.legal_actions(2) if a.type in ("swap", "done")]  # C3
    assert zone(g, "board", 0) == ["??"] * 4
    g.advance(3100)
    assert zone(g, "board", 3) == BOARD


# ----- grabbing ---------------------------------------------------------------------------------
def test_grab_a_board_card_and_discard_back_to_four() -> None:
    """"grab whatever board cards they find useful, take them into their hand, and
    discard back down to four (returning the board to four cards)"."""
    g = started()
    ev = act(g, 0, 3200, "swap", take="7S", give="QS")
    assert ev[0]["text"] == "Seat 0 takes the 7♠, putting down the Q♠"
    assert sorted(zone(g, "hand:0", 0)) == ["7C", "7D", "7H", "7S"]
    assert zone(g, "board", 2) == ["QS", "8C", "2S", "TD"]  # into the slot the 7 left
    refused(g, 0, Action("swap", take="8C", give="AS"), 3400, "you do not hold the A♠")


def test_no_turns_the_first_to_touch_gets_the_card() -> None:
    """"There are no turns! If two players grab a card at the same time, whoever touched
    the card first ... is entitled to it" (a later grab is "too late", no penalty)."""
    g = started()
    act(g, 3, 3300, "swap", take="2S", give="6S")  # seat 3 first, though seat 1 also wants it
    refused(g, 1, Action("swap", take="2S", give="KS"), 3301, "too late: the 2♠ is no longer on the board")
    act(g, 1, 3350, "swap", take="6S", give="KS")  # and anyone may act, in any order
    assert "6S" in zone(g, "hand:1", 1)


# ----- refreshing the board ----------------------------------------------------------------------
def test_nobody_wants_the_board_it_is_refreshed_and_the_stock_passes_left() -> None:
    """"nobody wants any of the cards on the table. The player with the stock in front
    of them discards the board cards, then deals a new, face-down board, passes the
    stock to the left, and flips the cards over with a countdown"."""
    g = started()
    for s in (0, 1, 2):
        act(g, s, 3200 + s, "done")
    act(g, 0, 3400, "swap", take="8C", give="QS")  # a swap: everyone may want it again
    assert g.view(None)["waiting_for_nothing"] == [False] * 4
    ev: list[dict[str, Any]] = []
    for s in range(4):
        ev = act(g, s, 3600 + s, "done")
    assert [e["type"] for e in ev] == ["done", "refresh", "countdown"]
    assert ev[2]["text"].startswith("Seat 1 counts")  # the player who refreshed flips
    assert ev[1]["text"].startswith("Nobody wants the board: Seat 1 clears it")
    assert zone(g, "board", 0) == ["??"] * 4 and g.view(None)["stock_holder"] == 2
    assert len(zone(g, "discard", None)) >= 1 and g.view(None)["phase"] == "countdown"
    g.advance(3603 + 3000)
    assert zone(g, "board", 1) == STOCK[:4]


def test_idle_board_is_refreshed_after_the_timeout() -> None:
    """RULINGS 7 "nobody wants": all ready, or a timeout (``idle_ms``)."""
    g = started(new(idle_ms=5000))
    act(g, 0, 4000, "swap", take="8C", give="QS")
    g.advance(8999)
    assert g.view(None)["phase"] == "play"
    g.advance(9000)
    assert g.view(None)["phase"] == "countdown" and g.view(None)["stock_holder"] == 2


# ----- Cash and Counter cash ---------------------------------------------------------------------
def test_a_gesture_is_seen_by_everyone_and_never_interpreted() -> None:
    """The signal is an innocuous gesture (the palette), broadcast to all with its time;
    the engine does not read it: the agreed gesture ends nothing."""
    g = started(signals=(3, 4))
    ev = g.apply(2, Action("gesture", sign=3), at=3500)[0]
    for s in (None, 0, 1, 2, 3):
        assert ev.for_seat(s)["text"] == f"Seat 2 {GESTURES[3]}"
    assert g.view(1)["gestures"] == [[2, 3, 3500]] and g.view(None)["phase"] == "play"


def test_cash_wins_when_the_partner_holds_four_of_a_kind() -> None:
    """"they call out 'Cash!' ... All players reveal their hands; if the player whose
    partner called ... does, in fact, have four-of-a-kind, that partnership wins"."""
    g = started()
    act(g, 0, 3200, "swap", take="7S", give="QS")
    act(g, 0, 3400, "gesture", sign=0)
    ev = act(g, 2, 3700, "cash")
    assert ev[0]["correct"] is True and g.is_over()
    assert ev[0]["text"].endswith("Seat 0 shows four of a kind: seats 0 and 2 win the hand")
    assert zone(g, "hand:1", 3) == HANDS[1]  # hands revealed
    res = g.result()
    assert res is not None and res.winners == [0, 2] and res.scores == [1, -1, 1, -1]


def test_cash_without_four_of_a_kind_loses() -> None:
    """"However, if there is no four-of-a-kind, they lose."""
    g = started()
    ev = act(g, 2, 3300, "cash")
    assert ev[0]["correct"] is False and "no four of a kind" in ev[0]["text"]
    res = g.result()
    assert res is not None and res.winners == [1, 3]


def test_counter_cash_wins_when_four_of_a_kind_is_present() -> None:
    """"If a player suspects ... that an opposing partnership is signaling, they can call
    'Counter cash!' ... if a four-of-a-kind is present, the partnership that called
    'Counter cash!' wins" (RULINGS 7: against a named partnership)."""
    g = started()
    act(g, 0, 3200, "swap", take="7S", give="QS")
    act(g, 0, 3400, "gesture", sign=0)
    ev = act(g, 3, 3500, "counter", team=0)
    assert ev[0]["correct"] is True
    refused(g, 2, Action("cash"), 3600, "over")  # C3: the first call ends the hand
    res = g.result()
    assert res is not None and res.winners == [1, 3]


def test_counter_cash_without_four_of_a_kind_loses() -> None:
    """"as with cash, if there is no four-of-a-kind, calling 'Counter cash!' loses"; the
    named partnership's hands decide (RULINGS 7): seat 0's sevens do not save a counter
    against partnership 1."""
    g = started()
    act(g, 0, 3200, "swap", take="7S", give="QS")
    ev = act(g, 2, 3300, "counter", team=1)
    assert ev[0]["correct"] is False
    res = g.result()
    assert res is not None and res.winners == [1, 3]
    g2 = started()
    refused(g2, 2, Action("counter", team=0), 3300, "not your own")


def test_the_name_sets_the_call_word() -> None:
    """The name (Cash, Kemps, Kent) sets the call word (RULINGS 7)."""
    g = started(new(name="kent"))
    assert act(g, 0, 3300, "cash")[0]["text"].startswith('Seat 0 calls "Kent!"')
    assert g.label(Action("counter", team=1)) == "Counter kent! against seats 1 and 3"


# ----- the real deal, letters ----------------------------------------------------------------------
def test_a_real_deal_when_the_stock_runs_out_is_a_draw() -> None:
    """"A real deal is when the stock runs out without 'Cash!' or 'Counter cash!' being
    called. In this case, the hand is a draw" (RULINGS 7: a refresh with fewer than 4
    cards left)."""
    g = started()
    ev: list[dict[str, Any]] = []
    for refresh in range(9):  # 52 - 16 - 4 = 32 cards: eight new boards, then too few
        assert g.view(None)["phase"] == "play"
        for s in range(4):
            ev = act(g, s, g.now + 200, "done")
        if refresh < 8:
            assert ev[-1]["type"] == "countdown"
            g.advance(g.now + 3000)
    assert ev[-1]["type"] == "real_deal" and len(zone(g, "stock", None)) == 0
    res = g.result()
    assert res is not None and res.winners == [] and res.scores == [0.0] * 4


def test_letters_losers_take_a_letter_and_spelling_the_word_loses_the_match() -> None:
    """"the losing team receives a letter in the word 'CASH' (or 'KEMPS' or 'KENT') ...
    whichever partnership spells out the word first loses the match ... Partnerships are
    given the opportunity to change their signal between hands"; no letters for a real
    deal."""
    g = started(new(variant="kent"))
    assert g.view(None)["spelt"] == "seats 0 and 2: -; seats 1 and 3: -"
    act(g, 2, 3300, "cash")  # wrong: partnership 0 takes a K
    assert g.view(None)["letters"] == ["K", ""] and g.view(None)["phase"] == "shown"
    assert g.view(3)["spelt"] == "seats 0 and 2: K; seats 1 and 3: -"
    refused(g, 0, Action("deal"), 3400, "seat 1 deals")
    act(g, 1, 3500, "deal")
    assert g.view(0)["phase"] == "signal" and g.view(0)["my_signal"] == -1  # a new signal
    for _ in range(3):
        act(g, 0, g.now + 100, "agree", signal=2)
        act(g, 1, g.now + 100, "agree", signal=3)
        g.advance(g.now + 3000)
        act(g, 2, g.now + 200, "cash")  # random hands: seat 0 has no four of a kind
        if g.is_over():
            break
        act(g, g.view(None)["dealer"], g.now + 200, "deal")
    assert g.is_over() and g.view(None)["letters"][0] == "KENT"
    res = g.result()
    assert res is not None and res.winners == [1, 3]


def test_three_partnerships_letters_ruling() -> None:
    """RULINGS 7: a successful Cash gives every other partnership a letter; a successful
    counter only the countered partnership; a failed call the caller's."""
    hands = [["7C", "7D", "7H", "7S"], ["2C", "2D", "2H", "KS"], ["9C", "9D", "9H", "3S"],
             ["4C", "4D", "5H", "6S"], ["QC", "QD", "QH", "3C"], ["8C", "8D", "8H", "8S"]]
    for caller, call, params, letters in ((3, "cash", {}, ["", "C", "C"]),
                                          (1, "counter", {"team": 0}, ["C", "", ""]),
                                          (1, "counter", {"team": 2}, ["", "", "C"]),
                                          (0, "counter", {"team": 1}, ["C", "", ""]),
                                          (1, "cash", {}, ["", "C", ""])):
        g = Cash(6, variant="letters", seed=1, deck=stack(hands, ["TC", "TD", "TH", "TS"], STOCK))
        for s in (0, 1, 2):
            act(g, s, 10 + s, "agree", signal=s)
        g.advance(3100)
        act(g, caller, 3300, call, **params)
        assert g.view(None)["letters"] == letters, (call, params)


# ----- further sentences and rulings -------------------------------------------------------------
def test_play_continues_swapping_and_refreshing_as_necessary() -> None:
    """"Play continues, with players swapping cards out as they see fit, and refreshing
    the board as necessary": the new board is grabbed from like the first, and the next
    refresh is made by the next holder, who passes the stock on to the left again."""
    g = started()
    for s in range(4):
        act(g, s, 3200 + s, "done")
    g.advance(g.now + 3000)
    assert zone(g, "board", 0) == STOCK[:4]
    act(g, 2, g.now + 200, "swap", take="JC", give="3S")
    assert "JC" in zone(g, "hand:2", 2) and "3S" in zone(g, "board", 0)
    ev: list[dict[str, Any]] = []
    for s in range(4):
        ev = act(g, s, g.now + 200, "done")
    assert ev[1]["type"] == "refresh" and ev[1]["text"].startswith("Nobody wants the board: Seat 2")
    assert g.view(None)["stock_holder"] == 3
    assert count(g, "discard") == 8


def test_the_stock_passes_left_around_a_larger_table() -> None:
    """"place the deck stub in front of the player to the left of the dealer" and "passes
    the stock to the left": eight players, holders 1, 2, 3 ... in turn."""
    g = Cash(8, seed=4)
    for s in range(4):
        act(g, s, 10 + s, "agree", signal=s)
    g.advance(3013)
    holders = [g.view(None)["stock_holder"]]
    for _ in range(3):
        for s in range(8):
            act(g, s, g.now + 150, "done")
        holders.append(g.view(None)["stock_holder"])
        g.advance(g.now + 3000)
    assert holders == [1, 2, 3, 4]


def test_no_exchange_during_the_count_nor_anything_before_the_signals() -> None:
    """C3: the board is face down during the count, so swaps and "nothing for me" wait
    for GO; nothing at all but agreeing while the partnerships agree their signals."""
    g = new()
    refused(g, 1, Action("gesture", sign=2), 10, "agreeing")
    refused(g, 1, Action("cash"), 10, "agreeing")
    act(g, 0, 50, "agree", signal=0)
    act(g, 1, 100, "agree", signal=1)
    for seat, a in ((1, Action("swap", take="7S", give=HANDS[1][0])), (0, Action("done"))):
        refused(g, seat, a, 2000, "wait for GO")
    assert sorted(g.actors()) == [0, 1, 2, 3]
    assert {a.type for a in g.legal_actions(1)} == {"gesture", "cash", "counter"}


def test_signals_and_calls_at_any_time_the_count_included() -> None:
    """"If a player suspects at any time before 'Cash!' is called that an opposing
    partnership is signaling, they can call 'Counter cash!'" (C3): a gesture and a
    counter during the count are taken, and the counter ends the hand before GO."""
    fours = [HANDS[0], HANDS[1], HANDS[2], ["4C", "4D", "4H", "4S"]]
    g = new(fours, stock=["5C", "5D", "5S", "6C", "6D", "6H"])
    act(g, 0, 50, "agree", signal=0)
    act(g, 1, 100, "agree", signal=1)
    assert g.view(None)["phase"] == "countdown"
    ev = act(g, 3, 500, "gesture", sign=1)
    assert ev[-1]["type"] == "gesture" and ev[-1]["at"] == 500
    ev = act(g, 0, 900, "counter", team=1)
    assert ev[0]["type"] == "counter" and ev[0]["correct"] is True
    res = g.result()
    assert res is not None and res.winners == [0, 2]


def test_cash_during_the_count() -> None:
    """"When the partner notices the signal, they call out 'Cash!'": a call during the
    count is judged at once (C3), like one after GO."""
    g = new()
    act(g, 0, 50, "agree", signal=0)
    act(g, 1, 100, "agree", signal=1)
    ev = act(g, 2, 700, "cash")  # seat 0 holds no four of a kind: the call loses
    assert ev[0]["type"] == "cash" and ev[0]["correct"] is False
    res = g.result()
    assert res is not None and res.winners == [1, 3]


def test_a_counter_only_before_cash_is_called() -> None:
    """"If a player suspects at any time before 'Cash!' is called ...": once "Cash!" has
    been called the hand is over, and a counter is refused (C3)."""
    g = started()
    act(g, 0, 3200, "swap", take="7S", give="QS")
    act(g, 2, 3300, "cash")
    refused(g, 1, Action("counter", team=0), 3301, "over")
    res = g.result()
    assert res is not None and res.winners == [0, 2]


def test_a_correct_counter_wins_for_the_counter_partnership_only() -> None:
    """"if a four-of-a-kind is present, the partnership that called 'Counter cash!' wins"
    (one hand standing alone, three partnerships): the countered partnership loses and
    the third neither wins nor loses (C4)."""
    hands = [["7C", "7D", "7H", "7S"], ["2C", "2D", "2H", "KS"], ["9C", "9D", "9H", "3S"],
             ["4C", "4D", "5H", "6S"], ["QC", "QD", "QH", "3C"], ["8C", "8D", "8H", "5S"]]
    g = Cash(6, seed=1, deck=stack(hands, ["TC", "TD", "TH", "TS"], STOCK))
    for s in (0, 1, 2):
        act(g, s, 10 + s, "agree", signal=s)
    g.advance(3100)
    act(g, 1, 3300, "counter", team=0)
    res = g.result()
    assert res is not None and res.winners == [1, 4]
    assert res.scores == [-1.0, 1.0, 0.0, -1.0, 1.0, 0.0] and res.placing == [5, 1, 3, 5, 1, 3]
    g = Cash(6, seed=1, deck=stack(hands, ["TC", "TD", "TH", "TS"], STOCK))
    for s in (0, 1, 2):
        act(g, s, 10 + s, "agree", signal=s)
    g.advance(3100)
    act(g, 1, 3300, "cash")  # a wrong call: the caller's partnership loses, the others win
    res = g.result()
    assert res is not None and res.winners == [0, 2, 3, 5] and res.scores[1] == res.scores[4] == -1.0


def test_cash_is_judged_by_the_callers_partner_not_the_caller() -> None:
    """"if the player whose partner called 'Cash!' does, in fact, have four-of-a-kind,
    that partnership wins": seat 0's own four sevens do not make seat 0's call right."""
    g = started()
    act(g, 0, 3200, "swap", take="7S", give="QS")
    ev = act(g, 0, 3400, "cash")
    assert ev[0]["correct"] is False
    res = g.result()
    assert res is not None and res.winners == [1, 3]


def test_a_counter_reveals_every_hand() -> None:
    """"The hands are revealed" after "Counter cash!" too."""
    g = started()
    act(g, 1, 3300, "counter", team=0)
    for s in range(4):
        assert zone(g, f"hand:{s}", (s + 1) % 4) == HANDS[s]


def test_without_letters_each_hand_stands_alone() -> None:
    """"Otherwise, play can continue indefinitely, with each hand standing alone as a
    separate game" (C4: without letters a game is one hand; +1 / -1 per partnership)."""
    g = started()
    act(g, 3, 3300, "cash")
    assert g.is_over() and g.legal_actions(0) == [] and g.view(None)["spelt"] == ""
    res = g.result()
    assert res is not None and res.scores == [1.0, -1.0, 1.0, -1.0] and res.details["hands"] == 1


def test_a_real_deal_gives_no_letters_and_a_new_hand_is_dealt() -> None:
    """"If the game is being scored where partnerships receive letters for losses, no
    letters are received for a real deal"; then "all cards are shuffled and new hands and
    a board are dealt" by the next dealer (RULINGS conventions: the deal passes left)."""
    g = started(new(variant="letters"))
    ev: list[dict[str, Any]] = []
    while g.view(None)["phase"] != "shown":
        if g.view(None)["phase"] == "countdown":
            g.advance(g.now + 3000)
        for s in range(4):
            ev = act(g, s, g.now + 200, "done")
    assert ev[-1]["type"] == "real_deal" and g.view(None)["letters"] == ["", ""]
    assert g.view(None)["dealer"] == 1 and not g.is_over()
    act(g, 1, g.now + 100, "deal")
    v = g.view(None)
    assert v["phase"] == "signal" and v["hand"] == 2 and v["stock_holder"] == 2
    assert all(len(zone(g, f"hand:{s}", s)) == 4 for s in range(4))
    assert zone(g, "board", 0) == ["??"] * 4 and count(g, "stock") == 52 - 20
    assert sorted(zone(g, "hand:0", 0)) != sorted(HANDS[0])  # shuffled anew


def test_kemps_spells_five_letters() -> None:
    """"the losing team receives a letter in the word ... 'KEMPS' ... whichever
    partnership spells out the word first loses the match" (RULINGS 7: the name sets the
    word): four lost hands are not yet the match."""
    g = started(new(variant="kemps"))
    seen = []
    for _ in range(5):
        act(g, 2, g.now + 200, "cash")  # seat 0 has no four of a kind in this deal
        seen.append(g.view(None)["letters"][0])
        if g.is_over():
            break
        act(g, g.view(None)["dealer"], g.now + 200, "deal")
        act(g, 0, g.now + 100, "agree", signal=2)
        act(g, 1, g.now + 100, "agree", signal=3)
        g.advance(g.now + 3000)
    assert seen == ["K", "KE", "KEM", "KEMP", "KEMPS"] and g.is_over()


def test_without_an_idle_timeout_only_all_ready_refreshes() -> None:
    """RULINGS 7 "nobody wants": with ``idle_ms=0`` only every player saying so refreshes
    the board; time alone does not."""
    g = started(new(idle_ms=0))
    assert g.next_deadline() is None
    g.advance(g.now + 600_000)
    assert g.view(None)["phase"] == "play" and g.view(None)["stock_holder"] == 1


def test_the_prompt_says_what_to_do_in_each_phase() -> None:
    g = new()
    assert g.view(0)["prompt"] == "Agree a secret signal with your partner: choose one gesture"
    act(g, 0, 0, "agree", signal=0)
    assert g.view(2)["prompt"] == "Your signal is agreed: waiting for the other side"
    g = started()
    assert g.view(1)["prompt"].startswith("Grab board cards you want")
    assert '"Cash!"' in g.view(1)["prompt"]


def test_prompts_follow_the_reader() -> None:
    """A spectator reads what the players do, not an order; a player who said they want
    nothing on the board is told so until the board changes."""
    g = new()
    assert "agreeing" in g.view(None)["prompt"]
    g = started(g)
    assert g.view(None)["prompt"].startswith("The players grab board cards")
    assert g.view(2)["prompt"].startswith("Grab board cards")
    act(g, 2, 3200, "done")
    assert g.view(2)["prompt"].startswith("You want nothing on this board")
    assert g.view(3)["prompt"].startswith("Grab board cards")
