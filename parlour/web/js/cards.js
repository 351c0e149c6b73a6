// Card faces drawn with CSS: a card text ("QS", "TH", "JK") becomes a small element.
// "??" is a face-down card (no identity at all), null an empty slot.

export const SUIT_SYMBOL = { C: "♣", D: "♦", H: "♥", S: "♠" };
const SUIT_NAME = { C: "clubs", D: "diamonds", H: "hearts", S: "spades" };
const RANK_NAME = { A: "ace", T: "10", J: "jack", Q: "queen", K: "king" };
const CARD_RE = /^(10|[2-9TJQKA])([CDHS])$/;

/** Whether a string is a card text ("QS", "10H", "JK"). */
export function isCardText(value) {
  return typeof value === "string" && (value === "JK" || CARD_RE.test(value));
}

/** {rank, suit, red, label} for a card text, or null for anything else. */
export function parseCard(text) {
  if (text === "JK") return { rank: "★", suit: "", red: true, label: "joker", short: "Joker" };
  const m = typeof text === "string" ? CARD_RE.exec(text) : null;
  if (!m) return null;
  const rank = m[1] === "T" || m[1] === "10" ? "10" : m[1];
  const suit = m[2];
  const rname = RANK_NAME[m[1]] || rank;
  return {
    rank, suit, red: suit === "D" || suit === "H",
    label: `${rname} of ${SUIT_NAME[suit]}`, short: `${rank}${SUIT_SYMBOL[suit]}`,
  };
}

/** The short text shown for a card, e.g. "10♥". */
export function cardShort(text) {
  const c = parseCard(text);
  return c ? c.short : String(text);
}

/**
 * A card element. `text` is a card text, "??" (face down) or null (empty slot).
 * opts.down: a card shown face up in a full view although it lies face down (replays).
 */
export function cardEl(text, opts = {}) {
  const el = document.createElement(opts.tag || "div");
  el.className = "card";
  if (text === null || text === undefined) {
    el.classList.add("empty");
    el.dataset.card = "";
    el.setAttribute("aria-label", "empty slot");
    return el;
  }
  el.dataset.card = text;
  const c = parseCard(text);
  if (!c) {
    el.classList.add("back");
    el.setAttribute("aria-label", "face-down card");
    return el;
  }
  el.classList.add(c.red ? "red" : "black");
  if (opts.down) el.classList.add("known-down");
  el.setAttribute("aria-label", c.label + (opts.down ? " (face down)" : ""));
  const corner = document.createElement("span");
  corner.className = "corner";
  corner.textContent = c.rank + (SUIT_SYMBOL[c.suit] || "");
  const pip = document.createElement("span");
  pip.className = "pip";
  pip.setAttribute("aria-hidden", "true");
  pip.textContent = SUIT_SYMBOL[c.suit] || "★";
  el.append(corner, pip);
  return el;
}

/** An inline card chip for narration text. */
export function cardChip(text) {
  const el = document.createElement("span");
  el.className = "chip-card";
  el.dataset.card = text;
  const c = parseCard(text);
  if (!c) {
    el.classList.add("back");
    el.textContent = "a card";
    return el;
  }
  el.classList.add(c.red ? "red" : "black");
  el.textContent = c.short;
  el.title = c.label;
  return el;
}

const TOKEN_RE = /\b(10|[2-9TJQKA])([CDHS])\b|\bJK\b/g;

/**
 * Text with the card texts in it ("Take the QS") turned into card chips, and "seat N"
 * replaced by the seat's name when `names` knows it. Returns a list of nodes.
 */
export function richText(text, names = null) {
  const out = [];
  let s = String(text);
  if (names && names.length) {
    s = s.replace(/\b([Ss])eat (\d+)\b/g, (m, _s, n) => names[Number(n)] || m);
  }
  let last = 0;
  for (const m of s.matchAll(TOKEN_RE)) {
    if (m.index > last) out.push(document.createTextNode(s.slice(last, m.index)));
    out.push(cardChip(m[0]));
    last = m.index + m[0].length;
  }
  if (last < s.length) out.push(document.createTextNode(s.slice(last)));
  return out;
}
