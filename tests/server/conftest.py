import contextlib
import os
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from parlour.engine import registry
from parlour.server.app import create_app
from parlour.server.clock import ManualClock
from tests.server.toygame import Stoy


@pytest.fixture(autouse=True)
def stoy_registered(monkeypatch: pytest.MonkeyPatch) -> None:
    games = dict(registry._load())
    games["stoy"] = Stoy
    monkeypatch.setattr(registry, "_GAMES", games)


PG_URL = os.environ.get("PARLOUR_TEST_DATABASE_URL", "")
"""A PostgreSQL URL (``postgresql+psycopg://user:pass@host/db``): when set, every test that
uses ``db_url`` also runs against it, each in a schema of its own (created and dropped)."""


def fresh_schema(url: str) -> Iterator[str]:
    """A new empty schema in the database at ``url``; yields a URL whose connections use it."""
    import sqlalchemy as sa

    from parlour.server.storage import normalize_url

    url = normalize_url(url)
    name = f"t_{uuid.uuid4().hex[:16]}"
    admin = sa.create_engine(url)
    with admin.begin() as conn:
        conn.execute(sa.text(f"CREATE SCHEMA {name}"))
    sep = "&" if "?" in url else "?"
    try:
        yield f"{url}{sep}options=-csearch_path%3D{name}"
    finally:
        with admin.begin() as conn:
            conn.execute(sa.text(f"DROP SCHEMA {name} CASCADE"))
        admin.dispose()


@pytest.fixture(params=["sqlite", "postgresql"] if PG_URL else ["sqlite"])
def db_url(request: pytest.FixtureRequest, tmp_path) -> Iterator[str]:
    """The service database: a SQLite file, and PostgreSQL when PARLOUR_TEST_DATABASE_URL is set."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'parlour.sqlite3'}"
        return
    if not PG_URL:
        pytest.skip("PostgreSQL: set PARLOUR_TEST_DATABASE_URL (scripts/postgres-test does)")
    yield from fresh_schema(PG_URL)


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


@contextlib.contextmanager
def running(db_url: str, clock: ManualClock, **kw: Any) -> Iterator[TestClient]:
    kw.setdefault("think_workers", 0)
    app = create_app(db_url, clock=clock, **kw)
    with TestClient(app) as client:
        yield client


@pytest.fixture
def client(db_url: str, clock: ManualClock) -> Iterator[TestClient]:
    with running(db_url, clock) as c:
        yield c


def new_table(client: TestClient, seats: list[dict[str, Any]] | None = None, **body: Any) -> dict[str, Any]:
    body.setdefault("game", "stoy")
    body.setdefault("seed", 7)
    body["seats"] = seats or [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}]
    r = client.post("/api/tables", json=body)
    assert r.status_code == 201, r.text
    return r.json()


def ws_url(table: dict[str, Any], seat: int | None) -> str:
    if seat is None:
        return f"/ws/{table['table']}"
    return f"/ws/{table['table']}?seat={seat}&token={table['seats'][seat]['token']}"
