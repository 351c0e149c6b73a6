"""The WebSocket protocol the server runs: uvicorn's, with the reading paced.

uvicorn's protocol parses every frame of whatever the socket gave it at once (up to
256 KiB: some 12,000 small messages, 60 ms or more of parsing in one go) and, after the
app has closed a connection, everything the client still sends. A client that floods
could so hold the event loop, and every table with it, for seconds. Here:

- at most :data:`SLICE` bytes are parsed at a time, and more only when the app has read
  every message parsed so far (the socket is not read meanwhile, so what a client sends
  ahead waits in its own buffers, not in the server's memory);
- an address out of budget (:data:`ADMIT` says so) is refused (429) before the app is
  called, after :data:`REFUSE_DELAY`, so that a storm of reconnections costs little;
- a connection refused before its handshake (an HTTP answer such as 429) is not logged
  as an error (uvicorn's protocol did, one line per refusal: a flood of refusals filled
  the log and, written to a pipe nobody read, stopped the server);
- once the server has sent its close frame, at most :data:`CLOSE_PARSE` more bytes are
  parsed (room for the client's reply to the close); the rest is dropped unread, and the
  socket is shut after :data:`CLOSE_TIMEOUT` seconds if the client has not closed it.

:func:`ws_protocol` gives the class to hand uvicorn (its own default when this uvicorn
has no sans-I/O protocol to build on).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from http import HTTPStatus
from typing import Any, ClassVar

from parlour.server.protocol import CONNECT_REASON

ADMIT = "parlour.admit"
"""Key, in the app's lifespan state, of a function ``(client address) -> bool``: False
refuses a WebSocket (429) before the app is called (an address over its budget, say)."""
REFUSE_DELAY = 1.0
"""Seconds a refused connection waits for its answer: a client that reconnects at once,
again and again, is slowed to one attempt a second per connection."""
MAX_HELD = 256
"""Refused connections waiting at once at most; past that they are answered at once."""
SLICE = 512
"""Bytes parsed at a time (compressed, some sixty small messages: about a millisecond)."""
SLICES = 4
"""Slices parsed in one go at most when they give the app nothing to read."""
CLOSE_PARSE = 512
"""Bytes still parsed after the server's close frame (looking for the client's reply)."""
CLOSE_TIMEOUT = 2.0
"""Seconds the server waits for a client to answer its close frame before shutting the
socket."""

try:
    from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
except ImportError:  # an older uvicorn: its own protocol
    WebSocketsSansIOProtocol = None  # type: ignore[assignment,misc]


def ws_protocol() -> Any:
    """What to pass uvicorn as ``ws``: :class:`PacedWebSocket` when it can be built here,
    else ``"auto"``."""
    return PacedWebSocket if PacedWebSocket is not None else "auto"


if WebSocketsSansIOProtocol is not None:

    class _Paced(WebSocketsSansIOProtocol):
        """uvicorn's sans-I/O WebSocket protocol, parsing at most :data:`SLICE` bytes
        ahead of the app and little after its own close frame (see the module)."""

        held: ClassVar[int] = 0
        """Refused connections waiting for their answer."""

        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self.close_timeout = CLOSE_TIMEOUT
            self.backlog = bytearray()
            """Bytes read from the socket, not yet parsed."""
            self.pump_scheduled = False
            self.parsed_after_close = 0
            self.dropped = 0
            """Bytes dropped unread after the close frame."""

        def handle_connect(self, event: Any) -> None:
            admit: Callable[[str], bool] | None = self.app_state.get(ADMIT)
            if admit is None or self.client is None or admit(self.client[0]):
                super().handle_connect(event)
                return
            self.handshake_initiated = self.handshake_complete = self.close_sent = True
            if not self.read_paused:
                self.read_paused = True
                self.transport.pause_reading()
            if _Paced.held < MAX_HELD:  # it waits for its answer: reconnecting at once is slow
                _Paced.held += 1
                self.loop.call_later(REFUSE_DELAY, self.refuse, True)
            else:
                self.refuse(False)

        def refuse(self, held: bool) -> None:
            """Answer a refused connection 429 (saying why) and close it."""
            if held:
                _Paced.held -= 1
            if self.transport.is_closing():  # the client gave up waiting
                return
            body = json.dumps({"detail": CONNECT_REASON})
            response = self.conn.reject(HTTPStatus.TOO_MANY_REQUESTS, body)
            del response.headers["Content-Type"]
            response.headers["Content-Type"] = "application/json"
            self.conn.send_response(response)
            self.transport.write(b"".join(self.conn.data_to_send()))
            self.transport.close()

        def data_received(self, data: bytes) -> None:
            if not self.handshake_initiated:  # the HTTP request: uvicorn's own handling
                end = data.find(b"\r\n\r\n")
                head, data = (data, b"") if end < 0 else (data[:end + 4], data[end + 4:])
                super().data_received(head)
                if not data or self.transport.is_closing():
                    return
            self.backlog += data
            if len(self.backlog) > SLICE and not self.read_paused:
                self.read_paused = True  # what is not parsed yet waits in the socket
                self.transport.pause_reading()
            if self.queue.empty() or self.close_sent:
                self.pump()

        def pump(self) -> None:
            """Parse slices of the backlog until the app has a message to read (or an
            event: a close, a disconnect) or the backlog is empty; at most
            :data:`SLICES` slices in one go (control frames queue nothing), then again
            on the next turn of the loop."""
            self.pump_scheduled = False
            for _ in range(SLICES):
                if self.close_sent:
                    if self.backlog:
                        self.after_close()
                    return
                if not self.backlog or not self.queue.empty():
                    break
                chunk = bytes(self.backlog[:SLICE])
                del self.backlog[:SLICE]
                super().data_received(chunk)
            if self.backlog and self.queue.empty() and not self.close_sent:
                if not self.pump_scheduled:  # control frames only, so far: more next turn
                    self.pump_scheduled = True
                    self.loop.call_soon(self.pump)
                return
            if not self.backlog and self.queue.empty() and self.read_paused \
                    and not self.transport.is_closing():
                self.read_paused = False
                self.transport.resume_reading()

        def after_close(self) -> None:
            """Past the server's close frame: parse a little (the client's reply), drop
            the rest unread, and keep reading so the client's writes do not block."""
            room = CLOSE_PARSE - self.parsed_after_close
            part = bytes(self.backlog[:max(room, 0)])
            self.dropped += len(self.backlog) - len(part)
            self.backlog.clear()
            if part:
                self.parsed_after_close += len(part)
                super().data_received(part)
            if self.read_paused and not self.transport.is_closing():
                self.read_paused = False
                self.transport.resume_reading()

        async def receive(self) -> Any:
            message = await self.queue.get()
            if self.queue.empty():
                self.pump()  # the app has read everything: parse the next slice
            return message

        async def send(self, message: Any) -> None:
            await super().send(message)
            if message["type"] == "websocket.http.response.body" and not message.get("more_body"):
                # a refusal before the handshake (429) is complete: uvicorn would log an
                # error for each one, and a flood of them fill the log
                self.handshake_complete = True
            if self.close_sent and self.backlog and not self.pump_scheduled:
                self.pump_scheduled = True  # what is left is past our close frame
                self.loop.call_soon(self.pump)

    PacedWebSocket: type[Any] | None = _Paced
else:  # pragma: no cover (older uvicorn)
    PacedWebSocket = None


__all__ = ["ADMIT", "CLOSE_PARSE", "CLOSE_TIMEOUT", "MAX_HELD", "REFUSE_DELAY", "SLICE", "SLICES",
           "PacedWebSocket", "ws_protocol"]
