"""The table WebSocket: state, act, ack, ids, refusals, limits, tokens, redaction, resume,
timers and arrival times."""

import json
import urllib.parse

import pytest
from starlette.websockets import WebSocketDisconnect

import parlour
from parlour.server import protocol
from tests.server.conftest import new_table, running, ws_url


def hands(view):
    return {z["owner"]: z["cards"] for z in view["zones"] if z["kind"] == "hand"}


def play(ws, cid, index=0):
    ws.send_json({"type": "act", "id": cid, "action": {"type": "play", "index": index}})


def test_state_after_connect_is_the_seats_own_view(client):
    t = new_table(client)
    ref = parlour.new_game("stoy", 2, seed=7)
    with client.websocket_connect(ws_url(t, 0)) as ws0, client.websocket_connect(ws_url(t, 1)) as ws1:
        s0, s1 = ws0.receive_json(), ws1.receive_json()
    assert s0["type"] == "state" and s0["seq"] == 0 and s0["you"] == 0
    assert s0["view"] == ref.view(0) and s1["view"] == ref.view(1)
    assert s0["legal"] == ref.legal_json(0) and s1["legal"] == []
    assert "??" not in hands(s0["view"])[0] and set(hands(s0["view"])[1]) == {"??"}
    assert s0["clock"] == 0


def test_act_ack_and_broadcast_with_events(client):
    t = new_table(client)
    with client.websocket_connect(ws_url(t, 0)) as ws0, client.websocket_connect(ws_url(t, 1)) as ws1:
        ws0.receive_json(), ws1.receive_json()
        card = hands(parlour.new_game("stoy", 2, seed=7).view(0))[0][1]
        play(ws0, "a1", 1)
        assert ws0.receive_json() == {"type": "ack", "id": "a1", "seq": 1}
        ev0, st0 = ws0.receive_json(), ws0.receive_json()
        ev1, st1 = ws1.receive_json(), ws1.receive_json()
    assert ev0 == ev1 == {"type": "events", "seq": 1,
                          "events": [{"type": "played", "seat": 0, "card": card, "index": 1}]}
    assert st0["seq"] == st1["seq"] == 1 and st1["legal"] and not st0["legal"]
    assert st1["view"]["turn"] == 1


def test_duplicate_id_is_applied_once(client):
    t = new_table(client)
    with client.websocket_connect(ws_url(t, 0)) as ws0, client.websocket_connect(ws_url(t, 1)) as ws1:
        ws0.receive_json(), ws1.receive_json()
        ws0.send_json({"type": "act", "id": 5, "action": {"type": "peek"}})
        assert ws0.receive_json() == {"type": "ack", "id": 5, "seq": 1}
        ws0.receive_json(), ws0.receive_json()
        ws0.send_json({"type": "act", "id": 5, "action": {"type": "peek"}})
        assert ws0.receive_json() == {"type": "ack", "id": 5, "seq": 1}
        ws0.send_json({"type": "ping"})
        assert ws0.receive_json() == {"type": "pong"}  # nothing else was sent
    summary = client.get(f"/api/tables/{t['table']}").json()
    assert summary["seq"] == 1


def test_rejected_action_gets_the_engines_reason_and_changes_nothing(client):
    t = new_table(client)
    with client.websocket_connect(ws_url(t, 0)) as ws0, client.websocket_connect(ws_url(t, 1)) as ws1:
        ws0.receive_json(), ws1.receive_json()
        play(ws1, "b1")
        assert ws1.receive_json() == {"type": "error", "id": "b1", "reason": "it is not seat 1's turn to act"}
        play(ws0, "a1", 7)
        assert ws0.receive_json() == {"type": "error", "id": "a1", "reason": "you have no card at position 7"}
        ws0.send_json({"type": "act", "id": "a2", "action": {"type": "fly"}})
        err = ws0.receive_json()
        assert err["id"] == "a2" and "unknown action type 'fly'" in err["reason"]
        ws0.send_json({"type": "act", "id": "a3", "action": {"type": "play", "index": "x"}})
        assert "must be a whole number" in ws0.receive_json()["reason"]
        # a refused id is not remembered: it may be retried
        play(ws0, "a1", 0)
        assert ws0.receive_json() == {"type": "ack", "id": "a1", "seq": 1}
        ws0.receive_json(), ws0.receive_json()
        for ws in (ws0, ws1):
            ws.send_json({"type": "ping"})
        assert ws0.receive_json() == {"type": "pong"}
        assert ws1.receive_json()["type"] == "events"  # only the accepted step reached seat 1
        assert ws1.receive_json()["seq"] == 1
        assert ws1.receive_json() == {"type": "pong"}


@pytest.mark.parametrize("text, reason", [
    ("{not json", "malformed JSON"),
    ("[1, 2]", "must be a JSON object"),
    ('{"type": "dance"}', "unknown message type 'dance'"),
    ('{"type": "ping", "extra": 1}', "unknown field 'extra'"),
    ('{"type": "act", "id": "x", "action": {"type": "peek"}, "seat": 1}', "unknown field 'seat'"),
    ('{"type": "act", "action": {"type": "peek"}}', "missing field 'id'"),
    ('{"type": "resume", "last_seq": -3}', "last_seq"),
    ('{"type": "resume", "last_seq": 99}', "ahead of the table"),
])
def test_malformed_messages_are_refused_with_the_problem_named(client, text, reason):
    t = new_table(client)
    with client.websocket_connect(ws_url(t, 0)) as ws:
        ws.receive_json()
        ws.send_text(text)
        err = ws.receive_json()
        assert err["type"] == "error" and reason in err["reason"], err
        ws.send_json({"type": "ping"})  # the connection stays usable
        assert ws.receive_json() == {"type": "pong"}
    assert client.get(f"/api/tables/{t['table']}").json()["seq"] == 0


def test_oversize_message_is_refused(client):
    t = new_table(client)
    with client.websocket_connect(ws_url(t, 0)) as ws:
        ws.receive_json()
        ws.send_text(json.dumps({"type": "act", "id": "big", "action": {"type": "peek", "pad": "x" * 20000}}))
        err = ws.receive_json()
        assert err["type"] == "error" and "too large" in err["reason"]


def test_rate_limit_refuses_floods(db_url, clock):
    with running(db_url, clock, rate=0.001, burst=3) as client:
        t = new_table(client)
        with client.websocket_connect(ws_url(t, 0)) as ws:
            ws.receive_json()
            for _ in range(3):
                ws.send_json({"type": "ping"})
                assert ws.receive_json() == {"type": "pong"}
            ws.send_json({"type": "ping"})
            assert ws.receive_json() == protocol.error("too many messages: slow down")


@pytest.mark.parametrize("query", ["?seat=0&token=wrong", "?seat=1", "?token=x"])
def test_wrong_token_is_refused(client, query):
    t = new_table(client)
    with client.websocket_connect(f"/ws/{t['table']}{query}") as ws:
        err = ws.receive_json()
        assert err["type"] == "error" and "token" in err["reason"]
        with pytest.raises(WebSocketDisconnect) as e:
            ws.receive_json()
        assert e.value.code == 4403


@pytest.mark.parametrize("seat", ["5", "2", "-1", "one", "0.0", "1.0", "true", "", " 0", "0x0", "٠",
                                  "9" * 5000])
def test_a_seat_that_is_not_a_whole_number_in_range_is_refused_clearly(client, seat):
    """Even with a real token (seat 0's): the seat must be written 0 to players - 1."""
    t = new_table(client)
    query = urllib.parse.urlencode({"seat": seat, "token": t["seats"][0]["token"]})
    with client.websocket_connect(f"/ws/{t['table']}?{query}") as ws:
        err = ws.receive_json()
        shown = seat if len(seat) <= 16 else seat[:16] + "..."
        assert err == {"type": "error", "id": None,
                       "reason": f"seat {shown!r} is not at this table (seats 0 to 1): "
                                 "use the link you were given for your seat"}
        with pytest.raises(WebSocketDisconnect) as e:
            ws.receive_json()
        assert e.value.code == 4403


def test_another_seats_token_does_not_open_a_seat(client):
    t = new_table(client)
    url = f"/ws/{t['table']}?seat=1&token={t['seats'][0]['token']}"
    with client.websocket_connect(url) as ws:
        assert ws.receive_json()["type"] == "error"
        with pytest.raises(WebSocketDisconnect):
            ws.receive_json()


def test_unknown_table_closes(client):
    with client.websocket_connect("/ws/nope") as ws:
        assert "no table" in ws.receive_json()["reason"]
        with pytest.raises(WebSocketDisconnect) as e:
            ws.receive_json()
        assert e.value.code == 4404


def test_spectator_sees_only_the_public_view_and_cannot_act(client):
    t = new_table(client)
    ref = parlour.new_game("stoy", 2, seed=7)
    with client.websocket_connect(ws_url(t, None)) as spec:
        s = spec.receive_json()
        assert s["you"] is None and s["legal"] == [] and s["view"] == ref.view(None)
        assert all(set(cards) == {"??"} for cards in hands(s["view"]).values())
        spec.send_json({"type": "act", "id": "s", "action": {"type": "peek"}})
        assert spec.receive_json() == protocol.error("spectators cannot act: open a seat's link to play", "s")


def test_events_are_redacted_per_seat(client):
    t = new_table(client)
    ref = parlour.new_game("stoy", 2, seed=7)
    top = str(ref.zones["stock"].top())
    with client.websocket_connect(ws_url(t, 0)) as ws0, client.websocket_connect(ws_url(t, 1)) as ws1, \
            client.websocket_connect(ws_url(t, None)) as spec:
        for ws in (ws0, ws1, spec):
            ws.receive_json()
        ws0.send_json({"type": "act", "id": "p", "action": {"type": "peek"}})
        ws0.receive_json()  # ack
        mine = ws0.receive_json()
        theirs, public = ws1.receive_json(), spec.receive_json()
        states = [ws.receive_json() for ws in (ws0, ws1, spec)]
    assert mine["events"] == [{"type": "peeked", "seat": 0, "what": "the top of the stock", "card": top,
                               "private": ["card"]}]
    public_copy = [{"type": "peeked", "seat": 0, "what": "the top of the stock"}]
    assert theirs["events"] == public["events"] == public_copy
    for st in states[1:]:
        assert top not in json.dumps(st["view"]["zones"])
    ref.apply(0, parlour.Action("peek"))
    assert [s["view"] for s in states] == [ref.view(0), ref.view(1), ref.view(None)]


def test_resume_sends_missed_events_then_state(client):
    t = new_table(client)
    with client.websocket_connect(ws_url(t, 0)) as ws0:
        ws0.receive_json()
        for i, act in enumerate([{"type": "peek"}, {"type": "play", "index": 0}]):
            ws0.send_json({"type": "act", "id": i, "action": act})
            for _ in range(3):
                ws0.receive_json()
    with client.websocket_connect(ws_url(t, 1)) as ws1:
        first = ws1.receive_json()
        assert first["type"] == "state" and first["seq"] == 2
        ws1.send_json({"type": "resume", "last_seq": 0})
        got = [ws1.receive_json() for _ in range(3)]
    assert [(m["type"], m["seq"]) for m in got] == [("events", 1), ("events", 2), ("state", 2)]
    assert "card" not in got[0]["events"][0]  # seat 1's copy of seat 0's peek
    assert got[1]["events"][0]["type"] == "played"
    assert got[2] == {**first, "clock": got[2]["clock"]}


def test_a_secret_is_sent_to_its_seat_once_even_when_it_resumes_from_zero(db_url, clock):
    with running(db_url, clock) as client:
        t = new_table(client)
        top = str(parlour.new_game("stoy", 2, seed=7).zones["stock"].top())
        with client.websocket_connect(ws_url(t, 0)) as ws0:
            ws0.receive_json()
            ws0.send_json({"type": "act", "id": "p", "action": {"type": "peek"}})
            got = [ws0.receive_json() for _ in range(3)]
            assert got[1]["events"][0]["card"] == top  # the peek, shown once
            ws0.send_json({"type": "resume", "last_seq": 0})
            again = [ws0.receive_json() for _ in range(2)]
        assert again[0]["events"] == [{"type": "peeked", "seat": 0, "what": "the top of the stock"}]
        assert top not in json.dumps(again)
        with client.websocket_connect(ws_url(t, 0)) as ws0:  # a new connection: the same
            ws0.receive_json()
            ws0.send_json({"type": "resume", "last_seq": 0})
            assert top not in json.dumps([ws0.receive_json() for _ in range(2)])
    with running(db_url, clock) as client, client.websocket_connect(ws_url(t, 0)) as ws0:  # a restart
        ws0.receive_json()
        ws0.send_json({"type": "resume", "last_seq": 0})
        msgs = [ws0.receive_json() for _ in range(2)]
        assert msgs[0]["type"] == "events" and top not in json.dumps(msgs)


def test_a_secret_missed_while_disconnected_is_resumed_once(db_url, clock):
    """Seat 0's own peek acted while its page was away (its action reached the server,
    the answer did not): the resume gives the card once, and later resumes do not."""
    with running(db_url, clock) as client:
        t = new_table(client)
        top = str(parlour.new_game("stoy", 2, seed=7).zones["stock"].top())
        table = client.app.state.service.tables[t["table"]]
        client.portal.call(table.act, 0, {"type": "peek"}, "p")  # no connection of seat 0 is open
        assert table.sent == [0]
    with running(db_url, clock) as client:  # even across a restart
        with client.websocket_connect(ws_url(t, 0)) as ws0:
            ws0.receive_json()
            ws0.send_json({"type": "resume", "last_seq": 0})
            first = [ws0.receive_json() for _ in range(2)]
            ws0.send_json({"type": "resume", "last_seq": 0})
            second = [ws0.receive_json() for _ in range(2)]
        assert first[0]["events"][0]["card"] == top and first[0]["events"][0]["private"] == ["card"]
        assert top not in json.dumps(second)
        assert [s.sent for s in client.app.state.service.store.steps(t["table"])] == [1]
        # the other seat never gets it, before or after
        with client.websocket_connect(ws_url(t, 1)) as ws1:
            ws1.receive_json()
            ws1.send_json({"type": "resume", "last_seq": 0})
            assert top not in json.dumps([ws1.receive_json() for _ in range(2)])


def test_actions_are_stamped_with_arrival_time_and_timers_fire(client, clock):
    t = new_table(client)
    with client.websocket_connect(ws_url(t, 0)) as ws0, client.websocket_connect(ws_url(t, 1)) as ws1:
        ws0.receive_json(), ws1.receive_json()
        clock.advance(1234)
        play(ws0, "a")
        [ws0.receive_json() for _ in range(3)]
        st = [ws1.receive_json() for _ in range(2)][1]
        assert st["view"]["now"] == 1234 and st["view"]["deadline"] == 11234
        clock.advance(9999)  # not yet due: nothing happens
        ws1.send_json({"type": "ping"})
        assert ws1.receive_json() == {"type": "pong"}
        clock.advance(1)  # seat 1's time is up: the engine plays for it
        ev, st = ws1.receive_json(), ws1.receive_json()
        assert ev["seq"] == st["seq"] == 2 and ev["events"][0] == {"type": "timeout", "seat": 1}
        assert st["view"]["now"] == 11234 and st["view"]["turn"] == 0
        [ws0.receive_json() for _ in range(2)]
        clock.advance(6)
        play(ws0, "b")
        assert ws0.receive_json()["seq"] == 3
    from parlour.server.storage import Store

    svc = client.app.state.service
    steps = [s.entry for s in svc.store.steps(t["table"])]
    assert steps == [{"seat": 0, "action": {"type": "play", "index": 0}, "at": 1234},
                     {"advance": 11234},
                     {"seat": 0, "action": {"type": "play", "index": 0}, "at": 11240}]
    assert isinstance(svc.store, Store)


def test_timer_due_before_an_action_fires_first(client, clock):
    t = new_table(client)
    svc = client.app.state.service
    table = svc.tables[t["table"]]
    client.portal.call(table.act, 0, {"type": "play", "index": 0}, None)
    clock.advance(10_000 + 50)
    # an action arriving after the deadline: the timer is recorded first, then the action
    # (seat 1's turn passed to seat 0 by the timeout)
    client.portal.call(table.act, 0, {"type": "peek"}, None)
    entries = [s.entry for s in svc.store.steps(t["table"])]
    assert entries[1] == {"advance": 10_000} and entries[2]["at"] == 10_050


def test_next_hand_message_takes_the_offered_action(client):
    t = new_table(client, options={"hand_size": 1, "hands": 2})
    with client.websocket_connect(ws_url(t, 0)) as ws0, client.websocket_connect(ws_url(t, 1)) as ws1:
        ws0.receive_json(), ws1.receive_json()
        ws0.send_json({"type": "next_hand", "id": "n0"})
        assert ws0.receive_json() == protocol.error("no next hand is offered now", "n0")
        play(ws0, 1)
        [ws0.receive_json() for _ in range(3)]
        play(ws1, 2)
        [ws1.receive_json() for _ in range(3)]
        [ws0.receive_json() for _ in range(2)]
        ws0.send_json({"type": "next_hand", "id": "n1"})
        assert ws0.receive_json() == {"type": "ack", "id": "n1", "seq": 3}
        assert ws0.receive_json()["events"] == [{"type": "dealt", "seat": None, "hand": 2}]
        assert ws0.receive_json()["view"]["hand"] == 2


def test_a_client_that_does_not_read_is_closed(client, monkeypatch):
    import parlour.server.tables as tables_mod

    monkeypatch.setattr(tables_mod, "QUEUE_LIMIT", 3)
    t = new_table(client)
    svc = client.app.state.service
    table = svc.tables[t["table"]]
    with client.websocket_connect(ws_url(t, 1)) as lazy:
        lazy.send_json({"type": "ping"})
        lazy.receive_json(), lazy.receive_json()  # state, pong: now connected and idle
        conn = next(iter(table.conns))
        write = conn._write

        async def stuck(text):  # the socket's buffer is full: nothing gets out
            conn.pending.appendleft((text, None))
            raise OSError("would block")

        conn._write = stuck
        for n in range(3):
            client.portal.call(table.act, n % 2, {"type": "play", "index": 0}, None)
            client.portal.call(table.flush)
        assert conn.closed
        conn._write = write
        with pytest.raises(WebSocketDisconnect) as e:
            lazy.receive_json()
        assert e.value.code == 1013


def test_a_slow_client_does_not_hold_up_the_table(client):
    import asyncio
    import time

    t = new_table(client)
    table = client.app.state.service.tables[t["table"]]
    with client.websocket_connect(ws_url(t, None)) as spec, \
            client.websocket_connect(ws_url(t, 0)) as ws0, client.websocket_connect(ws_url(t, 1)) as ws1:
        for ws in (spec, ws0, ws1):
            ws.receive_json()
        slow = next(c for c in table.conns if c.seat is None)
        gate = client.portal.call(asyncio.Event)
        write = slow._write

        async def blocked(text):  # the spectator's socket takes nothing until the gate opens
            await gate.wait()
            await write(text)

        slow._write = blocked
        started = time.monotonic()
        for n in range(4):
            seat, ws = n % 2, (ws0, ws1)[n % 2]
            ws.send_json({"type": "act", "id": n, "action": {"type": "play", "index": 0}})
            assert ws.receive_json() == {"type": "ack", "id": n, "seq": n + 1}
            ws.receive_json(), ws.receive_json()
            other = (ws1, ws0)[seat]
            other.receive_json(), other.receive_json()
        assert slow.slow and time.monotonic() - started < 3  # waited for it once, briefly
        client.portal.call(gate.set)
        got = [spec.receive_json() for _ in range(8)]
    assert [(m["type"], m["seq"]) for m in got] == [(k, s) for s in (1, 2, 3, 4) for k in ("events", "state")]


def test_a_slow_client_that_falls_too_far_behind_is_closed_with_1013_and_told_why(client, monkeypatch):
    """Issue #11 point 4: a connection already marked slow (drained by its own task) that
    overflows its queue gets a close frame, not silence."""
    import asyncio

    import parlour.server.tables as tables_mod

    monkeypatch.setattr(tables_mod, "QUEUE_LIMIT", 4)
    t = new_table(client, options={"turn_ms": 0})
    table = client.app.state.service.tables[t["table"]]
    with client.websocket_connect(ws_url(t, None)) as spec:
        spec.receive_json()
        slow = next(iter(table.conns))
        gate = client.portal.call(asyncio.Event)

        async def stuck(text):  # the listener's socket takes nothing more
            await gate.wait()

        slow._write = stuck
        for n in range(6):
            client.portal.call(table.act, n % 2, {"type": "play", "index": 0}, None)
            client.portal.call(table.flush)
            if slow.closed:
                break
        assert slow.slow and slow.closed
        for _ in range(50):  # the close runs in a task of its own
            if slow._close is None:
                break
            client.portal.call(asyncio.sleep, 0.01)
        assert slow._close is None
        with pytest.raises(WebSocketDisconnect) as e:
            spec.receive_json()
        assert e.value.code == 1013 and e.value.reason == "too far behind: reconnect and resume"
        client.portal.call(gate.set)
