// The table page: live play (a seat with its token), spectating (no token) and
// replays (/replay/ID), all through the same renderer.

import { richText } from "./cards.js";
import { markdownToHtml } from "./markdown.js";
import { eventLine, maskOld } from "./narrate.js";
import { Connection } from "./net.js";
import { onTurn, renderResult, renderTable, visibleCards } from "./render.js";
import {
  candidates, clickable, confirmable, pick, shortcuts, spaceAction, targetForDigit, tkey,
} from "./select.js";

const $ = (sel) => document.querySelector(sel);
const el = (tag, cls, text) => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null) e.textContent = text;
  return e;
};

const params = new URLSearchParams(location.search);
const pathMatch = /^\/(table|replay)\/([^/]+)\/?$/.exec(location.pathname);
const mode = pathMatch ? pathMatch[1] : (params.get("replay") ? "replay" : "table");
const tableId = pathMatch ? decodeURIComponent(pathMatch[2]) : (params.get("table") || params.get("replay"));
const seatParam = params.get("seat");
const token = params.get("token");

const S = {
  view: null, legal: [], me: seatParam !== null && token ? Number(seatParam) : null,
  seq: null, names: [], hints: {}, selection: [], type: null, choices: [], keys: {},
  received: 0, batch: -1, gameTitle: "", resultShown: false,
  frames: [], frame: 0, steps: 0, conn: null,
};
window.parlour = S; // for debugging and tests

function toast(text, kind = "error") {
  const box = $("#toasts");
  const t = el("div", `toast ${kind}`, text);
  t.setAttribute("role", kind === "error" ? "alert" : "status");
  box.append(t);
  setTimeout(() => t.remove(), kind === "error" ? 6000 : 3500);
}

function setStatus(status, info) {
  document.body.dataset.conn = status;
  const s = $("#conn");
  if (status === "open") s.textContent = "connected";
  else if (status === "connecting") s.textContent = info.attempt ? "reconnecting…" : "connecting…";
  else if (status === "closed") s.textContent = `connection lost: retrying in ${(info.delay / 1000).toFixed(1)} s`;
  else if (status === "gone") s.textContent = `refused: ${info.reason || info.code}`;
  s.className = `conn conn-${status}`;
}

// ----- drawing ---------------------------------------------------------------------
function draw() {
  const v = S.view;
  if (!v) return;
  document.body.dataset.seq = String(S.seq ?? "");
  document.body.dataset.over = v.over ? "1" : "0";
  document.body.dataset.you = S.me === null ? "" : String(S.me);
  const legal = S.legal || [];
  const can = mode === "replay" ? new Set() : clickable(legal, S.selection, S.type);
  renderTable($("#table"), v, {
    me: S.me, names: S.names, hints: S.hints, clickable: can,
    quiet: S.me !== null && !onTurn(v).includes(S.me),
    selected: new Set(S.selection.map(tkey)), onPick,
  });
  drawPrompt();
  drawActions();
  drawResult();
}

function drawPrompt() {
  const v = S.view;
  const p = $("#prompt");
  let text = v.prompt;
  const turn = onTurn(v);
  if (!text) {
    if (v.over) text = "The game is over.";
    else if (S.me !== null && turn.includes(S.me)) text = "Your move.";
    else if (turn.length) text = `Waiting for ${turn.map((s) => (s === S.me ? "you" : (S.names[s] || `Seat ${s}`))).join(", ")}.`;
    else text = "";
  }
  p.replaceChildren(...richText(text, S.names));
  const mine = S.me !== null && turn.includes(S.me) && (S.legal || []).length > 0;
  document.body.classList.toggle("my-turn", mine);
  // the tab's title tells a player in another tab that it is their move
  if (S.baseTitle === undefined) S.baseTitle = document.title;
  document.title = mine ? `▶ Your move · ${S.baseTitle}` : S.baseTitle;
}

function drawTimer() {
  const v = S.view;
  const box = $("#timer");
  if (!v || v.deadline === null || v.deadline === undefined || v.over || mode === "replay") {
    box.hidden = true;
    return;
  }
  const left = Math.max(0, v.deadline - v.now - (performance.now() - S.received));
  box.hidden = false;
  $("#timer-text").textContent = `${(left / 1000).toFixed(1)} s`;
  const total = Math.max(1, v.deadline - v.now);
  $("#timer-bar").style.width = `${Math.min(100, (100 * left) / total)}%`;
}

function actionButton(a, onClick) {
  const b = el("button", "action");
  b.type = "button";
  b.dataset.type = a.type;
  b.append(...richText(a.label || a.type.replace(/[_-]+/g, " "), S.names));
  const key = S.keys[a.type];
  if (key && (a.targets || []).length === 0) {
    const k = el("kbd", null, key);
    b.append(" ", k);
  }
  b.addEventListener("click", onClick || (() => send(a)));
  return b;
}

function drawActions() {
  const bar = $("#actions");
  bar.replaceChildren();
  if (mode === "replay") return;
  const legal = S.legal || [];
  S.keys = shortcuts(legal.map((a) => a.type), S.keys);
  if (S.choices.length) {
    const box = el("div", "choices");
    box.append(el("span", "hint", "Choose:"));
    for (const a of S.choices) box.append(actionButton(a));
    const cancel = el("button", "action cancel", "Cancel");
    cancel.type = "button";
    cancel.addEventListener("click", clearSelection);
    box.append(cancel);
    bar.append(box);
  } else if (S.selection.length) {
    const box = el("div", "choices");
    box.append(el("span", "hint", "Pick another highlighted card, or"));
    const cancel = el("button", "action cancel", "Cancel");
    cancel.type = "button";
    cancel.addEventListener("click", clearSelection);
    box.append(cancel);
    bar.append(box);
  }
  const free = legal.filter((a) => !(a.targets || []).length);
  const row = el("div", "buttons");
  for (const a of free) row.append(actionButton(a));
  bar.append(row);
  const targeted = legal.filter((a) => (a.targets || []).length);
  if (targeted.length) {
    const quiet = !onTurn(S.view).includes(S.me);
    const hint = el("p", "hint", quiet ? "Not your turn, but the outlined cards can still be played: click one."
      : "Highlighted cards can be played: click one.");
    const types = [...new Set(targeted.map((a) => a.type))];
    const keys = types.map((t) => `${S.keys[t]} = ${t.replace(/[_-]+/g, " ")}`).join(" · ");
    hint.append(el("span", "keys", ` Keys: ${keys}, then a slot number; Enter confirms, Esc cancels.`));
    bar.append(hint);
    const all = el("details", "all-moves");
    all.append(el("summary", null, `All moves (${targeted.length})`));
    const list = el("div", "buttons");
    for (const a of targeted) list.append(actionButton(a));
    all.append(list);
    bar.append(all);
  }
}

function drawResult() {
  const v = S.view;
  const box = $("#result");
  if (!v.over || !v.result) {
    box.hidden = true;
    S.resultShown = false;
    return;
  }
  const inner = $("#result-body");
  renderResult(inner, v, { me: S.me, names: S.names });
  const buttons = el("div", "buttons");
  for (const a of S.legal || []) buttons.append(actionButton(a));
  const look = el("button", "action", "Look at the table");
  look.type = "button";
  look.addEventListener("click", () => { box.hidden = true; });
  buttons.append(look);
  if (mode !== "replay") {
    const r = el("a", "action", "Replay this game");
    r.href = `/replay/${encodeURIComponent(tableId)}`;
    buttons.append(r);
  }
  const lobby = el("a", "action", "Lobby");
  lobby.href = "/";
  buttons.append(lobby);
  inner.append(buttons);
  if (!S.resultShown) {
    box.hidden = false;
    S.resultShown = true;
  }
}

// ----- choosing actions ------------------------------------------------------------
function clearSelection() {
  S.selection = [];
  S.choices = [];
  S.type = null;
  draw();
}

function send(a) {
  if (!S.conn) return;
  const id = S.conn.act(a);
  if (!id) toast("Not connected: the move was not sent.");
  S.selection = [];
  S.choices = [];
  S.type = null;
  document.body.dataset.sent = a.type;
  draw();
}

function onPick(target) {
  const r = pick(S.legal, S.selection, target, S.type);
  if (r.action) { send(r.action); return; }
  S.selection = r.selection;
  S.choices = r.choices;
  draw();
}

function onKey(e) {
  if (e.key === "Escape" && !$("#rules").hidden) { $("#rules").hidden = true; return; }
  if (e.key === "Escape" && !$("#result").hidden) { $("#result").hidden = true; return; }
  if (mode === "replay") {
    if (e.key === "ArrowRight") { e.preventDefault(); step(1); }
    else if (e.key === "ArrowLeft") { e.preventDefault(); step(-1); }
    else if (e.key === "Home") { e.preventDefault(); goto(0); }
    else if (e.key === "End") { e.preventDefault(); goto(S.steps); }
    return;
  }
  if (e.target && /^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName)) return;
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const legal = S.legal || [];
  if (!legal.length) return;
  const k = e.key;
  if (k === "Escape") { clearSelection(); return; }
  if (k === "Enter") {
    if (document.activeElement && document.activeElement.tagName === "BUTTON") return;
    const a = confirmable(legal, S.selection, S.type);
    if (a) { e.preventDefault(); send(a); }
    return;
  }
  if (k === " ") {
    if (document.activeElement && document.activeElement.tagName === "BUTTON") return;
    const a = S.type ? confirmable(legal, S.selection, S.type) : spaceAction(legal);
    if (a) { e.preventDefault(); send(a); }
    return;
  }
  if (/^[0-9]$/.test(k)) {
    const t = targetForDigit(legal, S.selection, Number(k), S.view.zones, S.me, S.type);
    if (t) { e.preventDefault(); onPick(t); }
    return;
  }
  if (/^[a-z]$/i.test(k)) {
    const type = Object.keys(S.keys).find((t) => S.keys[t] === k.toLowerCase());
    if (!type || !legal.some((a) => a.type === type)) return;
    e.preventDefault();
    S.type = S.type === type ? null : type;
    const cands = candidates(legal, S.selection, S.type);
    if (S.type && cands.length === 1 && !(cands[0].targets || []).length) { send(cands[0]); return; }
    S.choices = [];
    draw();
    toast(S.type ? `${type.replace(/[_-]+/g, " ")}: pick a card or a slot number` : "cancelled", "info");
  }
}

// ----- messages --------------------------------------------------------------------
function addEvents(events, seq) {
  const log = $("#log");
  S.batch = typeof seq === "number" ? seq : S.batch + 1;
  const now = Date.now();
  for (const ev of events) {
    const li = eventLine(ev, S.me, S.names);
    li.dataset.batch = String(S.batch);
    li.dataset.time = String(now);
    log.append(li);
  }
  while (log.children.length > 150) log.firstChild.remove();
  log.scrollTop = log.scrollHeight;
  const last = log.lastElementChild;
  if (last) $("#latest").replaceChildren(last.cloneNode(true));
}

function remask() {
  if (!S.view) return;
  maskOld($("#log"), visibleCards(S.view), S.batch, Date.now());
  const latest = $("#latest").firstElementChild;
  if (latest) maskOld($("#latest"), visibleCards(S.view), S.batch, Date.now());
}

function stillValid(selection, legal) {
  return selection.every((s) => legal.some((a) => (a.targets || []).some((t) => tkey(t) === tkey(s))));
}

function onMessage(msg) {
  switch (msg.type) {
    case "state": {
      S.view = msg.view;
      S.legal = Array.isArray(msg.legal) ? msg.legal : [];
      if ("you" in msg) S.me = msg.you === undefined ? S.me : msg.you;
      S.seq = msg.seq;
      S.received = performance.now();
      if (!stillValid(S.selection, S.legal)) { S.selection = []; S.choices = []; }
      if (S.type && !S.legal.some((a) => a.type === S.type)) S.type = null;
      S.choices = S.choices.filter((c) => S.legal.some((a) => JSON.stringify(strip(a)) === JSON.stringify(strip(c))));
      draw();
      remask();
      break;
    }
    case "events":
      if (typeof msg.seq === "number" && S.lastEventsSeq !== undefined && msg.seq <= S.lastEventsSeq) break;
      if (typeof msg.seq === "number") S.lastEventsSeq = msg.seq;
      addEvents(msg.events || [], msg.seq);
      remask();
      break;
    case "error":
      toast(msg.reason || "refused");
      break;
    case "ack":
    case "pong":
      break;
    default:
      break;
  }
}

function strip(a) {
  const c = { ...a };
  delete c.label;
  delete c.targets;
  return c;
}

// ----- replays ---------------------------------------------------------------------
// A finished game is fetched step by step (/api/tables/ID/replay?step=k gives the full
// view after k steps and the events of step k); steps are cached as they arrive.
async function fetchStep(k) {
  if (S.frames[k]) return S.frames[k];
  const r = await fetch(`/api/tables/${encodeURIComponent(tableId)}/replay?step=${k}`);
  if (!r.ok) throw new Error(await errorText(r));
  const f = await r.json();
  S.frames[k] = f;
  S.steps = f.steps;
  return f;
}

async function goto(i) {
  const k = Math.max(0, Math.min(S.steps ?? 0, i));
  let f;
  try {
    f = await fetchStep(k);
  } catch (e) {
    toast(`Could not load step ${k}: ${e.message}`);
    return;
  }
  S.frame = k;
  S.view = f.view;
  S.seq = k;
  S.legal = [];
  $("#log").replaceChildren();
  // the narration shows the steps that led here (those already loaded)
  for (let j = Math.max(0, k - 10); j <= k; j += 1) {
    const fj = S.frames[j];
    if (!fj) continue;
    // replays show every event in full: the public text, plus the secret's cards
    const evs = (fj.events || []).map((ev) => {
      const c = { ...ev };
      const secret = c.secret && typeof c.secret === "object" ? c.secret : null;
      delete c.secret;
      delete c.to;
      if (secret) {
        const { text, ...rest } = secret;
        Object.assign(c, rest);
        const shown = Object.values(rest).flat().filter((x) => typeof x === "string").join(" ");
        if (typeof c.text === "string" && shown) c.text = `${c.text} (${shown})`;
        else if (!c.text && typeof text === "string") c.text = text;
      }
      return c;
    });
    if (j > 0 && fj.label && !evs.length) evs.push({ type: "step", seat: fj.entry && fj.entry.seat, text: fj.label });
    if (evs.length) addEvents(evs, j);
  }
  $("#replay-pos").textContent = `step ${k} / ${S.steps}`;
  $("#replay-range").max = String(S.steps);
  $("#replay-range").value = String(k);
  S.resultShown = false;
  draw();
  // fetch the previous steps' narration lazily, and the next step ahead of time
  for (let j = Math.max(0, k - 10); j < k; j += 1) if (!S.frames[j]) fetchStep(j).catch(() => {});
  if (k < S.steps && !S.frames[k + 1]) fetchStep(k + 1).catch(() => {});
}
const step = (d) => goto(S.frame + d);

async function startReplay() {
  $("#replay-bar").hidden = false;
  try {
    await fetchStep(0);
  } catch (e) {
    $("#prompt").textContent = `This game cannot be replayed: ${e.message}`;
    return;
  }
  $("#replay-first").addEventListener("click", () => goto(0));
  $("#replay-prev").addEventListener("click", () => step(-1));
  $("#replay-next").addEventListener("click", () => step(1));
  $("#replay-last").addEventListener("click", () => goto(S.steps));
  $("#replay-range").addEventListener("change", (e) => goto(Number(e.target.value)));
  await goto(0);
}

async function errorText(r) {
  try {
    const j = await r.json();
    return j.detail || j.reason || r.statusText;
  } catch (e) {
    return r.statusText;
  }
}

// ----- rules panel -----------------------------------------------------------------
async function toggleRules() {
  const panel = $("#rules");
  if (!panel.hidden) { panel.hidden = true; return; }
  panel.hidden = false;
  const body = $("#rules-body");
  if (body.dataset.loaded) return;
  const game = S.view && S.view.game;
  if (!game) { body.textContent = "Rules load once the table is known."; return; }
  const r = await fetch(`/api/rules/${encodeURIComponent(game)}`);
  if (!r.ok) { body.textContent = `No rules text: ${await errorText(r)}`; return; }
  const type = r.headers.get("content-type") || "";
  let text;
  if (type.includes("json")) {
    const j = await r.json();
    text = typeof j === "string" ? j : (j.text || j.rules || j.markdown || JSON.stringify(j, null, 2));
  } else {
    text = await r.text();
  }
  body.innerHTML = markdownToHtml(text);
  body.dataset.loaded = "1";
}

// ----- start -----------------------------------------------------------------------
async function loadInfo() {
  try {
    const r = await fetch(`/api/tables/${encodeURIComponent(tableId)}`);
    if (r.ok) {
      const t = await r.json();
      const seats = t.seats || [];
      const names = seats.map((s, i) => (s && (s.name || (s.kind === "bot" ? `${s.bot || "bot"} bot` : null))) || `Seat ${i}`);
      // several seats with one name (three "Heuristic bot"s): tell them apart by seat
      S.names = names.map((n, i) => (names.filter((m) => m === n).length > 1 ? `${n} ${i}` : n));
      S.gameId = t.game;
      S.variant = t.variant;
    }
  } catch (e) { /* the table summary only adds names */ }
  try {
    const r = await fetch("/api/games");
    if (r.ok) {
      const data = await r.json();
      const games = Array.isArray(data) ? data : (data.games || []);
      const g = games.find((x) => x.name === S.gameId);
      if (g) {
        S.gameTitle = g.title || g.name;
        S.hints = g.layout || {};
      }
    }
  } catch (e) { /* hints are optional */ }
  const title = [S.gameTitle || S.gameId || "Parlour", S.variant].filter(Boolean).join(" · ");
  $("#title").textContent = title;
  document.title = `${title} · ${mode === "replay" ? "replay" : (S.me === null ? "watching" : "table")} · Parlour`;
  $("#who").textContent = mode === "replay" ? "Replay" : (S.me === null ? "Watching" : `${S.names[S.me] || "Seat"} · seat ${S.me}`);
}

async function main() {
  document.body.dataset.mode = mode;
  $("#rules-button").addEventListener("click", toggleRules);
  $("#rules-close").addEventListener("click", () => { $("#rules").hidden = true; });
  $("#result-close").addEventListener("click", () => { $("#result").hidden = true; });
  document.addEventListener("keydown", onKey);
  setInterval(drawTimer, 100);
  setInterval(remask, 1000);
  if (!tableId) { $("#prompt").textContent = "No table given."; return; }
  await loadInfo();
  if (mode === "replay") { await startReplay(); return; }
  const proto = location.protocol === "https:" ? "wss:" : "ws:";
  const q = S.me !== null ? `?seat=${S.me}&token=${encodeURIComponent(token)}` : "";
  S.conn = new Connection(`${proto}//${location.host}/ws/${encodeURIComponent(tableId)}${q}`, {
    onMessage, onStatus: setStatus,
  });
  S.conn.connect();
}

main();
