"""Issue #11 point 10: the smaller faults."""

import subprocess
import sys

import pytest

from tests.server.conftest import new_table, running, ws_url


@pytest.mark.parametrize("cid, ok", [(10**18 - 1, True), (-(10**18) + 1, True), (10**18, False),
                                     (10**80, False), (-(10**30), False)])
def test_numeric_action_ids_have_a_size_limit(client, cid, ok):
    t = new_table(client)
    with client.websocket_connect(ws_url(t, 0)) as ws:
        ws.receive_json()
        ws.send_json({"type": "act", "id": cid, "action": {"type": "peek"}})
        got = ws.receive_json()
        if ok:
            assert got == {"type": "ack", "id": cid, "seq": 1}
        else:
            assert got["type"] == "error" and got["id"] is None and "'id'" in got["reason"], got
            ws.send_json({"type": "ping"})
            assert ws.receive_json() == {"type": "pong"}


def test_resetting_the_metrics_needs_the_token(db_url, clock):
    with running(db_url, clock, metrics_token="s3cret") as client:
        t = new_table(client)
        with client.websocket_connect(ws_url(t, 0)) as ws:
            ws.receive_json()
            ws.send_json({"type": "act", "id": 1, "action": {"type": "peek"}})
            [ws.receive_json() for _ in range(3)]
        r = client.get("/api/metrics?reset=true")
        assert r.status_code == 403 and "metrics token" in r.json()["detail"]
        r = client.get("/api/metrics?reset=true", headers={"authorization": "Bearer wrong"})
        assert r.status_code == 403
        assert client.get("/api/metrics").json()["latency_ms"]["count"] == 1
        r = client.get("/api/metrics?reset=true", headers={"authorization": "Bearer s3cret"})
        assert r.status_code == 200
        assert client.get("/api/metrics").json()["latency_ms"]["count"] == 0
    with running(db_url, clock) as client:  # no token configured: nobody may reset
        assert client.get("/api/metrics?reset=true", headers={"authorization": "Bearer "}).status_code == 403


def test_no_docs_page_loads_scripts_from_elsewhere(client):
    assert client.get("/api/docs").status_code == 404
    assert client.get("/api/openapi.json").json()["info"]["title"] == "Parlour"


@pytest.mark.parametrize("path", ["/api/records", "/api/tables"])
@pytest.mark.parametrize("kind", ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data",
                                  None])
def test_posts_must_be_declared_json(client, path, kind):
    headers = {"content-type": kind} if kind else {}
    r = client.post(path, content=b'{"game": "stoy"}', headers=headers)
    assert r.status_code == 415 and "application/json" in r.json()["detail"]
    assert client.get("/api/tables").json()["open"] == []


def test_serve_says_it_serves_only_once_the_database_is_open(tmp_path):
    env = {"DATABASE_URL": f"sqlite:///{tmp_path}/missing/folder/parlour.sqlite3", "PATH": "/usr/bin:/bin"}
    proc = subprocess.run([sys.executable, "-m", "parlour", "serve", "--port", "0"], env=env,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode != 0
    assert "serving at" not in proc.stdout + proc.stderr
    assert "unable to open database" in proc.stdout + proc.stderr
