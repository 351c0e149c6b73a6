import contextlib
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


@pytest.fixture
def db_url(tmp_path) -> str:
    return f"sqlite:///{tmp_path / 'parlour.sqlite3'}"


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
