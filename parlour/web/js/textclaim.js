// A `text` control (parlour/engine/present.py): a text box for the control's `param`,
// sent with Enter or a Send button as {type, [param]: value}, beside the field named by
// `shows` drawn large (Through the Window: the letter). Its legal values are the answers,
// so the caller never lists them. The box survives redraws (the same element is reused,
// keeping what was typed and the focus) and takes the focus when the action becomes legal.

import { getPath } from "./present.js";

const boxes = new Map(); // action type -> {wrap, input, big, legal, focused}

function make(c, send) {
  const wrap = document.createElement("form");
  wrap.className = "text-control";
  wrap.dataset.action = c.action;
  wrap.style.cssText = "display:flex;align-items:center;gap:.75em;flex-wrap:wrap";
  const big = document.createElement("span");
  big.className = "text-shows";
  big.style.cssText = "font-size:3em;font-weight:bold;line-height:1;min-width:1em;text-align:center";
  const input = document.createElement("input");
  input.type = "text";
  input.name = c.param;
  input.autocomplete = "off";
  input.spellcheck = false;
  input.setAttribute("aria-label", c.label || c.action);
  input.placeholder = `${c.label || c.action}…`;
  input.style.cssText = "font-size:1.3em;padding:.25em .5em";
  const button = document.createElement("button");
  button.type = "submit";
  button.className = "action";
  button.textContent = "Send";
  wrap.append(big, input, button);
  const state = { wrap, input, big, legal: false, focused: false };
  input.addEventListener("focus", () => { state.focused = true; });
  // a redraw detaches the box (no relatedTarget): keep wanting the focus then
  input.addEventListener("blur", (e) => { if (e.relatedTarget) state.focused = false; });
  // no word starts with a space: Space in the empty box goes to the table (Space = reveal)
  input.addEventListener("keydown", (e) => {
    if (e.key !== " " || input.value) return;
    e.preventDefault();
    input.blur();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: " ", code: "Space", bubbles: true }));
  });
  wrap.addEventListener("submit", (e) => {
    e.preventDefault();
    const value = input.value.trim();
    if (!value) return; // sent even when not legal: the server says why ("too late")
    input.value = "";
    state.focused = true;
    send({ type: c.action, [c.param]: value });
  });
  return state;
}

/**
 * The text box of control `c` for `view` (`legal`: whether its action is legal now;
 * `send`: sends an action). Returns the element to place in the action bar.
 */
export function textControl(c, view, legal, send) {
  let state = boxes.get(c.action);
  if (!state) { state = make(c, send); boxes.set(c.action, state); }
  const shown = c.shows ? getPath(view, c.shows) : null;
  state.big.textContent = shown === null || shown === undefined ? "" : String(shown);
  state.big.hidden = !state.big.textContent;
  const fresh = legal && !state.legal;
  state.legal = legal;
  state.wrap.dataset.legal = String(legal);
  if (fresh || (legal && state.focused)) {
    queueMicrotask(() => { if (state.wrap.isConnected) state.input.focus(); });
  }
  return state.wrap;
}
