"""Egyptian Ratscrew review: rule sentences and edge cases found untested or wrong in a
sentence-by-sentence review of the seed text, each from a stacked deck through the
public contract, with explicit arrival times."""

from __future__ import annotations

import pytest

from parlour import Action, IllegalAction
from tests.games.test_egyptian_ratscrew_rules import FLIP, RUSH, new, pile, slap


def test_a_dead_card_on_a_pair_leaves_a_slap_aimed_at_the_pair_valid() -> None:
    """"Cards played out of turn ... are considered dead cards. Any effect their rank
    would have on game play is ignored." R2 / conventions 2 and 4: a dead card changes
    no pattern, so the claim window of the pair stays open and a slap aimed at it
    before the dead card landed is still the first valid claim."""
    g = new([["2C", "3C"], ["7H", "4D"], ["7C", "9S"]])
    g.apply(1, FLIP, at=0)                   # 7H
    g.apply(2, FLIP, at=100)                 # 7C: a pair; seat 0's turn
    aim = slap(g)                            # seat 0 slaps the pair it sees...
    g.apply(1, RUSH, at=300)                 # ...a dead 4D lands first
    assert g.view(None)["live_top"] == "7H 7C"
    ev = g.apply(0, aim, at=310)
    assert ev[0].type == "take" and ev[0].data["how"] == "pair"
    assert g.view(None)["cards"] == [5, 0, 1] and g.waiting_for() == [0]


def test_a_slap_aimed_past_dead_cards_at_no_pattern_is_false() -> None:
    """The same live pile with nothing to slap: a false slap, penalty paid (R1)."""
    g = new([["2C", "3C"], ["7H", "4D"], ["8C", "9S"]])
    g.apply(1, FLIP, at=0)
    g.apply(2, FLIP, at=100)                 # 7H 8C: nothing
    aim = slap(g)
    g.apply(1, RUSH, at=300)
    ev = g.apply(0, aim, at=310)
    assert ev[0].type == "false_slap" and ev[0].data["penalty"] == 1
    assert pile(g)[0] == "??" and g.view(None)["cards"] == [1, 0, 1]


def test_a_live_card_on_the_pair_still_closes_the_window() -> None:
    """Conventions 4: the next *live* card closes the window (too late, no penalty),
    even when a dead card came between."""
    g = new([["2C", "3C"], ["7H", "4D"], ["7C", "9S"]])
    g.apply(1, FLIP, at=0)
    g.apply(2, FLIP, at=100)
    aim = slap(g)
    g.apply(1, RUSH, at=300)                 # dead 4D
    g.apply(0, FLIP, at=400)                 # live 2C covers the pair
    with pytest.raises(IllegalAction, match="too late"):
        g.apply(2, aim, at=500)
    with pytest.raises(IllegalAction, match="too late"):
        g.apply(2, Action("slap", pile=0), at=500)


def test_jokers_are_shown_slappable_only_when_the_pack_has_jokers() -> None:
    """"If jokers are used, jokers are also slappable." Variant ``even-jokers`` adds
    none when the pack already divides evenly: the view must not offer joker slaps."""
    import parlour

    for players, slaps in ((2, "pair"), (4, "pair"), (3, "pair, joker"), (5, "pair, joker")):
        g = parlour.new_game("egyptian-ratscrew", players, variant="even-jokers", seed=1)
        assert g.view(0)["slaps"] == slaps, players
    g = parlour.new_game("egyptian-ratscrew", 2, variant="jokers", seed=1)
    assert g.view(None)["slaps"] == "pair, joker"
