// The generic table renderer: a view, the game's presentation and the seat's clickable
// targets in, DOM out. Seats sit around the felt with the viewer at the bottom, the
// others clockwise from their left (a partner opposite, marked); shared zones in the
// middle; a trick's cards in front of the seats that played them. Only fields the game
// declared are shown, with their labels. Nothing here names a game.

import { cardEl, cardShort, cardWords, plainText, richText } from "./cards.js";
import { formatValue, getPath, nameOf, plural, present, zoneShow } from "./present.js";
import { tkey } from "./select.js";

const el = (tag, cls, text) => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null) e.textContent = text;
  return e;
};

/** A seat's name, "(you)" added for the viewer. */
export function seatName(seat, me, names) {
  const base = nameOf(seat, names);
  return seat === me && !/^you$/i.test(base) ? `${base} (you)` : base;
}

/** Where each seat sits: "bottom" for the viewer (seat 0 for a spectator), the others
 * clockwise from the viewer's left: left, top..., right. */
export function positions(players, me) {
  const bottom = me === null || me === undefined ? 0 : me;
  const others = [];
  for (let k = 1; k < players; k += 1) others.push((bottom + k) % players);
  const names = others.length === 1 ? ["top"]
    : others.length === 2 ? ["left", "right"]
      : ["left", ...others.slice(1, -1).map(() => "top"), "right"];
  const out = { [bottom]: "bottom" };
  others.forEach((s, i) => { out[s] = names[i]; });
  return out;
}

/**
 * The seats whose move the table is waiting for: the view's `turn` when the game has one
 * (in real-time games everybody may be an actor, e.g. to claim, but one seat has the
 * turn), else its actors.
 */
export function onTurn(view) {
  if (view.over) return [];
  if (typeof view.turn === "number") return [view.turn];
  if (Array.isArray(view.turn)) return view.turn;
  return view.actors || [];
}

function makeClickable(card, t, ctx) {
  card.classList.add("target");
  if (ctx.quiet) card.classList.add("quiet");
  card.tabIndex = 0;
  card.setAttribute("role", "button");
  card.dataset.target = tkey(t);
  const what = ctx.describe ? ctx.describe(t) : "";
  const face = card.getAttribute("aria-label") || "";
  // the name contains the card's visible index ("Q♠"), as WCAG's label in name asks
  const short = card.dataset.card && card.dataset.card !== "??" ? cardShort(card.dataset.card) : "";
  const named = what && (!short || what.includes(short)) ? what : [what, short].filter(Boolean).join(": ");
  card.setAttribute("aria-label", named ? `${named} (${face})` : face);
  card.addEventListener("click", (e) => { e.stopPropagation(); ctx.onPick(t); });
  card.addEventListener("keydown", (e) => {
    if (e.key === "Enter" || (e.key === " " && !ctx.spaceTaken)) {
      e.preventDefault(); e.stopPropagation(); ctx.onPick(t);
    }
  });
}

function cardFor(z, i, ctx, text) {
  const full = Array.isArray(z.up);
  const card = cardEl(text, { down: full && text && z.up[i] === false });
  card.dataset.zone = z.id;
  card.dataset.index = String(i);
  const t = { zone: z.id, index: i };
  if (ctx.clickable && ctx.clickable.has(tkey(t))) makeClickable(card, t, ctx);
  if (ctx.selected && ctx.selected.has(tkey(t))) card.classList.add("selected");
  return card;
}

/** Targets in zone `zid` that are clickable now, as {zone, index}. */
function zoneTargets(zid, ctx) {
  const out = [];
  for (const k of ctx.clickable || []) {
    const at = k.lastIndexOf("#");
    if (k.slice(0, at) === zid) out.push({ zone: zid, index: Number(k.slice(at + 1)) });
  }
  return out.sort((a, b) => a.index - b.index);
}

function dropSpot(z, t, ctx, label) {
  const spot = cardEl(null);
  spot.classList.add("drop");
  spot.dataset.zone = z.id;
  spot.dataset.index = String(t.index);
  spot.setAttribute("aria-label", `place here (${label})`);
  makeClickable(spot, t, ctx);
  return spot;
}

/** One zone, laid out as its declaration says. */
export function renderZone(z, zs, ctx) {
  const layout = zs ? zs.layout : "row";
  const label = zs ? zs.label : String(z.id);
  const box = el("div", `zone zone-${layout}`);
  box.dataset.zone = z.id;
  box.dataset.kind = z.kind;
  box.dataset.layout = layout;
  const list = z.cards || [];
  const count = typeof z.count === "number" ? z.count : list.filter((c) => c !== null).length;
  const head = el("div", "zone-label");
  head.append(el("span", "zone-name", label));
  const total = zs && zs.total ? getPath(ctx.view, zs.total) : undefined;
  if (present(total) && count) head.append(el("span", "zone-total", String(total)));
  const hiddenHand = layout === "fan" && list.length && list.every((c) => c === "??");
  if (layout === "stack" || layout === "pile" || hiddenHand) head.append(el("span", "zone-count", plural(count, "card")));
  const cards = el("div", "cards");
  const targets = zoneTargets(z.id, ctx);
  const drawn = new Set();
  // a stacked pile its owner may look through (every card listed face up to them, as a
  // Democracy won pile): its cards in a row, for the owner only
  const ownOpen = layout === "stack" && z.owner === ctx.me && count > 0 && list.length === count
    && list.every((c) => c !== null && c !== "??");
  if ((layout === "stack" || layout === "pile") && !ownOpen) {
    // a pile shows its top and its count; any target on it is its top (draw) or the
    // place on top of it (discard onto it)
    cards.classList.add("stack");
    const top = list.length ? list[list.length - 1] : null;
    const idx = Math.max(0, count - 1);
    const card = cardEl(count ? top : null, { down: Array.isArray(z.up) && top && z.up[list.length - 1] === false });
    card.dataset.zone = z.id;
    card.dataset.index = String(idx);
    if (count > 1) card.classList.add("deep");
    if (count > 8) card.classList.add("deeper");
    if (targets.length) makeClickable(card, targets[0], ctx);
    targets.forEach((t) => drawn.add(t.index));
    cards.append(card);
  } else if (layout === "pyramid") {
    cards.classList.add("pyramid");
    for (let r = 0, start = 0; start < list.length; r++, start += r) {
      const row = el("div", "pyramid-row");
      for (let i = start; i < Math.min(start + r + 1, list.length); i++) {
        if (list[i] === null) {
          const gap = cardEl(null);
          gap.classList.add("pyramid-gap");
          row.append(gap);
        } else {
          row.append(cardFor(z, i, ctx, list[i]));
        }
        drawn.add(i);
      }
      cards.append(row);
    }
  } else if (layout === "columns") {
    // a tableau (Eleusis's layout): columns side by side, each card overlapping the one
    // above; a null in the list ends a column, so a column's head is its first card
    cards.classList.add("columns");
    Object.assign(cards.style, { justifyContent: "flex-start", alignItems: "flex-start",
      overflowX: "auto", maxWidth: "100%", paddingBottom: "4px" });
    cards.style.setProperty("--card-w", "clamp(30px, 4.6vw, 48px)");  // a long layout: smaller cards
    cards.style.setProperty("--card-h", "calc(var(--card-w) * 1.4)");
    requestAnimationFrame(() => { cards.scrollLeft = cards.scrollWidth; });  // the latest plays in view
    let col = null;
    const column = () => {
      col = el("div", "column");
      Object.assign(col.style, { display: "flex", flexDirection: "column", flex: "none" });
      cards.append(col);
    };
    column();
    list.forEach((text, i) => {
      drawn.add(i);
      if (text === null) { column(); return; }
      const card = cardFor(z, i, ctx, text);
      if (col.children.length) card.style.marginTop = "calc(var(--card-h) * -0.68)";
      col.append(card);
    });
  } else if (layout === "grid") {
    cards.classList.add("grid");
    const cols = (zs && zs.columns) || Math.max(2, Math.ceil(Math.sqrt(list.length || 1)));
    cards.style.gridTemplateColumns = `repeat(${cols}, auto)`;
    list.forEach((text, i) => {
      const cell = el("div", "slot");
      cell.append(cardFor(z, i, ctx, text));
      // slot numbers are the digit keys that choose a slot: shown only where 0-9 reach all
      if (list.length <= 10) cell.append(el("span", "slot-no", String(i)));
      cards.append(cell);
      drawn.add(i);
    });
  } else {
    cards.classList.add(layout === "fan" ? "fan" : "row");
    if (hiddenHand && ctx.compact) {
      // another player's hidden hand: a few backs and the count, not a wall of backs
      cards.classList.add("backs");
      list.slice(0, Math.min(list.length, 5)).forEach((text, i) => { cards.append(cardFor(z, i, ctx, text)); drawn.add(i); });
      list.forEach((_, i) => drawn.add(i));
    } else {
      list.forEach((text, i) => { if (text !== null) cards.append(cardFor(z, i, ctx, text)); drawn.add(i); });
    }
    if (!list.length && !targets.length) cards.append(el("span", "zone-empty", layout === "fan" ? "no cards" : "empty"));
  }
  for (const t of targets) if (!drawn.has(t.index)) cards.append(dropSpot(z, t, ctx, label));
  cards.style.setProperty("--n", String(Math.max(1, cards.children.length)));
  box.style.setProperty("--n", String(Math.max(1, cards.children.length)));
  box.append(head, cards);
  return box;
}

function figure(field, value, ctx) {
  const f = el("span", "figure");
  f.dataset.field = field.key;
  if (field.label) f.append(el("span", "figure-label", field.label), " ");
  const b = el("b");
  b.append(...formatValue(field, value, ctx));
  f.append(b);
  return f;
}

function seatPanel(seat, pos, zones, ctx) {
  const { view, pres, me } = ctx;
  const panel = el("section", `seat seat-${pos}`);
  panel.dataset.seat = String(seat);
  panel.setAttribute("aria-label", seatName(seat, me, ctx.names));
  const acting = onTurn(view).includes(seat);
  if (acting) panel.classList.add("acting");
  if (seat === me) panel.classList.add("me");
  const head = el("div", "seat-head");
  head.append(el("span", "seat-name", seatName(seat, me, ctx.names)));
  const players = view.players || 0;
  const anchor = me === null || me === undefined ? 0 : me;
  if (pres.seating && pres.seating.partners === "opposite" && players % 2 === 0 && seat !== anchor
      && (seat - anchor + players) % players === players / 2) {
    panel.classList.add("partner");
    head.append(el("span", "badge partner-badge", me === null || me === undefined ? "partners" : "Partner"));
  }
  if (acting) head.append(el("span", "badge acting-badge", "to play"));
  panel.append(head);
  const figs = el("div", "figures");
  for (const f of pres.fields || []) {
    if (f.place !== "seat") continue;
    const v = getPath(view, f.key);
    if (!Array.isArray(v) || !present(v[seat])) continue;
    if (f.format === "yesno") {  // a seat's yes/no reads as its label when yes ("Ready"), else nothing
      if (v[seat]) figs.append(figure({ ...f, format: "text" }, "", ctx));
      continue;
    }
    figs.append(figure(f, v[seat], ctx));
  }
  if (figs.children.length) panel.append(figs);
  const row = el("div", "seat-zones");
  for (const [z, zs] of zones) row.append(renderZone(z, zs, { ...ctx, compact: seat !== me }));
  if (row.children.length) panel.append(row);
  return panel;
}

/** The cards to show in the trick area: [{seat, card, zone?, index?}], and the winner. */
function trickContent(z, zs, ctx) {
  const { view } = ctx;
  const players = view.players || 0;
  const list = z ? z.cards || [] : [];
  const live = [];
  if (zs.seats) {
    const seats = getPath(view, zs.seats) || [];
    list.forEach((c, i) => { if (c !== null) live.push({ seat: seats[i], card: c, zone: z.id, index: i }); });
  } else {
    list.forEach((c, i) => { if (c !== null && i < players) live.push({ seat: i, card: c, zone: z.id, index: i }); });
  }
  const lastCards = zs.last ? getPath(view, zs.last) : null;
  let last = [];
  if (Array.isArray(lastCards) && lastCards.some((c) => c)) {
    let seats = zs.last_seats ? getPath(view, zs.last_seats) : null;
    if (!Array.isArray(seats) && zs.seats) seats = ctx.memory && ctx.memory.lastSeats ? ctx.memory.lastSeats(lastCards) : null;
    if (!Array.isArray(seats) && !zs.seats) seats = lastCards.map((_, i) => i);
    last = lastCards.map((c, i) => ({ seat: Array.isArray(seats) ? seats[i] : null, card: c })).filter((x) => x.card);
  }
  const winner = zs.winner ? getPath(view, zs.winner) : null;
  return { live, last, winner: Number.isInteger(winner) ? winner : null, key: JSON.stringify(lastCards || null) };
}

function trickCard(item, pos, ctx, opts) {
  const wrap = el("div", `played at-${pos}`);
  if (item.seat !== null && item.seat !== undefined) wrap.dataset.seat = String(item.seat);
  let card;
  if (item.zone) {
    card = cardFor({ id: item.zone, cards: [] }, item.index, ctx, item.card);
  } else {
    card = cardEl(item.card);
  }
  if (opts.winner) wrap.classList.add("winner");
  wrap.append(card);
  if (item.seat !== null && item.seat !== undefined) wrap.append(el("span", "played-by", nameOf(item.seat, ctx.names) + (opts.winner ? " ✓" : "")));
  return wrap;
}

/** The middle of the table where cards are placed by seat: a trick, or each seat's cards
 * in play (a battle). */
function trickArea(entries, ctx, pos) {
  const area = el("div", "trick-area");
  const rows = { top: el("div", "trick-row trick-top"), mid: el("div", "trick-row trick-mid"), bottom: el("div", "trick-row trick-bottom") };
  const left = el("div", "trick-cell trick-left");
  const centre = el("div", "trick-cell trick-centre");
  const right = el("div", "trick-cell trick-right");
  rows.mid.append(left, centre, right);
  const place = (p) => (p === "left" ? left : p === "right" ? right : p === "bottom" ? rows.bottom : rows.top);
  for (const node of entries.nodes) place(node.pos).append(node.el);
  if (entries.note) centre.append(entries.note);
  area.append(rows.top, rows.mid, rows.bottom);
  area.dataset.pos = pos || "";
  return area;
}

/**
 * Render the table area into `root`. ctx: {view, pres, me, names, clickable (Set of
 * target keys), selected (Set), onPick(target), quiet, describe(target) -> words,
 * spaceTaken, hold: {key, dismissed}, onContinue(), spots: DOM for the betting spots}.
 */
export function renderTable(root, view, ctx) {
  const pres = ctx.pres;
  const me = ctx.me;
  ctx = { ...ctx, view };
  root.replaceChildren();
  const players = view.players || 0;
  const pos = positions(players, me);
  const seatZones = new Map();
  const center = [];
  const byOwner = []; // center zones placed in front of their owner (a battle)
  let trick = null;
  for (const z of view.zones || []) {
    const zs = zoneShow(pres, z.id) || { zone: z.id, label: z.id, layout: "row", place: z.owner === null || z.owner === undefined ? "center" : "seat" };
    if (zs.layout === "hidden") continue;
    if (zs.layout === "trick") { trick = [z, zs]; continue; }
    const owned = z.owner !== null && z.owner !== undefined;
    if (zs.place === "center" || !owned) {
      if (owned) byOwner.push([z, zs]); else center.push([z, zs]);
      continue;
    }
    if (!seatZones.has(z.owner)) seatZones.set(z.owner, []);
    seatZones.get(z.owner).push([z, zs]);
  }
  const felt = el("div", "felt");
  felt.dataset.players = String(players);
  const ring = { top: el("div", "ring ring-top"), left: el("div", "ring ring-left"), right: el("div", "ring ring-right"), bottom: el("div", "ring ring-bottom") };
  for (let s = 0; s < players; s += 1) {
    ring[pos[s]].append(seatPanel(s, pos[s], seatZones.get(s) || [], ctx));
  }
  const mid = el("div", "center");
  // cards placed by seat: the trick (with the last one held until the player moves on)
  // or the zones each seat has in the middle
  const placed = { nodes: [], note: null };
  if (trick) {
    const [z, zs] = trick;
    const t = trickContent(z, zs, ctx);
    const held = t.last.length && ctx.hold && ctx.hold.key === t.key && !ctx.hold.dismissed;
    const showLast = held || (!t.live.length && t.last.length);
    const items = showLast ? t.last : t.live;
    for (const item of items) {
      const p = item.seat === null || item.seat === undefined ? "top" : pos[item.seat];
      placed.nodes.push({ pos: p, el: trickCard(item, p, ctx, { winner: showLast && item.seat === t.winner }) });
    }
    const note = el("div", "trick-note");
    note.dataset.zone = z.id;
    if (showLast && t.winner !== null) {
      note.append(el("span", "trick-winner", `${nameOf(t.winner, ctx.names)} ${zs.layout === "trick" ? "won the trick" : "won"}`));
      if (held && ctx.onContinue) {
        const b = el("button", "action small continue", "Continue");
        b.type = "button";
        b.append(" ", el("kbd", null, "Enter"));
        b.addEventListener("click", (e) => { e.stopPropagation(); ctx.onContinue(); });
        note.append(b);
      }
    } else if (!items.length) {
      note.append(el("span", "zone-name", zs.label));
    }
    const targets = zoneTargets(z.id, ctx);
    for (const tg of targets) {
      if (!t.live.some((x) => x.index === tg.index)) note.append(dropSpot(z, tg, ctx, zs.label));
    }
    placed.note = note;
    mid.classList.add("has-trick");
    if (held) mid.classList.add("held");
  }
  if (byOwner.length) {
    const empty = byOwner.every(([z]) => !(z.cards || []).some((c) => c !== null));
    for (const [z, zs] of byOwner) {
      const p = pos[z.owner] || "top";
      const last = zs.last ? getPath(view, zs.last) : null;
      const winner = zs.winner ? getPath(view, zs.winner) : null;
      let shown = z;
      let won = false;
      if (empty && Array.isArray(last) && last[z.owner]) {
        shown = { ...z, cards: [last[z.owner]], count: 1 };
        won = winner === z.owner;
      }
      const node = renderZone(shown, zs, ctx);
      node.classList.add("placed", `at-${p}`);
      if (won) node.classList.add("winner");
      node.querySelector(".zone-name").textContent = `${nameOf(z.owner, ctx.names)}`;
      placed.nodes.push({ pos: p, el: node });
    }
    // a new round begun (a card laid face down): the last one stays in the middle, small
    const [, zs0] = byOwner[0];
    const last = zs0.last ? getPath(view, zs0.last) : null;
    if (!empty && Array.isArray(last) && last.some((c) => c)) {
      const winner = zs0.winner ? getPath(view, zs0.winner) : null;
      const box = el("div", "last-round");
      box.append(el("span", "last-label", "Last:"));
      last.forEach((c, seat) => {
        if (c) box.append(trickCard({ seat, card: c }, pos[seat], ctx, { winner: winner === seat }));
      });
      placed.note = box;
    }
  }
  if (placed.nodes.length || placed.note) mid.append(trickArea(placed, ctx));
  if (center.length) {
    // in the order the game declared them (baccarat: the two hands first, then the shoe)
    const rank = (zs) => { const i = (pres.zones || []).indexOf(zs); return i < 0 ? 1e9 : i; };
    center.sort((a, b) => rank(a[1]) - rank(b[1]));
    const row = el("div", "middle-zones");
    for (const [z, zs] of center) row.append(renderZone(z, zs, ctx));
    mid.append(row);
  }
  if (ctx.spots) mid.append(ctx.spots);
  const info = tableInfo(view, ctx);
  if (info) mid.append(info);
  felt.append(ring.top, ring.left, mid, ring.right, ring.bottom);
  root.append(felt);
}

function tableInfo(view, ctx) {
  const dl = el("dl", "table-info");
  for (const f of ctx.pres.fields || []) {
    if (f.place !== "table") continue;
    const v = getPath(view, f.key);
    if (!present(v) || (typeof v === "object" && !Array.isArray(v) && !Object.keys(v).length)) continue;
    const row = el("div", "info-row");
    row.dataset.field = f.key;
    const dd = el("dd");
    dd.append(...formatValue(f, v, ctx));
    row.append(el("dt", null, f.label), dd);
    dl.append(row);
  }
  return dl.children.length ? dl : null;
}

/** The rules panel's figures (fields with place "rules"), as a definition list. */
export function rulesFigures(view, pres, names) {
  const dl = el("dl", "rules-figures");
  for (const f of pres.fields || []) {
    if (f.place !== "rules") continue;
    const v = getPath(view, f.key);
    if (!present(v)) continue;
    const dd = el("dd");
    dd.append(...formatValue(f, v, { names }));
    dl.append(el("dt", null, f.label), dd);
  }
  return dl;
}

/** Every card text on the table (for masking old narration). */
export function visibleCards(view) {
  const out = new Set();
  for (const z of view.zones || []) for (const c of z.cards || []) if (c && c !== "??") out.add(c);
  return out;
}

/** The result in words: the title, the game's sentence (names and card faces), a table of
 * places with the declared score and per-seat details, the other declared details. */
export function renderResult(box, view, ctx) {
  box.replaceChildren();
  const res = view.result || {};
  const rs = (ctx.pres && ctx.pres.result) || { scores: "number", label: "Score", details: [] };
  const winners = res.winners || [];
  const names = ctx.names;
  const alone = (res.scores || []).length === 1; // a patience: lost, not drawn
  const title = el("h2", null, winners.length === 0 ? (alone && ctx.me === 0 ? "You lost" : "No winner")
    : winners.includes(ctx.me) ? (winners.length > 1 ? "You share the win" : "You win!")
      : `${winners.map((s) => nameOf(s, names)).join(" and ")} ${winners.length > 1 ? "win" : "wins"}`);
  title.id = "result-title";
  box.append(title);
  if (res.reason) {
    const p = el("p", "reason");
    p.append(...richText(res.reason, names));
    box.append(p);
  }
  const details = rs.details || [];
  const perSeat = details.filter((f) => f.place === "seat" && Array.isArray(getPath(res.details || {}, f.key)));
  const table = el("table", "scores");
  const thead = el("tr");
  const heads = ["Place", "Player"];
  if (rs.scores !== "none") heads.push(rs.label || "Score");
  for (const f of perSeat) heads.push(f.label);
  heads.forEach((h) => thead.append(el("th", null, h)));
  table.append(thead);
  const seats = (res.scores || []).map((_, s) => s);
  seats.sort((a, b) => ((res.placing || [])[a] || 0) - ((res.placing || [])[b] || 0));
  const ordinal = (n) => `${n}${n % 10 === 1 && n % 100 !== 11 ? "st" : n % 10 === 2 && n % 100 !== 12 ? "nd" : n % 10 === 3 && n % 100 !== 13 ? "rd" : "th"}`;
  for (const s of seats) {
    const tr = el("tr", winners.includes(s) ? "winner" : "");
    const place = (res.placing || [])[s];
    tr.append(el("td", null, place ? ordinal(place) : ""), el("td", null, seatName(s, ctx.me, names)));
    if (rs.scores !== "none") {
      const td = el("td");
      td.append(...formatValue({ format: rs.scores, unit: rs.unit || "" }, res.scores[s], { names }));
      tr.append(td);
    }
    for (const f of perSeat) {
      const td = el("td");
      td.append(...formatValue(f, getPath(res.details, f.key)[s], { names }));
      tr.append(td);
    }
    table.append(tr);
  }
  box.append(table);
  const rest = details.filter((f) => !perSeat.includes(f) && present(getPath(res.details || {}, f.key)));
  if (rest.length) {
    const dl = el("dl", "details");
    for (const f of rest) {
      const dd = el("dd");
      dd.append(...formatValue(f, getPath(res.details, f.key), { names }));
      dl.append(el("dt", null, f.label), dd);
    }
    box.append(dl);
  }
  return `${title.textContent}. ${res.reason ? plainText(res.reason, names) : ""}`;
}

export { cardWords };
