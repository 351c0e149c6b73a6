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



def test_resume_brings_the_missed_events(browser: Any, server: Server) -> None:
    """A page whose connection dropped gets, on reconnecting, the narration of the steps
    it missed (resume from its last seq) and the current state."""
    t = server.post("/api/tables", {"game": "cactus", "seats": [
        {"kind": "human", "name": "Bo"}, {"kind": "human", "name": "Al"}]})
    ctx = browser.new_context()
    bo = ctx.new_page()
    bo.goto(server.url + t["seats"][0]["url"])
    expect(bo.locator("body[data-conn='open']")).to_be_attached()
    expect(bo.locator("body[data-seq='0']")).to_be_attached()
    # Bo's page goes offline for a while: no automatic reconnection until we allow it
    bo.evaluate("() => { window.parlour.conn.stopped = true; window.parlour.conn.ws.close(); }")
    expect(bo.locator("body[data-conn='closed'], body[data-conn='connecting']")).to_have_count(0)
    al = ctx.new_page()
    al.goto(server.url + t["seats"][1]["url"])
    play = Player(al, 1, call_after=99)
    play_cactus(al, 1, call_after=99, stop_after_turns=1)
    assert play.status() is None  # Al's turn is over: Bo is to draw
    seq = al.evaluate("document.body.dataset.seq")
    assert bo.evaluate("document.body.dataset.seq") == "0"
    bo.evaluate("() => { window.parlour.conn.stopped = false; window.parlour.conn.connect(); }")
    expect(bo.locator("body")).to_have_attribute("data-seq", seq)
    # Al's draw, swap and end of turn, each once, in Bo's narration (names, not numbers)
    expect(bo.locator("#log li[data-type='draw']")).to_have_count(1)
    expect(bo.locator("#log li[data-type='swap']")).to_have_count(1)
    expect(bo.locator("#log li[data-type='end']")).to_have_count(1)
    expect(bo.locator("#log li[data-type='draw']")).to_contain_text("Al")
    expect(bo.locator("#actions button[data-type='draw']")).to_have_count(2)
    ctx.close()
