// Short card movements (deal, draw, play, a trick collected), all skippable: any key
// or click finishes them at once, the Animations setting (and the system's reduced
// motion) turns them off. Cards are followed by their face: a card seen before the
// redraw glides from where it was; a new card on the table comes in from its player's
// side.

const MS = 220;

const off = () => document.body.classList.contains("no-motion");

/** Movements started here and not yet over: a redraw may detach their cards, and
 * document.getAnimations() no longer lists those, yet they would still run. */
const live = new Set();

function track(run) {
  live.add(run);
  run.finished.catch(() => {}).finally(() => live.delete(run));
  return run;
}

/** Where each face-up card is on screen now: card text (and its copy number) -> rect. */
export function snapshot(root) {
  const out = new Map();
  if (!root || off()) return out;
  const seen = {};
  for (const e of root.querySelectorAll(".card[data-card]")) {
    const c = e.dataset.card;
    if (!c || c === "??") continue;
    seen[c] = (seen[c] || 0) + 1;
    out.set(`${c}#${seen[c]}`, e.getBoundingClientRect());
  }
  return out;
}

const FROM = { bottom: [0, 60], top: [0, -60], left: [-60, 0], right: [60, 0] };

/** Animate the cards of `root` from their places in `before` (a snapshot). */
export function animateFrom(before, root) {
  if (!before || !before.size || off() || !root.animate) return;
  const seen = {};
  let fresh = 0;
  for (const e of root.querySelectorAll(".card[data-card]")) {
    const c = e.dataset.card;
    if (!c || c === "??") continue;
    seen[c] = (seen[c] || 0) + 1;
    const was = before.get(`${c}#${seen[c]}`);
    const now = e.getBoundingClientRect();
    if (was) {
      const dx = was.left - now.left;
      const dy = was.top - now.top;
      if (Math.abs(dx) + Math.abs(dy) > 2) {
        track(e.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "none" }],
          { duration: MS, easing: "ease-out" }));
      }
    } else {
      const played = e.closest(".played, .placed");
      const pos = played ? [...played.classList].find((k) => k.startsWith("at-")) : null;
      const [x, y] = FROM[pos ? pos.slice(3) : "top"] || [0, -40];
      track(e.animate([{ transform: `translate(${x}px, ${y}px) scale(0.9)`, opacity: 0 }, { transform: "none", opacity: 1 }],
        { duration: MS, easing: "ease-out", delay: Math.min(fresh, 12) * 25, fill: "backwards" }));
      fresh += 1;
    }
  }
}

/** Collect a trick's cards towards its winner; resolves when done (at once without motion). */
export function collect(area, winner) {
  if (!area || off() || !area.animate) return Promise.resolve();
  const target = (winner || area).getBoundingClientRect();
  const runs = [];
  for (const e of area.querySelectorAll(".played")) {
    const r = e.getBoundingClientRect();
    const dx = target.left - r.left;
    const dy = target.top - r.top;
    runs.push(track(e.animate([{ transform: "none", opacity: 1 }, { transform: `translate(${dx}px, ${dy}px) scale(0.8)`, opacity: 0 }],
      { duration: MS, easing: "ease-in", fill: "forwards" })).finished.catch(() => {}));
  }
  return Promise.all(runs);
}

/** Finish every running animation now (a key or a click skips them). */
export function finishAnimations() {
  const all = new Set(live);
  if (document.getAnimations) for (const a of document.getAnimations()) all.add(a);
  for (const a of all) {
    try { a.finish(); } catch (e) { /* an endless animation (none here) */ }
  }
}
