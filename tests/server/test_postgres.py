"""PostgreSQL only (PARLOUR_TEST_DATABASE_URL): what SQLite cannot show."""

import pytest
import sqlalchemy as sa

from tests.server.conftest import new_table, running, ws_url


@pytest.fixture
def pg_url(db_url: str) -> str:
    if not db_url.startswith("postgresql"):
        pytest.skip("PostgreSQL only")
    return db_url


def test_a_dropped_step_connection_is_replaced_without_losing_the_step(pg_url, clock):
    with running(pg_url, clock) as client:
        store = client.app.state.service.store
        t = new_table(client)
        with client.websocket_connect(ws_url(t, 0)) as ws0:
            ws0.receive_json()
            ws0.send_json({"type": "act", "id": "a", "action": {"type": "peek"}})
            assert ws0.receive_json() == {"type": "ack", "id": "a", "seq": 1}
            ws0.receive_json(), ws0.receive_json()
            pid = store._hot.exec_driver_sql("SELECT pg_backend_pid()").scalar()
            store._hot.rollback()
            with store.engine.begin() as conn:  # the server restarts, a proxy drops it...
                conn.execute(sa.text("SELECT pg_terminate_backend(:p)"), {"p": pid})
            ws0.send_json({"type": "act", "id": "b", "action": {"type": "play", "index": 0}})
            assert ws0.receive_json() == {"type": "ack", "id": "b", "seq": 2}
        assert [s.seq for s in store.steps(t["table"])] == [1, 2]


def test_seeds_up_to_the_largest_allowed_are_stored(pg_url, clock):
    with running(pg_url, clock) as client:
        t = new_table(client, seed=(1 << 63) - 1)
        assert client.get(f"/api/tables/{t['table']}").status_code == 200
