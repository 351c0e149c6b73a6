"""WebSocket messages (see ``docs/protocol.md``): client messages validated by pydantic
models that refuse unknown fields, limits on size and rate, and the server's replies."""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, TypeAdapter, ValidationError

MAX_MESSAGE = 16 * 1024
"""Largest client message accepted (bytes of its text)."""
BURST = 20
RATE = 10.0
"""Token bucket per connection: BURST messages at once, RATE per second sustained."""

ClientId = StrictStr | StrictInt


class _Msg(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Act(_Msg):
    type: Literal["act"]
    id: Annotated[str, Field(min_length=1, max_length=64)] | StrictInt
    action: dict[str, Any]


class Resume(_Msg):
    type: Literal["resume"]
    last_seq: Annotated[StrictInt, Field(ge=0)]


class NextHand(_Msg):
    type: Literal["next_hand"]
    id: Annotated[str, Field(min_length=1, max_length=64)] | StrictInt | None = None


class Ping(_Msg):
    type: Literal["ping"]


ClientMessage = Annotated[Act | Resume | NextHand | Ping, Field(discriminator="type")]
_adapter: TypeAdapter[Act | Resume | NextHand | Ping] = TypeAdapter(ClientMessage)
TYPES = ("act", "resume", "next_hand", "ping")


class ProtocolError(ValueError):
    """A refused client message; ``id`` is the message's id when it could be read."""

    def __init__(self, reason: str, id: Any = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.id = id


def parse(text: str | bytes) -> Act | Resume | NextHand | Ping:
    """Validate one client message or raise :class:`ProtocolError` naming the problem."""
    if len(text) > MAX_MESSAGE:
        raise ProtocolError(f"message too large ({len(text)} bytes; at most {MAX_MESSAGE})")
    try:
        obj = json.loads(text)
    except (ValueError, UnicodeDecodeError) as e:
        raise ProtocolError(f"malformed JSON: {e}") from None
    if not isinstance(obj, dict):
        raise ProtocolError(f"a message must be a JSON object, not {type(obj).__name__}")
    mid = obj.get("id")
    if not isinstance(mid, str | int) or isinstance(mid, bool) or (isinstance(mid, str) and len(mid) > 64):
        mid = None
    t = obj.get("type")
    if t not in TYPES:
        raise ProtocolError(f"unknown message type {t!r}; expected one of: {', '.join(TYPES)}", mid)
    try:
        return _adapter.validate_python(obj)
    except ValidationError as e:
        raise ProtocolError(_describe(e), mid) from None


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

    def take(self, now_ms: float) -> bool:
        self.tokens = min(self.burst, self.tokens + (now_ms - self.last) * self.rate / 1000.0)
        self.last = now_ms
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False


def dumps(obj: dict[str, Any]) -> str:
    return json.dumps(obj, separators=(",", ":"))


def error(reason: str, id: Any = None) -> dict[str, Any]:
    return {"type": "error", "id": id, "reason": reason}
