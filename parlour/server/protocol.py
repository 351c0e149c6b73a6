"""WebSocket messages (see ``docs/protocol.md``): client messages validated by pydantic
models that refuse unknown fields, limits on size and rate, and the server's replies."""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal, cast

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, TypeAdapter, ValidationError

MAX_MESSAGE = 16 * 1024
"""Largest client message accepted (bytes of its text)."""
BURST = 20
RATE = 10.0
"""Token bucket per connection: BURST messages at once, RATE per second sustained."""
STRIKES = 20
STRIKE_RATE = 1.0
"""Messages over budget a connection may send (STRIKES at once, forgiven at STRIKE_RATE
per second) before it is closed with :data:`CLOSE_FLOOD`."""
ADDRESS_BURST = 200
ADDRESS_RATE = 100.0
"""Token bucket per client address, shared by all its connections."""
CONNECT_COST = 4.0
"""Opening a connection costs its address this many messages of its budget."""
CLOSE_FLOOD = 1008
"""Close code (policy violation) of a connection that kept exceeding its budget."""
FLOOD_REASON = "too many messages: this connection kept exceeding its budget"
CONNECT_REASON = "too many connections from your address: try again later"

MAX_NUMERIC_ID = 10**18 - 1
"""Largest whole-number action id (its text fits the stored column)."""
NumericId = Annotated[StrictInt, Field(ge=-MAX_NUMERIC_ID, le=MAX_NUMERIC_ID)]
ClientId = StrictStr | NumericId


class _Msg(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Act(_Msg):
    type: Literal["act"]
    id: Annotated[str, Field(min_length=1, max_length=64)] | NumericId
    action: dict[str, Any]


class Resume(_Msg):
    type: Literal["resume"]
    last_seq: Annotated[StrictInt, Field(ge=0)]


class NextHand(_Msg):
    type: Literal["next_hand"]
    id: Annotated[str, Field(min_length=1, max_length=64)] | NumericId | None = None


class Ping(_Msg):
    type: Literal["ping"]


class Entropy(_Msg):
    type: Literal["entropy"]
    value: Annotated[str, Field(min_length=1, max_length=64)]


ClientMessage = Act | Resume | NextHand | Ping | Entropy
"""A message from a client, told apart by its ``type``."""
_BY_TYPE = Field(discriminator="type")
_adapter: TypeAdapter[ClientMessage] = TypeAdapter(
    cast(Any, Annotated[ClientMessage, _BY_TYPE]))  # a special form to mypy, a type to pydantic
TYPES = ("act", "resume", "next_hand", "ping", "entropy")


class ProtocolError(ValueError):
    """A refused client message; ``id`` is the message's id when it could be read."""

    def __init__(self, reason: str, id: Any = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.id = id


def parse(text: str | bytes) -> Act | Resume | NextHand | Ping | Entropy:
    """Validate one client message or raise :class:`ProtocolError` naming the problem."""
    if len(text) > MAX_MESSAGE:
        raise ProtocolError(f"message too large ({len(text)} bytes; at most {MAX_MESSAGE})")
    obj = load_json(text)
    if not isinstance(obj, dict):
        raise ProtocolError(f"a message must be a JSON object, not {type(obj).__name__}")
    mid = obj.get("id")
    if not isinstance(mid, str | int) or isinstance(mid, bool) or (isinstance(mid, str) and len(mid) > 64) \
            or (isinstance(mid, int) and abs(mid) > MAX_NUMERIC_ID):
        mid = None
    t = obj.get("type")
    if t not in TYPES:
        raise ProtocolError(f"unknown message type {t!r}; expected one of: {', '.join(TYPES)}", mid)
    try:
        return _adapter.validate_python(obj)
    except ValidationError as e:
        raise ProtocolError(_describe(e), mid) from None


MAX_DEPTH = 16
"""Deepest nesting of arrays and objects accepted in a message or a request body."""


def load_json(text: str | bytes, max_depth: int = MAX_DEPTH) -> Any:
    """Parse JSON from a client, or raise :class:`ProtocolError` naming the problem:
    malformed, nested deeper than ``max_depth``, or text that is not valid Unicode (a
    lone surrogate such as ``"\\ud800"``, which nothing could store or send back)."""
    try:
        obj = json.loads(text)
    except RecursionError:
        raise ProtocolError(f"JSON nested too deeply (at most {max_depth} levels)") from None
    except (ValueError, UnicodeDecodeError) as e:
        raise ProtocolError(f"malformed JSON: {e}") from None
    problem = odd_json(obj, max_depth)
    if problem:
        raise ProtocolError(problem)
    return obj


def odd_json(obj: Any, max_depth: int = MAX_DEPTH) -> str | None:
    """What a client cannot send in parsed JSON (too deep, a string that is not valid
    Unicode), or None. Iterative, so any depth is safe to check."""
    stack: list[tuple[Any, int]] = [(obj, 1)]
    while stack:
        o, d = stack.pop()
        if isinstance(o, str):
            if not _valid_text(o):
                return "text must be valid Unicode (a lone surrogate such as \\ud800 is not)"
            continue
        if isinstance(o, dict | list):
            if d > max_depth:
                return f"JSON nested too deeply (at most {max_depth} levels)"
            items = list(o.items()) if isinstance(o, dict) else [(None, v) for v in o]
            for k, v in items:
                if k is not None:
                    stack.append((k, d + 1))
                stack.append((v, d + 1))
    return None


def _valid_text(s: str) -> bool:
    try:
        s.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _describe(e: ValidationError) -> str:
    parts = []
    for err in e.errors():
        loc = str(err["loc"][1]) if len(err["loc"]) > 1 else "message"
        if err["type"] == "extra_forbidden":
            parts.append(f"unknown field {loc!r}")
        elif err["type"] == "missing":
            parts.append(f"missing field {loc!r}")
        else:
            parts.append(f"field {loc!r}: {err['msg']}")
    return "; ".join(dict.fromkeys(parts))


class TokenBucket:
    """Rate limit: ``burst`` tokens, refilled at ``rate`` per second (times in ms)."""

    __slots__ = ("burst", "rate", "tokens", "last")

    def __init__(self, now_ms: float, burst: int = BURST, rate: float = RATE) -> None:
        self.burst = burst
        self.rate = rate
        self.tokens = float(burst)
        self.last = now_ms

    def take(self, now_ms: float, n: float = 1.0) -> bool:
        self.tokens = min(self.burst, self.tokens + (now_ms - self.last) * self.rate / 1000.0)
        self.last = now_ms
        if self.tokens >= n:
            self.tokens -= n
            return True
        return False


class Buckets:
    """Token buckets by key (a client address), at most ``size`` of them: when full, the
    buckets that have refilled completely are forgotten (they hold nothing a new one
    would not)."""

    def __init__(self, burst: int, rate: float, size: int = 10_000) -> None:
        self.burst = burst
        self.rate = rate
        self.size = size
        self.buckets: dict[str, TokenBucket] = {}

    def take(self, key: str, now_ms: float, n: float = 1.0) -> bool:
        b = self.buckets.get(key)
        if b is None:
            if len(self.buckets) >= self.size:
                self.prune(now_ms)
            b = self.buckets[key] = TokenBucket(now_ms, self.burst, self.rate)
        return b.take(now_ms, n)

    def allows(self, key: str, now_ms: float, n: float = 1.0) -> bool:
        """Whether :meth:`take` would give ``n`` tokens now (nothing is taken)."""
        b = self.buckets.get(key)
        return b is None or min(b.burst, b.tokens + (now_ms - b.last) * b.rate / 1000.0) >= n

    def penalize(self, key: str, now_ms: float) -> None:
        """Empty ``key``'s bucket and then some: it waits ``burst / rate`` seconds before
        it may connect or send again (an address one of whose connections flooded)."""
        self.take(key, now_ms, 0.0)
        self.buckets[key].tokens = -float(self.burst)

    def penalized(self, key: str, now_ms: float) -> bool:
        """Whether ``key`` is serving a penalty (:meth:`penalize`): its bucket is still
        below zero."""
        b = self.buckets.get(key)
        return b is not None and b.tokens + (now_ms - b.last) * b.rate / 1000.0 < 0

    def prune(self, now_ms: float) -> None:
        for key, b in list(self.buckets.items()):
            if b.tokens + (now_ms - b.last) * b.rate / 1000.0 >= b.burst:
                del self.buckets[key]
        while len(self.buckets) >= self.size:  # everyone is busy: forget the oldest
            del self.buckets[next(iter(self.buckets))]


class Budget:
    """One connection's message budget: its own bucket, its address's bucket (shared
    with the address's other connections) and its strikes. :meth:`take` says whether a
    message may be handled; :attr:`exhausted` turns true once the connection has gone
    over budget too often, or at all while its address is penalized (another of its
    connections flooded), and must be closed; :attr:`warn` says whether to tell the
    client to slow down (once per run of refused messages: each answer costs too)."""

    __slots__ = ("own", "address", "key", "strikes", "exhausted", "warn")

    def __init__(self, now_ms: float, address: Buckets, key: str, burst: int = BURST,
                 rate: float = RATE) -> None:
        self.own = TokenBucket(now_ms, burst, rate)
        self.address = address
        self.key = key
        self.strikes = TokenBucket(now_ms, STRIKES, STRIKE_RATE)
        self.exhausted = False
        self.warn = True

    def take(self, now_ms: float) -> bool:
        if self.own.take(now_ms) and self.address.take(self.key, now_ms):
            self.warn = True
            return True
        if not self.strikes.take(now_ms) or self.address.penalized(self.key, now_ms):
            self.exhausted = True
        return False

    def warned(self) -> bool:
        """Whether the client was already told to slow down in this run of refused
        messages (and note that it now is)."""
        told, self.warn = not self.warn, False
        return told


def dumps(obj: dict[str, Any]) -> str:
    return json.dumps(obj, separators=(",", ":"))


def error(reason: str, id: Any = None) -> dict[str, Any]:
    return {"type": "error", "id": id, "reason": reason}
