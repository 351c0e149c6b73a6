"""Issue #11 point 3: heavy requests run off the event loop, a replay step costs little,
and imports have a size limit and a budget per address."""

import threading

import parlour
import parlour.server.service as service_mod
from parlour.server import replays
from tests.server.conftest import new_table, running, ws_url


def long_record(hands: int = 10) -> dict:
    g = parlour.new_game("stoy", 2, seed=3, options={"hand_size": 8, "hands": hands, "turn_ms": 0})
    while not g.is_over():
        seat = g.waiting_for()[0]
        g.apply(seat, g.legal_actions(seat)[0])
    return g.record()


def test_an_import_being_replayed_does_not_stop_the_service(client, monkeypatch):
    t = new_table(client)
    started, released = threading.Event(), threading.Event()
    answered = []
    real = service_mod.Replay

    class SlowReplay(real):
        def run(self, upto=None):
            started.set()
            answered.append(released.wait(10))  # heavy work: until the test has its pong
            return super().run(upto)

    monkeypatch.setattr(service_mod, "Replay", SlowReplay)
    results = []
    poster = threading.Thread(target=lambda: results.append(client.post("/api/records", json=long_record(1))))
    with client.websocket_connect(ws_url(t, 0)) as ws:
        ws.receive_json()
        poster.start()
        # one ping once the import is being replayed (pinging in a loop until then ran into
        # the message rate limit when the machine was slow to start the import)
        assert started.wait(10)
        ws.send_json({"type": "ping"})
        assert ws.receive_json() == {"type": "pong"}  # ...and the table still answers
        released.set()
        poster.join(30)
    assert answered == [True] and results[0].status_code == 201


def test_a_replay_step_costs_a_snapshot_and_a_few_entries(client, monkeypatch):
    record = long_record()
    n = len(record["actions"])
    tid = client.post("/api/records", json=record).json()["table"]
    applied = []
    real_step = replays.Replay.step

    def counting(self):
        applied.append(1)
        return real_step(self)

    first = client.get(f"/api/tables/{tid}/replay?step={n}").json()
    snaps = client.app.state.service.snapshots
    assert snaps.builds == 1
    monkeypatch.setattr(replays.Replay, "step", counting)
    every = replays.spacing(n)
    fresh = parlour.new_game("stoy", 2, seed=3, options=record["options"])
    for k in range(1, n + 1):
        e = record["actions"][k - 1]
        fresh.apply(e["seat"], e["action"], at=e.get("at"))
        if k in (1, every - 1, every, every + 1, n // 2, n - 1, n):
            applied.clear()
            got = client.get(f"/api/tables/{tid}/replay?step={k}").json()
            assert got["view"] == fresh.full_view() and got["step"] == k
            assert len(applied) <= every  # never the whole game again
    assert snaps.builds == 1 and first["view"] == fresh.full_view()


def test_imports_have_a_step_limit_and_a_budget_per_address(db_url, clock, monkeypatch):
    monkeypatch.setattr(service_mod, "MAX_RECORD_STEPS", 10)
    monkeypatch.setattr(service_mod, "HEAVY_BURST", 2)
    with running(db_url, clock) as client:
        r = client.post("/api/records", json=long_record(1))
        assert r.status_code == 400 and "at most 10 steps" in r.json()["detail"]
        short = parlour.new_game("stoy", 2, seed=1).record()
        assert client.post("/api/records", json=short).status_code == 201
        assert client.post("/api/records", json=short).status_code == 201
        r = client.post("/api/records", json=short)
        assert r.status_code == 429 and "too many imports" in r.json()["detail"]
        clock.advance(1000 / service_mod.HEAVY_RATE)
        assert client.post("/api/records", json=short).status_code == 201
