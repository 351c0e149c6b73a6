"""Bots at service tables: paced by their own delays on the service clock, instant at
pace 0, thinking in a worker process when they are heavy."""

import multiprocessing
import os

import parlour
from parlour.bots import SeatPort, make_bot
from tests.server.conftest import new_table, running, ws_url
from tests.server.toygame import WorkerBot


def test_bot_acts_after_its_reaction_delay_on_the_service_clock(client, clock):
    t = new_table(client, [{"kind": "human"}, {"kind": "bot", "bot": "random", "level": "normal"}])
    ref = parlour.new_game("stoy", 2, seed=7)
    with client.websocket_connect(ws_url(t, 0)) as ws:
        ws.receive_json()
        clock.advance(1000)
        ws.send_json({"type": "act", "id": "h", "action": {"type": "play", "index": 0}})
        [ws.receive_json() for _ in range(3)]
        ref.apply(0, parlour.Action("play", index=0), at=1000)
        bot = make_bot("random", "stoy", 1, seed=7 + 7919 * 2, level="normal")
        chosen = bot.choose(SeatPort(ref, 1), True)
        delay = bot.delay(True)
        assert delay >= 300  # the "normal" level's floor
        clock.advance(delay - 1)
        ws.send_json({"type": "ping"})
        assert ws.receive_json() == {"type": "pong"}  # the bot is still "thinking"
        clock.advance(1)
        ev, st = ws.receive_json(), ws.receive_json()
    assert ev["seq"] == st["seq"] == 2 and ev["events"][0]["seat"] == 1
    entries = [s.entry for s in client.app.state.service.store.steps(t["table"])]
    assert entries[1] == {"seat": 1, "action": chosen.to_json(), "at": 1000 + delay}


def test_bot_only_table_at_pace_zero_plays_to_the_end(db_url, clock):
    with running(db_url, clock, pace=0.0) as client:
        t = new_table(client, [{"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}],
                      options={"hand_size": 4})
        with client.websocket_connect(ws_url(t, None)) as spec:
            st = spec.receive_json()
            while not (st["type"] == "state" and st["view"]["over"]):
                st = spec.receive_json()
        assert st["seq"] >= 8 and st["view"]["result"]["reason"] == "highest total"
        done = client.get("/api/tables").json()
        assert done["open"] == [] and done["finished"][0]["table"] == t["table"]


def test_bots_of_many_tables_at_pace_zero_take_turns_at_the_gate(db_url, clock):
    """Every bot move passes the service's turnstile: with more tables' bots ready at once
    than it lets start in one turn of the loop, some moves wait, and every table still
    plays to the end."""
    with running(db_url, clock, pace=0.0, metrics_token="t") as client:
        service = client.app.state.service
        service.gate.per_turn = 1
        bots = [{"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}]
        tables = [new_table(client, bots, options={"hand_size": 4}) for _ in range(6)]
        for t in tables:
            with client.websocket_connect(ws_url(t, None)) as spec:
                st = spec.receive_json()
                while not (st["type"] == "state" and st["view"]["over"]):
                    st = spec.receive_json()
        assert service.gate.waited > 0
        metrics = client.get("/api/metrics", headers={"authorization": "Bearer t"}).json()
        assert metrics["bot_moves_deferred"] == service.gate.waited


def test_heavy_bots_think_in_a_worker_process_and_the_service_stays_responsive(db_url, clock, monkeypatch):
    import parlour.server.tables as tables_mod

    manager = multiprocessing.Manager()
    gate = manager.Event()
    monkeypatch.setattr(tables_mod, "make_bot", lambda kind, game, seat, **kw: WorkerBot(seat, gate))
    with manager, running(db_url, clock, pace=0.0, think_workers=1) as client:
        t = new_table(client, [{"kind": "human"}, {"kind": "bot", "bot": "random"}])
        with client.websocket_connect(ws_url(t, 0)) as ws:
            ws.receive_json()
            ws.send_json({"type": "act", "id": "h", "action": {"type": "play", "index": 0}})
            [ws.receive_json() for _ in range(3)]
            ws.send_json({"type": "ping"})
            assert ws.receive_json() == {"type": "pong"}  # answered while the bot thinks
            gate.set()  # now the bot may finish thinking
            ev = ws.receive_json()
            assert ev["type"] == "events" and ev["events"][0]["seat"] == 1
        bot = client.app.state.service.tables[t["table"]].bots[1]
        assert bot.pids and os.getpid() not in bot.pids


def test_bots_go_on_after_a_restart(db_url, clock):
    seats = [{"kind": "human"}, {"kind": "bot", "bot": "random", "level": "expert"}]
    with running(db_url, clock) as c1:
        t = new_table(c1, seats)
        with c1.websocket_connect(ws_url(t, 0)) as ws:
            ws.receive_json()
            ws.send_json({"type": "act", "id": "h", "action": {"type": "play", "index": 0}})
            [ws.receive_json() for _ in range(3)]
    # the service stopped before the bot moved; a new one picks the table up
    with running(db_url, clock) as c2, c2.websocket_connect(ws_url(t, 0)) as ws:
        assert ws.receive_json()["waiting"] == [1]
        clock.advance(10_000)
        ev, st = ws.receive_json(), ws.receive_json()
        assert ev["events"][0]["type"] == "played" and ev["events"][0]["seat"] == 1  # not a timeout
        assert st["seq"] == 2 and st["waiting"] == [0]


def test_bots_wait_until_every_human_seat_has_connected_once(db_url, clock):
    """Issue #10: a bot never acts before the people at its table have arrived (a
    spectator is not one of them); once they have, leaving does not stop the bots."""
    seats = [{"kind": "bot", "bot": "random"}, {"kind": "human"}, {"kind": "human"}]
    with running(db_url, clock, pace=0.0) as client:
        t = new_table(client, seats, options={"turn_ms": 0})
        table = client.app.state.service.tables[t["table"]]
        with client.websocket_connect(ws_url(t, None)) as spec:
            spec.receive_json()
            clock.advance(60_000)
            with client.websocket_connect(ws_url(t, 1)) as ws1:
                ws1.receive_json()
                clock.advance(60_000)
                spec.send_json({"type": "ping"})
                assert spec.receive_json() == {"type": "pong"}  # nothing happened meanwhile
                assert table.seq == 0
            with client.websocket_connect(ws_url(t, 2)) as ws2:  # the last person arrives
                first = ws2.receive_json()
                ev = ws2.receive_json()
                assert first["seq"] == 0 and ev["type"] == "events" and ev["events"][0]["seat"] == 0
    with running(db_url, clock, pace=0.0) as client:  # after a restart, play had begun: no wait
        assert client.app.state.service.tables[t["table"]].everyone_arrived
