"""Issue #10, the lobby: creating a table takes you to your seat; the browser keeps the
seat (closing the tab never loses it) and the lobby offers "Resume" and an invitation to
each free seat; nothing a player reads there is jargon."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.e2e.server import Server

expect = pytest.importorskip("playwright.sync_api", reason="playwright is not installed").expect

JARGON = re.compile(r"RULINGS|[Tt]he seed text|\b1 players\b|\b1 cards\b|\([A-Z]\d+\)")


def _lobby(ctx: Any, server: Server) -> Any:
    page = ctx.new_page()
    page.goto(server.url + "/")
    expect(page.locator("body[data-ready='1']")).to_be_attached()
    return page


def test_create_goes_to_the_table_and_the_lobby_resumes_and_invites(browser: Any, server: Server) -> None:
    ctx = browser.new_context()
    page = _lobby(ctx, server)
    page.select_option("#game", "war")
    page.select_option("#seats .seat-row[data-seat='1'] .seat-kind", "human")
    page.fill("#seats .seat-row[data-seat='0'] .seat-name", "Ann")
    page.click("#create-button")
    # creating a table takes you to it, at your seat
    page.wait_for_url(re.compile(r"/table/\w+\?seat=0&token=[\w-]+"))
    expect(page.locator("body[data-conn='open']")).to_be_attached()
    table = re.search(r"/table/(\w+)\?", page.url).group(1)  # type: ignore[union-attr]
    seat_url = page.url
    # the fairness commitment, in words, from the start; a seated player may stir the shuffle
    summary = page.evaluate(f"fetch('/api/tables/{table}').then((r) => r.json())")
    fair = page.locator("#fairness")
    expect(fair).to_contain_text("This deal was fixed before play")
    expect(fair).to_contain_text(summary["fairness"]["commitment"][:16])
    page.click("details.settings summary")
    page.fill("#fairness form.entropy input", "my lucky words")
    page.click("#fairness form.entropy button")
    expect(page.locator("#fairness form.entropy")).to_have_count(0)
    for _ in range(50):  # the service takes the entropy and deals again
        added = page.evaluate(f"fetch('/api/tables/{table}').then((r) => r.json())")["fairness"]["entropy"]
        if added:
            break
        page.wait_for_timeout(100)
    assert len(added) == 1
    kept = page.evaluate("JSON.parse(localStorage.getItem('parlour.seats'))")
    assert kept[table]["seat"] == 0 and kept[table]["url"] in seat_url
    page.close()  # the tab is closed: the seat is not lost

    lobby = _lobby(ctx, server)
    mine = lobby.locator(f"#mine li.mine[data-table='{table}']")
    expect(mine).to_be_visible()
    resume = mine.locator("a.resume")
    expect(resume).to_have_text("Resume")
    assert resume.get_attribute("href") in seat_url
    # the open tables list says Resume too, not Watch, for a table you sit at
    expect(lobby.locator(f"#open li[data-table='{table}'] a.resume")).to_have_text("Resume")
    # an invitation to the free seat: a link a friend opens to sit there
    invite = mine.locator(".invite[data-seat='1'] input.invite-link").input_value()
    assert re.search(rf"/table/{table}\?seat=1&token=[\w-]+$", invite)
    resume.click()
    lobby.wait_for_url(re.compile(rf"/table/{table}\?seat=0"))
    expect(lobby.locator("body[data-conn='open']")).to_be_attached()

    friend = browser.new_context().new_page()
    friend.goto(invite)
    expect(friend.locator("body[data-conn='open']")).to_be_attached()
    # the friend's browser remembers the seat it was invited to, as the creator's does
    theirs = friend.evaluate("JSON.parse(localStorage.getItem('parlour.seats'))")[table]
    assert theirs["seat"] == 1 and theirs["url"] in invite and theirs["game"] == "war"
    friend.goto(server.url + "/")
    resume_link = friend.locator(f"#mine li.mine[data-table='{table}'] a.resume")
    expect(resume_link).to_have_attribute("href", theirs["url"])
    friend.context.close()
    ctx.close()


def test_a_table_the_service_no_longer_knows_is_forgotten(browser: Any, server: Server) -> None:
    ctx = browser.new_context()
    page = _lobby(ctx, server)
    page.evaluate("""localStorage.setItem('parlour.seats', JSON.stringify({
        nosuchtable: {seat: 0, url: '/table/nosuchtable?seat=0&token=x', game: 'war', invites: []}}))""")
    page.reload()
    expect(page.locator("body[data-ready='1']")).to_be_attached()
    expect(page.locator("#mine-box")).to_be_hidden()
    assert page.evaluate("JSON.parse(localStorage.getItem('parlour.seats'))") == {}
    ctx.close()


def test_the_lobby_reads_without_jargon(browser: Any, server: Server) -> None:
    ctx = browser.new_context()
    page = _lobby(ctx, server)
    for game in page.locator("#game option").evaluate_all("os => os.map(o => o.value)"):
        page.select_option("#game", game)
        page.locator("#options-box").evaluate("d => d.open = true")
        text = page.locator("main").inner_text()
        assert not JARGON.search(text), (game, JARGON.search(text))
    expect(page.locator("#games li[data-game='pyramid'] .meta")).to_contain_text("1 player")
    ctx.close()
