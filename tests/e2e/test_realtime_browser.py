"""The real-time games in the browser (issue #15, "People and programs"): a visible
countdown before simultaneous flips, an honest "too late" for a lost race, and fixed
keys that never move (Space = snap/slap/cover, one key per gesture).

Each test plays a few seconds of one game against a bot on a real ``parlour serve``,
with seeds and options that bring the moment tested at once; waits are for the page's
state, never fixed sleeps. The lost race is made certain by holding the server's
messages to the page (Playwright's WebSocket routing) from the moment the match shows
until the bot's snap has been decided: the page then calls on the table it saw, as a
person pressing a key a moment too late does.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from tests.e2e.server import Server

expect = pytest.importorskip("playwright.sync_api", reason="playwright is not installed").expect

VIEW_TOPS = """(ids) => { const v = window.parlour.view; if (!v) return null;
  return ids.map((id) => { const z = (v.zones || []).find((x) => x.id === id);
    return z && z.top && z.top !== "??" ? z.top : null; }); }"""
"""The face-up top cards of the zones ``ids`` in the page's own view (null: none)."""


@pytest.fixture(scope="module")
def paced(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A service whose bots take their human-like times (pace 1, not the other browser
    tests' 0.05): a race against a slow bot is one a person can win or lose."""
    srv = Server(tmp_path_factory.mktemp("parlour-paced"), pace=1.0).start()
    yield srv
    srv.stop()


def open_seat(browser: Any, server: Server, game: str, options: dict[str, Any], seed: int,
              bots: int = 1, level: str = "slow") -> tuple[Any, Any, list[str]]:
    """A table of Ann and ``bots`` heuristic bots of ``level``; Ann's page (not loaded
    yet: the caller may route its socket first) and its script errors."""
    seats = [{"kind": "human", "name": "Ann"}] + [
        {"kind": "bot", "bot": "heuristic", "level": level} for _ in range(bots)]
    t = server.post("/api/tables", {"game": game, "seed": seed, "options": options, "seats": seats})
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.url_for_seat = server.url + t["seats"][0]["url"]  # type: ignore[attr-defined]
    return ctx, page, errors


def wait_legal(page: Any, kind: str, timeout: float = 15000) -> None:
    """Until an action of type ``kind`` is among the page's legal actions."""
    page.wait_for_function("(k) => (window.parlour.legal || []).some((a) => a.type === k)",
                           arg=kind, timeout=timeout)


def press_sends(page: Any, key: str, kind: str) -> None:
    """Press ``key`` and check the page sent an action of type ``kind``."""
    page.evaluate("() => { delete document.body.dataset.sent; }")
    page.keyboard.press(key)
    page.wait_for_function("(k) => document.body.dataset.sent === k", arg=kind, timeout=3000)


def test_count_of_three_ticks_down_before_the_starters(browser: Any, paced: Server) -> None:
    """Speed: Space says ready (its fixed key); once both players are ready a count of
    three shows on the table in seconds and ticks down (not a stale number of ms), the
    prompt bar's timer with it; at its end the starters are face up."""
    # a long count (6 s), so that a slow page still reads it well before its end
    ctx, page, errors = open_seat(browser, paced, "speed", {"countdown": 6000}, seed=3, level="fast")
    page.goto(page.url_for_seat)
    wait_legal(page, "ready")
    expect(page.locator("#actions .keys-help")).to_contain_text("Space = Ready")
    assert page.evaluate(VIEW_TOPS, ["pile:0", "pile:1"]) == [None, None]  # face down
    press_sends(page, "Space", "ready")
    count = page.locator("[data-field=countdown]")
    expect(count).to_contain_text(re.compile(r"Flip in\s*[0-6]\.\d s"))
    assert "ms" not in count.inner_text()
    expect(page.locator("#timer")).to_be_visible()
    first = float(re.findall(r"(\d\.\d) s", count.inner_text())[0])
    page.wait_for_function("""(first) => {
      const e = document.querySelector('[data-field=countdown] .countdown');
      return !e || parseFloat(e.textContent) < first - 0.05; }""", arg=first, timeout=9000)
    page.wait_for_function(f"() => ({VIEW_TOPS})(['pile:0', 'pile:1']).every((t) => t)", timeout=15000)
    expect(count).to_have_count(0)  # the count is over: no number left behind
    assert not errors, errors
    ctx.close()


class HeldSocket:
    """A page's table socket through Playwright, with the server's messages held back
    while ``hold`` is set (the page keeps showing the table as it was)."""

    def __init__(self, hold_after: Callable[[dict[str, Any]], bool] | None = None) -> None:
        self.hold = False
        self.hold_after = hold_after
        """Hold every message after the first one this is true of (decided as the messages
        pass, so the order of the messages decides, not how quickly the test looks)."""
        self.held: list[str] = []
        self.page_side: Any = None

    def route(self, ws: Any) -> None:
        server = ws.connect_to_server()
        self.page_side = ws
        ws.on_message(lambda m: server.send(m))
        server.on_message(self.from_server)

    def from_server(self, message: str | bytes) -> None:
        text = message if isinstance(message, str) else message.decode()
        if self.hold:
            self.held.append(text)
            return
        self.page_side.send(message)
        if self.hold_after is not None and self.hold_after(json.loads(text)):
            self.hold, self.hold_after = True, None

    def events(self) -> list[dict[str, Any]]:
        """The events among the held messages."""
        out: list[dict[str, Any]] = []
        for m in self.held:
            msg = json.loads(m)
            if msg.get("type") == "events":
                out += msg.get("events") or []
        return out

    def release(self) -> None:
        self.hold = False
        for m in self.held:
            self.page_side.send(m)
        self.held.clear()


def shows_a_match(msg: dict[str, Any]) -> bool:
    """Does a server message carry a view whose two face-up piles show one rank?"""
    view = msg.get("view")
    if not isinstance(view, dict):
        return False
    tops = {z.get("id"): z.get("top") for z in view.get("zones") or []}
    a, b = tops.get("up:0"), tops.get("up:1")
    return bool(a and b and "??" not in (a, b) and a[:-1] == b[:-1])


def test_a_lost_race_reads_too_late(browser: Any, paced: Server) -> None:
    """Snap, seed 7: the bot turns up a three, Ann (F, her fixed key) the other three.
    Ann's page is held on that table; the bot calls Snap! and takes the piles; then Ann
    presses Space on the table she saw: the call is refused as "too late", in words, with
    no penalty (no false snap), and the page moves on to the table as it is."""
    ctx, page, errors = open_seat(browser, paced, "snap", {}, seed=7)
    sock = HeldSocket(hold_after=shows_a_match)  # Ann's page stops there, the match showing
    page.route_web_socket(re.compile(r"/ws/"), sock.route)
    page.goto(page.url_for_seat)
    wait_legal(page, "flip")
    expect(page.locator("#actions .keys-help")).to_contain_text("F = Turn up")
    expect(page.locator("#actions button.claim[data-type=snap] kbd")).to_have_text("Space")
    press_sends(page, "f", "flip")
    page.wait_for_function(f"""() => {{ const t = ({VIEW_TOPS})(['up:0', 'up:1']);
      return t.every((c) => c) && t[0].slice(0, -1) === t[1].slice(0, -1); }}""", timeout=5000)
    assert sock.hold
    expect(page.locator("#actions .keys-help")).to_contain_text("Space = Snap!")
    deadline = time.monotonic() + 30  # the slow bot reacts in about a second
    while not any(e.get("type") == "take" and e.get("seat") == 1 for e in sock.events()):
        if time.monotonic() > deadline:
            raise AssertionError(f"the bot never called Snap!: {sock.events()}")
        page.wait_for_timeout(25)  # (Playwright delivers the socket's messages meanwhile)
    assert page.evaluate("() => (window.parlour.legal || []).some((a) => a.type === 'snap')")
    press_sends(page, "Space", "snap")  # Ann's call, on the table she saw
    sock.release()
    toast = page.locator("#toasts .toast.error")
    expect(toast.last).to_contain_text("too late")
    expect(toast.last).to_contain_text("no penalty")
    page.wait_for_function("() => !(window.parlour.legal || []).some((a) => a.type === 'snap')")
    assert page.evaluate(VIEW_TOPS, ["up:0", "up:1"]) == [None, None]  # the bot took both
    assert "False" not in page.locator("#log").inner_text()  # refused, not a false snap
    assert not errors, errors
    ctx.close()


def test_space_covers_a_match_of_several_piles(browser: Any, paced: Server) -> None:
    """California Speed, seed 2: the first deal shows a match over several piles; Space
    (the cover's fixed key) covers one of them, though there is more than one to
    cover (no card to pick first); Enter says ready."""
    ctx, page, errors = open_seat(browser, paced, "california-speed", {"countdown": 1000}, seed=2)
    page.goto(page.url_for_seat)
    wait_legal(page, "ready")
    press_sends(page, "Enter", "ready")
    wait_legal(page, "cover")
    n = page.evaluate("() => window.parlour.legal.filter((a) => a.type === 'cover').length")
    assert n > 1
    expect(page.locator("#actions .keys-help")).to_contain_text("Space = Cover")
    press_sends(page, "Space", "cover")
    expect(page.locator("#log")).to_contain_text(re.compile(r"Ann covers"))
    assert not errors, errors
    ctx.close()


def test_every_gesture_has_its_own_key(browser: Any, paced: Server) -> None:
    """Salute the King: each trigger's gesture has its own fixed key, listed while a
    reaction is owed; pressing the key of the card's gesture is Ann's reaction, under the
    reaction deadline's timer."""
    ctx, page, errors = open_seat(browser, paced, "salute-the-king", {}, seed=1, bots=2)
    page.goto(page.url_for_seat)
    pres = next(g for g in paced.get("/api/games") if g["name"] == "salute-the-king")["presentation"]
    keys = {c["action"]: c["key"] for c in pres["controls"] if c.get("key")}
    gestures = ["stand", "salute", "bow", "applaud"]
    assert len({keys[g] for g in gestures} | {keys["flip"]}) == 5  # one key each, never shared
    for _ in range(40):  # flips in turn (Ann's with F) until a trigger demands a gesture of Ann
        page.wait_for_function("""() => { const v = window.parlour.view, l = window.parlour.legal || [];
          return v && ((v.reacting && !v.reacted[0]) || l.some((a) => a.type === 'flip')); }""",
                               timeout=15000)
        v = page.evaluate("() => window.parlour.view")
        if v["reacting"] and not v["reacted"][0]:
            break
        press_sends(page, "f", "flip")
    else:
        raise AssertionError("no trigger card came up")
    middle = next(z for z in v["zones"] if z["id"] == "middle")["cards"]
    rank = {"A": "1", "K": "13", "Q": "12", "J": "11"}[middle[-1][0]]
    gesture = v["table"][rank]
    help_text = page.locator("#actions .keys-help").inner_text()
    for g in gestures:
        assert f"{keys[g].upper()} = " in help_text, (g, help_text)
    expect(page.locator("#timer")).to_be_visible()  # the reaction deadline
    press_sends(page, keys[gesture].lower(), gesture)
    page.wait_for_function("() => { const v = window.parlour.view; return !v.reacting || v.reacted[0]; }",
                           timeout=3000)
    assert not errors, errors
    ctx.close()
