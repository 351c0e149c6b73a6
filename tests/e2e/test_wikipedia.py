"""Cactus as Wikipedia tells it, in the browser: each round opens with a look at your two
near cards (shown once in the narration, never in the layout), a match is played over
rounds with the dealer's ``deal`` action between them, scores are kept per seat."""

from __future__ import annotations

import time
from typing import Any

import pytest

from tests.e2e.helpers import Player
from tests.e2e.server import Server

expect = pytest.importorskip("playwright.sync_api", reason="playwright is not installed").expect


def test_wikipedia_match_with_look_and_rounds(browser: Any, server: Server) -> None:
    t = server.post("/api/tables", {"game": "cactus", "variant": "wikipedia", "options": {"target": 12},
                                    "seats": [{"kind": "human", "name": "Ann"},
                                              {"kind": "bot", "bot": "heuristic", "level": "fast"}]})
    ctx = browser.new_context()
    page = ctx.new_page()
    page.goto(server.url + t["seats"][0]["url"])
    ann = Player(page, 0, call_after=1)
    assert ann.wait() == "look"
    ann.act("look")
    seen = page.locator("#log li[data-type='look'] .chip-card:not(.back)")
    expect(seen).to_have_count(2)
    cards = [seen.nth(i).get_attribute("data-card") for i in range(2)]
    # the layout still shows four backs: the look is not kept in the grid
    expect(page.locator("[data-zone='grid:0'] .card.back")).to_have_count(4)
    for c in cards:
        expect(page.locator(f"[data-zone='grid:0'] [data-card='{c}']")).to_have_count(0)
    expect(page.locator(".seat.me .figure[data-field='scores']")).to_contain_text("Score")
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        status = ann.wait(60000)
        if status == "over":
            break
        ann.act(status)  # draw, swap, end/call; between rounds "deal" when Ann deals
    else:
        raise AssertionError("the match did not finish")
    expect(page.locator("#result")).to_be_visible()
    summary = server.get(f"/api/tables/{t['table']}")
    assert summary["status"] == "finished" and max(summary["result"]["scores"]) >= 12
    ctx.close()


def test_lobby_options_show_the_chosen_variants_presets(browser: Any, server: Server) -> None:
    page = browser.new_page()
    page.goto(server.url + "/")
    page.select_option("#game", "cactus")
    peek = page.locator("input[name='opt-start_peek']")
    page.select_option("#variant", "wikipedia")
    expect(peek).to_have_value("2")
    page.select_option("#variant", "denexa")
    expect(peek).to_have_value("0")
    # a field the person changed keeps their value across variants
    page.click("#options-box summary")
    peek.fill("1")
    peek.dispatch_event("change")
    page.select_option("#variant", "wikipedia")
    expect(peek).to_have_value("1")
    # a choice the variant is made of shows its value and cannot be changed
    scoring = page.locator("select[name='opt-scoring']")
    expect(scoring).to_be_disabled()
    expect(scoring).to_have_value('"match"')
    page.select_option("#variant", "denexa")
    expect(scoring).to_be_enabled()
    page.close()
