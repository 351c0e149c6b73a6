// The generic table renderer: a view (and the seat's legal actions) in, DOM out.
// Zones are drawn by their kind; seats' zones are grouped in seat panels (the viewer's
// at the bottom), shared zones in the middle. Nothing here names a game.

import { cardEl } from "./cards.js";
import { tkey } from "./select.js";

const el = (tag, cls, text) => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null) e.textContent = text;
  return e;
};
const words = (s) => String(s).replace(/[_-]+/g, " ").trim();

/** Fields whose whole-number value names a seat (shown as the seat's name). */
const SEAT_FIELD = /^(dealer|first|caller|winner|leader|declarer|bidder|maker|banker|starter)$/;

/** Fields of a view that the renderer shows in its own way. */
const KNOWN = new Set(["game", "variant", "players", "seat", "now", "actors", "deadline", "over",
  "zones", "result", "prompt", "full", "counters", "scores", "turn", "phase", "waiting", "title"]);

/** A seat's name ("Seat N" when the table gave none). */
export function seatName(seat, me, names) {
  const base = (names && names[seat]) || `Seat ${seat}`;
  return seat === me && !/^you$/i.test(base) ? `${base} (you)` : base;
}

/** The zone's label: its id without the owner suffix, in words. */
export function zoneLabel(z) {
  let id = String(z.id);
  if (z.owner !== null && z.owner !== undefined) id = id.replace(new RegExp(`[:_.-]?${z.owner}$`), "");
  return words(id);
}

/** Columns of a grid zone: from a "2x2"/"cols=3" hint or the game's grid_columns/columns hint,
 * else a square-ish shape. */
export function gridColumns(z, hints) {
  const h = hints || {};
  const sources = [z.layout, h.zones && h.zones[z.id], h.grid_columns, h.columns, h.grid];
  for (const s of sources) {
    if (typeof s === "number" && s > 0) return s;
    if (typeof s === "string") {
      let m = /(\d+)\s*x\s*(\d+)/i.exec(s);
      if (m) return Number(m[2]);
      m = /col(?:umn)?s?\s*[=:]\s*(\d+)/i.exec(s);
      if (m) return Number(m[1]);
    } else if (s && typeof s === "object" && Number(s.columns)) {
      return Number(s.columns);
    }
  }
  const n = (z.cards || []).length;
  if (n <= 4) return 2;
  return Math.ceil(Math.sqrt(n));
}

/** Where a zone goes: "mine", "seat:N", or "center" (shared zones, and zones the game's
 * layout hints put in the centre). */
export function placeOf(z, me, hints) {
  const h = hints || {};
  if (Array.isArray(h.center) && h.center.includes(z.id)) return "center";
  const hint = `${z.layout || ""} ${(h.zones && typeof h.zones[z.id] === "string") ? h.zones[z.id] : ""}`;
  if (/\bcent(er|re)\b|\bmiddle\b/.test(hint)) return "center";
  if (z.owner === null || z.owner === undefined) return "center";
  return z.owner === me ? "mine" : `seat:${z.owner}`;
}

function makeClickable(card, t, ctx) {
  card.classList.add("target");
  if (ctx.quiet) card.classList.add("quiet");
  card.tabIndex = 0;
  card.setAttribute("role", "button");
  card.dataset.target = tkey(t);
  card.addEventListener("click", () => ctx.onPick(t));
  card.addEventListener("keydown", (e) => {
    if (e.key === "Enter" || e.key === " ") { e.preventDefault(); e.stopPropagation(); ctx.onPick(t); }
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

/** One zone. */
export function renderZone(z, ctx) {
  const box = el("div", `zone zone-${z.kind}`);
  box.dataset.zone = z.id;
  box.dataset.kind = z.kind;
  const head = el("div", "zone-label");
  head.append(el("span", "zone-name", zoneLabel(z)));
  if (ctx.center && z.owner !== null && z.owner !== undefined) {
    head.append(el("span", "zone-owner", `· ${seatName(z.owner, ctx.me, ctx.names)}`));
  }
  const list = z.cards || [];
  const count = typeof z.count === "number" ? z.count : list.filter((c) => c !== null).length;
  head.append(el("span", "zone-count", String(count)));
  box.append(head);
  const cards = el("div", "cards");
  const targets = zoneTargets(z.id, ctx);
  const drawn = new Set();
  if (z.kind === "pile" && ("top" in z || Array.isArray(z.up))) {
    // a pile shows its top and its count; any target on the pile is its top (draw)
    // or the spot on top of it (discard onto it)
    cards.classList.add("stack");
    const top = list.length ? list[list.length - 1] : null;
    const idx = Math.max(0, count - 1);
    const card = cardEl(count ? top : null, { down: Array.isArray(z.up) && top && z.up[list.length - 1] === false });
    card.dataset.zone = z.id;
    card.dataset.index = String(idx);
    if (count > 1) card.classList.add("stacked");
    if (targets.length) makeClickable(card, targets[0], ctx);
    targets.forEach((t) => drawn.add(t.index));
    cards.append(card);
  } else if (z.kind === "grid" && z.layout === "pyramid") {
    // rows of 1, 2, 3... cards, each row overlapping the one above (Pyramid)
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
  } else if (z.kind === "grid") {
    cards.style.gridTemplateColumns = `repeat(${gridColumns(z, ctx.hints)}, auto)`;
    list.forEach((text, i) => {
      const cell = el("div", "slot");
      cell.append(cardFor(z, i, ctx, text));
      cell.append(el("span", "slot-no", String(i)));
      cards.append(cell);
      drawn.add(i);
    });
  } else {
    if (z.kind === "pile") cards.classList.add("spread");
    if (!list.length && !targets.length) cards.append(el("span", "zone-empty", "empty"));
    list.forEach((text, i) => { cards.append(cardFor(z, i, ctx, text)); drawn.add(i); });
  }
  for (const t of targets) {
    if (drawn.has(t.index)) continue;
    const spot = cardEl(null);
    spot.classList.add("drop");
    spot.dataset.zone = z.id;
    spot.dataset.index = String(t.index);
    spot.setAttribute("aria-label", `place here (${zoneLabel(z)})`);
    makeClickable(spot, t, ctx);
    cards.append(spot);
  }
  box.append(cards);
  return box;
}

/** Text for a counter value (numbers, short lists, small objects). */
export function valueText(v) {
  if (v === null || v === undefined) return "–";
  if (typeof v === "boolean") return v ? "yes" : "no";
  if (Array.isArray(v)) return v.map(valueText).join(", ");
  if (typeof v === "object") return Object.entries(v).map(([k, x]) => `${words(k)} ${valueText(x)}`).join(", ");
  return String(v);
}

/** Per-seat and table-wide counters: counters, scores and any other simple view field. */
export function splitCounters(view) {
  const players = view.players || 0;
  const perSeat = {};
  const table = {};
  const add = (name, v) => {
    if (Array.isArray(v) && v.length === players && players > 1 && v.every((x) => x === null || typeof x !== "object")) {
      perSeat[name] = v;
    } else {
      table[name] = v;
    }
  };
  if (view.counters && typeof view.counters === "object") {
    for (const [k, v] of Object.entries(view.counters)) add(k, v);
  }
  if (view.scores !== undefined) add("scores", view.scores);
  if (view.phase !== undefined && view.phase !== null) table.phase = view.phase;
  for (const [k, v] of Object.entries(view)) {
    if (KNOWN.has(k) || v === null || v === false || v === "") continue;
    if (Array.isArray(v) && !v.length) continue;
    if (typeof v !== "object" || Array.isArray(v)) add(k, v);
  }
  return { perSeat, table };
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

function seatPanel(seat, zones, ctx, view, perSeat) {
  const panel = el("section", "seat");
  panel.dataset.seat = String(seat);
  const acting = onTurn(view).includes(seat);
  if (acting) panel.classList.add("acting");
  if (seat === ctx.me) panel.classList.add("me");
  const head = el("div", "seat-head");
  head.append(el("span", "seat-name", seatName(seat, ctx.me, ctx.names)));
  if (ctx.names && ctx.names[seat]) head.append(el("span", "seat-no", `seat ${seat}`));
  if (acting) head.append(el("span", "badge acting-badge", "to play"));
  for (const [name, values] of Object.entries(perSeat)) {
    const c = el("span", "counter");
    c.append(el("span", "counter-name", words(name)), " ", el("b", null, valueText(values[seat])));
    head.append(c);
  }
  panel.append(head);
  const row = el("div", "seat-zones");
  for (const z of zones) row.append(renderZone(z, ctx));
  panel.append(row);
  return panel;
}

/**
 * Render the table area into `root`. ctx: {me, names, hints, clickable (Set of target
 * keys), selected (Set), onPick(target), quiet (targets drawn softly: moves open to you
 * while it is not your turn, such as claims)}.
 */
export function renderTable(root, view, ctx) {
  root.replaceChildren();
  const me = ctx.me;
  const groups = new Map();
  const center = [];
  for (const z of view.zones || []) {
    const place = placeOf(z, me, ctx.hints);
    if (place === "center") { center.push(z); continue; }
    const seat = z.owner;
    if (!groups.has(seat)) groups.set(seat, []);
    groups.get(seat).push(z);
  }
  const { perSeat, table } = splitCounters(view);
  const players = view.players || 0;
  for (let s = 0; s < players; s += 1) if (!groups.has(s)) groups.set(s, []);
  // the viewer sits at the bottom; a spectator sees seat 0 there
  const bottom = (me === null || me === undefined) ? 0 : me;
  const order = [];
  for (let k = 1; k < players; k += 1) order.push((bottom + k) % players);
  const top = el("div", `area area-others${order.length > 1 ? " many" : ""}`);
  for (const s of order) top.append(seatPanel(s, groups.get(s) || [], ctx, view, perSeat));
  const mid = el("div", "area area-center");
  for (const z of center) mid.append(renderZone(z, { ...ctx, center: true }));
  if (Object.keys(table).length) {
    const info = el("dl", "table-info");
    for (const [k, v] of Object.entries(table)) {
      const seat = SEAT_FIELD.test(k) && Number.isInteger(v) && v >= 0 && v < players;
      info.append(el("dt", null, words(k)), el("dd", null, seat ? seatName(v, me, ctx.names) : valueText(v)));
    }
    mid.append(info);
  }
  const mine = el("div", "area area-mine");
  if (players) mine.append(seatPanel(bottom, groups.get(bottom) || [], ctx, view, perSeat));
  root.append(top, mid, mine);
}

/** Every card text drawn in `root` (for tests and for masking old narration). */
export function visibleCards(view) {
  const out = new Set();
  for (const z of view.zones || []) for (const c of z.cards || []) if (c && c !== "??") out.add(c);
  return out;
}

/** The result panel's content. */
export function renderResult(box, view, ctx) {
  box.replaceChildren();
  const res = view.result || {};
  const winners = res.winners || [];
  const title = el("h2", null, winners.length === 0 ? "A draw"
    : winners.includes(ctx.me) ? (winners.length > 1 ? "You share the win" : "You win!")
      : `${winners.map((s) => seatName(s, ctx.me, ctx.names)).join(" and ")} ${winners.length > 1 ? "win" : "wins"}`);
  box.append(title);
  if (res.reason) box.append(el("p", "reason", res.reason));
  const table = el("table", "scores");
  const thead = el("tr");
  ["Place", "Player", "Score"].forEach((h) => thead.append(el("th", null, h)));
  table.append(thead);
  const seats = (res.scores || []).map((_, s) => s);
  seats.sort((a, b) => ((res.placing || [])[a] || 0) - ((res.placing || [])[b] || 0));
  for (const s of seats) {
    const tr = el("tr", winners.includes(s) ? "winner" : "");
    tr.append(el("td", null, String((res.placing || [])[s] ?? "")),
      el("td", null, seatName(s, ctx.me, ctx.names)), el("td", null, valueText(res.scores[s])));
    table.append(tr);
  }
  box.append(table);
  if (res.details && Object.keys(res.details).length) {
    const dl = el("dl", "details");
    for (const [k, v] of Object.entries(res.details)) dl.append(el("dt", null, words(k)), el("dd", null, valueText(v)));
    box.append(dl);
  }
}
