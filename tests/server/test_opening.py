"""The first deal's events (``Game.opening``) reach clients in the state sent on
connecting (``opening``, public copies), so the message stream is unchanged: a
connection's first message is its state, and each step is its events, then its state."""

import parlour
from tests.server.conftest import new_table, ws_url


def test_the_state_on_connecting_carries_the_first_deal(client):
    t = new_table(client, game="oklahoma-rummy", seed=4)
    ref = parlour.new_game("oklahoma-rummy", 2, seed=4)
    opening = [e.for_seat(None) for e in ref.opening]
    assert opening and "Hand 1" in opening[0]["text"]
    with client.websocket_connect(ws_url(t, 0)) as ws0, client.websocket_connect(ws_url(t, 1)) as ws1, \
            client.websocket_connect(ws_url(t, None)) as spec:
        states = [ws.receive_json() for ws in (ws0, ws1, spec)]
        assert [(s["type"], s["seq"], s["opening"]) for s in states] == [("state", 0, opening)] * 3
        ws, state = next((w, s) for w, s in zip((ws0, ws1), states[:2], strict=True) if s["legal"])
        action = {k: v for k, v in state["legal"][0].items() if k != "label"}
        ws.send_json({"type": "act", "id": "a", "action": action})
        assert ws.receive_json()["type"] == "ack"
        events, after = ws.receive_json(), ws.receive_json()
        assert events["type"] == "events" and after["type"] == "state" and "opening" not in after
        ws.send_json({"type": "resume", "last_seq": 0})
        assert ws.receive_json()["seq"] == 1  # step 1's events, then the state with the opening
        assert ws.receive_json()["opening"] == opening


def test_games_that_announce_nothing_send_no_opening(client):
    t = new_table(client)  # the toy game deals silently
    with client.websocket_connect(ws_url(t, 0)) as ws0:
        assert "opening" not in ws0.receive_json()
