"""Issue #11 point 7: table creation has a budget per client address, idle tables leave
memory while the service runs, and table lists are paginated."""

import datetime as dt

from tests.server.conftest import new_table, running, ws_url
from tests.server.test_expiry import T0, Wall


def test_an_address_may_create_only_so_many_tables(db_url, clock):
    with running(db_url, clock, create_burst=3, create_rate=0.5) as client:
        for _ in range(3):
            new_table(client)
        r = client.post("/api/tables", json={"game": "stoy"})
        assert r.status_code == 429 and "too many tables" in r.json()["detail"]
        assert len(client.get("/api/tables").json()["open"]) == 3
        clock.advance(2000)  # one more after 2 s
        new_table(client)
        assert client.post("/api/tables", json={"game": "stoy"}).status_code == 429


def test_idle_tables_leave_memory_while_the_service_runs_and_come_back_when_opened(db_url, clock):
    wall = Wall()
    with running(db_url, clock, wall=wall, idle_minutes=30) as client:
        svc = client.app.state.service
        idle, watched, played = new_table(client), new_table(client), new_table(client)
        with client.websocket_connect(ws_url(watched, None)) as spec:
            spec.receive_json()
            wall.now = T0 + dt.timedelta(minutes=20)
            with client.websocket_connect(ws_url(played, 0)) as ws:
                ws.receive_json()
                ws.send_json({"type": "act", "id": 1, "action": {"type": "play", "index": 0}})
                assert ws.receive_json()["type"] == "ack"
            wall.now = T0 + dt.timedelta(minutes=31)
            assert client.portal.call(svc.sweep) == [idle["table"]]
            assert idle["table"] not in svc.tables and {watched["table"], played["table"]} <= set(svc.tables)
            listing = client.get("/api/tables").json()
            assert idle["table"] not in [s["table"] for s in listing["open"]]
            assert client.get(f"/api/tables/{idle['table']}").json()["status"] == "abandoned"
        wall.now = T0 + dt.timedelta(minutes=51)  # 30 minutes after the step
        assert client.portal.call(svc.sweep) == [played["table"]]  # the spectator left at 31
        wall.now = T0 + dt.timedelta(minutes=62)
        assert client.portal.call(svc.sweep) == [watched["table"]]
        assert client.get("/api/metrics").json()["tables_expired"] == 3
        with client.websocket_connect(ws_url(played, 1)) as ws:  # a link brings it back
            st = ws.receive_json()
            assert st["seq"] == 1 and st["legal"]
        assert client.get(f"/api/tables/{played['table']}").json()["status"] == "open"


def test_table_lists_are_paginated(db_url, clock):
    with running(db_url, clock, create_burst=100) as client:
        ids = [new_table(client)["table"] for _ in range(5)]
        first = client.get("/api/tables?limit=2").json()
        assert len(first["open"]) == 2 and first["open_total"] == 5 and first["next_open_offset"] == 2
        pages = [first]
        while pages[-1]["next_open_offset"] is not None:
            pages.append(client.get(f"/api/tables?limit=2&open_offset={pages[-1]['next_open_offset']}").json())
        assert sorted(s["table"] for p in pages for s in p["open"]) == sorted(ids)
        assert [len(p["open"]) for p in pages] == [2, 2, 1]
        assert first["finished"] == [] and first["next_finished_offset"] is None
        assert client.get("/api/tables?limit=501").status_code == 422
