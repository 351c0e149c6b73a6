"""Issue #11 point 8: odd input gets a clear 4xx or an error message on a connection that
stays open (never a dropped socket, never a 500)."""

import json

import pytest

from tests.server.conftest import new_table, ws_url
from tests.server.toygame import Stoy

DEEP_LIST = "[" * 1000 + "]" * 1000
DEEP_ACTION = '{"type": "act", "id": "d", "action": ' + '{"a": ' * 1000 + "1" + "}" * 1000 + "}"


def still_open(ws):
    ws.send_json({"type": "ping"})
    assert ws.receive_json() == {"type": "pong"}


@pytest.mark.parametrize("text, reason", [
    (DEEP_LIST, "nested too deeply"),
    (DEEP_ACTION, "nested too deeply"),
    ('{"type": "act", "id": "x", "action": ' + '{"a": ' * 20 + "1" + "}" * 20 + "}", "nested too deeply"),
    ('{"type": "act", "id": "\\ud800", "action": {"type": "peek"}}', "valid Unicode"),
    ('{"type": "act", "id": "s", "action": {"type": "peek", "\\udfff": 1}}', "valid Unicode"),
])
def test_odd_messages_get_an_error_and_the_connection_stays_open(client, text, reason):
    t = new_table(client)
    with client.websocket_connect(ws_url(t, 0)) as ws:
        ws.receive_json()
        ws.send_text(text)
        err = ws.receive_json()
        assert err["type"] == "error" and reason in err["reason"], err
        still_open(ws)
    assert client.get(f"/api/tables/{t['table']}").json()["seq"] == 0


def test_a_fault_while_applying_an_action_is_reported_and_changes_nothing(client, monkeypatch):
    t = new_table(client)
    table = client.app.state.service.tables[t["table"]]

    def broken(self, seat, prepared):
        self.peeked = True  # half done, then a bug
        raise TypeError("unsupported operand")

    monkeypatch.setitem(Stoy._RULES, "peek", (Stoy._RULES["peek"][0], broken))
    with client.websocket_connect(ws_url(t, 0)) as ws:
        ws.receive_json()
        ws.send_json({"type": "act", "id": "p", "action": {"type": "peek"}})
        err = ws.receive_json()
        assert err == {"type": "error", "id": "p",
                       "reason": "the server could not apply this action (TypeError); nothing changed"}
        still_open(ws)
        assert table.seq == 0 and not table.game.peeked  # rebuilt from the database


@pytest.mark.parametrize("body", [
    '{"game": "stoy", "seats": [{"kind": "human", "name": "\\ud800"}, {"kind": "human"}]}',
    '{"game": "stoy", "options": {"\\ud800": 1}}',
    '{"game": "stoy", "options": ' + '{"a": ' * 1000 + "1" + "}" * 1000 + "}",
    '{"game": "stoy", "options": ' + DEEP_LIST + "}",
])
def test_odd_table_requests_are_refused_with_4xx(client, body):
    r = client.post("/api/tables", content=body, headers={"content-type": "application/json"})
    assert 400 <= r.status_code < 500, r.text
    assert client.get("/api/tables").status_code == 200


@pytest.mark.parametrize("body, reason", [
    ('{"game": "stoy", "players": 2, "seed": 1, "actions": [], "table": {"seats": [{"name": "\\ud800"}]}}',
     "valid Unicode"),
    ('{"game": "stoy", "actions": ' + DEEP_LIST + "}", "nested too deeply"),
])
def test_odd_records_are_refused_with_400(client, body, reason):
    r = client.post("/api/records", content=body, headers={"content-type": "application/json"})
    assert r.status_code == 400 and reason in r.json()["detail"], r.text


def test_a_name_with_every_kind_of_valid_text_is_kept(client):
    name = "Zoë 🂡 \u200b"
    t = new_table(client, [{"kind": "human", "name": name}, {"kind": "human"}])
    assert client.get(f"/api/tables/{t['table']}").json()["seats"][0]["name"] == name
    assert json.loads(client.get("/api/tables").text)["open"][0]["seats"][0]["name"] == name
