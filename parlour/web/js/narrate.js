// Narration: events as short sentences, built generically from their fields.
// Card texts in an event become card chips. A card only this seat was shown (a peek)
// is on screen once: when newer events arrive and a few seconds have passed, a card
// that is not visible on the table any more is masked in the log, as at a real table
// where you look at a card and put it back.

import { cardChip, isCardText, richText } from "./cards.js";

const SKIP = new Set(["type", "seat", "private", "text", "message"]);
export const KEEP_MS = 6000;

const words = (s) => String(s).replace(/[_:-]+/g, " ").trim();

/** A seat's display name from `names` (array), "You" for `me`. */
export function who(seat, me, names) {
  if (seat === null || seat === undefined) return "";
  if (seat === me) return "You";
  return (names && names[seat]) || `Seat ${seat}`;
}

function valueNodes(value, ctx) {
  if (isCardText(value) || value === "??") return [ctx.chip(value)];
  if (Array.isArray(value)) {
    const out = [];
    value.forEach((v, i) => { if (i) out.push(document.createTextNode(" ")); out.push(...valueNodes(v, ctx)); });
    return out;
  }
  if (value && typeof value === "object") return [document.createTextNode(JSON.stringify(value))];
  if (typeof value === "number" && /^(seat|to|from|target|opponent|player|caller|winner)$/.test(ctx.key)) {
    return [document.createTextNode(who(value, ctx.me, ctx.names) || String(value))];
  }
  return [document.createTextNode(String(value))];
}

/** Cards an event names (to decide what must be masked later). */
export function eventCards(ev) {
  const out = [];
  const walk = (v) => {
    if (isCardText(v)) out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") Object.values(v).forEach(walk);
  };
  for (const [k, v] of Object.entries(ev)) if (!SKIP.has(k)) walk(v);
  return out;
}

/** One narration line (an element) for an event. */
export function eventLine(ev, me, names) {
  const li = document.createElement("li");
  li.className = "event";
  li.dataset.type = ev.type;
  const text = ev.text || ev.message;
  if (typeof text === "string") {
    li.append(...richText(text, names));
  } else {
    const actor = who(ev.seat, me, names);
    if (actor) {
      const b = document.createElement("b");
      b.textContent = actor;
      li.append(b, " ");
    }
    li.append(words(ev.type));
    const extras = Object.entries(ev).filter(([k]) => !SKIP.has(k));
    if (extras.length) {
      li.append(": ");
      extras.forEach(([k, v], i) => {
        if (i) li.append(", ");
        const simple = isCardText(v) || /^(card|cards)$/.test(k);
        if (!simple) li.append(`${words(k)} `);
        const ctx = { key: k, me, names, chip: (c) => {
          const chip = cardChip(c);
          if (Array.isArray(ev.private) && ev.private.includes(k)) chip.dataset.private = "1";
          return chip;
        } };
        li.append(...valueNodes(v, ctx));
      });
    }
  }
  return li;
}

/**
 * Mask card chips of older lines that show a card which is no longer visible in
 * `visible` (a Set of card texts shown on the table now). Lines of the newest batch
 * and lines younger than KEEP_MS stay as they are.
 */
export function maskOld(list, visible, newestBatch, nowMs) {
  for (const li of list.querySelectorAll("li.event")) {
    const batch = Number(li.dataset.batch);
    const age = nowMs - Number(li.dataset.time);
    if (batch === newestBatch || age < KEEP_MS) continue;
    for (const chip of li.querySelectorAll(".chip-card:not(.back)")) {
      const own = li.dataset.mine === "1" || chip.dataset.private === "1";
      if (own && !visible.has(chip.dataset.card)) {
        chip.dataset.card = "";
        chip.className = "chip-card back";
        chip.textContent = "a card";
        chip.removeAttribute("title");
      }
    }
  }
}
