"""Five Hundred properties: random games keep every contract property (cards conserved,
legal actions apply, illegal ones change nothing, no leaks, exact replay); hidden cards
(the middle, discards, the idle nullo hand) are checked by re-dealing them; the checks
agree with the legal list; same seed, same game."""

from __future__ import annotations

import json
from typing import Any

import pytest

import parlour
from parlour import Action, IllegalAction
from parlour.bots.search import random_rollout
from parlour.engine.actions import normalize
from parlour.engine.rng import Rng
from parlour.games.five_hundred.rules import CALLS, PACK, SUIT_WORDS
from parlour.testing import check_properties
from tests.games.test_five_hundred_rules import call, discard, stack

UNIVERSE = ([Action("bid", call=c) for c in CALLS] + [Action("bid", call="11S")]
            + [Action(t) for t in ("announce", "decline", "redeal", "play-on", "deal")]
            + [Action("play", card=str(c)) for c in PACK]
            + [Action("discard", card=str(c)) for c in PACK[::3]]
            + [Action("nominate", suit=s) for s in SUIT_WORDS]
            + [Action("play", card="2C"), Action("play", card="10H")])


@pytest.mark.parametrize("variant", ["standard", "reach-500"])
def test_properties_single_deals(variant: str) -> None:
    n = 40 if variant == "standard" else 10
    check_properties(f"five-hundred:{variant}", 4, range(n), options={"deals": 1},
                     check_every=5, leak_every=7)


def test_properties_every_step_of_a_few_deals() -> None:
    check_properties("five-hundred", 4, range(3), options={"deals": 2}, check_every=1,
                     leak_every=2)


def test_properties_whole_matches() -> None:
    check_properties("five-hundred", 4, range(4), check_every=31, leak_every=53,
                     max_steps=50_000)


def test_the_checks_agree_with_the_legal_list() -> None:
    for seed in range(8):
        g = parlour.new_game("five-hundred", seed=seed, options={"deals": 3})
        rng = Rng(seed)
        for _ in range(90):
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


def _run(g: parlour.Game, script: list[tuple[str, str]]) -> list[list[dict[str, Any]]]:
    """Apply ``(type, value)`` actions in turn; every seat's and a spectator's copies of
    the events, and their views after each step."""
    seen: list[list[dict[str, Any]]] = [[] for _ in range(5)]
    for kind, value in script:
        s = g.waiting_for()[0]
        key = {"bid": "call", "discard": "card", "play": "card"}.get(kind)
        ev = g.apply(s, Action(kind, **({key: value} if key else {})))
        for i, who in enumerate((0, 1, 2, 3, None)):
            seen[i] += [e.for_seat(who) for e in ev]
            seen[i].append(g.view(who))
    return seen


def test_the_middle_and_the_discards_are_hidden_checked_by_redealing_them() -> None:
    """Two deals that differ only in which cards are in the middle and which in seat 0's
    hand: seats 2 and 3 and a spectator see the same throughout, seat 1 too until it
    takes the middle as declarer; after it discards five face down, the others still
    cannot tell the deals apart."""
    hands = {1: ["JK", "4D", "5D", "6D", "4C", "5C", "6C", "4S", "5S", "6S"],
             2: ["AD", "KD", "7C", "8C", "9C", "7S", "8S", "9S", "4H", "5H"],
             3: ["JH", "QD", "TC", "JC", "7H", "8H", "9H", "TH", "TS", "JS"]}
    seat0 = ["JD", "7D", "8D", "9D", "TD", "AC", "KC", "QC", "AS", "KS"]
    mid = ["AH", "KH", "QH", "6H", "QS"]
    a = stack({**hands, 0: seat0}, mid)
    b = stack({**hands, 0: mid + seat0[5:]}, seat0[:5])
    games = [parlour.new_game("five-hundred", seed=3, options={"ace_no_face": False},
                              deck=d) for d in (a, b)]
    bidding = [_run(g, [("bid", "7D"), ("bid", "pass"), ("bid", "pass")]) for g in games]
    for i in (1, 2, 3, 4):  # seats 1-3 and a spectator
        assert bidding[0][i] == bidding[1][i]
    taken = [_run(g, [("bid", "pass")]) for g in games]
    for i in (2, 3, 4):
        assert taken[0][i] == taken[1][i]
    assert taken[0][1] != taken[1][1]  # the declarer saw what it took
    throw = [("discard", c) for c in ("4C", "5C", "6C", "4S", "5S")]
    ends = [_run(g, throw) for g in games]
    for i in (2, 3, 4):
        assert ends[0][i] == ends[1][i]


def test_the_idle_nullo_hand_stays_hidden() -> None:
    """In nullo the partner sits out: its cards are never shown to anyone else, checked by
    exchanging two of its cards with the other defender's."""
    hands = {3: ["4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC", "QC", "KC"],
             1: ["4D", "5D", "6D", "7D", "8D", "9D", "TD", "JD", "QD", "KD"]}
    a = stack(hands, ["4H", "5H", "6H", "7H", "8H"])
    b = list(a)
    i, j = a.index("4C"), a.index(next(c for c in a if c not in sum(hands.values(), [])
                                        and c not in ["4H", "5H", "6H", "7H", "8H"]))
    b[i], b[j] = a[j], a[i]  # seat 3's 4C exchanged with another seat's card
    games = [parlour.new_game("five-hundred", seed=2, options={"ace_no_face": False, "deals": 1},
                              deck=d) for d in (a, b)]
    for g in games:
        call(g, "nullo", "pass", "pass", "pass")
        discard(g, "4H", "5H", "6H", "7H", "8H")
    rng = Rng(4)
    views: list[list[Any]] = [[], []]
    for _ in range(12):
        s = games[0].waiting_for()[0]
        legal = games[0].legal_actions(s)
        act = legal[rng.below(len(legal))]
        if act not in games[1].legal_actions(s):
            break
        for k, g in enumerate(games):
            ev = g.apply(s, act)
            views[k].append(([e.for_seat(1) for e in ev], g.view(1), g.view(None)))
    assert len(views[0]) >= 3 and views[0] == views[1]


def test_same_seed_same_game_and_json_views() -> None:
    a = parlour.new_game("five-hundred", seed=9)
    b = parlour.new_game("five-hundred", seed=9)
    random_rollout(a, Rng(1), max_actions=300)
    random_rollout(b, Rng(1), max_actions=300)
    assert a.record() == b.record()
    assert json.dumps(a.full_view(), sort_keys=True) == json.dumps(b.full_view(), sort_keys=True)
    for s in [0, 1, 2, 3, None]:
        json.dumps(a.view(s))
    if not a.is_over():
        json.dumps(a.legal_json(a.waiting_for()[0]))


def test_random_matches_finish() -> None:
    for seed in range(3):
        g = parlour.new_game("five-hundred", seed=seed)
        random_rollout(g, Rng(seed), max_actions=100_000)
        assert g.is_over()
        res = g.result()
        assert res is not None and res.winners in ([0, 2], [1, 3])


def test_grand_nullo_passed_discards_do_not_reveal_the_partners_other_cards() -> None:
    """In grand nullo the partner takes the declarer's five discards: the declarer sees
    them in the partner's hand, and their places there (``parlour.rules.sorting``) do not
    depend on the partner's other cards, checked by exchanging those with seat 0's."""
    seat1 = ["4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC", "QC", "KC"]  # below hearts
    seat0 = ["4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS", "KS"]  # above hearts
    seat3 = ["4H", "5H", "6H", "7H", "8H", "9H", "TH", "JH", "QH", "KH"]
    views = []
    for a, b in ((seat1, seat0), (seat0, seat1)):
        g = parlour.new_game("five-hundred", seed=4, options={"ace_no_face": False},
                             deck=stack({1: a, 0: b, 3: seat3}, ["4D", "5D", "6D", "7D", "8D"]))
        call(g, "nullo", "pass", "grand-nullo", "pass", "pass")
        discard(g, "KH", "QH", "JH", "TH", "9H")
        views.append(next(z for z in g.view(3)["zones"] if z["id"] == "hand:1")["cards"])
    assert views[0] == views[1]
    assert sorted(c for c in views[0] if c != "??") == ["9H", "JH", "KH", "QH", "TH"]
