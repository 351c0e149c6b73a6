"""Fipsen properties: random games keep every contract property (cards conserved, legal
actions apply, illegal ones change nothing, no leaks, exact replay); the skat and the
set-aside cards are checked by re-dealing them; the checks agree with the legal list;
same seed, same game."""

from __future__ import annotations

import json
from typing import Any

import parlour
from parlour import Action, IllegalAction
from parlour.bots.search import random_rollout
from parlour.engine.actions import normalize
from parlour.engine.rng import Rng
from parlour.games.fipsen.rules import CALLS, PACK, SUIT_WORDS
from parlour.testing import check_properties
from tests.games.test_fipsen_rules import STRONG, new

UNIVERSE = ([Action("bid", call=c) for c in CALLS] + [Action("bid", call="6")]
            + [Action(t) for t in ("surrender", "stop", "play-on", "deal")]
            + [Action("play", card=str(c)) for c in PACK]
            + [Action("discard", card=str(c)) for c in PACK[::2]]
            + [Action("trump", suit=s) for s in SUIT_WORDS]
            + [Action("play", card="8D"), Action("play", card="10H")])


def test_properties_single_deals() -> None:
    check_properties("fipsen", 4, range(60), options={"deals": 1}, check_every=3, leak_every=5)


def test_properties_every_step_of_a_few_games() -> None:
    check_properties("fipsen", 4, range(3), options={"deals": 3}, check_every=1, leak_every=2)


def test_properties_whole_games_of_eight_deals() -> None:
    check_properties("fipsen", 4, range(6), check_every=11, leak_every=17)


def test_the_checks_agree_with_the_legal_list() -> None:
    for seed in range(10):
        g = parlour.new_game("fipsen", seed=seed, options={"deals": 3})
        rng = Rng(seed)
        for _ in range(60):
            if g.is_over():
                break
            for s in range(4):
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


def test_the_skat_and_the_cards_set_aside_are_hidden_checked_by_redealing_them() -> None:
    """Two deals that exchange the skat with the set-aside cards: every seat sees the same
    through the auction; after a Hand bid (the skat unused), through the whole play."""
    deck_a = new(STRONG, ["9C", "TC"]).record()["deck"]
    skat, aside = deck_a[12:14], deck_a[22:25]
    deck_b = deck_a[:12] + aside[:2] + deck_a[14:22] + skat + aside[2:]
    games = [parlour.new_game("fipsen", seed=1, deck=d) for d in (deck_a, deck_b)]
    seen: list[list[Any]] = [[], []]
    for k, g in enumerate(games):
        for c in ("3-hand", "pass", "pass", "pass"):
            ev = g.apply(g.waiting_for()[0], Action("bid", call=c))
            seen[k].append([([e.for_seat(s) for e in ev], g.view(s)) for s in (0, 1, 2, 3, None)])
        ev = g.apply(1, Action("trump", suit="spades"))
        seen[k].append([([e.for_seat(s) for e in ev], g.view(s)) for s in (0, 1, 2, 3, None)])
        while g.view(None)["phase"] == "play":
            s = g.waiting_for()[0]
            ev = g.apply(s, g.legal_actions(s)[0])
            seen[k].append([[e.for_seat(o) for e in ev] for o in (0, 1, 2, 3, None)])
    assert sorted(deck_a[12:14]) != sorted(deck_b[12:14])
    assert seen[0] == seen[1]


def test_same_seed_same_game_and_json_views() -> None:
    a = parlour.new_game("fipsen", seed=9)
    b = parlour.new_game("fipsen", seed=9)
    random_rollout(a, Rng(1), max_actions=300)
    random_rollout(b, Rng(1), max_actions=300)
    assert a.record() == b.record()
    assert json.dumps(a.full_view(), sort_keys=True) == json.dumps(b.full_view(), sort_keys=True)
    for s in [0, 1, 2, 3, None]:
        json.dumps(a.view(s))
    if not a.is_over():
        json.dumps(a.legal_json(a.waiting_for()[0]))


def test_random_games_finish() -> None:
    for seed in range(3):
        g = parlour.new_game("fipsen", seed=seed)
        random_rollout(g, Rng(seed), max_actions=100_000)
        assert g.is_over()
        res = g.result()
        assert res is not None and res.winners and len(g.history) == 8  # type: ignore[attr-defined]
