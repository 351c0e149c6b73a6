"""A database that disappears and returns: while it is away the service refuses actions
with a clear message (and answers everything else); when it is back, play goes on
without a restart. The disappearance is simulated in the store (every query fails as a
stopped server's would); ``tests/server/test_postgres.py`` covers a killed connection."""

import sqlalchemy as sa
from starlette.websockets import WebSocketDisconnect

from parlour.server.tables import DATABASE_AWAY
from tests.server.conftest import new_table, ws_url


class Outage:
    """Makes the store's reads and writes fail like a stopped database server."""

    def __init__(self, store, monkeypatch):
        self.down = False
        for name in ("append_step", "steps", "mark_sent", "set_seed", "touch", "create_table"):
            real = getattr(store, name)
            monkeypatch.setattr(store, name, self.guard(real))

    def guard(self, real):
        def call(*a, **kw):
            if self.down:
                raise sa.exc.OperationalError("SELECT 1", {}, Exception("connection refused"))
            return real(*a, **kw)
        return call


def test_actions_are_refused_clearly_while_the_database_is_away_and_play_resumes(client, monkeypatch):
    t = new_table(client, options={"turn_ms": 0})
    outage = Outage(client.app.state.service.store, monkeypatch)
    with client.websocket_connect(ws_url(t, 0)) as ws0, client.websocket_connect(ws_url(t, 1)) as ws1:
        ws0.receive_json(), ws1.receive_json()
        outage.down = True
        ws0.send_json({"type": "act", "id": "a", "action": {"type": "play", "index": 0}})
        assert ws0.receive_json() == {"type": "error", "id": "a", "reason": DATABASE_AWAY}
        ws0.send_json({"type": "act", "id": "a", "action": {"type": "play", "index": 0}})
        assert ws0.receive_json() == {"type": "error", "id": "a", "reason": DATABASE_AWAY}
        ws1.send_json({"type": "ping"})
        assert ws1.receive_json() == {"type": "pong"}  # nothing was broadcast; the table answers
        with client.websocket_connect(ws_url(t, None)) as late:  # a newcomer is told to come back
            try:
                late.receive_json()
                raise AssertionError("expected a close")
            except WebSocketDisconnect as e:
                assert e.code == 1013 and e.reason == "the database is unavailable: try again shortly"
        outage.down = False  # it is back: no restart needed
        ws0.send_json({"type": "act", "id": "a", "action": {"type": "play", "index": 0}})
        assert ws0.receive_json() == {"type": "ack", "id": "a", "seq": 1}
        assert ws1.receive_json()["seq"] == 1
    assert [s.seq for s in client.app.state.service.store.steps(t["table"])] == [1]
