"""The several-instances harness (``tests/server/clustering.py``) itself: two real
``parlour serve`` processes on one PostgreSQL database (and one Redis, in cluster mode when
this ``parlour serve`` has it) see the same tables, and ``kill -9`` of one leaves the
other serving. Skipped where PostgreSQL cannot be had."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from tests.server import clustering

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

        group.kill(0)
        assert not group[0].alive
        with pytest.raises(httpx.ConnectError):
            httpx.get(f"{a}/api/games", timeout=2)
        assert table in finished_ids(b)  # B goes on serving
        group.start(0)  # and A comes back on its port
        assert table in finished_ids(a)
