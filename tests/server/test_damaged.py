"""Issue #11 point 6: one damaged row never takes the service down. A table whose row or
steps cannot be read is set aside, named in the log and in /api/metrics; every other
table serves."""

import logging

import sqlalchemy as sa

from tests.server.conftest import new_table, running, ws_url
from tests.server.test_persistence import drain_step, play_to_end


def damage(db_url, sql, **params):
    engine = sa.create_engine(db_url)
    with engine.begin() as conn:
        conn.execute(sa.text(sql), params)
    engine.dispose()


def test_damaged_tables_are_set_aside_and_the_others_serve(db_url, clock, caplog):
    with running(db_url, clock) as c1:
        good, bad_steps, bad_row = new_table(c1), new_table(c1), new_table(c1)
        done, bad_result = new_table(c1), new_table(c1)
        for t in (good, bad_steps, bad_row):
            with c1.websocket_connect(ws_url(t, 0)) as ws:
                ws.receive_json()
                ws.send_json({"type": "act", "id": 1, "action": {"type": "play", "index": 0}})
                drain_step(ws)
        play_to_end(c1, done)
        play_to_end(c1, bad_result)
    damage(db_url, "UPDATE steps SET entry = '{not json' WHERE table_id = :t", t=bad_steps["table"])
    damage(db_url, "UPDATE tables SET seats = '[{oops' WHERE id = :t", t=bad_row["table"])
    damage(db_url, "UPDATE tables SET result = '{\"scores\": [' WHERE id = :t", t=bad_result["table"])
    with caplog.at_level(logging.ERROR, logger="parlour.server"), running(db_url, clock) as c2:
        listing = c2.get("/api/tables")
        assert listing.status_code == 200
        assert [s["table"] for s in listing.json()["open"]] == [good["table"]]
        assert [s["table"] for s in listing.json()["finished"]] == [done["table"]]
        with c2.websocket_connect(ws_url(good, 1)) as ws:
            assert ws.receive_json()["seq"] == 1
            ws.send_json({"type": "act", "id": 2, "action": {"type": "play", "index": 0}})
            assert ws.receive_json() == {"type": "ack", "id": 2, "seq": 2}
        for t in (bad_steps, bad_row, bad_result):
            r = c2.get(f"/api/tables/{t['table']}")
            assert r.status_code == 404 and "damaged" in r.json()["detail"], r.text
        assert c2.get(f"/api/tables/{bad_result['table']}/record").status_code == 404
        with c2.websocket_connect(ws_url(bad_steps, 0)) as ws:
            assert "damaged" in ws.receive_json()["reason"]
        damaged = {d["table"]: d["reason"] for d in c2.get("/api/metrics").json()["damaged_tables"]}
    assert set(damaged) == {bad_steps["table"], bad_row["table"], bad_result["table"]}
    assert "step 1 cannot be read" in damaged[bad_steps["table"]]
    assert "table row cannot be read" in damaged[bad_row["table"]]
    logged = " ".join(r.getMessage() for r in caplog.records)
    for t in (bad_steps, bad_row, bad_result):
        assert f"table {t['table']} is damaged and set aside" in logged
