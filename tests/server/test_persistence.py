"""Persistence: commit before broadcast, restart resumes exactly, records and replays."""

import json

import pytest

import parlour
from parlour.server.storage import Store
from tests.server.conftest import new_table, running, ws_url


def drain_step(ws, n=3):
    return [ws.receive_json() for _ in range(n)]


def test_each_step_is_committed_before_it_is_broadcast(client):
    svc = client.app.state.service
    trace = []
    svc.trace_hook = lambda what, table, seq: trace.append((what, seq))
    t = new_table(client)
    committed_seen = []
    real_append = svc.store.append_step

    def append(table_id, step, finished=None):
        real_append(table_id, step, finished)
        # read back through a separate connection: the row is durable already
        other = Store(svc.store.url)
        committed_seen.append(len(other.steps(table_id)))
        other.close()

    svc.store.append_step = append
    with client.websocket_connect(ws_url(t, 0)) as ws0, client.websocket_connect(ws_url(t, 1)) as ws1:
        ws0.receive_json(), ws1.receive_json()
        ws0.send_json({"type": "act", "id": "a", "action": {"type": "peek"}})
        drain_step(ws0)
        ws0.send_json({"type": "act", "id": "b", "action": {"type": "play", "index": 0}})
        drain_step(ws0)
    assert trace == [("commit", 1), ("broadcast", 1), ("commit", 2), ("broadcast", 2)]
    assert committed_seen == [1, 2]


def test_a_step_the_database_refuses_is_not_applied_nor_sent(client):
    svc = client.app.state.service
    t = new_table(client)
    real_append = svc.store.append_step
    calls = []

    def failing(table_id, step, finished=None):
        calls.append(step.seq)
        if len(calls) == 1:
            raise OSError("disk full")
        real_append(table_id, step, finished)

    svc.store.append_step = failing
    with client.websocket_connect(ws_url(t, 0)) as ws0, client.websocket_connect(ws_url(t, 1)) as ws1:
        before = ws0.receive_json()
        ws1.receive_json()
        ws0.send_json({"type": "act", "id": "a", "action": {"type": "play", "index": 0}})
        err = ws0.receive_json()
        assert err["type"] == "error" and err["id"] == "a" and "could not save" in err["reason"]
        ws0.send_json({"type": "resume", "last_seq": 0})
        assert ws0.receive_json() == {**before, "clock": 0}
        ws1.send_json({"type": "ping"})
        assert ws1.receive_json() == {"type": "pong"}
        ws0.send_json({"type": "act", "id": "a", "action": {"type": "play", "index": 0}})
        assert ws0.receive_json() == {"type": "ack", "id": "a", "seq": 1}


def _views(client, t):
    out = []
    for seat in (0, 1, None):
        with client.websocket_connect(ws_url(t, seat)) as ws:
            st = ws.receive_json()
            st.pop("clock")  # the table clock moved on while the service was down
            out.append(st)
    return out


def test_a_new_app_on_the_same_database_resumes_every_unfinished_table(db_url, clock):
    with running(db_url, clock) as c1:
        a = new_table(c1)
        b = new_table(c1, seed=99, options={"turn_ms": 500})
        with c1.websocket_connect(ws_url(a, 0)) as ws:
            ws.receive_json()
            clock.advance(40)
            ws.send_json({"type": "act", "id": "x1", "action": {"type": "peek"}})
            drain_step(ws)
            clock.advance(60)
            ws.send_json({"type": "act", "id": "x2", "action": {"type": "play", "index": 2}})
            drain_step(ws)
        with c1.websocket_connect(ws_url(b, 0)) as ws:
            ws.receive_json()
            clock.advance(100)
            ws.send_json({"type": "act", "id": "y", "action": {"type": "play", "index": 1}})
            drain_step(ws)
        before = {x["table"]: _views(c1, x) for x in (a, b)}
        records = {x["table"]: c1.app.state.service.tables[x["table"]].game.record() for x in (a, b)}
        c1.app.state.service.store.append_step = None  # no writes after this point ("kill")
    with running(db_url, clock) as c2:
        svc = c2.app.state.service
        assert {s["table"] for s in c2.get("/api/tables").json()["open"]} == {a["table"], b["table"]}
        for x in (a, b):
            assert _views(c2, x) == before[x["table"]]
            assert svc.tables[x["table"]].game.record() == records[x["table"]]
            assert svc.tables[x["table"]].game.record() == parlour.replay(records[x["table"]]).record()
        # a resent id is still remembered after the restart
        with c2.websocket_connect(ws_url(a, 0)) as ws:
            ws.receive_json()
            ws.send_json({"type": "act", "id": "x2", "action": {"type": "play", "index": 2}})
            assert ws.receive_json() == {"type": "ack", "id": "x2", "seq": 2}
        # the table clock continues from the last recorded time; its timers still fire
        with c2.websocket_connect(ws_url(b, 1)) as ws:
            assert ws.receive_json()["view"]["deadline"] == 700  # played at 200 ms
            clock.advance(500)
            ev = ws.receive_json()
            assert ev["events"][0] == {"type": "timeout", "seat": 1}
        assert [s.entry for s in svc.store.steps(b["table"])][-1] == {"advance": 700}


def play_to_end(client, t, players=2, hand_size=3):
    with client.websocket_connect(ws_url(t, 0)) as ws0, client.websocket_connect(ws_url(t, 1)) as ws1:
        socks = [ws0, ws1]
        for ws in socks:
            ws.receive_json()
        n = 0
        for _ in range(hand_size):
            for seat in range(players):
                n += 1
                socks[seat].send_json({"type": "act", "id": n, "action": {"type": "play", "index": 0}})
                msgs = drain_step(socks[seat])
                drain_step(socks[1 - seat], 2)
        return msgs[-1]


def test_finished_game_record_export_import_and_replay(client):
    t = new_table(client)
    tid = t["table"]
    r = client.get(f"/api/tables/{tid}/record")
    assert r.status_code == 409 and "still being played" in r.json()["detail"]
    assert client.get(f"/api/tables/{tid}/replay?step=0").status_code == 409
    final = play_to_end(client, t)
    assert final["view"]["over"] and final["view"]["result"]["reason"] == "highest total"
    listing = client.get("/api/tables").json()
    assert listing["open"] == [] and [s["table"] for s in listing["finished"]] == [tid]
    fin = listing["finished"][0]
    assert fin["status"] == "finished" and fin["replay_url"] == f"/replay/{tid}" and fin["result"]
    record = client.get(f"/api/tables/{tid}/record").json()
    assert [s["name"] for s in record["table"]["seats"]] == ["Ann", "Bob"]
    assert "token" not in json.dumps(record["table"])
    game = parlour.replay(record)
    assert game.is_over() and game.view(1) == final["view"] and len(record["actions"]) == 6
    # step-by-step replay with full views
    r0 = client.get(f"/api/tables/{tid}/replay?step=0").json()
    assert r0["steps"] == 6 and r0["entry"] is None and r0["view"]["full"]
    assert "??" not in json.dumps(r0["view"]["zones"])
    fresh = parlour.new_game("stoy", 2, seed=7)
    assert r0["view"] == fresh.full_view()
    r3 = client.get(f"/api/tables/{tid}/replay?step=3").json()
    for e in record["actions"][:3]:
        fresh.apply(e["seat"], e["action"], at=e["at"])
    assert r3["view"] == fresh.full_view() and r3["entry"] == record["actions"][2]
    assert r3["label"] == "play (index 0)" and r3["events"][0]["type"] == "played"
    assert client.get(f"/api/tables/{tid}/replay?step=7").status_code == 400
    # import the exported record: a new finished, replayable table
    r = client.post("/api/records", json=record)
    assert r.status_code == 201
    new = r.json()["table"]
    assert new != tid and r.json()["replay_url"] == f"/replay/{new}"
    s = client.get(f"/api/tables/{new}").json()
    assert s["imported"] and s["status"] == "finished" and s["result"] == fin["result"]
    assert [x["name"] for x in s["seats"]] == ["Ann", "Bob"]
    again = client.get(f"/api/tables/{new}/record").json()
    assert again["actions"] == record["actions"] and again["seed"] == 7
    assert client.get(f"/api/tables/{new}/replay?step=3").json()["view"] == r3["view"]


@pytest.mark.parametrize("body, reason", [
    ("[]", "JSON object"),
    ("{oops", "malformed JSON"),
    ('{"game": "stoy", "players": 2, "seed": 1, "actions": [{"seat": 1, "action": {"type": "peek"}}]}',
     "record entry 0"),
    ('{"game": "nosuch", "players": 2, "seed": 1, "actions": []}', "unknown game"),
    ('{"game": "stoy", "players": 2}', "no 'seed'"),
])
def test_import_refuses_bad_records(client, body, reason):
    r = client.post("/api/records", content=body, headers={"content-type": "application/json"})
    assert r.status_code == 400 and reason in r.json()["detail"], r.text


def test_finished_table_websocket_shows_the_final_state_after_restart(db_url, clock):
    with running(db_url, clock) as c1:
        t = new_table(c1)
        final = play_to_end(c1, t)
    with running(db_url, clock) as c2:
        assert c2.get("/api/tables").json()["open"] == []
        with c2.websocket_connect(ws_url(t, 1)) as ws:
            st = ws.receive_json()
            assert st["view"] == final["view"] and st["legal"] == []
            ws.send_json({"type": "act", "id": "late", "action": {"type": "peek"}})
            assert ws.receive_json()["reason"] == "the game is over"


def test_a_table_whose_record_no_longer_applies_is_skipped_at_start(db_url, clock):
    import sqlalchemy as sa

    with running(db_url, clock) as c1:
        good, bad = new_table(c1), new_table(c1)
        for t in (good, bad):
            with c1.websocket_connect(ws_url(t, 0)) as ws:
                ws.receive_json()
                ws.send_json({"type": "act", "id": 1, "action": {"type": "play", "index": 0}})
                drain_step(ws)
    engine = sa.create_engine(db_url)
    with engine.begin() as conn:  # damage one record: seat 0 cannot act at step 1 twice
        conn.execute(sa.text("INSERT INTO steps (table_id, seq, entry) VALUES (:t, 2, :e)"),
                     {"t": bad["table"], "e": '{"seat": 0, "action": {"type": "peek"}, "at": 0}'})
    engine.dispose()
    with running(db_url, clock) as c2:
        assert [s["table"] for s in c2.get("/api/tables").json()["open"]] == [good["table"]]
        with c2.websocket_connect(ws_url(bad, 0)) as ws:
            assert "cannot be rebuilt" in ws.receive_json()["reason"]


def test_oversize_request_bodies_are_refused(client):
    big = b'{"game": "stoy", "pad": "' + b"x" * (6 * 1024 * 1024) + b'"}'
    r = client.post("/api/records", content=big, headers={"content-type": "application/json"})
    assert r.status_code == 413 and "at most" in r.json()["detail"]

    def chunks():
        for _ in range(7):
            yield b"x" * (1024 * 1024)

    r = client.post("/api/records", content=chunks(), headers={"content-type": "application/json"})
    assert r.status_code == 413
    assert client.post("/api/tables", json={"game": "stoy"}).status_code == 201


def test_replay_labels_each_step_before_it_is_applied_for_its_actor(client):
    from parlour.bots import make_bot
    from parlour.runners.local import run_game

    game = parlour.new_game("cactus", 2, seed=11)
    run_game(game, [make_bot("heuristic", "cactus", s, seed=s) for s in range(2)])
    record = game.record()
    tid = client.post("/api/records", json=record).json()["table"]
    fresh = parlour.new_game("cactus", 2, seed=11)
    swaps = 0
    for k, e in enumerate(record["actions"], start=1):
        got = client.get(f"/api/tables/{tid}/replay?step={k}").json()
        if "advance" in e:
            assert got["label"] is None
            fresh.advance(e["advance"])
            continue
        action = parlour.Action.from_json(fresh, e["action"])
        want = fresh.label(action, e["seat"])
        assert got["label"] == want, k
        assert "None" not in got["label"]
        if e["action"]["type"] == "swap":
            swaps += 1
            assert got["label"].startswith("Swap the ") and "drawn card" not in got["label"]
        fresh.apply(e["seat"], action, at=e.get("at"))
        assert got["view"] == fresh.full_view()
        if k > 12:
            break
    assert swaps
