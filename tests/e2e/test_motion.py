"""Issue #10, beyond the list: card movement is animated, short and skippable, and the
Animations setting (and the system's reduced motion) turns it off.

Every ``Element.animate`` call the page makes is recorded by an init script, so the tests
see which elements moved and for how long; Chromium's animation clock is slowed through
the DevTools protocol where a test needs an animation still running when it acts.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.e2e.server import Server

expect = pytest.importorskip("playwright.sync_api", reason="playwright is not installed").expect

PHONE = {"width": 390, "height": 844}

RECORD = """
window.__moves = [];
const animate = Element.prototype.animate;
Element.prototype.animate = function (frames, options) {
  const run = animate.call(this, frames, options);
  window.__moves.push({
    card: (this.dataset && this.dataset.card) || null,
    ms: typeof options === 'number' ? options : (options || {}).duration,
  });
  return run;
};
"""
RUNNING = "() => document.getAnimations().filter((a) => a.playState === 'running').length"
KEEP = "() => { window.__running = document.getAnimations().filter((a) => a.playState === 'running'); }"
STILL = "() => window.__running.filter((a) => a.playState === 'running').length"
"""Movements running before a key or click that still run after it (new ones may start
when a bot's move arrives meanwhile: those are not the ones skipped)."""


def open_war(browser: Any, server: Server, **context: Any) -> tuple[Any, Any]:
    """A War table (Ann against a fast bot) at a phone's width, animations recorded."""
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "random", "level": "fast"}]
    t = server.post("/api/tables", {"game": "war", "seed": 3, "options": {}, "seats": seats})
    ctx = browser.new_context(viewport=PHONE, **context)
    ctx.add_init_script(RECORD)
    page = ctx.new_page()
    page.goto(server.url + t["seats"][0]["url"])
    expect(page.locator("#table .felt")).to_be_visible()
    return ctx, page


def flip(page: Any) -> None:
    """Turn up a card with War's key (Space) when it is a move, and wait for the redraw."""
    page.wait_for_function("() => (window.parlour.legal || []).some((a) => a.type === 'flip')", timeout=10000)
    seq = page.evaluate("document.body.dataset.seq")
    page.keyboard.press("Space")
    page.wait_for_function("(old) => document.body.dataset.seq !== old", arg=seq, timeout=10000)


def test_a_card_turned_up_moves_in_briefly(browser: Any, server: Server) -> None:
    ctx, page = open_war(browser, server)
    try:
        for _ in range(3):
            flip(page)
        moves = page.evaluate("window.__moves")
        cards = [m for m in moves if m["card"]]
        assert cards, "no card was animated when cards were turned up"
        assert all(0 < m["ms"] <= 400 for m in cards), f"card movements must be short: {cards[:5]}"
        assert all(m["card"] != "??" for m in cards), "a face-down card's movement named no card"
    finally:
        ctx.close()


def test_a_key_or_a_click_finishes_the_movement_at_once(browser: Any, server: Server) -> None:
    ctx, page = open_war(browser, server)
    try:
        cdp = ctx.new_cdp_session(page)
        cdp.send("Animation.enable")
        cdp.send("Animation.setPlaybackRate", {"playbackRate": 0.002})  # 220 ms -> 110 s
        flip(page)
        flip(page)
        page.wait_for_function(f"() => ({RUNNING})() > 0", timeout=10000)
        page.evaluate(KEEP)
        page.keyboard.press("Shift")  # any key
        assert page.evaluate(STILL) == 0, "a key press left card movements running"
        flip(page)
        page.wait_for_function(f"() => ({RUNNING})() > 0", timeout=10000)
        page.evaluate(KEEP)
        page.mouse.click(5, 5)  # any click
        assert page.evaluate(STILL) == 0, "a click left card movements running"
    finally:
        ctx.close()


def test_a_key_finishes_movements_whose_cards_a_redraw_took_away(browser: Any, server: Server) -> None:
    """A bot's move may redraw the table while cards still move: the old card elements
    leave the page (and document.getAnimations() with them), yet their movements must
    end on the next key like any other."""
    ctx, page = open_war(browser, server)
    try:
        cdp = ctx.new_cdp_session(page)
        cdp.send("Animation.enable")
        cdp.send("Animation.setPlaybackRate", {"playbackRate": 0.002})
        flip(page)
        flip(page)
        page.wait_for_function(f"() => ({RUNNING})() > 0", timeout=10000)
        page.evaluate(KEEP)
        page.evaluate("() => window.__running.forEach((a) => a.effect.target.remove())")
        page.keyboard.press("Shift")
        assert page.evaluate(STILL) == 0, "a key press left a taken-away card's movement running"
    finally:
        ctx.close()


def test_the_animations_setting_turns_movement_off_and_is_kept(browser: Any, server: Server) -> None:
    ctx, page = open_war(browser, server)
    try:
        page.get_by_text("Settings").click()  # as a person opens the settings
        box = page.get_by_label("Animations")
        expect(box).to_be_checked()
        box.uncheck()
        expect(page.locator("body")).to_have_class(re.compile(r"\bno-motion\b"))
        page.get_by_text("Settings").click()  # closed again; Space is the game's key once more
        page.get_by_text("What happened").click()
        page.evaluate("window.__moves = []")
        for _ in range(3):
            flip(page)
        assert page.evaluate("window.__moves") == [], "cards moved with Animations off"
        page.reload()
        expect(page.locator("#table .felt")).to_be_visible()
        expect(page.locator("#animations")).not_to_be_checked()  # the choice is remembered
    finally:
        ctx.close()


def test_reduced_motion_starts_with_animations_off(browser: Any, server: Server) -> None:
    ctx, page = open_war(browser, server, reduced_motion="reduce")
    try:
        expect(page.locator("#animations")).not_to_be_checked()
        for _ in range(2):
            flip(page)
        assert page.evaluate("window.__moves") == [], "cards moved under the system's reduced motion"
    finally:
        ctx.close()
