"""Several ``parlour serve`` instances serving one site (issue #17): real servers on
loopback sharing one PostgreSQL database and one Redis (``tests/server/clustering.py``).

- Play across instances: a seat on the hosting instance, a seat and a spectator relayed
  through two others; every relayed connection gets exactly what a connection of the
  same seat (or a spectator) on the host gets, so no seat ever sees another's secret.
- ``kill -9`` of the hosting instance mid-game: the relayed clients are told to
  reconnect, the tables are taken over from the database by the survivors, every
  acknowledged step is there, clients resume with their seat tokens and play on (a
  bot too, on its new host, and a table nobody watches plays on by its timers); a
  polite stop hands its table over the same way.
- A host whose lease was taken away lets its table go; Redis stopped under two
  instances and started again, empty.
- ``parlour serve`` refuses cluster mode on SQLite or with a Redis it cannot reach.

Skipped where PostgreSQL or the test Redis cannot be had (``scripts/test`` provides both
as root)."""

from __future__ import annotations

import contextlib
import json
import shutil
import subprocess
import time
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest
import sqlalchemy as sa

from tests.server import clustering

websockets_sync = pytest.importorskip("websockets.sync.client")
from websockets.exceptions import ConnectionClosed  # noqa: E402

ARGS = ["--bot-pace", "0", "--think-workers", "0"]
Msg = dict[str, Any]


@pytest.fixture(scope="module")
def site() -> Iterator[clustering.Instances]:
    """Three instances in cluster mode on a database and a Redis of the module's own (a
    test that kills one adds one of its own to kill)."""
    why = clustering.database_unavailable() or clustering.redis_unavailable()
    if why is not None:
        pytest.skip(f"no PostgreSQL and Redis to cluster on: {why}")
    with clustering.shared_database() as db, clustering.redis_database() as redis_url, \
            clustering.instances(3, db, redis_url, args=ARGS) as group:
        yield group


class Client:
    """A WebSocket to one instance, keeping what it received."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.ws = websockets_sync.connect(url, open_timeout=10)
        self.got: list[Msg] = []

    def recv(self, timeout: float = 15.0) -> Msg:
        m: Msg = json.loads(self.ws.recv(timeout=timeout))
        self.got.append(m)
        return m

    def until(self, done: Callable[[Msg], bool], timeout: float = 15.0) -> list[Msg]:
        """The messages up to the first for which ``done`` holds."""
        out = []
        deadline = time.monotonic() + timeout
        while True:
            m = self.recv(max(0.1, deadline - time.monotonic()))
            out.append(m)
            if done(m):
                return out

    def state(self, seq: int) -> list[Msg]:
        return self.until(lambda m: m["type"] == "state" and m["seq"] == seq)

    def act(self, cid: str, action: Msg) -> Msg:
        """Send an action; its ack (or error) and what came before it."""
        self.ws.send(json.dumps({"type": "act", "id": cid, "action": action}))
        return self.until(lambda m: m.get("id") == cid)[-1]

    def closed(self, timeout: float = 20.0) -> int:
        """Wait until the server closes the connection; its close code."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                self.recv(max(0.1, deadline - time.monotonic()))
            except ConnectionClosed as e:
                return e.rcvd.code if e.rcvd is not None else 1006
            except TimeoutError:
                raise AssertionError(f"{self.url} was not closed within {timeout} s") from None

    def close(self) -> None:
        self.ws.close()


def resumed(url: str, last_seq: int, timeout: float = 30.0) -> tuple[Client, list[Msg]]:
    """Reconnect to ``url`` and resume from ``last_seq`` as the browser client does, again
    and again while the table is moving (the server closes with 1012/1013); the client and
    the messages up to the state the resume asked for."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            c = Client(url)
            c.recv()  # the state on joining
            c.ws.send(json.dumps({"type": "resume", "last_seq": last_seq}))
            return c, c.until(lambda m: m["type"] in ("state", "error"))
        except (ConnectionClosed, OSError, TimeoutError):
            assert time.monotonic() < deadline, f"could not resume at {url} within {timeout} s"
            time.sleep(0.1)


def new_table(base: str, **body: Any) -> Msg:
    body.setdefault("game", "stoy")
    r = httpx.post(f"{base}/api/tables", json=body, timeout=10)
    assert r.status_code == 201, r.text
    out: Msg = r.json()
    return out


def seat_url(ws_base: str, table: Msg, seat: int | None) -> str:
    tid = table["table"]
    if seat is None:
        return f"{ws_base}/ws/{tid}"
    return f"{ws_base}/ws/{tid}?seat={seat}&token={table['seats'][seat]['token']}"


def steps(group: Any, table_id: str) -> list[int]:
    engine = sa.create_engine(group.db_url)
    try:
        with engine.connect() as conn:
            return list(conn.execute(sa.text("SELECT seq FROM steps WHERE table_id = :t ORDER BY seq"),
                                     {"t": table_id}).scalars())
    finally:
        engine.dispose()


def summary(instance: Any, table: Msg) -> Msg:
    out: Msg = httpx.get(f"{instance.url}/api/tables/{table['table']}", timeout=10).json()
    return out


def poll(check: Callable[[], Any], seconds: float = 30.0) -> Any:
    """``check()`` again and again until it is truthy (returned), at most ``seconds``."""
    deadline = time.monotonic() + seconds
    while not (got := check()):
        assert time.monotonic() < deadline, f"not so within {seconds} s"
        time.sleep(0.05)
    return got


def broadcasts(msgs: list[Msg]) -> list[Msg]:
    """The steps' events and states a connection received after its joining state (the
    same for every connection of one seat; the joining state's clock differs, and acks
    and refusals are the acting connection's own)."""
    return [m for m in msgs[1:] if m["type"] in ("events", "state")]


def test_play_across_instances_each_seat_sees_its_own_view(site):
    host, relay_a, relay_b = site[0], site[1], site[2]
    t = new_table(host.url, seed=11, options={"turn_ms": 0, "hand_size": 2})
    tid = t["table"]
    for other in (relay_a, relay_b):  # every instance lists it, from the shared database
        listed = httpx.get(f"{other.url}/api/tables?limit=500", timeout=10).json()["open"]
        assert tid in [x["table"] for x in listed]

    seat0 = Client(seat_url(host.ws, t, 0))  # on the host
    seat1 = Client(seat_url(relay_a.ws, t, 1))  # relayed through another instance
    watcher = Client(seat_url(relay_b.ws, t, None))  # a spectator on a third
    ref1 = Client(seat_url(host.ws, t, 1))  # what the host sends its own connections
    ref_watcher = Client(seat_url(host.ws, t, None))
    watchers_a = [Client(seat_url(relay_a.ws, t, None)) for _ in range(2)]  # with seat 1's copies
    everyone = [seat0, seat1, watcher, ref1, ref_watcher, *watchers_a]
    for c in everyone:
        first = c.recv()
        assert first["type"] == "state" and first["seq"] == 0
    assert seat1.got[0]["you"] == 1 and seat1.got[0]["view"] == ref1.got[0]["view"]
    assert watcher.got[0]["you"] is None and watcher.got[0]["view"] == ref_watcher.got[0]["view"]

    wrong_turn = seat1.act("early", {"type": "play", "index": 0})  # refused by the host's engine
    assert wrong_turn["type"] == "error" and "not seat 1's turn" in wrong_turn["reason"]
    moves = [(seat0, {"type": "peek"}), (seat0, {"type": "play", "index": 0}),
             (seat1, {"type": "peek"}), (seat1, {"type": "play", "index": 1}),
             (seat0, {"type": "play", "index": 0}), (seat1, {"type": "play", "index": 0})]
    for n, (who, action) in enumerate(moves, 1):
        assert who.act(f"m{n}", action) == {"type": "ack", "id": f"m{n}", "seq": n}
        for c in everyone:
            c.state(n)

    # a relayed connection gets exactly what the host gives a connection of the same seat
    assert broadcasts(seat1.got) == broadcasts(ref1.got)
    for w in (watcher, *watchers_a):
        assert broadcasts(w.got) == broadcasts(ref_watcher.got)
    assert len(broadcasts(watcher.got)) == 2 * len(moves)

    def peeks(c: Client) -> list[Msg]:
        return [e for m in c.got if m["type"] == "events" for e in m["events"] if e["type"] == "peeked"]

    assert [p["seat"] for p in peeks(seat0)] == [0, 1]
    assert "card" in peeks(seat0)[0] and "card" not in peeks(seat0)[1]  # its own secret only
    assert "card" not in peeks(seat1)[0] and "card" in peeks(seat1)[1]
    assert all("card" not in p for p in peeks(watcher))
    assert seat1.got[-1]["view"]["scores"] == seat0.got[-1]["view"]["scores"]
    for c in everyone:
        c.close()
    summary = httpx.get(f"{relay_b.url}/api/tables/{tid}", timeout=10).json()
    assert summary["status"] == "finished" and summary["seq"] == len(moves)
    record = httpx.get(f"{relay_a.url}/api/tables/{tid}/record", timeout=10).json()
    assert len(record["actions"]) == len(moves)


def test_host_killed_or_stopped_mid_game_loses_nothing_and_clients_resume(site):
    group = site
    host, polite = group.add(2)  # one to kill -9, one to stop politely
    a, b = group[0], group[1]
    duel = new_table(host.url, seed=4, options={"turn_ms": 0})
    solo = new_table(host.url, seed=9, options={"turn_ms": 0},
                     seats=[{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "random"}])
    seat0, seat1 = Client(seat_url(a.ws, duel, 0)), Client(seat_url(b.ws, duel, 1))
    ann = Client(seat_url(host.ws, solo, 0))  # connected to the instance about to die
    for c in (seat0, seat1, ann):
        c.recv()
    assert seat0.act("d1", {"type": "play", "index": 0})["seq"] == 1
    assert seat1.act("d2", {"type": "play", "index": 0})["seq"] == 2
    seat0.state(2), seat1.state(2)
    assert ann.act("s1", {"type": "play", "index": 0})["seq"] == 1
    before = ann.until(lambda m: m["type"] == "state" and m["view"]["turn"] == 0)[-1]  # the bot's turn
    last = before["seq"]  # (it played at once, perhaps after a peek)
    timed = new_table(host.url, seed=2, options={"turn_ms": 1000})  # nobody comes: its timers play
    poll(lambda: summary(a, timed)["seq"] >= 1)

    group.kill(group.members.index(host))
    assert seat0.closed() == 1012 and seat1.closed() == 1012  # told to reconnect and resume
    seat0, got = resumed(seat_url(a.ws, duel, 0), 2)
    assert got[-1]["type"] == "state" and got[-1]["seq"] == 2  # nothing acknowledged was lost
    assert seat0.act("d3", {"type": "play", "index": 0}) == {"type": "ack", "id": "d3", "seq": 3}
    seat1, got = resumed(seat_url(b.ws, duel, 1), 2)
    assert [m["seq"] for m in got if m["type"] == "events"] == [3]  # the step it missed, live or resumed
    assert got[-1]["seq"] == 3 and got[-1]["legal"]
    assert seat1.act("d2", {"type": "play", "index": 0})["seq"] == 2  # a retried id: its old ack
    assert seat1.act("d4", {"type": "play", "index": 0})["seq"] == 4
    seat0.state(4)
    assert steps(group, duel["table"]) == [1, 2, 3, 4]

    ann, got = resumed(seat_url(a.ws, solo, 0), last)  # to any live instance
    assert got[-1]["seq"] == last and got[-1]["view"] == before["view"]
    assert ann.act("s2", {"type": "play", "index": 0})["seq"] == last + 1
    again = ann.until(lambda m: m["type"] == "state" and m["view"]["turn"] == 0)[-1]
    assert again["seq"] > last + 1  # the bot played on, on its new host
    assert steps(group, solo["table"]) == list(range(1, again["seq"] + 1))

    done = poll(lambda: (x := summary(b, timed))["status"] == "finished" and x)  # timers on a new host
    assert done["seq"] == 6 and steps(group, timed["table"]) == list(range(1, 7))

    import redis

    live = {httpx.get(f"{m.url}/api/metrics", timeout=10).json()["cluster"]["instance"]
            for m in group.members if m.alive}
    leases = redis.Redis.from_url(group.redis_url, decode_responses=True)
    try:  # each table is hosted by a live instance now
        assert {leases.get(f"parlour:lease:{t['table']}") for t in (duel, solo)} <= live
    finally:
        leases.close()
    for c in (seat0, seat1, ann):
        c.close()

    bye = new_table(polite.url, seed=5, options={"turn_ms": 0})  # hosted by the one to stop
    seat0 = Client(seat_url(a.ws, bye, 0))
    seat0.recv()
    assert seat0.act("b1", {"type": "play", "index": 0})["seq"] == 1
    group.stop(group.members.index(polite))  # SIGTERM: it gives its leases back
    assert seat0.closed() == 1012
    seat1, got = resumed(seat_url(b.ws, bye, 1), 0)
    assert [m["seq"] for m in got if m["type"] == "events"] == [1]
    assert seat1.act("b2", {"type": "play", "index": 0})["seq"] == 2
    assert steps(group, bye["table"]) == [1, 2]
    seat1.close()


def test_a_host_that_lost_its_lease_lets_the_table_go(site):
    """Another instance took the lease (this one stalled past it, say): the host stops
    hosting the table and its clients are told to reconnect; while the new holder does not
    answer, a relayed client is told to come back; once its lease expires the table is
    rebuilt from the database wherever the client comes, nothing lost."""
    import redis

    host, other = site[0], site[1]
    t = new_table(host.url, seed=8, options={"turn_ms": 0})
    seat0, seat1 = Client(seat_url(host.ws, t, 0)), Client(seat_url(other.ws, t, 1))
    seat0.recv(), seat1.recv()
    assert seat0.act("x1", {"type": "play", "index": 0})["seq"] == 1
    r = redis.Redis.from_url(site.redis_url, decode_responses=True)
    try:  # a made-up instance, alive for 4 s, takes the lease over
        r.set("parlour:alive:stranger", "1", px=4000)
        assert r.set(f"parlour:lease:{t['table']}", "stranger", xx=True, px=4000)
        assert seat0.closed() == 1012 and seat1.closed() == 1012
    finally:
        r.close()
    seat1, got = resumed(seat_url(other.ws, t, 1), 1)  # after 1013s while the stranger holds it
    assert got[-1]["seq"] == 1 and got[-1]["legal"]
    assert seat1.act("x2", {"type": "play", "index": 0})["seq"] == 2
    assert steps(site, t["table"]) == [1, 2]
    seat1.close()


@contextlib.contextmanager
def private_redis(port: int) -> Iterator[subprocess.Popen[bytes]]:
    """A redis-server of the test's own on ``port`` (no persistence: it restarts empty)."""
    proc = subprocess.Popen(["redis-server", "--bind", "127.0.0.1", "--port", str(port), "--save", "",
                             "--appendonly", "no"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        import redis

        client = redis.Redis(port=port)
        deadline = time.monotonic() + 20
        while True:
            try:
                client.ping()
                break
            except redis.ConnectionError:
                assert time.monotonic() < deadline and proc.poll() is None, "redis-server did not start"
                time.sleep(0.05)
        client.close()
        yield proc
    finally:
        proc.kill()
        proc.wait(10)


def test_redis_away_and_back():
    """Redis stops under two instances: the host's own client plays on, the relayed one is
    told to come back (1013), a new table is refused (503) saying why; Redis starts again,
    empty: the leases are taken again, the relayed client resumes with nothing lost."""
    why = clustering.database_unavailable() or (None if shutil.which("redis-server") else
                                                 "redis-server is not installed (scripts/redis-setup)")
    if why is not None:
        pytest.skip(f"no PostgreSQL and redis-server: {why}")
    port = clustering.free_port()
    with clustering.shared_database() as db, contextlib.ExitStack() as stack:
        redis_proc = stack.enter_context(private_redis(port))
        group = stack.enter_context(clustering.instances(2, db, f"redis://127.0.0.1:{port}/0", args=ARGS))
        t = new_table(group[0].url, seed=6, options={"turn_ms": 0})
        seat0, seat1 = Client(seat_url(group[0].ws, t, 0)), Client(seat_url(group[1].ws, t, 1))
        seat0.recv(), seat1.recv()
        assert seat0.act("r1", {"type": "play", "index": 0})["seq"] == 1
        assert seat1.act("r2", {"type": "play", "index": 0})["seq"] == 2
        seat0.state(2)

        redis_proc.kill()
        redis_proc.wait(10)
        assert seat1.closed() == 1013
        assert seat0.act("r3", {"type": "play", "index": 0})["seq"] == 3  # served by its host alone
        refused = httpx.post(f"{group[1].url}/api/tables", json={"game": "stoy"}, timeout=30)
        assert refused.status_code == 503 and "Redis is unavailable" in refused.json()["detail"]

        stack.enter_context(private_redis(port))  # back, empty
        seat1, got = resumed(seat_url(group[1].ws, t, 1), 2)
        assert [m["seq"] for m in got if m["type"] == "events"] == [3] and got[-1]["seq"] == 3
        assert seat1.act("r4", {"type": "play", "index": 0})["seq"] == 4
        assert steps(group, t["table"]) == [1, 2, 3, 4]
        seat0.close(), seat1.close()


@pytest.mark.parametrize(("database", "problem"), [
    ("", "need a database they all share: set DATABASE_URL to a PostgreSQL URL"),
    ("postgresql+psycopg://nobody@127.0.0.1:9/nothing", "cannot reach Redis at redis://127.0.0.1:9/0"),
])
def test_serve_refuses_cluster_mode_it_cannot_run(monkeypatch, capsys, tmp_path, database, problem):
    pytest.importorskip("redis")
    import argparse

    from parlour.cli import serve

    parser = argparse.ArgumentParser()
    serve.register(parser)
    monkeypatch.setenv("DATABASE_URL", database)
    monkeypatch.setenv("REDIS_URL", "redis://127.0.0.1:9/0")  # nothing listens on port 9
    assert serve.run(parser.parse_args(["--data", str(tmp_path)])) == 2
    assert problem in capsys.readouterr().err
