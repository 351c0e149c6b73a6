"""The same client plays a game it has never heard of: the service tests' toy game (hands
of hidden cards, a secret peek, a turn timer the engine fires, several hands with a
``next_hand`` action). Nothing in the client names it."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.e2e.server import REPO, Server

expect = pytest.importorskip("playwright.sync_api", reason="playwright is not installed").expect

TOY = REPO / "tests" / "server" / "serve_with_toy.py"


@pytest.fixture(scope="module")
def toy_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    if not TOY.exists():
        pytest.skip(f"{TOY} is missing")
    srv = Server(tmp_path_factory.mktemp("toy-data"), entry=[sys.executable, str(TOY)]).start()
    yield srv
    srv.stop()


def test_unknown_game_with_timer_peek_and_next_hand(browser: Any, toy_server: Server, tmp_path: Path) -> None:
    srv = toy_server
    games = {g["name"] for g in srv.get("/api/games")}
    assert "stoy" in games
    t = srv.post("/api/tables", {"game": "stoy", "options": {"hand_size": 2, "hands": 2, "turn_ms": 4000},
                                 "seats": [{"kind": "human", "name": "Ann"},
                                           {"kind": "bot", "bot": "random", "level": "fast"}]})
    ctx = browser.new_context()
    page = ctx.new_page()
    page.goto(srv.url + t["seats"][0]["url"])
    # my hand face up, the other hand face down, the shared row in the middle
    expect(page.locator("[data-zone='hand:0'] .card:not(.back)").first).to_be_visible()
    expect(page.locator("[data-zone='hand:1'] .card.back").first).to_be_visible()
    expect(page.locator("[data-zone='hand:1'] .card:not(.back)")).to_have_count(0)
    expect(page.locator(".center [data-zone='table']")).to_be_attached()
    # the engine's turn timer is shown and counts down
    expect(page.locator("#timer")).to_be_visible()
    expect(page.locator("#timer-text")).to_contain_text(" s")
    # the secret peek: a card chip in my narration only
    page.click("#actions button[data-type='peek']")
    expect(page.locator("#log li[data-type='peeked'] .chip-card:not(.back)")).to_have_count(1)
    page.click("#actions button[data-type='play'] >> nth=0")
    # let the timer play my next card for me: the engine's timeout is narrated
    expect(page.locator("#log li[data-type='timeout']")).to_have_count(1, timeout=15000)
    # between hands: an ordinary action, drawn as a button
    expect(page.locator("#actions button[data-type='next_hand']")).to_be_visible(timeout=15000)
    page.click("#actions button[data-type='next_hand']")
    expect(page.locator("[data-zone='hand:0'] .card:not(.back)")).to_have_count(2)
    while not page.locator("#result").is_visible():
        page.wait_for_function("() => document.querySelector('#result:not([hidden])') || "
                               "document.querySelector(\"#actions button[data-type='play']\")")
        if page.locator("#result").is_visible():
            break
        seq = page.evaluate("document.body.dataset.seq")
        page.click("#actions button[data-type='play'] >> nth=0")
        page.wait_for_function("(old) => document.body.dataset.seq !== old", arg=seq)
    expect(page.locator("#result .scores tr")).to_have_count(3)
    expect(page.locator("#result .reason")).to_have_text("highest total")
    ctx.close()
