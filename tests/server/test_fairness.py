"""Issue #11 point 9: provably fair shuffles. A table publishes a commitment to its
server seed, seated players add entropy before the first step, the seed is revealed at
the end, and the deal can be checked from the record alone."""

import json

import parlour
from parlour.server import fairness
from tests.server.conftest import running, ws_url
from tests.server.test_persistence import drain_step

OPTIONS = {"turn_ms": 0, "hand_size": 2}


def create(client, **body):
    body = {"game": "stoy", "options": OPTIONS, **body}
    r = client.post("/api/tables", json=body)
    assert r.status_code == 201, r.text
    return r.json()


def play_out(client, t):
    with client.websocket_connect(ws_url(t, 0)) as ws0, client.websocket_connect(ws_url(t, 1)) as ws1:
        socks = [ws0, ws1]
        st = [ws.receive_json() for ws in socks][0]
        n = 0
        while not st["view"]["over"]:
            seat = st["waiting"][0]
            n += 1
            socks[seat].send_json({"type": "act", "id": f"z{n}", "action": {"type": "play", "index": 0}})
            msgs = drain_step(socks[seat])
            drain_step(socks[1 - seat], 2)
            st = msgs[-1]


def test_a_table_commits_to_its_seed_players_add_entropy_and_the_deal_is_checked_at_the_end(client):
    t = create(client)
    tid = t["table"]
    secret = client.app.state.service.tables[tid].row.fairness["server_seed"]
    fair = t["fairness"]
    assert fair == {"scheme": fairness.SCHEME, "commitment": fairness.commitment(secret), "entropy": []}
    with client.websocket_connect(ws_url(t, 0)) as ws0, client.websocket_connect(ws_url(t, 1)) as ws1:
        first = ws0.receive_json()
        ws1.receive_json()
        assert first["fairness"] == fair
        ws0.send_json({"type": "entropy", "value": "my lucky socks"})
        s0, s1 = ws0.receive_json(), ws1.receive_json()  # dealt again, for everyone
        assert s0["seq"] == s1["seq"] == 0
        assert s0["fairness"]["entropy"] == [{"seat": 0, "value": "my lucky socks"}]
        ws1.send_json({"type": "entropy", "value": "🂡"})
        s0, s1 = ws0.receive_json(), ws1.receive_json()
        seed = fairness.derive_seed(secret, s1["fairness"]["entropy"])
        assert s0["view"] == parlour.new_game("stoy", 2, seed=seed, options=OPTIONS).view(0)
        ws1.send_json({"type": "entropy", "value": "again"})
        assert "already added" in ws1.receive_json()["reason"]
        ws0.send_json({"type": "act", "id": 1, "action": {"type": "play", "index": 0}})
        drain_step(ws0), drain_step(ws1, 2)
        ws1.send_json({"type": "entropy", "value": "late"})
        assert "before the first step" in ws1.receive_json()["reason"]
    with client.websocket_connect(ws_url(t, None)) as spec:
        spec.receive_json()
        spec.send_json({"type": "entropy", "value": "x"})
        assert "spectators" in spec.receive_json()["reason"]
    # the server seed stays secret while the game is on
    seen = client.get(f"/api/tables/{tid}").text + client.get("/api/tables").text
    assert secret not in seen and client.get(f"/api/tables/{tid}/record").status_code == 409
    play_out(client, t)
    summary = client.get(f"/api/tables/{tid}").json()
    assert summary["fairness"]["server_seed"] == secret
    record = client.get(f"/api/tables/{tid}/record").json()
    assert record["seed"] == seed and fairness.verify(record) is None
    assert parlour.replay(record).is_over()
    for tamper in ({"seed": seed + 1}, {"fairness": {**record["fairness"], "server_seed": "0" * 64}},
                   {"fairness": {**record["fairness"], "entropy": []}}):
        assert fairness.verify({**record, **tamper}) is not None


def test_a_seed_chosen_by_the_creator_is_shown_to_everyone_before_they_sit(client):
    t = create(client, seed=1234)
    assert t["fairness"] == {"scheme": "chosen", "seed": 1234}
    listing = client.get("/api/tables").json()["open"][0]
    assert listing["fairness"] == {"scheme": "chosen", "seed": 1234}
    with client.websocket_connect(ws_url(t, 1)) as ws:
        assert ws.receive_json()["fairness"] == {"scheme": "chosen", "seed": 1234}
        ws.send_json({"type": "entropy", "value": "x"})
        assert "chosen by its creator" in ws.receive_json()["reason"]


def test_the_commitment_and_the_new_deal_survive_a_restart(db_url, clock):
    with running(db_url, clock) as c1:
        t = create(c1)
        with c1.websocket_connect(ws_url(t, 0)) as ws:
            ws.receive_json()
            ws.send_json({"type": "entropy", "value": "abc"})
            before = ws.receive_json()
    with running(db_url, clock) as c2, c2.websocket_connect(ws_url(t, 0)) as ws:
        after = ws.receive_json()
        assert after["view"] == before["view"] and after["fairness"] == before["fairness"]
        assert json.dumps(after).count(t["fairness"]["commitment"]) == 1


def test_parlour_replay_checks_the_shuffle(client, tmp_path, capsys):
    from parlour.cli.main import main

    t = create(client)
    play_out(client, t)
    record = client.get(f"/api/tables/{t['table']}/record").json()
    good, bad = tmp_path / "good.json", tmp_path / "bad.json"
    good.write_text(json.dumps(record))
    bad.write_text(json.dumps({**record, "fairness": {**record["fairness"], "server_seed": "1" * 64}}))
    assert main(["replay", str(good), "--all", "--brief"]) == 0
    assert "Fair shuffle checked" in capsys.readouterr().out
    main(["replay", str(bad), "--all", "--brief"])
    assert "Fair shuffle NOT proven: the revealed server seed does not match the commitment" in \
        capsys.readouterr().out
