// Narration: events as short sentences, built generically from their fields.
// Card texts in an event become card chips. A card only this seat was shown (a peek)
// is on screen once: when newer events arrive and a few seconds have passed, a card
// that is not visible on the table any more is masked in the log, as at a real table
// where you look at a card and put it back. Which cards those are, the server says: the
// event's `private` lists the fields that were secret and told to this seat alone.

import { cardChip, isCardText, parseCard, richText } from "./cards.js";

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

const cardKey = (t) => (parseCard(t) || {}).short || t;

/**
 * The cards of `ev` that were told to this seat alone: those in its `private` fields.
 * A private text (the secret version of the sentence) names public cards too: in it only
 * the cards of the other private fields count, or all of them if the text is the only one.
 */
export function privateCards(ev) {
  const priv = Array.isArray(ev.private) ? ev.private : [];
  const fields = priv.filter((k) => k !== "text" && k !== "message");
  const cards = new Set(eventCards(Object.fromEntries(fields.map((k) => [k, ev[k]]))).map(cardKey));
  const textPrivate = priv.includes("text") || priv.includes("message");
  return { fields: new Set(fields), cards, wholeText: textPrivate && !cards.size, textPrivate };
}

/**
 * An event type as the verb of its actor's sentence: "play" -> "plays" for another
 * player, "play" for "You"; a type of several words ("blind_swap") is left as words.
 */
export function verbFor(type, you) {
  const w = words(type);
  if (you || !/^[a-z]+$/.test(w)) return w;
  if (/(s|sh|ch|x|z)$/.test(w)) return `${w}es`;
  if (/[^aeiou]y$/.test(w)) return `${w.slice(0, -1)}ies`;
  return `${w}s`;
}

/** One narration line (an element) for an event. */
export function eventLine(ev, me, names) {
  const li = document.createElement("li");
  li.className = "event";
  li.dataset.type = ev.type;
  const priv = privateCards(ev);
  const text = ev.text || ev.message;
  if (typeof text === "string") {
    const nodes = richText(text, names);
    for (const n of nodes) {
      if (!(n instanceof Element) || !priv.textPrivate) continue;
      if (priv.wholeText || priv.cards.has(cardKey(n.dataset.card))) n.dataset.private = "1";
    }
    li.append(...nodes);
  } else {
    const actor = who(ev.seat, me, names);
    if (actor) {
      const b = document.createElement("b");
      b.textContent = actor;
      li.append(b, " ");
    }
    li.append(actor ? verbFor(ev.type, actor === "You") : words(ev.type));
    const extras = Object.entries(ev).filter(([k]) => !SKIP.has(k));
    if (extras.length) {
      // "Ben plays J♣": a move of cards reads as a sentence; other fields are listed
      const cardsOnly = extras.every(([k, v]) => isCardText(v) || /^(card|cards)$/.test(k));
      li.append(actor && cardsOnly && /^[a-z]+$/.test(ev.type) ? " " : ": ");
      extras.forEach(([k, v], i) => {
        if (i) li.append(", ");
        const simple = isCardText(v) || /^(card|cards)$/.test(k);
        if (!simple) li.append(`${words(k)} `);
        const ctx = { key: k, me, names, chip: (c) => {
          const chip = cardChip(c);
          if (priv.fields.has(k)) chip.dataset.private = "1";
          return chip;
        } };
        li.append(...valueNodes(v, ctx));
      });
    }
  }
  return li;
}

// Words that already determine the noun after them ("the 7H", "your QS", "Ann's 2C").
const DETERMINER_RE = /(?:^|[\s(])(the|a|an|your|my|his|her|their|its|this|that|these|those|each|every|any|no|\w+'s?|\w+s')\s+$/i;

/**
 * What a masked chip says: "a card" on its own ("You draw: a card"), "card" after a
 * determiner ("the card", "Ben's card"), so a masked sentence stays grammatical. An "an"
 * before it ("an 8H") becomes "a".
 */
export function maskedWords(chip) {
  const prev = chip.previousSibling;
  const before = prev && prev.nodeType === Node.TEXT_NODE ? prev.textContent : "";
  const m = DETERMINER_RE.exec(before);
  if (!m) return "a card";
  if (m[1].toLowerCase() === "an") {
    prev.textContent = before.slice(0, before.length - m[0].length) + m[0].replace(/an(\s+)$/i, (x, sp) => (x[0] === "A" ? "A" : "a") + sp);
  }
  return "card";
}

/**
 * Mask the private card chips (`data-private`, see eventLine) of older lines that show a
 * card no longer visible in `visible` (a Set of card texts shown on the table now). Public
 * cards are never masked; lines of the newest batch and lines younger than KEEP_MS stay.
 */
export function maskOld(list, visible, newestBatch, nowMs) {
  for (const li of list.querySelectorAll("li.event")) {
    const batch = Number(li.dataset.batch);
    const age = nowMs - Number(li.dataset.time);
    if (batch === newestBatch || age < KEEP_MS) continue;
    for (const chip of li.querySelectorAll(".chip-card:not(.back)[data-private='1']")) {
      if (!visible.has(chip.dataset.card)) {
        chip.dataset.card = "";
        chip.className = "chip-card back";
        chip.textContent = maskedWords(chip);
        chip.removeAttribute("title");
        chip.removeAttribute("aria-label");
      }
    }
  }
}
