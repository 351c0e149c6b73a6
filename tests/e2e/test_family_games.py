"""Each game of the six families is played to the end in the browser by clicking, through
the same generic client: a person against bots (Pyramid alone), choosing moves the way a
person does (clicking highlighted cards, then a choice if several moves use them, or an
action button). Afterwards every card the page showed is checked against what the engine
let that seat see at that step, and the result screen must be shown."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest

from tests.e2e.helpers import SNAPSHOTS, check_no_leak
from tests.e2e.helpers import STATUS_JS as STATUS
from tests.e2e.helpers import click_move as click_something
from tests.e2e.server import Server

expect = pytest.importorskip("playwright.sync_api", reason="playwright is not installed").expect

# (game id, players, options, seats that are bots, the bot kind)
CASES = [
    ("spades", 4, {"deals": 1}, "random"),
    ("egyptian-ratscrew", 2, {"deal_cards": 12}, "random"),
    ("pyramid:tuts-tomb", 1, {"max_passes": 1}, None),
    ("knock-poker", 3, {}, "heuristic"),
    ("mini-baccarat", 2, {"hands": 3}, "heuristic"),
    ("democracy", 2, {"tribes_to_win": 1}, "heuristic"),
]


def play_by_clicking(page: Any, rng: random.Random, timeout: float) -> int:
    """Click until the result screen shows; return the moves sent."""
    deadline = time.monotonic() + timeout
    moves = 0
    while time.monotonic() < deadline:
        wait_ms = max(1000.0, (deadline - time.monotonic()) * 1000)
        status = page.wait_for_function(STATUS, timeout=wait_ms).json_value()
        if status == "over":
            return moves
        seq = page.evaluate("document.body.dataset.seq")
        try:
            click_something(page, status, rng)
            if status != "choices" and page.locator("#actions .choices").count():
                continue  # the click picked a card; the next pass chooses among its moves
            page.wait_for_function("(old) => document.body.dataset.seq !== old", arg=seq, timeout=3000)
            moves += 1
        except Exception:  # the table moved on under the click (a bot, a timer): look again
            continue
    raise AssertionError(f"the game did not finish in {timeout} s")


@pytest.mark.parametrize(("game", "players", "options", "bot"), CASES, ids=[c[0] for c in CASES])
def test_play_to_the_end_by_clicking(browser: Any, server: Server, game: str, players: int,
                                     options: dict[str, Any], bot: str | None) -> None:
    name, _, variant = game.partition(":")
    seats = [{"kind": "human", "name": "Ann"}] + [
        {"kind": "bot", "bot": bot, "level": "fast"} for _ in range(players - 1)]
    body: dict[str, Any] = {"game": name, "seed": 5, "options": options, "seats": seats}
    if variant:
        body["variant"] = variant
    t = server.post("/api/tables", body)
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    ctx.add_init_script(SNAPSHOTS)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    frames: list[str] = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda p: frames.append(p)))
    page.goto(server.url + t["seats"][0]["url"])
    expect(page.locator("#title")).not_to_be_empty()
    moves = play_by_clicking(page, random.Random(7), timeout=150)
    expect(page.locator("#result")).to_be_visible()
    assert moves >= 1
    assert not errors, errors
    record = server.get(f"/api/tables/{t['table']}/record")
    assert record["game"] == name
    checked, _ = check_no_leak(page.evaluate("window.__snaps"), record, 0, frames, "Ann")
    assert checked >= moves
    ctx.close()
