"""Pinochle properties: random games keep every contract property (cards conserved, legal
actions apply, illegal ones change nothing, no leaks, exact replay); the stock and the
hands are checked by re-dealing them; won tricks are never shown; the checks agree with
the legal list; same seed, same game."""

from __future__ import annotations

import json
from typing import Any

import pytest

import parlour
from parlour import Action, IllegalAction
from parlour.bots.search import random_rollout
from parlour.engine.actions import normalize
from parlour.engine.rng import Rng
from parlour.games.pinochle.rules import MELD_NAMES, PACK
from parlour.testing import check_properties
from tests.games.test_pinochle_rules import melder, new, stack

UNIVERSE = ([Action("play", card=str(c)) for c in PACK[:24]]
            + [Action("meld", meld=n) for n in MELD_NAMES] + [Action("meld", meld="bezique")]
            + [Action(t) for t in ("exchange", "draw", "deal")]
            + [Action("play", card="2C"), Action("play", card="10H")])


@pytest.mark.parametrize("variant", ["standard", "reach-1000"])
def test_properties_single_deals(variant: str) -> None:
    n = 12 if variant == "standard" else 4
    check_properties(f"pinochle:{variant}", 2, range(n), options={"deals": 1},
                     check_every=5, leak_every=7)


def test_properties_every_step_of_a_deal_dealt_three_at_a_time() -> None:
    check_properties("pinochle", 2, range(2), options={"deals": 1, "deal_batch": 3},
                     check_every=1, leak_every=2)


def test_properties_whole_matches() -> None:
    check_properties("pinochle", 2, range(2), options={"target": 400}, check_every=37,
                     leak_every=61, max_steps=20_000)


def test_the_checks_agree_with_the_legal_list() -> None:
    for seed in range(5):
        g = parlour.new_game("pinochle", seed=seed, options={"deals": 2})
        rng = Rng(seed)
        for _ in range(160):
            if g.is_over():
                break
            for s in range(2):
                legal = set(g.legal_actions(s))
                for a in UNIVERSE:
                    why = g.explain(s, a)
                    try:
                        norm: Action | None = normalize(type(g), a)
                    except IllegalAction:
                        norm = None
                    assert (why is None) == (norm in legal), (seed, s, a, why)
                    assert why is None or why
            s = g.waiting_for()[0]
            g.apply(s, rng.choice(g.legal_actions(s)))


def _views(g: parlour.Game, seat: int | None, steps: int) -> list[Any]:
    out: list[Any] = []
    for _ in range(steps):
        s = g.waiting_for()[0]
        legal = g.legal_actions(s)
        a = next((x for x in legal if x.type in ("play", "draw")), legal[0])
        ev = g.apply(s, a)
        out.append(([e.for_seat(seat) for e in ev], g.view(seat)))
    return out


def test_the_stock_is_hidden_checked_by_redealing_it() -> None:
    """Two deals that differ only in the order of the stock below its top four cards:
    both players see the same for the first two tricks."""
    hands = {1: ["AS", "KS", "QS", "JS", "9S", "AH", "KH", "QH", "JH", "9H", "AD", "KD"],
             0: ["TS", "TH", "TD", "TC", "9C", "QC", "QD", "JD", "9D", "AC", "KC", "JC"]}
    top = ["AS", "KS", "QS", "JS"]
    a = stack(hands, "TS", top)
    b = a[:29] + a[29:][::-1]  # the rest of the stock reversed
    assert a != b
    ga, gb = (parlour.new_game("pinochle", seed=melder().seed, deck=d) for d in (a, b))
    for seat in (0, 1, None):
        assert _views(ga.clone(), seat, 6) == _views(gb.clone(), seat, 6)


def test_a_hand_is_hidden_checked_by_exchanging_cards_with_the_stock() -> None:
    """Seat 0's view does not change when two of seat 1's cards are exchanged with cards
    deep in the stock (until they are played)."""
    hands = {1: ["AS", "KS", "QS", "JS", "9S", "AH", "KH", "QH", "JH", "9H", "AD", "KD"]}
    a = stack(hands, "TS", ["TS", "TH"])
    b = list(a)
    i, j = b.index("KD"), len(b) - 1
    b[i], b[j] = b[j], b[i]
    ga, gb = (parlour.new_game("pinochle", seed=melder().seed, deck=d) for d in (a, b))
    assert ga.view(0) == gb.view(0) and ga.view(None) == gb.view(None)
    assert ga.view(1) != gb.view(1)


def test_won_tricks_never_show_in_any_view_for_a_whole_hand() -> None:
    g = new({}, deals=1)
    while not g.is_over():
        for seat in (0, 1, None):
            for z in g.view(seat)["zones"]:
                if z["id"].startswith("won:"):
                    assert set(z["cards"]) <= {"??"}
        s = g.waiting_for()[0]
        g.apply(s, g.legal_actions(s)[-1])


def test_same_seed_same_game_and_json_views() -> None:
    a = parlour.new_game("pinochle", seed=9)
    b = parlour.new_game("pinochle", seed=9)
    random_rollout(a, Rng(1), max_actions=300)
    random_rollout(b, Rng(1), max_actions=300)
    assert a.record() == b.record()
    assert json.dumps(a.full_view(), sort_keys=True) == json.dumps(b.full_view(), sort_keys=True)
    for s in [0, 1, None]:
        json.dumps(a.view(s))
    if not a.is_over():
        json.dumps(a.legal_json(a.waiting_for()[0]))


def test_random_matches_finish() -> None:
    for seed in range(2):
        g = parlour.new_game("pinochle", seed=seed)
        random_rollout(g, Rng(seed), max_actions=100_000)
        assert g.is_over()
        res = g.result()
        assert res is not None and max(res.scores) > 1000


@pytest.mark.parametrize("then", ["play", "meld"])
def test_a_known_copy_leaves_the_hand_before_its_hidden_twin(then: str) -> None:
    """Hidden information with two copies of each card: seat 1 takes the turned-up A♣ in
    exchange for the dix (seat 0 saw it go in) while holding a second A♣ seat 0 never
    saw. When an A♣ leaves the hand (played, or melded in the aces), seat 0 cannot tell
    which copy went, so its view shows no A♣ left in seat 1's hand."""
    from tests.games.test_pinochle_rules import act, full, new, play, zone

    hand = ["9C", "AC", "AD", "AD", "AH", "AS", "AS", "TD", "TD", "TH", "TH", "TS"]
    g = new({1: hand, 0: ["9H", "9S"]}, up="AC")
    play(g, "AD", "9H")  # seat 1 leads and wins
    act(g, "exchange")
    assert zone(g, "hand:1", 0).count("AC") == 1  # the upturned ace: seen going in
    if then == "play":
        act(g, "draw")
        play(g, "AC")
    else:
        act(g, "meld", meld="aces")
    assert full(g, "hand:1").count("AC") == 1
    assert zone(g, "hand:1", 0).count("AC") == 0
