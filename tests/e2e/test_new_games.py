"""The games registered after the first eight, each played to its result in the browser
by clicking (issue #10): a person (Ann) against bots, choosing moves as a person does
(a highlighted card, then a choice if several moves use it, or a button). In the
real-time games the bots do the racing and Ann clicks whatever the page offers.

Each game is kept short by its options (one deal, one hand, a few cards, a move cap or
time limit) and the bots answer at once; twenty games played to the end still make this
the largest module of the browser suite (its time: docs/web.md). Per game, at a desktop's width: the result
is shown; axe-core finds no serious or critical violation on the table in play; every
card the page showed was one the engine let Ann see then (the leak check of
``helpers.check_no_leak``). At a phone's width (390 px), every registered game: no
sideways scrolling, the hand in one row, no card code in the text, every move's control
on screen (see ``test_phone_layout``).
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from typing import Any

import pytest

import parlour
from tests.e2e import test_table
from tests.e2e.helpers import SNAPSHOTS, check_no_leak, click_move
from tests.e2e.helpers import STATUS_JS as STATUS
from tests.e2e.server import Server
from tests.e2e.test_table import PHONE, Checker, axe_violations

axe_source = test_table.axe_source
"""axe-core's source (the fixture of test_table.py)."""

expect = pytest.importorskip("playwright.sync_api", reason="playwright is not installed").expect

DESKTOP = {"width": 1280, "height": 860}
ORIGINAL = {"spades", "mini-baccarat", "knock-poker", "cactus", "democracy", "egyptian-ratscrew",
            "pyramid", "war"}
"""The first eight games (test_table.py and test_family_games.py play them)."""

QUICK = {"min_interval": 30}
"""Real-time games: bots may act 30 ms apart (not 120), so their races end sooner (not 0:
a bot's move is timed after its last one, and at 0 the table's clock would stand still)."""

# game -> (players, options, bot kind): the shortest game the options allow; random bots
# where they play as fast as they decide (turns), heuristic ones where they race
CASES: dict[str, tuple[int, dict[str, Any], str]] = {
    "aggravation": (2, {**QUICK, "countdown": 200, "deal_cards": 12, "max_moves": 80}, "heuristic"),
    "california-speed": (2, {**QUICK, "countdown": 200, "deal_cards": 16}, "heuristic"),
    "cash": (4, {**QUICK, "countdown": 200, "idle_ms": 1500}, "heuristic"),
    "chinese-poker": (2, {}, "random"),
    "eleusis": (3, {"hand_size": 3, "deals": 1}, "heuristic"),
    "fipsen": (4, {"deals": 1}, "random"),
    "five-hundred": (4, {"deals": 1}, "random"),
    "james-bond": (2, {**QUICK, "countdown": 200, "time_limit": 2500}, "heuristic"),
    "mexican-sweat": (2, {"hands": 1}, "random"),
    "oklahoma-rummy": (2, {"deals": 1, "cards_each": 7}, "random"),
    "open-face-chinese-poker": (2, {"hands": 1}, "random"),
    "paiute": (2, {"max_rounds": 3}, "random"),
    "pineapple": (2, {"hands": 1}, "random"),
    "pinochle": (2, {"deals": 1}, "random"),
    "salute-the-king": (3, {**QUICK, "deal_cards": 9, "reaction_ms": 500}, "heuristic"),
    "schwimmen": (2, {"chips": 1}, "random"),
    "slapjack": (2, {**QUICK, "deal_cards": 10, "reaction_ms": 500}, "heuristic"),
    "snap": (2, {**QUICK, "deal_cards": 10}, "heuristic"),
    "soko": (2, {"hands": 1}, "random"),
    "speed": (2, {**QUICK, "countdown": 200, "stock": 3, "max_moves": 80}, "heuristic"),
    "spoons": (3, {**QUICK, "react_ms": 500}, "heuristic"),
    "stop-the-bus": (2, {"tokens": 1}, "random"),
    "through-the-window": (3, {"hand": 1, "answer_ms": 1000, "lexicon": "builtin"}, "heuristic"),
    "whiskey-poker": (2, {"hands": 1}, "random"),
}
TIMEOUTS = {"open-face-chinese-poker": 120}
"""Seconds to the result where the default (45) is short: a random clicker takes back the
last card it placed as often as it places one while setting its first five."""
VARIANTS = {"spoons": "pig"}
"""Pig (P-I-G, three letters) is the short form of Spoons (S-P-O-O-N)."""
CLAIMS = {"spoons"}
"""Games in which the person also presses a claim's button whenever it is enabled (at Pig
a touch of the nose without four of a kind costs a letter: Ann is out after three, then
the bots play the rest quickly)."""
REGISTERED = {g.name for g in parlour.games()}


@pytest.fixture(scope="module")
def quick_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A service whose bots answer at once (10 ms), so short games end quickly."""
    srv = Server(tmp_path_factory.mktemp("parlour-new-games"), pace=0.01).start()
    yield srv
    srv.stop()


def new_table(srv: Server, game: str, players: int, options: dict[str, Any], bot: str) -> dict[str, Any]:
    seats = [{"kind": "human", "name": "Ann"}] + [
        {"kind": "bot", "bot": bot, "level": "fast", "name": name}
        for name in ("Ben", "Cleo", "Dev", "Eve")[:players - 1]]
    body = {"game": game, "seed": 3, "options": options, "seats": seats}
    if game in VARIANTS:
        body["variant"] = VARIANTS[game]
    return dict(srv.post("/api/tables", body))


CLAIM = "#actions button.action.claim:not(:disabled)"


def play_to_the_end(page: Any, rng: random.Random, timeout: float, at_move: Any,
                    claims: bool = False) -> int:
    """Click until the result shows (with ``claims`` pressing any enabled claim button
    first); ``at_move(moves)`` looks at the page before each click. Returns the moves sent."""
    deadline = time.monotonic() + timeout
    moves = 0
    while time.monotonic() < deadline:
        wait_ms = max(1000.0, (deadline - time.monotonic()) * 1000)
        status = page.wait_for_function(STATUS, timeout=wait_ms).json_value()
        if status == "over":
            return moves
        at_move(moves)
        seq = page.evaluate("document.body.dataset.seq")
        try:
            if claims and page.locator(CLAIM).count():
                page.locator(CLAIM).first.click(timeout=1000)
            else:
                click_move(page, status, rng)
            if status != "choices" and page.locator("#actions .choices").count():
                continue  # a card picked; the next pass chooses among its moves
            page.wait_for_function("(old) => document.body.dataset.seq !== old", arg=seq, timeout=3000)
            moves += 1
        except Exception:  # the table moved on under the click (a bot, a timer): look again
            continue
    raise AssertionError(f"the game did not finish in {timeout} s")


@pytest.mark.parametrize("game", sorted(CASES))
def test_play_by_clicking(browser: Any, quick_server: Server, axe_source: str, game: str) -> None:
    if game not in REGISTERED:
        pytest.skip(f"{game} is not registered")
    players, options, bot = CASES[game]
    t = new_table(quick_server, game, players, options, bot)
    ctx = browser.new_context(viewport=DESKTOP, reduced_motion="reduce")  # no card gliding to wait for
    ctx.add_init_script(SNAPSHOTS)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    frames: list[str] = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda p: frames.append(p)))
    page.goto(quick_server.url + t["seats"][0]["url"])
    expect(page.locator("#table .felt")).to_be_visible()
    found: list[str] = []

    def at_move(moves: int) -> None:
        if moves == 2 and not found:  # the table in play, a few moves in
            found.extend(axe_violations(page, axe_source, impact=("serious", "critical")) or ["none"])

    seconds = TIMEOUTS.get(game, 45)
    play_to_the_end(page, random.Random(7), timeout=seconds, at_move=at_move, claims=game in CLAIMS)
    expect(page.locator("#result")).to_be_visible()
    if not found:  # a game Ann had too few moves in: the finished table
        found.extend(axe_violations(page, axe_source, impact=("serious", "critical")) or ["none"])
    assert found == ["none"], found
    assert not errors, errors
    record = quick_server.get(f"/api/tables/{t['table']}/record")
    checked, _ = check_no_leak(page.evaluate("window.__snaps"), record, 0, frames, "Ann")
    assert checked >= 1
    ctx.close()


@pytest.mark.parametrize("game", sorted(REGISTERED - ORIGINAL))
def test_phone_layout(browser: Any, quick_server: Server, game: str) -> None:
    """At 390 px: as dealt and a move in, checked (no sideways scrolling, the hand in one
    row, no card codes, declared labels only, every clickable card highlighted) with every
    move's control inside the screen's width. (The games are played to the end at 1280 px
    above; this is the layout at the other width, kept short.)"""
    info = next(g for g in parlour.games() if g.name == game)
    fewest = min(max(2, info.min_players), info.max_players)
    players, options, bot = CASES.get(game, (fewest, {}, "heuristic"))
    t = new_table(quick_server, game, players, options, bot)
    pres = next(g for g in quick_server.get("/api/games") if g["name"] == game)["presentation"]
    ctx = browser.new_context(viewport=PHONE, reduced_motion="reduce")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(quick_server.url + t["seats"][0]["url"])
    expect(page.locator("#table .felt")).to_be_visible()
    checker = Checker(page, pres, PHONE["width"])
    rng = random.Random(5)
    deadline = time.monotonic() + 3
    moves = 0
    while moves < 1 and time.monotonic() < deadline:
        try:
            status = page.wait_for_function(STATUS, timeout=1500).json_value()
        except Exception:  # nothing to click yet (a count, the bots racing)
            continue
        checker.check()
        assert not offscreen(page), offscreen(page)
        if status == "over":
            break
        seq = page.evaluate("document.body.dataset.seq")
        try:
            click_move(page, status, rng)
            page.wait_for_function("(old) => document.body.dataset.seq !== old", arg=seq, timeout=2000)
            moves += 1
        except Exception:
            continue
    checker.check()
    assert not errors, errors
    ctx.close()


OFFSCREEN = """
() => [...document.querySelectorAll(
    '#actions button, #actions input, #table .card.target, #table .spot.target')]
  .filter((e) => e.offsetParent !== null && !e.closest('details:not([open])'))
  .map((e) => [e, e.getBoundingClientRect()])
  .filter(([, r]) => r.left < -1 || r.right > window.innerWidth + 1)
  .map(([e, r]) => (e.dataset.type || e.dataset.zone || e.tagName)
    + ' at ' + Math.round(r.left) + '..' + Math.round(r.right))
"""


def offscreen(page: Any) -> list[str]:
    """The controls and clickable cards reaching past the screen's left or right edge."""
    return list(page.evaluate(OFFSCREEN))



@pytest.mark.parametrize(("variant", "shown", "absent"), [
    ("standard", "Grab a spoon!", "Touch your nose"), ("pig", "Touch your nose", "Grab a spoon!")])
def test_spoons_offers_only_the_claim_of_its_variant(browser: Any, quick_server: Server, variant: str,
                                                     shown: str, absent: str) -> None:
    """A claim button is on screen all hand long (a false claim is a move), but only the one
    the variant has: Pig has no spoons to grab, Spoons no noses to touch."""
    seats = [{"kind": "human", "name": "Ann"}] + [
        {"kind": "bot", "bot": "random", "level": "slow", "name": n} for n in ("Ben", "Cleo")]
    t = quick_server.post("/api/tables", {"game": "spoons", "variant": variant, "seed": 3,
                                          "seats": seats})
    page = browser.new_page()
    page.goto(quick_server.url + t["seats"][0]["url"])
    expect(page.locator("#actions button.action.claim", has_text=shown)).to_have_count(1)
    expect(page.locator("#actions button.action.claim", has_text=absent)).to_have_count(0)
    page.close()
