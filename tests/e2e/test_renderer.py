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


def test_a_power_card_discard_asks_for_the_power_first(page: Any) -> None:
    """Issue #10, 4: one click on the discard pile with a power card sent "discard (power
    unused)". Declared ``leads_to``: the click opens the power's targets instead."""
    got = run(page, """
      const S = await import('/static/js/select.js');
      const discard = {type: 'discard', targets: [{zone: 'discard', index: 5}]};
      const peek = {type: 'peek', seat: 1, slot: 0, targets: [{zone: 'grid:1', index: 0}]};
      const swap = {type: 'swap', slot: 0, targets: [{zone: 'grid:0', index: 0}]};
      const rush = {type: 'rush', targets: [{zone: 'stack:0', index: 9}]};
      const controls = [{action: 'discard', kind: 'card', leads_to: ['peek']},
                        {action: 'peek', kind: 'card', leads_to: []},
                        {action: 'rush', kind: 'menu', leads_to: []}];
      const legal = [discard, peek, swap, rush];
      const first = S.cardChoices(legal, controls);
      const click = S.pick(first, [], {zone: 'discard', index: 5});
      const gate = S.gateOf(click.action, legal, controls);
      const then = S.cardChoices(legal, controls, gate);
      const noPower = S.gateOf(discard, [discard, swap], controls);
      return {first: first.map((a) => a.type), sent: click.action.type, gate: gate.types,
              then: [...S.clickable(then, [])], noPower};
    """)
    assert got["first"] == ["discard", "swap"]  # the power's targets wait behind the discard; no rush
    assert got["sent"] == "discard" and got["gate"] == ["peek"]  # the click opens the gate...
    assert got["then"] == ["grid:1#0"]  # ...and highlights where the power can be used
    assert got["noPower"] is None  # a card without a power is simply discarded


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
      // private cards inside sentences that already have a determiner (issue: "the a card")
      const the = add({type: 'draw', seat: 0, text: 'You drew the 7C', private: ['text']}, 1, 0);
      const an = add({type: 'draw', seat: 0, text: 'You drew an 8C and the KD', private: ['text']}, 1, 0);
      const poss = add({type: 'peek', seat: 0, text: "You looked at Ben's 6H", private: ['text']}, 1, 0);
      const bare = add({type: 'draw', seat: 0, text: 'You drew 5C', private: ['text']}, 1, 0);
      const before = peek.textContent;
      N.maskOld(ul, new Set(['QS']), 2, 100000);
      const t = (li) => li.textContent;
      return {before, peek: t(peek), look: t(look), drew: t(drew), shown: t(shown), buried: t(buried),
              theirs: t(theirs), fresh: t(fresh), young: t(young),
              the: t(the), an: t(an), poss: t(poss), bare: t(bare),
              cards: [...ul.querySelectorAll('[data-card]')].map((e) => e.dataset.card)};
    """)
    assert got["before"] == "Ann discarded the 8♦ and looked at Ben's slot 2: 7♥"
    # seen once, then gone; the public discard in the same sentence stays
    assert got["peek"] == "Ann discarded the 8♦ and looked at Ben's slot 2: a card"
    assert got["look"] == "You look at slot 2: a card"  # only the text was secret: all its cards
    assert got["drew"] == "You draw a card"
    assert got["shown"] == "Ann discarded the Q♠"  # public, still on the table: stays
    assert got["buried"] == "Ann swapped, discarding the 3♣"  # public, buried since: stays
    assert got["theirs"] == "Ben discards 5♦"  # someone else's public move: stays
    assert got["fresh"] == "You draw 9♣"  # the newest events stay
    assert got["young"] == "You draw 2♣"  # and so do events younger than a few seconds
    assert got["the"] == "You drew the card"  # never "the a card"
    assert got["an"] == "You drew a card and the card"
    assert got["poss"] == "You looked at Ben's card"
    assert got["bare"] == "You drew a card"
    assert "7H" not in got["cards"] and "4S" not in got["cards"] and "JC" not in got["cards"]


def test_render_every_layout_from_a_declared_presentation(page: Any) -> None:
    got = run(page, """
      const R = await import('/static/js/render.js');
      const P = await import('/static/js/present.js');
      const view = {game: 'made-up', players: 4, seat: 1, now: 1000, deadline: 6000, actors: [1], over: false,
        prompt: 'Your bid', phase: 'bidding', chips: [10, 20, 30, 1], pot: 15, secret_field: 'xyz',
        order: [2, 3], tricks: [1, 0, 2, 1], dealer: 3,
        zones: [
          {id: 'deck', kind: 'pile', owner: null, layout: '', count: 30, top: '??', cards: ['??']},
          {id: 'waste', kind: 'pile', owner: null, layout: '', count: 2, top: 'TH', cards: ['TH']},
          {id: 'trick', kind: 'trick', owner: null, layout: '', count: 2, cards: ['2C', 'AS']},
          {id: 'hand:1', kind: 'hand', owner: 1, layout: '', count: 2, cards: ['KD', '3S']},
          {id: 'hand:0', kind: 'hand', owner: 0, layout: '', count: 2, cards: ['??', '??']},
          {id: 'hand:3', kind: 'hand', owner: 3, layout: '', count: 1, cards: ['??']},
          {id: 'hand:2', kind: 'hand', owner: 2, layout: '', count: 1, cards: ['??']},
          {id: 'grid:2', kind: 'grid', owner: 2, layout: '', count: 5,
           cards: ['??', null, '??', '??', '??', '??']},
          {id: 'junk', kind: 'pot', owner: null, layout: '', count: 0, cards: []}]};
      const zone = (id, label, layout, place, extra = {}) => ({zone: id, label, layout, place, columns: 0,
        seats: '', last: '', last_seats: '', winner: '', total: '', ...extra});
      const pres = P.presentationFor({
        fields: [{key: 'chips', label: '', place: 'seat', format: 'chips', unit: '', units: ''},
                 {key: 'tricks', label: '', place: 'seat', format: 'count', unit: 'trick', units: ''},
                 {key: 'pot', label: 'Pot', place: 'table', format: 'chips', unit: '', units: ''},
                 {key: 'dealer', label: 'Dealer', place: 'table', format: 'seat', unit: '', units: ''},
                 {key: 'secret_field', label: '', place: 'none', format: 'text', unit: '', units: ''},
                 {key: 'order', label: '', place: 'none', format: 'text', unit: '', units: ''}],
        zones: [zone('deck', 'Stock', 'stack', 'center'), zone('waste', 'Discard', 'pile', 'center'),
                zone('trick', 'Trick', 'trick', 'center', {seats: 'order'}),
                zone('hand:{seat}', 'Hand', 'fan', 'seat'),
                zone('grid:{seat}', 'Cards', 'grid', 'seat', {columns: 3}),
                zone('junk', 'Junk', 'hidden', 'center')],
        seating: {partners: 'opposite'}, controls: [], spots: [],
        result: {scores: 'number', label: 'Score', details: []}}, view);
      const root = document.createElement('div');
      document.body.append(root);
      const can = new Set(['waste#2', 'hand:1#0']);
      const picked = [];
      R.renderTable(root, view, {pres, me: 1, names: ['Ann', 'Ben', 'Cy', 'Di'], clickable: can,
                                 selected: new Set(), onPick: (t) => picked.push(t)});
      root.querySelector('[data-zone="waste"] .card.target').click();
      root.querySelector('[data-zone="hand:1"] .card.target').click();
      const q = (s) => root.querySelector(s);
      const box = (s) => q(s).getBoundingClientRect();
      const out = {
        seats: Object.fromEntries([...root.querySelectorAll('.seat')]
          .map((e) => [e.dataset.seat, e.className])),
        backs: root.querySelectorAll('.card.back').length,
        deckCount: q('[data-zone="deck"] .zone-count').textContent,
        waste: q('[data-zone="waste"] .card').dataset.card,
        empty: root.querySelectorAll('[data-zone="grid:2"] .card.empty').length,
        cols: q('[data-zone="grid:2"] .cards').style.gridTemplateColumns,
        cy: q('.seat[data-seat="2"]').textContent, di: q('.seat[data-seat="3"]').textContent,
        info: q('.table-info').textContent, picked, text: root.textContent,
        trick: [...root.querySelectorAll('.trick-area .played')].map((e) => [e.dataset.seat, e.className]),
        hidden: root.querySelectorAll('[data-zone="junk"]').length,
        cyAbove: box('.played[data-seat="2"]').top < box('.played[data-seat="3"]').top,
      };
      root.remove();
      return out;
    """)
    # the others clockwise from my left, my partner opposite (marked)
    assert "seat-bottom" in got["seats"]["1"] and "seat-left" in got["seats"]["2"]
    assert "seat-top" in got["seats"]["3"] and "partner" in got["seats"]["3"]
    assert "seat-right" in got["seats"]["0"]
    assert got["backs"] == 1 + 2 + 1 + 1 + 5  # stock, seat 0's, 2's and 3's hands, seat 2's grid
    assert got["deckCount"] == "30 cards"
    assert got["waste"] == "TH"
    assert got["empty"] == 1
    assert got["cols"] == "repeat(3, auto)"
    assert "30 chips" in got["cy"] and "1 trick" in got["di"] and "2 tricks" in got["cy"]
    assert got["info"] == "Pot15 chipsDealerDi"
    assert "xyz" not in got["text"] and "secret" not in got["text"] and "order" not in got["text"]
    assert got["picked"] == [{"zone": "waste", "index": 2}, {"zone": "hand:1", "index": 0}]
    # each trick card in front of who played it: the seats come from the declared field
    placed = dict(got["trick"])
    assert sorted(placed) == ["2", "3"]
    assert "at-left" in placed["2"] and "at-top" in placed["3"]
    assert got["hidden"] == 0


def test_an_own_open_pile_shows_its_cards_to_its_owner_only(page: Any) -> None:
    """A stacked pile whose view lists every card face up to its owner (Democracy's won
    pile, RULINGS 26: "each player may review only their own") is drawn card by card for
    the owner; another seat's stacked pile, all backs, stays a stack with its count."""
    got = run(page, """
      const R = await import('/static/js/render.js');
      const P = await import('/static/js/present.js');
      const view = {game: 'made-up', players: 2, seat: 1, actors: [], over: false, prompt: '',
        zones: [
          {id: 'won:1', kind: 'pile', owner: 1, layout: 'won', count: 3, cards: ['QD', '4S', 'JH']},
          {id: 'won:0', kind: 'pile', owner: 0, layout: 'won', count: 2, cards: ['??', '??']}]};
      const zone = (id) => ({zone: id, label: 'Won', layout: 'stack', place: 'seat', columns: 0,
        seats: '', last: '', last_seats: '', winner: '', total: ''});
      const pres = P.presentationFor({fields: [], zones: [zone('won:{seat}')],
        seating: {partners: ''}, controls: [], spots: [],
        result: {scores: 'number', label: 'Score', details: []}}, view);
      const root = document.createElement('div');
      document.body.append(root);
      R.renderTable(root, view, {pres, me: 1, names: ['Ann', 'Ben'], clickable: new Set(),
                                 selected: new Set(), onPick: () => {}});
      const cards = (id) => [...root.querySelectorAll(`[data-zone="${id}"] .card`)]
        .map((e) => e.dataset.card || 'back');
      const out = {mine: cards('won:1'), theirs: cards('won:0'),
        mineCount: root.querySelector('[data-zone="won:1"] .zone-count').textContent,
        theirCount: root.querySelector('[data-zone="won:0"] .zone-count').textContent};
      root.remove();
      return out;
    """)
    assert got["mine"] == ["QD", "4S", "JH"] and got["mineCount"] == "3 cards"
    assert len(got["theirs"]) == 1 and got["theirCount"] == "2 cards"


def test_names_and_card_faces_in_sentences(page: Any) -> None:
    got = run(page, """
      const C = await import('/static/js/cards.js');
      const names = ['Ann', 'Ben', 'Cy'];
      const span = (t) => {
        const s = document.createElement('span'); s.append(...C.richText(t, names)); return s;
      };
      return {a: span("Seat 1's turn: take the QS").textContent,
              b: span('seats 0 and 2 fell to -430').textContent,
              c: span('seats 0, 1 and 2 draw').textContent,
              d: span('Contracts: seats 0 and 2, 17 tricks; seats 1 and 3, 2 tricks').textContent,
              e: span('14 for seats 0, 1').textContent,
              label: span('Play 10H').querySelector('.chip-card').getAttribute('aria-label'),
              svg: C.cardEl('QS').querySelector('svg') !== null,
              alt: C.cardEl('QS').getAttribute('aria-label')};
    """)
    assert got["a"] == "Ben's turn: take the Q♠"
    assert got["b"] == "Ann and Cy fell to -430"
    assert got["c"] == "Ann, Ben and Cy draw"
    assert got["d"] == "Contracts: Ann and Cy, 17 tricks; Ben and Seat 3, 2 tricks"  # a list ends at "and"
    assert got["e"] == "14 for Ann and Ben"
    assert got["label"] == "10 of hearts"
    assert got["svg"] and got["alt"] == "queen of spades"


def test_rules_markdown_is_escaped(page: Any) -> None:
    html = run(page, """
      const M = await import('/static/js/markdown.js');
      return M.markdownToHtml('# Cactus\\n\\nDraw **one** card <script>x</script>\\n\\n- a\\n- b');
    """)
    assert "<h3>Cactus</h3>" in html
    assert "<strong>one</strong>" in html
    assert "<script>" not in html and "&lt;script&gt;" in html
    assert "<ul>\n<li>a</li>\n<li>b</li>\n</ul>" in html
    # a list item wrapped onto the next line stays one item (the rules panel's "slots 2 / and 3)")
    wrapped = run(page, """
      const M = await import('/static/js/markdown.js');
      return M.markdownToHtml('- swap slots 2\\n  and 3)\\n- next\\n\\nAfter.');
    """)
    assert wrapped == "<ul>\n<li>swap slots 2 and 3)</li>\n<li>next</li>\n</ul>\n<p>After.</p>"


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
