"""Layout faults seen on the newer games' tables (issue #10), each fixed in the generic
client and checked here in Chromium (each assertion failed before its fix):

- Chinese Poker: the 13-card hand ran off the left edge of its panel (four rows squeezed
  into one line, each a quarter of it); the hand and its rows now stay inside the panel,
  side by side without overlapping, at a desktop's and a phone's width.
- Chinese Poker: the log said "Ben arranges their cards face down" once per card; it is
  one line per player for the setting.
- Stop the Bus: the three centre cards were fanned over each other at 390 px although
  there is room for them side by side (a row in the middle had no width of its own).
- Whiskey Poker: the pots line said "14 for seats 0, 1": names now.
- After a reload the log was empty: it shows the history again.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import parlour
from tests.e2e.helpers import STATUS_JS as STATUS
from tests.e2e.helpers import click_move
from tests.e2e.server import Server

expect = pytest.importorskip("playwright.sync_api", reason="playwright is not installed").expect

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 860}

BOXES = """(sel) => [...document.querySelectorAll(sel)].map((e) => {
  const r = e.getBoundingClientRect();
  return {x: r.left, y: r.top, r: r.right, b: r.bottom,
          id: (e.dataset.zone || '') + '#' + (e.dataset.index || '')};
})"""


def boxes(page: Any, selector: str) -> list[dict[str, Any]]:
    return list(page.evaluate(BOXES, selector))


def overlap(a: dict[str, Any], b: dict[str, Any], slack: float = 1.0) -> bool:
    return (a["x"] < b["r"] - slack and b["x"] < a["r"] - slack
            and a["y"] < b["b"] - slack and b["y"] < a["b"] - slack)


def open_table(browser: Any, server: Server, game: str, viewport: dict[str, int], players: int = 2,
               options: dict[str, Any] | None = None, seed: int = 11) -> tuple[Any, Any, dict[str, Any]]:
    bots = ("Ben", "Cleo")[:players - 1]
    seats = [{"kind": "human", "name": "Ann"}] + [
        {"kind": "bot", "bot": "heuristic", "level": "fast", "name": n} for n in bots]
    t = server.post("/api/tables", {"game": game, "seed": seed, "options": options or {}, "seats": seats})
    ctx = browser.new_context(viewport=viewport)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.errors = errors  # type: ignore[attr-defined]
    page.goto(server.url + t["seats"][0]["url"])
    expect(page.locator("#table .felt")).to_be_visible()
    return ctx, page, t


def inside_the_panel(page: Any, viewport: dict[str, int]) -> None:
    """Ann's cards inside her panel, her rows not drawn over each other, no sideways
    scrolling."""
    page.wait_for_function("() => document.getAnimations().every((a) => a.playState !== 'running')")
    panel = boxes(page, ".seat.me")[0]
    cards = boxes(page, ".seat.me .card")
    outside = [c["id"] for c in cards if c["x"] < panel["x"] - 1 or c["r"] > panel["r"] + 1]
    assert not outside, f"cards outside Ann's panel ({panel['x']:.0f}..{panel['r']:.0f}): {outside}"
    zones = boxes(page, ".seat.me .seat-zones > .zone")
    assert len(zones) == 4
    crossing = [(a["id"], b["id"]) for i, a in enumerate(zones) for b in zones[i + 1:] if overlap(a, b)]
    assert not crossing, f"rows drawn over each other: {crossing}"
    assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_chinese_poker_hand_stays_in_its_panel_and_one_log_line_per_player(
        browser: Any, server: Server, viewport: dict[str, int]) -> None:
    ctx, page, _ = open_table(browser, server, "chinese-poker", viewport)
    expect(page.locator(".seat.me [data-zone='hand:0'] .card")).to_have_count(13)
    inside_the_panel(page, viewport)
    # Ben (a bot) sets all his cards while Ann places two of hers
    page.click(".seat.me [data-zone='hand:0'] .card.target >> nth=0", position={"x": 6, "y": 12})
    page.click("#actions .choices button.action:not(.cancel) >> nth=0")
    expect(page.locator("#log")).to_contain_text("Ben has set")
    page.click(".seat.me [data-zone='hand:0'] .card.target >> nth=0", position={"x": 6, "y": 12})
    page.click("#actions .choices button.action:not(.cancel) >> nth=2")
    expect(page.locator(".seat.me .card[data-zone^='back']")).to_have_count(1)
    inside_the_panel(page, viewport)
    lines = page.locator("#log li").all_inner_texts()
    ben = [x for x in lines if x.startswith("Ben arranges")]
    assert len(ben) == 1, f"Ben's setting said {len(ben)} times"
    assert sum(x.startswith("You put") for x in lines) == 2  # Ann's own placements, each said
    assert not page.errors  # type: ignore[attr-defined]
    ctx.close()


def test_stop_the_bus_centre_side_by_side_at_phone_width(browser: Any, server: Server) -> None:
    ctx, page, _ = open_table(browser, server, "stop-the-bus", PHONE)
    expect(page.locator("[data-zone='centre'] .card")).to_have_count(3)
    page.wait_for_function("() => document.getAnimations().every((a) => a.playState !== 'running')")
    cards = boxes(page, "[data-zone='centre'] .card")
    crossing = [(a["id"], b["id"]) for i, a in enumerate(cards) for b in cards[i + 1:] if overlap(a, b)]
    assert not crossing, f"centre cards over each other at 390 px: {crossing}"
    assert max(c["r"] for c in cards) <= PHONE["width"]
    ctx.close()


def whiskey_view_with_pots() -> dict[str, Any]:
    """A Whiskey Poker view (Ann's) in which the pots line is shown: short stacks and the
    largest raise each time, until a player all in for less makes a side pot."""
    for seed in range(40):
        g = parlour.new_game("whiskey-poker", 2, seed=seed, options={"stack": 8})
        rng = random.Random(seed)
        for _ in range(200):
            v = g.view(0)
            if v.get("side_pots"):
                return dict(json.loads(json.dumps(v)))
            if g.is_over() or not g.actors():
                break
            seat = g.actors()[0]
            legal = g.legal_actions(seat)
            bets = [a for a in legal if a.type == "raise"]
            g.apply(seat, bets[-1] if bets else rng.choice(legal))
    raise AssertionError("no deal with two pots found")


def test_whiskey_poker_pots_name_the_players(browser: Any, server: Server) -> None:
    view = whiskey_view_with_pots()
    assert "seats 0, 1" in view["side_pots"]  # the engine's words, which the table must name
    ctx = browser.new_context(viewport=DESKTOP)
    page = ctx.new_page()
    page.goto(server.url + "/")
    pres = next(g for g in server.get("/api/games") if g["name"] == "whiskey-poker")["presentation"]
    text = page.evaluate("""async ([view, declared]) => {
      const R = await import('/static/js/render.js');
      const P = await import('/static/js/present.js');
      const root = document.createElement('div');
      document.body.append(root);
      R.renderTable(root, view, {pres: P.presentationFor(declared, view), me: 0, names: ['Ann', 'Ben'],
        clickable: new Set(), selected: new Set(), onPick: () => {}});
      return root.querySelector(".table-info [data-field='side_pots']").textContent;
    }""", [view, pres])
    assert "for Ann and Ben" in text, text
    assert "seat" not in text.lower(), text
    ctx.close()


def test_the_log_shows_the_history_after_a_reload(browser: Any, server: Server) -> None:
    ctx, page, _ = open_table(browser, server, "stop-the-bus", DESKTOP, players=3, seed=4)
    rng = random.Random(1)
    for _ in range(3):
        status = page.wait_for_function(STATUS, timeout=15000).json_value()
        seq = page.evaluate("document.body.dataset.seq")
        click_move(page, status, rng)
        if page.locator("#actions .choices").count():
            click_move(page, "choices", rng)
        page.wait_for_function("(old) => document.body.dataset.seq !== old", arg=seq, timeout=5000)
    expect(page.locator("#log li")).not_to_have_count(0)
    page.wait_for_timeout(300)
    before = page.locator("#log li").all_inner_texts()
    others = [x for x in before if x.startswith(("Ben", "Cleo"))]  # public lines, the same for all
    assert len(before) >= 4 and others
    page.reload()
    expect(page.locator("#table .felt")).to_be_visible()
    expect(page.locator("#log li")).not_to_have_count(0)
    page.wait_for_timeout(300)
    after = page.locator("#log li").all_inner_texts()
    assert len(after) >= len(before)
    assert [x for x in after if x in others][:len(others)] == others  # in the same order
    assert not page.errors  # type: ignore[attr-defined]
    ctx.close()


def test_james_bond_piles_carry_no_slot_numbers(browser: Any, server: Server) -> None:
    """James Bond's six piles of four were drawn with slot numbers 0 to 23 under the cards,
    while the log speaks of piles 1 to 6: numbers only a digit key (0-9) can use are not
    shown on a grid of more slots."""
    ctx, page, _ = open_table(browser, server, "james-bond", DESKTOP, options={"countdown": 0})
    expect(page.locator(".seat.me [data-zone='piles:0'] .card")).to_have_count(24)
    assert page.locator(".seat.me [data-zone='piles:0'] .slot-no").count() == 0
    ctx.close()
