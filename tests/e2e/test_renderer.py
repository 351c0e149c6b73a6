"""Unit checks of the client's modules, run in Chromium against the served files: the
target selection, keyboard letters, masking of seen cards in the narration, and the
generic renderer on a made-up view with every zone kind."""

from __future__ import annotations

from typing import Any

import pytest

from tests.e2e.server import Server


@pytest.fixture(scope="module")
def page(browser: Any, server: Server) -> Any:
    ctx = browser.new_context()
    p = ctx.new_page()
    p.goto(server.url + "/")
    yield p
    ctx.close()


def run(page: Any, body: str) -> Any:
    return page.evaluate("async () => { " + body + " }")


def test_two_target_selection(page: Any) -> None:
    got = run(page, """
      const S = await import('/static/js/select.js');
      const swap = {type: 'swap', slot: 0, targets: [{zone: 'grid:0', index: 0}]};
      const b0 = {type: 'blind_swap', slot: 0, seat: 1, their_slot: 0,
                  targets: [{zone: 'grid:0', index: 0}, {zone: 'grid:1', index: 0}]};
      const b1 = {...b0, their_slot: 1, targets: [{zone: 'grid:0', index: 0}, {zone: 'grid:1', index: 1}]};
      const legal = [swap, b0, b1];
      const first = S.pick(legal, [], {zone: 'grid:0', index: 0});
      const second = S.pick(legal, first.selection, {zone: 'grid:1', index: 1});
      const onlyBlind = S.pick([b0, b1], [], {zone: 'grid:1', index: 0});
      const unselect = S.pick(legal, first.selection, {zone: 'grid:0', index: 0});
      const can = [...S.clickable(legal, first.selection)].sort();
      return {first: [first.action, first.choices.length, first.selection.length],
              second: second.action && second.action.their_slot,
              onlyBlind: [onlyBlind.action, onlyBlind.choices.map((a) => a.their_slot)],
              enter: S.confirmable(legal, first.selection).type, unselect: unselect.selection.length, can};
    """)
    assert got["first"] == [None, 3, 1]  # several actions start with this card: show them
    assert got["second"] == 1  # the second card makes exactly one action: sent
    # one card of a two-card action: not sent yet, the one action it can be is offered
    assert got["onlyBlind"] == [None, [0]]
    assert got["enter"] == "swap"  # Enter takes the action whose targets are the selection
    assert got["unselect"] == 0
    assert got["can"] == ["grid:0#0", "grid:1#0", "grid:1#1"]


def test_keys(page: Any) -> None:
    got = run(page, """
      const S = await import('/static/js/select.js');
      const k1 = S.shortcuts(['draw', 'match', 'draw']);
      const k2 = S.shortcuts(['discard', 'deal', 'draw'], k1);
      const legal = [{type: 'match', slot: 2, targets: [{zone: 'grid:0', index: 2}]},
                     {type: 'peek', seat: 1, slot: 2, targets: [{zone: 'grid:1', index: 2}]},
                     {type: 'end', targets: []}];
      const zones = [{id: 'grid:0', owner: 0}, {id: 'grid:1', owner: 1}];
      return {k1, k2, mine: S.targetForDigit(legal, [], 2, zones, 0),
              theirs: S.targetForDigit(legal, [], 2, zones, 0, 'peek'),
              none: S.targetForDigit(legal, [], 7, zones, 0),
              space: S.spaceAction(legal).type, space2: S.spaceAction([...legal, {type: 'call'}])};
    """)
    assert got["k1"] == {"draw": "d", "match": "m"}
    assert got["k2"] == {"draw": "d", "match": "m", "deal": "e", "discard": "i"}  # stable, then new
    assert got["mine"] == {"zone": "grid:0", "index": 2}
    assert got["theirs"] == {"zone": "grid:1", "index": 2}
    assert got["none"] is None
    assert got["space"] == "end"
    assert got["space2"] is None


def test_seen_cards_are_masked_in_old_narration(page: Any) -> None:
    got = run(page, """
      const N = await import('/static/js/narrate.js');
      const ul = document.createElement('ul');
      const add = (ev, batch, time) => {
        const li = N.eventLine(ev, 0, ['Ann', 'Ben']);
        li.dataset.batch = String(batch); li.dataset.time = String(time);
        ul.append(li); return li;
      };
      // the server marks the fields that were secret for this seat (`private`)
      const peek = add({type: 'peek', seat: 0, card: '7H', private: ['card', 'text'],
                        text: 'Seat 0 discarded the 8D and looked at seat 1\\'s slot 2: 7H'}, 1, 0);
      const look = add({type: 'look', seat: 0, text: 'You look at slot 2: 4S', private: ['text']}, 1, 0);
      const drew = add({type: 'draw', seat: 0, card: 'JC', private: ['card']}, 1, 0);
      const shown = add({type: 'swap', seat: 0, text: 'Seat 0 discarded the QS'}, 1, 0);
      const buried = add({type: 'swap', seat: 0, text: 'Seat 0 swapped, discarding the 3C'}, 1, 0);
      const theirs = add({type: 'discard', seat: 1, card: '5D'}, 1, 0);
      const fresh = add({type: 'draw', seat: 0, card: '9C', private: ['card']}, 2, 0);
      const young = add({type: 'draw', seat: 0, card: '2C', private: ['card']}, 1, 99000);
      const before = peek.textContent;
      N.maskOld(ul, new Set(['QS']), 2, 100000);
      const t = (li) => li.textContent;
      return {before, peek: t(peek), look: t(look), drew: t(drew), shown: t(shown), buried: t(buried),
              theirs: t(theirs), fresh: t(fresh), young: t(young),
              cards: [...ul.querySelectorAll('[data-card]')].map((e) => e.dataset.card)};
    """)
    assert got["before"] == "Ann discarded the 8♦ and looked at Ben's slot 2: 7♥"
    # seen once, then gone; the public discard in the same sentence stays
    assert got["peek"] == "Ann discarded the 8♦ and looked at Ben's slot 2: a card"
    assert got["look"] == "You look at slot 2: a card"  # only the text was secret: all its cards
    assert got["drew"] == "You draw: a card"
    assert got["shown"] == "Ann discarded the Q♠"  # public, still on the table: stays
    assert got["buried"] == "Ann swapped, discarding the 3♣"  # public, buried since: stays
    assert got["theirs"] == "Ben discard: 5♦"  # someone else's public move: stays
    assert got["fresh"] == "You draw: 9♣"  # the newest events stay
    assert got["young"] == "You draw: 2♣"  # and so do events younger than a few seconds
    assert "7H" not in got["cards"] and "4S" not in got["cards"] and "JC" not in got["cards"]


def test_render_every_zone_kind_generically(page: Any) -> None:
    got = run(page, """
      const R = await import('/static/js/render.js');
      const view = {game: 'made-up', players: 3, seat: 1, now: 1000, deadline: 6000, actors: [1], over: false,
        prompt: 'Your bid', phase: 'bidding', counters: {chips: [10, 20, 30], pot: 15}, scores: [1, 2, 3],
        zones: [
          {id: 'deck', kind: 'pile', owner: null, layout: '', count: 30, top: '??', cards: ['??']},
          {id: 'waste', kind: 'pile', owner: null, layout: '', count: 2, top: 'TH', cards: ['TH']},
          {id: 'row', kind: 'row', owner: null, layout: '', count: 2, cards: ['AS', 'JK']},
          {id: 'trick', kind: 'trick', owner: null, layout: '', count: 1, cards: ['2C']},
          {id: 'hand:1', kind: 'hand', owner: 1, layout: '', count: 2, cards: ['KD', '3S']},
          {id: 'hand:0', kind: 'hand', owner: 0, layout: '', count: 2, cards: ['??', '??']},
          {id: 'grid:2', kind: 'grid', owner: 2, layout: '3x2', count: 5,
           cards: ['??', null, '??', '??', '??', '??']},
          {id: 'melds:1', kind: 'meld', owner: 1, layout: '', count: 3, cards: ['4H', '4D', '4S']},
          {id: 'pot', kind: 'pot', owner: null, layout: 'center', count: 0, cards: []}]};
      const root = document.createElement('div');
      const can = new Set(['trick#1', 'hand:1#0']);
      const picked = [];
      R.renderTable(root, view, {me: 1, names: ['Ann', 'Ben', 'Cy'], hints: {}, clickable: can,
                                 selected: new Set(), onPick: (t) => picked.push(t)});
      root.querySelector('[data-zone="trick"] .drop').click();
      root.querySelector('[data-zone="hand:1"] .card.target').click();
      const q = (s) => root.querySelector(s);
      const seats = [...root.querySelectorAll('.seat')].map((e) => e.dataset.seat);
      return {
        seats, mine: q('.area-mine .seat').dataset.seat,
        backs: root.querySelectorAll('.card.back').length,
        deckCount: q('[data-zone="deck"] .zone-count').textContent,
        waste: q('[data-zone="waste"] .card').dataset.card,
        empty: root.querySelectorAll('[data-zone="grid:2"] .card.empty').length,
        cols: q('[data-zone="grid:2"] .cards').style.gridTemplateColumns,
        slots: [...root.querySelectorAll('[data-zone="grid:2"] .slot-no')].map((e) => e.textContent).join(''),
        chips: q('.seat[data-seat="2"] .seat-head').textContent,
        info: q('.table-info').textContent, picked,
        faces: [...root.querySelectorAll('.card:not(.back):not(.empty)')].map((e) => e.dataset.card).sort(),
        center: [...root.querySelectorAll('.area-center .zone')].map((e) => e.dataset.zone),
      };
    """)
    assert got["seats"] == ["2", "0", "1"]  # the others clockwise after me, me at the bottom
    assert got["mine"] == "1"
    assert got["backs"] == 1 + 2 + 5  # deck top, seat 0's hand, seat 2's grid
    assert got["deckCount"] == "30"
    assert got["waste"] == "TH"
    assert got["empty"] == 1
    assert got["cols"] == "repeat(2, auto)"
    assert got["slots"] == "012345"
    assert "chips 30" in got["chips"] and "scores 3" in got["chips"]
    assert "pot15" in got["info"].replace(" ", "") and "bidding" in got["info"]
    assert got["picked"] == [{"zone": "trick", "index": 1}, {"zone": "hand:1", "index": 0}]
    assert got["faces"] == ["2C", "3S", "4D", "4H", "4S", "AS", "JK", "KD", "TH"]
    assert got["center"] == ["deck", "waste", "row", "trick", "pot"]


def test_rules_markdown_is_escaped(page: Any) -> None:
    html = run(page, """
      const M = await import('/static/js/markdown.js');
      return M.markdownToHtml('# Cactus\\n\\nDraw **one** card <script>x</script>\\n\\n- a\\n- b');
    """)
    assert "<h3>Cactus</h3>" in html
    assert "<strong>one</strong>" in html
    assert "<script>" not in html and "&lt;script&gt;" in html
    assert "<ul>\n<li>a</li>\n<li>b</li>\n</ul>" in html


def test_reconnect_backoff(page: Any) -> None:
    got = run(page, """
      const N = await import('/static/js/net.js');
      const mid = () => 0.5;
      return {steps: [0, 1, 2, 3, 4, 5, 8].map((a) => N.backoff(a, 250, 5000, mid)),
              low: N.backoff(2, 250, 5000, () => 0), high: N.backoff(2, 250, 5000, () => 0.999999),
              ids: new Set(Array.from({length: 50}, () => N.newId())).size};
    """)
    assert got["steps"] == [250, 500, 1000, 2000, 4000, 5000, 5000]  # doubling, capped at 5 s
    assert got["low"] == 800 and got["high"] == 1200  # +-20 % jitter
    assert got["ids"] == 50  # action ids never repeat
