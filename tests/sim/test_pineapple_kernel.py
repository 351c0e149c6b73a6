"""The Pineapple kernel (parlour.sim.pineapple) plays exactly the game's hands.

The kernel and ``parlour.new_game("pineapple")`` are dealt from the same seed and given
the same choices; at every step both must name the same seat to act and the same legal
actions in the same order, and after every hand hold the same stacks and deal the next
hand from the same seat. The options are varied so that short stacks go all in (side
pots, short all-ins that do not reopen the raising), seats bust and the deal moves past
them, antes replace blinds, heads-up blinds, caps, bet sizes and all three variants
(hi/lo quartering and odd chips included).
"""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest

import parlour
from parlour.cards import deck52
from parlour.errors import InvalidOption
from parlour.hands import best_of
from parlour.hands.low import low8 as parlour_low8
from parlour.sim.pineapple import CALL, CHECK, DISCARD, FOLD, RAISE, game_action, high, low8, table

VARIANTS = ("pineapple", "crazy", "crazy-hilo8")


def _options(k: int) -> dict[str, Any]:
    o: dict[str, Any] = {"hands": 6, "stack": (4, 9, 25, 200)[k % 4], "cap": (4, 0, 2)[k % 3],
                         "dealer": k % 2, "small_bet": 1 + k % 3, "big_bet": 2 + k % 5}
    if k % 5 == 0:
        o.update(ante=1 + k % 2)
    if k % 7 == 0:
        o.update(small_blind=0, big_blind=0, ante=1)
    return o


def play_both(seed: int, players: int, variant: str, options: dict[str, Any],
              rng: random.Random) -> int:
    """Play one game on the game and the kernel with the same random choices, checking
    them against each other at every step; the number of actions played."""
    g = parlour.new_game("pineapple", players, variant=variant, seed=seed, options=options)
    t = table(players, variant, seed, options)
    t.deal()
    steps = 0
    while not g.is_over():
        if g.phase == "next":
            assert t.phase == "next" and t.hand_over and not t.over
            assert t.stacks == g.betting.chips.stacks
            assert t.won == g.history[-1]["won"]
            assert t.dealer == g.dealer
            g.apply(g.dealer, parlour.Action("deal"))
            t.deal()
            assert t.hand_no == g.hand_no
            continue
        seat = g.actors()[0]
        assert t.actor == seat
        legal, codes = g.legal_actions(seat), t.legal()
        assert [game_action(t, c) for c in codes] == legal
        if g.phase == "bet":
            assert t.bets == g.view(None)["bets"] and t.live == [int(x) for x in g.betting.live]
        i = int(rng.random() * len(legal))
        g.apply(seat, legal[i])
        t.step(codes[i])
        steps += 1
    assert t.over and t.phase == "over" and t.actor == -1 and t.legal() == ()
    assert t.stacks == g.betting.chips.stacks and t.won == g.history[-1]["won"]
    assert t.net == g.result().details["net"]  # type: ignore[union-attr]
    return steps


@pytest.mark.parametrize("variant", VARIANTS)
def test_kernel_plays_the_games_hands(variant: str) -> None:
    rng = random.Random(variant)
    steps = sum(play_both(seed, 2 + seed % 8, variant, _options(seed), rng) for seed in range(120))
    assert steps > 5000


def test_default_options_and_a_long_game() -> None:
    """The defaults (6 players, 200 chips, 20 hands) and a game long enough to bust seats."""
    rng = random.Random(3)
    play_both(11, 6, "pineapple", {}, rng)
    play_both(12, 3, "crazy-hilo8", {"stack": 6, "hands": 60}, rng)


def test_same_seed_same_game_other_seed_other_cards() -> None:
    def run(seed: int) -> tuple[list[int], list[int], list[int]]:
        t = table(4, seed=seed, options={"hands": 1})
        t.deal()
        hole = t.hole(0)
        while not t.hand_over:
            t.step(CHECK if CHECK in t.legal() else CALL if CALL in t.legal() else t.legal()[0])
        return hole, t.board, t.stacks

    assert run(5) == run(5)
    assert run(5)[0] != run(6)[0]


def test_kernel_cards_are_the_games_cards() -> None:
    g = parlour.new_game("pineapple", 5, seed=99)
    t = table(5, seed=99)
    t.deal()
    assert [t.hole(s) for s in range(5)] == [list(g.zones[f"hand:{s}"].cards) for s in range(5)]


def test_illegal_actions_are_refused_by_name_and_change_nothing() -> None:
    t = table(3, seed=1, options={"hands": 1})
    t.deal()
    before = (t.actor, t.bets, t.stacks, t.legal())
    with pytest.raises(ValueError, match=r"check \(1\) is not legal now; the legal actions are \(0, 2, 3\)"):
        t.step(CHECK)
    with pytest.raises(ValueError, match="discard 0 .4. is not legal now"):
        t.step(DISCARD)
    with pytest.raises(ValueError, match="9 is not an action"):
        t.step(9)
    with pytest.raises(TypeError):
        t.step("call")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="the hand is not over"):
        t.deal()
    assert (t.actor, t.bets, t.stacks, t.legal()) == before
    while not t.hand_over:
        t.step(FOLD if FOLD in t.legal() else t.legal()[0])
    with pytest.raises(ValueError, match="the game is over"):
        t.deal()
    with pytest.raises(ValueError, match="not legal now; the legal actions are \\(\\)"):
        t.step(CALL)


def test_the_kernel_refuses_what_it_does_not_play() -> None:
    with pytest.raises(InvalidOption, match="fixed limit only, not limit='no'"):
        table(6, options={"limit": "no"})
    with pytest.raises(InvalidOption, match="no variant 'omaha'"):
        table(6, "omaha")
    with pytest.raises(InvalidOption, match="2 to 9 players, not 10"):
        table(10)
    with pytest.raises(InvalidOption, match="'dealer' must be a seat"):
        table(3, options={"dealer": 5})
    with pytest.raises(InvalidOption, match="hilo"):
        table(6, "crazy-hilo8", options={"hilo": False})  # the variant fixes it


def test_raise_goes_to_the_rounds_one_amount_and_the_cap_holds() -> None:
    t = table(2, seed=4, options={"hands": 1, "cap": 4})
    t.deal()  # heads-up: the dealer (seat 0) posts the small blind and acts first
    assert (t.actor, t.bets) == (0, [1, 2])
    for to in (4, 6, 8):  # the big blind is the first bet: three raises reach the cap
        assert t.raise_amount() == to
        t.step(RAISE)
        assert t.bets[1 - t.actor] == to
    assert RAISE not in t.legal() and t.raise_amount() == 0
    t.step(CALL)
    assert t.phase == "discard" and t.pot == 16


def _monotone(ours: list[int], theirs: list[int]) -> None:
    """``ours`` orders (and ties) the hands exactly as ``theirs``."""
    pairs = sorted(zip(theirs, ours, strict=True))
    for (t1, o1), (t2, o2) in itertools.pairwise(pairs):
        assert (o1 < o2) if t1 < t2 else (o1 == o2), (t1, o1, t2, o2)


def test_high_orders_hands_as_parlours_evaluator() -> None:
    pack = list(deck52())
    rng = random.Random(8)
    hands = [rng.sample(pack, rng.choice((5, 6, 7))) for _ in range(30_000)]
    named = ["AS KS QS JS TS 2C 3D", "AS 2S 3S 4S 5S KD KH", "5C 4D 3H 2S AC KC KD",
             "7C 7D 7H 2S 2C 2D AH", "7C 7D 7H 2S 2C AD AH", "9C 9D 8H 8S 7C 7D AH",
             "AC AD AH AS KC KD KH", "2C 3C 4C 5C 7C 6D 6H", "AH KH QH JH 9H TC 8C"]
    hands += [[parlour.Card.parse(c) for c in h.split()] for h in named]
    _monotone([high(h) for h in hands], [best_of(h) for h in hands])


def test_low8_orders_lows_as_parlours() -> None:
    """Every set of five to seven ranks (the suits play no part in a low)."""
    hands = [[(r - 1) % 4 << 4 | r for r in ranks]
             for k in (5, 6, 7) for ranks in itertools.combinations(range(1, 14), k)]
    ours, theirs = [low8(h) for h in hands], [parlour_low8(h) for h in hands]
    assert [o > 0 for o in ours] == [t > 0 for t in theirs]
    _monotone(ours, theirs)
