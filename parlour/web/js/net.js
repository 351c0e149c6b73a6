// The table's WebSocket: JSON messages, reconnect with exponential backoff and jitter,
// resume from the last seen `seq` so the server replays the events we missed.

export function backoff(attempt, base = 250, cap = 5000, rand = Math.random) {
  const d = Math.min(cap, base * 2 ** attempt);
  return Math.round(d * (0.8 + 0.4 * rand()));
}

let counter = 0;
export function newId() {
  counter += 1;
  const r = Math.random().toString(36).slice(2, 8);
  return `c${Date.now().toString(36)}-${counter}-${r}`;
}

export class Connection {
  /**
   * url: ws:// or wss:// address. handlers: onMessage(msg), onStatus(status, info)
   * with status "connecting" | "open" | "closed" | "gone".
   */
  constructor(url, { onMessage, onStatus }) {
    this.url = url;
    this.onMessage = onMessage;
    this.onStatus = onStatus || (() => {});
    this.ws = null;
    this.lastSeq = null;
    this.attempt = 0;
    this.stopped = false;
    this.timer = null;
    this.pinger = null;
  }

  connect() {
    if (this.stopped) return;
    this.onStatus("connecting", { attempt: this.attempt });
    let ws;
    try {
      ws = new WebSocket(this.url);
    } catch (e) {
      this.retry();
      return;
    }
    this.ws = ws;
    ws.onopen = () => {
      this.onStatus("open", {});
      if (this.lastSeq !== null) this.send({ type: "resume", last_seq: this.lastSeq });
      clearInterval(this.pinger);
      this.pinger = setInterval(() => this.send({ type: "ping" }), 20000);
    };
    ws.onmessage = (e) => {
      let msg;
      try { msg = JSON.parse(e.data); } catch (err) { return; }
      if (!msg || typeof msg !== "object") return;
      this.attempt = 0;
      if (typeof msg.seq === "number" && msg.type === "state") this.lastSeq = msg.seq;
      this.onMessage(msg);
    };
    ws.onclose = (e) => {
      clearInterval(this.pinger);
      if (this.ws !== ws) return;
      this.ws = null;
      // 4xxx: the server refused us for good (bad token, unknown table)
      if (e.code >= 4000 && e.code < 4500) {
        this.stopped = true;
        this.onStatus("gone", { code: e.code, reason: e.reason });
        return;
      }
      this.retry();
    };
    ws.onerror = () => {};
  }

  retry() {
    if (this.stopped) return;
    const delay = backoff(this.attempt);
    this.attempt = Math.min(this.attempt + 1, 8);
    this.onStatus("closed", { delay });
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.connect(), delay);
  }

  send(obj) {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(obj));
    return true;
  }

  /** Send an action; returns its id (or null when not connected). */
  act(action) {
    const id = newId();
    const clean = { ...action };
    delete clean.label;
    delete clean.targets;
    return this.send({ type: "act", id, action: clean }) ? id : null;
  }

  close() {
    this.stopped = true;
    clearTimeout(this.timer);
    clearInterval(this.pinger);
    if (this.ws) this.ws.close();
  }
}
