"""Open-Face Chinese Poker properties: the shared checks (conservation, legality, leaks
by relabelling, replay, determinism) over random games of both variants, and the same
checks from a constructed fantasyland hand, where one seat's thirteen cards are hidden
until everyone else is done."""

from __future__ import annotations

import pytest

import parlour
from parlour import Action
from parlour.engine.rng import Rng
from parlour.testing import check_properties, play_checked, unknown_to
from tests.games.test_open_face_chinese_poker_rules import (
    ACES,
    QUEENS,
    WEAK,
    game,
    hand_deck,
    play_hand,
    zone,
)


@pytest.mark.parametrize(("players", "variant", "seeds"), [
    (2, "standard", range(4)), (3, "standard-royalties", range(10, 12)), (4, "standard", range(20, 22))])
def test_check_properties(players: int, variant: str, seeds: range) -> None:
    for g in check_properties("open-face-chinese-poker", players, seeds, variant=variant,
                              leak_every=2):
        res = g.result()
        assert res is not None and sum(res.scores) == 0
        assert len(res.details["hands"]) == players  # one hand per player by default


def _in_fantasyland() -> parlour.Game:
    g = game({1: QUEENS, 0: WEAK}, hand_deck(2, {1: ACES, 0: WEAK}, fantasy=(1,)), hands=3)
    play_hand(g, {1: QUEENS, 0: WEAK})
    g.apply(0, Action("deal"))
    return g


def test_fantasyland_hand_passes_every_check() -> None:
    for seed in range(3):
        g = _in_fantasyland()
        play_checked(g, Rng(seed), leak_every=1)
        assert g.is_over()


def test_fantasyland_cards_unknown_to_the_others_until_the_reveal() -> None:
    g = _in_fantasyland()
    hidden = {str(c) for c in unknown_to(g, 0)}
    assert set(" ".join(ACES).split()) <= hidden
    row_of = {c: r for r, t in zip(("front", "middle", "back"), ACES, strict=True)
              for c in t.split()}
    for c in zone(g, 1, "hand:1")["cards"]:
        for e in g.apply(1, Action("place", card=c, row=row_of[c])):
            assert c not in str(e.for_seat(0)) and c not in str(e.for_seat(None))
    g.apply(1, Action("set"))
    assert set(" ".join(ACES).split()) <= {str(c) for c in unknown_to(g, 0)}
    assert all(x == "??" for r in ("front", "middle", "back") for x in zone(g, None, f"{r}:1")["cards"])


def test_same_seed_same_actions_same_game() -> None:
    a = parlour.new_game("open-face-chinese-poker", 3, seed=11)
    b = parlour.new_game("open-face-chinese-poker", 3, seed=11)
    rng = Rng(4)
    while not a.is_over():
        s = a.waiting_for()[0]
        legal = a.legal_actions(s)
        act = Action("set") if Action("set") in legal else legal[rng.below(len(legal))]
        assert a.apply(s, act) and b.apply(s, act)
        assert a.view(s) == b.view(s)
    assert a.result() == b.result()
