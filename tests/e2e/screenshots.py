"""Screenshots of the lobby and of every game's table, at a desktop's and a phone's width,
for the docs (refreshed by ``scripts/screenshots``).

    python tests/e2e/screenshots.py [OUT_DIR] [GAME...]     (default docs/screenshots, all games)

Starts ``parlour serve`` on a free port with a temporary data folder, opens a table per
game with a person (Ann) and bots, plays a few moves by clicking as a person would and
saves ``<game>.png`` (1280 x 860) and ``<game>-phone.png`` (390 x 844, the whole page);
then ``lobby.png``, ``result.png`` (a finished Knock Poker game) and ``replay.png``.
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.e2e.server import CHROMIUM, CHROMIUM_ARGS, REPO, Server  # noqa: E402

# game -> (players, options, bot, moves to play before the picture)
GAMES: dict[str, tuple[int, dict[str, Any], str, int]] = {
    "spades": (4, {"deals": 1}, "random", 3),
    "mini-baccarat": (2, {"hands": 3}, "heuristic", 4),
    "knock-poker": (3, {}, "heuristic", 2),
    "cactus": (2, {}, "heuristic", 3),
    "democracy": (3, {}, "heuristic", 2),
    "egyptian-ratscrew": (2, {}, "random", 4),
    "pyramid": (1, {}, "random", 3),
    "war": (2, {}, "random", 3),
}


def plan(game: str) -> tuple[int, dict[str, Any], str, int]:
    """How ``game`` is pictured: its entry in :data:`GAMES`, else the fewest players
    (at least two where the game allows), heuristic bots and three moves."""
    if game in GAMES:
        return GAMES[game]
    import parlour

    info = next(g for g in parlour.games() if g.name == game)
    return (min(max(2, info.min_players), info.max_players), {}, "heuristic", 3)


DESKTOP = {"width": 1280, "height": 860}
PHONE = {"width": 390, "height": 844}

STATUS = """
() => {
  const res = document.querySelector('#result');
  if (res && !res.hidden) return 'over';
  if (document.querySelector('#actions .choices button.action:not(.cancel)')) return 'choices';
  if (document.querySelector('#actions button.action:not(.cancel):not(:disabled):not(.claim)')) return 'act';
  if (document.querySelector('#table .card.target, #table .spot.target')) return 'act';
  return null;
}
"""


def _move(page: Any, rng: random.Random) -> None:
    """One move by clicking (a choice, a highlighted card or spot, a button)."""
    status = page.wait_for_function(STATUS, timeout=20000).json_value()
    if status == "over":
        return
    seq = page.evaluate("document.body.dataset.seq")
    choices = page.locator("#actions .choices button.action:not(.cancel)")
    cards = page.locator("#table .card.target, #table .spot.target")
    buttons = page.locator("#actions button.action:not(.cancel):not(:disabled):not(.claim):not(.stake)")
    try:
        if choices.count():
            choices.nth(rng.randrange(choices.count())).click(timeout=3000)
        elif cards.count() and (not buttons.count() or rng.random() < 0.7):
            cards.nth(rng.randrange(cards.count())).click(timeout=3000)
        elif buttons.count():
            buttons.nth(rng.randrange(buttons.count())).click(timeout=3000)
        page.wait_for_function("(old) => document.body.dataset.seq !== old", arg=seq, timeout=3000)
    except Exception:  # the table moved on under the click: fine for a picture
        pass


def _table(srv: Server, game: str) -> str:
    players, options, bot, _ = plan(game)
    seats = [{"kind": "human", "name": "Ann"}] + [
        {"kind": "bot", "bot": bot, "level": "fast", "name": name}
        for name in ("Ben", "Cleo", "Dev", "Eve", "Finn")[:players - 1]]
    t = srv.post("/api/tables", {"game": game, "seed": 11, "options": options, "seats": seats})
    return str(t["seats"][0]["url"])


def take(out: Path, browser: Any = None, games: list[str] | None = None) -> list[Path]:
    """Take the screenshots into ``out`` (with ``browser``, or a Chromium of our own);
    return their paths."""
    from playwright.sync_api import sync_playwright

    if browser is not None:
        return _take(out, browser, games)
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            return _take(out, b, games)
        finally:
            b.close()


def _take(out: Path, browser: Any, games: list[str] | None) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    shots: list[Path] = []
    with tempfile.TemporaryDirectory() as data:
        srv = Server(Path(data), pace=0.05).start()
        try:
            for game in games or _all_games():
                url = _table(srv, game)
                page = browser.new_page(viewport=DESKTOP, reduced_motion="reduce")  # no card caught mid-glide
                page.goto(srv.url + url)
                page.wait_for_selector("#table .felt")
                rng = random.Random(1)
                for _ in range(plan(game)[3]):
                    try:
                        _move(page, rng)
                    except Exception:  # nothing to click yet (a real-time count): picture as is
                        break
                time.sleep(0.6)  # bots' replies, animations done
                page.evaluate("window.scrollTo(0, 0)")  # the top of the table, whatever a click scrolled
                shots.append(out / f"{game}.png")
                page.screenshot(path=str(shots[-1]))
                page.close()
                phone = browser.new_page(viewport=PHONE, device_scale_factor=1, is_mobile=True,
                                         has_touch=True, reduced_motion="reduce")
                phone.goto(srv.url + url)
                phone.wait_for_selector("#table .felt")
                time.sleep(0.6)
                shots.append(out / f"{game}-phone.png")
                phone.screenshot(path=str(shots[-1]), full_page=True)
                phone.close()
            if games is None:
                shots += _lobby_result_replay(srv, browser, out)
        finally:
            srv.stop()
    return shots


def _all_games() -> list[str]:
    """Every registered game: those of :data:`GAMES` first, then the others by name."""
    import parlour

    return list(GAMES) + [g.name for g in parlour.games() if g.name not in GAMES]


def _lobby_result_replay(srv: Server, browser: Any, out: Path) -> list[Path]:
    shots = []
    page = browser.new_page(viewport=DESKTOP)
    page.goto(srv.url + "/")
    page.wait_for_load_state("networkidle")
    shots.append(out / "lobby.png")
    page.screenshot(path=str(shots[-1]), full_page=True)
    url = _table(srv, "knock-poker")
    page.goto(srv.url + url)
    rng = random.Random(2)
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline and not page.locator("#result:not([hidden])").count():
        _move(page, rng)
    time.sleep(0.4)
    shots.append(out / "result.png")
    page.screenshot(path=str(shots[-1]))
    table = url.split("/table/")[1].split("?")[0]
    page.goto(f"{srv.url}/replay/{table}")
    page.wait_for_selector("#replay-pos")
    for _ in range(4):
        page.click("#replay-next")
        time.sleep(0.2)
    shots.append(out / "replay.png")
    page.screenshot(path=str(shots[-1]))
    page.close()
    return shots


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else REPO / "docs" / "screenshots"
    for path in take(target, games=sys.argv[2:] or None):
        print(path)
