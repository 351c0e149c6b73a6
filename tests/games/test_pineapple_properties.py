"""Pineapple properties: the shared property checks (conservation, legality, leaks by
relabelling and determinization, replay, determinism) per variant and table size, a
re-deal test of hidden information, and the low evaluator checked exhaustively."""

from __future__ import annotations

import itertools
import json
from typing import Any

import numpy as np
import pytest

import parlour
from parlour import Action
from parlour.hands.low import describe_low, low8, low8_batch
from parlour.testing import check_properties
from tests.games.test_pineapple_rules import D, K, stacked


@pytest.mark.parametrize(("variant", "players", "seeds", "options"), [
    ("pineapple", 2, range(4), {"hands": 6}),
    ("pineapple", 6, range(10, 13), {"limit": "no", "stack": 40}),
    ("crazy", 3, range(20, 24), {"limit": "pot", "stack": 30, "ante": 1}),
    ("crazy-hilo8", 9, range(30, 31), {"hands": 3}),
])
def test_check_properties(variant: str, players: int, seeds: range, options: dict[str, Any] | None) -> None:
    games = check_properties(f"pineapple:{variant}", players, seeds, options=options)
    for g in games:
        assert g.is_over() and sum(g.result().scores) == 0  # type: ignore[union-attr]


def _script(g: parlour.Game) -> list[dict[str, Any]]:
    """Seat 0's copies of the events of a fixed line of play up to the river."""
    out: list[dict[str, Any]] = []
    moves = [(0, Action("call")), (1, K), (0, None), (1, None), (1, K), (0, K), (1, K), (0, K)]
    for seat, a in moves:
        if a is None:  # a discard: the first card the seat holds (what it is differs)
            a = D(g.legal_actions(seat)[0].card)
        out += [e.for_seat(0) for e in g.apply(seat, a)]
        out.append(g.view(0))
    return out


def test_redealing_hidden_cards_changes_nothing_seat_0_sees() -> None:
    """Hidden information: seat 1's hole cards, the burns and the stock are re-dealt;
    seat 0's view and events stay the same until the showdown."""
    board = ["AH", "9C", "4D", "JS", "5H"]
    a = parlour.new_game("pineapple", 2, seed=1, options={"hands": 1},
                         deck=stacked({0: ["AS", "KS", "3D"], 1: ["QH", "QC", "7S"]}, board, 2))
    b = parlour.new_game("pineapple", 2, seed=99, options={"hands": 1},
                         deck=stacked({0: ["AS", "KS", "3D"], 1: ["2C", "8H", "TD"]}, board, 2))
    assert _script(a) == _script(b)


def test_same_seed_same_actions_same_game_and_records_replay() -> None:
    g = parlour.new_game("pineapple:crazy", 4, seed=7)
    rng = np.random.default_rng(0)
    while not g.is_over():
        seat = g.actors()[0]
        legal = g.legal_actions(seat)
        g.apply(seat, legal[int(rng.integers(len(legal)))])
    rec = json.loads(json.dumps(g.record()))
    again = parlour.replay(rec)
    assert again.view(None) == g.view(None) and again.result() == g.result()


def _brute_low(ranks: tuple[int, ...]) -> tuple[int, ...] | None:
    best = None
    for five in itertools.combinations(ranks, 5):
        if len(set(five)) == 5 and max(five) <= 8:
            key = tuple(sorted(five, reverse=True))
            best = key if best is None or key < best else best
    return best


def test_low8_against_brute_force_over_every_rank_multiset_of_seven() -> None:
    """Ace-to-five low 8 or better, exhaustively: every multiset of seven ranks (at most
    four of a rank), the evaluator's order equals the brute-force definition's."""
    seen: dict[tuple[int, ...] | None, int] = {}
    for ranks in itertools.combinations_with_replacement(range(1, 14), 7):
        if max(ranks.count(r) for r in set(ranks)) > 4:
            continue
        cards = [r | (i % 4) << 4 for i, r in enumerate(ranks)]
        want = _brute_low(ranks)
        got = low8(cards)
        assert (got == 0) == (want is None)
        if want is not None:
            assert seen.setdefault(want, got) == got
            assert describe_low(got).split(" ")[0] == "-".join("A" if r == 1 else str(r) for r in want)
    keys = sorted(k for k in seen if k is not None)
    assert len(keys) == 56  # C(8, 5) qualifying lows
    assert [seen[k] for k in keys] == sorted((seen[k] for k in keys), reverse=True)  # lower is better


def test_low8_batch_agrees() -> None:
    rng = np.random.default_rng(3)
    deck = np.array([(s << 4) | r for s in range(4) for r in range(1, 14)])
    hands = np.array([rng.choice(deck, 7, replace=False) for _ in range(2000)])
    assert low8_batch(hands).tolist() == [low8(h.tolist()) for h in hands]
