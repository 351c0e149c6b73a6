// Reading a game's presentation (parlour/engine/present.py, served with /api/games):
// which view fields are shown, where and how; how zones are laid out; which control
// offers each action type. A game that declares none (a test toy) gets a plain one:
// its zones drawn by kind, no fields at all, a button or a card click per action.

import { cardChip, isCardText, joinNames, richText } from "./cards.js";
import { countdownNode } from "./realtime.js";

/** The presentation to use for `view`: the declared one, else a plain one. */
export function presentationFor(declared, view) {
  if (declared && typeof declared === "object" && Array.isArray(declared.fields)) {
    return { seating: { partners: "none" }, controls: [], spots: [], result: { scores: "number", label: "Score", details: [] }, ...declared };
  }
  const layoutOf = { hand: "fan", pile: "pile", grid: "grid", trick: "trick", row: "row" };
  const zones = (view && view.zones ? view.zones : []).map((z) => ({
    zone: z.id, label: String(z.id).replace(/[:_.-]?\d+$/, "").replace(/[_-]+/g, " "),
    layout: layoutOf[z.kind] || "row", place: z.owner === null || z.owner === undefined ? "center" : "seat",
    columns: 0, seats: "", last: "", last_seats: "", winner: "", total: "",
  }));
  const fields = [];
  if (view && Array.isArray(view.scores)) fields.push({ key: "scores", label: "Score", place: "seat", format: "number", unit: "", units: "" });
  return { fields, zones, seating: { partners: "none" }, controls: [], spots: [],
    result: { scores: "number", label: "Score", unit: "", details: [] }, plain: true };
}

/** The value at `path` ("last.result") in `obj`, or undefined. */
export function getPath(obj, path) {
  if (!path) return undefined;
  let v = obj;
  for (const k of String(path).split(".")) {
    if (v === null || v === undefined || typeof v !== "object") return undefined;
    v = v[k];
  }
  return v;
}

/** Whether a zone id matches a declared zone ("hand:{seat}" matches "hand:2"). */
export function zoneMatches(pattern, id) {
  if (!pattern.includes("{seat}")) return pattern === id;
  const re = new RegExp(`^${pattern.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace("\\{seat\\}", "\\d+").replace("{seat}", "\\d+")}$`);
  return re.test(id);
}

/** The declaration of zone `id` (or a plain one). */
export function zoneShow(pres, id) {
  return (pres.zones || []).find((z) => zoneMatches(z.zone, id)) || null;
}

/** The control declared for an action type (or null). */
export function controlOf(pres, type) {
  return (pres.controls || []).find((c) => c.action === type) || null;
}

/** "2 tricks", "1 trick", "95 chips". */
export function plural(n, unit, units) {
  if (!unit) return String(n);
  return `${n} ${Number(n) === 1 ? unit : (units || `${unit}s`)}`;
}

/** A seat's display name: the table's name for it, else "Seat N". */
export function nameOf(seat, names) {
  return (names && names[seat]) || `Seat ${seat}`;
}

/** True when a value is worth showing (not empty). */
export function present(v) {
  return !(v === null || v === undefined || v === "" || (Array.isArray(v) && !v.length));
}

/**
 * A value in the field's format, as DOM nodes: names for seats, card faces for cards,
 * units for counts. `ctx`: {names}.
 */
export function formatValue(field, value, ctx) {
  const names = ctx.names || [];
  const t = (s) => document.createTextNode(s);
  const f = field.format || "text";
  if (value === null || value === undefined) return [t("–")];
  switch (f) {
    case "seat":
      return [t(Number.isInteger(value) ? nameOf(value, names) : String(value))];
    case "seats":
      return [t(joinNames((Array.isArray(value) ? value : [value]).map((s) => nameOf(s, names))))];
    case "card":
      return isCardText(value) ? [cardChip(value)] : richText(String(value), names);
    case "cards": {
      const out = [];
      (Array.isArray(value) ? value : [value]).forEach((c, i) => { if (i) out.push(t(" ")); out.push(isCardText(c) ? cardChip(c) : t(String(c))); });
      return out;
    }
    case "count":
      return [t(plural(value, field.unit, field.units))];
    case "chips":
      return [t(plural(typeof value === "number" ? +value.toFixed(2) : value, field.unit || "chip", field.units))];
    case "yesno":
      return [t(value ? "yes" : "no")];
    case "map":
      if (value && typeof value === "object" && !Array.isArray(value)) {
        const out = [];
        Object.entries(value).forEach(([k, v], i) => {
          if (i) out.push(t(", "));
          out.push(t(`${String(k).replace(/[_-]+/g, " ")} `));
          out.push(...(isCardText(v) ? [cardChip(v)] : richText(String(v), names)));
        });
        return out;
      }
      return richText(String(value), names);
    case "number":
      return [t(String(value))];
    case "countdown":
      return [countdownNode(value)];
    default:
      if (Array.isArray(value)) return richText(value.join(", "), names);
      return richText(String(value), names);
  }
}

/** Text form of formatValue (for aria labels and titles). */
export function formatText(field, value, ctx) {
  const span = document.createElement("span");
  span.append(...formatValue(field, value, ctx));
  return span.textContent;
}
