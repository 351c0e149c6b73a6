"""Reviewers playing ``parlour play``, second round: Speed's plays on one pile all keyed
``play 1`` (and ``play 1`` refused as ambiguous), numbers over the hand that nothing
accepted (``pass 0``, ``play 3``), Enter not saying ready although the rules say "press
Enter", and a California Speed deal with no match never shown on the table."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import parlour
from parlour.engine.rng import Rng
from parlour.tui.commands import KeyedMenu, claim_keys, enter_keyed
from parlour.tui.render import menu_for, numbered_hands
from parlour.tui.session import PlaySession
from parlour.tui.shown import presentation
from tests.cli.scripted import run_play

NAMES = ["You", "Bot 1", "Bot 2", "Bot 3"]


def _when(ready: Callable[[PlaySession], bool], lines: list[str],
          holder: list[PlaySession]) -> Callable[[float | None], tuple[float, str] | None]:
    """Types ``lines`` one by one (0.2 s apart: a real-time table's minimum interval) while
    ``ready`` holds for the session and a menu is on screen; then quits."""

    def typed(timeout: float | None) -> tuple[float, str] | None:
        s = holder[-1]
        if not lines:
            return (0.2, "quit")
        if not ready(s) or s._shown_labels is None:
            return None
        return (0.2, lines.pop(0))

    return typed


def _mine(s: PlaySession) -> list[dict[str, Any]]:
    return [e["action"] for e in s.game.record()["actions"] if e.get("seat") == 0]


def _speed(lines: list[str]) -> tuple[str, PlaySession]:
    """Speed, seed 4: your hand 2♥ Q♠ 9♠ 9♥ 8♣; both nines go on pile 1 (the 10♣) only."""
    holder: list[PlaySession] = []
    _, out, s, _ = run_play(["speed", "--seed", "4"],
                            ["1", _when(lambda s: s.game.view(0)["phase"] == "play", lines, holder)],
                            on_session=holder.append)
    return out, s


def test_speed_plays_on_one_pile_each_have_a_key_that_picks_it() -> None:
    out, s = _speed(["play 9h 1"])
    assert "[play 9s 1] play the 9♠ on pile 1 · 10♣" in out
    assert "[play 9h 1] play the 9♥ on pile 1 · 10♣" in out
    assert "[play 1]" not in out and "could mean" not in out
    assert {"type": "play", "card": "9H", "pile": 1} in _mine(s)


def _menus(name: str, seed: int, steps: int = 150) -> list[KeyedMenu]:
    """Seat 0's keyed menus along random play (as the terminal builds them)."""
    g = parlour.new_game(name, seed=seed)
    pres, hints = presentation(g), dict(getattr(g, "LAYOUT", {}) or {})
    texts = {c.action: c.param for c in getattr(pres, "controls", ()) or () if c.kind == "text"}
    rng, out = Rng(seed), []
    for _ in range(steps):
        if g.is_over():
            break
        view = g.view(0)
        menu = menu_for(g.legal_json(0), NAMES, 0, view)
        if menu:
            out.append(KeyedMenu(menu, claim_keys(g), texts, numbered_hands(view, hints, pres),
                                 enter_keyed(g)))
        actors = [s for s in g.actors() if g.legal_actions(s)]
        if not actors:
            due = g.next_deadline()
            if due is None:
                break
            g.advance(due)
            continue
        s = actors[rng.below(len(actors))]
        legal = g.legal_actions(s)
        g.apply(s, legal[rng.below(len(legal))], at=max(g.now, g.earliest(s)))
    return out


@pytest.mark.parametrize("name", ["speed", "california-speed", "spoons", "pyramid", "cactus",
                                  "aggravation", "james-bond"])
def test_no_two_options_share_a_key_and_each_key_picks_its_option(name: str) -> None:
    for seed in (1, 2, 3, 4):
        for km in _menus(name, seed):
            keys = [r.key for r in km.rows]
            assert len(keys) == len(set(keys)), [(r.key, r.text) for r in km.rows]
            for r in km.rows:
                if len(r.indices) == 1 and r.kind in ("number", "word", "claim"):
                    typed = r.key.split(" / ")[-1] if r.kind == "claim" else r.key
                    assert km.resolve(typed) == (r.indices[0], ""), (r, km.rows)
            for i in range(len(km.menu)):
                assert km.resolve(km.key_for(i)) == (i, ""), (km.key_for(i), km.rows)


def test_the_numbers_over_your_hand_choose_its_cards() -> None:
    out, s = _speed(["play 1", "play 3"])
    assert " 0   1   2   3   4 " in out and " 2♥  Q♠  9♠  9♥  8♣ " in out
    assert "✗ no play of the card under 1 is offered now" in out  # the Q♠: nowhere to go
    assert {"type": "play", "card": "9H", "pile": 1} in _mine(s)  # the card under 3

    holder: list[PlaySession] = []
    _, out, s, _ = run_play(["spoons", "--seed", "1"],
                            ["t", _when(lambda s: any(a.type == "pass" for a in s.game.legal_actions(0)),
                                        ["pass 1"], holder)],
                            on_session=holder.append)
    assert " 0   1   2   3 " in out and " 3♥  Q♣  A♦  J♣ " in out
    assert {"type": "pass", "index": 1} in _mine(s) and "You pass the Q♣" in out


def test_a_number_over_the_hand_with_another_number_of_the_label() -> None:
    menu = [{"type": "play", "card": c, "pile": p, "label": f"play the {f} on pile {p}",
             "targets": [{"zone": "hand:0", "index": i}, {"zone": f"pile:{p}", "index": 0}]}
            for c, f, i, p in (("9S", "9♠", 2, 0), ("9S", "9♠", 2, 1), ("9H", "9♥", 3, 1))]
    km = KeyedMenu(menu, {"play": ("p", "play")}, hands={"hand:0": 0})
    assert km.resolve("play 2 1") == (1, "") and km.resolve("p 3") == (2, "")
    assert km.resolve("play 9s 0") == (0, "") and km.resolve("play 9h 1") == (2, "")
    assert "could mean" in km.resolve("play 2")[1]
    assert [r.key for r in km.rows] == ["play 9s 0–1", "play 9h 1"]  # not "play 0–1": slots


@pytest.mark.parametrize("name", ["aggravation", "california-speed"])
def test_enter_says_ready_when_it_is_all_there_is_to_do(name: str) -> None:
    _, out, s, _ = run_play([name, "--seed", "1"], ["", "quit"])
    assert "[1] ready: count to three  (or press Enter)" in out
    assert _mine(s) == [{"type": "ready"}] and "You are ready" in out


def test_enter_picks_up_in_spoons_as_its_key_says() -> None:
    _, out, s, _ = run_play(["spoons", "--seed", "1"], ["", "quit"])
    assert "[Enter / t] Pick up a card" in out
    assert _mine(s) == [{"type": "take"}] and "You pick up the 8♣" in out


def test_enter_still_shows_the_table_where_it_is_no_key() -> None:
    menu = [{"type": "ready", "label": "ready"}, {"type": "flip", "label": "flip"}]
    assert KeyedMenu(menu, enter=frozenset({"ready"})).resolve("")[0] is None  # two options
    assert KeyedMenu(menu[:1]).resolve("")[0] is None  # ready keyed Space (Speed)
    assert KeyedMenu(menu[:1], enter=frozenset({"ready"})).resolve("") == (0, "")


def test_a_deal_picked_up_at_once_says_whose_side_each_card_lay_on() -> None:
    # seed 3: the first deal has no match; the piles go back under the packs at once, so
    # the deal's own words say whose side each card lay on
    _, out, s, _ = run_play(["california-speed", "--seed", "3"], ["1", (8.0, "quit")])
    deal = out.index("Deal 1: your side 3♦ K♦ 7♦ 10♦; Bot 1's side 9♣ A♣ Q♥ 4♦")
    assert deal < out.index("No more matches")
