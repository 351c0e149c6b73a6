"""Issue #11, faults: a real PostgreSQL server stopped and started again under a running
service (a throwaway server of the test's own, see ``tests/server/pgcluster.py``).

While it is down: an action is refused with a clear message and nothing is
acknowledged; the table still answers (pings); a newcomer is told to come back (1013);
what needs the database over HTTP answers 503 saying so; what does not (the games)
answers as usual. Once it is up again, without a restart: the refused action goes
through, bots and timers go on by themselves, tables can be created, and every
acknowledged action is in the database. Skipped where PostgreSQL cannot be run."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pytest
import sqlalchemy as sa
from starlette.websockets import WebSocketDisconnect

from parlour.server.tables import DATABASE_AWAY, DATABASE_DOWN, STORE_RETRY_MS
from tests.server import pgcluster
from tests.server.conftest import new_table, running, ws_url

pytestmark = pytest.mark.skipif(pgcluster.unavailable() is not None,
                                reason=f"PostgreSQL cannot be run here: {pgcluster.unavailable()}")


def until_state(ws: Any, seq: int) -> list[dict[str, Any]]:
    """The messages up to the state after step ``seq``."""
    got = []
    while True:
        m = ws.receive_json()
        got.append(m)
        if m["type"] == "state" and m["seq"] == seq:
            return got


def poll(ws: Any, done: Callable[[list[dict[str, Any]]], bool], advance: Callable[[], None] = lambda: None,
         seconds: float = 60.0) -> list[dict[str, Any]]:
    """Until ``done(messages received so far)``: ``advance()``, then a ping and its pong
    (collecting what came before it), then a short pause; at most ``seconds``."""
    got: list[dict[str, Any]] = []
    deadline = time.monotonic() + seconds
    while not done(got):
        assert time.monotonic() < deadline, f"not done in {seconds} s: {got}"
        advance()
        ws.send_json({"type": "ping"})
        while (m := ws.receive_json()) != {"type": "pong"}:
            got.append(m)
        time.sleep(0.02)
    return got


def stored(url: str, table: str) -> list[int]:
    engine = sa.create_engine(url)
    try:
        with engine.connect() as conn:
            return list(conn.execute(sa.text("SELECT seq FROM steps WHERE table_id = :t ORDER BY seq"),
                                     {"t": table}).scalars())
    finally:
        engine.dispose()


def test_postgres_stopped_and_started_under_the_service(clock):
    bot_seats = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "random"}]
    with pgcluster.cluster() as pg, running(pg.url, clock) as client:
        service = client.app.state.service
        t = new_table(client, options={"turn_ms": 0})
        b = new_table(client, bot_seats, options={"turn_ms": 0})
        with client.websocket_connect(ws_url(t, 0)) as ws0, client.websocket_connect(ws_url(t, 1)) as ws1, \
                client.websocket_connect(ws_url(b, 0)) as ann:
            ws0.receive_json(), ws1.receive_json(), ann.receive_json()
            ws0.send_json({"type": "act", "id": "a", "action": {"type": "play", "index": 0}})
            assert ws0.receive_json() == {"type": "ack", "id": "a", "seq": 1}
            until_state(ws0, 1), until_state(ws1, 1)
            ann.send_json({"type": "act", "id": "x", "action": {"type": "play", "index": 0}})
            assert ann.receive_json() == {"type": "ack", "id": "x", "seq": 1}
            until_state(ann, 1)  # now the bot's turn; it waits for its reaction delay

            pg.stop()
            ws1.send_json({"type": "act", "id": "b", "action": {"type": "play", "index": 0}})
            assert ws1.receive_json() == {"type": "error", "id": "b", "reason": DATABASE_AWAY}
            ws0.send_json({"type": "ping"})
            assert ws0.receive_json() == {"type": "pong"}  # nothing was broadcast; the table answers
            with client.websocket_connect(ws_url(t, None)) as late:
                with pytest.raises(WebSocketDisconnect) as closed:
                    late.receive_json()
                assert closed.value.code == 1013 and closed.value.reason == DATABASE_DOWN
            for r in (client.get("/api/tables"), client.post("/api/tables", json={"game": "stoy"})):
                assert r.status_code == 503 and r.json() == {"detail": DATABASE_DOWN}
            assert client.get("/api/games").status_code == 200
            clock.advance(60_000)  # the bot's move comes due and cannot be stored
            poll(ann, lambda _: service.tables[b["table"]].stale)
            assert service.tables[b["table"]].seq == 1

            pg.start()  # back, and no restart of the service
            ws1.send_json({"type": "act", "id": "b", "action": {"type": "play", "index": 0}})
            assert ws1.receive_json() == {"type": "ack", "id": "b", "seq": 2}
            assert until_state(ws0, 2)[0]["seq"] == 2
            moved = poll(ann, lambda got: any(m["type"] == "state" and m["seq"] == 2 for m in got),
                         advance=lambda: clock.advance(STORE_RETRY_MS))  # the bot tries again by itself
            assert moved[0] == {"type": "events", "seq": 2, "events": moved[0]["events"]}
            assert client.get("/api/tables").status_code == 200
            assert new_table(client)["table"]
            played = service.tables[b["table"]].seq  # the bot's move, and maybe more since
        assert played >= 2
        assert stored(pg.url, t["table"]) == [1, 2]
        assert stored(pg.url, b["table"]) == list(range(1, played + 1))
