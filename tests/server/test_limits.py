"""Budgets: a connection that keeps flooding is closed, budgets per client address, a
bounded queue per connection. Time is the manual clock: no bucket refills unless the
test moves it."""

import pytest
from starlette.testclient import WebSocketDenialResponse
from starlette.websockets import WebSocketDisconnect

from parlour.server import protocol
from tests.server.conftest import new_table, running, ws_url

TOO_MANY = protocol.error("too many messages: slow down")


def ping(ws):
    ws.send_json({"type": "ping"})
    return ws.receive_json()


def refused(client, n):
    """Wait until the service has dropped ``n`` messages over budget in all (a refused
    message is answered only once per run, so there is nothing else to wait for)."""
    for _ in range(1000):
        if client.get("/api/metrics").json()["messages_refused"] >= n:
            return
    raise AssertionError(f"fewer than {n} messages refused")


def test_a_connection_that_keeps_exceeding_its_budget_is_closed_with_a_reason(db_url, clock):
    with running(db_url, clock, rate=1.0, burst=3) as client:
        t = new_table(client, options={"turn_ms": 0})
        with client.websocket_connect(ws_url(t, None)) as ws:
            ws.receive_json()
            assert [ping(ws) for _ in range(3)] == [{"type": "pong"}] * 3
            for _ in range(protocol.STRIKES + 1):
                ws.send_json({"type": "ping"})
            # told once to slow down (each answer costs the server too), then closed
            assert ws.receive_json() == TOO_MANY
            with pytest.raises(WebSocketDisconnect) as e:
                ws.receive_json()
            assert e.value.code == protocol.CLOSE_FLOOD == 1008 and e.value.reason == protocol.FLOOD_REASON
        assert client.get("/api/metrics").json()["floods_closed"] == 1
        clock.advance(60_000)  # the address waits out its penalty, then may come back
        with client.websocket_connect(ws_url(t, None)) as other:
            other.receive_json()
            assert ping(other) == {"type": "pong"}


def test_strikes_are_forgiven_with_time(db_url, clock):
    with running(db_url, clock, rate=1.0, burst=1) as client:
        t = new_table(client, options={"turn_ms": 0})
        with client.websocket_connect(ws_url(t, None)) as ws:
            ws.receive_json()
            for n in range(1, 6):
                assert ping(ws) == {"type": "pong"}
                for _ in range(protocol.STRIKES - 1):
                    ws.send_json({"type": "ping"})
                assert ws.receive_json() == TOO_MANY  # once per run of refused messages
                refused(client, n * (protocol.STRIKES - 1))
                clock.advance(protocol.STRIKES * 1000 / protocol.STRIKE_RATE)
            assert ping(ws) == {"type": "pong"}  # never closed: it slowed down in time


def test_once_an_address_flooded_its_other_connections_are_closed_when_over_budget(db_url, clock):
    with running(db_url, clock, rate=1.0, burst=1) as client:
        t = new_table(client, options={"turn_ms": 0})
        spectator = ws_url(t, None)
        with client.websocket_connect(spectator) as calm, client.websocket_connect(spectator) as loud:
            calm.receive_json(), loud.receive_json()
            assert ping(calm) == {"type": "pong"}
            for _ in range(1 + protocol.STRIKES + 1):  # one answered, then strikes, then out
                loud.send_json({"type": "ping"})
            with pytest.raises(WebSocketDisconnect):
                while True:
                    loud.receive_json()
            calm.send_json({"type": "ping"})  # over its own budget: no strikes left to it
            with pytest.raises(WebSocketDisconnect) as e:
                calm.receive_json()
            assert e.value.code == protocol.CLOSE_FLOOD
        assert client.get("/api/metrics").json()["floods_closed"] == 2


def test_an_address_has_one_budget_for_all_its_connections(db_url, clock):
    burst = int(2 * protocol.CONNECT_COST) + 4  # two connections, then four messages
    with running(db_url, clock, address_burst=burst, address_rate=1.0) as client:
        t = new_table(client, options={"turn_ms": 0})
        with client.websocket_connect(ws_url(t, 0)) as a, client.websocket_connect(ws_url(t, 1)) as b:
            a.receive_json(), b.receive_json()
            assert [ping(a) for _ in range(3)] == [{"type": "pong"}] * 3
            assert ping(b) == {"type": "pong"}
            assert ping(b) == TOO_MANY and ping(a) == TOO_MANY
            clock.advance(1000)
            assert ping(b) == {"type": "pong"}


def test_address_buckets_are_bounded():
    buckets = protocol.Buckets(burst=2, rate=1.0, size=3)
    for n in range(10):
        assert buckets.take(f"10.0.0.{n}", now_ms=0.0)
        assert len(buckets.buckets) <= 3
    assert buckets.take("a", 0.0) and buckets.take("a", 0.0) and not buckets.take("a", 0.0)
    buckets.prune(10_000.0)  # refilled: forgotten
    assert buckets.buckets == {}


def test_a_connections_queue_is_bounded_in_bytes(client, monkeypatch):
    import parlour.server.tables as tables_mod

    monkeypatch.setattr(tables_mod, "QUEUE_BYTES", 2000)
    conn = tables_mod.Conn(None)
    for _ in range(100):
        conn.send("x" * 100)
    assert conn.closed and conn.close_code == 1013 and not conn.pending and conn.queued_bytes == 0


def test_connecting_costs_the_address_budget(db_url, clock):
    with running(db_url, clock, address_burst=int(3 * protocol.CONNECT_COST)) as client:
        t = new_table(client, options={"turn_ms": 0})
        for _ in range(3):
            with client.websocket_connect(ws_url(t, None)) as ws:
                assert ws.receive_json()["type"] == "state"
        with pytest.raises(WebSocketDenialResponse) as e:
            client.websocket_connect(ws_url(t, None)).__enter__()
        assert e.value.status_code == 429 and e.value.json() == {"detail": protocol.CONNECT_REASON}
        assert client.get("/api/metrics").json()["connections_refused"] == 1


def test_an_address_that_flooded_waits_before_it_may_connect_again(db_url, clock):
    with running(db_url, clock, burst=1, address_burst=40, address_rate=10.0) as client:
        t = new_table(client, options={"turn_ms": 0})
        with client.websocket_connect(ws_url(t, None)) as ws:
            ws.receive_json()
            for _ in range(1 + protocol.STRIKES + 1):  # one answered, then strikes, then out
                ws.send_json({"type": "ping"})
            with pytest.raises(WebSocketDisconnect):
                while True:
                    ws.receive_json()
        with pytest.raises(WebSocketDenialResponse):
            client.websocket_connect(ws_url(t, None)).__enter__()
        clock.advance(2 * 40 / 10.0 * 1000)  # from -burst back to a connection's cost
        with client.websocket_connect(ws_url(t, None)) as ws:
            assert ws.receive_json()["type"] == "state"
