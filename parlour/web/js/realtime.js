// The real-time parts of the table page (issue #15): countdowns that tick down between
// two states of the table, and what a declared control's fixed key sends (Space = slap,
// snap, cover). Nothing here names a game.

/** Milliseconds in words: "2.4 s". */
export function seconds(ms) {
  return `${(Math.max(0, Number(ms) || 0) / 1000).toFixed(1)} s`;
}

/**
 * A `countdown` field's value (ms left when the state was sent) as a node that
 * tickCountdowns keeps counting down: the count of three before a simultaneous flip.
 */
export function countdownNode(ms) {
  const s = document.createElement("span");
  s.className = "countdown";
  s.dataset.ms = String(ms);
  s.textContent = seconds(ms);
  return s;
}

/** Every countdown under `root`, `elapsed` ms after the state it shows arrived. */
export function tickCountdowns(root, elapsed) {
  for (const s of root.querySelectorAll(".countdown[data-ms]")) {
    s.textContent = seconds(Number(s.dataset.ms) - elapsed);
  }
}

/**
 * The action a declared control's fixed key sends, of `acts` (that control's legal
 * actions now): the only one; a claim's first; for a card control (Space = cover one
 * pile of a match) the one aimed at the focused card, else the first. null: none.
 */
export function fixedKeyAction(control, acts, focused) {
  if (!acts.length) return null;
  if (acts.length === 1 || control.kind === "claim") return acts[0];
  if (control.kind !== "card") return null;
  const card = focused && focused.closest ? focused.closest("[data-index]") : null;
  const zone = card && card.closest("[data-zone]");
  if (card && zone) {
    const hit = acts.find((a) => (a.targets || []).some((t) => t.zone === zone.dataset.zone
      && String(t.index) === card.dataset.index));
    if (hit) return hit;
  }
  return acts[0];
}
