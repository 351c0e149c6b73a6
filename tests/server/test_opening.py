"""The first deal's events (``Game.opening``) reach the table's first connections as step
0, public copies, before the state; a resume from the start sends them again first."""

import parlour
from tests.server.conftest import new_table, ws_url


def _act_first(wss, states):
    """The seat whose turn it is plays its first legal action; returns its socket."""
    ws, state = next((w, s) for w, s in zip(wss, states, strict=True) if s["legal"])
    action = {k: v for k, v in state["legal"][0].items() if k != "label"}
    ws.send_json({"type": "act", "id": "a", "action": action})
    assert ws.receive_json()["type"] == "ack"
    for w in wss:
        w.receive_json(), w.receive_json()  # the step's events and state
    return ws


def test_a_fresh_table_tells_the_first_deal_then_the_state(client):
    t = new_table(client, game="oklahoma-rummy", seed=4)
    ref = parlour.new_game("oklahoma-rummy", 2, seed=4)
    opening = [e.for_seat(None) for e in ref.opening]
    assert opening and "Hand 1" in opening[0]["text"]
    with client.websocket_connect(ws_url(t, 0)) as ws0, client.websocket_connect(ws_url(t, 1)) as ws1, \
            client.websocket_connect(ws_url(t, None)) as spec:
        firsts = [ws.receive_json() for ws in (ws0, ws1, spec)]
        assert firsts == [{"type": "events", "seq": 0, "events": opening}] * 3
        states = [ws0.receive_json(), ws1.receive_json()]
        spec.receive_json()
        assert [s["type"] for s in states] == ["state", "state"] and states[0]["seq"] == 0
        ws = _act_first([ws0, ws1], states)
        spec.receive_json(), spec.receive_json()
        ws.send_json({"type": "resume", "last_seq": 0})
        assert ws.receive_json() == {"type": "events", "seq": 0, "events": opening}
        assert ws.receive_json()["seq"] == 1


def test_a_table_already_under_way_sends_no_opening_on_connect(client):
    t = new_table(client, game="oklahoma-rummy", seed=4)
    with client.websocket_connect(ws_url(t, 0)) as ws0, client.websocket_connect(ws_url(t, 1)) as ws1:
        ws0.receive_json(), ws1.receive_json()
        _act_first([ws0, ws1], [ws0.receive_json(), ws1.receive_json()])
    with client.websocket_connect(ws_url(t, None)) as spec:
        first = spec.receive_json()
        assert first["type"] == "state" and first["seq"] == 1
