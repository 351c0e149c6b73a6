"""Short full garbage collections (parlour.server.collector)."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import pytest

from parlour.server.collector import CollectorSteward


class Node:
    """An object that can take part in a reference cycle."""

    def __init__(self) -> None:
        self.other: Node | None = None


@pytest.fixture
def steward() -> Iterator[tuple[CollectorSteward, list[float]]]:
    clock = [0.0]
    s = CollectorSteward(reclaim_every_s=900.0, now=lambda: clock[0])
    s.start()
    try:
        yield s, clock
    finally:
        s.stop()
        gc.unfreeze()  # leave this test process's collector as it was


def test_start_freezes_what_exists_and_watches_full_collections(
        steward: tuple[CollectorSteward, list[float]]) -> None:
    s, _ = steward
    assert gc.get_freeze_count() > 0
    assert s._observe in gc.callbacks
    gc.collect(2)
    assert s.full_collections == 1 and s.full_ms_max >= 0.0
    gc.collect(1)  # a younger collection is not counted
    assert s.full_collections == 1


def test_the_survivors_of_a_full_collection_are_frozen_so_the_next_walks_only_newer_objects(
        steward: tuple[CollectorSteward, list[float]]) -> None:
    s, _ = steward
    kept = [Node() for _ in range(20_000)]  # long-lived state, like a table's history
    gc.collect(2)
    before = gc.get_freeze_count()
    s.maintain()
    assert gc.get_freeze_count() >= before + len(kept)
    assert len(gc.get_objects(generation=2)) < len(kept)  # the next full walk skips them
    s.maintain()  # nothing due: nothing changes
    assert s.reclaims == 0


def test_every_reclaim_period_everything_is_unfrozen_and_a_frozen_cycle_that_became_garbage_is_freed(
        steward: tuple[CollectorSteward, list[float]]) -> None:
    s, clock = steward
    a, b = Node(), Node()
    a.other, b.other = b, a
    gone = weakref.ref(a)
    gc.collect(2)
    s.maintain()  # the cycle, alive, is frozen
    del a, b
    gc.collect(2)
    assert gone() is not None  # frozen: not walked, not freed
    clock[0] = 901.0
    s.maintain()  # the period is over: unfreeze
    assert s.reclaims == 1 and gc.get_freeze_count() == 0
    gc.collect(2)
    assert gone() is None
    s.maintain()  # after the long collection, its survivors are frozen again
    assert gc.get_freeze_count() > 0


def test_stop_removes_the_hook_and_unfreezes(steward: tuple[CollectorSteward, list[float]]) -> None:
    s, _ = steward
    s.stop()
    assert s._observe not in gc.callbacks
    assert gc.get_freeze_count() == 0
    s.stop()  # twice is harmless


def test_the_service_reports_its_collections_in_metrics() -> None:
    from fastapi.testclient import TestClient

    from parlour.server.app import create_app

    with TestClient(create_app("sqlite://", metrics_token="t")) as client:
        gc.collect(2)
        report = client.get("/api/metrics", headers={"authorization": "Bearer t"}).json()["garbage_collector"]
    gc.unfreeze()
    assert report["full_collections"] >= 1
    assert report["frozen_objects"] > 0
