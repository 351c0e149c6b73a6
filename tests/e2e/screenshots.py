"""Screenshots of the lobby and a Cactus table for the docs.

    python tests/e2e/screenshots.py [OUT_DIR]     (default docs/screenshots)

Starts ``parlour serve`` on a free port with a temporary data folder, fills the lobby
with a few tables, plays a few turns against a bot and saves PNGs: the lobby, a table on
a desktop and on a phone, the result screen and a replay.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.e2e.helpers import Player, play_cactus  # noqa: E402
from tests.e2e.server import CHROMIUM, CHROMIUM_ARGS, REPO, Server  # noqa: E402


def _wait_finished(srv: Server, table: str, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if srv.get(f"/api/tables/{table}")["status"] == "finished":
            return
        time.sleep(0.2)
    raise RuntimeError(f"table {table} did not finish")


def take(out: Path, browser: Any = None) -> list[Path]:
    """Take the screenshots into ``out`` (with ``browser``, or a Chromium of our own);
    return their paths."""
    from playwright.sync_api import sync_playwright

    if browser is not None:
        return _take(out, browser)
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            return _take(out, b)
        finally:
            b.close()


def _take(out: Path, browser: Any) -> list[Path]:
    from playwright.sync_api import expect

    out.mkdir(parents=True, exist_ok=True)
    shots: list[Path] = []
    with tempfile.TemporaryDirectory() as data:
        srv = Server(Path(data), pace=0.05).start()
        try:
            bots = srv.post("/api/tables", {"game": "cactus", "seed": 3, "seats": [
                {"kind": "bot", "bot": "heuristic", "name": "Hazel"},
                {"kind": "bot", "bot": "random", "name": "Rex"}]})
            _wait_finished(srv, bots["table"])
            srv.post("/api/tables", {"game": "cactus", "variant": "wikipedia", "players": 3, "seats": [
                {"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Ben"},
                {"kind": "bot", "bot": "heuristic"}]})
            page = browser.new_page(viewport={"width": 1280, "height": 860})
            page.goto(srv.url + "/")
            expect(page.locator("#finished li.table-item")).to_have_count(1)
            page.fill("#seats .seat-row[data-seat='0'] .seat-name", "Ann")
            page.fill("#seed", "7")
            page.click("#create-button")
            link = page.locator("a[data-link='seat-link seat-0']")
            expect(link).to_be_visible()
            page.evaluate("window.scrollTo(0, 0)")
            shots.append(out / "lobby.png")
            page.screenshot(path=str(shots[-1]), full_page=True)
            url = link.get_attribute("href") or ""
            page.goto(url)
            ann = Player(page, 0, call_after=99)
            while True:  # two turns in, then hold a freshly drawn card
                status = ann.wait()
                if status == "over":
                    raise RuntimeError("the hand ended before the table screenshot")
                if ann.turns >= 2 and status in ("swap", "choose"):
                    break
                ann.act(status)
            shots.append(out / "table.png")
            page.screenshot(path=str(shots[-1]))
            phone = browser.new_page(viewport={"width": 375, "height": 812}, device_scale_factor=2,
                                     is_mobile=True, has_touch=True)
            phone.goto(url)
            expect(phone.locator("[data-zone='drawn'] .card:not(.back)")).to_be_visible()
            shots.append(out / "table-phone.png")
            phone.screenshot(path=str(shots[-1]), full_page=True)
            phone.close()
            play_cactus(page, 0, call_after=1)
            shots.append(out / "result.png")
            page.screenshot(path=str(shots[-1]))
            table = url.split("/table/")[1].split("?")[0]
            page.goto(f"{srv.url}/replay/{table}")
            expect(page.locator("#replay-pos")).to_contain_text("step 0 /")
            for _ in range(5):
                page.click("#replay-next")
            expect(page.locator("#replay-pos")).to_contain_text("step 5 /")
            shots.append(out / "replay.png")
            page.screenshot(path=str(shots[-1]))
            page.close()
        finally:
            srv.stop()
    return shots


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else REPO / "docs" / "screenshots"
    for path in take(target):
        print(path)
