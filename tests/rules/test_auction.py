"""``parlour.rules.auction``: a ladder whose rank order is data, final passes, holding
against overcalling, orbit limits and all-pass, on Five Hundred's and Fipsen's auctions
(the next games to use it) and on random auctions."""

from __future__ import annotations

import pytest

from parlour.engine.rng import Rng
from parlour.rules.auction import PASS, Auction, Ladder, Style

SUITS = ("S", "C", "D", "H", "NT")
FIVE_HUNDRED = Ladder([f"{n}{s}" for n in (6, 7) for s in SUITS] + ["nullo"]
                      + [f"{n}{s}" for n in (8, 9, 10) for s in SUITS] + ["grand-nullo"])
"""Five Hundred: ranked by score, except nullo (250) which "is outbid by any bid of eight
or more", so it sits below 8 spades (240): the order is data, not the score."""

FIPSEN_VALUES = {"2": 2.0, "3": 3.0, "3-hand": 6.0, "3-ruten": 6.0, "4": 4.0, "kieker": 4.5,
                 "5": 5.0}
FIPSEN = Ladder.by_value(FIPSEN_VALUES)


def calls(a: Auction[str], *seq: tuple[int, str]) -> None:
    for seat, call in seq:
        a.call(seat, call)


def test_ladder_rank_order_is_data() -> None:
    assert FIVE_HUNDRED.rank("nullo") > FIVE_HUNDRED.rank("7NT")
    assert FIVE_HUNDRED.rank("nullo") < FIVE_HUNDRED.rank("8S")
    assert FIPSEN.rank("3-hand") == FIPSEN.rank("3-ruten") > FIPSEN.rank("5") > FIPSEN.rank("kieker")
    assert FIPSEN.bids[0] == "2" and "kieker" in FIPSEN and "6" not in FIPSEN
    with pytest.raises(ValueError, match="twice"):
        Ladder(["a", ("b", "a")])
    with pytest.raises(ValueError, match="is the pass"):
        Ladder(["a", PASS])


def test_rotation_each_bid_outranks_and_a_pass_is_final() -> None:
    a = Auction([1, 2, 3, 0], FIVE_HUNDRED, rounds=3)
    calls(a, (1, "6S"), (2, PASS))
    assert a.turn == 3 and a.bids(3)[0] == "6C"
    assert a.refusal(3, "6S") == "bid higher than '6S' or pass"
    calls(a, (3, "7H"), (0, PASS))
    assert a.turn == 1  # seats 2 and 0 passed: never asked again
    calls(a, (1, "nullo"), (3, "8S"))
    assert a.turn == 1
    calls(a, (1, PASS))
    assert a.done and a.winner == 3 and a.high == "8S" and a.turn is None
    assert a.refusal(3, "9S") == "the bidding is over"


def test_rotation_ends_after_a_bid_and_passes_from_all_the_rest() -> None:
    a = Auction([1, 2, 3, 0], FIVE_HUNDRED)
    calls(a, (1, PASS), (2, PASS), (3, PASS))
    assert not a.done and a.turn == 0  # the dealer still speaks
    calls(a, (0, "6H"))
    assert a.done and a.winner == 0 and a.high == "6H"


def test_rotation_stops_after_the_orbit_limit_and_the_high_bid_stands() -> None:
    a = Auction([1, 2, 3, 0], FIVE_HUNDRED, rounds=3)
    ladder = iter(FIVE_HUNDRED.bids)
    for orbit in (1, 2, 3):
        for seat in (1, 2, 3, 0):
            assert a.orbit == orbit and a.turn == seat
            a.call(seat, next(ladder))
    assert a.done and a.winner == 0 and a.high == FIVE_HUNDRED.bids[11]
    assert len(a.calls) == 12


def test_orbits_count_round_the_seats_still_in_call() -> None:
    a = Auction([1, 2, 3, 0], FIVE_HUNDRED, rounds=2)
    calls(a, (1, "6S"), (2, PASS), (3, "6C"), (0, PASS), (1, "6D"))
    assert a.orbit == 2 and a.turn == 3
    calls(a, (3, "6H"))
    assert a.done and a.winner == 3  # two orbits are over


def test_all_pass() -> None:
    for style in ("rotation", "duel"):
        a = Auction([1, 2, 3, 0], FIVE_HUNDRED, style=style)
        calls(a, (1, PASS), (2, PASS), (3, PASS), (0, PASS))
        assert a.done and a.all_passed and a.winner is None and a.high is None


def test_duel_follows_fipsen_the_earlier_seat_may_hold() -> None:
    """Fipsen: the dealer's left bids, the second seat must bid higher or pass, the first
    may hold (an equal value), bid higher or pass; then the third seat enters against the
    survivor and finally the dealer (RULINGS 25: the earlier seat holds)."""
    a = Auction([1, 2, 3, 0], FIPSEN, style="duel", hold=True)
    calls(a, (1, "2"))
    assert a.turn == 2 and a.bids(2) == ["3", "4", "kieker", "5", "3-hand", "3-ruten"]
    assert a.refusal(2, "2") == "bid higher than '2' or pass"
    calls(a, (2, "3-hand"))
    assert a.turn == 1 and a.bids(1) == ["3-hand", "3-ruten"]  # hold at the same value
    calls(a, (1, "3-ruten"))
    assert a.winner == 1 and a.turn == 2
    assert a.refusal(2, "3-hand") == "bid higher than '3-ruten' or pass"
    calls(a, (2, PASS))
    assert a.turn == 3  # seat 3 enters against the survivor and speaks first
    assert a.bids(3) == []  # nothing above 6 on this ladder
    calls(a, (3, PASS), (0, PASS))
    assert a.done and a.winner == 1 and a.high == "3-ruten"


def test_duel_kieker_against_kieker_the_earlier_seat_holds() -> None:
    a = Auction([1, 2, 3, 0], FIPSEN, style="duel", hold=True)
    calls(a, (1, PASS), (2, "kieker"), (3, PASS), (0, "5"))
    assert a.turn == 2 and "5" in a.bids(2)  # seat 2 entered first: it may hold
    calls(a, (2, "5"), (0, PASS))
    assert a.done and a.winner == 2


def test_duel_without_hold_every_bid_outranks() -> None:
    a = Auction([0, 1], FIPSEN, style="duel")
    calls(a, (0, "2"), (1, "3"))
    assert a.refusal(0, "3") == "bid higher than '3' or pass" and not a.may_hold(0)


def test_rotation_may_hold_too() -> None:
    a = Auction([0, 1, 2], FIPSEN, hold=True)
    calls(a, (0, PASS), (1, "4"), (2, "kieker"))
    assert a.bids(1)[0] == "kieker"  # seat 1 is earlier than seat 2
    assert a.refusal(1, "4") == "bid at least 'kieker' (you may hold it) or pass"


def test_refusals_name_the_problem() -> None:
    a = Auction([1, 2, 3, 0], FIVE_HUNDRED)
    assert a.refusal(2, "7S") == "it is seat 1's call, not seat 2's"
    assert a.refusal(1, "11S") == "'11S' is not a bid"
    with pytest.raises(ValueError, match="seat 1's call"):
        a.call(0, PASS)
    assert a.bids(2) == [] and a.calls == []
    with pytest.raises(ValueError, match="no rounds"):
        Auction([0, 1], FIPSEN, style="duel", rounds=3)


def test_copies_are_independent() -> None:
    a = Auction([1, 2, 3, 0], FIVE_HUNDRED)
    a.call(1, PASS)
    b = a.copy()
    b.call(2, "7S")
    assert a.turn == 2 and a.high is None and a.calls == [(1, PASS)]
    assert b.passed == {1} and b.winner == 2


@pytest.mark.parametrize("style", ["rotation", "duel"])
def test_random_auctions_end_with_legal_calls_only(style: Style) -> None:
    rng = Rng(5)
    for _ in range(300):
        order = [1, 2, 3, 0]
        a = Auction(order, FIPSEN, style=style, hold=True,
                    rounds=3 if style == "rotation" else None)
        asked_after_pass: list[int] = []
        while not a.done:
            seat = a.turn
            assert seat is not None
            if seat in a.passed:
                asked_after_pass.append(seat)
            options: list[str] = [PASS, *a.bids(seat)]
            call = options[rng.below(len(options))]
            before = a.high
            a.call(seat, call)
            if call != PASS and before is not None:
                assert FIPSEN.rank(call) >= FIPSEN.rank(before)
        assert not asked_after_pass
        assert len(a.calls) <= 40
        bids = [(s, c) for s, c in a.calls if c != PASS]
        if bids:
            assert (a.winner, a.high) == bids[-1]
            # the declarer is the only seat that did not pass, or the orbits ran out
            others = [s for s in order if s != a.winner]
            assert set(others) <= a.passed or a.orbit > 3
        else:
            assert a.all_passed
