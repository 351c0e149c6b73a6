// The table page: live play (a seat with its token), spectating (no token) and
// replays (/replay/ID), all through the same renderer, driven by the game's declared
// presentation (served with /api/games). Nothing here names a game.

import { cardWords, plainText, richText } from "./cards.js";
import { markdownToHtml } from "./markdown.js";
import { eventLine, maskOld } from "./narrate.js";
import { Connection } from "./net.js";
import { controlOf, getPath, nameOf, plural, presentationFor } from "./present.js";
import { onTurn, renderResult, renderTable, rulesFigures, visibleCards } from "./render.js";
import { animateFrom, collect, finishAnimations, snapshot } from "./motion.js";
import {
  candidates, cardChoices, clickable, confirmable, gateOf, pick, shortcuts, spaceAction, targetForDigit, tkey,
} from "./select.js";
import { textControl } from "./textclaim.js";
import { fixedKeyAction, tickCountdowns } from "./realtime.js";

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
  seq: null, names: [], declared: null, pres: null, selection: [], type: null, gate: null,
  choices: [], keys: {}, received: 0, batch: -1, gameTitle: "", resultShown: false,
  frames: [], frame: 0, steps: 0, conn: null, hold: null, playedBy: {}, stake: null,
  range: {}, logged: new Set(),
};
window.parlour = S; // for debugging and tests

const KEY_NAMES = { Space: " ", Enter: "Enter" };
const keyOf = (c) => (c && c.key ? (KEY_NAMES[c.key] || c.key.toLowerCase()) : null);
const keyLabel = (k) => (k === " " ? "Space" : k === "Enter" ? "Enter" : k.toUpperCase());

function toast(text, kind = "error") {
  const box = $("#toasts");
  const t = el("div", `toast ${kind}`);
  t.append(...richText(text, S.names));
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

// ----- what can be clicked ---------------------------------------------------------
/** Legal actions that cards may choose now (see select.cardChoices). */
function cardActions() {
  return cardChoices(S.legal || [], S.pres ? S.pres.controls : [], S.gate);
}

function describeTarget(t) {
  const acts = candidates(cardActions(), [...S.selection, t], S.type);
  if (acts.length === 1) return plainText(labelOf(acts[0]), S.names);
  return "";
}

/** An action's words: its label, unless that is only its type (a game that words no
 * label for it): then the declared control's caption, or the type in words. */
function labelOf(a) {
  const raw = !a.label || a.label === a.type || a.label.startsWith(`${a.type} (`);
  if (!raw) return a.label.charAt(0).toUpperCase() + a.label.slice(1);
  const c = controlOf(S.pres, a.type);
  const words = (c && c.label) || a.type.replace(/[_-]+/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// ----- drawing ---------------------------------------------------------------------
function draw(opts = {}) {
  const v = S.view;
  if (!v) return;
  S.pres = presentationFor(S.declared, v);
  document.body.dataset.seq = String(S.seq ?? "");
  document.body.dataset.over = v.over ? "1" : "0";
  document.body.dataset.you = S.me === null ? "" : String(S.me);
  rememberTrick(v);
  const can = mode === "replay" ? new Set() : clickable(cardActions(), S.selection, S.type);
  const before = opts.still ? null : snapshot($("#table"));
  const spaceTaken = (S.pres.controls || []).some((c) => keyOf(c) === " ");
  renderTable($("#table"), v, {
    pres: S.pres, me: S.me, names: S.names, clickable: can,
    quiet: S.me !== null && !onTurn(v).includes(S.me),
    selected: new Set(S.selection.map(tkey)), onPick, describe: describeTarget, spaceTaken,
    hold: mode === "replay" ? null : S.hold, onContinue: continueTrick,
    memory: { lastSeats },
    spots: drawSpots(),
  });
  if (before) animateFrom(before, $("#table"));
  drawPrompt();
  drawActions();
  drawResult();
  drawRulesFigures();
}

/** Remember who played each trick card (for the last trick, once the trick is gone), and
 * hold a completed trick on the table until the player moves on. */
function rememberTrick(v) {
  for (const zs of S.pres.zones || []) {
    if (zs.layout !== "trick") continue;
    const z = (v.zones || []).find((x) => x.id === zs.zone);
    const seats = zs.seats ? getPath(v, zs.seats) : null;
    if (z && Array.isArray(seats)) (z.cards || []).forEach((c, i) => { if (c && c !== "??") S.playedBy[c] = seats[i]; });
    const last = zs.last ? getPath(v, zs.last) : null;
    const key = JSON.stringify(last || null);
    if (Array.isArray(last) && last.some((c) => c)) {
      if (!S.hold || S.hold.key !== key) S.hold = { key, dismissed: S.hold === null && !!(z && (z.cards || []).some((c) => c)), since: Date.now() };
    }
  }
}

/** Who played each card of the last trick (in play order): remembered from the trick as
 * it was played; the others follow clockwise from any card whose player is known. */
function lastSeats(cards) {
  const n = (S.view && S.view.players) || 0;
  const j = cards.findIndex((c) => S.playedBy[c] !== undefined);
  if (j < 0 || !n) return null;
  return cards.map((_, i) => (((S.playedBy[cards[j]] - j + i) % n) + n) % n);
}

function continueTrick() {
  if (!S.hold || S.hold.dismissed) return false;
  const area = $("#table .trick-area");
  const winner = area && area.querySelector(".played.winner");
  S.hold.dismissed = true;
  collect(area, winner).then(() => draw({ still: true }));
  return true;
}

function drawPrompt() {
  const v = S.view;
  const p = $("#prompt");
  let text = v.prompt;
  const turn = onTurn(v);
  if (!text) {
    if (v.over) text = "The game is over.";
    else if (S.me !== null && turn.includes(S.me)) text = "Your move.";
    else if (turn.length) text = `Waiting for ${turn.map((s) => (s === S.me ? "you" : nameOf(s, S.names))).join(", ")}.`;
    else text = "";
  }
  p.replaceChildren(...richText(text, S.names));
  const mine = S.me !== null && turn.includes(S.me) && (S.legal || []).length > 0;
  document.body.classList.toggle("my-turn", mine);
  if (S.baseTitle === undefined) S.baseTitle = document.title;
  document.title = mine ? `▶ Your move · ${S.baseTitle}` : S.baseTitle;
}

function drawTimer() {
  const v = S.view;
  tickCountdowns(document, mode === "replay" ? 0 : performance.now() - S.received);
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

function actionButton(a, opts = {}) {
  const b = el("button", `action${opts.cls ? ` ${opts.cls}` : ""}`);
  b.type = "button";
  b.dataset.type = a.type;
  const c = controlOf(S.pres, a.type);
  const text = opts.text || (c && c.label && !opts.full ? c.label : labelOf(a));
  b.append(...richText(text, S.names));
  if (opts.text || (c && c.label && !opts.full)) b.title = plainText(labelOf(a), S.names);
  const key = opts.key === undefined ? (keyOf(c) || ((a.targets || []).length ? null : S.keys[a.type])) : opts.key;
  if (key && !opts.noKey) b.append(" ", el("kbd", null, keyLabel(key)));
  b.addEventListener("click", opts.onClick || (() => send(a)));
  return b;
}

/** Distinct values of `param` among legal actions of `type`, sorted. */
function valuesOf(type, param) {
  const vals = [...new Set((S.legal || []).filter((a) => a.type === type).map((a) => a[param]))];
  return vals.sort((x, y) => (typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y))));
}

function bidBox(c) {
  const box = el("div", "bidding-box");
  box.setAttribute("role", "group");
  box.setAttribute("aria-label", c.label || "Bid");
  box.append(el("span", "hint", `${c.label || "Bid"}:`));
  for (const a of (S.legal || []).filter((x) => x.type === c.action)) {
    const v = a[c.param];
    const label = labelOf(a);
    const short = /nil/i.test(label) ? "Nil" : String(v);
    box.append(actionButton(a, { text: short, cls: "bid", noKey: true }));
  }
  return box;
}

function rangeControl(c) {
  const acts = (S.legal || []).filter((x) => x.type === c.action);
  const vals = acts.map((a) => a[c.param]).filter((v) => typeof v === "number").sort((x, y) => x - y);
  const box = el("div", "range-control");
  if (!vals.length) return box;
  const lo = vals[0];
  const hi = vals[vals.length - 1];
  const id = `range-${c.action}`;
  if (S.range[c.action] === undefined || S.range[c.action] < lo || S.range[c.action] > hi) S.range[c.action] = Math.round((lo + hi) / 2);
  const label = el("label", null, `${c.label || c.action}: `);
  label.htmlFor = id;
  const slider = el("input");
  slider.type = "range";
  slider.id = id;
  slider.min = String(lo);
  slider.max = String(hi);
  slider.value = String(S.range[c.action]);
  const num = el("input");
  num.type = "number";
  num.min = String(lo);
  num.max = String(hi);
  num.value = slider.value;
  num.setAttribute("aria-label", `${c.label || c.action} (number)`);
  const nearest = (v) => vals.reduce((best, x) => (Math.abs(x - v) < Math.abs(best - v) ? x : best), vals[0]);
  const sync = (v) => { S.range[c.action] = nearest(Number(v)); slider.value = String(S.range[c.action]); num.value = slider.value; };
  slider.addEventListener("input", () => sync(slider.value));
  num.addEventListener("change", () => sync(num.value));
  const go = el("button", "action primary", c.label || "OK");
  go.type = "button";
  go.dataset.type = c.action;
  go.append(" ", el("kbd", null, "Enter"));
  const fire = () => {
    const a = acts.find((x) => x[c.param] === S.range[c.action]);
    if (a) send(a);
  };
  go.addEventListener("click", fire);
  num.addEventListener("keydown", (e) => { if (e.key === "Enter") { e.preventDefault(); sync(num.value); fire(); } });
  slider.addEventListener("keydown", (e) => { if (e.key === "Enter") { e.preventDefault(); fire(); } });
  box.append(label, slider, num, go, el("span", "hint", `${lo} to ${hi}`));
  return box;
}

/** The betting spots (chips on them) for the table, and the stake selector. */
function drawSpots() {
  const pres = S.pres;
  const v = S.view;
  if (!pres || !(pres.spots || []).length || !v) return null;
  const c = (pres.controls || []).find((x) => x.kind === "bet");
  const legal = S.legal || [];
  const box = el("div", "spots");
  box.setAttribute("role", "group");
  box.setAttribute("aria-label", "Betting spots");
  const amounts = c ? valuesOf(c.action, c.param) : [];
  if (amounts.length && !amounts.includes(S.stake)) S.stake = nearestStake(amounts, S.stake);
  const me = S.me;
  for (const sp of pres.spots) {
    const stakes = getPath(v, sp.stakes) || [];
    const mine = me !== null && me !== undefined ? Number(stakes[me] || 0) : 0;
    const all = stakes.reduce((t, x) => t + Number(x || 0), 0);
    // the bet is looked up when the spot is clicked: the stake box may change in between
    const betNow = () => c && legal.find((a) => a.type === c.action && a[c.spot] === sp.value && a[c.param] === S.stake);
    const bet = betNow();
    const spot = el(bet ? "button" : "div", `spot${bet ? " target" : ""}`);
    spot.dataset.spot = sp.value;
    spot.append(el("span", "spot-name", sp.label));
    if (bet) {
      spot.type = "button";
      spot.title = plainText(labelOf(bet), S.names);
      spot.addEventListener("click", () => { const b = betNow(); if (b) send(b); });
    }
    const pays = sp.pays ? getPath(v, sp.pays) : null;
    if (pays) spot.append(el("span", "spot-pays", `pays ${pays}`));
    const chips = el("span", "spot-chips");
    if (mine) chips.append(el("span", "chip mine", String(mine)));
    if (all - mine > 0) chips.append(el("span", "chip others", `+${all - mine}`));
    spot.append(chips);
    const wrap = el("div", "spot-wrap");
    wrap.append(spot);
    const wd = c && c.withdraw && legal.find((a) => a.type === c.withdraw && a[c.spot] === sp.value);
    if (wd) wrap.append(actionButton(wd, { text: "Take back", cls: "small withdraw", noKey: true }));
    box.append(wrap);
  }
  return box;
}

/** The stake nearest ``want`` among ``amounts`` (sorted): the stake chosen before, kept
 * as far as the seat's chips and the table still allow it. */
function nearestStake(amounts, want) {
  if (typeof want !== "number") return amounts[0];
  let best = amounts[0];
  for (const a of amounts) if (Math.abs(a - want) < Math.abs(best - want)) best = a;
  return best;
}

/** A box for any whole stake between the table's limits (the chips beside it are quick
 * picks): typing changes the stake the spots bet; Enter or leaving the box redraws. */
function stakeInput(amounts) {
  const lo = amounts[0];
  const hi = amounts[amounts.length - 1];
  const num = el("input");
  num.type = "number";
  num.className = "stake-amount";
  num.min = String(lo);
  num.max = String(hi);
  num.step = "1";
  num.value = String(S.stake);
  num.setAttribute("aria-label", `stake, ${lo} to ${hi}`);
  const hint = el("span", "hint", `${lo} to ${hi}`);
  num.addEventListener("input", () => {
    const x = Number(num.value);
    const ok = Number.isInteger(x) && amounts.includes(x);
    num.classList.toggle("invalid", !ok);
    hint.textContent = ok ? `${lo} to ${hi}` : `a whole amount from ${lo} to ${hi}`;
    if (ok) S.stake = x;
  });
  num.addEventListener("change", () => draw({ still: true }));
  return [num, hint];
}

function stakeBar(c) {
  const amounts = valuesOf(c.action, c.param);
  const bar = el("div", "stake-bar");
  if (amounts.length) {
    bar.append(el("span", "hint", "Stake:"));
    const group = el("div", "stakes");
    group.setAttribute("role", "radiogroup");
    group.setAttribute("aria-label", "Stake");
    const offered = c.chips ? (getPath(S.view, c.chips) || []).filter((x) => amounts.includes(x)) : amounts;
    for (const amt of offered) {
      const b = el("button", `chip stake${amt === S.stake ? " chosen" : ""}`, String(amt));
      b.type = "button";
      b.setAttribute("role", "radio");
      b.setAttribute("aria-checked", amt === S.stake ? "true" : "false");
      b.setAttribute("aria-label", `stake ${plural(amt, "chip")}`);
      b.addEventListener("click", () => { S.stake = amt; draw({ still: true }); });
      group.append(b);
    }
    bar.append(group);
    if (c.chips) bar.append(...stakeInput(amounts));
  }
  const me = S.me;
  if (me !== null && me !== undefined) {
    let total = 0;
    for (const sp of S.pres.spots) total += Number((getPath(S.view, sp.stakes) || [])[me] || 0);
    const chipsField = (S.pres.fields || []).find((f) => f.place === "seat" && f.format === "chips");
    const left = chipsField ? (getPath(S.view, chipsField.key) || [])[me] : null;
    const t = el("span", "running-total");
    t.textContent = `Your bets: ${plural(total, "chip")}${left !== null && left !== undefined ? ` · chips left: ${+Number(left).toFixed(2)}` : ""}`;
    bar.append(t);
  }
  const done = c.done && (S.legal || []).find((a) => a.type === c.done);
  if (done) bar.append(actionButton(done, { text: c.label || "Done", cls: "primary", key: "Enter" }));
  return bar;
}

function drawActions() {
  const bar = $("#actions");
  bar.replaceChildren();
  if (mode === "replay") return;
  const legal = S.legal || [];
  const pres = S.pres;
  S.keys = shortcuts(legal.map((a) => a.type).filter((t) => !keyOf(controlOf(pres, t))), S.keys);
  // the reserved keys of the declared controls are never given to others
  for (const c of pres.controls || []) {
    const k = keyOf(c);
    if (!k) continue;
    for (const [t, v] of Object.entries(S.keys)) if (v === k && t !== c.action) delete S.keys[t];
  }
  if (S.gate) {
    const box = el("div", "choices");
    box.append(el("span", "hint", S.gate.hint));
    box.append(actionButton(S.gate.action, { full: true, key: null }));
    const cancel = el("button", "action cancel", "Cancel");
    cancel.type = "button";
    cancel.addEventListener("click", clearSelection);
    box.append(cancel, el("kbd", null, "Esc"));
    bar.append(box);
  } else if (S.choices.length) {
    const box = el("div", "choices");
    box.append(el("span", "hint", "Choose:"));
    for (const a of S.choices) box.append(actionButton(a, { full: true, key: null }));
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
  const done = new Set();
  // declared controls first: bidding box, range, betting, claims (always visible)
  for (const c of pres.controls || []) {
    if (c.kind === "bid" && legal.some((a) => a.type === c.action)) { bar.append(bidBox(c)); done.add(c.action); }
    if (c.kind === "range" && legal.some((a) => a.type === c.action)) { bar.append(rangeControl(c)); done.add(c.action); }
    if (c.kind === "text") { // a typed answer: never listed (the legal words are the answers)
      const on = legal.some((a) => a.type === c.action);
      // a race keeps its box on screen to type ahead; a turn game shows it when it is a move
      if (on || (S.realtime && mode !== "replay" && S.me !== null && !S.view.over)) bar.append(textControl(c, S.view, on, send));
      done.add(c.action);
    }
    if (c.kind === "bet" && legal.some((a) => [c.action, c.withdraw, c.done].includes(a.type))) {
      bar.append(stakeBar(c));
      [c.action, c.withdraw, c.done].forEach((t) => t && done.add(t));
    }
  }
  const row = el("div", "buttons");
  for (const c of pres.controls || []) {
    if (c.kind !== "claim" || mode === "replay" || S.me === null) continue;
    if (c.when && Boolean(getPath(S.view, c.when.replace(/^!/, ""))) === c.when.startsWith("!")) continue;
    const a = legal.find((x) => x.type === c.action);
    const b = actionButton(a || { type: c.action, label: c.label }, { cls: "claim", text: c.label || c.action });
    if (!a) b.disabled = true;
    row.append(b);
    done.add(c.action);
  }
  const free = legal.filter((a) => !done.has(a.type) && !(a.targets || []).length
    && !(controlOf(pres, a.type) && controlOf(pres, a.type).kind === "menu"));
  for (const a of free) row.append(actionButton(a));
  if (row.children.length) bar.append(row);
  const targeted = legal.filter((a) => !done.has(a.type) && (a.targets || []).length);
  const menu = legal.filter((a) => !done.has(a.type) && controlOf(pres, a.type) && controlOf(pres, a.type).kind === "menu");
  const keys = [];
  for (const c of pres.controls || []) {
    const k = keyOf(c);
    if (k && legal.some((a) => a.type === c.action)) keys.push(`${keyLabel(k)} = ${c.label || c.action}`);
  }
  for (const t of [...new Set(targeted.map((a) => a.type))]) {
    if (S.keys[t]) keys.push(`${S.keys[t]} = ${t.replace(/[_-]+/g, " ")}`);
  }
  if (targeted.length || keys.length) {
    const quiet = !onTurn(S.view).includes(S.me);
    const hint = el("p", "hint keys-help");
    if (targeted.length) {
      hint.append(quiet ? "Not your turn, but highlighted cards can still be played: click one. "
        : "Click a highlighted card. ");
      keys.push("Tab/←→ move between cards", "Enter choose", "Esc cancel");
      if (targeted.some((a) => (a.targets || []).some((t) => /grid|slot/.test(t.zone)))) keys.push("0-9 slot");
    }
    hint.append(el("span", "keys", `Keys: ${keys.join(" · ")}`));
    bar.append(hint);
  }
  const all = [...targeted, ...menu];
  if (all.length) {
    const det = el("details", "all-moves");
    det.append(el("summary", null, `All moves (${all.length})`));
    const list = el("div", "buttons");
    for (const a of all) list.append(actionButton(a, { full: true, key: null }));
    det.append(list);
    bar.append(det);
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
  const said = renderResult(inner, v, { me: S.me, names: S.names, pres: S.pres });
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
    $("#announce").textContent = said;
    look.focus();
  }
}

function drawRulesFigures() {
  const box = $("#rules-figures");
  if (!box || !S.view) return;
  box.replaceChildren(rulesFigures(S.view, S.pres, S.names));
}

// ----- choosing actions ------------------------------------------------------------
function clearSelection() {
  S.selection = [];
  S.choices = [];
  S.type = null;
  S.gate = null;
  draw({ still: true });
}

function send(a) {
  if (!S.conn) return;
  finishAnimations();
  if (S.hold && !S.hold.dismissed) S.hold.dismissed = true;
  const id = S.conn.act(a);
  if (!id) toast("Not connected: the move was not sent.");
  S.selection = [];
  S.choices = [];
  S.type = null;
  S.gate = null;
  document.body.dataset.sent = a.type;
  draw({ still: true });
}

function onPick(target) {
  finishAnimations();
  const legal = cardActions();
  const r = pick(legal, S.selection, target, S.type);
  const gate = r.action && !S.gate ? gateOf(r.action, S.legal || [], S.pres.controls) : null;
  if (gate) { // a move that opens the way to others (a power card's discard): show them
    S.gate = { ...gate, hint: "Click a highlighted card to use it, or" };
    S.selection = [];
    S.choices = [];
    draw({ still: true });
    return;
  }
  if (r.action) { send(r.action); return; }
  S.selection = r.selection;
  S.choices = r.choices;
  draw({ still: true });
}

function focusCard(step) {
  const cards = [...document.querySelectorAll("#table .card.target")];
  if (!cards.length) return false;
  const at = cards.indexOf(document.activeElement);
  const next = at < 0 ? (step > 0 ? 0 : cards.length - 1) : (at + step + cards.length) % cards.length;
  cards[next].focus();
  return true;
}

function onKey(e) {
  finishAnimations();
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
  const k = e.key;
  const onButton = document.activeElement && document.activeElement.tagName === "BUTTON";
  // a fixed key of a declared control (Space = slap) always means that control
  for (const c of S.pres ? S.pres.controls : []) {
    const key = keyOf(c);
    if (!key || (key !== k && key !== k.toLowerCase())) continue;
    if (key === "Enter" && onButton) return;
    const a = fixedKeyAction(c, legal.filter((x) => x.type === c.action), document.activeElement);
    if (a) {
      e.preventDefault();
      if (onButton) document.activeElement.blur(); // Space must not also press that button
      send(a);
      return;
    }
  }
  if ((k === "Enter" || k === " ") && S.hold && !S.hold.dismissed && !onButton
      && !(document.activeElement && document.activeElement.classList.contains("target"))) {
    e.preventDefault();
    continueTrick();
    return;
  }
  if (!legal.length) return;
  if (k === "Escape") { clearSelection(); return; }
  if (k === "ArrowRight" || k === "ArrowLeft") {
    if (focusCard(k === "ArrowRight" ? 1 : -1)) e.preventDefault();
    return;
  }
  if (k === "Enter") {
    if (onButton) return;
    if (S.gate) { e.preventDefault(); send(S.gate.action); return; }
    const a = confirmable(cardActions(), S.selection, S.type);
    if (a) { e.preventDefault(); onPickAction(a); }
    return;
  }
  if (k === " ") {
    if (onButton) return;
    const a = S.type ? confirmable(cardActions(), S.selection, S.type) : spaceAction(legal);
    if (a) { e.preventDefault(); onPickAction(a); }
    return;
  }
  if (/^[0-9]$/.test(k)) {
    const t = targetForDigit(cardActions(), S.selection, Number(k), S.view.zones, S.me, S.type);
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
    draw({ still: true });
    toast(S.type ? `${type.replace(/[_-]+/g, " ")}: pick a card or a slot number` : "cancelled", "info");
  }
}

/** An action chosen by keyboard: sent, unless it opens the way to others. */
function onPickAction(a) {
  const ts = a.targets || [];
  if (ts.length === 1) { onPick(ts[0]); return; }
  send(a);
}

// ----- messages --------------------------------------------------------------------
function addEvents(events, seq) {
  const log = $("#log");
  const batch = typeof seq === "number" ? seq : S.batch + 1;
  S.batch = Math.max(S.batch, batch);
  const now = Date.now();
  for (const ev of events) {
    const li = eventLine(ev, S.me, S.names);
    li.dataset.batch = String(batch);
    li.dataset.time = String(now);
    li.dataset.seat = ev.seat === null || ev.seat === undefined ? "" : String(ev.seat);
    placeLine(log, li);
  }
  while (log.children.length > LOG_LINES) log.firstChild.remove();
  log.scrollTop = log.scrollHeight;
  const last = log.lastElementChild;
  if (last) $("#latest").replaceChildren(...[...last.childNodes].map((n) => n.cloneNode(true)));
}

const LOG_LINES = 150;

/**
 * Put a narration line in the log in step order (the history fetched after a reload may
 * come after newer steps). A line saying again what the same player's last line said, with
 * only moves of the same kind between (Ben arranging his cards face down, card after card,
 * while others arrange theirs), replaces that line: one line per player for the setting.
 */
function placeLine(log, li) {
  const b = Number(li.dataset.batch);
  let before = log.lastElementChild && Number(log.lastElementChild.dataset.batch) > b
    ? [...log.children].find((x) => Number(x.dataset.batch) > b) : null;
  if (li.dataset.seat !== "") {
    let x = before ? before.previousElementSibling : log.lastElementChild;
    for (let k = 0; x && k < 40; k += 1, x = x.previousElementSibling) {
      if (x.dataset.type !== li.dataset.type) break;
      if (x.dataset.seat === li.dataset.seat) {
        if (x.textContent === li.textContent) {
          if (x === before) before = x.nextElementSibling;
          x.remove();
        }
        break;
      }
    }
  }
  log.insertBefore(li, before);
}

/** After a reload the log starts empty: ask the server for the events of the recent steps
 * (a resume from before them; secrets already sent come as their public copies). */
function askHistory(seq) {
  if (S.historyAsked || mode !== "table" || !S.conn || typeof seq !== "number") return;
  S.historyAsked = true;
  // the steps' lines are missing (the first deal's, step 0, may already be there)
  const steps = [...$("#log").children].some((li) => li.dataset.batch !== "0");
  if (seq > 0 && !steps) S.conn.send({ type: "resume", last_seq: Math.max(0, seq - LOG_LINES) });
}

function remask() {
  if (!S.view) return;
  maskOld($("#log"), visibleCards(S.view), S.batch, Date.now());
  maskOld($("#latest"), visibleCards(S.view), S.batch, Date.now());
}

function stillValid(selection, legal) {
  return selection.every((s) => legal.some((a) => (a.targets || []).some((t) => tkey(t) === tkey(s))));
}

function strip(a) {
  const c = { ...a };
  delete c.label;
  delete c.targets;
  return c;
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
      if (S.gate && !S.legal.some((a) => JSON.stringify(strip(a)) === JSON.stringify(strip(S.gate.action)))) S.gate = null;
      S.choices = S.choices.filter((c) => S.legal.some((a) => JSON.stringify(strip(a)) === JSON.stringify(strip(c))));
      if (msg.fairness) S.fairness = msg.fairness;
      if (Array.isArray(msg.opening) && (msg.seq === 0 || !S.logged.has(0))) {
        // what the first deal announced, as step 0 (again after new entropy re-deals it)
        $("#log").querySelectorAll('[data-batch="0"]').forEach((li) => li.remove());
        S.logged.add(0);
        addEvents(msg.opening, 0);
      }
      drawFairness();
      draw();
      remask();
      askHistory(msg.seq);
      break;
    }
    case "events":
      if (typeof msg.seq === "number" && S.logged.has(msg.seq)) break; // a resume sends steps again
      if (typeof msg.seq === "number") S.logged.add(msg.seq);
      addEvents(msg.events || [], msg.seq);
      remask();
      break;
    case "error":
      toast(msg.reason || "refused");
      break;
    default:
      break;
  }
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
  S.batch = -1;
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
  if (!game) { body.textContent = "The rules load once the table is known."; return; }
  const r = await fetch(`/api/rules/${encodeURIComponent(game)}`);
  if (!r.ok) { body.textContent = `No rules text: ${await errorText(r)}`; return; }
  const type = r.headers.get("content-type") || "";
  let text;
  if (type.includes("json")) {
    const j = await r.json();
    text = typeof j === "string" ? j : (j.text || j.rules || j.markdown || "");
  } else {
    text = await r.text();
  }
  body.innerHTML = markdownToHtml(text);
  body.dataset.loaded = "1";
}

// ----- settings --------------------------------------------------------------------
function setting(name, fallback) {
  try {
    const v = localStorage.getItem(`parlour.${name}`);
    return v === null ? fallback : v === "1";
  } catch (e) { return fallback; }
}

function initSettings() {
  const four = $("#four-colour");
  const motion = $("#animations");
  four.checked = setting("fourColour", false);
  motion.checked = setting("animations", !matchMedia("(prefers-reduced-motion: reduce)").matches);
  const apply = () => {
    document.body.classList.toggle("four-colour", four.checked);
    document.body.classList.toggle("no-motion", !motion.checked);
    try {
      localStorage.setItem("parlour.fourColour", four.checked ? "1" : "0");
      localStorage.setItem("parlour.animations", motion.checked ? "1" : "0");
    } catch (e) { /* private mode: settings last for this page */ }
  };
  four.addEventListener("change", apply);
  motion.addEventListener("change", apply);
  apply();
}

// ----- start -----------------------------------------------------------------------
/** Names for the seats: the table's, "Guest" for a nameless person, the bot's kind for
 * a bot; several equal names numbered ("Random bot 1", "Random bot 2"). */
export function seatNames(seats) {
  const base = seats.map((s) => {
    if (s && s.name) return s.name;
    if (s && s.kind === "bot") return `${String(s.bot || "").replace(/^./, (c) => c.toUpperCase()) || "A"} bot`;
    return "Guest";
  });
  const seen = {};
  return base.map((n) => {
    if (base.filter((m) => m === n).length < 2) return n;
    seen[n] = (seen[n] || 0) + 1;
    return `${n} ${seen[n]}`;
  });
}

async function loadInfo() {
  try {
    const r = await fetch(`/api/tables/${encodeURIComponent(tableId)}`);
    if (r.ok) {
      const t = await r.json();
      S.names = seatNames(t.seats || []);
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
        S.declared = g.presentation || null;
        S.realtime = g.timing === "realtime";
      }
    }
  } catch (e) { /* a plain presentation then */ }
  const variant = S.variant && S.variant !== "standard" ? S.variant.replace(/[_-]+/g, " ") : "";
  const title = [S.gameTitle || S.gameId || "Parlour", variant].filter(Boolean).join(" · ");
  $("#title").textContent = title;
  document.title = `${title} · ${mode === "replay" ? "replay" : (S.me === null ? "watching" : "table")} · Parlour`;
  $("#who").textContent = mode === "replay" ? "Replay" : (S.me === null ? "Watching" : `You are ${nameOf(S.me, S.names)}`);
}

// ----- fairness (docs/protocol.md): the commitment from the start, the seed at the end ----
async function fetchRevealed() {
  S.fairFetched = true;
  try {
    const r = await fetch(`/api/tables/${encodeURIComponent(tableId)}`);
    if (r.ok) { const t = await r.json(); if (t.fairness) { S.fairness = t.fairness; drawFairness(); } }
  } catch (e) { /* the line keeps the commitment */ }
}

function drawFairness() {
  const p = $("#fairness");
  const f = S.fairness;
  if (!p || !f) return;
  const over = !!(S.view && S.view.over);
  if (over && f.scheme !== "chosen" && !f.server_seed && !S.fairFetched) fetchRevealed();
  p.hidden = false;
  p.replaceChildren();
  if (f.scheme === "chosen") {
    p.append(`This deal comes from the seed ${f.seed}, chosen when the table was made: check it with parlour replay.`);
    return;
  }
  const short = String(f.commitment || "").slice(0, 16);
  if (f.server_seed) {
    p.append(`This deal was fixed before play: its fingerprint was ${short}…, and the secret seed is now revealed (${f.server_seed}). Check it with parlour replay on the game's record.`);
    return;
  }
  p.append(`This deal was fixed before play (fingerprint ${short}…); its secret seed is shown when the game ends, to check with parlour replay.`);
  if (S.me === null || over || S.entropySent || f.scheme !== "commit-reveal/1") return;
  const form = document.createElement("form");
  form.className = "entropy";
  const input = document.createElement("input");
  input.maxLength = 64;
  input.placeholder = "any words";
  input.setAttribute("aria-label", "Your words for the shuffle");
  const b = el("button", "action small", "Add to the shuffle");
  b.type = "submit";
  form.append(" Before the first move you may stir the shuffle too: ", input, " ", b);
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const value = input.value.trim();
    if (!value || !S.conn) return;
    if (S.conn.send({ type: "entropy", value })) { S.entropySent = true; drawFairness(); }
  });
  p.append(form);
}

/**
 * Remember a seat link opened directly (an invitation a friend received) in the lobby's
 * "parlour.seats", as the creator's seat is, so the lobby offers Resume. A table this
 * browser already keeps (the creator's, with its invitations) is left as it is.
 */
function rememberSeat() {
  if (mode !== "table" || S.me === null || !token) return;
  try {
    const raw = JSON.parse(localStorage.getItem("parlour.seats") || "{}");
    const seats = raw && typeof raw === "object" && !Array.isArray(raw) ? raw : {};
    if (seats[tableId] && seats[tableId].url) return;
    const url = `/table/${encodeURIComponent(tableId)}?seat=${S.me}&token=${encodeURIComponent(token)}`;
    seats[tableId] = { seat: S.me, token, url, game: S.gameId || null, created: Date.now(), invites: [] };
    localStorage.setItem("parlour.seats", JSON.stringify(seats));
  } catch (e) { /* private mode: nothing kept */ }
}

async function main() {
  document.body.dataset.mode = mode;
  initSettings();
  $("#rules-button").addEventListener("click", toggleRules);
  $("#rules-close").addEventListener("click", () => { $("#rules").hidden = true; });
  $("#result-close").addEventListener("click", () => { $("#result").hidden = true; });
  document.addEventListener("keydown", onKey);
  document.addEventListener("pointerdown", () => finishAnimations());
  $("#table").addEventListener("click", (e) => {
    if (S.hold && !S.hold.dismissed && e.target.closest(".trick-area")) continueTrick();
  });
  setInterval(drawTimer, 100);
  setInterval(remask, 1000);
  if (!tableId) { $("#prompt").textContent = "No table given."; return; }
  await loadInfo();
  if (mode === "replay") { await startReplay(); return; }
  rememberSeat();
  const proto = location.protocol === "https:" ? "wss:" : "ws:";
  const q = S.me !== null ? `?seat=${S.me}&token=${encodeURIComponent(token)}` : "";
  S.conn = new Connection(`${proto}//${location.host}/ws/${encodeURIComponent(tableId)}${q}`, {
    onMessage, onStatus: setStatus,
  });
  S.conn.connect();
}

export { cardWords };
main();
