"""Issue #11 point 5: a locked database never freezes the service. Another process holds
a write lock; an action waits for the database (on the writer thread) while every other
table still answers; when the lock goes, the action is committed, then broadcast."""

import subprocess
import sys

from tests.server.conftest import new_table, running, ws_url

HOLD = r"""
import sys
import sqlalchemy as sa
url = sys.argv[1]
engine = sa.create_engine(url)
with engine.connect() as conn:
    if url.startswith("sqlite"):
        conn.exec_driver_sql("BEGIN IMMEDIATE")  # the database's write lock
    else:
        conn.begin()
        conn.exec_driver_sql("LOCK TABLE steps IN EXCLUSIVE MODE")
    print("locked", flush=True)
    sys.stdin.readline()  # until the test says so
    conn.rollback()
print("released", flush=True)
"""


def test_a_locked_database_does_not_stop_other_tables(db_url, clock):
    with running(db_url, clock) as client:
        a, b = new_table(client), new_table(client)
        trace = []
        client.app.state.service.trace_hook = lambda what, table, seq: trace.append((what, table, seq))
        with client.websocket_connect(ws_url(a, 0)) as wa, client.websocket_connect(ws_url(b, 1)) as wb:
            wa.receive_json(), wb.receive_json()
            holder = subprocess.Popen([sys.executable, "-c", HOLD, db_url], stdin=subprocess.PIPE,
                                      stdout=subprocess.PIPE, text=True)
            try:
                assert holder.stdout.readline().strip() == "locked"
                wa.send_json({"type": "act", "id": "a1", "action": {"type": "peek"}})
                # while seat 0's step waits for the database, table b answers at once
                wb.send_json({"type": "ping"})
                assert wb.receive_json() == {"type": "pong"}
                with client.websocket_connect(ws_url(b, None)) as spec:
                    assert spec.receive_json()["seq"] == 0
                with client.websocket_connect(ws_url(a, None)) as spec_a:
                    # table a is mid-step: a newcomer gets its state once the step is committed
                    holder.stdin.write("go\n")
                    holder.stdin.flush()
                    assert holder.stdout.readline().strip() == "released"
                    assert spec_a.receive_json()["seq"] == 1
                assert trace[:1] == [("commit", a["table"], 1)] and ("broadcast", a["table"], 1) in trace
                assert holder.wait(10) == 0
            finally:
                if holder.poll() is None:
                    holder.kill()
            assert wa.receive_json() == {"type": "ack", "id": "a1", "seq": 1}
