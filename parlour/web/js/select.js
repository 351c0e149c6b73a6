// Choosing an action by clicking cards or pressing keys, derived only from the legal
// actions' `targets` and `type`: nothing here knows any game.
//
// A selection is a list of targets ({zone, index}). Candidates are the legal actions
// whose targets include every selected target; a click adds a target, and once exactly
// one candidate's targets equal the selection it is the action to send.

export const tkey = (t) => `${t.zone}#${t.index}`;

const targetsOf = (a) => (Array.isArray(a.targets) ? a.targets : []);

/** Legal actions (of `type`, if given) whose targets include every selected target. */
export function candidates(legal, selection, type = null) {
  const keys = selection.map(tkey);
  return legal.filter((a) => (!type || a.type === type)
    && keys.every((k) => targetsOf(a).some((t) => tkey(t) === k)));
}

/** Candidates whose targets are exactly the selection (as a set). */
export function exact(cands, selection) {
  const keys = new Set(selection.map(tkey));
  return cands.filter((a) => {
    const ts = targetsOf(a);
    return ts.length > 0 && ts.length === keys.size && ts.every((t) => keys.has(tkey(t)));
  });
}

/** Keys of the targets a click may add now (plus the selected ones, to unselect). */
export function clickable(legal, selection, type = null) {
  const out = new Set(selection.map(tkey));
  for (const a of candidates(legal, selection, type)) {
    for (const t of targetsOf(a)) out.add(tkey(t));
  }
  return out;
}

/**
 * Click on `target`. Returns {selection, action, choices}: `action` is the single
 * action to send now (selection reset), otherwise `choices` lists the candidate
 * actions worth showing as buttons (several actions on the same cards).
 */
export function pick(legal, selection, target, type = null) {
  const k = tkey(target);
  if (selection.some((s) => tkey(s) === k)) {
    const rest = selection.filter((s) => tkey(s) !== k);
    return { selection: rest, action: null, choices: rest.length ? exact(candidates(legal, rest, type), rest) : [] };
  }
  let sel = [...selection, target];
  let cands = candidates(legal, sel, type);
  if (!cands.length) { // not compatible with what was picked before: start again from it
    sel = [target];
    cands = candidates(legal, sel, type);
    if (!cands.length) return { selection, action: null, choices: [] };
  }
  const ex = exact(cands, sel);
  if (ex.length === 1 && cands.length === 1) return { selection: [], action: ex[0], choices: [] };
  return { selection: sel, action: null, choices: ex.length || cands.length <= 6 ? cands : [] };
}

/**
 * One keyboard letter per action type: the first letter of the type not already taken
 * (digits, space and Enter are kept for slots and confirming). `known` holds the keys
 * given earlier, which never change, so a type keeps its key for the whole game.
 */
export function shortcuts(types, known = {}) {
  const out = { ...known };
  const taken = new Set(Object.values(out));
  for (const type of [...new Set(types)].sort()) {
    if (out[type]) continue;
    const letters = type.toLowerCase().match(/[a-z]/g) || [];
    const key = [...letters, ..."abcdefghijklmnopqrstuvwxyz"].find((ch) => !taken.has(ch));
    if (key) { taken.add(key); out[type] = key; }
  }
  return out;
}

/**
 * The target a digit key means: slot `n` (the index, as slots are numbered on screen)
 * among the clickable targets,
 * preferring zones of `me`, then shared zones, then other seats' zones.
 */
export function targetForDigit(legal, selection, n, zones, me, type = null) {
  const can = clickable(legal, selection, type);
  const owner = new Map((zones || []).map((z) => [z.id, z.owner]));
  const rank = (zid) => {
    const o = owner.get(zid);
    return o === me && me !== null && me !== undefined ? 0 : (o === null || o === undefined ? 1 : 2);
  };
  const found = [];
  for (const a of candidates(legal, selection, type)) {
    for (const t of targetsOf(a)) {
      if (t.index === n && can.has(tkey(t)) && !selection.some((s) => tkey(s) === tkey(t))) found.push(t);
    }
  }
  found.sort((x, y) => rank(x.zone) - rank(y.zone));
  return found[0] || null;
}

/** The action Enter (or a lone type key) confirms, if exactly one fits; else null. */
export function confirmable(legal, selection, type = null) {
  const cands = candidates(legal, selection, type);
  if (selection.length) {
    const ex = exact(cands, selection);
    if (ex.length === 1) return ex[0];
  }
  if (cands.length === 1 && (selection.length || targetsOf(cands[0]).length === 0 || type)) {
    const ts = targetsOf(cands[0]);
    if (ts.length === selection.length || !ts.length) return cands[0];
  }
  return null;
}

/** The action the space bar takes: the only untargeted action, if there is one. */
export function spaceAction(legal) {
  const free = legal.filter((a) => targetsOf(a).length === 0);
  if (legal.length === 1) return legal[0];
  return free.length === 1 ? free[0] : null;
}

/**
 * The legal actions cards may choose, given the game's declared controls: not moves
 * offered elsewhere (menu, bidding box, slider, betting, claims), and not the moves a gate
 * leads to (a power card's targets) until the gate is open (`gate`: {types}), when only
 * those are.
 */
export function cardChoices(legal, controls, gate = null) {
  if (gate) return legal.filter((a) => gate.types.includes(a.type));
  const ctl = (t) => (controls || []).find((c) => c.action === t);
  const behind = new Set();
  for (const a of legal) {
    const c = ctl(a.type);
    if (c && (c.leads_to || []).some((t) => legal.some((b) => b.type === t))) c.leads_to.forEach((t) => behind.add(t));
  }
  return legal.filter((a) => {
    const c = ctl(a.type);
    return !(c && ["menu", "bid", "range", "bet", "claim", "text"].includes(c.kind)) && !behind.has(a.type);
  });
}

/** The gate an action chosen by a click opens, if its control leads to moves that are
 * legal now ({types, action}), else null: the click then shows those moves' targets. */
export function gateOf(action, legal, controls) {
  const c = (controls || []).find((k) => k.action === action.type);
  const types = c && c.leads_to ? c.leads_to.filter((t) => legal.some((a) => a.type === t)) : [];
  return types.length ? { types, action } : null;
}
