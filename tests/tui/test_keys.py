"""Issue #10: numbers shown in the terminal never differ from the values they choose, and
real-time claims have fixed keys that never move.

Each menu met in random play of every game is checked as a person reads it: the key in
front of each option chooses that option, a bare number chooses the value it shows, a
claim coming or going never renumbers the turn's options, and a claim's key is the same
in every situation of the game."""

from __future__ import annotations

from typing import Any

import pytest

import parlour
from parlour.engine.rng import Rng
from parlour.tui.commands import _NUMBER, SPACE, KeyedMenu, _label_numbers, claim_keys
from parlour.tui.render import menu_for
from tests.cli.scripted import run_play


def _menus(name: str, seed: int, steps: int = 400) -> list[tuple[Any, list[dict[str, Any]]]]:
    """(game, menu) for each seat that may act, along a random game."""
    g = parlour.new_game(name, seed=seed)
    rng = Rng(seed)
    out: list[tuple[Any, list[dict[str, Any]]]] = []
    names = ["You"] + [f"Bot {s}" for s in range(1, g.players)]
    for _ in range(steps):
        if g.is_over():
            break
        actors = g.actors()
        for s in actors:
            out.append((g, menu_for(g.legal_json(s), names, s, g.view(s))))
        waiting = g.waiting_for() or actors
        if not waiting:
            due = g.next_deadline()
            if due is None:
                break
            g.advance(due)
            continue
        s = waiting[rng.below(len(waiting))]
        legal = g.legal_actions(s)
        at = max(g.now, g.earliest(s)) if g.timing == "realtime" else None
        due = g.next_deadline()
        if due is not None and at is not None and due <= at:
            g.advance(due)
            continue
        g.apply(s, legal[rng.below(len(legal))], at=at)
    return out


@pytest.mark.parametrize("name", [i.name for i in parlour.games()])
def test_every_option_is_chosen_by_the_key_shown_and_numbers_mean_what_they_show(name: str) -> None:
    seen: set[tuple[str, ...]] = set()
    for seed in (1, 2):
        for g, menu in _menus(name, seed):
            # a long menu's shape is its labels with the numbers left out (the wagers a
            # seat can afford change the top number, not how the menu is keyed)
            shape = tuple(a["label"] if len(menu) <= 120 else _NUMBER.sub("#", a["label"]) for a in menu)
            if shape in seen:
                continue
            seen.add(shape)
            claims = claim_keys(g)
            km = KeyedMenu(menu, claims)
            # a long menu (every whole wager 10-500 on three spots) is checked at its ends
            # and at a spread of options in between: each check reads the whole menu
            step = 1 if len(menu) <= 120 else len(menu) // 60
            for i in sorted({*range(0, len(menu), step), *range(max(0, len(menu) - 5), len(menu))}):
                key = km.key_for(i)
                assert km.resolve(key) == (i, ""), (key, menu[i]["label"], [r.key for r in km.rows])
                if key.isdigit() and any(r.kind == "range" for r in km.rows):
                    # a bare number in a menu with values: it is the value the label shows
                    assert key in _label_numbers(menu[i]["label"]), (key, menu[i]["label"])
            for r in km.rows:
                for v, i in r.values.items():
                    assert str(v) in _label_numbers(menu[i]["label"])
            # a claim offered or not, the turn's options keep their keys
            turn = [a for a in menu if a["type"] not in claims]
            km2 = KeyedMenu(turn, claims)
            for j in range(0, len(turn), step):
                assert km2.key_for(j) == km.key_for(menu.index(turn[j]))


def test_claim_keys_are_fixed_per_game_and_slap_is_s() -> None:
    g = parlour.new_game("egyptian-ratscrew", seed=1)
    keys = claim_keys(g)
    assert "s" in keys["slap"] and "slap" in keys["slap"]
    assert "1" not in keys["slap"] and keys["rush"][0] != "s"
    assert claim_keys(parlour.new_game("cactus", seed=1))["match"][0] == "m"


def test_a_declared_claim_key_space_is_taken_from_the_presentation() -> None:
    class Control:
        action, kind, key = "slap", "claim", "Space"

    class Pres:
        controls = (Control(),)

    class G:
        ACTIONS = {"flip": {}, "slap": {}}
        CLAIMS = frozenset({"slap"})
        presentation = Pres()

    assert claim_keys(G)["slap"][:2] == (SPACE, "s")
    km = KeyedMenu([{"type": "flip", "label": "flip"}, {"type": "slap", "pile": 2, "label": "slap"}],
                   claim_keys(G))
    assert km.resolve(" ") == (1, "") and km.resolve("1") == (0, "")
    assert [r.key for r in km.rows] == ["1", "Space / s"]


def test_spades_bid_is_typed_as_the_number_of_tricks() -> None:
    # the screen said "1-12. Bid 2-13", and typing 4 bid 5
    typed: list[str] = []

    def bid(timeout: float | None) -> str | None:
        s = holder[0]
        if 0 not in s.game.waiting_for() or s._shown_version != s.version:
            return None
        if s.game.view(0).get("phase") == "bid" and not typed:
            typed.append("4")
            return "4"
        return "quit"

    holder: list[Any] = []
    code, out, s, _ = run_play(["spades", "--seed", "3", "--bots", "random"], [bid],
                               on_session=holder.append)
    assert "[2–13] Bid 2–13" in out and "1–12" not in out
    mine = [e["action"] for e in s.game.record()["actions"] if e.get("seat") == 0]
    assert mine == [{"type": "bid", "tricks": 4}]
    assert "You bid 4" in out


def test_mini_baccarat_cut_is_typed_as_the_card_number() -> None:
    holder: list[Any] = []

    def cut(timeout: float | None) -> str | None:
        s = holder[0]
        if 0 not in s.game.waiting_for() or s._shown_version != s.version:
            return None
        return "200" if not s.game.record()["actions"] else "quit"

    code, out, s, _ = run_play(["mini-baccarat", "--players", "1", "--seed", "5"], [cut],
                               on_session=holder.append)
    first = s.game.record()["actions"][0]["action"]
    assert first["type"] == "cut" and "200" in s.game.label(
        parlour.Action.from_json(s.game, first), 0)


def test_ratscrew_1_always_flips_and_s_always_slaps() -> None:
    # typing 1 for "flip" made two false slaps: a slap offered renumbered the options
    both = [(g, m) for g, m in _menus("egyptian-ratscrew", 1, 600)
            if {a["type"] for a in m} >= {"flip", "slap"}]
    alone = [(g, m) for g, m in _menus("egyptian-ratscrew", 1, 600)
             if [a["type"] for a in m] == ["flip"]]
    assert both and alone
    for g, m in both + alone:
        km = KeyedMenu(m, claim_keys(g))
        assert m[km.resolve("1")[0]]["type"] == "flip"  # type: ignore[index]
    for g, m in both:
        km = KeyedMenu(m, claim_keys(g))
        assert m[km.resolve("s")[0]]["type"] == "slap"  # type: ignore[index]
        assert m[km.resolve("slap")[0]]["type"] == "slap"  # type: ignore[index]


def test_claims_of_one_type_are_told_apart_by_the_card_typed() -> None:
    menu = [{"type": "cover", "pile": 0, "label": "cover the 10♥"},
            {"type": "cover", "pile": 1, "label": "cover the 7♣"},
            {"type": "say", "word": "jam", "label": 'say "jam"'},
            {"type": "say", "word": "jammy", "label": 'say "jammy"'}]
    km = KeyedMenu(menu, {"cover": (SPACE, "c", "cover"), "say": ("s", "say")})
    assert km.resolve("c 10h") == (0, "") and km.resolve("c 7c") == (1, "")
    assert km.resolve("s jam") == (2, "") and km.resolve("s jammy") == (3, "")
    assert [km.key_for(i) for i in range(4)] == ["c 10h", "c 7c", "s jam", "s jammy"]
    assert km.resolve(" ")[0] is None  # Space with two covers: which? it says so
