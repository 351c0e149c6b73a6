"""A ``text`` control in the browser (issue #15): Through the Window's ``say`` is a text
box beside the letter shown large; its legal words are never listed (no answer buttons,
nothing in "All moves"); a word typed and sent with Enter wins the card, and a refused
word shows the server's reason as an error toast."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.e2e.server import Server

expect = pytest.importorskip("playwright.sync_api", reason="playwright is not installed").expect

NOUN = {"A": "apple", "T": "table", "F": "fish", "S": "sun", "E": "egg", "N": "nose",
        "J": "jam", "Q": "queen", "K": "king"}
"""A built-in noun for each letter a rank can give."""

LETTER = """() => { const f = document.querySelector('#actions form.text-control[data-legal=true]');
  const t = f && f.querySelector('.text-shows').textContent.trim();
  return t && /^[A-Z]$/.test(t) ? t : null; }"""
"""The large letter while a word may be said, else null."""


def test_say_is_a_text_box_with_the_letter_large(browser: Any, server: Server) -> None:
    seats = [{"kind": "human", "name": "Ann"}] + [
        {"kind": "bot", "bot": "heuristic", "level": "slow"} for _ in range(2)]
    t = server.post("/api/tables", {"game": "through-the-window", "seed": 3,
                                    "options": {"lexicon": "builtin", "answer_ms": 30000},
                                    "seats": seats})
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server.url + t["seats"][0]["url"])
    box = page.locator("#actions form.text-control input[name=word]")
    expect(box).to_be_visible()
    reveal = page.locator("#actions button[data-type=reveal]")
    big = page.locator("#actions form.text-control .text-shows")
    live = page.locator("#actions form.text-control[data-legal=true]")
    won = 0
    for _ in range(8):  # races against slow bots: Ann answers at once, so she wins one soon
        for _ in range(120):  # a card shows: Ann reveals it on her turn, a bot on its own
            if live.count():
                break
            if reveal.count() and reveal.first.is_enabled():
                reveal.first.click()
            page.wait_for_timeout(100)
        letter = str(page.wait_for_function(LETTER, timeout=15000).json_value())
        box.fill(NOUN[letter])  # the letter large, the box focused: type and press Enter
        for _ in range(3):  # a table redrawn between typing and Enter (a busy machine) keeps
            box.press("Enter")  # the word in the box: Enter again sends it
            try:
                expect(box).to_have_value("", timeout=3000)
                break
            except AssertionError:
                continue
        expect(box).to_have_value("")
        try:
            expect(page.locator("#log")).to_contain_text(f"with \"{NOUN[letter]}\", said first",
                                                         timeout=3000)
            won = 1
            break
        except AssertionError:
            continue  # a bot was quicker ("too late"): the next card
    assert won, "Ann never won a card by typing its noun"
    # the box had the focus when the card showed, and the letter is drawn large
    size = float(big.evaluate("e => parseFloat(getComputedStyle(e).fontSize)"))
    assert size >= 2 * float(box.evaluate("e => parseFloat(getComputedStyle(e).fontSize)"))
    # no answer is listed: no button and no "All moves" entry names a noun; on Ann's turn,
    # Space in the empty box looks through the window (the table's key)
    spaced = False
    for _ in range(400):  # the bots win the other cards; wait for Ann's turn
        if reveal.count() and reveal.first.is_enabled():
            expect(live).to_have_count(0)
            box.focus()
            box.press(" ")
            spaced = True
            break
        page.wait_for_timeout(100)
    assert spaced, "Ann's turn to look through the window never came"
    expect(live).to_have_count(1)  # on Ann's turn only Ann reveals: Space did
    expect(box).to_have_value("")
    expect(box).to_be_focused()
    texts = [b.lower() for b in page.locator("#actions button").all_inner_texts()]
    assert len(texts) < 6, texts
    assert not any(w in b for b in texts for w in NOUN.values()), texts
    assert page.locator("#actions details.all-moves").count() == 0
    # a refused word: the server's reason as an error toast
    letter = str(page.wait_for_function(LETTER, timeout=15000).json_value())
    page.wait_for_timeout(200)  # the table's least interval between two of Ann's actions
    box.fill(next(w for k, w in NOUN.items() if k != letter))
    box.press("Enter")
    expect(page.locator("#toasts .toast.error").last).to_contain_text(
        re.compile("does not start with|too late|no card is showing"))
    assert not errors, errors
    ctx.close()



def test_a_turn_games_text_box_shows_only_when_it_is_a_move(browser: Any, server: Server) -> None:
    """Eleusis judged by the engine never asks anyone to write a rule: the human dealer's
    box (the same game's ``write`` control) stays off the page; with a human dealer the
    dealer gets it at the start."""
    bots = [{"kind": "bot", "bot": "heuristic", "level": "fast"} for _ in range(2)]
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        for variant, dealer_writes in (("golden", False), ("human", True)):
            seats = bots + [{"kind": "human", "name": "Ann"}]  # the last seat deals first
            t = server.post("/api/tables", {"game": "eleusis", "variant": variant, "seed": 3,
                                            "options": {"hand_size": 3}, "seats": seats})
            page = ctx.new_page()
            page.goto(server.url + t["seats"][2]["url"])
            expect(page.locator("#table .felt")).to_be_visible()
            page.wait_for_function("() => window.parlour && window.parlour.view")
            box = page.locator("#actions form.text-control")
            if dealer_writes:
                expect(box).to_be_visible()
            else:
                page.wait_for_timeout(500)  # the bots' first moves
                expect(box).to_have_count(0)
            page.close()
    finally:
        ctx.close()
