// Cards drawn as SVG: a card text ("QS", "TH", "JK") becomes a card element with an
// inline SVG face and a text alternative ("queen of spades"). "??" is a face-down card
// (no identity at all), null an empty slot. Card texts inside sentences become small
// card chips ("Q♠"), so no code such as "QS" is ever shown to a person.

export const SUIT_SYMBOL = { C: "♣", D: "♦", H: "♥", S: "♠" };
const SUIT_NAME = { C: "clubs", D: "diamonds", H: "hearts", S: "spades" };
const RANK_NAME = { A: "ace", T: "10", J: "jack", Q: "queen", K: "king" };
const CARD_RE = /^(10|[2-9TJQKA])([CDHS])$/;
const SVG = "http://www.w3.org/2000/svg";

/** Whether a string is a card text ("QS", "10H", "JK"). */
export function isCardText(value) {
  return typeof value === "string" && (value === "JK" || CARD_RE.test(value));
}

/** {rank, suit, red, label, short} for a card text, or null for anything else. */
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

/** The words for a card ("queen of spades"), "a face-down card" for "??". */
export function cardWords(text) {
  const c = parseCard(text);
  return c ? c.label : "a face-down card";
}

function svgEl(tag, attrs, text) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (text !== undefined) e.textContent = text;
  return e;
}

// The four suits as shapes (centred on 0,0, about 20 units tall): the corner index is
// text, the large suit in the middle a shape, so a card's visible text is just "Q♠".
const SUIT_PATH = {
  H: "M0,9 C-11,1 -10,-8 -5,-8.5 C-2.5,-8.8 -0.6,-7 0,-5 C0.6,-7 2.5,-8.8 5,-8.5 C10,-8 11,1 0,9 Z",
  D: "M0,-10 L7.5,0 L0,10 L-7.5,0 Z",
  S: "M0,-10 C-11,-1 -10,6.5 -5,6.5 C-3,6.5 -1.6,5.6 -0.8,4.4 L-2.5,10 L2.5,10 L0.8,4.4 C1.6,5.6 3,6.5 5,6.5 C10,6.5 11,-1 0,-10 Z",
  C: "M0,-10 A4.6,4.6 0 1,1 -0.01,-10 Z M-5,-1.5 A4.6,4.6 0 1,1 -5.01,-1.5 Z M5,-1.5 A4.6,4.6 0 1,1 4.99,-1.5 Z "
    + "M-1,1 L-2.6,10 L2.6,10 L1,1 Z",
};

function suitShape(suit, x, y, scale) {
  if (!SUIT_PATH[suit]) return svgEl("path", { d: "M0,-9 L2.6,-2.8 L9,-2.8 L3.8,1.2 L5.6,8 L0,4 L-5.6,8 L-3.8,1.2 L-9,-2.8 L-2.6,-2.8 Z", transform: `translate(${x} ${y}) scale(${scale})` });
  if (suit !== "C") return svgEl("path", { d: SUIT_PATH[suit], transform: `translate(${x} ${y}) scale(${scale})` });
  const g = svgEl("g", { transform: `translate(${x} ${y}) scale(${scale})` });
  g.append(svgEl("circle", { cx: 0, cy: -5.2, r: 4.6 }), svgEl("circle", { cx: -5, cy: 1.6, r: 4.6 }),
    svgEl("circle", { cx: 5, cy: 1.6, r: 4.6 }), svgEl("path", { d: "M-1,1 L-2.8,10 L2.8,10 L1,1 Z" }));
  return g;
}

/** The SVG face of a card (face up) or its back: a large index (rank over suit) in the
 * top left corner, legible at a phone's card width and in an overlapping fan, and the
 * suit large in the middle (court cards: in a frame). */
export function cardSvg(text) {
  const svg = svgEl("svg", { viewBox: "0 0 60 84", class: "face", "aria-hidden": "true", focusable: "false" });
  const c = parseCard(text);
  if (!c) {
    svg.append(svgEl("rect", { x: 0.5, y: 0.5, width: 59, height: 83, rx: 5, class: "back-fill" }));
    svg.append(svgEl("rect", { x: 5, y: 5, width: 50, height: 74, rx: 3, class: "back-line" }));
    svg.append(svgEl("path", { d: "M30 14 L46 42 L30 70 L14 42 Z", class: "back-line" }));
    svg.append(svgEl("path", { d: "M30 26 L38 42 L30 58 L22 42 Z", class: "back-line" }));
    return svg;
  }
  svg.append(svgEl("rect", { x: 0.5, y: 0.5, width: 59, height: 83, rx: 5, class: "paper" }));
  const g = svgEl("g", { class: "ink" });
  const joker = !c.suit;
  g.append(svgEl("text", { x: c.rank === "10" ? 3 : 5, y: 22, class: c.rank === "10" ? "rank ten" : "rank" }, joker ? "J" : c.rank));
  g.append(svgEl("text", { x: 6, y: 40, class: "small-suit" }, joker ? "★" : SUIT_SYMBOL[c.suit]));
  if ("JQK".includes(c.rank) && !joker) {
    g.append(svgEl("rect", { x: 24, y: 34, width: 30, height: 44, rx: 3, class: "court" }));
    g.append(svgEl("rect", { x: 27, y: 37, width: 24, height: 38, rx: 2, class: "court inner" }));
    g.append(suitShape(c.suit, 39, 56, 1.05));
  } else {
    g.append(suitShape(c.suit, 38, 60, c.rank === "A" ? 1.9 : 1.45));
  }
  svg.append(g);
  return svg;
}

/**
 * A card element. `text` is a card text, "??" (face down) or null (empty slot).
 * opts.down: a card shown face up in a full view although it lies face down (replays).
 */
export function cardEl(text, opts = {}) {
  const el = document.createElement(opts.tag || "div");
  el.className = "card";
  el.setAttribute("role", "img");
  if (text === null || text === undefined) {
    el.classList.add("empty");
    el.dataset.card = "";
    el.setAttribute("aria-label", "empty place");
    return el;
  }
  el.dataset.card = text;
  const c = parseCard(text);
  if (!c) {
    el.classList.add("back");
    el.setAttribute("aria-label", "face-down card");
    el.append(cardSvg(null));
    return el;
  }
  el.classList.add(c.red ? "red" : "black", `suit-${c.suit || "J"}`);
  if (opts.down) el.classList.add("known-down");
  el.setAttribute("aria-label", c.label + (opts.down ? " (face down)" : ""));
  el.title = c.label;
  el.append(cardSvg(text));
  return el;
}

/** An inline card chip for sentences: "Q♠", read as "queen of spades". */
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
  el.classList.add(c.red ? "red" : "black", `suit-${c.suit || "J"}`);
  el.textContent = c.short;
  el.title = c.label;
  el.setAttribute("aria-label", c.label);
  return el;
}

const TOKEN_RE = /\b(10|[2-9TJQKA])([CDHS])\b|\bJK\b/g;

/** `names` joined for a sentence: "Ann", "Ann and Ben", "Ann, Ben and Cy". */
export function joinNames(list) {
  if (list.length <= 1) return list.join("");
  return `${list.slice(0, -1).join(", ")} and ${list[list.length - 1]}`;
}

/** A sentence with its seat numbers replaced by names ("Seat 1's turn" -> "Rex's turn",
 * "seats 0 and 2" -> "Ann and Cy", "for seats 0, 1" -> "for Ann and Ben"). */
export function nameSeats(text, names) {
  let s = String(text);
  if (!names || !names.length) return s;
  const nm = (n) => names[Number(n)] ?? `Seat ${n}`;
  // a list ends at its "and": in "seats 0 and 2, 17 tricks" the 17 is not a seat
  s = s.replace(/\b[Ss]eats (\d+(?:, \d+)*,? and \d+|\d+(?:, \d+)+)\b/g, (m, list) => joinNames(list.split(/,? and |, /).map(nm)));
  s = s.replace(/\b[Ss]eat (\d+)\b/g, (m, n) => (names[Number(n)] !== undefined ? names[Number(n)] : m));
  return s;
}

/**
 * Text with the card texts in it ("Take the QS") turned into card chips, and seat
 * numbers replaced by the seats' names when `names` knows them. Returns a list of nodes.
 */
export function richText(text, names = null) {
  const out = [];
  const s = nameSeats(text, names);
  let last = 0;
  for (const m of s.matchAll(TOKEN_RE)) {
    if (m.index > last) out.push(document.createTextNode(s.slice(last, m.index)));
    out.push(cardChip(m[0]));
    last = m.index + m[0].length;
  }
  if (last < s.length) out.push(document.createTextNode(s.slice(last)));
  return out;
}

/** The same, as plain text with card faces ("Take the Q♠"): for titles and aria labels. */
export function plainText(text, names = null) {
  return nameSeats(text, names).replace(TOKEN_RE, (m) => cardShort(m));
}
