"""The several-instances harness (``tests/server/clustering.py``) itself: two real
``parlour serve`` processes on one PostgreSQL database (and one Redis, in cluster mode when
this ``parlour serve`` has it) see the same tables; the deployment's proxy
(``deploy/nginx.conf`` run by a real nginx, where installed) passes requests and WebSocket
upgrades to them and passes over one killed with ``kill -9``, which the harness restarts.
Skipped where PostgreSQL cannot be had."""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from tests.server import clustering

websockets_sync = pytest.importorskip("websockets.sync.client")

pytestmark = pytest.mark.skipif(clustering.database_unavailable() is not None,
                                reason=f"no PostgreSQL: {clustering.database_unavailable()}")

BOTS = [{"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}]


@pytest.fixture
def redis_url() -> Iterator[str | None]:
    """A Redis database of the test's own when cluster mode and a test Redis are both there."""
    if not clustering.cluster_mode_available() or clustering.redis_unavailable():
        yield None
        return
    with clustering.redis_database() as url:
        yield url


def finished_ids(base: str) -> list[str]:
    r = httpx.get(f"{base}/api/tables", timeout=10)
    r.raise_for_status()
    return [t["table"] for t in r.json()["finished"]]


def until(check: Any, seconds: float = 30.0) -> Any:
    """Poll ``check()`` until it is truthy (and return it), at most ``seconds``."""
    deadline = time.monotonic() + seconds
    while not (got := check()):
        assert time.monotonic() < deadline, f"not so within {seconds} s"
        time.sleep(0.05)
    return got


def test_two_instances_share_the_database_and_one_survives_kill_9(redis_url):
    args = ["--bot-pace", "0", "--think-workers", "0"]
    with clustering.shared_database() as db, clustering.instances(2, db, redis_url, args=args) as group:
        assert group.clustered == (redis_url is not None)
        a, b = group.urls
        assert a != b
        body = {"game": "stoy", "seed": 5, "seats": BOTS, "options": {"turn_ms": 0, "hand_size": 1}}
        made = httpx.post(f"{a}/api/tables", json=body, timeout=10)
        assert made.status_code == 201, made.text
        table = made.json()["table"]
        seen = httpx.get(f"{b}/api/tables/{table}", timeout=10)
        assert seen.status_code == 200 and seen.json()["game"] == "stoy"  # B reads what A stored
        assert httpx.get(f"{b}/api/tables/no-such-table", timeout=10).status_code == 404

        until(lambda: table in finished_ids(a))  # the bots play it out on A
        assert finished_ids(b) == finished_ids(a)  # both list the same from the one database

        with contextlib.ExitStack() as stack:
            site = None if clustering.nginx_unavailable() else \
                stack.enter_context(clustering.proxy(group.urls))
            if site is not None:
                assert table in finished_ids(site)
                humans = {"game": "stoy", "seed": 2, "seats": [{"kind": "human", "name": n} for n in "AB"]}
                live = httpx.post(f"{site}/api/tables", json=humans, timeout=10).json()["table"]
                url = f"{site.replace('http', 'ws', 1)}/ws/{live}"
                with websockets_sync.connect(url) as ws1, websockets_sync.connect(url) as ws2:
                    for ws in (ws1, ws2):  # least_conn: one on each instance; the upgrades went through
                        assert json.loads(ws.recv(timeout=10))["type"] == "state"

            group.kill(0)
            assert not group[0].alive
            with pytest.raises(httpx.ConnectError):
                httpx.get(f"{a}/api/games", timeout=2)
            assert table in finished_ids(b)  # B goes on serving
            if site is not None:  # the proxy passes over the dead instance
                assert all(httpx.get(f"{site}/api/games", timeout=10).status_code == 200 for _ in range(6))
        group.start(0)  # and A comes back on its port
        assert table in finished_ids(a)
