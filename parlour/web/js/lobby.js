// The lobby: the games, a form to create a table, open tables and finished games.

const $ = (sel) => document.querySelector(sel);
const el = (tag, cls, text) => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null) e.textContent = text;
  return e;
};
const words = (s) => String(s).replace(/[_-]+/g, " ").trim();
/** "1 player", "2 players". */
const plural = (n, unit, units) => `${n} ${n === 1 ? unit : (units || `${unit}s`)}`;

const L = { games: [], levels: ["slow", "normal", "fast", "expert"], dirty: new Set() };
window.parlourLobby = L;

async function getJson(url, opts) {
  const r = await fetch(url, opts);
  let body = null;
  try { body = await r.json(); } catch (e) { body = null; }
  if (!r.ok) {
    const d = body && (body.detail || body.reason || body.error);
    const err = new Error(typeof d === "string" ? d : (d ? JSON.stringify(d) : `${r.status} ${r.statusText}`));
    err.status = r.status;
    throw err;
  }
  return body;
}

const gameOf = (name) => L.games.find((g) => g.name === name);
const botsOf = (g) => g.bots || g.bot_kinds || ["random"];

function playersText(g) {
  if (g.min_players === 1 && g.max_players === 1) return "solitaire (1 player)";
  return g.min_players === g.max_players ? plural(g.min_players, "player") : `${g.min_players}–${g.max_players} players`;
}

// ----- your seats, kept by this browser ------------------------------------------------------
// localStorage "parlour.seats": {table id: {seat, token, url, game, created, invites: [{seat, url, name}]}}.
// The seat link (with its token) is all a seat needs: closing the tab never loses it.
const SEATS_KEY = "parlour.seats";

export function mySeats() {
  try {
    const v = JSON.parse(localStorage.getItem(SEATS_KEY) || "{}");
    return v && typeof v === "object" && !Array.isArray(v) ? v : {};
  } catch (e) { return {}; }
}

function saveSeats(seats) {
  try { localStorage.setItem(SEATS_KEY, JSON.stringify(seats)); } catch (e) { /* private mode: nothing kept */ }
}

/** Remember the seat this browser plays at a new table, and the invitations to its other free seats. */
function rememberTable(t, game) {
  const humans = (t.seats || []).filter((s) => s.url);
  const mine = humans[0];
  const seats = mySeats();
  seats[t.table] = {
    seat: mine ? mine.seat : null, token: mine ? mine.token : null, url: mine ? mine.url : t.spectator_url,
    game, created: Date.now(),
    invites: humans.slice(1).map((s) => ({ seat: s.seat, url: s.url, name: s.name || "" })),
  };
  saveSeats(seats);
  return seats[t.table];
}

function forgetTable(id) {
  const seats = mySeats();
  delete seats[id];
  saveSeats(seats);
}

function inviteItem(inv, ownerName) {
  const li = el("li", "invite");
  li.dataset.seat = String(inv.seat);
  const full = new URL(inv.url, location.origin).href;
  li.append(el("span", "link-label", `Invite a friend to seat ${inv.seat}${inv.name && !/^Seat \d+$/.test(inv.name) ? ` (${inv.name})` : ""}:`));
  const input = el("input", "link-text invite-link");
  input.readOnly = true;
  input.value = full;
  input.setAttribute("aria-label", `Invitation link to seat ${inv.seat}`);
  const copy = el("button", "action small", "Copy");
  copy.type = "button";
  copy.addEventListener("click", async () => {
    input.select();
    try { await navigator.clipboard.writeText(full); copy.textContent = "Copied"; } catch (err) { document.execCommand("copy"); }
  });
  li.append(input, copy);
  return li;
}

async function drawMine() {
  const seats = mySeats();
  const ids = Object.keys(seats).sort((a, b) => (seats[b].created || 0) - (seats[a].created || 0));
  const ul = $("#mine");
  const items = [];
  for (const id of ids.slice(0, 20)) {
    const s = seats[id];
    let t = null;
    try {
      t = await getJson(`/api/tables/${encodeURIComponent(id)}`);
    } catch (e) {
      if (e.status === 404) { forgetTable(id); continue; }
    }
    const li = el("li", "table-item mine");
    li.dataset.table = id;
    const g = gameOf((t && t.game) || s.game);
    li.append(el("b", null, g ? g.title : (s.game || "A table")), " ");
    if (s.seat !== null && s.seat !== undefined) li.append(el("span", "muted", `you sit at seat ${s.seat}`), " ");
    const finished = t && t.status === "finished";
    li.append(el("span", "status muted", finished ? "· finished" : "· in play"), " ");
    if (finished) {
      const a = el("a", "action small", "Replay");
      a.href = `/replay/${encodeURIComponent(id)}`;
      const forget = el("button", "action small cancel", "Forget");
      forget.type = "button";
      forget.addEventListener("click", () => { forgetTable(id); drawMine(); });
      li.append(a, " ", forget);
    } else {
      const a = el("a", "action small resume", "Resume");
      a.href = s.url;
      a.dataset.link = "resume";
      li.append(a);
      if ((s.invites || []).length) {
        const inv = el("ul", "invites");
        for (const i of s.invites) inv.append(inviteItem(i));
        li.append(inv);
      }
    }
    items.push(li);
  }
  ul.replaceChildren(...items);
  $("#mine-box").hidden = !items.length;
}

function drawGames() {
  const ul = $("#games");
  ul.replaceChildren();
  for (const g of L.games) {
    const li = el("li", "game");
    li.dataset.game = g.name;
    const h = el("h3", null, g.title || g.name);
    const meta = el("p", "meta", [playersText(g), g.family, g.timing === "realtime" ? "real time" : (g.timing === "simultaneous" ? "everyone plays at once" : null)].filter(Boolean).join(" · "));
    li.append(h, meta);
    if (g.summary) li.append(el("p", "summary", g.summary));
    const vs = Object.entries(g.variants || {});
    if (vs.length) {
      const vl = el("ul", "variants");
      for (const [name, desc] of vs) {
        const v = el("li");
        v.append(el("b", null, name), desc ? ` — ${desc}` : "");
        vl.append(v);
      }
      li.append(vl);
    }
    const pick = el("button", "action small", "Set up a table");
    pick.type = "button";
    pick.addEventListener("click", () => {
      $("#game").value = g.name;
      onGame();
      $("#create").scrollIntoView({ behavior: "smooth" });
    });
    li.append(pick);
    ul.append(li);
  }
}

function optionInput(name, spec) {
  const wrap = el("label", "option");
  wrap.append(el("span", null, words(name)));
  let input;
  if (spec.kind === "choice") {
    input = el("select");
    for (const c of spec.choices || []) {
      const o = el("option", null, String(c));
      o.value = JSON.stringify(c);
      input.append(o);
    }
    input.value = JSON.stringify(spec.default);
  } else if (spec.kind === "bool") {
    input = el("input");
    input.type = "checkbox";
    input.checked = Boolean(spec.default);
  } else if (spec.kind === "int" || spec.kind === "float") {
    input = el("input");
    input.type = "number";
    if (spec.kind === "float") input.step = "any";
    if (spec.min !== undefined) input.min = spec.min;
    if (spec.max !== undefined) input.max = spec.max;
    input.value = spec.default;
  } else {
    input = el("input");
    input.type = "text";
    input.value = spec.default ?? "";
  }
  input.name = `opt-${name}`;
  input.dataset.option = name;
  input.dataset.kind = spec.kind;
  input.addEventListener("change", () => L.dirty.add(name));
  wrap.append(input);
  if (spec.help) wrap.append(el("small", null, spec.help));
  return wrap;
}

function seatRow(i, g) {
  const row = el("div", "seat-row");
  row.dataset.seat = String(i);
  row.append(el("span", "seat-label", `Seat ${i}`));
  const kind = el("select", "seat-kind");
  kind.name = `seat-${i}-kind`;
  kind.setAttribute("aria-label", `Seat ${i}: who plays`);
  for (const [v, t] of [["human", "a person"], ["bot", "a bot"]]) {
    const o = el("option", null, t);
    o.value = v;
    kind.append(o);
  }
  kind.value = i === 0 ? "human" : "bot";
  const name = el("input", "seat-name");
  name.name = `seat-${i}-name`;
  name.placeholder = i === 0 ? "your name" : "name";
  name.setAttribute("aria-label", `Seat ${i}: name`);
  const bot = el("select", "seat-bot");
  bot.name = `seat-${i}-bot`;
  bot.setAttribute("aria-label", `Seat ${i}: bot kind`);
  for (const b of botsOf(g)) {
    const o = el("option", null, b);
    o.value = b;
    bot.append(o);
  }
  if (botsOf(g).includes("heuristic")) bot.value = "heuristic";
  const level = el("select", "seat-level");
  level.name = `seat-${i}-level`;
  level.setAttribute("aria-label", `Seat ${i}: bot level`);
  for (const l of g.levels || L.levels) {
    const o = el("option", null, l);
    o.value = l;
    level.append(o);
  }
  level.value = (g.levels || L.levels).includes("normal") ? "normal" : level.value;
  const sync = () => {
    const isBot = kind.value === "bot";
    name.hidden = isBot;
    bot.hidden = !isBot;
    level.hidden = !isBot;
  };
  kind.addEventListener("change", sync);
  sync();
  row.append(kind, name, bot, level);
  return row;
}

function drawSeats() {
  const g = gameOf($("#game").value);
  const box = $("#seats");
  const n = Number($("#players").value) || g.min_players;
  const old = [...box.querySelectorAll(".seat-row")];
  old.slice(n).forEach((r) => r.remove());
  for (let i = old.length; i < n; i += 1) box.append(seatRow(i, g));
}

function onGame() {
  const g = gameOf($("#game").value);
  if (!g) return;
  $("#game-summary").textContent = g.summary || "";
  const vs = Object.entries(g.variants || {});
  const vsel = $("#variant");
  vsel.replaceChildren();
  for (const [name] of vs) {
    const o = el("option", null, name);
    o.value = name;
    vsel.append(o);
  }
  $("#variant-label").hidden = !vs.length;
  if (g.default_variant) vsel.value = g.default_variant;
  onVariant();
  const p = $("#players");
  p.min = g.min_players;
  p.max = g.max_players;
  p.value = g.default_players || g.min_players;
  p.disabled = g.min_players === g.max_players;
  $("#seats").querySelectorAll(".seat-row").forEach((r) => r.remove());
  drawSeats();
  const opts = $("#options");
  opts.replaceChildren();
  L.dirty = new Set();
  const entries = Object.entries(g.options || {});
  if (entries.length) opts.append(el("p", "summary", "Options you leave untouched keep the variant's values."));
  for (const [name, spec] of entries) opts.append(optionInput(name, spec));
  $("#options-box").hidden = !entries.length;
  onVariant();
}

function onVariant() {
  const g = gameOf($("#game").value);
  const v = $("#variant").value;
  $("#variant-help").textContent = (g && g.variants && g.variants[v]) || "";
  // show the variant's presets (GET /api/games `variant_options`) in the untouched option fields
  const preset = ((g && g.variant_options) || {})[v] || {};
  // options the variant fixes (`variant_fixed`) show its value and cannot be changed
  const fixed = new Set(((g && g.variant_fixed) || {})[v] || []);
  for (const input of document.querySelectorAll("#options [data-option]")) {
    const name = input.dataset.option;
    input.disabled = fixed.has(name);
    input.title = input.disabled ? `set by the variant ${v}` : "";
    if (input.disabled) L.dirty.delete(name);
    else if (L.dirty.has(name)) continue;
    const spec = (g.options || {})[name] || {};
    const value = name in preset ? preset[name] : spec.default;
    if (input.type === "checkbox") input.checked = Boolean(value);
    else if (input.tagName === "SELECT") input.value = JSON.stringify(value);
    else input.value = value ?? "";
  }
}

function readOptions() {
  const out = {};
  for (const input of document.querySelectorAll("#options [data-option]")) {
    const name = input.dataset.option;
    if (!L.dirty.has(name) || input.disabled) continue; // untouched or fixed: the variant's value stands
    const kind = input.dataset.kind;
    if (kind === "bool") out[name] = input.checked;
    else if (kind === "int") out[name] = parseInt(input.value, 10);
    else if (kind === "float") out[name] = Number(input.value);
    else if (kind === "choice") out[name] = JSON.parse(input.value);
    else out[name] = input.value;
  }
  return out;
}

function readSeats() {
  return [...document.querySelectorAll("#seats .seat-row")].map((row) => {
    const kind = row.querySelector(".seat-kind").value;
    if (kind === "human") {
      const name = row.querySelector(".seat-name").value.trim();
      return name ? { kind, name } : { kind };
    }
    return { kind, bot: row.querySelector(".seat-bot").value, level: row.querySelector(".seat-level").value };
  });
}

async function onCreate(e) {
  e.preventDefault();
  $("#create-error").textContent = "";
  const g = gameOf($("#game").value);
  const body = {
    game: g.name, variant: $("#variant").value || null, players: Number($("#players").value),
    options: readOptions(), seed: $("#seed").value === "" ? null : Number($("#seed").value), seats: readSeats(),
  };
  const button = $("#create-button");
  button.disabled = true;
  try {
    const t = await getJson("/api/tables", {
      method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body),
    });
    const mine = rememberTable(t, g.name);
    showLinks(t, body.seats);
    location.assign(new URL(mine.url, location.origin).href);
  } catch (err) {
    $("#create-error").textContent = `Could not create the table: ${err.message}`;
  } finally {
    button.disabled = false;
  }
}

function linkItem(label, url, cls) {
  const li = el("li", cls);
  const full = new URL(url, location.origin).href;
  li.append(el("span", "link-label", label));
  const a = el("a", "action small", "Open");
  a.href = full;
  a.dataset.link = cls;
  const input = el("input", "link-text");
  input.readOnly = true;
  input.value = full;
  input.setAttribute("aria-label", `${label} link`);
  const copy = el("button", "action small", "Copy");
  copy.type = "button";
  copy.addEventListener("click", async () => {
    input.select();
    try { await navigator.clipboard.writeText(full); copy.textContent = "Copied"; } catch (err) { document.execCommand("copy"); }
  });
  li.append(a, input, copy);
  return li;
}

function showLinks(t, seats) {
  const ul = $("#links");
  ul.replaceChildren();
  for (const s of t.seats || []) {
    const spec = seats[s.seat] || {};
    if (s.url) {
      ul.append(linkItem(`Seat ${s.seat}${spec.name ? ` (${spec.name})` : ""}`, s.url, `seat-link seat-${s.seat}`));
    } else {
      ul.append(el("li", "muted", `Seat ${s.seat}: ${spec.bot || "bot"} bot${spec.level ? ` (${spec.level})` : ""}`));
    }
  }
  if (t.spectator_url) ul.append(linkItem("Spectators", t.spectator_url, "spectator-link"));
  $("#created").hidden = false;
  $("#created").dataset.table = t.table;
  $("#created").scrollIntoView({ behavior: "smooth", block: "nearest" });
}

function tableItem(t, finished) {
  const id = t.table ?? t.id;
  const li = el("li", "table-item");
  li.dataset.table = id;
  const g = gameOf(t.game);
  const title = [g ? g.title : t.game, t.variant].filter(Boolean).join(" · ");
  li.append(el("b", null, title), " ");
  const seats = (t.seats || []).map((s) => (s.name || (s.kind === "bot" ? `${s.bot || ""} bot`.trim() : "seat"))).join(" vs ");
  if (seats) li.append(el("span", "muted", seats), " ");
  if (finished && t.result && Array.isArray(t.result.winners)) {
    const names = t.result.winners.map((w) => ((t.seats || [])[w] || {}).name || `Seat ${w}`);
    const alone = (t.result.scores || []).length === 1; // a patience: lost, not drawn
    li.append(el("span", "muted", names.length ? `— won by ${names.join(" and ")}` : alone ? "— lost" : "— a draw"), " ");
  }
  const mine = mySeats()[id];
  const resume = !finished && mine && mine.url;
  const a = el("a", resume ? "action small resume" : "action small", finished ? "Replay" : (resume ? "Resume" : "Watch"));
  a.href = finished ? `/replay/${encodeURIComponent(id)}` : (resume ? mine.url : `/table/${encodeURIComponent(id)}`);
  li.append(a);
  if (finished) {
    const rec = el("a", "action small", "Record");
    rec.href = `/api/tables/${encodeURIComponent(id)}/record`;
    rec.setAttribute("download", `parlour-${id}.json`);
    li.append(" ", rec);
  }
  return li;
}

async function refreshTables() {
  try {
    const data = await getJson("/api/tables");
    for (const [key, finished] of [["open", false], ["finished", true]]) {
      const ul = $(`#${key}`);
      const items = data[key] || [];
      ul.replaceChildren();
      if (!items.length) ul.append(el("li", "muted", "none yet"));
      for (const t of items.slice(0, 30)) ul.append(tableItem(t, finished));
    }
  } catch (e) { /* keep the last list */ }
}

async function onImport() {
  const f = $("#import-file").files[0];
  if (!f) return;
  try {
    const record = JSON.parse(await f.text());
    const t = await getJson("/api/records", {
      method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(record),
    });
    location.href = `/replay/${encodeURIComponent(t.table ?? t.id)}`;
  } catch (err) {
    alert(`Could not import the record: ${err.message}`);
  }
}

async function main() {
  try {
    const data = await getJson("/api/games");
    L.games = Array.isArray(data) ? data : (data.games || []);
    if (data && data.levels) L.levels = data.levels;
  } catch (e) {
    $("#games").append(el("li", "error", `Could not load the games: ${e.message}`));
    return;
  }
  const sel = $("#game");
  for (const g of L.games) {
    const o = el("option", null, g.title || g.name);
    o.value = g.name;
    sel.append(o);
  }
  drawGames();
  sel.addEventListener("change", onGame);
  $("#variant").addEventListener("change", onVariant);
  $("#players").addEventListener("change", drawSeats);
  $("#create-form").addEventListener("submit", onCreate);
  $("#import-file").addEventListener("change", onImport);
  if (L.games.length) {
    sel.value = L.games.some((g) => g.name === "cactus") ? "cactus" : L.games[0].name;
    onGame();
  }
  await drawMine();
  document.body.dataset.ready = "1";
  refreshTables();
  setInterval(refreshTables, 5000);
  window.addEventListener("pageshow", (e) => { if (e.persisted) drawMine(); });
}

main();
