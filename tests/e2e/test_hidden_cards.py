"""Two people at one table in two browser contexts, and a spectator: no page ever shows a
card its seat may not see at that moment, and every card it shows came through its own
websocket."""

from __future__ import annotations

import time
from typing import Any

import pytest

from tests.e2e.helpers import SNAPSHOTS, Player, check_no_leak
from tests.e2e.server import Server

expect = pytest.importorskip("playwright.sync_api", reason="playwright is not installed").expect


def open_page(browser: Any, url: str) -> tuple[Any, Any, list[str]]:
    ctx = browser.new_context(viewport={"width": 1100, "height": 850})
    ctx.add_init_script(SNAPSHOTS)
    page = ctx.new_page()
    frames: list[str] = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda p: frames.append(p)))
    page.goto(url)
    return ctx, page, frames


def test_two_people_and_a_spectator_see_only_their_cards(browser: Any, server: Server) -> None:
    for attempt in range(3):  # a deal where somebody gets to use a power, for coverage
        t = server.post("/api/tables", {"game": "cactus", "variant": "denexa", "seed": 11 + attempt,
                                        "seats": [{"kind": "human", "name": "Ann"},
                                                  {"kind": "human", "name": "Ben"}]})
        pages = [open_page(browser, server.url + t["seats"][s]["url"]) for s in (0, 1)]
        spectator = open_page(browser, server.url + t["spectator_url"])
        for _, page, _ in pages + [spectator]:
            expect(page.locator("[data-zone='grid:1'] .card")).to_have_count(4)
        expect(spectator[1].locator("#who")).to_have_text("Watching")
        expect(spectator[1].locator("#actions button")).to_have_count(0)
        players = [Player(pages[s][1], s, call_after=3, powers=True) for s in (0, 1)]
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            statuses = [p.status() for p in players]
            if all(st == "over" for st in statuses):
                break
            if not any(p.act(st) for p, st in zip(players, statuses)):
                pages[0][1].wait_for_timeout(50)
        else:
            raise AssertionError("the two-person game did not finish")
        expect(spectator[1].locator("#result")).to_be_visible()
        record = server.get(f"/api/tables/{t['table']}/record")
        checked = 0
        for (ctx, page, frames), seat, who in [(pages[0], 0, "Ann"), (pages[1], 1, "Ben"),
                                                (spectator, None, "the spectator")]:
            snaps = page.evaluate("window.__snaps")
            n, told_only = check_no_leak(snaps, record, seat, frames, who)
            checked += n
            # the players' narrations did show what only they were told (drawn cards, peeks);
            # the spectator was told nothing private
            assert (told_only > 0) == (seat is not None), (who, told_only)
            ctx.close()
        assert checked > 20
        if any(p.used for p in players):
            break
    assert any(p.used for p in players), "no power was used in three deals"
