"""The service is killed mid-game (SIGKILL) and started again on the same data folder:
the page reconnects by itself (with backoff) and the game goes on to the end."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.e2e.helpers import Player, play_cactus
from tests.e2e.server import Server

expect = pytest.importorskip("playwright.sync_api", reason="playwright is not installed").expect


def test_server_restart_mid_game(browser: Any, tmp_path: Path) -> None:
    srv = Server(tmp_path / "data").start()
    try:
        t = srv.post("/api/tables", {"game": "cactus", "seats": [
            {"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "heuristic", "level": "fast"}]})
        ctx = browser.new_context()
        page = ctx.new_page()
        page.goto(srv.url + t["seats"][0]["url"])
        expect(page.locator("body[data-conn='open']")).to_be_attached()
        ann = Player(page, 0, call_after=99)
        # play until Ann holds a drawn card: the server dies in the middle of her turn
        while True:
            status = ann.wait()
            assert status != "over", "the hand ended before the restart"
            if status in ("swap", "choose"):
                break
            ann.act(status)
        before = page.evaluate("document.body.dataset.seq")
        held = page.locator("[data-zone='drawn'] .card").get_attribute("data-card")
        srv.kill()
        expect(page.locator("body[data-conn='closed']")).to_be_attached(timeout=10000)
        expect(page.locator("#conn")).to_contain_text("retrying")
        srv.start()
        expect(page.locator("body[data-conn='open']")).to_be_attached(timeout=15000)
        # the same position: same step, still holding the same card
        expect(page.locator("body")).to_have_attribute("data-seq", before)
        expect(page.locator("[data-zone='drawn'] .card")).to_have_attribute("data-card", held or "")
        turns = play_cactus(page, 0, call_after=1)
        expect(page.locator("#result")).to_be_visible()
        assert turns >= 1
        summary = srv.get(f"/api/tables/{t['table']}")
        assert summary["status"] == "finished"
        ctx.close()
    finally:
        srv.stop()

