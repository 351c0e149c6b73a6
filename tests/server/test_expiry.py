"""Unfinished tables nobody plays or opens for a while (30 days by default) are marked
abandoned at start and not loaded; opening one brings it back. Driven by a wall clock the
tests set."""

import datetime as dt

from tests.server.conftest import new_table, running, ws_url

T0 = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)


class Wall:
    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> dt.datetime:
        return self.now

    def at(self, days: float) -> "Wall":
        self.now = T0 + dt.timedelta(days=days)
        return self


def open_ids(client) -> list[str]:
    return [s["table"] for s in client.get("/api/tables").json()["open"]]


def test_idle_tables_are_abandoned_and_not_loaded(db_url, clock):
    wall = Wall()
    with running(db_url, clock, wall=wall) as client:
        played = new_table(client)
        idle = new_table(client)
        wall.at(1)
        with client.websocket_connect(ws_url(played, 0)) as ws:
            ws.receive_json()
            ws.send_json({"type": "act", "id": 1, "action": {"type": "play", "index": 0}})
            assert ws.receive_json()["type"] == "ack"
        assert client.app.state.service.store.steps(played["table"])[0].wall_ms == int(
            (T0 + dt.timedelta(days=1)).timestamp() * 1000)
    with running(db_url, clock, wall=wall.at(30.5)) as client:  # idle: 30.5 days; played: 29.5
        assert open_ids(client) == [played["table"]]
        assert client.get(f"/api/tables/{idle['table']}").json()["status"] == "abandoned"
        assert idle["table"] not in client.app.state.service.tables
    with running(db_url, clock, wall=wall.at(31.5)) as client:
        assert open_ids(client) == []
        assert client.get(f"/api/tables/{played['table']}").json()["status"] == "abandoned"
        # a player who comes back with the link brings the table back, where it was
        with client.websocket_connect(ws_url(played, 1)) as ws:
            st = ws.receive_json()
            assert st["type"] == "state" and st["seq"] == 1 and not st["view"]["over"]
        assert open_ids(client) == [played["table"]]
        assert client.get(f"/api/tables/{played['table']}").json()["status"] == "open"
    with running(db_url, clock, wall=wall.at(61)) as client:  # the visit counts as activity
        assert open_ids(client) == [played["table"]]
    with running(db_url, clock, wall=wall.at(62)) as client:
        assert open_ids(client) == []


def test_a_visit_keeps_a_table_and_the_expiry_is_configurable(db_url, clock):
    wall = Wall()
    with running(db_url, clock, wall=wall) as client:
        t = new_table(client)
        wall.at(20)
        with client.websocket_connect(ws_url(t, None)) as spec:  # a spectator's visit counts too
            spec.receive_json()
    with running(db_url, clock, wall=wall.at(45)) as client:
        assert open_ids(client) == [t["table"]]
    with running(db_url, clock, wall=wall.at(100), abandon_days=0) as client:  # 0: never
        assert open_ids(client) == [t["table"]]
    with running(db_url, clock, wall=wall.at(100), abandon_days=200) as client:
        assert open_ids(client) == [t["table"]]
    with running(db_url, clock, wall=wall.at(100), abandon_days=50) as client:
        assert open_ids(client) == []
        assert client.get(f"/api/tables/{t['table']}").json()["status"] == "abandoned"


def test_the_default_expiry_comes_from_the_environment(db_url, clock, monkeypatch):
    wall = Wall()
    with running(db_url, clock, wall=wall) as client:
        t = new_table(client)
    monkeypatch.setenv("PARLOUR_ABANDON_DAYS", "3")
    with running(db_url, clock, wall=wall.at(2)) as client:
        assert open_ids(client) == [t["table"]]
    with running(db_url, clock, wall=wall.at(4)) as client:
        assert open_ids(client) == []


def test_finished_tables_are_never_abandoned(db_url, clock):
    from tests.server.test_persistence import play_to_end

    wall = Wall()
    with running(db_url, clock, wall=wall) as client:
        t = new_table(client)
        play_to_end(client, t)
    with running(db_url, clock, wall=wall.at(400)) as client:
        s = client.get(f"/api/tables/{t['table']}").json()
        assert s["status"] == "finished"
        assert [f["table"] for f in client.get("/api/tables").json()["finished"]] == [t["table"]]
        assert client.get(f"/api/tables/{t['table']}/replay?step=1").status_code == 200


def test_a_database_made_before_these_columns_is_upgraded(db_url, clock, tmp_path):
    import json

    import sqlalchemy as sa
    from alembic import command
    from alembic.config import Config

    from parlour.server.storage import MIGRATIONS

    engine = sa.create_engine(db_url)
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "0001")
        conn.execute(sa.text(
            "INSERT INTO tables (id, game, variant, players, options, seed, deck, seats, status, "
            "imported, created, steps) VALUES ('old', 'stoy', NULL, 2, '{}', 7, NULL, :seats, 'open', :imp, "
            ":created, 1)"), {"imp": False, "seats": json.dumps([{"kind": "human", "name": "A"}] * 2),
                              "created": dt.datetime(2026, 1, 1)})
        conn.execute(sa.text("INSERT INTO steps (table_id, seq, entry, seat, client_id) VALUES "
                             "('old', 1, :e, 0, 'x')"),
                     {"e": json.dumps({"seat": 0, "action": {"type": "peek"}, "at": 0})})
    engine.dispose()
    with running(db_url, clock, wall=Wall().at(10)) as client:
        assert open_ids(client) == ["old"]
        steps = client.app.state.service.store.steps("old")
        assert steps[0].sent == 0 and steps[0].wall_ms is None
    with running(db_url, clock, wall=Wall().at(31)) as client:
        assert open_ids(client) == []
