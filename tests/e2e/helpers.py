"""Playing Cactus in a page by clicking, and checking what a page showed against what
the engine let that seat see."""

from __future__ import annotations

import json
import random
import re
import time
from typing import Any

import parlour
from parlour.engine.actions import Action

CARD = re.compile(r"^(10|[2-9TJQKA])[CDHS]$|^JK$")
PRETTY = re.compile(r"(10|[2-9JQKA])([♣♦♥♠])")
SUIT = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}

# Recorded in the page on every change of the DOM: the table step shown (body data-seq)
# and every card identity on the page (data-card attributes and card symbols in text,
# a bidding box's calls left out).
SNAPSHOTS = """
(() => {
  window.__snaps = [];
  let last = "";
  const take = () => {
    const cards = new Set();
    document.querySelectorAll("[data-card]").forEach((e) => {
      if (e.dataset.card && !e.closest(".bidding-box")) cards.add(e.dataset.card);
    });
    // a bidding box's calls ("7♠": seven spades) are no cards
    let text = document.body ? document.body.innerText : "";
    document.querySelectorAll(".bidding-box").forEach((b) => { text = text.replace(b.innerText, ""); });
    const seq = document.body ? document.body.dataset.seq || "" : "";
    const snap = { seq, cards: [...cards].sort(), text: "" };
    for (const m of text.matchAll(/(10|[2-9JQKA])([♣♦♥♠])/g)) snap.text += m[0] + " ";
    const key = JSON.stringify(snap);
    if (key !== last) { last = key; window.__snaps.push(snap); }
  };
  const start = () => {
    take();
    new MutationObserver(take).observe(document.body,
      { subtree: true, childList: true, attributes: true, characterData: true });
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start); else start();
})();
"""

# What the page offers now, read from the DOM: the result, or which move is possible.
STATUS = """
() => {
  const q = (s) => document.querySelector(s);
  if (q("#result:not([hidden])")) return "over";
  if (q(".choices button[data-type='swap']")) return "choose";
  if (q("#actions button[data-type='swap']")) return "swap";
  if (q("#actions button[data-type='draw']") && q("[data-zone='stock'] .card.target")) return "draw";
  if (q("#actions button[data-type='end']")) return "end";
  if (q("#actions button[data-type='look']")) return "look";
  if (q("#actions button[data-type='deal']")) return "deal";
  return null;
}
"""


def pretty_to_text(s: str) -> set[str]:
    """Card texts ("QS", "TH") of the symbols in a snapshot's text ("Q♠ 10♥")."""
    out = set()
    for m in PRETTY.finditer(s):
        rank = "T" if m.group(1) == "10" else m.group(1)
        out.add(rank + SUIT[m.group(2)])
    return out


def norm(card: str) -> str:
    return "T" + card[2:] if card.startswith("10") else card


def wait_seq_change(page: Any, old: str, timeout: float = 15000) -> None:
    page.wait_for_function("(old) => document.body.dataset.seq !== old", arg=old, timeout=timeout)


class Player:
    """One seat of a Cactus hand played by clicking: draw from the stock, swap the card
    into ``slot`` (or, with ``powers``, discard a power card and use it), end the turn;
    call Cactus in the end step of turn ``call_after``."""

    def __init__(self, page: Any, me: int, *, call_after: int = 2, slot: int = 1,
                 powers: bool = False) -> None:
        self.page, self.me, self.call_after, self.slot, self.powers = page, me, call_after, slot, powers
        self.turns = 0
        self.used: list[str] = []

    def status(self) -> str | None:
        return self.page.evaluate(STATUS)

    def wait(self, timeout_ms: float = 30000) -> str:
        """Wait until the page offers a move or shows the result; return which."""
        return self.page.wait_for_function(STATUS, timeout=timeout_ms).json_value()

    def act(self, status: str | None) -> bool:
        """Make the move ``status`` calls for; False if there was nothing to do."""
        page, me = self.page, self.me
        if status in (None, "over"):
            return False
        seq = page.evaluate("document.body.dataset.seq")
        try:
            if status == "draw":
                page.click("[data-zone='stock'] .card.target", timeout=5000)
            elif status == "swap" and self.powers and self._power():
                pass
            elif status == "swap":
                page.click(f"[data-zone='grid:{me}'] .card[data-index='{self.slot}']", timeout=5000)
                if page.locator(".choices button[data-type='swap']").count():
                    page.click(".choices button[data-type='swap']", timeout=5000)
            elif status in ("look", "deal"):
                page.click(f"#actions button[data-type='{status}']", timeout=5000)
            elif status == "choose":
                page.click(".choices button[data-type='swap']", timeout=5000)
            elif status == "end":
                self.turns += 1
                call = page.locator("#actions button[data-type='call']")
                if self.turns >= self.call_after and call.count():
                    call.click(timeout=5000)
                else:
                    page.click("#actions button[data-type='end']", timeout=5000)
            wait_seq_change(page, seq)
        except Exception:  # the table moved on under the click (a match): look again
            return False
        return True

    def _power(self) -> bool:
        """Use the drawn card's power: a click on the discard pile opens its targets
        (the power's moves wait behind the discard), then click them."""
        page, me = self.page, self.me
        legal = set(page.evaluate("() => (window.parlour.legal || []).map((a) => a.type)"))
        if not {"peek", "blind_swap"} & legal:
            return False
        other = f"[data-zone^='grid:']:not([data-zone='grid:{me}'])"
        page.click("[data-zone='discard'] .card.target", timeout=5000)
        page.wait_for_selector("#actions .choices", timeout=5000)
        if "blind_swap" in legal:
            page.click(f"[data-zone='grid:{me}'] .card.target >> nth=0", timeout=5000)
            page.click(f"{other} .card.target >> nth=0", timeout=5000)
            self.used.append("blind_swap")
            return True
        if page.locator(f"{other} .card.target").count():
            page.click(f"{other} .card.target >> nth=0", timeout=5000)
        else:
            page.click(f"[data-zone='grid:{me}'] .card.target >> nth=0", timeout=5000)
        if page.locator(".choices button[data-type='peek']").count():
            page.click(".choices button[data-type='peek']", timeout=5000)
        self.used.append("peek")
        return True


def play_cactus(page: Any, me: int, *, call_after: int = 2, slot: int = 1, timeout: float = 90.0,
                stop_after_turns: int | None = None, powers: bool = False) -> int:
    """Play seat ``me`` of a Cactus hand in ``page`` until the result screen (or
    ``stop_after_turns``); returns the turns played."""
    p = Player(page, me, call_after=call_after, slot=slot, powers=powers)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if stop_after_turns is not None and p.turns >= stop_after_turns:
            return p.turns
        status = p.wait(max(1000.0, (deadline - time.monotonic()) * 1000))
        if status == "over":
            return p.turns
        p.act(status)
    raise AssertionError(f"seat {me}: the game did not finish in {timeout} s")


def cards_of_view(view: dict[str, Any]) -> set[str]:
    return {c for z in view.get("zones", []) for c in z.get("cards", []) if c and CARD.match(c)}


def cards_in(obj: Any) -> set[str]:
    """Every card text anywhere in a JSON value (strings matching a card, and in texts,
    as codes "QS" or as faces "Q♠")."""
    out: set[str] = set()
    if isinstance(obj, str):
        if CARD.match(obj):
            out.add(obj)
        else:
            out |= {m.group(0) for m in re.finditer(r"\b(10|[2-9TJQKA])[CDHS]\b", obj)}
            out |= pretty_to_text(obj)
    elif isinstance(obj, list):
        for v in obj:
            out |= cards_in(v)
    elif isinstance(obj, dict):
        for v in obj.values():
            out |= cards_in(v)
    return {norm(c) for c in out}


def timeline(record: dict[str, Any], seat: int | None) -> tuple[list[set[str]], list[set[str]]]:
    """For a finished game's record, per step k (0..steps): the cards ``seat``'s view
    showed after step k, and every card ``seat`` was told of in events up to step k."""
    g = parlour.new_game(record["game"], record["players"], variant=record.get("variant"),
                         seed=record["seed"], options=record.get("options"), deck=record.get("deck"))
    views = [cards_of_view(g.view(seat))]
    told: set[str] = set()
    events = [set(told)]
    for entry in record["actions"]:
        if "advance" in entry:
            evs = g.advance(entry["advance"])
        else:
            evs = g.apply(entry["seat"], Action.from_json(g, entry["action"]), at=entry.get("at"))
        for e in evs:
            told |= cards_in(e.for_seat(seat))
        views.append(cards_of_view(g.view(seat)))
        events.append(set(told))
    return views, events


def check_no_leak(snaps: list[dict[str, Any]], record: dict[str, Any], seat: int | None,
                  received: list[str], who: str) -> tuple[int, int]:
    """Every card a page showed at step ``seq`` was visible to ``seat`` then (its view after
    that step) or told to it in an event by the next step (whose events are drawn before
    its state), and came to the page through its own websocket. Returns how many snapshots
    were checked, and in how many the page showed a card it alone had been told of and
    could not see on the table then (a peek, a drawn card now face down: the narration)."""
    views, told = timeline(record, seat)
    _, public = timeline(record, None)
    got: set[str] = set()
    for frame in received:
        got |= cards_in(json.loads(frame))
    checked = told_only = 0
    for snap in snaps:
        if snap["seq"] == "":
            continue
        k = int(snap["seq"])
        shown = {norm(c) for c in snap["cards"] if CARD.match(norm(c))} | pretty_to_text(snap["text"])
        nxt = min(k + 1, len(views) - 1)
        allowed = views[k] | told[nxt]
        leaked = shown - allowed
        assert not leaked, f"{who} at step {k} showed {sorted(leaked)}, hidden from it then"
        assert shown <= got, f"{who} showed {sorted(shown - got)} that its websocket never sent"
        checked += 1
        told_only += bool(shown - views[k] - public[nxt])
    return checked, told_only


# What the table page (any game) offers now: "over", "choices", "act", or null.
STATUS_JS = """
() => {
  const res = document.querySelector('#result');
  if (res && !res.hidden) return 'over';
  if (document.querySelector('#actions .choices button.action:not(.cancel)')) return 'choices';
  if (document.querySelector('#actions button.action:not(.cancel):not(:disabled):not(.claim)')) return 'act';
  if (document.querySelector('#table .card.target, #table .spot.target')) return 'act';
  return null;
}
"""


def click_move(page: Any, status: str, rng: random.Random) -> None:
    """One move, chosen like a person: a choice, a highlighted card or spot, a button."""
    if status == "choices":
        b = page.locator("#actions .choices button.action:not(.cancel)")
        b.nth(rng.randrange(b.count())).click(timeout=3000)
        return
    cards = page.locator("#table .card.target, #table .spot.target")
    buttons = page.locator("#actions button.action:not(.cancel):not(:disabled):not(.claim):not(.stake)")
    n_cards, n_buttons = cards.count(), buttons.count()
    if n_cards and (not n_buttons or rng.random() < 0.75):
        card = cards.nth(rng.randrange(n_cards))
        # a person clicks the corner that shows (a fanned card's index), not its middle
        corner = {"x": 6, "y": 12} if "card" in (card.get_attribute("class") or "") else None
        card.click(timeout=3000, position=corner)
    elif n_buttons:
        buttons.nth(rng.randrange(n_buttons)).click(timeout=3000)
